package org.esl.eclipse.preferences;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.RadioGroupFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.esl.eclipse.EslPlugin;

/** Window > Preferences > ESL: what the server's {@code esl} settings hold. */
public final class EslPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public EslPreferencePage() {
        super(GRID);
        setPreferenceStore(new ScopedPreferenceStore(InstanceScope.INSTANCE, EslPlugin.ID));
        setDescription("ESL runs inside Eclipse's own Java runtime: no Java path is needed. "
                + "Settings here override a spec's own option lines.");
    }

    @Override
    protected void createFieldEditors() {
        addField(new RadioGroupFieldEditor(EslPreferences.INTERPRETATION, "Interpretation level of checks", 1,
                new String[][] { { "As the spec's options say", "0" }, { "1: facts as given", "1" }, { "2: forward chaining", "2" } },
                getFieldEditorParent()));
        IntegerFieldEditor timeout = new IntegerFieldEditor(EslPreferences.SOLVER_TIMEOUT_MS,
                "Solver time limit per call, ms (0: as the spec's options say)", getFieldEditorParent());
        timeout.setValidRange(0, 3_600_000);
        addField(timeout);
        addField(new BooleanFieldEditor(EslPreferences.LINT_SOLVER, "Run the solver-backed lints (ESL010-015) on save", getFieldEditorParent()));
        addField(new BooleanFieldEditor(EslPreferences.LINT_REDUNDANCY, "Report redundant rules (ESL012)", getFieldEditorParent()));
    }

    @Override
    public void init(IWorkbench workbench) {
    }
}
