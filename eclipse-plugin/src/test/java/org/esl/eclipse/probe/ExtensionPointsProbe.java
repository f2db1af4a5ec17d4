package org.esl.eclipse.probe;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import org.eclipse.core.runtime.IExtension;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.Platform;

/**
 * Runs inside the headless Equinox: the extension points the plugin contributes to, each as "point" when the
 * platform declares it and "point (no such extension point)" when it does not (a contribution there does nothing).
 */
public final class ExtensionPointsProbe implements Function<String, List<String>> {

    /** {@code bundle}: the contributing bundle's symbolic name. */
    @Override
    public List<String> apply(String bundle) {
        IExtensionRegistry registry = Platform.getExtensionRegistry();
        return Arrays.stream(registry.getExtensions(bundle))
                .map(IExtension::getExtensionPointUniqueIdentifier).distinct().sorted()
                .map(point -> registry.getExtensionPoint(point) == null ? point + " (no such extension point)" : point).toList();
    }
}
