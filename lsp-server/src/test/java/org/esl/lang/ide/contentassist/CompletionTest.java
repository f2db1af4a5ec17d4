package org.esl.lang.ide.contentassist;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.esl.lang.ide.EslLanguageServerTest;

/** Completion and signature help through the real server, while a line of a spec is being typed. */
abstract class CompletionTest extends EslLanguageServerTest {

    /** {@code line} of an example of the repository being typed (see {@link Typing#in}). */
    protected static Typing inExample(String example, String line, String before, String after) throws IOException {
        return Typing.inExample(example, Files.readString(EXAMPLES.resolve(example)), line, before, after);
    }

    /** The proposals at the cursor of {@code typing}. */
    protected List<CompletionItem> proposals(Typing typing) throws Exception {
        return languageServer.completion(new CompletionParams(open(typing), typing.cursor())).get(30, TimeUnit.SECONDS).getRight().getItems();
    }

    /** The signature help at the cursor of {@code typing}. */
    protected SignatureHelp signatureHelp(Typing typing) throws Exception {
        return languageServer.signatureHelp(new SignatureHelpParams(open(typing), typing.cursor())).get(30, TimeUnit.SECONDS);
    }

    private boolean initialized;

    private TextDocumentIdentifier open(Typing typing) throws Exception {
        if (!initialized) {
            initialize();
            initialized = true;
        }
        String uri = typing.example() ? example(typing.file()) : writeFile(typing.file(), typing.text());
        open(uri, typing.text());
        return new TextDocumentIdentifier(uri);
    }

    /** The labels of {@code items}, sorted, without repeats. */
    protected static String labels(List<CompletionItem> items) {
        return items.stream().map(CompletionItem::getLabel).distinct().sorted().toList().toString();
    }
}
