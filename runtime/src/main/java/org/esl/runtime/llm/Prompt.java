package org.esl.runtime.llm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A versioned prompt, read from {@code org/esl/runtime/llm/prompts/<id>.txt}: lines starting with {@code #}
 * say why it reads as it does and are not sent; {@code === system} and {@code === user} start the two
 * messages; {@code {{name}}} is replaced by the material. The id (e.g. {@code perception-v1}) is part of
 * every cache key, so a changed prompt gets a new version and never meets answers to the old one.
 */
public record Prompt(String id, String system, String user) {

    /** Which described predicates hold at which steps. */
    public static final Prompt PERCEPTION = load("perception-v1");
    /** Values for the variables of rule premises that no perceived atom matches (interpretation level 2). */
    public static final Prompt COMPLETION = load("completion-v2");
    /** The yes/no question about an inferred atom. */
    public static final Prompt FOLLOW_UP = load("follow-up-v1");
    /** An assistant answer as premise/claim pairs over the policy variables. */
    public static final Prompt TRANSLATION = load("translation-v1");

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([a-z]+)\\}\\}");

    public Prompt {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(user, "user");
    }

    /** The request with the placeholders of both messages filled in. */
    public ChatRequest.Messages render(Map<String, String> material) {
        return new ChatRequest.Messages(fill(system, material), fill(user, material));
    }

    private String fill(String template, Map<String, String> material) {
        Matcher matcher = PLACEHOLDER.matcher(template);
        return matcher.replaceAll(match -> {
            String value = material.get(match.group(1));
            if (value == null) {
                throw new IllegalArgumentException("prompt " + id + " needs {{" + match.group(1) + "}}");
            }
            return Matcher.quoteReplacement(value);
        });
    }

    static Prompt load(String id) {
        String resource = "prompts/" + id + ".txt";
        try (InputStream in = Prompt.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the prompt resource " + resource + " is missing from the build");
            }
            return parse(id, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Prompt parse(String id, String text) {
        StringBuilder system = new StringBuilder();
        StringBuilder user = new StringBuilder();
        StringBuilder current = null;
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("#")) {
                continue;
            }
            if (line.equals("=== system")) {
                current = system;
            } else if (line.equals("=== user")) {
                current = user;
            } else if (current != null) {
                current.append(line).append('\n');
            }
        }
        if (system.length() == 0 || user.length() == 0) {
            throw new IllegalStateException("the prompt " + id + " needs a '=== system' and a '=== user' part");
        }
        return new Prompt(id, system.toString().strip(), user.toString().strip());
    }
}
