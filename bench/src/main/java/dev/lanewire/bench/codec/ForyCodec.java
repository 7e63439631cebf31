package dev.lanewire.bench.codec;

import org.apache.fory.Fory;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;

/**
 * Apache Fory's side of a case, used the way Fory recommends for Java-only peers: one
 * {@link Fory} instance per thread, classes registered, reference tracking off (the values are
 * trees), JIT-generated serializers compiled before the first call, a reused output buffer.
 *
 * @param <T> the value type
 */
final class ForyCodec<T> implements PeerCodec<T> {

    private final Fory fory;
    private final MemoryBuffer out = MemoryBuffer.newHeapBuffer(1 << 12);
    private final MemoryBuffer in = MemoryBuffer.newHeapBuffer(1);

    ForyCodec(CodecCase<T> codecCase) {
        this.fory = Fory.builder()
                .withLanguage(Language.JAVA)
                .withRefTracking(false)
                .requireClassRegistration(true)
                .withCodegen(true)
                .withAsyncCompilation(false)
                .build();
        for (Class<?> type : codecCase.classes()) {
            fory.register(type);
        }
    }

    @Override
    public int encode(T value) {
        out.writerIndex(0);
        fory.serialize(out, value);
        return out.writerIndex();
    }

    @Override
    public byte[] buffer() {
        return out.getHeapMemory();
    }

    @SuppressWarnings("unchecked") // the bytes were written from a T by encode(); the case's check verifies the result
    @Override
    public T decode(byte[] bytes, int length) {
        in.pointTo(bytes, 0, length);
        in.readerIndex(0);
        T value = (T) fory.deserialize(in);
        if (in.readerIndex() != length) {
            throw new IllegalStateException((length - in.readerIndex()) + " bytes left after the value");
        }
        return value;
    }
}
