package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No façade call site sees two kernel classes, even when a profile binds a different class to
 * each size class of every operation (scalar small, v128 medium, v256 large). A forked JVM with
 * only C2 compiles the façades ({@code Blocks}, {@code Utf8}, {@code Latin1}, {@code Utf16}) as
 * their own compilation units and prints their inlining trees ({@code -XX:+PrintInlining}): every
 * kernel call must name a concrete kernel class (a constant receiver of exact type), never the
 * contract interface (a virtual call, bi- or megamorphic by profile), and no kernel call may be
 * guarded by a type profile. With one call site shared by the three size classes (as
 * {@code Blocks} had), the output names {@code BlockKernel::firstInvalidBool ... virtual call}.
 */
class MonomorphicBindingTest {

    private static final Pattern INTERFACE_CALL =
            Pattern.compile("dev\\.lanewire\\.kernel\\.(BlockKernel|Utf8Kernel|Latin1Kernel|Utf16Kernel)::");

    /** The direct bindings: {@code -Dlanewire.warmup=false}. */
    @Test
    void everyFacadeCallSiteSeesOneKernelClassUnderMixedBindings(@TempDir Path dir)
            throws IOException, InterruptedException {
        check(dir, "-Dlanewire.warmup=false");
    }

    /**
     * The warm-up bindings once they have switched: the façades, compiled after the switch, call
     * the vector kernels as directly as the plain bindings do (the binding's handle folds to a
     * constant kernel under a switch-point dependency).
     */
    @Test
    void afterTheWarmUpEveryFacadeCallSiteSeesOneKernelClass(@TempDir Path dir)
            throws IOException, InterruptedException {
        check(dir, "-Dlanewire.warmup=true", MixedBindingDriver.AWAIT_WARM_UP);
    }

    private static void check(Path dir, String warmUp, String... driverArgs) throws IOException, InterruptedException {
        JvmInfo jvm = Dispatch.jvm();
        assumeTrue(jvm.vectorsUsable() && jvm.preferredBits() >= 256,
                "needs C2 and 256-bit vectors: " + jvm);
        StringBuilder profile = new StringBuilder("lanewire-profile 1 kernel-set=" + ProfileFormat.KERNEL_SET
                + " jdk=" + jvm.jdkFeature() + "\n");
        for (Op op : Op.values()) {
            profile.append("* * ").append(op.id()).append(" small scalar - - - - -\n");
            profile.append("* * ").append(op.id()).append(" medium v128 - - - - -\n");
            profile.append("* * ").append(op.id()).append(" large v256 - - - - -\n");
        }
        Path file = dir.resolve("mixed.txt");
        Files.writeString(file, profile, StandardCharsets.UTF_8);
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElseThrow(),
                "--add-modules", "jdk.incubator.vector", "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED",
                "-Dlanewire.profile=" + file, "-Dlanewire.profile.user=" + dir.resolve("none.txt"),
                "-XX:-TieredCompilation", "-Xbatch", "-XX:+UnlockDiagnosticVMOptions", "-XX:CompileCommand=quiet",
                warmUp));
        for (String facade : List.of("dev.lanewire.validate.Blocks::*", "dev.lanewire.text.Utf8::*",
                "dev.lanewire.text.Latin1::*", "dev.lanewire.text.Utf16::*")) {
            command.add("-XX:CompileCommand=dontinline," + facade);
            command.add("-XX:CompileCommand=PrintInlining," + facade);
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), MixedBindingDriver.class.getName()));
        command.addAll(List.of(driverArgs));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the driver ran too long");
        String output = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), output);
        assertTrue(driverArgs.length == 0 || output.contains("warmed up true"), "the warm-up did not end:\n" + output);
        for (String size : List.of("small scalar", "medium v128", "large v256")) {
            assertTrue(output.contains("choice block.bool " + size) && output.contains("choice utf8.validate " + size),
                    "the mixed profile did not take effect:\n" + output);
        }
        List<String> kernelCalls = output.lines().filter(l -> l.contains("dev.lanewire.kernel.")).toList();
        for (String line : kernelCalls) {
            assertTrue(!INTERFACE_CALL.matcher(line).find() && !line.contains("virtual call")
                    && !line.contains("morphic"), () -> "a façade call site is not bound to one class: " + line);
        }
        assertTrue(output.lines().noneMatch(l -> l.contains("TypeProfile") && l.contains("dev/lanewire/kernel/")),
                () -> "a kernel call is guarded by a type profile:\n" + output);
        for (String callee : List.of("scalar.ScalarBlockKernel::firstInvalidBool", "vector.BlockKernelV128::firstInvalidBool",
                "vector.BlockKernelV256::firstInvalidBool", "scalar.ScalarUtf8Kernel::validate",
                "vector.Utf8KernelV128::validate", "vector.Utf8KernelV256::validate",
                "scalar.ScalarLatin1Kernel::compress", "vector.Latin1KernelV256::compress")) {
            assertTrue(kernelCalls.stream().anyMatch(l -> l.contains("dev.lanewire.kernel." + callee)),
                    () -> "C2 compiled no façade call of " + callee + ":\n" + String.join("\n", kernelCalls));
        }
    }
}
