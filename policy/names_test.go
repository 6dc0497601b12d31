package policy

import (
	"strings"
	"testing"
)

// Test_m9LongSnippetNameRefused is defect m9 of the hostile trial: a 300-character snippet name
// passed validation, and the build then failed with the file system's "file name too long" naming
// a temporary folder. A snippet's name becomes the file robots/NAME.txt: it is a validation error
// past 64 characters.
func Test_m9LongSnippetNameRefused(t *testing.T) {
	long := strings.Repeat("a", 90) // above 64, below MaxKeyChars (a longer key is refused as any key is)
	runBadPolicies(t, []badPolicy{{
		name:  "90 characters",
		edits: []edit{replace("[snippets.all]", "[snippets."+long+"]")},
		want: []string{
			`policy.toml:105:2: snippets.` + long + `: 90 characters long; a snippet's name becomes its file robots/NAME.txt, so it has at most 64`,
		},
	}})
	base := readBase(t)
	if _, err := Parse([]byte(strings.Replace(base, "[snippets.all]", "[snippets."+strings.Repeat("a", 64)+"]", 1)), "policy.toml"); err != nil {
		t.Errorf("a name of 64 characters: %v", err)
	}
}
