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

/** A Kafka broker in the test's process (KRaft mode, Kafka's test kit, no Docker), to produce agents' events to. */
final class KafkaBroker implements AutoCloseable {

    private final KafkaClusterTestKit kafka;

    private KafkaBroker(KafkaClusterTestKit kafka) {
        this.kafka = kafka;
    }

    static KafkaBroker start() throws Exception {
        KafkaClusterTestKit kafka = new KafkaClusterTestKit.Builder(new TestKitNodes.Builder().setCombined(true).setNumBrokerNodes(1)
                .setNumControllerNodes(1).build())
                // one broker: the topic of the consumer groups' offsets has one replica
                .setConfigProp("offsets.topic.replication.factor", "1")
                .setConfigProp("group.initial.rebalance.delay.ms", "0")
                .build();
        kafka.format();
        kafka.startup();
        kafka.waitForReadyBrokers();
        return new KafkaBroker(kafka);
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
    public void close() throws Exception {
        kafka.close();
    }
}
