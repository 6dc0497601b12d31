package generator

import (
	"os"
	"strings"
	"testing"
)

// TestTDMRepOnPage (issue 11, trial 32, F-02): the places where a crawler reads a reservation of
// text and data mining rights (W3C TDMRep) are stated in one sentence that lists, joined with
// "or", what a site can do (a header field, the well-known file, a meta element); the noai and
// noimageai values of a robots meta element or X-Robots-Tag header in one more; each in every
// language, with or without an AIPREF category (TDMRep and noai are none), after the
// Content-Usage sentence where there is one. Without them no page names TDMRep or noai.
func TestTDMRepOnPage(t *testing.T) {
	const key = "aipref = \"train-ai\"\n"
	// with states usage_preferences = v, in place of the agent's AIPREF category unless keep.
	with := func(v string, keep bool) *Result {
		repl := "usage_preferences = " + v + "\n"
		if keep {
			repl = key + repl
		}
		return buildTestdata(t, "trial25", [2]string{key, repl})
	}
	header, file, meta := "`tdm-reservation: 1`", "`/.well-known/tdmrep.json`", "`<meta name=\"tdm-reservation\" content=\"1\">`"
	xrt, noai, noimageai := "`X-Robots-Tag`", "`noai`", "`noimageai`"
	for _, tc := range []struct {
		name  string
		value string
		keep  bool
		want  map[string][]string
	}{
		{"every TDMRep place, in another order", `["tdmrep-meta", "tdmrep-header", "tdmrep-file"]`, false, map[string][]string{
			"en": {"It respects a reservation of text and data mining rights (W3C TDMRep) where a site answers with a " + header + " header, reserves a path in " + file + " or puts " + meta + " in a page."},
			"de": {"Beachtet einen Nutzungsvorbehalt für Text und Data Mining (W3C TDMRep), wenn eine Website mit dem Header " + header + " antwortet, in " + file + " einen Vorbehalt für einen Pfad erklärt oder " + meta + " in eine Seite einfügt."},
			"fr": {"Il respecte la réserve de droits relative à la fouille de textes et de données (W3C TDMRep) lorsqu’un site répond avec l’en-tête " + header + ", réserve un chemin dans " + file + " ou place " + meta + " dans une page."},
			"pl": {"Robot respektuje zastrzeżenie praw do eksploracji tekstów i danych (W3C TDMRep), jeśli serwis wysyła w odpowiedzi nagłówek " + header + ", zastrzega ścieżkę w pliku " + file + " lub umieszcza na stronie " + meta + "."},
		}},
		{"the file alone", `["tdmrep-file"]`, false, map[string][]string{
			"en": {"It respects a reservation of text and data mining rights (W3C TDMRep) where a site reserves a path in " + file + "."},
			"de": {"Beachtet einen Nutzungsvorbehalt für Text und Data Mining (W3C TDMRep), wenn eine Website in " + file + " einen Vorbehalt für einen Pfad erklärt."},
			"fr": {"Il respecte la réserve de droits relative à la fouille de textes et de données (W3C TDMRep) lorsqu’un site réserve un chemin dans " + file + "."},
			"pl": {"Robot respektuje zastrzeżenie praw do eksploracji tekstów i danych (W3C TDMRep), jeśli serwis zastrzega ścieżkę w pliku " + file + "."},
		}},
		{"noai", `["robots-meta-noai"]`, false, map[string][]string{
			"en": {"It does not use a page for AI purposes where the page’s robots meta element or " + xrt + " header says " + noai + "."},
			"de": {"Verwendet eine Seite nicht für KI, wenn im Robots-Meta-Tag der Seite oder im Header " + xrt + " der Antwort der Wert " + noai + " steht."},
			"fr": {"Il n’utilise pour l’IA aucune page dont l’élément meta robots ou l’en-tête " + xrt + " porte la valeur " + noai + "."},
			"pl": {"Robot nie wykorzystuje na potrzeby AI strony, której element meta robots lub nagłówek " + xrt + " zawiera wartość " + noai + "."},
		}},
		{"noimageai", `["robots-meta-noimageai"]`, false, map[string][]string{
			"en": {"It does not use a page’s images for AI purposes where the page’s robots meta element or " + xrt + " header says " + noimageai + "."},
			"de": {"Verwendet die Bilder einer Seite nicht für KI, wenn im Robots-Meta-Tag der Seite oder im Header " + xrt + " der Antwort der Wert " + noimageai + " steht."},
			"fr": {"Il n’utilise pour l’IA aucune image d’une page dont l’élément meta robots ou l’en-tête " + xrt + " porte la valeur " + noimageai + "."},
			"pl": {"Robot nie wykorzystuje na potrzeby AI obrazów ze strony, której element meta robots lub nagłówek " + xrt + " zawiera wartość " + noimageai + "."},
		}},
		{"Content-Usage, TDMRep and both robots values", `["robots-meta-noimageai", "robots-txt", "tdmrep-header", "robots-meta-noai"]`, true, map[string][]string{
			"en": {"It follows the usage preference for `train-ai` that a site states in a `Content-Usage` line of the robots.txt group that applies to this crawler. " +
				"It respects a reservation of text and data mining rights (W3C TDMRep) where a site answers with a " + header + " header. " +
				"It does not use a page for AI purposes where the page’s robots meta element or " + xrt + " header says " + noai + ", and does not use the page’s images for AI purposes where either says " + noimageai + "."},
			"de": {"Befolgt die Nutzungspräferenz für `train-ai`, die eine Website in einer `Content-Usage`-Zeile der für diesen Crawler geltenden Gruppe ihrer robots.txt angibt. " +
				"Beachtet einen Nutzungsvorbehalt für Text und Data Mining (W3C TDMRep), wenn eine Website mit dem Header " + header + " antwortet. " +
				"Verwendet eine Seite nicht für KI, wenn im Robots-Meta-Tag der Seite oder im Header " + xrt + " der Antwort der Wert " + noai + " steht, und die Bilder der Seite nicht, wenn dort der Wert " + noimageai + " steht."},
			"fr": {"Il respecte la préférence d’usage qu’un site exprime pour `train-ai` dans une ligne `Content-Usage` du groupe de robots.txt qui s’applique à ce robot. " +
				"Il respecte la réserve de droits relative à la fouille de textes et de données (W3C TDMRep) lorsqu’un site répond avec l’en-tête " + header + ". " +
				"Il n’utilise pour l’IA ni les pages dont l’élément meta robots ou l’en-tête " + xrt + " porte la valeur " + noai + ", ni les images des pages où figure la valeur " + noimageai + "."},
			"pl": {"Robot przestrzega preferencji co do wykorzystania treści w kategorii `train-ai`, jeśli serwis wyraża ją w wierszu `Content-Usage` obowiązującej go grupy w pliku robots.txt. " +
				"Robot respektuje zastrzeżenie praw do eksploracji tekstów i danych (W3C TDMRep), jeśli serwis wysyła w odpowiedzi nagłówek " + header + ". " +
				"Robot nie wykorzystuje na potrzeby AI strony, której element meta robots lub nagłówek " + xrt + " zawiera wartość " + noai + ", ani obrazów ze strony, której element lub nagłówek zawiera wartość " + noimageai + "."},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := with(tc.value, tc.keep)
			checkPageLines(t, res, tc.want)
			checkEveryLanguage(t, "usage_preferences", res)
		})
	}
	without := buildTestdata(t, "trial25")
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		page := string(without.Files[lang+"/index.md"])
		for _, s := range []string{"TDMRep", "tdm-reservation", "noai", "noimageai"} {
			if strings.Contains(page, s) {
				t.Errorf("%s: the page names %s, which the policy does not state", lang, s)
			}
		}
	}
}

// TestTDMRepReview (F-02): in the review of a change, a TDMRep place read without an AIPREF
// category is, like Content-Usage, a commitment on the use of collected data, quoted as the
// page says it: added, stricter; taken back, looser but not "less polite".
func TestTDMRepReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	with := [][2]string{{"aipref = \"train-ai\"\n", "usage_preferences = [\"tdmrep-file\"]\n"}}
	without := [][2]string{{"aipref = \"train-ai\"\n", ""}}
	want := map[string]string{
		"en": "It respects a reservation of text and data mining rights (W3C TDMRep) where a site reserves a path in",
		"de": "Beachtet einen Nutzungsvorbehalt für Text und Data Mining (W3C TDMRep), wenn eine Website in",
	}
	for _, lang := range []string{"en", "de"} {
		items := reviewPair(t, msgs, "testdata/trial25", without, with, lang)
		if len(items) != 1 || items[0].Class != "stricter" || !strings.Contains(items[0].Sentence, want[lang]) {
			t.Errorf("%s added: %+v; want stricter, quoting the page, with %q", lang, items, want[lang])
		}
		items = reviewPair(t, msgs, "testdata/trial25", with, without, lang)
		if len(items) != 1 || items[0].Class != "looser" || items[0].LessPolite {
			t.Errorf("%s removed: %+v; want looser, not less polite", lang, items)
		}
	}
}
