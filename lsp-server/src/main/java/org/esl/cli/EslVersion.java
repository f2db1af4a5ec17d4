package org.esl.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

import picocli.CommandLine.IVersionProvider;

/** The toolchain's version, written into {@code version.properties} by the build. */
public final class EslVersion implements IVersionProvider {

    private static final String RESOURCE = "version.properties";

    /** The version alone, e.g. for a SARIF report's tool. */
    public static String version() {
        try (InputStream in = EslVersion.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the build did not package " + RESOURCE + " beside " + EslVersion.class.getName());
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE + " from the esl jar", e);
        }
    }

    @Override
    public String[] getVersion() {
        return new String[] { "esl " + version() };
    }
}
