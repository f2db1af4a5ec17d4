package org.esl.lang.ide.hover;

import java.math.BigDecimal;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.esl.lang.esl.After;
import org.esl.lang.esl.Before;
import org.esl.lang.esl.Between;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.BoolLiteral;
import org.esl.lang.esl.Dwyer;
import org.esl.lang.esl.DwyerScope;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.IfThenElse;
import org.esl.lang.esl.Not;
import org.esl.lang.esl.Parenthesized;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.RoleAtom;
import org.esl.lang.esl.RuleVariable;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.Temporal;
import org.esl.lang.esl.Tool;

/**
 * What a rule, property or policy says, in structured English, mechanically (no language model): a
 * predicate reads as its description with {@code {x}} replaced by the argument as written, operators
 * read as fixed phrases. {@code InTrain(x) => InRailway(x)} reads "If a person x is inside a train then
 * a person x is in or upon some part of the railway premises".
 */
public final class StructuredEnglish {

    private StructuredEnglish() {
    }

    /**
     * The sentence for a whole formula: ending with a full stop, and capitalised unless it starts with a name
     * as written in the formula ({@code baseFee >= 60} reads "baseFee is at least 60", not "BaseFee ...").
     */
    public static String sentence(Expr formula) {
        String text = of(formula);
        if (text.isEmpty()) {
            return text;
        }
        String firstWord = text.split("[^\\p{L}\\p{N}_]", 2)[0];
        return (firstWord.equals(firstName(formula)) ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1)) + ".";
    }

    /**
     * The sentence for a property, whose variables are universally quantified over the values a transcript shows
     * (docs/language.md, "Variables in properties"): "For every value s that the transcript shows, always, …".
     */
    public static String propertySentence(Expr formula) {
        List<String> variables = variables(formula).stream().map(RuleVariable::getName).toList();
        if (variables.isEmpty()) {
            return sentence(formula);
        }
        return "For " + variables.stream().map(variable -> "every value " + variable).collect(Collectors.joining(" and "))
                + " that the transcript shows, " + of(formula) + ".";
    }

    /** The variables a formula names, each once, in the order they first occur. */
    static List<RuleVariable> variables(Expr formula) {
        Set<RuleVariable> variables = new LinkedHashSet<>();
        EcoreUtil2.eAllOfType(formula, Reference.class).forEach(reference -> {
            if (reference.getRef() instanceof RuleVariable variable && !variable.eIsProxy()) {
                variables.add(variable);
            }
        });
        if (formula instanceof Reference reference && reference.getRef() instanceof RuleVariable variable && !variable.eIsProxy()) {
            variables.add(variable);
        }
        return List.copyOf(variables);
    }

    /** The name the formula's text starts with, or null when it starts with a keyword, a number or a bracket. */
    private static String firstName(Expr formula) {
        ICompositeNode node = NodeModelUtils.findActualNodeFor(formula);
        if (node == null) {
            return null;
        }
        for (ILeafNode leaf : node.getLeafNodes()) {
            if (!leaf.isHidden()) {
                return leaf.getGrammarElement() instanceof Keyword ? null : leaf.getText();
            }
        }
        return null;
    }

    static String of(Expr expr) {
        if (expr instanceof IfThenElse choice) {
            return "if " + of(choice.getCondition()) + " then " + of(choice.getThen()) + ", otherwise " + of(choice.getElse());
        } else if (expr instanceof Binary binary && binary.getOp() != null) {
            return binary(binary);
        } else if (expr instanceof Not not) {
            return "it is not the case that " + of(not.getOperand());
        } else if (expr instanceof Temporal temporal) {
            return temporal(temporal);
        } else if (expr instanceof Parenthesized group) {
            return "(" + of(group.getInner()) + ")";
        } else if (expr instanceof RoleAtom role) {
            return "the step is a message from " + role.getRole();
        } else if (expr instanceof BoolLiteral bool) {
            return bool.isValue() ? "true" : "false";
        } else if (expr instanceof Dwyer dwyer) {
            return dwyer(dwyer);
        } else if (expr instanceof Reference reference) {
            return reference(reference);
        }
        return written(expr);
    }

    private static String binary(Binary binary) {
        String left = of(binary.getLeft());
        String right = of(binary.getRight());
        if (binary.getBound() != null) {
            String steps = steps(binary.getBound());
            return switch (binary.getOp()) {
                case "until" -> left + " until, within " + steps + ", " + right;
                case "since" -> left + " since " + right + ", at most " + steps + " ago";
                default -> written(binary); // takes no step bound: ESL005 says so
            };
        }
        return switch (binary.getOp()) {
            case "->", "=>" -> "if " + left + " then " + right;
            case "<=>" -> left + " if and only if " + right;
            case "and", "or", "until", "unless", "since", "releases" -> left + " " + binary.getOp() + " " + right;
            case "<" -> left + " is less than " + right;
            case "<=" -> left + " is at most " + right;
            case "=" -> left + " equals " + right;
            case "!=" -> left + " differs from " + right;
            case ">=" -> left + " is at least " + right;
            case ">" -> left + " is greater than " + right;
            default -> written(binary); // arithmetic reads best as written
        };
    }

    private static String temporal(Temporal temporal) {
        String operand = of(temporal.getOperand());
        String op = temporal.getOp().replace(" ", "");
        if (temporal.getBound() != null) {
            return window(op, temporal.getLower(), temporal.getBound()) + ", " + operand;
        }
        return switch (op) {
            case "always" -> "always, " + operand;
            case "eventually" -> "eventually, " + operand;
            case "next" -> "at the next step, " + operand;
            case "weaknext" -> "at the next step, if there is one, " + operand;
            case "once" -> "at some step so far, " + operand;
            case "historically" -> "at every step so far, " + operand;
            case "previously" -> "at the previous step, " + operand;
            default -> written(temporal);
        };
    }

    /**
     * The steps a bounded operator looks at (docs/language.md, "Temporal properties"): {@code eventually within 2} is
     * "within 2 steps", {@code always within [1, 3]} "at every step from 1 to 3 steps from now", {@code once within 2}
     * "at some step up to 2 steps ago".
     */
    private static String window(String op, BigDecimal lower, BigDecimal upper) {
        String which = op.equals("always") || op.equals("historically") ? "every" : "some";
        boolean future = op.equals("always") || op.equals("eventually");
        String direction = future ? " from now" : " ago";
        if (lower == null || lower.signum() == 0) {
            if (op.equals("eventually")) {
                return "within " + steps(upper);
            }
            return future ? "at every step within " + steps(upper) : "at " + which + " step up to " + steps(upper) + direction;
        }
        return "at " + which + " step from " + lower.toPlainString() + " to " + steps(upper) + direction;
    }

    /** "1 step", "3 steps". */
    private static String steps(BigDecimal count) {
        return count.toPlainString() + (count.compareTo(BigDecimal.ONE) == 0 ? " step" : " steps");
    }

    private static String dwyer(Dwyer dwyer) {
        List<String> args = dwyer.getArgs().stream().map(StructuredEnglish::of).toList();
        String pattern = switch (dwyer.getPattern()) {
            case ABSENCE -> "never " + args.get(0);
            case EXISTENCE -> "at some step " + args.get(0);
            case UNIVERSALITY -> "at every step " + args.get(0);
            case PRECEDENCE -> args.size() < 2 ? written(dwyer) : args.get(1) + " happens only after " + args.get(0);
            case RESPONSE -> args.size() < 2 ? written(dwyer) : "every " + args.get(0) + " is eventually followed by " + args.get(1);
        };
        return pattern + scope(dwyer.getScope());
    }

    private static String scope(DwyerScope scope) {
        if (scope instanceof Before before) {
            return ", before " + of(before.getR());
        } else if (scope instanceof Between between) {
            return ", between " + of(between.getQ()) + " and " + of(between.getR());
        } else if (scope instanceof After after) {
            return ", after " + of(after.getQ()) + (after.getR() == null ? "" : " until " + of(after.getR()));
        }
        return ""; // globally
    }

    private static String reference(Reference reference) {
        EObject target = reference.getRef();
        if (target == null || target.eIsProxy()) {
            return written(reference);
        } else if (target instanceof Predicate predicate && predicate.getDescription() != null) {
            return substitute(predicate.getDescription(),
                    predicate.getParams().stream().map(param -> param.getName()).toList(), reference.getArgs());
        } else if (target instanceof Template template && template.getDescription() != null) {
            return substitute(template.getDescription(),
                    template.getParams().stream().map(param -> param.getName()).toList(), reference.getArgs());
        } else if (target instanceof Tool tool) {
            return "a call of " + tool.getName() + (reference.getArgs().isEmpty() ? ""
                    : " with " + reference.getArgs().stream().map(StructuredEnglish::of).collect(Collectors.joining(" and ")));
        }
        return written(reference);
    }

    /** A description with each {@code {param}} replaced by the argument as the author wrote it. */
    private static String substitute(String description, List<String> params, List<Expr> args) {
        String text = description;
        for (int i = 0; i < params.size() && i < args.size(); i++) {
            text = text.replace("{" + params.get(i) + "}", written(args.get(i)));
        }
        return text;
    }

    /** The source text of an expression, whitespace normalised. */
    static String written(EObject object) {
        ICompositeNode node = NodeModelUtils.findActualNodeFor(object);
        return node == null ? "" : NodeModelUtils.getTokenText(node);
    }
}
