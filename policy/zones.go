package policy

import (
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// zone.tab, beside this file, is the tz database's (version 2025b, public domain): one line per
// country and zone of a place, "CC<TAB>coordinates<TAB>Area/Location[<TAB>comment]". Its zones
// are the names a policy may give: the zone of a place whose clocks the times follow. Go's time
// package loads every file of the database (aliases, Etc/GMT+5, Factory, posixrules) alike and
// lists none of them; no library keeps the distinction. The file cannot change after compiling:
// its zones are generated code (zones_gen.go: placeZoneList), which TestPlaceZonesGenerated
// holds to the file, not a table decoded at every run.
//
//go:generate go test -run ^TestPlaceZonesGenerated$ -update

// CanonicalZone reports whether name is a zone a policy may name: a place's zone as zone.tab lists
// it, or UTC (also written Etc/UTC).
func CanonicalZone(name string) bool {
	return isPlaceZone(name) || name == "UTC" || name == "Etc/UTC"
}

// placeZones is placeZoneList as a set, built at the first look-up.
var placeZones = sync.OnceValue(func() map[string]bool {
	set := make(map[string]bool, len(placeZoneList))
	for _, z := range placeZoneList {
		set[z] = true
	}
	return set
})

// isPlaceZone reports whether name is one of zone.tab's zones.
func isPlaceZone(name string) bool { return placeZones()[name] }

var etcGMT = lazyre.New(`^Etc/GMT([+-])(\d+)$`)

// zoneProblem says why a name that time.LoadLocation loads (loc) is not one a policy may give,
// and what would be right: Etc/GMT+5 is five hours behind UTC (POSIX inverts the sign), Factory
// is the database's placeholder for "no zone set", posixrules a file of rules, and an alias (a
// link, or a zone kept for compatibility such as EST) names no place: the zone it links to, or
// else the zone of a place that keeps the same clocks, is offered instead.
func zoneProblem(name string, loc *time.Location) string {
	switch {
	case name == "Factory":
		return fmt.Sprintf("%q is the tz database's placeholder for a machine whose zone is not set, not a time zone (want the IANA zone of the place whose clocks the policy's times follow, e.g. Europe/Berlin)", name)
	case name == "posixrules" || strings.HasPrefix(name, "posix/") || strings.HasPrefix(name, "right/"):
		return fmt.Sprintf("%q is a file of the tz database, not a time zone (want the IANA zone of the place whose clocks the policy's times follow, e.g. Europe/Berlin)", name)
	}
	if m := etcGMT.FindStringSubmatch(name); m != nil && m[2] != "0" {
		sign, read := "−", "+"
		if m[1] == "-" {
			sign, read = "+", "−"
		}
		offset := fmt.Sprintf("UTC%s%s", sign, m[2])
		want := "the IANA zone of the place whose clocks the policy's times follow"
		if same := sameClocks(loc); same != "" {
			want += ", e.g. " + same
		}
		return fmt.Sprintf("%q is %s, though every reader takes it for UTC%s%s (the Etc/GMT zones invert the sign, as POSIX does): want %s", name, offset, read, m[2], want)
	}
	if same := sameClocks(loc); same != "" {
		return fmt.Sprintf("%q is not the zone of a place in the tz database (zone.tab) but an alias, so readers cannot tell whose clocks it follows: %s keeps the same time since 1970 (write it, or the zone of the place whose clocks the policy's times follow)", name, same)
	}
	return fmt.Sprintf("%q is not the zone of a place in the tz database (zone.tab), so readers cannot tell whose clocks it follows (want the IANA zone of that place, e.g. Europe/Berlin)", name)
}

// linkToLink are the aliases of the tz database whose link names a zone other than that of their
// place only because tzdb's data lines refrain from linking to a link: the "#= TARGET1" comments
// of its file backward (public domain; read in a 2026 release, zone.tab beside this file being
// 2025b's) whose TARGET1 is a zone of zone.tab. "Iceland" is
// "Link Africa/Abidjan Iceland #= Atlantic/Reykjavik", and Atlantic/Reykjavik is itself a link
// to Africa/Abidjan: the file Iceland loads has Abidjan's history, which names Abidjan, not
// Reykjavík (t29d, F-11 "Not checked"). The other "#=" comments (Australia/ACT #=
// Australia/Canberra, Brazil/Acre, Navajo, Asia/Chungking) name zones that zone.tab does not
// list, and their links already name the zone of zone.tab they keep the clocks of.
// TestLinkToLinkZones holds each key to an alias and each value to a zone of zone.tab.
var linkToLink = map[string]string{
	"Iceland":        "Atlantic/Reykjavik",
	"America/Virgin": "America/St_Thomas",
	"Africa/Asmera":  "Africa/Asmara",
	"Pacific/Ponape": "Pacific/Pohnpei",
	"Pacific/Truk":   "Pacific/Chuuk",
}

// sameClocks returns the zone of zone.tab that an alias stands for (linkToLink where its link goes
// through another link), or else UTC or the first zone
// of zone.tab that keeps the same clocks since 1970, or "". The zone an alias links to has the
// same history as the alias in every month from 1850 to 2037, abbreviations included (the tz
// database's "Poland" is Europe/Warsaw, not Europe/Brussels, whose offsets agree with Warsaw's
// only since 1970: trial 28, F-11); a merged zone kept for compatibility (CET, EST) has no such
// zone, and the first zone with the same offsets in every month from 1970 to 2037 is offered.
func sameClocks(loc *time.Location) string {
	if place, ok := linkToLink[loc.String()]; ok {
		return place
	}
	same := func(other *time.Location, from int, names bool) bool {
		for y := from; y <= 2037; y++ {
			for m := time.January; m <= time.December; m++ {
				t := time.Date(y, m, 15, 12, 0, 0, 0, time.UTC)
				na, a := t.In(loc).Zone()
				nb, b := t.In(other).Zone()
				if a != b || names && na != nb {
					return false
				}
			}
		}
		return true
	}
	var zones []*time.Location
	for _, name := range placeZoneList {
		if other, err := time.LoadLocation(name); err == nil {
			zones = append(zones, other)
			if same(other, 1850, true) {
				return name
			}
		} else {
			zones = append(zones, nil)
		}
	}
	if same(time.UTC, 1970, false) {
		return "UTC"
	}
	for i, other := range zones {
		if other != nil && same(other, 1970, false) {
			return placeZoneList[i]
		}
	}
	return ""
}
