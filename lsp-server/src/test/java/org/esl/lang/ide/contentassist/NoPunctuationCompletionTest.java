package org.esl.lang.ide.contentassist;

import java.util.List;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Completion offers names, keywords and snippets, never punctuation or operators: a {@code )} offered after
 * a {@code )}, or a {@code (} preselected inside a call, takes the Enter or Tab meant for something else.
 */
class NoPunctuationCompletionTest extends CompletionTest {

    private static final String AUTH_FIRST = "    restricted(check_auth, transfer_funds)";
    private static final String BIG = "    always (transfer_funds(amount > 10000) -> once human_approval)";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
            "after a closing parenthesis    | '    restricted(check_auth, transfer_funds)' | ''",
            "inside a template call         | '    restricted('                             | ')'",
            "after a template's comma       | '    restricted(check_auth, '                 | ')'",
            "inside a tool call             | '    restricted(check_auth, transfer_funds('  | '))'",
            "after a formula                | '    restricted(check_auth, transfer_funds) ' | ''",
    })
    void onlyWordsAreOffered(String where, String before, String after) throws Exception {
        assertWordsOnly(proposals(inExample("banking.esl", AUTH_FIRST, before, after)));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
            "after an implication           | '    always (transfer_funds(amount > 10000) -> '  | ')'",
            "after an argument's comparison | '    always (transfer_funds(amount > '             | ') -> once human_approval)'",
            "after an operand               | '    always (transfer_funds(amount > 10000) '      | ')'",
    })
    void onlyWordsAreOfferedInFormulas(String where, String before, String after) throws Exception {
        assertWordsOnly(proposals(inExample("banking.esl", BIG, before, after)));
    }

    private void assertWordsOnly(List<CompletionItem> items) {
        List<String> punctuation = items.stream().filter(item -> item.getKind() != CompletionItemKind.Snippet)
                .map(CompletionItem::getLabel).filter(label -> !label.matches("@?[\\p{L}_`\"].*")).distinct().toList();
        assertEquals("[]", punctuation.toString());
    }
}
