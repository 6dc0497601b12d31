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

// TestLinkToLinkZones (t29d, F-11 "Not checked"): an alias whose link would go to a link, were tzdb
// to allow it ("Link Africa/Abidjan Iceland #= Atlantic/Reykjavik" in its file backward), is
// answered with the zone of its place, not with the zone its file's history names. Failed
// before: Iceland was answered with Africa/Abidjan, America/Virgin with America/St_Barthelemy,
// Africa/Asmera with Africa/Nairobi, Pacific/Ponape with Pacific/Guadalcanal, Pacific/Truk with
// Pacific/Port_Moresby. Each is an alias and each answer a zone of zone.tab; the error says it.
func TestLinkToLinkZones(t *testing.T) {
	for alias, want := range map[string]string{
		"Iceland":        "Atlantic/Reykjavik",
		"America/Virgin": "America/St_Thomas",
		"Africa/Asmera":  "Africa/Asmara",
		"Pacific/Ponape": "Pacific/Pohnpei",
		"Pacific/Truk":   "Pacific/Chuuk",
		// Links that go to the zone of zone.tab they stand for: as before.
		"Australia/ACT":  "Australia/Sydney",
		"Asia/Chungking": "Asia/Shanghai",
		"Navajo":         "America/Denver",
	} {
		loc, err := time.LoadLocation(alias)
		if err != nil {
			t.Fatal(err)
		}
		if got := sameClocks(loc); got != want {
			t.Errorf("sameClocks(%s) = %q, want %q", alias, got, want)
		}
	}
	for alias, place := range linkToLink {
		if CanonicalZone(alias) || !isPlaceZone(place) {
			t.Errorf("linkToLink[%q] = %q: want an alias and a zone of zone.tab", alias, place)
		}
		if _, err := time.LoadLocation(alias); err != nil {
			t.Errorf("linkToLink: %v", err)
		}
	}
	src, err := os.ReadFile("../generator/testdata/smallest/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	_, err = Parse([]byte(strings.Replace(string(src), "[site]\n", "[site]\ntime_zone = \"Iceland\"\n", 1)), "policy.toml")
	want := `site.time_zone: "Iceland" is not the zone of a place in the tz database (zone.tab) but an alias, so readers cannot tell whose clocks it follows: Atlantic/Reykjavik keeps the same time since 1970`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("time_zone = \"Iceland\": %v, want %q", err, want)
	}
}
