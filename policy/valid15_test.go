package policy

import (
	"os"
	"strings"
	"testing"
)

// TestValid15DurationMessages: "-0s" is zero with a sign, not negative; a bare number names the
// unit it lacks; a real negative is still called negative (issue 11, new-user trial 13, finding 14).
func TestValid15DurationMessages(t *testing.T) {
	for in, want := range map[string]string{
		"-0s":   `"-0s" has a minus sign, which a duration never has; without it, it is zero ("0s")`,
		"-0h0m": `"-0h0m" has a minus sign, which a duration never has; without it, it is zero ("0h0m")`,
		"90":    `"90" has no unit (write e.g. "90s" or "90h")`,
		"1.5":   `"1.5" has no unit (write e.g. "1.5s" or "1.5h")`,
		"-5s":   `"-5s" is negative (want a length of time such as 90s, 15m, 24h or 7d)`,
	} {
		if _, err := ParseDuration(in); err == nil || err.Error() != want {
			t.Errorf("ParseDuration(%q) = %v, want %s", in, err, want)
		}
	}
}

// TestValid15VersionFloat: version = 2.3 (a TOML float) says which string to write.
func TestValid15VersionFloat(t *testing.T) {
	data, err := os.ReadFile("testdata/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	src := string(data)
	i := strings.Index(src, "\nversion = \"")
	if i < 0 {
		t.Fatal("testdata/policy.toml has no version line")
	}
	j := strings.Index(src[i+1:], "\n")
	src = src[:i+1] + "version = 2.3" + src[i+1+j:]
	_, err = Parse([]byte(src), "policy.toml")
	if err == nil || !strings.Contains(err.Error(), `version: is a float (2.3), want a string in quotes ("2.3")`) {
		t.Errorf("version = 2.3: %v", err)
	}
}

// TestValid15SpanForms: the forms of a span of the day that docs/policy-reference.md says are
// accepted are (new-user trial 13, finding 14), and a duration with spaces still is not.
func TestValid15SpanForms(t *testing.T) {
	for _, in := range []string{"06:30-09:00", " 06:30 - 09:00", "06:30–09:00", "6:30-9:00"} {
		if r, err := ParseTimeRange(in); err != nil || r.String() != "06:30-09:00" {
			t.Errorf("ParseTimeRange(%q) = %v, %v; want 06:30-09:00", in, r, err)
		}
	}
	ref, err := os.ReadFile("../docs/policy-reference.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(ref), "an en dash (07:00–19:00) and a one-digit hour (7:00-9:30) are accepted") {
		t.Error("docs/policy-reference.md does not say which forms of a span are accepted")
	}
	if _, err := ParseDuration(" 90s"); err == nil {
		t.Error(`ParseDuration(" 90s") accepted`)
	}
}
