package generator

import (
	"os"
	"strings"
	"testing"
)

// TestNeverRetriedSentence states errors.never_retried exactly, in every language, as statuses
// after which a request is never retried; without it, no such sentence.
func TestNeverRetriedSentence(t *testing.T) {
	res := buildNewKeys(t, "", "", "\n[errors]\nnever_retried = [404, 410, 451]\n")
	checkPageLines(t, res, map[string][]string{
		"en": {"- A request answered with HTTP 404, 410 or 451 is never retried."},
		"de": {"- Wird eine Anfrage mit HTTP 404, 410 oder 451 beantwortet, wird sie nie wiederholt."},
		"fr": {"- Une requête à laquelle le serveur répond par un code HTTP\u00a0404, 410 ou 451 n’est jamais relancée."},
		"pl": {"- Żądanie, na które serwer odpowiada kodem HTTP 404, 410 lub 451, nigdy nie jest ponawiane."},
	})
	checkEveryLanguage(t, "never_retried", res)
	res = buildNewKeys(t, "", "", "")
	for _, lang := range res.Policy.Site.Languages {
		page := string(res.Files[lang+"/index.md"])
		for _, s := range []string{"never retried", "nie wiederholt", "jamais relancée", "nigdy nie jest ponawiane"} {
			if strings.Contains(page, s) {
				t.Errorf("%s/index.md says %q without errors.never_retried", lang, s)
			}
		}
	}
}

// TestNoOptOutSentences: an agent a site cannot opt out of, under a legal basis named with the
// address of its text, says so in its block and at a glance, with the removal a site may ask
// for instead, exactly, in every language; without opt_out, nothing of it, and a legal basis
// alone is named in the block only.
func TestNoOptOutSentences(t *testing.T) {
	agent := "robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\nopt_out = \"not-possible\"\n" +
		"legal_basis = { name = { en = \"the Legal Deposit Act\", de = \"das Pflichtexemplargesetz\", fr = \"le dépôt légal (Code du patrimoine, art. L131-1)\", pl = \"ustawa o obowiązkowych egzemplarzach\" }, url = \"https://minimalbot.eu/law\" }\n" +
		"\n[legal]\nremoval = \"case-by-case\"\n"
	res := buildNewKeys(t, "", "", agent)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- Legal basis of its fetching: the Legal Deposit Act ([`https://minimalbot.eu/law`](<https://minimalbot.eu/law>)).",
			"- A site cannot opt out of its fetching.",
			"`MinimalBot` fetches under a legal basis that gives a site no way to opt out (the Legal Deposit Act); robots.txt does not stop it. You may instead ask for content to be removed: write to [`bot@minimalbot.eu`](<mailto:bot@minimalbot.eu>).",
		},
		"de": {
			"- Rechtsgrundlage seiner Abrufe: das Pflichtexemplargesetz ([`https://minimalbot.eu/law`](<https://minimalbot.eu/law>)).",
			"- Eine Website kann die Abrufe dieses Crawlers auf keinem Weg unterbinden.",
			"ruft Seiten auf einer Rechtsgrundlage (das Pflichtexemplargesetz) ab, die den Website-Betreibern kein Widerspruchsrecht einräumt; Sperren in der robots.txt beachtet er deshalb nicht. Sie können stattdessen um die Entfernung von Inhalten bitten: Schreiben Sie an [`bot@minimalbot.eu`](<mailto:bot@minimalbot.eu>).",
		},
		"fr": {
			"- Base juridique de sa collecte\u202f: le dépôt légal (Code du patrimoine, art. L131-1) ([`https://minimalbot.eu/law`](<https://minimalbot.eu/law>)).",
			"- Un site ne peut pas s’opposer à sa collecte.",
			"recueille des données en vertu d’une base juridique qui ne laisse pas aux sites la possibilité de s’y opposer (le dépôt légal (Code du patrimoine, art. L131-1))\u202f: robots.txt ne permet donc pas de le bloquer. Vous pouvez en revanche demander le retrait de contenus en écrivant à [`bot@minimalbot.eu`](<mailto:bot@minimalbot.eu>).",
		},
		"pl": {
			"- Podstawa prawna pobierania: ustawa o obowiązkowych egzemplarzach ([`https://minimalbot.eu/law`](<https://minimalbot.eu/law>)).",
			"- Serwisu nie można wyłączyć z pobierania przez tego robota.",
			"pobiera dane na podstawie przepisów, które nie pozwalają serwisom wyrazić sprzeciwu (ustawa o obowiązkowych egzemplarzach); plik robots.txt go nie zatrzymuje. Zamiast tego mogą Państwo poprosić o usunięcie treści, pisząc na adres [`bot@minimalbot.eu`](<mailto:bot@minimalbot.eu>).",
		},
	})
	checkEveryLanguage(t, "no_opt_out", res)
	for _, lang := range res.Policy.Site.Languages {
		if page := string(res.Files[lang+"/index.md"]); strings.Contains(page, "robots.txt cannot shut") || strings.Contains(page, "User-agent:") {
			t.Errorf("%s/index.md offers a way out that does not work:\n%s", lang, page)
		}
	}
	// A legal basis alone, on an agent that obeys robots.txt: named, and no word of opting out.
	res = buildNewKeys(t, "", "", "legal_basis = { name = { en = \"Article 3 of Directive (EU) 2019/790\", de = \"Artikel 3 der Richtlinie (EU) 2019/790\", fr = \"l’article 3 de la directive (UE) 2019/790\", pl = \"art. 3 dyrektywy (UE) 2019/790\" } }\n")
	checkPageLines(t, res, map[string][]string{
		"en": {"- Legal basis of its fetching: Article 3 of Directive (EU) 2019/790."},
		"de": {"- Rechtsgrundlage seiner Abrufe: Artikel 3 der Richtlinie (EU) 2019/790."},
		"fr": {"- Base juridique de sa collecte\u202f: l’article 3 de la directive (UE) 2019/790."},
		"pl": {"- Podstawa prawna pobierania: art. 3 dyrektywy (UE) 2019/790."},
	})
	checkEveryLanguage(t, "legal_basis", res)
	for _, lang := range res.Policy.Site.Languages {
		page := string(res.Files[lang+"/index.md"])
		for _, s := range []string{"opt out", "widersprechen", "ausnehmen lassen", "s’opposer", "sprzeciw"} {
			if strings.Contains(page, s) {
				t.Errorf("%s/index.md says %q without opt_out", lang, s)
			}
		}
	}
}

// TestFollowUpSentences states jobs.X.follow_up in the job's details, exactly, in every language:
// a resource found changed fetched again up to three times a week apart, a new one once more 48
// hours later (as the page writes 2d); without it, no such sentence.
func TestFollowUpSentences(t *testing.T) {
	job := "\n[jobs.pages]\nlabel = { en = \"Pages\", de = \"Seiten\", fr = \"Pages\", pl = \"Strony\" }\nagent = \"bot\"\n" +
		"follow_up = [{ when = \"changed\", after = \"7d\", max = 3 }, { when = \"new\", after = \"2d\", max = 1 }]\n\n[[jobs.pages.cadence]]\nevery = \"30d\"\n"
	res := buildNewKeys(t, "", "", job)
	checkPageLines(t, res, map[string][]string{
		"en": {"A resource found changed is fetched again up to 3\u00a0times, 7\u00a0days apart.", "A newly found resource is fetched once more, 48\u00a0hours later."},
		"de": {"Eine als geändert erkannte Ressource wird bis zu 3-mal erneut abgerufen, im Abstand von 7\u00a0Tagen.", "Eine neu gefundene Ressource wird noch einmal abgerufen, 48\u00a0Stunden später."},
		"fr": {"Un élément trouvé modifié est récupéré de nouveau jusqu’à 3\u00a0fois, à 7\u00a0jours d’intervalle.", "Un élément nouvellement trouvé est récupéré une nouvelle fois, 48\u00a0heures plus tard."},
		"pl": {"Zasób, w którym wykryto zmiany, jest pobierany ponownie najwyżej 3\u00a0razy, w odstępach 7\u00a0dni.", "Nowo znaleziony zasób jest pobierany jeszcze raz, 48\u00a0godzin później."},
	})
	checkEveryLanguage(t, "follow_up", res)
	res = buildNewKeys(t, "", "", strings.Replace(job, "follow_up = [{ when = \"changed\", after = \"7d\", max = 3 }, { when = \"new\", after = \"2d\", max = 1 }]\n", "", 1))
	for _, lang := range res.Policy.Site.Languages {
		page := string(res.Files[lang+"/index.md"])
		for _, s := range []string{"fetched once more", "fetched again up to", "erneut abgerufen", "noch einmal abgerufen", "de nouveau jusqu", "une nouvelle fois", "pobierany ponownie", "jeszcze raz"} {
			if strings.Contains(page, s) {
				t.Errorf("%s/index.md says %q without follow_up", lang, s)
			}
		}
	}
}

// TestPausedSentences: a reaction that ends the run after a number of pauses is a row of the
// table of pauses and stopped runs, its event said as the pauses of fetching it counts, exactly,
// in every language.
func TestPausedSentences(t *testing.T) {
	errs := "\n[[errors.reactions]]\non = [\"429\"]\npause = \"10m\"\nscope = \"hostname\"\n\n[[errors.reactions]]\non = [\"paused\"]\nthreshold = 3\nstops_run = true\nscope = \"run\"\n"
	res := buildNewKeys(t, "", "", errs)
	checkPageLines(t, res, map[string][]string{
		"en": {"| A pause of fetching, 3\u00a0times |"},
		"de": {"| Pause der Abrufe, 3-mal |"},
		"fr": {"| 3\u00a0pauses de la collecte |"},
		"pl": {"| przerwa w pobieraniu, 3\u00a0razy |"},
	})
	checkEveryLanguage(t, "paused", res)
}

// TestOptOutReview: diff says a site that can no longer opt out as what a site can do, and a
// legal basis added by its name, exactly, in every language.
func TestOptOutReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	agent := [2]string{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n"}
	mandate := [2]string{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\nopt_out = \"not-possible\"\n" +
		"legal_basis = { name = { en = \"the Legal Deposit Act\", de = \"das Pflichtexemplargesetz\", fr = \"le dépôt légal\", pl = \"ustawa o egzemplarzach\" } }\n"}
	want := map[string][]string{
		"en": {
			"Added for MinimalBot: the legal basis of a crawler’s fetching (“the Legal Deposit Act”). This does not change how polite the crawler is.",
			"Changed for MinimalBot: a site can no longer opt out of the crawler’s fetching. This change makes the crawler less polite. The change needs sign-off.",
		},
		"de": {
			"Hinzugefügt für „MinimalBot“: die Rechtsgrundlage der Abrufe eines Crawlers – „das Pflichtexemplargesetz“. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts.",
			"Geändert für „MinimalBot“: Eine Website kann die Abrufe des Crawlers nicht mehr unterbinden. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
		},
		"fr": {
			"Ajout pour «\u202fMinimalBot\u202f»\u202f: la base juridique de la collecte d’un robot («\u202fle dépôt légal\u202f»).",
			"Modification pour «\u202fMinimalBot\u202f»\u202f: un site ne peut plus s’opposer à la collecte du robot. L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
		},
		"pl": {
			"Dodano dla robota „MinimalBot” podstawę prawną pobierania przez robota: „ustawa o egzemplarzach”.",
			"Zmiana dla robota „MinimalBot”: serwisu nie można już wyłączyć z pobierania przez robota. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		},
	}
	for lang, lines := range want {
		var got []string
		for _, c := range reviewPair(t, msgs, "testdata/smallest", [][2]string{agent}, [][2]string{mandate}, lang) {
			got = append(got, c.Sentence)
		}
		all := strings.Join(got, "\n")
		for _, w := range lines {
			if !strings.Contains(all, w) {
				t.Errorf("%s: the review lacks %q:\n%s", lang, w, all)
			}
			if testing.Verbose() {
				t.Log(all)
			}
		}
	}
}
