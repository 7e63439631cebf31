package dev.lanewire.bench.codec;

/**
 * Case (f): a string-heavy record; a list of these is the payload.
 *
 * @param id      record id
 * @param name    person's name, any script
 * @param email   ASCII address
 * @param city    city name, any script
 * @param country ISO country code
 * @param bio     a sentence or two of free text, any script
 */
public record Contact(long id, String name, String email, String city, String country, String bio) {
}
