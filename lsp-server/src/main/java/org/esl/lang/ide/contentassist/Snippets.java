package org.esl.lang.ide.contentassist;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The snippets completion offers beside a keyword: a whole declaration for each declaration keyword, and
 * for each Dwyer pattern the pattern in each of its scopes (docs/language.md, "Temporal properties"). Written in LSP's snippet
 * syntax: {@code ${1:name}} is a placeholder to type over, {@code ${1|a,b|}} a choice; a {@code }} inside a
 * placeholder is escaped.
 */
final class Snippets {

    /** A snippet: what the list shows, the line under it, and the text with its placeholders. */
    record Snippet(String label, String description, String text) {
    }

    private static final Map<String, List<Snippet>> DECLARATIONS = Map.ofEntries(
            Map.entry("predicate", List.of(new Snippet("predicate Name(x) \"…\"", "a predicate with its description",
                    "predicate ${1:Name}(${2:x}) \"${3:a person {x\\} …}\""))),
            Map.entry("function", List.of(new Snippet("function name(x): Real \"…\"", "a function with its type and description",
                    "function ${1:name}(${2:x}): ${3|Real,Int,Bool,String|} \"${4:the … of {x\\}}\""))),
            Map.entry("fact", List.of(new Snippet("fact Atom(\"constant\")", "a ground fact", "fact ${1:Name}(\"${2:constant}\")"))),
            Map.entry("variables", List.of(new Snippet("variables x, y", "the rule variables", "variables ${1:x}, ${2:y}"))),
            Map.entry("rule", List.of(new Snippet("rule name \"…\": premise => conclusion", "a rule in deductive normal form",
                    "rule ${1:name} \"${2:what the rule says}\":\n    ${3:Premise(x)} => ${4:Conclusion(x)}"))),
            Map.entry("tool", List.of(new Snippet("tool name(arg: Type) \"…\"", "a tool the assistant may call",
                    "tool ${1:name}(${2:arg}: ${3|String,Real,Int,Bool|}) \"${4:what the tool does}\""))),
            Map.entry("template", List.of(new Snippet("template name(a, b) \"…\": formula", "a property template",
                    "template ${1:name}(${2:a}, ${3:b}) \"${4:no {b\\} before {a\\}}\":\n    ${5:not ((not a) until b)}"))),
            Map.entry("property", List.of(new Snippet("property name \"…\": formula", "a temporal property",
                    "property ${1:name} \"${2:what must hold}\":\n    ${3:always (trigger -> eventually outcome)}"))),
            Map.entry("type", List.of(new Snippet("type Name { A, B }", "an enumeration",
                    "type ${1:Name} \"${2:description}\" { ${3:A}, ${4:B} }"))),
            Map.entry("var", List.of(new Snippet("var name: Type \"…\"", "a policy variable",
                    "var ${1:name}: ${2|Real,Int,Bool,String|} \"${3:description}\""))),
            Map.entry("policy", List.of(new Snippet("policy name \"…\": constraint", "a policy constraint",
                    "policy ${1:name} \"${2:what the policy says}\":\n    ${3:constraint}"))),
            Map.entry("test", List.of(
                    new Snippet("test name \"…\": trace … expect …", "a trace test of properties",
                            "test ${1:name} \"${2:description}\":\n    trace ${3:step}; ${4:step}\n    expect ${5|satisfied,violated,pending|} ${6:property}"),
                    new Snippet("test name \"…\": facts … expect …", "a facts test of rules",
                            "test ${1:name} \"${2:description}\":\n    facts ${3:Atom(\"a\")}\n    expect ${4|inferred,violated,consistent|} ${5:what}"),
                    new Snippet("test name \"…\": given … claim … expect …", "a claim test of policies",
                            "test ${1:name} \"${2:description}\":\n    given ${3:facts}\n    claim ${4:claim}\n    expect ${5|valid,invalid,satisfiable,impossible,too_complex|}"))),
            Map.entry("import", List.of(new Snippet("import \"file.esl\"", "another spec's declarations", "import \"${1:file.esl}\""))),
            Map.entry("transcripts", List.of(new Snippet("transcripts \"glob\"", "the transcripts `esl check` reads",
                    "transcripts \"${1:transcripts/*.json}\""))),
            Map.entry("option", List.of(new Snippet("option key = value", "a checking option",
                    "option ${1|interpretation,smt.timeout,chaining.contrapositives,lint.redundancy,tools.strict|} = ${2:value}"))));

    private Snippets() {
    }

    /** The snippets to offer beside the keyword {@code keyword}; none for most keywords. */
    static List<Snippet> forKeyword(String keyword) {
        if (DECLARATIONS.containsKey(keyword)) {
            return DECLARATIONS.get(keyword);
        }
        Optional<Signature> signature = Signature.ofPattern(keyword);
        if (signature.isEmpty()) {
            return List.of();
        }
        String pattern = signature.get().callSnippet();
        int next = signature.get().parameters().size() + 1;
        String shown = signature.get().label();
        List<Snippet> snippets = new ArrayList<>();
        snippets.add(new Snippet(shown, "Dwyer pattern, globally", pattern));
        snippets.add(new Snippet(shown + " before r", "Dwyer pattern, before r holds", pattern + " before ${" + next + ":r}"));
        snippets.add(new Snippet(shown + " after q", "Dwyer pattern, after q holds", pattern + " after ${" + next + ":q}"));
        snippets.add(new Snippet(shown + " between q and r", "Dwyer pattern, between q and r",
                pattern + " between ${" + next + ":q} and ${" + (next + 1) + ":r}"));
        snippets.add(new Snippet(shown + " after q until r", "Dwyer pattern, after q until r",
                pattern + " after ${" + next + ":q} until ${" + (next + 1) + ":r}"));
        return snippets;
    }
}
