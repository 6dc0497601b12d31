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
	})

	// F1 on the page the editor read.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"fr": {
		"- Par défaut, robots.txt est lu avant chaque récupération (dans la copie en cache).\n",
		"| `ExampleWatch` | Automatique | Avant chaque récupération (dans la copie en cache) | Oui | Non |",
	}})
}
