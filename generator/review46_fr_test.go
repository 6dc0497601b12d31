package generator

import "testing"

// TestReview46frMessages pins the French message fixes of the native review round 46
// (/work/notes/s37/review46-fr.md in the project's notes), each with the sentence that replaces
// it: F1 the subjunctive after a superlative (« le plus long qu’un site puisse demander », « le
// rythme le plus lent que les webmestres puissent demander »); F2 « les règles elles-mêmes restent
// inchangés », the emphasis on the rules, not on the values; F3 « le fait que le robot, qui ne
// respecte pas robots.txt, ne tient pas non plus compte … », a noun phrase as in its twin; F4 « le
// moyen prévu par défaut lorsqu’aucun moyen n’est indiqué », not « retenu »; F5 the retries « qui
// suivent la dernière attente du calendrier », not « ultérieures »; F6 « la demande portant sur
// « … » », a list item is not a name in apposition; F7 « Bien qu’il soit configuré … n’en tient
// compte », not « certes réglé … mais … ne le respecte »; F8 « si et quand une adresse est
// vérifiée de nouveau après une réponse d’erreur ou une redirection » (« si » keeps it true for
// revisit.never, which review 45 F1's « le cas échéant » was for); F9 the pages the group `*`
// « interdit, sans les ouvrir aux autres robots », and « suffit à autoriser ». F10 declined by the
// lead: the sentence may follow « Il lit néanmoins les lignes Sitemap … », where « non plus » has
// nothing to refer to (English review 45, F3: the same fault, "either"), so it stays without.
func TestReview46frMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "fr", []messageCase{
		// F1
		{"diff.field.contact_request_min_interval", 0, nil, "l’intervalle le plus long qu’un site puisse demander entre deux requêtes"},
		{"diff.field.contact_request_min_interval_page_loads", 0, nil, "l’intervalle le plus long qu’un site puisse demander entre deux chargements de page"},
		{"diff.field.faster_request_min_interval", 0, nil, "l’intervalle le plus court qu’un site puisse demander entre deux requêtes"},
		{"diff.field.faster_request_min_interval_page_loads", 0, nil, "l’intervalle le plus court qu’un site puisse demander entre deux chargements de page"},
		{"diff.field_item.contact_request_min_interval", 0, nil, "l’intervalle le plus long qu’un site puisse demander entre deux requêtes"},
		{"diff.field_item.contact_request_min_interval_page_loads", 0, nil, "l’intervalle le plus long qu’un site puisse demander entre deux chargements de page"},
		{"diff.field_item.faster_request_min_interval", 0, nil, "l’intervalle le plus court qu’un site puisse demander entre deux requêtes"},
		{"diff.field_item.faster_request_min_interval_page_loads", 0, nil, "l’intervalle le plus court qu’un site puisse demander entre deux chargements de page"},
		{"diff.class.contact_request_min_interval_added", 0, nil, "La page indique désormais le rythme le plus lent que les webmestres puissent demander."},
		{"diff.class.contact_request_min_interval_removed", 0, nil, "La page ne précise plus le rythme le plus lent que les webmestres puissent demander."},
		// F2
		{"diff.class.crawler_reads_policy_removed", 0, nil, "La page cesse de garantir que ce qu’elle indique correspond au comportement réel du robot\u202f; les valeurs et paramètres fixés par les règles elles-mêmes restent inchangés."},
		// F3
		{"diff.crawl_delay_now_stated", 0, []any{"Context", plain(" pour `feedbot`")}, "Mention ajoutée pour `feedbot`\u202f: le fait que le robot, qui ne respecte pas robots.txt, ne tient pas non plus compte de la directive Crawl-delay."},
		// F4
		{"diff.class.contact_request_via_kept_removed", 0, []any{"Via", plain("par courriel")}, "Les webmestres peuvent toujours faire cette demande par courriel\u202f: c’est le moyen prévu par défaut lorsqu’aucun moyen n’est indiqué."},
		// F5
		{"diff.field.retry_then_every", 0, nil, "l’intervalle entre les tentatives ultérieures, une fois épuisé le calendrier des nouvelles tentatives"},
		{"diff.field_item.retry_then_every", 0, nil, "l’intervalle entre les tentatives ultérieures, une fois épuisé le calendrier des nouvelles tentatives"},
		// F6
		{"diff.context.request", 0, []any{"Label", plain("un rythme plus lent")}, " pour la demande portant sur «\u202fun rythme plus lent\u202f»"},
		// F7
		{"agent.read_every_job_not", 0, nil, "Bien qu’il soit configuré pour respecter robots.txt, aucune des récupérations décrites sur cette page n’en tient compte."},
		// F8
		{"diff.field.revisits", 0, nil, "si une adresse est vérifiée de nouveau après une réponse d’erreur ou une redirection, et à quel moment"},
		{"diff.field_item.revisits", 0, nil, "si une adresse est vérifiée de nouveau après une réponse d’erreur ou une redirection, et à quel moment"},
		// F9
		{"opt_out.snippets_intro_allow_except", 1, []any{"Star", plain("*"), "Targets", plain("les sites publics")}, "Là où robots.txt est lu, une entrée dans ce fichier suffit à autoriser le robot à explorer les pages que votre groupe * interdit, sans ouvrir ces pages aux autres robots\u202f: inutile d’écrire à l’exploitant. Pour les catégories de sites suivantes, robots.txt n’est pas lu\u202f: les sites publics."},
		{"opt_out.snippets_intro_allow_except", 2, []any{"Star", plain("*"), "Targets", plain("les sites publics")}, "Là où robots.txt est lu, une entrée dans ce fichier suffit à autoriser les robots présentés sur cette page à explorer les pages que votre groupe * interdit, sans ouvrir ces pages aux autres robots\u202f: inutile d’écrire à l’exploitant. Pour les catégories de sites suivantes, robots.txt n’est pas lu\u202f: les sites publics."},
		{"opt_out.snippets_intro_allow", 1, []any{"Star", plain("*")}, "Pour autoriser le robot à explorer les pages que votre groupe * interdit, sans ouvrir ces pages aux autres robots, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant."},
		{"opt_out.snippets_intro_allow_for", 0, []any{"Star", plain("*"), "Agents", plain("feedbot")}, "Pour autoriser feedbot à explorer les pages que votre groupe * interdit, sans ouvrir ces pages aux autres robots, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant."},
		// F10
		{"agent.crawl_delay_not_applied", 0, nil, "Il ne tient pas compte de la directive Crawl-delay de robots.txt."},
	})
}
