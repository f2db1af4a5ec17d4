package org.esl.guard;

import java.util.Map;

/**
 * The upstream gave no usable answer: it could not be reached or did not answer in time (502, 504), answered an error
 * of its own after the retries (its status, e.g. 429 with its {@code Retry-After}), or answered something that is not
 * a chat completion (502). The client gets an OpenAI-style error with this status and message (docs/guard.md).
 */
public final class UpstreamFailure extends Exception {

    private static final long serialVersionUID = 1L;

    private final int status;
    private final Map<String, String> headers;

    /** @param headers response headers the client should see too, e.g. {@code Retry-After} */
    public UpstreamFailure(int status, String message, Map<String, String> headers) {
        super(message);
        this.status = status;
        this.headers = Map.copyOf(headers);
    }

    public int status() {
        return status;
    }

    public Map<String, String> headers() {
        return headers;
    }
}
