package org.esl.eclipse.editor;

import java.util.Map;

import org.eclipse.swt.graphics.RGB;

/**
 * How each kind of ESL text looks: keywords, comments and strings (lexical), and names by the semantic token
 * type the server gives them (docs/language-server.md, Semantic tokens). Declarations are bold.
 */
public final class TokenStyles {

    /** A colour and whether the text is bold or italic. */
    public record Style(RGB color, boolean bold, boolean italic) {
    }

    public static final Style KEYWORD = new Style(new RGB(127, 0, 85), true, false);
    public static final Style COMMENT = new Style(new RGB(63, 127, 95), false, true);
    public static final Style STRING = new Style(new RGB(42, 0, 255), false, false);

    private static final Map<String, RGB> BY_TOKEN_TYPE = Map.of(
            "namespace", new RGB(0, 0, 0),
            "function", new RGB(0, 102, 153),
            "method", new RGB(0, 128, 128),
            "event", new RGB(153, 76, 0),
            "parameter", new RGB(106, 62, 62),
            "macro", new RGB(100, 70, 150),
            "variable", new RGB(0, 0, 192),
            "enum", new RGB(0, 102, 0),
            "enumMember", new RGB(0, 0, 192),
            "property", new RGB(80, 80, 80));

    private TokenStyles() {
    }

    /** The style of a semantic token, or null for a type ESL does not colour. */
    public static Style of(String tokenType, boolean declaration) {
        RGB color = BY_TOKEN_TYPE.get(tokenType);
        return color == null ? null : new Style(color, declaration, "enumMember".equals(tokenType));
    }
}
