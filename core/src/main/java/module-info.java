/**
 * Lanewire: the wire format, {@code WireWriter}/{@code WireReader}/{@code Frame}/{@code Limits},
 * derived codecs, the text and validation façades and startup dispatch.
 *
 * <p>Every exported package is API. The kernels are not: they live in {@code dev.lanewire.kernel}
 * (contracts, scalar twins) and {@code dev.lanewire.kernel.vector} (Vector API), which export
 * their packages to this module only. The vector kernels are optional: this module only
 * {@code uses} their marker service, so that service binding resolves them when their jar is on
 * the module path, and loads them by name when {@code jdk.incubator.vector} is in the layer.
 * Hidden classes generated for codecs live in {@code dev.lanewire.codec.object}; an application
 * opens the packages of its record and class types to this module
 * ({@code opens com.example.model to dev.lanewire.core}).
 *
 * <p>Agrona's jar is an automatic module ({@code org.agrona}); its buffers are part of this
 * module's API, hence {@code requires transitive} (compiled with
 * {@code -Xlint:-requires-transitive-automatic}).
 */
module dev.lanewire.core {
    requires transitive org.agrona;
    requires dev.lanewire.kernel;
    // HotSpotFlags reads UseAVX, MaxVectorSize, ... through HotSpotDiagnosticMXBean; profile keys need them.
    requires jdk.management;

    exports dev.lanewire.codec;
    exports dev.lanewire.codec.object;
    exports dev.lanewire.dispatch;
    exports dev.lanewire.text;
    exports dev.lanewire.validate;

    uses dev.lanewire.kernel.VectorKernels;
}
