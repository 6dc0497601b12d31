package generator

import (
	"os"
	"strings"
	"testing"
)

// TestRequestWithinNamesNoChannel (trial 29, F-03): the review (diff, the page of changes) of a
// change to how soon a request is carried out names no channel the request is not made by: a
// request made only in the web form was "a site’s request by e-mail" in English. Every language
// names none, as a request may be made by e-mail, in the form or in the portal.
func TestRequestWithinNamesNoChannel(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	form := [][2]string{
		{"response_working_days = 2\n", "response_working_days = 2\nform = \"https://gmina.example/optout\"\n"},
		{"kind = \"stop\"\nwithin_working_days = 2\n", "kind = \"stop\"\nwithin_working_days = 2\nvia = [\"form\"]\n"},
	}
	changed := append([][2]string{form[0]}, [2]string{"kind = \"stop\"\nwithin_working_days = 2\n", "kind = \"stop\"\nwithin_working_days = 5\nvia = [\"form\"]\n"})
	email := map[string]string{"en": "e-mail", "de": "E-Mail", "fr": "courriel", "pl": "e-mail"}
	for lang, word := range email {
		items := reviewPair(t, msgs, "../examples/gmina-bot", form, changed, lang)
		found := false
		for _, c := range items {
			if c.Pointer != "/contact/requests/0/within_working_days" {
				continue
			}
			found = true
			if strings.Contains(strings.ToLower(c.Sentence), strings.ToLower(word)) || strings.Contains(c.Sentence, "mail") {
				t.Errorf("%s: a request made in the form alone is said to be made by e-mail:\n%s", lang, c.Sentence)
			}
		}
		if !found {
			t.Errorf("%s: no change of /contact/requests/0/within_working_days in %v", lang, items)
		}
	}
}
