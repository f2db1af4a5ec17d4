package org.esl.guard;

import com.google.gson.JsonNull;
import com.google.gson.JsonObject;

/** Errors as OpenAI's API writes them, so that every OpenAI client reads the guard's: {@code {"error": {"message", "type", …}}}. */
final class OpenAiErrors {

    private OpenAiErrors() {
    }

    /**
     * @param type {@code invalid_request_error} (the client's mistake), {@code upstream_error} (the upstream's) or
     *             {@code server_error} (the guard's)
     */
    static JsonObject of(String message, String type) {
        JsonObject error = new JsonObject();
        error.addProperty("message", message);
        error.addProperty("type", type);
        error.add("param", JsonNull.INSTANCE);
        error.add("code", JsonNull.INSTANCE);
        JsonObject body = new JsonObject();
        body.add("error", error);
        return body;
    }

    static String body(String message, String type) {
        return of(message, type).toString();
    }
}
