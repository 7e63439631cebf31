package dev.lanewire.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

class KernelCatalogTest {

    @Test
    void operationIdsAreUniqueAndNameAMethodOfTheirContract() throws ClassNotFoundException {
        assertEquals(KernelCatalog.OPERATIONS.size(), new HashSet<>(KernelCatalog.OPERATIONS).size());
        Set<String> methodsNamed = new HashSet<>();
        for (String id : KernelCatalog.OPERATIONS) {
            assertTrue(id.matches("[a-z0-9]+\\.[A-Za-z0-9]+"), id);
            Class<?> contract = Class.forName("dev.lanewire.kernel." + KernelCatalog.contractOf(id));
            boolean found = false;
            for (Method m : contract.getMethods()) {
                if (!Modifier.isAbstract(m.getModifiers())) {
                    continue;
                }
                // The id's second part is the method's name or its distinctive word (block.int32Range
                // is firstOutOfRangeInt32).
                String word = id.substring(id.indexOf('.') + 1).replace("Range", "").replace("Field", "")
                        .replace("Strided", "").toLowerCase(Locale.ROOT);
                if (m.getName().toLowerCase(Locale.ROOT).contains(word)) {
                    found = true;
                    methodsNamed.add(contract.getSimpleName() + "." + m.getName());
                }
            }
            assertTrue(found, id + " names no method of " + contract.getSimpleName());
        }
        int methods = 0;
        for (String c : List.of("Latin1Kernel", "Utf16Kernel", "Utf8Kernel", "BlockKernel")) {
            for (Method m : Class.forName("dev.lanewire.kernel." + c).getMethods()) {
                methods += Modifier.isAbstract(m.getModifiers()) ? 1 : 0;
            }
        }
        assertEquals(methods, methodsNamed.size(), "every contract method is an operation: " + methodsNamed);
    }

    @Test
    void anUnknownIdHasNoContract() {
        assertThrows(IllegalArgumentException.class, () -> KernelCatalog.contractOf("utf8.nothing"));
        assertEquals("BlockKernel", KernelCatalog.contractOf(KernelCatalog.BLOCK_ORDINAL16));
        assertEquals(List.of("scalar", "v128", "v256", "v512"), KernelCatalog.VARIANTS);
    }
}
