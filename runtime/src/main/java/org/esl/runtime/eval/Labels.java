package org.esl.runtime.eval;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.esl.runtime.SourceRange;
import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.check.ResultKind;
import org.esl.runtime.transcript.JsonTree;
import org.esl.runtime.transcript.JsonTree.ArrayNode;
import org.esl.runtime.transcript.JsonTree.Node;
import org.esl.runtime.transcript.JsonTree.ObjectNode;
import org.esl.runtime.transcript.JsonTree.ScalarNode;
import org.esl.runtime.transcript.JsonValue.JsonString;

/**
 * A labels file of {@code esl eval} (docs/eval.md): per transcript id, the verdict each named property, rule and claim
 * must get. Read strictly, so that a typo is an error at its line and column rather than a label that silently counts
 * for nothing.
 */
public record Labels(String file, List<TranscriptLabels> transcripts) {

    /** The sections of a transcript's entry, the kind of result each labels, and the verdicts it may expect. */
    private enum Section {
        PROPERTIES(ResultKind.PROPERTY, EnumSet.of(CheckVerdict.SATISFIED, CheckVerdict.VIOLATED)),
        RULES(ResultKind.RULE, EnumSet.of(CheckVerdict.SATISFIED, CheckVerdict.VIOLATED)),
        CLAIMS(ResultKind.CLAIM, EnumSet.of(CheckVerdict.VALID, CheckVerdict.INVALID, CheckVerdict.SATISFIABLE,
                CheckVerdict.IMPOSSIBLE, CheckVerdict.TOO_COMPLEX, CheckVerdict.AMBIGUOUS, CheckVerdict.NO_TRANSLATION));

        final ResultKind kind;
        final Set<CheckVerdict> verdicts;

        Section(ResultKind kind, Set<CheckVerdict> verdicts) {
            this.kind = kind;
            this.verdicts = verdicts;
        }

        String member() {
            return name().toLowerCase(Locale.ROOT);
        }

        String allowed() {
            return verdicts.stream().map(CheckVerdict::eslName).collect(Collectors.joining(", "));
        }
    }

    public Labels {
        Objects.requireNonNull(file, "file");
        transcripts = List.copyOf(transcripts);
    }

    /** The labels of the transcript with this id, if it has any. */
    public Optional<TranscriptLabels> of(String transcript) {
        return transcripts.stream().filter(labels -> labels.transcript().equals(transcript)).findFirst();
    }

    /**
     * Reads a labels file.
     *
     * @param shown how messages name the file
     * @throws EvalInputException when it cannot be read or is not a labels file, at the place of the first mistake
     */
    public static Labels read(Path path, String shown) throws EvalInputException {
        Node root;
        try {
            root = JsonTree.readFile(path, shown);
        } catch (JsonTree.UnreadableFile e) {
            throw new EvalInputException(e.missing() ? shown + ": no such labels file" : e.getMessage());
        }
        ObjectNode top = object(root, "a labels file");
        onlyMembers(top, Set.of("transcripts"));
        Node entries = required(top, "transcripts");
        if (!(entries instanceof ArrayNode array)) {
            throw new EvalInputException(entries.range(), "\"transcripts\" is an array of labelled transcripts, not " + entries.describe());
        }
        List<TranscriptLabels> transcripts = new ArrayList<>();
        Map<String, SourceRange> seen = new HashMap<>();
        for (Node entry : array.items()) {
            TranscriptLabels labels = transcript(object(entry, "a labelled transcript"));
            SourceRange earlier = seen.putIfAbsent(labels.transcript(), labels.place());
            if (earlier != null) {
                throw new EvalInputException(labels.place(), "transcript " + JsonTree.quote(labels.transcript())
                        + " is labelled twice (first at line " + earlier.line() + ")");
            }
            transcripts.add(labels);
        }
        return new Labels(shown, transcripts);
    }

    private static TranscriptLabels transcript(ObjectNode entry) throws EvalInputException {
        Set<String> members = new HashSet<>(Set.of("id"));
        for (Section section : Section.values()) {
            members.add(section.member());
        }
        onlyMembers(entry, members);
        Node id = required(entry, "id");
        String transcript = string(id, "a transcript's \"id\"");
        List<Label> labels = new ArrayList<>();
        for (Section section : Section.values()) {
            Node node = entry.get(section.member());
            if (node == null) {
                continue;
            }
            ObjectNode verdicts = object(node, "\"" + section.member() + "\"");
            for (Map.Entry<String, Node> member : verdicts.members().entrySet()) {
                String value = string(member.getValue(), "a verdict");
                CheckVerdict verdict = section.verdicts.stream().filter(candidate -> candidate.eslName().equals(value))
                        .findFirst().orElseThrow(() -> new EvalInputException(member.getValue().range(),
                                JsonTree.quote(value) + " is no verdict of " + section.member() + "; expected " + section.allowed()));
                labels.add(new Label(section.kind, member.getKey(), verdict, member.getValue().range()));
            }
        }
        if (labels.isEmpty()) {
            throw new EvalInputException(entry.range(), "transcript " + JsonTree.quote(transcript)
                    + " has no labels: give \"properties\", \"rules\" or \"claims\"");
        }
        return new TranscriptLabels(transcript, labels, id.range());
    }

    private static ObjectNode object(Node node, String what) throws EvalInputException {
        if (node instanceof ObjectNode object) {
            return object;
        }
        throw new EvalInputException(node.range(), what + " is a JSON object, not " + node.describe());
    }

    private static String string(Node node, String what) throws EvalInputException {
        if (node instanceof ScalarNode scalar && scalar.value() instanceof JsonString string) {
            return string.value();
        }
        throw new EvalInputException(node.range(), what + " is a string, not " + node.describe());
    }

    private static Node required(ObjectNode object, String member) throws EvalInputException {
        Node node = object.get(member);
        if (node == null) {
            throw new EvalInputException(object.range(), "missing \"" + member + "\"");
        }
        return node;
    }

    private static void onlyMembers(ObjectNode object, Set<String> allowed) throws EvalInputException {
        for (Map.Entry<String, Node> member : object.members().entrySet()) {
            if (!allowed.contains(member.getKey())) {
                throw new EvalInputException(member.getValue().range(), "unknown member " + JsonTree.quote(member.getKey())
                        + "; expected " + allowed.stream().sorted().map(name -> "\"" + name + "\"").collect(Collectors.joining(", ")));
            }
        }
    }
}
