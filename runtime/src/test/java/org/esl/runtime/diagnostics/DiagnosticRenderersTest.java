package org.esl.runtime.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.esl.runtime.SourceRange;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class DiagnosticRenderersTest {

    private static final Diagnostic UNDECLARED = new Diagnostic(new SourceRange("specs/bank.esl", 12, 5, 12, 16),
            Severity.ERROR, DiagnosticCode.ESL001, "undeclared tool 'check_autth'; did you mean 'check_auth'?");
    private static final Diagnostic UNUSED = new Diagnostic(new SourceRange("specs/bank.esl", 3, 11, 3, 12),
            Severity.WARNING, DiagnosticCode.ESL002, "rule variable 'z' is never used");
    private static final Diagnostic NON_LINEAR = new Diagnostic(new SourceRange("/elsewhere/park.esl", 20, 5, 21, 9),
            Severity.INFO, DiagnosticCode.ESL017, "non-linear arithmetic: checks may time out");

    /** Given out of order on purpose: every report sorts by file, line, column, code. */
    private static final DiagnosticReport REPORT = new DiagnosticReport(
            List.of("specs/bank.esl", "/elsewhere/park.esl", "specs/rail.esl"), List.of(UNDECLARED, NON_LINEAR, UNUSED));

    @Test
    void textIsOneCompilerStyleLinePerDiagnosticThenASummary() {
        assertEquals("""
                /elsewhere/park.esl:20:5: info ESL017: non-linear arithmetic: checks may time out
                specs/bank.esl:3:11: warning ESL002: rule variable 'z' is never used
                specs/bank.esl:12:5: error ESL001: undeclared tool 'check_autth'; did you mean 'check_auth'?
                1 error, 1 warning, 1 info in 3 files
                """, new TextRenderer().render(REPORT));
    }

    @Test
    void textSummaryOfACleanRunCountsTheFilesChecked() {
        assertEquals("0 errors, 0 warnings in 1 file\n",
                new TextRenderer().render(new DiagnosticReport(List.of("a.esl"), List.of())));
    }

    @Test
    void textKeepsAMultiLineMessageOnOneLine() {
        Diagnostic twoLines = new Diagnostic(SourceRange.at("a.esl", 1, 1), Severity.ERROR, DiagnosticCode.ESL000,
                "mismatched input 'x'\n  expecting ':'");
        assertEquals("a.esl:1:1: error ESL000: mismatched input 'x' expecting ':'\n1 error, 0 warnings in 1 file\n",
                new TextRenderer().render(new DiagnosticReport(List.of("a.esl"), List.of(twoLines))));
    }

    @Test
    void jsonFollowsTheContractOfTheLanguageBrief() {
        JsonObject json = JsonParser.parseString(new JsonRenderer().render(REPORT)).getAsJsonObject();
        assertEquals(1, json.size());
        JsonArray diagnostics = json.getAsJsonArray("diagnostics");
        assertEquals(3, diagnostics.size());
        JsonObject undeclared = diagnostics.get(2).getAsJsonObject();
        assertEquals(List.of("file", "line", "column", "endLine", "endColumn", "severity", "code", "message"),
                List.copyOf(undeclared.keySet()));
        assertEquals("specs/bank.esl", undeclared.get("file").getAsString());
        assertEquals(12, undeclared.get("line").getAsInt());
        assertEquals(5, undeclared.get("column").getAsInt());
        assertEquals(12, undeclared.get("endLine").getAsInt());
        assertEquals(16, undeclared.get("endColumn").getAsInt());
        assertEquals("error", undeclared.get("severity").getAsString());
        assertEquals("ESL001", undeclared.get("code").getAsString());
        assertEquals("undeclared tool 'check_autth'; did you mean 'check_auth'?", undeclared.get("message").getAsString());
        assertEquals("info", diagnostics.get(0).getAsJsonObject().get("severity").getAsString());
    }

    @Test
    void jsonOfACleanRunHasAnEmptyList() {
        JsonObject json = JsonParser.parseString(new JsonRenderer().render(new DiagnosticReport(List.of("a.esl"), List.of())))
                .getAsJsonObject();
        assertEquals(0, json.getAsJsonArray("diagnostics").size());
    }

    @Test
    void sarifDescribesTheToolAndEveryCodeAsARule() {
        JsonObject sarif = sarif(new SarifRenderer.ToolInfo("esl", "1.2.3", "https://example.org/esl"));
        assertEquals("2.1.0", sarif.get("version").getAsString());
        assertEquals(SarifRenderer.SCHEMA, sarif.get("$schema").getAsString());
        JsonObject driver = run(sarif).getAsJsonObject("tool").getAsJsonObject("driver");
        assertEquals("esl", driver.get("name").getAsString());
        assertEquals("1.2.3", driver.get("version").getAsString());
        assertEquals("https://example.org/esl", driver.get("informationUri").getAsString());
        JsonArray rules = driver.getAsJsonArray("rules");
        assertEquals(DiagnosticCode.values().length, rules.size());
        JsonObject esl006 = rules.get(6).getAsJsonObject();
        assertEquals("ESL006", esl006.get("id").getAsString());
        assertEquals("RuleNotInDeductiveNormalForm", esl006.get("name").getAsString());
        assertEquals("Rule not in deductive normal form", esl006.getAsJsonObject("shortDescription").get("text").getAsString());
        assertEquals(DiagnosticCode.ESL006.help(), esl006.getAsJsonObject("fullDescription").get("text").getAsString());
        assertEquals(DiagnosticCode.ESL006.help(), esl006.getAsJsonObject("help").get("text").getAsString());
        assertEquals("error", esl006.getAsJsonObject("defaultConfiguration").get("level").getAsString());
        assertEquals("note", rules.get(17).getAsJsonObject().getAsJsonObject("defaultConfiguration").get("level").getAsString());
    }

    @Test
    void sarifLeavesOutAnInformationUriThatIsNotKnown() {
        JsonObject driver = run(sarif(new SarifRenderer.ToolInfo("esl", "1.2.3", null))).getAsJsonObject("tool").getAsJsonObject("driver");
        assertFalse(driver.has("informationUri"));
    }

    @Test
    void sarifResultPointsAtTheRuleAndTheRegionRelativeToTheWorkingDirectory() {
        JsonObject run = run(sarif(new SarifRenderer.ToolInfo("esl", "1.2.3", null)));
        assertEquals("file:///work/repo/", run.getAsJsonObject("originalUriBaseIds")
                .getAsJsonObject(SarifArtifacts.SOURCE_ROOT).get("uri").getAsString());
        JsonArray results = run.getAsJsonArray("results");
        assertEquals(3, results.size());
        JsonObject undeclared = results.get(2).getAsJsonObject();
        assertEquals("ESL001", undeclared.get("ruleId").getAsString());
        assertEquals(1, undeclared.get("ruleIndex").getAsInt());
        assertEquals("error", undeclared.get("level").getAsString());
        assertEquals(UNDECLARED.message(), undeclared.getAsJsonObject("message").get("text").getAsString());
        JsonObject location = undeclared.getAsJsonArray("locations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation");
        JsonObject artifact = location.getAsJsonObject("artifactLocation");
        assertEquals("specs/bank.esl", artifact.get("uri").getAsString());
        assertEquals(SarifArtifacts.SOURCE_ROOT, artifact.get("uriBaseId").getAsString());
        JsonObject region = location.getAsJsonObject("region");
        assertEquals(List.of(12, 5, 12, 16), List.of(region.get("startLine").getAsInt(), region.get("startColumn").getAsInt(),
                region.get("endLine").getAsInt(), region.get("endColumn").getAsInt()));
        assertEquals("warning", results.get(1).getAsJsonObject().get("level").getAsString());
        assertEquals("note", results.get(0).getAsJsonObject().get("level").getAsString());
    }

    @Test
    void sarifGivesAFileOutsideTheWorkingDirectoryAsAnAbsoluteUri() {
        JsonObject outside = run(sarif(new SarifRenderer.ToolInfo("esl", "1.2.3", null))).getAsJsonArray("results").get(0)
                .getAsJsonObject().getAsJsonArray("locations").get(0).getAsJsonObject()
                .getAsJsonObject("physicalLocation").getAsJsonObject("artifactLocation");
        assertEquals("file:///elsewhere/park.esl", outside.get("uri").getAsString());
        assertFalse(outside.has("uriBaseId"));
    }

    @Test
    void sarifEscapesCharactersThatAUriCannotHold() {
        DiagnosticReport spaced = new DiagnosticReport(List.of("my specs/bank #1.esl"), List.of(new Diagnostic(
                SourceRange.at("my specs/bank #1.esl", 1, 1), Severity.ERROR, DiagnosticCode.ESL000, "syntax")));
        String uri = JsonParser.parseString(new SarifRenderer(new SarifRenderer.ToolInfo("esl", "1", null), Path.of("/work/repo"))
                .render(spaced)).getAsJsonObject().getAsJsonArray("runs").get(0).getAsJsonObject().getAsJsonArray("results")
                .get(0).getAsJsonObject().getAsJsonArray("locations").get(0).getAsJsonObject()
                .getAsJsonObject("physicalLocation").getAsJsonObject("artifactLocation").get("uri").getAsString();
        assertEquals("my%20specs/bank%20%231.esl", uri);
    }

    @Test
    void ruleNamesAreIdentifiers() {
        for (DiagnosticCode code : DiagnosticCode.values()) {
            assertTrue(SarifRenderer.ruleName(code.title()).matches("[A-Z][A-Za-z0-9]*"), code.name());
        }
    }

    private static JsonObject sarif(SarifRenderer.ToolInfo tool) {
        return JsonParser.parseString(new SarifRenderer(tool, Path.of("/work/repo")).render(REPORT)).getAsJsonObject();
    }

    private static JsonObject run(JsonObject sarif) {
        JsonArray runs = sarif.getAsJsonArray("runs");
        assertEquals(1, runs.size());
        return runs.get(0).getAsJsonObject();
    }

    private static final Diagnostic CONTRADICTION = new Diagnostic(new SourceRange("specs/fees.esl", 4, 8, 4, 13), Severity.ERROR,
            DiagnosticCode.ESL010, "contradictory: policy floor cannot hold together with policy cap",
            List.of(new Diagnostic.RelatedLocation(new SourceRange("specs/fees.esl", 6, 8, 6, 11), "policy cap: part of the contradiction")));

    @Test
    void jsonListsRelatedLocationsOnlyWhereThereAreSome() {
        JsonArray diagnostics = JsonParser.parseString(new JsonRenderer().render(
                new DiagnosticReport(List.of("specs/fees.esl"), List.of(CONTRADICTION, UNUSED)))).getAsJsonObject().getAsJsonArray("diagnostics");
        JsonObject related = diagnostics.get(1).getAsJsonObject().getAsJsonArray("related").get(0).getAsJsonObject();
        assertEquals("specs/fees.esl", related.get("file").getAsString());
        assertEquals(6, related.get("line").getAsInt());
        assertEquals(8, related.get("column").getAsInt());
        assertEquals(11, related.get("endColumn").getAsInt());
        assertEquals("policy cap: part of the contradiction", related.get("message").getAsString());
        assertFalse(diagnostics.get(0).getAsJsonObject().has("related"));
    }

    @Test
    void sarifGivesRelatedLocationsWithIdsAndMessages() {
        JsonObject result = JsonParser.parseString(new SarifRenderer(new SarifRenderer.ToolInfo("esl", "1", null), Path.of("."))
                .render(new DiagnosticReport(List.of("specs/fees.esl"), List.of(CONTRADICTION)))).getAsJsonObject()
                .getAsJsonArray("runs").get(0).getAsJsonObject().getAsJsonArray("results").get(0).getAsJsonObject();
        JsonObject related = result.getAsJsonArray("relatedLocations").get(0).getAsJsonObject();
        assertEquals(0, related.get("id").getAsInt());
        assertEquals("policy cap: part of the contradiction", related.getAsJsonObject("message").get("text").getAsString());
        assertEquals("specs/fees.esl", related.getAsJsonObject("physicalLocation").getAsJsonObject("artifactLocation").get("uri").getAsString());
        assertEquals(6, related.getAsJsonObject("physicalLocation").getAsJsonObject("region").get("startLine").getAsInt());
        assertFalse(result.getAsJsonArray("locations").get(0).getAsJsonObject().has("id"));
    }
}
