package org.esl.lang.ide.contentassist;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.CrossReference;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.RuleCall;
import org.eclipse.xtext.TerminalRule;
import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IIdeContentProposalAcceptor;
import org.eclipse.xtext.ide.editor.contentassist.IdeContentProposalProvider;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.EnumType;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Parenthesized;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.TraceTest;
import org.esl.lang.esl.TypeRef;
import org.esl.lang.validation.Place;
import org.esl.lang.validation.RoleValidator;
import org.esl.runtime.Wording;

import com.google.common.base.Predicate;
import com.google.inject.Inject;

/**
 * Snippets for each declaration and Dwyer pattern ({@link Snippets}), and completion of names by kind: a name in a formula is proposed only where it fits (a predicate where a
 * predicate fits, a tool in a property, a policy variable in a policy, ...), and inside a call to a tool
 * only that tool's argument names, after {@code ageClass =} only the values of ageClass's enumeration.
 * Inside the arguments of a template, pattern, predicate or function call each proposal says which
 * parameter it fills ({@link ArgumentPlace}). A role gets the four roles; numbers and strings get no
 * placeholder. What fits where is what the type checker ({@code FormulaChecker}) accepts; the scope
 * already limits template parameters to their template's body.
 */
public class EslContentProposalProvider extends IdeContentProposalProvider {

    private static final EslPackage ESL = EslPackage.eINSTANCE;

    /** The names that stand for formulas, never for terms: none fits as an argument of a predicate or function. */
    private static final Set<EClass> FORMULAS = Set.of(ESL.getPredicate(), ESL.getTool(), ESL.getTemplate(), ESL.getTemplateParam());

    private static final Set<String> COMPARISONS = Set.of("<", "<=", "=", "!=", ">=", ">");

    /** The word keywords a constant may be (a negative number starts with {@code -}, which is typed). */
    private static final Set<String> CONSTANT_KEYWORDS = Set.of("true", "false");

    /** The strings that name a file beside the spec, by feature: an import's spec, a tools schema. */
    private static final Map<String, String> FILE_EXTENSIONS = Map.of("importURI", ".esl", "path", ".json");

    /** Shown beside each role proposed. */
    private static final String ROLE_DESCRIPTION = "the step's speaker";

    @Inject
    private IValueConverterService names;

    /**
     * Inside a call's parentheses: for a tool only its argument names, or nothing right after a comparison
     * (the value is a constant); for anything else what fits, each proposal saying which parameter it fills.
     * Beside a template's name, a snippet of the call with its parameters as placeholders.
     */
    @Override
    protected void _createProposals(CrossReference reference, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        Optional<ArgumentPlace> place = isNameInFormula(reference) ? argumentPlace(context) : Optional.empty();
        if (place.isPresent() && place.get().callee().takes() == Signature.Takes.CONSTRAINTS) {
            if (!COMPARISONS.contains(place.get().tokenBefore())) {
                proposeToolArguments(place.get().callee(), context, acceptor);
            }
            return;
        }
        super._createProposals(reference, context, new PlaceAcceptor(acceptor, place, context));
    }

    /**
     * A literal: Xtext proposes the name of the feature as a placeholder ({@code value}, {@code "value"},
     * {@code role}), which is no value a spec could use; here a role gets the four roles where a role fits,
     * the file of an {@code import} or {@code tools from} the specs or JSON files beside the spec, a
     * {@code transcripts} line the globs of the folders that hold transcripts, and any other number or
     * string nothing.
     */
    @Override
    protected void _createProposals(Assignment assignment, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        if (!(assignment.getTerminal() instanceof RuleCall call) || !(call.getRule() instanceof TerminalRule terminal)) {
            super._createProposals(assignment, context, acceptor);
            return;
        }
        String extension = FILE_EXTENSIONS.get(assignment.getFeature());
        if ("STRING".equals(terminal.getName()) && extension != null) {
            for (String file : NeighbourFiles.of(context.getResource().getURI(), extension)) {
                propose("\"" + file + "\"", ContentAssistEntry.KIND_FILE, "in the spec's folder", context, acceptor);
            }
        }
        if ("STRING".equals(terminal.getName()) && "globs".equals(assignment.getFeature())) {
            for (TranscriptGlob glob : TranscriptGlob.beside(context.getResource().getURI())) {
                propose("\"" + glob.pattern() + "\"", ContentAssistEntry.KIND_FILE,
                        Wording.count(glob.files(), "transcript file") + " now", context, acceptor);
            }
        }
        if ("ROLE".equals(terminal.getName()) && roleFits(assignment, context)) {
            IIdeContentProposalAcceptor annotated = new PlaceAcceptor(acceptor, argumentPlace(context), context);
            for (String role : RoleValidator.ROLES) {
                propose(role, ContentAssistEntry.KIND_VALUE, ROLE_DESCRIPTION, context, annotated);
            }
        }
    }

    /** A role fits after {@code when} in a predicate, and where the type checker takes a formula in a temporal place. */
    private static boolean roleFits(Assignment assignment, ContentAssistContext context) {
        if (GrammarUtil.containingParserRule(assignment).getName().equals("Predicate")) {
            return true;
        }
        Place place = placeOf(context);
        return place != null && place.style() == Place.Style.TEMPORAL
                && argumentPlace(context).map(at -> at.callee().takes() == Signature.Takes.FORMULAS).orElse(true);
    }

    /** A tool's parameters, as ESL writes their names: {@code `from`} in backquotes, an unwritable one not at all. */
    private void proposeToolArguments(Signature tool, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        for (Signature.Parameter param : tool.parameters()) {
            try {
                propose(names.toString(param.name(), "ID"), ContentAssistEntry.KIND_PROPERTY,
                        param.label() + " — argument of " + tool.label(), context, acceptor);
            } catch (ValueConverterException unwritable) {
                // the schema's ESL023 says no spec can name it
            }
        }
    }

    /** Proposes {@code text} as it is, of {@code kind}, with {@code description} beside it. */
    private void propose(String text, String kind, String description, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        ContentAssistEntry entry = getProposalCreator().createProposal(text, context, proposal -> {
            proposal.setKind(kind);
            proposal.setDescription(description);
        });
        if (entry != null) {
            acceptor.accept(entry, getProposalPriorities().getDefaultPriority(entry));
        }
    }

    /** The argument of a call the cursor is in, the name being typed left out. */
    private static Optional<ArgumentPlace> argumentPlace(ContentAssistContext context) {
        return ArgumentPlace.at(context.getResource(), context.getOffset() - context.getPrefix().length());
    }

    /**
     * Inside a tool call a keyword fits only as part of a constraint {@code name op constant}: none where
     * the argument's name goes, only {@code true}, {@code false} and {@code -} where its value goes.
     */
    @Override
    protected boolean filterKeyword(Keyword keyword, ContentAssistContext context) {
        if (!super.filterKeyword(keyword, context) || !isWord(keyword.getValue())) {
            return false;
        }
        Optional<ArgumentPlace> place = argumentPlace(context);
        if (place.isEmpty() || place.get().callee().takes() != Signature.Takes.CONSTRAINTS) {
            return true;
        }
        String before = place.get().tokenBefore();
        if (COMPARISONS.contains(before)) {
            return CONSTANT_KEYWORDS.contains(keyword.getValue());
        }
        return !"(".equals(before) && !",".equals(before);
    }

    /**
     * Whether a keyword is a word ({@code rule}, {@code until}, {@code @user}): punctuation and operators
     * ({@code (}, {@code )}, {@code ,}, {@code =>}, {@code -}) are typed, never chosen from a list, and a
     * proposal of one that is preselected takes the Enter meant for a new line.
     */
    private static boolean isWord(String keyword) {
        int first = keyword.startsWith("@") ? 1 : 0;
        return keyword.length() > first && Character.isLetter(keyword.charAt(first));
    }

    /** Beside a declaration keyword or a Dwyer pattern, its {@link Snippets}. */
    @Override
    protected void _createProposals(Keyword keyword, ContentAssistContext context, IIdeContentProposalAcceptor acceptor) {
        super._createProposals(keyword, context, acceptor);
        if (!filterKeyword(keyword, context)) {
            return;
        }
        for (Snippets.Snippet snippet : Snippets.forKeyword(keyword.getValue())) {
            ContentAssistEntry entry = getProposalCreator().createProposal(snippet.text(), context, proposal -> {
                proposal.setKind(ContentAssistEntry.KIND_SNIPPET);
                proposal.setLabel(snippet.label());
                proposal.setDescription(snippet.description());
            });
            if (entry != null) {
                acceptor.accept(entry, getProposalPriorities().getKeywordPriority(keyword.getValue(), entry) - 1);
            }
        }
    }

    @Override
    protected Predicate<IEObjectDescription> getCrossrefFilter(CrossReference reference, ContentAssistContext context) {
        Predicate<IEObjectDescription> visible = super.getCrossrefFilter(reference, context);
        Place place = placeOf(context);
        if (!isNameInFormula(reference) || place == null) {
            return visible;
        }
        EnumType expected = expectedEnum(context);
        if (expected != null) {
            Set<String> values = expected.getLiterals().stream().map(EnumLiteral::getName).collect(Collectors.toSet());
            return description -> visible.apply(description) && description.getEClass() == ESL.getEnumLiteral()
                    && values.contains(description.getName().getLastSegment());
        }
        boolean terms = argumentPlace(context).map(at -> at.callee().takes() == Signature.Takes.TERMS).orElse(false);
        return description -> visible.apply(description) && fits(description.getEClass(), place)
                && !(terms && FORMULAS.contains(description.getEClass()));
    }

    /**
     * The enumeration the cursor's value must belong to, right after {@code =} or {@code !=} whose left side
     * is a policy variable of an enumeration type ({@code ageClass = |}); null elsewhere. (A tool argument
     * takes no enumeration value: its constraints compare with constants.)
     */
    private static EnumType expectedEnum(ContentAssistContext context) {
        INode last = context.getLastCompleteNode();
        if (last == null || !("=".equals(last.getText()) || "!=".equals(last.getText()))
                || !(NodeModelUtils.findActualSemanticObjectFor(last) instanceof Binary comparison)) {
            return null;
        }
        Expr left = comparison.getLeft();
        while (left instanceof Parenthesized parenthesized) {
            left = parenthesized.getInner();
        }
        if (!(left instanceof Reference reference)) {
            return null;
        }
        TypeRef type = reference.getRef() instanceof PolicyVar variable ? variable.getType() : null;
        return type == null || type.getEnumType() == null || type.getEnumType().eIsProxy() ? null : type.getEnumType();
    }

    /**
     * Where the formula at the cursor is written. Right after {@code trace} the model at the cursor is the
     * test, not yet a step, but what is typed there starts one.
     */
    private static Place placeOf(ContentAssistContext context) {
        return context.getCurrentModel() instanceof TraceTest ? Place.TRACE_STEP : Place.of(context.getCurrentModel());
    }

    /** Whether the cross-reference is the name of a {@link Reference}, the one way a formula names a declaration. */
    private static boolean isNameInFormula(CrossReference reference) {
        Assignment assignment = GrammarUtil.containingAssignment(reference);
        return assignment != null && "ref".equals(assignment.getFeature());
    }

    private static boolean fits(EClass kind, Place place) {
        if (kind == ESL.getRuleVariable()) {
            return place == Place.RULE; // facts are ground; the other places speak about constants
        } else if (kind == ESL.getPredicate() || kind == ESL.getFunction()) {
            return place.style() != Place.Style.POLICY;
        } else if (kind == ESL.getTool()) {
            return place.style() == Place.Style.TEMPORAL;
        } else if (kind == ESL.getTemplate()) {
            return place == Place.PROPERTY || place == Place.TEMPLATE;
        } else if (kind == ESL.getPolicyVar()) {
            return place.style() == Place.Style.POLICY;
        } else if (kind == ESL.getRule() || kind == ESL.getProperty() || kind == ESL.getPolicy()) {
            return false; // named, but never part of a formula
        } else if (kind == ESL.getEnumLiteral()) {
            return place.style() == Place.Style.POLICY;
        }
        return true; // template parameters and tool arguments: the scope already says where they are visible
    }

    /**
     * Passes proposals on, adding to a name's or role's description which parameter of the call around the
     * cursor it would fill, and after a template's name the snippet of a call to it.
     */
    private final class PlaceAcceptor implements IIdeContentProposalAcceptor {

        private final IIdeContentProposalAcceptor proposals;
        private final Optional<String> parameter;
        private final ContentAssistContext context;

        PlaceAcceptor(IIdeContentProposalAcceptor proposals, Optional<ArgumentPlace> place, ContentAssistContext context) {
            this.proposals = proposals;
            this.parameter = place.flatMap(ArgumentPlace::describe);
            this.context = context;
        }

        @Override
        public void accept(ContentAssistEntry entry, int priority) {
            if (entry != null && parameter.isPresent()
                    && (ContentAssistEntry.KIND_REFERENCE.equals(entry.getKind()) || ContentAssistEntry.KIND_VALUE.equals(entry.getKind()))) {
                entry.setDescription(entry.getDescription() + ", for " + parameter.get());
            }
            proposals.accept(entry, priority);
            if (entry != null && entry.getSource() instanceof IEObjectDescription description && description.getEClass() == ESL.getTemplate()) {
                Signature.of(EcoreUtil.resolve(description.getEObjectOrProxy(), context.getResource()))
                        .ifPresent(template -> proposeCall(template, priority));
            }
        }

        /** The call to a template, a placeholder per parameter. */
        private void proposeCall(Signature template, int priority) {
            ContentAssistEntry entry = getProposalCreator().createProposal(template.callSnippet(), context, proposal -> {
                proposal.setKind(ContentAssistEntry.KIND_SNIPPET);
                proposal.setLabel(template.label());
                proposal.setDescription(template.description() == null ? "template" : template.description());
            });
            if (entry != null) {
                proposals.accept(entry, priority - 1);
            }
        }

        @Override
        public boolean canAcceptMoreProposals() {
            return proposals.canAcceptMoreProposals();
        }
    }
}
