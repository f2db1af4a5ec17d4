package org.esl.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged jar as the VS Code extension's platform packages run it: Z3's native libraries in a folder beside
 * the jar ({@code -Desl.z3.natives}), the jar's own list of them empty, so that Z3's loader loads nothing itself
 * (the packaging writes such a jar; here a folder ahead of the jar on the class path holds the emptied list).
 */
class NativesBesideTheJarIT {

    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();
    private static final Path JAR = REPOSITORY.resolve("lsp-server/target/esl.jar");
    private static final Path PARK = REPOSITORY.resolve("examples/park.esl");

    @TempDir
    Path dir;

    private Path natives;
    private Path emptiedList;

    /** Unpacks this machine's natives from the jar as the extension does, and writes the jar's emptied list. */
    @BeforeEach
    void unpackTheNatives() throws IOException {
        String platform = platformFolder();
        natives = dir.resolve("natives");
        emptiedList = dir.resolve("list");
        Files.createDirectories(natives);
        try (ZipFile jar = new ZipFile(JAR.toFile())) {
            String prefix = "com/microsoft/z3/" + platform + "/";
            List<? extends ZipEntry> entries = jar.stream().filter(e -> e.getName().startsWith(prefix) && !e.isDirectory()).toList();
            assertFalse(entries.isEmpty(), "the jar has no natives for " + platform);
            for (ZipEntry entry : entries) {
                try (InputStream in = jar.getInputStream(entry)) {
                    Files.copy(in, natives.resolve(entry.getName().substring(prefix.length())));
                }
            }
        }
        String list = Files.readString(natives.resolve("turnkey.xml"));
        Path emptied = emptiedList.resolve("com/microsoft/z3/" + platform + "/turnkey.xml");
        Files.createDirectories(emptied.getParent());
        Files.writeString(emptied, list.replaceAll("<entry key=\"(load-commands|bundled-libraries)\\.\\d+\">[^<]*</entry>\\s*", ""));
    }

    @Test
    void thePolicyTestsPassWithZ3LoadedFromTheFolder() throws Exception {
        Process esl = esl("-D" + "esl.z3.natives=" + natives);

        assertEquals(0, esl.exitValue(), err());
        assertTrue(out().endsWith("3 passed, 0 failed\n"), out());
    }

    /** The control: with the emptied list and no folder, Z3 is not loaded at all, so the test above used the folder. */
    @Test
    void withoutTheFolderTheEmptiedListLoadsNothing() throws Exception {
        Process esl = esl();

        assertEquals(1, esl.exitValue(), out() + err());
        assertTrue(out().contains("FAIL senior_low_season: could not run: Z3's native library could not be loaded"), out());
        assertFalse((out() + err()).contains("\tat "), "no stack trace: " + out() + err());
    }

    @Test
    void aFolderWithoutZ3sJavaBindingIsNamedInTheFailures() throws Exception {
        Path list = natives.resolve("turnkey.xml");
        Files.writeString(list, Files.readString(list).replaceAll("(<entry key=\"load-commands\\.0\">)[^<]*", "$1libz3.so"));

        Process esl = esl("-D" + "esl.z3.natives=" + natives);

        assertEquals(1, esl.exitValue(), out() + err());
        assertTrue(out().contains("FAIL senior_low_season: could not run: Z3's native libraries in " + natives + " could not be loaded"),
                out());
        assertFalse((out() + err()).contains("\tat "), "no stack trace: " + out() + err());
    }

    /** {@code esl test examples/park.esl} on the emptied list and the jar, with {@code options}. */
    private Process esl(String... options) throws Exception {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java")));
        command.addAll(List.of(options));
        command.addAll(List.of("-cp", emptiedList + File.pathSeparator + JAR, "org.esl.cli.EslCommand", "test", PARK.toString()));
        Process process = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "esl test did not finish");
        return process;
    }

    private String out() throws IOException {
        return Files.readString(dir.resolve("out.txt"));
    }

    private String err() throws IOException {
        return Files.readString(dir.resolve("err.txt"));
    }

    /** The jar's folder of this machine's natives, as z3-turnkey names it; the test is skipped elsewhere. */
    private static String platformFolder() {
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch");
        String system = os.startsWith("linux") ? "linux" : os.startsWith("mac") ? "osx" : os.startsWith("windows") ? "windows" : null;
        String cpu = arch.equals("amd64") || arch.equals("x86_64") ? "amd64" : arch.equals("aarch64") ? "aarch64" : null;
        assumeTrue(system != null && cpu != null, "no Z3 natives for " + os + " on " + arch);
        return system + "/" + cpu;
    }
}
