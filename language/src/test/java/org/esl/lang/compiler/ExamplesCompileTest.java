package org.esl.lang.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.esl.runtime.SourceRange;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.Parameter;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.PerceptionPattern;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.temporal.Tool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.inject.Inject;

/** The shipped examples compile, and their models say what the files say. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class ExamplesCompileTest {

    private static final Path EXAMPLES = Path.of("../examples").toAbsolutePath().normalize();

    @Inject
    private Compiling compiling;

    static Stream<Path> examples() throws IOException {
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            return files.filter(file -> file.toString().endsWith(".esl")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void everyExampleCompiles(Path example) throws Exception {
        Spec spec = compiling.file(example);
        assertEquals(example.getFileName().toString().replace(".esl", ""), spec.name());
        assertEquals(example.toString(), spec.file());
    }

    @Test
    void railwayRulesAreInDeductiveNormalForm() throws Exception {
        Spec railway = compiling.file(EXAMPLES.resolve("railway.esl"));
        Rule noAnimals = railway.rule("no_animals").orElseThrow();
        assertEquals("[[InRailway(x), Carries(x, y), Animal(y)]]", noAnimals.lhs().toString());
        assertEquals("[[GuideDog(y), Violation(x)]]", noAnimals.rhs().toString());
        assertEquals("[x, y]", noAnimals.variables().toString());
        assertEquals("No animals on the premises except guide dogs", noAnimals.description());
        assertEquals("InRailway(x) => not ChewGum(x)", railway.rule("no_gum").orElseThrow().toString());
        assertEquals(List.of("no_gum", "no_food_in_train", "train_is_premises", "no_flammables", "no_animals"),
                railway.rules().stream().map(Rule::name).toList());
    }

    @Test
    void railwayKeepsItsFactsVariablesOptionsAndTranscripts() throws Exception {
        Spec railway = compiling.file(EXAMPLES.resolve("railway.esl"));
        assertEquals("[fact Flammable(\"petrol\")]", railway.facts().toString());
        assertEquals(new SourceRange(EXAMPLES.resolve("railway.esl").toString(), 18, 6, 18, 25), railway.facts().get(0).range());
        assertEquals("[x, y]", railway.variables().stream().map(v -> v.name()).toList().toString());
        assertEquals(1, railway.options().interpretation());
        assertEquals(List.of(EXAMPLES.resolve("transcripts/railway-*.json").toString()), railway.transcriptGlobs());
        assertEquals("Rapid transit premises: conduct rules (illustrative excerpt)", railway.title());
    }

    @Test
    void declarationsPointAtTheirNames() throws Exception {
        Spec railway = compiling.file(EXAMPLES.resolve("railway.esl"));
        String file = EXAMPLES.resolve("railway.esl").toString();
        assertEquals(new SourceRange(file, 20, 6, 20, 12), railway.rule("no_gum").orElseThrow().range());
        assertEquals(new SourceRange(file, 32, 6, 32, 16), railway.rule("no_animals").orElseThrow().range());
        assertEquals(new SourceRange(file, 8, 11, 8, 20), railway.predicate("InRailway").orElseThrow().range());
    }

    @Test
    void bankingExpandsTemplatesAndPatterns() throws Exception {
        Spec banking = compiling.file(EXAMPLES.resolve("banking.esl"));
        assertEquals("not (not check_auth until transfer_funds)", formula(banking, "auth_first"));
        assertEquals("always (transfer_funds -> eventually notify_user)", formula(banking, "confirm"));
        assertEquals("not transfer_funds unless get_balance", formula(banking, "balance_before_transfer"));
        assertEquals("always (transfer_funds(amount > 10000) -> once human_approval)", formula(banking, "big_needs_approval"));
        assertEquals("eventually within 2 Greeted", formula(banking, "greets_first"));
        assertEquals(List.of("restricted", "adherence"), banking.templates().stream().map(t -> t.name()).toList());
        assertEquals("not ((not check) until action)", banking.templates().get(0).body());
        assertEquals(List.of("check", "action"), banking.templates().get(0).parameters());
    }

    @Test
    void bankingToolsComeFromTheSchemaWithTypedParameters() throws Exception {
        Spec banking = compiling.file(EXAMPLES.resolve("banking.esl"));
        assertEquals(List.of("check_auth", "get_balance", "transfer_funds", "human_approval", "notify_user"),
                banking.tools().stream().map(Tool::name).toList());
        Tool transfer = banking.tool("transfer_funds").orElseThrow();
        assertTrue(transfer.fromSchema());
        assertEquals("Move money from the user's account to another account", transfer.description());
        assertEquals(List.of(Parameter.typed("amount", BuiltinType.REAL), Parameter.typed("to", BuiltinType.STRING),
                Parameter.typed("currency", BuiltinType.STRING)), transfer.parameters());
        String file = EXAMPLES.resolve("banking.esl").toString();
        assertEquals(new SourceRange(file, 3, 12, 3, 29), transfer.range());
        assertEquals(List.of(EXAMPLES.resolve("bank-tools.json")), banking.toolSchemas());
    }

    @Test
    void bankingPredicateKeepsItsPerceptionPattern() throws Exception {
        Spec banking = compiling.file(EXAMPLES.resolve("banking.esl"));
        Optional<PerceptionPattern> pattern = banking.predicate("Greeted").orElseThrow().pattern();
        assertEquals(Optional.of(Role.ASSISTANT), pattern.orElseThrow().role());
        assertEquals("(?i)\\b(hello|hi|good (morning|afternoon|evening)|welcome)\\b", pattern.orElseThrow().regex());
    }

    @Test
    void numericUsesInterpretationTwoAndKeepsArithmeticStructural() throws Exception {
        Spec numeric = compiling.file(EXAMPLES.resolve("numeric.esl"));
        assertEquals(2, numeric.options().interpretation());
        Rule scale = numeric.rule("scale").orElseThrow();
        assertEquals("IsGreater(x, y) and IsGreater(z, 0) => IsGreater(x * z, y * z)", scale.toString());
        assertEquals("[x, y, z]", scale.variables().toString());
        assertEquals("15.2 is greater than 15.12", numeric.predicate("IsGreater").orElseThrow()
                .statement(List.of(org.esl.runtime.model.value.Rational.parse("15.2"),
                        org.esl.runtime.model.value.Rational.parse("15.12"))));
    }

    @Test
    void parkHasTypedVariablesEnumsAndPolicies() throws Exception {
        Spec park = compiling.file(EXAMPLES.resolve("park.esl"));
        assertEquals("[CHILD, ADULT, SENIOR]", park.enumTypes().get(0).type().values().toString());
        assertEquals("younger than 12", park.enumTypes().get(0).values().get(0).description());
        assertEquals("AgeClass", park.policyVariable("ageClass").orElseThrow().type().eslName());
        assertEquals(BuiltinType.REAL, park.policyVariable("baseFee").orElseThrow().type());
        assertEquals(6, park.policies().size());
        assertFalse(park.tests().isEmpty());
    }

    private static String formula(Spec spec, String property) {
        return spec.property(property).orElseThrow().formula().toString();
    }
}
