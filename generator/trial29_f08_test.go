package generator

import (
	"os"
	"strings"
	"testing"
)

// landingPageEdit gives examples/search-engine an explanatory web page on every address.
var landingPageEdit = [][2]string{{"# The crawlers' addresses.\n[[network.addresses]]", "[network]\nlanding_page = \"http\"\n\n# The crawlers' addresses.\n[[network.addresses]]"}}

// TestLandingPageStated (trial 29, F-08): network.landing_page is stated under "IP addresses"
// and in the short answer on verifying a request, in four languages, with the scheme and port as
// the policy's value; ips.json's notes say it too. Before, the key was unknown, and the page that
// a scanner's addresses serve was only in the operator's prose, far from the addresses.
func TestLandingPageStated(t *testing.T) {
	res := buildDirEdited(t, "../examples/search-engine", landingPageEdit)
	want := map[string]string{
		"en": "Each address that requests come from serves a web page that explains the requests, over HTTP (port 80): to read it, open the address in a browser.",
		"de": "Unter jeder Adresse, von der Anfragen kommen, ist über HTTP (Port 80) eine Webseite abrufbar, die die Anfragen erläutert: Um sie aufzurufen, geben Sie die Adresse in einen Browser ein.",
		"fr": "Chaque adresse d’où proviennent les requêtes héberge une page web qui les explique, accessible en HTTP (port 80)\u202f: pour la consulter, saisissez l’adresse dans un navigateur.",
		"pl": "Pod każdym adresem, z którego wysyłane są żądania, działa strona internetowa z wyjaśnieniem tych żądań, dostępna przez HTTP (port 80): aby ją wyświetlić, wystarczy wpisać adres w przeglądarce.",
	}
	for lang, w := range want {
		md := string(res.Files[lang+"/index.md"])
		if n := strings.Count(md, w); n != 2 {
			t.Errorf("%s: the page says\n%q\n%d times, want 2 (under IP addresses and in the short answer on verifying a request)", lang, w, n)
		}
	}
	if w := "each address serves a web page that explains the requests over HTTP on port 80"; !strings.Contains(string(res.Files["ips.json"]), w) {
		t.Errorf("ips.json's notes do not say %q:\n%s", w, res.Files["ips.json"])
	}
	// Left out, nothing is said.
	res = buildDirEdited(t, "../examples/search-engine", nil)
	for lang, w := range want {
		if strings.Contains(string(res.Files[lang+"/index.md"]), w[:20]) {
			t.Errorf("%s: without network.landing_page the page says %q", lang, w[:20])
		}
	}
}

// TestLandingPageReview: a change of the scheme is reviewed with the field named and each value
// as the page words it.
func TestLandingPageReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	new := [][2]string{{landingPageEdit[0][0], strings.Replace(landingPageEdit[0][1], `"http"`, `"http-and-https"`, 1)}}
	want := map[string]string{
		"en": "the web page that each address serves to explain the requests",
		"de": "die Webseite, die unter jeder Adresse die Anfragen erläutert",
		"fr": "la page web qui, à chaque adresse, explique les requêtes",
		"pl": "strona internetowa z wyjaśnieniem żądań pod każdym adresem",
	}
	for lang, w := range want {
		var got []string
		for _, c := range reviewPair(t, msgs, "../examples/search-engine", landingPageEdit, new, lang) {
			if c.Pointer == "/network/landing_page" {
				got = append(got, c.Sentence)
			}
		}
		if len(got) != 1 || !strings.Contains(got[0], w) {
			t.Errorf("%s: review of /network/landing_page = %q, want one sentence naming %q", lang, got, w)
		}
	}
}
