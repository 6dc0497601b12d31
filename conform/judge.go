package conform

import (
	"fmt"
	"slices"
	"strconv"
	"time"

	"golang.org/x/net/publicsuffix"
)

// judgement gathers a check's findings: a failure with its evidence fails the claim; without
// one, anything the run did not show makes it not observable; only what was all seen passes.
type judgement struct {
	fails, unseen, seen []string
}

func (j *judgement) fail(format string, args ...any) {
	j.fails = append(j.fails, fmt.Sprintf(format, args...))
}
func (j *judgement) miss(format string, args ...any) {
	j.unseen = append(j.unseen, fmt.Sprintf(format, args...))
}
func (j *judgement) ok(format string, args ...any) {
	j.seen = append(j.seen, fmt.Sprintf(format, args...))
}

func (j *judgement) result() (Status, []string) {
	switch {
	case len(j.fails) > 0:
		return Fail, j.fails
	case len(j.unseen) > 0:
		return NotObservable, append(j.unseen, j.seen...)
	case len(j.seen) == 0:
		return NotObservable, []string{"nothing in this run bears on it"}
	}
	return Pass, j.seen
}

func failed(format string, args ...any) (Status, []string) {
	return Fail, []string{fmt.Sprintf(format, args...)}
}

func unobservable(format string, args ...any) (Status, []string) {
	return NotObservable, []string{fmt.Sprintf(format, args...)}
}

// strconvSeconds formats d in seconds with at most three decimals.
func strconvSeconds(d time.Duration) string {
	return strconv.FormatFloat(float64(d.Round(time.Millisecond))/float64(time.Second), 'f', -1, 64)
}

// count says n things in English: "1 host", "5 hosts".
func count(n int, one, other string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + other
}

// times says how often in English: "once", "twice", "3 times".
func times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return strconv.Itoa(n) + " times"
}

// req says a record as evidence: "GET a.example/p1 at 10:17:02.400".
func req(r Record) string {
	return fmt.Sprintf("%s %s%s at %s", r.Method, r.Host, r.Path, r.At.UTC().Format("15:04:05.000"))
}

// keyOfRecord is the value of the scope a limit is counted per, for a record: the host name for
// hostname and site (each test host is a site of its own), the address for server, the
// registrable domain, the address within one registrable domain, one value for all sites and for
// a key only the crawler knows (an observation, a sync: all the requests of a scenario share one,
// unless it varies them).
func keyOfRecord(key string, r Record) string {
	switch key {
	case "hostname", "site", "":
		return r.Host
	case "server":
		return r.Addr
	case "domain", "registrable-domain":
		d, err := publicsuffix.EffectiveTLDPlusOne(r.Host)
		if err != nil {
			return r.Host
		}
		return d
	case "domain-server":
		d, err := publicsuffix.EffectiveTLDPlusOne(r.Host)
		if err != nil {
			d = r.Host
		}
		return d + "@" + r.Addr
	}
	return "*"
}

// byKey groups records by the value of key, each group in the order of arrival.
func byKey(rs []Record, key string) (keys []string, groups map[string][]Record) {
	groups = map[string][]Record{}
	for _, r := range rs {
		k := keyOfRecord(key, r)
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], r)
	}
	for _, k := range keys {
		slices.SortStableFunc(groups[k], func(a, b Record) int { return a.At.Compare(b.At) })
	}
	return keys, groups
}

// crawlerKey reports whether a key is one only the crawler knows (observation, sync, run…).
func crawlerKey(key string) bool { return keyOfRecord(key, Record{Host: "h", Addr: "a"}) == "*" }

// spacing judges that the records of each value of key are at least iv apart, each two counting
// as apart enough up to run.Tol of their times early, and names the two that came closest
// (short of iv by the most beyond their tolerance, where any fail); pointer (the statement's
// JSON Pointer) is named in a failure.
func spacing(j *judgement, rs []Record, key string, iv time.Duration, run *Run, pointer string) {
	keys, groups := byKey(rs, key)
	closest := time.Duration(-1)
	var pair [2]Record
	var worst [2]Record
	short := time.Duration(0) // the most a pair fell short of iv beyond its tolerance
	for _, k := range keys {
		g := groups[k]
		for i := 1; i < len(g); i++ {
			gap := g[i].At.Sub(g[i-1].At)
			if closest < 0 || gap < closest {
				closest, pair = gap, [2]Record{g[i-1], g[i]}
			}
			if s := iv - run.Tol(g[i-1].At, g[i].At) - gap; s > short {
				short, worst = s, [2]Record{g[i-1], g[i]}
			}
		}
	}
	switch {
	case closest < 0:
		j.miss("fewer than two requests of one %s in this run", key)
	case short > 0:
		j.fail("%s and %s %s apart; the page says at least %s per %s (%s)", req(worst[0]), req(worst[1]), secs(worst[1].At.Sub(worst[0].At)), secs(iv), key, pointer)
	default:
		j.ok("the closest two requests of one %s %s apart (%s and %s); the page says at least %s", key, secs(closest), req(pair[0]), req(pair[1]), secs(iv))
	}
}

// maxInFlight returns the most records of one value of key whose times overlap, and when.
func maxInFlight(rs []Record, key string, end time.Time) (int, time.Time) {
	_, groups := byKey(rs, key)
	most, at := 0, time.Time{}
	for _, g := range groups {
		for _, r := range g {
			n := 0
			for _, o := range g {
				oe := o.Ended
				if oe.IsZero() {
					oe = end
				}
				if !o.At.After(r.At) && oe.After(r.At) {
					n++
				}
			}
			if n > most {
				most, at = n, r.At
			}
		}
	}
	return most, at
}
