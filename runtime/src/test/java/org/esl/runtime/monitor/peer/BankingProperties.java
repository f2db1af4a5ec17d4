package org.esl.runtime.monitor.peer;

import java.util.List;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.EventuallyWithin;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.Until;

/** The three properties the peer benchmark gives both engines, as the monitor reads them. */
final class BankingProperties {

    static final List<String> NAMES = List.of("auth_first", "confirm", "notify_within_2");

    private BankingProperties() {
    }

    /**
     * {@code not ((not check_auth) until transfer_funds)}, {@code always (transfer_funds -> eventually notify_user)},
     * {@code always (transfer_funds -> eventually within 2 notify_user)}.
     */
    static List<Property> properties() {
        TemporalFormula transfer = ToolAtom.of("transfer_funds");
        TemporalFormula notify = ToolAtom.of("notify_user");
        return List.of(
                property(NAMES.get(0), Not.of(Until.of(Not.of(ToolAtom.of("check_auth")), transfer))),
                property(NAMES.get(1), Always.of(Implies.of(transfer, Eventually.of(notify)))),
                property(NAMES.get(2), Always.of(Implies.of(transfer, EventuallyWithin.of(2, notify)))));
    }

    private static Property property(String name, TemporalFormula formula) {
        return new Property(name, "", formula, SourceRange.at("peer.esl", 1, 1));
    }
}
