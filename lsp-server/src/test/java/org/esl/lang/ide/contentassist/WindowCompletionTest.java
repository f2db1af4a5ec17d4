package org.esl.lang.ide.contentassist;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.lsp4j.CompletionItem;
import org.junit.jupiter.api.Test;

/** After a temporal operator that takes a step window, completion offers both the window and the operand. */
class WindowCompletionTest extends CompletionTest {

    private static final String SPEC = """
            spec windows
            tool p "p"
            tool q "q"
            property a: p until q
            """;

    private List<String> after(String before, String after) throws Exception {
        return proposals(Typing.in(SPEC, "property a: p until q", before, after)).stream().map(CompletionItem::getLabel).toList();
    }

    @Test
    void afterUntilComeItsRightSideAndWithin() throws Exception {
        List<String> labels = after("property a: (p until ", ")");
        assertTrue(labels.containsAll(List.of("q", "not", "within")), labels.toString());
    }

    @Test
    void afterOnceComeItsOperandAndWithin() throws Exception {
        List<String> labels = after("property a: once ", "");
        assertTrue(labels.containsAll(List.of("p", "within")), labels.toString());
    }

    @Test
    void afterAWindowComesTheOperandOnly() throws Exception {
        List<String> labels = after("property a: p since within 3 ", "");
        assertTrue(labels.contains("q"), labels.toString());
        assertFalse(labels.contains("within"), labels.toString());
    }
}
