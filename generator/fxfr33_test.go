package generator

import (
	"testing"
	"time"
)

// TestFrenchReview32Wording (French review 32, /work/notes/s30/review32-fr.md): the exact French
// sentences the native editor asked for, each failed before.
//   - F1 (MEANING): installations run by others send « l’une des chaînes User-Agent de ce robot
//     indiquées ci-dessus » (was « le User-Agent par défaut », which the page never defines and
//     which reads as an HTTP library's own header); of a crawler without variants, « le
//     User-Agent de ce robot indiqué ci-dessus », and the diff's field alike.
//   - F2 (MEANING): a week's legend caps a job at « au plus une fois par heure » (was « au plus
//     souvent », read as « le plus souvent »), the rate form that « Chaque élément est récupéré au
//     plus une fois … » takes.
//   - F3 (MEANING): « le nombre d’occurrences consécutives qui déclenche la pause » (was « le
//     nombre d’erreurs », the label of a threshold not in a row, and the event is no error
//     always); a threshold not in a row keeps its label, which the editor did not fault.
//   - F4: « sauf celles de la tâche … » (was « sauf la tâche », a job excepted from fetches), also
//     where the site can opt out (opt_out.snippets_intro_jobs).
//   - F5, F6: the summary and the introduction name the fetches a site cannot opt out of before
//     the means to slow down or block, and every summary says « identification des requêtes ».
//   - F7: « ; hors du site, il suit les liens sur N niveaux au plus » (was « ainsi que les liens
//     menant vers d’autres sites, sur N niveaux au plus », read as a limit of internal links too).
//   - F8: « un chemin que le robot récupère quoi que dise robots.txt » (was « consulte »).
func TestFrenchReview32Wording(t *testing.T) {
	const nb, nn = "\u00a0", "\u202f"
	ls := localizers(t)
	x, title := []any{"Jobs", plain("«" + nn + "Documents" + nn + "»")}, []any{"Title", plain("X")}
	xy := []any{"Jobs", plain("«" + nn + "A" + nn + "» et «" + nn + "B" + nn + "»")}
	agents := []any{"Agents", plain("Y")}
	const noOptOut, lead = "récupérations auxquelles un site ne peut pas s’opposer et ", "X" + nn + ": cette page présente l’exploitant, la manière de reconnaître les requêtes, leur fréquence et leurs horaires, la lecture de robots.txt, les "
	checkMessages(t, ls, "fr", []messageCase{
		// F1
		{"self_hosted.default_user_agent_variants", 1, x, "Pour la tâche «" + nn + "Documents" + nn + "», elles envoient en général l’une des chaînes User-Agent de ce robot indiquées ci-dessus."},
		{"self_hosted.default_user_agent_variants", 2, xy, "Pour les tâches «" + nn + "A" + nn + "» et «" + nn + "B" + nn + "», elles envoient en général l’une des chaînes User-Agent de ce robot indiquées ci-dessus."},
		{"self_hosted.default_user_agent", 1, x, "Pour la tâche «" + nn + "Documents" + nn + "», elles envoient en général le User-Agent de ce robot indiqué ci-dessus."},
		{"self_hosted.default_user_agent", 2, xy, "Pour les tâches «" + nn + "A" + nn + "» et «" + nn + "B" + nn + "», elles envoient en général le User-Agent de ce robot indiqué ci-dessus."},
		{"diff.field.self_hosted_default_user_agent_job", 0, nil, "une tâche pour laquelle les installations exploitées par des tiers envoient en général le User-Agent de ce robot indiqué sur la page"},
		{"diff.field_item.self_hosted_default_user_agent_job", 0, nil, "une tâche pour laquelle les installations exploitées par des tiers envoient en général le User-Agent de ce robot indiqué sur la page"},
		// F2
		{"week.every_at_most", 0, append([]any{"Interval", dur(time.Hour, "")}, x...), "«" + nn + "Documents" + nn + "»" + nn + ": au plus une fois par heure"},
		{"week.every_at_most", 0, append([]any{"Interval", dur(2*time.Hour, "")}, x...), "«" + nn + "Documents" + nn + "»" + nn + ": au plus une fois toutes les 2" + nb + "heures"},
		{"week.every_at_most", 0, append([]any{"Interval", dur(24*time.Hour, "")}, x...), "«" + nn + "Documents" + nn + "»" + nn + ": au plus une fois par jour"},
		// F3
		{"diff.field.reaction_threshold_in_a_row", 0, nil, "le nombre d’occurrences consécutives qui déclenche la pause"},
		{"diff.field_item.reaction_threshold_in_a_row", 0, nil, "le nombre d’occurrences consécutives qui déclenche la pause"},
		{"diff.field.reaction_threshold", 0, nil, "le nombre d’erreurs qui déclenche la pause"},
		// F4
		{"opt_out.snippets_intro_jobs_no_opt_out", 1, append(agents, x...), "Une entrée dans votre fichier robots.txt suffit pour arrêter toutes les récupérations de Y, sauf celles de la tâche «" + nn + "Documents" + nn + "», qui ne respecte pas robots.txt et à laquelle un site ne peut pas s’opposer."},
		{"opt_out.snippets_intro_jobs_no_opt_out", 2, append(agents, xy...), "Une entrée dans votre fichier robots.txt suffit pour arrêter toutes les récupérations de Y, sauf celles des tâches «" + nn + "A" + nn + "» et «" + nn + "B" + nn + "», qui ne respectent pas robots.txt et auxquelles un site ne peut pas s’opposer."},
		{"opt_out.snippets_intro_jobs", 1, append(agents, x...), "Une entrée dans votre fichier robots.txt suffit pour arrêter toutes les récupérations de Y, sauf celles de la tâche «" + nn + "Documents" + nn + "», qui ne respecte pas robots.txt."},
		{"opt_out.snippets_intro_jobs", 2, append(agents, xy...), "Une entrée dans votre fichier robots.txt suffit pour arrêter toutes les récupérations de Y, sauf celles des tâches «" + nn + "A" + nn + "» et «" + nn + "B" + nn + "», qui ne respectent pas robots.txt."},
		// F5, F6
		{"page.summary", 0, title, "X" + nn + ": identification des requêtes, fréquence, horaires, lecture de robots.txt et moyens de ralentir ou de bloquer l’exploration."},
		{"page.summary_block", 0, title, "X" + nn + ": identification des requêtes, fréquence, horaires, lecture de robots.txt et moyens de bloquer l’exploration."},
		{"page.summary_no_opt_out", 0, title, "X" + nn + ": identification des requêtes, fréquence, horaires, lecture de robots.txt, " + noOptOut + "moyens de ralentir ou de bloquer l’exploration."},
		{"page.summary_block_no_opt_out", 0, title, "X" + nn + ": identification des requêtes, fréquence, horaires, lecture de robots.txt, " + noOptOut + "moyens de bloquer l’exploration."},
		{"intro.lead_no_opt_out", 1, title, lead + noOptOut + "les moyens de ralentir ou de bloquer l’exploration."},
		{"intro.lead_no_opt_out", 2, title, lead + noOptOut + "les moyens de ralentir ou de bloquer l’exploration."},
		{"intro.lead_block_no_opt_out", 1, title, lead + noOptOut + "les moyens de bloquer l’exploration."},
		{"intro.lead_block_no_opt_out", 2, title, lead + noOptOut + "les moyens de bloquer l’exploration."},
		// F7
		{"follows_links_off_site.within-site", 5, nil, "Il suit les liens internes au site exploré" + nn + "; hors du site, il suit les liens sur 5" + nb + "niveaux au plus."},
		{"follows_links_off_site.within-site", 1000000, nil, "Il suit les liens internes au site exploré" + nn + "; hors du site, il suit les liens sur 1" + nn + "000" + nn + "000" + nb + "de niveaux au plus."},
		{"follows_links_off_site.within-domain", 2, nil, "Il suit les liens vers tous les noms d’hôte du même nom de domaine" + nn + "; hors de ce domaine, il suit les liens sur 2" + nb + "niveaux au plus."},
		{"follows_links_off_site.within-domain", 1000000, nil, "Il suit les liens vers tous les noms d’hôte du même nom de domaine" + nn + "; hors de ce domaine, il suit les liens sur 1" + nn + "000" + nn + "000" + nb + "de niveaux au plus."},
		// F8
		{"diff.field.robots_txt_exempt_path", 0, nil, "un chemin que le robot récupère quoi que dise robots.txt"},
		{"diff.field_item.robots_txt_exempt_path", 0, nil, "un chemin que le robot récupère quoi que dise robots.txt"},
	})

	// F1 on the page the editor read.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"fr": {
		"- Pour la tâche «" + nn + "Documents" + nn + "», elles envoient en général l’une des chaînes User-Agent de ce robot indiquées ci-dessus.",
	}})
}
