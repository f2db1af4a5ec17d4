package org.esl.runtime.generate;

import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

import org.esl.runtime.model.Spec;

/**
 * The names generated tests take: each name once in the file, none a name the spec declares (a clash gets
 * {@code _2}, {@code _3}, …). One instance serves the policy and the rule tests of a file.
 */
public final class TestNames {

    private final Set<String> names = new HashSet<>();

    public TestNames(Spec spec) {
        spec.policyVariables().forEach(variable -> names.add(variable.name()));
        spec.policies().forEach(policy -> names.add(policy.name()));
        spec.tests().forEach(test -> names.add(test.name()));
        spec.rules().forEach(rule -> names.add(rule.name()));
        spec.properties().forEach(property -> names.add(property.name()));
        spec.predicates().forEach(predicate -> names.add(predicate.name()));
        spec.tools().forEach(tool -> names.add(tool.name()));
        spec.enumTypes().forEach(type -> {
            names.add(type.name());
            type.values().forEach(value -> names.add(value.name()));
        });
    }

    /** Takes the names of the tests a file already has, so that tests added to it get others. */
    public void reserve(Collection<String> taken) {
        names.addAll(taken);
    }

    /** {@code name}, or {@code name_2}, {@code name_3}, … when it is taken; taken from now on. */
    String unique(String name) {
        String candidate = name;
        for (int n = 2; !names.add(candidate); n++) {
            candidate = name + "_" + n;
        }
        return candidate;
    }
}
