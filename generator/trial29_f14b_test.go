package generator

import (
	"os"
	"strings"
	"testing"
)

// republishesContentsEdit gives examples/civic-ingestor, which republishes its data, a statement
// of what the republished data contains.
func republishesContentsEdit(list string) [][2]string {
	const at = "republishes = \"https://oparl.civic.example\"\n"
	return [][2]string{{at, at + "republishes_contents = [" + list + "]\n"}}
}

// TestRepublishesContentsStated (trial 29, F-14): operator.republishes_contents is stated right
// after the sentence that the operator republishes the data, in four languages, so that a
// webmaster can tell whether the pages' contents are republished or only what a scan records.
// Left out, nothing is said. Before, the key was unknown.
func TestRepublishesContentsStated(t *testing.T) {
	res := buildDirEdited(t, "../examples/civic-ingestor", republishesContentsEdit(`"status-and-headers", "page-title", "tls-certificate", "open-ports"`))
	want := map[string]string{
		"en": "The operator republishes the data at [`https://oparl.civic.example`](<https://oparl.civic.example>).\n- The republished data contains only the HTTP status and header fields of each response, the title of each page, the TLS certificate that each server presents and the ports on each server that accept connections.",
		"de": "Der Betreiber stellt die gesammelten Daten unter [`https://oparl.civic.example`](<https://oparl.civic.example>) seinerseits öffentlich bereit.\n- Die Daten, die der Betreiber veröffentlicht, umfassen nur den HTTP-Status und die Header-Felder jeder Antwort, den Titel jeder Seite, das vom jeweiligen Server vorgelegte TLS-Zertifikat und die offenen Ports jedes Servers.",
		"fr": "L’exploitant republie les données sur [`https://oparl.civic.example`](<https://oparl.civic.example>).\n- Les données republiées ne comprennent que le code d’état HTTP et les en-têtes de chaque réponse, le titre de chaque page, le certificat TLS présenté par chaque serveur et les ports ouverts de chaque serveur.",
		"pl": "Dane te udostępniamy dalej pod adresem [`https://oparl.civic.example`](<https://oparl.civic.example>).\n- Udostępniane przez nas dane obejmują wyłącznie kod statusu HTTP i nagłówki każdej odpowiedzi, tytuł każdej strony, certyfikat TLS każdego serwera i otwarte porty każdego serwera.",
	}
	for lang, w := range want {
		if md := string(res.Files[lang+"/index.md"]); !strings.Contains(md, w) {
			t.Errorf("%s: the page does not say\n%q", lang, w)
		}
	}
	res = buildDirEdited(t, "../examples/civic-ingestor", republishesContentsEdit(`"page-contents"`))
	want = map[string]string{
		"en": "The republished data contains only the contents of the pages fetched.",
		"de": "Die Daten, die der Betreiber veröffentlicht, umfassen nur den Inhalt der abgerufenen Seiten.",
		"fr": "Les données republiées ne comprennent que le contenu des pages récupérées.",
		"pl": "Udostępniane przez nas dane obejmują wyłącznie treść pobranych stron.",
	}
	for lang, w := range want {
		if md := string(res.Files[lang+"/index.md"]); !strings.Contains(md, w) {
			t.Errorf("%s, page contents: the page does not say\n%q", lang, w)
		}
	}
	res = buildDirEdited(t, "../examples/civic-ingestor", nil)
	for lang, w := range map[string]string{"en": "The republished data", "de": "Die Daten, die der Betreiber veröffentlicht, umfassen", "fr": "Les données republiées", "pl": "Udostępniane przez nas dane"} {
		if strings.Contains(string(res.Files[lang+"/index.md"]), w) {
			t.Errorf("%s: without republishes_contents the page says %q", lang, w)
		}
	}
}

// TestRepublishesContentsReview: the pages' contents added to what is republished is reviewed as
// looser, a change of what the operator does with the data (as a retention period: no request a
// site receives changes, so not "less polite" for certain), with the page's sentence before and
// after, in four languages.
func TestRepublishesContentsReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"en": {"The republished data contains only the title of each page", "The republished data contains only the title of each page and the contents of the pages fetched"},
		"de": {"Die Daten, die der Betreiber veröffentlicht, umfassen nur den Titel jeder Seite", "Die Daten, die der Betreiber veröffentlicht, umfassen nur den Titel jeder Seite und den Inhalt der abgerufenen Seiten"},
		"fr": {"Les données republiées ne comprennent que le titre de chaque page", "Les données republiées ne comprennent que le titre de chaque page et le contenu des pages récupérées"},
		"pl": {"Udostępniane przez nas dane obejmują wyłącznie tytuł każdej strony", "Udostępniane przez nas dane obejmują wyłącznie tytuł każdej strony i treść pobranych stron"},
	}
	for lang, ws := range want {
		var got []ReviewItem
		for _, c := range reviewPair(t, msgs, "../examples/civic-ingestor", republishesContentsEdit(`"page-title"`), republishesContentsEdit(`"page-title", "page-contents"`), lang) {
			if c.Pointer == "/operator/republishes_contents" {
				got = append(got, c)
			}
		}
		if len(got) != 1 {
			t.Errorf("%s: review of /operator/republishes_contents = %+v, want one change", lang, got)
			continue
		}
		if got[0].Class != "looser" || !got[0].DataUse || got[0].LessPolite {
			t.Errorf("%s: class %q, data use %v, less polite %v; want looser, a use of the data, not less polite", lang, got[0].Class, got[0].DataUse, got[0].LessPolite)
		}
		for _, w := range ws {
			if !strings.Contains(got[0].Sentence, w) {
				t.Errorf("%s: review\n%q\ndoes not say %q", lang, got[0].Sentence, w)
			}
		}
	}
}
