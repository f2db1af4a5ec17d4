package org.esl.runtime.spectest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.esl.runtime.SourceRange;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class TestRunRenderersTest {

    /** A message with everything XML must escape, a line break, and a control character XML cannot hold. */
    private static final String AWKWARD = "expected <valid> & \"quoted\",\nbut found 'x\u0001y'";

    private static final TestRun RUN = new TestRun(List.of(new SpecTestReport("markup", "specs/markup.esl", List.of(
            new TestResult("ok", TestKind.TRACE, Outcome.PASSED, "auth_first: satisfied", List.of("auth_first: satisfied"),
                    List.of(), new SourceRange("specs/markup.esl", 3, 6, 3, 8), Duration.ofMillis(2)),
            new TestResult("awkward", TestKind.CLAIM, Outcome.FAILED, AWKWARD, List.of("satisfiable"),
                    List.of("satisfiable"), new SourceRange("specs/markup.esl", 7, 6, 7, 13), Duration.ofMillis(1500)),
            new TestResult("broken", TestKind.FACTS, Outcome.ERROR, "could not run: division by zero", List.of(),
                    List.of(), new SourceRange("specs/markup.esl", 11, 6, 11, 12), Duration.ZERO)))));

    @Test
    void textListsEachTestAndEndsWithTheCounts() {
        assertEquals("""
                specs/markup.esl:3:6: PASS ok
                specs/markup.esl:7:6: FAIL awkward: expected <valid> & "quoted", but found 'x\u0001y'
                specs/markup.esl:11:6: FAIL broken: could not run: division by zero
                1 passed, 2 failed
                """, new TextTestRenderer().render(RUN));
    }

    @Test
    void jsonReadsBackWithTheMessageUnchanged() {
        JsonObject document = JsonParser.parseString(new JsonTestRenderer().render(RUN)).getAsJsonObject();
        JsonObject awkward = document.getAsJsonArray("specs").get(0).getAsJsonObject().getAsJsonArray("tests").get(1)
                .getAsJsonObject();
        assertEquals(AWKWARD, awkward.get("message").getAsString());
        assertEquals("claim", awkward.get("kind").getAsString());
        assertEquals(7, awkward.get("line").getAsInt());
        assertEquals(1, document.getAsJsonObject("summary").get("passed").getAsInt());
        assertEquals(2, document.getAsJsonObject("summary").get("failed").getAsInt());
    }

    @Test
    void junitXmlEscapesMarkupAndReplacesWhatXmlCannotHold() throws Exception {
        String xml = new JUnitXmlRenderer().render(RUN);
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        Element suite = (Element) document.getElementsByTagName("testsuite").item(0);
        assertEquals("markup", suite.getAttribute("name"));
        assertEquals("3", suite.getAttribute("tests"));
        assertEquals("1", suite.getAttribute("failures"));
        assertEquals("1", suite.getAttribute("errors"));
        assertEquals("1.502", suite.getAttribute("time"));

        Element awkward = (Element) suite.getElementsByTagName("testcase").item(1);
        assertEquals("awkward", awkward.getAttribute("name"));
        assertEquals("1.500", awkward.getAttribute("time"));
        assertEquals("7", awkward.getAttribute("line"));
        Element failure = (Element) awkward.getElementsByTagName("failure").item(0);
        String readable = AWKWARD.replace('\u0001', '\uFFFD');
        // a parser normalises a line break inside an attribute value to a space
        assertEquals(readable.replace('\n', ' '), failure.getAttribute("message"));
        assertEquals("specs/markup.esl:7:6: " + readable + "\nactual: satisfiable", failure.getTextContent());

        Element broken = (Element) suite.getElementsByTagName("testcase").item(2);
        assertEquals("could not run: division by zero",
                ((Element) broken.getElementsByTagName("error").item(0)).getAttribute("message"));
    }
}
