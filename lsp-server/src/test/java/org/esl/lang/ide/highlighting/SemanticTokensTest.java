package org.esl.lang.ide.highlighting;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.SemanticTokensLegend;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Test;

/** textDocument/semanticTokens/full through the real server, decoded with the legend it announced. */
class SemanticTokensTest extends EslLanguageServerTest {

    private static final String SPEC = """
            spec tokens
            variables x
            predicate In(p) "{p} is in"
            function fee(p): Real "the fee of {p}"
            rule r: In(x) => fee(x) > 0
            tool pay(amount: Real)
            template first(a, b): not b until a
            property paid: first(In, pay(amount > 0))
            type Size { SMALL, LARGE }
            var size: Size
            policy small: size = SMALL
            test t: facts In("a") expect violated r
            """;

    /** Each token as "line:column text type [modifiers]", in document order. */
    private List<String> tokens() throws Exception {
        InitializeResult initialized = initialize();
        SemanticTokensLegend legend = initialized.getCapabilities().getSemanticTokensProvider().getLegend();
        String uri = writeFile("tokens.esl", SPEC);
        open(uri, SPEC);
        List<Integer> data = languageServer.semanticTokensFull(new SemanticTokensParams(new TextDocumentIdentifier(uri)))
                .get(30, TimeUnit.SECONDS).getData();
        String[] lines = SPEC.split("\n");
        List<String> decoded = new ArrayList<>();
        int line = 0;
        int column = 0;
        for (int i = 0; i < data.size(); i += 5) {
            column = data.get(i) == 0 ? column + data.get(i + 1) : data.get(i + 1);
            line += data.get(i);
            String text = lines[line].substring(column, column + data.get(i + 2));
            List<String> modifiers = new ArrayList<>();
            for (int bit = 0; bit < legend.getTokenModifiers().size(); bit++) {
                if ((data.get(i + 4) & 1 << bit) != 0) {
                    modifiers.add(legend.getTokenModifiers().get(bit));
                }
            }
            decoded.add(line + ":" + column + " " + text + " " + legend.getTokenTypes().get(data.get(i + 3)) + " " + modifiers);
        }
        return decoded;
    }

    @Test
    void everyNameIsClassifiedByWhatItNames() throws Exception {
        org.junit.jupiter.api.Assertions.assertEquals(List.of(
                "0:5 tokens namespace [declaration]",
                "1:10 x variable [declaration]",
                "2:10 In function [declaration]",
                "2:13 p parameter [declaration]",
                "3:9 fee method [declaration]",
                "3:13 p parameter [declaration]",
                "4:5 r property [declaration]",
                "4:8 In function []",
                "4:11 x variable []",
                "4:17 fee method []",
                "4:21 x variable []",
                "5:5 pay event [declaration]",
                "5:9 amount parameter [declaration]",
                "6:9 first macro [declaration]",
                "6:15 a parameter [declaration]",
                "6:18 b parameter [declaration]",
                "6:26 b parameter []",
                "6:34 a parameter []",
                "7:9 paid property [declaration]",
                "7:15 first macro []",
                "7:21 In function []",
                "7:25 pay event []",
                "7:29 amount parameter []",
                "8:5 Size enum [declaration]",
                "8:12 SMALL enumMember [declaration]",
                "8:19 LARGE enumMember [declaration]",
                "9:4 size variable [declaration]",
                "9:10 Size enum []",
                "10:7 small property [declaration]",
                "10:14 size variable []",
                "10:21 SMALL enumMember []",
                "11:5 t property [declaration]",
                "11:14 In function []",
                "11:38 r property []"), tokens());
    }
}
