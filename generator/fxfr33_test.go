package generator

import (
	"os"
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
//   - F9 (TYPOGRAPHY): a list of durations is in digits throughout, « d’au moins 1 seconde, puis
//     2 secondes » (format.list_durations = "nom"; was « une seconde, puis 2 secondes »); a
//     duration alone after a preposition keeps its letters (« d’au moins une seconde », « avec un
//     minimum absolu d’une seconde »), and en, de and pl write their lists as before.
func TestFrenchReview32Wording(t *testing.T) {
	const nb, nn = "\u00a0", "\u202f"
	ls := localizers(t)
	x, title := []any{"Jobs", plain("«" + nn + "Documents" + nn + "»")}, []any{"Title", plain("X")}
	xy := []any{"Jobs", plain("«" + nn + "A" + nn + "» et «" + nn + "B" + nn + "»")}
	agents := []any{"Agents", plain("Y")}
	const noOptOut, lead = "récupérations auxquelles un site ne peut pas s’opposer et ", "Cette page présente l’exploitant, la manière de reconnaître les requêtes, leur fréquence et leurs horaires, la lecture de robots.txt, les "
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
		{"diff.field.reaction_threshold", 0, nil, "le nombre d’occurrences qui déclenche la pause"},
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
		{"follows_links_off_site.within-domain", 2, nil, "Il suit les liens vers tous les noms d’hôte du domaine du site exploré" + nn + "; hors de ce domaine, il suit les liens sur 2" + nb + "niveaux au plus."},
		{"follows_links_off_site.within-domain", 1000000, nil, "Il suit les liens vers tous les noms d’hôte du domaine du site exploré" + nn + "; hors de ce domaine, il suit les liens sur 1" + nn + "000" + nn + "000" + nb + "de niveaux au plus."},
		// F8
		{"diff.field.robots_txt_exempt_path", 0, nil, "un chemin que le robot récupère quoi que dise robots.txt"},
		{"diff.field_item.robots_txt_exempt_path", 0, nil, "un chemin que le robot récupère quoi que dise robots.txt"},
	})

	// F1 on the page the editor read.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"fr": {
		"- Pour la tâche «" + nn + "Documents" + nn + "», elles envoient en général l’une des chaînes User-Agent de ce robot indiquées ci-dessus.",
	}})
	// F9: a list in the form the sentence asks for; each language's exact text.
	list := func(conj string, ds ...time.Duration) durationListArg {
		l := durationListArg{conj: conj}
		for _, d := range ds {
			l.items = append(l.items, dur(d, ""))
		}
		return l
	}
	on := []any{"On", plain("X")}
	checkMessages(t, ls, "fr", []messageCase{
		{"errors.retries_twice", 0, append(on, "Delays", list("then", time.Second, 2*time.Second)), "Après X, une requête est relancée au plus deux fois, après des attentes successives d’au moins 1" + nb + "seconde, puis 2" + nb + "secondes."},
		{"errors.retries", 3, append(on, "Delays", list("then", time.Minute, time.Hour, 2*time.Hour)), "Après X, une requête est relancée au plus 3" + nb + "fois, après des attentes successives d’au moins 1" + nb + "minute, 1" + nb + "heure, puis 2" + nb + "heures."},
		{"retry.delays", 0, []any{"Delays", list("and", 15*time.Minute, time.Hour, 6*time.Hour)}, "En cas d’échec, la récupération est relancée après des attentes successives d’au moins 15" + nb + "minutes, 1" + nb + "heure et 6" + nb + "heures."},
		{"retry.delays_then", 0, []any{"Delays", list("then", time.Second, time.Minute), "Then", dur(time.Hour, "")}, "En cas d’échec, la récupération est relancée après des attentes successives d’au moins 1" + nb + "seconde, puis 1" + nb + "minute, et ensuite toutes les heures."},
		// A duration alone keeps its letters after the preposition, as do separate clauses.
		{"retry.once", 0, []any{"Delays", list("then", time.Second)}, "En cas d’échec, la récupération est relancée une seule fois, après une attente d’au moins une seconde."},
		{"retry.delays_then", 0, []any{"Delays", list("then", time.Minute), "Then", dur(time.Hour, "")}, "En cas d’échec, la récupération est relancée après des attentes successives d’au moins une minute, et ensuite toutes les heures."},
		{"limits.default_and_min_interval", 0, append([]any{"Key", plain("")}, seriesKV(2*time.Second, time.Second)...), "En temps normal, 2" + nb + "secondes ou plus entre deux requêtes, avec un minimum absolu d’une seconde."},
	})
	checkMessages(t, ls, "en", []messageCase{
		{"errors.retries_twice", 0, append(on, "Delays", list("then", time.Second, 2*time.Second)), "A request that fails with X is retried at most twice, after waits of at least 1" + nb + "second and then 2" + nb + "seconds."},
	})
	checkMessages(t, ls, "de", []messageCase{
		{"errors.retries_twice", 0, append(on, "Delays", list("and", time.Second, 2*time.Second)), "Schlägt eine Anfrage mit X fehl, wird sie höchstens 2-mal wiederholt; die Wartezeiten vor den Wiederholungsversuchen betragen der Reihe nach mindestens 1" + nb + "Sekunde und 2" + nb + "Sekunden."},
	})
	checkMessages(t, ls, "pl", []messageCase{
		{"retry.delays", 0, []any{"Delays", list("and", 15*time.Minute, time.Hour, 6*time.Hour)}, "Nieudane pobranie jest ponawiane kolejno: najwcześniej po 15" + nb + "minutach, po 1" + nb + "godzinie i po 6" + nb + "godzinach."},
	})
	// F9: a list in a form that adds words of its own (fr gen « de ») is a problem, not a list
	// that drops them.
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	fr := newLocalizer(msgs, "fr", &problems)
	fr.arg(part{arg: "Delays", form: "gen"}, nil, []any{"Delays", list("then", time.Second, 2*time.Second)})
	if len(problems) != 1 {
		t.Errorf("fr: a list of durations in gen: problems %q, want one", problems)
	}

	// F9 on the page the editor read and in the diff's sentence that quotes it.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"fr": {
		"- Après une erreur réseau ou une erreur serveur (HTTP" + nb + "5xx), une requête est relancée au plus deux fois, après des attentes successives d’au moins 1" + nb + "seconde, puis 2" + nb + "secondes.",
		"- En temps normal, 2" + nb + "secondes ou plus entre deux requêtes vers un même nom d’hôte, avec un minimum absolu d’une seconde.",
	}})
	checkReviewLines(t, "fr retries removed", reviewCaseSentences(t, "fr", "retries removed"), []string{
		"/errors/retries | stricter | Modification" + nn + ": les requêtes en échec ne sont plus relancées. Jusqu’à présent" + nn + ": «" + nn + "Après une erreur réseau ou une erreur serveur (HTTP" + nb + "5xx), une requête est relancée au plus deux fois, après des attentes successives d’au moins 1" + nb + "seconde, puis 2" + nb + "secondes." + nn + "» L’exploration devient plus respectueuse des sites.",
	})
}
