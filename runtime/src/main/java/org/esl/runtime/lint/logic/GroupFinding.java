package org.esl.runtime.lint.logic;

import java.util.List;

import org.esl.runtime.diagnostics.DiagnosticCode;

/** What deciding one group found, with members as positions in the group, so it survives edits that only move them. */
sealed interface GroupFinding {

    /** A minimal set of members that cannot all hold (ESL010). */
    record Contradiction(List<Integer> members) implements GroupFinding {
        public Contradiction {
            members = List.copyOf(members);
        }
    }

    /** A member whose premise cannot hold together with {@code because} (ESL011); may include the member itself. */
    record NeverApplies(int member, List<Integer> because) implements GroupFinding {
        public NeverApplies {
            because = List.copyOf(because);
        }
    }

    /** A member implied by the minimal set {@code impliedBy} (ESL012); empty when it holds on its own. */
    record Redundant(int member, List<Integer> impliedBy) implements GroupFinding {
        public Redundant {
            impliedBy = List.copyOf(impliedBy);
        }
    }

    /** A question the solver could not answer within the time limit, about {@code member} among {@code others}. */
    record Undecided(DiagnosticCode question, int member, List<Integer> others, String reason) implements GroupFinding {
        public Undecided {
            others = List.copyOf(others);
        }
    }
}
