package org.esl.lang.compiler;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.esl.TypeRef;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.EnumType;
import org.esl.runtime.model.Type;

/** ESL type references to runtime {@link Type}s. */
final class Types {

    private Types() {
    }

    /** The type written, or empty when none was written (untyped parameters range over all objects). */
    static Optional<Type> optional(TypeRef ref) throws CompileException {
        return ref == null ? Optional.empty() : Optional.of(of(ref));
    }

    static Type of(TypeRef ref) throws CompileException {
        if (ref.getEnumType() != null) {
            if (ref.getEnumType().eIsProxy()) {
                throw new CompileException("the type `" + SourceRanges.textOf(ref, EslPackage.Literals.TYPE_REF__ENUM_TYPE)
                        + "` is not declared", SourceRanges.of(ref));
            }
            return of(ref.getEnumType());
        }
        return switch (ref.getBuiltin()) {
            case BOOL -> BuiltinType.BOOL;
            case INT -> BuiltinType.INT;
            case REAL -> BuiltinType.REAL;
            case STRING -> BuiltinType.STRING;
        };
    }

    static EnumType of(org.esl.lang.esl.EnumType declaration) throws CompileException {
        List<String> values = new ArrayList<>();
        for (EnumLiteral literal : declaration.getLiterals()) {
            values.add(Expressions.name(literal.getName(), literal));
        }
        return new EnumType(Expressions.name(declaration.getName(), declaration), values);
    }

    /** The enum a value belongs to. */
    static EnumType enumOf(EnumLiteral literal, EObject context) throws CompileException {
        if (literal.eContainer() instanceof org.esl.lang.esl.EnumType declaration) {
            return of(declaration);
        }
        throw new CompileException("the enum value `" + literal.getName() + "` belongs to no type", SourceRanges.of(context));
    }
}
