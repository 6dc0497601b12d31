package generator

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// TestM4SiteInputsBounded: the prose, message files, templates and static files of a site are
// bounded as the policy is (defect M4 of the hostile trial): each oversized file is refused with
// its limit named, without being read, and a message file nested too deep is refused before a
// TOML decoder sees it.
func TestM4SiteInputsBounded(t *testing.T) {
	dir := filepath.Join("..", "examples", "triple-fetchers")
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"locales/en/about.md", make([]byte, MaxProseBytes+1), "locales/en/about.md: larger than 1 MiB, the most sitegen reads of such a file"},
		{"locales/en/site.en.toml", make([]byte, MaxMessageBytes+1), "locales/en/site.en.toml: larger than 1 MiB, the most sitegen reads of such a file"},
		{"templates/page.html.tmpl", make([]byte, MaxTemplateBytes+1), "templates/page.html.tmpl: larger than 1 MiB, the most sitegen reads of such a file"},
		{"static/big.bin", make([]byte, MaxStaticBytes+1), "static/big.bin: larger than 16 MiB, the most sitegen reads of such a file"},
		{"locales/en/site.en.toml", []byte("[page]\nx = " + strings.Repeat("{a=", 100000) + "1" + strings.Repeat("}", 100000) + "\n"), "locales/en/site.en.toml:2:"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			opts := defaults()
			opts.Site = overlay{fstest.MapFS{c.name: {Data: c.data}}, os.DirFS(dir)}
			var err error
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			_, err = Build(opts)
			runtime.ReadMemStats(&after)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want %q", err, c.want)
			}
			// A build of this site allocates some 30 MB; reading the file would add its size again
			// (and decoding the deep file gigabytes).
			if n := after.TotalAlloc - before.TotalAlloc; n > 64<<20 {
				t.Errorf("the build allocated %d MB", n>>20)
			}
		})
	}
}

// Test_m21UnknownTemplateRefused is a defect of m21 of the hostile trial: a file in templates/
// that sitegen does not use (a misspelt override) was ignored silently.
func Test_m21UnknownTemplateRefused(t *testing.T) {
	opts := defaults()
	opts.Site = overlay{fstest.MapFS{"templates/page.htm.tmpl": {Data: []byte("x")}, "templates/.DS_Store": {Data: []byte("x")}},
		os.DirFS(filepath.Join("..", "examples", "triple-fetchers"))}
	_, err := Build(opts)
	var be *BuildError
	if !errors.As(err, &be) || len(be.Problems) != 1 || !strings.HasPrefix(be.Problems[0], "templates/page.htm.tmpl: not a template sitegen uses") {
		t.Errorf("got %v, want the one problem of templates/page.htm.tmpl", err)
	}
}

// Test_m15SourceDateEpochNeverBeforeThePolicysDate is defect m15 of the hostile trial:
// SOURCE_DATE_EPOCH=315532800 (1980, Nix's default) published "Last changed on 1 January 1980"
// for a policy changed in 2026. A SOURCE_DATE_EPOCH before the policy's date leaves the policy's
// date.
func Test_m15SourceDateEpochNeverBeforeThePolicysDate(t *testing.T) {
	opts := defaults()
	opts.Site = os.DirFS("../examples/civic-ingestor")
	epoch := time.Unix(315532800, 0).UTC()
	opts.Epoch = &epoch
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(res.Files["ips.json"]); !strings.Contains(got, `"creationTime": "2026-12-07T00:00:00Z"`) {
		t.Errorf("ips.json with SOURCE_DATE_EPOCH in 1980: %s", got)
	}
	if got := string(res.Files["en/index.md"]); strings.Contains(got, "1980") || !strings.Contains(got, "7 December 2026") {
		t.Errorf("en/index.md does not carry the policy's date")
	}
}
