package dev.lanewire.dispatch;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads HotSpot flags through {@link HotSpotDiagnosticMXBean}. Kept apart from {@link JvmInfo} so
 * that a runtime image without {@code java.management} or {@code jdk.management} (a jlink'd one)
 * never loads this class: {@link JvmInfo} checks both modules first and treats any failure as
 * "flags unknown".
 */
final class HotSpotFlags {

    private HotSpotFlags() {
    }

    /**
     * Milliseconds the JIT compilers have spent so far, or -1 when the VM does not say. The
     * calibrator waits for this to stop growing before it measures: only then is the code it
     * measures the code C2 compiled.
     */
    static long compilationMillis() {
        var bean = ManagementFactory.getCompilationMXBean();
        return bean != null && bean.isCompilationTimeMonitoringSupported() ? bean.getTotalCompilationTime() : -1;
    }

    /** The values of those {@code names} the VM has, in the given order; absent flags are left out. */
    static Map<String, String> read(String... names) {
        HotSpotDiagnosticMXBean bean = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        Map<String, String> out = new LinkedHashMap<>();
        if (bean == null) {
            return out;
        }
        for (String name : names) {
            try {
                VMOption option = bean.getVMOption(name);
                out.put(name, option.getValue());
            } catch (IllegalArgumentException absent) {
                // Not a flag of this VM or architecture (UseAVX on aarch64, UseSVE on x86, no JVMCI).
            }
        }
        return out;
    }
}
