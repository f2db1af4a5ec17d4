import java.io.ByteArrayInputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.eclipse.xtext.validation.ResourceValidatorImpl;
import org.esl.lang.EslStandaloneSetup;
import org.esl.lang.incremental.XtextAdapter;

import com.google.inject.Injector;

/**
 * What a one-character edit of a big spec costs the language server's thread, in one JVM: bringing the resource to
 * the new text in place ({@code SpecResource.updateTo}, what the server does on a change), resolving the references the
 * update left to resolve, and validating it, once
 * with Xtext's validation of the whole file ({@code ResourceValidatorImpl}, the baseline) and once member by member
 * ({@code XtextAdapter.MemberValidator}, what the server binds), alternately on the same edits. Thread CPU time, so
 * other processes on the machine disturb it little; both validators must give the same issues, or it stops.
 * Usage (after mvn -q -B -o -pl lsp-server -am package -DskipTests, and java bench/GenerateSpecs.java big.esl 1):
 * {@code java -cp lsp-server/target/esl.jar bench/EditValidationBench.java big.esl OUT.txt}
 */
public class EditValidationBench {

    private static final int WARM_UP = 10;
    private static final int EDITS = 50;

    /** The four kinds of one-character edit of bench/lsp-bench.sh: text before and after, in rule r750. */
    private static final String[][] KINDS = {
            {"description", "\"Rule 750\"", "\"Rule  750\""},
            {"name in a rule body", "=> P252(x)", "=> P2520(x)"},
            {"breaks the syntax", "\"Rule 750\":", "\"Rule 750\""},
            {"between declarations", "=> P252(x) or P250(x)\n", "=> P252(x) or P250(x)a\n"},
    };

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: java -cp lsp-server/target/esl.jar bench/EditValidationBench.java BIG_SPEC.esl OUT.txt");
            System.exit(2);
        }
        Path spec = Path.of(args[0]).toAbsolutePath();
        String text = Files.readString(spec);
        Injector injector = new EslStandaloneSetup().createInjectorAndDoEMFRegistration();
        IResourceValidator whole = injector.getInstance(ResourceValidatorImpl.class);
        IResourceValidator members = injector.getInstance(IResourceValidator.class);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        List<String> lines = new ArrayList<>();
        lines.add("EditValidationBench on " + spec.getFileName() + " (" + text.lines().count() + " lines), " + WARM_UP
                + " warm-up and " + EDITS + " measured edits per kind; thread CPU per edit, ms, p50 / p95");
        for (String[] kind : KINDS) {
            int at = text.indexOf(kind[1]);
            String edited = text.substring(0, at) + kind[2] + text.substring(at + kind[1].length());
            XtextAdapter.SpecResource resource = load(injector, spec, text);
            members.validate(resource, CheckMode.ALL, null);
            long[] update = new long[EDITS];
            long[] resolve = new long[EDITS];
            long[] wholeFile = new long[EDITS];
            long[] byMember = new long[EDITS];
            for (int i = 0; i < WARM_UP + EDITS; i++) {
                long start = cpu.getCurrentThreadCpuTime();
                resource.updateTo(i % 2 == 0 ? edited : text);
                long changed = cpu.getCurrentThreadCpuTime();
                resource.resolveLazyCrossReferences(CancelIndicator.NullImpl); // what each validator does first
                long updated = cpu.getCurrentThreadCpuTime();
                IResourceValidator first = i % 4 < 2 ? whole : members;
                IResourceValidator second = first == whole ? members : whole;
                List<Issue> firstIssues = first.validate(resource, CheckMode.ALL, null);
                long firstDone = cpu.getCurrentThreadCpuTime();
                List<Issue> secondIssues = second.validate(resource, CheckMode.ALL, null);
                long secondDone = cpu.getCurrentThreadCpuTime();
                if (!describe(firstIssues).equals(describe(secondIssues))) {
                    throw new IllegalStateException(kind[0] + ": the validation by member differs from the whole file's: "
                            + describe(firstIssues) + " against " + describe(secondIssues));
                }
                if (i >= WARM_UP) {
                    update[i - WARM_UP] = changed - start;
                    resolve[i - WARM_UP] = updated - changed;
                    (first == whole ? wholeFile : byMember)[i - WARM_UP] = firstDone - updated;
                    (first == whole ? byMember : wholeFile)[i - WARM_UP] = secondDone - firstDone;
                }
            }
            lines.add(String.format("%-21s update in place %s; references resolved %s; validation of the whole file %s; by member %s;"
                    + " by member / whole (p50) %.3f", kind[0], figures(update), figures(resolve), figures(wholeFile), figures(byMember),
                    (double) percentile(byMember, 50) / percentile(wholeFile, 50)));
        }
        Files.write(Path.of(args[1]), lines);
        lines.forEach(System.out::println);
    }

    private static XtextAdapter.SpecResource load(Injector injector, Path file, String text) throws Exception {
        XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
        XtextAdapter.SpecResource resource = (XtextAdapter.SpecResource) injector.getInstance(XtextResource.class);
        resource.setURI(URI.createFileURI(file.toString()));
        set.getResources().add(resource);
        resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), set.getLoadOptions());
        return resource;
    }

    private static List<String> describe(List<Issue> issues) {
        return issues.stream().map(issue -> issue.getCode() + " " + issue.getLineNumber() + ":" + issue.getColumn() + " " + issue.getMessage()).toList();
    }

    private static String figures(long[] nanos) {
        return String.format("%.1f / %.1f", percentile(nanos, 50) / 1e6, percentile(nanos, 95) / 1e6);
    }

    private static long percentile(long[] values, int p) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.max(0, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }
}
