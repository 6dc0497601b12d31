package generator

import "testing"

// French review 36 (/work/notes/s34/review36-fr.md): the exact French text of each finding fixed,
// in the message where it is written and on the page or in the sentence of sitegen diff where the
// editor read it. Each case failed before. F1 is the lead's (a change of whitespace alone).
//   - F2: later passes of a broad crawl collect the rest of the larger domains, in batches of
//     domains of similar size, right after the first sentence (web-archive).
//   - F3: AIPREF's `search` is fetching « pour un moteur de recherche », not « pour la recherche »
//     (research).
//   - F4: a pause's event named without its count where the count changes
//     (format.reaction_threshold_event = "without-count"), and « le nombre d’occurrences ».
//   - F5: a snippet « bloque désormais » more or less; copies already pasted are not updated, and
//     webmasters must replace them; a snippet withdrawn stays in force where it was pasted.
//   - F6: the scope noun of a pause per domain and IP address names the host names, not the IP.
//   - F7: « robots.txt et redirections compris » (masculine plural with mixed genders).
//   - F8: the occasion of the live broadcasts « pour chaque séance… », which also reads before
//     the session starts.
//   - F9: « n’a pas encore son propre groupe…, créez-le », not « de groupe à lui ».
//   - F10: the scope of a slow-down « concerné », not « ce nom d’hôte » with no antecedent (every
//     scope of scope_slowed).
//   - F11: per domain and IP address without four « même »: « tous les noms d’hôte … partagent
//     cette limite ; chacun des autres domaines … a la sienne ».
//   - F12: a case-sensitive token: « l’une de ses lignes User-agent indique … avec exactement les
//     mêmes majuscules et minuscules », not « la ligne contient ».
//   - F13: a filter on a shared User-Agent part « s’applique … aux requêtes de ce robot », not
//     « retient … ses requêtes ».
//   - F14: window.except_days « ne s’applique pas (les récupérations réservées à cette plage n’ont
//     alors pas lieu) », not « n’ouvre pas, si bien que ».
//   - F15: comparison_per names the limit: « les unités sur lesquelles porte la limite ».
//   - F16: « la page d’origine » (gazette-bot).
//   - F17: the product token is the name « sur une ligne User-agent », a group having several.
//   - F18: « Exclure entièrement LinkGraphBot », as the other pages name that snippet.

const (
	nb36 = "\u00a0"
	nn36 = "\u202f"
)

func TestReview36frMessages(t *testing.T) {
	ls := localizers(t)
	hosts := []any{"HostA", plain("A"), "HostB", plain("B")}
	const perDomainServer = "par domaine et par adresse IP" + nn36 + ": tous les noms d’hôte d’un domaine servis par une même adresse IP (par exemple A et B) partagent cette limite" + nn36 + "; chacun des autres domaines hébergés sur cette adresse a la sienne"
	const nounDomainServer = "les noms d’hôte du domaine concerné hébergés sur l’adresse IP en cause"
	const exceptDays = "les jours où les récupérations réservées à cette plage horaire n’ont pas lieu (la plage n’ouvre pas ces jours-là)"
	const comparison = "l’une des unités sur lesquelles porte la limite des requêtes de comparaison envoyées après une réponse HTTP" + nb36 + "403"
	const copies = " Les copies déjà présentes dans des fichiers robots.txt ne sont pas mises à jour automatiquement" + nn36 + ": pour appliquer la modification, les webmestres doivent les remplacer par le nouvel extrait."
	const tokenIntro = "Dans robots.txt, un groupe désigne un robot par son jeton de produit, c’est-à-dire le nom indiqué sur une ligne User-agent"
	shared := []any{"Agents", plain("B"), "Part", plain("P")}
	checkMessages(t, ls, "fr", []messageCase{
		// F3
		{"aipref.search", 0, []any{"Category", plain("search"), "Token", plain("T")}, "Dans le vocabulaire AIPREF de l’IETF, sa finalité est search" + nn36 + ": il récupère des pages pour un moteur de recherche. Un groupe de robots.txt qui bloque T empêche ce robot de récupérer vos pages, à quelque fin que ce soit."},
		// F4
		{"format.reaction_threshold_event", 0, nil, "without-count-unit-scope"}, // review 37 F15 (fxfr38b)
		{"diff.field.reaction_threshold", 0, nil, "le nombre d’occurrences qui déclenche la pause"},
		{"diff.field_item.reaction_threshold", 0, nil, "le nombre d’occurrences qui déclenche la pause"},
		// F5
		{"diff.class.snippet_looser", 0, nil, "L’extrait bloque désormais moins qu’auparavant." + copies},
		{"diff.class.snippet_stricter", 0, nil, "L’extrait bloque désormais davantage qu’auparavant." + copies},
		{"diff.class.snippet_removed", 0, nil, "Cet extrait n’est plus proposé aux webmestres. Les copies déjà présentes dans des fichiers robots.txt restent en place et continuent de s’appliquer."},
		// F6
		{"scope_noun.domain-server", 0, nil, nounDomainServer},
		{"scope_noun_gen.domain-server", 0, nil, nounDomainServer},
		// F9
		{"opt_out.crawl_delay.new_group", 0, []any{"Token", plain("T"), "Star", plain("*")}, "Si T n’a pas encore son propre groupe dans votre robots.txt, créez-le comme dans l’exemple et recopiez-y les lignes Disallow et Allow du groupe * qui doivent continuer à s’appliquer à ce robot" + nn36 + ": dès que ce groupe existe, le robot cesse de suivre votre groupe *."},
		{"opt_out.crawl_delay.new_group_unstated", 0, []any{"Token", plain("T"), "Star", plain("*")}, "Si T n’a pas encore son propre groupe dans votre robots.txt, créez-le comme dans l’exemple et recopiez-y les lignes Disallow et Allow du groupe * qui doivent continuer à s’appliquer à ce robot" + nn36 + ": selon la RFC" + nb36 + "9309, un robot qui a son propre groupe ne suit plus le groupe *."},
		// F10
		{"scope_slowed.hostname", 0, nil, "vers le nom d’hôte concerné"},
		{"scope_slowed.site", 0, nil, "vers le site concerné"},
		{"scope_slowed.municipality", 0, nil, "pour la commune concernée"},
		{"scope_slowed.sync", 0, nil, "au cours de la synchronisation concernée"},
		{"scope_slowed.domain", 0, nil, "vers le domaine concerné (sous-domaines compris)"},
		{"scope_slowed.domain-server", 0, nil, "vers les noms d’hôte du domaine concerné hébergés sur l’adresse IP en cause"},
		// F11
		{"scope_per.domain-server", 0, hosts, perDomainServer},
		{"scope_per_and.domain-server", 0, hosts, perDomainServer},
		{"scope_between.domain-server", 0, hosts, "vers un même domaine sur une même adresse IP" + nn36 + ": tous les noms d’hôte de ce domaine servis par cette adresse (par exemple A et B) partagent cette limite" + nn36 + "; chacun des autres domaines hébergés sur la même adresse a la sienne"},
		// F12
		{"agent.group_matching.case-sensitive", 0, []any{"Token", plain("T")}, "Il compare son jeton de produit aux lignes User-agent en distinguant majuscules et minuscules" + nn36 + ": un groupe ne s’applique à lui que si l’une de ses lignes User-agent indique T avec exactement les mêmes majuscules et minuscules (la RFC" + nb36 + "9309 ne fait pas cette distinction)."},
		// F13
		{"agent.stable_part_shared", 1, shared, "Le User-Agent de B contient lui aussi P" + nn36 + ": un filtre fondé sur cette chaîne s’applique donc également aux requêtes de ce robot."},
		{"agent.stable_part_shared", 2, shared, "Les chaînes User-Agent de B contiennent elles aussi P" + nn36 + ": un filtre fondé sur cette chaîne s’applique donc également aux requêtes de ces robots."},
		// F14
		{"diff.field.window_except_days", 0, nil, exceptDays},
		{"diff.field_item.window_except_days", 0, nil, exceptDays},
		// F15
		{"diff.field.comparison_per", 0, nil, comparison},
		{"diff.field_item.comparison_per", 0, nil, comparison},
		// F17
		{"identification.tokens_plain", 1, nil, tokenIntro + ". Copiez le jeton de produit tel quel dans robots.txt."},
		{"identification.tokens", 2, nil, tokenIntro + nn36 + "; pour ce nom, majuscules et minuscules ne sont pas distinguées. Les jetons de produit peuvent être copiés tels quels dans robots.txt."},
		{"identification.tokens_case_all", 1, nil, tokenIntro + nn36 + "; ce robot distingue majuscules et minuscules. Copiez le jeton de produit tel quel dans robots.txt, en respectant la casse."},
		{"identification.tokens_case_some", 0, []any{"Tokens", plain("T")}, tokenIntro + nn36 + "; majuscules et minuscules sont distinguées pour T, mais pas pour les autres. Copiez les jetons de produit tels quels dans robots.txt, en respectant la casse."},
	})
}

// TestReview36frPages: the findings on the pages the editor read, where a webmaster reads them.
func TestReview36frPages(t *testing.T) {
	for example, lines := range map[string][]string{
		// F2
		"web-archive": {"\nDes collectes larges couvrent l’ensemble du domaine national" + nn36 + "; certains sites sélectionnés sont collectés plus souvent. Lors des passages ultérieurs d’une collecte large, le robot récupère le reste des domaines les plus volumineux, par lots de domaines de taille comparable. Veuillez indiquer votre plan de site (sitemap) dans robots.txt" + nn36 + ": c’est là que le robot le cherche.\n"},
		// F3
		"search-engine": {"Dans le vocabulaire AIPREF de l’IETF, sa finalité est `search`" + nn36 + ": il récupère des pages pour un moteur de recherche."},
		"civic-ingestor": {
			// F7
			"| Requêtes pour vérifier si une commune se prête au service, robots.txt et redirections compris" + nn36 + ": au plus 5" + nb36 + "requêtes par exécution et par commune",
			// F8
			"| Pour chaque séance du conseil retransmise en direct, de 45" + nb36 + "minutes avant le début jusqu’à 10" + nb36 + "heures après celui-ci au plus tard" + nn36 + ": toutes les minutes (pour vérifier si la séance est retransmise) |",
			"| Pour chaque séance du conseil retransmise en direct" + nn36 + ": toutes les 10" + nb36 + "secondes par défaut (capture d’une image pendant la retransmission) |",
			// F17
			" c’est-à-dire le nom indiqué sur une ligne User-agent",
		},
		"gazette-bot": {
			// F9
			"\nSi `GazetteBot` n’a pas encore son propre groupe dans votre robots.txt, créez-le comme dans l’exemple",
			// F16
			"et l’article cite sa source, avec un lien vers la page d’origine.\n",
		},
		"gmina-bot": {"\nSi `GminaBot` n’a pas encore son propre groupe dans votre robots.txt, créez-le comme dans l’exemple"},
		"linkgraph-bot": {
			// F9
			"\nSi `linkgraphbot` n’a pas encore son propre groupe dans votre robots.txt, créez-le comme dans l’exemple et recopiez-y les lignes Disallow et Allow du groupe `*` qui doivent continuer à s’appliquer à ce robot" + nn36 + ": dès que ce groupe existe, le robot cesse de suivre votre groupe `*`.",
			// F10
			"\n- Après une réponse HTTP" + nb36 + "429 (Too Many Requests), le robot ne fait pas de pause mais allonge l’intervalle entre ses requêtes vers le nom d’hôte concerné.\n",
			// F11
			"\n- En outre, au moins 2,5" + nb36 + "secondes entre deux requêtes vers un même domaine sur une même adresse IP" + nn36 + ": tous les noms d’hôte de ce domaine servis par cette adresse (par exemple `www.example.org` et `shop.example.org`) partagent cette limite" + nn36 + "; chacun des autres domaines hébergés sur la même adresse a la sienne.\n",
			// F18
			"\n#### Exclure entièrement LinkGraphBot\n",
			"ajoutez l’extrait «" + nn36 + "Exclure entièrement LinkGraphBot" + nn36 + "» à votre fichier robots.txt.",
		},
	} {
		checkPageLines(t, buildExample(t, example), map[string][]string{"fr": lines})
	}
}

// TestReview36frDiff: the sentences of sitegen diff the editor read (testdata/review/fr.txt).
func TestReview36frDiff(t *testing.T) {
	const copies = " Les copies déjà présentes dans des fichiers robots.txt ne sont pas mises à jour automatiquement" + nn36 + ": pour appliquer la modification, les webmestres doivent les remplacer par le nouvel extrait."
	const signOff = " Ce changement doit être validé avant publication."
	for name, want := range map[string]string{
		// F4
		"threshold higher": "/errors/reactions/0/threshold | looser | Modification pour la pause déclenchée par l’événement «" + nn36 + "une tentative échouée ou une réponse HTTP" + nb36 + "429 (Too Many Requests) au cours d’une synchronisation" + nn36 + "»" + nn36 + ": le nombre d’occurrences qui déclenche la pause (jusqu’à présent" + nn36 + ": 5" + nn36 + "; désormais" + nn36 + ": 10). L’exploration devient moins respectueuse des sites." + signOff,
		// F5
		"snippet blocks a path less":  "/snippets/no-pdf/paths/0 | looser | Suppression dans l’extrait «" + nn36 + "Exclure uniquement les fichiers PDF" + nn36 + "»" + nn36 + ": un chemin interdit par l’extrait («" + nn36 + "/*.pdf$" + nn36 + "»). L’extrait bloque désormais moins qu’auparavant." + copies + signOff,
		"snippet blocks another path": "/snippets/no-pdf/paths/1 | stricter | Ajout dans l’extrait «" + nn36 + "Exclure uniquement les fichiers PDF" + nn36 + "»" + nn36 + ": un chemin interdit par l’extrait («" + nn36 + "/tmp/" + nn36 + "»). L’extrait bloque désormais davantage qu’auparavant." + copies,
		"snippet removed":             "/snippets/no-pdf | looser | Suppression d’un extrait pour robots.txt" + nn36 + ": «" + nn36 + "Exclure uniquement les fichiers PDF" + nn36 + "». Cet extrait n’est plus proposé aux webmestres. Les copies déjà présentes dans des fichiers robots.txt restent en place et continuent de s’appliquer." + signOff,
		// F12
		"token compared case-sensitively": "/agents/civic-ingestor/group_matching | looser | Modification pour «" + nn36 + "civic-ingestor" + nn36 + "»" + nn36 + ": la manière dont il choisit les groupes de robots.txt qu’il respecte. Jusqu’à présent" + nn36 + ": comme le prévoit la RFC" + nb36 + "9309. Désormais" + nn36 + ": «" + nn36 + "Il compare son jeton de produit aux lignes User-agent en distinguant majuscules et minuscules" + nn36 + ": un groupe ne s’applique à lui que si l’une de ses lignes User-agent indique “civic-ingestor” avec exactement les mêmes majuscules et minuscules (la RFC" + nb36 + "9309 ne fait pas cette distinction)." + nn36 + "» L’exploration devient moins respectueuse des sites." + signOff,
	} {
		checkReviewLines(t, "fr "+name, reviewCaseSentences(t, "fr", name), []string{want})
	}
}
