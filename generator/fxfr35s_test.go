package generator

import "testing"

// TestFrenchReview35Wording (French review 35, /work/notes/s33/review35-fr.md, STYLE and
// TYPOGRAPHY findings; F1 to F4 are the lead's): the exact French sentences, each failed before.
//   - F5: an IP address is « adresse IP », not « adresse IP de serveur »; the slowed scope names
//     the host names « du domaine concerné » (was « son domaine », the domain of an IP address).
//   - F6: a redirect goes « vers un nom d’hôte du même domaine (sous-domaines compris) », as
//     every other scope says it (was « le même domaine ou l’un de ses sous-domaines »).
//   - F7: webmasters « doivent » use the new channel (was « peuvent … et non plus »).
//   - F8: « l’une des unités de décompte » (was « l’unité par laquelle est compté le nombre »).
//   - F9: « l’un des éléments que peut couvrir une dérogation à robots.txt » (was « un élément
//     du champ d’une dérogation »).
//   - F10: « la durée maximale de la pause » (was « la pause la plus longue »).
//   - F11: « l’intervalle minimal du robot » in the Crawl-delay sentences, as the line above
//     them (was « l’intervalle propre au robot »).
//   - F12: « p. ex. » with a no-break space in civic-ingestor's label.
func TestFrenchReview35Wording(t *testing.T) {
	const nb, nn = "\u00a0", "\u202f"
	ls := localizers(t)
	const perServer = "par domaine et par adresse IP" + nn + ": tous les noms d’hôte d’un domaine servis par une même adresse IP (par exemple A et B) partagent cette limite" + nn + "; chacun des autres domaines hébergés sur cette adresse a la sienne"
	const nounServer = "les noms d’hôte du domaine concerné hébergés sur l’adresse IP en cause"
	const comparison = "l’une des unités sur lesquelles porte la limite des requêtes de comparaison envoyées après une réponse HTTP" + nb + "403"
	const escalation = "la durée maximale de la pause"
	hosts := []any{"HostA", plain("A"), "HostB", plain("B")}
	checkMessages(t, ls, "fr", []messageCase{
		// F5
		{"scope_per.domain-server", 0, hosts, perServer},
		{"scope_per_and.domain-server", 0, hosts, perServer},
		{"scope_slowed.domain-server", 0, nil, "vers les noms d’hôte du domaine concerné hébergés sur l’adresse IP en cause"},
		{"scope_in.domain-server", 0, nil, "pour les noms d’hôte d’un même domaine hébergés sur une même adresse IP"},
		{"scope_noun.domain-server", 0, nil, nounServer},
		{"scope_noun_gen.domain-server", 0, nil, nounServer},
		// F6
		{"redirects_within.registrable-domain", 0, nil, "Il ne suit une redirection que vers un nom d’hôte du même domaine (sous-domaines compris)."},
		// F7
		{"diff.class.contact_request_via_instead", 0, []any{"Via", plain("par courriel"), "Old", plain("dans l’espace client")}, "Les webmestres doivent désormais faire cette demande par courriel, et non plus dans l’espace client."},
		// F8
		{"diff.field.comparison_per", 0, nil, comparison},
		{"diff.field_item.comparison_per", 0, nil, comparison},
		// F9
		{"diff.text.exceptions_for", 0, nil, "l’un des éléments que peut couvrir une dérogation à robots.txt"},
		{"diff.text_of.exceptions_for", 0, nil, "de l’un des éléments que peut couvrir une dérogation à robots.txt"},
		// F10
		{"diff.field.reaction_escalation_max", 0, nil, escalation},
		{"diff.field_item.reaction_escalation_max", 0, nil, escalation},
		// F11
		{"opt_out.crawl_delay.longer_than", 0, []any{"Interval", plain("2" + nb + "secondes")}, "Seule une valeur supérieure à l’intervalle minimal du robot (2" + nb + "secondes) le ralentit."},
		{"opt_out.crawl_delay.longer_than_unpublished", 0, nil, "Seule une valeur supérieure à l’intervalle minimal du robot le ralentit" + nn + "; l’exploitant ne publie pas cet intervalle."},
		{"opt_out.crawl_delay.longer_than_page_loads", 0, []any{"Interval", plain("5" + nb + "secondes")}, "Seule une valeur supérieure à l’intervalle minimal du robot entre deux chargements de page (5" + nb + "secondes) le ralentit."},
	})

	// F11 and F12 on the pages the editor read.
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"fr": {
		"Seule une valeur supérieure à l’intervalle minimal du robot (2" + nb + "secondes) le ralentit.",
	}})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{"fr": {
		"Seule une valeur supérieure à l’intervalle minimal du robot (5" + nb + "secondes) le ralentit.",
	}})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"fr": {
		"| Listes facultatives uniquement (p." + nb + "ex. examens des dossiers en séance,",
	}})
	// F10 in the sentence of the diff the editor read (testdata/review/fr.txt).
	checkReviewLines(t, "fr escalation shorter", reviewCaseSentences(t, "fr", "escalation shorter"), []string{
		"/errors/reactions/1/escalation/max | looser | Modification pour la pause déclenchée par l’événement «" + nn + "3" + nb + "synchronisations consécutives en échec" + nn + "»" + nn + ": la durée maximale de la pause (jusqu’à présent" + nn + ": 6" + nb + "heures" + nn + "; désormais" + nn + ": 3" + nb + "heures). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
	})
}
