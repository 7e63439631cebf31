package dev.lanewire.kafka;

import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One real KRaft broker (a combined controller and broker node) in the test JVM, started on the
 * first test class that asks for it and closed when the whole run ends, so the 10-20 s it takes
 * to start are paid once. It listens on localhost only, on ports the test kit picks.
 *
 * <p>Test classes use it with {@code @ExtendWith(SharedBroker.Resolver.class)} and a
 * {@code @BeforeAll static void start(SharedBroker broker)}.
 */
final class SharedBroker implements AutoCloseable {

    /** Largest record batch the broker accepts: room for several 1 MiB values. */
    static final int MAX_MESSAGE_BYTES = 8 << 20;

    private final KafkaClusterTestKit cluster;

    private SharedBroker(KafkaClusterTestKit cluster) {
        this.cluster = cluster;
    }

    /** The broker's bootstrap address, {@code localhost:port}. */
    String bootstrapServers() {
        return cluster.bootstrapServers();
    }

    @Override
    public void close() {
        try {
            cluster.close();
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            throw new IllegalStateException("the in-process Kafka broker did not shut down cleanly", e);
        }
    }

    private static SharedBroker start() {
        KafkaClusterTestKit cluster = null;
        try {
            TestKitNodes nodes = new TestKitNodes.Builder()
                    .setCombined(true)
                    .setNumBrokerNodes(1)
                    .setNumControllerNodes(1)
                    .build();
            cluster = new KafkaClusterTestKit.Builder(nodes)
                    .setConfigProp("message.max.bytes", Integer.toString(MAX_MESSAGE_BYTES))
                    .setConfigProp("replica.fetch.max.bytes", Integer.toString(MAX_MESSAGE_BYTES))
                    .setConfigProp("offsets.topic.replication.factor", "1")
                    .setConfigProp("offsets.topic.num.partitions", "1")
                    .setConfigProp("transaction.state.log.replication.factor", "1")
                    .setConfigProp("group.initial.rebalance.delay.ms", "0")
                    .setConfigProp("num.partitions", "1")
                    .build();
            cluster.format();
            cluster.startup();
            cluster.waitForReadyBrokers();
            return new SharedBroker(cluster);
        } catch (Exception e) {
            if (cluster != null) {
                try {
                    cluster.close();
                } catch (Exception suppressed) {
                    e.addSuppressed(suppressed);
                }
            }
            throw new IllegalStateException("the in-process Kafka broker did not start", e);
        }
    }

    /** Resolves a {@link SharedBroker} parameter, starting the broker once per test run. */
    static final class Resolver implements ParameterResolver {

        private static final ExtensionContext.Namespace NAMESPACE =
                ExtensionContext.Namespace.create(SharedBroker.class);

        @Override
        public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
            return parameter.getParameter().getType() == SharedBroker.class;
        }

        @Override
        public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
            return context.getRoot().getStore(NAMESPACE)
                    .getOrComputeIfAbsent(SharedBroker.class, k -> start(), SharedBroker.class);
        }
    }
}
