package generator

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// oldNewPattern is the literal text of a diff message around its {{.Old}} and {{.New}} (or {{.New}}
// and {{.Old}}): before the first of them, between the two, and after the second, each up to the
// next action of the template.
type oldNewPattern struct {
	id, before, between, after string
}

// oldNewPatterns are the patterns of every diff message of lang (every plural form) that states an
// old and a new value side by side with literal text between them.
func oldNewPatterns(t *testing.T, msgs *Messages, lang string) []oldNewPattern {
	t.Helper()
	action := regexp.MustCompile(`{{[^}]*}}`)
	var out []oldNewPattern
	for id, m := range msgs.ids[lang] {
		if !strings.HasPrefix(id, "diff.") {
			continue
		}
		for _, tmpl := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
			o, n := strings.Index(tmpl, "{{.Old}}"), strings.Index(tmpl, "{{.New}}")
			if o < 0 || n < 0 {
				continue
			}
			first, second := min(o, n), max(o, n)
			between := tmpl[first+len("{{.Old}}") : second]
			if between == "" || action.MatchString(between) {
				continue
			}
			before := tmpl[:first]
			if locs := action.FindAllStringIndex(before, -1); len(locs) > 0 {
				before = before[locs[len(locs)-1][1]:]
			}
			after := tmpl[second+len("{{.New}}"):]
			if loc := action.FindStringIndex(after); loc != nil {
				after = after[:loc[0]]
			}
			if before == "" {
				continue
			}
			out = append(out, oldNewPattern{id: id, before: before, between: between, after: after})
		}
	}
	if len(out) < 10 {
		t.Fatalf("%s: only %d diff messages state an old and a new value: the messages were not read", lang, len(out))
	}
	return out
}

// repeatedValue reports the text that s, a sentence of pattern p's message, states as both the old
// and the new value, trying every place where p's literal parts occur in s.
func repeatedValue(s string, p oldNewPattern) (string, bool) {
	for i := 0; i < len(s); {
		k := strings.Index(s[i:], p.before)
		if k < 0 {
			break
		}
		start := i + k + len(p.before)
		for j := start; j < len(s); {
			m := strings.Index(s[j:], p.between)
			if m < 0 {
				break
			}
			old, rest := s[start:j+m], s[j+m+len(p.between):]
			if old != "" && strings.HasPrefix(rest, old+p.after) && (p.after != "" || len(rest) == len(old) || rest[len(old)] == ' ') {
				return old, true
			}
			j += m + 1
		}
		i += k + 1
	}
	return "", false
}

// TestNoChangeStatesTheSameTextTwice (review 30: en F1, de F2, fr F2, pl F2): gmina-bot's page
// of changes listed "Changed: how Crawl-delay is treated. Previously: “A Crawl-delay longer
// than …” Now: “A Crawl-delay longer than …”", the same sentence twice, for a change between two
// values that the page states alike. Over every pair of neighbouring versions in the git history
// of the root policy and of each example, and over the review set (testdata/review), in every
// shipped language, no sentence of sitegen diff nor of the page of changes states the same text as
// the old and the new value.
func TestNoChangeStatesTheSameTextTwice(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	patterns := map[string][]oldNewPattern{}
	for _, lang := range shipped {
		patterns[lang] = oldNewPatterns(t, msgs, lang)
	}
	sentences := 0
	check := func(where string, old, new *policy.Policy) {
		t.Helper()
		changes, err := policy.Diff(old, new)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range shipped {
			r, err := NewReview(old, new, changes, msgs, lang, nil)
			if err != nil {
				t.Fatalf("%s (%s): %v", where, lang, err)
			}
			page, err := newReview(old, new, changes, msgs, lang, nil, nil, true)
			if err != nil {
				t.Fatalf("%s (%s), page of changes: %v", where, lang, err)
			}
			var said [][2]string
			for _, c := range r.Changes {
				said = append(said, [2]string{"sitegen diff", c.Sentence})
			}
			for _, c := range page.Changes {
				said = append(said, [2]string{"page of changes", c.Said.Plain()})
			}
			for _, s := range said {
				sentences++
				for _, p := range patterns[lang] {
					if v, ok := repeatedValue(s[1], p); ok {
						t.Errorf("%s (%s, %s): %s states %q before and after: %s", where, lang, s[0], p.id, v, s[1])
						break
					}
				}
			}
		}
	}

	// The review set, as TestReviewClasses states it.
	for _, tc := range allReviewCases(t) {
		old, new := tc.policies(t)
		check("review case "+tc.name, old, new)
	}

	// Every example's history, and the root policy's.
	if _, err := exec.LookPath("git"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("git is needed to walk the policies' history")
		}
		t.Skip("no git")
	}
	files, _ := filepath.Glob("../examples/*/policy.toml")
	files = append([]string{"../policy.toml"}, files...)
	pairs := 0
	for _, f := range files {
		rel := strings.TrimPrefix(f, "../")
		out, err := exec.Command("git", "-C", "..", "log", "--format=%H", "--reverse", "--", rel).Output()
		if err != nil {
			t.Skipf("git log: %v (not a repository?)", err)
		}
		var prev *policy.Policy
		for _, rev := range strings.Fields(string(out)) {
			src, err := exec.Command("git", "-C", "..", "show", rev+":"+rel).Output()
			if err != nil {
				continue // removed in this commit
			}
			p, err := policy.Parse(src, rel)
			if err != nil {
				prev = nil // a version of an older schema: the page of changes notes it
				continue
			}
			if prev != nil {
				check(rel+"@"+rev[:8], prev, p)
				pairs++
			}
			prev = p
		}
	}
	if pairs < 20 {
		t.Fatalf("only %d pairs of versions reviewed: the history was not read", pairs)
	}
	if sentences < 1000 {
		t.Fatalf("only %d sentences checked", sentences)
	}
}
