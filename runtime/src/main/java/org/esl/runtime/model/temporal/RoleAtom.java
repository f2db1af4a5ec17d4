package org.esl.runtime.model.temporal;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

import org.esl.runtime.model.Role;

/** True at a step spoken by the role ({@code @user}); a tool-call step is spoken by {@code @assistant}. */
public final class RoleAtom extends TemporalFormula {

    private static final Map<Role, RoleAtom> INSTANCES = new EnumMap<>(Role.class);

    static {
        for (Role role : Role.values()) {
            INSTANCES.put(role, new RoleAtom(role));
        }
    }

    private final Role role;

    private RoleAtom(Role role) {
        this.role = role;
    }

    public static RoleAtom of(Role role) {
        return INSTANCES.get(Objects.requireNonNull(role, "role"));
    }

    public Role role() {
        return role;
    }

    @Override
    public <R> R accept(TemporalVisitor<R> visitor) {
        return visitor.visit(this);
    }

    @Override
    protected int computeHash() {
        return role.ordinal() + 1;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RoleAtom atom && atom.role == role;
    }
}
