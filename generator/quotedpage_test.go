package generator

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// quoteNeutral is text compared without what differs between a sentence on the page and the
// same sentence quoted by the review: quotation marks (the review nests them), Markdown escapes
// and code spans, and kinds of space.
func quoteNeutral(s string) string {
	s = strings.NewReplacer(
		"“", "", "”", "", "‘", "", "’", "", "„", "", "‚", "", "«", "", "»", "", "‹", "", "›", "", "\"", "",
		"\\", "", "`", "", "\u00a0", " ", "\u202f", " ",
	).Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// TestQuotedNowOnPage: what a change quotes as the page's new text ("Now: “…”", de „Künftig: …“,
// fr « Désormais : … », pl „Po zmianie: …”) is on that page, in its language. A webmaster who
// looks for it finds it (review15-fr MUST 12, review15-de 40: RFC 9309's own group matching,
// which no page states as one sentence, was quoted so). Every example's latest policy (the page)
// against older ones: the smallest valid policy (every behaviour the example states is added),
// each earlier version of the example in git, and the example with its group matching left out
// or changed.
func TestQuotedNowOnPage(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	smallest := smallestWith(t, "")
	dirs, _ := filepath.Glob("../examples/*")
	quotes := 0
	for _, dir := range dirs {
		name := filepath.Base(dir)
		res := buildExample(t, name)
		olds := []*policy.Policy{smallest}
		src, err := os.ReadFile(filepath.Join(dir, "policy.toml"))
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(src, []byte(`group_matching = "rfc9309"`)) {
			for _, other := range []string{"", `group_matching = "first-group"`, `group_matching = "merges-star"`} {
				old, err := policy.Parse(bytes.ReplaceAll(src, []byte(`group_matching = "rfc9309"`), []byte(other)), "old.toml")
				if err != nil {
					t.Fatal(err)
				}
				olds = append(olds, old)
			}
		}
		if !testing.Short() {
			olds = append(olds, gitVersions(t, filepath.Join("examples", name, "policy.toml"), 4)...)
		}
		for _, old := range olds {
			checkQuotedNow(t, msgs, name, old, res, &quotes)
		}
	}
	if quotes < 50 {
		t.Fatalf("only %d quoted texts checked: the frames were not found", quotes)
	}
}

// gitVersions are the latest n versions of the file at rel (from the repository's top) in git's
// history that this sitegen loads; none outside a repository, and an error with CI set.
func gitVersions(t *testing.T, rel string, n int) []*policy.Policy {
	t.Helper()
	out, err := exec.Command("git", "-C", "..", "log", "--format=%H", "--", rel).Output()
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("git log %s: %v", rel, err)
		}
		return nil
	}
	var ps []*policy.Policy
	for _, rev := range strings.Fields(string(out)) {
		src, err := exec.Command("git", "-C", "..", "show", rev+":"+rel).Output()
		if err != nil {
			continue // not in this commit
		}
		if p, err := policy.Parse(src, rel); err == nil {
			ps = append(ps, p)
		}
		if len(ps) == n {
			break
		}
	}
	return ps
}

// checkQuotedNow reviews old against the example res was built from, in each language it
// publishes, and checks that every text the review quotes as new is on res's page.
func checkQuotedNow(t *testing.T, msgs *Messages, name string, old *policy.Policy, res *Result, quotes *int) {
	t.Helper()
	p := res.Policy
	changes, err := policy.Diff(old, p)
	if err != nil {
		t.Fatal(err)
	}
	{
		for _, lang := range []string{"en", "de", "fr", "pl"} {
			page, ok := res.Files[lang+"/index.md"]
			if !ok {
				continue // a language the example does not publish
			}
			text := quoteNeutral(string(page))
			l := newLocalizer(msgs, lang, new([]string))
			// The language's frame around a quoted new text, from its own message.
			frame := l.t("diff.added_statement", "Field", textForms{base: plain("F"), forms: map[string]Text{"Item": plain("F")}}, "Context", "", "New", "\x00").Plain()
			before, after, _ := strings.Cut(frame, "\x00")
			_, before, _ = strings.Cut(before, "F")
			before = strings.TrimLeft(before, ".:  \u00a0\u202f")
			if before == "" || after == "" {
				t.Fatalf("%s: diff.added_statement has no frame around New: %q", lang, frame)
			}
			r, err := NewReview(old, p, changes, msgs, lang, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range r.Changes {
				rest := c.Sentence
				for {
					i := strings.Index(rest, before)
					if i < 0 {
						break
					}
					rest = rest[i+len(before):]
					// A quoted name or value ("Now: “Full sync”.", English since review 17, 17)
					// closes its quotation mark before the sentence's period: it is not a
					// sentence of the page, and other tests check names.
					if closing := strings.TrimLeft(after, ".   "); closing != after {
						if k := strings.Index(rest, closing); k >= 0 && !strings.HasSuffix(rest[:k], strings.TrimSuffix(after, closing)) {
							continue
						}
					}
					j := strings.Index(rest, after)
					if j < 0 {
						t.Errorf("%s (%s) %s: a quote that does not end: %s", name, lang, c.Pointer, c.Sentence)
						break
					}
					quoted := rest[:j]
					rest = rest[j+len(after):]
					*quotes++
					if !strings.Contains(text, quoteNeutral(quoted)) {
						t.Errorf("%s (%s) %s quotes as the page's new text what %s/index.md does not state:\n%s", name, lang, c.Pointer, lang, quoted)
					}
				}
			}
		}
	}
}
