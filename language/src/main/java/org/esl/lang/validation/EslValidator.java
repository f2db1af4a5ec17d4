package org.esl.lang.validation;

import org.eclipse.xtext.validation.ComposedChecks;

/**
 * All static (solver-free) ESL diagnostics, one composed validator per group of codes. Syntax errors
 * (ESL000) come from {@link org.esl.lang.parser.EslSyntaxErrorMessages} and unresolved names (ESL001)
 * from {@link org.esl.lang.linking.EslLinkingDiagnosticMessages}.
 */
@ComposedChecks(validators = {
        RoleValidator.class, OptionValidator.class,         // ESL001 (and option values, ESL005)
        UsageValidator.class,                               // ESL002, ESL003
        ArityValidator.class,                               // ESL004
        FormulaValidator.class, PatternValidator.class,     // ESL005
        ViolationHintValidator.class,                       // ESL005 for on violation …
        MonitorabilityValidator.class,                      // ESL005 for properties the monitor cannot run
        NormalFormValidator.class,                          // ESL006
        DescriptionValidator.class,                         // ESL007, ESL008
        DuplicateValidator.class,                           // ESL009
        ToolSchemaValidator.class,                          // ESL016, ESL023
        NonLinearValidator.class,                           // ESL017
        PathValidator.class, SourceValidator.class,         // ESL018, ESL025 (and ESL000 for source clauses)
        DivisionValidator.class,                            // ESL022
        PropertyVariableValidator.class })                  // ESL024
public class EslValidator extends AbstractEslValidator {
}
