package dev.lanewire.codec.object;

import static java.lang.constant.ConstantDescs.CD_Object;
import static java.lang.constant.ConstantDescs.CD_boolean;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_void;

import dev.lanewire.codec.WireReader;
import dev.lanewire.codec.WireWriter;
import java.lang.classfile.ClassFile;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Opcode;
import java.lang.classfile.TypeKind;
import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDesc;
import java.lang.constant.ConstantDescs;
import java.lang.constant.DynamicConstantDesc;
import java.lang.constant.MethodTypeDesc;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.util.Arrays;
import java.util.List;
import org.agrona.MutableDirectBuffer;

/**
 * Generates, with {@code java.lang.classfile}, one hidden class per derived type: straight-line
 * {@code encode}/{@code decode} over the type's fields, no loop over field descriptors, no
 * reflection.
 *
 * <p>Everything the code calls that is not fixed Lanewire code (the field getters and setters,
 * the constructor, the codecs of reference fields, the {@link Shape}) is class data, loaded with
 * {@code ldc} of a dynamic constant ({@code MethodHandles.classDataAt}). Such a constant is
 * resolved once, on first execution, and from then on is a true constant to the JIT: a
 * {@code MethodHandle.invokeExact} on it inlines like a direct call, and a call to a field's codec
 * has a receiver of exact type. That lazy resolution also makes recursive types work: the class
 * data array is filled with the field codecs after the class is defined and instantiated, before
 * anything runs it.
 *
 * <p>Getters and the constructor are adapted to erased types ({@code (Object)int},
 * {@code (int, Object)Object}, ...) so the generated class, which lives in this package, never
 * names the user's class and needs no access to it; access was checked once, when the handles
 * were made with a private lookup on the user's class.
 */
final class Generator {

    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    private static final ClassDesc CD_CODEC = desc(ObjectCodec.class);
    private static final ClassDesc CD_SHAPE = desc(Shape.class);
    private static final ClassDesc CD_SLOTS = desc(Slots.class);
    private static final ClassDesc CD_LE = desc(Le.class);
    private static final ClassDesc CD_WRITER = desc(WireWriter.class);
    private static final ClassDesc CD_READER = desc(WireReader.class);
    private static final ClassDesc CD_WCX = desc(WriteContext.class);
    private static final ClassDesc CD_RCX = desc(ReadContext.class);
    private static final ClassDesc CD_BUFFER = desc(MutableDirectBuffer.class);
    private static final ClassDesc CD_BYTES = desc(byte[].class);
    private static final ClassDesc CD_MH = ConstantDescs.CD_MethodHandle;

    private static final MethodTypeDesc BEGIN_WRITE = MethodTypeDesc.of(CD_int, CD_CODEC, CD_WRITER, CD_Object, CD_WCX);
    private static final MethodTypeDesc END_WRITE = MethodTypeDesc.of(CD_void, CD_WCX, CD_int);
    private static final MethodTypeDesc ENCODE = MethodTypeDesc.of(CD_void, CD_WRITER, CD_Object, CD_WCX);
    private static final MethodTypeDesc BEGIN_READ = MethodTypeDesc.of(CD_int, CD_CODEC, CD_READER, CD_RCX);
    private static final MethodTypeDesc END_READ = MethodTypeDesc.of(CD_void, CD_READER, CD_RCX, CD_int, CD_Object);
    private static final MethodTypeDesc DECODE = MethodTypeDesc.of(CD_Object, CD_READER, CD_RCX);

    /**
     * Class data index of the {@link Shape}; {@link Derivation} may replace it by its
     * {@link Shape#asClosed()} copy once the parts are resolved, before anything reads it.
     */
    static final int SHAPE = 0;

    private Generator() {
    }

    /**
     * One field of a derived type.
     *
     * @param name   the field's name (for messages)
     * @param type   a primitive class, or {@code Object.class} for a reference field
     * @param getter {@code (Object)type}
     * @param setter {@code (Object, type)void}, or null when the type is built by its constructor
     */
    record Member(String name, Class<?> type, MethodHandle getter, MethodHandle setter) {

        boolean primitive() {
            return type.isPrimitive();
        }
    }

    /**
     * What to generate.
     *
     * @param type      the derived type
     * @param members   its fields in wire order
     * @param construct {@code (member types...)Object}, or null when built by {@link #create}
     * @param create    {@code ()Object} then setters, or null when built by {@link #construct}
     * @param tolerant  whether bodies carry their length
     * @param shape     the codec's shape (a block record when {@code shape.blockSize() > 0})
     */
    record Plan(Class<?> type, List<Member> members, MethodHandle construct, MethodHandle create, boolean tolerant,
                Shape shape) {
    }

    /**
     * A generated codec and the class data slots of its reference fields' codecs, still empty:
     * fill {@code data[codecSlots[i]]} for every reference member {@code i} before first use.
     *
     * @param codec      the instance
     * @param data       its class data
     * @param codecSlots per member, the class data index of its codec, or -1 for primitives
     */
    record Generated(ObjectCodec<Object> codec, Object[] data, int[] codecSlots) {
    }

    /** Defines the hidden class for {@code plan} and instantiates it. */
    @SuppressWarnings("unchecked")
    static Generated generate(Plan plan) {
        List<Member> members = plan.members();
        int n = members.size();
        // Class data: [shape, (getter, setter, codec) per member, construct, create].
        Object[] data = new Object[1 + 3 * n + 2];
        data[SHAPE] = plan.shape();
        int[] codecSlots = new int[n];
        for (int i = 0; i < n; i++) {
            Member m = members.get(i);
            data[getterSlot(i)] = m.getter();
            data[setterSlot(i)] = m.setter();
            codecSlots[i] = m.primitive() ? -1 : codecSlot(i);
        }
        data[constructSlot(n)] = plan.construct();
        data[createSlot(n)] = plan.create();

        ClassDesc self = ClassDesc.of(Generator.class.getPackageName() + ".Derived$"
                + plan.type().getSimpleName().replaceAll("[^A-Za-z0-9_]", "_"));
        byte[] bytes = ClassFile.of().build(self, cb -> {
            cb.withFlags(ClassFile.ACC_FINAL | ClassFile.ACC_SYNTHETIC);
            cb.withSuperclass(CD_Object);
            cb.withInterfaceSymbols(CD_CODEC);
            cb.withMethodBody(ConstantDescs.INIT_NAME, ConstantDescs.MTD_void, ClassFile.ACC_PUBLIC,
                    code -> code.aload(0).invokespecial(CD_Object, ConstantDescs.INIT_NAME, ConstantDescs.MTD_void)
                            .return_());
            cb.withMethodBody("shape", MethodTypeDesc.of(CD_SHAPE), ClassFile.ACC_PUBLIC,
                    code -> code.ldc(classData(SHAPE, CD_SHAPE)).areturn());
            String text = "derived codec of " + plan.type().getName();
            cb.withMethodBody("toString", MethodTypeDesc.of(ConstantDescs.CD_String), ClassFile.ACC_PUBLIC,
                    code -> code.ldc(text).areturn());
            cb.withMethodBody("encode", MethodTypeDesc.of(CD_void, CD_WRITER, CD_Object, CD_WCX),
                    ClassFile.ACC_PUBLIC, code -> encode(code, plan, self));
            cb.withMethodBody("decode", MethodTypeDesc.of(CD_Object, CD_READER, CD_RCX),
                    ClassFile.ACC_PUBLIC, code -> decode(code, plan, self));
            if (plan.create() != null) {
                cb.withMethodBody("decodeInto", MethodTypeDesc.of(CD_Object, CD_READER, CD_Object, CD_RCX),
                        ClassFile.ACC_PUBLIC, code -> decodeInto(code, plan));
            }
            if (plan.shape().blockSize() > 0) {
                cb.withMethodBody("encodeBlock", MethodTypeDesc.of(CD_void, CD_BUFFER, CD_int, CD_Object),
                        ClassFile.ACC_PUBLIC, code -> encodeBlock(code, plan));
                cb.withMethodBody("decodeBlock", MethodTypeDesc.of(CD_Object, CD_BYTES, CD_int),
                        ClassFile.ACC_PUBLIC, code -> decodeBlock(code, plan));
            }
        });
        try {
            MethodHandles.Lookup hidden = LOOKUP.defineHiddenClassWithClassData(bytes, Arrays.asList(data), true);
            Object instance = hidden.findConstructor(hidden.lookupClass(), java.lang.invoke.MethodType.methodType(void.class))
                    .invoke();
            return new Generated((ObjectCodec<Object>) instance, data, codecSlots);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("cannot define the codec class of " + plan.type().getName(), t);
        }
    }

    private static int getterSlot(int i) {
        return 1 + 3 * i;
    }

    private static int setterSlot(int i) {
        return 2 + 3 * i;
    }

    private static int codecSlot(int i) {
        return 3 + 3 * i;
    }

    private static int constructSlot(int n) {
        return 1 + 3 * n;
    }

    private static int createSlot(int n) {
        return 2 + 3 * n;
    }

    // encode(WireWriter out = 1, Object value = 2, WriteContext cx = 3)
    private static void encode(CodeBuilder code, Plan plan, ClassDesc self) {
        List<Member> members = plan.members();
        if (plan.shape().blockSize() > 0) {
            // One bounds check and one block for the whole record.
            int at = code.allocateLocal(TypeKind.INT);
            code.aload(1).loadConstant(plan.shape().blockSize())
                    .invokevirtual(CD_WRITER, "reserve", MethodTypeDesc.of(CD_int, CD_int))
                    .istore(at)
                    .aload(0)
                    .aload(1).invokevirtual(CD_WRITER, "buffer", MethodTypeDesc.of(CD_BUFFER))
                    .iload(at)
                    .aload(2)
                    .invokevirtual(self, "encodeBlock", MethodTypeDesc.of(CD_void, CD_BUFFER, CD_int, CD_Object))
                    .return_();
            return;
        }
        int tmp = code.allocateLocal(TypeKind.REFERENCE);
        int k = code.allocateLocal(TypeKind.INT);
        int length = -1;
        if (plan.tolerant()) {
            length = code.allocateLocal(TypeKind.INT);
            code.aload(1).invokestatic(CD_SLOTS, "beginLength", MethodTypeDesc.of(CD_int, CD_WRITER)).istore(length);
        }
        for (int i = 0; i < members.size(); i++) {
            Member m = members.get(i);
            if (m.primitive()) {
                ClassDesc t = desc(m.type());
                code.aload(1)
                        .ldc(classData(getterSlot(i), CD_MH)).aload(2)
                        .invokevirtual(CD_MH, "invokeExact", MethodTypeDesc.of(t, CD_Object))
                        .invokevirtual(CD_WRITER, "write" + capitalized(m.type()), MethodTypeDesc.of(CD_WRITER, t))
                        .pop();
            } else {
                // The part's encode is called here, between leaf prologue and epilogue (see Slots).
                ConstantDesc part = classData(codecSlot(i), CD_CODEC);
                code.ldc(classData(getterSlot(i), CD_MH)).aload(2)
                        .invokevirtual(CD_MH, "invokeExact", MethodTypeDesc.of(CD_Object, CD_Object))
                        .astore(tmp)
                        .ldc(part).aload(1).aload(tmp).aload(3).invokestatic(CD_SLOTS, "beginWrite", BEGIN_WRITE)
                        .istore(k)
                        .iload(k)
                        .ifThen(Opcode.IFNE, b -> b.ldc(part).aload(1).aload(tmp).aload(3)
                                .invokeinterface(CD_CODEC, "encode", ENCODE)
                                .aload(3).iload(k).invokestatic(CD_SLOTS, "endWrite", END_WRITE));
            }
        }
        if (plan.tolerant()) {
            code.aload(1).iload(length).invokestatic(CD_SLOTS, "endLength", MethodTypeDesc.of(CD_void, CD_WRITER, CD_int));
        }
        code.return_();
    }

    // decode(WireReader in = 1, ReadContext cx = 2)
    private static void decode(CodeBuilder code, Plan plan, ClassDesc self) {
        List<Member> members = plan.members();
        int n = members.size();
        if (plan.construct() == null) {
            // Mutable class: create, publish (so back-references from its fields resolve), fill.
            int obj = code.allocateLocal(TypeKind.REFERENCE);
            code.ldc(classData(createSlot(n), CD_MH))
                    .invokevirtual(CD_MH, "invokeExact", MethodTypeDesc.of(CD_Object))
                    .astore(obj)
                    .aload(2).aload(obj).invokevirtual(CD_RCX, "publish", MethodTypeDesc.of(CD_void, CD_Object))
                    .aload(0).aload(1).aload(obj).aload(2)
                    .invokevirtual(self, "decodeInto", MethodTypeDesc.of(CD_Object, CD_READER, CD_Object, CD_RCX))
                    .areturn();
            return;
        }
        Temps t = new Temps(code.allocateLocal(TypeKind.REFERENCE), code.allocateLocal(TypeKind.INT), 2);
        int end = -1;
        if (plan.tolerant()) {
            end = code.allocateLocal(TypeKind.INT);
            code.aload(1).invokestatic(CD_SLOTS, "beginBody", MethodTypeDesc.of(CD_int, CD_READER)).istore(end);
        }
        int[] locals = new int[n];
        for (int i = 0; i < n; i++) {
            Member m = members.get(i);
            TypeKind kind = TypeKind.from(m.type());
            int local = code.allocateLocal(kind);
            locals[i] = local;
            int slot = i;
            if (plan.tolerant()) {
                int e = end;
                code.aload(1).iload(e)
                        .invokestatic(CD_SLOTS, "more", MethodTypeDesc.of(CD_boolean, CD_READER, CD_int))
                        .ifThenElse(Opcode.IFNE,
                                b -> readMember(b, m, slot, t).storeLocal(kind, local),
                                b -> pushDefault(b, kind).storeLocal(kind, local));
            } else {
                readMember(code, m, slot, t).storeLocal(kind, local);
            }
        }
        if (plan.tolerant()) {
            code.aload(1).iload(end).invokestatic(CD_SLOTS, "endBody", MethodTypeDesc.of(CD_void, CD_READER, CD_int));
        }
        code.ldc(classData(constructSlot(n), CD_MH));
        ClassDesc[] params = new ClassDesc[n];
        for (int i = 0; i < n; i++) {
            Member m = members.get(i);
            params[i] = desc(m.type());
            code.loadLocal(TypeKind.from(m.type()), locals[i]);
        }
        code.invokevirtual(CD_MH, "invokeExact", MethodTypeDesc.of(CD_Object, params)).areturn();
    }

    // decodeInto(WireReader in = 1, Object target = 2, ReadContext cx = 3): mutable classes only.
    private static void decodeInto(CodeBuilder code, Plan plan) {
        List<Member> members = plan.members();
        Temps t = new Temps(code.allocateLocal(TypeKind.REFERENCE), code.allocateLocal(TypeKind.INT), 3);
        int end = -1;
        if (plan.tolerant()) {
            end = code.allocateLocal(TypeKind.INT);
            code.aload(1).invokestatic(CD_SLOTS, "beginBody", MethodTypeDesc.of(CD_int, CD_READER)).istore(end);
        }
        for (int i = 0; i < members.size(); i++) {
            Member m = members.get(i);
            int slot = i;
            if (plan.tolerant()) {
                // A field missing from older bytes keeps the value the target already has.
                code.aload(1).iload(end)
                        .invokestatic(CD_SLOTS, "more", MethodTypeDesc.of(CD_boolean, CD_READER, CD_int))
                        .ifThen(Opcode.IFNE, b -> setMember(b, m, slot, t));
            } else {
                setMember(code, m, slot, t);
            }
        }
        if (plan.tolerant()) {
            code.aload(1).iload(end).invokestatic(CD_SLOTS, "endBody", MethodTypeDesc.of(CD_void, CD_READER, CD_int));
        }
        code.aload(2).areturn();
    }

    private static void setMember(CodeBuilder code, Member m, int i, Temps t) {
        if (m.primitive()) {
            code.ldc(classData(setterSlot(i), CD_MH)).aload(2);
            readMember(code, m, i, t);
        } else {
            // Read first (the read branches), then call the setter with a plain stack.
            readMember(code, m, i, t).astore(t.value()).ldc(classData(setterSlot(i), CD_MH)).aload(2).aload(t.value());
        }
        code.invokevirtual(CD_MH, "invokeExact", MethodTypeDesc.of(CD_void, CD_Object, desc(m.type())));
    }

    /**
     * Scratch locals of a decode method: the value of a reference part, the code from
     * {@link Slots#beginRead}, and the local holding the {@link ReadContext}.
     */
    private record Temps(int value, int code, int cx) {
    }

    /** Pushes member {@code i}'s value, read from the reader in local 1. */
    private static CodeBuilder readMember(CodeBuilder code, Member m, int i, Temps t) {
        if (m.primitive()) {
            return code.aload(1).invokevirtual(CD_READER, "read" + capitalized(m.type()), MethodTypeDesc.of(desc(m.type())));
        }
        // The part's decode is called here, between leaf prologue and epilogue (see Slots).
        ConstantDesc part = classData(codecSlot(i), CD_CODEC);
        int v = t.value();
        int k = t.code();
        int cx = t.cx();
        return code.ldc(part).aload(1).aload(cx).invokestatic(CD_SLOTS, "beginRead", BEGIN_READ)
                .istore(k)
                .iload(k)
                .ifThenElse(Opcode.IFNE,
                        b -> b.ldc(part).aload(1).aload(cx).invokeinterface(CD_CODEC, "decode", DECODE).astore(v)
                                .aload(1).aload(cx).iload(k).aload(v).invokestatic(CD_SLOTS, "endRead", END_READ),
                        b -> b.aload(cx).invokestatic(CD_SLOTS, "take", MethodTypeDesc.of(CD_Object, CD_RCX)).astore(v))
                .aload(v);
    }

    private static CodeBuilder pushDefault(CodeBuilder code, TypeKind kind) {
        return switch (kind) {
            case LONG -> code.lconst_0();
            case FLOAT -> code.fconst_0();
            case DOUBLE -> code.dconst_0();
            case REFERENCE -> code.aconst_null();
            default -> code.iconst_0();
        };
    }

    // encodeBlock(MutableDirectBuffer buffer = 1, int index = 2, Object value = 3)
    private static void encodeBlock(CodeBuilder code, Plan plan) {
        int offset = 0;
        for (int i = 0; i < plan.members().size(); i++) {
            Member m = plan.members().get(i);
            ClassDesc t = desc(m.type());
            code.aload(1).iload(2).loadConstant(offset).iadd()
                    .ldc(classData(getterSlot(i), CD_MH)).aload(3)
                    .invokevirtual(CD_MH, "invokeExact", MethodTypeDesc.of(t, CD_Object))
                    .invokestatic(CD_LE, "put" + capitalized(m.type()), MethodTypeDesc.of(CD_void, CD_BUFFER, CD_int, t));
            offset += sizeOf(m.type());
        }
        code.return_();
    }

    // decodeBlock(byte[] bytes = 1, int offset = 2)
    private static void decodeBlock(CodeBuilder code, Plan plan) {
        List<Member> members = plan.members();
        code.ldc(classData(constructSlot(members.size()), CD_MH));
        ClassDesc[] params = new ClassDesc[members.size()];
        int offset = 0;
        for (int i = 0; i < members.size(); i++) {
            Member m = members.get(i);
            params[i] = desc(m.type());
            code.aload(1).iload(2).loadConstant(offset).iadd()
                    .invokestatic(CD_LE, "get" + capitalized(m.type()), MethodTypeDesc.of(params[i], CD_BYTES, CD_int));
            offset += sizeOf(m.type());
        }
        code.invokevirtual(CD_MH, "invokeExact", MethodTypeDesc.of(CD_Object, params)).areturn();
    }

    /** Bytes of a primitive on the wire. */
    static int sizeOf(Class<?> primitive) {
        return switch (primitive.getName()) {
            case "boolean", "byte" -> 1;
            case "short", "char" -> 2;
            case "int", "float" -> 4;
            case "long", "double" -> 8;
            default -> throw new IllegalArgumentException(primitive.getName());
        };
    }

    /** {@code int} → {@code Int}: the suffix of the reader, writer and {@link Le} methods. */
    private static String capitalized(Class<?> primitive) {
        String name = primitive.getName();
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    private static ConstantDesc classData(int index, ClassDesc type) {
        return DynamicConstantDesc.ofNamed(ConstantDescs.BSM_CLASS_DATA_AT, ConstantDescs.DEFAULT_NAME, type, index);
    }

    private static ClassDesc desc(Class<?> type) {
        return type.describeConstable().orElseThrow();
    }
}
