package org.esl.runtime.monitor;

import org.esl.runtime.model.temporal.Property;

/**
 * A property ready to monitor: its obligation table, its initial obligation and, for each bit of its
 * letters, the index of the shared signal it reads.
 */
record CompiledProperty(Property property, Obligations table, Obligation initial, int[] signals) {
}
