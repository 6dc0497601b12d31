package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Test_m16BaseURLFlagChecked: --base-url is held to site.base_url's rules (the hostile trial's
// m16): https only, the characters of a URL, a port that exists, and the normal form.
func Test_m16BaseURLFlagChecked(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://mirror.example/policy/", ""},
		{"http://mirror.example/", `--base-url "http://mirror.example/" is not an https URL (the site must be served over https: write "https://mirror.example/")`},
		{"https://mirror.example/a b/", `--base-url "https://mirror.example/a b/" contains a space, which a URL cannot hold (RFC 3986 §2; write "https://mirror.example/a%20b/")`},
		{"https://mirror.example/<b>/", `--base-url "https://mirror.example/<b>/" contains "<", which a URL cannot hold (RFC 3986 §2; write "https://mirror.example/%3Cb%3E/")`},
		{`https://mirror.example/"q"/`, `--base-url "https://mirror.example/\"q\"/" contains "\"", which a URL cannot hold (RFC 3986 §2; write "https://mirror.example/%22q%22/")`},
		{"https://mirror.example:99999/", `--base-url "https://mirror.example:99999/" has port 99999 (want a port from 1 to 65535, or none for 443)`},
		{"https://mirror.example/a/./../b/", `--base-url "https://mirror.example/a/./../b/" is not in normal form (RFC 3986 §6.2.2: write "https://mirror.example/b/")`},
		{"https://Mirror.Example", `--base-url "https://Mirror.Example" is not in normal form (RFC 3986 §6.2.2: write "https://mirror.example/")`},
		{"not-a-url", `--base-url "not-a-url" is not an absolute URL (want e.g. https://crawler.example/)`},
	}
	for _, tt := range tests {
		err := checkBaseURL(tt.in)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("checkBaseURL(%q) = %q\nwant %q", tt.in, got, tt.want)
		}
	}
}

// Test_m17RobotsTestRefusesWhatItCannotAnswer: robots test refuses, all at once and with exit 2, a
// string that is not a URL and an --agent that is not a product token, instead of answering
// ALLOWED; a URL with dot segments is answered as the client will request it.
func Test_m17RobotsTestRefusesWhatItCannotAnswer(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "robots.txt"), []byte("User-agent: *\nDisallow: /end$\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "robots.txt")
	tests := []struct {
		name     string
		args     []string
		code     int
		out, err string
	}{
		{"non-URLs", []string{"--agent", "X", "", "*", "not a url", "javascript:alert(1)", "ftp://a.example/x", "//", "https://a.example/ok"}, 2, "",
			`sitegen: "" is not a URL (want an absolute http or https URL such as https://a.example/path, or a path starting with "/")
"*" is not a URL (want an absolute http or https URL such as https://a.example/path, or a path starting with "/")
"not a url" is not a URL (want an absolute http or https URL such as https://a.example/path, or a path starting with "/")
"javascript:alert(1)" is not a URL (want an absolute http or https URL such as https://a.example/path, or a path starting with "/")
"ftp://a.example/x" is not a URL (want an absolute http or https URL such as https://a.example/path, or a path starting with "/")
"//" is not a URL (want an absolute http or https URL such as https://a.example/path, or a path starting with "/")
Run 'sitegen robots test --help' for usage.
`},
		{"agent with a version", []string{"--agent", "HarvestMouse/2.1", "https://a.example/"}, 2, "",
			`sitegen: --agent "HarvestMouse/2.1" is not a product token (RFC 9309 §2.2.1: letters, "_" and "-" only; the token is the name without a version, e.g. "HarvestMouse")
Run 'sitegen robots test --help' for usage.
`},
		{"agent with a space", []string{"--agent", "Harvest Mouse", "--restrict-only", "bot/2", "https://a.example/"}, 2, "",
			`sitegen: --agent "Harvest Mouse" is not a product token (RFC 9309 §2.2.1: letters, "_" and "-" only)
--restrict-only "bot/2" is not a product token (RFC 9309 §2.2.1: letters, "_" and "-" only; the token is the name without a version, e.g. "bot")
Run 'sitegen robots test --help' for usage.
`},
		{"dot segments", []string{"--agent", "HarvestMouse", "https://a.example/../end", "/x/./../end", "//a.example/x"}, 0,
			"GROUP line 1, the \"*\" group: no group names HarvestMouse (RFC 9309 §2.2.1)\nDISALLOWED https://a.example/../end  Disallow: /end$ (line 2)\nDISALLOWED /x/./../end  Disallow: /end$ (line 2)\nALLOWED //a.example/x  no matching rule\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			args := append([]string{"robots", "test", "--file", file}, tt.args...)
			code := run(context.Background(), args, strings.NewReader(""), &out, &errb)
			if code != tt.code || out.String() != tt.out || errb.String() != tt.err {
				t.Errorf("sitegen %q = %d\nstdout:\n%s\nstderr:\n%s\nwant %d\nstdout:\n%s\nstderr:\n%s", args, code, out.String(), errb.String(), tt.code, tt.out, tt.err)
			}
		})
	}
}

// TestH10RobotsTestMaxBytesBounded (hostile trial 2, H10): --max-bytes had no upper bound, so
// `--max-bytes 99999999999 --file /dev/zero` grew to 2 GB; it is refused above 64 MiB, and the
// largest allowed value still reads a file of any length in bounded memory.
func TestH10RobotsTestMaxBytesBounded(t *testing.T) {
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"robots", "test", "--agent", "X", "--file", "-", "--max-bytes", "99999999999", "/"}, strings.NewReader(""), &out, &errb)
	want := "sitegen: --max-bytes 99999999999 is above 67108864 bytes (64 MiB), the most sitegen robots test reads: it holds the file in memory (RFC 9309 §2.5 asks crawlers for at least 500 KiB; want a limit from 512000 to 67108864)\nRun 'sitegen robots test --help' for usage.\n"
	if code != 2 || errb.String() != want {
		t.Errorf("exit %d, stderr:\n%s\nwant 2 and:\n%s", code, errb.String(), want)
	}
	out.Reset()
	errb.Reset()
	endless := io.LimitReader(zeros{}, 1<<30) // 1 GiB of NUL bytes, never held whole
	code = run(context.Background(), []string{"robots", "test", "--agent", "X", "--file", "-", "--max-bytes", strconv.Itoa(64 << 20), "/"}, endless, &out, &errb)
	if code != 0 || out.String() != "GROUP none: no group within the first 67108864 bytes names X, and those bytes hold no \"*\" group, so every URL is allowed (RFC 9309 §2.2.1)\nALLOWED /  no matching rule\n" || !strings.Contains(errb.String(), "is longer than 67108864 bytes") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
}

// TestH23RobotsTestRefusesPortsThatCannotExist (hostile trial 2, H23): robots test answered for
// https://h.example:99999/x, a URL no client can fetch.
func TestH23RobotsTestRefusesPortsThatCannotExist(t *testing.T) {
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"robots", "test", "--agent", "X", "--file", "-", "https://h.example:99999/frag", "http://h.example:0/", "//h.example:65536/x", "https://h.example:65535/", "https://h.example:8080/x"}, strings.NewReader("User-agent: *\nDisallow: /x\n"), &out, &errb)
	want := `sitegen: "https://h.example:99999/frag" has port 99999, which no server listens on (RFC 3986 §3.2.3, TCP: want a port from 1 to 65535, or none for the scheme's own)
"http://h.example:0/" has port 0, which no server listens on (RFC 3986 §3.2.3, TCP: want a port from 1 to 65535, or none for the scheme's own)
"//h.example:65536/x" has port 65536, which no server listens on (RFC 3986 §3.2.3, TCP: want a port from 1 to 65535, or none for the scheme's own)
Run 'sitegen robots test --help' for usage.
`
	if code != 2 || out.String() != "" || errb.String() != want {
		t.Errorf("exit %d, stdout %q, stderr:\n%s\nwant 2 and:\n%s", code, out.String(), errb.String(), want)
	}
	out.Reset()
	errb.Reset()
	code = run(context.Background(), []string{"robots", "test", "--agent", "X", "--file", "-", "https://h.example:65535/", "https://h.example:8080/x"}, strings.NewReader("User-agent: *\nDisallow: /x\n"), &out, &errb)
	if want := "GROUP line 1, the \"*\" group: no group names X (RFC 9309 §2.2.1)\nALLOWED https://h.example:65535/  no matching rule\nDISALLOWED https://h.example:8080/x  Disallow: /x (line 2)\n"; code != 0 || out.String() != want {
		t.Errorf("ports in range: exit %d, stdout:\n%s\nstderr: %s", code, out.String(), errb.String())
	}
}

// readmePolicy is the README's smallest policy, written into a new site folder; edits replace
// text in it.
func readmePolicy(t *testing.T, edits ...string) string {
	t.Helper()
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, _ := strings.Cut(string(readme), "The smallest useful one:\n\n```toml\n")
	src, _, _ := strings.Cut(rest, "```")
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(src, edits[i]) {
			t.Fatalf("the README's policy lacks %q", edits[i])
		}
		src = strings.Replace(src, edits[i], edits[i+1], 1)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestH7ValidateRefusesWhatBuildRefuses (hostile trial 2, H7): validate said "valid" for a policy
// whose snippet names the token "ExampleBot1"; build then failed ("the snippet does not prove
// out", without a position and without the warnings). Both came to print the same lines. Since
// issue #11 (item 3) the snippet is proven as a parser reads its User-agent line ("ExampleBot",
// as polite and sitegen robots test look the token up): validate and build both accept it with
// the token's warning, build publishes the snippet with the token as the page states it, and
// sitegen robots test, asked for that token, finds the published file disallowing the site.
func TestH7ValidateRefusesWhatBuildRefuses(t *testing.T) {
	dir := readmePolicy(t, `token = "ExampleBot"`, `token = "ExampleBot1"`, `user_agent = "ExampleBot/1.0`, `user_agent = "ExampleBot1/1.0`)
	file := filepath.Join(dir, "policy.toml")
	var vout, verr, bout, berr bytes.Buffer
	vcode := run(context.Background(), []string{"validate", file}, strings.NewReader(""), &vout, &verr)
	bcode := run(context.Background(), []string{"build", "--dir", dir}, strings.NewReader(""), &bout, &berr)
	warning := file + `:19:1: warning: agents.examplebot.token: "ExampleBot1" is outside RFC 9309's product-token syntax (letters, "_" and "-", §2.2.1): an RFC 9309 parser reads a User-agent line that names it as "ExampleBot"
`
	if want := warning + file + ": valid\n"; vcode != 0 || vout.String() != want {
		t.Errorf("validate: exit %d, stdout:\n%s\nwant 0 and:\n%s", vcode, vout.String(), want)
	}
	if want := strings.ReplaceAll(warning, file, dir+"/policy.toml"); bcode != 0 || !strings.HasPrefix(berr.String(), want) {
		t.Errorf("build: exit %d, stderr:\n%s\nwant 0 and a start of:\n%s", bcode, berr.String(), want)
	}
	robotsFile := filepath.Join(dir, "public", "robots", "exclude.txt")
	got, err := os.ReadFile(robotsFile)
	if want := "User-agent: ExampleBot1\nDisallow: /\n"; err != nil || string(got) != want {
		t.Fatalf("robots/exclude.txt: %q, %v; want %q", got, err, want)
	}
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"robots", "test", "--agent", "ExampleBot1", "--file", robotsFile, "https://site.example/page.html"}, strings.NewReader(""), &out, &errb)
	if want := "DISALLOWED https://site.example/page.html"; code != 0 || !strings.Contains(out.String(), want) {
		t.Errorf("robots test on the published snippet: exit %d, stdout:\n%s\nstderr:\n%s\nwant %q", code, out.String(), errb.String(), want)
	}
}

// TestH11ValidateReadsOnlyInsideTheFolder (hostile trial 2, H11): `sitegen validate` followed a
// policy.toml linked out of its folder and echoed the values of the file it found there in its
// problems ("ghp_SECRET456" is not an absolute URL); build and check refused the same file. It
// is now refused as build refuses it, without reading it; a pipe named on the command line is
// still read.
func TestH11ValidateReadsOnlyInsideTheFolder(t *testing.T) {
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "secrets.toml"), []byte("schema = 2\n[site]\nbase_url = \"ghp_SECRET456\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	site := t.TempDir()
	link := filepath.Join(site, "policy.toml")
	if err := os.Symlink(filepath.Join(outside, "secrets.toml"), link); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"validate", link}, strings.NewReader(""), &out, &errb)
	want := link + `: a symbolic link to "` + filepath.Join(outside, "secrets.toml") + `", which leads out of the site folder or to nothing; sitegen reads only files inside the site folder (copy the file in, or link to a file inside)` + "\n"
	if code != 1 || out.String() != want || strings.Contains(out.String()+errb.String(), "SECRET") {
		t.Errorf("exit %d, stdout:\n%s\nstderr:\n%s\nwant 1 and:\n%s", code, out.String(), errb.String(), want)
	}
	// A link inside the folder is read, as build reads it.
	dir := readmePolicy(t)
	os.Rename(filepath.Join(dir, "policy.toml"), filepath.Join(dir, "real.toml"))
	if err := os.Symlink("real.toml", filepath.Join(dir, "policy.toml")); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if code := run(context.Background(), []string{"validate", filepath.Join(dir, "policy.toml")}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Errorf("a link inside the folder: exit %d, %s", code, out.String())
	}
}
