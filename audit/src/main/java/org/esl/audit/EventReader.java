package org.esl.audit;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.connector.kafka.source.reader.deserializer.KafkaRecordDeserializationSchema;
import org.apache.flink.util.Collector;
import org.apache.kafka.clients.consumer.ConsumerRecord;

/**
 * Reads a Kafka record as a {@link ConversationEvent}: its value as UTF-8 JSON text, only cut and keyed here (the
 * {@code id} read without parsing the rest, as {@link TranscriptIds} reads a transcript's), parsed by the task that
 * keeps its conversation. A record without a value (a tombstone) is no event.
 */
final class EventReader implements KafkaRecordDeserializationSchema<ConversationEvent> {

    private static final long serialVersionUID = 1L;

    @Override
    public void deserialize(ConsumerRecord<byte[], byte[]> record, Collector<ConversationEvent> out) {
        if (record.value() == null) {
            return;
        }
        String place = record.topic() + "/" + record.partition() + "@" + record.offset();
        // a key is only a name to group by: one that is not UTF-8 is still that name
        String key = record.key() == null ? null : new String(record.key(), StandardCharsets.UTF_8);
        try {
            String text = utf8(record.value());
            out.collect(new ConversationEvent(TranscriptIds.idOf(text).orElse(key == null ? place : key), record.topic(), place,
                    text, null));
        } catch (CharacterCodingException e) {
            out.collect(new ConversationEvent(key == null ? place : key, record.topic(), place, null, "the event is not UTF-8"));
        }
    }

    private static String utf8(byte[] bytes) throws CharacterCodingException {
        return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    }

    @Override
    public TypeInformation<ConversationEvent> getProducedType() {
        return TypeInformation.of(ConversationEvent.class);
    }
}
