package org.esl.lang.ide.contentassist;

import java.util.List;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.InsertTextFormat;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** textDocument/completion through the real server: only the names that fit where the cursor is. */
class CompletionByKindTest extends CompletionTest {

    private static final String SPEC = """
            spec mix
            variables x
            predicate Busy(x) "{x} is busy"
            tool notify_user(channel: String, urgent: Bool) "tells the user"
            type Level { LOW, HIGH }
            type Colour { RED, BLUE }
            tool paint(shade: Colour) "paints"
            var fee: Real "a fee"
            var level: Level "a level"
            var colour: Colour "a colour"
            rule r: Busy(x) => Busy(x)
            property p: always notify_user
            policy q: fee > 1
            """;

    @Test
    void aRuleGetsPredicatesAndRuleVariables() throws Exception {
        assertEquals("[Busy, x]", names("rule r: Busy(x) => ", "rule r: Busy(x) => Busy(x)"));
    }

    @Test
    void aPropertyGetsPredicatesAndTools() throws Exception {
        assertEquals("[Busy, notify_user, paint]", names("property p: always ", "property p: always notify_user"));
    }

    @Test
    void aTraceStepBegunGetsPredicatesAndToolsNotProperties() throws Exception {
        // right after 'trace' the model at the cursor is still the test; what is typed there is a step
        List<CompletionItem> items = proposals(inExample("banking.esl",
                "    trace check_auth; get_balance; transfer_funds(amount = 500, to = \"Bob\"); notify_user", "    trace ", ""));
        assertEquals("[Greeted, check_auth, get_balance, human_approval, notify_user, transfer_funds]", names(items));
    }

    @Test
    void aPolicyGetsPolicyVariablesAndEnumValues() throws Exception {
        assertEquals("[BLUE, HIGH, LOW, RED, colour, fee, level]", names("policy q: ", "policy q: fee > 1"));
    }

    @Test
    void aPolicyAfterADeclarationThatDoesNotParseGetsTheSameNames() throws Exception {
        // completion then parses all of the text before the cursor, not only the spec's header and the policy
        String broken = SPEC.replace("rule r: Busy(x) => Busy(x)", "rule r: Busy(x) =>");
        assertEquals("[BLUE, HIGH, LOW, RED, colour, fee, level]", names(broken, "policy q: ", "", "policy q: fee > 1"));
    }

    @Test
    void afterAnEnumVariableAndEqualsOnlyItsValues() throws Exception {
        assertEquals("[HIGH, LOW]", names("policy q: level = ", "policy q: fee > 1"));
    }

    @Test
    void theSameInsideAnIfAfterNotEquals() throws Exception {
        assertEquals("[BLUE, RED]", names("policy q: if colour != ", " then fee = 1 else fee = 2", "policy q: fee > 1"));
    }

    @Test
    void eachDeclarationKeywordComesWithASnippet() throws Exception {
        // at the start of the second line, where a declaration begins
        List<CompletionItem> snippets = snippets("spec mix\n", "spec mix");
        CompletionItem rule = snippets.stream().filter(item -> item.getLabel().startsWith("rule ")).findFirst().orElseThrow();
        assertEquals("rule ${1:name} \"${2:what the rule says}\":\n    ${3:Premise(x)} => ${4:Conclusion(x)}",
                rule.getTextEdit().getLeft().getNewText());
        Assertions.assertEquals(InsertTextFormat.Snippet, rule.getInsertTextFormat());
        assertEquals("[fact, function, import, option, policy, predicate, property, rule, template, test, test, test, tool, transcripts, type,"
                + " var, variables]", snippets.stream().map(item -> item.getLabel().split(" ")[0]).sorted().toList().toString());
    }

    @Test
    void eachDwyerPatternComesWithASnippetPerScope() throws Exception {
        List<CompletionItem> snippets = snippets("property p: ", "property p: always notify_user");
        assertEquals("[absence(p) between q and r: absence(${1:p}) between ${2:q} and ${3:r}, "
                + "precedence(s, p) after q until r: precedence(${1:s}, ${2:p}) after ${3:q} until ${4:r}]",
                snippets.stream().filter(item -> item.getLabel().equals("absence(p) between q and r")
                        || item.getLabel().equals("precedence(s, p) after q until r"))
                        .map(item -> item.getLabel() + ": " + item.getTextEdit().getLeft().getNewText()).sorted().toList().toString());
        Assertions.assertEquals(25, snippets.size(), snippets.stream().map(CompletionItem::getLabel).toList().toString());
    }

    /** The snippets proposed at the end of {@code prefix}, written in place of {@code line}. */
    private List<CompletionItem> snippets(String prefix, String line) throws Exception {
        return completion(prefix, "", line).stream().filter(item -> item.getKind() == CompletionItemKind.Snippet).toList();
    }

    @Test
    void aToolCallGetsTheToolsArgumentNames() throws Exception {
        assertEquals("[channel, urgent]", names("property p: always notify_user(", ")", "property p: always notify_user"));
    }

    @Test
    void aFurtherArgumentOfAToolCallGetsTheArgumentNamesToo() throws Exception {
        assertEquals("[channel, urgent]", names("property p: always notify_user(urgent = true, ", ")", "property p: always notify_user"));
    }

    @Test
    void aCallToAToolFromTheSchemaGetsTheArgumentNamesOfTheSchema() throws Exception {
        List<CompletionItem> items = proposals(inExample("banking.esl", "transfer_funds(amount > 10000)", "transfer_funds(", ")"));
        assertEquals("[amount, currency, to]", items.stream().filter(item -> item.getKind() == CompletionItemKind.Property)
                .map(CompletionItem::getLabel).sorted().toList().toString());
    }

    /** A schema's names that are not ESL names, {@code until} and {@code to-day}, are proposed as ESL writes them. */
    @Test
    void namesThatAreNotESLNamesAreProposedInBackquotes() throws Exception {
        writeFile("odd-tools.json", """
                [{"type": "function", "function": {"name": "until", "description": "waits",
                  "parameters": {"type": "object", "properties": {"from": {"type": "integer"}, "to-day": {"type": "integer"}}}}}]
                """);
        String spec = """
                spec odd
                tools from "odd-tools.json"
                property p: eventually `until`
                """;
        assertEquals("[`from`, `to-day`]", names(spec, "property p: eventually `until`(", ")", "property p: eventually `until`"));
        assertEquals("[`until`]", names(spec, "property p: eventually ", "", "property p: eventually `until`"));
    }

    /** The names proposed at the end of {@code prefix}, written in place of {@code line} (keywords and placeholders left out). */
    private String names(String prefix, String line) throws Exception {
        return names(prefix, "", line);
    }

    /** The names proposed between {@code prefix} and {@code suffix}, written in place of {@code line}. */
    private String names(String prefix, String suffix, String line) throws Exception {
        return names(SPEC, prefix, suffix, line);
    }

    /** The names proposed between {@code prefix} and {@code suffix}, written in place of {@code line} of {@code spec}. */
    private String names(String spec, String prefix, String suffix, String line) throws Exception {
        return names(completion(spec, prefix, suffix, line));
    }

    /** The names among {@code items}, sorted. */
    private static String names(List<CompletionItem> items) {
        return items.stream()
                .filter(item -> item.getKind() == CompletionItemKind.Reference || item.getKind() == CompletionItemKind.Property)
                .map(CompletionItem::getLabel).distinct().sorted().toList().toString();
    }

    private List<CompletionItem> completion(String prefix, String suffix, String line) throws Exception {
        return completion(SPEC, prefix, suffix, line);
    }

    private List<CompletionItem> completion(String spec, String prefix, String suffix, String line) throws Exception {
        return proposals(Typing.in(spec, line, prefix, suffix));
    }
}
