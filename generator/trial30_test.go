package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// buildTrial30 builds testdata/trial30 (new-user trial 30: KestrelTxtBot, an ads.txt
// verification crawler) with edits, as buildTestdata does.
func buildTrial30(t *testing.T, edits ...[2]string) *Result {
	t.Helper()
	return buildTestdata(t, "trial30", edits...)
}

// TestAheadWithoutPreviousVersion (new-user trial 30, F-01): a policy dated after the day of the
// build with no earlier version recorded (not in git, with or without
// site.announce_changes_days) says "In effect from …" in its footer, and nothing of a previous
// version that the page of changes, which calls it the earliest recorded version, does not
// have. With a version before it in the history, the footer still says that one applies until
// then.
func TestAheadWithoutPreviousVersion(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "trial30", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	v1 := string(src)
	// The earlier version differs by more than its date: a version that changes only the date
	// adds no entry to the page of changes.
	future := strings.Replace(v1, "last_changed = 2026-12-03\n", "last_changed = 2027-01-20\n", 1)
	announced := strings.Replace(future, "last_changed = 2027-01-20\n", "last_changed = 2027-01-20\nannounce_changes_days = 14\n", 1)
	if future == v1 || announced == future {
		t.Fatal("testdata/trial30: no last_changed = 2026-12-03")
	}
	alone := map[string]string{
		"en": "In effect from 20 January 2027.",
		"de": "Gültig ab 20. Januar 2027.",
		"fr": "En vigueur à partir du 20\u00a0janvier 2027.",
		"pl": "Obowiązuje od 20\u00a0stycznia 2027\u00a0r.",
	}
	previous := map[string]string{
		"en": "previous version", "de": "vorherige Fassung", "fr": "version précédente", "pl": "poprzednia wersja",
	}
	epoch := time.Date(2026, 12, 7, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name    string
		policy  string
		history []Version
		want    map[string]string
	}{
		{"no history", future, nil, alone},
		{"no history, announced", announced, nil, alone},
		{"first version committed", future, []Version{{Rev: "v1", Data: []byte(future)}}, alone},
		{"a version before", strings.Replace(future, `min_interval = "10s"`, `min_interval = "20s"`, 1), []Version{{Rev: "v1", Data: []byte(v1)}}, map[string]string{
			"en": "In effect from 20 January 2027; until then, the previous version of this policy applies.\n",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := defaults()
			opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(tc.policy)}}
			opts.History = tc.history
			opts.Epoch = &epoch
			res, err := Build(opts)
			if err != nil {
				t.Fatalf("build: %v", err)
			}
			for lang, want := range tc.want {
				page := string(res.Files[lang+"/index.md"])
				if !strings.Contains(page, want) {
					t.Errorf("%s/index.md lacks %q", lang, want)
				}
				if tc.history == nil && strings.Contains(page, previous[lang]) {
					t.Errorf("%s/index.md speaks of a %q that no history has:\n%s", lang, previous[lang], page)
				}
			}
		})
	}
}

// messagePrefix returns the text of message id in lang (its "one" form where it has one) up to
// its first placeholder: a part of the sentence that every rendering of it holds.
func messagePrefix(t *testing.T, msgs *Messages, lang, id string) string {
	t.Helper()
	m, ok := msgs.Message(lang, id)
	if !ok {
		t.Fatalf("%s: no message %s", lang, id)
	}
	s := m.Other
	if m.One != "" {
		s = m.One
	}
	if i := strings.Index(s, "{{"); i > 0 {
		s = s[:i]
	}
	return s
}

// TestSnippetIgnoresStarNoCopyAdvice (new-user trial 30, F-03): under a snippet for a crawler
// that ignores the "*" group (agents.X.ignores_star_group), the page no longer advises copying
// the "*" group's rules into the snippet's group "that should still apply" to it, with RFC 9309's
// reason that a crawler with a group of its own no longer follows the "*" group: the crawler
// never follows it, as its own block says. A snippet that also names a crawler that does read
// the "*" group keeps the advice.
func TestSnippetIgnoresStarNoCopyAdvice(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	const id = "warning.own-group-replaces-star-unstated"
	res := buildTrial30(t)
	for _, lang := range res.Policy.Site.Languages {
		advice := messagePrefix(t, msgs, lang, id)
		if page := string(res.Files[lang+"/index.md"]); strings.Contains(page, advice) {
			t.Errorf("%s/index.md advises copying the * group's rules for a crawler that ignores it (%q)", lang, advice)
		}
	}
	second := `[agents.kestrelpreview]
token = "KestrelPreview"
purpose = { en = "Shows previews", de = "Zeigt Vorschauen", fr = "affichage d’aperçus", pl = "Wyświetla podglądy" }
trigger = "user-request"
user_agent = "KestrelPreview/1.0 (+https://kestrel-exchange.example/adstxt-crawler/)"
robots_txt = "read"
follows_links = "none"
fetches = ["named-url"]

[network]`
	mixed := buildTrial30(t, [2]string{"[network]", second},
		[2]string{`agents = ["kestreltxtbot"]`, `agents = ["kestreltxtbot", "kestrelpreview"]`})
	for _, lang := range mixed.Policy.Site.Languages {
		advice := messagePrefix(t, msgs, lang, id)
		if page := string(mixed.Files[lang+"/index.md"]); !strings.Contains(page, advice) {
			t.Errorf("%s/index.md lacks the advice for a snippet that also names a crawler reading the * group (%q)", lang, advice)
		}
	}
}

// TestIgnoresStarAfterObeys (new-user trial 30, F-16): in the agent's block, "It obeys
// robots.txt." comes before the exception "It ignores the * group", in every language.
func TestIgnoresStarAfterObeys(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	res := buildTrial30(t)
	for _, lang := range res.Policy.Site.Languages {
		page := string(res.Files[lang+"/index.md"])
		obeys := "- " + messagePrefix(t, msgs, lang, "agent.read")
		ignores := "- " + messagePrefix(t, msgs, lang, "agent.ignores_star_group")
		i, j := strings.Index(page, obeys), strings.Index(page, ignores)
		if i < 0 || j < 0 || j < i {
			t.Errorf("%s/index.md: %q at %d, %q at %d: want the first before the second", lang, obeys, i, ignores, j)
		}
	}
}

// TestIPsJSONAtLeast (new-user trial 30, F-12): the notes of ips.json say that a new address is
// published "at least" network.announce_days before it is used, as the page does ("at least 14
// days before it is used"), not exactly that many days.
func TestIPsJSONAtLeast(t *testing.T) {
	res := buildTrial30(t)
	if ips := string(res.Files["ips.json"]); !strings.Contains(ips, "new addresses are published at least 14 days before they are used") {
		t.Errorf("ips.json does not say \"at least 14 days\":\n%s", ips)
	}
	if page := string(res.Files["en/index.md"]); !strings.Contains(page, "at least 14\u00a0days before it is used") {
		t.Errorf("en/index.md no longer says \"at least 14 days before it is used\"")
	}
}

// TestPolishRequestCarriedOutWithin (new-user trial 30, F-13): the Polish time limit of a request
// says that the request is carried out within it, "(realizacja w ciągu 3 dni roboczych)", as
// German ("umgesetzt innerhalb von") and French ("délai de mise en œuvre") do; "– w ciągu 3 dni
// roboczych" after "mogą Państwo kierować prośby" read as a deadline for sending the request.
func TestPolishRequestCarriedOutWithin(t *testing.T) {
	res := buildTrial30(t)
	page := string(res.Files["pl/index.md"])
	if want := "mogą Państwo kierować prośby o zaprzestanie pobierania z Państwa serwisu (realizacja w ciągu 3\u00a0dni roboczych)."; !strings.Contains(page, want) {
		t.Errorf("pl/index.md lacks %q", want)
	}
	if old := "serwisu – w ciągu 3"; strings.Contains(page, old) {
		t.Errorf("pl/index.md still says %q", old)
	}
}
