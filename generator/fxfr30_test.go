package generator

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestFrenchReview29Wording (French review 29, /work/notes/s27/review29-fr.md): the exact French
// sentences the native editor asked for, each failed before.
//   - F1: a list whose items hold commas ends with « ; et » (or « ; ou », « ; ou de », « ; et à »),
//     so that its last two items do not merge (was « … ; B et C »).
//   - F2: « depuis l’une de ces régions » (was « depuis 1 de ces régions »; validate refuses fewer
//     than 2 regions, so the form only guards a value sitegen never prints).
//   - F3: « sur le portail destiné aux propriétaires de sites », everywhere the portal is named
//     (was « dans le portail des propriétaires de sites »).
//   - F4, F10: the retry count in the review's form of a change, in digits, « Le nombre maximal
//     de nouvelles tentatives pour une requête en échec change en conséquence (jusqu’à
//     présent : 2 ; désormais : 1). » (was « … est désormais relancée une fois, et non plus au plus
//     deux fois. »).
//   - F6: HEAD before GET « pour chaque adresse », as every page says (was « chaque URL »).
//   - F7: a moved policy page: the crawler's User-Agent strings that point to it may change, and
//     the reader checks the filters that rely on them (was « il faudra peut-être mettre à jour les
//     chaînes User-Agent », which a webmaster cannot do).
//   - F8: « le domaine auquel appartiennent les noms DNS inverses des adresses du robot », « le délai d’attente maximal pour une
//     réponse », « l’intervalle entre les tentatives qui suivent la dernière attente du calendrier ».
//   - F9: an item added or removed named before the colon, « Suppression d’une tâche : « … ». »,
//     « Ajout d’un quota : … » (was « Suppression : une tâche (« … ») », whose parentheses stacked
//     on the name's own); English, German and Polish unchanged.
//   - F11: triple-fetchers' reservation of rights: « une réserve de droits relative à la fouille
//     de textes et de données, exprimée par un procédé lisible par machine au sens de … ».
//
// F5 (the days of a schedule rule) was done by b51bb6fd (« les jours où s’applique la règle du
// calendrier »): not redone.
func TestFrenchReview29Wording(t *testing.T) {
	const nb, nn = "\u00a0", "\u202f"
	ls := localizers(t)
	fr := ls["fr"]

	// F1: every list of the kind, in each conjunction French has.
	items := []Text{plain("du lun. au ven., de 7 h à 19 h"), plain("sam. et dim., de 9 h à 12 h"), plain("jours fériés, de 10 h à 11 h")}
	for _, c := range []struct{ what, got, want string }{
		{"list and", fr.list(items, "and").Plain(), "du lun. au ven., de 7 h à 19 h" + nn + "; sam. et dim., de 9 h à 12 h" + nn + "; et jours fériés, de 10 h à 11 h"},
		{"list or", fr.list(items, "or").Plain(), "du lun. au ven., de 7 h à 19 h" + nn + "; sam. et dim., de 9 h à 12 h" + nn + "; ou jours fériés, de 10 h à 11 h"},
		{"list or_from", fr.listIn(items, "or", "from").Plain(), "du lun. au ven., de 7 h à 19 h" + nn + "; de sam. et dim., de 9 h à 12 h" + nn + "; ou de jours fériés, de 10 h à 11 h"},
		{"list and_to", fr.listIn(items, "and", "to").Plain(), "du lun. au ven., de 7 h à 19 h" + nn + "; à sam. et dim., de 9 h à 12 h" + nn + "; et à jours fériés, de 10 h à 11 h"},
		{"item list", fr.itemList(items).Plain(), "du lun. au ven., de 7 h à 19 h" + nn + "; sam. et dim., de 9 h à 12 h" + nn + "; et jours fériés, de 10 h à 11 h"},
		{"list in loc", fr.listIn(items, "and", "loc").Plain(), "du lun. au ven., de 7 h à 19 h" + nn + "; sam. et dim., de 9 h à 12 h" + nn + "; et jours fériés, de 10 h à 11 h"},
		// Without a comma in an item, and with two items, nothing changes.
		{"plain list", fr.list([]Text{plain("A"), plain("B"), plain("C")}, "and").Plain(), "A, B et C"},
		{"two items", fr.list(items[:2], "and").Plain(), "du lun. au ven., de 7 h à 19 h et sam. et dim., de 9 h à 12 h"},
	} {
		if c.got != c.want {
			t.Errorf("F1 %s:\n got %q\nwant %q", c.what, c.got, c.want)
		}
	}

	checkMessages(t, ls, "fr", []messageCase{
		// F2
		{"cadence.from_some_listed_regions", 1, []any{"Regions", plain("R")}, "depuis l’une de ces régions (R)"},
		{"cadence.from_some_listed_regions", 3, []any{"Regions", plain("R")}, "depuis 3 de ces régions (R)"},
		// F3
		{"request_via.portal_site-owner-portal", 0, nil, "sur le portail destiné aux propriétaires de sites"},
		{"request_via.portal", 0, nil, "dans l’espace client ou sur le portail"},
		{"opt_out.in_portal.site-owner-portal", 0, nil, "Sur le portail destiné aux propriétaires de sites"},
		{"opt_out.portal_intro.site-owner-portal", 0, []any{"URL", plain("U")}, "Après connexion au portail destiné aux propriétaires de sites, à l’adresse U, vous pouvez demander" + nn + ":"},
		{"portal_kind.site-owner-portal", 0, nil, "Portail destiné aux propriétaires de sites"},
		// F6
		{"http.get_after_head", 0, []any{"Head", plain("`HEAD`"), "Get", plain("`GET`"), "Statuses", plain("405 ou 501")}, "Il interroge d’abord chaque adresse par une requête `HEAD` et n’envoie une requête `GET` que si le serveur répond à la première par un code HTTP" + nb + "405 ou 501."},
	})

	// F4, F10: the retry count, from 2 to 1 and from 2 to 5.
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	delays := func(ds ...string) *policy.Policy {
		p := reviewBase(t)
		p.Errors.Retries.Delays = nil
		for _, d := range ds {
			v, err := time.ParseDuration(d)
			if err != nil {
				t.Fatal(err)
			}
			p.Errors.Retries.Delays = append(p.Errors.Retries.Delays, policy.Duration{Duration: v})
		}
		return p
	}
	const at = "/errors/retries/delays | "
	checkReviewLines(t, "F4 twice to once", reviewSentencesOf(t, msgs, delays("1s", "2s"), delays("20s"), "fr"), []string{
		at + "stricter | Modification" + nn + ": les délais avant qu’une requête soit relancée (jusqu’à présent" + nn + ": 1" + nb + "seconde et 2" + nb + "secondes" + nn + "; désormais" + nn + ": 20" + nb + "secondes). Le nombre maximal de nouvelles tentatives pour une requête en échec change en conséquence (jusqu’à présent" + nn + ": 2" + nn + "; désormais" + nn + ": 1). L’exploration devient plus respectueuse des sites.",
	})
	checkReviewLines(t, "F4 twice to 5 times", reviewSentencesOf(t, msgs, delays("1s", "2s"), delays("1s", "2s", "4s", "8s", "16s"), "fr"), []string{
		at + "looser | Modification" + nn + ": les délais avant qu’une requête soit relancée (jusqu’à présent" + nn + ": 1" + nb + "seconde et 2" + nb + "secondes" + nn + "; désormais" + nn + ": 1" + nb + "seconde, 2" + nb + "secondes, 4" + nb + "secondes, 8" + nb + "secondes et 16" + nb + "secondes). Le nombre maximal de nouvelles tentatives pour une requête en échec change en conséquence (jusqu’à présent" + nn + ": 2" + nn + "; désormais" + nn + ": 5). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
	})

	// The diff's sentences, as testdata/review/fr.txt lists them.
	const council = "«" + nn + "Systèmes d’information des conseils sans API (pages web)" + nn + "»"
	for _, c := range []struct{ name, lang, want string }{
		// F7
		{"published elsewhere", "fr", "/site/base_url | identity | Modification" + nn + ": l’adresse à laquelle les règles d’exploration sont publiées (jusqu’à présent" + nn + ": «" + nn + "https://civic.example/crawler/" + nn + "»" + nn + "; désormais" + nn + ": «" + nn + "https://crawler.civic.example/" + nn + "»). Les outils de vérification qui récupèrent ips.json devront peut-être utiliser la nouvelle adresse" + nn + "; les chaînes User-Agent du robot qui renvoient à la page des règles d’exploration changeront peut-être aussi" + nn + ": vérifiez les filtres qui s’appuient sur elles."},
		// F8
		{"reverse DNS added", "fr", "/network/reverse_dns | identity | Ajout" + nn + ": le domaine auquel appartiennent les noms DNS inverses des adresses du robot («" + nn + "crawl.civic.example" + nn + "»). Il faudra peut-être mettre à jour les scripts qui vérifient le robot par DNS inverse."},
		{"timeout changed", "fr", "/targets/council-web-pages/limits/response_timeout | looser | Ajout pour la catégorie " + council + nn + ": le délai d’attente maximal pour une réponse (30" + nb + "secondes). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication."},
		{"later retries every 5 days", "fr", "/jobs/documents/retry/then_every | looser | Modification dans la tâche «" + nn + "Documents" + nn + "»" + nn + ": l’intervalle entre les tentatives ultérieures, une fois épuisé le calendrier des nouvelles tentatives (jusqu’à présent" + nn + ": 7" + nb + "jours" + nn + "; désormais" + nn + ": 5" + nb + "jours). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
		// F9, and the same shape for every item added or removed without a place.
		{"job removed", "fr", "/jobs/geoportals | stricter | Suppression d’une tâche" + nn + ": «" + nn + "Géoportails (contours des plans d’urbanisme)" + nn + "». L’exploration devient plus respectueuse des sites."},
		{"snippet removed", "fr", "/snippets/no-pdf | looser | Suppression d’un extrait pour robots.txt" + nn + ": «" + nn + "Exclure uniquement les fichiers PDF" + nn + "». Cet extrait n’est plus proposé aux webmestres. Les copies déjà présentes dans des fichiers robots.txt restent en place et continuent de s’appliquer. Ce changement doit être validé avant publication."},
		{"quota added", "fr", "/limits/quotas/0 | stricter | Ajout d’un quota" + nn + ": au plus 5" + nn + "000" + nb + "requêtes par jour, tous sites confondus. L’exploration devient plus respectueuse des sites."},
		{"address added", "fr", "/network/addresses/1 | identity | Ajout d’une adresse IP" + nn + ": «" + nn + "203.0.113.201/32" + nn + "». Il faudra peut-être mettre à jour les listes d’autorisation et les règles de pare-feu qui énumèrent les adresses IP du robot."},
		// An item in a place keeps its place before the colon.
		{"cap removed", "fr", "/jobs/documents/caps/0 | looser | Suppression dans la tâche «" + nn + "Documents" + nn + "»" + nn + ": une limite de volume (au plus 200" + nb + "fichiers par heure et par système). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
		// English as diff.removed_item, but a kind of fetch removed by its name (English review
		// 29, F13: diff.removed_item_of.job).
		{"job removed", "en", "/jobs/geoportals | stricter | Removed: the kind of fetch “Geoportals (boundaries of development plans)”. This change makes the crawler more polite."},
		{"quota added", "en", "/limits/quotas/0 | stricter | Added: a quota (at most 5,000" + nb + "requests per day, across all sites together). This change makes the crawler more polite."},
	} {
		checkReviewLines(t, c.lang+" "+c.name, reviewCaseSentences(t, c.lang, c.name), []string{c.want})
	}

	// F11
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"fr": {
		"L’exploitant considère robots.txt comme une réserve de droits relative à la fouille de textes et de données, exprimée par un procédé lisible par machine au sens de l’article 44b, alinéa 3, de la loi allemande sur le droit d’auteur (UrhG)" + nn + ": une ligne Disallow l’engage juridiquement et n’est pas une simple demande.",
	}})

	// F9: the fields said as one item added or removed (itemFields) are named with an indefinite
	// article in French, which « Ajout d’{{.Field}} » elides: « d’une tâche », « d’un quota ».
	for f := range itemFields {
		ids := []string{"diff.field." + f}
		if f == "address" {
			ids = append(ids, "diff.field.address_single", "diff.field.address_range")
		}
		for _, id := range ids {
			if s := fr.s(id); !strings.HasPrefix(s, "un ") && !strings.HasPrefix(s, "une ") {
				t.Errorf("%s = %q: an item added or removed is said « Ajout d’%s », which wants « un » or « une » first", id, s, s)
			}
		}
	}
}
