package org.esl.lang.ide.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.util.IFileSystemScanner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Guice;

/** The files the server's first build reads from a workspace folder: not those in hidden folders or node_modules. */
class SpecFolderScannerTest {

    /** The scanner of the server's bindings. */
    private static final IFileSystemScanner SCANNER = Guice.createInjector(new EslServerModule()).getInstance(IFileSystemScanner.class);

    @TempDir
    Path temp;

    @Test
    void hiddenFoldersAndNodeModulesAreNotWalked() throws IOException {
        Path workspace = temp.resolve("workspace");
        write(workspace, "bank.esl", "specs/loans.esl", "specs/.drafts/old.esl", ".git/HEAD.esl", "node_modules/pkg/x.esl",
                "ui/node_modules/y.esl", ".hidden.esl");

        assertEquals(List.of(".hidden.esl", "bank.esl", "specs/loans.esl"), scanned(workspace));
    }

    @Test
    void aHiddenWorkspaceFolderIsStillRead() throws IOException {
        Path workspace = temp.resolve(".config/specs");
        write(workspace, "bank.esl", ".cache/bank.esl");

        assertEquals(List.of("bank.esl"), scanned(temp.resolve(".config")).stream().map(file -> file.substring("specs/".length())).toList());
        assertEquals(List.of("bank.esl"), scanned(workspace));
    }

    @Test
    void theServerBuildsWithIt() {
        assertInstanceOf(SpecFolderScanner.class, SCANNER);
    }

    private static List<String> scanned(Path root) {
        TreeSet<String> found = new TreeSet<>();
        SCANNER.scan(URI.createFileURI(root.toString()), uri -> {
            Path file = Path.of(uri.toFileString());
            if (Files.isRegularFile(file)) { // folders are offered too
                found.add(root.relativize(file).toString());
            }
        });
        return List.copyOf(found);
    }

    private static void write(Path root, String... files) throws IOException {
        for (String file : files) {
            Path path = root.resolve(file);
            Files.createDirectories(path.getParent());
            Files.writeString(path, "spec s \"a spec\"\n");
        }
    }
}
