package generator

import (
	"strconv"
	"strings"
)

// numberFormat is how a language writes decimal numbers, from CLDR (common/main/<lang>.xml:
// numbers/symbols[@numberSystem="latn"] decimal and group, and numbers/minimumGroupingDigits).
// The values live in each language's messages (format.decimal, format.group,
// format.minimum_grouping_digits), so that a language is added without code; for the shipped ones
// they are: en "." "," 1 (1,500); de "," "." 1 (1.500); fr "," U+202F 1 (1 500 with a narrow
// no-break space); pl "," U+00A0 2 (1500, but 10 000).
type numberFormat struct {
	decimal, group string
	// minGrouping is CLDR's minimumGroupingDigits: a number is grouped only when its integer part
	// has at least 3+minGrouping digits (pl: 1500 stays whole, 10 000 is grouped).
	minGrouping int
}

func (l *localizer) numberFormat() numberFormat {
	f := numberFormat{decimal: l.s("format.decimal"), group: l.s("format.group"), minGrouping: 1}
	if g, err := strconv.Atoi(l.s("format.minimum_grouping_digits")); err == nil && g >= 1 {
		f.minGrouping = g
	} else {
		l.problem("message %q: want 1, 2 or 3 (CLDR minimumGroupingDigits)", "format.minimum_grouping_digits")
	}
	return f
}

// format writes a decimal number given in Go syntax ("1500", "1.5", "-3") in the language's
// format, grouping the integer part in threes (CLDR's #,##0.### pattern, which all shipped
// languages use).
func (f numberFormat) format(decimal string) string {
	sign := ""
	if strings.HasPrefix(decimal, "-") {
		sign, decimal = "-", decimal[1:]
	}
	intPart, frac, hasFrac := strings.Cut(decimal, ".")
	if len(intPart) >= 3+f.minGrouping {
		var b strings.Builder
		lead := len(intPart) % 3
		if lead > 0 {
			b.WriteString(intPart[:lead])
		}
		for i := lead; i < len(intPart); i += 3 {
			if b.Len() > 0 {
				b.WriteString(f.group)
			}
			b.WriteString(intPart[i : i+3])
		}
		intPart = b.String()
	}
	if hasFrac {
		return sign + intPart + f.decimal + frac
	}
	return sign + intPart
}
