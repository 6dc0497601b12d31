package generator

import (
	"strings"
	"testing"
	"time"
)

// The Polish editor's review 29 (/work/notes/s27/review29-pl.md): the exact Polish sentences, each
// with the finding it answers. F2 (MEANING) was done before (TestReview29Meaning).

// TestPolishReview29Wording: each case failed before.
//
//   - F3: civic-ingestor's live sessions „przy posiedzeniu rady …” (was „podczas”, which
//     contradicted „od 45 minut przed rozpoczęciem”), the span „od … przed rozpoczęciem do
//     najwyżej … po rozpoczęciu”.
//   - F4: „dni posiedzeń i dni je poprzedzające” (the day before each sitting, not one day before
//     them all).
//   - F5: „Po kilku kolejnych przebiegach, w których nie wykryto zmian, …”.
//   - F6: a job skipped „gdy pobieranie … z danego systemu jest wyłączone / wstrzymane z powodu
//     powtarzających się błędów”: the operator pauses its own fetching, not the council's system.
//   - F7: the source site and ours named apart („z serwisu źródłowego”), in the active voice.
//   - F8: the header „każdego żądania”, the exception being a request.
//   - F9: an agreement covers every URL in its scope „, ale żadnych innych”.
//   - F10: linkgraph-bot's „tej mapy”, as it was introduced.
//   - F11: „Aby sprawdzić podpis”, „wymienione w nagłówku Signature-Input”.
//   - F12: „nagłówek User-Agent” in diff sentences.
//   - F13, F14: consequences of a moved policy page and of a token.
//   - F15: the field of a job's only schedule rule without a hanging „w regule harmonogramu”.
//   - F16: a preferred window in the active voice; F17: „osadzone na pobranych stronach”.
//   - F18: contact topics holding commas end with a semicolon.
//   - F19: civic-ingestor's Polish title „Robot civic-ingestor”, so that no sentence opens in
//     lower case.
func TestPolishReview29Wording(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "pl", []messageCase{
		// F3
		{"cadence.around_occasions", 0, []any{"Occasions", plain("przy X"), "Before", dur(45*time.Minute, ""), "After", dur(10*time.Hour, "")},
			"przy X, od 45\u00a0minut przed rozpoczęciem do najwyżej 10\u00a0godzin po rozpoczęciu"},
		{"cadence.around", 0, []any{"Before", dur(45*time.Minute, ""), "After", dur(10*time.Hour, "")},
			"od 45\u00a0minut przed rozpoczęciem do najwyżej 10\u00a0godzin po rozpoczęciu"},
		// F5
		{"adaptive.slower-when-unchanged", 0, nil, "Po kilku kolejnych przebiegach, w których nie wykryto zmian, odpytuje rzadziej."},
		// F7
		{"job.hide_when_gone", 0, nil, "Zasób, który zniknął z serwisu źródłowego, ukrywamy w naszym serwisie, gdy tylko to zauważymy."},
		{"job.hide_when_gone_delete_after", 0, []any{"T", dur(720*time.Hour, "")}, "Zasób, który zniknął z serwisu źródłowego, ukrywamy w naszym serwisie, gdy tylko to zauważymy; jego kopię usuwamy po 30\u00a0dniach."},
		{"diff.field.job_hide_when_gone", 0, nil, "ukrywanie zasobu w naszym serwisie, gdy zauważymy, że zniknął z serwisu źródłowego"},
		{"diff.field.job_delete_after", 0, nil, "czas do usunięcia kopii zasobu, który zniknął z serwisu źródłowego"},
		// F8
		{"agent.stable_parts_except", 0, []any{"Parts", plain("`x`")}, "Niezależnie od wersji nagłówek User-Agent każdego żądania tego robota – z wyjątkiem żądania porównawczego wysyłanego po odpowiedzi HTTP 403 – zawiera `x`; na tym można oprzeć regułę filtrowania."},
		{"agent.stable_parts_always_except", 0, []any{"Parts", plain("`x`")}, "Nagłówek User-Agent każdego żądania tego robota – z wyjątkiem żądania porównawczego wysyłanego po odpowiedzi HTTP 403 – zawiera `x`; na tym można oprzeć regułę filtrowania."},
		// F12
		{"diff.field.user_agent", 0, nil, "nagłówek User-Agent"},
		{"diff.field.comparison_user_agent", 0, nil, "nagłówek User-Agent żądania porównawczego po odpowiedzi HTTP 403"},
		// F13, F14
		{"diff.class.identity_base_url", 0, nil, "W narzędziach weryfikujących, które pobierają plik ips.json, może być konieczne wpisanie nowego adresu. Jeśli nagłówek User-Agent robota zawiera adres strony z zasadami, także ten nagłówek może się zmienić – reguły filtrowania porównujące cały ciąg User-Agent mogą wtedy wymagać aktualizacji."},
		{"diff.class.identity_token", 0, nil, "Listy dozwolonych robotów (białe listy), filtry rozpoznające tego robota i grupy w robots.txt, w których wymieniono ten token, mogą wymagać aktualizacji."},
		// F15
		{"diff.field.cadence_at", 0, nil, "godzina rozpoczęcia"},
		{"diff.field.cadence_every", 0, nil, "odstęp między przebiegami"},
		{"diff.field.cadence_hours", 0, nil, "godziny, w których obowiązuje reguła harmonogramu"},
		// F16
		{"diff.window_added.preferred", 0, []any{"Label", plain("„Noc”"), "When", plain("0:00–6:00")}, "Dodano okno czasowe „Noc” (0:00–6:00), w którym robot w miarę możliwości wysyła żądania."},
		{"diff.window_added.preferred_targets", 0, []any{"Label", plain("„Noc”"), "When", plain("0:00–6:00"), "Targets", plain(" do serwisów z kategorii „Gminy”")}, "Dodano okno czasowe „Noc” (0:00–6:00), w którym robot w miarę możliwości wysyła żądania do serwisów z kategorii „Gminy”."},
		// F17
		{"agent.fetches_embedded", 0, []any{"What", plain("wskazane adresy URL")}, "Pobiera wyłącznie wskazane adresy URL oraz zasoby osadzone na pobranych stronach (zob. niżej)."},
		// F18
		{"list.items_and_semicolon", 0, []any{"A", plain("pon.–pt., 7:00–19:00; sob., 9:00–12:00"), "B", plain("niedz., 10:00–11:00")}, "pon.–pt., 7:00–19:00; sob., 9:00–12:00; niedz., 10:00–11:00"},
	})
	// F11, in every plural form.
	for _, n := range []int{1, 2, 5} {
		got := ls["pl"].n("signatures.check", count(n, ""), "Signature", plain("`Signature`"), "SignatureInput", plain("`Signature-Input`"),
			"TagParam", plain("`tag`"), "Tag", plain("`web-bot-auth`"), "KeyID", plain("`keyid`"), "Created", plain("`created`"), "Expires", plain("`expires`")).Plain()
		for _, want := range []string{" Aby sprawdzić podpis, należy się upewnić, ", "zweryfikować podpis obejmujący komponenty wymienione w nagłówku `Signature-Input` i sprawdzić"} {
			if !strings.Contains(got, want) {
				t.Errorf("pl signatures.check (%d) lacks %q:\n%s", n, want, got)
			}
		}
	}

	// F12–F15 in the sentences of sitegen diff where the review read them (testdata/review/pl.txt).
	for name, want := range map[string]string{
		"User-Agent changed":   "/agents/civic-ingestor/user_agent | identity | Zmiana dla robota „civic-ingestor”: nagłówek User-Agent – dotychczas: „civic-ingestor/{version} (+https://civic.example/ingestor/; support@civic.example)”; odtąd: „civic-ingestor/{version} (+https://civic.example/bot/)”. Listy dozwolonych robotów (białe listy) i filtry, które porównują cały ciąg User-Agent, mogą wymagać aktualizacji.",
		"published elsewhere":  "/site/base_url | identity | Zmiana: adres, pod którym opublikowano zasady – dotychczas: „https://civic.example/crawler/”; odtąd: „https://crawler.civic.example/”. W narzędziach weryfikujących, które pobierają plik ips.json, może być konieczne wpisanie nowego adresu. Jeśli nagłówek User-Agent robota zawiera adres strony z zasadami, także ten nagłówek może się zmienić – reguły filtrowania porównujące cały ciąg User-Agent mogą wtedy wymagać aktualizacji.",
		"start time moved":     "/jobs/photos/cadence/0/at | looser | Zmiana dla zadania „Zdjęcia radnych”: godzina rozpoczęcia – dotychczas: 3:00; odtąd: 2:30. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		"legacy token removed": "/agents/civic-ingestor/legacy_tokens/0 | identity | Usunięto dla robota „civic-ingestor” dawny token produktu „civic-file-cache”, dotychczas uwzględniany wyłącznie jako ograniczenie. Grupa w pliku robots.txt, w której wymieniono wyłącznie ten token, nie dotyczy już robota. Listy dozwolonych robotów (białe listy), filtry rozpoznające tego robota i grupy w robots.txt, w których wymieniono ten token, mogą wymagać aktualizacji.",
	} {
		checkReviewLines(t, "pl "+name, reviewCaseSentences(t, "pl", name), []string{want})
	}

	// F3–F9 and F19 on civic-ingestor's page, F10 on linkgraph-bot's.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"# Robot civic-ingestor: zasady pobierania treści – informacje dla administratorów serwisów\n",
		"\nRobot civic-ingestor wysyła żądania do serwisów internetowych. ",
		"| dni posiedzeń i dni je poprzedzające, 7:00–22:00: co 5\u00a0minut<br>",
		"| Po kilku kolejnych przebiegach, w których nie wykryto zmian, odpytuje rzadziej.<br>",
		"<br>Nie działa, gdy pobieranie dokumentów z danego systemu jest wyłączone.<br>Nie działa, gdy pobieranie z danego systemu jest wstrzymane z powodu powtarzających się błędów. |",
		"<br>Zasób, który zniknął z serwisu źródłowego, ukrywamy w naszym serwisie, gdy tylko to zauważymy; jego kopię usuwamy po 30\u00a0dniach. |",
		"| przy posiedzeniu rady z transmisją na żywo, od 45\u00a0minut przed rozpoczęciem do najwyżej 10\u00a0godzin po rozpoczęciu: co minutę (aby sprawdzić, czy transmisja już trwa) |",
		"| przy posiedzeniu rady z transmisją na żywo: domyślnie co 10\u00a0sekund (za każdym razem jedna klatka transmisji) |",
		"- Niezależnie od wersji nagłówek User-Agent każdego żądania tego robota – z wyjątkiem żądania porównawczego wysyłanego po odpowiedzi HTTP 403 – zawiera `civic-ingestor`; na tym można oprzeć regułę filtrowania.",
		"- Każde uzgodnienie obejmuje wszystkie adresy URL w obrębie jednej nazwy hosta i nie obejmuje żadnych innych.\n",
	}})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{"pl": {
		"Jej klienci korzystają z tej mapy przy optymalizacji pod kątem wyszukiwarek: ",
	}})
}
