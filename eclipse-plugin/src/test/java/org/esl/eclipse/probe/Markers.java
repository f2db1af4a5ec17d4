package org.esl.eclipse.probe;

import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.esl.eclipse.markers.EslMarkers;

/** The ESL markers of a resource as lines "file:line severity code: message", waited for. */
final class Markers {

    /** The server answers asynchronously; a bound keeps a broken build from hanging the test run. */
    static final long PATIENCE_MS = 120_000;

    private Markers() {
    }

    static List<String> await(IResource resource, Predicate<List<String>> done) throws CoreException, InterruptedException {
        long deadline = System.currentTimeMillis() + PATIENCE_MS;
        List<String> markers = of(resource);
        while (!done.test(markers) && System.currentTimeMillis() < deadline) {
            Thread.sleep(100);
            markers = of(resource);
        }
        return markers;
    }

    static List<String> of(IResource resource) throws CoreException {
        IMarker[] problems = resource.findMarkers(EslMarkers.PROBLEM, true, IResource.DEPTH_INFINITE);
        IMarker[] checks = resource.findMarkers(EslMarkers.CHECK_RESULT, true, IResource.DEPTH_INFINITE);
        return Arrays.stream(concat(problems, checks)).map(Markers::line).sorted().toList();
    }

    private static IMarker[] concat(IMarker[] a, IMarker[] b) {
        IMarker[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    private static String line(IMarker marker) {
        String severity = switch (marker.getAttribute(IMarker.SEVERITY, -1)) {
            case IMarker.SEVERITY_ERROR -> "error";
            case IMarker.SEVERITY_WARNING -> "warning";
            default -> "info";
        };
        return marker.getResource().getName() + ":" + marker.getAttribute(IMarker.LINE_NUMBER, 0) + " " + severity + " "
                + marker.getAttribute(EslMarkers.CODE, "") + ": " + marker.getAttribute(IMarker.MESSAGE, "");
    }
}
