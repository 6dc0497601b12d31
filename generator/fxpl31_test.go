package generator

import (
	"strings"
	"testing"
)

// The Polish editor's review 30 (/work/notes/s28/review30-pl.md): the exact Polish sentences, each
// with the finding it answers. F2 and F12 are the helper t29a's (shared by the four languages).

// TestPolishReview30Wording: each case failed before.
//
//   - F1: a text reworded whose meaning may differ is titled „zmiany brzmienia (możliwa zmiana
//     znaczenia)” and tagged „zmiana brzmienia (znaczenie mogło się zmienić)” (was „wyłącznie
//     poprawki redakcyjne”, above an entry saying the meaning may change); the group's heading
//     „Zmiany brzmienia” holds both kinds (was „Zmiany redakcyjne”); a renaming alone keeps
//     „wyłącznie poprawki redakcyjne”.
//   - F3: Crawl-delay ignored and no slower rate offered: „a na prośbę nie spowalniamy jego
//     pracy”, a request „o zaprzestanie pobierania z Państwa serwisu” (was „Aby go powstrzymać,
//     można poprosić nas o blokadę”), under „Spowolnienie robotów nie jest możliwe”.
//   - F5: „ponowna próba” (was „ponowienie”); F6: „według RFC 9309 wielkość liter nie ma tu
//     znaczenia”; F8: „Przyjmuje odpowiedzi skompresowane”; F9: „nazwa z tego rekordu”; F11:
//     „doprecyzowanie (jednej z) reguł(y) harmonogramu” in both forms (was „dopowiedzenie” beside
//     „warunku”); F13: „Aby poprosić o zaprzestanie pobierania …” (was „Aby wstrzymać”).
//   - F4: an item of a list added or removed named as the object, in the accusative: „Dodano
//     limit: …”, „Usunięto zadanie: „…”.”, „Dodano adres IP: …” (diff.added_item, removed_item with
//     {{.Field.Item}}, diff.field_item); any other field without the calque „element”: „Dodano
//     dla kategorii serwisów „…”: …”, „Usunięto dla robota … dawny token produktu „…”” (was
//     „Dodano element limit: …”, „Usunięto element: zadanie – …”).
//   - F7: web-archive's operator named once, by its registered name; F10: triple-fetchers' quota
//     without „adresy … adresu … adresów”.
func TestPolishReview30Wording(t *testing.T) {
	ls := localizers(t)
	email := plain("`x@example.org`")
	checkMessages(t, ls, "pl", []messageCase{
		// F1
		{"changes.title_class.wording_text", 0, nil, "zmiana brzmienia (możliwa zmiana znaczenia)"},
		{"changes.title_class.wording", 0, nil, "wyłącznie poprawki redakcyjne"},
		{"diff.class_tag.wording_text", 0, nil, "zmiana brzmienia (znaczenie mogło się zmienić)"},
		{"changes.class.wording", 0, nil, "Zmiany brzmienia"},
		{"diff.class_heading.wording", 0, nil, "Zmiany brzmienia"},
		// F3
		{"opt_out.crawl_delay.ignored_no_slower", 1, []any{"Email", email}, "Robot nie uwzględnia wierszy Crawl-delay w pliku robots.txt. Można go natomiast zablokować w pliku robots.txt albo poprosić o zaprzestanie pobierania z Państwa serwisu, pisząc na adres `x@example.org`."},
		{"opt_out.crawl_delay.ignored_no_slower", 3, []any{"Email", email}, "Roboty nie uwzględniają wierszy Crawl-delay w pliku robots.txt. Można je natomiast zablokować w pliku robots.txt albo poprosić o zaprzestanie pobierania z Państwa serwisu, pisząc na adres `x@example.org`."},
		{"opt_out.crawl_delay.ignored_no_slower_write", 1, []any{"Email", email}, "Robot nie uwzględnia wierszy Crawl-delay w pliku robots.txt. Można natomiast poprosić o zaprzestanie pobierania z Państwa serwisu, pisząc na adres `x@example.org`."},
		{"opt_out.crawl_delay.ignored_no_slower_write", 5, []any{"Email", email}, "Roboty nie uwzględniają wierszy Crawl-delay w pliku robots.txt. Można natomiast poprosić o zaprzestanie pobierania z Państwa serwisu, pisząc na adres `x@example.org`."},
		{"opt_out.slow_down_none", 1, nil, "Brak obsługi wierszy Crawl-delay"},
		{"opt_out.slow_down_none", 3, nil, "Brak obsługi wierszy Crawl-delay"},
		// F5
		{"errors.retries_from_other_region", 0, nil, "Każda ponowna próba jest wysyłana z innego regionu niż żądanie, które się nie powiodło."},
		{"diff.field.retries_from_other_region", 0, nil, "ponawianie żądań z innego regionu"},
		{"diff.field.retry_then_every", 0, nil, "odstęp między dalszymi ponownymi próbami (po wyczerpaniu harmonogramu ponawiania)"},
		// F8
		{"http.compressed", 0, nil, "Przyjmuje odpowiedzi skompresowane."},
		{"http.compression", 0, []any{"Codings", plain("gzip")}, "Przyjmuje odpowiedzi skompresowane (gzip)."},
		// F9, where the name must end with a domain.
		{"network.verify_unpublished_rdns", 0, []any{"Domain", plain("`.example.org`")}, "Nagłówek User-Agent wskazuje robota, ale może go wysłać każdy. To, że żądanie rzeczywiście pochodzi od robota, potwierdza rekord PTR (rekord odwrotnego DNS) adresu IP, z którego je wysłano: nazwa z tego rekordu musi kończyć się na `.example.org`, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres."},
		// F11
		{"diff.text.condition", 0, nil, "doprecyzowanie reguły harmonogramu"},
		{"diff.text.condition_of_several", 0, nil, "doprecyzowanie jednej z reguł harmonogramu"},
		{"diff.text_of.condition", 0, nil, "doprecyzowania reguły harmonogramu"},
		{"diff.text_of.condition_of_several", 0, nil, "doprecyzowania jednej z reguł harmonogramu"},
		// F13
		{"answers.ask_stop-url", 0, []any{"Email", email}, "Aby poprosić o zaprzestanie pobierania stron spod wskazanych przez Państwa adresów URL, należy napisać na adres `x@example.org`."},
		{"answers.ask_stop", 0, []any{"Email", email}, "Aby poprosić o zaprzestanie wszelkiego pobierania z Państwa serwisu, należy napisać na adres `x@example.org`."},
	})
	// F9, in every plural form of both messages.
	for _, id := range []string{"network.verify_host_names_only", "network.verify_host_names_only_agents"} {
		for _, n := range []int{1, 2, 5} {
			got := ls["pl"].n(id, count(n, ""), "Agents", plain("od robota X")).Plain()
			if want := ", z którego je wysłano: nazwa z tego rekordu musi mieć "; !strings.Contains(got, want) {
				t.Errorf("pl %s (%d) lacks %q:\n%s", id, n, want, got)
			}
			if want := ", a rekord A/AAAA tej nazwy musi wskazywać ten sam adres."; !strings.HasSuffix(got, want) {
				t.Errorf("pl %s (%d) does not end with %q:\n%s", id, n, want, got)
			}
		}
	}

	// F6 in sitegen diff, where the review read it.
	checkReviewLines(t, "pl token compared case-sensitively", reviewCaseSentences(t, "pl", "token compared case-sensitively"), []string{
		"/agents/civic-ingestor/group_matching | looser | Zmiana dla robota „civic-ingestor”: sposób wybierania w pliku robots.txt grup, do których robot się stosuje – dotychczas: zgodnie z RFC 9309; odtąd: „Porównując swój token produktu z wierszami User-agent, rozróżnia wielkie i małe litery: grupa dotyczy go tylko wtedy, gdy wiersz zawiera «civic-ingestor» dokładnie w tej pisowni (według RFC 9309 wielkość liter nie ma tu znaczenia)”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
	})

	// F4: an item of a list named as what was added or removed (diff.added_item, removed_item,
	// removed_item_of.job; {{.Field.Item}} in the accusative), any other field without „element”.
	for name, want := range map[string]string{
		"quota added":          "/limits/quotas/0 | stricter | Dodano limit: najwyżej 5000\u00a0żądań na dobę łącznie dla wszystkich serwisów. Robot staje się przez to mniej uciążliwy dla serwisów.",
		"job removed":          "/jobs/geoportals | stricter | Usunięto zadanie: „Geoportale (granice planów miejscowych)”. Robot staje się przez to mniej uciążliwy dla serwisów.",
		"address added":        "/network/addresses/1 | identity | Dodano adres IP: „203.0.113.201/32”. Listy dozwolonych adresów IP i reguły zapory sieciowej, które wymieniają adresy IP robota, mogą wymagać aktualizacji.",
		"snippet removed":      "/snippets/no-pdf | looser | Usunięto wpis do robots.txt: „Blokada tylko plików PDF”. Ten wpis nie będzie już proponowany administratorom serwisów. Kopie wpisu umieszczone już w plikach robots.txt pozostają bez zmian i nadal obowiązują. Zmiana wymaga zatwierdzenia.",
		"cap removed":          "/jobs/documents/caps/0 | looser | Usunięto dla zadania „Dokumenty” limit ilościowy: najwyżej 200\u00a0plików na godzinę dla każdego systemu. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		"reverse DNS added":    "/network/reverse_dns | identity | Dodano domenę, na którą kończą się nazwy z rekordów PTR (rekordów odwrotnego DNS): „crawl.civic.example”. Skrypty, które weryfikują robota na podstawie rekordu PTR, mogą wymagać aktualizacji.",
		"legacy token removed": "/agents/civic-ingestor/legacy_tokens/0 | identity | Usunięto dla robota „civic-ingestor” dawny token produktu „civic-file-cache”, dotychczas uwzględniany wyłącznie jako ograniczenie. Grupa w pliku robots.txt, w której wymieniono wyłącznie ten token, nie dotyczy już robota. Listy dozwolonych robotów (białe listy), filtry rozpoznające tego robota i grupy w robots.txt, w których wymieniono ten token, mogą wymagać aktualizacji.",
	} {
		checkReviewLines(t, "pl "+name, reviewCaseSentences(t, "pl", name), []string{want})
	}
	// F4: a noun whose accusative differs, and a reaction that ends the run by its own noun.
	checkMessages(t, ls, "pl", []messageCase{
		{"diff.added_item", 0, []any{"Field", textForms{base: plain("kategoria serwisów"), forms: map[string]Text{"Item": plain("kategorię serwisów")}}, "Context", plain(""), "New", plain("„Gminy”")}, "Dodano kategorię serwisów: „Gminy”."},
		{"diff.removed_item", 0, []any{"Field", textForms{base: plain("robot"), forms: map[string]Text{"Item": plain("robota")}}, "Context", plain(""), "Old", plain("`X`")}, "Usunięto robota: `X`."},
		{"diff.field_item.reaction_stop", 0, nil, "reakcję na zdarzenie"},
		{"diff.field_item.agent", 0, nil, "robota"},
		{"diff.field_item.target", 0, nil, "kategorię serwisów"},
	})

	// F1, F11 on a page of changes: the condition of one of two rules reworded in Polish.
	const cond = `pl = "w systemach, które niezawodnie filtrują zmiany" }`
	md := changesPageEdited(t, "civic-ingestor", [][2]string{{cond, `pl = "w systemach, które filtrują zmiany niezawodnie" }`}}, nil, "pl")
	for _, want := range []string{
		": zmiana brzmienia (możliwa zmiana znaczenia)\n",
		"\n### Zmiany brzmienia\n",
		": doprecyzowanie jednej z reguł harmonogramu (wersja polska) – dotychczas: „w systemach, które filtrują zmiany niezawodnie”; odtąd: „w systemach, które niezawodnie filtrują zmiany”. ",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("pl/changes.md lacks %q:\n%s", want, md)
		}
	}

	// F3, F10 on triple-fetchers' page; F7 web-archive's; F8 feed-reader's; F9 linkgraph-bot's.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"pl": {
		"\n### Brak obsługi wierszy Crawl-delay\n",
		"\nRoboty nie uwzględniają wierszy Crawl-delay w pliku robots.txt. Można je natomiast zablokować w pliku robots.txt albo poprosić o zaprzestanie pobierania z Państwa serwisu, pisząc na adres ",
		"- Adresy, do których robot dociera, wychodząc od jednego adresu startowego: liczba adresów w jednym przebiegu jest ograniczona (wartości limitu nie publikujemy).\n",
	}})
	checkPageLines(t, buildExample(t, "web-archive"), map[string][]string{"pl": {
		"\nOperatorem robota jest National Library – biblioteka narodowa, która gromadzi krajowe zasoby internetu ",
		"- Operator: National Library\n",
	}})
	checkPageLines(t, buildExample(t, "feed-reader"), map[string][]string{"pl": {
		"- Przyjmuje odpowiedzi skompresowane.\n",
	}})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{"pl": {
		", z którego je wysłano: nazwa z tego rekordu musi mieć postać podaną poniżej, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres.",
	}})
}
