/**
 * The newcomer demo's data set: generated messages that look like a service's traffic (ids,
 * prices, timestamps, names and notes in several scripts, arrays of tags and readings), and the
 * hand-written WireWriter/WireReader code that encodes them.
 */
package dev.lanewire.demo;
