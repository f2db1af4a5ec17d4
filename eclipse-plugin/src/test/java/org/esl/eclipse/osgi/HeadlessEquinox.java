package org.esl.eclipse.osgi;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.launch.Framework;
import org.osgi.framework.launch.FrameworkFactory;
import org.osgi.framework.wiring.FrameworkWiring;

/**
 * An Equinox framework (org.eclipse.osgi from Maven Central) with the platform bundles of Eclipse 2024-12
 * that the build copied (maven-dependency-plugin), and a workspace in a temporary folder: Eclipse without
 * its workbench.
 */
final class HeadlessEquinox implements AutoCloseable {

    private final Framework framework;
    private final List<Bundle> installed = new ArrayList<>();

    private HeadlessEquinox(Framework framework) {
        this.framework = framework;
    }

    static HeadlessEquinox start(Path platformBundles, Path home) throws BundleException, IOException {
        Map<String, String> configuration = new HashMap<>();
        configuration.put(Constants.FRAMEWORK_STORAGE, home.resolve("storage").toString());
        configuration.put(Constants.FRAMEWORK_STORAGE_CLEAN, Constants.FRAMEWORK_STORAGE_CLEAN_ONFIRSTINIT);
        configuration.put("osgi.instance.area", home.resolve("workspace").toUri().toString());
        // as Eclipse's launcher sets it: the JRE's packages (p2 reads its repositories with org.xml.sax) for every bundle
        configuration.put("osgi.compatibility.bootdelegation", "true");
        Framework framework = ServiceLoader.load(FrameworkFactory.class).iterator().next().newFramework(configuration);
        framework.start();
        HeadlessEquinox equinox = new HeadlessEquinox(framework);
        Path wrapped = Files.createDirectories(home.resolve("wrapped"));
        try (Stream<Path> jars = Files.list(platformBundles)) {
            for (Path jar : jars.sorted().toList()) {
                if (PlainJarBundles.needsWrapping(jar)) {
                    equinox.install(PlainJarBundles.wrap(jar, wrapped));
                    continue;
                }
                String name = symbolicName(jar);
                // the framework itself is the system bundle; jars without a manifest name are no bundles
                if (name != null && !name.equals("org.eclipse.osgi")) {
                    equinox.install(jar);
                }
            }
        }
        return equinox;
    }

    Bundle install(Path jar) throws BundleException {
        Bundle bundle = framework.getBundleContext().installBundle(jar.toUri().toString());
        installed.add(bundle);
        return bundle;
    }

    /** Resolves every installed bundle it can; answers those that stay unresolved. */
    List<Bundle> resolveAll() {
        framework.adapt(FrameworkWiring.class).resolveBundles(installed);
        return installed.stream().filter(bundle -> bundle.getState() == Bundle.INSTALLED).toList();
    }

    Bundle bundle(String symbolicName) {
        return installed.stream().filter(bundle -> symbolicName.equals(bundle.getSymbolicName())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(symbolicName + " is not installed"));
    }

    /** Starts the bundles a headless workspace needs: declarative services, the runtime, resources. */
    void startWorkspace() throws BundleException {
        start("org.apache.felix.scr", "org.eclipse.equinox.common", "org.eclipse.core.jobs", "org.eclipse.equinox.registry",
                "org.eclipse.equinox.preferences", "org.eclipse.core.contenttype", "org.eclipse.equinox.app", "org.eclipse.core.runtime",
                "org.eclipse.core.resources");
    }

    /**
     * After the workspace: the bundles of p2 that load a metadata repository (their services are declarative),
     * and its engine, whose "profile" preference scope the repository managers keep their list of sites in.
     */
    void startP2() throws BundleException {
        start("org.eclipse.equinox.p2.core", "org.eclipse.equinox.p2.metadata", "org.eclipse.equinox.p2.repository",
                "org.eclipse.equinox.p2.metadata.repository", "org.eclipse.equinox.p2.engine");
    }

    private void start(String... names) throws BundleException {
        for (String name : names) {
            bundle(name).start();
        }
    }

    /**
     * A bundle of the test classes in the package of {@code probe} (its sub-packages left out), named after the
     * package and wired by {@code requireBundle}: the probes run inside the framework and see its bundles.
     */
    static Path probeBundle(Path home, Class<?> probe, String requireBundle) throws IOException {
        Path classes;
        try {
            classes = Path.of(probe.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IOException("the test classes of " + probe.getName() + " are not in a folder", e);
        }
        String name = probe.getPackageName();
        Manifest manifest = new Manifest();
        Attributes attributes = manifest.getMainAttributes();
        attributes.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        attributes.putValue("Bundle-ManifestVersion", "2");
        attributes.putValue("Bundle-SymbolicName", name);
        attributes.putValue("Bundle-Version", "1.0.0");
        attributes.putValue("Require-Bundle", requireBundle);
        Path jar = home.resolve(name + ".jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest);
                Stream<Path> files = Files.list(classes.resolve(name.replace('.', '/')))) {
            for (Path classFile : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(classFile).toString().replace('\\', '/')));
                Files.copy(classFile, out);
                out.closeEntry();
            }
        }
        return jar;
    }

    private static String symbolicName(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String name = manifest == null ? null : manifest.getMainAttributes().getValue(Constants.BUNDLE_SYMBOLICNAME);
            return name == null ? null : name.split(";")[0].trim();
        }
    }

    @Override
    public void close() throws BundleException, InterruptedException {
        framework.stop();
        framework.waitForStop(0);
    }
}
