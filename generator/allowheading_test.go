package generator

import (
	"html"
	"strings"
	"testing"
)

// allowHeading and blockHeading are the headings of the section of ways out: where it holds only
// snippets that let the crawler in, and where nothing in it slows the crawler down.
var (
	allowHeading = map[string]string{"en": "## How to allow the requests", "de": "## Abrufe freigeben", "fr": "## Autoriser les requêtes", "pl": "## Jak zezwolić na pobieranie"}
	blockHeading = map[string]string{"en": "## How to block the requests", "de": "## Abrufe sperren", "fr": "## Bloquer les requêtes", "pl": "## Jak zablokować pobieranie"}
)

// fullSections are the tables that give the smallest policy every section the page's
// introduction names (who, recognising, how often, when, robots.txt, the ways out but the
// snippets): a limit, a job with a cadence, a check of robots.txt.
const fullSections = "\n[limits]\nmin_interval = \"2s\"\ninterval_key = \"site\"\n\n[robots_txt]\ncheck = \"before-first-fetch\"\n\n[jobs.pages]\nlabel = { en = \"Pages\", de = \"Seiten\", fr = \"Pages\", pl = \"Strony\" }\nagent = \"bot\"\n\n[[jobs.pages.cadence]]\nevery = \"24h\"\n"

// TestAllowOnlyHeading (issue #11, "nothing on the page that the operator did not say", a
// follow-up of t45a): a section of ways out that holds only snippets letting the crawler in is
// headed "How to allow the requests", not "How to block the requests", for every form of its
// introduction (allowIntroForms), and the page's introduction and summary say "how to allow
// them"; beside a blocking snippet the heading, introduction and summary stay those of blocking.
// Exact in every language. Failed before: every allow-only page was headed "How to block the
// requests" and introduced as explaining "how to block them".
func TestAllowOnlyHeading(t *testing.T) {
	for _, f := range allowIntroForms {
		for _, c := range []struct {
			kind, snippets string
			want           map[string]string
		}{
			{"allow only", allowSnippet, allowHeading},
			{"mixed", blockSnippet + allowSnippet, blockHeading},
		} {
			res := buildSmallestEdited(t, f.edits, f.extra+c.snippets)
			for _, lang := range []string{"en", "de", "fr", "pl"} {
				page := string(res.Files[lang+"/index.md"])
				if !strings.Contains(page, "\n"+c.want[lang]+"\n") {
					t.Errorf("%s, %s, %s: no heading %q:\n%s", f.name, c.kind, lang, c.want[lang], page)
				}
			}
		}
	}
	lead := map[string][2]string{
		"en": {
			"This page explains who is behind the requests from MinimalBot, how to recognise them, how often and when they come, how robots.txt is read, and how to allow them.",
			"MinimalBot: how to recognise the requests, how often and when they come, how robots.txt is read, and how to allow them.",
		},
		"de": {
			"Diese Seite beschreibt, wer hinter den Anfragen steht, die der Dienst „MinimalBot“ an Websites sendet, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird und wie Sie die Abrufe freigeben.",
			"MinimalBot: Kennung, Abrufraten, Zeitplan und Umgang mit der robots.txt – und wie Sie die Abrufe freigeben.",
		},
		"fr": {
			"Cette page présente l’exploitant, la manière de reconnaître les requêtes, leur fréquence et leurs horaires, la lecture de robots.txt et les moyens d’autoriser l’exploration.",
			"MinimalBot\u202f: identification des requêtes, fréquence, horaires, lecture de robots.txt et moyens d’autoriser l’exploration.",
		},
		"pl": {
			"MinimalBot wysyła żądania do serwisów internetowych. Na tej stronie wyjaśniamy, kto za nie odpowiada, jak je rozpoznać, jak często i o jakich porach przychodzą, jak odczytywany jest plik robots.txt oraz jak zezwolić na pobieranie.",
			"MinimalBot – pobieranie treści z serwisów internetowych: identyfikacja, tempo, harmonogram, obsługa robots.txt oraz sposób zezwolenia na pobieranie.",
		},
	}
	allow := buildSmallestEdited(t, nil, fullSections+allowSnippet)
	mixed := buildSmallestEdited(t, nil, fullSections+blockSnippet+allowSnippet)
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		md, page := string(allow.Files[lang+"/index.md"]), string(allow.Files[lang+"/index.html"])
		if !strings.Contains(md, "\n"+allowHeading[lang]+"\n") {
			t.Errorf("%s, every section, allow only: no heading %q:\n%s", lang, allowHeading[lang], md)
		}
		if !strings.Contains(md, "\n"+lead[lang][0]+"\n") {
			t.Errorf("%s, every section, allow only: the introduction is not %q:\n%s", lang, lead[lang][0], md)
		}
		if !strings.Contains(page, `<meta name="description" content="`+html.EscapeString(lead[lang][1])+`">`) {
			t.Errorf("%s, every section, allow only: the summary is not %q", lang, lead[lang][1])
		}
		if md := string(mixed.Files[lang+"/index.md"]); !strings.Contains(md, "\n"+blockHeading[lang]+"\n") || strings.Contains(md, lead[lang][0]) {
			t.Errorf("%s, every section, mixed: not the heading %q and the introduction of blocking:\n%s", lang, blockHeading[lang], md)
		}
	}
	checkEveryLanguage(t, "every section, allow only", allow)
	checkEveryLanguage(t, "every section, mixed", mixed)
}

// TestSlowAllowHeading (audit 13, item 6): a section of ways out that holds only the Crawl-delay
// advice (robots_txt.crawl_delay = "honoured") and snippets letting the crawler in is headed "How
// to slow down or allow the requests", and the page's introduction and summary say "how to slow
// them down or allow them"; beside a blocking snippet the heading stays "How to slow down or block
// the requests". Exact in every language. Failed before: the section was headed "How to slow down
// or block the requests", though nothing in it blocks.
func TestSlowAllowHeading(t *testing.T) {
	slowed := strings.Replace(fullSections, "check = \"before-first-fetch\"\n", "check = \"before-first-fetch\"\ncrawl_delay = \"honoured\"\n", 1)
	heading := map[string]string{"en": "## How to slow down or allow the requests", "de": "## Abrufe drosseln oder freigeben", "fr": "## Ralentir ou autoriser les requêtes", "pl": "## Jak spowolnić pobieranie lub na nie zezwolić"}
	slowBlock := map[string]string{"en": "## How to slow down or block the requests", "de": "## Abrufe drosseln oder sperren", "fr": "## Ralentir ou bloquer les requêtes", "pl": "## Jak spowolnić lub zablokować pobieranie"}
	lead := map[string][2]string{
		"en": {
			"This page explains who is behind the requests from MinimalBot, how to recognise them, how often and when they come, how robots.txt is read, and how to slow them down or allow them.",
			"MinimalBot: how to recognise the requests, how often and when they come, how robots.txt is read, and how to slow them down or allow them.",
		},
		"de": {
			"Diese Seite beschreibt, wer hinter den Anfragen steht, die der Dienst „MinimalBot“ an Websites sendet, woran Sie sie erkennen, wann und wie oft sie eintreffen, wie die robots.txt gelesen wird und wie Sie die Abrufe drosseln oder freigeben.",
			"MinimalBot: Kennung, Abrufraten, Zeitplan und Umgang mit der robots.txt – und wie Sie die Abrufe drosseln oder freigeben.",
		},
		"fr": {
			"Cette page présente l’exploitant, la manière de reconnaître les requêtes, leur fréquence et leurs horaires, la lecture de robots.txt et les moyens de ralentir ou d’autoriser l’exploration.",
			"MinimalBot\u202f: identification des requêtes, fréquence, horaires, lecture de robots.txt et moyens de ralentir ou d’autoriser l’exploration.",
		},
		"pl": {
			"MinimalBot wysyła żądania do serwisów internetowych. Na tej stronie wyjaśniamy, kto za nie odpowiada, jak je rozpoznać, jak często i o jakich porach przychodzą, jak odczytywany jest plik robots.txt oraz jak spowolnić pobieranie lub na nie zezwolić.",
			"MinimalBot – pobieranie treści z serwisów internetowych: identyfikacja, tempo, harmonogram, obsługa robots.txt oraz sposoby spowolnienia pobierania lub zezwolenia na nie.",
		},
	}
	allow := buildSmallestEdited(t, nil, slowed+allowSnippet)
	mixed := buildSmallestEdited(t, nil, slowed+blockSnippet+allowSnippet)
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		md, page := string(allow.Files[lang+"/index.md"]), string(allow.Files[lang+"/index.html"])
		if !strings.Contains(md, "\n"+heading[lang]+"\n") {
			t.Errorf("%s, slowed, allow only: no heading %q:\n%s", lang, heading[lang], md)
		}
		if !strings.Contains(md, "\n"+lead[lang][0]+"\n") {
			t.Errorf("%s, slowed, allow only: the introduction is not %q:\n%s", lang, lead[lang][0], md)
		}
		if !strings.Contains(page, `<meta name="description" content="`+html.EscapeString(lead[lang][1])+`">`) {
			t.Errorf("%s, slowed, allow only: the summary is not %q", lang, lead[lang][1])
		}
		if md := string(mixed.Files[lang+"/index.md"]); !strings.Contains(md, "\n"+slowBlock[lang]+"\n") || strings.Contains(md, lead[lang][0]) {
			t.Errorf("%s, slowed, mixed: not the heading %q and the introduction of slowing down or blocking:\n%s", lang, slowBlock[lang], md)
		}
	}
	checkEveryLanguage(t, "slowed, allow only", allow)
	checkEveryLanguage(t, "slowed, mixed", mixed)
}
