package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// effectEdit sets what being on the allowlist changes on link-preview's allowlist request, and
// drops the acknowledgement of the warning that it is not set.
var effectEdit = [][2]string{
	{"kind = \"allowlist\"\n", "kind = \"allowlist\"\neffect = { en = \"previews of your pages are shown even where a filter would hide them\", de = \"Vorschauen Ihrer Seiten werden auch dort angezeigt, wo ein Filter sie ausblenden würde\", fr = \"les aperçus de vos pages s’affichent même là où un filtre les masquerait\", pl = \"podglądy Państwa stron są wyświetlane nawet tam, gdzie filtr by je ukrył\" }\n"},
	{"acknowledged_warnings = [{ key = \"contact.requests[1].effect\", reason = \"The operator states that a site can be put on an allowlist, but not what being on it changes.\" }]\n", ""},
}

// TestReview41AllowlistEffect (English review 41, F1): an allowlist request says what being
// on the allowlist changes where contact.requests[].effect states it, in every language;
// validate refuses the key on another kind and warns of an allowlist request without it; a
// change of it is of class "contact". Failed before: the key did not exist, and the page said
// only "your site to be added to the allowlist". link-preview states no effect (its facts give
// none) and acknowledges the warning.
func TestReview41AllowlistEffect(t *testing.T) {
	res := buildExampleEdited(t, "link-preview", effectEdit...)
	for lang, want := range map[string]string{
		"en": "- your site to be added to the allowlist, so that previews of your pages are shown even where a filter would hide them\n",
		"de": "- die Aufnahme Ihrer Website in die Freigabeliste, mit folgender Wirkung: Vorschauen Ihrer Seiten werden auch dort angezeigt, wo ein Filter sie ausblenden würde\n",
		"fr": "- l’inscription de votre site sur la liste d’autorisation, avec l’effet suivant\u202f: les aperçus de vos pages s’affichent même là où un filtre les masquerait\n",
		"pl": "- wpisanie Państwa serwisu na listę serwisów dozwolonych, co oznacza, że podglądy Państwa stron są wyświetlane nawet tam, gdzie filtr by je ukrył\n",
	} {
		if page := string(res.Files[lang+"/index.md"]); !strings.Contains(page, want) {
			t.Errorf("%s/index.md lacks %q", lang, want)
		}
	}
	if page := string(buildExample(t, "link-preview").Files["en/index.md"]); !strings.Contains(page, "- your site to be added to the allowlist\n") {
		t.Errorf("link-preview: the allowlist request without an effect is no longer stated as it was")
	}

	src, err := os.ReadFile("../examples/link-preview/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	p, err := policy.Parse(src, "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const warning = "contact.requests[1].effect: not set: the page cannot say what being on the allowlist changes"
	found := false
	for _, w := range p.Warnings() {
		if strings.Contains(w.String(), warning) {
			found = true
			if !w.Acknowledged {
				t.Errorf("link-preview: %q is not acknowledged", w.String())
			}
		}
	}
	if !found {
		t.Errorf("link-preview: no warning %q", warning)
	}
	_, err = policy.Parse(editSource(t, src, [][2]string{{"kind = \"blocklist\"\n", "kind = \"blocklist\"\neffect = { en = \"a\", de = \"a\", fr = \"a\", pl = \"a\" }\n"}}), "policy.toml")
	if want := "contact.requests[0].effect: applies only to kind = \"allowlist\" (it says what being on the allowlist changes for a site; this request is of kind \"blocklist\")"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("effect on a blocklist request: got %v, want %q", err, want)
	}

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	r := reviewOfEdits(t, msgs, "../examples/link-preview", effectEdit, [][2]string{{"kind = \"allowlist\"\n", "kind = \"allowlist\"\neffect = { en = \"b\", de = \"b\", fr = \"b\", pl = \"b\" }\n"}, effectEdit[1]}, "en")
	text := string(r.Text())
	for _, want := range []string{
		"[contact] /contact/requests/1/effect/en: previews of your pages are shown even where a filter would hide them → b\n",
		"Changed for the request “your site to be added to the allowlist”: what being on the allowlist changes for a site (in English). Previously: “previews of your pages are shown even where a filter would hide them”. Now: “b”. This changes how webmasters can reach the operator or what they can ask for.\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("review of a changed effect lacks %q:\n%s", want, text)
		}
	}
}
