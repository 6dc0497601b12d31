package generator

import (
	"regexp"
	"strings"
	"testing"
)

// htmlText is an HTML page's text without its tags, for exact sentences that only the HTML page
// holds (the week picture's legend).
func htmlText(page []byte) string {
	return regexp.MustCompile(`<[^>]*>`).ReplaceAllString(string(page), "")
}

// TestReview9PolishLegendAndOrigin pins the Polish sentences that review 8 asked for and the first
// round left: the week's legend quotes a window's name after "okno" (pl 29), a request's origin is
// "od robota A lub B", never "od jednego z robotów: A lub B", and "jego adresu IP" no longer points
// to the robot (pl 30).
func TestReview9PolishLegendAndOrigin(t *testing.T) {
	for _, tt := range []struct {
		example string
		want    []string
	}{
		{"gmina-bot", []string{"Obramowanie: preferowane godziny (okno „Pobieranie większej ilości danych”)"}},
		{"gazette-bot", []string{"Puste pola: brak żądań do serwisów z\u00a0kategorii „Strony internetowe gmin” (okno „Godziny największego ruchu na stronach gmin”)"}},
	} {
		page := htmlText(buildExample(t, tt.example).Files["pl/index.html"])
		for _, w := range tt.want {
			if !strings.Contains(page, w) {
				t.Errorf("%s: pl/index.html lacks %q", tt.example, w)
			}
		}
	}
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{
		"pl": {"To, że żądanie rzeczywiście pochodzi od robota `NordsucheBot` lub `NordsucheFresh`, można potwierdzić dopiero na podstawie adresu IP, z którego je wysłano: musi on znajdować się na liście powyżej albo nazwa z jego rekordu PTR (rekordu odwrotnego DNS) musi mieć jedną z postaci podanych poniżej, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres.\n"},
	})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{
		"pl": {"To, że żądanie rzeczywiście pochodzi od robota, potwierdza rekord PTR (rekord odwrotnego DNS) adresu IP, z którego je wysłano: nazwa z tego rekordu musi mieć postać podaną poniżej, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres.\n"},
	})
	// Not a finding of review 8: what a key-verification address fetches, in one phrase, with
	// how often in parentheses instead of between the verb and its object.
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{
		"pl": {"\n- `192.0.2.90/32` – nie służy do pobierania stron, lecz wyłącznie do pobierania pliku, w którym serwis potwierdza swój klucz IndexNow (raz przy każdej weryfikacji klucza)\n"},
	})
	ls := localizers(t)
	for _, tt := range []struct {
		id   string
		n    int
		args []any
		want string
	}{
		{"agents_as.from", 1, []any{"Agents", plain("`A`")}, "od robota `A`"},
		{"agents_as.from", 2, []any{"Agents", plain("`A` lub `B`")}, "od robota `A` lub `B`"},
		{"agents_as.from", 5, []any{"Agents", plain("`A`, `B`, `C`, `D` lub `E`")}, "od robota `A`, `B`, `C`, `D` lub `E`"},
		{"week.preferred", 2, []any{"Windows", plain("„A” i „B”")}, "Obramowanie: preferowane godziny (okna „A” i „B”)"},
		{"week.only", 1, []any{"Windows", plain("„A”")}, "Obramowanie przerywane: godziny, poza którymi niektóre zadania nie działają (okno „A”)"},
		{"week.quiet", 2, []any{"Windows", plain("„A” i „B”"), "Targets", plain("")}, "Puste pola: brak żądań (okna „A” i „B”)"},
	} {
		if got := ls["pl"].n(tt.id, count(tt.n, ""), tt.args...).Plain(); got != tt.want {
			t.Errorf("pl %s (%d): %q, want %q", tt.id, tt.n, got, tt.want)
		}
	}
	for _, tt := range []struct {
		id   string
		args []any
		want string
	}{
		// An occasion's wording renamed in the review's language: a day or an event named in the
		// schedule, as English says, not "szczególna sytuacja", which no page of changes defines
		// (pl 28, F3; the week's caption names its occasions beside it), nor "okoliczność".
		{"diff.renamed.occasions", []any{"Lang", ls["pl"].languageForms("pl", plain("polski")), "Old", plain("„a”"), "New", plain("„b”")}, "Zmiana opisu dnia lub wydarzenia wymienionego w harmonogramie (wersja polska) – dotychczas: „a”; odtąd: „b”."},
		{"network.verify_unpublished_rdns", []any{"Domain", plain("`.example.org`")}, "Nagłówek User-Agent wskazuje robota, ale może go wysłać każdy. To, że żądanie rzeczywiście pochodzi od robota, potwierdza rekord PTR (rekord odwrotnego DNS) adresu IP, z którego je wysłano: nazwa z tego rekordu musi kończyć się na `.example.org`, a rekord A/AAAA tej nazwy musi wskazywać ten sam adres."},
	} {
		if got := ls["pl"].t(tt.id, tt.args...).Plain(); got != tt.want {
			t.Errorf("pl %s: %q, want %q", tt.id, got, tt.want)
		}
	}
}

// TestReview9PolishChangedText: a text changed in one language where no item names its place is
// "Zmiana <the text in the genitive>, język …" in Polish (pl 24: not "Zmiana: pozycja listy …",
// two nominatives side by side), and the same sentence as before in English, German and French;
// where an item names it, "Zmiana dla …: <the text>" stays.
func TestReview9PolishChangedText(t *testing.T) {
	pause := [][2]string{{"pl = \"pobieranie nowych plików bez warstwy tekstowej, wymagających rozpoznawania tekstu (OCR) – w zwykłym tempie\"", "pl = \"pobieranie nowych plików bez warstwy tekstowej (do rozpoznawania tekstu, OCR) – w zwykłym tempie\""}}
	title := [][2]string{{"title = { en = \"ReadFeed Fetcher\"", "title = { en = \"ReadFeed fetcher\""}}
	purpose := [][2]string{{"pl = \"Wykonuje wszystkie pozostałe pobrania", "pl = \"Wykonuje pozostałe pobrania"}}
	runReview4Diff(t, []review4DiffCase{
		{"an item of a list of the policy, in Polish", "../examples/civic-ingestor", nil, pause, "/errors/continues_during_pause/0/pl", "wording", map[string]string{
			"en": "Changed: an activity that continues during a pause (in Polish). Previously: “pobieranie nowych plików bez warstwy tekstowej, wymagających rozpoznawania tekstu (OCR) – w zwykłym tempie”. Now: “pobieranie nowych plików bez warstwy tekstowej (do rozpoznawania tekstu, OCR) – w zwykłym tempie”. No figure or setting in the policy has changed, but the new wording may change what the text means.",
			"de": "Geändert (polnische Fassung): ein Eintrag in der Liste dessen, was während einer Pause weiterläuft – bisher „pobieranie nowych plików bez warstwy tekstowej, wymagających rozpoznawania tekstu (OCR) – w zwykłym tempie“, neu „pobieranie nowych plików bez warstwy tekstowej (do rozpoznawania tekstu, OCR) – w zwykłym tempie“. Die Werte und Einstellungen der Richtlinie bleiben unverändert, doch der neue Wortlaut kann eine andere Bedeutung haben.",
			"fr": "Nouvelle formulation, en polonais, de l’activité maintenue pendant les pauses (jusqu’à présent\u202f: «\u202fpobieranie nowych plików bez warstwy tekstowej, wymagających rozpoznawania tekstu (OCR) – w zwykłym tempie\u202f»\u202f; désormais\u202f: «\u202fpobieranie nowych plików bez warstwy tekstowej (do rozpoznawania tekstu, OCR) – w zwykłym tempie\u202f»). Les valeurs fixées par les règles restent les mêmes\u202f; si la nouvelle formulation en modifie le sens, c’est elle qui fait foi.",
			"pl": "Zmiana na liście czynności kontynuowanych w czasie przerwy (wersja polska) – dotychczas: „pobieranie nowych plików bez warstwy tekstowej, wymagających rozpoznawania tekstu (OCR) – w zwykłym tempie”; odtąd: „pobieranie nowych plików bez warstwy tekstowej (do rozpoznawania tekstu, OCR) – w zwykłym tempie”. Wartości w zasadach nie uległy zmianie; ewentualna zmiana znaczenia wynika wyłącznie z nowego brzmienia.",
		}},
		{"the site's title, in English", "../examples/feed-reader", nil, title, "/site/title/en", "wording", map[string]string{
			"en": "Changed: the title of the policy page (in English). Previously: “ReadFeed Fetcher”. Now: “ReadFeed fetcher”. Only the wording changes.",
			"de": "Geändert (englische Fassung): der Titel der Seite – bisher „ReadFeed Fetcher“, neu „ReadFeed fetcher“. Nur der Wortlaut ändert sich.",
			"fr": "Nouvelle formulation, en anglais, du titre de la page (jusqu’à présent\u202f: «\u202fReadFeed Fetcher\u202f»\u202f; désormais\u202f: «\u202fReadFeed fetcher\u202f»). Seule la formulation change.",
			"pl": "Zmiana tytułu strony (wersja angielska) – dotychczas: „ReadFeed Fetcher”; odtąd: „ReadFeed fetcher”. Zmiana wyłącznie redakcyjna.",
		}},
		{"an agent's purpose: its place named first", "../examples/link-preview", nil, purpose, "/agents/chatwork/purpose/pl", "wording", map[string]string{
			"en": "Changed for Chatwork: the description of what it does (in Polish). Previously: “Wykonuje wszystkie pozostałe pobrania, np. na potrzeby integracji i wychodzących webhooków konfigurowanych przez klientów”. Now: “Wykonuje pozostałe pobrania, np. na potrzeby integracji i wychodzących webhooków konfigurowanych przez klientów”. No figure or setting in the policy has changed, but the new wording may change what the text means.",
			"de": "Geändert für „Chatwork“ (polnische Fassung): die Beschreibung des Zwecks – bisher „Wykonuje wszystkie pozostałe pobrania, np. na potrzeby integracji i wychodzących webhooków konfigurowanych przez klientów“, neu „Wykonuje pozostałe pobrania, np. na potrzeby integracji i wychodzących webhooków konfigurowanych przez klientów“. Die Werte und Einstellungen der Richtlinie bleiben unverändert, doch der neue Wortlaut kann eine andere Bedeutung haben.",
			"fr": "Nouvelle formulation, en polonais, de la finalité du robot «\u202fChatwork\u202f» (jusqu’à présent\u202f: «\u202fWykonuje wszystkie pozostałe pobrania, np. na potrzeby integracji i wychodzących webhooków konfigurowanych przez klientów\u202f»\u202f; désormais\u202f: «\u202fWykonuje pozostałe pobrania, np. na potrzeby integracji i wychodzących webhooków konfigurowanych przez klientów\u202f»). Les valeurs fixées par les règles restent les mêmes\u202f; si la nouvelle formulation en modifie le sens, c’est elle qui fait foi.",
			"pl": "Zmiana dla robota „Chatwork”: opis celu (wersja polska) – dotychczas: „Wykonuje wszystkie pozostałe pobrania, np. na potrzeby integracji i wychodzących webhooków konfigurowanych przez klientów”; odtąd: „Wykonuje pozostałe pobrania, np. na potrzeby integracji i wychodzących webhooków konfigurowanych przez klientów”. Wartości w zasadach nie uległy zmianie; ewentualna zmiana znaczenia wynika wyłącznie z nowego brzmienia.",
		}},
	})
	// An item added or removed keeps the nominative after "Dodano:": the activity itself,
	// not "pozycja listy …" after "pozycja".
	if got, want := localizers(t)["pl"].t("diff.text.continues_during_pause").Plain(), "czynność kontynuowana w czasie przerwy"; got != want {
		t.Errorf("pl diff.text.continues_during_pause: %q, want %q", got, want)
	}
}

// TestReview9PolishSenderAgrees: the short introduction names the sender in the sentence, and
// its verb agrees with the title's number as site.title_plural states it (pl 16): "Robot ReadFeed
// wysyła", "Roboty Chatwork wysyłają", a list of three "wysyłają"; the other languages say what
// they said. The diff names a language added to site.title_plural by its name.
func TestReview9PolishSenderAgrees(t *testing.T) {
	for _, tt := range []struct{ example, want string }{
		{"feed-reader", "Robot ReadFeed wysyła żądania do serwisów internetowych. Na tej stronie opisujemy te żądania oraz sposoby, w jakie administratorzy serwisów mogą na nie reagować.\n"},
		{"search-engine", "Nordsuche wysyła żądania do serwisów internetowych. Na tej stronie opisujemy te żądania oraz sposoby, w jakie administratorzy serwisów mogą na nie reagować.\n"},
		{"link-preview", "Roboty Chatwork wysyłają żądania do serwisów internetowych. Na tej stronie opisujemy te żądania oraz sposoby, w jakie administratorzy serwisów mogą na nie reagować.\n"},
		{"triple-fetchers", "ExampleWatch, ExampleWorkflow i ExampleFetch wysyłają żądania do serwisów internetowych. Na tej stronie opisujemy te żądania oraz sposoby, w jakie administratorzy serwisów mogą na nie reagować.\n"},
	} {
		checkPageLines(t, buildExample(t, tt.example), map[string][]string{"pl": {tt.want}})
	}
	checkPageLines(t, buildExample(t, "link-preview"), map[string][]string{
		"en": {"This page describes the requests from Chatwork robots to websites and how webmasters can respond to them.\n"},
		"de": {"Diese Seite beschreibt die Anfragen, die Chatwork-Bots an Websites senden, und zeigt, wie Sie darauf reagieren können.\n"},
		"fr": {"Cette page présente les requêtes envoyées aux sites web et la manière dont vous pouvez y réagir.\n"},
	})
	// Without title_plural, the same title is a singular: the mechanism, not the example.
	res := buildExampleEdited(t, "link-preview", [2]string{"title_plural = [\"en\", \"de\", \"fr\", \"pl\"]\n", ""})
	checkPageLines(t, res, map[string][]string{"pl": {"Roboty Chatwork wysyła żądania do serwisów"}})
	runReview4Diff(t, []review4DiffCase{
		{"a language added to site.title_plural", "../examples/feed-reader", nil, [][2]string{{"title = { en = \"ReadFeed Fetcher\", de = \"ReadFeed-Abrufdienst\", fr = \"Collecteur ReadFeed\", pl = \"Robot ReadFeed\" }", "title = { en = \"ReadFeed Fetcher\", de = \"ReadFeed-Abrufdienst\", fr = \"Collecteur ReadFeed\", pl = \"Roboty ReadFeed\" }\ntitle_plural = [\"pl\"]"}}, "/site/title_plural/0", "wording", map[string]string{
			"en": "Added: a language in which the title of the policy page is a plural (Polish). Only the wording changes.",
			"de": "Hinzugefügt: eine Sprache, in der der Titel der Seite im Plural steht – Polnisch. Nur der Wortlaut ändert sich.",
			"fr": "Ajout d’une langue dans laquelle le titre de la page est au pluriel\u202f: polonais. Les règles restent inchangées.",
			"pl": "Dodano język, w którym tytuł strony jest w liczbie mnogiej: polski. Zmiana wyłącznie redakcyjna.",
		}},
	})
}

// TestReview9PolishTriggerReplaced: an event that starts a job, given way to another, is one
// change from the one to the other, not a trigger added ("bardziej uciążliwy") and another
// removed ("mniej uciążliwy"), whose verdicts cancel out (pl 9, the rest of it).
func TestReview9PolishTriggerReplaced(t *testing.T) {
	old := [][2]string{{`triggers = ["visitor-opens-uncopied"]`, `triggers = ["visitor-request"]`}}
	runReview4Diff(t, []review4DiffCase{
		{"a job's trigger replaced", "../examples/civic-ingestor", old, nil, "/jobs/documents/triggers/0", "looser", map[string]string{
			"en": "Changed in “Documents”: an event that starts this kind of fetch. Previously: “when a visitor to the operator’s site asks for it”. Now: “when a visitor to the operator’s site opens an item that the operator has no copy of yet”. This change may make the crawler less polite. The change needs sign-off.",
			"de": "Ersetzt bei der Abrufart „Dokumente“: der Auslöser „auf Anfrage eines Besuchers der Website des Betreibers“ durch „wenn jemand auf der Website des Betreibers einen Inhalt öffnet, von dem noch keine Kopie vorliegt“. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Remplacement dans la tâche «\u202fDocuments\u202f»\u202f: un événement qui déclenche une récupération (jusqu’à présent\u202f: «\u202fà la demande d’un visiteur du site de l’exploitant\u202f»\u202f; désormais\u202f: «\u202fquand un visiteur ouvre, sur le site de l’exploitant, un élément dont l’exploitant n’a pas encore de copie\u202f»). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Zmiana dla zadania „Dokumenty”: zdarzenie uruchamiające zadanie – dotychczas: „na prośbę osoby odwiedzającej nasz serwis”; odtąd: „gdy odwiedzający otworzy w naszym serwisie element, którego kopii jeszcze nie mamy”. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
	})
}

// TestReview9PolishIdentityName: the class of changes that affect how a robot is recognised has
// one name in the title of an entry, its heading on the page of changes and the diff's heading
// (pl 25): "rozpoznawanie robota", not "Jak rozpoznać robota" beside it; the page of changes names
// the changes, "zmiany dotyczące rozpoznawania robota", as its other classes do (review 28, F10).
func TestReview9PolishIdentityName(t *testing.T) {
	ls := localizers(t)
	for _, tt := range []struct{ id, want string }{
		{"changes.title_class.identity", "zmiany dotyczące rozpoznawania robota"},
		{"changes.class.identity", "Zmiany dotyczące rozpoznawania robota"},
		{"diff.class_heading.identity", "Rozpoznawanie robota: listy dozwolonych robotów i blokady"},
		{"changes.title_class.identity_agents", "zmiany dotyczące rozpoznawania robotów"},
		{"changes.class.identity_agents", "Zmiany dotyczące rozpoznawania robotów"},
		{"diff.class_heading.identity_agents", "Rozpoznawanie robotów: listy dozwolonych robotów i blokady"},
	} {
		if got := ls["pl"].t(tt.id).Plain(); got != tt.want {
			t.Errorf("pl %s: %q, want %q", tt.id, got, tt.want)
		}
	}
}
