package generator

import "testing"

// French review 38 (/work/notes/s34/review38-fr.md): the exact French text of each finding fixed
// (F3 to F13; F1 and F2 are the lead's), in the message where it is written and on the page where
// the editor read it. Each case failed before.
//   - F3: a statement gone from the page says so, « Ne figure plus sur la page », and why the
//     crawling may become less polite: the page no longer commits the crawler (was « Information
//     retirée », which did not say from where).
//   - F4: one fetch of a URL per polling, whatever the number of users (was « n’est récupérée
//     qu’une fois pour tous les utilisateurs », read as once ever).
//   - F5: incidents, unusual load and a block that has not taken effect are reported:
//     « signalement d’un incident ou d’une charge inhabituelle », the groups joined by a comma.
//   - F6: « après la partie qui désigne un navigateur » (a place in the string, not a time).
//   - F7: the webmaster's own site, « que le robot applique à votre site », and « mais » before
//     the exceptions.
//   - F8: « de la directive Crawl-delay », as crawl_delay_applied says.
//   - F9: case does not matter for the token only: « pour ce nom, majuscules et minuscules ne
//     sont pas distinguées ».
//   - F10: « le domaine auquel appartiennent les noms DNS inverses des adresses du robot ».
//   - F11: « le délai de réponse annoncé », not « promis ».
//   - F12: an added job's schedule right after its crawler, without « ; calendrier : ».
//   - F13: the slow lists' row names the job by its quoted label.

const (
	nb38 = "\u00a0"
	nn38 = "\u202f"
)

func TestReview38frMessages(t *testing.T) {
	ls := localizers(t)
	const tokens = "Dans robots.txt, un groupe désigne un robot par son jeton de produit, c’est-à-dire le nom indiqué sur une ligne User-agent" + nn38 + "; pour ce nom, majuscules et minuscules ne sont pas distinguées. "
	const impersonation = " jamais passer pour le navigateur d’un internaute" + nn38 + ": après la partie qui désigne un navigateur, "
	const sharedFetch = "une seule récupération par adresse pour l’ensemble des utilisateurs qui l’ont demandée"
	const reverseDNS = "le domaine auquel appartiennent les noms DNS inverses des adresses du robot"
	checkMessages(t, ls, "fr", []messageCase{
		// F3
		{"diff.no_longer_stated", 0, []any{"Context", plain(""), "Field", plain("F"), "Old", plain("O")}, "Mention retirée" + nn38 + ": F. Jusqu’à présent" + nn38 + ": «" + nn38 + "O." + nn38 + "»"},
		{"diff.class.statement_gone", 0, nil, "La page n’engageant plus le robot sur ce point, l’exploration pourrait devenir moins respectueuse des sites."},
		// F4
		{"job.shared_fetch", 0, nil, "Une adresse demandée par plusieurs utilisateurs n’est récupérée qu’une fois pour tous, et non une fois par utilisateur."},
		{"diff.field.shared_fetch", 0, nil, sharedFetch},
		{"diff.field_item.shared_fetch", 0, nil, sharedFetch},
		// F5
		{"topic_group.incidents", 0, nil, "report"},
		{"topic_group.load", 0, nil, "report"},
		{"topic_group.block-not-effective", 0, nil, "report"},
		{"topic_group.questions", 0, nil, "list"},
		{"contact.topic_group.report", 0, []any{"Topics", plain("d’un incident ou d’une charge inhabituelle")}, "signalement d’un incident ou d’une charge inhabituelle"},
		{"topic_in_group.block-not-effective", 0, nil, "d’un blocage resté sans effet"},
		{"list.topic_groups", 0, []any{"A", plain("A"), "B", plain("B")}, "A et B"},
		// F6
		{"promise_in_context.no-browser-impersonation_after_browser", 0, []any{"Tokens", plain("T")}, "Le robot ne se fait" + impersonation + "son User-Agent nomme toujours T."},
		{"promise_agent_in_context.no-browser-impersonation_after_browser", 0, []any{"Tokens", plain("T")}, "Il ne se fait" + impersonation + "son User-Agent nomme toujours T."},
		{"promise_all_in_context.no-browser-impersonation_after_browser", 0, []any{"Tokens", plain("T")}, "Ils ne se font" + impersonation + "le User-Agent de chacun d’eux nomme toujours son propre jeton de produit (T)."},
		// F7
		{"opt_out.crawl_delay.longer_than_by_site", 0, []any{"Interval", plain("I"), "Others", plain("O")}, "Seule une valeur supérieure à l’intervalle minimal que le robot applique à votre site le ralentit" + nn38 + ": I en général, mais O."},
		// F8
		{"agent.crawl_delay_not_applied", 0, nil, "Il ne tient pas compte de la directive Crawl-delay de robots.txt."},
		// F9
		{"identification.tokens", 1, nil, tokens + "Le jeton de produit peut être copié tel quel dans robots.txt."},
		{"identification.tokens", 2, nil, tokens + "Les jetons de produit peuvent être copiés tels quels dans robots.txt."},
		// F10
		{"diff.field.reverse_dns", 0, nil, reverseDNS},
		{"diff.field_item.reverse_dns", 0, nil, reverseDNS},
		// F11
		{"diff.field.response_working_days", 0, nil, "le délai de réponse annoncé"},
		{"diff.field_item.response_working_days", 0, nil, "le délai de réponse annoncé"},
		// F12
		{"diff.added_job.when", 0, []any{"New", plain("«" + nn38 + "Collecte large" + nn38 + "»"), "Agent", plain("H"), "When", plain("de 2 à 4 fois par an" + nn38 + "; ses requêtes ne respectent pas robots.txt")}, "Ajout de la tâche «" + nn38 + "Collecte large" + nn38 + "», exécutée par H de 2 à 4 fois par an" + nn38 + "; ses requêtes ne respectent pas robots.txt."},
	})
}

// TestReview38frPages: the findings on the pages the editor read, where a webmaster reads them.
func TestReview38frPages(t *testing.T) {
	const tokens = "Dans robots.txt, un groupe désigne un robot par son jeton de produit, c’est-à-dire le nom indiqué sur une ligne User-agent" + nn38 + "; pour ce nom, majuscules et minuscules ne sont pas distinguées. "
	for example, lines := range map[string][]string{
		"gazette-bot": {
			// F5
			"\n- Motifs de contact" + nn38 + ": questions et signalement d’un incident ou d’une charge inhabituelle.\n",
		},
		"triple-fetchers": {
			// F5
			"\n- Motifs de contact" + nn38 + ": signalement d’une charge inhabituelle ou d’un blocage resté sans effet et demande d’informations.\n",
			// F9
			tokens + "Les jetons de produit peuvent être copiés tels quels dans robots.txt.",
		},
		"feed-reader": {
			// F4
			"<br>Une adresse demandée par plusieurs utilisateurs n’est récupérée qu’une fois pour tous, et non une fois par utilisateur.",
		},
		"civic-ingestor": {
			// F13
			"| Listes facultatives uniquement (p." + nb38 + "ex. examens des dossiers en séance, «" + nn38 + "Consultation" + nn38 + "» dans OParl), y compris pendant la tâche «" + nn38 + "Synchronisation complète" + nn38 + "»<br>",
		},
		"linkgraph-bot": {
			// F9
			tokens + "Le jeton de produit peut être copié tel quel dans robots.txt.",
		},
	} {
		checkPageLines(t, buildExample(t, example), map[string][]string{"fr": lines})
	}
}
