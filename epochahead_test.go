package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestEpochAhead (new-user trial 28, F-15): a SOURCE_DATE_EPOCH more than a year and a day after
// the system clock's date is warned of by build (an error with --strict), naming the day it
// stands for and how far ahead that is; one within a year is not. Failed before: 99999999999
// built pages dated 16 November 5138, with exit 0 and no word.
func TestEpochAhead(t *testing.T) {
	now := time.Date(2026, 12, 7, 5, 0, 0, 0, time.UTC)
	at := func(d time.Time) *time.Time { return &d }
	for _, c := range []struct {
		name  string
		epoch *time.Time
		want  string
	}{
		{"unset", nil, ""},
		{"today", at(now), ""},
		{"a year and a day ahead", at(now.AddDate(0, 0, epochAheadDays)), ""},
		{"further", at(now.AddDate(0, 0, epochAheadDays+2)), "SOURCE_DATE_EPOCH=1828414800 is 2027-12-10, 368 days after the system clock's date (2026-12-07): the pages, policy.json and ips.json would be dated that day (want the time of the last commit, e.g. SOURCE_DATE_EPOCH=$(git log -1 --format=%ct), or leave it unset)"},
		{"years in the past", at(now.AddDate(-5, 0, 0)), ""},
	} {
		if got := epochAhead(c.epoch, now); got != c.want {
			t.Errorf("%s: epochAhead = %q, want %q", c.name, got, c.want)
		}
	}

	env := func(k string) string {
		if k == "SOURCE_DATE_EPOCH" {
			return "99999999999"
		}
		return ""
	}
	for _, strict := range []bool{false, true} {
		args := []string{"build", "--dir", filepath.Join("examples", "feed-reader"), "--out", t.TempDir()}
		want := 0
		if strict {
			args, want = append(args, "--strict"), exitFailure
		}
		var stdout, stderr bytes.Buffer
		code := runStreams(context.Background(), args, streams{in: strings.NewReader(""), out: &stdout, err: &stderr, getenv: env})
		if code != want || !strings.Contains(stderr.String(), "SOURCE_DATE_EPOCH=99999999999 is 5138-11-16, ") {
			t.Errorf("build with SOURCE_DATE_EPOCH=99999999999 (strict %v): exit %d, want %d and the warning\nstderr:\n%s", strict, code, want, stderr.String())
		}
	}
}
