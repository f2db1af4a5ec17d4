package org.esl.lang.draft;

import java.util.Objects;

import org.esl.runtime.llm.DeclarationDrafting.Proposal;

/**
 * A proposal that parses as one declaration, ready to be linted in the spec: its text with the {@code source} clause
 * that cites the proposal's lines written in, and, for a {@code variables} line, no clause (rule variables cite nothing).
 *
 * @param kind the declaration's keyword: {@code policy}, {@code rule}, {@code variables}, …
 * @param name the declared name; for {@code variables} the names, comma-separated
 */
record Candidate(Proposal proposal, String kind, String name, String text) {

    Candidate {
        Objects.requireNonNull(proposal, "proposal");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(text, "text");
    }

    Candidate renamed(String newName, String newText) {
        return new Candidate(proposal, kind, newName, newText);
    }

    /** How listings show it: the proposal's text on one line. */
    String oneLine() {
        return text.replaceAll("\\s+", " ").strip();
    }
}
