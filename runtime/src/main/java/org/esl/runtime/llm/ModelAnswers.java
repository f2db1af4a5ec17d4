package org.esl.runtime.llm;

import java.util.concurrent.atomic.AtomicInteger;

import org.esl.runtime.CancelSignal;

/**
 * Asks the model on behalf of one transcript, through the cache: a cached answer that still reads is used
 * as it is (unless refreshing); otherwise the server is asked, once more if its answer does not read, and
 * only an answer that reads is stored. Counts what came from where for the report. The transcript's run may
 * cancel the requests ({@link CancelSignal}). Thread-safe.
 */
final class ModelAnswers {

    /** Turns the text of an answer into a value, or says why it cannot. */
    @FunctionalInterface
    interface Reading<T> {
        T read(String answer) throws UnreadableAnswer;
    }

    /** An answer that is not what the prompt asked for. */
    static final class UnreadableAnswer extends Exception {
        private static final long serialVersionUID = 1L;

        UnreadableAnswer(String message) {
            super(message);
        }
    }

    private final ChatModel client;
    private final AnswerCache cache;
    private final String vocabulary;
    private final String transcriptId;
    private final String transcriptContent;
    private final boolean refresh;
    private final CancelSignal signal;
    private final AtomicInteger asked = new AtomicInteger();
    private final AtomicInteger cached = new AtomicInteger();

    /**
     * @param vocabulary        the spec's vocabulary as the prompts show it
     * @param transcriptContent the whole transcript as the prompts show it
     */
    ModelAnswers(ChatModel client, AnswerCache cache, String vocabulary, String transcriptId, String transcriptContent,
            boolean refresh, CancelSignal signal) {
        this.client = client;
        this.cache = cache;
        this.vocabulary = vocabulary;
        this.transcriptId = transcriptId;
        this.transcriptContent = transcriptContent;
        this.refresh = refresh;
        this.signal = signal;
    }

    /**
     * @param kind   what is asked, for the cache's reader: {@code perception}, {@code follow-up}, …
     * @param sample 0 unless the same request is sent several times for independent answers
     */
    <T> T ask(String kind, Prompt prompt, ChatRequest request, int sample, Reading<T> reading) throws ModelException {
        return ask(kind, prompt, request, sample, reading, transcriptContent);
    }

    /**
     * As {@link #ask(String, Prompt, ChatRequest, int, Reading)}, keyed by {@code about}, the part of the transcript
     * the question is about, instead of the whole: a translation is about the conversation up to its answer, so a
     * conversation that goes on ({@code esl guard}) does not ask again about the answers it already had.
     */
    <T> T ask(String kind, Prompt prompt, ChatRequest request, int sample, Reading<T> reading, String about)
            throws ModelException {
        String key = AnswerCache.key(vocabulary, about, client.model(), prompt.id(), request.system(),
                request.user(), request.schema().map(Object::toString).orElse(""), Integer.toString(sample));
        if (!refresh) {
            var entry = cache.get(key);
            if (entry.isPresent()) {
                try {
                    T value = reading.read(entry.get().answer());
                    cached.incrementAndGet();
                    return value;
                } catch (UnreadableAnswer e) {
                    // an entry edited by hand into something unreadable: ask again
                }
            }
        }
        String problem = "";
        for (int attempt = 0; attempt < 2; attempt++) {
            String answer = client.complete(request, signal);
            asked.incrementAndGet();
            try {
                T value = reading.read(answer);
                cache.put(key, new AnswerCache.Entry(kind, transcriptId, client.model(), prompt.id(), sample, answer));
                return value;
            } catch (UnreadableAnswer e) {
                problem = e.getMessage();
            }
        }
        throw new ModelException("the model's " + kind + " answer is not what was asked for, twice: " + problem);
    }

    int asked() {
        return asked.get();
    }

    int cached() {
        return cached.get();
    }
}
