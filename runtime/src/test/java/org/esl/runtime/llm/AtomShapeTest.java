package org.esl.runtime.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The predicate and arity of a model's atom, read without the grammar, for telling hallucinations apart. */
class AtomShapeTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "ChewGum(\"Alex\")                         | ChewGum/1",
            "not ChewGum(\"Alex\")                     | ChewGum/1",
            "Carries(\"Ravi\", \"a can, of petrol\")   | Carries/2",
            "IsGreater(15.2 * (1 + 2), Square(3))    | IsGreater/2",
            "Greeted                                 | Greeted/0",
            "Greeted()                               | Greeted/0",
            "Carries(\"Ravi\"                          | none",
            "42 > 3                                  | none" })
    void readsNameAndArity(String atom, String expected) {
        Optional<AtomShape> shape = AtomShape.of(atom);
        assertEquals(expected, shape.map(s -> s.predicate() + "/" + s.arity()).orElse("none"));
    }
}
