package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRobotsTestNoRobotsLine (new-user trial 27, F-15): a file of which no line is a robots.txt
// line (random bytes, an HTML page) is read as RFC 9309 has it, every URL allowed, exit 0, but a
// note says so, so that a wrong file is caught. A robots.txt file, an empty one, or one of
// comments only gets no such note.
func TestRobotsTestNoRobotsLine(t *testing.T) {
	random := make([]byte, 600000)
	rng := rand.New(rand.NewPCG(27, 15))
	for i := range random {
		random[i] = byte(rng.UintN(256))
	}
	html := "<!DOCTYPE html>\n<html lang=\"en\">\n<head><title>404 Not Found</title></head>\n<body>\n<h1>Not Found</h1>\n<p>The requested URL was not found: /robots.txt</p>\n</body>\n</html>\n"
	for _, tt := range []struct {
		name, file, note string
	}{
		{"random bytes", string(random), "sitegen: note: no line within the first 512000 bytes of standard input is a robots.txt line (User-agent, Allow, Disallow, Crawl-delay or Sitemap, RFC 9309 §2.2): is it a robots.txt file? RFC 9309 reads it as one without groups\n"},
		{"an HTML page", html, "sitegen: note: no line of standard input is a robots.txt line (User-agent, Allow, Disallow, Crawl-delay or Sitemap, RFC 9309 §2.2): is it a robots.txt file? RFC 9309 reads it as one without groups\n"},
		{"a robots.txt file", "# rules\nUser-agent: OtherBot\nDisallow: /\n", ""},
		{"only a Sitemap line", "Sitemap: https://a.example/sitemap.xml\n", ""},
		{"an empty file", "", ""},
		{"comments only", "# nothing to say\n\n   # still nothing\n", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, asJSON := range []bool{false, true} {
				args := []string{"robots", "test", "--agent", "WrenBot", "--file", "-"}
				if asJSON {
					args = append(args, "--json")
				}
				var stdout, stderr bytes.Buffer
				code := run(context.Background(), append(args, "https://a.example/z"), strings.NewReader(tt.file), &stdout, &stderr)
				if code != 0 {
					t.Errorf("json %v: exit %d, want 0\n%s%s", asJSON, code, stdout.String(), stderr.String())
				}
				if got := strings.Contains(stderr.String(), "is a robots.txt line"); got != (tt.note != "") || tt.note != "" && !strings.Contains(stderr.String(), tt.note) {
					t.Errorf("json %v: stderr\n%s\nwant the note %q", asJSON, stderr.String(), tt.note)
				}
				if asJSON {
					var res []robotsTestResult
					if err := json.Unmarshal(stdout.Bytes(), &res); err != nil || len(res) != 1 || !res[0].Allowed {
						t.Errorf("json: %v %+v\n%s", err, res, stdout.String())
					}
				} else if !strings.Contains(stdout.String(), "ALLOWED https://a.example/z  no matching rule\n") {
					t.Errorf("stdout\n%s\nwant the URL allowed", stdout.String())
				}
			}
		})
	}
}
