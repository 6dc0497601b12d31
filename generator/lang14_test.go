package generator

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// cldrOperands are CLDR's plural operands of a decimal as written (UTS #35 Part 3 §5.1): i, the
// integer digits; v, the number of visible fraction digits.
func cldrOperands(t *testing.T, decimal string) (i int64, v int) {
	t.Helper()
	whole, frac, _ := strings.Cut(decimal, ".")
	i, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		t.Fatalf("%q: %v", decimal, err)
	}
	return i, len(frac)
}

// cldrCategory is the plural category of a decimal in a shipped language, by CLDR's rules
// (common/supplemental/plurals.xml), written out here independently of go-i18n:
// en, de: one: i = 1 and v = 0;
// fr: one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0;
// pl: one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
// many: v = 0 and (i != 1 and i % 10 = 0..1 or i % 10 = 5..9 or i % 100 = 12..14).
func cldrCategory(t *testing.T, lang, decimal string) string {
	i, v := cldrOperands(t, decimal)
	switch lang {
	case "en", "de":
		if i == 1 && v == 0 {
			return "one"
		}
	case "fr":
		switch {
		case i == 0 || i == 1:
			return "one"
		case i != 0 && i%1000000 == 0 && v == 0:
			return "many"
		}
	case "pl":
		switch {
		case i == 1 && v == 0:
			return "one"
		case v == 0 && i%10 >= 2 && i%10 <= 4 && (i%100 < 12 || i%100 > 14):
			return "few"
		case v == 0 && (i != 1 && i%10 <= 1 || i%10 >= 5 || i%100 >= 12 && i%100 <= 14):
			return "many"
		}
	default:
		t.Fatalf("no CLDR rule written for %s", lang)
	}
	return "other"
}

// TestDurationPluralCLDR states durations whose counts fall in every CLDR plural category of
// the shipped languages, decimals and zero among them, in every form, and checks that each takes
// the form of its CLDR category: go-i18n's category for the decimal as sitegen passes it
// (countArg.operand) is CLDR's, and the text is that category's form with the number, or without
// it for exactly 1. French "1,5 seconde" and "0 milliseconde" (CLDR French "one" is i = 0,1),
// German "1,5 Sekunden", Polish "1,5 sekundy" (decimals are "other"), English "1.5 seconds"
// (new-user trial 13, finding 8). Before duration.UNIT_counted, French 1.5 took the form of 2.5:
// "1,5 secondes".
func TestDurationPluralCLDR(t *testing.T) {
	ls := localizers(t)
	msgs := ls["en"].messages
	forms := []string{"nom", "acc", "gen", "dat", "loc", "every", "rate", "per"}
	durations := []time.Duration{
		0, time.Millisecond, 2 * time.Millisecond, 5 * time.Millisecond, 22 * time.Millisecond, 500 * time.Microsecond,
		time.Second, 1250 * time.Millisecond, 1500 * time.Millisecond, 2 * time.Second, 2500 * time.Millisecond,
		5 * time.Second, 12 * time.Second, 22 * time.Second, 25 * time.Second,
	}
	probe := i18n.NewBundle(language.Und)
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		if err := probe.AddMessages(language.Make(lang), pluralProbe); err != nil {
			t.Fatal(err)
		}
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		l := ls[lang]
		for _, d := range durations {
			c, unit := unitOf(d)
			want := cldrCategory(t, lang, c.decimal)
			got, err := i18n.NewLocalizer(probe, lang).Localize(&i18n.LocalizeConfig{MessageID: pluralProbe.ID, PluralCount: c.operand()})
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("%s %s: go-i18n's category %s, CLDR's %s", lang, c.decimal, got, want)
			}
			for _, form := range forms {
				id := "duration." + unit + "." + form
				msg, ok := msgs.Message(lang, id)
				if !ok {
					t.Fatalf("%s: no %s", lang, id)
				}
				src := map[string]string{"one": msg.One, "few": msg.Few, "many": msg.Many, "other": msg.Other}[want]
				if c.decimal != "1" && !strings.Contains(src, "{{.N}}") {
					counted, ok := msgs.Message(lang, "duration."+unit+"_counted."+form)
					if !ok {
						t.Errorf("%s %s: %s's %s form drops the number, and there is no duration.%s_counted.%s", lang, c.decimal, id, want, unit, form)
						continue
					}
					src = map[string]string{"one": counted.One, "few": counted.Few, "many": counted.Many, "other": counted.Other}[want]
				}
				wantText := strings.ReplaceAll(src, "{{.N}}", l.num.format(c.decimal))
				if got := l.duration(dur(d, ""), form).Plain(); got != wantText {
					t.Errorf("%s %s %v (%s, CLDR %s) = %q, want %q", lang, form, d, c.decimal, want, got, wantText)
				}
			}
		}
	}
	// The same, written out: what a reader sees.
	for _, tt := range []struct {
		lang, form string
		d          time.Duration
		want       string
	}{
		{"fr", "nom", 1500 * time.Millisecond, "1,5\u00a0seconde"},
		{"fr", "gen", 1500 * time.Millisecond, "de 1,5\u00a0seconde"},
		{"fr", "every", 1500 * time.Millisecond, "toutes les 1,5\u00a0seconde"},
		{"fr", "nom", 0, "0\u00a0milliseconde"},
		{"fr", "nom", 500 * time.Microsecond, "0,0005\u00a0seconde"},
		{"fr", "nom", time.Second, "1\u00a0seconde"},
		{"fr", "nom", 2500 * time.Millisecond, "2,5\u00a0secondes"},
		{"fr", "nom", 2 * time.Second, "2\u00a0secondes"},
		{"de", "nom", 1500 * time.Millisecond, "1,5\u00a0Sekunden"},
		{"de", "nom", time.Second, "1\u00a0Sekunde"},
		{"en", "nom", 1500 * time.Millisecond, "1.5\u00a0seconds"},
		{"en", "nom", time.Second, "1\u00a0second"},
		{"pl", "nom", 1500 * time.Millisecond, "1,5\u00a0sekundy"},
		{"pl", "nom", 22 * time.Second, "22\u00a0sekundy"},
		{"pl", "nom", 12 * time.Second, "12\u00a0sekund"},
		{"pl", "nom", 0, "0\u00a0milisekund"},
	} {
		if got := ls[tt.lang].duration(dur(tt.d, ""), tt.form).Plain(); got != tt.want {
			t.Errorf("%s %s %v = %q, want %q", tt.lang, tt.form, tt.d, got, tt.want)
		}
	}
}
