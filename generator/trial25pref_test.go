package generator

import (
	"os"
	"strings"
	"testing"
)

// TestUsagePreferencesOnPage (new-user trial 25, F-01): agents.X.usage_preferences states where
// the crawler reads a site's AI usage preferences (the Content-Usage lines of robots.txt, the
// Content-Usage header, or both) and that it follows the one for its AIPREF category, in every
// language, after the sentence of that category; without the key no page names Content-Usage.
func TestUsagePreferencesOnPage(t *testing.T) {
	const key = "aipref = \"train-ai\"\n"
	with := func(v string) *Result {
		return buildTestdata(t, "trial25", [2]string{key, key + "usage_preferences = " + v + "\n"})
	}
	cat, f := "`train-ai`", "`Content-Usage`"
	checkPageLines(t, with(`["robots-txt", "http-header"]`), map[string][]string{
		"en": {"It follows the usage preference for " + cat + " that a site states in a " + f + " line of the robots.txt group that applies to this crawler or in the " + f + " header of a response."},
		"de": {"Befolgt die Nutzungspräferenz für " + cat + ", die eine Website in einer " + f + "-Zeile der für diesen Crawler geltenden Gruppe ihrer robots.txt oder im Header " + f + " einer Antwort angibt."},
		"fr": {"Il respecte la préférence d’usage qu’un site exprime pour " + cat + " dans une ligne " + f + " du groupe de robots.txt qui s’applique à ce robot ou dans l’en-tête " + f + " d’une réponse."},
		"pl": {"Robot przestrzega preferencji co do wykorzystania treści w kategorii " + cat + ", jeśli serwis wyraża ją w wierszu " + f + " obowiązującej go grupy w pliku robots.txt lub w nagłówku " + f + " odpowiedzi."},
	})
	checkEveryLanguage(t, "usage_preferences", with(`["robots-txt", "http-header"]`))
	checkPageLines(t, with(`["robots-txt"]`), map[string][]string{
		"en": {"It follows the usage preference for " + cat + " that a site states in a " + f + " line of the robots.txt group that applies to this crawler."},
		"de": {"Befolgt die Nutzungspräferenz für " + cat + ", die eine Website in einer " + f + "-Zeile der für diesen Crawler geltenden Gruppe ihrer robots.txt angibt."},
		"fr": {"Il respecte la préférence d’usage qu’un site exprime pour " + cat + " dans une ligne " + f + " du groupe de robots.txt qui s’applique à ce robot."},
		"pl": {"Robot przestrzega preferencji co do wykorzystania treści w kategorii " + cat + ", jeśli serwis wyraża ją w wierszu " + f + " obowiązującej go grupy w pliku robots.txt."},
	})
	checkPageLines(t, with(`["http-header"]`), map[string][]string{
		"en": {"It follows the usage preference for " + cat + " that a site states in the " + f + " header of a response."},
		"de": {"Befolgt die Nutzungspräferenz für " + cat + ", die eine Website im Header " + f + " einer Antwort angibt."},
		"fr": {"Il respecte la préférence d’usage qu’un site exprime pour " + cat + " dans l’en-tête " + f + " d’une réponse."},
		"pl": {"Robot przestrzega preferencji co do wykorzystania treści w kategorii " + cat + ", jeśli serwis wyraża ją w nagłówku " + f + " odpowiedzi."},
	})
	without := buildTestdata(t, "trial25")
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		if page := string(without.Files[lang+"/index.md"]); strings.Contains(page, "Content-Usage") {
			t.Errorf("%s: the page names Content-Usage, which the policy does not state", lang)
		}
	}
}

// TestMediaTypesOnPage (new-user trial 25, F-06): agents.X.media_types states that, of what the
// crawler finds, it fetches only those media types, in every language with its plural; without
// the key no page speaks of media types.
func TestMediaTypesOnPage(t *testing.T) {
	const key = "aipref = \"train-ai\"\n"
	with := func(v string) *Result {
		return buildTestdata(t, "trial25", [2]string{key, key + "media_types = " + v + "\n"})
	}
	one := with(`["text/html"]`)
	checkPageLines(t, one, map[string][]string{
		"en": {"- Of the resources it finds, it fetches only those of the media type `text/html`.\n"},
		"de": {"- Ruft von den gefundenen Ressourcen nur solche des Medientyps `text/html` ab.\n"},
		"fr": {"- Parmi les ressources qu’il rencontre, il ne récupère que celles du type de média `text/html`.\n"},
		"pl": {"- Spośród znalezionych zasobów pobiera wyłącznie te o typie MIME `text/html`.\n"},
	})
	checkEveryLanguage(t, "media_types", one)
	two := with(`["text/html", "application/xhtml+xml"]`)
	checkPageLines(t, two, map[string][]string{
		"en": {"- Of the resources it finds, it fetches only those of the media types `text/html` and `application/xhtml+xml`.\n"},
		"de": {"- Ruft von den gefundenen Ressourcen nur solche der Medientypen `text/html` und `application/xhtml+xml` ab.\n"},
		"fr": {"- Parmi les ressources qu’il rencontre, il ne récupère que celles des types de média `text/html` et `application/xhtml+xml`.\n"},
		"pl": {"- Spośród znalezionych zasobów pobiera wyłącznie te o typach MIME `text/html` i `application/xhtml+xml`.\n"},
	})
	checkEveryLanguage(t, "media_types", two)
	without := buildTestdata(t, "trial25")
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		if page := string(without.Files[lang+"/index.md"]); strings.Contains(page, "text/html") {
			t.Errorf("%s: the page names a media type, which the policy does not state", lang)
		}
	}
}

// TestUsagePreferencesReview (F-01): in the review of a change, where the crawler reads a site's
// usage preferences is a commitment on the use of collected data, said as such and quoted as
// the page says it: added, stricter; taken back, looser but not "less polite".
func TestUsagePreferencesReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	with := [][2]string{{"aipref = \"train-ai\"\n", "aipref = \"train-ai\"\nusage_preferences = [\"robots-txt\"]\n"}}
	stricter := map[string]string{
		"en": "The operator now makes stronger commitments about what it does with the data it collects; how the crawler fetches does not change.",
		"de": "Der Betreiber macht damit weitergehende Zusagen zur Verwendung und Aufbewahrung der erhobenen Daten; am Abrufverhalten des Crawlers ändert sich nichts.",
	}
	for _, lang := range []string{"en", "de"} {
		items := reviewPair(t, msgs, "testdata/trial25", nil, with, lang)
		if len(items) != 1 || items[0].Class != "stricter" || !strings.Contains(items[0].Sentence, stricter[lang]) || !strings.Contains(items[0].Sentence, "Content-Usage") {
			t.Errorf("%s added: %+v; want stricter, quoting the page, with %q", lang, items, stricter[lang])
		}
		items = reviewPair(t, msgs, "testdata/trial25", with, nil, lang)
		if len(items) != 1 || items[0].Class != "looser" || items[0].LessPolite {
			t.Errorf("%s removed: %+v; want looser, not less polite", lang, items)
		}
	}
}
