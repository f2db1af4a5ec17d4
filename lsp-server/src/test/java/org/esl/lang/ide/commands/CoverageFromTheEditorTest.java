package org.esl.lang.ide.commands;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.ExecuteCommandParams;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code esl.coverage} through the real server: what an editor needs to mark the paragraphs of the railway act. */
class CoverageFromTheEditorTest extends EslLanguageServerTest {

    private JsonObject coverage(String specUri) throws Exception {
        Object answer = languageServer.executeCommand(new ExecuteCommandParams(EslProtocol.COVERAGE, List.of(specUri)))
                .get(30, TimeUnit.SECONDS);
        return JsonParser.parseString(answer.toString()).getAsJsonObject();
    }

    @Test
    void eachParagraphOfTheActWithTheDeclarationsThatCiteItAndWhereTheyAre() throws Exception {
        initializeWithCommands();
        String spec = openExample("railway.esl");

        JsonObject coverage = coverage(spec);

        JsonObject act = coverage.getAsJsonArray("documents").get(0).getAsJsonObject();
        assertTrue(act.get("uri").getAsString().endsWith("/rapid-transit-act.md"), act.toString());
        StringBuilder paragraphs = new StringBuilder();
        for (JsonElement element : act.getAsJsonArray("paragraphs")) {
            JsonObject paragraph = element.getAsJsonObject();
            paragraphs.append(paragraph.get("first")).append('-').append(paragraph.get("last")).append(':');
            JsonArray citedBy = paragraph.getAsJsonArray("citedBy");
            for (JsonElement declaration : citedBy) {
                JsonObject cited = declaration.getAsJsonObject();
                assertEquals(spec.substring(spec.lastIndexOf('/')), cited.get("uri").getAsString().substring(cited.get("uri").getAsString().lastIndexOf('/')));
                paragraphs.append(' ').append(cited.get("name").getAsString()).append('@').append(cited.get("line"));
            }
            paragraphs.append('\n');
        }
        // 0-based lines: the act's lines 3-4 and 25 are uncovered; InRailway is declared on line 8 of railway.esl
        assertEquals("""
                2-3:
                7-8: InRailway@7 InTrain@8 train_is_premises@25 gum_on_train@38
                10-10: GuideDog@14 no_animals@31
                14-15: ChewGum@9 no_gum@19 gum_on_train@38
                17-17: EatOrDrink@10 no_food_in_train@22
                19-20: Flammable@12 no_flammables@28 petrol_carrier@34
                22-22: Animal@13 no_animals@31
                24-24:
                28-28: Violation@15 no_flammables@28 no_animals@31
                """, paragraphs.toString());
        assertEquals("[\"Carries\"]", coverage.getAsJsonArray("unsourced").toString());
    }
}
