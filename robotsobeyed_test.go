package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// TestRobotsTestNotObeyed (new-user trial 26, F-16): robots test --dir for an agent that does not
// obey robots.txt (robots_txt = "not-read") says so where a program or a reader of the answers
// sees it: each JSON answer has "obeyed": false (it printed "allowed": false alone, and only a
// note on standard error said that the crawler fetches anyway), and the text output's first line
// is NOT OBEYED. An agent that obeys it has "obeyed": true, with the keys of its fetches that do
// not in "obeyed_except"; without --dir neither key is there.
func TestRobotsTestNotObeyed(t *testing.T) {
	const file = "User-agent: VigiloCheck\nDisallow: /\n\nUser-agent: civic-ingestor\nDisallow: /own/\n"
	robots := func(args ...string) (string, string) {
		t.Helper()
		var out, errb bytes.Buffer
		args = append(append([]string{"robots", "test", "--file", "-"}, args...), "/status")
		if code := run(context.Background(), args, strings.NewReader(file), &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d, stderr\n%s", args, code, errb.String())
		}
		return out.String(), errb.String()
	}
	type answer struct {
		Allowed      bool     `json:"allowed"`
		Obeyed       *bool    `json:"obeyed"`
		ObeyedExcept []string `json:"obeyed_except"`
	}
	decode := func(out string) answer {
		t.Helper()
		var as []answer
		if err := json.Unmarshal([]byte(out), &as); err != nil || len(as) != 1 {
			t.Fatalf("not one JSON answer (%v):\n%s", err, out)
		}
		return as[0]
	}
	const trial26 = "generator/testdata/trial26"
	const notObeyed = "NOT OBEYED: VigiloCheck does not obey robots.txt (agents.checker.robots_txt = \"not-read\"): the answers say what the file asks of it, not what it fetches\n"

	out, errs := robots("--dir", trial26, "--agent", "VigiloCheck")
	if want := notObeyed + "GROUP line 1, the group naming VigiloCheck (RFC 9309 §2.2.1)\nDISALLOWED /status  Disallow: / (line 2)\n"; out != want || errs != "" {
		t.Errorf("not-read, text: stdout\n%s\nstderr\n%s\nwant stdout\n%s\nand no stderr", out, errs, want)
	}
	out, errs = robots("--json", "--dir", trial26, "--agent", "VigiloCheck")
	if a := decode(out); a.Allowed || a.Obeyed == nil || *a.Obeyed || a.ObeyedExcept != nil {
		t.Errorf("not-read, JSON: want \"allowed\": false, \"obeyed\": false and no \"obeyed_except\":\n%s", out)
	}
	if !strings.Contains(out, "\"allowed\": false,\n    \"obeyed\": false,\n") {
		t.Errorf("not-read, JSON: \"obeyed\" does not follow \"allowed\":\n%s", out)
	}
	if want := "does not obey robots.txt, so these answers say what the file asks of it, not what it fetches\n"; !strings.HasSuffix(errs, want) {
		t.Errorf("not-read, JSON: stderr %q, want the note ending %q", errs, want)
	}

	out, _ = robots("--json", "--dir", "examples/civic-ingestor", "--agent", "civic-ingestor")
	if a := decode(out); !a.Allowed || a.Obeyed == nil || !*a.Obeyed || strings.Join(a.ObeyedExcept, " ") != "targets.streaming-providers targets.geoportals targets.osm-tiles" {
		t.Errorf("reads robots.txt: want \"obeyed\": true and its categories that do not in \"obeyed_except\":\n%s", out)
	}
	out, _ = robots("--dir", "examples/civic-ingestor", "--agent", "civic-ingestor")
	if strings.Contains(out, "NOT OBEYED") {
		t.Errorf("reads robots.txt, text: says NOT OBEYED:\n%s", out)
	}

	out, _ = robots("--json", "--agent", "VigiloCheck")
	if strings.Contains(out, "obeyed") {
		t.Errorf("without --dir: the JSON says whether the file is obeyed, which nothing told it:\n%s", out)
	}
}
