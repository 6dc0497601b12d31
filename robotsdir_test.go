package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// civicLegacyGroups are the GROUP lines of civic-ingestor's former tokens, which its policy says
// only take permissions away (legacy_tokens with restrict_only), in robots test --dir.
const civicLegacyGroups = "GROUP none for civic-file-cache (agents.civic-ingestor.legacy_tokens[0].restrict_only): no group names it\n" +
	"GROUP none for civic (agents.civic-ingestor.legacy_tokens[1].restrict_only): no group names it\n"

// siteWith is a new site folder whose policy.toml is the file policy with each old string of the
// pairs (old, new, …), which must stand in it once, replaced by its new one, in order.
func siteWith(t *testing.T, policy string, oldnew ...string) string {
	t.Helper()
	src, err := os.ReadFile(policy)
	if err != nil {
		t.Fatal(err)
	}
	text := string(src)
	for i := 0; i+1 < len(oldnew); i += 2 {
		if n := strings.Count(text, oldnew[i]); n != 1 {
			t.Fatalf("%q stands %d times in %s, want once", oldnew[i], n, policy)
		}
		text = strings.Replace(text, oldnew[i], oldnew[i+1], 1)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestRobotsTestDir (new-user trial 15, finding 9): robots test --dir SITE reads the agent's
// group_matching from SITE's policy unless --matching is given, and says on stderr which of
// its fetches the answers do not hold for (robots_txt = "not-read": categories of site here);
// a token no agent has, and a site whose agents have none, are usage errors.
func TestRobotsTestDir(t *testing.T) {
	const file = "User-agent: *\nDisallow: /star/\n\nUser-agent: civic-ingestor\nDisallow: /own/\n"
	merges := siteWith(t, "examples/civic-ingestor/policy.toml", `group_matching = "rfc9309"`, `group_matching = "merges-star"`)
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
			"GROUP line 4, the group naming civic-ingestor; the \"*\" group does not apply to it (RFC 9309 §2.2.1)\n" + civicLegacyGroups + "ALLOWED /star/x  no matching rule\nDISALLOWED /own/x  Disallow: /own/ (line 5)\n", note},
		{"the agent's group_matching", []string{"--dir", merges}, 0,
			"GROUP line 4, the group naming civic-ingestor, with the \"*\" group of line 1 (--matching merges-star)\n" + civicLegacyGroups + "DISALLOWED /star/x  Disallow: /star/ (line 2)\nDISALLOWED /own/x  Disallow: /own/ (line 5)\n", ""},
		{"--matching over the policy's", []string{"--dir", merges, "--matching", "rfc9309"}, 0,
			"GROUP line 4, the group naming civic-ingestor; the \"*\" group does not apply to it (RFC 9309 §2.2.1)\n" + civicLegacyGroups + "ALLOWED /star/x  no matching rule\nDISALLOWED /own/x  Disallow: /own/ (line 5)\n", ""},
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
	for _, c := range []struct{ use, errs string }{
		{"not-read", "sitegen: note: SITE/policy.toml: the fetches of agents.bot.embedded do not obey robots.txt (robots_txt = \"not-read\"): these answers do not hold for them\n"},
		{"read", ""},
	} {
		dir := siteWith(t, "generator/testdata/smallest/policy.toml",
			`token = "MinimalBot"`, "token = \"MinimalBot\"\nembedded = { fetch = \"fetched\", kinds = [\"images\"], robots_txt = \""+c.use+"\" }",
			"[agents.bot]\n", "[robots_txt]\ncheck = \"before-first-fetch\"\n\n[agents.bot]\n")
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"robots", "test", "--agent", "MinimalBot", "--dir", dir, "--file", "-", "/img/logo.png"}, strings.NewReader("User-agent: MinimalBot\nDisallow: /\n"), &out, &errb)
		const want = "GROUP line 1, the group naming MinimalBot (RFC 9309 §2.2.1)\nDISALLOWED /img/logo.png  Disallow: / (line 2)\n"
		if errs := strings.ReplaceAll(errb.String(), dir, "SITE"); code != 0 || out.String() != want || errs != c.errs {
			t.Errorf("embedded robots_txt = %q: exit %d, stdout\n%s\nstderr\n%s\nwant exit 0, stdout\n%s\nstderr\n%s", c.use, code, out.String(), errs, want, c.errs)
		}
	}
}

// TestRobotsTestCrawlDelay (new-user trial 20, F11): with --dir, robots test says what the
// Crawl-delay of the groups the crawler reads does under the agent's policy, as package polite
// keeps it (policy.RobotsTxt.CrawlDelayKept): kept, raised, capped, or not obeyed, with the key
// that decides it; nothing where the file has no Crawl-delay.
func TestRobotsTestCrawlDelay(t *testing.T) {
	site := func(keys string) string {
		return siteWith(t, "examples/gmina-bot/policy.toml", "crawl_delay = \"honoured\"\n", keys)
	}
	for _, c := range []struct {
		name, keys, file, want string
	}{
		{"kept", "crawl_delay = \"honoured\"\n", "User-agent: GminaBot\nCrawl-delay: 20\n",
			"CRAWL-DELAY 20s: kept; the crawler waits at least 20s between requests"},
		{"capped", "crawl_delay = \"honoured\"\ncrawl_delay_max = \"10s\"\n", "User-agent: GminaBot\nCrawl-delay: 20\n",
			"CRAWL-DELAY 20s: counts as 10s (robots_txt.crawl_delay_max); the crawler waits at least 10s between requests"},
		{"above the cap, ignored", "crawl_delay = \"honoured\"\ncrawl_delay_max = \"10s\"\ncrawl_delay_above_max = \"ignored\"\n", "User-agent: *\nCrawl-delay: 20\n",
			"CRAWL-DELAY 20s: not obeyed: it is above 10s (robots_txt.crawl_delay_max), and robots_txt.crawl_delay_above_max = \"ignored\""},
		{"raised", "crawl_delay = \"honoured\"\ncrawl_delay_min = \"5s\"\n", "User-agent: GminaBot\nCrawl-delay: 1\n",
			"CRAWL-DELAY 1s: raised to 5s (robots_txt.crawl_delay_min); the crawler waits at least 5s between requests"},
		{"a fraction, whole seconds only", "crawl_delay = \"honoured\"\ncrawl_delay_whole_seconds = true\n", "User-agent: GminaBot\nCrawl-delay: 2.5\n",
			"CRAWL-DELAY 2.5s: not obeyed: a value with a decimal fraction is ignored (robots_txt.crawl_delay_whole_seconds)"},
		{"ignored", "crawl_delay = \"ignored\"\n", "User-agent: GminaBot\nCrawl-delay: 20\n",
			"CRAWL-DELAY 20s: not obeyed (robots_txt.crawl_delay is not \"honoured\" or \"honoured-if-longer\")"},
		{"honoured if longer", "crawl_delay = \"honoured-if-longer\"\n", "User-agent: GminaBot\nCrawl-delay: 20\n",
			"CRAWL-DELAY 20s: kept; the crawler waits at least 20s between requests where that is longer than its own interval (robots_txt.crawl_delay = \"honoured-if-longer\")"},
		{"no Crawl-delay", "crawl_delay = \"honoured\"\n", "User-agent: GminaBot\nDisallow: /x\n", ""},
	} {
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"robots", "test", "--dir", site(c.keys), "--agent", "GminaBot", "--file", "-", "/p"}, strings.NewReader(c.file), &out, &errb)
		var got string
		for _, l := range strings.Split(out.String(), "\n") {
			if strings.HasPrefix(l, "CRAWL-DELAY") {
				got = l
			}
		}
		if code != 0 || got != c.want {
			t.Errorf("%s: exit %d, CRAWL-DELAY line %q, want %q\nstdout:\n%s\nstderr:\n%s", c.name, code, got, c.want, out.String(), errb.String())
		}
	}
}

// TestRobotsTestDirStarIgnored (new-user trial 22, F-09): with --dir, an agent whose policy says
// it ignores the "*" group (ignores_star_group) reads only a group that names it, as its page
// says: a file whose only group is the "*" group allows it everything ("no group applies"; it
// answered DISALLOWED from the "*" group), a note on stderr says why, and the answer holds with
// a group of its own; --matching says how the crawler chooses groups instead, "*" group and all.
func TestRobotsTestDirStarIgnored(t *testing.T) {
	dir := siteWith(t, "examples/civic-ingestor/policy.toml", `group_matching = "rfc9309"`, `ignores_star_group = true`)
	const note = "sitegen: note: SITE/policy.toml: agents.civic-ingestor.ignores_star_group = true: civic-ingestor obeys only a group that names it, so the \"*\" group is not read\n" +
		"sitegen: note: SITE/policy.toml: the fetches of targets.streaming-providers, targets.geoportals, targets.osm-tiles do not obey robots.txt (robots_txt = \"not-read\"): these answers do not hold for them\n"
	for _, c := range []struct {
		name, file string
		args       []string
		out, errs  string
	}{
		{"only the \"*\" group", "User-agent: *\nDisallow: /\nCrawl-delay: 5\n", nil,
			"GROUP none: no group names civic-ingestor, and it ignores the \"*\" group (agents.civic-ingestor.ignores_star_group), so every URL is allowed\n" + civicLegacyGroups + "ALLOWED https://a.example/  no group applies\nALLOWED /robots.txt  robots.txt itself\n", note},
		{"a group of its own", "User-agent: *\nDisallow: /\n\nUser-agent: civic-ingestor\nDisallow: /own/\n", nil,
			"GROUP line 4, the group naming civic-ingestor; the \"*\" group does not apply to it (RFC 9309 §2.2.1)\n" + civicLegacyGroups + "ALLOWED https://a.example/  no matching rule\nALLOWED /robots.txt  robots.txt itself\n", note},
		{"--matching", "User-agent: *\nDisallow: /\n", []string{"--matching", "rfc9309"},
			"GROUP line 1, the \"*\" group: no group names civic-ingestor (RFC 9309 §2.2.1)\n" + civicLegacyGroups + "DISALLOWED https://a.example/  Disallow: / (line 2)\nALLOWED /robots.txt  robots.txt itself\n", note[strings.Index(note, "\n")+1:]},
	} {
		var out, errb bytes.Buffer
		args := append(append([]string{"robots", "test", "--agent", "civic-ingestor", "--dir", dir, "--file", "-"}, c.args...), "https://a.example/", "/robots.txt")
		code := run(context.Background(), args, strings.NewReader(c.file), &out, &errb)
		errs := strings.ReplaceAll(errb.String(), dir, "SITE")
		if code != 0 || out.String() != c.out || errs != c.errs {
			t.Errorf("%s: exit %d, stdout\n%s\nstderr\n%s\nwant exit 0, stdout\n%s\nstderr\n%s", c.name, code, out.String(), errs, c.out, c.errs)
		}
	}
}

// TestRobotsTestDirLegacyTokens: robots test --dir reads the agent's former tokens as its policy
// says and package polite does: one with restrict_only as a --restrict-only token (a group naming
// it also disallows), one without in the token's place where no group names the token, with a
// note on stderr. The answers were those of the current token alone: ALLOWED for a file whose
// only group names the former token and disallows the URL.
func TestRobotsTestDirLegacyTokens(t *testing.T) {
	dir := siteWith(t, "examples/civic-ingestor/policy.toml", "token = \"civic\"\nrestrict_only = true\n", "token = \"civic\"\n")
	const note = "sitegen: note: SITE/policy.toml: the fetches of targets.streaming-providers, targets.geoportals, targets.osm-tiles do not obey robots.txt (robots_txt = \"not-read\"): these answers do not hold for them\n"
	const cache = "GROUP none for civic-file-cache (agents.civic-ingestor.legacy_tokens[0].restrict_only): no group names it\n"
	for _, c := range []struct {
		name, file string
		out, errs  string
	}{
		{"the former token's group in its place", "User-agent: *\nDisallow: /\n\nUser-agent: civic\nDisallow: /own/\n",
			"GROUP line 4, the group naming civic; the \"*\" group does not apply to it (RFC 9309 §2.2.1)\n" + cache + "DISALLOWED /own/x  Disallow: /own/ (line 5)\nALLOWED /other  no matching rule\n",
			note + "sitegen: note: no group names civic-ingestor, so the groups naming its former token civic apply in its place (agents.civic-ingestor.legacy_tokens[1])\n"},
		{"the current token's group first", "User-agent: civic\nDisallow: /\n\nUser-agent: civic-ingestor\nDisallow: /own/\n",
			"GROUP line 4, the group naming civic-ingestor (RFC 9309 §2.2.1)\n" + cache + "DISALLOWED /own/x  Disallow: /own/ (line 5)\nALLOWED /other  no matching rule\n", note},
		{"a restricting former token", "User-agent: civic-ingestor\nDisallow: /own/\n\nUser-agent: civic-file-cache\nDisallow: /other\n",
			"GROUP line 1, the group naming civic-ingestor (RFC 9309 §2.2.1)\nGROUP line 4 for civic-file-cache (agents.civic-ingestor.legacy_tokens[0].restrict_only: it only disallows)\nDISALLOWED /own/x  Disallow: /own/ (line 2)\nDISALLOWED /other  Disallow: /other (line 5)\n", note},
	} {
		var out, errb bytes.Buffer
		code := run(context.Background(), []string{"robots", "test", "--agent", "civic-ingestor", "--dir", dir, "--file", "-", "/own/x", "/other"}, strings.NewReader(c.file), &out, &errb)
		errs := strings.ReplaceAll(errb.String(), dir, "SITE")
		if code != 0 || out.String() != c.out || errs != c.errs {
			t.Errorf("%s: exit %d, stdout\n%s\nstderr\n%s\nwant exit 0, stdout\n%s\nstderr\n%s", c.name, code, out.String(), errs, c.out, c.errs)
		}
	}
}
