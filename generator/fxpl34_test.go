package generator

import "testing"

// The Polish editor's review 33 (/work/notes/s31/review33-pl.md): the exact Polish sentences, each
// with the finding it answers. F1–F3 and F10 were fixed by 9568490e (TestReview33Wording).

// TestPolishReview33Wording: each case failed before.
//
//   - F4: the robot obeys robots.txt or not, at a job („przy tym zadaniu robot nie stosuje się do
//     reguł z pliku robots.txt”, as the page of changes already said), not the job itself (was „to
//     zadanie nie stosuje się”, „które nie stosuje się”, „nie stosuje się ono”), in every sentence
//     that said it of a job, also those the review did not quote (agent.jobs_not_read,
//     robots.outcome_except_jobs, robots.crawl_delay_*_jobs, job.not_read_because, the field
//     job_crawl_delay); the snippet intros set fetching against fetching („z wyjątkiem pobierania w
//     ramach zadania”, was „z wyjątkiem zadania”).
//   - F5: the same registrable domain „co serwis, z którego pobiera treści” (the comparison was
//     left unfinished), in follows_links too.
//   - F6: „Wpis w pliku robots.txt temu nie zapobiegnie – może to zrobić prośba skierowana do nas.” (was
//     „temu” twice and „operatora” where the page says „my”).
//   - F7: the form is never submitted („nigdy nie wysyła formularza”; „ich” read as the fields).
//   - F8: „miejsce (panel lub portal)” (was „panel klienta lub portal”, the template showing).
//   - F9: the rules that compare User-Agent strings may need updating (was the strings themselves,
//     which are the operator's).
//   - F11: the legal basis of the robot's activity („podstawy prawnej działania robota”), in the
//     basis's name and address too.
//   - F12: „odstępy między żądaniami nie są wtedy nigdy krótsze niż podana wartość”.
//   - F13: the parameter keyid „ma wartość równą” the thumbprint (was a dash for the verb).
//   - F14: „(wielkość liter nie ma przy tym znaczenia)” attached to the matching, not to reading.
//   - Round 32 F30 and F31: see the cases in sitegen diff below.
func TestPolishReview33Wording(t *testing.T) {
	ls := localizers(t)
	jobs1, jobs2 := plain("„Dokumenty”"), plain("„Dokumenty” i „Zdjęcia”")
	robot := plain("robota `X`")
	cases := []messageCase{
		// F4
		{"agent.jobs_not_read", 1, []any{"Jobs", jobs1, "Section", plain("S")}, "Wyjątkiem jest zadanie „Dokumenty”: przy nim robot nie stosuje się do reguł z pliku robots.txt (zob. sekcję „S”)."},
		{"agent.jobs_not_read", 2, []any{"Jobs", jobs2, "Section", plain("S")}, "Wyjątkiem są zadania „Dokumenty” i „Zdjęcia”: przy nich robot nie stosuje się do reguł z pliku robots.txt (zob. sekcję „S”)."},
		{"agent.jobs_not_read_no_opt_out", 1, []any{"Jobs", jobs1, "Section", plain("S")}, "Wyjątkiem jest zadanie „Dokumenty”: przy nim robot nie stosuje się do reguł z pliku robots.txt, a serwisu nie można wyłączyć z pobierania w ramach tego zadania (zob. sekcję „S”)."},
		{"agent.jobs_not_read_no_opt_out", 5, []any{"Jobs", jobs2, "Section", plain("S")}, "Wyjątkiem są zadania „Dokumenty” i „Zdjęcia”: przy nich robot nie stosuje się do reguł z pliku robots.txt, a serwisu nie można wyłączyć z pobierania w ramach tych zadań (zob. sekcję „S”)."},
		{"robots.jobs_not_stopped", 1, []any{"Jobs", jobs1}, "Grupa w pliku robots.txt nie blokuje pobierania w ramach zadania „Dokumenty”, ponieważ przy tym zadaniu robot nie stosuje się do reguł z tego pliku."},
		{"robots.jobs_not_stopped", 2, []any{"Jobs", jobs2}, "Grupa w pliku robots.txt nie blokuje pobierania w ramach zadań „Dokumenty” i „Zdjęcia”, ponieważ przy tych zadaniach robot nie stosuje się do reguł z tego pliku."},
		{"robots.jobs_not_stopped_no_opt_out", 1, []any{"Jobs", jobs1}, "Grupa w pliku robots.txt nie blokuje pobierania w ramach zadania „Dokumenty”, ponieważ przy tym zadaniu robot nie stosuje się do reguł z tego pliku; serwisu nie można też w inny sposób wyłączyć z tego pobierania."},
		{"robots.jobs_not_stopped_no_opt_out", 5, []any{"Jobs", jobs2}, "Grupa w pliku robots.txt nie blokuje pobierania w ramach zadań „Dokumenty” i „Zdjęcia”, ponieważ przy tych zadaniach robot nie stosuje się do reguł z tego pliku; serwisu nie można też w inny sposób wyłączyć z tego pobierania."},
		{"opt_out.snippets_intro_jobs", 1, []any{"Agents", robot, "Jobs", jobs1}, "Wpis w pliku robots.txt wystarczy, aby zablokować wszelkie pobieranie przez robota `X` z wyjątkiem pobierania w ramach zadania „Dokumenty”, przy którym robot nie stosuje się do reguł z tego pliku."},
		{"opt_out.snippets_intro_jobs", 2, []any{"Agents", robot, "Jobs", jobs2}, "Wpis w pliku robots.txt wystarczy, aby zablokować wszelkie pobieranie przez robota `X` z wyjątkiem pobierania w ramach zadań „Dokumenty” i „Zdjęcia”, przy których robot nie stosuje się do reguł z tego pliku."},
		{"opt_out.snippets_intro_jobs_no_opt_out", 1, []any{"Agents", robot, "Jobs", jobs1}, "Wpis w pliku robots.txt wystarczy, aby zablokować wszelkie pobieranie przez robota `X` z wyjątkiem pobierania w ramach zadania „Dokumenty”: przy nim robot nie stosuje się do reguł z tego pliku, a serwisu nie można wyłączyć z tego pobierania."},
		{"opt_out.snippets_intro_jobs_no_opt_out", 5, []any{"Agents", robot, "Jobs", jobs2}, "Wpis w pliku robots.txt wystarczy, aby zablokować wszelkie pobieranie przez robota `X` z wyjątkiem pobierania w ramach zadań „Dokumenty” i „Zdjęcia”: przy nich robot nie stosuje się do reguł z tego pliku, a serwisu nie można wyłączyć z tego pobierania."},
		{"embedded.robots_txt_except_jobs", 1, []any{"Jobs", jobs1}, "Nie dotyczy to zasobów pobieranych wraz ze stronami w ramach zadania „Dokumenty”, ponieważ przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt."},
		{"embedded.robots_txt_except_jobs", 2, []any{"Jobs", jobs2}, "Nie dotyczy to zasobów pobieranych wraz ze stronami w ramach zadań „Dokumenty” i „Zdjęcia”, ponieważ przy tych zadaniach robot nie stosuje się do reguł z pliku robots.txt."},
		{"robots.outcome_except_jobs", 1, []any{"Jobs", jobs1}, "Nie dotyczy to zadania „Dokumenty”, przy którym robot nie stosuje się do reguł z pliku robots.txt."},
		{"robots.crawl_delay_except_jobs", 2, []any{"Jobs", jobs2}, "Wiersz Crawl-delay nie dotyczy zadań „Dokumenty” i „Zdjęcia”, przy których robot nie stosuje się do reguł z pliku robots.txt."},
		{"robots.crawl_delay_also_jobs", 1, []any{"Jobs", jobs1}, "Wiersz Crawl-delay dotyczy także zadania „Dokumenty”, przy którym robot nie stosuje się do pozostałych reguł z pliku robots.txt."},
		{"job.not_read_because.legal-mandate", 0, nil, "Przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt: pobieranie odbywa się na podstawie przepisów prawa."},
		{"diff.field.job_crawl_delay", 0, nil, "to, czy wiersz Crawl-delay dotyczy zadania, przy którym robot nie stosuje się do reguł z pliku robots.txt"},
		{"diff.field_item.job_crawl_delay", 0, nil, "informację o tym, czy wiersz Crawl-delay jest uwzględniany w zadaniu, w którym robot nie stosuje się do reguł z pliku robots.txt"},
		// F5
		{"follows_links_off_site.within-domain", 1, nil, "Podąża za linkami do wszystkich nazw hostów w tej samej zarejestrowanej domenie co serwis, z którego pobiera treści, a za linkami prowadzącymi do innych domen – tylko o jeden poziom: pobiera stronę, do której prowadzi link, ale nie podąża za linkami na tej stronie."},
		{"follows_links_off_site.within-domain", 5, nil, "Podąża za linkami do wszystkich nazw hostów w tej samej zarejestrowanej domenie co serwis, z którego pobiera treści, a za linkami prowadzącymi do innych domen – najwyżej o 5\u00a0poziomów."},
		{"follows_links.within-domain", 0, nil, "Podąża za linkami do wszystkich nazw hostów w tej samej zarejestrowanej domenie co serwis, z którego pobiera treści (np. w domenie example.pl – do example.pl i wszystkich jej subdomen), ale nie dalej."},
		// F6
		{"robots.request_stops_it", 0, nil, "Wpis w pliku robots.txt temu nie zapobiegnie – może to zrobić prośba skierowana do nas."},
		// F7
		{"promise.no-form-submission", 0, nil, "Robot nigdy nie wysyła formularzy."},
		{"promise_agent.no-form-submission", 0, nil, "Nigdy nie wysyła formularzy."},
		{"promise_all.no-form-submission", 0, nil, "Roboty nigdy nie wysyłają formularzy."},
		// F11
		{"diff.field.legal_basis_urls", 0, nil, "adres, pod którym opublikowano tekst podstawy prawnej działania robota"},
		{"diff.field_item.legal_basis_urls", 0, nil, "adres, pod którym opublikowano tekst podstawy prawnej działania robota"},
		{"diff.field.legal_basis_url", 0, nil, "adres, pod którym opublikowano tekst podstawy prawnej działania robota"},
		{"diff.field.legal_basis_name", 0, nil, "nazwa podstawy prawnej działania robota"},
		{"diff.field_item.legal_basis_name", 0, nil, "nazwę podstawy prawnej działania robota"},
		// F14
		{"agent.group_matching.rfc9309", 0, []any{"Star", plain("`*`")}, "Grupy w pliku robots.txt wybiera zgodnie z RFC 9309: wszystkie grupy, w których go wymieniono (wielkość liter nie ma przy tym znaczenia), odczytuje łącznie jako jedną; jeśli nie ma własnej grupy, stosuje się do grupy `*`."},
	}
	checkMessages(t, ls, "pl", cases)

	// F8 and F9 in sitegen diff, where the review read them.
	checkReviewLines(t, "pl F8", reviewCaseSentences(t, "pl", "customer dashboard for a request"), []string{
		"/contact/portal | contact | Dodano panel wymagający zalogowania, w którym administratorzy serwisów mogą przesyłać prośby: „Panel klienta: https://civic.example/dashboard”. Prośby można odtąd przesyłać także tą drogą.",
	})
	checkReviewLines(t, "pl F9", reviewCaseSentences(t, "pl", "published elsewhere"), []string{
		"/site/base_url | identity | Zmiana: adres, pod którym opublikowano zasady – dotychczas: „https://civic.example/crawler/”; odtąd: „https://crawler.civic.example/”. W narzędziach weryfikujących, które pobierają plik ips.json, może być konieczne wpisanie nowego adresu. Jeśli nagłówek User-Agent robota zawiera adres strony z zasadami, także ten nagłówek może się zmienić – reguły filtrowania porównujące cały ciąg User-Agent mogą wtedy wymagać aktualizacji.",
	})

	// F12 on gmina-bot's page, F13 on triple-fetchers', where the review read them.
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"pl": {
		"Jeśli `GminaBot` nie ma jeszcze własnej grupy w Państwa pliku robots.txt, należy ją utworzyć jak w przykładzie i skopiować do niej te reguły (wiersze Disallow i Allow) z grupy `*`, które mają nadal obowiązywać tego robota: według RFC 9309 robot, który ma własną grupę, nie stosuje się już do grupy `*`. Wartość Crawl-delay działa tylko wtedy, gdy jest większa niż minimalny odstęp robota między żądaniami (2\u00a0sekundy). Wartość nie większa niż zwykły odstęp (3\u00a0sekundy) jedynie podnosi ten minimalny odstęp: odstępy między żądaniami nie są wtedy nigdy krótsze niż podana wartość, a zwykłe tempo robota się nie zmienia. Dopiero większa wartość sprawia, że robot działa wolniej niż zwykle.",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"pl": {
		"Podpisane żądanie zawiera nagłówki `Signature` i `Signature-Input` (HTTP Message Signatures, RFC 9421). Aby sprawdzić podpis, należy się upewnić, że nagłówek `Signature-Input` zawiera parametr `tag` o wartości `web-bot-auth`, a parametr `keyid` ma wartość równą podanemu wyżej odciskowi klucza (JWK thumbprint); następnie pobrać z katalogu kluczy klucz publiczny, zweryfikować podpis obejmujący komponenty wymienione w nagłówku `Signature-Input` i sprawdzić, czy bieżący czas mieści się między wartościami `created` i `expires`.",
	}})

	// Round 32's F30 and F31 in sitegen diff's plain text (/work/notes/s30/review32-pl.md), each
	// failed before:
	//   - F30: an item removed from a snippet „ze wpisu”, added „do wpisu” (was „we wpisie” for
	//     both): diff.context_from.snippet and diff.context_to.snippet ({{.Context.From}},
	//     {{.Context.To}}), as diff.context.snippet in en, de and fr, whose sentences do not change.
	//   - F31: code quoted as de and fr quote it (format.plain_code = "quoted"): „203.0.113.201/32”,
	//     and «*» inside the quoted sentence of the page (was bare, and „*” easy to misread).
	for name, want := range map[string]string{
		"address added":               "/network/addresses/1 | identity | Dodano adres IP: „203.0.113.201/32”. Listy dozwolonych adresów IP i reguły zapory sieciowej, które wymieniają adresy IP robota, mogą wymagać aktualizacji.",
		"snippet blocks a path less":  "/snippets/no-pdf/paths/0 | looser | Usunięto z gotowego wpisu „Blokada tylko plików PDF” blokowaną ścieżkę: „/*.pdf$”. Wpis będzie odtąd blokował mniej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu. Zmiana wymaga zatwierdzenia.",
		"snippet blocks another path": "/snippets/no-pdf/paths/1 | stricter | Dodano do gotowego wpisu „Blokada tylko plików PDF” blokowaną ścieżkę: „/tmp/”. Wpis będzie odtąd blokował więcej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu.",
		"only the first group obeyed": "/agents/civic-ingestor/group_matching | looser | Zmiana dla robota „civic-ingestor”: sposób wybierania w pliku robots.txt grup, do których robot się stosuje – dotychczas: zgodnie z RFC 9309; odtąd: „Stosuje się wyłącznie do pierwszej grupy w pliku robots.txt, w której go wymieniono, a każdą kolejną grupę, w której również go wymieniono, pomija (według RFC 9309 takie grupy się łączy); jeśli nie ma własnej grupy, stosuje się wyłącznie do pierwszej grupy «*»”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
	} {
		checkReviewLines(t, "pl "+name, reviewCaseSentences(t, "pl", name), []string{want})
	}
	for lang, want := range map[string][2]string{
		"en": {" in the snippet “S”", " in the snippet “S”"},
		"de": {" in der Vorlage „S“", " in der Vorlage „S“"},
		"fr": {" dans l’extrait «\u202fS\u202f»", " dans l’extrait «\u202fS\u202f»"},
		"pl": {" z gotowego wpisu „S”", " do gotowego wpisu „S”"},
	} {
		checkMessages(t, ls, lang, []messageCase{
			{"diff.context_from.snippet", 0, []any{"Label", plain("S")}, want[0]},
			{"diff.context_to.snippet", 0, []any{"Label", plain("S")}, want[1]},
		})
		if lang != "pl" {
			if ctx := ls[lang].t("diff.context.snippet", "Label", plain("S")).Plain(); ctx != want[0] {
				t.Errorf("%s: diff.context_from.snippet %q differs from diff.context.snippet %q", lang, want[0], ctx)
			}
		}
	}
}
