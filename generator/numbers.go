package generator

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
)

// numberFormat is how a language writes decimal numbers, from CLDR (common/main/<lang>.xml:
// numbers/symbols[@numberSystem="latn"] decimal and group, and numbers/minimumGroupingDigits).
// The values live in each language's messages (format.decimal, format.group,
// format.minimum_grouping_digits), so that a language is added without code; for the shipped ones
// they are: en "." "," 1 (1,500); de "," "." 1 (1.500); fr "," U+202F 1 (1 500 with a narrow
// no-break space); pl "," U+00A0 2 (1500, but 10 000).
//
// Written here rather than taken from golang.org/x/text/number, whose CLDR data is older than the
// rules the languages follow now: it groups Polish four-digit numbers ("1 500" where CLDR's
// minimumGroupingDigits 2 keeps 1500) and groups French with U+00A0 instead of U+202F (CLDR 34).
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

// timeFormat is how a language writes a time of day in running text, as two patterns in CLDR's
// date-field syntax (UTS #35 Part 4, "Date Field Symbol Table"): H is the hour (0–24) without a
// leading zero, HH with one, m and mm the minute likewise, text in single quotes is literal (” is
// a quote), and anything else is literal. hour is the pattern for a whole hour, minutes the one for
// any other time. The patterns live in each language's messages (format.time_hour,
// format.time_minutes).
//
// CLDR's own patterns for these skeletons (availableFormats "H" and "Hm") are those of an
// interface, not of prose: they keep the leading zero ("07:00") and French writes "07:00" for
// "Hm". Each language's typographic norm for running text differs, so the messages hold it in
// CLDR's syntax: en "HH:mm" (as CLDR), de "H:mm" (Duden: "7:30 Uhr"; the zero-padded form of
// DIN 5008 is for tables), fr "H 'h'" and "H 'h' mm" (Imprimerie nationale, OQLF: "7 h",
// "4 h 50"), pl "H:mm" (PWN: "7:00", "22:00–6:00"). golang.org/x/text has no formatter for date
// patterns, hence this one, which knows only the four symbols a time of day needs.
type timeFormat struct {
	hour, minutes []timeField
}

// timeField is a run of a time pattern: a literal, or a field ('H' or 'm') and its width.
type timeField struct {
	lit   string
	field byte
	width int
}

func (l *localizer) timeFormat() timeFormat {
	parse := func(id string) []timeField {
		f, err := parseTimePattern(l.s(id))
		if err != nil {
			l.problem("message %q: %v", id, err)
		}
		return f
	}
	return timeFormat{hour: parse("format.time_hour"), minutes: parse("format.time_minutes")}
}

// parseTimePattern parses a pattern of CLDR's date-field syntax that uses only H and m.
func parseTimePattern(p string) ([]timeField, error) {
	var out []timeField
	lit := func(s string) {
		if n := len(out); n > 0 && out[n-1].field == 0 {
			out[n-1].lit += s
			return
		}
		out = append(out, timeField{lit: s})
	}
	hasHour := false
	for i := 0; i < len(p); {
		c := p[i]
		switch {
		case c == '\'':
			if i+1 < len(p) && p[i+1] == '\'' {
				lit("'")
				i += 2
				continue
			}
			// A quoted literal; '' inside it is a quote.
			var quoted strings.Builder
			j := i + 1
			for {
				k := strings.IndexByte(p[j:], '\'')
				if k < 0 {
					return nil, fmt.Errorf("pattern %q: a quote is not closed", p)
				}
				quoted.WriteString(p[j : j+k])
				j += k + 1
				if j < len(p) && p[j] == '\'' {
					quoted.WriteByte('\'')
					j++
					continue
				}
				break
			}
			lit(quoted.String())
			i = j
		case c == 'H' || c == 'm':
			w := 1
			for i+w < len(p) && p[i+w] == c {
				w++
			}
			if w > 2 {
				return nil, fmt.Errorf("pattern %q: %s is not a field (want H, HH, m or mm)", p, p[i:i+w])
			}
			hasHour = hasHour || c == 'H'
			out = append(out, timeField{field: c, width: w})
			i += w
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			return nil, fmt.Errorf("pattern %q: field %q is not one a time of day uses (quote literal letters: 'h')", p, c)
		default:
			// A literal run up to the next field or quote, as bytes: it may hold any UTF-8.
			j := i + 1
			for j < len(p) && !strings.ContainsRune("'Hm", rune(p[j])) && !(p[j] >= 'a' && p[j] <= 'z' || p[j] >= 'A' && p[j] <= 'Z') {
				j++
			}
			lit(p[i:j])
			i = j
		}
	}
	if !hasHour {
		return nil, fmt.Errorf("pattern %q has no hour (H or HH)", p)
	}
	return out, nil
}

// format writes a time of day, hour 0–24 and minute 0–59.
func (f timeFormat) format(hour, minute int) string {
	fields := f.minutes
	if minute == 0 {
		fields = f.hour
	}
	var b strings.Builder
	for _, t := range fields {
		v := hour
		switch t.field {
		case 0:
			b.WriteString(t.lit)
			continue
		case 'm':
			v = minute
		}
		if t.width == 2 && v < 10 {
			b.WriteByte('0')
		}
		b.WriteString(strconv.Itoa(v))
	}
	return b.String()
}

// timeOfDay states a time of day in the language's running-text form (time.clock around the
// pattern's output: "07:00", de "7:00", fr "7 h", "4 h 50").
func (l *localizer) timeOfDay(t policy.TimeOfDay) Text {
	return l.t("time.clock", "T", l.clock.format(t.Hour(), t.Minute()))
}
