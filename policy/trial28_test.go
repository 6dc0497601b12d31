package policy

import (
	"os"
	"strings"
	"testing"
	"time"
)

// TestTargetNotReadBecause (trial 28, F-01): a category of site states why robots.txt is not read
// for it, with the values of agents.X.not_read_because; a reason beside a category that reads
// robots.txt is refused, with its place and what would be right. Failed before: unknown key.
func TestTargetNotReadBecause(t *testing.T) {
	src, err := os.ReadFile("../generator/testdata/smallest/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const target = "\n[targets.listed]\nlabel = { en = \"Listed\", de = \"Gelistet\", fr = \"Listés\", pl = \"Z listy\" }\n"
	p, err := Parse(append(src, target+"robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n"...), "policy.toml")
	if err != nil {
		t.Fatalf("not-read with a reason: %v", err)
	}
	if got := p.Targets[0].NotReadBecause; got != NotReadLegalMandate {
		t.Errorf("NotReadBecause = %q, want legal-mandate", got)
	}
	_, err = Parse(append(src, target+"not_read_because = \"legal-mandate\"\n"...), "policy.toml")
	want := `policy.toml:25:1: targets.listed.not_read_because: is set, but robots_txt is not "not-read" (want robots_txt = "not-read" beside it, or leave not_read_because out)`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("a reason without not-read: %v, want %q", err, want)
	}
}

// TestAliasZoneSuggestsItsTarget (trial 28, F-11): an alias of the tz database is answered with
// the zone of zone.tab it stands for, not with the first zone whose clocks agree since 1970
// ("Poland" was answered with Europe/Brussels); a merged zone such as CET still gets a zone with
// the same clocks.
func TestAliasZoneSuggestsItsTarget(t *testing.T) {
	for alias, want := range map[string]string{
		"Poland":      "Europe/Warsaw",
		"Japan":       "Asia/Tokyo",
		"Eire":        "Europe/Dublin",
		"Turkey":      "Europe/Istanbul",
		"Europe/Kiev": "Europe/Kyiv",
		"CET":         "Europe/Brussels",
		"UCT":         "UTC",
	} {
		loc, err := time.LoadLocation(alias)
		if err != nil {
			t.Fatal(err)
		}
		if got := sameClocks(loc); got != want {
			t.Errorf("sameClocks(%s) = %q, want %q", alias, got, want)
		}
	}
}
