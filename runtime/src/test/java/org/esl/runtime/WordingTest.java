package org.esl.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How reports word counts and quote text on one line. */
class WordingTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Hello!           | Hello!",
        "'  two  words '  | two words",
        "'a\tb\r\nc'      | a b c",
        "'x \n\n  y'      | x y",
        "''               | ''",
    })
    void oneLineStripsAndCollapsesSpaces(String text, String line) {
        assertEquals(line, Wording.oneLine(text));
    }

    /** The same as the regular expression it replaces, on random text of letters and every kind of space. */
    @Test
    void oneLineIsTheRegularExpressionsReading() {
        Random random = new Random(5);
        String alphabet = "ab \t\n\u000B\f\r\u00A0\u2003";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int c = random.nextInt(12); c > 0; c--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String expected = text.toString().strip().replaceAll("\\s+", " ");
            assertEquals(expected, Wording.oneLine(text.toString()), () -> "for " + text.toString().chars().boxed().toList());
        }
    }

    @Test
    void countsAreWordedInTheSingularForOne() {
        assertEquals("1 finding", Wording.count(1, "finding"));
        assertEquals("0 findings", Wording.count(0, "finding"));
    }

    /** Java names a missing or forbidden file by its path alone; a message that names the file says why instead. */
    @Test
    void whyAFileCannotBeUsedSaysMoreThanItsPath(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("missing.json");
        Path file = Files.writeString(dir.resolve("file"), "");

        assertEquals("no such file", whyNot(() -> Files.readString(missing), false));
        assertEquals("no such folder", whyNot(() -> Files.writeString(dir.resolve("gone/out.json"), ""), true));
        assertEquals("Is a directory", whyNot(() -> Files.writeString(dir, ""), true));
        assertEquals("a file is in the way at " + file, whyNot(() -> Files.createDirectories(file), true));
        assertEquals("Not a directory", whyNot(() -> Files.writeString(file.resolve("out.json"), ""), true));
        // root reads every file, so a forbidden one cannot be made here: the exception Java throws for one
        assertEquals("permission denied", Wording.whyNot(new AccessDeniedException(file.toString()), false));
        assertEquals("the disk is full", Wording.whyNot(new IOException("the disk is full"), true));
    }

    private interface FileWork {
        void run() throws IOException;
    }

    private static String whyNot(FileWork work, boolean writing) {
        try {
            work.run();
        } catch (IOException e) {
            return Wording.whyNot(e, writing);
        }
        throw new AssertionError("the file work did not fail");
    }
}
