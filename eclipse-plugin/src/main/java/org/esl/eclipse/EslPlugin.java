package org.esl.eclipse;

import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Plugin;
import org.eclipse.core.runtime.Status;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.esl.eclipse.builder.SavedSpecs;
import org.esl.eclipse.check.CheckReports;
import org.esl.eclipse.markers.DiagnosticMarkers;
import org.esl.eclipse.preferences.EslPreferences;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.server.InProcessClient;
import org.osgi.framework.BundleContext;

/**
 * The bundle's activator: owns the one embedded language server of the workbench, started on first use
 * (the first .esl file built or opened) and shut down with the bundle, and follows the saves of the .esl
 * files the server knows ({@link SavedSpecs}).
 */
public final class EslPlugin extends Plugin {

    public static final String ID = "org.esl.eclipse";

    private static EslPlugin instance;

    private final CheckReports checkReports = new CheckReports();
    private EmbeddedServer server;
    private final SavedSpecs savedSpecs = new SavedSpecs(() -> {
        EmbeddedServer running = runningServer();
        return running == null ? null : running.documents();
    });

    @Override
    public void start(BundleContext context) throws Exception {
        super.start(context);
        instance = this;
        ResourcesPlugin.getWorkspace().addResourceChangeListener(savedSpecs, IResourceChangeEvent.POST_CHANGE);
    }

    @Override
    public void stop(BundleContext context) throws Exception {
        ResourcesPlugin.getWorkspace().removeResourceChangeListener(savedSpecs);
        synchronized (this) {
            if (server != null) {
                server.close();
                server = null;
            }
        }
        instance = null;
        super.stop(context);
    }

    public static EslPlugin get() {
        if (instance == null) {
            throw new IllegalStateException("the ESL plugin is not started");
        }
        return instance;
    }

    /** The language server, started now if it is not running yet. */
    public synchronized EmbeddedServer server() {
        if (server == null) {
            EslPreferences preferences = EslPreferences.of(getBundle());
            DiagnosticMarkers markers = new DiagnosticMarkers(uri -> server.documents().text(uri));
            server = EmbeddedServer.start(new InProcessClient(markers::publish, checkReports::received, checkReports::testsRan, this::report, preferences::settings),
                    preferences.settings());
            preferences.onChange(() -> server.settingsChanged(preferences.settings()));
        }
        return server;
    }

    /** The language server if it has started, else null (it then knows no file). */
    private synchronized EmbeddedServer runningServer() {
        return server;
    }

    /** The reports of the checks run in this session, for the results view. */
    public CheckReports checkReports() {
        return checkReports;
    }

    /**
     * A message of the server (or about it): to the results view (which keeps only errors), and an error also to
     * the Error Log. Information and warnings are the summaries of checks, which the results view and the
     * markers show: logged, every check would add a Warning to the Error Log.
     */
    public void report(MessageParams message) {
        if (belongsInErrorLog(message)) {
            ILog.of(getBundle()).log(new Status(IStatus.ERROR, ID, message.getMessage()));
        }
        checkReports.message(message);
    }

    public static boolean belongsInErrorLog(MessageParams message) {
        return message.getType() == MessageType.Error;
    }
}
