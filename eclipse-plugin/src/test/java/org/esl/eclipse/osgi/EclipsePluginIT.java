package org.esl.eclipse.osgi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

import org.esl.eclipse.probe.ProjectProbe;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleException;

/**
 * The built bundle in a headless Eclipse 2024-12: Equinox with the real platform bundles (workbench and
 * editors included, not started: there is no display), a workspace, and the plugin's builder run on a copy
 * of examples/railway.esl with a misspelt predicate, and a check of its transcripts.
 */
class EclipsePluginIT {

    @TempDir
    static Path home;

    private static HeadlessEquinox eclipse;
    private static Bundle esl;
    private static Bundle probe;
    private static List<Bundle> unresolved;

    @BeforeAll
    static void startEclipse() throws Exception {
        eclipse = HeadlessEquinox.start(Path.of(System.getProperty("platform.bundles")), home);
        esl = eclipse.install(Path.of(System.getProperty("esl.bundle")));
        probe = eclipse.install(HeadlessEquinox.probeBundle(home, ProjectProbe.class,
                "org.eclipse.core.runtime,org.eclipse.core.resources,org.eclipse.ui.ide,org.eclipse.ui.workbench,org.esl.eclipse"));
        unresolved = eclipse.resolveAll();
        eclipse.startWorkspace();
    }

    @AfterAll
    static void stopEclipse() throws Exception {
        if (eclipse != null) {
            eclipse.close();
        }
    }

    @Test
    void everyBundleResolvesAgainstThePlatform() {
        assertEquals(List.of(), unresolved.stream().map(EclipsePluginIT::whyUnresolved).toList());
        assertEquals("org.esl.eclipse", esl.getSymbolicName());
    }

    @Test
    void thePluginStarts() throws BundleException {
        esl.start();
        assertEquals(Bundle.ACTIVE, esl.getState());
    }

    @Test
    void everyExtensionPointThePluginContributesToIsOneOfThePlatform() throws Exception {
        List<String> points = this.<String, List<String>>probe("ExtensionPointsProbe").apply("org.esl.eclipse");

        assertTrue(points.containsAll(List.of("org.eclipse.ui.genericeditor.foldingReconcilers",
                "org.eclipse.ui.genericeditor.characterPairMatchers", "org.eclipse.ui.genericeditor.autoEditStrategies",
                "org.eclipse.ui.workbench.texteditor.hyperlinkDetectors", "org.eclipse.core.expressions.propertyTesters")), points.toString());
        assertEquals(List.of(), points.stream().filter(point -> point.endsWith("(no such extension point)")).toList());
    }

    @Test
    void theBuilderMarksTheProblemsOfASpecAndItsQuickFixRepairsThem() throws Exception {
        Path project = home.resolve("railway");
        Files.createDirectories(project);
        String spec = Files.readString(Path.of(System.getProperty("examples"), "railway.esl"));
        assertTrue(spec.contains("    InRailway(x) => not ChewGum(x)"));
        Files.writeString(project.resolve("railway.esl"), spec.replace("    InRailway(x) => not ChewGum(x)", "    InRailwy(x) => not ChewGum(x)"));
        int line = lineOf(spec, "    InRailway(x) => not ChewGum(x)");

        this.<Path, String>probe("ProjectProbe").apply(project);
        List<String> markers = this.<String[], List<String>>probe("MarkersProbe").apply(new String[] { "railway", "ESL001" });

        assertTrue(markers.stream().anyMatch(marker -> marker.startsWith("railway.esl:" + line + " error ESL001: ")),
                () -> markers + "\n" + eclipseLog());

        List<String> fixed = this.<String[], List<String>>probe("QuickFixProbe").apply(new String[] { "railway", "ESL001" });

        assertEquals("Change to 'InRailway'", fixed.get(0));
        assertTrue(fixed.stream().noneMatch(marker -> marker.contains("ESL001")), () -> fixed + "\n" + eclipseLog());
        assertEquals(spec, Files.readString(project.resolve("railway.esl")));
    }

    @Test
    void inAProjectWithoutTheNatureASaveReplacesTheMarkersOfTheUnsavedText() throws Exception {
        Path project = home.resolve("plain");
        Files.createDirectories(project);
        Path examples = Path.of(System.getProperty("examples"));
        String spec = Files.readString(examples.resolve("railway.esl"));
        Files.writeString(project.resolve("railway.esl"), spec);
        Files.copy(examples.resolve("rapid-transit-act.md"), project.resolve("rapid-transit-act.md"));
        Path transcripts = Files.createDirectories(project.resolve("transcripts")); // what its transcripts glob names
        for (String transcript : List.of("railway-gum.json", "railway-dog.json")) {
            Files.copy(examples.resolve("transcripts").resolve(transcript), transcripts.resolve(transcript));
        }
        String unsaved = spec.replace("    InRailway(x) => not ChewGum(x)", "    InRailwy(x) => not ChewGum(x)");

        List<String> seen = this.<String[], List<String>>probe("SavedSpecsProbe")
                .apply(new String[] { project.toString(), "railway.esl", unsaved, spec });

        int line = lineOf(spec, "    InRailway(x) => not ChewGum(x)");
        List<String> whileUnsaved = seen.subList(0, seen.indexOf("--"));
        List<String> saved = seen.subList(seen.indexOf("--") + 1, seen.size());
        assertTrue(whileUnsaved.stream().anyMatch(marker -> marker.startsWith("railway.esl:" + line + " error ESL001: ")),
                () -> seen + "\n" + eclipseLog());
        assertTrue(saved.stream().noneMatch(marker -> marker.contains(" error ")), () -> seen + "\n" + eclipseLog());
    }

    @Test
    void checkingTheTranscriptsMarksTheViolationAtItsStepAndReportsASummary() throws Exception {
        Path project = home.resolve("railway-checks");
        Path transcripts = Files.createDirectories(project.resolve("transcripts"));
        Path examples = Path.of(System.getProperty("examples"));
        Files.copy(examples.resolve("railway.esl"), project.resolve("railway.esl"));
        Files.copy(examples.resolve("rapid-transit-act.md"), project.resolve("rapid-transit-act.md")); // the act it cites
        for (String transcript : List.of("railway-gum.json", "railway-dog.json")) {
            Files.copy(examples.resolve("transcripts").resolve(transcript), transcripts.resolve(transcript));
        }
        this.<Path, String>probe("ProjectProbe").apply(project);

        List<String> checked = this.<String[], List<String>>probe("CheckProbe").apply(new String[] { "railway-checks", "railway.esl" });

        assertTrue(checked.get(0).startsWith("railway: 2 transcripts checked, 1 failing, "), checked.get(0));
        // the step where Alex chews gum: the user's message; a failure is an error marker that names its rule once
        int step = lineOf(Files.readString(transcripts.resolve("railway-gum.json")), "    {\"role\": \"user\", \"content\": \"In a crowded MRT train,");
        assertTrue(checked.stream().anyMatch(marker -> marker.startsWith("railway-gum.json:" + step
                + " error violated: rule no_gum (No person shall consume chewing gum or bubble gum on railway premises) is violated")),
                () -> step + " " + checked + "\n" + eclipseLog());
    }

    /** A probe class loaded from the probe bundle, so it sees the workspace of the framework, not of the test. */
    @SuppressWarnings("unchecked")
    private <T, R> Function<T, R> probe(String name) throws ReflectiveOperationException {
        return (Function<T, R>) probe.loadClass(ProjectProbe.class.getPackageName() + "." + name).getConstructor().newInstance();
    }

    /** The 1-based number of the first line that starts with {@code start}, 0 if none does. */
    private static int lineOf(String text, String start) {
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(start)) {
                return i + 1;
            }
        }
        return 0;
    }

    /** The workspace's error log, where Eclipse writes what failed in jobs: shown when a test fails. */
    private static String eclipseLog() {
        Path log = home.resolve("workspace/.metadata/.log");
        try {
            return Files.exists(log) ? Files.readString(log) : "(no .log in the workspace)";
        } catch (IOException e) {
            return log + " cannot be read: " + e.getMessage();
        }
    }

    private static String whyUnresolved(Bundle bundle) {
        try {
            bundle.start();
            return bundle.getSymbolicName() + ": starts";
        } catch (BundleException e) {
            return bundle.getSymbolicName() + ": " + e.getMessage();
        }
    }
}
