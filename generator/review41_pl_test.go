package generator

import (
	"testing"
	"time"
)

// The Polish editor's review 41 (/work/notes/s36/review41-pl.md): the exact Polish sentences, each
// with the finding it answers. Each case failed before.
//
//   - F1 (GRAMMAR): the nominative „rodzaje sprzeciwu …” fills the change line's field slot
//     ([diff.field]), the accusative „informację o …” the added or removed item ([diff.field_item]);
//     the two had been swapped.
//   - F2: the crawler „uwzględnia wiersz Crawl-delay”, as the page sentence says it, not „wiersz
//     Crawl-delay dotyczy robota”.
//   - F3: „do rozpoczęcia najbliższego okna”, not „do najbliższego początku okna”.
//   - F4: „każdego z tych robotów … roboty te”, so that the plural has its antecedent.
//   - F5: „W ramach tego zadania każdy serwis jest odwiedzany …”, without a passive agent.
//   - F6: „za pomocą protokołu”, not the bare instrumental „protokołem” (also in schemes_only and
//     schemes_fallback, the same fault).
//   - F7: cookies „nie są zachowywane na kolejne przebiegi”.
//   - F8: „… przeszukiwań sieci lub w indeksach archiwów internetowych”: two kinds of index.
//   - F9: the re-check is done „w ramach zadania … z harmonogramu”.
//   - F10: users „którzy wskażą ten sam adres”, not „odwołują się do”.
//   - F11: a run without changes „to tylko jedno żądanie na każdą listę”.
//   - F12: on triple-fetchers' page, the operator's label names the fetching, not the addresses
//     that the cap then counts again (examples/triple-fetchers/policy.toml).
//   - F13: „znacznik czasu z dziennika (logu) serwera”.
func TestReview41plWording(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "pl", []messageCase{
		// F1
		{"diff.field.removal_opt_outs", 0, nil, "rodzaje sprzeciwu, po których usuwamy zebrane dane"},
		{"diff.field_item.removal_opt_outs", 0, nil, "informację o rodzajach sprzeciwu, po których usuwamy zebrane dane"},
		// F2
		{"diff.field.agent_crawl_delay", 0, nil, "to, czy robot, który nie stosuje się do reguł z pliku robots.txt, uwzględnia wiersz Crawl-delay"},
		{"diff.state.agent_crawl_delay.yes", 0, nil, "robot uwzględnia teraz wiersz Crawl-delay z pliku robots.txt i zgodnie z nim zachowuje odstępy między pobraniami"},
		{"diff.state.agent_crawl_delay.no", 0, nil, "robot nie uwzględnia już wiersza Crawl-delay z pliku robots.txt"},
		// F3
		{"reaction.pause_until_window", 1, []any{"Windows", plain("„Noc”")}, "do rozpoczęcia najbliższego okna czasowego „Noc”"},
		{"reaction.pause_until_window", 2, []any{"Windows", plain("„Noc” lub „Weekend”")}, "do rozpoczęcia najbliższego z okien czasowych „Noc” lub „Weekend”"},
		{"reaction.pause_until_window", 5, []any{"Windows", plain("„A”, „B”, „C”, „D” lub „E”")}, "do rozpoczęcia najbliższego z okien czasowych „A”, „B”, „C”, „D” lub „E”"},
		{"diff.state.reaction_pause_until.yes", 0, nil, "przerwa trwa odtąd do rozpoczęcia najbliższego okna czasowego, w którym odbywa się pobieranie"},
		{"diff.state.reaction_pause_until.no", 0, nil, "przerwa nie trwa już do rozpoczęcia najbliższego okna czasowego"},
		{"diff.field.reaction_pause_until", 0, nil, "to, do kiedy trwa przerwa (do rozpoczęcia najbliższego okna czasowego czy do następnego przebiegu)"},
		{"diff.field_item.reaction_pause_until", 0, nil, "informację o tym, do kiedy trwa przerwa (do rozpoczęcia najbliższego okna czasowego czy do następnego przebiegu)"},
		// F4
		{"identification.tokens_case_all", 2, nil, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); roboty te rozróżniają przy tym wielkie i małe litery. Nazwy należy tam wpisać bez zmian, z zachowaniem wielkości liter."},
		{"identification.tokens_case_all", 5, nil, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); roboty te rozróżniają przy tym wielkie i małe litery. Nazwy należy tam wpisać bez zmian, z zachowaniem wielkości liter."},
		// F5
		{"job.site_interval", 0, []any{"T", dur(24*time.Hour, "")}, "W ramach tego zadania każdy serwis jest odwiedzany najwyżej raz na dobę."},
		// F6
		{"http.schemes_as_given", 0, []any{"First", plain("HTTPS"), "Then", plain("HTTP")}, "Każdy adres URL pobiera za pomocą protokołu wskazanego w tym adresie (HTTPS lub HTTP)."},
		{"http.schemes_only", 0, []any{"Scheme", plain("HTTPS")}, "Wysyła żądania wyłącznie za pomocą protokołu HTTPS."},
		{"http.schemes_fallback", 0, []any{"First", plain("HTTPS"), "Then", plain("HTTP")}, "Każdy adres URL pobiera najpierw za pomocą protokołu HTTPS, a za pomocą protokołu HTTP – tylko wtedy, gdy to żądanie się nie powiedzie."},
		// F7
		{"http.cookies.kept-per-run", 0, nil, "Zapisuje pliki cookie ustawiane przez serwis i odsyła je przy kolejnych żądaniach do tego serwisu w ramach tego samego przebiegu; pliki cookie nie są przenoszone do kolejnych przebiegów."},
		// F8
		{"target_source.web-archive-indexes", 0, nil, "serwisów, których adresy URL figurują w indeksach wcześniejszych przeszukiwań sieci lub w indeksach archiwów internetowych"},
		// F9
		{"request.re-check_jobs", 1, []any{"Jobs", plain("„Kontrola”")}, "natychmiastowe ponowne sprawdzenie Państwa serwisu (w ramach zadania „Kontrola” z harmonogramu)"},
		{"request.re-check_jobs", 2, []any{"Jobs", plain("„Kontrola” i „Pełne”")}, "natychmiastowe ponowne sprawdzenie Państwa serwisu (w ramach zadań „Kontrola” i „Pełne” z harmonogramu)"},
		// F10
		{"on_demand.cache_shared", 0, []any{"T", dur(30*time.Minute, "")}, "Odpowiedź jest wykorzystywana ponownie przez 30\u00a0minut dla wszystkich użytkowników, którzy wskażą ten sam adres: w tym czasie adres ten nie jest pobierany ponownie."},
		{"on_demand.cache_shared_about", 0, []any{"T", dur(30*time.Minute, "")}, "Odpowiedź jest wykorzystywana ponownie przez około 30\u00a0minut dla wszystkich użytkowników, którzy wskażą ten sam adres: w tym czasie adres ten nie jest pobierany ponownie."},
		// F11
		{"job.changes_only", 0, nil, "Pyta tylko o zmiany od poprzedniego przebiegu, więc przebieg bez zmian to tylko jedno żądanie na każdą listę."},
		// F13
		{"detail.log-timestamp", 0, nil, "znacznik czasu z dziennika (logu) serwera"},
	})
}

// TestReview41plPages pins review 41's fixes as the example pages print them; each line was missing
// before: F10 on link-preview's page, F11 on civic-ingestor's, F12 and F13 on triple-fetchers'.
func TestReview41plPages(t *testing.T) {
	checkPageLines(t, buildExample(t, "link-preview"), map[string][]string{"pl": {
		"- Odpowiedź jest wykorzystywana ponownie przez około 30\u00a0minut dla wszystkich użytkowników, którzy wskażą ten sam adres: w tym czasie adres ten nie jest pobierany ponownie.\n",
	}})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"Pyta tylko o zmiany od poprzedniego przebiegu, więc przebieg bez zmian to tylko jedno żądanie na każdą listę.",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"pl": {
		"- Adresy, do których robot dociera, wychodząc od jednego adresu startowego: liczba adresów w jednym przebiegu jest ograniczona (wartości limitu nie publikujemy).\n",
		"- W wiadomości prosimy podać nazwę hosta i znacznik czasu z dziennika (logu) serwera.\n",
	}})
}
