package org.esl.lang.draft;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.esl.lang.draft.Drafting.Draft;
import org.esl.runtime.llm.DeclarationDrafting.Excerpt;
import org.esl.runtime.llm.DeclarationDrafting.Proposal;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What {@link Drafting} keeps of two samples of one declaration each, in a spec with tools, predicates and variables:
 * equivalent proposals are kept at 2/2, different ones are both left at 1/2 (no majority of two).
 */
class DraftingTest {

    private static final String SPEC = """
            spec bank
            variables x, y
            tool transfer "moves money"
            tool login "authenticates the user"
            predicate Adult(x) "{x} is an adult"
            predicate MaySign(x) "{x} may sign a contract"
            var fee: Real "the fee in dollars"
            var senior: Bool "whether the visitor is a senior"
            rule r "Adults may sign": Adult(x) => MaySign(x)
            """;

    private static Drafting drafting;

    @TempDir
    Path dir;

    @BeforeAll
    static void setUp() {
        drafting = Drafting.standalone();
    }

    @AfterAll
    static void tearDown() {
        drafting.close();
    }

    private Draft draft(String... samples) throws Exception {
        Path spec = dir.resolve("bank.esl");
        Files.writeString(spec, SPEC, StandardCharsets.UTF_8);
        Path document = dir.resolve("terms.md");
        Files.writeString(document, "No transfer before login.\nSeniors pay no fee.\n", StandardCharsets.UTF_8);
        List<List<Proposal>> proposals = new ArrayList<>();
        for (int i = 0; i < samples.length; i++) {
            proposals.add(List.of(new Proposal(i + 1, samples[i], "terms.md", 1, 2)));
        }
        return drafting.draft(drafting.context(spec), new Excerpt(document, "terms.md", 1, List.of("No transfer before login.",
                "Seniors pay no fee.")), proposals);
    }

    static Stream<Arguments> pairs() {
        return Stream.of(
                // properties: LTLf equivalence, by the monitor's trace search
                Arguments.of("property p \"login first\": not ((not login) until transfer)",
                        "property q \"login first\": (not transfer) unless login", true),
                Arguments.of("property p \"never\": always not transfer", "property q \"never\": not eventually transfer", true),
                Arguments.of("property p \"never\": always not transfer", "property q \"once\": eventually transfer", false),
                // policies: equivalence with Z3
                Arguments.of("policy p \"seniors are free\": senior => fee = 0", "policy q \"seniors are free\": not senior or 0 = fee", true),
                Arguments.of("policy p \"seniors are free\": senior => fee = 0", "policy q \"seniors pay\": senior => fee > 0", false),
                // rules: equal once the variables are numbered
                Arguments.of("rule s \"adults sign\": Adult(x) => MaySign(x) and Adult(x)", "rule t \"adults sign\": Adult(y) => MaySign(y) and Adult(y)", true),
                Arguments.of("rule s \"adults sign\": Adult(x) => MaySign(x)", "rule t \"signers are adults\": MaySign(x) => Adult(x)", false),
                // other declarations: the same name
                Arguments.of("test fee_known \"a senior's fee\": given senior claim fee >= 0 expect satisfiable",
                        "test fee_known \"any fee\": given not senior claim fee >= 0 expect satisfiable", true),
                Arguments.of("test fee_known \"a senior's fee\": given senior claim fee >= 0 expect satisfiable",
                        "test fee_set \"a senior's fee\": given senior claim fee >= 0 expect satisfiable", false));
    }

    @ParameterizedTest(name = "{0} | {1} agree: {2}")
    @MethodSource("pairs")
    void twoSamplesAgreeOnlyOnEquivalentDeclarations(String first, String second, boolean agree) throws Exception {
        Draft draft = draft(first, second);

        List<String> agreements = draft.kept().stream().map(Kept::agreement).toList();
        assertEquals(agree ? List.of("2/2") : List.of(), agreements, draft.kept() + " " + draft.dropped());
        assertEquals(agree ? 0 : 2, draft.dropped().size(), draft.dropped().toString());
    }

    @Test
    void aPredicateNoDeclarationUsesDoesNotLintCleanSoItIsDropped() throws Exception { // so is an unused var (ESL002)
        Draft draft = draft("predicate Senior(x) \"{x} is a senior\"", "predicate Senior(y) \"the person {y} is 65 or older\"");

        assertEquals(List.of(), draft.kept());
        assertEquals(List.of("ESL003 at line 1 of the declaration: predicate 'Senior' is never used"),
                draft.dropped().stream().map(Dropped::reason).toList());
    }

    @Test
    void aRuleWhoseNameIsTakenIsRenamedAndSpecNamesAreReused() throws Exception {
        Draft draft = draft("rule r \"Adults may sign\": Adult(y) => MaySign(y)", "rule r \"Adults may sign\": Adult(x) => MaySign(x)");

        assertEquals(List.of("rule r_2 \"Adults may sign\" source \"terms.md\" lines 1-2: Adult(y) => MaySign(y)"),
                draft.kept().stream().map(Kept::esl).toList(), draft.dropped().toString());
        assertEquals("", draft.variables(), "x and y are the spec's own");
    }

    @Test
    void aProposalCitingLinesOutsideTheExcerptOrWithoutDescriptionIsDropped() throws Exception {
        Path spec = dir.resolve("bank.esl");
        Files.writeString(spec, SPEC, StandardCharsets.UTF_8);
        Path document = dir.resolve("terms.md");
        Files.writeString(document, "No transfer before login.\n", StandardCharsets.UTF_8);
        Draft draft = drafting.draft(drafting.context(spec), new Excerpt(document, "terms.md", 1, List.of("No transfer before login.")),
                List.of(List.of(new Proposal(1, "property p \"login first\": not ((not login) until transfer)", "terms.md", 1, 3),
                        new Proposal(1, "property q: always not transfer", "terms.md", 1, 1),
                        new Proposal(1, "fact Adult(\"Ann\")", "terms.md", 1, 1))));

        assertEquals(List.of("it cites lines 1-3, outside the lines drafted from (1-1)",
                "it has no description, after which its source would be cited",
                "a fact line cannot cite its source; only declarations are drafted"),
                draft.dropped().stream().map(Dropped::reason).toList());
    }

    @Test
    void withoutASpecTheRulesBringTheirVariablesAndThePredicatesTheyUse() throws Exception {
        Path document = dir.resolve("terms.md");
        Files.writeString(document, "Adults may sign contracts.\n", StandardCharsets.UTF_8);
        List<Proposal> sample = List.of(new Proposal(1, "variables p, q", "terms.md", 1, 1),
                new Proposal(1, "predicate Adult(p) \"{p} is an adult\"", "terms.md", 1, 1),
                new Proposal(1, "predicate MaySign(p) \"{p} may sign a contract\"", "terms.md", 1, 1),
                new Proposal(1, "rule adults_sign \"Adults may sign\": Adult(p) => MaySign(p)", "terms.md", 1, 1));
        List<Proposal> again = sample.stream().map(p -> new Proposal(2, p.esl(), p.file(), p.first(), p.last())).toList();

        Draft draft = drafting.draft(drafting.emptyContext(dir), new Excerpt(document, "terms.md", 1, List.of("Adults may sign contracts.")),
                List.of(sample, again));

        assertEquals("variables p", draft.variables(), "q is used by no rule");
        assertEquals(List.of("predicate Adult 2/2", "predicate MaySign 2/2", "rule adults_sign 2/2"),
                draft.kept().stream().map(k -> k.kind() + " " + k.name() + " " + k.agreement()).toList(), draft.dropped().toString());
        assertEquals(List.of(), draft.dropped());
    }
}
