package org.esl.audit;

import java.util.List;
import java.util.Random;

import org.esl.runtime.transcript.TranscriptResult;
import org.esl.runtime.transcript.UnparsedTranscript;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * Generated conversations whose first event carries {@code facts} and {@code claims} (docs/transcripts.md), each
 * naming a step of the conversation drawn at random, so that most name a step the first event does not bring.
 */
final class FactsAndClaims {

    /**
     * Predicates of {@code banking_rules.esl} that no pattern perceives: a fact over one labels the steps from its own,
     * and the rules chain it ({@code Pressured} and the spec's fact {@code Supervised} make a transfer
     * {@code NeedsApproval}); a transcript's fact that denies {@code Supervised} is an error that names the spec's fact.
     */
    static final List<String> BANKING_RULES = List.of("Pressured", "Engaged", "NeedsApproval", "Supervised");

    /**
     * The one predicate of {@code banking.esl}, which a pattern perceives: a fact over it labels the steps from its own
     * until a message matches the pattern, which then takes it off them.
     */
    static final List<String> BANKING = List.of("Greeted");

    private FactsAndClaims() {
    }

    /**
     * The transcript with one or two facts over {@code predicates} (true, now and then false), and with a claim one time
     * in two, each at a step of the transcript drawn at random.
     */
    static JsonObject added(JsonObject transcript, List<String> predicates, Random random) {
        int steps = ((TranscriptResult.Loaded) new UnparsedTranscript.Text("generated", 1, "generated", transcript.toString()).parse())
                .transcript().steps().size();
        JsonObject with = transcript.deepCopy();
        JsonArray facts = new JsonArray();
        for (int f = 0, count = 1 + random.nextInt(2); f < count; f++) {
            JsonObject fact = new JsonObject();
            fact.addProperty("step", random.nextInt(steps));
            fact.addProperty("atom", predicates.get(random.nextInt(predicates.size())));
            if (random.nextInt(6) == 0) {
                fact.addProperty("value", false);
            }
            facts.add(fact);
        }
        with.add("facts", facts);
        if (random.nextBoolean()) {
            JsonObject claim = new JsonObject();
            claim.addProperty("id", "said");
            claim.addProperty("step", random.nextInt(steps));
            claim.addProperty("claim", "true");
            JsonArray claims = new JsonArray();
            claims.add(claim);
            with.add("claims", claims);
        }
        return with;
    }
}
