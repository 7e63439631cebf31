package dev.lanewire.validate;

/**
 * The exact valid ranges and element sizes of the range-limited value types, as specified in
 * {@code docs/wire-format.md}. Every constant is checked against the JDK's own values in tests.
 */
public final class ValueRanges {

    /** Bytes of a bool: {@code 0x00} false, {@code 0x01} true, anything else invalid. */
    public static final int BOOL_BYTES = 1;

    /** Bytes of a LocalDate: a little-endian int32 epoch day. */
    public static final int LOCAL_DATE_BYTES = 4;
    /** Epoch day of 0001-01-01, the first valid LocalDate. */
    public static final int EPOCH_DAY_MIN = -719_162;
    /** Epoch day of 9999-12-31, the last valid LocalDate. */
    public static final int EPOCH_DAY_MAX = 2_932_896;

    /** Bytes of a LocalTime: a little-endian int64 nanosecond of the day. */
    public static final int LOCAL_TIME_BYTES = 8;
    /** Nanosecond of day of 23:59:59.999999999, the last valid LocalTime (the first is 0). */
    public static final long NANO_OF_DAY_MAX = 86_399_999_999_999L;

    /**
     * Bytes of an Instant or a Duration: a little-endian int64 of seconds, then a little-endian
     * int32 of nanoseconds at {@link #NANOS_FIELD_OFFSET}.
     */
    public static final int SECONDS_NANOS_BYTES = 12;
    /** Offset of the nanoseconds in an Instant or Duration element. */
    public static final int NANOS_FIELD_OFFSET = 8;
    /** Largest nanosecond adjustment of an Instant or Duration (the smallest is 0). */
    public static final int NANOS_MAX = 999_999_999;
    /** Epoch second of {@link java.time.Instant#MIN}, -1000000000-01-01T00:00Z. */
    public static final long INSTANT_SECONDS_MIN = -31_557_014_167_219_200L;
    /** Epoch second of {@link java.time.Instant#MAX}, 1000000000-12-31T23:59:59.999999999Z. */
    public static final long INSTANT_SECONDS_MAX = 31_556_889_864_403_199L;

    /**
     * Bytes of a LocalDateTime: a LocalDate's int32 epoch day, then a LocalTime's int64 nanosecond
     * of day at {@link #LOCAL_DATE_TIME_TIME_OFFSET}.
     */
    public static final int LOCAL_DATE_TIME_BYTES = 12;
    /** Offset of the nanosecond of day in a LocalDateTime element. */
    public static final int LOCAL_DATE_TIME_TIME_OFFSET = 4;

    /** Bytes of a Decimal128: lo, mid and hi int32 words of the magnitude, then the flags word. */
    public static final int DECIMAL128_BYTES = 16;
    /** Offset of the flags word in a Decimal128 element. */
    public static final int DECIMAL128_FLAGS_OFFSET = 12;
    /** Flags bits that must be zero: all but the scale byte (bits 16..23) and the sign (bit 31). */
    public static final int DECIMAL128_FORBIDDEN_FLAGS = 0x7F00FFFF;
    /** Position of the scale byte in the flags word. */
    public static final int DECIMAL128_SCALE_SHIFT = 16;
    /** Largest scale of a Decimal128 (the smallest is 0). */
    public static final int DECIMAL128_MAX_SCALE = 28;
    /** The sign bit of the flags word: set for negative values. */
    public static final int DECIMAL128_SIGN_BIT = 0x8000_0000;

    private ValueRanges() {
    }
}
