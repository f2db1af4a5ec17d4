package org.esl.lang.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.esl.lang.EslStandaloneSetup;
import org.esl.lang.esl.Spec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A tree a parse replaces, the whole spec or a part, and a spec unloaded (changed on disk, or depending on a
 * changed file) become proxies to the very paths EMF gives their objects, which the paths computed in one walk
 * ({@link ObjectPaths}) must match.
 */
class ProxiesToPathsTest {

    @ParameterizedTest
    @ValueSource(strings = { "banking.esl", "railway.esl", "park.esl", "numeric.esl" })
    void anEditParsedAgainWholeTurnsTheOldTreeIntoProxiesToTheirPaths(String example) {
        XtextResource resource = load(example);
        Map<EObject, String> paths = pathsBelow(resource.getContents().get(0));
        EObject oldRoot = resource.getContents().get(0);

        resource.update(0, 0, "// a comment before the spec: no part of the tree can be parsed again alone\n");

        assertNotSame(oldRoot, resource.getContents().get(0));
        paths.forEach((object, path) -> assertEquals(path, ((InternalEObject) object).eProxyURI().fragment(), object.eClass().getName()));
    }

    @ParameterizedTest
    @ValueSource(strings = { "banking.esl", "railway.esl", "park.esl", "numeric.esl" })
    void everyMemberUnloadedAloneBecomesProxiesToTheirPaths(String example) {
        XtextResource resource = load(example);
        Spec spec = (Spec) resource.getContents().get(0);
        Map<EObject, String> paths = pathsBelow(spec);
        assertTrue(paths.size() > 20, example + " has " + paths.size() + " objects");

        for (EObject member : spec.getMembers()) {
            new PathsFirstUnloader().unloadRoot(member);
        }

        paths.forEach((object, path) -> {
            if (object != spec) {
                assertEquals(resource.getURI().appendFragment(path), ((InternalEObject) object).eProxyURI(), object.eClass().getName());
            }
        });
    }

    @ParameterizedTest
    @ValueSource(strings = { "banking.esl", "railway.esl", "park.esl", "numeric.esl" })
    void anUnloadedSpecBecomesProxiesToTheirPaths(String example) {
        XtextResource resource = load(example);
        assertTrue(resource instanceof XtextAdapter.SpecResource, resource.getClass().getName());
        Map<EObject, String> paths = pathsBelow(resource.getContents().get(0));

        resource.unload();

        paths.forEach((object, path) -> assertEquals(path, ((InternalEObject) object).eProxyURI().fragment(), object.eClass().getName()));
    }

    private static XtextResource load(String example) {
        XtextResourceSet set = new EslStandaloneSetup().createInjectorAndDoEMFRegistration().getInstance(XtextResourceSet.class);
        return (XtextResource) set.getResource(URI.createFileURI(Path.of("..", "examples", example).toAbsolutePath().toString()), true);
    }

    /** Every object's fragment as EMF computes it, from the object up. */
    private static Map<EObject, String> pathsBelow(EObject root) {
        Map<EObject, String> paths = new IdentityHashMap<>();
        paths.put(root, EcoreUtil.getURI(root).fragment());
        root.eAllContents().forEachRemaining(object -> paths.put(object, EcoreUtil.getURI(object).fragment()));
        return paths;
    }
}
