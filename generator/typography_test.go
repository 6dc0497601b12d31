package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// TestTypographyRules: the checker itself, on one sentence per rule and language.
func TestTypographyRules(t *testing.T) {
	tests := []struct {
		lang, text string
		problems   int
	}{
		{"en", "The crawler’s “Peak hours” window.", 0},
		{"en", "The crawler's window.", 1},
		{"en", `The "Peak hours" window.`, 2},
		{"en", "The „Peak hours“ window.", 2},
		{"en", "The “Peak hours window.", 1},
		{"de", "Das Zeitfenster „Stoßzeiten“.", 0},
		{"de", "Das Zeitfenster „Stoßzeiten”.", 2}, // ” is not German, and „ stays open
		{"de", "Das Zeitfenster «Stoßzeiten».", 2},
		{"pl", "Okno czasowe „Godziny szczytu”.", 0},
		{"pl", "Okno czasowe „Godziny szczytu“.", 2},
		{"fr", "La plage horaire «\u202fHeures d’affluence\u202f»\u202f: oui\u202f; non\u202f!", 0},
		{"fr", "La plage horaire « Heures d’affluence » : oui ; non !", 5},
		{"fr", "La plage «Heures»: oui; non?", 5},
		{"fr", "De 22\u00a0h à 6\u00a0h, voir https://bot.example/", 0},
		{"fr", "Exception\u00a0: le code 408.", 0},
		// RFC and its number are never broken across lines (review 6, fr 25).
		{"fr", "conformément à la RFC\u00a09309.", 0},
		{"fr", "conformément à la RFC 9309.", 1},
		{"en", "as RFC 9309 says.", 0},
	}
	for _, tt := range tests {
		if got := typographyProblems(tt.lang, tt.text); len(got) != tt.problems {
			t.Errorf("%s %q: %d problems %q, want %d", tt.lang, tt.text, len(got), got, tt.problems)
		}
	}
}

// TestTypographyOfMessages: every message of every language, in every plural form, as
// Messages.Check (sitegen check, every build) checks it.
func TestTypographyOfMessages(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range msgs.Check([]string{"en", "de", "fr", "pl"}) {
		t.Error(f)
	}
}

// TestTypographyOfPages: every page of every example, and of this repository's policy, in every
// language: its Markdown without what it quotes as written (code, link targets).
func TestTypographyOfPages(t *testing.T) {
	examples, err := filepath.Glob(filepath.Join("..", "examples", "*", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range examples {
		name := filepath.Base(filepath.Dir(p))
		res := buildExample(t, name)
		for _, lang := range res.Policy.Site.Languages {
			for i, line := range pageText(string(res.Files[lang+"/index.md"])) {
				for _, pr := range typographyProblems(lang, line) {
					t.Errorf("%s/%s/index.md:%d: %s", name, lang, i+1, pr)
				}
			}
		}
	}
}

// TestTypographyOfPagesFindsViolations: the page check fails where a label breaks the rules (a
// straight apostrophe in English, a plain space before a French colon, English quotes in German
// and Polish), so a passing TestTypographyOfPages means something.
func TestTypographyOfPagesFindsViolations(t *testing.T) {
	res := buildExampleEdited(t, "gazette-bot", [2]string{
		`label = { fr = "Heures d’affluence des sites communaux", en = "Peak hours of municipal websites", de = "Stoßzeiten der Gemeinde-Websites", pl = "Godziny największego ruchu na stronach gmin" }`,
		`label = { fr = "Heures d’affluence : sites communaux", en = "The towns' peak hours", de = "Stoßzeiten der “Gemeinde”", pl = "Godziny “szczytu”" }`,
	})
	want := map[string]string{
		"en": "straight apostrophe",
		"fr": `":" without a no-break space`,
		"de": "closing '“' without an opening '„'",
		"pl": "quotation mark '“', which pl does not use",
	}
	for lang, w := range want {
		found := false
		for _, line := range pageText(string(res.Files[lang+"/index.md"])) {
			for _, p := range typographyProblems(lang, line) {
				found = found || strings.HasPrefix(p, w)
			}
		}
		if !found {
			t.Errorf("%s: no problem %q found on the page", lang, w)
		}
	}
}

// TestTypographyOfOverrides: a site's message override that breaks its language's typography is a
// finding of Messages.Check, which sitegen check and every build run.
func TestTypographyOfOverrides(t *testing.T) {
	site := fstest.MapFS{
		"locales/en/site.en.toml": {Data: []byte("[page]\nfooter = \"The operator's own footer.\"\n")},
		"locales/fr/site.fr.toml": {Data: []byte("[page]\nfooter = \"Pied de page : le nôtre.\"\n")},
	}
	msgs, err := LoadMessages(os.DirFS(".."), site)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(msgs.Check([]string{"en", "fr"}), "\n")
	for _, want := range []string{
		`locales/en: message "page.footer": straight apostrophe (write ’)`,
		`locales/fr: message "page.footer": ":" without a no-break space (U+202F) before it`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Check lacks %q; it says:\n%s", want, got)
		}
	}
}
