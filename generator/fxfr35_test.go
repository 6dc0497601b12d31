package generator

import "testing"

// TestFrenchReview34Wording (French review 34, /work/notes/s32/review34-fr.md; F2 was fixed by
// 2a967d1e, TestReview34Wording): the exact French sentences, each failed before.
//   - F1: robots.txt is read « avant chaque récupération (dans la copie en cache) »: the time
//     first, as the neighbouring cell « Au début de chaque exécution » (was « dans sa copie en
//     cache avant chaque récupération », where « sa » could be the robot's).
//   - F3: what the robot records « à propos d’un serveur » (was « d’un serveur », read as data
//     downloaded from it).
//   - F4: the end of the job starts « le délai de conservation » the policy states (was « un »).
//
// New-user trial 30, F-14: a registrable domain is « le domaine (sous-domaines compris) » (was « le
// nom de domaine », which a reader takes for any host name: `shop.` and `www.` share the quota),
// in every scope and in the redirects; with an IP address, the example host names already say it.
//
// F5 (« intervalle » for « fréquence ») is not made: the values are « toutes les minutes ou
// toutes les 5 minutes » (cadence.every), a frequency, as the reviewer's own condition asks.
func TestFrenchReview34Wording(t *testing.T) {
	const nb, nn = "\u00a0", "\u202f"
	ls := localizers(t)
	const recorded = "ce que le robot enregistre à propos d’un serveur, même lorsque robots.txt interdit toutes les adresses"
	const afterJob = "la tâche dont la fin fait courir le délai de conservation"
	checkMessages(t, ls, "fr", []messageCase{
		// F1
		{"robots_check.before-every-fetch", 0, nil, "avant chaque récupération (dans la copie en cache)"},
		// F3
		{"diff.field.recorded_under_disallow", 0, nil, recorded},
		{"diff.field_item.recorded_under_disallow", 0, nil, recorded},
		// F4
		{"diff.field.retention_after_job", 0, nil, afterJob},
		{"diff.field_item.retention_after_job", 0, nil, afterJob},
		// Trial 30, F-14
		{"scope_per.domain", 0, nil, "par domaine (sous-domaines compris)"},
		{"scope_per_and.domain", 0, nil, "par domaine (sous-domaines compris)"},
		{"scope_slowed.domain", 0, nil, "vers le domaine concerné (sous-domaines compris)"},
		{"scope_between.domain", 0, nil, "vers un même domaine (sous-domaines compris)"},
		{"scope_in.domain", 0, nil, "pour un même domaine (sous-domaines compris)"},
		{"scope_noun.domain", 0, nil, "le domaine (sous-domaines compris)"},
		{"scope_noun_gen.domain", 0, nil, "le domaine (sous-domaines compris)"},
		{"scope_in.domain-server", 0, nil, "pour les noms d’hôte d’un même domaine hébergés sur une même adresse IP"},
		{"follows_links_short.within-domain", 0, nil, "au sein du domaine (sous-domaines compris)"},
		{"follows_links_short_off_site.within-domain", 1, nil, "au sein du domaine (sous-domaines compris), puis un niveau au-delà"},
		{"follows_links_short_off_site.within-domain", 2, nil, "au sein du domaine (sous-domaines compris), puis jusqu’à 2" + nb + "niveaux au-delà"},
		{"redirects_within.registrable-domain", 0, nil, "Il ne suit une redirection que vers un nom d’hôte du même domaine (sous-domaines compris)."},
	})

	// F1 on the page the editor read.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"fr": {
		"- Par défaut, robots.txt est lu avant chaque récupération (dans la copie en cache).\n",
		"| `ExampleWatch` | Automatique | Avant chaque récupération (dans la copie en cache) | Oui | Non |",
	}})
	// Trial 30, F-14 on the pages.
	checkPageLines(t, buildExample(t, "web-archive"), map[string][]string{"fr": {
		"| Lors du premier passage, au plus 50" + nb + "Mo de données téléchargées par domaine (sous-domaines compris) |",
	}})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{"fr": {
		"\n- En outre, au moins 2,5" + nb + "secondes entre deux requêtes vers un même domaine sur une même adresse IP" + nn + ": tous les noms d’hôte de ce domaine servis par cette adresse (par exemple `www.example.org` et `shop.example.org`) partagent cette limite" + nn + "; chacun des autres domaines hébergés sur la même adresse a la sienne.\n",
	}})
}
