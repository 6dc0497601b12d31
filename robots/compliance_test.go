package robots

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"testing"
)

// complianceFile is the repository's copy of Google's compliance cases; see testdata/README.md.
const complianceFile = "testdata/robotstxt-compliance.json"

// workspaceComplianceFile is where the sitegen workspace keeps the original of that copy.
const workspaceComplianceFile = "../../shared/testdata/robotstxt-compliance.json"

// complianceCase is one robots.txt file of the compliance set with its expectations.
type complianceCase struct {
	File         string `json:"file"`
	Robotstxt    string `json:"robotstxt"`
	Encoding     string `json:"encoding"`
	Expectations []struct {
		URL       string `json:"url"`
		UserAgent string `json:"user_agent"`
		Outcome   string `json:"outcome"`
	} `json:"expectations"`
}

// body returns the case's robots.txt bytes.
func (c complianceCase) body(t *testing.T) []byte {
	t.Helper()
	if c.Encoding != "base64" {
		return []byte(c.Robotstxt)
	}
	b, err := base64.StdEncoding.DecodeString(c.Robotstxt)
	if err != nil {
		t.Fatalf("%s: robotstxt: %v", c.File, err)
	}
	return b
}

// loadCompliance reads the compliance cases. A missing file fails the test: skipping would let
// CI pass without checking anything.
func loadCompliance(t *testing.T) []complianceCase {
	t.Helper()
	data, err := os.ReadFile(complianceFile)
	if err != nil {
		t.Fatalf("the compliance cases are part of the repository: %v", err)
	}
	var cases []complianceCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatalf("%s: %v", complianceFile, err)
	}
	if len(cases) == 0 {
		t.Fatalf("%s holds no cases", complianceFile)
	}
	return cases
}

// rfcException is an expectation of Google's parser that RFC 9309 rules otherwise. We follow the
// RFC there.
type rfcException struct {
	file    string // the compliance file
	robots  string // a line of the robots.txt, to tell the file's entries apart
	agent   string
	url     string
	google  bool // the outcome Google's parser gives (allowed?), as the file expects
	ours    bool // our outcome
	ruledBy string
	why     string
}

// rfcExceptions lists every expectation where we follow RFC 9309 instead of Google's parser.
// TestCompliance fails when one of them no longer applies, so that the list stays honest.
var rfcExceptions = []rfcException{
	{
		file: "index-page.textproto", robots: "Allow: /allowed-slash/index.html",
		agent: "foobot", url: "http://foo.com/allowed-slash/",
		google: true, ours: false,
		ruledBy: "RFC 9309 §2.2.2",
		why:     `Google normalises "/index.html" to "/" (a Google-only rule); §2.2.2 matches the path octet by octet, so only Disallow: / matches`,
	},
	{
		file: "non-ascii-paths.textproto", robots: "Allow: /foo/bar/ツ",
		agent: "FooBot", url: "http://foo.bar/foo/bar/ツ",
		google: false, ours: true,
		ruledBy: "RFC 9309 §2.2.2",
		why:     "non-ASCII octets in the URI are percent-encoded before comparison, as in the pattern; Google encodes only the pattern",
	},
	{
		file: "non-ascii-paths.textproto", robots: "Allow: /foo/bar/%E3%83%84",
		agent: "FooBot", url: "http://foo.bar/foo/bar/ツ",
		google: false, ours: true,
		ruledBy: "RFC 9309 §2.2.2",
		why:     "non-ASCII octets in the URI are percent-encoded before comparison; Google compares the raw octets",
	},
	{
		file: "non-ascii-paths.textproto", robots: "Allow: /foo/bar/%62%61%7A",
		agent: "FooBot", url: "http://foo.bar/foo/bar/baz",
		google: false, ours: true,
		ruledBy: "RFC 9309 §2.2.2",
		why:     `percent-encoded unreserved characters are decoded before comparison ("%62%61%7A" is "baz"; the RFC's own table matches them); Google does not decode`,
	},
}

func TestCompliance(t *testing.T) {
	seen := make([]int, len(rfcExceptions))
	checked := 0
	for i, c := range loadCompliance(t) {
		body := c.body(t)
		r := Parse(body, MinSizeLimit)
		for _, e := range c.Expectations {
			checked++
			want, rfc := e.Outcome == "ALLOWED", ""
			for x, ex := range rfcExceptions {
				if ex.file == c.File && ex.url == e.URL && ex.agent == e.UserAgent && bytes.Contains(body, []byte(ex.robots+"\n")) {
					seen[x]++
					if ex.google != want {
						t.Errorf("exception %d (%s %s): the file expects allowed=%v, the list says Google gives %v", x, ex.file, ex.url, want, ex.google)
					}
					want, rfc = ex.ours, fmt.Sprintf(" (Google: allowed=%v; %s: %s)", ex.google, ex.ruledBy, ex.why)
				}
			}
			got := r.Decide(e.UserAgent, e.URL)
			if got.Allowed != want {
				t.Errorf("%s (entry %d)\nrobots.txt: %q\nagent %q, URL %q: got allowed=%v (rule %q, line %d), want allowed=%v%s",
					c.File, i, body, e.UserAgent, e.URL, got.Allowed, got.Rule.Text, got.Rule.Line, want, rfc)
			}
		}
	}
	for x, ex := range rfcExceptions {
		if ex.google == ex.ours {
			t.Errorf("exception %d (%s %s) does not differ from Google: remove it", x, ex.file, ex.url)
		}
		if seen[x] != 1 {
			t.Errorf("exception %d (%s, %q, %s) matched %d expectations, want exactly 1", x, ex.file, ex.robots, ex.url, seen[x])
		}
	}
	if checked != 146 {
		t.Errorf("checked %d expectations, want the 146 of the compliance set", checked)
	}
}

// TestComplianceCopyIsCurrent checks that testdata holds the same compliance cases as the
// workspace. The repository's copy is what TestCompliance reads; outside the workspace there is
// nothing to compare with.
func TestComplianceCopyIsCurrent(t *testing.T) {
	for _, name := range []string{"robotstxt-compliance.json", "robotstxt-compliance.LICENSE"} {
		orig, err := os.ReadFile(strings.Replace(workspaceComplianceFile, "robotstxt-compliance.json", name, 1))
		if errors.Is(err, fs.ErrNotExist) {
			t.Skipf("no workspace copy of %s", name)
		}
		if err != nil {
			t.Fatal(err)
		}
		ours, err := os.ReadFile("testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(orig, ours) {
			t.Errorf("testdata/%s differs from the workspace's %s: copy it again", name, name)
		}
	}
}
