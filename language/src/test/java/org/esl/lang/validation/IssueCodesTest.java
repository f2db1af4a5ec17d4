package org.esl.lang.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;

import org.eclipse.xtext.diagnostics.Severity;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.junit.jupiter.api.Test;

/** The issue codes and the runtime's diagnostic catalog name the same codes. */
class IssueCodesTest {

    @Test
    void everyCatalogCodeHasOneConstant() throws IllegalAccessException {
        List<String> constants = Arrays.stream(IssueCodes.class.getFields())
                .filter(field -> Modifier.isStatic(field.getModifiers()) && field.getType() == String.class)
                .map(IssueCodesTest::value).sorted().toList();
        List<String> catalog = Arrays.stream(DiagnosticCode.values()).map(Enum::name).sorted().toList();
        assertEquals(catalog, constants);
    }

    @Test
    void defaultSeveritiesComeFromTheCatalog() {
        assertEquals(Severity.ERROR, IssueCodes.defaultSeverity(IssueCodes.UNDECLARED_NAME));
        assertEquals(Severity.WARNING, IssueCodes.defaultSeverity(IssueCodes.UNUSED_VARIABLE));
        assertEquals(Severity.INFO, IssueCodes.defaultSeverity(IssueCodes.NON_LINEAR_ARITHMETIC));
    }

    private static String value(Field field) {
        try {
            return (String) field.get(null);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }
}
