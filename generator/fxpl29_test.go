package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// The Polish editor's review 28 (/work/notes/s26/review28-pl.md): the exact Polish sentences, each
// with the finding it answers.

// TestPolishReview28Wording: each case failed before.
//
//   - F1 (GRAMMAR): „ze wzorców” before a word in wz- (was „z wzorców”).
//   - F2: an added or removed item is „Dodano…:” / „Usunięto…:”, the impersonal
//     past of the other entries („Dodano zobowiązanie”, „Wycofano zobowiązanie”, „Doprecyzowano”),
//     with the field's name in the nominative after the colon as a label (was „Dodany element”,
//     „Usunięty element”, read as a translation of „Added:”).
//   - F3: an occasion of the schedule is „dzień lub wydarzenie w harmonogramie”, or its label,
//     not „szczególna sytuacja”, a term no page defines.
//   - F4: filters „rozpoznają” the crawler, groups in robots.txt „wymieniają” it (was „wskazują”).
//   - F5: the reverse DNS domain and name patterns are named as the page names them, by the PTR
//     record.
//   - F6 (rows 8–9): „Zmiana okna czasowego „…”: godziny”, without „okna czasowego” twice.
//   - F7: the removal after an opt-out names where, then when; „po sprzeciwie administratora
//     serwisu”; „pozostaje bez wpływu na … i …”, where a negated verb wanted „ani”.
//   - F8: no „paywallem”; F9: „nie kieruje się już warunkami korzystania” (was „nie przestrzega”,
//     which reads as a breach); F10: „Zmiany dotyczące rozpoznawania robotów” as a heading, „czy
//     czas … jest podawany w przybliżeniu”.
func TestPolishReview28Wording(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "pl", []messageCase{
		// F1
		{"answers.verify_host_names", 2, nil, "Należy sprawdzić, czy nazwa z rekordu PTR (rekordu odwrotnego DNS) adresu IP żądania pasuje do jednego ze wzorców podanych na tej stronie, a rekord A/AAAA tej nazwy wskazuje ten sam adres."},
		{"answers.verify_host_names", 5, nil, "Należy sprawdzić, czy nazwa z rekordu PTR (rekordu odwrotnego DNS) adresu IP żądania pasuje do jednego ze wzorców podanych na tej stronie, a rekord A/AAAA tej nazwy wskazuje ten sam adres."},
		{"answers.verify_addresses_host_names", 2, nil, "Należy sprawdzić, czy adres IP żądania znajduje się na opublikowanej liście albo czy nazwa z rekordu PTR (rekordu odwrotnego DNS) tego adresu pasuje do jednego ze wzorców podanych na tej stronie, a rekord A/AAAA tej nazwy wskazuje ten sam adres."},
		{"answers.verify_addresses_host_names", 5, nil, "Należy sprawdzić, czy adres IP żądania znajduje się na opublikowanej liście albo czy nazwa z rekordu PTR (rekordu odwrotnego DNS) tego adresu pasuje do jednego ze wzorców podanych na tej stronie, a rekord A/AAAA tej nazwy wskazuje ten sam adres."},
		// F2: every template of an added or removed item.
		{"diff.added", 0, []any{"Context", plain(" dla robota X"), "Field", textForms{base: plain("wersja"), forms: map[string]Text{"Item": plain("wersję")}}, "New", plain("„0.3”")}, "Dodano dla robota X wersję: „0.3”."},
		{"diff.added_answer", 0, []any{"Context", plain(""), "Field", textForms{base: plain("odpowiedź"), forms: map[string]Text{"Item": plain("odpowiedź")}}, "New", plain("„a”")}, "Dodano odpowiedź – „a”."},
		{"diff.removed", 0, []any{"Context", plain(""), "Field", textForms{base: plain("zadanie"), forms: map[string]Text{"Item": plain("zadanie")}}, "Old", plain("„G”")}, "Usunięto zadanie: „G”."},
		{"diff.added_statement", 0, []any{"Context", plain(""), "Field", textForms{base: plain("informacja"), forms: map[string]Text{"Item": plain("informację")}}, "New", plain("a")}, "Dodano informację. Brzmienie: „a”."},
		{"diff.removed_statement", 0, []any{"Context", plain(""), "Field", textForms{base: plain("zasada"), forms: map[string]Text{"Item": plain("zasadę")}}, "Old", plain("a")}, "Usunięto zasadę. Dotychczas: „a”."},
		{"diff.no_longer_stated", 0, []any{"Context", plain(" dla zadania „X”"), "Field", textForms{base: plain("zasada"), forms: map[string]Text{"Item": plain("zasadę")}}, "Old", plain("a")}, "Ze strony usunięto dla zadania „X” zasadę. Dotychczas: „a”."},
		{"diff.unpublished_added", 0, []any{"Context", plain(""), "Field", textForms{base: plain("licencja"), forms: map[string]Text{"Item": plain("licencję")}}}, "Dodano licencję (wartości nie publikujemy)."},
		{"diff.unpublished_removed", 0, []any{"Context", plain(""), "Field", textForms{base: plain("licencja"), forms: map[string]Text{"Item": plain("licencję")}}}, "Usunięto licencję (wartości nie publikowaliśmy)."},
		{"diff.added_statement_ahead", 0, []any{"Context", plain(""), "Field", textForms{base: plain("informacja"), forms: map[string]Text{"Item": plain("informację")}}, "New", plain("a")}, "Dodano informację. Od tego dnia: „a”."},
		// F3
		{"diff.occasion_kind.day", 0, []any{"Label", plain("L")}, "Doprecyzowano w harmonogramie, że „L” oznacza całe dni kalendarzowe, a nie tylko czas trwania samego wydarzenia."},
		{"diff.occasion_kind.event", 0, []any{"Label", plain("L")}, "Doprecyzowano w harmonogramie, że „L” oznacza wyłącznie czas trwania samego wydarzenia, a nie całe dni."},
		{"diff.renamed.occasions", 0, []any{"Lang", ls["pl"].languageForms("pl", plain("polski")), "Old", plain("„a”"), "New", plain("„b”")}, "Zmiana opisu dnia lub wydarzenia wymienionego w harmonogramie (wersja polska) – dotychczas: „a”; odtąd: „b”."},
		{"diff.context.occasion", 0, []any{"Label", plain("L")}, " dla „L” w harmonogramie"},
		// F4
		{"diff.class.identity", 0, nil, "Listy dozwolonych robotów (białe listy) i filtry, które rozpoznają tego robota, mogą wymagać aktualizacji."},
		{"diff.class.identity_token", 0, nil, "Listy dozwolonych robotów (białe listy), filtry rozpoznające tego robota i grupy w robots.txt, w których wymieniono ten token, mogą wymagać aktualizacji."},
		{"diff.class.identity_agent_removed", 0, nil, "Grupy w robots.txt, w których wymieniono tego robota, a także listy dozwolonych robotów (białe listy) i filtry, które go rozpoznają, nie pasują już do żadnego z robotów wymienionych w zasadach."},
		// F5
		{"diff.field.reverse_dns", 0, nil, "domena, na którą kończą się nazwy z rekordów PTR (rekordów odwrotnego DNS)"},
		{"diff.field.host_name", 0, nil, "wzorzec nazwy z rekordu PTR"},
		{"diff.field_replaced.host_name", 0, nil, "wzorzec nazwy z rekordu PTR"},
		{"diff.class.identity_host_name", 0, nil, "Skrypty, które weryfikują robota na podstawie rekordu PTR, mogą wymagać aktualizacji."},
		// F6
		{"diff.context.window", 0, []any{"Label", plain("L")}, " okna czasowego „L”"},
		// F7
		{"diff.field.opt_out_removed_from", 0, nil, "zakres usuwania zebranych danych po sprzeciwie administratora serwisu"},
		// F8
		{"promise.no-paywalled-content", 0, nil, "Robot nie gromadzi stron dostępnych wyłącznie odpłatnie (tzw. paywall), nawet jeśli serwer przesyła ich treść."},
		{"promise_agent.no-paywalled-content", 0, nil, "Nie gromadzi stron dostępnych wyłącznie odpłatnie (tzw. paywall), nawet jeśli serwer przesyła ich treść."},
		{"promise_all.no-paywalled-content", 0, nil, "Roboty nie gromadzą stron dostępnych wyłącznie odpłatnie (tzw. paywall), nawet jeśli serwer przesyła ich treść."},
		// F9, and the terms dropped alone, which said the same
		{"diff.state.terms_of_use.robots_instead", 0, nil, "plik robots.txt jest teraz odczytywany i przestrzegany; dotychczas robot kierował się wyłącznie warunkami korzystania z tych serwisów"},
		{"diff.state.terms_of_use.no", 0, nil, "robot nie kieruje się już warunkami korzystania z tych serwisów"},
		// F10
		{"changes.title_class.identity", 0, nil, "zmiany dotyczące rozpoznawania robota"},
		{"changes.title_class.identity_agents", 0, nil, "zmiany dotyczące rozpoznawania robotów"},
		{"changes.class.identity", 0, nil, "Zmiany dotyczące rozpoznawania robota"},
		{"changes.class.identity_agents", 0, nil, "Zmiany dotyczące rozpoznawania robotów"},
		{"changes.title_class.contact", 0, nil, "zmiany dotyczące kontaktu"},
		{"changes.class.contact", 0, nil, "Zmiany dotyczące kontaktu"},
		{"diff.field.job_refetch_approximate", 0, nil, "czy czas do ponownego pobrania zasobu jest podawany w przybliżeniu"},
	})

	// The sentences of sitegen diff where the review read them (testdata/review/pl.txt).
	for name, want := range map[string]string{
		"quota added":                 "/limits/quotas/0 | stricter | Dodano limit: najwyżej 5000\u00a0żądań na dobę łącznie dla wszystkich serwisów. Robot staje się przez to mniej uciążliwy dla serwisów.",
		"job removed":                 "/jobs/geoportals | stricter | Usunięto zadanie: „Geoportale (granice planów miejscowych)”. Robot staje się przez to mniej uciążliwy dla serwisów.",
		"snippet blocks a path less":  "/snippets/no-pdf/paths/0 | looser | Usunięto z gotowego wpisu „Blokada tylko plików PDF” blokowaną ścieżkę: „/*.pdf$”. Wpis będzie odtąd blokował mniej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu. Zmiana wymaga zatwierdzenia.",
		"quiet window moved":          "/windows/peak/hours | looser | Zmiana okna czasowego „Godziny szczytu”: godziny – dotychczas: 8:00–9:00; odtąd: 9:00–10:00. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		"quiet window made preferred": "/windows/peak/kind | looser | Zmiana okna czasowego „Godziny szczytu”: przeznaczenie okna. Dotychczas: „W tym oknie czasowym robot nie wysyła żadnych żądań”. Odtąd: „Robot w miarę możliwości wysyła żądania w tym oknie czasowym”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		"User-Agent changed":          "/agents/civic-ingestor/user_agent | identity | Zmiana dla robota „civic-ingestor”: nagłówek User-Agent – dotychczas: „civic-ingestor/{version} (+https://civic.example/ingestor/; support@civic.example)”; odtąd: „civic-ingestor/{version} (+https://civic.example/bot/)”. Listy dozwolonych robotów (białe listy) i filtry, które porównują cały ciąg User-Agent, mogą wymagać aktualizacji.",
		"reverse DNS added":           "/network/reverse_dns | identity | Dodano domenę, na którą kończą się nazwy z rekordów PTR (rekordów odwrotnego DNS): „crawl.civic.example”. Skrypty, które weryfikują robota na podstawie rekordu PTR, mogą wymagać aktualizacji.",
		"version changed":             "/agents/civic-ingestor/version | identity | Dodano dla robota „civic-ingestor” wersję w nagłówku User-Agent: „0.3”. Listy dozwolonych robotów (białe listy) i filtry, które porównują cały ciąg User-Agent, mogą wymagać aktualizacji.",
		"legacy token removed":        "/agents/civic-ingestor/legacy_tokens/0 | identity | Usunięto dla robota „civic-ingestor” dawny token produktu „civic-file-cache”, dotychczas uwzględniany wyłącznie jako ograniczenie. Grupa w pliku robots.txt, w której wymieniono wyłącznie ten token, nie dotyczy już robota. Listy dozwolonych robotów (białe listy), filtry rozpoznające tego robota i grupy w robots.txt, w których wymieniono ten token, mogą wymagać aktualizacji.",
	} {
		checkReviewLines(t, "pl "+name, reviewCaseSentences(t, "pl", name), []string{want})
	}

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	// F3: civic-ingestor's session days said to be days, as its history does.
	old, new := reviewBase(t), reviewBase(t)
	for i := range old.Occasions {
		if old.Occasions[i].ID == "session-days" {
			old.Occasions[i].Kind = ""
		}
	}
	checkReviewLines(t, "pl occasion kind", reviewSentencesOf(t, msgs, old, new, "pl"), []string{
		"/occasions/session-days/kind | wording | Doprecyzowano w harmonogramie, że „dni posiedzeń i dni je poprzedzające” oznacza całe dni kalendarzowe, a nie tylko czas trwania samego wydarzenia. Wartości w zasadach nie uległy zmianie; ewentualna zmiana znaczenia wynika wyłącznie z nowego brzmienia.",
	})
	// F9: robots.txt read again in place of the terms of use.
	old, new = reviewBase(t), reviewBase(t)
	for i := range old.Targets {
		if old.Targets[i].ID == "council-web-pages" {
			old.Targets[i].TermsOfUse, old.Targets[i].RobotsTxt = true, policy.RobotsUseNotRead
		}
	}
	checkReviewLines(t, "pl robots.txt read again", reviewSentencesOf(t, msgs, old, new, "pl"), []string{
		"/targets/council-web-pages/terms_of_use | looser | Zmiana dla kategorii serwisów „Systemy informacyjne rad bez API (strony WWW)”: plik robots.txt jest teraz odczytywany i przestrzegany; dotychczas robot kierował się wyłącznie warunkami korzystania z tych serwisów. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
	})

	// F1 on the page the review read.
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{"pl": {
		"- [Weryfikacja żądania](index.html#verify-dns) – należy sprawdzić, czy adres IP żądania znajduje się na opublikowanej liście albo czy nazwa z rekordu PTR (rekordu odwrotnego DNS) tego adresu pasuje do jednego ze wzorców podanych na tej stronie, a rekord A/AAAA tej nazwy wskazuje ten sam adres.\n",
	}})

	// F7 on a page: where the data is removed from, then within what time; what an opt-out
	// leaves alone, each alone and both.
	for _, c := range []struct{ from, unchanged, removal, kept string }{
		{`["service", "unreleased-datasets"]`, `["released-datasets", "trained-models"]`,
			"- Jeśli administrator serwisu zgłosi sprzeciw, zebrane z serwisu dane usuwamy z naszej usługi i z nieopublikowanych jeszcze zbiorów danych w ciągu 30\u00a0dni.\n",
			"- Sprzeciw pozostaje bez wpływu na opublikowane już zbiory danych i wytrenowane już modele.\n"},
		{`["unreleased-datasets"]`, `["trained-models"]`,
			"- Jeśli administrator serwisu zgłosi sprzeciw, zebrane z serwisu dane usuwamy z nieopublikowanych jeszcze zbiorów danych w ciągu 30\u00a0dni.\n",
			"- Sprzeciw pozostaje bez wpływu na wytrenowane już modele.\n"},
	} {
		res := buildTestdata(t, "trial25a", [2]string{"removed_after_opt_out = \"30d\"\n",
			"removed_after_opt_out = \"30d\"\nopt_out_removed_from = " + c.from + "\nopt_out_unchanged = " + c.unchanged + "\n"})
		checkPageLines(t, res, map[string][]string{"pl": {c.removal, c.kept}})
	}

	// F8 on a page.
	checkPageLines(t, buildTestdata(t, "trial25", [2]string{"\"no-account-areas\",", "\"no-account-areas\", \"no-paywalled-content\","}), map[string][]string{"pl": {
		"- Nie gromadzi stron dostępnych wyłącznie odpłatnie (tzw. paywall), nawet jeśli serwer przesyła ich treść.\n",
	}})

	// F2 and F10 on the page of changes: an AIPREF category added for each of search-engine's
	// crawlers, in a change of its own.
	const aipref = "# The case's full-text crawler of a search engine: the AIPREF category \"search\".\naipref = \"search\"\n"
	md := changesPageEdited(t, "search-engine", [][2]string{{aipref, ""}}, nil, "pl")
	for _, want := range []string{
		": zmiany dotyczące rozpoznawania robotów\n",
		"\n### Zmiany dotyczące rozpoznawania robotów\n",
		"\n- Dodano dla robota `NordsucheBot` kategorię zastosowania w słowniku AIPREF (IETF): `search`.",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("search-engine pl/changes.md lacks %q:\n%s", want, md)
		}
	}
}
