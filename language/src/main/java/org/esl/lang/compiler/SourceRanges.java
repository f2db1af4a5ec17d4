package org.esl.lang.compiler;

import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.util.LineAndColumn;
import org.esl.runtime.SourceRange;

/** Where AST objects were written, as {@link SourceRange}s (1-based lines and columns, end exclusive). */
public final class SourceRanges {

    private SourceRanges() {
    }

    /** The range of an object's name, or of the whole object when it has no name. */
    public static SourceRange ofName(EObject object) {
        EStructuralFeature name = object.eClass().getEStructuralFeature("name");
        return name == null ? of(object) : of(object, name);
    }

    /** The range of the text that was parsed into {@code object}. */
    public static SourceRange of(EObject object) {
        ICompositeNode node = NodeModelUtils.findActualNodeFor(object);
        return node == null ? startOf(object) : of(node, fileOf(object.eResource()));
    }

    /** The range of one feature of an object, e.g. the path string of a {@code tools from} line. */
    public static SourceRange of(EObject object, EStructuralFeature feature) {
        List<INode> nodes = NodeModelUtils.findNodesForFeature(object, feature);
        return nodes.isEmpty() ? of(object) : of(nodes.get(0), fileOf(object.eResource()));
    }

    /** The text that was parsed into {@code object}, with its whitespace collapsed; empty if unknown. */
    public static String textOf(EObject object) {
        ICompositeNode node = NodeModelUtils.findActualNodeFor(object);
        return node == null ? "" : NodeModelUtils.getTokenText(node);
    }

    /** The text of one feature as written, e.g. an unresolved name. */
    public static String textOf(EObject object, EStructuralFeature feature) {
        List<INode> nodes = NodeModelUtils.findNodesForFeature(object, feature);
        return nodes.isEmpty() ? "" : NodeModelUtils.getTokenText(nodes.get(0));
    }

    /** The file a resource was read from: a file-system path for files, else the URI as written. */
    public static String fileOf(Resource resource) {
        if (resource == null || resource.getURI() == null) {
            return "<unknown>";
        }
        URI uri = resource.getURI();
        return uri.isFile() ? uri.toFileString() : uri.toString();
    }

    private static SourceRange of(INode node, String file) {
        LineAndColumn start = NodeModelUtils.getLineAndColumn(node, node.getOffset());
        LineAndColumn end = NodeModelUtils.getLineAndColumn(node, node.getOffset() + node.getLength());
        return new SourceRange(file, start.getLine(), start.getColumn(), end.getLine(), end.getColumn());
    }

    /** Objects that were not parsed (e.g. tools read from a JSON schema) point at the start of their file. */
    private static SourceRange startOf(EObject object) {
        return SourceRange.at(fileOf(object.eResource()), 1, 1);
    }
}
