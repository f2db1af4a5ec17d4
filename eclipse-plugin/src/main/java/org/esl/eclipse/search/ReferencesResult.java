package org.esl.eclipse.search;

import java.net.URI;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.search.ui.ISearchQuery;
import org.eclipse.search.ui.text.AbstractTextSearchResult;
import org.eclipse.search.ui.text.IEditorMatchAdapter;
import org.eclipse.search.ui.text.IFileMatchAdapter;

/**
 * The references of a name in the Search view: a match per use (and the declaration), on the
 * {@link ReferenceLine} it stands on; the view groups the lines by file.
 */
public final class ReferencesResult extends AbstractTextSearchResult {

    private final ReferencesQuery query;

    ReferencesResult(ReferencesQuery query) {
        this.query = query;
    }

    /** The files with a reference, in the order of their paths. */
    public List<URI> files() {
        return lines().map(ReferenceLine::file).distinct().sorted().toList();
    }

    /** The lines of {@code file} with a reference, in the order of the text. */
    public List<ReferenceLine> lines(URI file) {
        return lines().filter(line -> line.file().equals(file)).sorted(Comparator.comparingInt(ReferenceLine::line)).toList();
    }

    private java.util.stream.Stream<ReferenceLine> lines() {
        return Arrays.stream(getElements()).map(ReferenceLine.class::cast);
    }

    /** {@code railway.esl – project/specs (3 references)}: the file, the folder it is in, its number of references. */
    public String fileLabel(URI file, String folder) {
        int references = lines(file).stream().mapToInt(this::getMatchCount).sum();
        return Path.of(file).getFileName() + " – " + folder + " (" + references + (references == 1 ? " reference)" : " references)");
    }

    /** {@code 'ChewGum' – 3 references in 1 spec}, the heading of the Search view. */
    @Override
    public String getLabel() {
        int references = getMatchCount();
        int files = files().size();
        return "'" + query.name() + "' – " + references + (references == 1 ? " reference" : " references") + " in " + files
                + (files == 1 ? " file" : " files");
    }

    @Override
    public String getTooltip() {
        return getLabel();
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return null;
    }

    @Override
    public ISearchQuery getQuery() {
        return query;
    }

    /** None: the references are not marked in open editors (mark occurrences does that for the spec in view). */
    @Override
    public IEditorMatchAdapter getEditorMatchAdapter() {
        return null;
    }

    @Override
    public IFileMatchAdapter getFileMatchAdapter() {
        return null;
    }
}
