package org.esl.eclipse.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.jsonrpc.messages.Either;

/** The server's document symbols (the spec's declarations and what they contain) in the order of the text. */
public final class Outline {

    /**
     * A declaration: its name, the detail the server gives (its description), how deep it is nested (0 for
     * the spec) and the range of its name, which is selected when it is picked.
     */
    public record Entry(String name, String detail, int depth, Range selection) {
        /** What the quick outline lists: the name, then the description if there is one. */
        public String label() {
            return detail == null || detail.isBlank() ? name : name + " – " + detail;
        }
    }

    private Outline() {
    }

    public static List<Entry> of(List<Either<SymbolInformation, DocumentSymbol>> symbols) {
        List<Entry> entries = new ArrayList<>();
        if (symbols != null) {
            for (Either<SymbolInformation, DocumentSymbol> symbol : symbols) {
                if (symbol.isRight()) {
                    add(symbol.getRight(), 0, entries);
                } else {
                    entries.add(new Entry(symbol.getLeft().getName(), symbol.getLeft().getContainerName(), 0,
                            symbol.getLeft().getLocation().getRange()));
                }
            }
        }
        return entries;
    }

    private static void add(DocumentSymbol symbol, int depth, List<Entry> entries) {
        entries.add(new Entry(symbol.getName(), symbol.getDetail(), depth, symbol.getSelectionRange()));
        if (symbol.getChildren() != null) {
            symbol.getChildren().forEach(child -> add(child, depth + 1, entries));
        }
    }
}
