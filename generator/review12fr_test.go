package generator

import (
	"strings"
	"testing"
)

// Round 12 of the French review (issue 12): the findings left open by the native reviews, fixed
// in locales/fr/messages.fr.toml and the examples' French texts. Exact French text, in the file
// of the built example where a webmaster reads it.

// TestReview12FrenchPages: the product token explained where the page introduces it (« jeton de
// produit, c’est-à-dire le nom indiqué sur une ligne User-agent »: the RFC 9309 term, kept on
// every page, with what it is for a webmaster); an agent's purpose after « Finalité : » as a
// noun phrase (not « Rôle : reprend… », a verb without its subject); the mass-deletion notice
// as an advance notice (« annonce préalable »); sentences that do not say « le robot » where a
// page has several: the User-Agent that proves nothing, conditional requests and the size cap
// said of the requests, and the page's commitments said of all its crawlers (promise_all:
// « Ils ne contournent jamais… »), while English keeps its sentence.
func TestReview12FrenchPages(t *testing.T) {
	for _, c := range []struct{ example, file, want string }{
		{"gazette-bot", "fr/index.md", "\nChaque requête porte dans son en-tête User-Agent la chaîne ci-dessous. Dans robots.txt, un groupe désigne un robot par son jeton de produit, c’est-à-dire le nom indiqué sur une ligne User-agent. Copiez le jeton de produit tel quel dans robots.txt."},
		{"triple-fetchers", "fr/index.md", " Dans robots.txt, un groupe désigne un robot par son jeton de produit, c’est-à-dire le nom indiqué sur une ligne User-agent\u202f; pour ce nom, majuscules et minuscules ne sont pas distinguées. Les jetons de produit peuvent être copiés tels quels dans robots.txt."},
		{"civic-ingestor", "fr/index.md", "\n- Finalité\u202f: reprise des contenus publics des systèmes d’information des conseils municipaux\n"},
		{"gazette-bot", "fr/index.md", "\n- Finalité\u202f: collecte de l’actualité publique locale et de données ouvertes pour la rédaction\n"},
		{"search-engine", "fr/index.md", "\n- Finalité\u202f: indexation en texte intégral pour le moteur de recherche (robot principal)\n"},
		{"search-engine", "fr/index.md", "\n- Finalité\u202f: exploration fréquente des sites d’actualité et des flux RSS, pour que les nouveaux contenus entrent rapidement dans l’index\n"},
		{"link-preview", "fr/index.md", "\n- Finalité\u202f: récupération d’une page dont un utilisateur publie le lien dans une conversation, pour en afficher un aperçu\n"},
		{"triple-fetchers", "fr/index.md", "\n- Finalité\u202f: récupération de ce qu’une personne vient de demander\n"},
		{"civic-ingestor", "fr/index.md", "\n- Motifs de contact\u202f: questions, demande de ralentissement, demande de plage horaire pour la tâche «\u202fSynchronisation complète\u202f», exclusion du robot et annonce préalable d’une suppression massive de documents sur votre site.\n"},
		{"search-engine", "fr/index.md", "\nLe User-Agent ne prouve rien à lui seul, car n’importe qui peut l’envoyer. Pour vérifier qu’une requête provient bien de `NordsucheBot` ou de `NordsucheFresh`, comparez son adresse IP à la liste ci-dessus"},
		{"gazette-bot", "fr/index.md", "\nLe User-Agent ne prouve rien à lui seul, car n’importe qui peut l’envoyer\u202f; faute d’adresses publiées, une requête ne peut pas être vérifiée\u202f: en cas de doute, écrivez à l’exploitant.\n"},
		{"triple-fetchers", "fr/index.md", "### Limites propres à ExampleWatch\n\n- En temps normal, 24\u00a0heures ou plus entre deux requêtes pour une même page surveillée, avec un minimum absolu d’une heure.\n- Quota\u202f: au plus 10\u00a0pages surveillées par client.\n- Les requêtes sont conditionnelles (en-têtes `If-None-Match` et `If-Modified-Since`)\u202f: une ressource inchangée n’est donc pas transférée de nouveau.\n"},
		{"gazette-bot", "fr/index.md", "\n- Toute réponse de plus de 8\u00a0Mo est abandonnée.\n"},
		{"triple-fetchers", "fr/index.md", "\nCet engagement vaut pour chacun des robots présentés sur cette page\u202f: `ExampleWatch`, `ExampleWorkflow` et `ExampleFetch`.\n\n- Ils ne contournent jamais, de quelque manière que ce soit, les interdictions de robots.txt ni les blocages.\n"},
		{"triple-fetchers", "en/index.md", "\n- A Disallow rule in robots.txt or a block is never circumvented, by any means.\n"},
		{"civic-ingestor", "fr/index.md", "## Engagements\n\n- Le robot ne récupère que des contenus publics.\n"},
	} {
		res := buildExample(t, c.example)
		if got := string(res.Files[c.file]); !strings.Contains(got, c.want) {
			t.Errorf("%s %s lacks %q", c.example, c.file, c.want)
		}
	}
}

// TestReview12FrenchChanges: on the page of changes, how far links are followed said as
// « jusqu’où les liens sont suivis » (not « la profondeur de suivi des liens »), a text changed in
// one language « en français » and a renaming with « , en français » like a text changed (not « version en
// français »), and a wording change as « Seule la formulation change. » (not « Le comportement du
// robot ne change pas. », which is wrong on a page of several crawlers); a text that states
// something, such as a purpose, ends with diff.class.wording_text (TestMech12WordingText). A change of
// site.title_plural alone is no entry on the page (TestMech12TitlePluralNotOnPage).
func TestReview12FrenchChanges(t *testing.T) {
	for _, c := range []struct{ example, want string }{
		{"linkgraph-bot", "\n- Ajout pour `linkgraphbot`\u202f: jusqu’où les liens sont suivis. Désormais\u202f: «\u202fIl suit les liens vers n’importe quel site du Web.\u202f» "},
		{"linkgraph-bot", "\n- Ajout pour `linkgraphbot`\u202f: si une adresse est vérifiée de nouveau après une réponse d’erreur ou une redirection, et à quel moment. Désormais\u202f: "},
		{"civic-ingestor", "\n- Changement du nom, en français, d’une tâche (jusqu’à présent\u202f: «\u202fContrôle d’admission\u202f»\u202f; désormais\u202f: «\u202fVérification préalable\u202f»). Seule la formulation change.\n"},
		{"civic-ingestor", "\n- Nouvelle formulation, en français, de la finalité du robot `civic-ingestor` (jusqu’à présent\u202f: «\u202freprend les contenus publics des systèmes d’information des conseils municipaux\u202f»\u202f; désormais\u202f: «\u202freprise des contenus publics des systèmes d’information des conseils municipaux\u202f»). Les valeurs fixées par les règles restent les mêmes\u202f; si la nouvelle formulation en modifie le sens, c’est elle qui fait foi.\n"},
	} {
		res := buildExampleWithHistory(t, c.example)
		if got := string(res.Files["fr/changes.md"]); !strings.Contains(got, c.want) {
			t.Errorf("%s fr/changes.md lacks %q", c.example, c.want)
		}
	}
}

// TestReview12FrenchSeveralCrawlers: what a change does for sites is said of the crawling
// (« L’exploration devient moins respectueuse des sites. », and the titles and headings of the
// page of changes alike), not of « le robot », which is wrong where a page has several and a
// change applies to all of them; a size cap changed as « le traitement d’une réponse qui dépasse
// la taille maximale » (not « le sort »); a Crawl-delay kept per host name without « nom
// d’hôte » three times.
func TestReview12FrenchSeveralCrawlers(t *testing.T) {
	res := buildExample(t, "linkgraph-bot")
	const crawlDelay = "\n- La valeur de Crawl-delay s’applique à chaque nom d’hôte séparément\u202f: un serveur qui en héberge plusieurs peut donc recevoir des requêtes plus rapprochées que ne le prévoit cette valeur.\n"
	if got := string(res.Files["fr/index.md"]); !strings.Contains(got, crawlDelay) {
		t.Errorf("linkgraph-bot fr/index.md lacks %q", crawlDelay)
	}
	for _, c := range []struct{ example, want string }{
		{"triple-fetchers", "\n### Exploration qui pourrait devenir moins respectueuse\n\n- Mention retirée\u202f: ce qui s’applique quand robots.txt est inaccessible (code\u00a05xx ou erreur réseau). Jusqu’à présent\u202f: «\u202fSi robots.txt est inaccessible (erreur serveur HTTP\u00a05xx ou erreur réseau), aucune page du site n’est récupérée.\u202f» La page n’engageant plus le robot sur ce point, l’exploration pourrait devenir moins respectueuse des sites.\n"},
		{"triple-fetchers", "\n## Modification du 29\u00a0novembre 2026 (n°\u00a04)\u202f: exploration plus respectueuse des sites\n\n### Exploration plus respectueuse\n\n- Nouvelle restriction pour `ExampleFetch`\u202f: le robot ne prend désormais pour point de départ que «\u202fles adresses qui lui sont indiquées\u202f». L’exploration devient plus respectueuse des sites.\n"},
		{"gazette-bot", "\n- Ajout pour la catégorie «\u202fSites des communes\u202f»\u202f: le traitement d’une réponse qui dépasse la taille maximale. Désormais\u202f: «\u202fToute réponse de plus de 8\u00a0Mo est abandonnée.\u202f» Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites.\n"},
	} {
		res := buildExampleWithHistory(t, c.example)
		if got := string(res.Files["fr/changes.md"]); !strings.Contains(got, c.want) {
			t.Errorf("%s fr/changes.md lacks %q", c.example, c.want)
		}
	}
}
