package org.esl.lang.ide.commands;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.esl.lang.compiler.CompileException;
import org.esl.lang.compiler.SpecCompiler;
import org.esl.lang.esl.Member;
import org.esl.lang.esl.Spec;
import org.esl.lang.sources.Coverage;
import org.esl.lang.sources.Coverage.CitedParagraph;
import org.esl.lang.sources.Coverage.DocumentCoverage;
import org.esl.lang.sources.Unit;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * The answer of {@link EslProtocol#COVERAGE}: {@code esl coverage} for an editor, which marks each paragraph of a
 * document with the declarations that cite it, or as uncovered, and jumps to a declaration from there. Documents and
 * declarations are named by URI; lines are 0-based, as in the protocol.
 *
 * <pre>{"documents": [{"uri": "file:///…/act.md", "paragraphs": [{"first": 7, "last": 8,
 *   "citedBy": [{"name": "InRailway", "uri": "file:///…/railway.esl", "line": 7}]}]}], "unsourced": ["Carries"]}</pre>
 */
final class SpecCoverage {

    /** Where a declaration's name is: the file's URI and the 0-based line. */
    private record Place(String uri, int line) {
    }

    private SpecCoverage() {
    }

    static JsonObject json(Spec spec) throws UnreadableDocumentException, CompileException {
        Coverage coverage = Coverage.of(spec);
        Map<String, Place> places = places(spec);
        JsonObject root = new JsonObject();
        JsonArray documents = new JsonArray();
        for (DocumentCoverage document : coverage.documents()) {
            if (document.unit() == Unit.PAGE) {
                continue; // a PDF: the editors mark lines of a text editor, which a PDF is not (docs/coverage.md)
            }
            JsonObject entry = new JsonObject();
            entry.addProperty("uri", document.file().toUri().toString());
            JsonArray paragraphs = new JsonArray();
            for (CitedParagraph paragraph : document.paragraphs()) {
                JsonObject lines = new JsonObject();
                lines.addProperty("first", paragraph.lines().first() - 1);
                lines.addProperty("last", paragraph.lines().last() - 1);
                JsonArray citedBy = new JsonArray();
                for (String name : paragraph.citedBy()) {
                    JsonObject declaration = new JsonObject();
                    declaration.addProperty("name", name);
                    Place place = places.get(name);
                    if (place != null) {
                        declaration.addProperty("uri", place.uri());
                        declaration.addProperty("line", place.line());
                    }
                    citedBy.add(declaration);
                }
                lines.add("citedBy", citedBy);
                paragraphs.add(lines);
            }
            entry.add("paragraphs", paragraphs);
            documents.add(entry);
        }
        root.add("documents", documents);
        JsonArray unsourced = new JsonArray();
        coverage.unsourced().forEach(unsourced::add);
        root.add("unsourced", unsourced);
        return root;
    }

    /** The declarations of the spec and its imports by name, the first of a name winning as in the compiled spec. */
    private static Map<String, Place> places(Spec spec) throws CompileException {
        Map<String, Place> places = new HashMap<>();
        for (Spec file : SpecCompiler.filesOf(spec)) {
            String uri = Path.of(file.eResource().getURI().toFileString()).toUri().toString();
            for (Member member : file.getMembers()) {
                EStructuralFeature name = member.eClass().getEStructuralFeature("name");
                if (name != null) {
                    List<INode> nodes = NodeModelUtils.findNodesForFeature(member, name);
                    int line = nodes.isEmpty() ? NodeModelUtils.getNode((EObject) member).getStartLine() : nodes.get(0).getStartLine();
                    places.putIfAbsent(String.valueOf(member.eGet(name)), new Place(uri, line - 1));
                }
            }
        }
        return places;
    }
}
