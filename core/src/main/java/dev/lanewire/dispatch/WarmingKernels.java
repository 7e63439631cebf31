package dev.lanewire.dispatch;

import dev.lanewire.kernel.BlockKernel;
import dev.lanewire.kernel.Latin1Kernel;
import dev.lanewire.kernel.Utf16Kernel;
import dev.lanewire.kernel.Utf8Kernel;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;

/**
 * The bindings that run the scalar twin while a vector kernel warms up, one record per family.
 * Each holds its operation and {@code call}, a handle on that operation's method built by
 * {@link java.lang.invoke.SwitchPoint#guardWithTest}: the scalar twin's method until the warm-up
 * invalidates the switch point, the vector kernel's from then on, each bound to its instance and
 * looked up on its concrete class. The contract's other methods run the scalar twin: a façade
 * calls each binding for its own operation only.
 *
 * <p>Records on purpose, like {@link Bound}: HotSpot trusts their final fields, so in a façade
 * that holds the binding in a static final {@code Bound}, C2 folds {@code op} and {@code call} to
 * constants, inlines the handle to a direct call of the kernel it currently targets (no type
 * profile: the receiver is bound into the handle), and records a dependency on the switch point.
 * Invalidation deoptimises that code, and the recompiled façade calls the vector kernel as
 * directly as a plain binding does.
 */
final class WarmingKernels {

    private WarmingKernels() {
    }

    /** The binding of {@code task}'s operation that calls through {@code call}. */
    static Object of(WarmUp.Task task, MethodHandle call) {
        Op op = task.op;
        return switch (op.family()) {
            case LATIN1 -> new Latin1(op, call, (Latin1Kernel) task.scalar, task);
            case UTF16 -> new Utf16(op, call, (Utf16Kernel) task.scalar, task);
            case UTF8 -> new Utf8(op, call, (Utf8Kernel) task.scalar, task);
            case BLOCK -> new Block(op, call, (BlockKernel) task.scalar, task);
        };
    }

    /** The kernel a binding's calls of its operation reach now: its scalar twin, then its vector kernel. */
    static Object target(Object binding) {
        WarmUp.Task task = switch (binding) {
            case Latin1 b -> b.task();
            case Utf16 b -> b.task();
            case Utf8 b -> b.task();
            case Block b -> b.task();
            default -> null;
        };
        return task == null ? binding : task.switchPoint.hasBeenInvalidated() ? task.vector : task.scalar;
    }

    /** {@code kernel}'s method of {@code op}, bound to {@code kernel}, looked up on its own class. */
    static MethodHandle method(Op op, Object kernel) throws ReflectiveOperationException {
        String name = methodName(op);
        // Vector classes are loaded by name: on the module path, core reads their module only from here on.
        WarmingKernels.class.getModule().addReads(kernel.getClass().getModule());
        for (Method m : op.family().contract().getMethods()) {
            if (m.getName().equals(name)) {
                return MethodHandles.lookup().findVirtual(kernel.getClass(), name,
                        MethodType.methodType(m.getReturnType(), m.getParameterTypes())).bindTo(kernel);
            }
        }
        throw new NoSuchMethodException(op.family().contract().getName() + "." + name);
    }

    /** The contract method that carries {@code op}. */
    static String methodName(Op op) {
        return switch (op) {
            case LATIN1_COMPRESS -> "compress";
            case LATIN1_INFLATE -> "inflate";
            case UTF16_TO_BYTES -> "toBytesLE";
            case UTF16_FROM_BYTES -> "fromBytesLE";
            case UTF8_ASCII_PREFIX -> "asciiPrefix";
            case UTF8_VALIDATE -> "validate";
            case UTF8_UTF16_LENGTH -> "utf16Length";
            case UTF8_DECODE -> "decode";
            case UTF8_ENCODED_LENGTH -> "encodedLength";
            case UTF8_ENCODE -> "encode";
            case BLOCK_BOOL -> "firstInvalidBool";
            case BLOCK_BOOL_STRIDED -> "firstInvalidBoolStrided";
            case BLOCK_INT32_RANGE -> "firstOutOfRangeInt32";
            case BLOCK_INT64_RANGE -> "firstOutOfRangeInt64";
            case BLOCK_INT32_FIELD_RANGE -> "firstOutOfRangeInt32Field";
            case BLOCK_INT64_FIELD_RANGE -> "firstOutOfRangeInt64Field";
            case BLOCK_FLAGS32_FIELD -> "firstInvalidFlags32Field";
            case BLOCK_ORDINAL8 -> "firstOrdinal8AtOrAbove";
            case BLOCK_ORDINAL16 -> "firstOrdinal16AtOrAbove";
            case BLOCK_ORDINAL32 -> "firstOrdinal32AtOrAbove";
        };
    }

    /** A call handle cannot throw what its kernel method does not declare: only unchecked exceptions pass. */
    static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        throw new IllegalStateException(t);
    }

    /** {@link Latin1Kernel} through {@code call} for {@code op}, the scalar twin otherwise. */
    record Latin1(Op op, MethodHandle call, Latin1Kernel scalar, WarmUp.Task task) implements Latin1Kernel {
        @Override
        public int compress(char[] src, int srcOff, byte[] dst, int dstOff, int len) {
            if (op != Op.LATIN1_COMPRESS) {
                return scalar.compress(src, srcOff, dst, dstOff, len);
            }
            try {
                return (int) call.invokeExact(src, srcOff, dst, dstOff, len);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public void inflate(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
            if (op != Op.LATIN1_INFLATE) {
                scalar.inflate(src, srcOff, dst, dstOff, len);
                return;
            }
            try {
                call.invokeExact(src, srcOff, dst, dstOff, len);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }
    }

    /** {@link Utf16Kernel} through {@code call} for {@code op}, the scalar twin otherwise. */
    record Utf16(Op op, MethodHandle call, Utf16Kernel scalar, WarmUp.Task task) implements Utf16Kernel {
        @Override
        public void toBytesLE(char[] src, int srcOff, byte[] dst, int dstOff, int len) {
            if (op != Op.UTF16_TO_BYTES) {
                scalar.toBytesLE(src, srcOff, dst, dstOff, len);
                return;
            }
            try {
                call.invokeExact(src, srcOff, dst, dstOff, len);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public void fromBytesLE(byte[] src, int srcOff, char[] dst, int dstOff, int len) {
            if (op != Op.UTF16_FROM_BYTES) {
                scalar.fromBytesLE(src, srcOff, dst, dstOff, len);
                return;
            }
            try {
                call.invokeExact(src, srcOff, dst, dstOff, len);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }
    }

    /** {@link Utf8Kernel} through {@code call} for {@code op}, the scalar twin otherwise. */
    record Utf8(Op op, MethodHandle call, Utf8Kernel scalar, WarmUp.Task task) implements Utf8Kernel {
        @Override
        public int asciiPrefix(byte[] src, int off, int len) {
            if (op != Op.UTF8_ASCII_PREFIX) {
                return scalar.asciiPrefix(src, off, len);
            }
            try {
                return (int) call.invokeExact(src, off, len);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int validate(byte[] src, int off, int len) {
            if (op != Op.UTF8_VALIDATE) {
                return scalar.validate(src, off, len);
            }
            try {
                return (int) call.invokeExact(src, off, len);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int utf16Length(byte[] src, int off, int len) {
            if (op != Op.UTF8_UTF16_LENGTH) {
                return scalar.utf16Length(src, off, len);
            }
            try {
                return (int) call.invokeExact(src, off, len);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int decode(byte[] src, int srcOff, int len, char[] dst, int dstOff) {
            if (op != Op.UTF8_DECODE) {
                return scalar.decode(src, srcOff, len, dst, dstOff);
            }
            try {
                return (int) call.invokeExact(src, srcOff, len, dst, dstOff);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int encodedLength(char[] src, int off, int len) {
            if (op != Op.UTF8_ENCODED_LENGTH) {
                return scalar.encodedLength(src, off, len);
            }
            try {
                return (int) call.invokeExact(src, off, len);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int encode(char[] src, int srcOff, int len, byte[] dst, int dstOff) {
            if (op != Op.UTF8_ENCODE) {
                return scalar.encode(src, srcOff, len, dst, dstOff);
            }
            try {
                return (int) call.invokeExact(src, srcOff, len, dst, dstOff);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }
    }

    /** {@link BlockKernel} through {@code call} for {@code op}, the scalar twin otherwise. */
    record Block(Op op, MethodHandle call, BlockKernel scalar, WarmUp.Task task) implements BlockKernel {
        @Override
        public int firstInvalidBool(byte[] a, int off, int count) {
            if (op != Op.BLOCK_BOOL) {
                return scalar.firstInvalidBool(a, off, count);
            }
            try {
                return (int) call.invokeExact(a, off, count);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int firstInvalidBoolStrided(byte[] a, int off, int count, int stride, int fieldOffset) {
            if (op != Op.BLOCK_BOOL_STRIDED) {
                return scalar.firstInvalidBoolStrided(a, off, count, stride, fieldOffset);
            }
            try {
                return (int) call.invokeExact(a, off, count, stride, fieldOffset);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int firstOutOfRangeInt32(byte[] a, int off, int count, int min, int max) {
            if (op != Op.BLOCK_INT32_RANGE) {
                return scalar.firstOutOfRangeInt32(a, off, count, min, max);
            }
            try {
                return (int) call.invokeExact(a, off, count, min, max);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int firstOutOfRangeInt64(byte[] a, int off, int count, long min, long max) {
            if (op != Op.BLOCK_INT64_RANGE) {
                return scalar.firstOutOfRangeInt64(a, off, count, min, max);
            }
            try {
                return (int) call.invokeExact(a, off, count, min, max);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int firstOutOfRangeInt32Field(byte[] a, int off, int count, int stride, int fieldOffset, int min,
                                             int max) {
            if (op != Op.BLOCK_INT32_FIELD_RANGE) {
                return scalar.firstOutOfRangeInt32Field(a, off, count, stride, fieldOffset, min, max);
            }
            try {
                return (int) call.invokeExact(a, off, count, stride, fieldOffset, min, max);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int firstOutOfRangeInt64Field(byte[] a, int off, int count, int stride, int fieldOffset, long min,
                                             long max) {
            if (op != Op.BLOCK_INT64_FIELD_RANGE) {
                return scalar.firstOutOfRangeInt64Field(a, off, count, stride, fieldOffset, min, max);
            }
            try {
                return (int) call.invokeExact(a, off, count, stride, fieldOffset, min, max);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int firstInvalidFlags32Field(byte[] a, int off, int count, int stride, int fieldOffset,
                                            int forbiddenBits, int shift, int maxField) {
            if (op != Op.BLOCK_FLAGS32_FIELD) {
                return scalar.firstInvalidFlags32Field(a, off, count, stride, fieldOffset, forbiddenBits, shift, maxField);
            }
            try {
                return (int) call.invokeExact(a, off, count, stride, fieldOffset, forbiddenBits, shift, maxField);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int firstOrdinal8AtOrAbove(byte[] a, int off, int count, int limit) {
            if (op != Op.BLOCK_ORDINAL8) {
                return scalar.firstOrdinal8AtOrAbove(a, off, count, limit);
            }
            try {
                return (int) call.invokeExact(a, off, count, limit);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int firstOrdinal16AtOrAbove(byte[] a, int off, int count, int limit) {
            if (op != Op.BLOCK_ORDINAL16) {
                return scalar.firstOrdinal16AtOrAbove(a, off, count, limit);
            }
            try {
                return (int) call.invokeExact(a, off, count, limit);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }

        @Override
        public int firstOrdinal32AtOrAbove(byte[] a, int off, int count, int limit) {
            if (op != Op.BLOCK_ORDINAL32) {
                return scalar.firstOrdinal32AtOrAbove(a, off, count, limit);
            }
            try {
                return (int) call.invokeExact(a, off, count, limit);
            } catch (Throwable t) {
                throw rethrow(t);
            }
        }
    }
}
