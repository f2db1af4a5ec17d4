package org.esl.runtime.model.value;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class ValueTest {

    @Test
    void stringsRenderAsEslLiteralsWithReadableRegexes() {
        assertEquals("\"Alex\"", new StringValue("Alex").toEsl());
        assertEquals("\"say \\\"hi\\\"\"", new StringValue("say \"hi\"").toEsl());
        assertEquals("\"\\b(hi|hello)\\b\"", new StringValue("\\b(hi|hello)\\b").toEsl());
        assertEquals("\"a\\\\nb\"", new StringValue("a\\nb").toEsl());
        assertEquals("\"line\\nnext\"", new StringValue("line\nnext").toEsl());
    }

    @Test
    void textIsTheValueAsAPersonReadsIt() {
        assertEquals("Alex", new StringValue("Alex").toText());
        assertEquals("151.2", Rational.parse("151.20").toText());
        assertEquals("true", BooleanValue.TRUE.toText());
    }

    @Test
    void ordersNumbersThenStringsThenBooleans() {
        List<Value> values = new ArrayList<>(List.of(BooleanValue.TRUE, new StringValue("b"), Rational.of(2),
                BooleanValue.FALSE, new StringValue("a"), Rational.parse("-1.5")));
        values.sort(Value.ORDER);
        assertEquals("[-1.5, 2, \"a\", \"b\", false, true]", values.toString());
    }
}
