package generator

import "testing"

// TestReview42French pins the fixes of the French native review round 42
// (/work/notes/s36/review42-fr.md in the project's notes), with the sentences that replace them:
//   - F1 (GRAMMAR): unpublished contact details, « des coordonnées non publiées », not a
//     participle that agrees with neither « le numéro » nor « l’adresse »;
//   - F2: the section "ahead" names no single robot (pages may present several);
//   - F3: an unreachable server is a connection failure, not a request without an answer (which
//     is a timeout);
//   - F4: « devront peut-être revoir ce choix », not the calque « voudront peut-être »;
//   - F5: the item after « y compris » is a kind of request (« la récupération de … »);
//   - F6: the legal term « réserve de droits relative à la fouille de textes et de données »;
//   - F7: a product token sends nothing: no request is sent under it;
//   - F8: the conditional states its condition (« laissées en place, … »);
//   - F9: « qu’aux clients de l’exploitant », since « ses » would refer to the number.
func TestReview42French(t *testing.T) {
	ls := localizers(t)
	token := []any{"UsageToken", plain("T"), "Categories", plain("C")}
	checkMessages(t, ls, "fr", []messageCase{
		{"diff.field.contact_unpublished", 0, nil, "des coordonnées non publiées permettant de joindre l’exploitant (numéro de téléphone ou adresse électronique)"},
		{"diff.field_item.contact_unpublished", 0, nil, "des coordonnées non publiées permettant de joindre l’exploitant (numéro de téléphone ou adresse électronique)"},
		{"ahead.intro", 0, []any{"Date", plain("D"), "Section", plain("S")}, "Vous trouverez ici les règles en vigueur à partir du D\u202f; d’ici là, la version précédente de ces règles s’applique. Les différences entre les deux versions sont indiquées dans la section «\u202fS\u202f»."},
		{"condition.unreachable", 0, nil, "un serveur injoignable"},
		{"condition_plural.unreachable", 0, nil, "échecs de connexion"},
		{"condition_in_a_row.unreachable", 0, nil, "échecs de connexion consécutifs"},
		{"diff.class.identity_aipref", 0, nil, "Les sites qui bloquent ou autorisent le robot dans robots.txt en fonction de sa finalité devront peut-être revoir ce choix."},
		{"counted.pagination", 0, nil, "la récupération de chaque page d’une liste paginée"},
		{"usage_preferences.tdmrep", 0, []any{"Ways", plain("W")}, "Il respecte la réserve de droits relative à la fouille de textes et de données (W3C TDMRep) lorsqu’un site W."},
		{"usage_token.sends_no_requests", 1, token, "Aucune requête n’est envoyée sous le jeton de produit T\u202f: il sert seulement à déterminer si les pages que ce robot récupère peuvent être utilisées pour la finalité C du vocabulaire AIPREF de l’IETF."},
		{"usage_token.sends_no_requests", 2, token, "Aucune requête n’est envoyée sous le jeton de produit T\u202f: il sert seulement à déterminer si les pages que ce robot récupère peuvent être utilisées pour les finalités C du vocabulaire AIPREF de l’IETF."},
		{"warning.existing-group-merges-allow", 1, nil, "Si votre robots.txt contient déjà un groupe pour ce robot, supprimez-y les lignes Disallow qui ne doivent plus le concerner\u202f: le robot fusionne les deux groupes en un seul\u202f; laissées en place, ces lignes continueraient de s’appliquer."},
		{"warning.existing-group-merges-allow", 2, nil, "Si votre robots.txt contient déjà un groupe pour un robot nommé ici, supprimez de ce groupe les lignes Disallow qui ne doivent plus concerner ce robot\u202f: le robot fusionne les deux groupes en un seul\u202f; laissées en place, ces lignes continueraient de s’appliquer."},
		{"warning.existing-group-merges-allow-unstated", 1, nil, "Si votre robots.txt contient déjà un groupe pour ce robot, supprimez-y les lignes Disallow qui ne doivent plus le concerner\u202f: selon la RFC\u00a09309, deux groupes visant un même robot sont fusionnés en un seul\u202f; laissées en place, ces lignes continueraient de s’appliquer."},
		{"warning.existing-group-merges-allow-unstated", 2, nil, "Si votre robots.txt contient déjà un groupe pour un robot nommé ici, supprimez de ce groupe les lignes Disallow qui ne doivent plus concerner ce robot\u202f: selon la RFC\u00a09309, deux groupes visant un même robot sont fusionnés en un seul\u202f; laissées en place, ces lignes continueraient de s’appliquer."},
		{"contact_unpublished.phone", 0, []any{"Given", plain(" et n’est communiqué qu’aux clients de l’exploitant")}, "L’exploitant est joignable par téléphone\u202f; le numéro n’est pas publié et n’est communiqué qu’aux clients de l’exploitant."},
		{"contact_unpublished_given.phone-customers", 0, nil, " et n’est communiqué qu’aux clients de l’exploitant"},
	})
}

// TestReview42FrenchPages: the fixes as the example pages show them (F3 on triple-fetchers, F5 on
// gazette-bot). F4 shows on the changes page of search-engine, which needs the git history; its
// sentence is pinned above and in native5_test.go.
func TestReview42FrenchPages(t *testing.T) {
	for example, lines := range map[string][]string{
		"triple-fetchers": {"\n| Plusieurs échecs de connexion ou dépassements de délai | Un certain temps (durée non publiée) | La surveillance de la page concernée |\n"},
		"gazette-bot":     {"\n- Toutes les requêtes entrent dans le calcul de ces limites, y compris la récupération de chaque page d’une liste paginée.\n"},
	} {
		checkPageLines(t, buildExample(t, example), map[string][]string{"fr": lines})
	}
}
