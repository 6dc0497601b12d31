package generator

import "testing"

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
			"Zniesienie ograniczenia dla zadania „Dokumenty”: dotychczas zakres pobieranych treści był ograniczony („wskazane adresy”); odtąd nie jest ograniczony."},
		{"diff.fetch_scope_unlimited", " dla kategorii serwisów „Geoportale gmin”",
			"Zniesienie ograniczenia dla kategorii serwisów „Geoportale gmin”: dotychczas zakres pobieranych treści był ograniczony („wskazane adresy”); odtąd nie jest ograniczony."},
		{"diff.fetch_scope_limited", " dla zadania „Dokumenty”",
			"Nowe ograniczenie dla zadania „Dokumenty” – zakres pobieranych treści: „wskazane adresy”."},
	} {
		got := pl.t(c.id, "Context", plain(c.context), "Old", plain("„wskazane adresy”"), "New", plain("„wskazane adresy”")).Plain()
		if got != c.want {
			t.Errorf("%s%s:\n got %q\nwant %q", c.id, c.context, got, c.want)
		}
	}
}
