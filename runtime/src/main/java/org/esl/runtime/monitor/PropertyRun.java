package org.esl.runtime.monitor;

import java.util.Optional;

import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.Verdict;

/** One property followed over one transcript: without variables by one automaton, with variables by one per value. */
sealed interface PropertyRun permits PropertyMonitor, ParametricMonitor {

    /** Reads a step whose signals (those without a property's variables) have just been evaluated into {@code now}. */
    void step(Step step, int index, SignalState now);

    /** The LTL3 verdict right after the last step read, without rendering a witness. */
    Verdict verdictNow();

    /** For a property with variables, the binding whose instance gives {@link #verdictNow}; else empty. */
    Optional<Binding> bindingNow();

    /** The LTL3 verdict for a transcript that may go on. */
    PropertyResult current();

    /** The LTLf verdict for a transcript that ended with the last step read. */
    PropertyResult finish();

    /** How many distinct obligations the property's table holds. */
    int obligations();
}
