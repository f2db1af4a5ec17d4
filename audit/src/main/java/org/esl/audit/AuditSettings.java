package org.esl.audit;

import java.io.Serializable;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.report.FileNames;
import org.esl.runtime.check.report.JsonReport;

/**
 * What every task of an audit needs besides its transcripts: the spec's files, the check's options (as
 * {@code esl check} takes them; 0 for an option left to the spec) and the folder the command ran in, which names
 * files in the reports as {@code esl check} run there names them.
 */
record AuditSettings(SpecBundle spec, int interpretation, boolean recover, long timeoutMillis, boolean timeline,
        String workingDirectory) implements Serializable {

    /** The options of the check on a task: reports with every result's evidence, for {@code results.jsonl}. */
    CheckOptions options() {
        return new CheckOptions(interpretation == 0 ? OptionalInt.empty() : OptionalInt.of(interpretation), false, recover,
                timeoutMillis == 0 ? OptionalLong.empty() : OptionalLong.of(timeoutMillis), timeline, true);
    }

    /** The JSON of reports made on a task, whose copy of the spec is named as the user's files. */
    JsonReport json(SpecBundle.Opened opened) {
        return new JsonReport(new FileNames(Path.of(workingDirectory)).copiedFrom(opened.copy(), spec.originalRoot()), timeline);
    }
}
