package org.esl.lang.incremental;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.antlr.runtime.CommonTokenStream;
import org.antlr.runtime.IntStream;
import org.antlr.runtime.RecognitionException;
import org.antlr.runtime.Token;
import org.antlr.runtime.TokenStream;
import org.apache.log4j.Logger;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.InternalEList;
import org.eclipse.xtext.build.BuildContext;
import org.eclipse.xtext.build.BuildRequest;
import org.eclipse.xtext.build.IncrementalBuilder;
import org.eclipse.xtext.build.Indexer;
import org.eclipse.xtext.build.ResolvedResourceDescription;
import org.eclipse.xtext.diagnostics.IDiagnosticConsumer;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.linking.impl.XtextLinkingDiagnostic;
import org.eclipse.xtext.linking.lazy.LazyLinker;
import org.eclipse.xtext.linking.lazy.LazyLinkingResource;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.impl.AbstractNode;
import org.eclipse.xtext.nodemodel.impl.CompositeNode;
import org.eclipse.xtext.nodemodel.impl.LeafNode;
import org.eclipse.xtext.nodemodel.impl.NodeModelBuilder;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.parser.IParser;
import org.eclipse.xtext.parser.antlr.XtextTokenStream;
import org.eclipse.xtext.parser.impl.PartialParsingHelper;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.IReferenceDescription;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.resource.persistence.SerializableResourceDescription;
import org.eclipse.xtext.resource.impl.AbstractResourceDescription;
import org.eclipse.xtext.resource.impl.ListBasedDiagnosticConsumer;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsData;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.IAcceptor;
import org.eclipse.xtext.util.LazyStringInputStream;
import org.eclipse.xtext.util.OnChangeEvictingCache;
import org.eclipse.xtext.util.ReplaceRegion;
import org.eclipse.xtext.util.Triple;
import org.eclipse.xtext.validation.AbstractInjectableValidator;
import org.eclipse.xtext.validation.CancelableDiagnostician;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.Issue;
import org.eclipse.xtext.validation.ResourceValidatorImpl;
import org.eclipse.xtext.validation.impl.ConcreteSyntaxEValidator;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.esl.Member;
import org.esl.lang.esl.Spec;
import org.esl.lang.parser.antlr.EslParser;
import org.esl.lang.parser.antlr.internal.InternalEslParser;
import org.esl.lang.scoping.EslResourceDescriptionStrategy;
import org.esl.lang.services.EslGrammarAccess;

import com.google.inject.Binder;
import com.google.inject.Inject;

/**
 * Everything this package needs from Xtext beyond its public API, in one file, so that an Xtext upgrade that
 * changes one of these internals breaks this file and no other. Internal here means: a protected method of an
 * Xtext class, overridden or called; a class of an {@code impl} or {@code internal} package, or named
 * {@code Internal...}; the node model's package-private setters, reached by reflection (Xtext's jars are signed,
 * so no class of ours can join its packages). Each nested class is what one of Xtext's Guice bindings asks for,
 * and only ties Xtext's hook to the package's own logic ({@link ChangedRegion}, {@link EditedMembers},
 * {@link DeclarationReparser}, {@link DeclarationKeywords}, {@link ObjectPaths}, {@link PathsFirstUnloader}),
 * which uses Xtext's public API only. The Xtext version is pinned by the build; after an upgrade,
 * {@code IncrementalRelinkingTest} compares every kind of in-place edit with a fresh load of the same text.
 */
public final class XtextAdapter {

    private XtextAdapter() {
    }

    /**
     * Makes the language server's build bring a changed open spec to its new text in place ({@link InPlaceUpdatingBuilder}),
     * and keep its description in the index across the edits that keep every name in place ({@link KeptExportsIndexer}).
     */
    public static void bindInPlaceUpdatingBuilder(Binder binder) {
        binder.bind(IncrementalBuilder.InternalStatefulIncrementalBuilder.class).to(InPlaceUpdatingBuilder.class);
        binder.bind(Indexer.class).to(KeptExportsIndexer.class);
    }

    /**
     * The resource of a spec, for every front end. Xtext's hooks used: {@code update} records the members an
     * edit touches before the partial parse, {@code doLinking} then relinks only those when they still name the
     * same things ({@link EditedMembers}), and renews the file's names for them ({@link FileNames}), which Xtext's
     * cache of the resource holds between edits; {@code resolveLazyCrossReferences} and {@code clearInternalState}
     * make a second resolving walk over the same parse free (Xtext walks twice per build); {@code removeDiagnostic}
     * looks for a reference's old diagnostic only where there is one; {@code doResolveLazyCrossReference} also
     * resolves the proxies a partial parse left to objects of this file; {@code doUnload} and {@code getURIFragment}
     * give every unloaded object its path from one walk ({@link ObjectPaths}), and a loaded one its path with its
     * member's position looked up.
     */
    public static class SpecResource extends LazyLinkingResource {

        /** The key of the members' positions in Xtext's cache of a resource, emptied on any change. */
        private static final Object MEMBER_POSITIONS = new Object();

        /** Whether a walk has finished since the lazy references of this version were installed. */
        private boolean resolved;

        /** The members the current {@link #update} touches, null when it touches an import or no update runs. */
        private EditedMembers edited;

        /** The path of every object while the resource unloads; null otherwise. */
        private Map<EObject, String> unloading;

        /** The static diagnostics of the last validation, per member ({@link MemberValidator}). */
        private final MemberDiagnostics diagnostics = new MemberDiagnostics();

        /** The names the scope of this file last looked up in ({@link #names}); current while Xtext's cache holds them. */
        private FileNames names;

        /** During an {@link #update}, the names of the version before it, if they were current; null otherwise. */
        private FileNames namesBefore;

        /** The names an update renewed for the members it relinked, until the scope asks for them. */
        private FileNames renewedNames;

        /**
         * The description the index holds for this file ({@link KeptExportsIndexer}), while the objects it exports are
         * those of the current version: every update since it was made kept every name in place. Null otherwise.
         */
        private IResourceDescription indexed;

        /** During an {@link #update}, {@link #indexed} as it was before it. */
        private IResourceDescription indexedBefore;

        /**
         * The named objects of the spec that its references are looked up in, which the scope provider caches for
         * this version of the file under the key {@code FileNames.class}. After an edit that kept every name where it
         * was, they are the names of the version before with the touched members described again
         * ({@link FileNames#renewed}); otherwise they come from a walk over the whole file.
         */
        public FileNames names(Spec root, IQualifiedNameProvider provider) {
            FileNames renewed = renewedNames;
            renewedNames = null;
            names = renewed != null && renewed.describe(root) ? renewed : FileNames.of(root, provider);
            return names;
        }

        /** The names of the current version, if the scope has asked for them and no change has emptied Xtext's cache since. */
        FileNames currentNames() {
            return names != null && getCache() instanceof OnChangeEvictingCache cache
                    && cache.getOrCreate(this).get(FileNames.class) == names ? names : null;
        }

        /** The diagnostics of its last validation, per member. */
        MemberDiagnostics diagnostics() {
            return diagnostics;
        }

        /**
         * Brings the resource to a new version of its text (an editor's whole document) by replacing only the
         * region that changed ({@link ChangedRegion}).
         */
        public void updateTo(String text) {
            ReplaceRegion change = ChangedRegion.between(getParseResult().getRootNode().getText(), text);
            if (change != null) {
                update(change.getOffset(), change.getLength(), change.getText());
            }
        }

        @Override
        public void update(int offset, int replacedTextLength, String newText) {
            namesBefore = currentNames();
            names = null;
            renewedNames = null;
            indexedBefore = indexed;
            indexed = null;
            edited = EditedMembers.before(getParseResult(), offset, replacedTextLength);
            try {
                super.update(offset, replacedTextLength, newText);
            } finally {
                edited = null;
                namesBefore = null;
                indexedBefore = null;
            }
        }

        @Override
        protected void doLinking() {
            resolved = false;
            List<Member> members = edited == null ? null : edited.relinkable(getParseResult());
            if (members == null || !(getLinker() instanceof MemberLinker linker)) {
                diagnostics.forget();
                super.doLinking();
                return;
            }
            diagnostics.relinked(members);
            renewedNames = namesBefore == null ? null : namesBefore.renewed(edited.spec(), edited.touched().keySet());
            indexed = indexedBefore; // same names, kinds and paths: the same exported objects
            forgetReferencesOfReplacedObjects();
            ListBasedDiagnosticConsumer consumer = new ListBasedDiagnosticConsumer();
            members.forEach(member -> linker.linkMember(member, consumer));
            if (!isValidationDisabled()) {
                getErrors().addAll(consumer.getResult(Severity.ERROR));
                getWarnings().addAll(consumer.getResult(Severity.WARNING));
            }
        }

        /**
         * Drops what Xtext keeps to resolve the lazy references of objects the partial parse replaced (they are
         * proxies now, out of the tree), so that a session of edits does not keep every replaced member alive.
         */
        private void forgetReferencesOfReplacedObjects() {
            List<Triple<EObject, EReference, INode>> references = getLazyProxyInformation();
            for (int i = 0; i < references.size(); i++) {
                Triple<EObject, EReference, INode> reference = references.get(i);
                if (reference != null && reference.getFirst().eIsProxy()) {
                    references.set(i, null);
                }
            }
        }

        /** Whether {@code description}, which the index holds for this file, still describes what it exports. */
        boolean exportsIndexedIn(IResourceDescription description) {
            return description != null && description == indexed;
        }

        /** The index now holds {@code description} for the current version of this file. */
        void indexedAs(IResourceDescription description) {
            indexed = description;
        }

        @Override
        protected void clearInternalState() {
            resolved = false;
            names = null;
            renewedNames = null;
            indexed = null;
            super.clearInternalState();
        }

        @Override
        public void resolveLazyCrossReferences(CancelIndicator monitor) {
            if (resolved) {
                return;
            }
            super.resolveLazyCrossReferences(monitor);
            resolved = monitor == null || !monitor.isCanceled();
        }

        /**
         * Xtext removes the diagnostic of every reference it resolves, in case an earlier attempt failed, and
         * to find it builds the diagnostic's message: for ESL001 a search for the closest of all declared names.
         * Once a file had any error (a syntax error while typing), every reference of a big spec paid for that
         * search: 10 seconds an edit on the 1,500-rule spec (docs/benchmarks.md). Only a reference that has a
         * linking diagnostic at its node can have one to remove.
         */
        @Override
        protected void removeDiagnostic(Triple<EObject, EReference, INode> triple) {
            INode node = triple.getThird();
            if (node != null && (hasLinkingDiagnosticAt(getErrors(), node) || hasLinkingDiagnosticAt(getWarnings(), node))) {
                super.removeDiagnostic(triple);
            }
        }

        private static boolean hasLinkingDiagnosticAt(List<Resource.Diagnostic> diagnostics, INode node) {
            for (Resource.Diagnostic diagnostic : diagnostics) {
                if (diagnostic instanceof XtextLinkingDiagnostic linking && linking.getOffset() == node.getOffset()
                        && linking.getLength() == node.getLength()) {
                    return true;
                }
            }
            return false;
        }

        /**
         * Also resolves the proxies to this file that a partial parse left: references from the rest of the file
         * to replaced objects point at their paths, which now hold the new objects of the same kinds and names.
         */
        @Override
        protected void doResolveLazyCrossReference(InternalEObject source, EStructuralFeature crossRef) {
            super.doResolveLazyCrossReference(source, crossRef);
            if (crossRef.isMany()) {
                @SuppressWarnings("unchecked")
                InternalEList<EObject> targets = (InternalEList<EObject>) source.eGet(crossRef, false);
                for (int i = 0; i < targets.size(); i++) {
                    EObject target = resolvedHere(targets.basicGet(i));
                    int index = i;
                    if (target != null) {
                        withoutNotifications(source, () -> targets.setUnique(index, target));
                    }
                }
            } else {
                EObject target = resolvedHere((EObject) source.eGet(crossRef, false));
                if (target != null) {
                    withoutNotifications(source, () -> source.eSet(crossRef, target));
                }
            }
        }

        /** The object a proxy to a path in this file stands for, or null for anything else. */
        private EObject resolvedHere(EObject value) {
            if (value == null || !value.eIsProxy()) {
                return null;
            }
            URI uri = ((InternalEObject) value).eProxyURI();
            if (!getURI().equals(uri.trimFragment()) || getEncoder().isCrossLinkFragment(this, uri.fragment())) {
                return null;
            }
            EObject target = EcoreUtil.resolve(value, this);
            return target.eIsProxy() ? null : target;
        }

        private static void withoutNotifications(InternalEObject source, Runnable change) {
            boolean deliver = source.eDeliver();
            try {
                source.eSetDeliver(false);
                change.run();
            } finally {
                source.eSetDeliver(deliver);
            }
        }

        /**
         * Unloading (a file changed on disk, or one that depends on a changed file) makes every object a proxy to
         * its path from the root; EMF computes each path from the object up, n² for a spec of n declarations
         * (docs/benchmarks.md), so the paths come from one walk down.
         */
        @Override
        protected void doUnload() {
            diagnostics.forget();
            names = null;
            renewedNames = null;
            indexed = null;
            unloading = new IdentityHashMap<>();
            for (EObject root : getContents()) {
                unloading.putAll(ObjectPaths.below(root, super.getURIFragment(root)));
            }
            try {
                super.doUnload();
            } finally {
                unloading = null;
            }
        }

        /**
         * The path of an object. EMF computes it from the object up, searching each step in its list; at the step
         * below the spec that is a search among all its members, and the index asks for the path of every
         * declaration after each change (n² for n declarations: a quarter of an edit of the 1,500-rule spec,
         * docs/benchmarks.md). The position of each member is looked up instead, the other steps are EMF's.
         */
        @Override
        public String getURIFragment(EObject object) {
            Map<EObject, String> paths = unloading;
            String path = paths == null ? null : paths.get(object);
            if (path == null && !object.eIsProxy() && getContents().size() == 1 && getContents().get(0) instanceof Spec spec) {
                path = pathBelow(spec, object);
            }
            return path != null ? path : super.getURIFragment(object);
        }

        /** The path EMF gives an object below a member of {@code spec}, or null for any other object. */
        private String pathBelow(Spec spec, EObject object) {
            Deque<String> steps = new ArrayDeque<>();
            EObject child = object;
            for (EObject container = child.eContainer(); container != null; child = container, container = container.eContainer()) {
                if (container == spec) {
                    Integer position = memberPositions(spec).get(child);
                    if (position == null) {
                        return null;
                    }
                    steps.push("@" + EslPackage.Literals.SPEC__MEMBERS.getName() + "." + position);
                    return "//" + String.join("/", steps);
                }
                steps.push(((InternalEObject) container).eURIFragmentSegment(child.eContainingFeature(), child));
            }
            return null;
        }

        /** Where each member of the spec stands among them, once per version of the file. */
        private Map<EObject, Integer> memberPositions(Spec spec) {
            return getCache().get(MEMBER_POSITIONS, this, () -> {
                Map<EObject, Integer> positions = new IdentityHashMap<>();
                List<Member> members = spec.getMembers();
                for (int i = 0; i < members.size(); i++) {
                    positions.put(members.get(i), i);
                }
                return positions;
            });
        }
    }

    /**
     * Xtext's indexer, except that a spec whose edits since it was last indexed all kept every name in place (the
     * same declarations, rule variables and literals, of the same kinds, at the same paths: {@link EditedMembers})
     * keeps the description the index holds for it. Xtext would walk the file for its exported objects and copy each
     * with its path after every change, a fifth of an edit of the 1,500-rule spec (docs/benchmarks.md). The index
     * keeps only exported objects, so the kept description is what Xtext would compute; the delta against it says
     * that nothing changed, as Xtext's would. (Xtext's build indexes a changed file with {@code isPreIndexing} true,
     * which its indexer ignores.)
     */
    public static class KeptExportsIndexer extends Indexer {

        @Override
        protected IResourceDescription.Delta addToIndex(Resource resource, boolean isPreIndexing, ResourceDescriptionsData oldIndex,
                BuildContext context) {
            if (!(resource instanceof SpecResource spec)) {
                return super.addToIndex(resource, isPreIndexing, oldIndex, context);
            }
            IResourceDescription before = oldIndex == null ? null : oldIndex.getResourceDescription(resource.getURI());
            IResourceDescription.Delta delta = spec.exportsIndexedIn(before)
                    // the same exported objects (proxies already, so not copied again) in a new description: a delta wants two
                    ? context.getResourceServiceProvider(resource.getURI()).getResourceDescriptionManager()
                            .createDelta(before, new ResolvedResourceDescription(before))
                    : super.addToIndex(resource, isPreIndexing, oldIndex, context);
            return delta;
        }
    }

    /**
     * A description with the exported objects of the one the index holds and the references and imported names of a
     * fresh one. A spec that neither imports a file nor reads a tool schema refers to no other file
     * ({@link EslResourceDescriptionStrategy}); Xtext would still walk it for its exported objects to say so.
     */
    private static final class KeptExports extends AbstractResourceDescription {

        private final IResourceDescription indexed;
        private final IResourceDescription fresh;
        private final boolean refersOnlyToItself;

        KeptExports(IResourceDescription indexed, IResourceDescription fresh, Spec spec) {
            this.indexed = indexed;
            this.fresh = fresh;
            this.refersOnlyToItself = spec != null && EslResourceDescriptionStrategy.refersOnlyToItself(spec);
        }

        @Override
        protected List<IEObjectDescription> computeExportedObjects() {
            List<IEObjectDescription> exported = new ArrayList<>();
            indexed.getExportedObjects().forEach(exported::add);
            return exported;
        }

        @Override
        public Iterable<QualifiedName> getImportedNames() {
            return fresh.getImportedNames();
        }

        @Override
        public Iterable<IReferenceDescription> getReferenceDescriptions() {
            return refersOnlyToItself ? List.of() : fresh.getReferenceDescriptions();
        }

        @Override
        public URI getURI() {
            return fresh.getURI();
        }
    }

    /**
     * Xtext's lazy linker, able to link one member of a spec on its own ({@link SpecResource#doLinking}). Linking a
     * whole model first forgets every lazy reference of the file and the names it looked up in its imports.
     */
    public static class MemberLinker extends LazyLinker {

        /** Installs the lazy references of the member and everything in it, and nothing else. */
        public void linkMember(EObject member, IDiagnosticConsumer consumer) {
            doLinkModel(member, consumer);
        }
    }

    /**
     * Xtext's validation of a resource, except that a spec is validated member by member, and a member an edit
     * left alone keeps the diagnostics of the last validation when they cannot have changed
     * ({@link MemberDiagnostics}). The issues are those of validating the whole tree at once, in the same order.
     */
    public static class MemberValidator extends ResourceValidatorImpl {

        private static final Logger LOG = Logger.getLogger(MemberValidator.class);

        @Override
        protected void validate(Resource resource, CheckMode mode, CancelIndicator monitor, IAcceptor<Issue> acceptor) {
            if (!(resource instanceof SpecResource spec) || mode != CheckMode.ALL || resource.getContents().size() != 1
                    || !(resource.getContents().get(0) instanceof Spec root)) {
                super.validate(resource, mode, monitor, acceptor);
                return;
            }
            List<Diagnostic> found;
            try {
                found = spec.diagnostics().validate(root, getDiagnostician(), context(spec, mode, monitor));
            } catch (RuntimeException e) {
                getOperationCanceledManager().propagateAsErrorIfCancelException(e);
                LOG.error(e.getMessage(), e);
                return;
            }
            for (Diagnostic diagnostic : found) {
                issueFromEValidatorDiagnostic(diagnostic, acceptor);
            }
        }

        /** The context Xtext's {@code ResourceValidatorImpl} validates a tree in. */
        private Map<Object, Object> context(XtextResource resource, CheckMode mode, CancelIndicator monitor) {
            Map<Object, Object> context = getDiagnostician().createDefaultContext();
            context.put(CheckMode.KEY, mode);
            context.put(CancelableDiagnostician.CANCEL_INDICATOR, monitor);
            context.put(ConcreteSyntaxEValidator.DISABLE_CONCRETE_SYNTAX_EVALIDATOR, Boolean.TRUE);
            context.put(EValidator.class, getDiagnostician());
            context.put(AbstractInjectableValidator.CURRENT_LANGUAGE_NAME, resource.getLanguageName());
            return context;
        }
    }

    /**
     * Xtext's partial parser, which re-parses the smallest part of a file an edit allows, with one more step
     * before it parses the whole file: re-parsing the declarations around the edit ({@link DeclarationReparser}).
     * After a parse with syntax errors that step comes first: Xtext would widen the part it re-parses to every syntax
     * error of the file, walking the whole tree to find them (a sixth of such an edit of the 1,500-rule spec,
     * docs/benchmarks.md), while the declarations around the edit parse alike wherever the other errors are; when
     * they cannot be re-parsed alone, the whole file is.
     */
    public static class PartialParser extends PartialParsingHelper {

        @Inject
        private DeclarationReparser declarations;

        @Override
        public IParseResult reparse(IParser parser, IParseResult previousParseResult, ReplaceRegion changedRegion) {
            if (!previousParseResult.hasSyntaxErrors()) {
                return super.reparse(parser, previousParseResult, changedRegion);
            }
            IParseResult reparsed = declarations.reparse(parser, previousParseResult, changedRegion);
            return reparsed != null ? reparsed : super.fullyReparse(parser, previousParseResult, changedRegion);
        }

        @Override
        protected IParseResult fullyReparse(IParser parser, IParseResult previousParseResult, ReplaceRegion replaceRegion) {
            IParseResult reparsed = declarations.reparse(parser, previousParseResult, replaceRegion);
            return reparsed != null ? reparsed : super.fullyReparse(parser, previousParseResult, replaceRegion);
        }
    }

    /** The ESL parser with recovery between declarations (see {@link DeclarationRecoveringParser}). */
    public static class RecoveringParser extends EslParser {

        @Override
        protected InternalEslParser createParser(XtextTokenStream stream) {
            return new DeclarationRecoveringParser(stream, getGrammarAccess());
        }
    }

    /**
     * The generated parser, plus recovery between declarations. Left alone, text that starts no declaration
     * ends the spec's member loop, and everything after it would be lost as "expected end of file". Here such
     * text is reported once ({@link NotADeclarationException}) and skipped up to the next declaration keyword
     * ({@link DeclarationKeywords}), so the rest of the file is still parsed, linked and checked. A declaration
     * whose expressions nest deeper than ESL reads ({@link NestingLimit}) is skipped the same way, with one error
     * at the token beyond the limit, before the parser's recursion could exhaust the stack. A reserved word where
     * a name goes ({@code var policy: Bool}) is read as that name, with one error that says so.
     */
    private static final class DeclarationRecoveringParser extends InternalEslParser {

        /** What a reserved word looks like: a keyword spelt like a name, such as {@code policy} or {@code until}. */
        private static final Pattern RESERVED_WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

        private final EslGrammarAccess grammar;
        private final BitSet declarationStarts;
        /** The first token beyond the nesting limit of each declaration that has one, by the declaration's first token. */
        private final Map<Integer, Token> tooDeep;

        DeclarationRecoveringParser(TokenStream input, EslGrammarAccess grammar) {
            super(input, grammar);
            this.grammar = grammar;
            this.declarationStarts = DeclarationKeywords.tokenTypes(grammar, getTokenNames());
            List<? extends Token> tokens = input instanceof CommonTokenStream stream ? tokens(stream) : List.of();
            this.tooDeep = new NestingLimit(declarationStarts, getTokenNames()).tooDeep(tokens);
        }

        @SuppressWarnings("unchecked")
        private static List<? extends Token> tokens(CommonTokenStream stream) {
            return stream.getTokens(); // lexes the whole text: the limit is known before the first rule runs
        }

        /** After a declaration, before the member loop decides whether another one follows. */
        @Override
        protected void afterParserOrEnumRuleCall() {
            super.afterParserOrEnumRuleCall();
            if (state.backtracking == 0 && getCurrentNode() != null && getCurrentNode().getGrammarElement() == grammar.getSpecRule()) {
                skipToNextDeclaration(false);
            }
        }

        /** After the spec's name or title, before the member loop starts. */
        @Override
        protected void newLeafNode(Token token, EObject grammarElement) {
            super.newLeafNode(token, grammarElement);
            if (state.backtracking == 0 && token != null) {
                if (grammarElement == grammar.getSpecAccess().getNameIDTerminalRuleCall_1_0()) {
                    skipToNextDeclaration(true);
                } else if (grammarElement == grammar.getSpecAccess().getTitleSTRINGTerminalRuleCall_2_0()) {
                    skipToNextDeclaration(false);
                }
            }
        }

        private void skipToNextDeclaration(boolean titleMayFollow) {
            while (input.LA(1) != Token.EOF && declarationStarts.get(input.LA(1)) && tooDeep.containsKey(input.LT(1).getTokenIndex())) {
                skipTooDeep(tooDeep.get(input.LT(1).getTokenIndex()));
            }
            int next = input.LA(1);
            if (next == Token.EOF || declarationStarts.get(next) || titleMayFollow && next == RULE_STRING) {
                return;
            }
            reportError(new NotADeclarationException(input));
            beginResync();
            while (input.LA(1) != Token.EOF && !declarationStarts.get(input.LA(1))) {
                input.consume();
            }
            endResync();
            appendSkippedTokens();
        }

        /**
         * A reserved word where a name goes, followed by what may follow that name ({@code var policy: Bool}), is
         * taken for the name its author meant, with one error: the rest of the declaration is then read as written,
         * rather than misread from the reserved word on. A reserved word followed by anything else is left to the
         * usual recovery, so that a name not yet typed before the next declaration ({@code predicate} alone on a
         * line) does not swallow that declaration's keyword.
         */
        @Override
        protected Object recoverFromMismatchedToken(IntStream in, int expected, org.antlr.runtime.BitSet follow)
                throws RecognitionException {
            Token found = input.LT(1);
            if (expected == RULE_ID && state.backtracking == 0 && found != null && found.getText() != null
                    && RESERVED_WORD.matcher(found.getText()).matches() && mayFollow(follow, input.LA(2))) {
                reportError(new ReservedWordException(input));
                input.consume();
                return found;
            }
            return super.recoverFromMismatchedToken(in, expected, follow);
        }

        /** Whether a token may come after the element being matched, in this rule or, at its end, in the rules around it. */
        private boolean mayFollow(org.antlr.runtime.BitSet follow, int type) {
            if (follow == null) {
                return false;
            }
            return follow.member(type) || follow.member(Token.EOR_TOKEN_TYPE) && computeContextSensitiveRuleFOLLOW().member(type);
        }

        /** Skips a declaration that nests too deeply; the error is on the first token beyond the limit. */
        private void skipTooDeep(Token beyond) {
            beginResync();
            while (input.LT(1).getTokenIndex() < beyond.getTokenIndex()) {
                input.consume();
            }
            endResync();
            appendSkippedTokens();
            state.errorRecovery = false; // a declaration of its own: its error is not a consequence of an earlier one
            reportError(new NestingTooDeepException(input));
            beginResync();
            do {
                input.consume();
            } while (input.LA(1) != Token.EOF && !declarationStarts.get(input.LA(1)));
            endResync();
            appendSkippedTokens();
        }
    }

    /**
     * The build of the language server, except that a changed spec open in the editor is brought to its new
     * text in place ({@link SpecResource#updateTo}) instead of being unloaded and loaded again, so that Xtext
     * parses again only the part of the file around the change. Anything else (a file changed on disk, a
     * deleted file, a file that depends on the changed one) is unloaded as Xtext does.
     */
    public static class InPlaceUpdatingBuilder extends IncrementalBuilder.InternalStatefulIncrementalBuilder {

        private static final Logger LOG = Logger.getLogger(InPlaceUpdatingBuilder.class);

        @Override
        protected IResourceDescription getSerializableResourceDescription(IResourceDescription description) {
            Resource resource = getRequest().getResourceSet().getResource(description.getURI(), false);
            IResourceDescription indexed = getContext().getOldState().getResourceDescriptions().getResourceDescription(description.getURI());
            return forIndex(resource, indexed, description);
        }

        /**
         * What the index keeps for a resource after a build, {@code fresh} its description now and {@code indexed} what
         * the index held before: Xtext's copy of {@code fresh}, except that the exported objects of {@code indexed} are
         * copied instead when the spec kept every name in place since ({@link KeptExportsIndexer}), where Xtext would walk
         * the file for them. A spec remembers what the index holds for it.
         */
        static IResourceDescription forIndex(Resource resource, IResourceDescription indexed, IResourceDescription fresh) {
            if (!(resource instanceof SpecResource spec)) {
                return SerializableResourceDescription.createCopy(fresh);
            }
            IResourceDescription kept = SerializableResourceDescription.createCopy(
                    spec.exportsIndexedIn(indexed) ? new KeptExports(indexed, fresh, spec.getContents().isEmpty()
                            || !(spec.getContents().get(0) instanceof Spec root) ? null : root) : fresh);
            spec.indexedAs(kept);
            return kept;
        }

        @Override
        protected void unloadResource(URI uri) {
            BuildRequest request = getRequest();
            boolean changedInEditor = request.getDirtyFiles().contains(uri) && !request.getDeletedFiles().contains(uri);
            if (!changedInEditor || !updatedInPlace(request.getResourceSet(), uri)) {
                super.unloadResource(uri);
            }
        }

        private static boolean updatedInPlace(XtextResourceSet resources, URI uri) {
            Resource resource = resources.getResource(uri, false);
            if (!(resource instanceof SpecResource spec) || !spec.isLoaded() || spec.getParseResult() == null) {
                return false;
            }
            String text = openDocument(resources, uri);
            if (text == null) {
                return false;
            }
            try {
                spec.updateTo(text);
                return true;
            } catch (RuntimeException e) {
                // The resource may be half updated: the caller unloads it and the build loads the text afresh.
                LOG.warn(uri.lastSegment() + ": updating in place failed, loading the file again", e);
                return false;
            }
        }

        /** The text of a document open in the editor (Xtext's server serves it as a string), null for a file on disk. */
        private static String openDocument(XtextResourceSet resources, URI uri) {
            try (InputStream in = resources.getURIConverter().createInputStream(uri)) {
                return in instanceof LazyStringInputStream document ? document.getString() : null;
            } catch (IOException e) {
                return null;
            }
        }
    }

    /**
     * The changes to Xtext's node model that splicing re-parsed declarations into a parse needs and its API
     * does not offer ({@link DeclarationReparser}): a different run of children under a node, tokens moved to
     * new offsets, and the root's text. Xtext's own partial parser replaces one node by one node and renumbers
     * every token of the file; a run of declarations can become more or fewer (a keyword typed, a line deleted).
     */
    static final class NodeModel {

        private static final Method SET_PARENT = method(AbstractNode.class, "basicSetParent", CompositeNode.class);
        private static final Method SET_PREVIOUS = method(AbstractNode.class, "basicSetPreviousSibling", AbstractNode.class);
        private static final Method SET_NEXT = method(AbstractNode.class, "basicSetNextSibling", AbstractNode.class);
        private static final Method SET_FIRST_CHILD = method(CompositeNode.class, "basicSetFirstChild", AbstractNode.class);
        private static final Method SET_OFFSET = method(LeafNode.class, "basicSetTotalOffset", int.class);

        private final NodeModelBuilder builder;

        @Inject
        NodeModel(NodeModelBuilder builder) {
            this.builder = builder;
        }

        /** Makes {@code children} (not empty) the children of {@code parent}, in order. */
        void setChildren(ICompositeNode parent, List<INode> children) {
            int size = children.size();
            for (int i = 0; i < size; i++) {
                INode child = children.get(i);
                invoke(SET_PARENT, child, parent);
                invoke(SET_PREVIOUS, child, children.get((i + size - 1) % size));
                invoke(SET_NEXT, child, children.get((i + 1) % size));
            }
            invoke(SET_FIRST_CHILD, parent, children.get(0));
        }

        /**
         * Moves every token of the node and below it by {@code shift} characters. Down the children by hand: Xtext's
         * iterator over the leaves costs more than moving them (docs/benchmarks.md).
         */
        void shift(INode node, int shift) {
            if (shift == 0) {
                return;
            }
            if (node instanceof ICompositeNode composite) {
                for (INode child = composite.getFirstChild(); child != null; child = child.getNextSibling()) {
                    shift(child, shift);
                }
            } else {
                invoke(SET_OFFSET, node, ((ILeafNode) node).getTotalOffset() + shift);
            }
        }

        /** Makes {@code text} the text of the whole file, which the root node holds. */
        void setText(ICompositeNode root, String text) {
            builder.setCompleteContent(root, text);
        }

        private static Method method(Class<?> owner, String name, Class<?> parameter) {
            try {
                Method method = owner.getDeclaredMethod(name, parameter);
                method.setAccessible(true);
                return method;
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("Xtext's node model has changed: " + owner.getSimpleName() + "." + name, e);
            }
        }

        private static void invoke(Method method, Object node, Object argument) {
            try {
                method.invoke(node, argument);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot update Xtext's node model", e);
            }
        }
    }
}
