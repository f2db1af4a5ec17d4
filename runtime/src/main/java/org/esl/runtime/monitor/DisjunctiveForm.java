package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.esl.runtime.monitor.Obligation.Kind;

/**
 * An obligation rewritten as its minimal disjunction of conjunctions over its temporal parts (literals and
 * {@code next}, {@code always}, {@code until}, ... obligations), which is the same for every obligation with the
 * same meaning as a positive combination of those parts.
 *
 * <p>Progression alone builds ever deeper {@code and}/{@code or} nestings of the same few parts (progressing
 * {@code a unless b} twice already nests it in itself), so the obligations a search meets need not run out; the
 * parts that progression produces, however, are sub-obligations of the initial one (and bounded operators with
 * smaller bounds), finitely many. So the minimal disjunctive forms over them are finitely many too, and a search
 * whose states are these forms ends.
 */
final class DisjunctiveForm {

    private final Obligations table;
    private final int maxClauses;
    private final Map<Obligation, Obligation> known = new HashMap<>();
    private final Map<Integer, Obligation> parts = new HashMap<>();

    DisjunctiveForm(Obligations table, int maxClauses) {
        this.table = table;
        this.maxClauses = maxClauses;
    }

    /** The equivalent obligation in minimal disjunctive form, or empty when it has more than the limit of clauses. */
    Optional<Obligation> of(Obligation obligation) {
        Obligation form = known.get(obligation);
        if (form == null) {
            Optional<List<BitSet>> clauses = clauses(obligation);
            if (clauses.isEmpty()) {
                return Optional.empty();
            }
            form = table.or(clauses.get().stream().map(this::conjunction).toList());
            known.put(obligation, form);
        }
        return Optional.of(form);
    }

    private Obligation conjunction(BitSet clause) {
        return table.and(clause.stream().mapToObj(parts::get).toList());
    }

    /** Clauses as sets of part ids, none contained in another and none with a literal and its complement. */
    private Optional<List<BitSet>> clauses(Obligation obligation) {
        switch (obligation.kind) {
            case TRUE:
                return Optional.of(List.of(new BitSet()));
            case FALSE:
                return Optional.of(List.of());
            case OR: {
                List<BitSet> all = new ArrayList<>();
                for (Obligation operand : obligation.operands) {
                    Optional<List<BitSet>> clauses = clauses(operand);
                    if (clauses.isEmpty()) {
                        return clauses;
                    }
                    all.addAll(clauses.get());
                }
                return minimal(all);
            }
            case AND: {
                List<BitSet> product = List.of(new BitSet());
                for (Obligation operand : obligation.operands) {
                    Optional<List<BitSet>> clauses = clauses(operand);
                    if (clauses.isEmpty()) {
                        return clauses;
                    }
                    List<BitSet> next = new ArrayList<>();
                    for (BitSet left : product) {
                        for (BitSet right : clauses.get()) {
                            BitSet both = (BitSet) left.clone();
                            both.or(right);
                            if (!contradictory(both)) {
                                next.add(both);
                            }
                        }
                    }
                    Optional<List<BitSet>> reduced = minimal(next);
                    if (reduced.isEmpty()) {
                        return reduced;
                    }
                    product = reduced.get();
                }
                return Optional.of(product);
            }
            default: {
                parts.putIfAbsent(obligation.id, obligation);
                BitSet part = new BitSet();
                part.set(obligation.id);
                return Optional.of(List.of(part));
            }
        }
    }

    /** Whether a clause demands a signal both true and false at the same step. */
    private boolean contradictory(BitSet clause) {
        Map<Integer, Boolean> literals = new HashMap<>();
        for (int id = clause.nextSetBit(0); id >= 0; id = clause.nextSetBit(id + 1)) {
            Obligation part = parts.get(id);
            if (part.kind == Kind.LITERAL) {
                Boolean other = literals.put(part.signal, part.positive);
                if (other != null && other != part.positive) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Drops duplicates and clauses that contain another (absorption); empty beyond the limit. */
    private Optional<List<BitSet>> minimal(List<BitSet> clauses) {
        List<BitSet> sorted = new ArrayList<>(clauses);
        sorted.sort((a, b) -> Integer.compare(a.cardinality(), b.cardinality()));
        List<BitSet> kept = new ArrayList<>();
        for (BitSet clause : sorted) {
            boolean absorbed = false;
            for (BitSet smaller : kept) {
                BitSet rest = (BitSet) smaller.clone();
                rest.andNot(clause);
                if (rest.isEmpty()) {
                    absorbed = true;
                    break;
                }
            }
            if (!absorbed) {
                kept.add(clause);
                if (kept.size() > maxClauses) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(kept);
    }
}
