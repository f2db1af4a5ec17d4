package org.esl.lang.ide.codelens;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.Test;
import org.esl.lang.esl.Transcripts;
import org.esl.lang.ide.commands.EslProtocol;
import org.esl.lang.scoping.ToolSchemas;
import org.esl.runtime.transcript.TranscriptException;
import org.esl.runtime.transcript.TranscriptFiles;

/**
 * The code lenses of a spec, protocol-free: "▶ Run all tests", "▶ Check N transcripts" and (for a client
 * that can pick a file) "▶ Check transcript…" on the header, "▶ Run test" on each test. A lens sits on the
 * text of the element it acts on.
 */
public final class SpecLenses {

    /** A lens: its title, the command it runs with its arguments after the spec's URI, and where it sits. */
    public record Lens(String title, String command, List<String> arguments, int offset, int length) {
        public Lens {
            arguments = List.copyOf(arguments);
        }
    }

    private SpecLenses() {
    }

    /** The lenses for a client that cannot pick a transcript. */
    public static List<Lens> of(Spec spec) {
        return of(spec, false);
    }

    /** @param pickTranscript whether the client runs {@link EslProtocol#PICK_TRANSCRIPT} */
    public static List<Lens> of(Spec spec, boolean pickTranscript) {
        List<Lens> lenses = new ArrayList<>();
        ICompositeNode header = NodeModelUtils.findActualNodeFor(spec);
        if (header == null || spec.getName() == null) {
            return lenses;
        }
        List<Test> tests = spec.getMembers().stream().filter(Test.class::isInstance).map(Test.class::cast)
                .filter(test -> test.getName() != null).toList();
        int headerLength = NodeModelUtils.findNodesForFeature(spec, org.esl.lang.esl.EslPackage.Literals.SPEC__NAME).get(0).getEndOffset()
                - header.getOffset();
        if (!tests.isEmpty()) {
            lenses.add(new Lens("▶ Run all tests", EslProtocol.RUN_ALL_TESTS, List.of(), header.getOffset(), headerLength));
        }
        List<String> globs = spec.getMembers().stream().filter(Transcripts.class::isInstance)
                .flatMap(member -> ((Transcripts) member).getGlobs().stream()).toList();
        if (!globs.isEmpty()) {
            int count = transcripts(spec, globs).size();
            lenses.add(new Lens("▶ Check " + count + (count == 1 ? " transcript" : " transcripts"), EslProtocol.CHECK_TRANSCRIPTS,
                    List.of(), header.getOffset(), headerLength));
        }
        if (pickTranscript) {
            lenses.add(new Lens("▶ Check transcript…", EslProtocol.PICK_TRANSCRIPT, List.of(), header.getOffset(), headerLength));
        }
        for (Test test : tests) {
            ICompositeNode node = NodeModelUtils.findActualNodeFor(test);
            lenses.add(new Lens("▶ Run test", EslProtocol.RUN_TEST, List.of(test.getName()), node.getOffset(),
                    name(test).getEndOffset() - node.getOffset()));
        }
        return lenses;
    }

    /** The transcripts the spec's globs name, relative to the spec's folder; none while a glob matches nothing. */
    public static List<Path> transcripts(EObject spec, List<String> globs) {
        Path folder = ToolSchemas.resolve(spec.eResource(), ".");
        if (folder == null) {
            return List.of();
        }
        try {
            return TranscriptFiles.expand(folder, globs);
        } catch (TranscriptException e) {
            return List.of(); // the lens counts what is there; `esl check` says what is missing
        }
    }

    private static org.eclipse.xtext.nodemodel.INode name(Test test) {
        return NodeModelUtils.findNodesForFeature(test, org.esl.lang.esl.EslPackage.Literals.TEST__NAME).get(0);
    }
}
