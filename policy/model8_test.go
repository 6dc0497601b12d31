package policy

import (
	"fmt"
	"strings"
	"testing"
)

// TestNeverRetriedDiff: a status never retried is a request not sent again, so one added is
// stricter and one removed looser and less polite.
func TestNeverRetriedDiff(t *testing.T) {
	parse := func(src string) *Policy {
		p, err := Parse([]byte(src), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	base := readBase(t)
	one := parse(strings.Replace(base, "retry_after = \"honoured\"\n", "retry_after = \"honoured\"\nnever_retried = [404]\n", 1))
	two := parse(strings.Replace(base, "retry_after = \"honoured\"\n", "retry_after = \"honoured\"\nnever_retried = [404, 501]\n", 1))
	none := parse(base)
	for _, tc := range []struct {
		old, new *Policy
		want     string
	}{
		{none, one, "added /errors/never_retried/0 stricter false"},
		{one, two, "added /errors/never_retried/1 stricter false"},
		{two, one, "removed /errors/never_retried/1 looser true"},
	} {
		changes, err := Diff(tc.old, tc.new)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range changes {
			got = append(got, fmt.Sprint(c.Kind, " ", c.Pointer, " ", c.Class, " ", c.LessPolite))
		}
		if strings.Join(got, "\n") != tc.want {
			t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), tc.want)
		}
	}
}
