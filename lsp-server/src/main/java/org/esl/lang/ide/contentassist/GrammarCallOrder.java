package org.esl.lang.ide.contentassist;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.AbstractRule;

import com.google.inject.Singleton;

/**
 * Whether, inside a rule of the grammar, one grammar element can come after another: Xtext's answer
 * ({@code CallHierarchyHelper}), remembered. Xtext walks the grammar's rules for it, and completion asks it for every
 * element that may follow the cursor at each level of the tree around the cursor; deep in a policy's expression that
 * was most of a completion's time (docs/benchmarks.md). The answer depends on the grammar alone, which does not change
 * while the server runs, so there are at most as many answers as triples of grammar elements.
 */
@Singleton
class GrammarCallOrder {

    private final Map<List<EObject>, Boolean> answers = new ConcurrentHashMap<>();

    /** Xtext's answer for {@code next} after {@code previous} in {@code rule}, asked of {@code xtext} the first time only. */
    boolean canComeAfter(AbstractRule rule, EObject previous, EObject next, BooleanSupplier xtext) {
        return answers.computeIfAbsent(Arrays.asList(rule, previous, next), key -> xtext.getAsBoolean());
    }
}
