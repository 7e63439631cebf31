package dev.lanewire.dispatch;

import java.util.Locale;

/**
 * The variants a kernel operation can run: its scalar twin, or the Vector API class of one shape.
 * The {@link #id()} is what reports, profile files and overrides spell.
 */
public enum Variant {
    /** The scalar twin from {@code dev.lanewire.kernel.scalar}. */
    SCALAR("scalar", 0),
    /** {@code <Contract>V128}: 128-bit vectors (SSE, NEON, or AVX with {@code -XX:MaxVectorSize=16}). */
    V128("v128", 128),
    /** {@code <Contract>V256}: 256-bit vectors (AVX2). */
    V256("v256", 256),
    /** {@code <Contract>V512}: 512-bit vectors (AVX-512). */
    V512("v512", 512);

    private final String id;
    private final int bits;

    Variant(String id, int bits) {
        this.id = id;
        this.bits = bits;
    }

    /** {@code scalar}, {@code v128}, {@code v256} or {@code v512}. */
    public String id() {
        return id;
    }

    /** The vector width in bits, 0 for {@link #SCALAR}. */
    public int bits() {
        return bits;
    }

    /** Whether this is a Vector API variant. */
    public boolean isVector() {
        return bits != 0;
    }


    /**
     * Parses a variant as profiles and overrides write it: {@code scalar}, {@code v128} or
     * {@code 128} (likewise 256, 512), case-insensitive.
     *
     * @return the variant, or {@code null} when {@code text} names none
     */
    public static Variant parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        for (Variant v : values()) {
            if (v.id.equals(t) || (v.isVector() && t.equals(Integer.toString(v.bits)))) {
                return v;
            }
        }
        return null;
    }
}
