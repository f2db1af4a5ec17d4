package org.esl.audit;

/**
 * One agent event as the streaming audit reads it from Kafka (a Flink POJO): the conversation it belongs to, where it
 * is in Kafka ({@code TOPIC/PARTITION@OFFSET}, which reports name it by), its JSON text, or why it could not be read.
 */
public final class ConversationEvent {

    /** The event's {@code id}, else the record's key, else its place in Kafka: what the job keys conversations by. */
    public String conversation;
    /** The topic it was read from, the file name of its conversation's report. */
    public String topic;
    /** {@code TOPIC/PARTITION@OFFSET}. */
    public String place;
    /** The event's text; null when it could not be read. */
    public String text;
    /** Why it could not be read (not UTF-8); null when it was. */
    public String error;

    /** For Flink's serializer. */
    public ConversationEvent() {
    }

    ConversationEvent(String conversation, String topic, String place, String text, String error) {
        this.conversation = conversation;
        this.topic = topic;
        this.place = place;
        this.text = text;
        this.error = error;
    }
}
