package org.esl.runtime.chaining;

import java.util.List;
import java.util.OptionalInt;

/** What results read off their derivation chains. */
final class Chains {

    private Chains() {
    }

    static OptionalInt latestStep(List<ChainLink> chain) {
        return chain.stream().map(ChainLink::justification)
                .filter(Justification.Perceived.class::isInstance)
                .map(justification -> ((Justification.Perceived) justification).step())
                .filter(OptionalInt::isPresent).mapToInt(OptionalInt::getAsInt).max();
    }
}
