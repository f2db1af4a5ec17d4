package org.esl.lang.ide.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.esl.lang.ide.EslIdeSetup;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Unloading a spec in the server leaves the same proxies EMF's own unloading leaves, only faster. */
class QuickUnloadResourceTest {

    @ParameterizedTest
    @ValueSource(strings = { "banking.esl", "railway.esl", "park.esl", "numeric.esl" })
    void everyObjectBecomesAProxyToItsOwnPath(String example) {
        QuickUnloadResource resource = load(example);
        Map<EObject, String> paths = pathsOfAllObjects(resource);

        resource.unload();

        paths.forEach((object, path) -> assertEquals(path, ((InternalEObject) object).eProxyURI().fragment(), object.eClass().getName()));
    }

    private static QuickUnloadResource load(String example) {
        XtextResourceSet set = new EslIdeSetup().createInjectorAndDoEMFRegistration().getInstance(XtextResourceSet.class);
        Resource resource = set.getResource(URI.createFileURI(Path.of("..", "examples", example).toAbsolutePath().toString()), true);
        assertTrue(resource instanceof QuickUnloadResource, resource.getClass().getName());
        return (QuickUnloadResource) resource;
    }

    private static Map<EObject, String> pathsOfAllObjects(Resource resource) {
        Map<EObject, String> paths = new IdentityHashMap<>();
        resource.getAllContents().forEachRemaining(object -> paths.put(object, resource.getURIFragment(object)));
        assertTrue(paths.size() > 20, "the example has " + paths.size() + " objects");
        return paths;
    }
}
