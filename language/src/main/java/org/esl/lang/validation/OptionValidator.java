package org.esl.lang.validation;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Import;
import org.esl.lang.esl.Option;
import org.esl.lang.esl.Policy;
import org.esl.lang.esl.Property;
import org.esl.lang.esl.Referable;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.Spec;

/**
 * Options: known keys (ESL001), values in range (ESL005), each set once (ESL009); a {@code guard.NAME} option names
 * a property, rule or policy of the spec and an intervention of {@code esl guard}.
 */
public class OptionValidator extends EslCheck {

    @Check
    public void checkOptionKnown(Option option) {
        if (option.getKey() == null || SpecOption.of(option.getKey()).isPresent()) {
            return;
        }
        if (option.getKey().startsWith(SpecOption.GUARD_PREFIX)) {
            checkGuarded(option);
            return;
        }
        Optional<String> closest = ClosestName.to(option.getKey(), SpecOption.keys());
        String message = "unknown option '" + option.getKey() + "'"
                + closest.map(name -> "; did you mean '" + name + "'?").orElse(
                        " (known options: " + String.join(", ", SpecOption.keys()) + ")");
        report(IssueCodes.UNDECLARED_NAME, message, option, Literals.OPTION__KEY, closest.stream().toArray(String[]::new));
    }

    /** {@code guard.NAME}: NAME is a property, rule or policy of the spec, its own or imported. */
    private void checkGuarded(Option option) {
        String name = option.getKey().substring(SpecOption.GUARD_PREFIX.length());
        Set<String> guardable = new LinkedHashSet<>();
        guardable(EcoreUtil2.getContainerOfType(option, Spec.class), guardable, new HashSet<>());
        if (guardable.contains(name)) {
            return;
        }
        Optional<String> closest = ClosestName.to(name, List.copyOf(guardable)).map(found -> SpecOption.GUARD_PREFIX + found);
        report(IssueCodes.UNDECLARED_NAME, "option " + option.getKey() + " names no property, rule or policy of the spec"
                + closest.map(key -> "; did you mean '" + key + "'?").orElse(""), option, Literals.OPTION__KEY,
                closest.stream().toArray(String[]::new));
    }

    private static void guardable(Spec spec, Set<String> names, Set<Spec> seen) {
        if (spec == null || !seen.add(spec)) {
            return;
        }
        for (EObject member : spec.getMembers()) {
            if (member instanceof Property || member instanceof Rule || member instanceof Policy) {
                names.add(((Referable) member).getName());
            } else if (member instanceof Import declaration) {
                guardable(Imports.spec(declaration), names, seen);
            }
        }
    }

    @Check
    public void checkOptionValue(Option option) {
        if (option.getKey() != null && option.getKey().startsWith(SpecOption.GUARD_PREFIX) && option.getValue() != null
                && !SpecOption.GUARD_INTERVENTIONS.contains(option.getValue())) {
            report(IssueCodes.TYPE_MISMATCH, "option " + option.getKey() + " takes "
                    + String.join(", ", SpecOption.GUARD_INTERVENTIONS.subList(0, SpecOption.GUARD_INTERVENTIONS.size() - 1))
                    + " or " + SpecOption.GUARD_INTERVENTIONS.get(SpecOption.GUARD_INTERVENTIONS.size() - 1) + ", not "
                    + option.getValue(), option, Literals.OPTION__VALUE);
            return;
        }
        SpecOption known = SpecOption.of(option.getKey()).orElse(null);
        if (known == null || option.getValue() == null || known.accepts(option.getValue())) {
            return;
        }
        report(IssueCodes.TYPE_MISMATCH, "option " + known.key() + " takes " + known.range() + ", not " + option.getValue(),
                option, Literals.OPTION__VALUE);
    }

    @Check
    public void checkOptionSetOnce(Spec spec) {
        Map<String, Option> first = new HashMap<>();
        for (EObject member : spec.getMembers()) {
            if (member instanceof Option option && option.getKey() != null) {
                Option earlier = first.putIfAbsent(option.getKey(), option);
                if (earlier != null) {
                    report(IssueCodes.DUPLICATE_DECLARATION, "option " + option.getKey() + " is already set "
                            + Describe.location(earlier, option), option, Literals.OPTION__KEY, option.getKey());
                }
            }
        }
    }
}
