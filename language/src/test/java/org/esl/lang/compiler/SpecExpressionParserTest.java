package org.esl.lang.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.validation.IResourceValidator;
import org.esl.lang.EslStandaloneSetup;
import org.esl.runtime.perception.ExpressionParser;
import org.esl.runtime.perception.ExpressionParser.ExpressionException;
import org.junit.jupiter.api.Test;

import com.google.inject.Injector;

/** Transcript facts and claims are read with the spec's own grammar, names and types. */
class SpecExpressionParserTest {

    private static final Injector INJECTOR = new EslStandaloneSetup().createInjectorAndDoEMFRegistration();

    private static ExpressionParser parserFor(String example) {
        XtextResourceSet set = INJECTOR.getInstance(XtextResourceSet.class);
        Resource spec = set.getResource(URI.createFileURI(Path.of("../examples", example).toAbsolutePath().toString()), true);
        return new SpecExpressionParser(spec, INJECTOR.getInstance(IResourceValidator.class));
    }

    @Test
    void aFactAtomBecomesAGroundLiteralOfTheSpec() throws Exception {
        ExpressionParser railway = parserFor("railway.esl");

        assertEquals("InRailway(\"Alex\")", railway.groundLiteral("InRailway(\"Alex\")").toString());
        assertEquals("not Carries(\"Alex\", \"petrol\")", railway.groundLiteral("not Carries(\"Alex\", \"petrol\")").toString());
    }

    @Test
    void aHallucinatedPredicateIsRefusedWithTheSpecsSuggestionAndColumn() {
        ExpressionException e = assertThrows(ExpressionException.class,
                () -> parserFor("railway.esl").groundLiteral("ChewGun(\"Alex\")"));

        assertEquals(1, e.column());
        assertEquals(true, e.getMessage().contains("ChewGun") && e.getMessage().contains("ChewGum"), e.getMessage());
    }

    @Test
    void wrongArityAndVariablesAreRefused() {
        ExpressionParser railway = parserFor("railway.esl");

        assertThrows(ExpressionException.class, () -> railway.groundLiteral("Carries(\"Alex\")"));
        assertThrows(ExpressionException.class, () -> railway.groundLiteral("InRailway(x)"));
        assertThrows(ExpressionException.class, () -> railway.groundLiteral("InRailway(\"Alex\"\n)"));
    }

    @Test
    void aClaimIsATypedFormulaOverThePolicyVariables() throws Exception {
        ExpressionParser park = parserFor("park.esl");

        assertEquals("ageClass = SENIOR and isLowSeason", park.policyFormula("ageClass = SENIOR and isLowSeason").toString());
        assertEquals("finalFee = 28.125", park.policyFormula("finalFee = 28.125").toString());
        ExpressionException typo = assertThrows(ExpressionException.class, () -> park.policyFormula("ageClass = SENOIR"));
        assertEquals(12, typo.column(), typo.getMessage());
        assertThrows(ExpressionException.class, () -> park.policyFormula("baseFee + 1"));
    }
}
