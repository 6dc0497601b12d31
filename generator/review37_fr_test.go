package generator

import "testing"

// French review 37 (/work/notes/s34/review37-fr.md): the exact French text of each finding fixed,
// in the message where it is written and on the page or in the sentence of sitegen diff where the
// editor read it. Each case failed before.
//   - F1: NordsucheFresh fetches news sites « fréquente(s) », so that new content reaches the index
//     quickly, not « exploration rapide » (a fast request rate).
//   - F2: target_sources is how the crawler learns of the servers, not their « provenance ».
//   - F3: window.except_days with the effect first (the lead's wording): the fetches limited to
//     the window do not run, the window does not open.
//   - F4: the other fetches continue « comme indiqué ci-dessus », not « à toute heure ».
//   - F6: the note under a snippet that names one crawler: « un groupe pour ce robot, supprimez-y … ».
//   - F7: the platforms not scraped are those that host other people's content.
//   - F8: « requêtes restées sans réponse », not « absences de réponse du serveur ».
//   - F9: Retry-After's cap right after the header, not in a parenthesis at the end.
//   - F11: random-order without the dangling participle.
//   - F12: « la durée maximale d’une exécution » (the job is named by the sentence).
//   - F13: tokens_case_some tells to copy the tokens with their case, as tokens_case_all does.
//   - F14: wording_added with no referent of its own: « Les règles restent inchangées. »

const (
	nb37 = "\u00a0"
	nn37 = "\u202f"
)

func TestReview37frMessages(t *testing.T) {
	ls := localizers(t)
	const exceptDays = "les jours où les récupérations réservées à cette plage horaire n’ont pas lieu (la plage n’ouvre pas ces jours-là)"
	const sources = "la manière dont le robot découvre les serveurs qu’il interroge"
	const platforms = " les plateformes qui hébergent des contenus de tiers, comme les réseaux sociaux ou les places de marché."
	checkMessages(t, ls, "fr", []messageCase{
		// F2
		{"diff.field.target_sources", 0, nil, sources},
		{"diff.field_item.target_sources", 0, nil, sources},
		// F3
		{"diff.field.window_except_days", 0, nil, exceptDays},
		{"diff.field_item.window_except_days", 0, nil, exceptDays},
		// F4
		{"request.window_jobs", 1, []any{"Jobs", plain("J")}, "une plage horaire pour la seule tâche J" + nn37 + "; les autres récupérations se poursuivent comme indiqué ci-dessus, au rythme habituel"},
		{"request.window_jobs", 2, []any{"Jobs", plain("J et K")}, "une plage horaire pour les seules tâches J et K" + nn37 + "; les autres récupérations se poursuivent comme indiqué ci-dessus, au rythme habituel"},
		// F6
		{"warning.existing-group-merges", 1, nil, "Si votre robots.txt contient déjà un groupe pour ce robot, supprimez-y les lignes Allow qui rouvriraient les chemins bloqués" + nn37 + ": le robot fusionne les deux groupes en un seul."},
		{"warning.existing-group-merges-unstated", 1, nil, "Si votre robots.txt contient déjà un groupe pour ce robot, supprimez-y les lignes Allow qui rouvriraient les chemins bloqués" + nn37 + ": selon la RFC" + nb37 + "9309, deux groupes visant un même robot sont fusionnés en un seul."},
		{"warning.existing-group-merges", 2, nil, "Si votre robots.txt contient déjà un groupe pour un robot nommé ici, supprimez de ce groupe les lignes Allow qui rouvriraient les chemins bloqués" + nn37 + ": le robot fusionne les deux groupes en un seul."},
		// F7
		{"promise.no-platform-scraping", 0, nil, "Le robot n’aspire pas" + platforms},
		{"promise_agent.no-platform-scraping", 0, nil, "Il n’aspire pas" + platforms},
		{"promise_all.no-platform-scraping", 0, nil, "Ils n’aspirent pas" + platforms},
		// F8
		{"condition_plural.unreachable", 0, nil, "échecs de connexion"},
		{"condition_in_a_row.unreachable", 0, nil, "échecs de connexion consécutifs"},
		// F9
		{"reaction.retry_after_max", 0, []any{"Header", plain("R"), "Otherwise", plain("1 minute"), "Max", dur(2*3600e9, "")}, "la durée indiquée par R, dans la limite de 2" + nb37 + "heures" + nn37 + "; sans cet en-tête, 1 minute"},
		{"reaction.retry_after_max_unpublished", 0, []any{"Header", plain("R"), "Otherwise", plain("1 minute")}, "la durée indiquée par R, dans une limite que l’exploitant ne publie pas" + nn37 + "; sans cet en-tête, 1 minute"},
		// F11
		{"job.spread.random-order", 0, nil, "Chaque exécution envoie ses requêtes dans un ordre aléatoire et les étale sur toute sa durée, de sorte que celles qui visent un même réseau lui parviennent espacées, et non en rafale."},
		// F12
		{"diff.field.job_run_takes_at_most", 0, nil, "la durée maximale d’une exécution"},
		{"diff.field_item.job_run_takes_at_most", 0, nil, "la durée maximale d’une exécution"},
		// F13
		{"identification.tokens_case_some", 0, []any{"Tokens", plain("T")}, "Dans robots.txt, un groupe désigne un robot par son jeton de produit, c’est-à-dire le nom indiqué sur une ligne User-agent" + nn37 + "; majuscules et minuscules sont distinguées pour T, mais pas pour les autres. Copiez les jetons de produit tels quels dans robots.txt, en respectant la casse."},
		// F14
		{"diff.class.wording_added", 0, nil, "Les règles restent inchangées."},
	})
}

// TestReview37frPages: the findings on the pages the editor read, where a webmaster reads them.
func TestReview37frPages(t *testing.T) {
	const merges = "Si votre robots.txt contient déjà un groupe pour ce robot, supprimez-y les lignes Allow qui rouvriraient les chemins bloqués" + nn37 + ": "
	for example, lines := range map[string][]string{
		"search-engine": {
			// F1
			"\n- Finalité" + nn37 + ": exploration fréquente des sites d’actualité et des flux RSS, pour que les nouveaux contenus entrent rapidement dans l’index\n",
		},
		"civic-ingestor": {
			// F4
			"une plage horaire pour la seule tâche «" + nn37 + "Synchronisation complète" + nn37 + "»" + nn37 + "; les autres récupérations se poursuivent comme indiqué ci-dessus, au rythme habituel",
			// F6
			merges + "le robot fusionne les deux groupes en un seul.",
		},
		"triple-fetchers": {
			// F7
			"\n- Il n’aspire pas les plateformes qui hébergent des contenus de tiers, comme les réseaux sociaux ou les places de marché.\n",
			// F8
			"\n| Plusieurs échecs de connexion ou dépassements de délai | Un certain temps (durée non publiée) | La surveillance de la page concernée |\n",
		},
		"gazette-bot": {
			// F6
			merges + "selon la RFC" + nb37 + "9309, deux groupes visant un même robot sont fusionnés en un seul.",
			// F9
			"| La durée indiquée par `Retry-After`, dans la limite de 2" + nb37 + "heures" + nn37 + "; sans cet en-tête, 1" + nb37 + "minute |",
		},
	} {
		checkPageLines(t, buildExample(t, example), map[string][]string{"fr": lines})
	}
}
