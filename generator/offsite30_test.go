package generator

import (
	"os"
	"strings"
	"testing"
)

// TestOffSiteHopsStated (new-user trial 28, F-03): a crawler that follows links within the site
// and one link off it was stated as "It follows links only within the site", false of the pages
// it fetches on other sites. With agents.X.off_site_hops, the agent's block and the table of
// crawlers say how far, in every language, with CLDR's plural forms (one step; Polish "2 poziomy",
// "5 poziomów"). Failed before: unknown key "off_site_hops".
func TestOffSiteHopsStated(t *testing.T) {
	const within = "follows_links = \"within-site\"\n"
	tests := []struct {
		name, dir, edit string
		want            map[string][]string
	}{
		{"one step, in the block and the table", "testdata/trial20", within + "off_site_hops = 1\n", map[string][]string{
			"en": {"- It follows links within the site it fetches from; it also follows links that lead off the site, but only one step away: it fetches the linked page and follows none of that page’s links.",
				"| `PriceScoutBot` | Its own schedule (unattended) | Before the first request to a host name or IP address | Within the site, and one step off it |"},
			"de": {"- Folgt Links innerhalb der jeweiligen Website, Links zu anderen Websites dagegen nur eine Ebene tief: Die verlinkte Seite wird abgerufen, ihre Links werden nicht weiterverfolgt.",
				"| `PriceScoutBot` | eigener Zeitplan (unbeaufsichtigt) | vor der ersten Anfrage an einen Hostnamen oder eine IP-Adresse | innerhalb der Website, nach außen eine Ebene tief |"},
			"fr": {"- Il suit les liens internes au site exploré\u202f; il suit aussi les liens menant vers d’autres sites, mais sur un seul niveau\u202f: il récupère la page liée, sans en suivre les liens.",
				"| `PriceScoutBot` | Automatique | Avant la première requête vers un nom d’hôte ou une adresse IP | Au sein du site, puis un niveau au-delà |"},
			"pl": {"- Podąża za linkami w obrębie serwisu, z którego pobiera treści, a za linkami prowadzącymi do innych serwisów – tylko o jeden poziom: pobiera stronę, do której prowadzi link, ale nie podąża za linkami na tej stronie.",
				"| `PriceScoutBot` | własny harmonogram | przed pierwszym żądaniem do danej nazwy hosta lub adresu IP | w obrębie serwisu i o jeden poziom poza nim |"},
		}},
		{"five steps", "../examples/gmina-bot", within + "off_site_hops = 5\n", map[string][]string{
			"en": {"- It follows links within the site it fetches from; it also follows links that lead off the site, up to 5\u00a0steps away from the site."},
			"de": {"- Folgt Links innerhalb der jeweiligen Website, Links zu anderen Websites dagegen höchstens 5\u00a0Ebenen tief."},
			"fr": {"- Il suit les liens internes au site exploré\u202f; hors du site, il suit les liens sur 5\u00a0niveaux au plus."},
			"pl": {"- Podąża za linkami w obrębie serwisu, z którego pobiera treści, a za linkami prowadzącymi do innych serwisów – najwyżej o 5\u00a0poziomów."},
		}},
		{"two steps beyond the domain", "../examples/gmina-bot", "follows_links = \"within-domain\"\noff_site_hops = 2\n", map[string][]string{
			"en": {"- It follows links to every host name in the same registrable domain as the site it fetches from; it also follows links that lead off that domain, up to 2\u00a0steps away from the domain."},
			"de": {"- Folgt Links zu allen Hostnamen der jeweiligen Domain (einschließlich Subdomains), Links zu anderen Domains dagegen höchstens 2\u00a0Ebenen tief."},
			"fr": {"- Il suit les liens vers tous les noms d’hôte du domaine du site exploré\u202f; hors de ce domaine, il suit les liens sur 2\u00a0niveaux au plus."},
			"pl": {"- Podąża za linkami do wszystkich nazw hostów w tej samej zarejestrowanej domenie co serwis, z którego pobiera treści, a za linkami prowadzącymi do innych domen – najwyżej o 2\u00a0poziomy."},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := buildDirEdited(t, tc.dir, [][2]string{{within, tc.edit}})
			for lang, lines := range tc.want {
				md := string(res.Files[lang+"/index.md"])
				for _, l := range lines {
					if !strings.Contains(md, l+"\n") {
						t.Errorf("%s/index.md lacks\n%s", lang, l)
					}
				}
				if old := string(res.Files[lang+"/index.md"]); strings.Contains(old, "It follows links only within the site") {
					t.Errorf("%s/index.md still says the crawler stays within the site", lang)
				}
			}
		})
	}
}

// TestOffSiteHopsReview: a change of off_site_hops is quoted in the review as the agent's block
// states it, less polite for more steps. Failed before: unknown key "off_site_hops".
func TestOffSiteHopsReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	const within = "follows_links = \"within-site\"\n"
	old := [][2]string{{within, within + "off_site_hops = 1\n"}}
	changes := reviewPair(t, msgs, "../examples/gmina-bot", old, [][2]string{{within, within + "off_site_hops = 3\n"}}, "pl")
	want := "looser /agents/gminabot/off_site_hops: Zmiana dla robota „GminaBot”: zakres podążania za linkami poza serwis lub domenę. Dotychczas: „Podąża za linkami w obrębie serwisu, z którego pobiera treści, a za linkami prowadzącymi do innych serwisów – tylko o jeden poziom: pobiera stronę, do której prowadzi link, ale nie podąża za linkami na tej stronie”. Odtąd: „Podąża za linkami w obrębie serwisu, z którego pobiera treści, a za linkami prowadzącymi do innych serwisów – najwyżej o 3\u00a0poziomy”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."
	if len(changes) != 1 || string(changes[0].Class)+" "+changes[0].Pointer+": "+changes[0].Sentence != want {
		t.Errorf("the review says %+v\nwant %s", changes, want)
	}
}
