package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestReview36Mechanisms pins the fixes of native review round 36 that are not a message's text
// alone (/work/notes/s34/review36-*.md in the project's notes):
//   - a text whose spacing alone changed (a no-break space in « p. ex. ») is said to change its
//     spacing only, not to be a new wording that "may change the meaning" (French F1);
//   - on the page of changes, an entry whose reworded texts are all in other languages is titled
//     "wording in another language" (or "in other languages"), not "wording only", which read as
//     a correction of the page's own text (Polish F7);
//   - where the policy offers a request to be added to an allowlist, the heading of the section
//     that lists it names allowing, not only blocking (English F2).
func TestReview36Mechanisms(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("../examples/linkgraph-bot/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	parse := func() *policy.Policy {
		p, err := policy.Parse(src, "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	// entry is the entry of the change from the example to the example with edit applied to its
	// first snippet's label, in lang: its title and its sentences.
	entry := func(lang string, edit func(policy.Label)) (string, []string) {
		t.Helper()
		old, new := parse(), parse()
		edit(new.Snippets[0].Label)
		changes, err := policy.Diff(old, new)
		if err != nil {
			t.Fatal(err)
		}
		date, _ := policy.ParseDate("2026-12-07")
		var problems []string
		v, ok := entryView(changeEntry{Date: date, Old: old, New: new, Changes: changes}, msgs, lang, newLocalizer(msgs, lang, &problems), &problems)
		if !ok || len(problems) > 0 {
			t.Fatalf("%s: %v", lang, problems)
		}
		var said []string
		for _, g := range v.Groups {
			for _, x := range g.Sentences {
				said = append(said, x.Plain())
			}
		}
		return v.Title.Plain(), said
	}
	spaced := func(l policy.Label) { l["fr"] = strings.Replace(l["fr"], " ", "\u00a0", 1) }

	// French F1: the French page says that only the spacing changed.
	old, new := parse(), parse()
	spaced(new.Snippets[0].Label)
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	if len(changes) != 1 || !changes[0].SpacingOnly {
		t.Fatalf("Diff of a label with a no-break space for a space: %+v, want one change with SpacingOnly", changes)
	}
	title, said := entry("fr", spaced)
	if !strings.Contains(strings.Join(said, "\n"), "Seuls des caractères d’espacement changent\u202f; les mots restent les mêmes.") {
		t.Errorf("fr: the entry says\n%s\nwant it to end with « Seuls des caractères d’espacement changent ; les mots restent les mêmes. »", strings.Join(said, "\n"))
	}
	if strings.Contains(strings.Join(said, "\n"), "fait foi") || strings.Contains(title, "sens") {
		t.Errorf("fr: a change of spacing still says the meaning may have changed: %q\n%s", title, strings.Join(said, "\n"))
	}
	// Polish F7: every other language's page titles the entry as another language's wording.
	for lang, want := range map[string]string{
		"en": "7 December 2026: wording in another language",
		"de": "Änderung vom 7. Dezember 2026: Wortlaut einer anderen Sprachfassung",
		"pl": "Zmiana z 7\u00a0grudnia 2026\u00a0r.: zmiana brzmienia innej wersji językowej",
	} {
		if got, _ := entry(lang, spaced); got != want {
			t.Errorf("%s: title %q, want %q", lang, got, want)
		}
	}
	both := func(l policy.Label) { spaced(l); l["pl"] += " (wpis)" }
	for lang, want := range map[string]string{
		"en": "7 December 2026: wording in other languages",
		"de": "Änderung vom 7. Dezember 2026: Wortlaut anderer Sprachfassungen",
	} {
		if got, _ := entry(lang, both); got != want {
			t.Errorf("%s, two other languages: title %q, want %q", lang, got, want)
		}
	}
	// The language whose text changed keeps its own title.
	if got, _ := entry("pl", both); strings.Contains(got, "innej wersji") || strings.Contains(got, "innych wersji") {
		t.Errorf("pl, its own text reworded: title %q names other languages", got)
	}

	// English F2: the heading of the section that lists the allowlist request.
	res := buildDirEdited(t, "../examples/link-preview", nil)
	for lang, want := range map[string]string{
		"en": "## How to block or allow the requests",
		"de": "## Abrufe sperren oder freigeben",
		"fr": "## Bloquer ou autoriser les requêtes",
		"pl": "## Jak zablokować pobieranie lub na nie zezwolić",
	} {
		if md := string(res.Files[lang+"/index.md"]); !strings.Contains(md, "\n"+want+"\n") {
			t.Errorf("%s: no heading %q", lang, want)
		}
	}
	if md := string(res.Files["en/index.md"]); !strings.Contains(md, "- your site to be added to the allowlist\n") {
		t.Errorf("en: the allowlist request is not the operator’s")
	}
	res = buildDirEdited(t, "../examples/link-preview", [][2]string{{"[[contact.requests]]\nkind = \"allowlist\"\n", ""}})
	if md := string(res.Files["en/index.md"]); !strings.Contains(md, "\n## How to block the requests\n") {
		t.Errorf("en, no allowlist request: the heading is not \"How to block the requests\"")
	}
}
