package org.esl.runtime.policy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the server finds Z3's native libraries when they are not in its jar (the loading itself: EslLauncherIT). */
class Z3NativesTest {

    /** Z3's list for Windows, whose load commands are out of order in the file, as z3-turnkey writes them. */
    private static final String WINDOWS_LIST = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE properties SYSTEM "http://java.sun.com/dtd/properties.dtd">
            <properties>
            <entry key="load-commands.3">libz3java.dll</entry>
            <entry key="system-libraries.0">KERNEL32.dll</entry>
            <entry key="load-commands.1">vcruntime140_1.dll</entry>
            <entry key="load-commands.2">libz3.dll</entry>
            <entry key="load-commands.0">vcruntime140.dll</entry>
            <entry key="bundled-libraries.1">libz3.dll</entry>
            </properties>
            """;

    @TempDir
    Path storage;

    @Test
    void theLibrariesComeInTheirLoadOrderOnceTheFolderIsRenamedIntoPlace() throws Exception {
        Path natives = storage.resolve("natives");
        Path partial = storage.resolve("natives.partial");
        Files.createDirectories(partial);
        Files.writeString(partial.resolve("turnkey.xml"), WINDOWS_LIST);

        CompletableFuture<Void> unpacked = CompletableFuture.runAsync(() -> rename(partial, natives),
                CompletableFuture.delayedExecutor(150, TimeUnit.MILLISECONDS));
        List<Path> libraries = Z3Natives.awaitLibraries(natives, Duration.ofSeconds(30));

        assertTrue(unpacked.isDone(), "returned before the folder was there");
        assertEquals(List.of(natives.resolve("vcruntime140.dll"), natives.resolve("vcruntime140_1.dll"),
                natives.resolve("libz3.dll"), natives.resolve("libz3java.dll")), libraries);
    }

    @Test
    void aFolderThatNeverAppearsIsReportedByName() {
        Path natives = storage.resolve("natives");

        SolverException e = assertThrows(SolverException.class, () -> Z3Natives.awaitLibraries(natives, Duration.ofMillis(100)));

        assertTrue(e.getMessage().startsWith("Z3's native libraries are not in " + natives), e.getMessage());
    }

    @Test
    void aListWithoutLoadCommandsIsRefused() throws IOException {
        Files.writeString(storage.resolve("turnkey.xml"), WINDOWS_LIST.replaceAll("<entry key=\"load-commands[^\\n]*\\n", ""));

        SolverException e = assertThrows(SolverException.class, () -> Z3Natives.awaitLibraries(storage, Duration.ofSeconds(1)));

        assertEquals("Z3's list of native libraries " + storage.resolve("turnkey.xml") + " names none to load", e.getMessage());
    }

    private static void rename(Path from, Path to) {
        try {
            Files.move(from, to);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
