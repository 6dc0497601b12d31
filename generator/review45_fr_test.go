package generator

import (
	"strings"
	"testing"
)

// TestReview45frMessages pins the fixes of the native French review round 45
// (/work/notes/s37/review45-fr.md in the project's notes). F1: a change of an agent's revisits
// names the field « la nouvelle vérification … » no more (an adverb set off by commas inside a
// noun phrase); review 46 F8 made it « si et quand une adresse est vérifiée de nouveau après une
// réponse d’erreur ou une redirection », whose « si » keeps it true where the same field name heads
// a revisit that says the address is never fetched again (revisit.never). F2 (the min_interval field names name the
// interval, no gloss in brackets) was fixed on int45 already and is pinned here as it reads. F3:
// robots.txt before every fetch « (dans la copie en cache) », with no participle that agrees with
// nothing in the table cell (was « (consulté dans sa copie en cache) »).
func TestReview45frMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "fr", []messageCase{
		// F1
		{"diff.field.revisits", 0, nil, "si une adresse est vérifiée de nouveau après une réponse d’erreur ou une redirection, et à quel moment"},
		{"diff.field_item.revisits", 0, nil, "si une adresse est vérifiée de nouveau après une réponse d’erreur ou une redirection, et à quel moment"},
		// F2, as int45 has it (review 46 F1 made the verb subjunctive)
		{"diff.field.contact_request_min_interval", 0, nil, "l’intervalle le plus long qu’un site puisse demander entre deux requêtes"},
		{"diff.field.contact_request_min_interval_page_loads", 0, nil, "l’intervalle le plus long qu’un site puisse demander entre deux chargements de page"},
		{"diff.field.faster_request_min_interval", 0, nil, "l’intervalle le plus court qu’un site puisse demander entre deux requêtes"},
		{"diff.field.faster_request_min_interval_page_loads", 0, nil, "l’intervalle le plus court qu’un site puisse demander entre deux chargements de page"},
		{"diff.field_item.faster_request_min_interval", 0, nil, "l’intervalle le plus court qu’un site puisse demander entre deux requêtes"},
		// F3
		{"robots_check.before-every-fetch", 0, nil, "avant chaque récupération (dans la copie en cache)"},
	})
	// F1 on the page of changes the editor read (line 216 of linkgraph-bot-changes.md).
	res := buildExampleWithHistory(t, "linkgraph-bot")
	want := "\n- Ajout pour `linkgraphbot`\u202f: si une adresse est vérifiée de nouveau après une réponse d’erreur ou une redirection, et à quel moment. Désormais\u202f: «\u202fUne adresse pour laquelle le serveur a répondu par un code HTTP\u00a0404 ou 301 est vérifiée de nouveau plus tard.\u202f» "
	if got := string(res.Files["fr/changes.md"]); !strings.Contains(got, want) {
		t.Errorf("linkgraph-bot fr/changes.md lacks %q", want)
	}
	// F3 on the page the editor read: the table cell and the sentence say the same.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"fr": {
		"- Par défaut, robots.txt est lu avant chaque récupération (dans la copie en cache).\n",
		"| `ExampleWatch` | Automatique | Avant chaque récupération (dans la copie en cache) | Oui | Non |",
	}})
}
