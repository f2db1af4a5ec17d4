package org.esl.audit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.apache.flink.core.fs.FileStatus;
import org.apache.flink.core.fs.FileSystem;
import org.apache.flink.core.fs.Path;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The audit's output folder, on any file system Flink has: {@code results.jsonl} (a line per transcript) and
 * {@code summary.json}, put in place from what the job's file sinks committed once the job has finished.
 */
final class AuditOutput {

    static final String RESULTS = "results.jsonl";
    static final String SUMMARY = "summary.json";

    private final Path folder;
    private final FileSystem fileSystem;

    AuditOutput(Path folder) throws IOException {
        this.folder = folder;
        this.fileSystem = folder.getFileSystem();
    }

    /** Before the job: the folder made, and the results of an earlier audit in it removed, so a failed one leaves none. */
    void prepare() throws IOException {
        fileSystem.mkdirs(folder);
        fileSystem.delete(new Path(folder, AuditJob.WORK), true);
        fileSystem.delete(new Path(folder, RESULTS), false);
        fileSystem.delete(new Path(folder, SUMMARY), false);
    }

    /**
     * After the job: the committed parts of the results joined into {@code results.jsonl}, the summary written
     * readably into {@code summary.json}, the job's own files removed.
     *
     * @return the summary
     */
    JsonObject finish() throws IOException {
        try (OutputStream results = fileSystem.create(new Path(folder, RESULTS), FileSystem.WriteMode.OVERWRITE)) {
            for (FileStatus part : committed(new Path(folder, AuditJob.RESULTS))) {
                try (InputStream in = fileSystem.open(part.getPath())) {
                    in.transferTo(results);
                }
            }
        }
        List<FileStatus> summaries = committed(new Path(folder, AuditJob.SUMMARY));
        if (summaries.size() != 1) {
            throw new IOException("the job wrote " + summaries.size() + " summaries instead of one");
        }
        JsonObject summary;
        try (InputStream in = fileSystem.open(summaries.get(0).getPath())) {
            summary = JsonParser.parseString(new String(in.readAllBytes(), StandardCharsets.UTF_8)).getAsJsonObject();
        }
        try (OutputStream out = fileSystem.create(new Path(folder, SUMMARY), FileSystem.WriteMode.OVERWRITE)) {
            out.write((new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(summary) + "\n")
                    .getBytes(StandardCharsets.UTF_8));
        }
        fileSystem.delete(new Path(folder, AuditJob.WORK), true);
        return summary;
    }

    /** The results written by {@link #finish}, to read again. */
    BufferedReader results() throws IOException {
        return new BufferedReader(new InputStreamReader(fileSystem.open(new Path(folder, RESULTS)), StandardCharsets.UTF_8));
    }

    /** The files a sink committed in a folder, by name: not those still in progress, which are hidden. */
    List<FileStatus> committed(Path parts) throws IOException {
        FileStatus[] listed = fileSystem.exists(parts) ? fileSystem.listStatus(parts) : new FileStatus[0];
        return Arrays.stream(listed).filter(status -> !status.isDir() && !status.getPath().getName().startsWith("."))
                .sorted(Comparator.comparing(status -> status.getPath().getName())).toList();
    }
}
