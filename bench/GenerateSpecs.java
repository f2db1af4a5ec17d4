import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a synthetic ESL spec of a given scale for the lint benchmark (bench/lint-bench.sh). Scale 1 is the
 * largest size: 2,000 predicates, 1,500 rules in deductive normal form and 1,500 linear policies, each with a
 * description, every declaration used, nothing contradictory, so a correct linter finds no errors.
 * Runs without a build: {@code java bench/GenerateSpecs.java OUT.esl DIVISOR} writes 1/DIVISOR of that.
 */
public class GenerateSpecs {

    private static final int PREDICATES = 2000;
    private static final int RULES = 1500;
    private static final int POLICIES = 1500;

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java bench/GenerateSpecs.java OUT.esl DIVISOR   (DIVISOR 1 = 2,000 predicates, 1,500 rules, 1,500 policies)");
            System.exit(2);
        }
        int divisor = Integer.parseInt(args[1]);
        Files.writeString(Path.of(args[0]), spec(PREDICATES / divisor, RULES / divisor, POLICIES / divisor));
    }

    static String spec(int predicates, int rules, int policies) {
        StringBuilder s = new StringBuilder();
        s.append("spec bench_").append(predicates).append(" \"Synthetic spec: ").append(predicates).append(" predicates, ")
                .append(rules).append(" rules, ").append(policies).append(" policies\"\n\n");

        s.append("variables x, y\n\n");
        for (int i = 0; i < predicates; i++) {
            // even predicates are unary, odd ones binary; the description mentions every parameter
            if (i % 2 == 0) {
                s.append("predicate P").append(i).append("(x) \"the item {x} has property ").append(i).append("\"\n");
            } else {
                s.append("predicate P").append(i).append("(x, y) \"the item {x} stands in relation ").append(i)
                        .append(" to the item {y}\"\n");
            }
        }
        s.append('\n');
        for (int i = 0; i < rules; i++) {
            // three consecutive predicates per rule, so 1,500 rules use all 2,000 predicates
            int a = (3 * i) % predicates;
            int b = (3 * i + 1) % predicates;
            int c = (3 * i + 2) % predicates;
            s.append("rule r").append(i).append(" \"Rule ").append(i).append("\":\n    ")
                    .append(atom(a, "x")).append(" and ").append(atom(b, "x")).append(" => ")
                    .append(i % 2 == 0 ? "" : "not ").append(atom(c, "y")).append(" or ").append(atom(a, "y")).append("\n");
        }
        s.append('\n');

        int bases = Math.max(1, policies / 15);
        int flags = Math.max(1, policies / 15);
        s.append("type Tier { BRONZE \"entry level\", SILVER \"middle level\", GOLD \"top level\" }\n");
        s.append("var tier: Tier \"The customer's tier\"\n");
        for (int k = 0; k < bases; k++) {
            s.append("var base").append(k).append(": Real \"Base amount ").append(k).append(" in dollars\"\n");
        }
        for (int k = 0; k < flags; k++) {
            s.append("var flag").append(k).append(": Bool \"Whether condition ").append(k).append(" holds\"\n");
        }
        for (int i = 0; i < policies; i++) {
            s.append("var t").append(i).append(": Real \"Amount ").append(i).append(" after its adjustment\"\n");
        }
        s.append('\n');
        for (int i = 0; i < policies; i++) {
            // each policy fixes its own amount from base amounts only: acyclic, hence never contradictory
            String base = "base" + (i % bases);
            s.append("policy p").append(i).append(" \"Policy ").append(i).append("\":\n    ");
            if (i % 3 == 0) {
                s.append("if tier = ").append(i % 2 == 0 ? "GOLD" : "SILVER").append(" then t").append(i).append(" = 0.75 * ")
                        .append(base).append(" else t").append(i).append(" = ").append(base).append(" + ").append(i % 7);
            } else {
                s.append("flag").append(i % flags).append(" => t").append(i).append(" = ").append(base).append(" - ")
                        .append(i % 11).append(".5");
            }
            s.append('\n');
        }
        return s.toString();
    }

    private static String atom(int predicate, String second) {
        return "P" + predicate + (predicate % 2 == 0 ? "(x)" : "(x, " + second + ")");
    }
}
