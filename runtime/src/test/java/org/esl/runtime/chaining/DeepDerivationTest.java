package org.esl.runtime.chaining;

import static org.esl.runtime.chaining.Domains.X;
import static org.esl.runtime.chaining.Domains.num;
import static org.esl.runtime.chaining.Domains.plus;
import static org.esl.runtime.chaining.Domains.pos;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.model.rule.Rule;
import org.junit.jupiter.api.Test;

/**
 * A derivation as deep as the transcript is long: {@code Reached(x) => Reached(x + 1)} from {@code Reached(0)} over
 * the numbers 0 to n - 1 derives {@code Reached(n)} through n links. The inferred atoms share their chains, so the
 * result costs linear memory, and the deepest chain is shown link by link, in order.
 */
class DeepDerivationTest {

    private static final Rule NEXT = Domains.rule("next", List.of(List.of(pos("Reached", X))),
            List.of(List.of(pos("Reached", plus(X, num("1"))))));
    private static final ChainingProblem PROBLEM = new ChainingProblem(
            List.of(Domains.predicate("Number", "{x} is a number", "x"), Domains.predicate("Reached", "{x} is reached", "x")),
            List.of(), List.of(NEXT), List.of(), BindingLevel.COMPLETE, ChainingProblem.DEFAULT_LIMIT);
    /** The JDK's own bean: it also counts the bytes a thread allocates, whatever the machine's load. */
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private static ChainingResult reach(int numbers) {
        List<Perception> perceptions = new ArrayList<>();
        perceptions.add(Perception.at(0, pos("Reached", num("0"))));
        for (int i = 0; i < numbers; i++) {
            perceptions.add(Perception.at(1, pos("Number", num(Integer.toString(i)))));
        }
        return assertInstanceOf(ChainingResult.class, ForwardChaining.run(PROBLEM, perceptions));
    }

    @Test
    void aChainFiftyThousandLinksDeepIsShownLinkByLinkInTheOrderItWasDerived() {
        ChainingResult result = reach(50_000);

        assertEquals(50_000, result.inferred().size());
        InferredAtom deepest = result.inferred().get(result.inferred().size() - 1);
        assertEquals("Reached(50000)", deepest.literal().toString());
        assertEquals("Is 50000 reached?", deepest.question());
        List<ChainLink> chain = deepest.chain();
        assertEquals(50_001, chain.size());
        assertEquals("Reached(0)  [perceived at step 0]", chain.get(0).toString());
        for (int link = 1; link < chain.size(); link++) {
            assertEquals("Reached(" + link + ")  [next: Reached(x) => Reached(x + 1) with x = " + (link - 1) + "]",
                    chain.get(link).toString());
        }
        assertEquals(0, deepest.step().getAsInt());
        assertEquals(List.of("Reached(0)  [perceived at step 0]", "Reached(1)  [next: Reached(x) => Reached(x + 1) with x = 0]"),
                result.inferred().get(0).chain().stream().map(ChainLink::toString).toList());
    }

    /**
     * Chains copied per inferred atom would make ten times the depth cost a hundred times the memory; shared, the
     * bytes allocated per ground clause stay about the same (allocation does not depend on the machine's load).
     */
    @Test
    void theResultOfADeepDerivationGrowsLinearlyWithItsDepth() {
        reach(5_000); // loads and initialises the classes, whose allocations would count against the first size
        long shallow = allocatedPerClause(5_000);
        long deep = allocatedPerClause(50_000);

        assertTrue(deep < 2 * shallow, "bytes per ground clause: " + shallow + " at 5,000 deep, " + deep + " at 50,000");
    }

    private static long allocatedPerClause(int depth) {
        long before = THREADS.getCurrentThreadAllocatedBytes();
        ChainingResult result = reach(depth);
        return (THREADS.getCurrentThreadAllocatedBytes() - before) / result.statistics().clauses();
    }
}
