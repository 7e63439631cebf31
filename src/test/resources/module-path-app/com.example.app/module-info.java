/**
 * A small application on the module path, started by {@code ModulePathTest}: it requires only
 * {@code dev.lanewire.core} and opens its record's package to it, as the README says.
 */
module com.example.app {
    requires dev.lanewire.core;

    opens com.example.app to dev.lanewire.core;
}
