package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRobotsTestDir (new-user trial 15, finding 9): robots test --dir SITE reads the agent's
// group_matching from SITE's policy unless --matching is given, and says on stderr which of
// its fetches the answers do not hold for (robots_txt = "not-read": categories of site here);
// a token no agent has, and a site whose agents have none, are usage errors.
func TestRobotsTestDir(t *testing.T) {
	const file = "User-agent: *\nDisallow: /star/\n\nUser-agent: civic-ingestor\nDisallow: /own/\n"
	src, err := os.ReadFile("examples/civic-ingestor/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	merges := t.TempDir()
	if err := os.WriteFile(filepath.Join(merges, "policy.toml"), bytes.Replace(src, []byte(`group_matching = "rfc9309"`), []byte(`group_matching = "merges-star"`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	robots := func(args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		args = append(append([]string{"robots", "test", "--agent", "civic-ingestor", "--file", "-"}, args...), "/star/x", "/own/x")
		code := run(context.Background(), args, strings.NewReader(file), &out, &errb)
		return code, out.String(), errb.String()
	}
	const note = "sitegen: note: examples/civic-ingestor/policy.toml: the fetches of targets.streaming-providers, targets.geoportals, targets.osm-tiles do not obey robots.txt (robots_txt = \"not-read\"): these answers do not hold for them\n"
	for _, c := range []struct {
		name      string
		args      []string
		code      int
		out, errs string
	}{
		{"the site's categories that do not read robots.txt", []string{"--dir", "examples/civic-ingestor"}, 0,
			"GROUP line 4, the group naming civic-ingestor; the \"*\" group does not apply to it (RFC 9309 §2.2.1)\nALLOWED /star/x  no matching rule\nDISALLOWED /own/x  Disallow: /own/ (line 5)\n", note},
		{"the agent's group_matching", []string{"--dir", merges}, 0,
			"GROUP line 4, the group naming civic-ingestor, with the \"*\" group of line 1 (--matching merges-star)\nDISALLOWED /star/x  Disallow: /star/ (line 2)\nDISALLOWED /own/x  Disallow: /own/ (line 5)\n", ""},
		{"--matching over the policy's", []string{"--dir", merges, "--matching", "rfc9309"}, 0,
			"GROUP line 4, the group naming civic-ingestor; the \"*\" group does not apply to it (RFC 9309 §2.2.1)\nALLOWED /star/x  no matching rule\nDISALLOWED /own/x  Disallow: /own/ (line 5)\n", ""},
	} {
		code, out, errs := robots(c.args...)
		if c.name == "the agent's group_matching" || c.name == "--matching over the policy's" {
			errs = strings.ReplaceAll(errs, merges, "SITE") // its note names the temporary folder
			c.errs = strings.ReplaceAll(note, "examples/civic-ingestor", "SITE")
		}
		if code != c.code || out != c.out || errs != c.errs {
			t.Errorf("%s: exit %d, stdout\n%s\nstderr\n%s\nwant exit %d, stdout\n%s\nstderr\n%s", c.name, code, out, errs, c.code, c.out, c.errs)
		}
	}
	for _, c := range []struct{ dir, agent, want string }{
		{"examples/civic-ingestor", "nobody", `--dir: no agent of examples/civic-ingestor/policy.toml has the product token "nobody" (its tokens: civic-ingestor)`},
		{"examples/web-archive", "heritrix", "--dir: no agent of examples/web-archive/policy.toml has a product token"},
	} {
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"robots", "test", "--dir", c.dir, "--agent", c.agent, "--file", "-", "/x"}, strings.NewReader(file), &out, &errb)
		if code != 2 || !strings.Contains(errb.String(), c.want) {
			t.Errorf("--dir %s --agent %s: exit %d, stderr %q, want 2 and %q", c.dir, c.agent, code, errb.String(), c.want)
		}
	}
}

// TestRobotsTestDirEmbedded (accessibility trial 20, finding 2): with --dir, an agent that fetches
// the resources a page embeds or names without reading robots.txt for them has those fetches
// named in the note, since a DISALLOWED image is fetched all the same; with robots.txt read for
// them, no note.
func TestRobotsTestDirEmbedded(t *testing.T) {
	src, err := os.ReadFile("generator/testdata/smallest/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ use, errs string }{
		{"not-read", "sitegen: note: SITE/policy.toml: the fetches of agents.bot.embedded do not obey robots.txt (robots_txt = \"not-read\"): these answers do not hold for them\n"},
		{"read", ""},
	} {
		dir := t.TempDir()
		p := bytes.Replace(src, []byte(`token = "MinimalBot"`), []byte("token = \"MinimalBot\"\nembedded = { fetch = \"fetched\", kinds = [\"images\"], robots_txt = \""+c.use+"\" }"), 1)
		p = append(p, "\n[robots_txt]\ncheck = \"before-first-fetch\"\n"...)
		if err := os.WriteFile(filepath.Join(dir, "policy.toml"), p, 0o644); err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"robots", "test", "--agent", "MinimalBot", "--dir", dir, "--file", "-", "/img/logo.png"}, strings.NewReader("User-agent: MinimalBot\nDisallow: /\n"), &out, &errb)
		const want = "GROUP line 1, the group naming MinimalBot (RFC 9309 §2.2.1)\nDISALLOWED /img/logo.png  Disallow: / (line 2)\n"
		if errs := strings.ReplaceAll(errb.String(), dir, "SITE"); code != 0 || out.String() != want || errs != c.errs {
			t.Errorf("embedded robots_txt = %q: exit %d, stdout\n%s\nstderr\n%s\nwant exit 0, stdout\n%s\nstderr\n%s", c.use, code, out.String(), errs, want, c.errs)
		}
	}
}
