package org.esl.eclipse.osgi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.jar.JarFile;

import org.esl.eclipse.probe.site.CategoryProbe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;

/**
 * What Install New Software lists for the update site the build made, asked of p2 itself: a headless Equinox
 * with p2's metadata repository manager loads target/update-site and runs the category queries the dialog
 * runs with "Group items by category" checked (its default; without a category it lists nothing).
 */
class UpdateSiteCategoryIT {

    @TempDir
    static Path home;

    @Test
    void p2ListsTheFeatureInTheCategoryEslOfTheNamedSite() throws Exception {
        String version;
        try (JarFile bundle = new JarFile(System.getProperty("esl.bundle"))) {
            version = bundle.getManifest().getMainAttributes().getValue("Bundle-Version");
        }
        try (HeadlessEquinox eclipse = HeadlessEquinox.start(Path.of(System.getProperty("platform.bundles")), home)) {
            Bundle probe = eclipse.install(HeadlessEquinox.probeBundle(home, CategoryProbe.class,
                    "org.eclipse.osgi,org.eclipse.equinox.common,org.eclipse.equinox.p2.core,org.eclipse.equinox.p2.metadata,org.eclipse.equinox.p2.repository"));
            eclipse.resolveAll();
            eclipse.startWorkspace();
            eclipse.startP2();
            probe.start(); // its context finds p2's agent provider
            @SuppressWarnings("unchecked")
            Function<String[], List<String>> listing = (Function<String[], List<String>>) probe.loadClass(CategoryProbe.class.getName())
                    .getConstructor().newInstance();

            List<String> listed = listing.apply(new String[] { Path.of(System.getProperty("update.site")).toUri().toString(),
                    home.resolve("p2").toUri().toString() });

            assertEquals(List.of("ESL for Eclipse 2024-12 or newer", "ESL > org.esl.eclipse.feature.feature.group " + version + " (feature)"),
                    listed);
        }
    }
}
