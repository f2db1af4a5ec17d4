package org.esl.eclipse.preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The preferences as the server's {@code esl} settings (the contract of VS Code's esl.* settings). */
class EslPreferencesTest {

    @Test
    void zeroLeavesInterpretationAndTimeLimitToTheSpec() {
        assertEquals("{\"lint\":{\"solver\":true,\"redundancy\":true}}", EslPreferences.settings(0, 0, true, true).toString());
    }

    @Test
    void explicitValuesOverrideTheSpecsOptions() {
        assertEquals("{\"interpretation\":2,\"solver\":{\"timeoutMs\":500},\"lint\":{\"solver\":false,\"redundancy\":false}}",
                EslPreferences.settings(2, 500, false, false).toString());
    }
}
