package org.esl.eclipse.probe;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.check.CheckReports;
import org.esl.eclipse.check.CheckTable;
import org.esl.eclipse.check.TranscriptChecks;

/**
 * Runs inside the headless Equinox: checks the transcripts of a project's spec as the command "Check the
 * spec's transcripts" does, and answers the report's summary followed by the markers on the transcripts.
 */
public final class CheckProbe implements Function<String[], List<String>> {

    /** {@code projectAndSpec}: the project's name and the spec's path in it. */
    @Override
    public List<String> apply(String[] projectAndSpec) {
        try {
            IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(projectAndSpec[0]);
            CheckReports reports = EslPlugin.get().checkReports();
            // the server publishes the transcripts' diagnostics before its report: wait for both
            CountDownLatch reported = new CountDownLatch(1);
            Consumer<CheckReports> listener = received -> {
                if (received.last().isPresent()) {
                    reported.countDown();
                }
            };
            reports.addListener(listener);
            TranscriptChecks.checkAll(project.getFile(projectAndSpec[1]));
            IFolder transcripts = project.getFolder("transcripts");
            transcripts.refreshLocal(IFolder.DEPTH_INFINITE, null);
            List<String> markers = Markers.await(transcripts, found -> found.stream().anyMatch(marker -> marker.contains(" violated: ")));
            reported.await(Markers.PATIENCE_MS, TimeUnit.MILLISECONDS);
            reports.removeListener(listener);
            String summary = reports.last().map(CheckTable::summary).orElse("no report");
            return Stream.concat(Stream.of(summary), markers.stream()).toList();
        } catch (CoreException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
