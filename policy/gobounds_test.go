package policy

import (
	"strings"
	"testing"
)

// TestValidateBoundsOfGoPolicy: a policy built in Go (or changed after Parse) and checked with
// Validate is held to the bounds Parse sets on policy.toml's text: a string over MaxTextChars, a
// label's text over MaxLabelChars, a table's key or a label's language over MaxKeyChars, each
// refused at its key path with the bound named, not accepted because no file was read (before, a
// 3 MB operator name, agent id or purpose built in Go passed Validate).
func TestValidateBoundsOfGoPolicy(t *testing.T) {
	p, err := Parse([]byte(readBase(t)), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Validate(); err != nil {
		t.Fatalf("the base policy, validated again: %v", err)
	}
	long := strings.Repeat("x", 3<<20)
	p.Operator.Name = long
	p.Agents[0].Purpose = Label{"en": strings.Repeat("p", MaxLabelChars+1), "de": "Zweck"}
	p.Targets[0].ID = strings.Repeat("a", MaxKeyChars+1)
	p.Site.Title[strings.Repeat("l", MaxKeyChars+1)] = "Title"
	err = p.Validate()
	if err == nil {
		t.Fatal("Validate accepted strings and keys beyond their bounds")
	}
	got := err.Error()
	for _, want := range []string{
		"operator.name: 3145728 characters long; a text value has at most 1000",
		"agents.bot.purpose.en: 301 characters long; a label's text has at most 300 in each language",
		"targets.aaaaaaaaaaaaaaaa…: is a key of 101 characters; a key has at most 100",
		"site.title.llllllllllllllll…: is a key of 101 characters; a key has at most 100",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("Validate's problems lack %q:\n%s", want, got)
		}
	}
	if len(got) > 20000 {
		t.Errorf("the problems are %d bytes long: a long value is quoted in full", len(got))
	}

	// At the bounds, nothing is refused for its length.
	q, err := Parse([]byte(readBase(t)), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	q.Operator.Name = strings.Repeat("x", MaxTextChars)
	q.Agents[0].Purpose = Label{"en": strings.Repeat("p", MaxLabelChars), "de": "Zweck"}
	if err := q.Validate(); err != nil && strings.Contains(err.Error(), "at most") {
		t.Errorf("values at their bounds refused: %v", err)
	}
}
