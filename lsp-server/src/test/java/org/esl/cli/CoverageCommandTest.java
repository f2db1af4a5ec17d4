package org.esl.cli;

import static org.esl.cli.CommandRun.esl;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonParser;

/** {@code esl coverage} in-process on the railway example, which cites the act it encodes (examples/rapid-transit-act.md). */
class CoverageCommandTest {

    private static final String RAILWAY = "../examples/railway.esl";

    @TempDir
    private Path dir;

    /**
     * The act's paragraphs (blank-line separated, headings left out): the introduction (lines 3-4) and the smoking ban
     * (line 25) are encoded by nothing; the predicate Carries cites nothing.
     */
    @Test
    void jsonListsEachParagraphOfTheActWithTheDeclarationsThatCiteIt() {
        CommandRun run = esl("coverage", "--format", "json", RAILWAY);
        assertEquals(0, run.exit(), run.err());
        assertEquals(JsonParser.parseString("""
                {"documents": [{"file": "rapid-transit-act.md",
                  "paragraphs": [
                    {"lines": [3, 4], "cited_by": []},
                    {"lines": [8, 9], "cited_by": ["InRailway", "InTrain", "train_is_premises", "gum_on_train"]},
                    {"lines": [11, 11], "cited_by": ["GuideDog", "no_animals"]},
                    {"lines": [15, 16], "cited_by": ["ChewGum", "no_gum", "gum_on_train"]},
                    {"lines": [18, 18], "cited_by": ["EatOrDrink", "no_food_in_train"]},
                    {"lines": [20, 21], "cited_by": ["Flammable", "no_flammables", "petrol_carrier"]},
                    {"lines": [23, 23], "cited_by": ["Animal", "no_animals"]},
                    {"lines": [25, 25], "cited_by": []},
                    {"lines": [29, 29], "cited_by": ["Violation", "no_flammables", "no_animals"]}],
                  "uncovered": [[3, 4], [25, 25]]}],
                 "unsourced": ["Carries"]}"""), JsonParser.parseString(run.out()));
    }

    @Test
    void textShowsThePartCitedAndMarksTheUncoveredParagraphs() {
        CommandRun run = esl("coverage", RAILWAY);
        assertEquals(0, run.exit(), run.err());
        assertEquals("""
                rapid-transit-act.md: 7 of 9 paragraphs cited
                  lines 3-4     UNCOVERED
                  lines 8-9     InRailway, InTrain, train_is_premises, gum_on_train
                  line 11       GuideDog, no_animals
                  lines 15-16   ChewGum, no_gum, gum_on_train
                  line 18       EatOrDrink, no_food_in_train
                  lines 20-21   Flammable, no_flammables, petrol_carrier
                  line 23       Animal, no_animals
                  line 25       UNCOVERED
                  line 29       Violation, no_flammables, no_animals
                cite nothing: Carries
                """, run.out());
    }

    /** Documents of imported files are resolved against the importing file; a whole-document citation covers no paragraph. */
    @Test
    void importedDeclarationsCiteRelativeToTheirOwnFile() throws IOException {
        Files.createDirectories(dir.resolve("shared/docs"));
        Files.writeString(dir.resolve("shared/docs/policy.md"), "# Fees\n\nAdults pay 10.\n\nChildren pay 5.\n");
        Files.writeString(dir.resolve("shared/fees.esl"), """
                spec fees
                var age: Int "the visitor's age" source "docs/policy.md"
                policy adult_fee "adults pay 10" source "docs/policy.md" line 3: age >= 0
                """);
        Files.writeString(dir.resolve("park.esl"), """
                spec park
                import "shared/fees.esl"
                policy child "children pay less" source "shared/docs/policy.md" lines 5-5: age < 18 or age >= 18
                """);
        CommandRun run = esl("coverage", "--format", "json", dir.resolve("park.esl").toString());
        assertEquals(0, run.exit(), run.err());
        assertEquals(JsonParser.parseString("""
                {"documents": [{"file": "shared/docs/policy.md",
                  "paragraphs": [{"lines": [3, 3], "cited_by": ["adult_fee"]}, {"lines": [5, 5], "cited_by": ["child"]}],
                  "uncovered": []}],
                 "unsourced": []}"""), JsonParser.parseString(run.out()));
    }

    /**
     * A PDF's paragraphs are its pages with text (examples/rapid-transit-act.pdf: the second of its four pages is blank),
     * counted as pages in every format; the text and JSON say which pages nothing cites.
     */
    @Test
    void thePagesOfACitedPdfAreItsParagraphs() throws IOException {
        Files.copy(Path.of("..", "examples", "rapid-transit-act.pdf"), dir.resolve("act.pdf"));
        Path spec = Files.writeString(dir.resolve("spec.esl"), """
                spec conduct
                variables x
                predicate InRailway(x) "a person {x} is on the railway premises" source "act.pdf" page 1
                predicate Smokes(x) "a person {x} smokes" source "act.pdf" pages 3-4
                rule no_smoking "No smoking on the premises" source "act.pdf" page 4: InRailway(x) => not Smokes(x)
                """);
        CommandRun json = esl("coverage", "--format", "json", spec.toString());
        assertEquals(0, json.exit(), json.err());
        assertEquals(JsonParser.parseString("""
                {"documents": [{"file": "act.pdf",
                  "paragraphs": [{"pages": [1, 1], "cited_by": ["InRailway"]}, {"pages": [3, 3], "cited_by": ["Smokes"]},
                    {"pages": [4, 4], "cited_by": ["Smokes", "no_smoking"]}],
                  "uncovered": []}],
                 "unsourced": []}"""), JsonParser.parseString(json.out()));
        Files.writeString(spec, Files.readString(spec).replace(" source \"act.pdf\" pages 3-4", ""));
        CommandRun text = esl("coverage", spec.toString());
        assertEquals(0, text.exit(), text.err());
        assertEquals("""
                act.pdf: 2 of 3 paragraphs cited
                  page 1        InRailway
                  page 3        UNCOVERED
                  page 4        no_smoking
                cite nothing: Smokes
                """, text.out());
    }

    @Test
    void aSpecCitingAMissingDocumentIsRefusedWithItsEsl018() throws IOException {
        Path spec = Files.writeString(dir.resolve("spec.esl"), """
                spec conduct
                predicate ChewGum "someone chews gum" source "act.md" line 3
                """);
        CommandRun run = esl("coverage", spec.toString());
        assertEquals(2, run.exit());
        assertEquals(spec + ":2:39: error ESL018: cannot find cited document " + dir.resolve("act.md").toAbsolutePath().normalize(),
                run.err().lines().findFirst().orElseThrow());
    }
}
