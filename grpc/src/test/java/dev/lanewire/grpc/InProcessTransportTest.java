package dev.lanewire.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.stub.ClientCalls;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Over gRPC's in-process transport, which hands the sender's stream to the receiver's marshaller
 * as it is: every message, however large, is read in place from the array it was encoded into.
 */
class InProcessTransportTest {

    static final MethodDescriptor<Note, Note> ECHO = LanewireGrpc.unaryMethod("lanewire.test.Local/Echo", Note.class, Note.class);
    static Server server;
    static ManagedChannel channel;

    @BeforeAll
    static void start() throws IOException {
        String name = InProcessServerBuilder.generateName();
        server = InProcessServerBuilder.forName(name)
                .addService(LanewireGrpc.service("lanewire.test.Local").unary(ECHO, n -> n).build())
                .build()
                .start();
        channel = InProcessChannelBuilder.forName(name).build();
    }

    @AfterAll
    static void stop() throws InterruptedException {
        channel.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
        server.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
    }

    @Test
    void everySizeIsReadInPlaceOnBothSides() {
        LanewireMarshaller<?> requests = (LanewireMarshaller<?>) ECHO.getRequestMarshaller();
        LanewireMarshaller<?> responses = (LanewireMarshaller<?>) ECHO.getResponseMarshaller();
        for (int size : new int[] {2, 700, 50_000, 1 << 20}) {
            ParseStats serverBefore = requests.parseStats();
            ParseStats clientBefore = responses.parseStats();
            for (int i = 0; i < 3; i++) {
                Note note = Note.ofSize(size + i, size);
                Note.assertSame(note, ClientCalls.blockingUnaryCall(channel, ECHO, CallOptions.DEFAULT, note));
            }
            assertEquals(new ParseStats(3, 0, 0), requests.parseStats().since(serverBefore), "server, size " + size);
            assertEquals(new ParseStats(3, 0, 0), responses.parseStats().since(clientBefore), "client, size " + size);
        }
    }
}
