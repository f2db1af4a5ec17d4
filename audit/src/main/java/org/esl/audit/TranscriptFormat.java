package org.esl.audit;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import javax.annotation.Nullable;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.connector.file.src.FileSourceSplit;
import org.apache.flink.connector.file.src.reader.BulkFormat;
import org.apache.flink.connector.file.src.util.ArrayResultIterator;
import org.apache.flink.connector.file.src.util.CheckpointedPosition;
import org.apache.flink.core.fs.FileSystem;
import org.apache.flink.core.fs.Path;
import org.esl.runtime.transcript.TranscriptReader;
import org.esl.runtime.transcript.UnparsedTranscript;

/**
 * Reads the job's input files as {@code esl check} reads them ({@link TranscriptReader}: a {@code .jsonl} file a
 * transcript per line, a {@code .json} file one transcript; a line too long or not UTF-8 is a transcript that could
 * not be read, and the lines after it are still read), from any file system Flink has, one file per split so that
 * line numbers are the file's. Files are named as {@code esl check} names them: local files relative to the working
 * folder of the command when under it. Files found in folders that are not {@code .json} or {@code .jsonl} are
 * skipped, as {@code esl check} skips them.
 */
final class TranscriptFormat implements BulkFormat<RawTranscript, FileSourceSplit> {

    private static final long serialVersionUID = 1L;
    private static final int BATCH = 128;

    /** Per input file (its path on its file system) the name reports give it and its place among the inputs. */
    private final HashMap<String, String> names;
    private final HashMap<String, Integer> order;

    TranscriptFormat(Map<String, String> names, Map<String, Integer> order) {
        this.names = new HashMap<>(names);
        this.order = new HashMap<>(order);
    }

    /** The key of a file in {@link #names}: its path, without the file system's scheme. */
    static String key(Path path) {
        return path.toUri().getPath();
    }

    /** Whether a file found in an input folder is one to read. */
    static boolean isTranscriptFile(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return lower.endsWith(".jsonl") || lower.endsWith(".json") && !lower.endsWith(".esl-cache.json");
    }

    @Override
    public Reader<RawTranscript> createReader(Configuration config, FileSourceSplit split) throws IOException {
        return new TranscriptsOfFile(split, 0);
    }

    @Override
    public Reader<RawTranscript> restoreReader(Configuration config, FileSourceSplit split) throws IOException {
        long done = split.getReaderPosition().map(CheckpointedPosition::getRecordsAfterOffset).orElse(0L);
        return new TranscriptsOfFile(split, done);
    }

    @Override
    public boolean isSplittable() {
        return false; // a line's number is its place in the whole file
    }

    @Override
    public TypeInformation<RawTranscript> getProducedType() {
        return TypeInformation.of(RawTranscript.class);
    }

    /** The transcripts of one file, a batch at a time. */
    private final class TranscriptsOfFile implements BulkFormat.Reader<RawTranscript> {

        private final InputStream in;
        private final Stream<UnparsedTranscript> transcripts;
        private final Iterator<UnparsedTranscript> read;
        private final int fileIndex;
        private long returned;

        TranscriptsOfFile(FileSourceSplit split, long skip) throws IOException {
            String key = key(split.path());
            String name = names.getOrDefault(key, split.path().toString());
            this.fileIndex = order.getOrDefault(key, Integer.MAX_VALUE);
            if (!names.containsKey(key) && !isTranscriptFile(split.path().getName())) {
                this.in = InputStream.nullInputStream();
                this.transcripts = Stream.empty();
            } else {
                FileSystem fileSystem = split.path().getFileSystem();
                this.in = fileSystem.open(split.path());
                this.transcripts = new TranscriptReader().readUnparsed(name, in);
            }
            this.read = transcripts.iterator();
            for (; returned < skip && read.hasNext(); returned++) {
                read.next();
            }
        }

        @Nullable
        @Override
        public RecordIterator<RawTranscript> readBatch() {
            if (!read.hasNext()) {
                return null;
            }
            RawTranscript[] batch = new RawTranscript[BATCH];
            int count = 0;
            long before = returned;
            while (count < BATCH && read.hasNext()) {
                batch[count++] = RawTranscript.of(read.next(), fileIndex);
            }
            returned += count;
            ArrayResultIterator<RawTranscript> records = new ArrayResultIterator<>();
            records.set(batch, count, CheckpointedPosition.NO_OFFSET, before);
            return records;
        }

        @Override
        public void close() throws IOException {
            transcripts.close();
            in.close();
        }
    }
}
