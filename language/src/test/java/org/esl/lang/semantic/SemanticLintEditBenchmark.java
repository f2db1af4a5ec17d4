package org.esl.lang.semantic;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

import org.esl.lang.lint.SpecLoader;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.model.Spec;

/**
 * The semantic lint of a parsed spec (all of {@link SemanticChecks}, Z3 in the calling thread), cold and after
 * one-line edits, as the language server re-lints a spec it holds: the lint benchmark's generated spec
 * ({@code java bench/GenerateSpecs.java SPEC 1}: 1,500 rules, 1,500 policies) is checked cold, then again in the
 * same checks after one rule's line changes (the middle odd rule, {@code r751} of 1,500: {@code not} dropped from its
 * conclusion), then after one policy's line changes as well (a middle one with a flag, {@code p751} of 1,500: {@code .5}
 * becomes {@code .25}), then from scratch in new
 * checks, which must find the same. Parsing is not timed. Appends one line of figures (thread CPU and wall, in
 * seconds) to {@code OUT}. Run from the repository root, after
 * {@code mvn -q -B -o -pl language -am test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt}:
 *
 * <pre>
 * java -cp language/target/classes:language/target/test-classes:runtime/target/classes:$(cat language/target/cp.txt) \
 *     org.esl.lang.semantic.SemanticLintEditBenchmark SPEC OUT [LABEL]
 * </pre>
 */
public final class SemanticLintEditBenchmark {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private SemanticLintEditBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path spec = Path.of(args[0]);
        Path out = Path.of(args[1]);
        String label = args.length > 2 ? args[2] : "this";
        String text = Files.readString(spec);
        long rules = text.lines().filter(line -> line.startsWith("rule ")).count();
        long policies = text.lines().filter(line -> line.startsWith("policy ")).count();
        String ruleEdited = edit(text, "rule r" + (rules / 2 | 1) + " ", " => not ", " => ");
        String bothEdited = edit(ruleEdited, "policy p" + (policies / 6 * 3 + 1) + " ", ".5\n", ".25\n");
        Path work = Files.createTempDirectory("semantic-lint-edit");
        SpecLoader loader = SpecLoader.standalone();
        Spec original = load(loader, work.resolve("original"), spec.getFileName().toString(), text);
        Spec afterRule = load(loader, work.resolve("rule"), spec.getFileName().toString(), ruleEdited);
        Spec afterBoth = load(loader, work.resolve("both"), spec.getFileName().toString(), bothEdited);

        try (SemanticChecks living = SemanticChecks.standalone(); SemanticChecks fresh = SemanticChecks.standalone()) {
            Timed cold = Timed.of(() -> living.lint(original));
            Timed rule = Timed.of(() -> living.lint(afterRule));
            Timed policy = Timed.of(() -> living.lint(afterBoth));
            Timed scratch = Timed.of(() -> fresh.lint(afterBoth));
            if (!policy.found().equals(scratch.found())) {
                throw new IllegalStateException("the re-check after the edits and the check from scratch disagree");
            }
            String line = String.format(Locale.ROOT,
                    "%s\tcold %.3f cpu %.3f wall\trule edit %.3f cpu %.3f wall\tpolicy edit %.3f cpu %.3f wall\tfrom scratch %.3f cpu %.3f wall"
                            + "\tfindings %d (ESL012 %d), after the edits %d%n",
                    label, cold.cpu(), cold.wall(), rule.cpu(), rule.wall(), policy.cpu(), policy.wall(), scratch.cpu(), scratch.wall(),
                    cold.found().size(), cold.found().stream().filter(d -> d.code() == DiagnosticCode.ESL012).count(),
                    policy.found().size());
            System.out.print(line);
            Files.writeString(out, line, java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        }
    }

    private record Timed(List<Diagnostic> found, double cpu, double wall) {
        static Timed of(Supplier<List<Diagnostic>> lint) {
            long cpu = THREADS.getCurrentThreadCpuTime();
            long wall = System.nanoTime();
            List<Diagnostic> found = lint.get();
            return new Timed(found, (THREADS.getCurrentThreadCpuTime() - cpu) / 1e9, (System.nanoTime() - wall) / 1e9);
        }
    }

    /** {@code text} with {@code part} replaced in the line after the one that starts with {@code declaration} (its body). */
    private static String edit(String text, String declaration, String part, String replacement) {
        int header = text.indexOf("\n" + declaration);
        int body = header < 0 ? -1 : text.indexOf('\n', header + 1) + 1;
        int at = body <= 0 ? -1 : text.indexOf(part, body);
        if (at < 0 || at > text.indexOf('\n', body)) {
            throw new IllegalArgumentException("not a generated spec: no '" + part.strip() + "' in the body of " + declaration.strip());
        }
        return text.substring(0, at) + replacement + text.substring(at + part.length());
    }

    /** The spec compiled from {@code text}, written to a file of the same name in {@code directory}. */
    private static Spec load(SpecLoader loader, Path directory, String name, String text) throws Exception {
        Files.createDirectories(directory);
        Path file = directory.resolve(name);
        Files.writeString(file, text);
        return loader.load(file).spec();
    }
}
