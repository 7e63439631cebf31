package dev.lanewire.bench.codec;

import java.util.List;

/**
 * Case (f)'s list as a record, the root type object codecs derive from (a codec is derived from a
 * class, and {@code List<Contact>} has none of its own).
 *
 * @param items the contacts
 */
public record ContactList(List<Contact> items) {
}
