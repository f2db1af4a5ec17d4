package org.esl.runtime.policy;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.esl.runtime.model.Type;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;

/**
 * For each policy of a consistent model, the part of the model without it that claims over its variables depend on.
 * Those claims need the definitions of their variables, the definitions those read, and the policies that define
 * nothing ({@link Definitions#kept}); of these, the ones their variables reach through shared variables, not passing
 * through the policy itself. Any scenario of that part extends to the whole model without the policy: the policies
 * not reached constrain other variables (and a consistent model's parts are consistent), the definitions left out are
 * set to their values. So such a claim gets the same finding from the part as from the whole model without the
 * policy, at the cost of the part, not of the model.
 */
public final class ModelsWithout {

    private final PolicyModel model;
    private final PolicyGraph graph;
    private final Definitions definitions;
    /** Each policy's position, by name (a model's policy names are unique): asked once per policy of a large model. */
    private final Map<String, Integer> positions = new HashMap<>();

    public ModelsWithout(PolicyModel model) {
        this.model = model;
        List<PolicyExpression> formulas = model.policies().stream().map(Policy::formula).toList();
        this.graph = new PolicyGraph(formulas);
        Map<String, Type> types = new HashMap<>();
        model.variables().forEach(variable -> types.put(variable.name(), variable.type()));
        this.definitions = new Definitions(formulas, graph, types);
        for (int i = 0; i < model.policies().size(); i++) {
            positions.put(model.policies().get(i).name(), i);
        }
    }

    /** The model's policies that claims over {@code policy}'s variables depend on once it is gone. */
    public PolicyModel without(Policy policy) {
        Integer index = positions.get(policy.name());
        if (index == null) {
            throw new IllegalArgumentException("the policy " + policy.name() + " is not one of the model's");
        }
        Set<String> variables = PolicyGraph.variables(policy.formula());
        BitSet needed = definitions.kept(variables);
        needed.clear(index);
        BitSet reached = graph.reach(variables, needed);
        List<Policy> kept = new ArrayList<>();
        reached.stream().forEach(each -> kept.add(model.policies().get(each)));
        return new PolicyModel(model.variables(), kept);
    }
}
