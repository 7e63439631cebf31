package dev.lanewire.codec.object;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Makes container codecs from private copies of their class: each instance is an instance of its
 * own hidden class, defined from the unchanged bytes of the template record
 * ({@code ListCodec}, {@code MapCodec}, ...).
 *
 * <p><b>Why.</b> With one shared {@code ListCodec} class, its {@code encode} is one method for
 * every list in the program. Once it is hot on its own, C2 compiles it once, big, and then refuses
 * to inline it into callers ("already compiled into a big method"); its element call site has
 * seen every element codec and is megamorphic. Measured on {@code CollectionLoopBench} with
 * {@code -XX:+PrintInlining}. A copy per container codec has its own methods, its own profile and
 * its own compiled code: whether C2 inlines it into the parent (where the element codec is a
 * constant) or compiles it alone (where the element call site has seen exactly one class), the
 * element's {@code encode}/{@code decode} is a direct, inlinable call. This is the class-cloning
 * the JDK uses for lambda forms, done with {@link MethodHandles.Lookup#defineHiddenClass}.
 */
final class Clones {

    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
    private static final Map<Class<?>, byte[]> BYTES = new ConcurrentHashMap<>();

    private Clones() {
    }

    /**
     * A new instance of a private copy of record {@code template}, built by its canonical
     * constructor of type {@code constructor} with {@code args}.
     */
    @SuppressWarnings("unchecked")
    static <T> ObjectCodec<T> of(Class<?> template, MethodType constructor, Object... args) {
        byte[] bytes = BYTES.computeIfAbsent(template, Clones::read);
        try {
            MethodHandles.Lookup copy = LOOKUP.defineHiddenClass(bytes, true);
            MethodHandle ctor = copy.findConstructor(copy.lookupClass(), constructor);
            return (ObjectCodec<T>) ctor.invokeWithArguments(args);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("cannot copy " + template.getName(), t);
        }
    }

    private static byte[] read(Class<?> template) {
        try (InputStream in = template.getResourceAsStream(template.getSimpleName() + ".class")) {
            if (in == null) {
                throw new IllegalStateException("class file of " + template.getName() + " not found");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
