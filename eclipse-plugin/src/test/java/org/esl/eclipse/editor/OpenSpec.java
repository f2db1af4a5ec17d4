package org.esl.eclipse.editor;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.text.Document;
import org.esl.eclipse.server.RunningServer;
import org.esl.eclipse.text.DocumentPositions;

/** An example spec copied into a test's folder and opened in a running embedded server, as an editor opens it. */
public record OpenSpec(RunningServer running, String uri, String text, DocumentPositions positions) implements AutoCloseable {

    public static OpenSpec of(Path folder, String example) throws Exception {
        RunningServer running = new RunningServer();
        String uri = RunningServer.example(folder, example, "", "");
        String text = Files.readString(Path.of(URI.create(uri)));
        running.server.documents().edited(uri, text);
        return new OpenSpec(running, uri, text, new DocumentPositions(new Document(text)));
    }

    @Override
    public void close() {
        running.close();
    }
}
