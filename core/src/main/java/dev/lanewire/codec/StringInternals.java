package dev.lanewire.codec;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.ByteOrder;

/**
 * Access to a String's storage (reading its bytes; building a String around an array), used only when the user opts in with
 * {@code --add-opens java.base/java.lang=ALL-UNNAMED} ({@code =dev.lanewire.core} on the module path; and not with
 * {@code -Dlanewire.stringInternals=false}).
 *
 * <p>Writing a String then is one copy of its storage into the buffer: a Latin-1 String's bytes
 * are its Latin-1 payload (and, when all ASCII, its UTF-8), and on little-endian platforms a UTF-16
 * String's bytes are its UTF-16LE payload. Otherwise the String is copied out as chars
 * ({@code getChars}) and narrowed or copied again. The bytes returned are the String's own and are
 * never written.
 *
 * <p>Reading a UTF-16 string (or an off-heap Latin-1 or ASCII one), likewise, copies the wire
 * bytes once into an array the new String adopts ({@code String(byte[], byte)}), where the
 * portable path widens them into chars and {@code new String(char[])} copies them again (after
 * trying to compact them to Latin-1).
 */
final class StringInternals {

    /** {@code String.coder} of a String stored one byte a char. */
    private static final byte LATIN1 = 0;

    /** {@code String.coder} of a String stored two bytes a char, in the platform's byte order. */
    private static final byte UTF16 = 1;

    private static final MethodHandle VALUE;
    /**
     * {@code String(byte[] value, byte coder)}, which adopts the array; only on little-endian
     * platforms (where a UTF-16 String's storage is the wire's UTF-16LE).
     */
    private static final MethodHandle ADOPT;

    static {
        MethodHandle value = null;
        MethodHandle coder = null;
        MethodHandle adopt = null;
        if (!"false".equals(System.getProperty("lanewire.stringInternals"))) {
            try {
                MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(String.class, MethodHandles.lookup());
                value = lookup.findGetter(String.class, "value", byte[].class);
                coder = lookup.findGetter(String.class, "coder", byte.class);
                if (!works(value, coder)) {
                    value = null;
                    coder = null;
                } else if (ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN) {
                    adopt = lookup.findConstructor(String.class,
                            MethodType.methodType(void.class, byte[].class, byte.class));
                    if (!adopts(adopt)) {
                        adopt = null;
                    }
                }
            } catch (ReflectiveOperationException | RuntimeException e) {
                // Not opened (IllegalAccessException, InaccessibleObjectException) or a JDK whose
                // String has other fields: the portable path is used.
                value = null;
                coder = null;
                adopt = null;
            }
        }
        VALUE = value;
        ADOPT = adopt;
    }

    private static boolean adopts(MethodHandle adopt) {
        try {
            // "Жé" as the String stores it on a little-endian platform: U+0416, U+00E9.
            String probe = (String) adopt.invokeExact(new byte[] {0x16, 0x04, (byte) 0xE9, 0x00}, UTF16);
            return "\u0416\u00E9".equals(probe);
        } catch (Throwable t) {
            return false;
        }
    }

    private StringInternals() {
    }

    private static boolean works(MethodHandle value, MethodHandle coder) {
        try {
            String probe = new String(new char[] {'L', '\u00E9'});
            return (byte) coder.invokeExact(probe) == LATIN1
                    && java.util.Arrays.equals((byte[]) value.invokeExact(probe), new byte[] {'L', (byte) 0xE9});
        } catch (Throwable t) {
            return false;
        }
    }

    /** Whether String internals are open to this library. */
    static boolean available() {
        return VALUE != null;
    }

    /** Whether {@link #adoptUtf16} can build Strings here. */
    static boolean canAdopt() {
        return ADOPT != null;
    }

    /**
     * A String that takes {@code utf16le} (two bytes a char, little-endian, the String's own layout
     * on this platform) as its storage, without copying it. The caller hands the array over and
     * guarantees it holds at least one char above {@code 0xFF}: a String whose chars all fit Latin-1
     * must be stored as Latin-1, or {@code equals} would fail against an equal Latin-1 String.
     */
    static String adoptUtf16(byte[] utf16le) {
        return adopt(utf16le, UTF16);
    }

    /**
     * A String that takes {@code latin1} (one byte a char) as its storage, without copying it; the
     * caller hands the array over. Any bytes are valid Latin-1.
     */
    static String adoptLatin1(byte[] latin1) {
        return adopt(latin1, LATIN1);
    }

    private static String adopt(byte[] value, byte coder) {
        assert ADOPT != null : "caller checked canAdopt()";
        try {
            return (String) ADOPT.invokeExact(value, coder);
        } catch (Throwable t) {
            throw new AssertionError("String(byte[], byte) was checked at class initialization", t);
        }
    }

    /**
     * The array backing {@code s}, or {@code null} when internals are not open. Its length tells
     * the storage: {@code s.length()} bytes are Latin-1, one a char; twice that are UTF-16 in the
     * platform's byte order (internals open only where Strings are compacted, so such a String
     * holds at least one char above {@code 0xFF}). An empty String has an empty array. The caller
     * must not modify the array.
     */
    static byte[] value(String s) {
        if (VALUE == null) {
            return null;
        }
        try {
            return (byte[]) VALUE.invokeExact(s);
        } catch (Throwable t) {
            throw new AssertionError("String.value is readable, checked at class initialization", t);
        }
    }
}
