package generator

import (
	"os"
	"testing"
	"time"
)

// TestCountedDurationsFrench (French review 38, F1): French CLDR "one" also holds 0 and 1,5, so
// every form of duration.UNIT_counted states the number, as the compared values of sitegen diff
// use them (durationArg.compared): « de 1 heure », not « d’une heure », which the base form of
// exactly one unit keeps in running text.
func TestCountedDurationsFrench(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	l := newLocalizer(msgs, "fr", &problems)
	for _, c := range []struct {
		d          time.Duration
		form, want string
		compared   bool
	}{
		{time.Hour, "gen", "de 1\u00a0heure", true},
		{time.Hour, "dat", "1\u00a0heure", true},
		{24 * time.Hour * 365, "gen", "de 1\u00a0an", true},
		{time.Minute, "gen", "de 1\u00a0minute", true},
		{time.Minute, "gen", "d’une minute", false},
	} {
		if got := l.duration(durationArg{d: c.d, compared: c.compared}, c.form).Plain(); got != c.want {
			t.Errorf("%v %s: %q, want %q", c.d, c.form, got, c.want)
		}
	}
	if len(problems) > 0 {
		t.Errorf("problems: %v", problems)
	}
}

// TestRangePluralEnglish (English review 38, F5): a range of a cap takes the plural in English,
// "0 to 1 page loads", whatever its upper bound.
func TestRangePluralEnglish(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "en", []messageCase{
		{"cap.range.page-loads", 1, []any{"Min", plain("0"), "Per", plain("")}, "0 to 1\u00a0page loads"},
		{"cap.range.requests", 1, []any{"Min", plain("0"), "Per", plain("")}, "0 to 1\u00a0requests"},
		{"cap.range.persons", 1, []any{"Min", plain("0"), "Per", plain("")}, "for 0 to 1\u00a0people"},
	})
}
