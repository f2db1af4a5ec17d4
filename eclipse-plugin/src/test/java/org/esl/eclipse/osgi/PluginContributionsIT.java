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

    @BeforeAll
    static void open() throws Exception {
        bundle = new JarFile(System.getProperty("esl.bundle"));
        manifest = bundle.getManifest().getMainAttributes();
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
    void theContributionsReferToEachOther() {
        List<String> commands = ids("command", "id");
        for (String referred : attributes("commandId")) {
            assertTrue(commands.contains(referred), referred + " is used but not declared as a command");
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
        Path site = Path.of(System.getProperty("update.site"));
        Document content = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(site.resolve("content.xml").toFile());
        String version = manifest.getValue("Bundle-Version");
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
