/**
 * A small application on the module path, started by {@code ModulePathTest}: it requires only
 * {@code dev.lanewire.core} and opens its record's package to it, as the README says.
 */
module conformance.app {
    requires dev.lanewire.core;

    opens conformance.app to dev.lanewire.core;
}
