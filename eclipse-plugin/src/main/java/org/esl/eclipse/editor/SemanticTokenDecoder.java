package org.esl.eclipse.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.SemanticTokensLegend;
import org.esl.eclipse.text.DocumentPositions;

/**
 * Decodes the server's semantic tokens (LSP's relative encoding: five numbers per token, line and start
 * relative to the previous token) into document ranges with their token type and modifiers.
 */
public final class SemanticTokenDecoder {

    /** A name in the text: where, what it names ({@code function}, {@code event}, ...), and modifiers. */
    public record HighlightedRange(int offset, int length, String type, List<String> modifiers) {
        public HighlightedRange {
            modifiers = List.copyOf(modifiers);
        }
    }

    private final SemanticTokensLegend legend;

    public SemanticTokenDecoder(SemanticTokensLegend legend) {
        this.legend = legend;
    }

    public List<HighlightedRange> decode(List<Integer> data, DocumentPositions positions) {
        List<HighlightedRange> ranges = new ArrayList<>();
        int line = 0;
        int start = 0;
        for (int i = 0; i + 4 < data.size(); i += 5) {
            int deltaLine = data.get(i);
            line += deltaLine;
            start = deltaLine == 0 ? start + data.get(i + 1) : data.get(i + 1);
            int type = data.get(i + 3);
            if (type < 0 || type >= legend.getTokenTypes().size()) {
                continue;
            }
            ranges.add(new HighlightedRange(positions.offset(new Position(line, start)), data.get(i + 2),
                    legend.getTokenTypes().get(type), modifiers(data.get(i + 4))));
        }
        return ranges;
    }

    private List<String> modifiers(int bits) {
        List<String> modifiers = new ArrayList<>();
        for (int bit = 0; bit < legend.getTokenModifiers().size(); bit++) {
            if ((bits & (1 << bit)) != 0) {
                modifiers.add(legend.getTokenModifiers().get(bit));
            }
        }
        return modifiers;
    }
}
