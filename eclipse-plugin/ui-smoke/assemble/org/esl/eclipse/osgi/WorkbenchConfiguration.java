package org.esl.eclipse.osgi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * Writes the config.ini of an Eclipse workbench made of the bundles in a folder: the headless platform of
 * the integration test plus ui-smoke/pom.xml's workbench bundles, the plain Maven jars wrapped as Orbit does
 * (by the test's {@link PlainJarBundles}, which is why this class is in its package and run with the test
 * classes on the class path). Arguments: the bundles' folder, the folder for wrapped jars, the configuration
 * folder.
 */
public final class WorkbenchConfiguration {

    /** The bundles Equinox must start itself: declarative services, events, the runtime that runs the application. */
    private static final Map<String, String> STARTED = Map.of(
            "org.apache.felix.scr", "@1:start",
            "org.eclipse.equinox.common", "@2:start",
            "org.eclipse.equinox.event", "@2:start",
            "org.eclipse.core.runtime", "@start");

    private WorkbenchConfiguration() {
    }

    public static void main(String[] args) throws IOException {
        Path bundles = Path.of(args[0]);
        Path wrapped = Files.createDirectories(Path.of(args[1]));
        Path configuration = Files.createDirectories(Path.of(args[2]));
        List<String> entries = new ArrayList<>();
        try (Stream<Path> jars = Files.list(bundles)) {
            for (Path jar : jars.filter(path -> path.toString().endsWith(".jar")).sorted().toList()) {
                if (PlainJarBundles.needsWrapping(jar)) {
                    entries.add("reference:" + PlainJarBundles.wrap(jar, wrapped).toUri());
                    continue;
                }
                String name = symbolicName(jar);
                if (name != null && !name.equals("org.eclipse.osgi")) {
                    entries.add("reference:" + jar.toUri() + STARTED.getOrDefault(name, ""));
                }
            }
        }
        Files.writeString(configuration.resolve("config.ini"), String.join("\n",
                "osgi.bundles=" + String.join(",\\\n  ", entries),
                "osgi.bundles.defaultStartLevel=4",
                "eclipse.application=org.eclipse.ui.ide.workbench",
                "osgi.instance.area.default=@user.home/esl-ui-smoke-workspace",
                ""));
    }

    private static String symbolicName(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String name = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-SymbolicName");
            return name == null ? null : name.split(";")[0].trim();
        }
    }
}
