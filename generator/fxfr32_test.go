package generator

import (
	"os"
	"testing"
	"time"
)

// TestFrenchReview31Wording (French review 31, /work/notes/s29/review31-fr.md): the exact French
// sentences the native editor asked for, each failed before.
//   - F1 (MEANING): a pause added or removed is « une pause déclenchée par un événement » (was
//     « une pause après des erreurs », and a robots.txt that forbids everything is no error); a
//     reaction that ends the run alike.
//   - F3: « un robot exclu par l’extrait » that the context names, as « un chemin interdit par
//     l’extrait » (was « par un extrait »).
//   - F4: « un robot qui l’utilise pour envoyer ses requêtes » (was « dont les requêtes en
//     proviennent »).
//   - F5: « le délai de mise en œuvre de cette demande », as the pages say (was « le délai de
//     traitement d’une demande », read as the time to answer).
//   - F6: « l’espace en ligne où un site peut adresser ses demandes » (was « l’espace client ou le
//     portail », which read as a hesitation).
//   - F7: a window's kind is « sa nature » (was « son type »), « son effet » since review 33, F11.
//   - F8: fetches governed by « l’accord conclu avec le responsable de chaque site » (was « les
//     conditions d’utilisation convenues », which a site publishes on its own).
//   - F9: « les sites qui bloquent ou autorisent ces autres robots » (was « qui les bloquent »,
//     nearest to the allowlists and filters).
//   - F10: « Au-delà de 3 secondes, la valeur rend le robot plus lent que d’habitude. » (was a
//     second « Seule une valeur supérieure » in three sentences).
//   - F2: one unit right after a preposition in a sentence is written in letters, « d’une
//     seconde », « pendant une heure », « jusqu’à une minute » (the French duration forms gen and
//     dat), but not within a list, which review 32, F9 writes in digits throughout
//     (format.list_durations: « d’au moins 1 seconde, puis 2 secondes », « d’au moins 15 minutes,
//     1 heure et 6 heures »; TestFrenchReview32Wording); a value alone keeps its digits (a table
//     cell, « jusqu’à présent : 1 minute »), as do en, de and pl.
func TestFrenchReview31Wording(t *testing.T) {
	const nb, nn = "\u00a0", "\u202f"
	ls := localizers(t)
	const withinLonger = "Cette demande sera désormais mise en œuvre dans un délai plus long."
	checkMessages(t, ls, "fr", []messageCase{
		// F1
		{"diff.field.reaction", 0, nil, "une pause déclenchée par un événement"},
		{"diff.field_item.reaction", 0, nil, "une pause déclenchée par un événement"},
		{"diff.field.reaction_stop", 0, nil, "une réaction déclenchée par un événement"},
		{"diff.field_item.reaction_stop", 0, nil, "une réaction déclenchée par un événement"},
		// F3
		{"diff.field.snippet_agent", 0, nil, "un robot exclu par l’extrait"},
		{"diff.field_item.snippet_agent", 0, nil, "un robot exclu par l’extrait"},
		// F4
		{"diff.field.address_agent", 0, nil, "un robot qui l’utilise pour envoyer ses requêtes"},
		{"diff.field_item.address_agent", 0, nil, "un robot qui l’utilise pour envoyer ses requêtes"},
		// F5
		{"diff.field.contact_request_within", 0, nil, "le délai de mise en œuvre de cette demande"},
		{"diff.field.contact_request_within_days", 0, nil, "le délai de mise en œuvre de cette demande"},
		{"diff.class.contact_request_within_longer", 0, nil, withinLonger},
		{"diff.class.contact_request_within_shorter", 0, nil, "Cette demande sera désormais mise en œuvre dans un délai plus court."},
		{"diff.class.contact_request_within_added", 0, nil, "La page indique désormais le délai de mise en œuvre de cette demande."},
		{"diff.class.contact_request_within_removed", 0, nil, "La page ne précise plus le délai de mise en œuvre de cette demande."},
		// F6
		{"diff.field.contact_portal", 0, nil, "l’espace en ligne où un site peut adresser ses demandes"},
		// F7
		{"diff.field.window_kind", 0, nil, "son effet"},
		// F8
		{"target.not_read_because.terms-of-service", 0, nil, "ces récupérations sont régies par l’accord conclu avec le responsable de chaque site"},
		{"job.not_read_because.terms-of-service", 0, nil, "Ne respecte pas robots.txt" + nn + ": ces récupérations sont régies par l’accord conclu avec le responsable du site."},
		{"agent.not_read_because.terms-of-service", 0, nil, "Il ne respecte pas robots.txt" + nn + ": ses récupérations sont régies par l’accord conclu avec le responsable du site."},
		{"answers.not_read_because.terms-of-service", 0, []any{"Agent", plain("X")}, "X ne respecte pas robots.txt, car ses récupérations sont régies par l’accord conclu avec le responsable du site" + nn + ": ce fichier ne permet donc pas de le bloquer."},
		// F9
		{"diff.class.identity_agent_added", 0, nil, "Les groupes de robots.txt, les listes d’autorisation et les filtres écrits pour les autres robots ne couvrent pas celui-ci" + nn + ": les sites qui bloquent ou autorisent ces autres robots devront peut-être ajouter son jeton de produit."},
		{"diff.class.identity_agent_added_no_token", 0, nil, "Les listes d’autorisation et les filtres écrits pour les autres robots ne couvrent pas celui-ci" + nn + ": les sites qui bloquent ou autorisent ces autres robots devront peut-être ajouter son User-Agent. Il n’a pas de jeton de produit qu’un groupe de robots.txt pourrait nommer."},
		{"diff.class.identity_agent_added_not_read", 0, nil, "Les listes d’autorisation et les filtres écrits pour les autres robots ne couvrent pas celui-ci" + nn + ": les sites qui bloquent ou autorisent ces autres robots devront peut-être ajouter son User-Agent. Il ne respecte pas robots.txt" + nn + ": un groupe de ce fichier qui le nomme reste donc sans effet."},
		// F10
		{"opt_out.crawl_delay.longer_than_normal", 0, []any{"Min", dur(2*time.Second, ""), "Normal", dur(3*time.Second, "")},
			"Seule une valeur supérieure à l’intervalle minimal du robot (2" + nb + "secondes) a un effet. Jusqu’à 3" + nb + "secondes, son intervalle habituel, la valeur ne fait que relever ce minimum" + nn + ": les requêtes ne sont alors jamais plus rapprochées que la valeur indiquée, et le rythme habituel reste le même. Au-delà de 3" + nb + "secondes, la valeur rend le robot plus lent que d’habitude."},
	})

	// F2: the forms, each language's exact text; en, de and pl as before.
	for _, c := range []struct {
		lang string
		d    time.Duration
		form string
		want string
	}{
		{"fr", time.Second, "nom", "1" + nb + "seconde"},
		{"fr", time.Second, "gen", "d’une seconde"},
		{"fr", time.Second, "dat", "une seconde"},
		{"fr", time.Minute, "nom", "1" + nb + "minute"},
		{"fr", time.Minute, "gen", "d’une minute"},
		{"fr", time.Minute, "dat", "une minute"},
		{"fr", time.Hour, "nom", "1" + nb + "heure"},
		{"fr", time.Hour, "gen", "d’une heure"},
		{"fr", time.Hour, "dat", "une heure"},
		{"fr", 365 * 24 * time.Hour, "gen", "d’un an"},
		{"fr", 365 * 24 * time.Hour, "dat", "un an"},
		{"fr", time.Millisecond, "gen", "d’une milliseconde"},
		{"fr", time.Millisecond, "dat", "une milliseconde"},
		// Only one unit: other counts, a fraction and an hour and a half keep their digits.
		{"fr", 2 * time.Second, "gen", "de 2" + nb + "secondes"},
		{"fr", 2 * time.Second, "dat", "2" + nb + "secondes"},
		{"fr", 1500 * time.Millisecond, "gen", "de 1,5" + nb + "seconde"},
		{"fr", 1500 * time.Millisecond, "dat", "1,5" + nb + "seconde"},
		{"fr", 90 * time.Minute, "dat", "1" + nb + "h" + nb + "30"},
		{"en", time.Second, "gen", "1" + nb + "second"},
		{"en", time.Hour, "dat", "1" + nb + "hour"},
		{"de", time.Second, "gen", "einer Sekunde"}, // German review 39, F3
		{"de", time.Hour, "dat", "1" + nb + "Stunde"},
		{"pl", time.Second, "gen", "sekundy"},
		{"pl", time.Hour, "dat", "godzinie"},
		{"pl", time.Minute, "nom", "minuta"},
	} {
		if got := ls[c.lang].duration(dur(c.d, ""), c.form).Plain(); got != c.want {
			t.Errorf("%s %v %s: got %q, want %q", c.lang, c.d, c.form, got, c.want)
		}
	}
	ws := func(ds ...time.Duration) durationListArg {
		l := durationListArg{conj: "then"}
		for _, d := range ds {
			l.items = append(l.items, dur(d, ""))
		}
		return l
	}
	network := []any{"On", plain("X")}
	checkMessages(t, ls, "fr", []messageCase{
		{"errors.retries_twice", 0, append(network, "Delays", ws(time.Second, 2*time.Second)), "Après X, une requête est relancée au plus deux fois, après des attentes successives d’au moins 1" + nb + "seconde, puis 2" + nb + "secondes."},
		{"retry.delays", 0, []any{"Delays", durationListArg{items: []durationArg{dur(15*time.Minute, ""), dur(time.Hour, ""), dur(6*time.Hour, "")}, conj: "and"}}, "En cas d’échec, la récupération est relancée après des attentes successives d’au moins 15" + nb + "minutes, 1" + nb + "heure et 6" + nb + "heures."},
		{"limits.default_and_min_interval", 0, append([]any{"Key", plain("")}, seriesKV(2*time.Second, time.Second)...), "En temps normal, 2" + nb + "secondes ou plus entre deux requêtes, avec un minimum absolu d’une seconde."},
		{"robots.cache_for", 0, []any{"T", dur(time.Hour, "")}, "Une copie en cache est utilisée pendant une heure au plus, tant que le site reste joignable."},
		{"robots.takes_effect_within", 0, []any{"T", dur(time.Hour, "")}, "Une modification de robots.txt est prise en compte sous une heure."},
	})
	checkMessages(t, ls, "de", []messageCase{
		{"errors.retries_twice", 0, []any{"On", plain("X"), "Delays", durationListArg{items: []durationArg{dur(time.Second, ""), dur(2*time.Second, "")}, conj: "and"}},
			"Schlägt eine Anfrage mit X fehl, wird sie höchstens 2-mal wiederholt; die Wartezeiten vor den Wiederholungsversuchen betragen der Reihe nach mindestens 1" + nb + "Sekunde und 2" + nb + "Sekunden."},
	})
	// F2 on the pages the editor read; the table cells keep their digits.
	for ex, lines := range map[string][]string{
		"civic-ingestor": {
			"- Si les services ne parviennent plus à se coordonner sur la limite commune, chacun l’applique de son côté jusqu’au rétablissement de la coordination" + nn + "; entre-temps, un même site peut recevoir des requêtes espacées de moins d’une seconde.",
			"- En temps normal, 2" + nb + "secondes ou plus entre deux requêtes vers un même nom d’hôte, avec un minimum absolu d’une seconde.",
			"- Après une erreur réseau ou une erreur serveur (HTTP" + nb + "5xx), une requête est relancée au plus deux fois, après des attentes successives d’au moins 1" + nb + "seconde, puis 2" + nb + "secondes.",
			"| 5" + nb + "tentatives échouées ou réponses HTTP" + nb + "429 (Too Many Requests) au cours d’une même synchronisation | 1" + nb + "minute | Le serveur |",
			"| Une réponse HTTP" + nb + "403 visant le User-Agent du robot | Au moins 1" + nb + "heure | Le serveur |",
		},
		"triple-fetchers": {
			"- En temps normal, 24" + nb + "heures ou plus entre deux requêtes pour une même page surveillée, avec un minimum absolu d’une heure.",
			"- Une copie en cache est utilisée pendant une heure au plus, tant que le site reste joignable.",
			"- Une modification de robots.txt est prise en compte sous une heure.",
		},
		"gmina-bot": {"- un rythme plus lent, jusqu’à une minute entre deux requêtes"},
	} {
		checkPageLines(t, buildExample(t, ex), map[string][]string{"fr": lines})
	}

	// The diff's sentences, in the review's cases (testdata/review/fr.txt) and in examples edited.
	for _, c := range []struct{ name, want string }{
		// F6
		{"customer dashboard for a request", "/contact/portal | contact | Ajout" + nn + ": l’espace en ligne où un site peut adresser ses demandes («" + nn + "Espace client" + nn + ": https://civic.example/dashboard" + nn + "»). Les webmestres peuvent désormais aussi y adresser leurs demandes."},
		// F2: a page's sentence quoted as it reads; a value alone keeps its digits.
		{"retries removed", "/errors/retries | stricter | Modification" + nn + ": les requêtes en échec ne sont plus relancées. Jusqu’à présent" + nn + ": «" + nn + "Après une erreur réseau ou une erreur serveur (HTTP" + nb + "5xx), une requête est relancée au plus deux fois, après des attentes successives d’au moins 1" + nb + "seconde, puis 2" + nb + "secondes." + nn + "» L’exploration devient plus respectueuse des sites."},
		{"pause longer", "/errors/reactions/0/pause | stricter | Modification pour la pause déclenchée par l’événement «" + nn + "5" + nb + "tentatives échouées ou réponses HTTP" + nb + "429 (Too Many Requests) au cours d’une même synchronisation" + nn + "»" + nn + ": la durée de la pause (jusqu’à présent" + nn + ": 1" + nb + "minute" + nn + "; désormais" + nn + ": 5" + nb + "minutes). L’exploration devient plus respectueuse des sites."},
		// F7
		{"quiet window made preferred", "/windows/peak/kind | looser | Modification pour la plage horaire «" + nn + "Heures de pointe" + nn + "»" + nn + ": son effet. Jusqu’à présent" + nn + ": «" + nn + "Aucune requête n’est envoyée pendant cette plage horaire." + nn + "» Désormais" + nn + ": «" + nn + "Les requêtes sont envoyées de préférence pendant cette plage horaire." + nn + "» L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
	} {
		checkReviewLines(t, "fr "+c.name, reviewCaseSentences(t, "fr", c.name), []string{c.want})
	}
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	const looser = " L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."
	for _, c := range []struct {
		name, example string
		edits         [][2]string
		want          string
	}{
		// F1: a pause after a robots.txt that forbids everything, no error.
		{"pause removed", "civic-ingestor", [][2]string{{"[[errors.reactions]]\non = [\"robots-txt-disallow-all\"]\npause = \"24h\"\nscope = \"hostname\"\n", ""}},
			"/errors/reactions/5 | looser | Suppression d’une pause déclenchée par un événement" + nn + ": «" + nn + "un robots.txt qui interdit tout" + nn + ": 24" + nb + "heures" + nn + "»." + looser},
		// F3
		{"crawler shut out by a snippet", "search-engine", [][2]string{{"agents = [\"nordsuchebot\", \"fresh\"]\npaths = [\"/\"]", "agents = [\"nordsuchebot\"]\npaths = [\"/\"]"}},
			"/snippets/exclude/agents/1 | looser | Suppression dans l’extrait «" + nn + "Exclure NordsucheBot et NordsucheFresh de tout le site" + nn + "»" + nn + ": un robot exclu par l’extrait (NordsucheFresh). L’extrait bloque désormais moins qu’auparavant. Les copies déjà présentes dans des fichiers robots.txt ne sont pas mises à jour automatiquement" + nn + ": pour appliquer la modification, les webmestres doivent les remplacer par le nouvel extrait. Ce changement doit être validé avant publication."},
		// F4
		{"crawler of a prefix", "search-engine", [][2]string{{"prefix = \"192.0.2.0/26\"\nagents = [\"nordsuchebot\", \"fresh\"]", "prefix = \"192.0.2.0/26\"\nagents = [\"nordsuchebot\"]"}},
			"/network/addresses/0/agents/1 | identity | Suppression pour le préfixe IP «" + nn + "192.0.2.0/26" + nn + "»" + nn + ": un robot qui l’utilise pour envoyer ses requêtes («" + nn + "NordsucheFresh" + nn + "»). Il faudra peut-être mettre à jour les listes d’autorisation et les règles de pare-feu qui énumèrent les adresses IP du robot."},
	} {
		var got []string
		for _, it := range diffReview(t, msgs, c.example, c.edits, "fr") {
			got = append(got, it.Pointer+" | "+string(it.Class)+" | "+it.Sentence)
		}
		checkReviewLines(t, "fr "+c.name, got, []string{c.want})
	}
}
