package generator

import (
	"strings"
	"testing"
)

// The Polish editor's review 31 (/work/notes/s29/review31-pl.md): the exact Polish sentences, each
// with the finding it answers.

// TestPolishReview31Wording: each case failed before.
//
//   - F2: after a change of the User-Agent or of its version, only filters that compare the whole
//     string may need updating (was „filtry, które rozpoznają tego robota”, which a filter on the
//     product token does too).
//   - F3: a pause named with what triggers it, „przerwa (wraz ze zdarzeniem, które ją wywołuje)”
//     (was „przerwa po błędach”: a pause may follow a block in robots.txt); a reaction that ends
//     the run „reakcja na zdarzenie” (was „reakcja na błędy”, for the same reason).
//   - F4: a sign-in area or a way of making a request added or removed, said as such (was one
//     sentence for the four: „Zmienia się sposób kontaktu z nami lub …”).
//   - F5: fetches governed by an agreement with each site's owner (was „warunki korzystania z
//     usługi uzgodnione z serwisem”), in the four messages that say it.
//   - F6: „robot pobiera treści z tych serwisów” (was „z nich”, which had no referent in the
//     list of categories).
//   - F7: „może być konieczne dodanie także jego ciągu User-Agent”, „nie przyniesie żadnego
//     skutku” (was „powinny dodać … jego User-Agent”, „nic nie da”).
//   - F8: who may make a request: „(uprawnieni do przesłania tej prośby: …)” (was „(kto może o to
//     poprosić: wyłącznie …)”), in request.who and both of its periods.
//   - F9: „całkowita blokada robota … w pliku robots.txt” (was „wykluczenie robota … z całego
//     serwisu w pliku robots.txt”), and one means of blocking introduced as the list of several is,
//     not „Za blokadę uznajemy wyłącznie następujący sposób: całkowita blokada …”.
//   - F1: a field added or removed is the object of „Dodano” / „Usunięto”, in the accusative
//     ({{.Field.Item}}, diff.field_item for every field of diff.field, diff.field_item_of_rule):
//     „Dodano domenę, na którą …: „…”.”, „Usunięto zasadę obowiązującą, gdy …” (was „Dodano:
//     domena …”, „Usunięto: zasada …”, a nominative after the colon); F10: the same field named
//     „przypadek, w którym to zadanie nie jest wykonywane” everywhere (was also „sytuacja …”).
//   - F11: „maksymalny czas używania kopii pliku robots.txt” (was „jak długo używana jest …”),
//     „decyzji administratorów serwisów” (was „decyzji serwisów”).
//   - F12: web-archive's purpose without „internetu” twice.
func TestPolishReview31Wording(t *testing.T) {
	ls := localizers(t)
	agent := plain("Robot `X`")
	checkMessages(t, ls, "pl", []messageCase{
		// F2
		{"diff.class.identity_user_agent", 0, nil, "Listy dozwolonych robotów (białe listy) i filtry, które porównują cały ciąg User-Agent, mogą wymagać aktualizacji."},
		// F3
		{"diff.field.reaction", 0, nil, "przerwa (wraz ze zdarzeniem, które ją wywołuje)"},
		{"diff.field_item.reaction", 0, nil, "przerwę (wraz ze zdarzeniem, które ją wywołuje)"},
		{"diff.field.reaction_stop", 0, nil, "reakcja na zdarzenie"},
		{"diff.field_item.reaction_stop", 0, nil, "reakcję na zdarzenie"},
		// F4
		{"diff.class.contact_portal_added", 0, nil, "Prośby można odtąd przesyłać także tą drogą."},
		{"diff.class.contact_portal_removed", 0, nil, "Przesyłanie próśb za jego pośrednictwem nie jest już możliwe."},
		{"diff.class.contact_request_via_added", 0, nil, "Tę prośbę można odtąd przesłać także w ten sposób."},
		{"diff.class.contact_request_via_removed", 0, nil, "Tej prośby nie można już przesłać w ten sposób."},
		// F5
		{"target.not_read_because.terms-of-service", 0, nil, "to pobieranie odbywa się na warunkach uzgodnionych z właścicielem każdego z tych serwisów"},
		{"job.not_read_because.terms-of-service", 0, nil, "Przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt: to pobieranie odbywa się na warunkach uzgodnionych z właścicielem serwisu."},
		{"agent.not_read_because.terms-of-service", 0, nil, "Nie stosuje się do reguł z pliku robots.txt: pobiera treści na warunkach uzgodnionych z właścicielem serwisu."},
		{"answers.not_read_because.terms-of-service", 0, []any{"Agent", agent}, "Robot `X` nie stosuje się do reguł z pliku robots.txt, więc nie można go w ten sposób zablokować: pobiera treści na warunkach uzgodnionych z właścicielem serwisu."},
		// F6
		{"target.robots_not_read_because", 0, []any{"Reason", ls["pl"].t("target.not_read_because.legal-mandate")}, "plik robots.txt nie jest odczytywany, ponieważ robot pobiera treści z tych serwisów na podstawie przepisów prawa"},
		// F7
		{"diff.class.identity_agent_added_not_read", 0, nil, "Listy dozwolonych robotów (białe listy) i filtry przygotowane dla pozostałych robotów nie obejmują tego robota: w serwisach, które blokują lub dopuszczają pozostałe roboty, może być konieczne dodanie także jego ciągu User-Agent. Robot nie stosuje się do reguł z pliku robots.txt, więc wymienienie go w którejś z grup tego pliku nie przyniesie żadnego skutku."},
		// F8
		{"request.who_within_days", 1, []any{"Request", plain("usunięcie danych"), "Who", plain("inspektor ochrony danych")}, "usunięcie danych (uprawnieni do przesłania tej prośby: inspektor ochrony danych; realizacja w ciągu jednego dnia)"},
		{"request.who_within_days", 2, []any{"Request", plain("usunięcie danych"), "Who", plain("inspektor ochrony danych")}, "usunięcie danych (uprawnieni do przesłania tej prośby: inspektor ochrony danych; realizacja w ciągu 2\u00a0dni)"},
		{"request.who_within_days", 5, []any{"Request", plain("usunięcie danych"), "Who", plain("inspektor ochrony danych")}, "usunięcie danych (uprawnieni do przesłania tej prośby: inspektor ochrony danych; realizacja w ciągu 5\u00a0dni)"},
		{"request.who_within_working_days", 3, []any{"Request", plain("usunięcie danych"), "Who", plain("właściciele serwisów")}, "usunięcie danych (uprawnieni do przesłania tej prośby: właściciele serwisów; realizacja w ciągu 3\u00a0dni roboczych)"},
		{"request.who", 0, []any{"Request", plain("usunięcie danych"), "Who", plain("właściciele serwisów")}, "usunięcie danych (uprawnieni do przesłania tej prośby: właściciele serwisów)"},
		// F9
		{"block_means.robots-txt", 0, nil, "całkowita blokada robota w pliku robots.txt"},
		{"block_means.robots-txt_readers", 1, []any{"Agents", plain("`WrenBot`")}, "całkowita blokada robota `WrenBot` w pliku robots.txt"},
		{"block_means.robots-txt_readers", 2, []any{"Agents", plain("`A` i `B`")}, "całkowita blokada robotów `A` i `B` w pliku robots.txt"},
		{"block_means.sentence", 1, []any{"Means", ls["pl"].t("block_means.robots-txt")}, "Za blokadę uznajemy wyłącznie następujący sposób: całkowita blokada robota w pliku robots.txt."},
		// F11
		{"diff.field.robots_cache_for", 0, nil, "maksymalny czas używania kopii pliku robots.txt"},
	})

	// F2, F4, F11 in sitegen diff, where the review read them.
	for name, want := range map[string][]string{
		"User-Agent changed": {"/agents/civic-ingestor/user_agent | identity | Zmiana dla robota „civic-ingestor”: nagłówek User-Agent – dotychczas: „civic-ingestor/{version} (+https://civic.example/ingestor/; support@civic.example)”; odtąd: „civic-ingestor/{version} (+https://civic.example/bot/)”. Listy dozwolonych robotów (białe listy) i filtry, które porównują cały ciąg User-Agent, mogą wymagać aktualizacji."},
		"customer dashboard for a request": {
			"/contact/requests/0/via/1 | contact | Dodano dla prośby „wolniejsze tempo” sposób jej przesłania: „w panelu klienta”. Tę prośbę można odtąd przesłać także w ten sposób.",
		},
		"robots.txt cached shorter": {"/robots_txt/cache_for | stricter | Zmiana: maksymalny czas używania kopii pliku robots.txt – dotychczas: 24\u00a0godziny; odtąd: 12\u00a0godzin. Zmiany wprowadzone przez serwis w pliku robots.txt są teraz uwzględniane szybciej, kosztem częstszego pobierania tego pliku przez robota. Ponieważ robot szybciej stosuje się do decyzji administratorów serwisów, staje się mniej uciążliwy."},
	} {
		checkReviewLines(t, "pl "+name, reviewCaseSentences(t, "pl", name), want)
	}

	// F1 in sitegen diff, where the review read it.
	for name, want := range map[string]string{
		"reverse DNS added":           "/network/reverse_dns | identity | Dodano domenę, na którą kończą się nazwy z rekordów PTR (rekordów odwrotnego DNS): „crawl.civic.example”. Skrypty, które weryfikują robota na podstawie rekordu PTR, mogą wymagać aktualizacji.",
		"version changed":             "/agents/civic-ingestor/version | identity | Dodano dla robota „civic-ingestor” wersję w nagłówku User-Agent: „0.3”. Listy dozwolonych robotów (białe listy) i filtry, które porównują cały ciąg User-Agent, mogą wymagać aktualizacji.",
		"snippet blocks another path": "/snippets/no-pdf/paths/1 | stricter | Dodano do gotowego wpisu „Blokada tylko plików PDF” blokowaną ścieżkę: „/tmp/”. Wpis będzie odtąd blokował więcej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu.",
		"snippet blocks a path less":  "/snippets/no-pdf/paths/0 | looser | Usunięto z gotowego wpisu „Blokada tylko plików PDF” blokowaną ścieżkę: „/*.pdf$”. Wpis będzie odtąd blokował mniej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu. Zmiana wymaga zatwierdzenia.",
	} {
		checkReviewLines(t, "pl "+name, reviewCaseSentences(t, "pl", name), []string{want})
	}
	// F1: every sentence that adds or removes a field names it by its Item form, and every field
	// of diff.field (and of one schedule rule, diff.field_of_rule) has one in Polish, so that none
	// falls back to the nominative.
	pl := ls["pl"].messages
	for _, id := range []string{"diff.added", "diff.added_answer", "diff.added_item", "diff.removed", "diff.removed_item", "diff.added_statement", "diff.added_statement_ahead", "diff.removed_statement", "diff.no_longer_stated", "diff.unpublished_added", "diff.unpublished_removed"} {
		if m, ok := pl.Message("pl", id); !ok || !strings.Contains(m.Other, "{{.Field.Item}}") {
			t.Errorf("pl %s does not name the field by {{.Field.Item}}: %q", id, m.Other)
		}
	}
	n := 0
	for _, id := range pl.IDs("en") {
		for base, item := range map[string]string{"diff.field.": "diff.field_item.", "diff.field_of_rule.": "diff.field_item_of_rule."} {
			if key, ok := strings.CutPrefix(id, base); ok {
				n++
				if _, ok := pl.Message("pl", item+key); !ok {
					t.Errorf("pl has no %s%s: „Dodano” / „Usunięto” would take %s in the nominative", item, key, id)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("only %d fields found in diff.field and diff.field_of_rule", n)
	}
	checkMessages(t, ls, "pl", []messageCase{
		{"diff.removed_statement", 0, []any{"Field", textForms{base: ls["pl"].t("diff.field.robots_unreachable"), forms: map[string]Text{"Item": ls["pl"].t("diff.field_item.robots_unreachable")}}, "Context", plain(""), "Old", plain("…")}, "Usunięto informację o tym, jak robot postępuje, gdy plik robots.txt jest nieosiągalny (błąd serwera HTTP 5xx lub błąd sieci). Dotychczas: „…”."},
		{"diff.added_statement", 0, []any{"Field", textForms{base: ls["pl"].t("diff.field.site_crawler_reads_policy"), forms: map[string]Text{"Item": ls["pl"].t("diff.field_item.site_crawler_reads_policy")}}, "Context", plain(""), "New", plain("…")}, "Dodano informację, że strona i oprogramowanie pobierające treści korzystają z tego samego pliku konfiguracyjnego. Brzmienie: „…”."},
		{"diff.added", 0, []any{"Field", textForms{base: ls["pl"].t("diff.field.aipref"), forms: map[string]Text{"Item": ls["pl"].t("diff.field_item.aipref")}}, "Context", plain(" dla robota `NordsucheBot`"), "New", plain("`search`")}, "Dodano dla robota `NordsucheBot` kategorię zastosowania w słowniku AIPREF (IETF): `search`."},
		{"diff.field.job_skipped_when", 0, nil, "przypadek, w którym to zadanie nie jest wykonywane"},
		{"diff.field_item.job_skipped_when", 0, nil, "przypadek, w którym to zadanie nie jest wykonywane"},
	})

	// F12 on web-archive's page.
	checkPageLines(t, buildExample(t, "web-archive"), map[string][]string{"pl": {
		"Gromadzi krajowe zasoby internetu na potrzeby narodowego archiwum sieci.",
	}})
}
