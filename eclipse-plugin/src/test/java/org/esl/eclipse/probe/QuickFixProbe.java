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
            IMarkerResolutionGenerator generator = generator();
            long deadline = System.currentTimeMillis() + Markers.PATIENCE_MS;
            IMarker marker = marker(project, code);
            IMarkerResolution[] fixes = generator.getResolutions(marker);
            while (fixes.length == 0 && System.currentTimeMillis() < deadline) {
                Thread.sleep(100);
                marker = marker(project, code);
                fixes = generator.getResolutions(marker);
            }
            if (fixes.length == 0) {
                throw new IllegalStateException("no quick fix for " + marker.getAttribute(IMarker.MESSAGE, "the " + code + " marker")
                        + " in " + Markers.PATIENCE_MS + " ms");
            }
            IMarkerResolution fix = fixes[0];
            fix.run(marker);
            project.build(IncrementalProjectBuilder.INCREMENTAL_BUILD, null);
            List<String> left = Markers.await(project, markers -> markers.stream().noneMatch(line -> line.contains(" " + code + ":")));
            return java.util.stream.Stream.concat(java.util.stream.Stream.of(fix.getLabel()), left.stream()).toList();
        } catch (CoreException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The project's first marker with the code, looked up afresh each time: the markers of a file are
     * replaced whenever the server publishes its diagnostics again (the solver-backed ones come a little
     * after the static ones), and a replaced marker has no attributes left to find fixes from. The plugin
     * also waits for the server's code actions only a bounded time and then offers none; like a user
     * invoking Quick Fix again, the probe asks again.
     */
    private static IMarker marker(IProject project, String code) throws CoreException {
        return Arrays.stream(project.findMarkers(EslMarkers.PROBLEM, true, IResource.DEPTH_INFINITE))
                .filter(candidate -> code.equals(candidate.getAttribute(EslMarkers.CODE, null))).findFirst()
                .orElseThrow(() -> new IllegalStateException("no " + code + " marker in " + project.getName()));
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
