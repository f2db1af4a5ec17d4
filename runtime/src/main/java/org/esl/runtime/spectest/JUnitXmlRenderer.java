package org.esl.runtime.spectest;

import java.io.StringWriter;
import java.time.Duration;
import java.util.Locale;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The JUnit XML that Jenkins, GitLab and GitHub test reporters read: one {@code <testsuite>} per spec, one
 * {@code <testcase classname="spec" name="test">} per test, a {@code <failure>} for an expectation that did not
 * hold and an {@code <error>} for a test that could not run. Times are in seconds. Text goes through the StAX
 * writer, which escapes markup; characters XML 1.0 cannot hold at all (control characters a string constant may
 * contain) are replaced by U+FFFD so the report always parses.
 */
public final class JUnitXmlRenderer implements TestRunRenderer {

    @Override
    public String render(TestRun run) {
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            xml.writeStartDocument("UTF-8", "1.0");
            newline(xml, 0);
            xml.writeStartElement("testsuites");
            xml.writeAttribute("tests", Long.toString(run.passed() + run.failed()));
            xml.writeAttribute("failures", Long.toString(run.specs().stream().mapToLong(s -> s.failed() - s.errors()).sum()));
            xml.writeAttribute("errors", Long.toString(run.specs().stream().mapToLong(SpecTestReport::errors).sum()));
            xml.writeAttribute("time", seconds(run.specs().stream().map(JUnitXmlRenderer::time).reduce(Duration.ZERO, Duration::plus)));
            for (SpecTestReport spec : run.specs()) {
                testsuite(xml, spec);
            }
            newline(xml, 0);
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            // a writer over a StringWriter has no I/O to fail; this is a bug in the calls above
            throw new IllegalStateException("could not write the JUnit XML report: " + e.getMessage(), e);
        }
        return text + "\n";
    }

    private static void testsuite(XMLStreamWriter xml, SpecTestReport spec) throws XMLStreamException {
        newline(xml, 1);
        xml.writeStartElement("testsuite");
        xml.writeAttribute("name", clean(spec.spec()));
        xml.writeAttribute("tests", Integer.toString(spec.results().size()));
        xml.writeAttribute("failures", Long.toString(spec.failed() - spec.errors()));
        xml.writeAttribute("errors", Long.toString(spec.errors()));
        xml.writeAttribute("skipped", "0");
        xml.writeAttribute("time", seconds(time(spec)));
        xml.writeAttribute("file", clean(spec.file()));
        for (TestResult result : spec.results()) {
            testcase(xml, spec, result);
        }
        newline(xml, 1);
        xml.writeEndElement();
    }

    private static void testcase(XMLStreamWriter xml, SpecTestReport spec, TestResult result) throws XMLStreamException {
        newline(xml, 2);
        if (result.passed()) {
            xml.writeEmptyElement("testcase");
            testcaseAttributes(xml, spec, result);
            return;
        }
        xml.writeStartElement("testcase");
        testcaseAttributes(xml, spec, result);
        newline(xml, 3);
        xml.writeStartElement(result.outcome() == Outcome.ERROR ? "error" : "failure");
        xml.writeAttribute("message", clean(result.message()));
        xml.writeAttribute("type", result.kind().eslName() + " test " + result.outcome().eslName());
        StringBuilder body = new StringBuilder(result.range().toString()).append(": ").append(result.message());
        result.actual().forEach(actual -> body.append("\nactual: ").append(actual));
        xml.writeCharacters(clean(body.toString()));
        xml.writeEndElement();
        newline(xml, 2);
        xml.writeEndElement();
    }

    private static void testcaseAttributes(XMLStreamWriter xml, SpecTestReport spec, TestResult result) throws XMLStreamException {
        xml.writeAttribute("classname", clean(spec.spec()));
        xml.writeAttribute("name", clean(result.name()));
        xml.writeAttribute("time", seconds(result.time()));
        xml.writeAttribute("file", clean(result.range().file()));
        xml.writeAttribute("line", Integer.toString(result.range().line()));
    }

    private static Duration time(SpecTestReport spec) {
        return spec.results().stream().map(TestResult::time).reduce(Duration.ZERO, Duration::plus);
    }

    private static String seconds(Duration time) {
        return String.format(Locale.ROOT, "%.3f", time.toNanos() / 1e9);
    }

    private static void newline(XMLStreamWriter xml, int depth) throws XMLStreamException {
        xml.writeCharacters("\n" + "  ".repeat(depth));
    }

    /** Keeps what XML 1.0 allows (tab, line feed, carriage return and the ranges from U+0020); U+FFFD for the rest. */
    static String clean(String text) {
        StringBuilder kept = new StringBuilder(text.length());
        text.codePoints().forEach(c -> kept.appendCodePoint(allowed(c) ? c : 0xFFFD));
        return kept.toString();
    }

    private static boolean allowed(int c) {
        return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD)
                || (c >= 0x10000 && c <= 0x10FFFF);
    }
}
