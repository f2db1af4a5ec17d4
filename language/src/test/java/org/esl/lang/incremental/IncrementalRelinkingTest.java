package org.esl.lang.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.build.BuildContext;
import org.eclipse.xtext.build.IndexState;
import org.eclipse.xtext.build.Source2GeneratedMapping;
import org.eclipse.xtext.diagnostics.IDiagnosticConsumer;
import org.eclipse.xtext.linking.ILinker;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.parser.IParser;
import org.eclipse.xtext.parser.antlr.IReferableElementsUnloader;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IReferenceDescription;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsData;
import org.eclipse.xtext.resource.persistence.SerializableResourceDescription;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.ReplaceRegion;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.ResourceValidatorImpl;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.EslRuntimeModule;
import org.esl.lang.EslStandaloneSetup;
import org.esl.lang.esl.Spec;
import org.esl.lang.services.EslGrammarAccess;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.inject.Guice;
import com.google.inject.Inject;
import com.google.inject.Injector;
import com.google.inject.Singleton;
import com.google.inject.util.Modules;

/**
 * The contract of incremental parsing and linking (see the package comment): editing a spec in place
 * ({@link XtextAdapter.SpecResource#update}, what the language server does on each change) must leave it exactly
 * as loading the edited text from scratch would, which {@link #assertSameAsFreshLoad} checks: the same parse
 * tree, model, issues at the same places, and every reference resolved to the same declaration. Checked here on
 * every example under hundreds of random edits, and on each way an edit can be handled: parsed by Xtext's partial
 * parser, by the declarations around it or whole, relinked by member or whole.
 */
class IncrementalRelinkingTest {

    private static final Path EXAMPLES = Path.of("../examples");

    private Injector injector;

    /** Counts how each version of a resource was linked. */
    static final class CountingLinker extends XtextAdapter.MemberLinker {
        int wholeFiles;
        int members;

        @Override
        public void linkModel(EObject model, IDiagnosticConsumer consumer) {
            wholeFiles++;
            super.linkModel(model, consumer);
        }

        @Override
        public void linkMember(EObject member, IDiagnosticConsumer consumer) {
            members++;
            super.linkMember(member, consumer);
        }
    }

    /** How the edits that Xtext's partial parser would have parsed whole were parsed: by declarations, or whole after all. */
    @Singleton
    static final class ReparseCounts {
        int declarations;
        int wholeFiles;
    }

    static final class CountingReparser extends DeclarationReparser {
        private final ReparseCounts counts;

        @Inject
        CountingReparser(EslGrammarAccess grammar, IReferableElementsUnloader unloader, XtextAdapter.NodeModel nodes, ReparseCounts counts) {
            super(grammar, unloader, nodes);
            this.counts = counts;
        }

        @Override
        IParseResult reparse(IParser parser, IParseResult previous, ReplaceRegion edit) {
            IParseResult parsed = super.reparse(parser, previous, edit);
            if (parsed != null) {
                counts.declarations++;
            } else {
                counts.wholeFiles++;
            }
            return parsed;
        }
    }

    @BeforeAll
    static void registerLanguage() {
        EslStandaloneSetup.doSetup();
    }

    @BeforeEach
    void setUp() {
        injector = Guice.createInjector(Modules.override(new EslRuntimeModule())
                .with(binder -> {
                    binder.bind(ILinker.class).to(CountingLinker.class);
                    binder.bind(DeclarationReparser.class).to(CountingReparser.class);
                }));
    }

    static Stream<Path> examples() throws IOException {
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            return files.filter(file -> file.toString().endsWith(".esl")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void randomEditsLeaveTheSpecAsAFreshLoadOfItsText(Path example) throws IOException {
        String original = Files.readString(example);
        String text = original;
        XtextAdapter.SpecResource edited = load(example, text);
        Index index = new Index(injector.getInstance(XtextAdapter.KeptExportsIndexer.class));
        index.build(edited);
        int kept = 0;
        Random random = new Random(example.getFileName().toString().hashCode());
        for (int step = 0; step < 300; step++) {
            boolean undo = random.nextInt(3) == 0 && !text.equals(original);
            Edit edit = undo ? new Edit(0, text.length(), original) : Edit.random(text, random);
            if (undo) {
                edited.updateTo(original);
            } else {
                edited.update(edit.offset(), edit.length(), edit.text());
            }
            text = edit.applyTo(text);
            String where = example.getFileName() + " after edit " + step + " " + edit;
            assertSameAsFreshLoad(example, text, edited, where);
            kept += index.build(edited) ? 1 : 0;
            assertEquals(exported(index.freshDescription(load(example, text))), exported(index.description(edited)), where);
        }
        assertTrue(kept > 20, example + ": the index kept the file's description after " + kept + " edits only");
        CountingLinker linker = (CountingLinker) edited.getLinker();
        assertTrue(linker.members > 20, example + ": only " + linker.members + " edits relinked members");
        assertTrue(linker.wholeFiles > 20, example + ": only " + linker.wholeFiles + " edits relinked the file");
        ReparseCounts parsed = reparses();
        assertTrue(parsed.declarations > 20, example + ": only " + parsed.declarations + " edits re-parsed declarations");
        assertTrue(parsed.wholeFiles > 5, example + ": only " + parsed.wholeFiles + " edits parsed the whole file");
    }

    @Test
    void editingARulesDescriptionRelinksThatRuleOnly() throws IOException {
        Path railway = EXAMPLES.resolve("railway.esl");
        String text = Files.readString(railway);
        XtextResource resource = load(railway, text);
        int offset = text.indexOf('"', text.indexOf("\nrule ")) + 1;
        resource.update(offset, 0, "x");
        CountingLinker linker = (CountingLinker) resource.getLinker();
        assertEquals(1, linker.wholeFiles);
        assertEquals(1, linker.members);
        assertSameAsFreshLoad(railway, new Edit(offset, 0, "x").applyTo(text), resource, "railway.esl");
    }

    @Test
    void deletingARulesColonReparsesAndRelinksThatRuleOnly() throws IOException {
        Path railway = EXAMPLES.resolve("railway.esl");
        String text = Files.readString(railway);
        XtextResource resource = load(railway, text);
        int colon = text.indexOf(':', text.indexOf("\nrule ", text.length() / 3));
        resource.update(colon, 1, "");
        assertEquals(1, reparses().declarations);
        assertEquals(0, reparses().wholeFiles);
        assertEquals(1, ((CountingLinker) resource.getLinker()).members);
        assertTrue(issues(resource).stream().anyMatch(issue -> issue.startsWith("ESL000")), issues(resource).toString());
        assertSameAsFreshLoad(railway, new Edit(colon, 1, "").applyTo(text), resource, "railway.esl");
    }

    /** With one quote gone, a string runs from the first fact on the line into the third. */
    @Test
    void aQuoteThatRunsAStringIntoTheNextDeclarationsParsesTheWholeFile() throws IOException {
        Path facts = EXAMPLES.resolve("facts.esl");
        String text = "spec facts\npredicate p \"p holds\"\nfact p\nfact \"a\" fact p fact \"b\"\nfact p\nfact p\n";
        XtextResource resource = load(facts, text);
        int quote = text.indexOf('"', text.indexOf("fact \"a"));
        resource.update(quote, 1, "");
        assertEquals(0, reparses().declarations);
        assertEquals(1, reparses().wholeFiles);
        assertSameAsFreshLoad(facts, new Edit(quote, 1, "").applyTo(text), resource, "facts.esl");
    }

    @Test
    void aKeywordTypedIntoAPolicySplitsItInTwoDeclarations() throws IOException {
        Path park = EXAMPLES.resolve("park.esl");
        String text = Files.readString(park);
        XtextResource resource = load(park, text);
        int members = ((Spec) resource.getContents().get(0)).getMembers().size();
        int body = text.indexOf(':', text.indexOf("\npolicy ")) + 1;
        resource.update(body, 0, " p\nrule split:");
        assertEquals(1, reparses().declarations);
        assertEquals(members + 1, ((Spec) resource.getContents().get(0)).getMembers().size());
        assertSameAsFreshLoad(park, new Edit(body, 0, " p\nrule split:").applyTo(text), resource, "park.esl");
    }

    @Test
    void renamingADeclarationRelinksTheFileAndItsUsesBecomeUndeclared() throws IOException {
        Path banking = EXAMPLES.resolve("banking.esl");
        String text = Files.readString(banking);
        XtextResource resource = load(banking, text);
        Matcher predicate = Pattern.compile("\npredicate (\\w+)").matcher(text);
        assertTrue(predicate.find());
        resource.update(predicate.end(1), 0, "_renamed");
        assertEquals(2, ((CountingLinker) resource.getLinker()).wholeFiles);
        assertTrue(issues(resource).stream().anyMatch(issue -> issue.startsWith("ESL001")), issues(resource).toString());
    }

    /** A spec whose members depend on each other: a rule and a fact use P, only one rule uses R. */
    private static final String DEPENDENT = """
            spec dependent
            variables x
            predicate P(n: Int) "p {n}"
            predicate Q(n: Int) "q {n}"
            predicate R(n: Int) "r {n}"
            rule a "a":
                P(x) => Q(x)
            rule b "b":
                R(x) => Q(x)
            fact P(1)
            """;

    /**
     * Validating after an edit checks again only the members whose diagnostics the edit can change, and gives
     * what validating the fresh load of the text gives: {@code from} replaced by {@code to} in {@link #DEPENDENT}
     * brings {@code code} (on a member the edit did not touch), and validates {@code checked} of its 7 members again.
     */
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            rule a "a"      | rule a "ab"     | -      | 1
            P(n: Int)       | P(n: Bool)      | ESL005 | 3
            R(x) => Q(x)    | P(x) => Q(x)    | ESL003 | 2
            rule b "b":     | rule b "b"      | ESL000 | 1
            """)
    void anEditValidatesAgainOnlyWhatItCanChange(String from, String to, String code, int checked) throws IOException {
        Path file = EXAMPLES.resolve("dependent.esl");
        XtextAdapter.SpecResource resource = load(file, DEPENDENT);
        List<String> before = issues(resource);
        assertEquals(7, resource.diagnostics().membersChecked());
        int at = DEPENDENT.indexOf(from);
        assertTrue(at >= 0, from);
        Edit edit = new Edit(at, from.length(), to);
        resource.updateTo(edit.applyTo(DEPENDENT)); // as the language server does: only the characters that differ
        assertEquals(1, ((CountingLinker) resource.getLinker()).wholeFiles, "the edit relinks members, not the file");
        assertSameAsFreshLoad(file, edit.applyTo(DEPENDENT), resource, from + " -> " + to);
        assertEquals(checked, resource.diagnostics().membersChecked());
        if (!code.equals("-")) {
            assertTrue(before.stream().noneMatch(issue -> issue.startsWith(code)), before.toString());
            assertTrue(issues(resource).stream().anyMatch(issue -> issue.startsWith(code)), issues(resource).toString());
        }
    }

    /**
     * The file's names, which every reference is looked up in, are kept across an edit that keeps every name where
     * it was, with the touched members described again ({@link FileNames#renewed}); any other edit walks the file
     * again. {@code from} replaced by {@code to} in {@link #DEPENDENT} keeps the names across {@code kept} edits, and
     * every reference still finds what a fresh load finds. The index keeps the file's description across the same
     * edits, and holds what Xtext's indexer gives the fresh load.
     */
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            rule a "a"                  | rule a "ab"                 | 1
            R(x) => Q(x)                | P(x) => Q(x)                | 1
            rule b "b":                 | rule b "b"                  | 1
            predicate R(n: Int)         | predicate S(n: Int)         | 0
            rule a "a":                 | rule c "a":                 | 0
            variables x                 | variables y                 | 0
            fact P(1)                   | fact P(1)\\nfact P(2)        | 0
            """)
    void theFilesNamesAreKeptOnlyAcrossAnEditThatKeepsEveryNameInPlace(String from, String to, int kept) throws IOException {
        Path file = EXAMPLES.resolve("dependent.esl");
        XtextAdapter.SpecResource resource = load(file, DEPENDENT);
        references(resource); // the scope asks for the names of the loaded version
        String before = from.replace("\\n", "\n");
        int at = DEPENDENT.indexOf(before);
        assertTrue(at >= 0, from);
        Edit edit = new Edit(at, before.length(), to.replace("\\n", "\n"));
        Index index = new Index(injector.getInstance(XtextAdapter.KeptExportsIndexer.class));
        index.build(resource);
        resource.updateTo(edit.applyTo(DEPENDENT));
        assertSameAsFreshLoad(file, edit.applyTo(DEPENDENT), resource, from + " -> " + to);
        assertEquals(kept, resource.currentNames().editsKept());
        assertEquals(kept == 1, index.build(resource), "the index kept the file's description");
        assertEquals(exported(index.freshDescription(load(file, edit.applyTo(DEPENDENT)))), exported(index.description(resource)));
    }

    /**
     * The index of a build, as the language server's builder keeps it: {@link #build} indexes a resource again, after
     * an edit, through {@code KeptExportsIndexer}, and stores what {@code InPlaceUpdatingBuilder} stores.
     */
    private static final class Index {

        private final XtextAdapter.KeptExportsIndexer indexer;
        private ResourceDescriptionsData descriptions = new ResourceDescriptionsData(List.of());

        Index(XtextAdapter.KeptExportsIndexer indexer) {
            this.indexer = indexer;
        }

        /** Indexes the resource's current version; true if the index kept the description it held. */
        boolean build(XtextResource resource) {
            IResourceDescription before = description(resource);
            BuildContext context = new BuildContext(uri -> resource.getResourceServiceProvider(), (XtextResourceSet) resource.getResourceSet(),
                    new IndexState(descriptions, new Source2GeneratedMapping()), null, CancelIndicator.NullImpl);
            boolean kept = ((XtextAdapter.SpecResource) resource).exportsIndexedIn(before);
            IResourceDescription.Delta delta = indexer.addToIndex(resource, true, descriptions, context); // as Xtext's build does
            if (before != null) {
                assertEquals(exportedObjects(before).equals(exportedObjects(delta.getNew())), !delta.haveEObjectDescriptionsChanged(),
                        "the index's delta");
            }
            descriptions = descriptions.copy();
            descriptions.addDescription(resource.getURI(), XtextAdapter.InPlaceUpdatingBuilder.forIndex(resource, before,
                    resource.getResourceServiceProvider().getResourceDescriptionManager().getResourceDescription(resource)));
            return kept;
        }

        IResourceDescription description(XtextResource resource) {
            return descriptions.getResourceDescription(resource.getURI());
        }

        /** What Xtext's build puts in the index for a resource. */
        IResourceDescription freshDescription(XtextResource resource) {
            return SerializableResourceDescription.createCopy(resource.getResourceServiceProvider().getResourceDescriptionManager().getResourceDescription(resource));
        }
    }

    /** What a description of the index exports (each object's name, kind and URI), then its references to other files. */
    private static List<String> exported(IResourceDescription description) {
        List<String> exported = exportedObjects(description);
        for (IReferenceDescription reference : description.getReferenceDescriptions()) {
            exported.add(reference.getSourceEObjectUri() + " -> " + reference.getTargetEObjectUri());
        }
        return exported;
    }

    /** Each object a description of the index exports: its name, kind and URI. */
    private static List<String> exportedObjects(IResourceDescription description) {
        List<String> exported = new ArrayList<>();
        for (IEObjectDescription object : description.getExportedObjects()) {
            exported.add(object.getName() + " " + object.getEClass().getName() + " " + object.getEObjectURI());
        }
        return exported;
    }

    /** Moving a declaration (a line cut, then pasted elsewhere) walks the file again, and its uses follow it. */
    @Test
    void movingADeclarationWalksTheFileAgain() throws IOException {
        Path file = EXAMPLES.resolve("dependent.esl");
        XtextAdapter.SpecResource resource = load(file, DEPENDENT);
        references(resource);
        String line = "predicate P(n: Int) \"p {n}\"\n";
        String cut = DEPENDENT.replace(line, "");
        resource.updateTo(cut);
        assertSameAsFreshLoad(file, cut, resource, "cut");
        String pasted = cut.replace("fact P(1)\n", "fact P(1)\n" + line);
        resource.updateTo(pasted);
        assertSameAsFreshLoad(file, pasted, resource, "pasted");
        assertEquals(0, resource.currentNames().editsKept());
    }

    /**
     * The edited resource holds {@code text} and what a fresh load of it gives: the same parse tree, model,
     * references and issues.
     */
    private void assertSameAsFreshLoad(Path file, String text, XtextResource edited, String where) throws IOException {
        assertEquals(text, edited.getParseResult().getRootNode().getText(), where);
        XtextResource fresh = load(file, text);
        assertSameLines(nodes(fresh), nodes(edited), where);
        assertSameLines(objects(fresh), objects(edited), where);
        assertEquals(references(fresh), references(edited), where);
        assertEquals(issues(fresh, injector.getInstance(ResourceValidatorImpl.class)), issues(edited), where);
    }

    /** Like assertEquals on the two lists, but names only the first line that differs. */
    private static void assertSameLines(List<String> expected, List<String> actual, String where) {
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            assertEquals(expected.get(i), actual.get(i), where + ", line " + i);
        }
        assertEquals(expected.size(), actual.size(), where + ": number of lines");
    }

    private ReparseCounts reparses() {
        return injector.getInstance(ReparseCounts.class);
    }

    private XtextAdapter.SpecResource load(Path file, String text) throws IOException {
        XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
        XtextAdapter.SpecResource resource = (XtextAdapter.SpecResource) injector.getInstance(XtextResource.class);
        resource.setURI(URI.createFileURI(file.toAbsolutePath().normalize().toString()));
        set.getResources().add(resource);
        resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), set.getLoadOptions());
        return resource;
    }

    /** The issues of the resource's own validator: after an edit, the language server's validation member by member. */
    private static List<String> issues(XtextResource resource) {
        return issues(resource, resource.getResourceServiceProvider().getResourceValidator());
    }

    /** The issues in the order {@code validator} gives them, as the language server publishes them. */
    private static List<String> issues(XtextResource resource, IResourceValidator validator) {
        List<String> issues = new ArrayList<>();
        for (Issue issue : validator.validate(resource, CheckMode.ALL, null)) {
            issues.add(issue.getCode() + " " + issue.getSeverity() + " " + issue.getLineNumber() + ":" + issue.getColumn()
                    + " +" + issue.getLength() + " " + issue.getMessage());
        }
        return issues;
    }

    /**
     * The parse tree: every node in document order with its grammar element, place and syntax error, and the
     * object it made.
     */
    private static List<String> nodes(XtextResource resource) {
        List<String> nodes = new ArrayList<>();
        for (INode node : resource.getParseResult().getRootNode().getAsTreeIterable()) {
            StringBuilder line = new StringBuilder(node instanceof ILeafNode leaf ? (leaf.isHidden() ? "hidden " : "leaf ") : "node ");
            line.append(node.getTotalOffset()).append('+').append(node.getTotalLength()).append(' ');
            line.append(node.getGrammarElement() == null ? "-" : EcoreUtil.getURI(node.getGrammarElement()).fragment());
            if (node.getSyntaxErrorMessage() != null) {
                line.append(" error ").append(node.getSyntaxErrorMessage().getMessage());
            }
            if (node.hasDirectSemanticElement()) {
                line.append(" makes ").append(EcoreUtil.getURI(node.getSemanticElement()).fragment());
            }
            nodes.add(line.toString());
        }
        return nodes;
    }

    /** Every object of the model in containment order, with its attributes. */
    private static List<String> objects(XtextResource resource) {
        List<String> objects = new ArrayList<>();
        for (Iterator<EObject> all = EcoreUtil.getAllContents(resource, false); all.hasNext();) {
            EObject object = all.next();
            StringBuilder line = new StringBuilder(EcoreUtil.getURI(object).fragment()).append(' ').append(object.eClass().getName());
            for (EAttribute attribute : object.eClass().getEAllAttributes()) {
                line.append(' ').append(attribute.getName()).append('=').append(object.eGet(attribute));
            }
            objects.add(line.toString());
        }
        return objects;
    }

    /**
     * Every cross reference in containment order, as the path of its source and where it points, once
     * resolved as a build resolves them (no proxy to a declaration of the file may be left).
     */
    private static List<String> references(XtextResource resource) {
        ((XtextAdapter.SpecResource) resource).resolveLazyCrossReferences(CancelIndicator.NullImpl);
        List<String> references = new ArrayList<>();
        for (Iterator<EObject> all = EcoreUtil.getAllContents(resource, false); all.hasNext();) {
            EObject source = all.next();
            for (EReference reference : source.eClass().getEAllReferences()) {
                if (reference.isContainment() || reference.isContainer() || !source.eIsSet(reference)) {
                    continue;
                }
                Object value = source.eGet(reference, false);
                List<?> targets = value instanceof List<?> list ? list : List.of(value);
                for (Object target : targets) {
                    references.add(EcoreUtil.getURI(source).fragment() + " " + reference.getName() + " -> " + where(resource, (EObject) target));
                }
            }
        }
        return references;
    }

    /** A declaration's URI; an unresolved name as such (its proxy numbers the references of a parse). */
    private static String where(XtextResource resource, EObject target) {
        if (target.eIsProxy()) {
            URI proxy = ((InternalEObject) target).eProxyURI();
            boolean name = ((XtextAdapter.SpecResource) resource).getEncoder().isCrossLinkFragment(resource, proxy.fragment());
            return "unresolved" + (name ? "" : " " + proxy);
        }
        return EcoreUtil.getURI(target).toString();
    }

    /** Replace {@code length} characters at {@code offset} with {@code text}. */
    record Edit(int offset, int length, String text) {

        private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
        private static final String[] TYPED = {" ", "a", "x", "1", "\"", "(", ")", ",", ":", "\n", "and ", "not ", "/*", "*/", "rule ", "//"};

        String applyTo(String original) {
            return original.substring(0, offset) + text + original.substring(offset + length);
        }

        /** One of the edits a user makes: type or delete a character, swap a name for another, undo a line. */
        static Edit random(String text, Random random) {
            int at = random.nextInt(text.length() + 1);
            if (text.isEmpty()) {
                return new Edit(0, 0, "spec s\n");
            }
            switch (random.nextInt(5)) {
                case 0:
                    return new Edit(at, 0, TYPED[random.nextInt(TYPED.length)]);
                case 1:
                    return new Edit(Math.min(at, text.length() - 1), 1, "");
                case 2: {
                    List<int[]> names = new ArrayList<>();
                    Matcher matcher = IDENTIFIER.matcher(text);
                    while (matcher.find()) {
                        names.add(new int[] {matcher.start(), matcher.end()});
                    }
                    int[] replaced = names.get(random.nextInt(names.size()));
                    int[] other = names.get(random.nextInt(names.size()));
                    return new Edit(replaced[0], replaced[1] - replaced[0], text.substring(other[0], other[1]));
                }
                case 3: {
                    int start = text.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
                    int end = text.indexOf('\n', at);
                    return new Edit(start, (end < 0 ? text.length() : end) - start, "");
                }
                default: {
                    int quote = text.indexOf('"', at);
                    return quote < 0 ? new Edit(at, 0, " ") : new Edit(quote + 1, 0, "e");
                }
            }
        }
    }
}
