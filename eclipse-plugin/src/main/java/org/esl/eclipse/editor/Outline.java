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

    /** A declaration and those nested in it, for the Outline view's tree. */
    public record Node(Entry entry, List<Node> children) {
        public Node {
            children = List.copyOf(children);
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

    /** The entries (in the order of {@link #of}, with their depths) as trees: each entry over the deeper ones after it. */
    public static List<Node> tree(List<Entry> entries) {
        return nodes(entries, 0, entries.size());
    }

    /** The nodes of {@code entries[from, to)}, whose first entry is the shallowest. */
    private static List<Node> nodes(List<Entry> entries, int from, int to) {
        List<Node> nodes = new ArrayList<>();
        int i = from;
        while (i < to) {
            int end = i + 1;
            while (end < to && entries.get(end).depth() > entries.get(i).depth()) {
                end++;
            }
            nodes.add(new Node(entries.get(i), nodes(entries, i + 1, end)));
            i = end;
        }
        return nodes;
    }
}
