package org.esl.lang.ide.contentassist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.ide.editor.contentassist.CompletionPrefixProvider;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.esl.lang.EslStandaloneSetup;
import org.esl.lang.esl.Spec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Completion's last complete node before the cursor, which {@link DeclarationContentAssistContextFactory} finds from
 * the declaration after the cursor, is the node Xtext's search from the end of the file finds, at every offset of
 * every example and of a spec with a syntax error and text between its declarations.
 */
class LastCompleteNodeTest {

    private static final String BROKEN = """
            spec broken
            var flag1: Bool "one"
            var flag2: Bool "two"
            policy p1 "first":
                flag1 => flag2
            stray words
            policy p2 "second"
                flag2 => flag1
            // a comment between declarations
            policy p3 "third": flag1
            """;

    static Stream<String> specs() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("../examples"))) {
            return Stream.concat(files.filter(file -> file.toString().endsWith(".esl")).sorted().map(LastCompleteNodeTest::read).toList().stream(),
                    Stream.of(BROKEN));
        }
    }

    @ParameterizedTest
    @MethodSource("specs")
    void theLastCompleteNodeIsXtexts(String text) throws IOException {
        XtextResourceSet set = new EslStandaloneSetup().createInjectorAndDoEMFRegistration().getInstance(XtextResourceSet.class);
        XtextResource resource = (XtextResource) set.createResource(URI.createFileURI(Path.of("spec.esl").toAbsolutePath().toString()));
        resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), set.getLoadOptions());
        ICompositeNode root = resource.getParseResult().getRootNode();
        CompletionPrefixProvider xtext = new CompletionPrefixProvider();
        int found = 0;
        for (int offset = 0; offset <= text.length(); offset++) {
            INode node = DeclarationContentAssistContextFactory.lastCompleteNode(resource.getParseResult(), root, offset);
            if (node != null) {
                assertSame(xtext.getLastCompleteNodeByOffset(root, offset, offset), node, "offset " + offset);
                found++;
            }
        }
        int lastDeclaration = NodeModelUtils.getNode(((Spec) resource.getContents().get(0)).getMembers().get(members(resource) - 1)).getOffset();
        assertEquals(lastDeclaration + 1, found, "every offset up to the last declaration's start is found from the declaration after it");
    }

    private static int members(XtextResource resource) {
        return ((Spec) resource.getContents().get(0)).getMembers().size();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
