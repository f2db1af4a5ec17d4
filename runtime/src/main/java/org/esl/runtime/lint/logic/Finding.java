package org.esl.runtime.lint.logic;

import java.util.List;

import org.esl.runtime.diagnostics.DiagnosticCode;

/** What deciding one group found, with members as positions in the group, so it survives edits that only move them. */
sealed interface Finding {

    /** A minimal set of members that cannot all hold (ESL010). */
    record Contradiction(List<Integer> members) implements Finding {
        public Contradiction {
            members = List.copyOf(members);
        }
    }

    /** A member whose premise cannot hold together with {@code because} (ESL011); may include the member itself. */
    record NeverApplies(int member, List<Integer> because) implements Finding {
        public NeverApplies {
            because = List.copyOf(because);
        }
    }

    /** A member implied by the minimal set {@code impliedBy} (ESL012); empty when it holds on its own. */
    record Redundant(int member, List<Integer> impliedBy) implements Finding {
        public Redundant {
            impliedBy = List.copyOf(impliedBy);
        }
    }

    /** A question the solver could not answer within the time limit, about {@code member} among {@code others}. */
    record Undecided(DiagnosticCode question, int member, List<Integer> others, String reason) implements Finding {
        public Undecided {
            others = List.copyOf(others);
        }
    }
}
