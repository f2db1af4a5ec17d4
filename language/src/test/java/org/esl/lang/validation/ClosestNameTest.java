package org.esl.lang.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ClosestNameTest {

    private static final List<String> NAMES = List.of("ChewGum", "InRailway", "InTrain", "transfer_funds", "Bool", "x", "y",
            "smt.timeout");

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        "ChewGun        | ChewGum",
        "chewgum        | ChewGum",
        "InRailwy       | InRailway",
        "InTrian        | InTrain",
        "transfer_fund  | transfer_funds",
        "Boolean        | Bool",
        "smt.timout     | smt.timeout",
        "z              | -",
        "X              | x",
        "Dancing        | -",
        "ChewGum        | -",
    })
    void suggestsOnlyCloseNames(String written, String expected) {
        assertEquals(Optional.ofNullable(expected), ClosestName.to(written, NAMES));
    }
}
