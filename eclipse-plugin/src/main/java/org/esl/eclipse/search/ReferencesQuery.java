package org.esl.eclipse.search;

import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.text.Document;
import org.eclipse.lsp4j.Location;
import org.eclipse.search.ui.ISearchQuery;
import org.eclipse.search.ui.ISearchResult;
import org.eclipse.search.ui.text.Match;
import org.esl.eclipse.editor.References;
import org.esl.eclipse.editor.References.Place;
import org.esl.eclipse.text.DocumentPositions;

/**
 * Find References of an ESL name as a search of Eclipse's Search view: asks the server for the references
 * (the declaration included) and gives each as a match of its line ({@link ReferencesResult}).
 */
public final class ReferencesQuery implements ISearchQuery {

    /** The server answers from the index it keeps; a loaded machine may still take seconds. */
    private static final long TIMEOUT_S = 30;

    private final String name;
    private final Supplier<CompletableFuture<List<? extends Location>>> references;
    private final Function<URI, String> texts;
    private final ReferencesResult result = new ReferencesResult(this);

    /**
     * @param references asks the server for the references of the name
     * @param texts a file's text, the positions of the server's answer are in (the editor's for the spec in it)
     */
    public ReferencesQuery(String name, Supplier<CompletableFuture<List<? extends Location>>> references, Function<URI, String> texts) {
        this.name = name;
        this.references = references;
        this.texts = texts;
    }

    public String name() {
        return name;
    }

    @Override
    public IStatus run(IProgressMonitor monitor) {
        result.removeAll();
        CompletableFuture<List<? extends Location>> request = references.get();
        List<? extends Location> locations;
        try {
            locations = request.get(TIMEOUT_S, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            request.cancel(true);
            return Status.error("The ESL language server did not answer in " + TIMEOUT_S + " s: no references of '" + name + "'.");
        } catch (ExecutionException e) {
            return Status.error("The ESL language server could not find the references of '" + name + "': " + e.getCause().getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Status.CANCEL_STATUS;
        }
        Map<URI, String> read = new HashMap<>();
        Function<URI, String> text = file -> read.computeIfAbsent(file, texts);
        Map<URI, DocumentPositions> files = new HashMap<>();
        for (Place place : References.of(locations, text)) {
            DocumentPositions positions = files.computeIfAbsent(place.file(), file -> new DocumentPositions(new Document(text.apply(file))));
            int[] offsets = positions.offsets(place.range());
            result.addMatch(new Match(new ReferenceLine(place.file(), place.range().getStart().getLine(), place.lineText()),
                    offsets[0], offsets[1] - offsets[0]));
        }
        return Status.OK_STATUS;
    }

    /** "References to 'ChewGum'", in the Search view's history. */
    @Override
    public String getLabel() {
        return "References to '" + name + "'";
    }

    /** No: the caret's position the server is asked about may no longer be where the name is. */
    @Override
    public boolean canRerun() {
        return false;
    }

    @Override
    public boolean canRunInBackground() {
        return true;
    }

    @Override
    public ISearchResult getSearchResult() {
        return result;
    }
}
