package generator

import "testing"

// TestReview47frMessages pins the French message fixes of the native review round 47
// (/work/notes/s37/review47-fr.md in the project's notes), each with the sentence that replaces
// it: F1 « si une adresse est vérifiée de nouveau …, et à quel moment », not the calque « si et
// quand »; F2 the retries « ultérieures, une fois épuisé le calendrier des nouvelles tentatives »,
// since « calendrier » alone is the crawl schedule on these pages; F3 « les robots présentés sur
// cette page » and « sans ouvrir ces pages aux autres robots », so that « les robots » and « les »
// no longer read as every robot (the same « ces pages » in the singular and in _for, where « les »
// could refer to the named robots); F4 « Mention retirée » / « Mention ajoutée » before the
// context, so that « pour « X » » no longer attaches to « la page » (the reviewer's comma,
// « sur la page, pour … », would print « sur la page, : » where the context is empty, as it is for
// most entries, and the context's leading space is shared by every [diff.context] message); F5
// « les règles elles-mêmes restent inchangés » in both twins; F6 « abandonnées et ne seront pas
// récupérées plus tard » and « la collecte … est suspendue jusqu’à ce que ».
func TestReview47frMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "fr", []messageCase{
		// F1
		{"diff.field.revisits", 0, nil, "si une adresse est vérifiée de nouveau après une réponse d’erreur ou une redirection, et à quel moment"},
		{"diff.field_item.revisits", 0, nil, "si une adresse est vérifiée de nouveau après une réponse d’erreur ou une redirection, et à quel moment"},
		// F2
		{"diff.field.retry_then_every", 0, nil, "l’intervalle entre les tentatives ultérieures, une fois épuisé le calendrier des nouvelles tentatives"},
		{"diff.field_item.retry_then_every", 0, nil, "l’intervalle entre les tentatives ultérieures, une fois épuisé le calendrier des nouvelles tentatives"},
		// F3
		{"opt_out.snippets_intro_allow", 1, []any{"Star", plain("*")}, "Pour autoriser le robot à explorer les pages que votre groupe * interdit, sans ouvrir ces pages aux autres robots, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant."},
		{"opt_out.snippets_intro_allow", 2, []any{"Star", plain("*")}, "Pour autoriser les robots présentés sur cette page à explorer les pages que votre groupe * interdit, sans ouvrir ces pages aux autres robots, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant."},
		{"opt_out.snippets_intro_allow", 1000000, []any{"Star", plain("*")}, "Pour autoriser les robots présentés sur cette page à explorer les pages que votre groupe * interdit, sans ouvrir ces pages aux autres robots, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant."},
		{"opt_out.snippets_intro_allow_for", 0, []any{"Star", plain("*"), "Agents", plain("feedbot et newsbot")}, "Pour autoriser feedbot et newsbot à explorer les pages que votre groupe * interdit, sans ouvrir ces pages aux autres robots, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant."},
		{"opt_out.snippets_intro_allow_except", 1, []any{"Star", plain("*"), "Targets", plain("les sites publics")}, "Là où robots.txt est lu, une entrée dans ce fichier suffit à autoriser le robot à explorer les pages que votre groupe * interdit, sans ouvrir ces pages aux autres robots\u202f: inutile d’écrire à l’exploitant. Pour les catégories de sites suivantes, robots.txt n’est pas lu\u202f: les sites publics."},
		{"opt_out.snippets_intro_allow_except", 2, []any{"Star", plain("*"), "Targets", plain("les sites publics")}, "Là où robots.txt est lu, une entrée dans ce fichier suffit à autoriser les robots présentés sur cette page à explorer les pages que votre groupe * interdit, sans ouvrir ces pages aux autres robots\u202f: inutile d’écrire à l’exploitant. Pour les catégories de sites suivantes, robots.txt n’est pas lu\u202f: les sites publics."},
		{"opt_out.snippets_intro_allow_except", 1000000, []any{"Star", plain("*"), "Targets", plain("les sites publics")}, "Là où robots.txt est lu, une entrée dans ce fichier suffit à autoriser les robots présentés sur cette page à explorer les pages que votre groupe * interdit, sans ouvrir ces pages aux autres robots\u202f: inutile d’écrire à l’exploitant. Pour les catégories de sites suivantes, robots.txt n’est pas lu\u202f: les sites publics."},
		// F4
		{"diff.no_longer_stated", 0, []any{"Context", plain(" pour «\u202fcivic-ingestor\u202f»"), "Field", plain("la manière dont il choisit les groupes de robots.txt qu’il respecte"), "Old", plain("X")}, "Mention retirée pour «\u202fcivic-ingestor\u202f»\u202f: la manière dont il choisit les groupes de robots.txt qu’il respecte. Jusqu’à présent\u202f: «\u202fX.\u202f»"},
		{"diff.no_longer_stated", 0, []any{"Context", plain(""), "Field", plain("l’indication"), "Old", plain("X")}, "Mention retirée\u202f: l’indication. Jusqu’à présent\u202f: «\u202fX.\u202f»"},
		{"diff.removed_answer", 0, []any{"Context", plain(" pour `GminaBot`"), "Field", plain("la manière dont il choisit les groupes de robots.txt qu’il respecte"), "Old", plain("comme le prévoit la RFC 9309")}, "Mention retirée pour `GminaBot`\u202f: la manière dont il choisit les groupes de robots.txt qu’il respecte (comme le prévoit la RFC 9309)."},
		{"diff.crawl_delay_now_stated", 0, []any{"Context", plain(" pour `feedbot`")}, "Mention ajoutée pour `feedbot`\u202f: le fait que le robot, qui ne respecte pas robots.txt, ne tient pas non plus compte de la directive Crawl-delay."},
		{"diff.crawl_delay_no_longer_stated", 0, []any{"Context", plain("")}, "Mention retirée\u202f: le fait que le robot ne tient pas compte de la directive Crawl-delay de robots.txt."},
		// F5
		{"diff.class.crawler_reads_policy_added", 0, nil, "La page garantit désormais que ce qu’elle indique correspond au comportement réel du robot\u202f; les valeurs et paramètres fixés par les règles elles-mêmes restent inchangés."},
		{"diff.class.crawler_reads_policy_removed", 0, nil, "La page cesse de garantir que ce qu’elle indique correspond au comportement réel du robot\u202f; les valeurs et paramètres fixés par les règles elles-mêmes restent inchangés."},
		// F6
		{"fallback.disallow-all", 0, nil, "Sans copie disponible, tout est considéré comme interdit tant que robots.txt ne peut pas être lu\u202f: les adresses à récupérer pendant ce temps sont abandonnées et ne seront pas récupérées plus tard."},
		{"fallback.defer", 0, nil, "Sans copie disponible, la collecte sur le site est suspendue jusqu’à ce que robots.txt puisse être lu\u202f; les adresses mises en attente sont alors récupérées."},
	})
}
