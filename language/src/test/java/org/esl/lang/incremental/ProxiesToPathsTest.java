package org.esl.lang.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.esl.lang.EslStandaloneSetup;
import org.esl.lang.esl.Spec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A tree a parse replaces, the whole spec or a part, and a spec unloaded (changed on disk, or depending on a
 * changed file) become proxies to the very paths EMF gives their objects, which the paths computed in one walk
 * ({@link ObjectPaths}) must match; so must the path the resource gives each object while it is loaded.
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

    /**
     * The path a spec's resource gives each of its objects, with the members' positions looked up rather than
     * searched for, is the one EMF computes from the object up, before and after an edit that moves every member.
     */
    @ParameterizedTest
    @ValueSource(strings = { "banking.esl", "railway.esl", "park.esl", "numeric.esl" })
    void everyObjectHasThePathEmfGivesIt(String example) {
        XtextResource resource = load(example);
        assertPathsAsEmfComputesThem(resource);
        int firstMember = NodeModelUtils.getNode(((Spec) resource.getContents().get(0)).getMembers().get(0)).getOffset();

        resource.update(firstMember, 0, "predicate Inserted \"moves every member one down\"\n");

        assertPathsAsEmfComputesThem(resource);
    }

    private static void assertPathsAsEmfComputesThem(XtextResource resource) {
        EObject root = resource.getContents().get(0);
        root.eAllContents().forEachRemaining(object -> assertEquals(emfPath(object), resource.getURIFragment(object), object.eClass().getName()));
    }

    /** EMF's own computation ({@code ResourceImpl.getURIFragment}): each step's segment from its container, up to the root. */
    private static String emfPath(EObject object) {
        List<String> steps = new ArrayList<>();
        for (EObject child = object; child.eContainer() != null; child = child.eContainer()) {
            steps.add(0, ((InternalEObject) child.eContainer()).eURIFragmentSegment(child.eContainingFeature(), child));
        }
        return "//" + String.join("/", steps);
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
