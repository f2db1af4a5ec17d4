package org.esl.lang.scoping;

import java.util.HashSet;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.naming.QualifiedName;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScope;

import com.google.common.collect.Iterables;

/** The elements of {@code first}, then those of {@code second} whose names {@code first} does not have. */
final class ShadowingScope implements IScope {

    private final IScope first;
    private final IScope second;

    ShadowingScope(IScope first, IScope second) {
        this.first = first;
        this.second = second;
    }

    @Override
    public IEObjectDescription getSingleElement(QualifiedName name) {
        IEObjectDescription found = first.getSingleElement(name);
        return found != null ? found : second.getSingleElement(name);
    }

    @Override
    public Iterable<IEObjectDescription> getElements(QualifiedName name) {
        Iterable<IEObjectDescription> found = first.getElements(name);
        return Iterables.isEmpty(found) ? second.getElements(name) : found;
    }

    @Override
    public IEObjectDescription getSingleElement(EObject object) {
        IEObjectDescription found = first.getSingleElement(object);
        return found != null ? found : second.getSingleElement(object);
    }

    @Override
    public Iterable<IEObjectDescription> getElements(EObject object) {
        return Iterables.concat(first.getElements(object), second.getElements(object));
    }

    @Override
    public Iterable<IEObjectDescription> getAllElements() {
        Set<QualifiedName> seen = new HashSet<>();
        for (IEObjectDescription description : first.getAllElements()) {
            seen.add(description.getName());
        }
        return Iterables.concat(first.getAllElements(),
                Iterables.filter(second.getAllElements(), description -> !seen.contains(description.getName())));
    }
}
