package generator

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// TestFrenchReview27Wording (French review 27, /work/notes/s26/review-fr.md): the exact French
// sentences the native editor asked for, each failed before.
//   - F1 (MEANING): each means of blocking counts on its own, « Chacun des moyens suivants est
//     considéré comme un blocage : … » (was « Constituent un blocage A, B et C », which read as one
//     block made of the three); several HTTP statuses joined with « ou ».
//   - F2 (GRAMMAR): diff.changed_text(_ahead) names the text, then its item, as
//     diff.changed_text_in does (was the item before the language).
//   - F3: « les règles d’exploration », not the calque « la politique ».
//   - F4: a task's name changed in another language is the name of the task, « Nouvelle
//     formulation, en allemand, du nom de la tâche « Fichiers » » (was « …, du libellé dans la
//     tâche « Fichiers » », which read as a text inside the task); « Changement du nom, en allemand,
//     de la tâche « Fichiers » » since French review 30, F9.
//   - F5: « une limite de volume » (was « le plafond d’une limite de volume »).
//   - F6: « Modification pour la plage horaire « … » : ses horaires », « son type », « la plage
//     horaire d’une règle du calendrier » (was « dans la plage horaire … : ses heures », « le type
//     d’une plage horaire », « les heures d’une règle »).
//   - F7: « l’intervalle maximal qu’un site puisse demander entre deux requêtes »; since French
//     review 44, F1, « le rythme le plus lent qu’un site puisse demander (l’intervalle le plus long
//     entre deux requêtes) », as the fastest rate is worded (TestReview45RequestRate).
//   - F10: « une règle de robots.txt qui exclut le robot de l’ensemble du site », « un moyen de
//     blocage qui met fin à la collecte ».
//   - F11: the week chart's shading, without « fréquence … la plus fréquente ».
//   - F12: under « Bloquer les requêtes », « Pas de ralentissement possible » (was « Ralentir les
//     robots »).
//   - F13: search-engine's operator text (the example's own French).
//   - F14: a quantity with its unit in digits, even for 1: « 1 seconde », « de 1 heure »
//     (since French review 31, F2: in letters right after a preposition in a sentence, « d’une
//     heure », « pendant une heure »; TestFrenchReview31Wording),
//     « sous 1 jour ouvré », « au plus 1 requête par seconde » (was « une seconde » beside
//     « 2 secondes »).
func TestFrenchReview27Wording(t *testing.T) {
	const nb, nn = "\u00a0", "\u202f"
	// F1, F10: the promise stop-on-block and what counts as a block.
	checkPageLines(t, buildTrial22(t, [2]string{"\"no-identity-rotation\"]\n", "\"no-identity-rotation\", \"stop-on-block\"]\nblock_means = [\"request\", \"robots-txt\"]\nblock_statuses = [403, 410]\n"}), map[string][]string{"fr": {
		"- Quand un site bloque le robot, la collecte sur ce site s’arrête. Chacun des moyens suivants est considéré comme un blocage" + nn + ": une règle de robots.txt qui exclut le robot de l’ensemble du site, une réponse portant le code HTTP\u00a0403 ou 410 et une demande d’arrêt adressée à l’exploitant.\n",
	}})
	checkPageLines(t, buildTrial22(t, [2]string{"\"no-identity-rotation\"]\n", "\"no-identity-rotation\", \"stop-on-block\"]\nblock_statuses = [403]\n"}), map[string][]string{"fr": {
		"- Quand un site bloque le robot, la collecte sur ce site s’arrête. Le moyen suivant est considéré comme un blocage" + nn + ": une réponse portant le code HTTP\u00a0403.\n",
	}})

	// The diff's sentences, as testdata/review/fr.txt lists them (reviewCaseSentences: fxen26_test.go).
	for _, c := range []struct {
		name string
		want []string
	}{
		// F14
		{"min interval longer", []string{"Modification" + nn + ": l’intervalle minimal entre deux requêtes (jusqu’à présent" + nn + ": 1" + nb + "seconde" + nn + "; désormais" + nn + ": 2" + nb + "secondes). L’exploration devient plus respectueuse des sites."}},
		{"min interval 1.5 s", []string{"Modification" + nn + ": l’intervalle minimal entre deux requêtes (jusqu’à présent" + nn + ": 1" + nb + "seconde" + nn + "; désormais" + nn + ": 1,5" + nb + "seconde). L’exploration devient plus respectueuse des sites."}},
		{"pause longer", []string{"Modification pour la pause déclenchée par l’événement «" + nn + "5" + nb + "tentatives échouées ou réponses HTTP\u00a0429 (Too Many Requests) au cours d’une même synchronisation" + nn + "»" + nn + ": la durée de la pause (jusqu’à présent" + nn + ": 1" + nb + "minute" + nn + "; désormais" + nn + ": 5" + nb + "minutes). L’exploration devient plus respectueuse des sites."}},
		// F5
		{"cap raised", []string{"Modification dans la tâche «" + nn + "Documents" + nn + "»" + nn + ": une limite de volume (jusqu’à présent" + nn + ": au plus 200" + nb + "fichiers par heure et par système" + nn + "; désormais" + nn + ": au plus 400" + nb + "fichiers par heure et par système). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."}},
		// F6
		{"quiet window moved", []string{"Modification pour la plage horaire «" + nn + "Heures de pointe" + nn + "»" + nn + ": ses horaires (jusqu’à présent" + nn + ": de 8" + nb + "h à 9" + nb + "h" + nn + "; désormais" + nn + ": de 9" + nb + "h à 10" + nb + "h). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication."}},
		{"cadence hours moved", []string{"Modification dans la tâche «" + nn + "Synchronisation incrémentielle" + nn + "»" + nn + ": la plage horaire de la règle du calendrier «" + nn + "du lun. au ven., de 7" + nb + "h à 19" + nb + "h" + nn + "» (jusqu’à présent" + nn + ": de 7" + nb + "h à 19" + nb + "h" + nn + "; désormais" + nn + ": de 6" + nb + "h à 19" + nb + "h). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication."}},
		{"quiet window made preferred", []string{"Modification pour la plage horaire «" + nn + "Heures de pointe" + nn + "»" + nn + ": son effet. Jusqu’à présent" + nn + ": «" + nn + "Aucune requête n’est envoyée pendant cette plage horaire." + nn + "» Désormais" + nn + ": «" + nn + "Les requêtes sont envoyées de préférence pendant cette plage horaire." + nn + "» L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."}},
		// F4
		{"label", []string{
			"Changement du nom, en allemand, de la tâche «" + nn + "Fichiers" + nn + "» (jusqu’à présent" + nn + ": «" + nn + "Dokumente" + nn + "»" + nn + "; désormais" + nn + ": «" + nn + "Dateien" + nn + "»). Seule la formulation change.",
			"Changement du nom, en anglais, de la tâche «" + nn + "Fichiers" + nn + "» (jusqu’à présent" + nn + ": «" + nn + "Documents" + nn + "»" + nn + "; désormais" + nn + ": «" + nn + "Files" + nn + "»). Seule la formulation change.",
			"Changement du nom, en français, d’une tâche (jusqu’à présent" + nn + ": «" + nn + "Documents" + nn + "»" + nn + "; désormais" + nn + ": «" + nn + "Fichiers" + nn + "»). Seule la formulation change.",
			"Changement du nom, en polonais, de la tâche «" + nn + "Fichiers" + nn + "» (jusqu’à présent" + nn + ": «" + nn + "Dokumenty" + nn + "»" + nn + "; désormais" + nn + ": «" + nn + "Pliki" + nn + "»). Seule la formulation change.",
		}},
		{"label changed in English only", []string{"Changement du nom, en anglais, de la tâche «" + nn + "Documents" + nn + "» (jusqu’à présent" + nn + ": «" + nn + "Documents" + nn + "»" + nn + "; désormais" + nn + ": «" + nn + "Files" + nn + "»). Seule la formulation change."}},
		// F3
		// (the second clause as French review 29, F7, worded it: fxfr30_test.go)
		{"published elsewhere", []string{"Modification" + nn + ": l’adresse à laquelle les règles d’exploration sont publiées (jusqu’à présent" + nn + ": «" + nn + "https://civic.example/crawler/" + nn + "»" + nn + "; désormais" + nn + ": «" + nn + "https://crawler.civic.example/" + nn + "»). Les outils de vérification qui récupèrent ips.json devront peut-être utiliser la nouvelle adresse" + nn + "; les chaînes User-Agent du robot qui renvoient à la page des règles d’exploration changeront peut-être aussi" + nn + ": vérifiez les filtres qui s’appuient sur elles."}},
		{"marked as an example", []string{"Modification" + nn + ": les règles d’exploration ne sont plus signalées comme un exemple fictif et décrivent donc un robot réel, susceptible d’explorer des sites. Les limites décrites sur la page s’appliquent désormais à des requêtes réelles. Ce changement doit être validé avant publication."}},
		// F7, F14
		{"slowest rate one may ask for", []string{"Modification pour la demande portant sur «" + nn + "un rythme plus lent" + nn + "»" + nn + ": l’intervalle le plus long qu’un site puisse demander entre deux requêtes (jusqu’à présent" + nn + ": 30" + nb + "secondes" + nn + "; désormais" + nn + ": 1" + nb + "minute). Les webmestres peuvent désormais demander un rythme plus lent qu’auparavant."}},
	} {
		var got []string
		for _, line := range reviewCaseSentences(t, "fr", c.name) {
			// "pointer | class | sentence", as testdata/review/fr.txt lists it.
			got = append(got, line[strings.LastIndex(line, " | ")+len(" | "):])
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}

	ls := localizers(t)
	checkMessages(t, ls, "fr", []messageCase{
		// F2: the text, then its item, as diff.changed_text_in.
		{"diff.changed_text_ahead", 0, []any{"Context", plain(" dans la tâche « X »"), "Lang", plain("allemand"), "What", plain("d’une condition d’exécution"), "Old", plain("« a »"), "New", plain("« b »")},
			"Nouvelle formulation, en allemand, d’une condition d’exécution dans la tâche « X » (jusqu’à cette date" + nn + ": « a »" + nn + "; à partir de cette date" + nn + ": « b »)."},
		{"diff.changed_text", 0, []any{"Context", plain(" dans la tâche « X »"), "Lang", plain("allemand"), "What", plain("d’une condition d’exécution"), "Old", plain("« a »"), "New", plain("« b »")},
			"Nouvelle formulation, en allemand, d’une condition d’exécution dans la tâche « X » (jusqu’à présent" + nn + ": « a »" + nn + "; désormais" + nn + ": « b »)."},
		// F4: the other items whose name may change.
		{"diff.context_gen.window_name", 0, []any{"Label", plain("Heures de pointe")}, " de la plage horaire «" + nn + "Heures de pointe" + nn + "»"},
		{"diff.context_gen.target_name", 0, []any{"Label", plain("A")}, " de la catégorie «" + nn + "A" + nn + "»"},
		{"diff.context_gen.snippet_name", 0, []any{"Label", plain("A")}, " de l’extrait «" + nn + "A" + nn + "»"},
		// F10
		{"diff.field.block_means", 0, nil, "un moyen de blocage qui met fin à la collecte sur un site"},
		{"block_means.robots-txt", 0, nil, "une règle de robots.txt qui exclut le robot de l’ensemble du site"},
		// F11
		{"week.shading", 0, nil, "La teinte de chaque heure indique combien de fois la tâche régulière la plus fréquente y est lancée, et non le nombre de requêtes" + nn + ": une tâche lancée moins souvent peut envoyer davantage de requêtes."},
		// F14: the quantity forms with 1.
		{"contact.response_working_days", 1, nil, "L’exploitant répond sous 1" + nb + "jour ouvré."},
		{"diff.count.working_days", 1, nil, "1" + nb + "jour ouvré"},
		{"limits.per_second", 1, []any{"Key", plain("")}, "Au plus 1" + nb + "requête par seconde."},
		{"limits.per_second_page_loads", 1, []any{"Key", plain("")}, "Au plus 1" + nb + "chargement de page par seconde."},
		{"request.within_working_days", 1, []any{"Request", plain("l’arrêt")}, "l’arrêt (délai de mise en œuvre" + nn + ": 1" + nb + "jour ouvré)"},
	})
	// F14: every form of a duration of one unit states its number.
	fr := ls["fr"]
	for _, c := range []struct {
		d    time.Duration
		form string
		want string
	}{
		{time.Second, "nom", "1" + nb + "seconde"},
		{time.Hour, "gen", "d’une heure"}, // French review 31, F2: in letters right after a preposition
		{time.Minute, "acc", "1" + nb + "minute"},
		{time.Millisecond, "dat", "une milliseconde"}, // the same (review 31, F2)
		{365 * 24 * time.Hour, "nom", "1" + nb + "an"},
		{time.Hour, "every", "toutes les heures"},
		{time.Hour, "per", "par heure"},
	} {
		if got := fr.duration(dur(c.d, ""), c.form).Plain(); got != c.want {
			t.Errorf("%v %s: got %q, want %q", c.d, c.form, got, c.want)
		}
	}
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{
		// F14
		"fr": {
			"- Une copie en cache est utilisée pendant une heure au plus, tant que le site reste joignable.", // review 31, F2
			"- Une modification de robots.txt est prise en compte sous une heure.",
			// F12
			"## Bloquer les requêtes\n\n### Directive Crawl-delay non respectée\n\n",
		},
		// English, German and Polish keep their heading.
		"en": {"### The crawlers ignore Crawl-delay\n"},
	})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"fr": {
		"- un rythme plus lent, jusqu’à une minute entre deux requêtes", // review 31, F2
	}})
	// F13
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{"fr": {
		"Ses robots récupèrent les pages que les internautes peuvent ensuite retrouver grâce à son index.",
	}})
}
