package org.esl.lang.ide.contentassist;

import java.util.List;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.junit.jupiter.api.Test;

/**
 * Where a number, a string or a role goes: no placeholder named after the grammar's feature ({@code value},
 * {@code "value"}, {@code role}, {@code bound}, {@code "title"}, ...), but the four roles where a role fits.
 */
class LiteralCompletionTest extends CompletionTest {

    private static final String SPEC = """
            spec literals "a title"
            import "other.esl"
            tools from "tools.json"
            transcripts "transcripts/*.json"
            option interpretation = 2
            variables x
            predicate Owns(x) "{x} owns an account"
            predicate Greeted "a greeting" when @assistant matches "hello"
            tool notify_user(channel: String, urgent: Bool) "tells the user"
            var fee: Real "a fee"
            rule r: Owns(x) => Owns(x)
            property p: eventually within 2 Greeted
            policy q: fee > 1
            """;

    @Test
    void noPlaceholderWhereANumberOrAStringGoes() throws Exception {
        assertEquals("[]", literals(Typing.in(SPEC, "property p: eventually within 2 Greeted", "property p: eventually within ", " Greeted")));
        assertEquals("[]", literals(Typing.in(SPEC, "spec literals \"a title\"", "spec literals ", "")));
        assertEquals("[]", literals(Typing.in(SPEC, "import \"other.esl\"", "import ", "")));
        assertEquals("[]", literals(Typing.in(SPEC, "tools from \"tools.json\"", "tools from ", "")));
        assertEquals("[]", literals(Typing.in(SPEC, "transcripts \"transcripts/*.json\"", "transcripts ", "")));
        assertEquals("[]", literals(Typing.in(SPEC, "policy q: fee > 1", "policy q: fee > ", "")));
        assertEquals("[]", literals(Typing.in(SPEC, "var fee: Real \"a fee\"", "var fee: Real ", "")));
    }

    @Test
    void anImportGetsTheSpecsBesideTheSpecAndToolsFromTheJsonFiles() throws Exception {
        writeFile("other.esl", "spec other\n");
        writeFile("tools.json", "[]");
        writeFile("notes.txt", "not a spec");
        assertEquals("[\"other.esl\"]", files(Typing.in(SPEC, "import \"other.esl\"", "import ", "")));
        assertEquals("[\"tools.json\"]", files(Typing.in(SPEC, "tools from \"tools.json\"", "tools from ", "")));
    }

    @Test
    void aTranscriptsLineGetsAGlobForEachFolderThatHoldsTranscripts() throws Exception {
        writeFile("tools.json", "[]");
        writeFile("transcripts/alice.json", "[]");
        writeFile("transcripts/bob.json", "[]");
        writeFile("transcripts/nightly/runs.jsonl", "");
        writeFile("target/copy.json", "[]");
        writeFile("transcripts/notes.txt", "not a transcript");
        Typing transcripts = Typing.in(SPEC, "transcripts \"transcripts/*.json\"", "transcripts ", "");
        assertEquals("[\"*.json\", \"transcripts/*.json\", \"transcripts/nightly/*.jsonl\"]", files(transcripts));
        assertEquals("2 transcript files now", proposals(transcripts).stream()
                .filter(item -> item.getLabel().equals("\"transcripts/*.json\"")).findFirst().orElseThrow().getDetail());
        // and after a comma, for the next glob
        assertEquals("[\"*.json\", \"transcripts/*.json\", \"transcripts/nightly/*.jsonl\"]",
                files(Typing.in(SPEC, "transcripts \"transcripts/*.json\"", "transcripts \"transcripts/*.json\", ", "")));
    }

    @Test
    void theValueOfAToolArgumentGetsOnlyTheKeywordsOfConstants() throws Exception {
        // a constant goes there: neither the tool's arguments nor any other name, nor a pattern, fits
        List<CompletionItem> items = proposals(Typing.in(SPEC, "property p: eventually within 2 Greeted",
                "property p: always notify_user(urgent = ", ")"));
        assertEquals("[false, true]", labels(items));
    }

    @Test
    void aPredicatesPatternGetsTheFourRoles() throws Exception {
        assertEquals("[@assistant, @system, @tool, @user]",
                literals(Typing.in(SPEC, "when @assistant matches", "when ", " matches")));
    }

    @Test
    void aRoleBegunGetsTheRolesItBegins() throws Exception {
        assertEquals("[@assistant]", literals(Typing.in(SPEC, "when @assistant matches", "when @a", " matches")));
        assertEquals("[@assistant, @system, @tool, @user]", literals(Typing.in(SPEC, "property p: eventually within 2 Greeted",
                "property p: eventually @", "")));
    }

    @Test
    void aPropertyGetsTheRolesAndSaysWhatTheyAre() throws Exception {
        List<CompletionItem> items = proposals(Typing.in(SPEC, "property p: eventually within 2 Greeted", "property p: always ", ""));
        assertEquals("[@assistant, @system, @tool, @user]", labels(literals(items)));
        assertEquals("the step's speaker", items.stream().filter(item -> item.getLabel().equals("@tool")).findFirst().orElseThrow().getDetail());
    }

    @Test
    void rulesPoliciesAndArgumentsOfPredicatesGetNoRoles() throws Exception {
        // the type checker allows roles only in properties, templates and trace steps, and only as formulas
        assertEquals("[]", literals(Typing.in(SPEC, "rule r: Owns(x) => Owns(x)", "rule r: Owns(x) => ", "")));
        assertEquals("[]", literals(Typing.in(SPEC, "policy q: fee > 1", "policy q: ", "")));
        assertEquals("[]", literals(Typing.in(SPEC, "property p: eventually within 2 Greeted", "property p: always Owns(", ")")));
    }

    /** The files proposed, sorted. */
    private String files(Typing typing) throws Exception {
        return labels(proposals(typing).stream().filter(item -> item.getKind() == CompletionItemKind.File).toList());
    }

    /** The proposals for a literal (kinds Value and Text, what Xtext's placeholders were), sorted. */
    private String literals(Typing typing) throws Exception {
        return labels(literals(proposals(typing)));
    }

    private static List<CompletionItem> literals(List<CompletionItem> items) {
        return items.stream().filter(item -> item.getKind() == CompletionItemKind.Value || item.getKind() == CompletionItemKind.Text).toList();
    }
}
