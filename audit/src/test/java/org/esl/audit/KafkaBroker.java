package org.esl.audit;

import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A Kafka broker in the test's process (KRaft mode, Kafka's test kit, no Docker), to produce agents' events to: a
 * JUnit extension that starts it before a class's tests and stops it after them.
 */
final class KafkaBroker implements BeforeAllCallback, AfterAllCallback {

    private KafkaClusterTestKit kafka;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        kafka = new KafkaClusterTestKit.Builder(new TestKitNodes.Builder().setCombined(true).setNumBrokerNodes(1)
                .setNumControllerNodes(1).build())
                // one broker: the topic of the consumer groups' offsets has one replica
                .setConfigProp("offsets.topic.replication.factor", "1")
                .setConfigProp("group.initial.rebalance.delay.ms", "0")
                .build();
        kafka.format();
        kafka.startup();
        kafka.waitForReadyBrokers();
    }

    String bootstrapServers() {
        return kafka.bootstrapServers();
    }

    void createTopic(String topic, int partitions) throws Exception {
        try (Admin admin = Admin.create(Map.of("bootstrap.servers", kafka.bootstrapServers()))) {
            admin.createTopics(List.of(new NewTopic(topic, partitions, (short) 1))).all().get();
        }
    }

    /** Each event ({key, value}) with its conversation's id as its key, so that a conversation's events stay in one partition, in order. */
    void produce(String topic, List<String[]> events) {
        Properties properties = new Properties();
        properties.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, kafka.bootstrapServers());
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(properties, new StringSerializer(), new StringSerializer())) {
            events.forEach(event -> producer.send(new ProducerRecord<>(topic, event[0], event[1])));
            producer.flush();
        }
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        kafka.close();
    }
}
