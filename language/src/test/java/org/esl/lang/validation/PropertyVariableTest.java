package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.UNBOUND_PROPERTY_VARIABLE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** ESL024: a property's variable takes its values from the atoms that bind it; anywhere else it is an error naming it. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class PropertyVariableTest {

    private static final String DECLARATIONS = """
            spec mail
            variables s, n
            predicate Destructive(c) "{c} destroys data"
            tool get_email(id: Int) "reads one e-mail"
            tool send_email(to: String, body: String) "sends an e-mail"
            """;

    @Inject
    private Lint lint;

    @Test
    void variablesThatAnAtomBinds() {
        lint.expectNone(UNBOUND_PROPERTY_VARIABLE, DECLARATIONS + """
                property reply: always (send_email(to = s) -> once get_email(result.sender = s))
                property flipped: always (send_email(s = to) -> once get_email(any result.senders = s))
                property numbered: always (get_email(id = n) -> not once get_email(id = n, result.sender = s))
                property destructive: always not (Destructive(s) and send_email(to = s))
                """);
    }

    @Test
    void variablesThatNoAtomBinds() {
        List<Issue> issues = lint.expect(UNBOUND_PROPERTY_VARIABLE, ERROR, DECLARATIONS + """
                property other: always not send_email(to != «s»)
                property longer: always not send_email(length(body) = «n»)
                """);
        assertEquals(List.of("the variable 's' is bound by no atom of property 'other': use it as a tool argument or result "
                + "compared with '=' (send_email(to = s)) or as a predicate's argument",
                "the variable 'n' is bound by no atom of property 'longer': use it as a tool argument or result "
                + "compared with '=' (send_email(to = n)) or as a predicate's argument"),
                issues.stream().map(Issue::getMessage).toList());
    }
}
