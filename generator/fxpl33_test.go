package generator

import (
	"strings"
	"testing"
	"time"
)

// The Polish editor's review 32 (/work/notes/s30/review32-pl.md): the exact Polish sentences, each
// with the finding it answers.

// TestPolishReview32Wording: each case failed before.
//
//   - F1: installations that others run send "one of this crawler's User-Agent strings given
//     above" (was „domyślny nagłówek User-Agent”, which the page does not define and which names
//     one header of two); where the crawler has one, „podany wyżej nagłówek User-Agent tego
//     robota”; the field names it „podany na stronie z zasadami” (it is read on the page of
//     changes too).
//   - F2: a kind of fetch that the operator keeps to a time window at the site's request (was
//     „które serwis może ograniczyć”, as if the site did it itself).
//   - F3: „dzień lub wydarzenie wymienione w harmonogramie” (was „wydarzenie”: a day is no event).
//   - F4: only Sitemap lines that point to a sitemap on the same host (was „wierszy Sitemap tylko
//     na tym samym hoście”: every line of robots.txt is).
//   - F5: the region of an IP address or prefix (network.addresses[].region, the only use of
//     address_region) is „region, do którego jest przypisany”, after „dla adresu IP …” or „dla
//     prefiksu IP …” (was „region” alone; the review's „region w adresie pocztowym” would be
//     false: it is not the postal address's region).
//   - F6: a crawler follows a redirect (was „wykonywanie przekierowań”: the server makes it).
//   - F7: no opt-out is said as the pages say an opt-out, „wyłączyć serwis z pobierania” (was „serwis
//     nie może sprzeciwić się”, read as a legal right denied); „sprzeciw” stays where a legal
//     objection is meant (removed_after_opt_out and its siblings, answers.no_opt_out).
//   - F8: a group „nie blokuje pobierania w ramach zadania” (was „nie wstrzymuje zadania”, and „temu
//     pobieraniu” without an antecedent); F9: an entry in robots.txt „zablokować” (was
//     „wstrzymać”, which the pages use for a pause), in the three snippet intros that said it.
//   - F11: „kolejne” intervals (was „Dodano dodatkowe”); F12: links off the site followed „o jeden
//     poziom” (was „krok”), as the pages say it.
//   - F13: a pause's threshold counts „takich zdarzeń”, and „z rzędu” where they must follow each
//     other (was „liczba błędów” for both).
//   - F14–F25: the fields of diff.field_item (and their nominative in diff.field) in the pages'
//     terms: „po sprzeciwie administratora serwisu”, „warunków korzystania z serwisów”, „odstęp”
//     for a spacing, „dalsze używanie”, „odpytywanie”, „ponawianie żądań”, „przebieg”, „jest w
//     liczbie mnogiej”, „postać”, „rodzaj terminu”, „maksymalną liczbę stron”, „po odpowiedzi
//     HTTP 403”, „kod odpowiedzi 4xx dla pliku robots.txt”, „nagłówki żądań warunkowych”,
//     „wartość limitu”, „o jakie można poprosić”, „zdarzenia uruchamiające zadanie”, „stron
//     odczytanych bez wykrycia zmian”, „na którą przypada limit” (was „liczona jest liczba”), and
//     „w naszym serwisie”.
//   - F26: „nie częściej niż raz na godzinę” (was „nie częściej niż co godzinę”).
//   - F27: „ale nigdy ich nie wysyła” (was „formularzy” twice).
//   - F28: „grupa, w której wymieniono …” (was „grupa, która wymienia …”), on the pages and in
//     sitegen diff.
//   - F29: „Poniższe zobowiązanie dotyczy …” before the commitment (was „To zobowiązanie”).
//   - F30: „blokowaną ścieżkę” (was „ścieżkę blokowaną przez wpis” after „we wpisie”), „sposób jej
//     przesłania” (was „sposób przesłania prośby” after „dla prośby”).
func TestPolishReview32Wording(t *testing.T) {
	ls := localizers(t)
	docs := plain("„Dokumenty”")
	two := plain("„Dokumenty” i „Zdjęcia”")
	cases := []messageCase{
		// F1
		{"self_hosted.default_user_agent_variants", 1, []any{"Jobs", docs}, "Przy zadaniu „Dokumenty” zwykle nadal wysyłają jeden z podanych wyżej nagłówków User-Agent tego robota."},
		{"self_hosted.default_user_agent_variants", 2, []any{"Jobs", two}, "Przy zadaniach „Dokumenty” i „Zdjęcia” zwykle nadal wysyłają jeden z podanych wyżej nagłówków User-Agent tego robota."},
		{"self_hosted.default_user_agent_variants", 5, []any{"Jobs", two}, "Przy zadaniach „Dokumenty” i „Zdjęcia” zwykle nadal wysyłają jeden z podanych wyżej nagłówków User-Agent tego robota."},
		{"self_hosted.default_user_agent", 1, []any{"Jobs", docs}, "Przy zadaniu „Dokumenty” zwykle nadal wysyłają podany wyżej nagłówek User-Agent tego robota."},
		{"self_hosted.default_user_agent", 2, []any{"Jobs", two}, "Przy zadaniach „Dokumenty” i „Zdjęcia” zwykle nadal wysyłają podany wyżej nagłówek User-Agent tego robota."},
	}
	// Fields whose nominative (diff.field) and accusative (diff.field_item) are the same words.
	for id, want := range map[string]string{
		// F1
		"self_hosted_default_user_agent_job": "zadanie, przy którym instalacje uruchamiane przez inne podmioty zwykle nadal wysyłają nagłówek User-Agent tego robota podany na stronie z zasadami",
		// F2
		"contact_request_job": "zadanie, które na prośbę administratora serwisu można ograniczyć do okna czasowego",
		// F3
		"occasion": "dzień lub wydarzenie wymienione w harmonogramie",
		// F4
		"sitemaps_same_host": "uwzględnianie tylko tych wierszy Sitemap, które wskazują mapy witryny na tym samym hoście co plik robots.txt",
		// F5
		"address_region": "region, do którego jest przypisany",
		// F6
		"redirects_check_robots_txt": "sprawdzanie robots.txt przed podążeniem za przekierowaniem",
	} {
		cases = append(cases, messageCase{"diff.field." + id, 0, nil, want}, messageCase{"diff.field_item." + id, 0, nil, want})
	}
	// F6; added or removed, it is „informację o zakresie …” (Polish review 35, F4).
	cases = append(cases,
		messageCase{"diff.field.redirects_within", 0, nil, "zakres podążania za przekierowaniami"},
		messageCase{"diff.field_item.redirects_within", 0, nil, "informację o zakresie podążania za przekierowaniami"})
	jobs1, jobs2 := plain("„Dokumenty”"), plain("„Dokumenty” i „Zdjęcia”")
	robot := plain("robota `X`")
	cases = append(cases, []messageCase{
		// F7
		{"agent.jobs_not_read_no_opt_out", 1, []any{"Jobs", jobs1, "Section", plain("S")}, "Wyjątkiem jest zadanie „Dokumenty”: przy nim robot nie stosuje się do reguł z pliku robots.txt, a serwisu nie można wyłączyć z pobierania w ramach tego zadania (zob. sekcję „S”)."},
		{"agent.jobs_not_read_no_opt_out", 2, []any{"Jobs", jobs2, "Section", plain("S")}, "Wyjątkiem są zadania „Dokumenty” i „Zdjęcia”: przy nich robot nie stosuje się do reguł z pliku robots.txt, a serwisu nie można wyłączyć z pobierania w ramach tych zadań (zob. sekcję „S”)."},
		{"job.no_opt_out", 0, nil, "Serwisu nie można wyłączyć z pobierania w ramach tego zadania."},
		{"agent.no_opt_out", 0, nil, "Serwisu nie można wyłączyć z pobierania przez tego robota."},
		{"robots.jobs_no_opt_out", 1, []any{"Jobs", jobs1}, "Serwisu nie można wyłączyć z pobierania w ramach zadania „Dokumenty”."},
		{"robots.jobs_no_opt_out", 5, []any{"Jobs", jobs2}, "Serwisu nie można wyłączyć z pobierania w ramach zadań „Dokumenty” i „Zdjęcia”."},
		{"diff.state.job_opt_out.no", 0, nil, "serwis można odtąd wyłączyć z pobierania w ramach tego zadania"},
		{"diff.state.job_opt_out.yes", 0, nil, "serwisu nie można już wyłączyć z pobierania w ramach tego zadania"},
		{"diff.state.opt_out.no", 0, nil, "serwis można odtąd wyłączyć z pobierania przez robota"},
		{"diff.state.opt_out.yes", 0, nil, "serwisu nie można już wyłączyć z pobierania przez robota"},
		// F8
		{"robots.jobs_not_stopped_no_opt_out", 1, []any{"Jobs", jobs1}, "Grupa w pliku robots.txt nie blokuje pobierania w ramach zadania „Dokumenty”, ponieważ przy tym zadaniu robot nie stosuje się do reguł z tego pliku; serwisu nie można też w inny sposób wyłączyć z tego pobierania."},
		{"robots.jobs_not_stopped_no_opt_out", 2, []any{"Jobs", jobs2}, "Grupa w pliku robots.txt nie blokuje pobierania w ramach zadań „Dokumenty” i „Zdjęcia”, ponieważ przy tych zadaniach robot nie stosuje się do reguł z tego pliku; serwisu nie można też w inny sposób wyłączyć z tego pobierania."},
		{"robots.jobs_not_stopped", 1, []any{"Jobs", jobs1}, "Grupa w pliku robots.txt nie blokuje pobierania w ramach zadania „Dokumenty”, ponieważ przy tym zadaniu robot nie stosuje się do reguł z tego pliku."},
		{"robots.jobs_not_stopped", 5, []any{"Jobs", jobs2}, "Grupa w pliku robots.txt nie blokuje pobierania w ramach zadań „Dokumenty” i „Zdjęcia”, ponieważ przy tych zadaniach robot nie stosuje się do reguł z tego pliku."},
		// F9
		{"opt_out.snippets_intro_jobs_no_opt_out", 1, []any{"Agents", robot, "Jobs", jobs1}, "Wpis w pliku robots.txt wystarczy, aby zablokować wszelkie pobieranie przez robota `X` z wyjątkiem pobierania w ramach zadania „Dokumenty”: przy nim robot nie stosuje się do reguł z tego pliku, a serwisu nie można wyłączyć z tego pobierania."},
		{"opt_out.snippets_intro_jobs_no_opt_out", 2, []any{"Agents", robot, "Jobs", jobs2}, "Wpis w pliku robots.txt wystarczy, aby zablokować wszelkie pobieranie przez robota `X` z wyjątkiem pobierania w ramach zadań „Dokumenty” i „Zdjęcia”: przy nich robot nie stosuje się do reguł z tego pliku, a serwisu nie można wyłączyć z tego pobierania."},
		{"opt_out.snippets_intro_jobs", 1, []any{"Agents", robot, "Jobs", jobs1}, "Wpis w pliku robots.txt wystarczy, aby zablokować wszelkie pobieranie przez robota `X` z wyjątkiem pobierania w ramach zadania „Dokumenty”, przy którym robot nie stosuje się do reguł z tego pliku."},
		{"opt_out.snippets_intro_other", 1, nil, "Aby zablokować wszystkie pozostałe rodzaje pobierania wykonywanego przez robota, wystarczy odpowiedni wpis w pliku robots.txt – kontakt z nami nie jest konieczny."},
		// F12
		{"follows_links_off_site.within-site", 1, nil, "Podąża za linkami w obrębie serwisu, z którego pobiera treści, a za linkami prowadzącymi do innych serwisów – tylko o jeden poziom: pobiera stronę, do której prowadzi link, ale nie podąża za linkami na tej stronie."},
		{"follows_links_off_site.within-site", 2, nil, "Podąża za linkami w obrębie serwisu, z którego pobiera treści, a za linkami prowadzącymi do innych serwisów – najwyżej o 2\u00a0poziomy."},
		{"follows_links_off_site.within-domain", 5, nil, "Podąża za linkami do wszystkich nazw hostów w tej samej zarejestrowanej domenie co serwis, z którego pobiera treści, a za linkami prowadzącymi do innych domen – najwyżej o 5\u00a0poziomów."},
		{"follows_links_short_off_site.within-site", 1, nil, "w obrębie serwisu i o jeden poziom poza nim"},
		{"follows_links_short_off_site.within-domain", 3, nil, "w obrębie domeny i najwyżej o 3\u00a0poziomy poza nią"},
		// F27
		{"promise.no-form-submission", 0, nil, "Robot nigdy nie wysyła formularzy."},
		{"promise_agent.no-form-submission", 0, nil, "Nigdy nie wysyła formularzy."},
		{"promise_all.no-form-submission", 0, nil, "Roboty nigdy nie wysyłają formularzy."},
		// F28
		{"agent.ignores_star_group", 0, []any{"Star", plain("`*`")}, "Nie stosuje się do reguł grupy `*`; obowiązuje go wyłącznie grupa, w której wymieniono go z nazwy."},
		{"robots.own_group", 1, []any{"Tokens", plain("`X`")}, "Wystarczy grupa, w której wymieniono `X`; obejmuje ona wszystkie rodzaje pobierania tego robota."},
		{"robots.own_group_where_read", 2, []any{"Tokens", plain("`X` i `Y`")}, "Dla każdego z robotów `X` i `Y` wystarczy jedna grupa, w której wymieniono jego nazwę; obejmuje ona wszystkie rodzaje pobierania tego robota, przy których plik robots.txt jest odczytywany."},
		{"agent.legacy_restrict_only", 2, []any{"Tokens", plain("`a` i `b`")}, "Dawne tokeny `a` i `b` są nadal uwzględniane, lecz wyłącznie jako ograniczenie: grupa, w której wymieniono którykolwiek z nich, może blokować ścieżki, ale nigdy nie odblokowuje żadnej ścieżki."},
		{"diff.class.identity_token", 0, nil, "Listy dozwolonych robotów (białe listy), filtry rozpoznające tego robota i grupy w robots.txt, w których wymieniono ten token, mogą wymagać aktualizacji."},
		// F29
		{"commitments.all_agents", 1, []any{"Agents", plain("`A`, `B` i `C`")}, "Poniższe zobowiązanie dotyczy każdego z robotów opisanych na tej stronie: `A`, `B` i `C`."},
		{"commitments.all_agents", 2, []any{"Agents", plain("`A`, `B` i `C`")}, "Poniższe zobowiązania dotyczą każdego z robotów opisanych na tej stronie: `A`, `B` i `C`."},
	}...)
	// F7, F11, F13–F25, F30: fields by their nominative (diff.field) and accusative
	// (diff.field_item).
	for id, want := range map[string][2]string{
		"job_opt_out":                  {"możliwość wyłączenia serwisu z pobierania w ramach zadania", "możliwość wyłączenia serwisu z pobierania w ramach zadania"},
		"opt_out":                      {"możliwość wyłączenia serwisu z pobierania przez robota", "możliwość wyłączenia serwisu z pobierania przez robota"},
		"intervals":                    {"kolejne minimalne odstępy między żądaniami", "kolejne minimalne odstępy między żądaniami"},
		"interval":                     {"kolejny minimalny odstęp między dwoma żądaniami", "kolejny minimalny odstęp między dwoma żądaniami"},
		"reaction_threshold":           {"liczba takich zdarzeń, po której następuje przerwa", "liczbę takich zdarzeń, po której następuje przerwa"},
		"reaction_threshold_in_a_row":  {"liczba takich zdarzeń z rzędu, po której następuje przerwa", "liczbę takich zdarzeń z rzędu, po której następuje przerwa"},
		"removed_after_opt_out":        {"czas, w jakim zebrane dane są usuwane po sprzeciwie administratora serwisu", "czas, w jakim zebrane dane są usuwane po sprzeciwie administratora serwisu"},
		"terms_of_use":                 {"czy robot przestrzega warunków korzystania z serwisów", "informację o tym, czy robot przestrzega warunków korzystania z serwisów"},
		"response_time_delay":          {"odstęp zależny od czasu odpowiedzi", "odstęp zależny od czasu odpowiedzi"},
		"response_time_delay_bound":    {"granica odstępu zależnego od czasu odpowiedzi", "granicę odstępu zależnego od czasu odpowiedzi"},
		"robots_keep_last_good":        {"dalsze używanie ostatniej kopii robots.txt, gdy plik jest nieosiągalny", "dalsze używanie ostatniej kopii robots.txt, gdy plik jest nieosiągalny"},
		"job_changes_only":             {"odpytywanie serwisu wyłącznie o zmiany", "odpytywanie serwisu wyłącznie o zmiany"},
		"retries_from_other_region":    {"ponawianie żądań z innego regionu", "ponawianie żądań z innego regionu"},
		"cadence_from_each_region":     {"liczba regionów, z których wykonywany jest każdy przebieg", "liczbę regionów, z których wykonywany jest każdy przebieg"},
		"site_title_plural":            {"język, w którym tytuł strony jest w liczbie mnogiej", "język, w którym tytuł strony jest w liczbie mnogiej"},
		"user_agent_form":              {"postać, w jakiej ciąg User-Agent występuje w nagłówku", "postać, w jakiej ciąg User-Agent występuje w nagłówku"},
		"occasion_kind":                {"rodzaj terminu (cały dzień kalendarzowy albo wydarzenie lub okres)", "rodzaj terminu (cały dzień kalendarzowy albo wydarzenie lub okres)"},
		"concurrency_page_loads":       {"maksymalna liczba stron wczytywanych jednocześnie", "maksymalną liczbę stron wczytywanych jednocześnie"},
		"min_interval_page_loads":      {"minimalny odstęp między dwoma wczytaniami stron", "minimalny odstęp między dwoma wczytaniami stron"},
		"comparison_follows_redirects": {"czy żądanie porównawcze po odpowiedzi HTTP 403 podąża za przekierowaniami", "informację o tym, czy żądanie porównawcze po odpowiedzi HTTP 403 podąża za przekierowaniami"},
		"comparison_max":               {"liczba żądań porównawczych po odpowiedzi HTTP 403", "liczbę żądań porównawczych po odpowiedzi HTTP 403"},
		"comparison_per":               {"jednostka, na którą przypada limit żądań porównawczych po odpowiedzi HTTP 403", "jednostkę, na którą przypada limit żądań porównawczych po odpowiedzi HTTP 403"},
		"robots_unavailable_status":    {"kod odpowiedzi 4xx dla pliku robots.txt, przy którym plik jest traktowany jako nieosiągalny", "kod odpowiedzi 4xx dla pliku robots.txt, przy którym plik jest traktowany jako nieosiągalny"},
		"robots_unavailable_statuses":  {"kody odpowiedzi 4xx dla pliku robots.txt, przy których plik jest traktowany jako nieosiągalny", "kody odpowiedzi 4xx dla pliku robots.txt, przy których plik jest traktowany jako nieosiągalny"},
		"conditional_requests":         {"nagłówki żądań warunkowych", "nagłówki żądań warunkowych"},
		"quota_max":                    {"wartość limitu", "wartość limitu"},
		"faster_request_min_interval":  {"najszybsze tempo, o jakie można poprosić (najkrótszy odstęp między żądaniami)", "najszybsze tempo, o jakie można poprosić (najkrótszy odstęp między żądaniami)"},
		"job_triggers":                 {"zdarzenia uruchamiające zadanie", "zdarzenia uruchamiające zadanie"},
		"job_max_unchanged_pages":      {"maksymalna liczba stron odczytanych bez wykrycia zmian", "maksymalną liczbę stron odczytanych bez wykrycia zmian"},
		"job_hide_when_gone":           {"ukrywanie zasobu w naszym serwisie, gdy zauważymy, że zniknął z serwisu źródłowego", "zobowiązanie do ukrywania zasobu w naszym serwisie, gdy tylko zauważymy, że zniknął z serwisu źródłowego"},
		"snippet_path":                 {"blokowana ścieżka", "blokowaną ścieżkę"},
		"contact_request_via":          {"sposób jej przesłania", "sposób jej przesłania"},
	} {
		cases = append(cases, messageCase{"diff.field." + id, 0, nil, want[0]}, messageCase{"diff.field_item." + id, 0, nil, want[1]})
	}
	checkMessages(t, ls, "pl", cases)

	// F26: the legend of the week, with each duration after „raz”.
	for _, tt := range []struct {
		d    time.Duration
		want string
	}{
		{time.Hour, "„Dokumenty”: nie częściej niż raz na godzinę"},
		{5 * time.Minute, "„Dokumenty”: nie częściej niż raz na 5\u00a0minut"},
		{2 * time.Hour, "„Dokumenty”: nie częściej niż raz na 2\u00a0godziny"},
	} {
		if got := ls["pl"].t("week.every_at_most", "Interval", dur(tt.d, ""), "Jobs", jobs1).Plain(); got != tt.want {
			t.Errorf("pl week.every_at_most %v:\n got %q\nwant %q", tt.d, got, tt.want)
		}
	}

	// F13, F28, F30 in sitegen diff, where the review read them.
	for name, want := range map[string]string{
		"threshold higher":            "/errors/reactions/0/threshold | looser | Zmiana dla zdarzenia „nieudane żądanie lub błąd HTTP 429 (Too Many Requests) w jednej synchronizacji”: liczba takich zdarzeń, po której następuje przerwa – dotychczas: 5; odtąd: 10. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		"legacy token removed":        "/agents/civic-ingestor/legacy_tokens/0 | identity | Usunięto dla robota „civic-ingestor” dawny token produktu „civic-file-cache”, dotychczas uwzględniany wyłącznie jako ograniczenie. Grupa w pliku robots.txt, w której wymieniono wyłącznie ten token, nie dotyczy już robota. Listy dozwolonych robotów (białe listy), filtry rozpoznające tego robota i grupy w robots.txt, w których wymieniono ten token, mogą wymagać aktualizacji.",
		"only the first group obeyed": "/agents/civic-ingestor/group_matching | looser | Zmiana dla robota „civic-ingestor”: sposób wybierania w pliku robots.txt grup, do których robot się stosuje – dotychczas: zgodnie z RFC 9309; odtąd: „Stosuje się wyłącznie do pierwszej grupy w pliku robots.txt, w której go wymieniono, a każdą kolejną grupę, w której również go wymieniono, pomija (według RFC 9309 takie grupy się łączy); jeśli nie ma własnej grupy, stosuje się wyłącznie do pierwszej grupy «*»”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		"snippet blocks a path less":  "/snippets/no-pdf/paths/0 | looser | Usunięto z gotowego wpisu „Blokada tylko plików PDF” blokowaną ścieżkę: „/*.pdf$”. Wpis będzie odtąd blokował mniej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu. Zmiana wymaga zatwierdzenia.",
		"snippet blocks another path": "/snippets/no-pdf/paths/1 | stricter | Dodano do gotowego wpisu „Blokada tylko plików PDF” blokowaną ścieżkę: „/tmp/”. Wpis będzie odtąd blokował więcej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu.",
	} {
		checkReviewLines(t, "pl "+name, reviewCaseSentences(t, "pl", name), []string{want})
	}
	checkReviewLines(t, "pl customer dashboard for a request", reviewCaseSentences(t, "pl", "customer dashboard for a request"), []string{
		"/contact/requests/0/via/0 | contact | Dodano dla prośby „wolniejsze tempo” sposób jej przesłania: „e-mailem”. Tę prośbę można było już wcześniej przesłać e-mailem; ten sposób jest teraz wymieniony wprost.",
	})

	// F1 on civic-ingestor's page, where the review read it.
	// F28 too.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"- Przy zadaniu „Dokumenty” zwykle nadal wysyłają jeden z podanych wyżej nagłówków User-Agent tego robota.",
		"- Dawne tokeny `civic-file-cache` i `civic` są nadal uwzględniane, lecz wyłącznie jako ograniczenie: grupa, w której wymieniono którykolwiek z nich, może blokować ścieżki, ale nigdy nie odblokowuje żadnej ścieżki.",
	}})
	// F29 on triple-fetchers' page.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"pl": {
		"Poniższe zobowiązanie dotyczy każdego z robotów opisanych na tej stronie: `ExampleWatch`, `ExampleWorkflow` i `ExampleFetch`.",
	}})
	// F11 on linkgraph-bot's page of changes.
	if md := string(buildExampleWithHistory(t, "linkgraph-bot").Files["pl/changes.md"]); !strings.Contains(md, "- Dodano kolejne minimalne odstępy między żądaniami. Brzmienie: „Ponadto") {
		t.Errorf("pl/changes.md of linkgraph-bot lacks „Dodano kolejne minimalne odstępy między żądaniami”:\n%s", md)
	}
}
