package org.esl.runtime.llm;

import org.esl.runtime.CancelSignal;

/**
 * Where answers come from when the cache has none: a server ({@link ChatClient}), or nowhere at all when
 * only cached answers may be used ({@link #cacheOnly}, for {@code esl promote}).
 */
public interface ChatModel {

    /** The model name, part of every cache key. */
    String model();

    /**
     * The content of the model's answer to the request.
     *
     * @param signal aborts the request when the run is cancelled, which is then a {@link ModelException}
     */
    String complete(ChatRequest request, CancelSignal signal) throws ModelException;

    /** The HTTP requests sent so far, retries included. */
    int requestsSent();

    /** A model that answers nothing, so that only cached answers are used. */
    static ChatModel cacheOnly(String model) {
        return new ChatModel() {
            @Override
            public String model() {
                return model;
            }

            @Override
            public String complete(ChatRequest request, CancelSignal signal) throws ModelException {
                throw new ModelException("no cached answer of " + model + " for this request: run esl check --llm first");
            }

            @Override
            public int requestsSent() {
                return 0;
            }
        };
    }
}
