package org.esl.runtime.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.esl.runtime.SourceRange;
import org.esl.runtime.chaining.ChainLink;
import org.esl.runtime.chaining.Justification;
import org.esl.runtime.check.Evidence.ChainEntry;
import org.esl.runtime.check.Evidence.Reason;
import org.esl.runtime.perception.PerceivedLiteral;

/**
 * Turns forward chaining's derivation chains into evidence, pointing every perceived literal back at the
 * place in the transcript file it was read from (the fact's object, or the step's message).
 */
final class ChainEvidence {

    private record Perceived(String literal, int step) {
    }

    private final Map<Perceived, SourceRange> sources = new HashMap<>();

    ChainEvidence(List<PerceivedLiteral> literals) {
        for (PerceivedLiteral literal : literals) {
            sources.putIfAbsent(new Perceived(literal.literal().toString(), literal.step()), literal.range());
        }
    }

    List<ChainEntry> entries(List<ChainLink> chain) {
        List<ChainEntry> entries = new ArrayList<>();
        for (ChainLink link : chain) {
            String literal = link.literal().toString();
            Justification why = link.justification();
            if (why instanceof Justification.Perceived perceived) {
                entries.add(new ChainEntry(literal, Reason.PERCEIVED, perceived.step(), Optional.empty(),
                        source(literal, perceived.step())));
            } else if (why instanceof Justification.Fact fact) {
                entries.add(new ChainEntry(literal, Reason.FACT, OptionalInt.empty(), Optional.empty(), Optional.of(fact.range())));
            } else if (why instanceof Justification.Inferred inferred) {
                entries.add(new ChainEntry(literal, Reason.INFERRED, OptionalInt.empty(), Optional.of(inferred.rule().name()),
                        Optional.of(inferred.rule().range())));
            } else {
                entries.add(new ChainEntry(literal, Reason.EVALUATED, OptionalInt.empty(), Optional.empty(), Optional.empty()));
            }
        }
        return entries;
    }

    private Optional<SourceRange> source(String literal, OptionalInt step) {
        return step.isPresent() ? Optional.ofNullable(sources.get(new Perceived(literal, step.getAsInt()))) : Optional.empty();
    }
}
