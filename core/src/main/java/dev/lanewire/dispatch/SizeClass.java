package dev.lanewire.dispatch;

/**
 * Input-size classes, in the operation's own units (chars, bytes or elements). Each operation
 * binds one variant per class, so a variant that wins on long input but loses on short input runs
 * only where it wins.
 */
public enum SizeClass {
    /** Up to 16 units: where loop set-up and tails dominate, and scalar usually wins. */
    SMALL("small", Bound.SMALL_MAX),
    /** 17 to 256 units. */
    MEDIUM("medium", Bound.MEDIUM_MAX),
    /** Above 256 units. */
    LARGE("large", Integer.MAX_VALUE);

    private final String id;
    private final int maxUnits;

    SizeClass(String id, int maxUnits) {
        this.id = id;
        this.maxUnits = maxUnits;
    }

    /** The key of this class in profile files and reports. */
    public String id() {
        return id;
    }

    /** The largest input, in units, that falls in this class. */
    public int maxUnits() {
        return maxUnits;
    }

    /** The class whose {@link #id()} is {@code id}, or {@code null}. */
    public static SizeClass byId(String id) {
        for (SizeClass s : values()) {
            if (s.id.equals(id)) {
                return s;
            }
        }
        return null;
    }

    /** The class of an input of {@code units} units. */
    public static SizeClass of(int units) {
        return units <= SMALL.maxUnits ? SMALL : units <= MEDIUM.maxUnits ? MEDIUM : LARGE;
    }
}
