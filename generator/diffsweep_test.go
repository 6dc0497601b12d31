package generator

import (
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// Review 5 (issue 12), mechanism 2: raw, English or internal values in the sentences of `sitegen
// diff` and of the page of changes (en 4, 27-29, de 2, 3, fr 7, pl 2, 3). The sweep walks the git
// history of every example's policy and of the root policy, as the page of changes does, reviews
// each pair of neighbouring versions in every language, and checks every sentence structurally:
// no member written as key=value, no duration as policy.toml writes it ("10s", "2w"), no
// enumerated value quoted as its token (“abandoned”), no generic "a value of the policy"; a short deny-list of the
// leaks the review found is a second check for de, fr and pl.

var (
	sweepKeyValue = regexp.MustCompile(`\b[a-z_]{2,}=[^"\s]`)
	sweepDuration = regexp.MustCompile(`(^|[\s(“„«])\d+(ms|s|m|h|d|w)([\s)”“»,.;:]|$)`)
	sweepEnum     = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)
	// sweepDeny are the English or internal words the review found in de, fr and pl sentences.
	sweepDeny = []string{"abandoned", "truncated", "yes", "occasions", "is_default", "every=", "value of the policy"}
)

// sweepIdentifiers are fields whose values are identifiers a webmaster copies (a token, a
// User-Agent, an address): written as the policy does, never translated.
var sweepIdentifiers = map[string]bool{
	"token": true, "legacy_token": true, "user_agent": true, "variant": true, "stable_part": true,
	"version": true, "address": true, "host_name": true, "host_name_example": true, "snippet_path": true,
	"snippet_also_block": true, "contact_email": true, "contact_abuse_email": true, "contact_form": true,
	"base_url": true, "time_zone": true, "comparison_user_agent": true, "snippet_agent": true,
	"operator": true, "conditional_request": true, "signing_key": true,
	// A code of the AIPREF vocabulary, which sites write in robots.txt as it is.
	"aipref": true,
	// A crawler named by its product token, and a title that is the crawler's name.
	"agent": true, "site_title": true,
}

// sweepLanguageTag is the last token of the pointer of a text in one language (a label's "en").
var sweepLanguageTag = regexp.MustCompile(`^[a-z]{2}$`)

// sweepSameWord are tokens that are also a language's word for them ("incidents"), quoted as the
// review in that language states them.
var sweepSameWord = map[string]map[string]bool{"en": {"incidents": true}, "fr": {"incidents": true, "questions": true}}

// checkSweepSentence reports what in s, the sentence of change c in lang, is a raw value.
func checkSweepSentence(t *testing.T, where, lang string, c ReviewItem, field, fallback string) {
	t.Helper()
	s := c.Sentence
	if m := sweepKeyValue.FindString(s); m != "" {
		t.Errorf("%s (%s) %s: a member as key=value (%q): %s", where, lang, c.Pointer, m, s)
	}
	if m := sweepDuration.FindString(s); m != "" {
		t.Errorf("%s (%s) %s: a duration as policy.toml writes it (%q): %s", where, lang, c.Pointer, m, s)
	}
	for _, cell := range []string{c.OldShown, c.NewShown} {
		// The columns of the text and Markdown formats (review 5: en 29, de 2).
		if m := sweepKeyValue.FindString(cell); m != "" {
			t.Errorf("%s (%s) %s: a column's value as key=value (%q): %s", where, lang, c.Pointer, m, cell)
		}
		if m := sweepDuration.FindString(cell); m != "" {
			t.Errorf("%s (%s) %s: a column's duration as policy.toml writes it (%q): %s", where, lang, c.Pointer, m, cell)
		}
	}
	if fallback != "" && strings.Contains(s, fallback) {
		t.Errorf("%s (%s) %s: the generic fallback %q: %s", where, lang, c.Pointer, fallback, s)
	}
	// A text in one language (".../for/1/en") is the operator's own words, which may be one
	// lower-case word ("documents"; English review 33, F5), not a value's key.
	if !sweepIdentifiers[field] && !sweepLanguageTag.MatchString(path.Base(c.Pointer)) {
		for _, v := range []string{c.Old, c.New} {
			if sweepEnum.MatchString(v) && len(v) > 2 && !sweepSameWord[lang][v] && regexp.MustCompile(`[“„«‘‚]\x{202f}?`+regexp.QuoteMeta(v)+`\x{202f}?[”“»’‘]`).MatchString(s) {
				t.Errorf("%s (%s) %s: the value's token %q: %s", where, lang, c.Pointer, v, s)
			}
		}
	}
	if lang != "en" {
		low := strings.ToLower(s)
		for _, w := range sweepDeny {
			if regexp.MustCompile(`(^|\W)` + regexp.QuoteMeta(w) + `(\W|$)`).MatchString(low) {
				t.Errorf("%s (%s) %s: the English word %q: %s", where, lang, c.Pointer, w, s)
			}
		}
	}
}

func TestDiffSweepHistory(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("git is needed to walk the policies' history")
		}
		t.Skip("no git")
	}
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../examples/*/policy.toml")
	files = append([]string{"../policy.toml"}, files...)
	langs := []string{"en", "de", "fr", "pl"}
	fallback := map[string]string{}
	for _, lang := range langs {
		l := newLocalizer(msgs, lang, new([]string))
		fallback[lang] = l.s("diff.field.unclassified")
	}
	pairs, splits := 0, 0
	smallest := smallestWith(t, "")
	for _, f := range files {
		rel := strings.TrimPrefix(f, "../")
		out, err := exec.Command("git", "-C", "..", "log", "--format=%H", "--reverse", "--", rel).Output()
		if err != nil {
			t.Skipf("git log: %v (not a repository?)", err)
		}
		var prev *policy.Policy
		revs := strings.Fields(string(out))
		for _, rev := range revs {
			src, err := exec.Command("git", "-C", "..", "show", rev+":"+rel).Output()
			if err != nil {
				continue // removed in this commit
			}
			p, err := policy.Parse(src, rel)
			if err != nil {
				prev = nil // a version of an older schema: the page of changes notes it, too
				continue
			}
			sweepReordered(t, rel+"@"+rev[:8], src)
			if rev == revs[len(revs)-1] {
				// The latest version against the smallest policy, both ways: every section
				// added and removed, each stated in words (no "value of the policy").
				for _, lang := range langs {
					for _, pair := range [][2]*policy.Policy{{smallest, p}, {p, smallest}} {
						changes, err := policy.Diff(pair[0], pair[1])
						if err != nil {
							t.Fatal(err)
						}
						r, err := NewReview(pair[0], pair[1], changes, msgs, lang, nil)
						if err != nil {
							t.Fatalf("%s against the smallest policy (%s): %v", rel, lang, err)
						}
						for i, c := range r.Changes {
							checkSweepSentence(t, rel+" against the smallest policy", lang, c, changes[i].Field, fallback[lang])
						}
					}
				}
			}
			splits += sweepSplitJobs(t, rel+"@"+rev[:8], src, msgs, fallback)
			if prev != nil {
				changes, err := policy.Diff(prev, p)
				if err != nil {
					t.Fatal(err)
				}
				fields := map[string]string{}
				for _, c := range changes {
					fields[c.Pointer] = c.Field
				}
				for _, lang := range langs {
					r, err := NewReview(prev, p, changes, msgs, lang, nil)
					if err != nil {
						t.Fatalf("%s@%s (%s): %v", rel, rev[:8], lang, err)
					}
					for _, c := range r.Changes {
						checkSweepSentence(t, rel+"@"+rev[:8], lang, c, fields[c.Pointer], fallback[lang])
					}
				}
				pairs++
			}
			prev = p
		}
	}
	if pairs < 20 {
		t.Fatalf("only %d pairs of versions reviewed: the history was not read", pairs)
	}
	if splits < 10 {
		t.Fatalf("only %d jobs split: the sweep did not split the examples' jobs", splits)
	}
}

// TestReview5Mechanism2 states, in four languages, the values the review found raw: an enumerated
// value (larger_bodies) and yes-or-no values (hide_when_gone) as the page's sentence that states
// them, and a removed schedule rule as the table of jobs states it, not as key=value.
func TestReview5Mechanism2(t *testing.T) {
	runReview4Diff(t, []review4DiffCase{{
		name: "larger_bodies", dir: "../examples/gazette-bot",
		oldEdits: [][2]string{{"[targets.municipalities.limits]\ncounts = [\"pagination\"]\nconnect_timeout = \"5s\"\nresponse_timeout = \"15s\"\nmax_body_size = \"8MB\"\nlarger_bodies = \"abandoned\"\n", "[targets.municipalities.limits]\ncounts = [\"pagination\"]\nconnect_timeout = \"5s\"\nresponse_timeout = \"15s\"\nmax_body_size = \"8MB\"\n"}},
		// Neutral since round 9 (review 8: en 2): max_body_size bounds the download whether a
		// larger body is truncated or abandoned.
		ptr: "/targets/municipalities/limits/larger_bodies", class: "neutral",
		want: map[string]string{
			"en": "Added for “Municipal websites”: what happens to a response larger than the maximum size the crawler downloads. Now: “The crawler abandons any response larger than 8\u00a0MB.” This does not change how polite the crawler is.",
			"de": "Hinzugefügt für „Websites der Gemeinden“: was mit einer Antwort über der Höchstgröße geschieht. Neu: „Ist eine Antwort größer als 8\u00a0MB, bricht der Crawler den Abruf ab.“ An der Rücksichtnahme des Crawlers ändert sich dadurch nichts.",
			"fr": "Ajout pour la catégorie «\u202fSites des communes\u202f»\u202f: le traitement d’une réponse qui dépasse la taille maximale. Désormais\u202f: «\u202fToute réponse de plus de 8\u00a0Mo est abandonnée.\u202f» Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites.",
			"pl": "Dodano dla kategorii serwisów „Strony internetowe gmin” informację o postępowaniu z odpowiedzią przekraczającą maksymalny rozmiar pobieranych danych. Brzmienie: „Robot przerywa pobieranie każdej odpowiedzi większej niż 8\u00a0MB”. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy.",
		},
	}, {
		name: "hide_when_gone", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{"delete_after = \"30d\"\nhide_when_gone = true\n", "delete_after = \"30d\"\n"}},
		ptr:      "/jobs/document-checks/hide_when_gone", class: "looser",
		want: map[string]string{
			"en": "No longer stated on the page in “Document checks”: hiding a resource on the operator’s site once the operator notices that it has disappeared from the site it was fetched from. Previously: “A resource that has disappeared from your site is hidden on the operator’s site as soon as the operator notices that it has gone, and its copy is deleted 30\u00a0days later.” The operator commits to less about what it does with the data it collects; how the crawler fetches does not change. The change needs sign-off.",
			"de": "Nicht mehr angegeben bei der Abrufart „Dokumentprüfung“: das Ausblenden einer Ressource, sobald der Betreiber bemerkt, dass sie von der Website verschwunden ist. Bisher: „Verschwindet eine Ressource von Ihrer Website, blendet der Betreiber sie auf seiner eigenen Website aus, sobald er das bemerkt; die Kopie löscht er 30\u00a0Tage später.“ Der Betreiber macht damit weniger Zusagen zur Verwendung und Aufbewahrung der erhobenen Daten; am Abrufverhalten des Crawlers ändert sich nichts. Die Änderung muss freigegeben werden.",
			"fr": "Mention retirée dans la tâche «\u202fVérification des documents\u202f»\u202f: le masquage d’un élément dès que l’exploitant constate sa disparition du site. Jusqu’à présent\u202f: «\u202fDès que l’exploitant constate qu’un élément a disparu du site source, il le masque sur son propre site et en supprime la copie 30\u00a0jours plus tard.\u202f» L’exploitant s’engage moins sur l’usage des données collectées\u202f; la manière dont le robot récupère les contenus ne change pas. Ce changement doit être validé avant publication.",
			"pl": "Ze strony usunięto dla zadania „Kontrola dokumentów” zobowiązanie do ukrywania zasobu w naszym serwisie, gdy tylko zauważymy, że zniknął z serwisu źródłowego. Dotychczas: „Zasób, który zniknął z serwisu źródłowego, ukrywamy w naszym serwisie, gdy tylko to zauważymy; jego kopię usuwamy po 30\u00a0dniach”. Nasze zobowiązania dotyczące wykorzystania zbieranych danych są teraz węższe; sposób pobierania treści przez robota się nie zmienia. Zmiana wymaga zatwierdzenia.",
		},
	}, {
		name: "cadence rule removed", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{"[[jobs.live-frames.cadence]]\noccasions = [\"live-session\"]\nevery = \"10s\"\nis_default = true\ncondition = { en = \"one frame of the broadcast each time\", de = \"jeweils ein Einzelbild der Übertragung\", fr = \"capture d’une image pendant la retransmission\", pl = \"za każdym razem jedna klatka transmisji\" }\n", ""}},
		ptr:      "/jobs/live-frames/cadence/0", class: "stricter",
		want: map[string]string{
			"en": "Removed in “Live streams (frames)”: a schedule rule (“during a council session that is broadcast live: every 10\u00a0seconds by default (one frame of the broadcast each time)”). This change makes the crawler more polite.",
			"de": "Entfernt bei der Abrufart „Livestreams (Einzelbilder)“: eine Regel des Zeitplans – „bei Ratssitzungen mit Liveübertragung: standardmäßig alle 10\u00a0Sekunden (jeweils ein Einzelbild der Übertragung)“. Der Crawler wird dadurch rücksichtsvoller.",
			"fr": "Suppression dans la tâche «\u202fRetransmissions en direct (captures d’images)\u202f»\u202f: une règle du calendrier («\u202fpour chaque séance du conseil retransmise en direct\u202f: toutes les 10\u00a0secondes par défaut (capture d’une image pendant la retransmission)\u202f»). L’exploration devient plus respectueuse des sites.",
			"pl": "Usunięto dla zadania „Transmisje na żywo (klatki)” regułę harmonogramu: „przy posiedzeniu rady z transmisją na żywo: domyślnie co 10\u00a0sekund (za każdym razem jedna klatka transmisji)”. Robot staje się przez to mniej uciążliwy dla serwisów.",
		},
	}, {
		name: "cadence rule rewritten", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{"occasions = [\"live-session\"]\nevery = \"10s\"\nis_default = true\n", "occasions = [\"live-session\"]\nevery = \"20s\"\n"}},
		ptr:      "/jobs/live-frames/cadence/0", class: "looser",
		want: map[string]string{
			"en": "Changed in “Live streams (frames)”: a schedule rule. Previously: “during a council session that is broadcast live: every 10\u00a0seconds by default (one frame of the broadcast each time)”. Now: “during a council session that is broadcast live: every 20\u00a0seconds (one frame of the broadcast each time)”. This change may make the crawler less polite. The change needs sign-off.",
			"de": "Geändert bei der Abrufart „Livestreams (Einzelbilder)“: eine Regel des Zeitplans – bisher „bei Ratssitzungen mit Liveübertragung: standardmäßig alle 10\u00a0Sekunden (jeweils ein Einzelbild der Übertragung)“, neu „bei Ratssitzungen mit Liveübertragung: alle 20\u00a0Sekunden (jeweils ein Einzelbild der Übertragung)“. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			"fr": "Modification dans la tâche «\u202fRetransmissions en direct (captures d’images)\u202f»\u202f: une règle du calendrier (jusqu’à présent\u202f: «\u202fpour chaque séance du conseil retransmise en direct\u202f: toutes les 10\u00a0secondes par défaut (capture d’une image pendant la retransmission)\u202f»\u202f; désormais\u202f: «\u202fpour chaque séance du conseil retransmise en direct\u202f: toutes les 20\u00a0secondes (capture d’une image pendant la retransmission)\u202f»). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"pl": "Zmiana dla zadania „Transmisje na żywo (klatki)”: reguła harmonogramu – dotychczas: „przy posiedzeniu rady z transmisją na żywo: domyślnie co 10\u00a0sekund (za każdym razem jedna klatka transmisji)”; odtąd: „przy posiedzeniu rady z transmisją na żywo: co 20\u00a0sekund (za każdym razem jedna klatka transmisji)”. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		},
	}})
}

// TestReview5Cells: the Old and New columns of the text and Markdown formats state values in the
// review's language, as its sentences do, never as policy.toml writes them (review 5: en 29, de 2).
func TestReview5Cells(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][2]string{
		"en": {"during a council session that is broadcast live: every 10\u00a0seconds by default (one frame of the broadcast each time)", "during a council session that is broadcast live: every 20\u00a0seconds (one frame of the broadcast each time)"},
		"de": {"bei Ratssitzungen mit Liveübertragung: standardmäßig alle 10\u00a0Sekunden (jeweils ein Einzelbild der Übertragung)", "bei Ratssitzungen mit Liveübertragung: alle 20\u00a0Sekunden (jeweils ein Einzelbild der Übertragung)"},
		"fr": {"pour chaque séance du conseil retransmise en direct\u202f: toutes les 10\u00a0secondes par défaut (capture d’une image pendant la retransmission)", "pour chaque séance du conseil retransmise en direct\u202f: toutes les 20\u00a0secondes (capture d’une image pendant la retransmission)"},
		"pl": {"przy posiedzeniu rady z transmisją na żywo: domyślnie co 10\u00a0sekund (za każdym razem jedna klatka transmisji)", "przy posiedzeniu rady z transmisją na żywo: co 20\u00a0sekund (za każdym razem jedna klatka transmisji)"},
	}
	for _, lang := range review4Langs {
		for _, c := range reviewPair(t, msgs, "../examples/civic-ingestor", nil, [][2]string{{"occasions = [\"live-session\"]\nevery = \"10s\"\nis_default = true\n", "occasions = [\"live-session\"]\nevery = \"20s\"\n"}}, lang) {
			if c.Pointer != "/jobs/live-frames/cadence/0" {
				continue
			}
			if got := [2]string{c.OldShown, c.NewShown}; got != want[lang] {
				t.Errorf("%s: cells %q, want %q", lang, got, want[lang])
			}
		}
	}
}

// sweepReordered diffs a version against itself with every list whose order means nothing
// reversed (promises, a snippet's paths, pauses, conditions, dates, budgets, re-visits, further
// intervals, a window's spans, the IP addresses): items are paired by content, and lists stated
// as a whole are compared without their order, so there must be no change (issue 12, diff8: a reordered list read as
// removals and additions with the wrong classes).
func sweepReordered(t *testing.T, where string, src []byte) {
	t.Helper()
	old, err1 := policy.Parse(src, "old.toml")
	new, err2 := policy.Parse(src, "new.toml")
	if err1 != nil || err2 != nil {
		return
	}
	slices.Reverse(new.Commitments.Promises)
	slices.Reverse(new.Errors.Reactions)
	slices.Reverse(new.Network.Addresses)
	for i := range new.Snippets {
		slices.Reverse(new.Snippets[i].Paths)
	}
	for i := range new.Jobs {
		j := &new.Jobs[i]
		slices.Reverse(j.Reactions)
		slices.Reverse(j.Conditions)
		slices.Reverse(j.SkippedWhen)
		slices.Reverse(j.Dates)
		slices.Reverse(j.Caps)
		slices.Reverse(j.Budgets)
	}
	for i := range new.Agents {
		a := &new.Agents[i]
		slices.Reverse(a.Promises)
		slices.Reverse(a.Revisits)
		slices.Reverse(a.Limits.Intervals)
		if a.Embedded != nil {
			slices.Reverse(a.Embedded.Kinds)
		}
	}
	for i := range new.Windows {
		slices.Reverse(new.Windows[i].Hours)
		slices.Reverse(new.Windows[i].Targets)
	}
	for i := range new.Targets {
		slices.Reverse(new.Targets[i].Limits.Intervals)
	}
	slices.Reverse(new.Limits.Intervals)
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range changes {
		t.Errorf("%s: lists reordered, and the diff finds %s %s (%s → %s)", where, c.Kind, c.Pointer, c.Old, c.New)
	}
}

// sweepSplitJobs diffs a version against itself with each job split in two copies, every list
// that named it (a window's, a request's, a pause's, an installation's) naming both: one change,
// neutral, said as a split in every language (issue 12, diff8; new user
// 5, B7: three changes, two "less polite").
func sweepSplitJobs(t *testing.T, where string, src []byte, msgs *Messages, fallback map[string]string) (splits int) {
	t.Helper()
	old, err := policy.Parse(src, "old.toml")
	if err != nil {
		return 0
	}
	for _, j := range old.Jobs {
		if runsWith(old, j.ID) {
			continue // a schedule rule runs with it: it cannot name two jobs
		}
		new, _ := policy.Parse(src, "new.toml")
		i := slices.IndexFunc(new.Jobs, func(x policy.Job) bool { return x.ID == j.ID })
		a, b := new.Jobs[i], new.Jobs[i]
		a.ID, b.ID = j.ID+"-a", j.ID+"-b"
		new.Jobs = append(slices.Delete(new.Jobs, i, i+1), a, b)
		// Every list that named the job names both parts: the same fetches.
		parts := func(list []string) []string {
			if k := slices.Index(list, j.ID); k >= 0 {
				return slices.Insert(slices.Delete(slices.Clone(list), k, k+1), k, a.ID, b.ID)
			}
			return list
		}
		for k := range new.Windows {
			new.Windows[k].Jobs = parts(new.Windows[k].Jobs)
		}
		for k := range new.Contact.Requests {
			new.Contact.Requests[k].Jobs = parts(new.Contact.Requests[k].Jobs)
		}
		for k := range new.Errors.Reactions {
			new.Errors.Reactions[k].Jobs = parts(new.Errors.Reactions[k].Jobs)
		}
		for k := range new.Agents {
			if sh := new.Agents[k].SelfHosted; sh != nil {
				sh.OwnUserAgentJobs, sh.DefaultUserAgentJobs = parts(sh.OwnUserAgentJobs), parts(sh.DefaultUserAgentJobs)
			}
		}
		changes, err := policy.Diff(old, new)
		if err != nil {
			t.Fatal(err)
		}
		if len(changes) != 1 || changes[0].Class != policy.ClassNeutral || len(changes[0].Parts) != 2 {
			var got []string
			for _, c := range changes {
				got = append(got, string(c.Kind)+" "+c.Pointer+" "+string(c.Class))
			}
			t.Errorf("%s: job %s split in two copies: %s; want one neutral split", where, j.ID, strings.Join(got, ", "))
			continue
		}
		for _, lang := range []string{"en", "de", "fr", "pl"} {
			r, err := NewReview(old, new, changes, msgs, lang, nil)
			if err != nil {
				t.Fatalf("%s (%s): %v", where, lang, err)
			}
			checkSweepSentence(t, where+" split "+j.ID, lang, r.Changes[0], changes[0].Field, fallback[lang])
		}
		splits++
	}
	return splits
}

// runsWith reports whether a schedule rule of another job runs with job id.
func runsWith(p *policy.Policy, id string) bool {
	return slices.ContainsFunc(p.Jobs, func(j policy.Job) bool {
		return slices.ContainsFunc(j.Cadence, func(c policy.Cadence) bool { return c.With == id })
	})
}
