package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestReadmeSaysWhatAReactionNeeds: README says, where it describes errors.reactions, the keys a
// reaction needs besides on, which validate asks for when they are missing: a scope and one of
// pause, min_pause, pause_unpublished, pause_until and stops_run (new-user trial 20, finding 5: "a reaction
// needs these" was said nowhere but in validate's errors).
func TestReadmeSaysWhatAReactionNeeds(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	para := regexp.MustCompile("(?s)\n\n(A reaction to errors \\(`\\[\\[errors\\.reactions\\]\\]`.*?)\n\n").FindSubmatch(readme)
	if para == nil {
		t.Fatal("README.md has no paragraph that begins \"A reaction to errors ([[errors.reactions]]\"")
	}
	// The README's smallest policy with a reaction that has only its conditions: validate names
	// each key it lacks.
	m := regexp.MustCompile("(?s)```toml\n(.*?)```").FindSubmatch(readme)
	if m == nil {
		t.Fatal("README.md has no ```toml block")
	}
	s := string(m[1]) + "\n[[errors.reactions]]\non = [\"429\"]\n"
	_, err = policy.Parse([]byte(s), "policy.toml")
	if err == nil {
		t.Fatal("a reaction with only on validates")
	}
	for _, key := range []string{"scope", "pause"} {
		if !strings.Contains(err.Error(), "errors.reactions[0]."+key+": missing") {
			t.Errorf("validate does not say errors.reactions[0].%s: missing:\n%v", key, err)
		}
	}
	for _, key := range []string{"`on`", "`scope`", "`pause`", "`min_pause`", "`pause_unpublished = true`", "`pause_until = \"window-opens\"`", "`stops_run = true`", "exactly one"} {
		if !strings.Contains(string(para[1]), key) {
			t.Errorf("README's paragraph on reactions does not say %s:\n%s", key, para[1])
		}
	}
}
