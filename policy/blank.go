package policy

import (
	"fmt"
	"strings"
	"unicode"
)

// blank reports whether s shows nothing: it holds only white space and default-ignorable code
// points, which a browser draws as nothing (U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER, U+FEFF,
// U+00AD SOFT HYPHEN, variation selectors…). Unicode's derived property Default_Ignorable_Code_Point
// (UAX #44, DerivedCoreProperties.txt) is Other_Default_Ignorable_Code_Point, the format
// characters (Cf) and the variation selectors, less a few Cf that are drawn (the interlinear
// annotation marks U+FFF9–FFFB and the prepended concatenation marks, such as U+0600): the
// unicode package has the three tables and not the derived one, so it is put together here.
func blank(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return !unicode.IsSpace(r) && !ignorable(r) }) < 0
}

// ignorable reports whether r is a Default_Ignorable_Code_Point (see blank).
func ignorable(r rune) bool {
	switch {
	case r >= 0xFFF9 && r <= 0xFFFB, unicode.Is(unicode.Prepended_Concatenation_Mark, r):
		return false
	}
	return unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) || unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r)
}

// emptyWhy says why blank(s) holds: "empty", or, for a text of invisible characters only, which
// they are, so that an editor who sees nothing in the file learns what is there.
func emptyWhy(s string) string {
	var seen []string
	for _, r := range s {
		if ignorable(r) {
			u := fmt.Sprintf("U+%04X", r)
			if !strings.Contains(strings.Join(seen, " "), u) {
				seen = append(seen, u)
			}
		}
	}
	if len(seen) == 0 {
		return "empty"
	}
	return "empty: it holds only characters that are not shown (" + strings.Join(seen, ", ") + ")"
}
