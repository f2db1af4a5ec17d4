import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.esl.lang.ide.server.EslServerModule;

import com.google.inject.Guice;

/**
 * What {@code esl lsp} does first in its main thread: the server's injector and the language server, which builds the
 * language's injector as it registers ESL. Prints the thread's CPU milliseconds for it; run by bench/injector-bench.sh
 * in fresh JVMs.
 */
public final class InjectorStart {

    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadCpuTime();
        Guice.createInjector(new EslServerModule()).getInstance(LanguageServerImpl.class);
        System.out.println((threads.getCurrentThreadCpuTime() - before) / 1_000_000);
    }
}
