package org.esl.lang.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.esl.lang.lint.Linter;
import org.esl.lang.lint.SpecLoader;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;
import org.esl.runtime.model.Spec;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Problems hidden among many harmless declarations, found through the real parser, compiler and solver.
 * Every reported set is checked for minimality by {@link Minimality}: without any one member, the problem
 * is gone.
 */
class SemanticChecksTest {

    private static final Linter LINTER = Linter.standalone();
    private static final SemanticChecks SEMANTIC = SemanticChecks.standalone();
    private static final Set<DiagnosticCode> LOGIC = Set.of(DiagnosticCode.ESL010, DiagnosticCode.ESL011, DiagnosticCode.ESL012);

    @TempDir
    Path dir;

    @AfterAll
    static void close() {
        SEMANTIC.close();
    }

    @Test
    void aContradictionAmongThreeOfFiftyPoliciesMarksExactlyTheThree() throws Exception {
        String harmless = IntStream.range(0, 47)
                .mapToObj(i -> "var v" + i + ": Real \"harmless value " + i + "\"\npolicy h" + i + ": v" + i + " >= " + i
                        + " and v" + i + " <= a + " + (1000 + i) + "\n")
                .collect(Collectors.joining());
        String text = """
                spec fees
                var a: Real "a fee"
                var b: Real "another fee"
                policy floor: a > 10
                policy same: b = a
                policy cap: b < 5
                """ + harmless;

        List<Diagnostic> found = logic(text);

        assertEquals(List.of("4:8 ESL010 floor", "5:8 ESL010 same", "6:8 ESL010 cap"), summary(found, text));
        Diagnostic floor = found.get(0);
        assertEquals(Severity.ERROR, floor.severity());
        assertEquals("contradictory: policy floor cannot hold together with policy same and policy cap"
                + " (a minimal conflicting set: without any one of them the rest can hold)", floor.message());
        assertEquals(List.of("5:8 policy same: part of the contradiction", "6:8 policy cap: part of the contradiction"),
                floor.related().stream().map(r -> r.range().line() + ":" + r.range().column() + " " + r.message()).toList());
        // for the quick fixes that drop any one of them
        assertEquals(List.of("policy floor", "policy same", "policy cap"), floor.data());
        assertEquals(List.of("policy cap", "policy floor", "policy same"), found.get(2).data());
    }

    @Test
    void aDomainContradictionThatNeedsTwoRulesAndAFactSaysSo() throws Exception {
        String text = """
                spec birds
                variables x, y
                predicate Bird(x) "{x} is a bird"
                predicate Flies(x) "{x} flies"
                predicate Penguin(x) "{x} is a penguin"
                predicate InRailway(x) "a person {x} is on the railway premises"
                predicate InTrain(x) "a person {x} is inside a train"
                predicate ChewGum(x) "a person {x} chews gum"
                predicate Carries(x, y) "{x} carries {y}"
                predicate Flammable(y) "{y} is flammable"
                predicate Violation(x) "{x} commits an offence"
                fact Penguin("tux")
                fact Flammable("petrol")
                rule train_is_premises: InTrain(x) => InRailway(x)
                rule flying: Bird(x) => Flies(x)
                rule no_gum: InRailway(x) => not ChewGum(x)
                rule penguins_walk: Penguin(x) => Bird(x) and not Flies(x)
                rule no_flammables: InRailway(x) and Carries(x, y) and Flammable(y) => Violation(x)
                """;

        List<Diagnostic> found = logic(text);

        assertEquals(List.of("12:6 ESL010 Penguin(\"tux\")", "15:6 ESL010 flying", "17:6 ESL010 penguins_walk"),
                summary(found, text));
        assertTrue(found.get(1).message().endsWith("; the contradiction appears only with the spec's facts"), found.get(1).message());
        assertEquals("contradictory: rule flying cannot hold together with fact Penguin(\"tux\") and rule penguins_walk"
                + " (a minimal conflicting set: without any one of them the rest can hold)"
                + "; the contradiction appears only with the spec's facts", found.get(1).message());
    }

    @Test
    void withoutTheFactTheSameRulesOnlyNeverApply() throws Exception {
        String text = """
                spec birds
                variables x
                predicate Bird(x) "{x} is a bird"
                predicate Flies(x) "{x} flies"
                predicate Penguin(x) "{x} is a penguin"
                rule flying: Bird(x) => Flies(x)
                rule penguins_walk: Penguin(x) => Bird(x) and not Flies(x)
                """;

        List<Diagnostic> found = logic(text);

        assertEquals(List.of("7:6 ESL011 penguins_walk"), summary(found, text));
        assertEquals("rule penguins_walk never applies: its premise cannot hold together with its own conclusion and rule flying",
                found.get(0).message());
        assertEquals(Severity.WARNING, found.get(0).severity());
        assertEquals(List.of(6), found.get(0).related().stream().map(r -> r.range().line()).toList());
    }

    @Test
    void aDeadRuleAndADeadPolicyAmongHarmlessOnesNameWhatExcludesThem() throws Exception {
        String text = """
                spec dead
                variables x
                predicate InTrain(x) "a person {x} is inside a train"
                predicate Outside(x) "a person {x} is outside"
                predicate Waves(x) "a person {x} waves"
                predicate InRailway(x) "a person {x} is on the railway premises"
                predicate ChewGum(x) "a person {x} chews gum"
                var fee: Real "the fee"
                var isVip: Bool "whether the visitor is a VIP"
                var budget: Real "the visitor's budget"
                rule train_is_premises: InTrain(x) => InRailway(x)
                rule no_gum: InRailway(x) => not ChewGum(x)
                rule outside: Outside(x) => not InTrain(x)
                rule waving: InTrain(x) and Outside(x) => Waves(x)
                policy no_negative_fee: fee >= 0
                policy vip_paid: isVip => fee < 0
                policy budget_known: budget >= 0
                """;

        List<Diagnostic> found = logic(text);

        assertEquals(List.of("14:6 ESL011 waving", "16:8 ESL011 vip_paid"), summary(found, text));
        assertEquals("rule waving never applies: its premise cannot hold together with rule outside", found.get(0).message());
        assertEquals("policy vip_paid never applies: its premise cannot hold together with its own conclusion"
                + " and policy no_negative_fee", found.get(1).message());
        assertEquals(List.of(15), found.get(1).related().stream().map(r -> r.range().line()).toList());
    }

    @Test
    void aRedundantRuleNamesAMinimalSetThatImpliesIt() throws Exception {
        String text = """
                spec redundant
                variables x, y
                predicate InTrain(x) "a person {x} is inside a train"
                predicate InRailway(x) "a person {x} is on the railway premises"
                predicate ChewGum(x) "a person {x} chews gum"
                predicate EatOrDrink(x) "a person {x} eats or drinks"
                predicate Carries(x, y) "{x} carries {y}"
                predicate Animal(y) "{y} is an animal"
                predicate GuideDog(y) "{y} is a guide dog"
                predicate Violation(x) "{x} commits an offence"
                rule train_is_premises: InTrain(x) => InRailway(x)
                rule no_food_in_train: InTrain(x) => not EatOrDrink(x)
                rule no_gum: InRailway(x) => not ChewGum(x)
                rule no_animals: InRailway(x) and Carries(x, y) and Animal(y) => GuideDog(y) or Violation(x)
                rule no_gum_in_train: InTrain(x) => not ChewGum(x)
                """;

        List<Diagnostic> found = logic(text);

        assertEquals(List.of("15:6 ESL012 no_gum_in_train"), summary(found, text));
        assertEquals(Severity.INFO, found.get(0).severity());
        assertEquals("rule no_gum_in_train is redundant: it follows from rule train_is_premises and rule no_gum", found.get(0).message());
    }

    @Test
    void aQuestionTheSolverCannotAnswerInTimeIsAWarningNeverSilence() throws Exception {
        String text = """
                spec cubes
                option smt.timeout = 200
                var x: Int "a side"
                var y: Int "another side"
                var z: Int "the third side"
                policy positive: x > 0 and y > 0 and z > 0
                policy fermat: x * x * x + y * y * y = z * z * z
                """;
        Path file = Files.writeString(dir.resolve("spec.esl"), text);

        List<Diagnostic> found = SEMANTIC.lint(LINTER.load(List.of(file))).diagnostics().stream()
                .filter(d -> LOGIC.contains(d.code())).toList();

        assertEquals(List.of("6:8 ESL010 positive"), summary(found, text));
        assertEquals(Severity.WARNING, found.get(0).severity());
        assertTrue(found.get(0).message().matches("(could not decide within 200 ms|the solver gave up \\(.*\\)) whether policy"
                + " positive, policy fermat can all hold.*"), found.get(0).message());
        assertEquals(List.of(7), found.get(0).related().stream().map(r -> r.range().line()).toList());
    }

    @Test
    void theSharedExamplesHaveNoContradictionsDeadOrRedundantRules() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("../examples"))) {
            List<Path> examples = files.filter(f -> f.toString().endsWith(".esl")).sorted().toList();
            assertEquals(5, examples.size());
            assertEquals(List.of(), SEMANTIC.lint(LINTER.load(examples)).diagnostics().stream()
                    .filter(d -> LOGIC.contains(d.code())).toList());
        }
    }

    @Test
    void aLongLivedLinterAnswersAfterEditsAsAFreshOneDoes() throws Exception {
        String before = """
                spec fees
                var a: Real "a fee"
                var b: Real "another fee"
                policy floor: a > 10
                policy same: b = a
                policy cap: b < 50
                """;
        String contradictory = before.replace("b < 50", "b < 5");
        String moved = "// a comment moves everything down\n" + contradictory;
        try (SemanticChecks living = SemanticChecks.standalone()) {
            for (String text : List.of(before, contradictory, moved, before, moved)) {
                Linter.Linted linted = LINTER.load(List.of(Files.writeString(dir.resolve("spec.esl"), text)));
                try (SemanticChecks fresh = SemanticChecks.standalone()) {
                    assertEquals(fresh.lint(linted).diagnostics(), living.lint(linted).diagnostics(), text);
                }
            }
            Linter.Linted last = LINTER.load(List.of(dir.resolve("spec.esl")));
            assertEquals(List.of(5, 6, 7), living.lint(last).diagnostics().stream()
                    .filter(d -> d.code() == DiagnosticCode.ESL010).map(d -> d.range().line()).toList());
        }
    }

    @Test
    void groupsThatShareNothingWithTheRestAreNamedOnceEach() throws Exception {
        String text = """
                spec venue
                variables x
                predicate InVenue(x) "a person {x} is inside the venue"
                predicate HasTicket(x) "a person {x} holds a valid ticket"
                predicate Smokes(x) "a person {x} smokes"
                var fee: Real "the entry fee in dollars"
                var discount: Real "the discount in dollars"
                rule ticket: InVenue(x) => HasTicket(x)
                policy positive: fee > 0
                rule no_smoking: InVenue(x) => not Smokes(x)
                policy cheaper: discount < fee
                """;
        Path file = Files.writeString(dir.resolve("venue.esl"), text);

        List<Diagnostic> groups = SEMANTIC.lint(LINTER.load(List.of(file))).diagnostics().stream()
                .filter(d -> d.code() == DiagnosticCode.ESL019).toList();

        assertEquals(List.of("8:6 ESL019 ticket", "9:8 ESL019 positive"), summary(groups, text));
        assertEquals(Severity.INFO, groups.get(0).severity());
        assertEquals("independent group 1 of 2: {rule ticket, rule no_smoking} share no predicate, function or policy"
                + " variable with the rest of the spec (the other groups: {policy positive, policy cheaper})",
                groups.get(0).message());
        assertEquals(List.of("10:6 rule no_smoking is in the same group"),
                groups.get(0).related().stream().map(r -> r.range().line() + ":" + r.range().column() + " " + r.message()).toList());
    }

    @Test
    void oneConnectedGroupAndTheExamplesGetNoGroupReport() throws Exception {
        Path connected = Files.writeString(dir.resolve("fees.esl"), """
                spec fees
                var a: Real "a fee"
                var b: Real "another fee"
                policy floor: a > 10
                policy same: b = a
                """);
        try (Stream<Path> files = Files.list(Path.of("../examples"))) {
            List<Path> specs = new java.util.ArrayList<>(files.filter(f -> f.toString().endsWith(".esl")).sorted().toList());
            specs.add(connected);
            assertEquals(List.of(), SEMANTIC.lint(LINTER.load(specs)).diagnostics().stream()
                    .filter(d -> d.code() == DiagnosticCode.ESL019).toList());
        }
    }

    /** The logic diagnostics of the text, each checked for minimality against the compiled spec. */
    private List<Diagnostic> logic(String text) throws Exception {
        Path file = Files.writeString(dir.resolve("spec.esl"), text);
        Linter.Linted linted = LINTER.load(List.of(file));
        assertEquals(List.of(), linted.report().diagnostics().stream().filter(d -> d.severity() == Severity.ERROR).toList());
        List<Diagnostic> found = SEMANTIC.lint(linted).diagnostics().stream().filter(d -> LOGIC.contains(d.code())).toList();
        Spec spec = SpecLoader.standalone().load(file).spec();
        found.forEach(diagnostic -> Minimality.assertMinimal(spec, diagnostic));
        return found;
    }

    /** "line:column CODE name-as-written" for each diagnostic, the name read from the text at its range. */
    private static List<String> summary(List<Diagnostic> diagnostics, String text) {
        List<String> lines = text.lines().toList();
        return diagnostics.stream().map(d -> {
            String line = lines.get(d.range().line() - 1);
            String marked = d.range().endLine() == d.range().line()
                    ? line.substring(d.range().column() - 1, d.range().endColumn() - 1) : line.substring(d.range().column() - 1);
            return d.range().line() + ":" + d.range().column() + " " + d.code() + " " + marked;
        }).toList();
    }
}
