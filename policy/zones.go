package policy

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// zoneTab is the tz database's zone.tab (version 2025b, public domain): one line per country and
// zone of a place, "CC<TAB>coordinates<TAB>Area/Location[<TAB>comment]". Its zones are the names
// a policy may give: the zone of a place whose clocks the times follow. The file is embedded
// because Go's time package loads every file of the database (aliases, Etc/GMT+5, Factory,
// posixrules) alike and lists none of them; no library keeps the distinction.
//
//go:embed zone.tab
var zoneTab string

// placeZones returns zone.tab's zones in its order, and the same as a set.
var placeZones = sync.OnceValues(func() ([]string, map[string]bool) {
	var list []string
	set := map[string]bool{}
	for line := range strings.SplitSeq(zoneTab, "\n") {
		if f := strings.Split(line, "\t"); len(f) >= 3 && !strings.HasPrefix(line, "#") {
			list = append(list, f[2])
			set[f[2]] = true
		}
	}
	return list, set
})

// CanonicalZone reports whether name is a zone a policy may name: a place's zone as zone.tab lists
// it, or UTC (also written Etc/UTC).
func CanonicalZone(name string) bool {
	_, set := placeZones()
	return set[name] || name == "UTC" || name == "Etc/UTC"
}

var etcGMT = lazyre.New(`^Etc/GMT([+-])(\d+)$`)

// zoneProblem says why a name that time.LoadLocation loads (loc) is not one a policy may give,
// and what would be right: Etc/GMT+5 is five hours behind UTC (POSIX inverts the sign), Factory
// is the database's placeholder for "no zone set", posixrules a file of rules, and an alias (a
// link, or a zone kept for compatibility such as EST) names no place: the zone of a place that
// keeps the same clocks is offered instead.
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

// sameClocks returns UTC or the first zone of zone.tab whose offset from UTC equals loc's in every
// month from 1970 to 2037, or "".
func sameClocks(loc *time.Location) string {
	list, _ := placeZones()
	same := func(other *time.Location) bool {
		for y := 1970; y <= 2037; y++ {
			for m := time.January; m <= time.December; m++ {
				t := time.Date(y, m, 15, 12, 0, 0, 0, time.UTC)
				_, a := t.In(loc).Zone()
				_, b := t.In(other).Zone()
				if a != b {
					return false
				}
			}
		}
		return true
	}
	if same(time.UTC) {
		return "UTC"
	}
	for _, name := range list {
		if other, err := time.LoadLocation(name); err == nil && same(other) {
			return name
		}
	}
	return ""
}
