package org.esl.audit;

/** One transcript checked by the job: its line of {@code results.jsonl}, the object {@code esl check --format jsonl} writes. */
public final class CheckedTranscript {

    public String id;
    public String file;
    public int fileIndex;
    public int line;
    public boolean failing;
    /** The report as one line of JSON. */
    public String json;

    /** For Flink's serializer. */
    public CheckedTranscript() {
    }

    CheckedTranscript(String id, RawTranscript read, boolean failing, String json) {
        this.id = id;
        this.file = read.file;
        this.fileIndex = read.fileIndex;
        this.line = read.line;
        this.failing = failing;
        this.json = json;
    }
}
