package org.esl.lang.ide.contentassist;

import java.util.List;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.InsertTextFormat;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * Completion around templates in examples/banking.esl: a template's parameters inside its own body and
 * nowhere else; in a call's arguments what fits there, each proposal naming the parameter it fills.
 */
class TemplateCompletionTest extends CompletionTest {

    private static final String AUTH_FIRST = "    restricted(check_auth, transfer_funds)";

    @Test
    void aTemplatesBodyGetsItsOwnParameters() throws Exception {
        List<CompletionItem> items = proposals(inExample("banking.esl", "    not ((not check) until action)",
                "    not ((not check) until ", ")"));
        // restricted's check and action, not adherence's trigger and outcome
        assertEquals("[Greeted, action, adherence, check, check_auth, get_balance, human_approval, notify_user, restricted, transfer_funds]",
                names(items));
    }

    @Test
    void aPropertyGetsNoTemplateParameters() throws Exception {
        assertEquals("[Greeted, adherence, check_auth, get_balance, human_approval, notify_user, restricted, transfer_funds]",
                names(proposals(inExample("banking.esl", AUTH_FIRST, "    always ", ""))));
    }

    @Test
    void theFirstArgumentOfATemplateCallSaysItFillsTheFirstParameter() throws Exception {
        List<CompletionItem> items = proposals(inExample("banking.esl", AUTH_FIRST, "    restricted(", ")"));
        assertEquals("[Greeted, adherence, check_auth, get_balance, human_approval, notify_user, restricted, transfer_funds]", names(items));
        assertEquals("Tool, for check — parameter 1 of restricted(check, action)", detail(items, "check_auth"));
        assertEquals("Predicate, for check — parameter 1 of restricted(check, action)", detail(items, "Greeted"));
        assertEquals("the step's speaker, for check — parameter 1 of restricted(check, action)", detail(items, "@user"));
    }

    @Test
    void theSecondArgumentSaysItFillsTheSecond() throws Exception {
        List<CompletionItem> items = proposals(inExample("banking.esl", AUTH_FIRST, "    restricted(check_auth, ", ")"));
        assertEquals("[Greeted, adherence, check_auth, get_balance, human_approval, notify_user, restricted, transfer_funds]", names(items));
        assertEquals("Tool, for action — parameter 2 of restricted(check, action)", detail(items, "transfer_funds"));
    }

    @Test
    void aNameBegunInAnArgumentGetsOnlyTheNamesItBegins() throws Exception {
        List<CompletionItem> items = proposals(inExample("banking.esl", AUTH_FIRST, "    restricted(check_auth, tr", ")"));
        assertEquals("[transfer_funds]", names(items));
        assertEquals("Tool, for action — parameter 2 of restricted(check, action)", detail(items, "transfer_funds"));
    }

    @Test
    void anArgumentOfADwyerPatternSaysWhichParameterItFills() throws Exception {
        List<CompletionItem> items = proposals(inExample("banking.esl", "    precedence(get_balance, transfer_funds)",
                "    precedence(get_balance, ", ")"));
        assertEquals("Tool, for p — parameter 2 of precedence(s, p)", detail(items, "transfer_funds"));
    }

    @Test
    void aTemplatesNameComesWithASnippetOfTheCall() throws Exception {
        List<CompletionItem> items = proposals(inExample("banking.esl", AUTH_FIRST, "    ", ""));
        CompletionItem call = items.stream().filter(item -> item.getLabel().equals("restricted(check, action)")).findFirst().orElseThrow();
        assertEquals("restricted(${1:check}, ${2:action})", call.getTextEdit().getLeft().getNewText());
        assertEquals("no {action} before {check}", call.getDetail());
        Assertions.assertEquals(InsertTextFormat.Snippet, call.getInsertTextFormat());
    }

    @Test
    void aPredicatesArgumentGetsTermsNotFormulas() throws Exception {
        String spec = """
                spec owners
                variables x
                predicate Owns(x) "{x} owns an account"
                predicate Client(x) "{x} is a client"
                rule r: Owns(x) => Client(x)
                """;
        List<CompletionItem> items = proposals(Typing.in(spec, "rule r: Owns(x) => Client(x)", "rule r: Owns(", ") => Client(x)"));
        assertEquals("[x]", names(items));
        assertEquals("RuleVariable, for x — parameter 1 of Owns(x)", detail(items, "x"));
    }

    /** The names proposed (tools, predicates, templates, parameters, ...), sorted. */
    private static String names(List<CompletionItem> items) {
        return labels(items.stream().filter(item -> item.getKind() == CompletionItemKind.Reference).toList());
    }

    private static String detail(List<CompletionItem> items, String label) {
        return items.stream().filter(item -> item.getLabel().equals(label)).findFirst().orElseThrow().getDetail();
    }
}
