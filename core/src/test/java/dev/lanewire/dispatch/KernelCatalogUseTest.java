package dev.lanewire.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.kernel.KernelCatalog;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Core spells the operations, variants, size classes and kernel-set version as the one catalog does. */
class KernelCatalogUseTest {

    @Test
    void opsVariantsAndSizeClassesAreTheCatalogs() {
        assertEquals(KernelCatalog.OPERATIONS, Arrays.stream(Op.values()).map(Op::id).toList());
        for (Op op : Op.values()) {
            assertEquals(KernelCatalog.contractOf(op.id()), op.family().contract().getSimpleName(), op.id());
        }
        assertEquals(KernelCatalog.VARIANTS, Arrays.stream(Variant.values()).map(Variant::id).toList());
        assertEquals(KernelCatalog.SIZE_CLASSES, Arrays.stream(SizeClass.values()).map(SizeClass::id).toList());
        assertEquals(KernelCatalog.KERNEL_SET, ProfileFormat.KERNEL_SET);
    }

    @Test
    void everyOperationOfTheShippedTableIsKnown() throws IOException, MalformedProfileException {
        String table;
        try (InputStream in = Dispatch.class.getResourceAsStream("profiles.txt")) {
            table = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<ProfileEntry> entries = ProfileFormat.parse("profiles.txt", table, Runtime.version().feature());
        assertTrue(!entries.isEmpty(), "the shipped table is not for this JDK or kernel set");
        for (ProfileEntry e : entries) {
            assertTrue(KernelCatalog.OPERATIONS.contains(e.op().id()), e.toString());
        }
        for (String line : table.lines().filter(l -> !l.isBlank() && !l.startsWith("#")
                && !l.startsWith("lanewire-profile") && !l.startsWith("cpu-flags")).toList()) {
            assertTrue(KernelCatalog.OPERATIONS.contains(line.trim().split("\\s+")[2]), line);
        }
    }
}
