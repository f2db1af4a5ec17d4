package org.esl.cli;

/** The values of {@code esl check --format}. */
enum CheckFormat {
    TEXT, JSON, JSONL, SARIF
}
