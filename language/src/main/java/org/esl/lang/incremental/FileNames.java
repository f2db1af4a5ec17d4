package org.esl.lang.incremental;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.naming.IQualifiedNameProvider;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.EObjectDescription;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.resource.ISelectable;
import org.esl.lang.esl.Member;
import org.esl.lang.esl.Spec;

import com.google.common.collect.Iterables;

/**
 * The named objects of a spec, which every reference of the file is looked up in first: the same descriptions, in
 * the same order, as Xtext's {@code MultimapBasedSelectable} over the file's contents. Building them walks the whole
 * file; on the 1,500-rule spec that walk was most of resolving the references after a one-character edit
 * (docs/benchmarks.md, language server latency), because Xtext's scope cache of a resource is emptied on any change.
 * After an edit that keeps every name where it was ({@link EditedMembers#relinkable}), {@link #renewed} gives the
 * names of the new version by describing again the touched members only.
 */
public final class FileNames implements ISelectable {

    /** The root of the file they describe. */
    private final Spec spec;
    /** Every description, in containment order: the spec's, then each member's and those below it. */
    private final List<IEObjectDescription> all;
    /** Where each member's descriptions start in {@link #all}; the last entry is its size. */
    private final int[] memberStarts;
    /** The descriptions of each name, in lower case (Xtext's selectables find names either way). */
    private final Map<QualifiedName, List<IEObjectDescription>> byName;
    /** Across how many edits these names were renewed since the walk over the whole file. */
    private final int editsKept;
    /** How each object's name is computed (the language's). */
    private final IQualifiedNameProvider names;

    private FileNames(Spec spec, List<IEObjectDescription> all, int[] memberStarts,
            Map<QualifiedName, List<IEObjectDescription>> byName, int editsKept, IQualifiedNameProvider names) {
        this.spec = spec;
        this.all = all;
        this.memberStarts = memberStarts;
        this.byName = byName;
        this.editsKept = editsKept;
        this.names = names;
    }

    /** The names of the whole file, from one walk over it. */
    public static FileNames of(Spec spec, IQualifiedNameProvider names) {
        List<IEObjectDescription> all = new ArrayList<>();
        describe(spec, names, all);
        List<Member> members = spec.getMembers();
        int[] starts = new int[members.size() + 1];
        for (int i = 0; i < members.size(); i++) {
            starts[i] = all.size();
            describeTree(members.get(i), names, all);
        }
        starts[members.size()] = all.size();
        Map<QualifiedName, List<IEObjectDescription>> byName = new HashMap<>();
        for (IEObjectDescription description : all) {
            byName.computeIfAbsent(description.getName().toLowerCase(), name -> new ArrayList<>(1)).add(description);
        }
        return new FileNames(spec, all, starts, byName, 0, names);
    }

    /**
     * The names after an edit that replaced the members at {@code touched} (positions in the spec's members) by
     * members that declare the same names, of the same kinds, in the same places; null when they do not, or when
     * these names are not of the edited spec, so that the caller walks the file again.
     */
    FileNames renewed(Spec edited, Collection<Integer> touched) {
        if (edited != spec || edited.getMembers().size() + 1 != memberStarts.length) {
            return null;
        }
        List<IEObjectDescription> renewed = new ArrayList<>(all);
        Map<IEObjectDescription, IEObjectDescription> replaced = new IdentityHashMap<>();
        for (int member : touched) {
            List<IEObjectDescription> now = new ArrayList<>();
            describeTree(edited.getMembers().get(member), names, now);
            int start = memberStarts[member];
            if (now.size() != memberStarts[member + 1] - start) {
                return null;
            }
            for (int i = 0; i < now.size(); i++) {
                IEObjectDescription before = all.get(start + i);
                IEObjectDescription after = now.get(i);
                if (!before.getName().equals(after.getName()) || before.getEClass() != after.getEClass()) {
                    return null;
                }
                renewed.set(start + i, after);
                replaced.put(before, after);
            }
        }
        Map<QualifiedName, List<IEObjectDescription>> renewedByName = new HashMap<>(byName);
        for (IEObjectDescription after : replaced.values()) {
            QualifiedName key = after.getName().toLowerCase();
            List<IEObjectDescription> descriptions = new ArrayList<>(renewedByName.get(key));
            descriptions.replaceAll(description -> replaced.getOrDefault(description, description));
            renewedByName.put(key, descriptions);
        }
        return new FileNames(spec, renewed, memberStarts, renewedByName, editsKept + 1, names);
    }

    /** Whether these are names of {@code root}. */
    boolean describe(Spec root) {
        return spec == root;
    }

    /** Across how many edits these names were renewed since the walk over the whole file that built them. */
    int editsKept() {
        return editsKept;
    }

    private static void describeTree(EObject root, IQualifiedNameProvider names, List<IEObjectDescription> into) {
        describe(root, names, into);
        for (Iterator<EObject> below = root.eAllContents(); below.hasNext();) {
            describe(below.next(), names, into);
        }
    }

    private static void describe(EObject object, IQualifiedNameProvider names, List<IEObjectDescription> into) {
        QualifiedName name = names.getFullyQualifiedName(object);
        if (name != null) {
            into.add(EObjectDescription.create(name, object));
        }
    }

    @Override
    public boolean isEmpty() {
        return all.isEmpty();
    }

    @Override
    public Iterable<IEObjectDescription> getExportedObjects() {
        return all;
    }

    @Override
    public Iterable<IEObjectDescription> getExportedObjects(EClass type, QualifiedName name, boolean ignoreCase) {
        List<IEObjectDescription> named = byName.get(name.toLowerCase());
        if (named == null) {
            return List.of();
        }
        return Iterables.filter(named, description -> (ignoreCase || name.equals(description.getName()))
                && EcoreUtil2.isAssignableFrom(type, description.getEClass()));
    }

    @Override
    public Iterable<IEObjectDescription> getExportedObjectsByType(EClass type) {
        return Iterables.filter(all, description -> EcoreUtil2.isAssignableFrom(type, description.getEClass()));
    }

    @Override
    public Iterable<IEObjectDescription> getExportedObjectsByObject(EObject object) {
        URI uri = EcoreUtil2.getPlatformResourceOrNormalizedURI(object);
        return Iterables.filter(all, description -> description.getEObjectOrProxy() == object || uri.equals(description.getEObjectURI()));
    }
}
