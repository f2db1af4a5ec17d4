package org.esl.runtime.policy;

import java.util.List;

import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyVariable;

/** What claims are checked against: the typed policy variables and the policies, whose conjunction is the model. */
public record PolicyModel(List<PolicyVariable> variables, List<Policy> policies) {

    public PolicyModel {
        variables = List.copyOf(variables);
        policies = List.copyOf(policies);
    }

    public static PolicyModel of(Spec spec) {
        return new PolicyModel(spec.policyVariables(), spec.policies());
    }
}
