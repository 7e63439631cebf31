package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.kernel.scalar.ScalarBlockKernel;
import dev.lanewire.kernel.scalar.ScalarLatin1Kernel;
import dev.lanewire.kernel.scalar.ScalarUtf8Kernel;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The measuring inputs that calibration and the warm-up run the kernels over. */
class WorkloadsTest {

    @Test
    void everyWorkloadIsValidInputOfTheRightSizeClass() {
        for (Op op : Op.values()) {
            for (SizeClass size : SizeClass.values()) {
                Workload w = Workloads.of(op, size);
                for (int i = 0; i < w.lengths.length; i++) {
                    int len = w.lengths[i];
                    assertEquals(size, SizeClass.of(len), op.id() + " input " + i);
                    String where = op.id() + " " + size.id() + " input " + i;
                    switch (op.family()) {
                        case UTF8 -> {
                            if (w.bytes != null) {
                                assertEquals(-1, ScalarUtf8Kernel.INSTANCE.validate(w.bytes[i], 0, len), where);
                                assertEquals(len + Workloads.UTF8_ROOM_AFTER, w.bytes[i].length, where);
                            } else {
                                assertTrue(ScalarUtf8Kernel.INSTANCE.encodedLength(w.chars[i], 0, len) >= len, where);
                                if (op == Op.UTF8_ENCODE) {
                                    // Room after the input and after its worst-case output, as the codec's scratch has.
                                    assertEquals(len + Workloads.ENCODE_ROOM_AFTER, w.chars[i].length, where);
                                    assertEquals(3 * len + Workloads.ENCODE_ROOM_AFTER, w.byteDst[i].length, where);
                                }
                            }
                        }
                        case LATIN1 -> {
                            if (w.chars != null) {
                                assertEquals(len, ScalarLatin1Kernel.INSTANCE.compress(w.chars[i], 0,
                                        new byte[len], 0, len), where);
                            } else {
                                assertEquals(len, w.bytes[i].length, where);
                            }
                        }
                        case UTF16 -> assertEquals(len, w.chars != null ? w.chars[i].length : w.bytes[i].length / 2,
                                where);
                        case BLOCK -> assertEquals(-1, KernelLoops.run(op.id(), ScalarBlockKernel.INSTANCE,
                                single(w, i), 1), where);
                    }
                }
            }
        }
        Workload ascii = Workloads.of(Op.UTF8_ASCII_PREFIX, SizeClass.LARGE);
        for (int i = 0; i < ascii.lengths.length; i++) {
            int len = ascii.lengths[i];
            assertEquals(len, ScalarUtf8Kernel.INSTANCE.asciiPrefix(ascii.bytes[i], 0, len));
        }
    }

    @Test
    void everyKindOfTextIsValidInputOfItsScript() {
        for (Op op : Op.values()) {
            for (TextKind kind : TextKind.forOp(op)) {
                for (SizeClass size : SizeClass.values()) {
                    Workload w = Workloads.of(op, size, kind);
                    int nonAscii = 0;
                    for (int i = 0; i < w.lengths.length; i++) {
                        int len = w.lengths[i];
                        String where = op.id() + " " + size.id() + " " + kind.id() + " input " + i;
                        assertEquals(size, SizeClass.of(len), where);
                        String text;
                        if (w.bytes != null && op.family() == Family.UTF8) {
                            assertEquals(-1, ScalarUtf8Kernel.INSTANCE.validate(w.bytes[i], 0, len), where);
                            text = new String(w.bytes[i], 0, len, StandardCharsets.UTF_8);
                        } else if (w.bytes != null) {
                            text = new String(w.bytes[i], 0, len, StandardCharsets.ISO_8859_1);
                        } else {
                            text = new String(w.chars[i], 0, len);
                        }
                        for (int at = 0; at < text.length(); at = text.offsetByCodePoints(at, 1)) {
                            int cp = text.codePointAt(at);
                            assertTrue(inKind(kind, cp), where + ": U+" + Integer.toHexString(cp));
                            nonAscii += cp >= 0x80 ? 1 : 0;
                        }
                    }
                    assertEquals(kind == TextKind.ASCII, nonAscii == 0, op.id() + " " + size.id() + " " + kind.id());
                }
            }
        }
        assertThrows(IllegalArgumentException.class,
                () -> Workloads.of(Op.LATIN1_COMPRESS, SizeClass.SMALL, TextKind.CJK));
        assertThrows(IllegalArgumentException.class,
                () -> Workloads.of(Op.BLOCK_BOOL, SizeClass.SMALL, TextKind.ASCII));
    }

    @Test
    void calibrationPoolsHoldThousandsOfDistinctTextsAndTheWarmUpsStaySmall() {
        for (Op op : List.of(Op.UTF8_DECODE, Op.UTF8_ENCODE, Op.UTF8_VALIDATE)) {
            List<TextKind> kinds = TextKind.forOp(op);
            for (TextKind kind : List.of(kinds.getFirst(), kinds.getLast())) {
                for (SizeClass size : SizeClass.values()) {
                    String where = op.id() + " " + size.id() + " " + kind.id();
                    Workload pool = Workloads.unseen(op, size, kind);
                    Workload one = Workloads.of(op, size, kind);
                    assertTrue(pool.lengths.length >= 1_024 && pool.units() >= 250_000,
                            where + ": " + pool.lengths.length + " inputs, " + pool.units() + " units");
                    assertTrue(one.units() <= 64 * 1024, where + ": " + one.units() + " units in the warm-up's pass");
                    Set<String> texts = new HashSet<>();
                    for (int i = 0; i < pool.lengths.length; i++) {
                        int len = pool.lengths[i];
                        assertEquals(size, SizeClass.of(len), where + " input " + i);
                        texts.add(pool.bytes != null ? new String(pool.bytes[i], 0, len, StandardCharsets.ISO_8859_1)
                                : new String(pool.chars[i], 0, len));
                    }
                    // Short inputs of one script repeat by chance; long ones must not.
                    assertTrue(texts.size() >= (size == SizeClass.SMALL ? pool.lengths.length / 2 : pool.lengths.length),
                            where + ": " + texts.size() + " distinct of " + pool.lengths.length);
                }
            }
        }
        // Latin-1 kernels do not branch on the text: their pools stay the warm-up's size.
        assertEquals(Workloads.of(Op.LATIN1_COMPRESS, SizeClass.LARGE, TextKind.LATIN1).units(),
                Workloads.unseen(Op.LATIN1_COMPRESS, SizeClass.LARGE, TextKind.LATIN1).units());
        assertThrows(IllegalArgumentException.class, () -> Workloads.unseen(Op.UTF8_DECODE, SizeClass.SMALL, null));
        assertThrows(IllegalArgumentException.class, () -> Workloads.unseen(Op.LATIN1_COMPRESS, SizeClass.SMALL, TextKind.CJK));
    }

    /** Whether {@code cp} can be in text of {@code kind} ({@link TextKind}'s ranges, and the spaces that pad). */
    private static boolean inKind(TextKind kind, int cp) {
        boolean ascii = cp >= 0x20 && cp < 0x7F;
        return switch (kind) {
            case ASCII -> ascii;
            case LATIN1 -> cp == ' ' || cp >= 'a' && cp <= 'z' || cp >= 0xC0 && cp <= 0xFF;
            case CYRILLIC -> cp == ' ' || cp >= 0x430 && cp <= 0x44F;
            case CJK -> cp == ' ' || cp == 0x3002 || cp >= 0x4E00 && cp < 0xA000;
            case EMOJI -> cp == ' ' || cp >= 'a' && cp <= 'z' || cp >= 0x1F600 && cp < 0x1F650;
            case MIXED -> ascii || cp >= 0xC0 && cp <= 0xFF || cp >= 0x430 && cp <= 0x44F || cp == 0x3002
                    || cp >= 0x4E00 && cp < 0xA000 || cp >= 0x1F600 && cp < 0x1F650;
        };
    }

    private static Workload single(Workload w, int i) {
        return new Workload(new int[] {w.lengths[i]}, new byte[][] {w.bytes[i]}, null, null, null);
    }
}
