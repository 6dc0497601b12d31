package generator

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestMech12TitlePluralNotOnPage (issue 12, mech12 1): site.title_plural only tells sitegen the
// grammatical number of the title; a change of it is no entry of the page of changes or the
// feed (a version that changes nothing else adds none), and beside another change it is not
// listed. sitegen diff still lists it, as wording only.
func TestMech12TitlePluralNotOnPage(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	a := string(src)
	b := strings.Replace(a, "languages = [", "title_plural = [\"pl\"]\nlanguages = [", 1)
	c := strings.Replace(b, `title_plural = ["pl"]`, `title_plural = ["pl", "en"]`, 1) + "\n[limits]\nmin_interval = \"2s\"\ninterval_key = \"site\"\n"
	history := []Version{{Rev: "a1", Data: []byte(a)}, {Rev: "b2", Data: []byte(b)}}
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(c)}}
	opts.History = history
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	entries, _, err := changeEntries(res.Policy, history, "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	var got [][]string
	for _, e := range entries {
		var ptrs []string
		for _, ch := range e.Changes {
			ptrs = append(ptrs, ch.Pointer)
		}
		got = append(got, ptrs)
	}
	want := [][]string{{"/limits/min_interval", "/limits/interval_key"}, nil}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("entries' changes %q, want %q (no entry for title_plural alone, and no title_plural beside the limit)", got, want)
	}
	pa, err := policy.Parse([]byte(a), "a.toml")
	if err != nil {
		t.Fatal(err)
	}
	pb, err := policy.Parse([]byte(b), "b.toml")
	if err != nil {
		t.Fatal(err)
	}
	diff, err := policy.Diff(pa, pb)
	if err != nil {
		t.Fatal(err)
	}
	if len(diff) != 1 || diff[0].Pointer != "/site/title_plural/0" || diff[0].Class != policy.ClassWording {
		t.Errorf("sitegen diff's changes %+v, want /site/title_plural/0 as wording", diff)
	}
	for name, data := range res.Files {
		if FromHistory(name) && (strings.Contains(string(data), "plural") || strings.Contains(string(data), "Plural") || strings.Contains(string(data), "mnog")) {
			t.Errorf("%s speaks of the title's grammatical number:\n%s", name, data)
		}
	}
}

const (
	liveFramesJob       = "[jobs.live-frames]\nlabel = { en = \"Live streams (frames)\", de = \"Livestreams (Einzelbilder)\", fr = \"Retransmissions en direct (captures d’images)\", pl = \"Transmisje na żywo (klatki)\" }\nagent = \"civic-ingestor\"\ntarget = \"streaming-providers\"\n\n[[jobs.live-frames.cadence]]"
	liveStreamsLabel    = "label = { en = \"Live streams (on-air check)\", de = \"Livestreams (Sendeprüfung)\", fr = \"Retransmissions en direct (vérification de la diffusion)\", pl = \"Transmisje na żywo (sprawdzanie emisji)\" }"
	liveStreamsOldLabel = "label = { en = \"Live streams\", de = \"Livestreams\", fr = \"Retransmissions en direct\", pl = \"Transmisje na żywo\" }"
	fullSyncRules       = "[[jobs.full-sync.cadence]]\nhours = \"01:00-06:00\"\nstarts_only = true\nevery = \"28d\"\ncondition = { en = \"for systems whose change filter is reliable\", de = \"bei Systemen, deren Änderungsfilter zuverlässig funktioniert\", fr = \"pour les systèmes dont le filtrage des modifications est fiable\", pl = \"w systemach, które niezawodnie filtrują zmiany\" }\n\n[[jobs.full-sync.cadence]]\nhours = \"01:00-06:00\"\nstarts_only = true\nmax_per_day = 1\n"
	// fullSyncBefore is civic-ingestor's "Full sync" before e9f3e06: the nightly rule first, so
	// that the 28-day one applied only outside the night, and at any hour.
	fullSyncBefore = "[[jobs.full-sync.cadence]]\nhours = \"01:00-06:00\"\nstarts_only = true\nmax_per_day = 1\n\n[[jobs.full-sync.cadence]]\nevery = \"28d\"\ncondition = { en = \"for systems whose change filter is reliable\", de = \"bei Systemen, deren Änderungsfilter zuverlässig funktioniert\", fr = \"pour les systèmes dont le filtrage des modifications est fiable\", pl = \"w systemach, które niezawodnie filtrują zmiany\" }\n"
)

// liveStreamsWhole is civic-ingestor as before the live-stream job was split (e9f3e06): one job
// "Live streams" with both schedule rules and the cap per frame.
var liveStreamsWhole = [][2]string{
	{liveFramesJob, "[[jobs.live-streams.cadence]]"},
	{"[[jobs.live-frames.caps]]", "[[jobs.live-streams.caps]]"},
	{liveStreamsLabel, liveStreamsOldLabel},
}

// TestMech12JobSplitKeptKey (issue 12, mech12 2): civic-ingestor's "Live streams" split into an
// on-air check (the job under its key, renamed) and the frames (a job added, with one of its
// rules and its cap) is one change, neutral, as a split into two new keys is; merged back, one
// change too. A part that runs more often is no such split.
func TestMech12JobSplitKeptKey(t *testing.T) {
	runPairingCases(t, []pairingCase{{
		name: "split, the job kept under its key", dir: "../examples/civic-ingestor",
		oldEdits: liveStreamsWhole,
		changes:  []string{"neutral /jobs/live-streams"},
		said: map[string][]string{
			"en": {"Split the kind of fetch “Live streams” into “Live streams (on-air check)” and “Live streams (frames)”. This does not change how polite the crawler is."},
			"de": {"Aufgeteilt: die Abrufart „Livestreams“ in „Livestreams (Sendeprüfung)“ und „Livestreams (Einzelbilder)“. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
			"fr": {"Division de la tâche «\u202fRetransmissions en direct\u202f» en «\u202fRetransmissions en direct (vérification de la diffusion)\u202f» et «\u202fRetransmissions en direct (captures d’images)\u202f». Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites."},
			"pl": {"Podział zadania „Transmisje na żywo” na zadania „Transmisje na żywo (sprawdzanie emisji)” i „Transmisje na żywo (klatki)”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy."},
		},
	}, {
		name: "merged into the job kept under its key", dir: "../examples/civic-ingestor",
		newEdits: liveStreamsWhole,
		changes:  []string{"neutral /jobs/live-streams"},
		said: map[string][]string{
			"en": {"Merged the kinds of fetch “Live streams (on-air check)” and “Live streams (frames)” into “Live streams”. This does not change how polite the crawler is."},
			"de": {"Zusammengefasst: die Abrufarten „Livestreams (Sendeprüfung)“ und „Livestreams (Einzelbilder)“ zu „Livestreams“. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
			"fr": {"Fusion des tâches «\u202fRetransmissions en direct (vérification de la diffusion)\u202f» et «\u202fRetransmissions en direct (captures d’images)\u202f» en une seule, «\u202fRetransmissions en direct\u202f». Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites."},
			"pl": {"Połączenie zadań „Transmisje na żywo (sprawdzanie emisji)” i „Transmisje na żywo (klatki)” w jedno zadanie „Transmisje na żywo”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy."},
		},
	}})
	// A part that takes frames more often is not the same fetches shared out.
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range reviewPair(t, msgs, "../examples/civic-ingestor", liveStreamsWhole, [][2]string{{"every = \"10s\"", "every = \"5s\""}}, "en") {
		got = append(got, string(c.Class)+" "+c.Pointer)
	}
	if slices.Contains(got, "neutral /jobs/live-streams") || !slices.Contains(got, "looser /jobs/live-frames") {
		t.Errorf("a split whose frames come more often: %q, want no neutral split and the frames added as looser", got)
	}
}

// TestMech12FullSyncRules (issue 12, mech12 2): civic-ingestor's "Full sync" whose 28-day rule
// for reliable systems moved first and took the night's hours (e9f3e06) is one change of the
// rules and their order, more polite: reliable systems are no longer synced every night, nor at
// any hour; back, less polite.
func TestMech12FullSyncRules(t *testing.T) {
	runPairingCases(t, []pairingCase{{
		name: "the 28-day rule first, at night", dir: "../examples/civic-ingestor",
		oldEdits: [][2]string{{fullSyncRules, fullSyncBefore}},
		changes:  []string{"stricter /jobs/full-sync/cadence"},
		said: map[string][]string{
			"en": {"Changed in “Full sync”: the schedule rules and their order (where several apply, the first one listed is used). Previously: “starting between 01:00 and 06:00: at most once a day” and “every 28\u00a0days (for systems whose change filter is reliable)”. Now: “starting between 01:00 and 06:00: every 28\u00a0days (for systems whose change filter is reliable)” and “starting between 01:00 and 06:00: at most once a day (in all other cases)”. This change makes the crawler more polite."},
			"de": {"Geändert bei der Abrufart „Vollabgleich“: die Regeln des Zeitplans und ihre Reihenfolge (treffen mehrere zugleich zu, gilt die zuerst genannte) – bisher „Start zwischen 1:00 und 6:00\u00a0Uhr: höchstens einmal täglich“ und „alle 28\u00a0Tage (bei Systemen, deren Änderungsfilter zuverlässig funktioniert)“, neu „Start zwischen 1:00 und 6:00\u00a0Uhr: alle 28\u00a0Tage (bei Systemen, deren Änderungsfilter zuverlässig funktioniert)“ und „Start zwischen 1:00 und 6:00\u00a0Uhr: höchstens einmal täglich (in allen übrigen Fällen)“. Der Crawler wird dadurch rücksichtsvoller."},
			"fr": {"Modification dans la tâche «\u202fSynchronisation complète\u202f»\u202f: les règles du calendrier et leur ordre de priorité (jusqu’à présent\u202f: «\u202fdémarrage entre 1\u00a0h et 6\u00a0h\u202f: au plus une fois par jour\u202f» et «\u202ftous les 28\u00a0jours (pour les systèmes dont le filtrage des modifications est fiable)\u202f»\u202f; désormais\u202f: «\u202fdémarrage entre 1\u00a0h et 6\u00a0h\u202f: tous les 28\u00a0jours (pour les systèmes dont le filtrage des modifications est fiable)\u202f» et «\u202fdémarrage entre 1\u00a0h et 6\u00a0h\u202f: au plus une fois par jour (dans tous les autres cas)\u202f»). L’exploration devient plus respectueuse des sites."},
			"pl": {"Zmiana dla zadania „Pełna synchronizacja”: reguły harmonogramu i ich kolejność (gdy pasuje kilka reguł, obowiązuje pierwsza z listy) – dotychczas: „rozpoczęcie między 1:00 a 6:00: najwyżej raz dziennie” i „co 28\u00a0dni (w systemach, które niezawodnie filtrują zmiany)”; odtąd: „rozpoczęcie między 1:00 a 6:00: co 28\u00a0dni (w systemach, które niezawodnie filtrują zmiany)” i „rozpoczęcie między 1:00 a 6:00: najwyżej raz dziennie (w pozostałych przypadkach)”. Robot staje się przez to mniej uciążliwy dla serwisów."},
		},
	}, {
		name: "back to the nightly rule first", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{fullSyncRules, fullSyncBefore}},
		changes:  []string{"looser /jobs/full-sync/cadence"},
		said: map[string][]string{
			"en": {"Changed in “Full sync”: the schedule rules and their order (where several apply, the first one listed is used). Previously: “starting between 01:00 and 06:00: every 28\u00a0days (for systems whose change filter is reliable)” and “starting between 01:00 and 06:00: at most once a day (in all other cases)”. Now: “starting between 01:00 and 06:00: at most once a day” and “every 28\u00a0days (for systems whose change filter is reliable)”. This change makes the crawler less polite. The change needs sign-off."},
			"de": {"Geändert bei der Abrufart „Vollabgleich“: die Regeln des Zeitplans und ihre Reihenfolge (treffen mehrere zugleich zu, gilt die zuerst genannte) – bisher „Start zwischen 1:00 und 6:00\u00a0Uhr: alle 28\u00a0Tage (bei Systemen, deren Änderungsfilter zuverlässig funktioniert)“ und „Start zwischen 1:00 und 6:00\u00a0Uhr: höchstens einmal täglich (in allen übrigen Fällen)“, neu „Start zwischen 1:00 und 6:00\u00a0Uhr: höchstens einmal täglich“ und „alle 28\u00a0Tage (bei Systemen, deren Änderungsfilter zuverlässig funktioniert)“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			"fr": {"Modification dans la tâche «\u202fSynchronisation complète\u202f»\u202f: les règles du calendrier et leur ordre de priorité (jusqu’à présent\u202f: «\u202fdémarrage entre 1\u00a0h et 6\u00a0h\u202f: tous les 28\u00a0jours (pour les systèmes dont le filtrage des modifications est fiable)\u202f» et «\u202fdémarrage entre 1\u00a0h et 6\u00a0h\u202f: au plus une fois par jour (dans tous les autres cas)\u202f»\u202f; désormais\u202f: «\u202fdémarrage entre 1\u00a0h et 6\u00a0h\u202f: au plus une fois par jour\u202f» et «\u202ftous les 28\u00a0jours (pour les systèmes dont le filtrage des modifications est fiable)\u202f»). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			"pl": {"Zmiana dla zadania „Pełna synchronizacja”: reguły harmonogramu i ich kolejność (gdy pasuje kilka reguł, obowiązuje pierwsza z listy) – dotychczas: „rozpoczęcie między 1:00 a 6:00: co 28\u00a0dni (w systemach, które niezawodnie filtrują zmiany)” i „rozpoczęcie między 1:00 a 6:00: najwyżej raz dziennie (w pozostałych przypadkach)”; odtąd: „rozpoczęcie między 1:00 a 6:00: najwyżej raz dziennie” i „co 28\u00a0dni (w systemach, które niezawodnie filtrują zmiany)”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		},
	}})
}

// TestMech12NoLongerStated (issue 12, mech12 4): a statement removed reads "the page no longer
// states …" in four languages, with a consequence that does not say so again (hide_when_gone's is
// a data-use one since review-en 15); a change that may
// make the crawler less polite is named so ("möglicherweise weniger Rücksichtnahme", not "ohne
// belegten Vorteil für Websites").
func TestMech12NoLongerStated(t *testing.T) {
	runPairingCases(t, []pairingCase{{
		name: "a statement removed", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{"hide_when_gone = true\n", ""}},
		changes:  []string{"looser /jobs/document-checks/hide_when_gone"},
		said: map[string][]string{
			"en": {"No longer stated on the page in “Document checks”: hiding a resource on the operator’s site once the operator notices that it has disappeared from the site it was fetched from. Previously: “A resource that has disappeared from your site is hidden on the operator’s site as soon as the operator notices that it has gone, and its copy is deleted 30\u00a0days later.” The operator commits to less about what it does with the data it collects; how the crawler fetches does not change. The change needs sign-off."},
			"de": {"Nicht mehr angegeben bei der Abrufart „Dokumentprüfung“: das Ausblenden einer Ressource, sobald der Betreiber bemerkt, dass sie von der Website verschwunden ist. Bisher: „Verschwindet eine Ressource von Ihrer Website, blendet der Betreiber sie auf seiner eigenen Website aus, sobald er das bemerkt; die Kopie löscht er 30\u00a0Tage später.“ Der Betreiber macht damit weniger Zusagen zur Verwendung und Aufbewahrung der erhobenen Daten; am Abrufverhalten des Crawlers ändert sich nichts. Die Änderung muss freigegeben werden."},
			"fr": {"Mention retirée dans la tâche «\u202fVérification des documents\u202f»\u202f: le masquage d’un élément dès que l’exploitant constate sa disparition du site. Jusqu’à présent\u202f: «\u202fDès que l’exploitant constate qu’un élément a disparu du site source, il le masque sur son propre site et en supprime la copie 30\u00a0jours plus tard.\u202f» L’exploitant s’engage moins sur l’usage des données collectées\u202f; la manière dont le robot récupère les contenus ne change pas. Ce changement doit être validé avant publication."},
			"pl": {"Ze strony usunięto dla zadania „Kontrola dokumentów” zobowiązanie do ukrywania zasobu w naszym serwisie, gdy tylko zauważymy, że zniknął z serwisu źródłowego. Dotychczas: „Zasób, który zniknął z serwisu źródłowego, ukrywamy w naszym serwisie, gdy tylko to zauważymy; jego kopię usuwamy po 30\u00a0dniach”. Nasze zobowiązania dotyczące wykorzystania zbieranych danych są teraz węższe; sposób pobierania treści przez robota się nie zmienia. Zmiana wymaga zatwierdzenia."},
		},
	}})
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string][3]string{
		"en": {"may be less polite", "may be less polite", "This change may make the crawler less polite."},
		"de": {"möglicherweise weniger Rücksichtnahme", "möglicherweise weniger Rücksichtnahme", "Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll."},
		"fr": {"exploration peut-être moins respectueuse", "exploration qui pourrait devenir moins respectueuse des sites", "L’exploration pourrait devenir moins respectueuse des sites."},
	} {
		var problems []string
		l := newLocalizer(msgs, lang, &problems)
		got := [3]string{l.s(l.classID("diff.class_tag", "looser")), l.s(l.classID("changes.title_class", "looser")), l.s(l.classID("diff.class", "looser"))}
		if got != want {
			t.Errorf("%s: the looser class is named %q, want %q", lang, got, want)
		}
	}
}

// TestMech12WordingText (issue 12, mech12 5): "Only the wording changes" is said only where an
// item's name is reworded; a text that states something (what goes on during a pause, a
// condition, a purpose), whose new words may say something new, is said to keep the policy's
// values, with the new text saying what changes.
func TestMech12WordingText(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	only := map[string]string{"en": "Only the wording changes.", "de": "Nur der Wortlaut ändert sich.", "fr": "Seule la formulation change.", "pl": "Zmiana wyłącznie redakcyjna."}
	text := map[string]string{"en": "No figure or setting in the policy has changed, but the new wording may change what the text means.", "de": "Die Werte und Einstellungen der Richtlinie bleiben unverändert, doch der neue Wortlaut kann eine andere Bedeutung haben.", "fr": "Les valeurs fixées par les règles restent les mêmes\u202f; si la nouvelle formulation en modifie le sens, c’est elle qui fait foi.", "pl": "Wartości w zasadach nie uległy zmianie; ewentualna zmiana znaczenia wynika wyłącznie z nowego brzmienia."}
	for _, tc := range []struct {
		name  string
		edits [][2]string
		want  map[string]string
	}{
		{"a statement added to what goes on during a pause (de)", [][2]string{{"es läuft auch während einer Pause im üblichen Tempo weiter", "es läuft auch während einer Pause und nachts im üblichen Tempo weiter"}}, text},
		{"a condition (en)", [][2]string{{"including during runs of “Full sync”\"", "even during runs of “Full sync”\""}}, text},
		{"a kind of fetch renamed (de)", [][2]string{{"de = \"Vollabgleich\"", "de = \"Kompletter Abgleich\""}}, only},
	} {
		for _, lang := range review4Langs {
			items := reviewPair(t, msgs, "../examples/civic-ingestor", nil, tc.edits, lang)
			if len(items) != 1 || items[0].Class != "wording" || !strings.HasSuffix(items[0].Sentence, tc.want[lang]) {
				var said []string
				for _, it := range items {
					said = append(said, string(it.Class)+": "+it.Sentence)
				}
				t.Errorf("%s, %s: %q, want one change of wording ending %q", tc.name, lang, said, tc.want[lang])
			}
		}
	}
}
