package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;

import org.esl.runtime.chaining.Grounding.SignedProposition;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;

/**
 * The forward-chaining graph over positive and negative ground literals (RvLLM §4.3), run in time linear in the size
 * of the ground clause set, as Dowling and Gallier's algorithm for Horn formulas: every clause keeps a counter of its
 * premises not yet known, and a literal that becomes known visits only the clauses that have it as a premise. A
 * literal is coded as {@code 2 * proposition + (negative ? 1 : 0)}.
 *
 * <p>A clause whose counter reaches zero is ready; ready forward clauses (a rule's own direction) fire before ready
 * contrapositives, so that when a perceived literal contradicts a rule, the clause that meets the contradiction first
 * is the rule's conclusion. A derivation that contradicts a known literal is recorded as a {@link Conflict} and not
 * propagated: known literals never change their value.
 */
final class ClauseGraph {

    private static final byte UNKNOWN = 0;
    private static final byte TRUE = 1;
    private static final byte FALSE = 2;

    /** The stamp of what is known before the first step of a transcript: the spec's facts, decided comparisons. */
    static final int BEFORE = -1;
    /** The stamp of what never becomes known. */
    static final int NEVER = Integer.MAX_VALUE;

    /** Which rule, under which binding, produced a clause. */
    record Origin(Rule rule, Binding binding, RuleClause clause) {
    }

    /**
     * A derivation of {@code literal} that contradicts the known value of its proposition: by clause {@code clause},
     * or, when {@code clause} is -1, from outside (perception or a fact, {@code external}).
     */
    record Conflict(int literal, int clause, Justification external) {
    }

    private final AtomTable atoms;
    /** Which rule and binding made each clause, asked for only when a result shows the clause. */
    private final IntFunction<Origin> origins;
    /** Propositions that are not atoms of constants (comparisons, atoms with function applications). */
    private final Map<Literal, Integer> ids = new HashMap<>();
    /** Per proposition, its positive literal; null for an atom of {@link #atoms} until it is first shown. */
    private final ArrayList<Literal> propositions = new ArrayList<>();
    private byte[] values = new byte[16];
    private int[] reasonClause = new int[16];
    /**
     * For derivation walks ({@link #chain}), made on the first: per proposition, its place in {@link #assignedAt}, and
     * the last walk that visited it (a walk costs its chain's length, not the graph's).
     */
    private int[] order = new int[0];
    private int[] visitedBy = new int[0];
    /** How many propositions of {@link #assignedAt} {@link #order} has. */
    private int placed;
    private int walks;
    private final ArrayList<Justification> externalReasons = new ArrayList<>();
    /**
     * The clauses that have a literal as a premise, as linked lists in int arrays (no list object per literal): per
     * literal, its first and last entry + 1 (0 for none); per entry, its clause and the next entry + 1.
     */
    private int[] watchFirst = new int[32];
    private int[] watchLast = new int[32];
    private final IntList watchClauses = new IntList();
    private final IntList watchNext = new IntList();
    private int assigned;
    /** The propositions in the order they became known: the inverse of {@link #order}. */
    private final IntList assignedAt = new IntList();
    /** The justifications of the clauses that derived something, built when a result first shows them. */
    private Justification.Inferred[] inferences = new Justification.Inferred[0];
    /** Per proposition, its link in derivation chains, built when a result first shows it: chains share links. */
    private ChainLink[] links = new ChainLink[0];

    /** Per clause, where its premises start in {@link #premisePool}; one entry more, the pool's end. */
    private final IntList premiseStarts = new IntList();
    private final IntList premisePool = new IntList();
    private final IntList conclusions = new IntList();
    private final IntList counters = new IntList();
    private final BitSet contrapositiveClauses = new BitSet();

    private final IntList pending = new IntList();
    private int pendingHead;
    private final IntList forwardReady = new IntList();
    private int forwardHead;
    private final IntList contrapositiveReady = new IntList();
    private int contrapositiveHead;
    private final List<Conflict> conflicts = new ArrayList<>();

    /**
     * @param atoms   the numbered values, predicates and atoms of constants the graph's literals are over
     * @param origins the origin of a clause by its number, the order {@link #addClause} was called in: kept by the
     *                caller in compact form, since a result shows few of the clauses
     */
    ClauseGraph(AtomTable atoms, IntFunction<Origin> origins) {
        this.atoms = atoms;
        this.origins = origins;
        premiseStarts.add(0);
    }

    /**
     * Makes room for {@code propositionCount} propositions and {@code clauseCount} clauses with {@code premiseCount}
     * premises in all, so that a graph sized from its input (an estimate: more may come) grows no array as they come.
     */
    void reserve(int propositionCount, int clauseCount, int premiseCount) {
        resize(propositionCount);
        propositions.ensureCapacity(propositionCount);
        externalReasons.ensureCapacity(propositionCount);
        assignedAt.reserve(propositionCount);
        pending.reserve(propositionCount);
        premiseStarts.reserve(clauseCount + 1);
        conclusions.reserve(clauseCount);
        counters.reserve(clauseCount);
        premisePool.reserve(premiseCount);
        watchClauses.reserve(premiseCount);
        watchNext.reserve(premiseCount);
    }

    /** The code of a ground literal; a comparison between constants is evaluated when first seen. */
    int literal(Literal ground) {
        if (ground instanceof AtomLiteral atomLiteral && constantArguments(atomLiteral.atom())) {
            return atomLiteral(atomLiteral.atom(), atomLiteral.positive(), true);
        }
        SignedProposition signed = Grounding.proposition(ground);
        Integer id = ids.get(signed.proposition());
        if (id == null) {
            id = newProposition(signed.proposition());
            ids.put(signed.proposition(), id);
            int code = 2 * id;
            Grounding.decide(signed.proposition())
                    .ifPresent(value -> assign(value ? code : code + 1, -1, new Justification.Evaluated()));
        }
        return 2 * id + (signed.positive() ? 0 : 1);
    }

    /**
     * The code of the literal {@code predicate(arguments[0 .. arity - 1])}, or its negation, over numbered values
     * ({@link AtomTable}); the atom is added when new.
     */
    int atomLiteral(int predicate, int[] arguments, int arity, boolean positive) {
        int id = atoms.intern(predicate, arguments, arity, propositions.size());
        if (id == propositions.size()) {
            newProposition(null);
        }
        return 2 * id + (positive ? 0 : 1);
    }

    /** The code of an atom of constants; -1 when {@code add} is false and the graph does not have it. */
    private int atomLiteral(Atom atom, boolean positive, boolean add) {
        List<Term> arguments = atom.arguments();
        int[] values = new int[arguments.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = atoms.valueOf(arguments.get(i));
        }
        int predicate = atoms.predicate(atom.predicate());
        if (!add) {
            int id = atoms.find(predicate, values, values.length);
            return id < 0 ? -1 : 2 * id + (positive ? 0 : 1);
        }
        return atomLiteral(predicate, values, values.length, positive);
    }

    /** Whether every argument of the atom is a constant: the atom is then interned as a tuple of value numbers. */
    static boolean constantArguments(Atom atom) {
        for (Term argument : atom.arguments()) {
            if (!(argument instanceof Constant)) {
                return false;
            }
        }
        return true;
    }

    /** A new proposition, unknown; {@code proposition} is null for an atom of the table, built when first shown. */
    private int newProposition(Literal proposition) {
        int id = propositions.size();
        propositions.add(proposition);
        grow(id + 1);
        reasonClause[id] = -1;
        externalReasons.add(null);
        return id;
    }

    private void grow(int size) {
        if (size > values.length) {
            resize(Math.max(size, values.length * 2));
        }
    }

    private void resize(int capacity) {
        if (capacity > values.length) {
            values = Arrays.copyOf(values, capacity);
            reasonClause = Arrays.copyOf(reasonClause, capacity);
            watchFirst = Arrays.copyOf(watchFirst, 2 * capacity);
            watchLast = Arrays.copyOf(watchLast, 2 * capacity);
        }
    }

    /** States a perceived literal or a fact. */
    void assertExternal(int literal, Justification justification) {
        assign(literal, -1, justification);
    }

    /**
     * Adds the ground clause of premises {@code premiseLiterals[0 .. count - 1]}, copied (the caller may reuse the
     * array); it may be ready at once when its premises are already known.
     */
    void addClause(int[] premiseLiterals, int count, int conclusion, boolean contrapositive) {
        int clause = conclusions.size();
        for (int i = 0; i < count; i++) {
            premisePool.add(premiseLiterals[i]);
        }
        premiseStarts.add(premisePool.size());
        conclusions.add(conclusion);
        int unknown = 0;
        boolean blocked = false;
        for (int i = 0; i < count; i++) {
            int premise = premiseLiterals[i];
            if (isFalse(premise)) {
                blocked = true;
            } else if (!isTrue(premise)) {
                unknown++;
            }
        }
        counters.add(unknown);
        if (contrapositive) {
            contrapositiveClauses.set(clause);
        }
        if (blocked) {
            return; // a premise is false for good: the clause can never fire
        }
        for (int i = 0; i < count; i++) {
            if (!isTrue(premiseLiterals[i])) {
                watch(premiseLiterals[i], clause);
            }
        }
        if (unknown == 0) {
            (contrapositive ? contrapositiveReady : forwardReady).add(clause);
        }
    }

    /** Appends {@code clause} to the clauses watching {@code literal}: they are visited in the order they were added. */
    private void watch(int literal, int clause) {
        watchClauses.add(clause);
        watchNext.add(0);
        int entry = watchClauses.size();
        if (watchLast[literal] == 0) {
            watchFirst[literal] = entry;
        } else {
            watchNext.set(watchLast[literal] - 1, entry);
        }
        watchLast[literal] = entry;
    }

    /** Propagates until nothing more follows. */
    void run() {
        while (true) {
            while (pendingHead < pending.size()) {
                for (int entry = watchFirst[pending.get(pendingHead++)]; entry != 0; entry = watchNext.get(entry - 1)) {
                    int clause = watchClauses.get(entry - 1);
                    if (counters.decrement(clause) == 0) {
                        (contrapositiveClauses.get(clause) ? contrapositiveReady : forwardReady).add(clause);
                    }
                }
            }
            int clause;
            if (forwardHead < forwardReady.size()) {
                clause = forwardReady.get(forwardHead++);
            } else if (contrapositiveHead < contrapositiveReady.size()) {
                clause = contrapositiveReady.get(contrapositiveHead++);
            } else {
                return;
            }
            assign(conclusions.get(clause), clause, null);
        }
    }

    private void assign(int literal, int clause, Justification external) {
        int proposition = literal >> 1;
        byte value = (literal & 1) == 0 ? TRUE : FALSE;
        if (values[proposition] == UNKNOWN) {
            values[proposition] = value;
            assigned++;
            assignedAt.add(proposition);
            reasonClause[proposition] = clause;
            externalReasons.set(proposition, external);
            pending.add(literal);
        } else if (values[proposition] != value) {
            conflicts.add(new Conflict(literal, clause, external));
        }
    }

    boolean isTrue(int literal) {
        return values[literal >> 1] == ((literal & 1) == 0 ? TRUE : FALSE);
    }

    private boolean isFalse(int literal) {
        return isTrue(literal ^ 1);
    }

    /** The code of a ground literal whose proposition the graph has, without adding it. */
    Optional<Integer> find(Literal ground) {
        if (ground instanceof AtomLiteral atomLiteral && constantArguments(atomLiteral.atom())) {
            int code = atomLiteral(atomLiteral.atom(), atomLiteral.positive(), false);
            return code < 0 ? Optional.empty() : Optional.of(code);
        }
        SignedProposition signed = Grounding.proposition(ground);
        Integer id = ids.get(signed.proposition());
        return id == null ? Optional.empty() : Optional.of(2 * id + (signed.positive() ? 0 : 1));
    }

    /**
     * When each proposition's known value became derivable: the least, over all derivations of the value by
     * clauses {@code 0 .. clauseLimit - 1}, of the largest stamp that derivation uses, where a literal stated from
     * outside has the least stamp {@code externalStamps} gives it at the same index of {@code externalLiterals}, a comparison decided by arithmetic has
     * {@link #BEFORE}, and clause {@code c} has {@code clauseStamps[c]} (when its binding exists). A derivation is a
     * tree, so its stamp is that of its latest leaf or clause: the bottleneck path problem on the clause
     * hypergraph, solved like Dijkstra's algorithm because {@code max} never decreases along a derivation (Knuth's
     * generalisation): literals are settled in increasing stamp order, and a clause is tried once all its premises
     * are settled. Only clauses whose premises and conclusion all hold in the known values count, so after a
     * conflict the stamps describe the values chaining kept. Unknown propositions, and known ones no derivation
     * within the limit reaches, get {@link #NEVER}.
     */
    int[] earliest(IntList externalLiterals, IntList externalStamps, int[] clauseStamps, int clauseLimit) {
        int[] stamps = new int[propositions.size()];
        Arrays.fill(stamps, NEVER);
        int latestStamp = BEFORE; // every stamp is one of the external or clause stamps, or a maximum of them
        for (int i = 0; i < externalStamps.size(); i++) {
            latestStamp = Math.max(latestStamp, externalStamps.get(i));
        }
        for (int clause = 0; clause < clauseLimit; clause++) {
            if (clauseStamps[clause] != NEVER) {
                latestStamp = Math.max(latestStamp, clauseStamps[clause]);
            }
        }
        StampQueue queue = new StampQueue(latestStamp, propositions.size());
        for (int proposition = 0; proposition < propositions.size(); proposition++) {
            if (values[proposition] != UNKNOWN && reasonClause[proposition] < 0
                    && externalReasons.get(proposition) instanceof Justification.Evaluated) {
                stamps[proposition] = BEFORE;
            }
        }
        for (int i = 0; i < externalLiterals.size(); i++) {
            int literal = externalLiterals.get(i);
            if (isTrue(literal) && externalStamps.get(i) < stamps[literal >> 1]) {
                stamps[literal >> 1] = externalStamps.get(i);
            }
        }
        for (int proposition = 0; proposition < propositions.size(); proposition++) {
            if (stamps[proposition] != NEVER) {
                queue.add(stamps[proposition], proposition);
            }
        }
        // the clauses that count, by premise: clauses[start[p] .. start[p + 1] - 1] have proposition p as a premise
        int[] remaining = new int[clauseLimit];
        int[] latest = new int[clauseLimit];
        int[] start = new int[propositions.size() + 1];
        for (int clause = 0; clause < clauseLimit; clause++) {
            int from = premiseStarts.get(clause);
            int to = premiseStarts.get(clause + 1);
            if (!isTrue(conclusions.get(clause)) || clauseStamps[clause] == NEVER || !allTrue(from, to)) {
                remaining[clause] = -1;
                continue;
            }
            remaining[clause] = to - from;
            latest[clause] = clauseStamps[clause];
            for (int i = from; i < to; i++) {
                start[(premisePool.get(i) >> 1) + 1]++;
            }
            if (from == to) {
                improve(stamps, queue, conclusions.get(clause) >> 1, latest[clause]);
            }
        }
        for (int proposition = 0; proposition < propositions.size(); proposition++) {
            start[proposition + 1] += start[proposition];
        }
        int[] byPremise = new int[start[propositions.size()]];
        int[] filled = Arrays.copyOf(start, propositions.size());
        for (int clause = 0; clause < clauseLimit; clause++) {
            if (remaining[clause] >= 0) {
                for (int i = premiseStarts.get(clause); i < premiseStarts.get(clause + 1); i++) {
                    byPremise[filled[premisePool.get(i) >> 1]++] = clause;
                }
            }
        }
        boolean[] settled = new boolean[propositions.size()];
        while (!queue.isEmpty()) {
            long next = queue.poll();
            int proposition = StampQueue.proposition(next);
            if (settled[proposition] || StampQueue.stamp(next) != stamps[proposition]) {
                continue;
            }
            settled[proposition] = true;
            for (int i = start[proposition]; i < start[proposition + 1]; i++) {
                int clause = byPremise[i];
                latest[clause] = Math.max(latest[clause], stamps[proposition]);
                if (--remaining[clause] == 0) {
                    improve(stamps, queue, conclusions.get(clause) >> 1, latest[clause]);
                }
            }
        }
        return stamps;
    }

    /** Whether the premises at {@code from .. to - 1} of the pool are all true. */
    private boolean allTrue(int from, int to) {
        for (int i = from; i < to; i++) {
            if (!isTrue(premisePool.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static void improve(int[] stamps, StampQueue queue, int proposition, int stamp) {
        if (stamp < stamps[proposition]) {
            stamps[proposition] = stamp;
            queue.add(stamp, proposition);
        }
    }

    /** The literal as written in results: {@code not ChewGum("Alex")}. */
    Literal render(int literal) {
        Literal proposition = proposition(literal);
        return (literal & 1) == 0 ? proposition : proposition.negated();
    }

    /** The proposition of a literal code, positive: {@code ChewGum("Alex")}. */
    Literal proposition(int literal) {
        int id = literal >> 1;
        Literal proposition = propositions.get(id);
        if (proposition == null) {
            proposition = AtomLiteral.positive(atoms.atom(id));
            propositions.set(id, proposition);
        }
        return proposition;
    }

    int propositionCount() {
        return propositions.size();
    }

    int clauseCount() {
        return conclusions.size();
    }

    List<Conflict> conflicts() {
        return List.copyOf(conflicts);
    }

    Origin origin(int clause) {
        return origins.apply(clause);
    }

    /** The clause that derived the known value of this literal's proposition, if a clause did. */
    boolean isDerived(int literal) {
        return reasonClause[literal >> 1] >= 0;
    }

    /** The known literal (with its current value) of every proposition, in the order they became known. */
    int[] knownLiterals() {
        int[] known = new int[assigned];
        for (int position = 0; position < assigned; position++) {
            int proposition = assignedAt.get(position);
            known[position] = 2 * proposition + (values[proposition] == TRUE ? 0 : 1);
        }
        return known;
    }

    /**
     * The derivation of the known literal {@code root} and of the premises of clause {@code extraClause} (or none,
     * -1): every literal they rest on, with its justification, in the order they became known. Results call it after
     * chaining, when asked, possibly from several threads: the walk's marks and the links built so far are shared,
     * so it takes the graph's lock.
     */
    synchronized List<ChainLink> chain(int root, int extraClause) {
        if (order.length < propositions.size()) {
            order = Arrays.copyOf(order, propositions.size());
            visitedBy = Arrays.copyOf(visitedBy, propositions.size());
        }
        for (; placed < assigned; placed++) {
            order[assignedAt.get(placed)] = placed;
        }
        int walk = ++walks;
        IntList stack = new IntList();
        stack.add(root);
        if (extraClause >= 0) {
            pushPremises(extraClause, stack);
        }
        IntList ordered = new IntList();
        while (stack.size() > 0) {
            int proposition = stack.removeLast() >> 1;
            if (visitedBy[proposition] == walk) {
                continue;
            }
            visitedBy[proposition] = walk;
            ordered.add(order[proposition]);
            int clause = reasonClause[proposition];
            if (clause >= 0) {
                pushPremises(clause, stack);
            }
        }
        int[] byOrder = ordered.toSortedArray();
        if (links.length < propositions.size()) {
            links = Arrays.copyOf(links, propositions.size());
        }
        List<ChainLink> chain = new ArrayList<>(byOrder.length);
        for (int position : byOrder) {
            int proposition = assignedAt.get(position);
            ChainLink link = links[proposition];
            if (link == null) {
                int literal = 2 * proposition + (values[proposition] == TRUE ? 0 : 1);
                link = new ChainLink(render(literal), justification(proposition));
                links[proposition] = link;
            }
            chain.add(link);
        }
        return chain;
    }

    private void pushPremises(int clause, IntList stack) {
        for (int i = premiseStarts.get(clause); i < premiseStarts.get(clause + 1); i++) {
            stack.add(premisePool.get(i));
        }
    }

    /** Why the proposition has its known value. */
    private Justification justification(int proposition) {
        int clause = reasonClause[proposition];
        return clause < 0 ? externalReasons.get(proposition) : inferred(clause);
    }

    /** The justification of a derivation by {@code clause}. */
    synchronized Justification.Inferred inferred(int clause) {
        if (clause >= inferences.length) {
            inferences = Arrays.copyOf(inferences, clauseCount());
        }
        Justification.Inferred inferred = inferences[clause];
        if (inferred == null) {
            Origin origin = origins.apply(clause);
            int from = premiseStarts.get(clause);
            Literal[] groundPremises = new Literal[premiseStarts.get(clause + 1) - from];
            for (int i = 0; i < groundPremises.length; i++) {
                groundPremises[i] = render(premisePool.get(from + i));
            }
            inferred = new Justification.Inferred(origin.rule(), origin.binding(), origin.clause(), List.of(groundPremises));
            inferences[clause] = inferred;
        }
        return inferred;
    }

    /** Why the literal's proposition has its known value (the other side of a conflict). */
    Justification justificationOf(int literal) {
        return justification(literal >> 1);
    }

    /** A growable list of ints, to keep the graph's adjacency compact. */
    static final class IntList {
        private int[] items = new int[4];
        private int size;

        void add(int item) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = item;
        }

        int get(int index) {
            return items[index];
        }

        /** Makes room for {@code capacity} items in all. */
        void reserve(int capacity) {
            if (capacity > items.length) {
                items = Arrays.copyOf(items, capacity);
            }
        }

        void set(int index, int item) {
            items[index] = item;
        }

        /** The items, sorted in a new array. */
        int[] toSortedArray() {
            int[] sorted = Arrays.copyOf(items, size);
            Arrays.sort(sorted);
            return sorted;
        }

        int removeLast() {
            return items[--size];
        }

        int size() {
            return size;
        }

        int decrement(int index) {
            return --items[index];
        }
    }
}
