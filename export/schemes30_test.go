package export

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestSchemesExported (new-user trial 30, F-05): a single scheme in agents.X.http.schemes is kept
// by Scrapy's middleware, which refuses a request over another; Nutch and StormCrawler fetch a
// URL over the scheme they are given and list it as not enforced, as every export lists the order
// of two. Failed before: unknown key "schemes".
func TestSchemesExported(t *testing.T) {
	const follows = "follows_links = \"none\"\n"
	const ptr = "/agents/examplebot/http/schemes"
	for _, tc := range []struct {
		schemes string
		f       Format
		want    string // a line of the file, where carried
	}{
		{`["https"]`, Scrapy, `"schemes": ["https"]`},
		{`["https"]`, Nutch, ""},
		{`["https"]`, StormCrawler, ""},
		{`["https", "http"]`, Scrapy, ""},
		{`["https", "http"]`, Nutch, ""},
		{`["https", "http"]`, StormCrawler, ""},
	} {
		p := testdataPolicy(t, conformPolicy, [2]string{follows, follows + "http = { schemes = " + tc.schemes + " }\n"})
		ex := generate(t, p, tc.f, Options{})
		carried := slices.Contains(ex.Carried, ptr+"/0") // a leaf of the list
		i := slices.IndexFunc(ex.Unenforced, func(s Statement) bool { return s.Pointer == ptr })
		switch {
		case tc.want != "" && (!carried || i >= 0 || !strings.Contains(string(ex.Data), tc.want)):
			t.Errorf("%s %s: carried %v, listed as not enforced %v, want carried with %q in\n%s", tc.f, tc.schemes, carried, i >= 0, tc.want, ex.Data)
		case tc.want == "" && (carried || i < 0 || !strings.Contains(ex.Unenforced[i].Why, "the URL schemes the crawler fetches over")):
			t.Errorf("%s %s: carried %v, not enforced: %v; want not enforced, with why", tc.f, tc.schemes, carried, ex.Unenforced)
		}
	}
}

// TestScrapySchemesRefused runs Scrapy with the export of a policy whose agent fetches only over
// https against a site served over http: the middleware refuses every request, robots.txt's
// included, so the site sees none (new-user trial 30, F-05).
func TestScrapySchemesRefused(t *testing.T) {
	src, err := os.ReadFile("testdata/scrapy-site/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const follows = "follows_links = \"within-site\"\n"
	policyDir := t.TempDir()
	if err := os.WriteFile(filepath.Join(policyDir, "policy.toml"), []byte(strings.Replace(string(src), follows, follows+"http = { schemes = [\"https\"] }\n", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	_, dir := scrapyProject(t, policyDir, scrapySpider)
	site := &scrapySite{}
	srv := httptest.NewServer(site)
	defer srv.Close()
	out := runScrapy(t, dir, srv.URL+"/")
	hits := site.snapshot()
	if len(hits) > 0 || !strings.Contains(out, "'downloader/exception_type_count/scrapy.exceptions.IgnoreRequest': 2") {
		t.Errorf("the site saw %d requests over http, want none, each refused by the middleware", len(hits))
		logHits(t, hits, out)
	}
}
