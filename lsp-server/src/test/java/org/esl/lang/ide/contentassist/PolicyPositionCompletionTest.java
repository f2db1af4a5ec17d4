package org.esl.lang.ide.contentassist;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Completion inside a policy variable's name in a policy, the position the latency benchmark asks at in the
 * 1,500-rule spec (docs/benchmarks.md: after {@code flag} in {@code flag51 => t751 = base51 - 3.5}), in a spec of the
 * same shape: the policy variables whose names start with what is typed, and nothing declared before the policies
 * (predicates, rules, other kinds of names) however many there are.
 */
class PolicyPositionCompletionTest extends CompletionTest {

    private static final String SPEC = """
            spec bench "the benchmark's shape"
            variables x, y
            predicate P0(x) "the item {x} has property 0"
            predicate flagged(x) "the item {x} is flagged"
            rule r0 "Rule 0":
                P0(x) => flagged(x)
            type Tier { BRONZE "entry level", SILVER "middle level", GOLD "top level" }
            var tier: Tier "The customer's tier"
            var base1: Real "Base amount 1 in dollars"
            var flag1: Bool "Flag 1"
            var flag2: Bool "Flag 2"
            var flagship: Bool "The flagship product"
            var t1: Real "Total 1"
            policy p1 "Policy 1":
                flag1 => t1 = base1 - 3.5
            policy p2 "Policy 2":
                if tier = GOLD then t1 = 0.75 * base1 else t1 = base1 + 1
            """;

    @Test
    void aPolicyVariablesNameGetsThePolicyVariablesItCouldBecome() throws Exception {
        assertEquals("[flag1, flag2, flagship]",
                labels(proposals(Typing.in(SPEC, "    flag1 => t1 = base1 - 3.5", "    flag", "1 => t1 = base1 - 3.5"))));
    }
}
