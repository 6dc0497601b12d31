package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// Round 9 (issue 12, mech9): the mechanisms of sitegen diff that the native reviews of round 8
// found in every language, with exact text in en, de, fr and pl.

// TestReview9ClassTags: the text format names each change's class in the review's language, as
// the page of changes does (review 8: en 23, de 34, fr 12, pl 27); the JSON keeps the tokens.
func TestReview9ClassTags(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	tags := map[string]map[string]string{
		"en": {"less_polite": "less polite", "looser": "may be less polite", "identity": "how the crawler is recognised", "identity_agents": "how the crawlers are recognised",
			"contact": "contact", "stricter": "more polite", "neutral": "no effect on politeness", "wording": "wording only"},
		"de": {"less_polite": "weniger Rücksichtnahme", "looser": "möglicherweise weniger Rücksichtnahme", "identity": "Erkennung des Crawlers", "identity_agents": "Erkennung der Crawler",
			"contact": "Kontakt", "stricter": "mehr Rücksichtnahme", "neutral": "Rücksichtnahme unverändert", "wording": "nur redaktionell"},
		"fr": {"less_polite": "exploration moins respectueuse", "looser": "exploration peut-être moins respectueuse", "identity": "identification du robot", "identity_agents": "identification des robots",
			"contact": "contact", "stricter": "exploration plus respectueuse", "neutral": "sans effet sur le respect des sites", "wording": "changements rédactionnels uniquement"},
		"pl": {"less_polite": "zwiększenie uciążliwości", "looser": "możliwe zwiększenie uciążliwości", "identity": "rozpoznawanie robota", "identity_agents": "rozpoznawanie robotów",
			"contact": "kontakt", "stricter": "zmniejszenie uciążliwości", "neutral": "bez wpływu na uciążliwość", "wording": "zmiana redakcyjna"},
	}
	for lang, byKey := range tags {
		var problems []string
		l := newLocalizer(msgs, lang, &problems)
		for key, want := range byKey {
			if got := l.s(l.classID("diff.class_tag", key)); got != want {
				t.Errorf("%s diff.class_tag.%s = %q, want %q", lang, key, got, want)
			}
		}
		if len(problems) > 0 {
			t.Errorf("%s: %v", lang, problems)
		}
	}
	// The keys: a looser change known to make the crawler less polite, or not; identity by the
	// number of crawlers, as classKey.
	one := &policy.Policy{Agents: policy.Keyed[policy.Agent]{{}}}
	several := &policy.Policy{Agents: policy.Keyed[policy.Agent]{{}, {}}}
	for _, tc := range []struct {
		c    policy.Change
		p    *policy.Policy
		want string
	}{
		{policy.Change{Class: policy.ClassLooser, LessPolite: true}, one, "less_polite"},
		{policy.Change{Class: policy.ClassLooser}, one, "looser"},
		{policy.Change{Class: policy.ClassIdentity}, one, "identity"},
		{policy.Change{Class: policy.ClassIdentity}, several, "identity_agents"},
		{policy.Change{Class: policy.ClassStricter}, several, "stricter"},
	} {
		if got := classTag(tc.c, tc.p); got != tc.want {
			t.Errorf("classTag(%s, less polite %v, %d crawlers) = %q, want %q", tc.c.Class, tc.c.LessPolite, len(tc.p.Agents), got, tc.want)
		}
	}

	// The text format, whole: a shorter interval (less polite), a window's hours moved
	// (may be less polite), a window's label in English (wording).
	src, err := os.ReadFile(filepath.Join("..", "examples", "gmina-bot", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	edited := editSource(t, src, [][2]string{
		{"[limits]\nmin_interval = \"2s\"", "[limits]\nmin_interval = \"1s\""},
		{`hours = ["22:00-06:00"]`, `hours = ["21:00-05:00"]`},
		{`en = "Larger downloads"`, `en = "Large downloads"`},
	})
	old, err := policy.Parse(src, "old.toml")
	if err != nil {
		t.Fatal(err)
	}
	new, err := policy.Parse(edited, "new.toml")
	if err != nil {
		t.Fatal(err)
	}
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"en": {
			"[less polite] /limits/min_interval: 2\u00a0seconds → 1\u00a0second",
			"[wording only] /windows/large-downloads/label/en: Larger downloads → Large downloads",
			"[may be less polite] /windows/large-downloads/hours: 22:00–06:00 (overnight) → 21:00–05:00 (overnight)",
		},
		"de": {
			"[weniger Rücksichtnahme] /limits/min_interval: 2\u00a0Sekunden → 1\u00a0Sekunde",
			"[nur redaktionell] /windows/large-downloads/label/en: Larger downloads → Large downloads",
			"[möglicherweise weniger Rücksichtnahme] /windows/large-downloads/hours: von 22:00\u00a0Uhr bis 6:00\u00a0Uhr am Folgetag → von 21:00\u00a0Uhr bis 5:00\u00a0Uhr am Folgetag",
		},
		"fr": {
			"[exploration moins respectueuse] /limits/min_interval: 2\u00a0secondes → 1\u00a0seconde",
			"[changements rédactionnels uniquement] /windows/large-downloads/label/en: Larger downloads → Large downloads",
			"[exploration peut-être moins respectueuse] /windows/large-downloads/hours: de 22\u00a0h à 6\u00a0h le lendemain → de 21\u00a0h à 5\u00a0h le lendemain",
		},
		"pl": {
			"[zwiększenie uciążliwości] /limits/min_interval: 2\u00a0sekundy → 1\u00a0sekunda",
			"[zmiana redakcyjna] /windows/large-downloads/label/en: Larger downloads → Large downloads",
			"[możliwe zwiększenie uciążliwości] /windows/large-downloads/hours: od 22:00 do 6:00 następnego dnia → od 21:00 do 5:00 następnego dnia",
		},
	}
	for _, lang := range review4Langs {
		r, err := NewReview(old, new, changes, msgs, lang, nil)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(r.Text()), "\n")
		var firsts []string
		for i, line := range lines {
			if strings.HasPrefix(line, "[") {
				firsts = append(firsts, line)
				// The sentence follows, indented.
				if i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "    ") || strings.TrimSpace(lines[i+1]) == "" {
					t.Errorf("%s: no sentence after %q", lang, line)
				}
			}
		}
		if got := strings.Join(firsts, "\n"); got != strings.Join(want[lang], "\n") {
			t.Errorf("%s: the text format's changes\n%q\nwant\n%q", lang, got, strings.Join(want[lang], "\n"))
		}
		// The JSON keeps the tokens.
		js, err := r.JSON()
		if err != nil {
			t.Fatal(err)
		}
		for _, token := range []string{`"class": "looser"`, `"class": "wording"`} {
			if !strings.Contains(string(js), token) {
				t.Errorf("%s: the JSON lacks %s", lang, token)
			}
		}
	}
}

// TestReview9JobRenamed: a kind of fetch under a new key, the same otherwise, is one change
// (review 8, diff8's report): neutral where only the key changed, wording where its name changed
// with it, in every language; references to it (a window's jobs, the jobs that send the own
// User-Agent) name the same fetch and are no change.
func TestReview9JobRenamed(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join("..", "examples", "civic-ingestor", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	renamedKey := strings.ReplaceAll(string(src), "full-sync", "complete-sync")
	label := `label = { en = "Full sync", de = "Vollabgleich", fr = "Synchronisation complète", pl = "Pełna synchronizacja" }`
	if !strings.Contains(renamedKey, label) {
		t.Fatal("civic-ingestor's full sync has another label")
	}
	renamedBoth := strings.Replace(renamedKey, label, `label = { en = "Complete sync", de = "Vollständiger Abgleich", fr = "Synchronisation intégrale", pl = "Synchronizacja pełna" }`, 1)
	tests := []struct {
		name   string
		new    string
		change string // "class pointer old_pointer old new"
		said   map[string]string
	}{
		{"key only", renamedKey, "neutral /jobs/complete-sync /jobs/full-sync full-sync complete-sync", map[string]string{
			"en": "Renamed: the kind of fetch “Full sync” now has the identifier “complete-sync” in the machine-readable files (previously “full-sync”). This does not change how polite the crawler is.",
			"de": "Umbenannt: die Kennung der Abrufart „Vollabgleich“ in den maschinenlesbaren Dateien – bisher „full-sync“, neu „complete-sync“. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts.",
			"fr": "Changement d’identifiant de la tâche «\u202fSynchronisation complète\u202f» dans les fichiers lisibles par machine (jusqu’à présent\u202f: «\u202ffull-sync\u202f»\u202f; désormais\u202f: «\u202fcomplete-sync\u202f»). Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites.",
			"pl": "Zmiana identyfikatora zadania „Pełna synchronizacja” w plikach do odczytu maszynowego – dotychczas: „full-sync”; odtąd: „complete-sync”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy.",
		}},
		{"key and name", renamedBoth, "wording /jobs/complete-sync /jobs/full-sync full-sync complete-sync", map[string]string{
			"en": "Renamed: the kind of fetch “Full sync” is now called “Complete sync”. Only the wording changes.",
			"de": "Umbenannt: die Abrufart „Vollabgleich“ heißt nun „Vollständiger Abgleich“. Nur der Wortlaut ändert sich.",
			"fr": "Changement de nom de la tâche «\u202fSynchronisation complète\u202f», désormais appelée «\u202fSynchronisation intégrale\u202f». Seule la formulation change.",
			"pl": "Zmiana nazwy zadania „Pełna synchronizacja” na „Synchronizacja pełna”. Zmiana wyłącznie redakcyjna.",
		}},
	}
	old, err := policy.Parse(src, "old.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			new, err := policy.Parse([]byte(tc.new), "new.toml")
			if err != nil {
				t.Fatal(err)
			}
			changes, err := policy.Diff(old, new)
			if err != nil {
				t.Fatal(err)
			}
			for _, lang := range review4Langs {
				r, err := NewReview(old, new, changes, msgs, lang, nil)
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, c := range r.Changes {
					got = append(got, strings.Join([]string{string(c.Class), c.Pointer, c.OldPointer, c.Old, c.New}, " "))
				}
				if len(r.Changes) != 1 || got[0] != tc.change {
					t.Fatalf("%s: changes %q, want only %q", lang, got, tc.change)
				}
				if s := r.Changes[0].Sentence; s != tc.said[lang] {
					t.Errorf("%s: %q\nwant %q", lang, s, tc.said[lang])
				}
				if c := r.Changes[0]; c.OldShown != "full-sync" || c.NewShown != "complete-sync" {
					t.Errorf("%s: cells %q → %q, want the keys", lang, c.OldShown, c.NewShown)
				}
			}
		})
	}
}

// TestReview9TriggerReplaced: an event that starts a kind of fetch in place of another is one
// change, which may make the crawler less polite (review 8: en 1, the "Documents" trigger said
// as one added, "less polite", and one removed, "more polite").
func TestReview9TriggerReplaced(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	oldEdits := [][2]string{{`triggers = ["visitor-opens-uncopied"]`, `triggers = ["visitor-request"]`}}
	want := map[string]string{
		"en": "looser /jobs/documents/triggers/0 (/jobs/documents/triggers/0): Changed in “Documents”: an event that starts this kind of fetch. Previously: “when a visitor to the operator’s site asks for it”. Now: “when a visitor to the operator’s site opens an item that the operator has no copy of yet”. This change may make the crawler less polite. The change needs sign-off.",
		"de": "looser /jobs/documents/triggers/0 (/jobs/documents/triggers/0): Ersetzt bei der Abrufart „Dokumente“: der Auslöser „auf Anfrage eines Besuchers der Website des Betreibers“ durch „wenn jemand auf der Website des Betreibers einen Inhalt öffnet, von dem noch keine Kopie vorliegt“. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
		"fr": "looser /jobs/documents/triggers/0 (/jobs/documents/triggers/0): Remplacement dans la tâche «\u202fDocuments\u202f»\u202f: un événement qui déclenche une récupération (jusqu’à présent\u202f: «\u202fà la demande d’un visiteur du site de l’exploitant\u202f»\u202f; désormais\u202f: «\u202fquand un visiteur ouvre, sur le site de l’exploitant, un élément dont l’exploitant n’a pas encore de copie\u202f»). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
		"pl": "looser /jobs/documents/triggers/0 (/jobs/documents/triggers/0): Zmiana dla zadania „Dokumenty”: zdarzenie uruchamiające zadanie – dotychczas: „na prośbę osoby odwiedzającej nasz serwis”; odtąd: „gdy odwiedzający otworzy w naszym serwisie element, którego kopii jeszcze nie mamy”. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
	}
	for _, lang := range review4Langs {
		var got []string
		for _, c := range reviewPair(t, msgs, "../examples/civic-ingestor", oldEdits, nil, lang) {
			got = append(got, string(c.Class)+" "+c.Pointer+" ("+c.OldPointer+"): "+c.Sentence)
		}
		if g := strings.Join(got, "\n"); g != want[lang] {
			t.Errorf("%s: the review says\n%q\nwant only\n%q", lang, g, want[lang])
		}
	}
}
