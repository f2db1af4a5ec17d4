package org.esl.guard;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.temporal.Property;

import com.google.gson.JsonObject;

/**
 * Why an answer may not reach the client as it is: what accepting it would break (docs/guard.md, "What is judged").
 * Each says which declaration of the spec it is about ({@link #name()}, the names a response's {@code esl.properties}
 * lists), in the spec's own words ({@link #words()}), and the check's sentence of where and why ({@link #message()}).
 */
public sealed interface Finding {

    /** {@code property}, {@code rule}, {@code policy}, {@code query}, {@code tool call} or {@code answer}. */
    String kind();

    /** The declaration it is about: the property, the rule, the claim's first policy, the inferred atom, the tool. */
    String name();

    /** The spec's own words: the declaration's description, else what the check says. */
    String words();

    /** The check's sentence: the step, what was found and why. */
    String message();

    /** The names whose {@code option guard.NAME} may choose the intervention, most specific first. */
    default List<String> declarations() {
        return List.of(name());
    }

    /** As a response's {@code esl} member and the audit log show it. */
    default JsonObject json() {
        JsonObject json = new JsonObject();
        json.addProperty("kind", kind());
        json.addProperty("name", name());
        json.addProperty("message", message());
        return json;
    }

    /** A property that accepting the answer makes violated (LTL3: no continuation can satisfy it any more). */
    record BrokenProperty(Property property, CheckResult result) implements Finding {

        public BrokenProperty {
            Objects.requireNonNull(property, "property");
            Objects.requireNonNull(result, "result");
        }

        @Override
        public String kind() {
            return "property";
        }

        @Override
        public String name() {
            return property.name();
        }

        @Override
        public String words() {
            return property.description().isEmpty() ? property.formula().toString() : property.description();
        }

        @Override
        public String message() {
            return result.message();
        }
    }

    /** A rule that forward chaining finds violated by what the answer adds: an inconsistency derived from it. */
    record BrokenRule(Rule rule, CheckResult result) implements Finding {

        public BrokenRule {
            Objects.requireNonNull(rule, "rule");
            Objects.requireNonNull(result, "result");
        }

        @Override
        public String kind() {
            return "rule";
        }

        @Override
        public String name() {
            return rule.name();
        }

        @Override
        public String words() {
            return rule.description().isEmpty() ? rule.toString() : rule.description();
        }

        @Override
        public String message() {
            return result.message();
        }
    }

    /**
     * A claim of the answer that Z3 finds {@code invalid} or {@code impossible} against the policies; named by the
     * first policy of its proof (the claim's own name, e.g. {@code step 4}, when the proof names none).
     */
    record RefutedClaim(CheckResult result, List<Policy> policies) implements Finding {

        public RefutedClaim {
            Objects.requireNonNull(result, "result");
            policies = List.copyOf(policies);
        }

        @Override
        public String kind() {
            return "policy";
        }

        @Override
        public String name() {
            return policies.isEmpty() ? result.name() : policies.get(0).name();
        }

        @Override
        public String words() {
            return policies.isEmpty() ? result.message() : policies.stream()
                    .map(policy -> policy.description().isEmpty() ? policy.name() : policy.description() + " (" + policy.name() + ")")
                    .reduce((a, b) -> a + "; " + b).orElseThrow();
        }

        @Override
        public String message() {
            return result.message();
        }

        @Override
        public List<String> declarations() {
            return policies.isEmpty() ? List.of(result.name()) : policies.stream().map(Policy::name).toList();
        }
    }

    /** An atom the rules infer from the answer that the target model, asked, contradicts: an inconsistency. */
    record ContradictedQuery(CheckResult result) implements Finding {

        public ContradictedQuery {
            Objects.requireNonNull(result, "result");
        }

        @Override
        public String kind() {
            return "query";
        }

        @Override
        public String name() {
            return result.name();
        }

        @Override
        public String words() {
            return result.message();
        }

        @Override
        public String message() {
            return result.message();
        }
    }

    /** A tool call of the answer that the spec's tools or schema do not allow (docs/transcripts.md). */
    record DisallowedCall(String tool, TranscriptError error) implements Finding {

        public DisallowedCall {
            Objects.requireNonNull(tool, "tool");
            Objects.requireNonNull(error, "error");
        }

        @Override
        public String kind() {
            return "tool call";
        }

        @Override
        public String name() {
            return tool;
        }

        @Override
        public String words() {
            return error.message();
        }

        @Override
        public String message() {
            return "step " + error.step().orElse(-1) + ": " + error.message();
        }
    }

    /** An answer that cannot be read as transcript steps (tool call arguments that are not JSON, say): not checkable. */
    record UnreadableAnswer(String reason) implements Finding {

        public UnreadableAnswer {
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public String kind() {
            return "answer";
        }

        @Override
        public String name() {
            return "unreadable answer";
        }

        @Override
        public String words() {
            return "the answer cannot be checked: " + reason;
        }

        @Override
        public String message() {
            return words();
        }

        @Override
        public List<String> declarations() {
            return List.of();
        }
    }
}
