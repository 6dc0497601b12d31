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

// TestRobotsTxtExemptPathsStated (trial 29, F-01): where an agent fetches a path whatever
// robots.txt says (agents.X.robots_txt_exempt_paths), every sentence that says what robots.txt or
// a Disallow does to it states the exception, in four languages: the agent's "It obeys
// robots.txt", its on_disallow, the snippet that blocks every URL, and the snippets'
// introduction, which no longer says an entry in robots.txt is enough. Before, the page said "It
// obeys robots.txt." and "an entry in robots.txt is enough" with no exception.
func TestRobotsTxtExemptPathsStated(t *testing.T) {
	res := buildDirEdited(t, "../examples/gmina-bot", [][2]string{{"on_disallow = [\"skip-path\"]\n", "on_disallow = [\"skip-path\"]\nrobots_txt_exempt_paths = [\"/.well-known/security.txt\"]\n"}})
	want := map[string][]string{
		"en": {
			"When robots.txt disallows a URL, that URL is not fetched. A Disallow rule does not stop `GminaBot` from fetching `/.well-known/security.txt`.",
			"It obeys robots.txt, except for `/.well-known/security.txt`, which it fetches even where robots.txt disallows it.",
			"To shut out `GminaBot`, add an entry to robots.txt. A Disallow rule does not stop `GminaBot` from fetching `/.well-known/security.txt`.",
			"Blocks `GminaBot` from every URL on the site. A Disallow rule does not stop `GminaBot` from fetching `/.well-known/security.txt`.",
		},
		"de": {
			"Ruft keine Adressen ab, die die robots.txt sperrt. Eine Disallow-Zeile hindert `GminaBot` nicht daran, `/.well-known/security.txt` abzurufen.",
			"Befolgt die robots.txt, mit Ausnahme von `/.well-known/security.txt`: Dieser Pfad wird auch dann abgerufen, wenn die robots.txt ihn sperrt.",
			"Um `GminaBot` auszusperren, ergänzen Sie die robots.txt um einen Eintrag. Eine Disallow-Zeile hindert `GminaBot` nicht daran, `/.well-known/security.txt` abzurufen.",
		},
		"fr": {
			"Une règle Disallow n’empêche pas `GminaBot` de récupérer `/.well-known/security.txt`.",
			"Il respecte robots.txt, sauf pour `/.well-known/security.txt`, qu’il récupère même lorsque robots.txt l’interdit.",
			"Pour exclure `GminaBot`, ajoutez une entrée à votre fichier robots.txt.",
		},
		"pl": {
			"Reguła Disallow nie blokuje pobierania ścieżki `/.well-known/security.txt` przez robota `GminaBot`.",
			"Stosuje się do reguł z pliku robots.txt z wyjątkiem ścieżki `/.well-known/security.txt`, którą pobiera nawet wtedy, gdy robots.txt blokuje do niej dostęp.",
			"Aby zablokować robota `GminaBot`, należy dodać wpis do pliku robots.txt.",
		},
	}
	notWant := map[string]string{"en": "an entry in robots.txt is enough", "de": "genügt ein Eintrag", "fr": "une entrée dans votre fichier robots.txt suffit", "pl": "wystarczy wpis"}
	for lang, ws := range want {
		md := string(res.Files[lang+"/index.md"])
		for _, w := range ws {
			if !strings.Contains(md, w) {
				t.Errorf("%s: the page does not say\n%s", lang, w)
			}
		}
		if strings.Contains(md, notWant[lang]) {
			t.Errorf("%s: the page still says %q", lang, notWant[lang])
		}
	}
}
