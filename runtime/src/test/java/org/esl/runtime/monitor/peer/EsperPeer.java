package org.esl.runtime.monitor.peer;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import com.espertech.esper.common.client.EPCompiled;
import com.espertech.esper.common.client.configuration.Configuration;
import com.espertech.esper.compiler.client.CompilerArguments;
import com.espertech.esper.compiler.client.EPCompileException;
import com.espertech.esper.compiler.client.EPCompilerProvider;
import com.espertech.esper.runtime.client.EPDeployException;
import com.espertech.esper.runtime.client.EPDeployment;
import com.espertech.esper.runtime.client.EPEventService;
import com.espertech.esper.runtime.client.EPRuntime;
import com.espertech.esper.runtime.client.EPRuntimeProvider;
import com.espertech.esper.runtime.client.EPStatement;

/**
 * The three banking properties of {@link BankingProperties} as Esper 8.9 EPL patterns, one statement per property that
 * fires when a transcript violates it (a finished transcript: a transcript's end is an {@code End} event after its
 * last step; {@code pos} is a step's number): a transfer before any {@code check_auth}; a transfer with no {@code notify_user} after it before the
 * end; a transfer with no {@code notify_user} at it or at the two steps after it (the end before then is a
 * violation too, as the finite-trace reading of a bounded eventually has it). A transcript whose statement did not
 * fire satisfies the property.
 */
final class EsperPeer implements AutoCloseable {

    /** One step of a transcript: the transcript's id, the step's number and the tool it calls ("" for none). */
    public static final class Step {
        private final String tid;
        private final int pos;
        private final String tool;

        public Step(String tid, int pos, String tool) {
            this.tid = tid;
            this.pos = pos;
            this.tool = tool;
        }

        public String getTid() {
            return tid;
        }

        public int getPos() {
            return pos;
        }

        public String getTool() {
            return tool;
        }
    }

    /** A transcript has ended. */
    public static final class End {
        private final String tid;

        public End(String tid) {
            this.tid = tid;
        }

        public String getTid() {
            return tid;
        }
    }

    private static final String EPL = """
            @name('auth_first_at_0') select tid from StepEvent(pos = 0, tool = 'transfer_funds');
            @name('auth_first') select a.tid as tid from pattern [every a=StepEvent(pos = 0) ->
                (StepEvent(tid = a.tid, tool = 'transfer_funds') and not StepEvent(tid = a.tid, tool = 'check_auth')
                 and not EndEvent(tid = a.tid))];
            @name('confirm') select t.tid as tid from pattern [every t=StepEvent(tool = 'transfer_funds') ->
                (EndEvent(tid = t.tid) and not StepEvent(tid = t.tid, tool = 'notify_user'))];
            @name('notify_within_2') select t.tid as tid from pattern [every t=StepEvent(tool = 'transfer_funds') ->
                ((StepEvent(tid = t.tid, pos = t.pos + 2, tool != 'notify_user') or EndEvent(tid = t.tid))
                 and not StepEvent(tid = t.tid, tool = 'notify_user'))];
            """;

    private final EPRuntime runtime;
    private final EPEventService events;
    /** Per property (in {@link BankingProperties#NAMES} order) the transcripts that violated it so far. */
    private final List<Set<String>> violated = List.of(new HashSet<>(), new HashSet<>(), new HashSet<>());

    EsperPeer() throws EPCompileException, EPDeployException {
        Configuration configuration = new Configuration();
        configuration.getCommon().addEventType("StepEvent", Step.class);
        configuration.getCommon().addEventType("EndEvent", End.class);
        EPCompiled compiled = EPCompilerProvider.getCompiler().compile(EPL, new CompilerArguments(configuration));
        runtime = EPRuntimeProvider.getRuntime("esl-peer-" + System.identityHashCode(this), configuration);
        EPDeployment deployment = runtime.getDeploymentService().deploy(compiled);
        for (EPStatement statement : deployment.getStatements()) {
            int property = switch (statement.getName()) {
                case "auth_first", "auth_first_at_0" -> 0;
                case "confirm" -> 1;
                default -> 2;
            };
            statement.addListener((fired, old, source, rt) -> {
                for (var event : fired) {
                    violated.get(property).add((String) event.get("tid"));
                }
            });
        }
        events = runtime.getEventService();
    }

    void step(String transcript, int index, String tool) {
        events.sendEventBean(new Step(transcript, index, tool), "StepEvent");
    }

    void end(String transcript) {
        events.sendEventBean(new End(transcript), "EndEvent");
    }

    /** Whether the transcript violated the property, once its end was sent; forgets it. */
    boolean violated(int property, String transcript) {
        return violated.get(property).remove(transcript);
    }

    @Override
    public void close() {
        runtime.destroy();
    }
}
