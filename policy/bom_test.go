package policy

import (
	"slices"
	"strings"
	"testing"
)

// TestByteOrderMark (new user 4, B2): a policy.toml that an editor saved with a UTF-8 byte order
// mark loads as the same file without it, and its problems keep their line and column (they had
// lost them: the index of positions did not parse past the mark).
func TestByteOrderMark(t *testing.T) {
	base := readBase(t)
	if _, err := Parse([]byte("\ufeff"+base), "policy.toml"); err != nil {
		t.Fatalf("the base policy with a byte order mark: %v", err)
	}
	bad := strings.Replace(base, `token = "examplebot"`, `token = "example\u200bbot"`, 1)
	bad = strings.Replace(bad, `min_interval = "1s"`, `min_interval = "0s"`, 1)
	if bad == base {
		t.Fatal("the base policy no longer has the values this test edits")
	}
	_, err := Parse([]byte(bad), "policy.toml")
	want := problemLines(t, err)
	_, err = Parse([]byte("\ufeff"+bad), "policy.toml")
	got := problemLines(t, err)
	if len(want) != 2 {
		t.Fatalf("without the mark: %q, want two problems", want)
	}
	for _, l := range want {
		if !strings.HasPrefix(l, "policy.toml:") || strings.HasPrefix(l, "policy.toml: ") {
			t.Errorf("without the mark: %q has no position", l)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("with the mark:\n%s\nwant, as without it:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestClosestKeepsNumbers (new user 4, B4): "did you mean" offers no value with other digits, since
// they name another provision or another number, and still offers one spelt with other letters.
func TestClosestKeepsNumbers(t *testing.T) {
	_, err := parseEnum("eu-dsm-art-3", legalBasisValues)
	if want := `"eu-dsm-art-3" is not allowed here (want one of "eu-dsm-art-4-3", "de-urhg-44b-3", "fr-cpi-l122-5-3", "pl-prawo-autorskie-26-3")`; err == nil || err.Error() != want {
		t.Errorf("eu-dsm-art-3: %v\nwant %s", err, want)
	}
	for _, c := range []struct{ s, want string }{
		{"eu-dsm-art4-3", "eu-dsm-art-4-3"},
		{"eu_dsm_art_4_3", "eu-dsm-art-4-3"},
		{"de-urhg-44b-2", ""},
		{"eu-dsm-art-4-4", ""},
		{"skip-pth", "skip-path"},
	} {
		if got := Closest(c.s, append(LegalBasis("").Values(), DisallowEffect("").Values()...)); got != c.want {
			t.Errorf("Closest(%q) = %q, want %q", c.s, got, c.want)
		}
	}
}
