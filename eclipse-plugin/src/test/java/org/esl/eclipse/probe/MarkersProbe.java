package org.esl.eclipse.probe;

import java.util.List;
import java.util.function.Function;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;

/** Runs inside the headless Equinox: the ESL markers of a project once one with the given code is there. */
public final class MarkersProbe implements Function<String[], List<String>> {

    /** {@code projectAndCode}: the project's name and the diagnostic code to wait for. */
    @Override
    public List<String> apply(String[] projectAndCode) {
        try {
            String code = " " + projectAndCode[1] + ": ";
            return Markers.await(ResourcesPlugin.getWorkspace().getRoot().getProject(projectAndCode[0]),
                    markers -> markers.stream().anyMatch(marker -> marker.contains(code)));
        } catch (CoreException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
