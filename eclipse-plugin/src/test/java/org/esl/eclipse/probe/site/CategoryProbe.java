package org.esl.eclipse.probe.site;

import java.net.URI;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.equinox.p2.core.IProvisioningAgent;
import org.eclipse.equinox.p2.core.IProvisioningAgentProvider;
import org.eclipse.equinox.p2.core.ProvisionException;
import org.eclipse.equinox.p2.metadata.IInstallableUnit;
import org.eclipse.equinox.p2.query.IQueryResult;
import org.eclipse.equinox.p2.query.QueryUtil;
import org.eclipse.equinox.p2.repository.metadata.IMetadataRepository;
import org.eclipse.equinox.p2.repository.metadata.IMetadataRepositoryManager;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;

/**
 * Runs inside a headless Equinox with p2: loads an update site with p2's metadata repository manager and
 * lists it as Install New Software does with "Group items by category" checked (its default): the site's
 * name, then each category with its members, as {@code category > id version (feature)}.
 */
public final class CategoryProbe implements Function<String[], List<String>> {

    /** {@code arguments}: the update site's URI, and a folder URI for p2's own data (its agent). */
    @Override
    public List<String> apply(String[] arguments) {
        BundleContext context = FrameworkUtil.getBundle(CategoryProbe.class).getBundleContext();
        ServiceReference<IProvisioningAgentProvider> provider = context.getServiceReference(IProvisioningAgentProvider.class);
        if (provider == null) {
            throw new IllegalStateException("p2 has no agent provider: org.eclipse.equinox.p2.core has not started");
        }
        IProvisioningAgent agent;
        try {
            agent = context.getService(provider).createAgent(URI.create(arguments[1]));
        } catch (ProvisionException e) {
            throw new IllegalStateException("p2's agent: " + e.getMessage(), e);
        }
        try {
            IMetadataRepositoryManager manager = (IMetadataRepositoryManager) agent.getService(IMetadataRepositoryManager.SERVICE_NAME);
            IMetadataRepository site = manager.loadRepository(URI.create(arguments[0]), new NullProgressMonitor());
            List<String> listed = new ArrayList<>();
            listed.add(site.getName());
            for (IInstallableUnit category : sorted(site.query(QueryUtil.createIUCategoryQuery(), null))) {
                for (IInstallableUnit member : sorted(site.query(QueryUtil.createIUCategoryMemberQuery(category), null))) {
                    listed.add(category.getProperty(IInstallableUnit.PROP_NAME, null) + " > " + member.getId() + " " + member.getVersion()
                            + (QueryUtil.isGroup(member) ? " (feature)" : ""));
                }
            }
            return listed;
        } catch (ProvisionException e) {
            throw new IllegalStateException("p2 cannot load " + arguments[0] + ": " + e.getMessage(), e);
        } finally {
            agent.stop();
        }
    }

    private static List<IInstallableUnit> sorted(IQueryResult<IInstallableUnit> units) {
        return units.toUnmodifiableSet().stream().sorted(Comparator.comparing(IInstallableUnit::getId)).toList();
    }
}
