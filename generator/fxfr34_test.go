package generator

import "testing"

// TestFrenchReview33Wording (French review 33, /work/notes/s31/review33-fr.md, STYLE F4–F12; F1–F3
// are TestReview33Wording's): the exact French sentences, each failed before.
//   - F4: the one-step limit is said of the links off the site only (« ; il suit aussi … mais
//     sur un seul niveau », was « ainsi que … mais », read as a limit of internal links too), and
//     the domain is the one of the site fetched from (« du domaine du site exploré », was « du
//     même nom de domaine », same as what?), also where no link leads off it (follows_links).
//   - F5: « toutes les adresses » (was « toutes les URL »), as every page calls a URL.
//   - F6: the resources fetched along with pages by the jobs: « par la tâche … : ces
//     récupérations ne respectent pas robots.txt » (was « des tâches …, qui ne respectent »: the
//     relative clause could refer to any of three feminine plurals).
//   - F7: what the customer chooses is the « fréquence » (was « au choix du client » alone).
//   - F8: « un texte qui énonce la base juridique » (was « un texte de la base juridique »).
//   - F9: « le moyen par lequel cette demande peut être adressée » (was « une demande »: the
//     request has just been named).
//   - F10: « 3 synchronisations consécutives en échec » (was « échouées consécutives »), and the
//     failed attempts alike.
//   - F11: what changes of a window's kind is « son effet » (was « sa nature »).
//   - F12: robots.txt is read « dans sa copie en cache avant chaque récupération » (French review
//     34, F1, made it « avant chaque récupération (dans la copie en cache) ») (was « avant
//     chaque récupération (à partir d’une copie en cache) », read first as a fetch before each
//     request). The verb stays « lu »: robots.check, robots.check_default and
//     agent.robots_txt_check also state « avant la première requête vers un nom d’hôte » and « au
//     début de chaque exécution », where the editor's « les règles … sont vérifiées » would be
//     false (the rules apply to every request; the file is read then).
func TestFrenchReview33Wording(t *testing.T) {
	const nb, nn = "\u00a0", "\u202f"
	ls := localizers(t)
	one, two := plain("«"+nn+"Documents"+nn+"»"), plain("«"+nn+"A"+nn+"» et «"+nn+"B"+nn+"»")
	tls := []any{"What", plain("le certificat TLS présenté par le serveur")}
	const offSite = "il suit aussi les liens menant vers d’autres "
	const oneStep = ", mais sur un seul niveau" + nn + ": il récupère la page liée, sans en suivre les liens."
	const domain = "Il suit les liens vers tous les noms d’hôte du domaine du site exploré"
	const recorded = "ce que le robot enregistre à propos d’un serveur, même lorsque robots.txt interdit toutes les adresses"
	choices := plain("toutes les minutes ou toutes les 5" + nb + "minutes")
	checkMessages(t, ls, "fr", []messageCase{
		// F4
		{"follows_links_off_site.within-site", 1, nil, "Il suit les liens internes au site exploré" + nn + "; " + offSite + "sites" + oneStep},
		{"follows_links_off_site.within-domain", 1, nil, domain + nn + "; " + offSite + "domaines" + oneStep},
		{"follows_links_off_site.within-domain", 2, nil, domain + nn + "; hors de ce domaine, il suit les liens sur 2" + nb + "niveaux au plus."},
		{"follows_links_off_site.within-domain", 1000000, nil, domain + nn + "; hors de ce domaine, il suit les liens sur 1" + nn + "000" + nn + "000" + nb + "de niveaux au plus."},
		{"follows_links.within-domain", 0, nil, domain + ", sans aller au-delà."},
		// F5
		{"agent.recorded_under_disallow", 0, tls, "Même lorsque robots.txt interdit toutes les adresses, il enregistre le certificat TLS présenté par le serveur."},
		{"robots.recorded_under_disallow", 1, append([]any{"Agents", plain("X")}, tls...), "Même lorsque robots.txt interdit toutes les adresses, X enregistre le certificat TLS présenté par le serveur."},
		{"robots.recorded_under_disallow", 2, append([]any{"Agents", plain("X et Y")}, tls...), "Même lorsque robots.txt interdit toutes les adresses, X et Y enregistrent le certificat TLS présenté par le serveur."},
		{"diff.field.recorded_under_disallow", 0, nil, recorded},
		{"diff.field_item.recorded_under_disallow", 0, nil, recorded},
		// F6
		{"embedded.robots_txt_except_jobs", 1, []any{"Jobs", one}, "Cela ne vaut pas pour les ressources récupérées avec les pages par la tâche «" + nn + "Documents" + nn + "»" + nn + ": ces récupérations ne respectent pas robots.txt."},
		{"embedded.robots_txt_except_jobs", 2, []any{"Jobs", two}, "Cela ne vaut pas pour les ressources récupérées avec les pages par les tâches «" + nn + "A" + nn + "» et «" + nn + "B" + nn + "»" + nn + ": ces récupérations ne respectent pas robots.txt."},
		// F7
		{"week.job_choice", 0, []any{"Job", plain("Veille"), "Choices", choices}, "Veille (fréquence au choix du client" + nn + ": toutes les minutes ou toutes les 5" + nb + "minutes)"},
		{"week.job_when_choice", 0, []any{"Job", plain("Veille"), "When", plain("du lun. au ven."), "Choices", choices}, "Veille (du lun. au ven." + nn + "; fréquence au choix du client" + nn + ": toutes les minutes ou toutes les 5" + nb + "minutes)"},
		// F8
		{"diff.field.job_legal_basis_url", 0, nil, "l’adresse d’un texte qui énonce la base juridique de cette tâche"},
		{"diff.field_item.job_legal_basis_url", 0, nil, "l’adresse d’un texte qui énonce la base juridique de cette tâche"},
		{"diff.field.legal_basis_urls", 0, nil, "l’adresse d’un texte qui énonce la base juridique d’un robot"},
		{"diff.field_item.legal_basis_urls", 0, nil, "l’adresse d’un texte qui énonce la base juridique d’un robot"},
		{"diff.field.legal_basis_url", 0, nil, "l’adresse du texte qui énonce la base juridique d’un robot"},
		{"diff.field_item.legal_basis_url", 0, nil, "l’adresse du texte qui énonce la base juridique d’un robot"},
		// F9
		{"diff.field.contact_request_via", 0, nil, "le moyen par lequel cette demande peut être adressée"},
		{"diff.field_item.contact_request_via", 0, nil, "le moyen par lequel cette demande peut être adressée"},
		// F10
		{"condition_in_a_row.sync-failed", 0, nil, "synchronisations consécutives en échec"},
		{"condition_in_a_row.failed-attempt", 0, nil, "tentatives consécutives en échec"},
		// F11
		{"diff.field.window_kind", 0, nil, "son effet"},
		{"diff.field_item.window_kind", 0, nil, "son effet"},
		// F12
		{"robots_check.before-every-fetch", 0, nil, "avant chaque récupération (dans la copie en cache)"},
	})

	// F10, F11, F9 in the sentences of the diff the editor read (testdata/review/fr.txt).
	for _, c := range []struct{ name, want string }{
		{"escalation shorter", "/errors/reactions/1/escalation/max | looser | Modification pour la pause déclenchée par l’événement «" + nn + "3" + nb + "synchronisations consécutives en échec" + nn + "»" + nn + ": la durée maximale de la pause (jusqu’à présent" + nn + ": 6" + nb + "heures" + nn + "; désormais" + nn + ": 3" + nb + "heures). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
		{"quiet window made preferred", "/windows/peak/kind | looser | Modification pour la plage horaire «" + nn + "Heures de pointe" + nn + "»" + nn + ": son effet. Jusqu’à présent" + nn + ": «" + nn + "Aucune requête n’est envoyée pendant cette plage horaire." + nn + "» Désormais" + nn + ": «" + nn + "Les requêtes sont envoyées de préférence pendant cette plage horaire." + nn + "» L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
		{"customer dashboard for a request", "/contact/requests/0/via/0 | contact | Ajout pour la demande portant sur «" + nn + "un rythme plus lent" + nn + "»" + nn + ": le moyen par lequel cette demande peut être adressée («" + nn + "par courriel" + nn + "»). Les webmestres pouvaient déjà faire cette demande par courriel\u202f; ce moyen est désormais indiqué expressément."},
	} {
		checkReviewLines(t, "fr "+c.name, reviewCaseSentences(t, "fr", c.name), []string{c.want})
	}

	// F10 and F12 on the pages the editor read.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"fr": {
		"| 3" + nb + "synchronisations consécutives en échec | 10" + nb + "minutes, puis le double",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"fr": {
		"- Par défaut, robots.txt est lu avant chaque récupération (dans la copie en cache).\n",
		"| `ExampleWatch` | Automatique | Avant chaque récupération (dans la copie en cache) | Oui | Non |",
	}})
}
