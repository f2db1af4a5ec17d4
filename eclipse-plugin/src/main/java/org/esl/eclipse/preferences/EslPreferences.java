package org.esl.eclipse.preferences;

import org.eclipse.core.runtime.preferences.DefaultScope;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.framework.Bundle;

import com.google.gson.JsonObject;

/**
 * The ESL preferences of the workbench and the {@code esl} settings object the server reads from them (the
 * keys of VS Code's {@code esl.*} settings). Zero means "as the spec's own {@code option} lines say".
 * There is no Java path: the server runs in Eclipse's own JVM.
 */
public final class EslPreferences {

    public static final String INTERPRETATION = "interpretation";
    public static final String SOLVER_TIMEOUT_MS = "solver.timeoutMs";
    public static final String LINT_SOLVER = "lint.solver";
    public static final String LINT_REDUNDANCY = "lint.redundancy";

    private final String node;

    private EslPreferences(String node) {
        this.node = node;
    }

    public static EslPreferences of(Bundle bundle) {
        return new EslPreferences(bundle.getSymbolicName());
    }

    /** The defaults: the spec decides, all lints on. */
    public static void initializeDefaults(String node) {
        IEclipsePreferences defaults = DefaultScope.INSTANCE.getNode(node);
        defaults.putInt(INTERPRETATION, 0);
        defaults.putInt(SOLVER_TIMEOUT_MS, 0);
        defaults.putBoolean(LINT_SOLVER, true);
        defaults.putBoolean(LINT_REDUNDANCY, true);
    }

    public JsonObject settings() {
        IEclipsePreferences preferences = InstanceScope.INSTANCE.getNode(node);
        return settings(preferences.getInt(INTERPRETATION, 0), preferences.getInt(SOLVER_TIMEOUT_MS, 0),
                preferences.getBoolean(LINT_SOLVER, true), preferences.getBoolean(LINT_REDUNDANCY, true));
    }

    /** The settings object; an interpretation or time limit of 0 is left out, so the spec's options apply. */
    public static JsonObject settings(int interpretation, int solverTimeoutMs, boolean lintSolver, boolean lintRedundancy) {
        JsonObject settings = new JsonObject();
        if (interpretation > 0) {
            settings.addProperty(INTERPRETATION, interpretation);
        }
        if (solverTimeoutMs > 0) {
            JsonObject solver = new JsonObject();
            solver.addProperty("timeoutMs", solverTimeoutMs);
            settings.add("solver", solver);
        }
        JsonObject lint = new JsonObject();
        lint.addProperty("solver", lintSolver);
        lint.addProperty("redundancy", lintRedundancy);
        settings.add("lint", lint);
        return settings;
    }

    public void onChange(Runnable listener) {
        InstanceScope.INSTANCE.getNode(node).addPreferenceChangeListener(event -> listener.run());
    }
}
