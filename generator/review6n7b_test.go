package generator

import (
	"encoding/xml"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

// review6History builds the smallest policy with a history: each of versions is the smallest
// policy with its text appended (the first is the earliest recorded one), and current, with
// edits made to the smallest policy (old, new), is the policy being built.
func review6History(t *testing.T, versions []string, current string, edits ...[2]string) *Result {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	opts := defaults()
	cur := string(src)
	for _, e := range edits {
		if !strings.Contains(cur, e[0]) {
			t.Fatalf("the smallest policy has no %q", e[0])
		}
		cur = strings.Replace(cur, e[0], e[1], 1)
	}
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(cur + current)}}
	for i, v := range versions {
		opts.History = append(opts.History, Version{Rev: "r" + itoa(i), Data: []byte(string(src) + v)})
	}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// headingsOf are the lines of a Markdown page that begin with prefix.
func headingsOf(md []byte, prefix string) []string {
	var out []string
	for line := range strings.Lines(string(md)) {
		if strings.HasPrefix(line, prefix) {
			out = append(out, strings.TrimSuffix(line, "\n"))
		}
	}
	return out
}

// TestReview6EntryTitles: the entries of the page of changes and of the feed are told apart by
// their titles (review 6: en 3, de 13, fr 16, pl 20): the date, a number where several entries
// share it (the oldest is 1), and the class that weighs most; the feed's entries have the same
// titles, and updated times one second apart within a date, in the history's order.
func TestReview6EntryTitles(t *testing.T) {
	const (
		slower = "\n[limits]\nmin_interval = \"2s\"\ninterval_key = \"site\"\n"
		faster = "\n[limits]\nmin_interval = \"1s\"\ninterval_key = \"site\"\n"
	)
	// Three versions of 1 December 2026 (the earliest, the interval doubled, the interval
	// halved again), then one of 2 December 2026 that changes the contact e-mail address.
	res := review6History(t, []string{faster, slower, faster}, faster,
		[2]string{"last_changed = 2026-12-01", "last_changed = 2026-12-02"}, [2]string{`email = "bot@minimalbot.eu"`, `email = "crawler@minimalbot.eu"`})
	want := map[string][]string{
		"en": {"## 2 December 2026: contact", "## 1 December 2026, change no.\u00a02: less polite", "## 1 December 2026, change no.\u00a01: more polite", "## Version of 1 December 2026"},
		"de": {"## Änderung vom 2. Dezember 2026: Kontakt", "## Änderung vom 1. Dezember 2026 (Nr.\u00a02): weniger Rücksichtnahme", "## Änderung vom 1. Dezember 2026 (Nr.\u00a01): mehr Rücksichtnahme", "## Fassung vom 1. Dezember 2026"},
		"fr": {"## Modification du 2\u00a0décembre 2026\u202f: contact", "## Modification du 1er\u00a0décembre 2026 (n°\u00a02)\u202f: exploration moins respectueuse des sites", "## Modification du 1er\u00a0décembre 2026 (n°\u00a01)\u202f: exploration plus respectueuse des sites", "## Version du 1er\u00a0décembre 2026"},
		"pl": {"## Zmiana z 2\u00a0grudnia 2026\u00a0r.: zmiany dotyczące kontaktu", "## Zmiana nr\u00a02 z 1\u00a0grudnia 2026\u00a0r.: zwiększenie uciążliwości", "## Zmiana nr\u00a01 z 1\u00a0grudnia 2026\u00a0r.: zmniejszenie uciążliwości", "## Wersja z 1\u00a0grudnia 2026\u00a0r."},
	}
	for _, lang := range review4Langs {
		if got := headingsOf(res.Files[lang+"/changes.md"], "## "); !slices.Equal(got, want[lang]) {
			t.Errorf("%s/changes.md headings:\n%q\nwant\n%q", lang, got, want[lang])
		}
	}
	var feed struct {
		Entries []struct {
			Title   string `xml:"title"`
			Updated string `xml:"updated"`
		} `xml:"entry"`
	}
	if err := xml.Unmarshal(res.Files["changes.atom"], &feed); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range feed.Entries {
		got = append(got, e.Updated+" "+e.Title)
	}
	wantFeed := []string{
		"2026-12-02T00:00:00Z 2 December 2026: contact",
		"2026-12-01T00:00:02Z 1 December 2026, change no.\u00a02: less polite",
		"2026-12-01T00:00:01Z 1 December 2026, change no.\u00a01: more polite",
		"2026-12-01T00:00:00Z Version of 1 December 2026",
	}
	if !slices.Equal(got, wantFeed) {
		t.Errorf("changes.atom entries:\n%q\nwant\n%q", got, wantFeed)
	}
}

// TestReview6Context: a change to an occasion of the schedule names the occasion, and says
// which text changed (review 6: en 6, de 6, fr 6, pl 4); a change of a window says the window;
// each class has one verdict, the same in sitegen diff and on the page of changes, where only
// sitegen diff asks for sign-off (en 7, de 12, fr 24).
func TestReview6Context(t *testing.T) {
	civic := "../examples/civic-ingestor"
	runReview4Diff(t, []review4DiffCase{
		{"an occasion's wording (en 6, de 6, fr 6, pl 4)", civic, nil, [][2]string{{`fr = "les jours de séance et la veille"`, `fr = "les jours de séance et leur veille"`}}, "/occasions/session-days/label/fr", "wording", map[string]string{
			"en": "Changed for “a session day or the day before” in the schedule: its wording (in French). Previously: “les jours de séance et la veille”. Now: “les jours de séance et leur veille”. Only the wording changes.",
			"de": "Geändert bei einem Anlass des Zeitplans („an Sitzungstagen und jeweils am Vortag“) (französische Fassung): die Bezeichnung – bisher „les jours de séance et la veille“, neu „les jours de séance et leur veille“. Nur der Wortlaut ändert sich.",
			"fr": "Nouvelle formulation, en français, d’une circonstance particulière du calendrier (jusqu’à présent\u202f: «\u202fles jours de séance et la veille\u202f»\u202f; désormais\u202f: «\u202fles jours de séance et leur veille\u202f»). Seule la formulation change.",
			"pl": "Zmiana dla „dni posiedzeń i dni je poprzedzające” w harmonogramie: opis (wersja francuska) – dotychczas: „les jours de séance et la veille”; odtąd: „les jours de séance et leur veille”. Zmiana wyłącznie redakcyjna.",
		}},
		{"a schedule rule's start moved: may be less polite (en 7, de 12, fr 24)", civic, nil, [][2]string{{`at = "03:00"`, `at = "02:30"`}}, "/jobs/photos/cadence/0/at", "looser", map[string]string{
			"en": "Changed in “Photos of council members”: the start time of a schedule rule. Previously: 03:00. Now: 02:30. This change may make the crawler less polite. The change needs sign-off.",
			"de": "Geändert bei der Abrufart „Fotos von Ratsmitgliedern“: die Startzeit einer Regel des Zeitplans – bisher 3:00\u00a0Uhr, neu 2:30\u00a0Uhr. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Modification dans la tâche «\u202fPhotos des élus\u202f»\u202f: l’heure de début d’une règle du calendrier (jusqu’à présent\u202f: 3\u00a0h\u202f; désormais\u202f: 2\u00a0h\u00a030). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Zmiana dla zadania „Zdjęcia radnych”: godzina rozpoczęcia – dotychczas: 3:00; odtąd: 2:30. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
		{"the contact e-mail address (pl 23)", gazette, nil, [][2]string{{`email = "contact@gazette.example"`, `email = "robots@gazette.example"`}}, "/contact/email", "contact", map[string]string{
			"en": "Changed: the contact e-mail address. Previously: “contact@gazette.example”. Now: “robots@gazette.example”. Webmasters should now write to the new address.",
			"de": "Geändert: die Kontakt-E-Mail-Adresse – bisher „contact@gazette.example“, neu „robots@gazette.example“. Webmaster erreichen den Betreiber nun unter der neuen Adresse.",
			"fr": "Modification\u202f: l’adresse électronique de contact (jusqu’à présent\u202f: «\u202fcontact@gazette.example\u202f»\u202f; désormais\u202f: «\u202frobots@gazette.example\u202f»). Les webmestres doivent désormais écrire à la nouvelle adresse.",
			"pl": "Zmiana: adres e-mail do kontaktu – dotychczas: „contact@gazette.example”; odtąd: „robots@gazette.example”. Wiadomości do nas należy odtąd wysyłać na nowy adres.",
		}},
	})
}

// TestReview6PolishHeads: a Polish diff sentence opens with a head that the field's name, in the
// nominative after the colon, can follow: "Zmiana" (also for an item in place of another, "–
// dotychczas: X; odtąd: Y", one layout with diff.changed, Polish review 25, F12), "Dodano
// element", "Usunięto" (review 28, F2: the impersonal past of the other entries, was
// "Dodany element", "Usunięty element"; review 27, F3: "Dodano: informacja" wanted the accusative
// of the field's name, "Dodano informację"; review 25, F10: the head says what happened, was "Nowa
// pozycja", "Usunięta pozycja", review 6, pl 10, pl 22). The head names its object, "element", so
// the field's name after the colon is a label in the nominative, whatever its gender; after „Dodano” and
// „Usunięto” it is their object, in the accusative ({{.Field.Item}}; Polish review 31, F1).
func TestReview6PolishHeads(t *testing.T) {
	ls := localizers(t)
	args := []any{"Context", plain(" dla zadania „A”"), "Field", textForms{base: plain("reguła harmonogramu"), forms: map[string]Text{"Item": plain("regułę harmonogramu")}}, "Old", plain("1"), "New", plain("2")}
	for _, tt := range []struct{ id, want string }{
		{"diff.changed", "Zmiana dla zadania „A”: reguła harmonogramu – dotychczas: 1; odtąd: 2."},
		{"diff.replaced", "Zmiana dla zadania „A”: reguła harmonogramu – dotychczas: 1; odtąd: 2."},
		{"diff.added", "Dodano dla zadania „A” regułę harmonogramu: 2."},
		{"diff.removed", "Usunięto dla zadania „A” regułę harmonogramu: 1."},
		{"diff.added_statement", "Dodano dla zadania „A” regułę harmonogramu. Brzmienie: „2”."},
		{"diff.removed_statement", "Usunięto dla zadania „A” regułę harmonogramu. Dotychczas: „1”."},
		{"diff.unpublished_added", "Dodano dla zadania „A” regułę harmonogramu (wartości nie publikujemy)."},
		{"diff.unpublished_removed", "Usunięto dla zadania „A” regułę harmonogramu (wartości nie publikowaliśmy)."},
	} {
		if got := ls["pl"].t(tt.id, args...).Plain(); got != tt.want {
			t.Errorf("pl %s: %q, want %q", tt.id, got, tt.want)
		}
	}
}

// TestReview6FieldNames: the names of changed values read as English (review 6, en 23), and a
// part of a sentence ("once a year", dates) is a value in the values' form, not a quoted sentence
// with its full stop (fr 9); the French field says "exécutions" as the page does.
func TestReview6FieldNames(t *testing.T) {
	parse := func(src string) *policy.Policy {
		t.Helper()
		p, err := policy.Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	old := strings.Replace(string(historyOld(t, "")), "email = \"bot@minimalbot.eu\"\n", portalContact, 1)
	checkReviewSentences(t, "portal kind", parse(old), parse(strings.Replace(old, `kind = "customer-dashboard"`, `kind = "site-owner-portal"`, 1)), map[string][]string{
		"en": {"Changed: the kind of online portal where webmasters can sign in and send requests to the operator. Previously: “Customer dashboard”. Now: “Portal for website owners”. This changes how webmasters can reach the operator or what they can ask for."},
		"de": {"Geändert: die Art des Portals, in dem Webmaster ihre Anliegen vorbringen können – bisher „Kundenbereich“, neu „Portal für Website-Betreiber“. Für Webmaster ändert sich dadurch, wie sie den Betreiber erreichen oder worum sie ihn bitten können."},
		"fr": {"Modification\u202f: la nature de l’espace où un site peut adresser ses demandes (jusqu’à présent\u202f: «\u202fEspace client\u202f»\u202f; désormais\u202f: «\u202fPortail destiné aux propriétaires de sites\u202f»). Cette modification change la façon de joindre l’exploitant ou ce que les webmestres peuvent lui demander."},
		"pl": {"Zmiana: rodzaj panelu, w którym administratorzy serwisów mogą przesyłać prośby – dotychczas: „Panel klienta”; odtąd: „Portal dla właścicieli serwisów”. Zmienia się sposób kontaktu z nami lub to, o co administratorzy serwisów mogą nas poprosić."},
	})
	runReview4Diff(t, []review4DiffCase{
		{"what a pause applies to (fr 17)", "../examples/civic-ingestor", nil, [][2]string{{"escalation = { factor = 2, max = \"6h\" }\nscope = \"system\"", "escalation = { factor = 2, max = \"6h\" }\nscope = \"server\""}}, "/errors/reactions/1/scope", "looser", map[string]string{
			"en": "Changed for the pause after the event “a failed sync, 3\u00a0times in a row”: what the pause applies to. Previously: “the system”. Now: “the server”. This change may make the crawler less polite. The change needs sign-off.",
			"de": "Geändert bei der Pause nach dem Ereignis „Fehlschlag eines Abgleichs, 3-mal in Folge“: wofür die Pause gilt – bisher „das System“, neu „der Server“. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Modification pour la pause déclenchée par l’événement «\u202f3\u00a0synchronisations consécutives en échec\u202f»\u202f: sa portée (jusqu’à présent\u202f: «\u202fle système\u202f»\u202f; désormais\u202f: «\u202fle serveur\u202f»). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Zmiana dla zdarzenia „nieudana synchronizacja, 3\u00a0razy z rzędu”: czego dotyczy przerwa – dotychczas: „systemu”; odtąd: „serwera”. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		}},
		{"hours that bound only the start (en 23)", "../examples/civic-ingestor", nil, [][2]string{{"hours = \"01:00-06:00\"\nstarts_only = true\nevery", "hours = \"01:00-06:00\"\nevery"}}, "/jobs/full-sync/cadence/0/starts_only", "stricter", map[string]string{
			"en": "Changed in “Full sync”: whether the hours of a schedule rule limit only when runs start. Previously: “starting between 01:00 and 06:00: every 28\u00a0days (for systems whose change filter is reliable)”. Now: “01:00–06:00: every 28\u00a0days (for systems whose change filter is reliable)”. This change makes the crawler more polite.",
			"de": "Geändert bei der Abrufart „Vollabgleich“: Uhrzeiten einer Regel des Zeitplans, in denen Läufe nur beginnen – bisher „Start zwischen 1:00 und 6:00\u00a0Uhr: alle 28\u00a0Tage (bei Systemen, deren Änderungsfilter zuverlässig funktioniert)“, neu „1:00–6:00\u00a0Uhr: alle 28\u00a0Tage (bei Systemen, deren Änderungsfilter zuverlässig funktioniert)“. Der Crawler wird dadurch rücksichtsvoller.",
			"fr": "Modification dans la tâche «\u202fSynchronisation complète\u202f»\u202f: la plage horaire d’une règle du calendrier pendant laquelle les exécutions ne font que démarrer (jusqu’à présent\u202f: «\u202fdémarrage entre 1\u00a0h et 6\u00a0h\u202f: tous les 28\u00a0jours (pour les systèmes dont le filtrage des modifications est fiable)\u202f»\u202f; désormais\u202f: «\u202fde 1\u00a0h à 6\u00a0h\u202f: tous les 28\u00a0jours (pour les systèmes dont le filtrage des modifications est fiable)\u202f»). L’exploration devient plus respectueuse des sites.",
			"pl": "Zmiana dla zadania „Pełna synchronizacja”: godziny reguły harmonogramu, w których uruchomienia tylko się rozpoczynają – dotychczas: „rozpoczęcie między 1:00 a 6:00: co 28\u00a0dni (w systemach, które niezawodnie filtrują zmiany)”; odtąd: „1:00–6:00: co 28\u00a0dni (w systemach, które niezawodnie filtrują zmiany)”. Robot staje się przez to mniej uciążliwy dla serwisów.",
		}},
	})
}
