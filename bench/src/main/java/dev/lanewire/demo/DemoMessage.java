package dev.lanewire.demo;

import java.util.Arrays;

/**
 * One message of the demo data set: an order event as a marketplace service might send it.
 *
 * @param id          event id
 * @param customerId  customer number
 * @param timestamp   epoch milliseconds
 * @param customer    customer name (any script)
 * @param city        delivery city (any script)
 * @param note        free-text note (any script, emoji included); may be null
 * @param price       unit price
 * @param quantity    units ordered
 * @param express     express delivery
 * @param tags        tag ids
 * @param readings    sensor readings of the parcel (temperature samples)
 */
public record DemoMessage(long id, int customerId, long timestamp, String customer, String city, String note,
                          double price, int quantity, boolean express, int[] tags, double[] readings) {

    /**
     * Whether {@code other} holds exactly the same values: arrays element by element and doubles
     * bit for bit (a record's own {@code equals} compares arrays by identity).
     */
    public boolean sameAs(DemoMessage other) {
        return other != null
                && id == other.id && customerId == other.customerId && timestamp == other.timestamp
                && java.util.Objects.equals(customer, other.customer) && java.util.Objects.equals(city, other.city)
                && java.util.Objects.equals(note, other.note)
                && Double.doubleToRawLongBits(price) == Double.doubleToRawLongBits(other.price)
                && quantity == other.quantity && express == other.express
                && Arrays.equals(tags, other.tags) && sameBits(readings, other.readings);
    }

    private static boolean sameBits(double[] a, double[] b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (Double.doubleToRawLongBits(a[i]) != Double.doubleToRawLongBits(b[i])) {
                return false;
            }
        }
        return true;
    }
}
