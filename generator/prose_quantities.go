package generator

import (
	"fmt"
	"io/fs"
	"math"
	"path"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/sitegen-dev/sitegen/policy"
)

// A literal of the prose ({{…}}) is the operator's word that a number is no value of the policy.
// Where the number comes with a unit that the policy's values have ("{{1}} second", "{{5 MB}}",
// "{{90}} Tage", "{{2}} requêtes"), it states a quantity that a reader takes for the crawler's,
// and that no proof compares with what the crawler keeps (new-user trial 23, F8: "{{1}} request
// every {{1}} second" beside the page's "one request every 3 seconds"). literalQuantities
// compares each such quantity with the policy's (Policy.Quantities): one that no value of the
// policy equals is a warning (an error with --strict), restating the quantity in the literal's own
// unit and naming the nearest value of its kind where policy.toml writes it in that unit, and
// so is one that only an unpublished value equals, which the prose would publish. A literal that
// equals a value is left alone; if the policy changes, the next build warns of it.

// literalUnit is what a unit word after a literal's number (or within the literal) makes of it.
type literalUnit struct {
	kind policy.QuantityKind
	// mult is the value of one: nanoseconds of a duration, bytes of a size, 1 for a count.
	mult int64
	// days is set for a day: a count of days ("within_working_days", "announce_changes_days")
	// states it too.
	days bool
}

const day = int64(24 * time.Hour)

// literalUnitWords are the unit words of en, de, fr and pl, lower-case, by what they count: the
// forms a number takes before them (Polish "5 sekund", "2 sekundy", "1 sekundę"). Months and years
// are the crawler's (30 and 365 days, as policy.toml's "mo" and "y").
var literalUnitWords = func() map[string]literalUnit {
	m := map[string]literalUnit{}
	add := func(u literalUnit, words string) {
		for w := range strings.FieldsSeq(words) {
			m[w] = u
		}
	}
	d := policy.QuantityDuration
	add(literalUnit{d, int64(time.Second), false}, "s sec secs second seconds sek sekunde sekunden seconde secondes sekunda sekundy sekund sekundę sekundzie sekundach")
	add(literalUnit{d, int64(time.Minute), false}, "min mins minute minutes minuten minuta minuty minut minutę minucie minutach")
	add(literalUnit{d, int64(time.Hour), false}, "h hr hrs hour hours std stunde stunden heure heures godz godzina godziny godzin godzinę godzinie godzinach")
	add(literalUnit{d, day, true}, "day days tag tage tagen tages werktag werktage werktagen arbeitstag arbeitstage arbeitstagen kalendertag kalendertage kalendertagen jour jours dzień dni dnia dniach doba doby dób dobę")
	add(literalUnit{d, 7 * day, false}, "week weeks woche wochen semaine semaines tydzień tygodnie tygodni tygodnia tygodniach")
	add(literalUnit{d, 30 * day, false}, "month months monat monate monaten monats mois miesiąc miesiące miesięcy miesiąca")
	add(literalUnit{d, 365 * day, false}, "year years jahr jahre jahren jahres an ans année années rok lata lat roku")
	s := policy.QuantitySize
	add(literalUnit{s, 1, false}, "byte bytes octet octets bajt bajty bajtów")
	c := policy.QuantityCount
	add(literalUnit{c, 1, false}, "request requests fetch fetches page pages connection connections retry retries redirect redirects url urls "+
		"anfrage anfragen abruf abrufe abrufen seite seiten verbindung verbindungen wiederholung wiederholungen wiederholungsversuch wiederholungsversuche wiederholungsversuchen weiterleitung weiterleitungen "+
		"requête requêtes connexion connexions tentative tentatives redirection redirections "+
		"żądanie żądania żądań zapytanie zapytania zapytań strona strony stron stronę połączenie połączenia połączeń ponowienie ponowienia ponowień przekierowanie przekierowania przekierowań")
	return m
}()

// literalUnitSymbols are the size units, whose case is their meaning (MB, Mo), and the seconds'
// "s" of every language.
var literalUnitSymbols = map[string]literalUnit{
	"B":  {policy.QuantitySize, 1, false},
	"kB": {policy.QuantitySize, 1e3, false}, "KB": {policy.QuantitySize, 1e3, false}, "ko": {policy.QuantitySize, 1e3, false}, "Ko": {policy.QuantitySize, 1e3, false},
	"MB": {policy.QuantitySize, 1e6, false}, "Mo": {policy.QuantitySize, 1e6, false},
	"GB": {policy.QuantitySize, 1e9, false}, "Go": {policy.QuantitySize, 1e9, false},
	"KiB": {policy.QuantitySize, 1 << 10, false}, "MiB": {policy.QuantitySize, 1 << 20, false}, "GiB": {policy.QuantitySize, 1 << 30, false},
}

// literalQualifiers may stand between a number and its unit ("2 working days").
var literalQualifiers = map[string]bool{"working": true, "business": true, "calendar": true}

// literalQuantityNumber is a literal's number, with a unit within the literal or none: "90",
// "1.5", "5,000", "5 000", "5 MB", "3s".
var literalQuantityNumber = regexp.MustCompile(`^\s*(\d+(?:[.,\x{00A0}\x{202F} ]\d+)*)\s*(\pL+\.?)?\s*$`)

// literalUnitAfter is the word after a literal: spaces or a hyphen ("3-second"), then a word.
var literalUnitAfter = regexp.MustCompile(`^[\s\x{00A0}\x{202F}]*-?[\s\x{00A0}\x{202F}]*(\pL+)`)

// literalQuantities returns a warning for each literal of the site's prose that states a quantity
// no published value of p equals (see above), at its file, line and column.
func literalQuantities(site fs.FS, siteName string, p *policy.Policy) policy.Problems {
	var out policy.Problems
	values := p.Quantities()
	for _, lang := range p.Site.Languages {
		for _, name := range proseFiles {
			file := path.Join("locales", lang, name)
			src, err := policy.ReadFile(site, file, MaxProseBytes)
			if err != nil {
				continue
			}
			for i, line := range strings.Split(string(src), "\n") {
				for _, m := range literalMarker.Regexp().FindAllStringSubmatchIndex(line, -1) {
					msg, ok := literalQuantity(lang, line, m, values)
					if !ok {
						continue
					}
					out = append(out, policy.Problem{File: path.Join(siteName, file), Line: i + 1, Col: utf8.RuneCountInString(line[:m[0]]) + 1, Msg: msg, Warning: true})
				}
			}
		}
	}
	return out
}

// literalQuantity is the warning for the literal at m (its match and group) of line, in lang, and
// whether there is one.
func literalQuantity(lang, line string, m []int, values []policy.Quantity) (string, bool) {
	n := literalQuantityNumber.FindStringSubmatch(line[m[2]:m[3]])
	if n == nil {
		return "", false
	}
	number, ok := literalNumber(lang, n[1])
	if !ok {
		return "", false
	}
	word, end := n[2], m[1]
	if word == "" {
		rest := line[m[1]:]
		for range 2 {
			a := literalUnitAfter.FindStringSubmatchIndex(rest)
			if a == nil {
				return "", false
			}
			word = rest[a[2]:a[3]]
			end += a[3]
			if !literalQualifiers[strings.ToLower(word)] {
				break
			}
			rest = rest[a[3]:]
		}
	}
	unit, ok := literalUnitSymbols[strings.TrimSuffix(word, ".")]
	if !ok {
		unit, ok = literalUnitWords[strings.ToLower(strings.TrimSuffix(word, "."))]
	}
	if !ok {
		return "", false
	}
	value := number * float64(unit.mult)
	if value <= 0 || value > math.MaxInt64/2 {
		return "", false
	}
	stated := policy.Quantity{Kind: unit.kind, Value: int64(math.Round(value))}
	same := func(q policy.Quantity) bool {
		return q.Kind == unit.kind && q.Value == stated.Value ||
			unit.days && q.Kind == policy.QuantityCount && strings.HasSuffix(q.Path, "days") && float64(q.Value) == number
	}
	var hidden *policy.Quantity
	for i, q := range values {
		if same(q) {
			if !q.Unpublished {
				return "", false
			}
			hidden = &values[i]
		}
	}
	quoted := line[m[0]:end]
	// The quantity as the literal writes it, in its own unit ("7d" for "{{7}} days", never "1w";
	// new-user trial 30, F-15).
	written := stated.String()
	if sym := unit.symbol(); sym != "" && number == math.Trunc(number) {
		written = strconv.FormatFloat(number, 'f', -1, 64) + sym
	}
	if hidden != nil {
		return fmt.Sprintf("%q states %s, the value of %s, which the policy keeps unpublished: leave it out of the prose, or take %s out of unpublished", quoted, written, hidden.Path, hidden.Path), true
	}
	what := map[policy.QuantityKind]string{policy.QuantityDuration: "length of time", policy.QuantitySize: "size", policy.QuantityCount: "count"}[unit.kind]
	msg := fmt.Sprintf("%q states %s, a %s that no value of the policy has", quoted, written, what)
	if near, ok := nearestQuantity(stated, values); ok && unit.sameUnit(near) {
		msg += fmt.Sprintf(" (nearest: %s = %s)", near.Path, near)
	}
	return msg + ": the page states the policy's values itself: write here the value of the key that states this fact (docs/policy-reference.md lists the keys), or, where no key states it, leave the number out of the prose", true
}

// literalUnitSymbols' inverse for durations and sizes: the symbol policy.toml writes a value of
// one unit with.
var unitSymbols = map[policy.QuantityKind]map[int64]string{
	policy.QuantityDuration: {
		int64(time.Second): "s", int64(time.Minute): "m", int64(time.Hour): "h", day: "d", 7 * day: "w", 30 * day: "mo", 365 * day: "y",
	},
	policy.QuantitySize: {1: "B", 1e3: "kB", 1e6: "MB", 1e9: "GB", 1 << 10: "KiB", 1 << 20: "MiB", 1 << 30: "GiB"},
}

// symbol is the unit's symbol in policy.toml ("d" for a day, "MB"), or "" for a count.
func (u literalUnit) symbol() string { return unitSymbols[u.kind][u.mult] }

// sameUnit reports whether q, as policy.toml writes it (Quantity.String), is in u's unit, or
// both are counts: only then is q a value the literal may have mistyped, worth naming as the
// nearest. Across units the nearest number is no nearer a fact ("{{7}} days", how long a copy
// is kept, is no quota's period of 24h; new-user trial 30, F-15).
func (u literalUnit) sameUnit(q policy.Quantity) bool {
	sym := u.symbol()
	if sym == "" {
		return u.kind == policy.QuantityCount && q.Kind == policy.QuantityCount
	}
	s := q.String()
	return strings.HasSuffix(s, sym) && strings.TrimLeft(strings.TrimSuffix(s, sym), "0123456789.") == ""
}

// literalNumber reads a literal's number as lang writes it: "1,500" and "1.5" in English, "1.500"
// and "1,5" in German, "1 500" and "1,5" in French and Polish. A separator of groups stands
// before three digits.
func literalNumber(lang, s string) (float64, bool) {
	group, decimal := ",", "."
	switch lang {
	case "de":
		group, decimal = ".", ","
	case "fr", "pl":
		group, decimal = " ", ","
	}
	var b strings.Builder
	parts := numberSeparator.Split(s, -1)
	seps := numberSeparator.FindAllString(s, -1)
	b.WriteString(parts[0])
	for i, sep := range seps {
		switch {
		case (sep == group || sep == "\u00a0" || sep == "\u202f" || sep == " ") && len(parts[i+1]) == 3:
		case sep == decimal && i == len(seps)-1:
			b.WriteString(".")
		default:
			return 0, false
		}
		b.WriteString(parts[i+1])
	}
	f, err := strconv.ParseFloat(b.String(), 64)
	return f, err == nil
}

var numberSeparator = regexp.MustCompile(`[.,\x{00A0}\x{202F} ]`)

// nearestQuantity is the published value of the policy of stated's kind nearest to it, by ratio.
func nearestQuantity(stated policy.Quantity, values []policy.Quantity) (policy.Quantity, bool) {
	var best policy.Quantity
	bestBy := math.Inf(1)
	for _, q := range values {
		if q.Kind != stated.Kind || q.Unpublished {
			continue
		}
		if by := math.Abs(math.Log(float64(q.Value) / float64(stated.Value))); by < bestBy {
			best, bestBy = q, by
		}
	}
	return best, !math.IsInf(bestBy, 1)
}
