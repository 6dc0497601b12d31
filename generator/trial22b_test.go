package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestDiffFlagLeftOut (new-user trial 22, F-13): a yes-or-no value set to false, or left out, is
// "no" in sitegen diff's columns, as the crawler takes it, in every language; it was "—", which
// reads as not stated, beside a sentence that says the crawler no longer ignores the "*" group.
func TestDiffFlagLeftOut(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	const rfc = `group_matching = "rfc9309"`
	on := [][2]string{{rfc, "ignores_star_group = true"}}
	off := [][2]string{{rfc, "ignores_star_group = false"}}
	left := [][2]string{{rfc, ""}}
	want := map[string][2]string{
		"en": {"yes → no", "no → yes"},
		"de": {"ja → nein", "nein → ja"},
		"fr": {"oui → non", "non → oui"},
		"pl": {"tak → nie", "nie → tak"},
	}
	const ptr = "/agents/linkgraphbot/ignores_star_group"
	for lang, w := range want {
		for _, tc := range []struct {
			name     string
			old, new [][2]string
			arrow    string
		}{
			{"set to false", on, off, w[0]},
			{"left out", on, left, w[0]},
			{"from left out", left, on, w[1]},
		} {
			r := reviewOfEdits(t, msgs, "../examples/linkgraph-bot", tc.old, tc.new, lang)
			var got []string
			for _, line := range strings.Split(string(r.Text()), "\n") {
				if rest, ok := strings.CutPrefix(line, "["); ok && strings.Contains(rest, "] "+ptr+": ") {
					_, a, _ := strings.Cut(rest, ptr+": ")
					got = append(got, a)
				}
			}
			if len(got) != 1 || got[0] != tc.arrow {
				t.Errorf("%s, %s: %q, want %q", lang, tc.name, got, tc.arrow)
			}
		}
	}
}

// TestJobOfAgentWithLimits (new-user trial 22, F-17): the schedule's row of a job whose agent has
// limits of its own, which hold in addition to the general ones, names them; it said only "No
// limits of its own: the general limits … apply", above "Limits specific to …" on the same page.
// Without general limits, the agent's are the ones the row names.
func TestJobOfAgentWithLimits(t *testing.T) {
	const http = "[agents.pingwarden.http]\n"
	own := [2]string{http, "[agents.pingwarden.limits]\nmin_interval = \"10s\"\ninterval_key = \"hostname\"\n\n" + http}
	res := buildTrial22(t, own)
	checkPageLines(t, res, map[string][]string{
		"en": {"(in all other cases) | If more than one rule under “When” applies at the same time, the first one listed is used.<br>The limits specific to `PingWarden` apply as well. |"},
		"de": {"<br>Außerdem gelten die Limits für `PingWarden`. |"},
		"fr": {"<br>Les limites fixées pour le robot `PingWarden` s’appliquent également. |"},
		"pl": {"<br>Obowiązują też limity robota `PingWarden`. |"},
	})
	checkEveryLanguage(t, "trial 22, agent limits", res)
	// One rule, no general limits: the agent's are the limits of the row.
	cadence := "[[jobs.checks.cadence]]\nevery = \"30s\"\ncondition = "
	res = buildTrial22(t, own, [2]string{cadence, "#\n#every = \"30s\"\n#condition = "}, [2]string{"min_interval = \"2s\"\ninterval_key = \"hostname\"\nconcurrency = 2\nconcurrency_key = \"hostname\"\n", ""})
	checkPageLines(t, res, map[string][]string{
		"en": {"| No limits of its own: the limits specific to `PingWarden` under “How often and how much” apply. |"},
		"de": {"| Keine eigenen Limits; es gelten die Limits für `PingWarden` im Abschnitt „Häufigkeit und Umfang“. |"},
		"fr": {"| Aucune limite propre\u202f: les limites fixées pour le robot `PingWarden` dans la section «\u202fFréquence et volume\u202f» s’appliquent. |"},
		"pl": {"| Brak własnych limitów; obowiązują limity robota `PingWarden` opisane w sekcji „Częstotliwość i limity”. |"},
	})
}

// TestBlockAnswerWholeSite (new-user trial 23, F16): the short answer to "how do I shut the
// crawler out" offers only a snippet that shuts it out of the whole site; one of some paths,
// whatever its label says ("Stop PingWarden checking your site" over /status/ alone), is no
// answer to it, and the answer falls back to what does work. The sentence above the snippets
// says what the proof checks, the paths, not the title, which is the operator's words.
func TestBlockAnswerWholeSite(t *testing.T) {
	const whole = "Add the snippet “Stop PingWarden checking your site” to your robots.txt."
	res := buildTrial22(t)
	checkPageLines(t, res, map[string][]string{"en": {whole, "it blocks exactly the paths stated for it and changes nothing for other crawlers."}})
	res = buildTrial22(t, [2]string{"agents = [\"pingwarden\"]\npaths = [\"/\"]", "agents = [\"pingwarden\"]\npaths = [\"/status/\"]"})
	checkPageLines(t, res, map[string][]string{"en": {"Blocks `PingWarden` from every URL whose path starts with `/status/`."}})
	checkPageLacks(t, res, map[string][]string{
		"en": {whole},
		"de": {"Fügen Sie die Vorlage „PingWarden von Ihrer Website aussperren“ in Ihre robots.txt ein."},
		"fr": {"«\u202fExclure PingWarden de votre site\u202f»"},
		"pl": {"„Blokada monitora PingWarden”"},
	})
}

// TestSnippetPathCovered (new-user trial 23, F17): a snippet narrowed from "/" to "/status/" blocks
// less, never more: the path added, which "/" covered, is neither more nor less polite and says so,
// in every language; it said "The snippet will block more than before" on the page of changes,
// under "More polite". Widened back, the path removed is the one "/" now covers.
func TestSnippetPathCovered(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	whole := [][2]string{}
	some := [][2]string{{"agents = [\"pingwarden\"]\npaths = [\"/\"]", "agents = [\"pingwarden\"]\npaths = [\"/status/\"]"}}
	want := map[string][2]string{
		"en": {"The snippet already blocked these URLs before this change, so this path adds nothing to what it blocks.", "Another path of the snippet still blocks these URLs, so removing this one takes nothing away from what it blocks."},
		"de": {"Diese Adressen hat die Vorlage schon vor der Änderung gesperrt; der neue Pfad sperrt also nichts zusätzlich.", "Ein anderer Pfad der Vorlage sperrt diese Adressen weiterhin; ohne den entfernten Pfad sperrt die Vorlage also nicht weniger."},
		"fr": {"L’extrait bloquait déjà ces adresses avant la modification\u202f: l’ajout de ce chemin ne bloque donc rien de plus.", "Ces adresses restent bloquées par un autre chemin de l’extrait\u202f: le retrait de ce chemin ne débloque donc rien."},
		"pl": {"Wpis blokował te adresy URL już przed zmianą, więc ta ścieżka nie rozszerza zakresu blokady.", "Inna ścieżka wpisu nadal blokuje te adresy URL, więc usunięcie tej ścieżki nie zawęża zakresu blokady."},
	}
	for lang, w := range want {
		for i, tc := range []struct{ old, new [][2]string }{{whole, some}, {some, whole}} {
			r := reviewOfEdits(t, msgs, "testdata/trial22", tc.old, tc.new, lang)
			var covered []string
			for _, c := range r.Changes {
				if strings.Contains(c.Pointer, "/paths/") && c.Class == policy.ClassNeutral {
					covered = append(covered, c.Sentence)
				}
			}
			if len(covered) != 1 || !strings.HasSuffix(covered[0], " "+w[i]) {
				t.Errorf("%s, case %d: %q, want one ending %q", lang, i, covered, w[i])
			}
		}
	}
}
