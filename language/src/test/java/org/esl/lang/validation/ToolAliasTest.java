package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.WARNING;
import static org.esl.lang.validation.IssueCodes.NOT_IN_TOOL_SCHEMA;

import java.nio.file.Path;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Inject;

/** {@code tool "Toolkit.Tool" as Name}: dotted schema names under ESL names (docs/language.md, "Tool names from schemas"). */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class ToolAliasTest {

    private static final String SCHEMA = """
            [{"type": "function", "function": {"name": "AugustSmartLock.GrantGuestAccess", "description": "grants access",
              "parameters": {"type": "object", "properties": {"guest_ids": {"type": "string"}, "permanent": {"type": "boolean"}}}}},
             {"type": "function", "function": {"name": "AugustSmartLock.UnlockDoor", "description": "unlocks the door",
              "parameters": {"type": "object", "properties": {}}}}]
            """;

    @Inject
    private Lint lint;

    @TempDir
    Path dir;

    @Test
    void anAliasAndABackquotedSchemaToolAreCheckedAgainstTheSchemaByTheirDottedNames() {
        Lint.write(dir, "lock.json", SCHEMA);
        lint.expectClean(lint.issues(Lint.write(dir, "lock.esl", """
                spec lock
                tools from "lock.json"
                tool "AugustSmartLock.GrantGuestAccess" as GrantGuestAccess(permanent: Bool) "grants guests access"
                property no_permanent: always not GrantGuestAccess(permanent = true)
                property no_unlock: always not `AugustSmartLock.UnlockDoor`
                """)));
    }

    @Test
    void anAliasOfAToolTheSchemaLacksIsNotInTheSchema() {
        Lint.write(dir, "lock.json", SCHEMA);
        lint.expect(NOT_IN_TOOL_SCHEMA, WARNING, dir, """
                spec lock
                tools from "lock.json"
                tool "AugustSmartLock.GrantGuestAcess" as «GrantGuestAccess»(permanent: Bool) "grants guests access"
                property no_permanent: always not GrantGuestAccess(permanent = true)
                """);
    }
}
