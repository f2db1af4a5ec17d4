package org.esl.audit;

import java.util.List;
import java.util.Map;

import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.Partitioner;
import org.apache.flink.api.common.serialization.SimpleStringEncoder;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.connector.file.sink.FileSink;
import org.apache.flink.connector.file.src.FileSource;
import org.apache.flink.connector.file.src.enumerate.NonSplittingRecursiveEnumerator;
import org.apache.flink.core.fs.Path;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.filesystem.OutputFileConfig;
import org.apache.flink.streaming.api.functions.sink.filesystem.bucketassigners.BasePathBucketAssigner;
import org.apache.flink.streaming.api.functions.sink.filesystem.rollingpolicies.OnCheckpointRollingPolicy;

/**
 * The audit as a Flink job in batch mode: the input files are read as {@code esl check} reads them
 * ({@link TranscriptFormat}), the transcripts partitioned by their id, each checked by a task that holds the
 * compiled spec ({@link CheckOperator}); the reports are written as the lines of {@code results.jsonl}, and what the
 * tasks counted is added up by one task into {@code summary.json} ({@link SummaryOperator}). Both are written with
 * Flink's file sink, which commits its files only when the job has finished, so a task that failed and ran again
 * leaves no line twice (docs/audit.md).
 */
final class AuditJob {

    /** Below the output folder: where the job writes before {@link AuditOutput} puts the files in place. */
    static final String WORK = ".esl-audit";
    static final String RESULTS = WORK + "/results";
    static final String SUMMARY = WORK + "/summary";

    private AuditJob() {
    }

    /** A transcript goes to the task its id hashes to, so a transcript id's lines are all checked by one task. */
    private static final class ById implements Partitioner<String> {
        private static final long serialVersionUID = 1L;

        @Override
        public int partition(String key, int partitions) {
            return Math.floorMod(key.hashCode() * 0x9E3779B9, partitions);
        }
    }

    /**
     * Adds the audit of {@code inputs} (files or folders, on any file system Flink has) to {@code env}, writing into
     * {@code out}.
     *
     * @param names per local input file (its path), the name reports give it; {@code order} its place among the inputs
     */
    static void define(StreamExecutionEnvironment env, AuditSettings settings, List<Path> inputs, Map<String, String> names,
            Map<String, Integer> order, Path out) {
        env.setRuntimeMode(RuntimeExecutionMode.BATCH);
        FileSource<RawTranscript> source = FileSource.forBulkFileFormat(new TranscriptFormat(names, order), inputs.toArray(Path[]::new))
                .setFileEnumerator(() -> new NonSplittingRecursiveEnumerator(AuditJob::isRead))
                .build();
        DataStream<RawTranscript> read = env.fromSource(source, WatermarkStrategy.noWatermarks(), "read transcripts");
        SingleOutputStreamOperator<CheckedTranscript> checked = read.partitionCustom(new ById(), raw -> raw.key)
                .transform("check transcripts", TypeInformation.of(CheckedTranscript.class), new CheckOperator(settings));
        checked.map(transcript -> transcript.json).returns(Types.STRING).name("report as JSON")
                .sinkTo(lines(new Path(out, RESULTS), "results")).name("results.jsonl");
        checked.getSideOutput(CheckOperator.SUMMARY).global()
                .transform("sum up", Types.STRING, new SummaryOperator(settings)).setParallelism(1)
                .sinkTo(lines(new Path(out, SUMMARY), "summary")).setParallelism(1).name("summary.json");
    }

    /** Hidden files and folders ({@code .name}, {@code _name}: a file system's own, or a job's in progress) are not read. */
    private static boolean isRead(Path path) {
        String name = path.getName();
        return !name.startsWith(".") && !name.startsWith("_");
    }

    /**
     * Lines of text into files {@code PREFIX-….jsonl} in {@code folder}, committed at the end of a batch job, and at
     * each checkpoint of a streaming one ({@link StreamingAuditJob}), so that a streaming audit's lines are seen soon.
     */
    static FileSink<String> lines(Path folder, String prefix) {
        return FileSink.forRowFormat(folder, new SimpleStringEncoder<String>("UTF-8"))
                .withBucketAssigner(new BasePathBucketAssigner<>())
                .withRollingPolicy(OnCheckpointRollingPolicy.build())
                .withOutputFileConfig(OutputFileConfig.builder().withPartPrefix(prefix).withPartSuffix(".jsonl").build())
                .build();
    }
}
