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
            IMarkerResolution fix = generator().getResolutions(marker)[0];
            fix.run(marker);
            project.build(IncrementalProjectBuilder.INCREMENTAL_BUILD, null);
            List<String> left = Markers.await(project, markers -> markers.stream().noneMatch(line -> line.contains(" " + code + ":")));
            return java.util.stream.Stream.concat(java.util.stream.Stream.of(fix.getLabel()), left.stream()).toList();
        } catch (CoreException | InterruptedException e) {
            throw new IllegalStateException(e);
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
