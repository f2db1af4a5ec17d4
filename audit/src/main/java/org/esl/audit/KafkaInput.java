package org.esl.audit;

import java.io.Serializable;
import java.util.List;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.connector.kafka.source.enumerator.initializer.OffsetsInitializer;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.kafka.clients.consumer.OffsetResetStrategy;

/**
 * Where the streaming audit reads agent events: Kafka's bootstrap servers, the topics, the consumer group (whose
 * committed offsets a new run starts from, the earliest offsets for a group new to the topics), and whether it stops
 * at the offsets that were the latest when it started ({@code --until-latest}) or reads on (docs/audit.md).
 */
record KafkaInput(String bootstrapServers, List<String> topics, String group, boolean untilLatest) implements Serializable {

    /** The events, keyed later by conversation; Kafka's order is kept within a partition. */
    DataStream<ConversationEvent> events(StreamExecutionEnvironment env) {
        var source = KafkaSource.<ConversationEvent>builder()
                .setBootstrapServers(bootstrapServers)
                .setTopics(topics)
                .setGroupId(group)
                .setStartingOffsets(OffsetsInitializer.committedOffsets(OffsetResetStrategy.EARLIEST))
                .setDeserializer(new EventReader())
                // the offsets are committed with each checkpoint, so that a new run goes on where this one stopped
                .setProperty("commit.offsets.on.checkpoint", "true");
        if (untilLatest) {
            source.setBounded(OffsetsInitializer.latest());
        }
        return env.fromSource(source.build(), WatermarkStrategy.noWatermarks(), "read events from Kafka");
    }
}
