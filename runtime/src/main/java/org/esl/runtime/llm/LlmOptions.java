package org.esl.runtime.llm;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * How the LLM stage of {@code esl check} runs, every value decided (see {@link LlmSettings} for the layered,
 * partial form that the command line, {@code esl.json} and the editor settings give).
 *
 * @param enabled     whether the stage runs at all (off by default)
 * @param baseUrl     the OpenAI-compatible API root, e.g. {@code http://localhost:11434/v1}; a query such as
 *                    Azure's {@code ?api-version=…} is kept on every request
 * @param model       the model name sent in every request (for Azure, the deployment's model)
 * @param keyEnv      the environment variable that holds the API key; a missing variable means no key
 * @param samples     how many independent translations of each answer (k of redundant translation)
 * @param maxRequests the HTTP requests one run may send, retries included
 * @param concurrency the requests in flight at once
 * @param timeout     per request, from sending to the whole answer
 * @param retries     further attempts after a 429, a 5xx, a timeout or a lost connection
 * @param refresh     ask the model again even when the cache has an answer
 * @param targetModel the model that answers follow-up questions (the target), when it is not {@code model}
 * @param targetBaseUrl the target's API root, when it is not {@code baseUrl}
 */
public record LlmOptions(boolean enabled, String baseUrl, String model, String keyEnv, int samples, int maxRequests,
        int concurrency, Duration timeout, int retries, boolean refresh, Optional<String> targetModel,
        Optional<String> targetBaseUrl) {

    public static final String OPENAI = "https://api.openai.com/v1";
    public static final String DEFAULT_KEY_ENV = "OPENAI_API_KEY";

    public LlmOptions {
        Objects.requireNonNull(baseUrl, "baseUrl");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(keyEnv, "keyEnv");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(targetModel, "targetModel");
        Objects.requireNonNull(targetBaseUrl, "targetBaseUrl");
        httpUrl(baseUrl, "the LLM base URL");
        targetBaseUrl.ifPresent(url -> httpUrl(url, "the target model's base URL"));
        positive(samples, "the number of translation samples");
        positive(maxRequests, "the request budget");
        positive(concurrency, "the LLM concurrency");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("the LLM timeout is a positive number of seconds, not " + timeout.toSeconds());
        }
        if (retries < 0) {
            throw new IllegalArgumentException("the number of LLM retries is 0 or more, not " + retries);
        }
    }

    /** Options whose one model both perceives and answers the follow-up questions. */
    public LlmOptions(boolean enabled, String baseUrl, String model, String keyEnv, int samples, int maxRequests,
            int concurrency, Duration timeout, int retries, boolean refresh) {
        this(enabled, baseUrl, model, keyEnv, samples, maxRequests, concurrency, timeout, retries, refresh,
                Optional.empty(), Optional.empty());
    }

    /** Whether another model, or the same one elsewhere, answers the follow-up questions. */
    public boolean separateTarget() {
        return targetModel.isPresent() || targetBaseUrl.isPresent();
    }

    /**
     * The options of the target, the model that answers follow-up questions: its model and base URL, each the
     * perception model's unless given; the key variable and the limits are shared.
     */
    public LlmOptions target() {
        return new LlmOptions(enabled, targetBaseUrl.orElse(baseUrl), targetModel.orElse(model), keyEnv, samples,
                maxRequests, concurrency, timeout, retries, refresh);
    }

    private static void httpUrl(String url, String what) {
        URI uri = URI.create(url);
        if (uri.getScheme() == null || !(uri.getScheme().equals("http") || uri.getScheme().equals("https"))) {
            throw new IllegalArgumentException(what + " is an http or https URL, not " + url);
        }
    }

    private static void positive(int value, String what) {
        if (value <= 0) {
            throw new IllegalArgumentException(what + " is a positive number, not " + value);
        }
    }
}
