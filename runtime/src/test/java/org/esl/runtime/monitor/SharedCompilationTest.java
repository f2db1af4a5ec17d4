package org.esl.runtime.monitor;

import static org.esl.runtime.monitor.Traces.property;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.Verdict;
import org.junit.jupiter.api.Test;

/**
 * A run compiles its properties once ({@link CompiledProperties}) and monitors every transcript with a monitor of
 * that compilation, whose automata and progression caches the earlier transcripts filled: on seeded random formulas
 * (past operators included, whose history must not leak from one transcript into the next) and traces, such a
 * monitor gives exactly the results a fresh one gives, in stopping and in recover mode, and results rendered after
 * later transcripts were monitored read their own transcript.
 */
class SharedCompilationTest {

    private static final int PROPERTIES = 30;
    private static final int TRANSCRIPTS = 400;

    @Test
    void aMonitorOfASharedCompilationGivesWhatAFreshOneGives() {
        RandomFormulas random = new RandomFormulas(77L);
        List<Property> properties = properties(random, 4);
        for (boolean recover : new boolean[] {false, true}) {
            CompiledProperties compiled = CompiledProperties.of(properties);
            for (int t = 0; t < TRANSCRIPTS; t++) {
                List<Step> trace = random.trace(t % 13);
                Monitor fresh = recover ? Monitor.recovering(properties) : Monitor.of(properties);
                Monitor reused = recover ? compiled.recoveringMonitor() : compiled.monitor();
                List<List<Verdict>> reusedTimeline = new ArrayList<>();
                List<List<Verdict>> freshTimeline = new ArrayList<>();
                for (Step step : trace) {
                    reused.step(step);
                    fresh.step(step);
                    reusedTimeline.add(reused.verdictsNow());
                    freshTimeline.add(fresh.verdictsNow());
                }
                assertEquals(freshTimeline, reusedTimeline, "timeline of transcript " + t);
                assertEquals(fresh.current(), reused.current(), "LTL3 results of transcript " + t);
                assertEquals(fresh.finish(), reused.finish(), "LTLf results of transcript " + t);
            }
        }
    }

    /**
     * Witnesses and messages are rendered when a report asks for them, which may be after the monitor has moved on
     * to later transcripts: they read what their own transcript showed.
     */
    @Test
    void resultsRenderedAfterTheMonitorMovedOnSayWhatTheirTranscriptShowed() {
        RandomFormulas random = new RandomFormulas(78L);
        List<Property> properties = properties(random, 3);
        CompiledProperties compiled = CompiledProperties.of(properties);
        List<List<PropertyResult>> unrendered = new ArrayList<>();
        List<String> renderedAtOnce = new ArrayList<>();
        for (int t = 0; t < TRANSCRIPTS; t++) {
            List<Step> trace = random.trace(t % 9);
            Monitor reused = compiled.recoveringMonitor();
            trace.forEach(reused::step);
            unrendered.add(reused.finish());
            Monitor fresh = Monitor.recovering(properties);
            trace.forEach(fresh::step);
            renderedAtOnce.add(fresh.finish().toString());
        }
        int violations = 0;
        for (int t = 0; t < TRANSCRIPTS; t++) {
            assertEquals(renderedAtOnce.get(t), unrendered.get(t).toString(), "transcript " + t);
            violations += unrendered.get(t).stream().mapToInt(PropertyResult::violationCount).sum();
        }
        assertTrue(violations > 100, "the random cases have witnesses to render: " + violations);
    }

    /**
     * What a property demanded is rendered once per obligation of the compilation, not for every witness: a run renders
     * a witness for every result of every transcript, always of the same few obligations (docs/benchmarks.md, "What
     * the JIT compilers do"). The text itself is checked against a fresh monitor's above.
     */
    @Test
    void witnessesOfOneObligationShareItsRenderedText() {
        RandomFormulas random = new RandomFormulas(79L);
        List<Property> properties = properties(random, 3);
        CompiledProperties compiled = CompiledProperties.of(properties);
        Map<String, String> first = new HashMap<>();
        int shared = 0;
        for (int t = 0; t < TRANSCRIPTS; t++) {
            Monitor reused = compiled.monitor();
            random.trace(t % 9).forEach(reused::step);
            for (PropertyResult result : reused.finish()) {
                if (result.witness().isPresent()) {
                    String obligation = result.witness().get().obligation();
                    String earlier = first.putIfAbsent(result.property() + ": " + obligation, obligation);
                    if (earlier != null) {
                        assertSame(earlier, obligation, "transcript " + t + ", " + result.property());
                        shared++;
                    }
                }
            }
        }
        assertTrue(shared > 1000, "witnesses of the same obligations: " + shared);
    }

    /** {@link #PROPERTIES} random properties of formulas of this depth. */
    private static List<Property> properties(RandomFormulas random, int depth) {
        List<Property> properties = new ArrayList<>();
        for (int i = 0; i < PROPERTIES; i++) {
            properties.add(property("p" + i, random.formula(depth)));
        }
        return properties;
    }
}
