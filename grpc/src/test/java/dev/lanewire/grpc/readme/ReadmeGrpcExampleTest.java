package dev.lanewire.grpc.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanewire.grpc.LanewireGrpc;
import io.grpc.CallOptions;
import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.InsecureServerCredentials;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.stub.ClientCalls;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * README.md's "gRPC" section, as a user would follow it from outside the package: the snippet
 * between the markers runs here and must appear in README.md verbatim, the imports README.md lists
 * are the ones this file compiles with, the dependency it shows is this module at this version, and
 * the JVM flags it states are the ones this test JVM runs with.
 */
class ReadmeGrpcExampleTest {

    private static final Path SELF = Path.of("src/test/java/dev/lanewire/grpc/readme/ReadmeGrpcExampleTest.java");
    private static final Path README = Path.of("../README.md");

    /** The request of the README's service. */
    record QuoteRequest(String symbol) {
    }

    /** The response of the README's service. */
    record Quote(String symbol, BigDecimal price, List<String> venues) {
    }

    @Test
    void readmeGrpcExampleServesAndCalls() throws IOException, InterruptedException {
        // README gRPC example begin
        MethodDescriptor<QuoteRequest, Quote> getQuote =
                LanewireGrpc.unaryMethod("quotes.Quotes/GetQuote", QuoteRequest.class, Quote.class);
        MethodDescriptor<QuoteRequest, Quote> watch =
                LanewireGrpc.serverStreamingMethod("quotes.Quotes/Watch", QuoteRequest.class, Quote.class);

        Server server = Grpc.newServerBuilderForPort(0, InsecureServerCredentials.create())
                .addService(LanewireGrpc.service("quotes.Quotes")
                        .unary(getQuote, request -> new Quote(request.symbol(), new BigDecimal("101.25"),
                                List.of("XNYS", "東京")))
                        .serverStreaming(watch, (request, responses) -> {
                            for (int i = 0; i < 3; i++) {
                                responses.onNext(new Quote(request.symbol(), BigDecimal.valueOf(101 + i),
                                        List.of("ημέρα")));
                            }
                            responses.onCompleted();
                        })
                        .build())
                .build()
                .start();

        ManagedChannel channel = Grpc.newChannelBuilder("127.0.0.1:" + server.getPort(),
                InsecureChannelCredentials.create()).build();
        Quote quote = ClientCalls.blockingUnaryCall(channel, getQuote, CallOptions.DEFAULT, new QuoteRequest("ACME"));
        Iterator<Quote> updates = ClientCalls.blockingServerStreamingCall(channel, watch, CallOptions.DEFAULT,
                new QuoteRequest("ACME"));
        // README gRPC example end

        try {
            assertEquals(new Quote("ACME", new BigDecimal("101.25"), List.of("XNYS", "東京")), quote);
            List<Quote> got = new ArrayList<>();
            updates.forEachRemaining(got::add);
            assertEquals(List.of(new Quote("ACME", new BigDecimal("101"), List.of("ημέρα")),
                    new Quote("ACME", new BigDecimal("102"), List.of("ημέρα")),
                    new Quote("ACME", new BigDecimal("103"), List.of("ημέρα"))), got);
        } finally {
            channel.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
            server.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void readmeShowsTheExampleVerbatim() throws IOException {
        String block = between(read(SELF), "// README gRPC example begin\n", "        // README gRPC example end");
        String unindented = block.lines().map(l -> l.length() >= 8 ? l.substring(8) : l.strip())
                .reduce("", (a, b) -> a + b + "\n");
        assertTrue(grpcSection().contains("```java\n" + unindented + "```\n"),
                "the README gRPC example is not in README.md's gRPC section verbatim:\n" + unindented);
    }

    @Test
    void readmeListsTheImportsThisExampleCompilesWith() throws IOException {
        List<String> imports = codeBlockStartingWith(grpcSection(), "import ").lines().toList();
        List<String> own = read(SELF).lines().filter(l -> l.startsWith("import ")).toList();
        for (String line : imports) {
            assertTrue(own.contains(line), "README.md imports what this test does not: " + line);
        }
        for (String type : List.of("LanewireGrpc", "CallOptions", "Grpc", "InsecureChannelCredentials",
                "InsecureServerCredentials", "ManagedChannel", "MethodDescriptor", "Server", "ClientCalls",
                "BigDecimal", "Iterator", "List")) {
            assertTrue(imports.stream().anyMatch(l -> l.endsWith("." + type + ";")), "README.md does not import " + type);
        }
    }

    @Test
    void readmeDependencyIsThisModule() throws IOException {
        String xml = codeBlockStartingWith(grpcSection(), "<dependency>");
        assertTrue(xml.contains("<groupId>dev.lanewire</groupId>"), xml);
        assertTrue(xml.contains("<artifactId>lanewire-grpc</artifactId>"), xml);
        assertTrue(xml.contains("<version>" + System.getProperty("lanewire.version") + "</version>"),
                "README.md's dependency is not version " + System.getProperty("lanewire.version") + ":\n" + xml);
    }

    @Test
    void readmeJvmFlagsAreTheOnesTheseTestsRunWith() throws IOException {
        String flags = codeBlockStartingWith(grpcSection(), "--");
        List<String> jvm = joinedArguments(ManagementFactory.getRuntimeMXBean().getInputArguments());
        List<String> stated = joinedArguments(Arrays.asList(flags.strip().split("\\s+")));
        for (String flag : stated) {
            assertTrue(jvm.contains(flag), "README.md states " + flag + " for a gRPC service; the tests run with " + jvm);
        }
        for (String needed : List.of("--add-modules=jdk.incubator.vector",
                "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED", "--enable-native-access=ALL-UNNAMED")) {
            assertTrue(stated.contains(needed), "README.md's gRPC flags lack " + needed + ": " + stated);
        }
    }

    /** Joins a flag and its separate value ({@code --add-modules x}) into one {@code --add-modules=x}. */
    private static List<String> joinedArguments(List<String> args) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if ((a.equals("--add-modules") || a.equals("--add-exports") || a.equals("--add-opens"))
                    && i + 1 < args.size()) {
                a = a + "=" + args.get(++i);
            }
            out.add(a);
        }
        return out;
    }

    private static String grpcSection() throws IOException {
        String readme = read(README);
        int from = readme.indexOf("\n## gRPC\n");
        assertTrue(from >= 0, "README.md has no \"## gRPC\" section");
        int to = readme.indexOf("\n## ", from + 1);
        return readme.substring(from, to < 0 ? readme.length() : to);
    }

    /** The body of the first fenced code block in {@code text} whose first line starts with {@code prefix}. */
    private static String codeBlockStartingWith(String text, String prefix) {
        int at = 0;
        while ((at = text.indexOf("```", at)) >= 0) {
            int bodyStart = text.indexOf('\n', at) + 1;
            int end = text.indexOf("\n```", bodyStart);
            assertTrue(end > 0, "unclosed code block");
            String body = text.substring(bodyStart, end + 1);
            if (body.startsWith(prefix)) {
                return body;
            }
            at = end + 4;
        }
        throw new AssertionError("no code block starting with " + prefix + " in README.md's gRPC section");
    }

    private static String between(String text, String begin, String end) {
        int from = text.indexOf(begin);
        int to = text.indexOf(end, from);
        assertTrue(from >= 0 && to > from, "markers " + begin.strip() + " not found");
        return text.substring(from + begin.length(), to);
    }

    private static String read(Path path) throws IOException {
        return Files.readString(path, StandardCharsets.UTF_8);
    }
}
