package org.esl.lang.linking;

import org.eclipse.xtext.linking.lazy.LazyLinkingResource;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * The resource of a spec. Xtext resolves all lazy references of a resource by walking its whole tree, and
 * does it twice per build: when linking and again before validating. A version of the resource (one parse)
 * gets its lazy references only when it is linked, so once a walk has resolved them all, a second walk
 * finds nothing to do; on a big spec it cost about a tenth of an edit (docs/benchmarks.md, language server
 * latency). The walk runs again after every parse.
 */
public class EslResource extends LazyLinkingResource {

    /** Whether a walk has finished since the lazy references of this version were installed. */
    private boolean resolved;

    @Override
    protected void doLinking() {
        resolved = false;
        super.doLinking();
    }

    @Override
    protected void clearInternalState() {
        resolved = false;
        super.clearInternalState();
    }

    @Override
    public void resolveLazyCrossReferences(CancelIndicator monitor) {
        if (resolved) {
            return;
        }
        super.resolveLazyCrossReferences(monitor);
        resolved = monitor == null || !monitor.isCanceled();
    }
}
