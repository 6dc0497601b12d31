package generator

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// TestCampaignsEndedBuild (t35c; t32c's plan): build warns of a campaign whose dates have all
// ended by the day of SOURCE_DATE_EPOCH, and with Strict refuses it by the clock's day too; by
// the clock's day alone, without Strict, it says nothing, since every later build of a finished
// campaign would warn. Failed before: no warning with SOURCE_DATE_EPOCH.
func TestCampaignsEndedBuild(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	src = bytes.Replace(src, []byte("last_changed ="), []byte("time_zone = \"Europe/Warsaw\"\nlast_changed ="), 1)
	site := fstest.MapFS{"policy.toml": {Data: append(src, datedJob...)}}
	ended := `policy.toml:27:31: warning: jobs.survey.dates[0].until: 2027-04-09, the last day of the job's dates, is before the day of the build (2027-04-10, `
	day := time.Date(2027, 4, 10, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name   string
		epoch  bool
		strict bool
		want   string
	}{
		{"SOURCE_DATE_EPOCH", true, false, ended + "from SOURCE_DATE_EPOCH)"},
		{"clock", false, false, ""},
	} {
		opts := defaults()
		opts.Site = site
		if tc.epoch {
			opts.Epoch = &day
		} else {
			opts.Today = day
		}
		res, err := Build(opts)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := slices.DeleteFunc(slices.Clone(res.Warnings), func(w string) bool { return !strings.Contains(w, "the last day of the job's dates") })
		if tc.want == "" && len(got) > 0 || tc.want != "" && (len(got) != 1 || !strings.HasPrefix(got[0], tc.want)) {
			t.Errorf("%s: warnings %q, want one starting %q", tc.name, got, tc.want)
		}
	}
	opts := defaults()
	opts.Site, opts.Today, opts.Strict = site, day, true
	_, err = Build(opts)
	var be *BuildError
	if want := strings.Replace(ended, "warning: ", "", 1) + "today)"; !errors.As(err, &be) || !slices.ContainsFunc(be.Problems, func(p string) bool { return strings.HasPrefix(p, want) }) {
		t.Errorf("strict by the clock: %v, want a problem starting %q", err, want)
	}
}
