package generator

import (
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestPolishCapScopeOrder (Polish review 24, P1, P2): a cap's scope after its period is "dla
// każdego serwisu", not a second "na" ("najwyżej 12 żądań na godzinę dla każdego serwisu", was "na
// godzinę na serwis"), and it stands before "w jednym przebiegu" (cap.run_and_key: "najwyżej 30
// żądań dla każdej gminy w jednym przebiegu", was "w jednym przebiegu na gminę", which read as the
// one run of each municipality). English, German and French say what they said.
func TestPolishCapScopeOrder(t *testing.T) {
	ls := localizers(t)
	hour := policy.Duration{Duration: time.Hour}
	caps := []policy.Cap{
		{Max: 12, Period: hour, Key: policy.ScopeSite},
		{Max: 30, PerRun: true, Key: policy.ScopeMunicipality},
		{Max: 20, PerRun: true, Key: policy.ScopeSystem, Unit: policy.CapUnitPages},
		{Max: 10, Period: hour, PerRun: true, Key: policy.ScopeMunicipality},
		{Max: 200, PerRun: true},
		{Max: 500, Key: policy.ScopeMunicipality},
	}
	want := map[string][]string{
		"en": {
			"at most 12\u00a0requests per hour per site",
			"at most 30\u00a0requests per run per municipality",
			"at most 20\u00a0pages per run per system",
			"at most 10\u00a0requests per hour per run per municipality",
			"at most 200\u00a0requests per run",
			"at most 500\u00a0requests per municipality",
		},
		"de": {
			"höchstens 12\u00a0Anfragen pro Stunde und Website",
			"höchstens 30\u00a0Anfragen pro Lauf und Kommune",
			"höchstens 20\u00a0Seiten pro Lauf und System",
			"höchstens 10\u00a0Anfragen pro Stunde pro Lauf und Kommune",
			"höchstens 200\u00a0Anfragen pro Lauf",
			"höchstens 500\u00a0Anfragen je Kommune",
		},
		"fr": {
			"au plus 12\u00a0requêtes par heure et par site",
			"au plus 30\u00a0requêtes par exécution et par commune",
			"au plus 20\u00a0pages par exécution et par système",
			"au plus 10\u00a0requêtes par heure et par exécution et par commune",
			"au plus 200\u00a0requêtes par exécution",
			"au plus 500\u00a0requêtes par commune",
		},
		"pl": {
			"najwyżej 12\u00a0żądań na godzinę dla każdego serwisu",
			"najwyżej 30\u00a0żądań dla każdej gminy w jednym przebiegu",
			"najwyżej 20\u00a0stron dla każdego systemu w jednym przebiegu",
			"najwyżej 10\u00a0żądań na godzinę dla każdej gminy w jednym przebiegu",
			"najwyżej 200\u00a0żądań w jednym przebiegu",
			"najwyżej 500\u00a0żądań na gminę",
		},
	}
	for lang, w := range want {
		b := &builder{p: &policy.Policy{}, l: ls[lang], lang: lang}
		for i, q := range caps {
			if got := b.capAmount(q, "limits", "caps", i).Plain(); got != w[i] {
				t.Errorf("%s, cap %d:\n got %q\nwant %q", lang, i, got, w[i])
			}
		}
	}
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"pl": {
			"uzupełnianie brakujących plików: najwyżej 200\u00a0plików na godzinę dla każdego systemu<br>",
			"wyrywkowe sprawdzanie niezgłoszonych usunięć: najwyżej 30\u00a0żądań HEAD dla każdej gminy w jednym przebiegu<br>",
			"najwyżej 500\u00a0osób dla każdej gminy w jednym przebiegu<br>",
			"strony odczytywane przy włączaniu (system i jego lista gmin): najwyżej 20\u00a0stron dla każdego systemu w jednym przebiegu<br>",
		},
	})
}

// TestPolishPauseScope (Polish review 24, P6): a job's own pause says what the crawler stops
// fetching, "robot wstrzymuje pobieranie danej listy" (was "pobieranie dotyczące listy"), from a
// site or a host name "z danego serwisu" (reaction.inline with scope_noun_gen).
func TestPolishPauseScope(t *testing.T) {
	pl := localizers(t)["pl"]
	b := &builder{p: &policy.Policy{}, l: pl, lang: "pl"}
	for _, c := range []struct {
		scope policy.Scope
		want  string
	}{
		{policy.ScopeList, "Gdy wystąpi E, robot wstrzymuje pobieranie danej listy. Długość przerwy: P."},
		{policy.ScopeSite, "Gdy wystąpi E, robot wstrzymuje pobieranie z danego serwisu. Długość przerwy: P."},
		{policy.ScopeHostname, "Gdy wystąpi E, robot wstrzymuje pobieranie z danej nazwy hosta. Długość przerwy: P."},
		{policy.ScopeMunicipality, "Gdy wystąpi E, robot wstrzymuje pobieranie dla danej gminy. Długość przerwy: P."},
		{policy.ScopeCustomer, "Gdy wystąpi E, robot wstrzymuje pobieranie w przebiegach uruchamianych na zlecenie danego klienta. Długość przerwy: P."},
		{policy.ScopeDomainServer, "Gdy wystąpi E, robot wstrzymuje pobieranie z tych nazw hostów danej zarejestrowanej domeny, które mają ten sam adres IP. Długość przerwy: P."},
	} {
		scope := textForms{base: b.enum("scope_noun", string(c.scope), ""), forms: map[string]Text{"Gen": b.enum("scope_noun_gen", string(c.scope), "")}}
		if got := pl.t("reaction.inline", "Event", plain("E"), "Pause", plain("P"), "Scope", scope).Plain(); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.scope, got, c.want)
		}
	}
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"pl": {"Gdy wystąpi przekroczenie czasu oczekiwania lub błąd HTTP 504 (Gateway Timeout), robot wstrzymuje pobieranie danej listy. Długość przerwy: godzina, każda kolejna dwa razy dłuższa, najwyżej 24\u00a0godziny.<br>"},
	})
}
