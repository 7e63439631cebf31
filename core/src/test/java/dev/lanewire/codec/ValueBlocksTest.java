package dev.lanewire.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import dev.lanewire.validate.ValueRanges;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.function.Consumer;
import java.util.function.Function;
import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.ExpandableDirectByteBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * The range-limited value types through WireWriter and WireReader: bytes pinned by hand from
 * docs/wire-format.md §7, refusals on write that leave the writer untouched, and malformed blocks
 * that become a CodecException naming the element and the byte offset, on heap and off-heap
 * buffers.
 */
class ValueBlocksTest {

    private static final HexFormat HEX = HexFormat.ofDelimiter(" ").withUpperCase();

    enum Color { RED, GREEN, BLUE }

    private static String written(Consumer<WireWriter> write) {
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(16);
        WireWriter w = new WireWriter(buffer, 0);
        write.accept(w);
        byte[] out = new byte[w.position()];
        buffer.getBytes(0, out);
        return HEX.formatHex(out);
    }

    private static DirectBuffer heap(String hex) {
        return new UnsafeBuffer(HexFormat.ofDelimiter(" ").parseHex(hex));
    }

    private static DirectBuffer offHeap(String hex) {
        byte[] bytes = HexFormat.ofDelimiter(" ").parseHex(hex);
        ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length);
        direct.put(bytes).flip();
        return new UnsafeBuffer(direct);
    }

    private static <T> T read(String hex, Function<WireReader, T> read) {
        DirectBuffer b = heap(hex);
        WireReader r = new WireReader(b, 0, b.capacity());
        T value = read.apply(r);
        assertEquals(b.capacity(), r.position(), "every byte consumed");
        return value;
    }

    @Test
    void goldenBytesOfSingleValues() {
        assertEquals("46 4D 00 00", written(w -> w.writeLocalDate(LocalDate.of(2024, 2, 29))));
        assertEquals("C6 06 F5 FF", written(w -> w.writeLocalDate(LocalDate.of(1, 1, 1))));
        assertEquals("A0 C0 2C 00", written(w -> w.writeLocalDate(LocalDate.of(9999, 12, 31))));
        assertEquals("40 8F 04 7B 32 29 00 00", written(w -> w.writeLocalTime(LocalTime.of(12, 34, 56, 789_000_000))));
        assertEquals("80 00 92 65 00 00 00 00 00 65 CD 1D",
                written(w -> w.writeInstant(Instant.parse("2024-01-01T00:00:00.5Z"))));
        assertEquals("FE FF FF FF FF FF FF FF 00 65 CD 1D", written(w -> w.writeDuration(Duration.ofMillis(-1500))));
        assertEquals("46 4D 00 00 40 8F 04 7B 32 29 00 00",
                written(w -> w.writeLocalDateTime(LocalDateTime.of(2024, 2, 29, 12, 34, 56, 789_000_000))));
        assertEquals("0F 00 00 00 00 00 00 00 00 00 00 00 00 00 01 00",
                written(w -> w.writeDecimal128(new BigDecimal("1.5"))));
        assertEquals("02", written(w -> w.writeEnum(Color.BLUE, 3)));
    }

    @Test
    void ordinalWidthFollowsTheConstantCount() {
        assertEquals(1, ValueBlocks.ordinalBytes(256));
        assertEquals(2, ValueBlocks.ordinalBytes(257));
        assertEquals(2, ValueBlocks.ordinalBytes(65_536));
        assertEquals(4, ValueBlocks.ordinalBytes(65_537));
        assertEquals("01 00", written(w -> w.writeEnum(Color.GREEN, 300)));
        assertEquals("01 00 00 00", written(w -> w.writeEnum(Color.GREEN, 70_000)));
    }

    @Test
    void goldenBytesOfArrays() {
        assertEquals("00", written(w -> w.writeLocalDateArray(null)));
        assertEquals("01", written(w -> w.writeEpochDays(new int[0])));
        assertEquals("03 C6 06 F5 FF A0 C0 2C 00",
                written(w -> w.writeLocalDateArray(new LocalDate[] {LocalDate.of(1, 1, 1), LocalDate.of(9999, 12, 31)})));
        assertEquals("03 C6 06 F5 FF A0 C0 2C 00", written(w -> w.writeEpochDays(new int[] {-719_162, 2_932_896})));
        assertEquals("04 02 00 01", written(w -> w.writeEnumArray(new Color[] {Color.BLUE, Color.RED, Color.GREEN}, 3)));
    }

    @Test
    void roundTripsEveryType() {
        LocalDate[] dates = {LocalDate.MIN.withYear(1), LocalDate.of(9999, Month.DECEMBER, 31), LocalDate.EPOCH};
        LocalTime[] times = {LocalTime.MIN, LocalTime.MAX, LocalTime.NOON};
        Instant[] instants = {Instant.MIN, Instant.MAX, Instant.EPOCH, Instant.ofEpochSecond(-1, 1)};
        Duration[] durations = {Duration.ofSeconds(Long.MIN_VALUE), Duration.ofSeconds(Long.MAX_VALUE, 999_999_999),
            Duration.ZERO, Duration.ofNanos(-1)};
        LocalDateTime[] dateTimes = {LocalDateTime.of(1, 1, 1, 0, 0), LocalDateTime.of(9999, 12, 31, 23, 59, 59, 999_999_999)};
        BigDecimal[] decimals = {BigDecimal.ZERO, new BigDecimal("-1.50"),
            new BigDecimal(BigInteger.ONE.shiftLeft(96).subtract(BigInteger.ONE), 28),
            new BigDecimal(BigInteger.ONE.shiftLeft(96).subtract(BigInteger.ONE).negate(), 0)};
        Color[] colors = Color.values();
        String hex = written(w -> w.writeLocalDateArray(dates).writeLocalTimeArray(times).writeInstantArray(instants)
                .writeDurationArray(durations).writeLocalDateTimeArray(dateTimes).writeDecimal128Array(decimals)
                .writeEnumArray(colors, colors.length).writeEpochDays(new int[] {1, 2}).writeNanosOfDay(new long[] {3})
                .writeLocalDate(dates[0]).writeLocalTime(times[1]).writeInstant(instants[0]).writeDuration(durations[1])
                .writeLocalDateTime(dateTimes[1]).writeDecimal128(decimals[2]).writeEnum(Color.BLUE, 3)
                .writeInstantArray(null));
        for (DirectBuffer b : new DirectBuffer[] {heap(hex), offHeap(hex)}) {
            WireReader r = new WireReader(b, 0, b.capacity());
            assertArrayEquals(dates, r.readLocalDateArray());
            assertArrayEquals(times, r.readLocalTimeArray());
            assertArrayEquals(instants, r.readInstantArray());
            assertArrayEquals(durations, r.readDurationArray());
            assertArrayEquals(dateTimes, r.readLocalDateTimeArray());
            assertArrayEquals(decimals, r.readDecimal128Array());
            assertArrayEquals(colors, r.readEnumArray(Color.values()));
            assertArrayEquals(new int[] {1, 2}, r.readEpochDays());
            assertArrayEquals(new long[] {3}, r.readNanosOfDay());
            assertEquals(dates[0], r.readLocalDate());
            assertEquals(times[1], r.readLocalTime());
            assertEquals(instants[0], r.readInstant());
            assertEquals(durations[1], r.readDuration());
            assertEquals(dateTimes[1], r.readLocalDateTime());
            assertEquals(decimals[2], r.readDecimal128());
            assertEquals(Color.BLUE, r.readEnum(Color.values()));
            assertNull(r.readInstantArray());
            assertEquals(b.capacity(), r.position());
        }
    }

    @Test
    void writersRefuseBeforeWritingAnything() {
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(64);
        WireWriter w = new WireWriter(buffer, 0);
        w.writeInt(7);
        assertThrows(IllegalArgumentException.class, () -> w.writeLocalDate(LocalDate.of(10_000, 1, 1)));
        assertThrows(IllegalArgumentException.class, () -> w.writeLocalDate(LocalDate.of(0, 12, 31)));
        assertThrows(IllegalArgumentException.class, () -> w.writeLocalDate(null));
        assertThrows(IllegalArgumentException.class,
                () -> w.writeLocalDateArray(new LocalDate[] {LocalDate.EPOCH, LocalDate.of(-5, 1, 1)}));
        assertThrows(IllegalArgumentException.class, () -> w.writeLocalDateArray(new LocalDate[] {LocalDate.EPOCH, null}));
        assertThrows(IllegalArgumentException.class, () -> w.writeEpochDays(new int[] {0, 2_932_897}));
        assertThrows(IllegalArgumentException.class, () -> w.writeNanosOfDay(new long[] {0, -1}));
        assertThrows(IllegalArgumentException.class, () -> w.writeNanosOfDay(new long[] {86_400_000_000_000L}));
        assertThrows(IllegalArgumentException.class,
                () -> w.writeLocalDateTime(LocalDateTime.of(10_000, 1, 1, 0, 0)));
        assertThrows(IllegalArgumentException.class, () -> w.writeDecimal128(new BigDecimal("1E+2")));
        assertThrows(IllegalArgumentException.class,
                () -> w.writeDecimal128Array(new BigDecimal[] {BigDecimal.ONE, new BigDecimal(BigInteger.ONE, 29)}));
        assertThrows(IllegalArgumentException.class,
                () -> w.writeDecimal128(new BigDecimal(BigInteger.ONE.shiftLeft(96))));
        assertThrows(IllegalArgumentException.class, () -> w.writeEnum(Color.BLUE, 2));
        assertThrows(IllegalArgumentException.class, () -> w.writeEnumArray(new Color[] {Color.RED, Color.BLUE}, 2));
        assertThrows(IllegalArgumentException.class, () -> w.writeInstantArray(new Instant[] {null}));
        assertEquals(4, w.position());
        byte[] rest = new byte[60];
        buffer.getBytes(4, rest);
        assertArrayEquals(new byte[60], rest);
    }

    /** The exception for a block whose element {@code index} is bad at {@code offset}. */
    private static void assertMalformed(String hex, Function<WireReader, Object> read, int index, int offset) {
        for (DirectBuffer b : new DirectBuffer[] {heap(hex), offHeap(hex)}) {
            WireReader r = new WireReader(b, 0, b.capacity());
            CodecException e = assertThrows(CodecException.class, () -> read.apply(r), hex);
            assertEquals(offset, e.offset(), e::getMessage);
            assertTrue(e.getMessage().contains("element " + index), e::getMessage);
        }
    }

    @Test
    void malformedBlocksNameTheElementAndTheOffset() {
        // count 3 (varint 04), then epoch days 0, 2_932_897 (one past 9999-12-31), 0.
        assertMalformed("04 00 00 00 00 A1 C0 2C 00 00 00 00 00", ValueBlocksTest::days, 1, 5);
        assertMalformed("04 00 00 00 00 00 00 00 00 C5 06 F5 FF", ValueBlocksTest::days, 2, 9);
        // nano of day 86_400_000_000_000 as the first element.
        assertMalformed("02 00 00 4F 91 94 4E 00 00", r -> r.readLocalTimeArray(), 0, 1);
        // Instants: the second element's nanos are 1_000_000_000; the field sits at byte 8 of it.
        assertMalformed("03 00 00 00 00 00 00 00 00 00 00 00 00 01 00 00 00 00 00 00 00 00 CA 9A 3B",
                r -> r.readInstantArray(), 1, 1 + 12 + 8);
        // An Instant whose seconds are one past Instant.MAX (0x00701CD2FA9578FF + 1).
        assertMalformed("00 79 95 FA D2 1C 70 00 00 00 00 00", r -> r.readInstant(), 0, 0);
        // A Duration's seconds are free, its nanos are not.
        assertMalformed("FF FF FF FF FF FF FF FF FF FF FF FF", r -> r.readDuration(), 0, 8);
        // LocalDateTime with a bad time: the offset is the time field's.
        assertMalformed("02 00 00 00 00 00 00 4F 91 94 4E 00 00", r -> r.readLocalDateTimeArray(), 0, 1 + 4);
        // Decimal128 flags with scale 29, in the third element: offset of its flags word.
        String ok = "00 00 00 00 00 00 00 00 00 00 00 00 00 00 1C 80 ";
        assertMalformed("04 " + ok + ok + "00 00 00 00 00 00 00 00 00 00 00 00 00 00 1D 00",
                r -> r.readDecimal128Array(), 2, 1 + 32 + 12);
        // Enum ordinal 3 of a 3-constant enum.
        assertMalformed("04 00 01 03", r -> r.readEnumArray(Color.values()), 2, 3);
        assertMalformed("03", r -> r.readEnum(Color.values()), 0, 0);
    }

    @Test
    void singleValuesFailAsTheirOneElementBlockDoes() {
        // Each bad value read alone, and as a one-element block (count varint 02 in front): same
        // message, and the same offset past the one-byte header.
        String[] values = {"A1 C0 2C 00", "00 00 4F 91 94 4E 00 00", "00 00 00 00 00 00 00 00 00 CA 9A 3B",
            "00 79 95 FA D2 1C 70 00 00 00 00 00", "A1 C0 2C 00 00 00 00 00 00 00 00 00",
            "00 00 00 00 00 00 4F 91 94 4E 00 00", "00 00 00 00 00 00 00 00 00 00 00 00 00 00 1D 00",
            "00 00 00 00 00 00 00 00 00 00 00 00 01 00 00 00", "03"};
        java.util.List<Function<WireReader, Object>> singles = java.util.List.of(WireReader::readLocalDate,
                WireReader::readLocalTime, WireReader::readDuration, WireReader::readInstant,
                WireReader::readLocalDateTime, WireReader::readLocalDateTime, WireReader::readDecimal128,
                WireReader::readDecimal128, r -> r.readEnum(Color.values()));
        java.util.List<Function<WireReader, Object>> blocks = java.util.List.of(WireReader::readLocalDateArray,
                WireReader::readLocalTimeArray, WireReader::readDurationArray, WireReader::readInstantArray,
                WireReader::readLocalDateTimeArray, WireReader::readLocalDateTimeArray, WireReader::readDecimal128Array,
                WireReader::readDecimal128Array, r -> r.readEnumArray(Color.values()));
        for (int k = 0; k < values.length; k++) {
            DirectBuffer one = heap(values[k]);
            DirectBuffer block = heap("02 " + values[k]);
            int i = k;
            CodecException single = assertThrows(CodecException.class,
                    () -> singles.get(i).apply(new WireReader(one, 0, one.capacity())), values[k]);
            CodecException inBlock = assertThrows(CodecException.class,
                    () -> blocks.get(i).apply(new WireReader(block, 0, block.capacity())), values[k]);
            assertEquals(inBlock.offset() - 1, single.offset(), values[k]);
            assertEquals(inBlock.getMessage().replace(" (at byte offset " + inBlock.offset() + ")", ""),
                    single.getMessage().replace(" (at byte offset " + single.offset() + ")", ""), values[k]);
        }
    }

    @Test
    void decimalsAroundTheCompactBoundaryMatchTheLayout() {
        for (int bits : new int[] {0, 1, 31, 32, 61, 62, 63, 64, 65, 95, 96}) {
            BigInteger m = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
            for (BigInteger magnitude : new BigInteger[] {m, m.add(BigInteger.ONE)}) {
                if (magnitude.bitLength() > 96) {
                    continue;
                }
                for (int sign : new int[] {1, -1}) {
                    BigDecimal v = new BigDecimal(sign < 0 ? magnitude.negate() : magnitude, bits % 29);
                    byte[] expected = new byte[16];
                    byte[] le = magnitude.toByteArray();
                    for (int j = 0; j < le.length && j < 12; j++) {
                        expected[j] = le[le.length - 1 - j];
                    }
                    expected[14] = (byte) (bits % 29);
                    expected[15] = (byte) (sign < 0 && magnitude.signum() != 0 ? 0x80 : 0);
                    assertEquals(HEX.formatHex(expected), written(w -> w.writeDecimal128(v)), v::toString);
                    assertEquals(v, read(HEX.formatHex(expected), WireReader::readDecimal128), v::toString);
                }
            }
        }
    }

    private static Object days(WireReader r) {
        return r.readEpochDays();
    }

    @Test
    void largeOffHeapBlocksAreValidatedAcrossChunks() {
        int n = ValueBlocks.CHUNK_BYTES / 4 * 2 + 5;
        int[] days = new int[n];
        Arrays.fill(days, 12_345);
        ExpandableArrayBuffer out = new ExpandableArrayBuffer();
        WireWriter w = new WireWriter(out, 0);
        w.writeEpochDays(days);
        int bad = n - 3;
        int header = w.position() - 4 * n;
        out.putInt(header + 4 * bad, ValueRanges.EPOCH_DAY_MAX + 1, ByteOrder.LITTLE_ENDIAN);
        ByteBuffer direct = ByteBuffer.allocateDirect(w.position());
        for (int i = 0; i < w.position(); i++) {
            direct.put(i, out.getByte(i));
        }
        WireReader r = new WireReader(new UnsafeBuffer(direct), 0, w.position());
        CodecException e = assertThrows(CodecException.class, r::readEpochDays);
        assertEquals(header + 4 * bad, e.offset());
        assertTrue(e.getMessage().contains("element " + bad), e::getMessage);
    }

    /** Every block and single value, in the order {@link #readsEveryValueWritten} reads them back. */
    private static void writeEveryValue(WireWriter w) {
        w.writeLocalDateArray(new LocalDate[] {LocalDate.of(1, 1, 1), LocalDate.of(2024, 2, 29)})
                .writeEpochDays(new int[] {-1, 19_782})
                .writeLocalTimeArray(new LocalTime[] {LocalTime.MAX, LocalTime.NOON})
                .writeNanosOfDay(new long[] {1, 2})
                .writeInstantArray(new Instant[] {Instant.ofEpochSecond(-1, 7), Instant.MAX})
                .writeDurationArray(new Duration[] {Duration.ofNanos(-1), Duration.ofDays(3)})
                .writeLocalDateTimeArray(new LocalDateTime[] {LocalDateTime.of(2024, 2, 29, 12, 34, 56, 789)})
                .writeDecimal128Array(new BigDecimal[] {new BigDecimal("-1.50"), BigDecimal.TEN})
                .writeEnumArray(Color.values(), 3).writeEnumArray(Color.values(), 300)
                .writeEnumArray(Color.values(), 70_000)
                .writeLocalDate(LocalDate.of(9999, 12, 31)).writeInstant(Instant.MIN)
                .writeLocalDateTime(LocalDateTime.of(1, 1, 1, 0, 0)).writeDecimal128(BigDecimal.ONE)
                .writeEnum(Color.GREEN, 300).writeEnum(Color.BLUE, 70_000);
    }

    private static void readsEveryValueWritten(DirectBuffer b, int from, int to) {
        WireReader r = new WireReader(b, from, to);
        assertArrayEquals(new LocalDate[] {LocalDate.of(1, 1, 1), LocalDate.of(2024, 2, 29)}, r.readLocalDateArray());
        assertArrayEquals(new int[] {-1, 19_782}, r.readEpochDays());
        assertArrayEquals(new LocalTime[] {LocalTime.MAX, LocalTime.NOON}, r.readLocalTimeArray());
        assertArrayEquals(new long[] {1, 2}, r.readNanosOfDay());
        assertArrayEquals(new Instant[] {Instant.ofEpochSecond(-1, 7), Instant.MAX}, r.readInstantArray());
        assertArrayEquals(new Duration[] {Duration.ofNanos(-1), Duration.ofDays(3)}, r.readDurationArray());
        assertArrayEquals(new LocalDateTime[] {LocalDateTime.of(2024, 2, 29, 12, 34, 56, 789)}, r.readLocalDateTimeArray());
        assertArrayEquals(new BigDecimal[] {new BigDecimal("-1.50"), BigDecimal.TEN}, r.readDecimal128Array());
        // The reader takes the ordinals' width from the constants' count: 3, 300 and 70,000.
        Color[] wider = constants(300);
        Color[] widest = constants(70_000);
        assertArrayEquals(Color.values(), r.readEnumArray(Color.values()));
        assertArrayEquals(Color.values(), r.readEnumArray(wider));
        assertArrayEquals(Color.values(), r.readEnumArray(widest));
        assertEquals(LocalDate.of(9999, 12, 31), r.readLocalDate());
        assertEquals(Instant.MIN, r.readInstant());
        assertEquals(LocalDateTime.of(1, 1, 1, 0, 0), r.readLocalDateTime());
        assertEquals(BigDecimal.ONE, r.readDecimal128());
        assertEquals(Color.GREEN, r.readEnum(wider));
        assertEquals(Color.BLUE, r.readEnum(widest));
        assertEquals(to, r.position());
    }

    /** {@code count} constants whose first three are RED, GREEN and BLUE. */
    private static Color[] constants(int count) {
        Color[] c = new Color[count];
        for (int i = 0; i < count; i++) {
            c[i] = Color.values()[i % 3];
        }
        return c;
    }

    @Test
    void everyKindOfBufferTakesTheSameBytesAtItsOwnOffset() {
        String expected = written(ValueBlocksTest::writeEveryValue);
        int n = expected.split(" ").length;
        // A buffer that grows on the heap, one that grows off-heap, and fixed ones that start 3
        // bytes into their array or memory, each written from index 5.
        MutableDirectBuffer[] buffers = {new ExpandableArrayBuffer(8), new ExpandableDirectByteBuffer(8),
            new UnsafeBuffer(new byte[n + 11], 3, n + 8), new UnsafeBuffer(ByteBuffer.allocateDirect(n + 11), 3, n + 8)};
        for (MutableDirectBuffer b : buffers) {
            WireWriter w = new WireWriter(b, 5);
            writeEveryValue(w);
            assertEquals(5 + n, w.position(), b.getClass().getSimpleName());
            byte[] out = new byte[n];
            b.getBytes(5, out);
            assertEquals(expected, HEX.formatHex(out), b.getClass().getSimpleName());
            readsEveryValueWritten(b, 5, 5 + n);
        }
        // Ordinals of two and four bytes after a count of 3 (04): RED, GREEN, BLUE as 0, 1, 2, little-endian.
        assertTrue(expected.contains("04 00 00 01 00 02 00 04 00 00 00 00 01 00 00 00 02 00 00 00"), expected);
    }

    @Test
    void readsOfTruncatedBlocksStayCodecExceptions() {
        // count 3 but only 2 epoch days present.
        DirectBuffer b = heap("04 00 00 00 00 01 00 00 00");
        assertThrows(CodecException.class, () -> new WireReader(b, 0, b.capacity()).readEpochDays());
        assertEquals(LocalDate.EPOCH, read("00 00 00 00", WireReader::readLocalDate));
        DirectBuffer c = heap("00 00 00");
        assertThrows(CodecException.class, () -> new WireReader(c, 0, c.capacity()).readLocalDate());
    }

    /** (long id, boolean active, int count, boolean flag): 14 bytes, bools at 8 and 13. */
    private static final RecordLayout ROW = new RecordLayout(14, 8, 13);

    @Test
    void recordsRoundTripAndPinTheirBytes() {
        assertEquals("02 2A 00 00 00 00 00 00 00 01 FF FF FF FF 00", written(w -> w.writeRecords(ROW, 1, new RecordBlock())
                .int64(0, 0, 42).bool(0, 8, true).int32(0, 9, -1)));
        int n = 1000;
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(16);
        WireWriter w = new WireWriter(buffer, 0);
        RecordBlock out = w.writeRecords(ROW, n, new RecordBlock());
        for (int i = 0; i < n; i++) {
            out.int64(i, 0, i * 7L).bool(i, 8, i % 3 == 0).int32(i, 9, -i).bool(i, 13, i % 5 == 0);
        }
        w.writeRecords(ROW, 0, new RecordBlock());
        byte[] wire = new byte[w.position()];
        buffer.getBytes(0, wire);
        String hex = HexFormat.ofDelimiter(" ").formatHex(wire);
        for (DirectBuffer b : new DirectBuffer[] {heap(hex), offHeap(hex)}) {
            WireReader r = new WireReader(b, 0, b.capacity());
            RecordBlock in = r.readRecords(ROW, new RecordBlock());
            assertEquals(n, in.count());
            for (int i = 0; i < n; i++) {
                assertEquals(i * 7L, in.int64(i, 0));
                assertEquals(i % 3 == 0, in.bool(i, 8));
                assertEquals(-i, in.int32(i, 9));
                assertEquals(i % 5 == 0, in.bool(i, 13));
            }
            assertEquals(0, r.readRecords(ROW, new RecordBlock()).count());
            assertEquals(b.capacity(), r.position());
            assertThrows(IllegalStateException.class, () -> in.bool(0, 8, true));
            assertThrows(IndexOutOfBoundsException.class, () -> in.int32(0, 11));
        }
    }

    @Test
    void malformedRecordBoolsNameTheRecordAndTheField() {
        // Three records; record 2's first bool (offset 8) is 02, record 1's second bool (offset 13) is FF.
        String rec = "00 00 00 00 00 00 00 00 01 00 00 00 00 00 ";
        String bad13 = "00 00 00 00 00 00 00 00 01 00 00 00 00 FF ";
        String bad8 = "00 00 00 00 00 00 00 00 02 00 00 00 00 00";
        assertMalformed("04 " + rec + bad13 + bad8, r -> r.readRecords(ROW, new RecordBlock()), 1, 1 + 14 + 13);
        assertMalformed("04 " + rec + rec + bad8, r -> r.readRecords(ROW, new RecordBlock()), 2, 1 + 28 + 8);
        assertNull(read("00", r -> r.readRecords(ROW, new RecordBlock())));
        assertThrows(IllegalArgumentException.class, () -> new RecordLayout(4, 4));
        assertThrows(IllegalArgumentException.class, () -> new RecordLayout(0));
    }
}
