package org.esl.lang.ide.contentassist;

import java.util.List;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.junit.jupiter.api.Test;

/**
 * Completion after the declarations of a spec, where it parses only the header and the cursor's declaration
 * ({@link DeclarationContentAssistContextFactory}), at the positions the latency benchmark asks at
 * (docs/benchmarks.md): a blank line between the predicates and the rules gets the declaration keywords; the
 * end of a rule's name gets nothing, since only punctuation ({@code :}) could follow it there, and punctuation
 * is typed, not offered.
 */
class BetweenDeclarationsCompletionTest extends CompletionTest {

    private static final String SPEC = """
            spec generated
            variables x
            predicate P0(x) "the item {x} has property 0"
            predicate P1(x) "the item {x} has property 1"

            rule r0 "Rule 0":
                P0(x) => P1(x)
            rule r1 "Rule 1":
                P1(x) => P0(x)
            """;

    /** The declaration keywords, and those that may continue the predicate above: a source clause, a pattern. */
    @Test
    void aBlankLineBetweenDeclarationsGetsTheDeclarationKeywords() throws Exception {
        assertEquals("[fact, function, import, option, policy, predicate, property, rule, source, template, test, tool, tools,"
                + " transcripts, type, var, variables, when]", keywords(proposals(Typing.in(SPEC, "\n\nrule r0", "\n", "\nrule r0"))));
    }

    @Test
    void theEndOfARulesNameGetsNothing() throws Exception {
        assertEquals("[]", labels(proposals(Typing.in(SPEC, "\n\nrule r0", "\n\nrule r0", ""))));
    }

    private static String keywords(List<CompletionItem> items) {
        return items.stream().filter(item -> item.getKind() == CompletionItemKind.Keyword).map(CompletionItem::getLabel)
                .distinct().sorted().toList().toString();
    }
}
