import java.lang.management.ManagementFactory;

import com.sun.management.ThreadMXBean;

/**
 * The cost of a lexer's tables: initializes one lexer class of the jar on the class path (its superclasses first,
 * so that only the class's own static initializer, the unpacking of its tables, is measured) and prints the thread's
 * CPU microseconds and the bytes it allocated. Run by bench/lexer-bench.sh in fresh JVMs.
 */
public final class LexerTables {

    public static void main(String[] args) throws Exception {
        ClassLoader loader = LexerTables.class.getClassLoader();
        Class<?> lexer = Class.forName(args[0], false, loader);
        for (Class<?> type = lexer.getSuperclass(); type != null; type = type.getSuperclass()) {
            Class.forName(type.getName(), true, loader);
        }
        Class.forName("org.antlr.runtime.DFA", true, loader);
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long cpu = threads.getCurrentThreadCpuTime();
        long bytes = threads.getThreadAllocatedBytes(thread);
        Class.forName(args[0], true, loader);
        System.out.println((threads.getCurrentThreadCpuTime() - cpu) / 1_000 + " "
                + (threads.getThreadAllocatedBytes(thread) - bytes));
    }
}
