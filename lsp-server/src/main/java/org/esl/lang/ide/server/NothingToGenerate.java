package org.esl.lang.ide.server;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.generator.IShouldGenerate;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * ESL generates no code from a spec. Xtext's default asks, after every build of a resource, whether to
 * generate by validating the resource a second time (to generate only from error-free files): on a big
 * spec that second validation was a sixth of an edit (docs/benchmarks.md, language server latency).
 */
public class NothingToGenerate implements IShouldGenerate {

    @Override
    public boolean shouldGenerate(Resource resource, CancelIndicator cancelIndicator) {
        return false;
    }
}
