package generator

import (
	"testing"
	"time"
)

// TestFetchScopeImpersonalPl: the Polish sentences of a limit on what is fetched name no subject,
// so they hold for any context, a job's (neuter) or a category of sites' (no crawler at all) as
// well as a crawler's (Polish editor's review 22, N1: "dotychczas pobierał" assumed a crawler, and
// was wrong in gender for " dla zadania „…”"; N2: "następujące treści – „wskazane adresy”").
func TestFetchScopeImpersonalPl(t *testing.T) {
	pl := localizers(t)["pl"]
	for _, c := range []struct {
		id, context, want string
	}{
		{"diff.fetch_scope_unlimited", " dla zadania „Dokumenty”",
			"Zniesienie ograniczenia dla zadania „Dokumenty”: dotychczas zakres pobieranych treści był ograniczony („wskazane adresy”); odtąd nie jest ograniczony. T."},
		{"diff.fetch_scope_unlimited", " dla kategorii serwisów „Geoportale gmin”",
			"Zniesienie ograniczenia dla kategorii serwisów „Geoportale gmin”: dotychczas zakres pobieranych treści był ograniczony („wskazane adresy”); odtąd nie jest ograniczony. T."},
		{"diff.fetch_scope_limited", " dla zadania „Dokumenty”",
			"Nowe ograniczenie dla zadania „Dokumenty” – zakres pobieranych treści: „wskazane adresy”. T."},
	} {
		got := pl.t(c.id, "Context", plain(c.context), "Old", plain("„wskazane adresy”"), "New", plain("„wskazane adresy”"), "Then", plain("T")).Plain()
		if got != c.want {
			t.Errorf("%s%s:\n got %q\nwant %q", c.id, c.context, got, c.want)
		}
	}
}

// TestDurationListPreposition: Polish repeats "po" before each duration of a list in the
// locative (list.separator_Loc, list.and_Loc; list.then already did), "najwcześniej po 15
// minutach, po 1 godzinie, po 6 godzinach, a następnie po 3 dniach" (Polish review 22, N11: was "po 15
// minutach, godzinie, 6 godzinach"; one unit with its number since Polish review 43, F9); a pair
// joined by "a następnie" (list.then) and the other languages are unchanged.
func TestDurationListPreposition(t *testing.T) {
	ls := localizers(t)
	h := func(n int) durationArg { return dur(time.Duration(n)*time.Hour, "") }
	then := durationListArg{items: []durationArg{dur(15*time.Minute, ""), h(1), h(6), h(24), h(72)}, conj: "then"}
	and := durationListArg{items: []durationArg{dur(15*time.Minute, ""), h(1), h(6)}, conj: "and"}
	pair := durationListArg{items: []durationArg{dur(time.Second, ""), dur(2*time.Second, "")}, conj: "then"}
	for _, c := range []struct {
		lang, id string
		list     durationListArg
		want     string
	}{
		{"pl", "retry.delays", then, "Nieudane pobranie jest ponawiane kolejno: najwcześniej po 15\u00a0minutach, po 1\u00a0godzinie, po 6\u00a0godzinach, po 24\u00a0godzinach, a następnie po 3\u00a0dniach."},
		{"pl", "retry.delays", and, "Nieudane pobranie jest ponawiane kolejno: najwcześniej po 15\u00a0minutach, po 1\u00a0godzinie i po 6\u00a0godzinach."},
		{"pl", "retry.delays", pair, "Nieudane pobranie jest ponawiane kolejno: najwcześniej po 1\u00a0sekundzie, a następnie po 2\u00a0sekundach."},
		{"en", "retry.delays", and, "A failed fetch is retried after waits of at least 15\u00a0minutes, 1\u00a0hour and 6\u00a0hours."},
	} {
		if got := ls[c.lang].t(c.id, "Delays", c.list).Plain(); got != c.want {
			t.Errorf("%s %s:\n got %q\nwant %q", c.lang, c.id, got, c.want)
		}
	}
}
