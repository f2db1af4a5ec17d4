package org.esl.eclipse.osgi;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The platform's third-party libraries as Eclipse ships them: on Maven Central batik, SAC and xmlgraphics are
 * plain jars and commons-jxpath requires the servlet API, while an Eclipse installation has them wrapped
 * (Eclipse Orbit) under the bundle names the platform requires. This wraps such a jar the same way: the
 * Orbit name, every package exported at the jar's version, imports resolved dynamically.
 */
final class PlainJarBundles {

    /** Orbit's bundle names of the Maven artifacts the 2024-12 platform needs wrapped. */
    private static final Map<String, String> ORBIT_NAMES = Map.of(
            "batik-css", "org.apache.batik.css",
            "batik-util", "org.apache.batik.util",
            "batik-i18n", "org.apache.batik.i18n",
            "batik-constants", "org.apache.batik.constants",
            "batik-shared-resources", "org.apache.batik.shared.resources",
            "xmlgraphics-commons", "org.apache.xmlgraphics",
            "xml-apis-ext", "org.w3c.css.sac",
            "commons-jxpath", "org.apache.commons.jxpath");

    private static final Pattern ARTIFACT = Pattern.compile("(.+)-(\\d+(?:\\.\\d+)*)\\.jar");

    private PlainJarBundles() {
    }

    /** Whether Eclipse ships this jar wrapped. */
    static boolean needsWrapping(Path jar) {
        Matcher matcher = ARTIFACT.matcher(jar.getFileName().toString());
        return matcher.matches() && ORBIT_NAMES.containsKey(matcher.group(1));
    }

    /** The wrapped bundle, written into {@code folder}. */
    static Path wrap(Path jar, Path folder) throws IOException {
        Matcher matcher = ARTIFACT.matcher(jar.getFileName().toString());
        if (!matcher.matches()) {
            throw new IllegalArgumentException(jar + " is not named artifact-version.jar");
        }
        String version = osgiVersion(matcher.group(2));
        Manifest manifest = new Manifest();
        Attributes attributes = manifest.getMainAttributes();
        attributes.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        attributes.putValue("Bundle-ManifestVersion", "2");
        attributes.putValue("Bundle-SymbolicName", ORBIT_NAMES.get(matcher.group(1)));
        attributes.putValue("Bundle-Version", version);
        attributes.putValue("DynamicImport-Package", "*");
        Path wrapped = folder.resolve(jar.getFileName());
        try (JarFile in = new JarFile(jar.toFile()); OutputStream file = Files.newOutputStream(wrapped)) {
            Set<String> packages = new TreeSet<>();
            for (Enumeration<JarEntry> entries = in.entries(); entries.hasMoreElements();) {
                String name = entries.nextElement().getName();
                if (name.endsWith(".class") && name.contains("/")) {
                    packages.add(name.substring(0, name.lastIndexOf('/')).replace('/', '.'));
                }
            }
            if (!packages.isEmpty()) {
                attributes.putValue("Export-Package", String.join(",", packages.stream().map(name -> name + ";version=\"" + version + "\"").toList()));
            }
            try (JarOutputStream out = new JarOutputStream(file, manifest)) {
                for (Enumeration<JarEntry> entries = in.entries(); entries.hasMoreElements();) {
                    JarEntry entry = entries.nextElement();
                    if (entry.isDirectory() || entry.getName().startsWith("META-INF/")) {
                        continue;
                    }
                    out.putNextEntry(new JarEntry(entry.getName()));
                    in.getInputStream(entry).transferTo(out);
                    out.closeEntry();
                }
            }
        }
        return wrapped;
    }

    /** 1.3.04 becomes 1.3.4, 1.17 becomes 1.17.0. */
    private static String osgiVersion(String mavenVersion) {
        String[] parts = mavenVersion.split("\\.");
        StringBuilder version = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            version.append(i == 0 ? "" : ".").append(i < parts.length ? Integer.parseInt(parts[i]) : 0);
        }
        return version.toString();
    }
}
