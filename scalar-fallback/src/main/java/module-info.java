/**
 * Lanewire's kernel contracts and their scalar reference twins.
 *
 * <p>Nothing here is API: applications use the façades of {@code dev.lanewire.core}, which binds
 * the kernels. The packages are exported only to the two modules that implement or bind them.
 * The qualified exports name {@code dev.lanewire.core}, which is compiled after this module,
 * so this module is compiled with {@code -Xlint:-module} ("module not found" in a qualified export).
 */
module dev.lanewire.kernel {
    exports dev.lanewire.kernel to dev.lanewire.kernel.vector, dev.lanewire.core;
    exports dev.lanewire.kernel.scalar to dev.lanewire.kernel.vector, dev.lanewire.core;
}
