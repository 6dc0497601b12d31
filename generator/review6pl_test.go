package generator

import (
	"strings"
	"testing"
)

// Round 6 of the native review (issue 12), the Polish findings of l7pl: whole sentences of the
// example pages. Where the fix is a mechanism every language goes through (textForms: a limit at
// a time said of each host name, a quota's sentence opened by its cap or what it counts, an
// agreement's scope as a place), the other languages' sentences are held too: they keep their
// wording.

// checkMarkdownLines asserts that each language's Markdown page of res holds every line of want
// as a whole line (a list item with its "- ", a paragraph).
func checkMarkdownLines(t *testing.T, name string, res *Result, want map[string][]string) {
	t.Helper()
	for lang, lines := range want {
		page := "\n" + string(res.Files[lang+"/index.md"]) + "\n"
		for _, w := range lines {
			if !strings.Contains(page, "\n"+w+"\n") {
				t.Errorf("%s/%s/index.md lacks the line %q", name, lang, w)
			}
		}
	}
}

func TestReview6Polish(t *testing.T) {
	cases := map[string]map[string][]string{
		"civic-ingestor": {
			"pl": {
				// pl 5: an agreement holds in one host name and covers every URL there.
				"- Każde uzgodnienie obejmuje wszystkie adresy URL w obrębie jednej nazwy hosta i nie obejmuje żadnych innych.",
				// pl 16: one wording of the host name beside the rates.
				"- Jednocześnie tylko jedno żądanie dla każdej nazwy hosta.",
				"- Najwyżej 2\u00a0żądania jednocześnie w każdej synchronizacji.",
				// pl 31: no "ich" that could be the tokens.
				"- Dawne tokeny `civic-file-cache` i `civic` są nadal uwzględniane, lecz wyłącznie jako ograniczenie: grupa, w której wymieniono którykolwiek z nich, może blokować ścieżki, ale nigdy nie odblokowuje żadnej ścieżki.",
				// pl 13.
				"- Poza kategoriami serwisów, w przypadku których plik robots.txt nie jest odczytywany („Dostawcy transmisji posiedzeń rad”, „Geoportale gmin” i „Serwery kafelków OpenStreetMap”), robot odstępuje od reguł robots.txt wyłącznie za wyraźną pisemną zgodą administratora serwisu. Odstępstwo może przy tym obejmować jedynie żądania do API lub pobieranie dokumentów.",
				// pl 15: one name for allowlists.
				"Adresy mogą się zmienić, np. przy przeniesieniu serwera, dlatego należy co jakiś czas sprawdzać tę listę i odpowiednio aktualizować własne listy dozwolonych adresów IP.",
				// pl 30: a rule and the addresses it does not cover.
				"- W ścieżkach rozróżniana jest wielkość liter: należy dodać osobny wiersz dla każdej pisowni używanej w serwisie (np. reguła `/*.pdf$` nie obejmuje ścieżki `/archive.PDF`).",
			},
			"en": {
				"- Each agreement is made per host name and covers every URL there, but nothing beyond it.",
				"- One request at a time per host name.",
				"- At most 2\u00a0requests at a time per sync run.",
			},
			"de": {
				"- Vereinbarungen werden je Hostname getroffen; eine Vereinbarung gilt für alle Adressen unter demselben Hostnamen, aber für nichts darüber hinaus.",
				"- Immer nur eine Anfrage gleichzeitig je Hostname.",
				"- Höchstens 2\u00a0gleichzeitige Anfragen je Abgleich.",
			},
			"fr": {
				"- Un accord est conclu par nom d’hôte\u202f: il couvre toutes les adresses qui en relèvent, mais rien au-delà.",
				"- Une seule requête à la fois par nom d’hôte.",
				"- Au plus 2\u00a0requêtes simultanées par synchronisation.",
			},
		},
		"gazette-bot": {
			// pl 19: the cap opens the sentence, without "Limit:".
			"pl": {
				"- Najwyżej 12\u00a0żądań na godzinę dla każdego serwisu.",
				"- Najwyżej 60\u00a0żądań na dobę dla każdego serwisu.",
				"- Plik robots.txt jest odczytywany przed pierwszym żądaniem do danej nazwy hosta lub adresu IP.",
			},
			"en": {"- Quota: at most 12\u00a0requests per hour per site."},
			"de": {"- Kontingent: höchstens 12\u00a0Anfragen pro Stunde und Website."},
			"fr": {"- Quota\u202f: au plus 12\u00a0requêtes par heure et par site."},
		},
		"gmina-bot": {
			"pl": {
				"- Liczba żądań na dobę jest ograniczona (wartości limitu nie publikujemy).",
				"- Jednocześnie tylko jedno żądanie dla każdego serwera.",
			},
			"en": {
				"- Quota: a fixed maximum number of requests per day, which the operator does not publish.",
				"- One request at a time per server.",
			},
			"de": {
				"- Kontingent: eine feste, nicht veröffentlichte Obergrenze für die Zahl der Anfragen pro Tag.",
				"- Immer nur eine Anfrage gleichzeitig je Server.",
			},
			"fr": {
				"- Quota\u202f: un plafond de requêtes par jour, dont la valeur n’est pas publiée.",
				"- Une seule requête à la fois par serveur.",
			},
		},
		"triple-fetchers": {
			"pl": {
				"- Adresy, do których robot dociera, wychodząc od jednego adresu startowego: liczba adresów w jednym przebiegu jest ograniczona (wartości limitu nie publikujemy).",
				"- Najwyżej 10\u00a0obserwowanych stron na klienta.",
				// pl 34 of review 6: the site's title in the sentence; pl 16 of review 8: as the subject, its verb agreeing.
				"ExampleWatch, ExampleWorkflow i ExampleFetch wysyłają żądania do serwisów internetowych. Na tej stronie opisujemy te żądania oraz sposoby, w jakie administratorzy serwisów mogą na nie reagować.",
			},
			"en": {"- Quota on URLs reached from one start URL: a fixed maximum number of URLs per run, which the operator does not publish."},
			"de": {"- Kontingent (aus einer Startadresse gewonnene Adressen): eine feste, nicht veröffentlichte Obergrenze für die Zahl der Adressen pro Lauf."},
			"fr": {"- Quota (adresses trouvées à partir d’une adresse de départ)\u202f: un plafond d’adresses par exécution, dont la valeur n’est pas publiée."},
		},
		"feed-reader": {
			"pl": {
				"Robot ReadFeed wysyła żądania do serwisów internetowych. Na tej stronie opisujemy te żądania oraz sposoby, w jakie administratorzy serwisów mogą na nie reagować.",
				// pl 17, en 7 of review 8: the codes that end the requests, named where they are said.
				"Robot pobiera wyłącznie kanały, które subskrybuje co najmniej jeden użytkownik. Kanał, przy którego pobieraniu stale występują błędy (np. błędy serwera lub przekroczenie czasu oczekiwania na odpowiedź), jest pobierany dalej, dopóki ktoś go subskrybuje. Aby zakończyć pobieranie, wystarczy odpowiadać na te żądania kodem HTTP 404 lub 410.",
			},
		},
		"search-engine": {
			"pl": {
				// pl 25.
				"- Pobiera stronę spod wskazanego adresu jednorazowo, gdy użytkownik o to poprosi, i nie pobiera jej ponownie.",
				// pl 14: the name matches a pattern given on the page.
				"- [Weryfikacja żądania](index.html#verify-dns) – należy sprawdzić, czy adres IP żądania znajduje się na opublikowanej liście albo czy nazwa z rekordu PTR (rekordu odwrotnego DNS) tego adresu pasuje do jednego ze wzorców podanych na tej stronie, a rekord A/AAAA tej nazwy wskazuje ten sam adres.",
			},
		},
		"linkgraph-bot": {
			"pl": {
				"- [Weryfikacja żądania](index.html#verify-dns) – należy sprawdzić, czy nazwa z rekordu PTR (rekordu odwrotnego DNS) adresu IP żądania pasuje do wzorca podanego na tej stronie, a rekord A/AAAA tej nazwy wskazuje ten sam adres.",
			},
		},
	}
	for name, want := range cases {
		t.Run(name, func(t *testing.T) {
			checkMarkdownLines(t, name, buildExample(t, name), want)
		})
	}
}

// TestReview6PolishEmbedded: the resources a page embeds are under robots.txt and Crawl-delay
// "także" (pl 32: no threefold "również").
func TestReview6PolishEmbedded(t *testing.T) {
	res := buildSmallestEdited(t, nil, `robots_txt = "read"
embedded = { fetch = "fetched", robots_txt = "read", crawl_delay = "applied" }

[robots_txt]
crawl_delay = "honoured"
`)
	checkMarkdownLines(t, "smallest", res, map[string][]string{"pl": {
		"- Plik robots.txt dotyczy także tych zasobów: żaden zasób, którego zabrania, nie jest pobierany.",
		"- Wiersz Crawl-delay dotyczy także żądań tych zasobów.",
	}})
}

// TestTextForms: a textForms argument places its value, or the form a message asks for; a form
// the call does not offer is a problem of the build, and the value stands in its place.
func TestTextForms(t *testing.T) {
	ls := localizers(t)
	l := ls["pl"]
	v := startForms(plain("najwyżej 12 żądań"))
	if got := l.t("limits.quota", "Cap", v).Plain(); got != "Najwyżej 12 żądań." {
		t.Errorf("pl limits.quota: %q", got)
	}
	if got := ls["en"].t("limits.quota", "Cap", startForms(plain("at most 12 requests"))).Plain(); got != "Quota: at most 12 requests." {
		t.Errorf("en limits.quota: %q", got)
	}
	var problems []string
	f := l.fork(&problems)
	if got := f.t("limits.quota", "Cap", textForms{base: plain("najwyżej 12 żądań")}).Plain(); got != "najwyżej 12 żądań." {
		t.Errorf("a form not offered: %q", got)
	}
	if len(problems) != 1 || !strings.Contains(problems[0], "has no form Start") {
		t.Errorf("a form not offered: problems %q", problems)
	}
}
