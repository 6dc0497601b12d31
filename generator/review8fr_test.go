package generator

import "testing"

// Round 8 of the French review (/work/review8/fr.md): the exact French sentences of the
// findings fixed in locales/fr/messages.fr.toml and the examples' policies.

// TestReview8FrenchPages: fr 5 (public keys verify signatures, they do not sign), fr 17 (refuse
// the robot access, not refuse the robot), fr 18 (relever des adresses dans…), fr 30 (the
// full-text indexing role).
func TestReview8FrenchPages(t *testing.T) {
	checkPageLines(t, buildExample(t, "feed-reader"), map[string][]string{
		"fr": {
			"pour lui refuser l’accès, répondez à ses requêtes par un code HTTP\u00a0404 ou 410.\n",
			"\n- Pour lui refuser l’accès, répondez par un code HTTP\u00a0404 ou 410 aux requêtes dont le User-Agent contient `ReadFeed/1.0`.\n",
		},
	})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{
		"fr": {
			"\n- Avant de suivre des liens, il relève des adresses dans le fichier `/sitemap.xml` du site et dans les plans de site (sitemaps) indiqués par les lignes Sitemap de robots.txt.\n",
			" – les clés publiques qui permettent de vérifier la signature des requêtes, sous forme de JWK Set (l’annuaire de clés de Web Bot Auth)\n",
		},
	})
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{
		"fr": {"indexation en texte intégral pour le moteur de recherche (robot principal)\n"},
	})
}

// TestReview8FrenchMessages: fr 2 and 18 (the sitemap sentence without a file, as the old value of
// a change).
func TestReview8FrenchMessages(t *testing.T) {
	ls := localizers(t)
	want := "Avant de suivre des liens, il relève des adresses dans les plans de site (sitemaps) indiqués par les lignes Sitemap de robots.txt."
	if got := ls["fr"].t("agent.uses_sitemaps_first").Plain(); got != want {
		t.Errorf("fr agent.uses_sitemaps_first: %q, want %q", got, want)
	}
}

// TestReview8FrenchPagesMore: fr 4 (Chatwork's other fetches are examples, not a closed list),
// fr 25 (l’exploitant, not an ambiguous celui-ci), fr 31 (a short TTL is raised, not lowered).
func TestReview8FrenchPagesMore(t *testing.T) {
	checkPageLines(t, buildExample(t, "link-preview"), map[string][]string{
		"fr": {"\n- Finalité\u202f: toutes les autres récupérations, par exemple pour les intégrations et les webhooks sortants que configurent les clients\n"},
	})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"fr": {"Quand un visiteur ouvre, sur le site de l’exploitant, un élément dont l’exploitant n’a pas encore de copie"},
	})
	checkPageLines(t, buildExample(t, "feed-reader"), map[string][]string{
		"fr": {"est respecté s’il est compris entre 5\u00a0minutes et 12\u00a0heures"},
	})
}

// TestReview8FrenchProse: fr 7 (later passes, not "the following passages") and fr 24 (no
// "aussitôt" after "Dès que") in the examples' French prose.
func TestReview8FrenchProse(t *testing.T) {
	checkPageLines(t, buildExample(t, "web-archive"), map[string][]string{
		"fr": {"Lors des passages ultérieurs d’une collecte large, le robot récupère le reste des domaines les plus volumineux, par lots de domaines de taille comparable."},
	})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"fr": {"ou n’est plus accessible, il le masque sur son site."},
	})
}
