package org.esl.eclipse.osgi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.osgi.util.ManifestElement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Version;
import org.osgi.framework.VersionRange;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The built bundle against what it declares: every class plugin.xml names is in it, every bundle it
 * requires is in Eclipse 2024-12 at a version its range accepts, its classes run on Java 17, and the ids its
 * contributions refer to exist.
 */
class PluginContributionsIT {

    private static JarFile bundle;
    private static Attributes manifest;
    private static Document pluginXml;
    /** The update site the build made, and the version of its bundle and feature. */
    private static Path site;
    private static String version;

    @BeforeAll
    static void open() throws Exception {
        bundle = new JarFile(System.getProperty("esl.bundle"));
        manifest = bundle.getManifest().getMainAttributes();
        site = Path.of(System.getProperty("update.site"));
        version = manifest.getValue("Bundle-Version");
        try (InputStream in = bundle.getInputStream(bundle.getJarEntry("plugin.xml"))) {
            pluginXml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
        }
    }

    @Test
    void everyClassNamedInPluginXmlIsInTheBundle() {
        List<String> classes = attributes("class");
        assertTrue(classes.size() >= 12, classes.toString());
        for (String name : classes) {
            assertNotNull(bundle.getJarEntry(name.replace('.', '/') + ".class"), name + " is named in plugin.xml but not in the bundle");
        }
    }

    @Test
    void everyRequiredBundleIsInEclipse_2024_12AtAnAcceptedVersion() throws Exception {
        Map<String, Version> platform = platformBundles();
        for (ManifestElement required : ManifestElement.parseHeader("Require-Bundle", manifest.getValue("Require-Bundle"))) {
            Version available = platform.get(required.getValue());
            assertNotNull(available, required.getValue() + " is required but not in the platform");
            String range = required.getAttribute("bundle-version");
            assertTrue(range == null || new VersionRange(range).includes(available), required.getValue() + " " + available + " is outside " + range);
        }
    }

    @Test
    void theManifestDeclaresJava17TheEmbeddedToolchainAndTheActivator() throws IOException {
        assertEquals("org.esl.eclipse;singleton:=true", manifest.getValue("Bundle-SymbolicName"));
        assertEquals("JavaSE-17", manifest.getValue("Bundle-RequiredExecutionEnvironment"));
        assertEquals(".,lib/esl.jar", manifest.getValue("Bundle-ClassPath"));
        assertNotNull(bundle.getJarEntry("lib/esl.jar"));
        assertNotNull(bundle.getJarEntry(manifest.getValue("Bundle-Activator").replace('.', '/') + ".class"));
        for (JarEntry entry : bundle.stream().filter(entry -> entry.getName().endsWith(".class")).toList()) {
            try (DataInputStream in = new DataInputStream(bundle.getInputStream(entry))) {
                in.readInt();
                in.readUnsignedShort();
                assertEquals(61, in.readUnsignedShort(), entry.getName() + " is not Java 17 bytecode");
            }
        }
    }

    @Test
    void theContributionsReferToEachOther() throws Exception {
        List<String> commands = ids("command", "id");
        Set<String> platformCommands = platformCommands();
        for (String referred : attributes("commandId")) {
            assertTrue(commands.contains(referred) || !referred.startsWith("org.esl.") && platformCommands.contains(referred),
                    referred + " is used but declared neither here nor by the platform");
        }
        String bundleId = "org.esl.eclipse.";
        assertTrue(extensionIds().contains("builder") && extensionIds().contains("nature"), extensionIds().toString());
        assertTrue(attributes("markerType").stream().allMatch(type -> extensionIds().contains(type.substring(bundleId.length()))));
        assertTrue(attributes("contentType").stream().allMatch(type -> type.equals(bundleId + "spec")));
        assertEquals(List.of(bundleId + "checkResults"), ids("view", "id"));
        assertEquals(List.of("org.eclipse.ui.genericeditor.GenericEditor"), attributes("editorId"));
    }

    @Test
    void theUpdateSiteOffersTheFeatureWhichInstallsTheBundle() throws Exception {
        Document content = siteXml("content.xml");
        Element group = unit(content, "org.esl.eclipse.feature.feature.group");
        assertEquals(version, group.getAttribute("version"));
        NodeList required = group.getElementsByTagName("required");
        boolean installsBundle = false;
        for (int i = 0; i < required.getLength(); i++) {
            Element requirement = (Element) required.item(i);
            installsBundle |= requirement.getAttribute("name").equals("org.esl.eclipse")
                    && requirement.getAttribute("range").equals("[" + version + "," + version + "]");
        }
        assertTrue(installsBundle, "the feature does not require org.esl.eclipse " + version);
        assertEquals(version, unit(content, "org.esl.eclipse").getAttribute("version"));
        assertTrue(Files.exists(site.resolve("plugins/org.esl.eclipse_" + version + ".jar")));
    }

    /** Install New Software groups by category by default: without one it lists nothing. */
    @Test
    void theUpdateSiteListsTheFeatureInTheCategoryEsl() throws Exception {
        Document content = siteXml("content.xml");
        Element category = unit(content, "org.esl.eclipse.category");

        assertEquals(Map.of("org.eclipse.equinox.p2.name", "ESL", "org.eclipse.equinox.p2.type.category", "true",
                "org.eclipse.equinox.p2.description", "ESL specifications and transcript checks"), properties(category, "property"));
        Element required = (Element) category.getElementsByTagName("required").item(0);
        assertEquals("org.esl.eclipse.feature.feature.group", required.getAttribute("name"));
        assertEquals("[" + version + "," + version + "]", required.getAttribute("range"));
        Element units = (Element) content.getElementsByTagName("units").item(0);
        assertEquals(String.valueOf(content.getElementsByTagName("unit").getLength()), units.getAttribute("size"));
    }

    /** p2 warns when it installs an artifact without checksums; these are checked against the files themselves. */
    @Test
    void theBundleAndTheFeatureArtifactsCarryTheirChecksums() throws Exception {
        Document artifacts = siteXml("artifacts.xml");
        Map<String, Path> files = Map.of("org.esl.eclipse", site.resolve("plugins/org.esl.eclipse_" + version + ".jar"),
                "org.esl.eclipse.feature", site.resolve("features/org.esl.eclipse.feature_" + version + ".jar"));
        NodeList elements = artifacts.getElementsByTagName("artifact");
        assertEquals(files.size(), elements.getLength());
        for (int i = 0; i < elements.getLength(); i++) {
            Element artifact = (Element) elements.item(i);
            Path file = files.get(artifact.getAttribute("id"));
            Map<String, String> properties = properties(artifact, "property");
            assertEquals(digest("SHA-256", file), properties.get("download.checksum.sha-256"), artifact.getAttribute("id"));
            assertEquals(digest("SHA-512", file), properties.get("download.checksum.sha-512"), artifact.getAttribute("id"));
            assertEquals(String.valueOf(Files.size(file)), properties.get("download.size"), artifact.getAttribute("id"));
        }
    }

    private static Document siteXml(String name) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(site.resolve(name).toFile());
    }

    private static String digest(String algorithm, Path file) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance(algorithm).digest(Files.readAllBytes(file)));
    }

    /** The name and value attributes of the elements with {@code tag} under {@code element}. */
    private static Map<String, String> properties(Element element, String tag) {
        Map<String, String> properties = new HashMap<>();
        NodeList elements = element.getElementsByTagName(tag);
        for (int i = 0; i < elements.getLength(); i++) {
            properties.put(((Element) elements.item(i)).getAttribute("name"), ((Element) elements.item(i)).getAttribute("value"));
        }
        return properties;
    }

    /** The ids of the commands the platform's plugin.xml files declare (Find References is the Generic Editor's). */
    private static Set<String> platformCommands() throws Exception {
        Set<String> commands = new java.util.HashSet<>();
        try (Stream<Path> jars = Files.list(Path.of(System.getProperty("platform.bundles")))) {
            for (Path jar : jars.toList()) {
                try (JarFile file = new JarFile(jar.toFile())) {
                    JarEntry xml = file.getJarEntry("plugin.xml");
                    if (xml != null) {
                        try (InputStream in = file.getInputStream(xml)) {
                            NodeList declared = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in).getElementsByTagName("command");
                            for (int i = 0; i < declared.getLength(); i++) {
                                commands.add(((Element) declared.item(i)).getAttribute("id"));
                            }
                        }
                    }
                }
            }
        }
        return commands;
    }

    private static Element unit(Document content, String id) {
        NodeList units = content.getElementsByTagName("unit");
        for (int i = 0; i < units.getLength(); i++) {
            if (((Element) units.item(i)).getAttribute("id").equals(id)) {
                return (Element) units.item(i);
            }
        }
        throw new AssertionError("no unit " + id + " in the update site");
    }

    /** The symbolic names and versions of the bundles the build copied from Eclipse 2024-12. */
    private static Map<String, Version> platformBundles() throws IOException {
        Map<String, Version> bundles = new HashMap<>();
        try (Stream<Path> jars = Files.list(Path.of(System.getProperty("platform.bundles")))) {
            for (Path jar : jars.toList()) {
                try (JarFile file = new JarFile(jar.toFile())) {
                    Attributes attributes = file.getManifest() == null ? null : file.getManifest().getMainAttributes();
                    if (attributes != null && attributes.getValue("Bundle-SymbolicName") != null) {
                        bundles.put(attributes.getValue("Bundle-SymbolicName").split(";")[0].trim(),
                                Version.parseVersion(attributes.getValue("Bundle-Version")));
                    }
                }
            }
        }
        return bundles;
    }

    private static List<String> extensionIds() {
        return ids("extension", "id");
    }

    /** The values of an attribute on elements with this tag. */
    private static List<String> ids(String tag, String attribute) {
        List<String> values = new ArrayList<>();
        NodeList elements = pluginXml.getElementsByTagName(tag);
        for (int i = 0; i < elements.getLength(); i++) {
            String value = ((Element) elements.item(i)).getAttribute(attribute);
            if (!value.isEmpty()) {
                values.add(value);
            }
        }
        return values;
    }

    /** The values of an attribute wherever it occurs. */
    private static List<String> attributes(String attribute) {
        return ids("*", attribute);
    }
}
