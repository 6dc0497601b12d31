package generator

import (
	"slices"
	"strings"
	"testing"
)

// TestReview41French pins the fixes of the French native review round 41
// (/work/notes/s36/review41-fr.md in the project's notes), with the sentences that replace them:
//   - F2: the stop-all effect without the calque « sauf pour robots.txt lui-même », and clauses of
//     different subjects joined by « , et » so that the next clause does not read as a further
//     exception;
//   - F3 (GRAMMAR): a download budget « de données téléchargées », right for 1 Go and 1,5 Go too;
//   - F4: « y réagir », not « y répondre » (which reads as an HTTP response); the same in the
//     page's meta description (page.summary_short), which the review did not quote;
//   - F5: the two versions compared in a sentence of its own;
//   - F6: the robot's fetches are spaced by the Crawl-delay line, not the line that spaces them;
//   - F7: « la prise en compte … bien que le robot ne respecte pas robots.txt », not « à un robot »;
//   - F8: the events are in the schedule's « Quand » column, not « ci-dessous »;
//   - F9: a quoted departure from RFC 9309 laid out as every other quoted statement;
//   - F10: « le Web national » (examples/web-archive/policy.toml).
//
// F1 (the allowlist's effect) is left to the mechanism (contact.requests[].effect, another
// helper's change); the example's facts do not state the effect.
func TestReview41French(t *testing.T) {
	const nb, nn = "\u00a0", "\u202f"
	ls := localizers(t)
	ab := []any{"A", plain("A"), "B", plain("B")}
	stopAll := "plus aucune requête n’est envoyée au site (hormis celles qui visent robots.txt)"
	events := "indiqués plus bas, dans la colonne «" + nn + "Quand" + nn + "» du calendrier."
	spacedYes := "ses récupérations sont désormais espacées selon la directive Crawl-delay de robots.txt"
	spacedNo := "ses récupérations ne sont plus espacées selon la directive Crawl-delay de robots.txt"
	agentDelay := "la prise en compte de la directive Crawl-delay de robots.txt, bien que le robot ne respecte pas robots.txt"
	statement := []any{"Context", plain(" pour X"), "Field", plain("F"), "Old", plain("O"), "New", plain("N")}
	lead := "Cette page présente les requêtes envoyées aux sites web et la manière dont vous pouvez y réagir."
	checkMessages(t, ls, "fr", []messageCase{
		{"on_disallow.stop-all", 0, nil, stopAll},
		{"on_disallow_sentence.stop-all", 0, nil, stopAll},
		{"on_disallow_lead.stop-all", 0, nil, stopAll},
		{"on_disallow_clause.stop-all", 0, nil, stopAll},
		{"list.and_clauses", 0, ab, "A, et B"},
		{"job.budget", 0, []any{"Size", plain("1" + nb + "Go"), "Key", plain(" par domaine")}, "Au plus 1" + nb + "Go de données téléchargées par domaine."},
		{"job.budget_first_pass", 0, []any{"Size", plain("1,5" + nb + "Go"), "Key", plain(" par domaine")}, "Lors du premier passage, au plus 1,5" + nb + "Go de données téléchargées par domaine"},
		{"intro.lead_short", 1, []any{"Title", plain("X")}, lead},
		{"intro.lead_short", 2, []any{"Title", plain("X")}, lead},
		{"intro.lead_short", 1000000, []any{"Title", plain("X")}, lead},
		{"page.summary_short", 0, []any{"Title", plain("X")}, "X" + nn + ": comment reconnaître les requêtes et comment y réagir."},
		{"ahead.intro", 0, []any{"Date", plain("D"), "Section", plain("S")}, "Vous trouverez ici les règles en vigueur à partir du D" + nn + "; d’ici là, la version précédente de ces règles s’applique. Les différences entre les deux versions sont indiquées dans la section «" + nn + "S" + nn + "»."},
		{"diff.state.agent_crawl_delay.yes", 0, nil, spacedYes},
		{"diff.state.agent_crawl_delay.no", 0, nil, spacedNo},
		{"diff.state.job_crawl_delay.yes", 0, nil, spacedYes},
		{"diff.state.job_crawl_delay.no", 0, nil, spacedNo},
		{"diff.field.agent_crawl_delay", 0, nil, agentDelay},
		{"diff.field_item.agent_crawl_delay", 0, nil, agentDelay},
		{"agent.trigger_unattended_events", 0, nil, "Il fonctionne sans intervention humaine, selon son propre calendrier et à la suite des événements " + events},
		{"agent.trigger_unattended_events_only", 0, nil, "Il fonctionne sans intervention humaine et se déclenche à la suite des événements " + events},
		{"diff.changed_to_statement", 0, statement, "Modification pour X" + nn + ": F. Jusqu’à présent" + nn + ": O. Désormais" + nn + ": «" + nn + "N." + nn + "»"},
		{"diff.changed_from_statement", 0, statement, "Modification pour X" + nn + ": F. Jusqu’à présent" + nn + ": «" + nn + "O." + nn + "» Désormais" + nn + ": N."},
	})

	// F2 on a page: stop-all followed by another effect.
	checkPageLines(t, buildExampleEdited(t, "triple-fetchers",
		[2]string{`on_disallow = ["stop-run", "report-to-customer"]`, `on_disallow = ["stop-all", "report-to-customer"]`}),
		map[string][]string{"fr": {"- En cas d’interdiction par robots.txt, " + stopAll + ", et le rapport remis au client signale l’adresse bloquée et la raison du blocage.\n"}})

	// F3, F4, F8, F10 on the example pages.
	checkPageLines(t, buildExample(t, "web-archive"), map[string][]string{"fr": {
		"\n" + lead + "\n",
		"| Lors du premier passage, au plus 50" + nb + "Mo de données téléchargées par domaine (sous-domaines compris) |",
		"- Finalité" + nn + ": collecte du Web national pour les archives nationales du Web\n",
	}})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"fr": {
		"- Il fonctionne sans intervention humaine, selon son propre calendrier et à la suite des événements " + events + "\n",
	}})

	// F9: the diff's lines, as testdata/review/fr.txt lists them.
	after := " L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."
	head := "Modification pour «" + nn + "civic-ingestor" + nn + "»" + nn + ": la manière dont il choisit les groupes de robots.txt qu’il respecte. Jusqu’à présent" + nn + ": comme le prévoit la RFC" + nb + "9309. Désormais" + nn + ": «" + nn
	for _, c := range []struct{ name, want string }{
		{"only the first group obeyed", head + "Il n’applique que le premier groupe de robots.txt qui le nomme et ignore tout groupe suivant qui le nomme aussi, alors que la RFC" + nb + "9309 prévoit de fusionner de tels groupes" + nn + "; sans groupe qui lui soit propre, il n’applique que le premier groupe “*”." + nn + "»" + after},
		{"token compared case-sensitively", head + "Il compare son jeton de produit aux lignes User-agent en distinguant majuscules et minuscules" + nn + ": un groupe ne s’applique à lui que si l’une de ses lignes User-agent indique “civic-ingestor” avec exactement les mêmes majuscules et minuscules (la RFC" + nb + "9309 ne fait pas cette distinction)." + nn + "»" + after},
	} {
		var got []string
		for _, line := range reviewCaseSentences(t, "fr", c.name) {
			got = append(got, line[strings.LastIndex(line, " | ")+len(" | "):])
		}
		if !slices.Equal(got, []string{c.want}) {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, []string{c.want})
		}
	}
}
