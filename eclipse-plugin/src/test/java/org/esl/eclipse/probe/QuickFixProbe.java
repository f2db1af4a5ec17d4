package org.esl.eclipse.probe;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolutionGenerator;
import org.esl.eclipse.markers.EslMarkers;

/**
 * Runs inside the headless Equinox: finds the quick fixes of the project's first marker with the given code
 * the way the IDE does (the markerResolution extension of plugin.xml), applies the first, rebuilds, and
 * answers "the fix's label" followed by the markers left.
 */
public final class QuickFixProbe implements Function<String[], List<String>> {

    /** {@code projectAndCode}: the project's name and the diagnostic code to fix. */
    @Override
    public List<String> apply(String[] projectAndCode) {
        try {
            IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(projectAndCode[0]);
            String code = projectAndCode[1];
            IMarker marker = Arrays.stream(project.findMarkers(EslMarkers.PROBLEM, true, IResource.DEPTH_INFINITE))
                    .filter(candidate -> code.equals(candidate.getAttribute(EslMarkers.CODE, null))).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no " + code + " marker in " + project.getName()));
            IMarkerResolution fix = firstResolution(generator(), marker);
            fix.run(marker);
            project.build(IncrementalProjectBuilder.INCREMENTAL_BUILD, null);
            List<String> left = Markers.await(project, markers -> markers.stream().noneMatch(line -> line.contains(" " + code + ":")));
            return java.util.stream.Stream.concat(java.util.stream.Stream.of(fix.getLabel()), left.stream()).toList();
        } catch (CoreException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The marker's first quick fix. The plugin waits for the server's code actions a bounded time (so the
     * IDE never hangs) and offers none when the server is busy, for instance with the solver lint of the
     * spec just opened on a loaded machine; like a user invoking Quick Fix again, the probe asks again.
     */
    private static IMarkerResolution firstResolution(IMarkerResolutionGenerator generator, IMarker marker) throws InterruptedException {
        long deadline = System.currentTimeMillis() + Markers.PATIENCE_MS;
        IMarkerResolution[] resolutions = generator.getResolutions(marker);
        while (resolutions.length == 0 && System.currentTimeMillis() < deadline) {
            Thread.sleep(100);
            resolutions = generator.getResolutions(marker);
        }
        if (resolutions.length == 0) {
            throw new IllegalStateException("no quick fix for " + marker.getAttribute(IMarker.MESSAGE, "the marker") + " in "
                    + Markers.PATIENCE_MS + " ms; the server's answer: " + serverAnswer(marker));
        }
        return resolutions[0];
    }

    /** What the server answers to the marker's code action request, waiting as long as it takes. */
    private static String serverAnswer(IMarker marker) {
        try {
            org.eclipse.lsp4j.Diagnostic diagnostic = org.esl.eclipse.markers.MarkerAttributes.diagnostic(marker.getAttributes());
            String uri = org.esl.eclipse.builder.EslBuilder.uri((org.eclipse.core.resources.IFile) marker.getResource());
            return diagnostic + " -> " + org.esl.eclipse.EslPlugin.get().server().textDocuments().codeAction(new org.eclipse.lsp4j.CodeActionParams(
                    new org.eclipse.lsp4j.TextDocumentIdentifier(uri), diagnostic.getRange(), new org.eclipse.lsp4j.CodeActionContext(List.of(diagnostic))))
                    .get(60, java.util.concurrent.TimeUnit.SECONDS);
        } catch (Exception e) {
            java.io.StringWriter trace = new java.io.StringWriter();
            e.printStackTrace(new java.io.PrintWriter(trace));
            Thread.getAllStackTraces().forEach((thread, frames) -> {
                trace.append("\nthread ").append(thread.getName()).append(' ').append(String.valueOf(thread.getState()));
                for (StackTraceElement frame : frames) {
                    trace.append("\n    at ").append(String.valueOf(frame));
                }
            });
            return trace.toString();
        }
    }

    private static IMarkerResolutionGenerator generator() throws CoreException {
        for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor("org.eclipse.ui.ide.markerResolution")) {
            if (EslMarkers.PROBLEM.equals(element.getAttribute("markerType"))) {
                return (IMarkerResolutionGenerator) element.createExecutableExtension("class");
            }
        }
        throw new IllegalStateException("no marker resolution generator for " + EslMarkers.PROBLEM + " in the extension registry");
    }
}
