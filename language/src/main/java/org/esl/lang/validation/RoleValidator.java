package org.esl.lang.validation;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.RoleAtom;

/** ESL001 for a role other than the four speakers of a chat transcript. */
public class RoleValidator extends EslCheck {

    /** The speakers of the chat-completions message format, as ESL writes them. */
    public static final List<String> ROLES = List.of("@user", "@assistant", "@tool", "@system");

    @Check
    public void checkRoleAtom(RoleAtom atom) {
        checkRole(atom.getRole(), atom, Literals.ROLE_ATOM__ROLE);
    }

    @Check
    public void checkPatternRole(Predicate predicate) {
        checkRole(predicate.getRole(), predicate, Literals.PREDICATE__ROLE);
    }

    private void checkRole(String role, EObject source, EStructuralFeature feature) {
        if (role == null || ROLES.contains("@" + role)) {
            return;
        }
        Optional<String> closest = ClosestName.to("@" + role, ROLES);
        String message = "unknown role '@" + role + "'"
                + closest.map(name -> "; did you mean '" + name + "'?").orElse(" (roles are " + String.join(", ", ROLES) + ")");
        report(IssueCodes.UNDECLARED_NAME, message, source, feature, closest.stream().toArray(String[]::new));
    }
}
