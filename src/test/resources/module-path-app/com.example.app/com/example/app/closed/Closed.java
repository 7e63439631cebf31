package com.example.app.closed;

/**
 * A record in a package the application does not open to Lanewire.
 *
 * @param id any value
 */
public record Closed(long id) {
}
