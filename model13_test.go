package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// spanishPolicy returns policy/testdata/policy.toml with Spanish in place of German: a language
// sitegen has no messages for, with every label in it (so the policy is otherwise valid).
func spanishPolicy(t *testing.T) string {
	t.Helper()
	s := readFile(t, "policy/testdata/policy.toml")
	s = regexp.MustCompile(`\bde = "`).ReplaceAllString(s, `es = "`)
	s = strings.Replace(s, `languages = ["en", "de"]`, `languages = ["en", "es"]`, 1)
	if !strings.Contains(s, `languages = ["en", "es"]`) {
		t.Fatal("policy/testdata/policy.toml: no languages = [\"en\", \"de\"] to change")
	}
	return s
}

// TestValidateFileLanguageWithoutMessages (new-user trial 12, finding 19): validate FILE refuses a
// language sitegen has no messages for, as validate --dir and build do, in the same words, at the
// language's place in the file, beside the policy's other problems, sorted with them; a message
// file in the file's folder (its site folder) supplies the language. Before, validate FILE said
// "valid", and build reported the language only once the policy had no other problem.
func TestValidateFileLanguageWithoutMessages(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "policy.toml")
	pol := spanishPolicy(t)
	if err := os.WriteFile(file, []byte(pol), 0o644); err != nil {
		t.Fatal(err)
	}
	line := 1 + slices.Index(strings.Split(pol, "\n"), `languages = ["en", "es"]`)
	msg := `site.languages[1]: "es" has no messages: sitegen has them for de, en, fr, pl, and the site folder has no locales/es/messages.es.toml (want one of those languages, or that file)`
	want := itoa(line) + ":20: " + msg

	code, out, _ := runSitegen("validate", file)
	if got := problemLines(out); code != exitFailure || !slices.Equal(got, []string{file + ":" + want}) {
		t.Errorf("validate FILE: exit %d, output:\n%s\nwant exit 1 and %s:%s", code, out, file, want)
	}
	var stdout, stderr bytes.Buffer
	code = run(context.Background(), []string{"validate", "-"}, strings.NewReader(pol), &stdout, &stderr)
	if got := problemLines(stdout.String()); code != exitFailure || !slices.Equal(got, []string{"<stdin>:" + want}) {
		t.Errorf("validate -: exit %d, output:\n%s", code, stdout.String())
	}

	// The same line from build, whose site folder is the file's folder.
	for _, f := range []string{"about", "fetching", "data"} {
		for _, lang := range []string{"en", "es"} {
			if err := os.MkdirAll(filepath.Join(dir, "locales", lang), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "locales", lang, f+".md"), []byte("Text.\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	code, _, errs := runSitegen("build", "--dir", dir, "--out", filepath.Join(t.TempDir(), "out"))
	if got := problemLines(errs); code != exitFailure || !slices.Equal(got, []string{filepath.ToSlash(dir) + "/policy.toml:" + want}) {
		t.Errorf("build: exit %d, stderr:\n%s\nwant exit 1 and the same problem", code, errs)
	}

	// Beside another problem, in the order of the file, from validate FILE, validate --dir and
	// build alike.
	broken := strings.Replace(pol, `min_interval = "1s"`, `min_interval = "-1s"`, 1)
	if err := os.WriteFile(file, []byte(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"validate", file}, {"validate", "--dir", dir}, {"build", "--dir", dir}} {
		code, out, errs := runSitegen(args...)
		got := problemLines(out + errs)
		if code != exitFailure || len(got) != 2 || !strings.HasSuffix(got[0], want) || !strings.Contains(got[1], "limits.min_interval") {
			t.Errorf("%s: exit %d, output:\n%s\nwant exit 1, %s first, then limits.min_interval", strings.Join(args, " "), code, out+errs, want)
		}
	}

	// A message file of the site folder supplies the language: the problem is gone.
	if err := os.WriteFile(file, []byte(pol), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "locales/es/messages.es.toml"), []byte("[page]\ntitle = \"x\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, _ := runSitegen("validate", file); code != exitOK || strings.Contains(out, "has no messages") {
		t.Errorf("validate FILE with locales/es/messages.es.toml beside it: exit %d, output:\n%s", code, out)
	}
}

// TestNotOwnAndTemplateRunBesidePolicyErrors (new-user trial 12, finding 12): a site.not_own
// entry that names a file every build writes, and a site template that parses but fails when it
// runs, are reported by validate --dir, build and check beside a policy error and the prose's
// problems, in one run; the not_own entry at its place, sorted among the policy's problems, and
// by validate FILE too. Before, both were found only once the policy was valid.
func TestNotOwnAndTemplateRunBesidePolicyErrors(t *testing.T) {
	dir, want := brokenSite(t)
	file := filepath.Join(dir, "policy.toml")
	pol := readFile(t, file)
	if !strings.Contains(pol, "\nexample = true\n") {
		t.Fatal("examples/gmina-bot/policy.toml: no example = true to add not_own after")
	}
	pol = strings.Replace(pol, "\nexample = true\n", "\nexample = true\nnot_own = [\"CNAME\", \"static/style.css\"]\n", 1)
	if err := os.WriteFile(file, []byte(pol), 0o644); err != nil {
		t.Fatal(err)
	}
	// The policy error is one line further down now.
	line := 1 + slices.Index(strings.Split(pol, "\n"), `not_own = ["CNAME", "static/style.css"]`)
	want[0] = regexp.MustCompile(`^policy\.toml:\d+:`).ReplaceAllString(want[0], "policy.toml:"+itoa(1+slices.Index(strings.Split(pol, "\n"), "concurrency = 0"))+":")
	notOwn := "policy.toml:" + itoa(line) + ":21: site.not_own[1]: \"static/style.css\" is a file the build writes (not_own names files in the output that the site does not produce, e.g. CNAME)"
	tmpl := readFile(t, "templates/page.md.tmpl")
	if err := os.MkdirAll(filepath.Join(dir, "templates"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "templates/page.md.tmpl"), []byte("{{.Nope}}\n"+tmpl), 0o644); err != nil {
		t.Fatal(err)
	}
	all := []string{filepath.ToSlash(dir) + "/" + notOwn}
	for _, l := range want {
		all = append(all, filepath.ToSlash(dir)+"/"+l)
	}
	for _, lang := range []string{"pl", "en", "de", "fr"} {
		all = append(all, `templates/page.md.tmpl: `+lang+`: template: page.md.tmpl:1:2: executing "page.md.tmpl" at <.Nope>: can't evaluate field Nope in type generator.Page`)
	}
	for _, c := range []struct {
		args   []string
		stdout bool
	}{
		{[]string{"validate", "--dir", dir}, true},
		{[]string{"build", "--dir", dir}, false},
		{[]string{"check", "--dir", dir}, true},
	} {
		code, stdout, stderr := runSitegen(c.args...)
		got := stderr
		if c.stdout {
			got = stdout
		}
		if lines := problemLines(got); code != exitFailure || !slices.Equal(lines, all) {
			t.Errorf("%s: exit %d, problems:\n%s\nwant exit 1 and:\n%s", strings.Join(c.args, " "), code, strings.Join(lines, "\n"), strings.Join(all, "\n"))
		}
	}
	// validate FILE: FILE's folder is a site folder (it has templates/), whose templates are
	// checked as build checks them (class15).
	code, out, _ := runSitegen("validate", file)
	if lines := problemLines(out); code != exitFailure || len(lines) != 6 || lines[0] != filepath.Join(dir, notOwn) || !slices.Equal(lines[2:], all[len(all)-4:]) {
		t.Errorf("validate FILE: exit %d, output:\n%s\nwant exit 1, %s first, the templates' four lines last", code, out, filepath.Join(dir, notOwn))
	}
}

// TestDateUnchangedSinceLastCommit (new-user trial 12, finding 24): build and check warn, at
// site.last_changed, when policy.toml states something other than its last commit but its date
// of last change is the committed one (the pages and the page of changes would date the new
// values by the old date); --strict makes it an error. A new date, or an edit of comments only,
// gives no warning.
func TestDateUnchangedSinceLastCommit(t *testing.T) {
	base := readFile(t, "examples/feed-reader/policy.toml")
	files := map[string]string{}
	prose, err := filepath.Glob("examples/feed-reader/locales/*/*.md")
	if err != nil || len(prose) == 0 {
		t.Fatalf("examples/feed-reader: no prose (%v)", err)
	}
	for _, f := range prose {
		files[strings.TrimPrefix(filepath.ToSlash(f), "examples/feed-reader/")] = readFile(t, f)
	}
	dir := diffRepo(t, base, files)
	head, err := exec.Command("git", "-C", dir, "rev-parse", "HEAD").Output()
	if err != nil {
		t.Fatal(err)
	}
	rev := string(head[:12])
	line := 1 + slices.Index(strings.Split(base, "\n"), "last_changed = 2026-12-01")
	warning := "policy.toml:" + itoa(line) + ":1: warning: site.last_changed: policy.toml changed since its last commit (" + rev + "), but site.last_changed is still 2026-12-01: the pages, ips.json and the page of changes would date the new values by it (write the date of this change)"
	write := func(s string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, "policy.toml"), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	env := "SOURCE_DATE_EPOCH"
	t.Setenv(env, "1796428800") // 2026-12-05, after both dates
	slower := strings.Replace(base, `every = "30m"`, `every = "45m"`, 1)
	if slower == base {
		t.Fatal(`examples/feed-reader/policy.toml: no every = "30m" to change`)
	}
	write(slower)
	code, _, errs := runSitegen("build")
	if code != exitOK || !strings.Contains(errs, warning+"\n") {
		t.Errorf("build: exit %d, stderr:\n%s\nwant exit 0 and:\n%s", code, errs, warning)
	}
	code, out, errs := runSitegen("check")
	if code != exitOK || !strings.Contains(errs, warning+"\n") {
		t.Errorf("check: exit %d, stdout:\n%s\nstderr:\n%s\nwant exit 0 and:\n%s", code, out, errs, warning)
	}
	code, _, errs = runSitegen("build", "--strict")
	if want := strings.Replace(warning, ": warning: ", ": ", 1); code != exitFailure || !strings.Contains(errs, want+"\n") {
		t.Errorf("build --strict: exit %d, stderr:\n%s\nwant exit 1 and:\n%s", code, errs, want)
	}
	for name, s := range map[string]string{
		"a new date":    strings.Replace(slower, "last_changed = 2026-12-01", "last_changed = 2026-12-02", 1),
		"comments only": "# A comment.\n" + base,
	} {
		write(s)
		if code, _, errs := runSitegen("build"); code != exitOK || strings.Contains(errs, "site.last_changed") {
			t.Errorf("%s: build: exit %d, stderr:\n%s\nwant exit 0 and no warning at site.last_changed", name, code, errs)
		}
	}
}
