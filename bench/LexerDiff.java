import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * The tokens of two builds' lexers on the same texts: the .esl files under the given folders, each with 200 random
 * edits, and 200,000 random texts of reserved words, punctuation, the first and last letters of each range of letters
 * of other scripts and the characters beside them, and any other characters. Each build's lexer is the one its
 * language binds (the folding lexers where the jar has them, else the generated ones), for the parser and for
 * completion; a token is its type, offsets, line, column, channel and text, and a lexer error its message.
 * Usage (bench/lexer-bench.sh runs it): java -cp ANY_ESL_JAR LexerDiff BASELINE_JAR CANDIDATE_JAR FOLDER...
 */
public final class LexerDiff {

    private static final String[][] LEXERS = {
        { "org.esl.lang.parser.EslLexer", "org.esl.lang.parser.antlr.internal.InternalEslLexer" },
        { "org.esl.lang.ide.contentassist.EslContentAssistLexer",
            "org.esl.lang.ide.contentassist.antlr.internal.InternalEslLexer" } };

    private static final int[] LETTER_RANGES = { 0x00C0, 0x00D6, 0x00D8, 0x00F6, 0x00F8, 0x02AF, 0x0370, 0x0373,
        0x0376, 0x0377, 0x037B, 0x037D, 0x0386, 0x0386, 0x0388, 0x03FF, 0x0400, 0x0481, 0x048A, 0x052F, 0x0531,
        0x0556, 0x0561, 0x0587, 0x05D0, 0x05EA, 0x0620, 0x064A, 0x0904, 0x0939, 0x0985, 0x09B9, 0x1E00, 0x1FBC,
        0x3041, 0x3096, 0x30A1, 0x30FA, 0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0xAC00, 0xD7A3 };

    public static void main(String[] args) throws Exception {
        ClassLoader baseline = new URLClassLoader(new URL[] { Path.of(args[0]).toUri().toURL() }, null);
        ClassLoader candidate = new URLClassLoader(new URL[] { Path.of(args[1]).toUri().toURL() }, null);
        List<String> texts = texts(args);
        for (String[] lexer : LEXERS) {
            int differences = 0;
            long tokens = 0;
            for (String text : texts) {
                List<String> expected = tokens(baseline, lexer, text);
                List<String> actual = tokens(candidate, lexer, text);
                tokens += expected.size();
                if (!expected.equals(actual) && differences++ < 5) {
                    System.out.println("different on " + escaped(text) + "\n  baseline  " + expected + "\n  candidate " + actual);
                }
            }
            System.out.println(lexer[1] + ": " + texts.size() + " texts, " + tokens + " tokens and errors, "
                    + differences + " different");
        }
    }

    private static List<String> texts(String[] args) throws Exception {
        List<String> files = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            try (Stream<Path> paths = Files.walk(Path.of(args[i]))) {
                for (Path path : paths.filter(p -> p.toString().endsWith(".esl")).toList()) {
                    files.add(Files.readString(path));
                }
            }
        }
        List<String> pieces = new ArrayList<>(List.of("spec", "property", "rule", "predicate", "policy", "count(",
                "count", "until", "always", "within", "@user", "@assistant", "`send-record`", "`", "\"", "\\\"",
                "\"text\"", "/*", "*/", "//", "\n", "\r\n", " ", "\t", "(", ")", ",", ":", "=>", "<=", ">=", "!=", "=",
                "1", "1.5", "2e10", "1e", "1.", "_", "x", "X", "9", "@", "#", "€", "\u00D7", "\u00F7", "\uD83D\uDE00",
                "\uD83D", "\uFFFF", "\u0000"));
        for (int i = 0; i < LETTER_RANGES.length; i += 2) {
            for (int offset = -1; offset <= 1; offset++) {
                pieces.add(String.valueOf((char) (LETTER_RANGES[i] + offset)));
                pieces.add(String.valueOf((char) (LETTER_RANGES[i + 1] + offset)));
            }
        }
        Random random = new Random(20261128);
        List<String> texts = new ArrayList<>(files);
        for (String file : files) {
            for (int edit = 0; edit < 200; edit++) {
                int at = random.nextInt(file.length() + 1);
                texts.add(file.substring(0, at) + pieces.get(random.nextInt(pieces.size()))
                        + file.substring(Math.min(file.length(), at + random.nextInt(5))));
            }
        }
        for (int i = 0; i < 200_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int piece = 1 + random.nextInt(40); piece > 0; piece--) {
                int kind = random.nextInt(10);
                if (kind < 6) {
                    text.append(pieces.get(random.nextInt(pieces.size())));
                } else if (kind < 8) {
                    text.append((char) (32 + random.nextInt(95)));
                } else {
                    text.append((char) random.nextInt(0x10000));
                }
            }
            texts.add(text.toString());
        }
        return texts;
    }

    private static List<String> tokens(ClassLoader build, String[] lexerNames, String text) throws Exception {
        Class<?> type;
        try {
            type = build.loadClass(lexerNames[0]);
        } catch (ClassNotFoundException unfolded) {
            type = build.loadClass(lexerNames[1]);
        }
        Object lexer = type.getConstructor().newInstance();
        Class<?> charStream = build.loadClass("org.antlr.runtime.CharStream");
        type.getMethod("setCharStream", charStream).invoke(lexer,
                build.loadClass("org.antlr.runtime.ANTLRStringStream").getConstructor(String.class).newInstance(text));
        Method next = type.getMethod("nextToken");
        Method error = errorMessage(type);
        List<String> tokens = new ArrayList<>();
        while (true) {
            Object token = next.invoke(lexer);
            Class<?> tokenType = token.getClass();
            int kind = (int) tokenType.getMethod("getType").invoke(token);
            tokens.add(kind + "@" + tokenType.getMethod("getStartIndex").invoke(token) + "-"
                    + tokenType.getMethod("getStopIndex").invoke(token) + ":" + tokenType.getMethod("getLine").invoke(token)
                    + ":" + tokenType.getMethod("getCharPositionInLine").invoke(token) + ":"
                    + tokenType.getMethod("getChannel").invoke(token) + ":"
                    + escaped(String.valueOf(tokenType.getMethod("getText").invoke(token))));
            Object message = error == null ? null : error.invoke(lexer, token);
            if (message != null) {
                tokens.add("error " + escaped(message.toString()));
            }
            if (kind == -1) {
                return tokens;
            }
        }
    }

    /** The parser's lexer keeps its errors' messages by token (Xtext's Lexer); completion's has none. */
    private static Method errorMessage(Class<?> lexer) {
        for (Method method : lexer.getMethods()) {
            if (method.getName().equals("getErrorMessage") && method.getParameterCount() == 1) {
                return method;
            }
        }
        return null;
    }

    private static String escaped(String text) {
        StringBuilder shown = new StringBuilder();
        for (char c : text.toCharArray()) {
            shown.append(c < 32 || c > 126 ? String.format("\\u%04X", (int) c) : String.valueOf(c));
        }
        return shown.toString();
    }
}
