import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the connected 1,500-policy park model of the policy benchmark (PolicyCheckBenchmark, docs/benchmarks.md) as
 * an ESL spec with claim tests, for bench/claims-bench.sh: the park example's six policies for each of 250 parks, all
 * sharing the visitor's age class, the season and the budget, and TESTS claim tests (a quarter of each finding: valid,
 * invalid, satisfiable, impossible) on parks spread over the model. Runs without a build:
 * {@code java bench/GenerateClaimSpec.java OUT.esl TESTS}.
 */
public class GenerateClaimSpec {

    private static final int PARKS = 250;

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java bench/GenerateClaimSpec.java OUT.esl TESTS   (TESTS a multiple of 4)");
            System.exit(2);
        }
        Files.writeString(Path.of(args[0]), spec(Integer.parseInt(args[1])));
    }

    static String spec(int tests) {
        StringBuilder s = new StringBuilder();
        s.append("spec claims_bench \"The park example's policies for ").append(PARKS).append(" parks sharing the visitor\"\n\n");
        s.append("type AgeClass { CHILD \"younger than 12\", ADULT \"12 to 64\", SENIOR \"65 or older\" }\n\n");
        s.append("var ageClass: AgeClass \"The visitor's age class\"\n");
        s.append("var isLowSeason: Bool \"Whether the admission day is in the low season\"\n");
        s.append("var budget: Real \"Money the visitor has for the visit, in dollars\"\n");
        for (int k = 0; k < PARKS; k++) {
            s.append("var baseFee").append(k).append(": Real \"The standard admission fee of park ").append(k).append("\"\n");
            s.append("var admissionFee").append(k).append(": Real \"Park ").append(k).append("'s fee after the seasonal discount\"\n");
            s.append("var discount").append(k).append(": Real \"Fraction taken off at park ").append(k).append(", by age class\"\n");
            s.append("var finalFee").append(k).append(": Real \"Fee the visitor pays at park ").append(k).append("\"\n");
            s.append("var isEntryAllowed").append(k).append(": Bool \"Whether the visitor can enter park ").append(k).append("\"\n");
        }
        s.append('\n');
        for (int k = 0; k < PARKS; k++) {
            s.append("policy base_fee_").append(k).append(" \"The base fee of park ").append(k).append("\":\n    baseFee").append(k)
                    .append(" = ").append(50 + k).append('\n');
            s.append("policy low_season_").append(k).append(" \"Low season admission is 75% of the base fee\":\n    isLowSeason => admissionFee")
                    .append(k).append(" = 0.75 * baseFee").append(k).append('\n');
            s.append("policy high_season_").append(k).append(" \"Outside the low season the full base fee applies\":\n    not isLowSeason => admissionFee")
                    .append(k).append(" = baseFee").append(k).append('\n');
            s.append("policy age_discount_").append(k).append(" \"Seniors get 25% off, children 50%, adults nothing\":\n")
                    .append("    if ageClass = SENIOR then discount").append(k).append(" = 0.25\n")
                    .append("    else if ageClass = CHILD then discount").append(k).append(" = 0.5\n")
                    .append("    else discount").append(k).append(" = 0\n");
            s.append("policy final_fee_").append(k).append(" \"The final fee applies the age discount\":\n    finalFee").append(k)
                    .append(" = admissionFee").append(k).append(" * (1 - discount").append(k).append(")\n");
            s.append("policy entry_").append(k).append(" \"Entry is allowed exactly when the budget covers the final fee\":\n    isEntryAllowed")
                    .append(k).append(" <=> budget >= finalFee").append(k).append('\n');
        }
        for (int n = 0; n < tests / 4; n++) {
            int k = (n * 37) % PARKS;
            String seniorFee = BigDecimal.valueOf(50 + k).multiply(new BigDecimal("0.5625")).stripTrailingZeros().toPlainString();
            test(s, "senior_fee_" + n, "given ageClass = SENIOR and isLowSeason", "finalFee" + k + " = " + seniorFee, "valid");
            test(s, "senior_budget_" + n, "given ageClass = SENIOR and isLowSeason and budget = " + seniorFee,
                    "not isEntryAllowed" + k, "invalid");
            test(s, "adult_entry_" + n, "given ageClass = ADULT and budget = " + (45 + k), "isEntryAllowed" + k, "satisfiable");
            test(s, "full_fee_in_low_season_" + n, "given isLowSeason and admissionFee" + k + " = baseFee" + k,
                    "isEntryAllowed" + k, "impossible");
        }
        return s.toString();
    }

    private static void test(StringBuilder s, String name, String given, String claim, String expected) {
        s.append("\ntest ").append(name).append(" \"").append(expected).append("\":\n    ").append(given).append("\n    claim ")
                .append(claim).append("\n    expect ").append(expected).append('\n');
    }
}
