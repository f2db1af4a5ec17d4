package org.esl.eclipse.preferences;

import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;
import org.esl.eclipse.EslPlugin;

/** Registered in plugin.xml: the preferences' defaults. */
public final class EslPreferenceDefaults extends AbstractPreferenceInitializer {

    @Override
    public void initializeDefaultPreferences() {
        EslPreferences.initializeDefaults(EslPlugin.ID);
    }
}
