package org.esl.runtime.transcript;

/** The label of a fact: JSON {@code true}, {@code false} or {@code null} (unknown). */
public enum Truth {
    TRUE, FALSE, UNKNOWN
}
