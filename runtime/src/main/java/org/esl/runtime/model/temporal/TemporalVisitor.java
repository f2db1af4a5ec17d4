package org.esl.runtime.model.temporal;

/** One method per kind of temporal formula: a pass over formulas cannot forget a kind. */
public interface TemporalVisitor<R> {

    R visit(BooleanConstant constant);

    R visit(ToolAtom atom);

    R visit(PredicateAtom atom);

    R visit(RoleAtom atom);

    R visit(Not not);

    R visit(And and);

    R visit(Or or);

    R visit(Implies implies);

    R visit(Iff iff);

    R visit(Until until);

    R visit(Unless unless);

    R visit(Releases releases);

    R visit(Since since);

    R visit(Next next);

    R visit(WeakNext weakNext);

    R visit(Always always);

    R visit(Eventually eventually);

    R visit(Once once);

    R visit(Historically historically);

    R visit(Previously previously);

    R visit(EventuallyWithin eventuallyWithin);

    R visit(AlwaysWithin alwaysWithin);

    R visit(OnceWithin onceWithin);

    R visit(HistoricallyWithin historicallyWithin);

    R visit(UntilWithin untilWithin);

    R visit(SinceWithin sinceWithin);

    R visit(Count count);
}
