package org.esl.lang.conversion;

import java.math.BigDecimal;

import org.eclipse.xtext.conversion.IValueConverter;
import org.eclipse.xtext.conversion.ValueConverter;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.conversion.impl.AbstractDeclarativeValueConverterService;
import org.eclipse.xtext.conversion.impl.AbstractNullSafeConverter;
import org.eclipse.xtext.nodemodel.INode;

import com.google.inject.Inject;

/**
 * Converts ESL's terminals: strings with ESL's four escapes (any other backslash stays,
 * so regular expressions read naturally), numbers as exact decimals, roles without their '@', names
 * without their backquotes.
 */
public class EslValueConverters extends AbstractDeclarativeValueConverterService {

    @ValueConverter(rule = "STRING")
    public IValueConverter<String> STRING() {
        return new AbstractNullSafeConverter<>() {
            @Override
            protected String internalToValue(String string, INode node) {
                return EslStrings.unquote(string);
            }

            @Override
            protected String internalToString(String value) {
                return EslStrings.quote(value);
            }
        };
    }

    @ValueConverter(rule = "NUMBER")
    public IValueConverter<BigDecimal> NUMBER() {
        return new AbstractNullSafeConverter<>() {
            @Override
            protected BigDecimal internalToValue(String string, INode node) {
                try {
                    return new BigDecimal(string);
                } catch (NumberFormatException e) {
                    throw new ValueConverterException("'" + string + "' is not a number", node, e);
                }
            }

            @Override
            protected String internalToString(BigDecimal value) {
                return value.toPlainString();
            }
        };
    }

    @ValueConverter(rule = "ROLE")
    public IValueConverter<String> ROLE() {
        return new AbstractNullSafeConverter<>() {
            @Override
            protected String internalToValue(String string, INode node) {
                return string.substring(1);
            }

            @Override
            protected String internalToString(String value) {
                return "@" + value;
            }
        };
    }

    @Inject
    private EslNameConverter names;

    /** Names, plain or in backquotes ({@link EslNameConverter}). */
    @ValueConverter(rule = "ID")
    public IValueConverter<String> ID() {
        return names;
    }

    /** Option values may be numbers, strings, names or booleans; they are kept as written. */
    @ValueConverter(rule = "OptionValue")
    public IValueConverter<String> OptionValue() {
        return new AbstractNullSafeConverter<>() {
            @Override
            protected String internalToValue(String string, INode node) {
                return string.startsWith("\"") ? EslStrings.unquote(string) : string;
            }

            @Override
            protected String internalToString(String value) {
                return value;
            }
        };
    }
}
