package org.esl.lang.validation;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Option;
import org.esl.lang.esl.Spec;

/** Options: known keys (ESL001), values in range (ESL005), each set once (ESL009). */
public class OptionValidator extends EslCheck {

    @Check
    public void checkOptionKnown(Option option) {
        if (option.getKey() == null || SpecOption.of(option.getKey()).isPresent()) {
            return;
        }
        Optional<String> closest = ClosestName.to(option.getKey(), SpecOption.keys());
        String message = "unknown option '" + option.getKey() + "'"
                + closest.map(name -> "; did you mean '" + name + "'?").orElse(
                        " (known options: " + String.join(", ", SpecOption.keys()) + ")");
        report(IssueCodes.UNDECLARED_NAME, message, option, Literals.OPTION__KEY, closest.stream().toArray(String[]::new));
    }

    @Check
    public void checkOptionValue(Option option) {
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
