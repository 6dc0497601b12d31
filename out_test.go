package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Test_m18CheckRefusesAFolderNoBuildWrote is defect m18 of the hostile trial: check --out walked
// any folder (--out / listed the machine's files, or failed in /proc). A folder that no build
// wrote is one finding, and nothing in it is listed.
func Test_m18CheckRefusesAFolderNoBuildWrote(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{dir, "/"} {
		code, stdout, stderr := runSitegen("check", "--dir", "examples/triple-fetchers", "--out", out)
		if code != exitFailure {
			t.Errorf("--out %s: exit %d, want 1\n%s%s", out, code, stdout, stderr)
		}
		if want := out + ": it holds files, but not a site that sitegen built"; !strings.HasPrefix(stdout, want) || strings.Count(stdout, "\n") != 1 {
			t.Errorf("--out %s: got\n%s%s\nwant the one line %q…", out, stdout, stderr, want)
		}
	}
}

// Test_m3ProblemsPrintedCapped is defect m3 of the hostile trial: a file of millions of unknown
// keys printed hundreds of megabytes of problems. At most 100 are printed, then how many more.
func Test_m3ProblemsPrintedCapped(t *testing.T) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for i := range 5000 {
		fmt.Fprintf(&b, "key%d = 1\n", i)
	}
	src := strings.Replace(string(base), "[operator]\n", "[operator]\n"+b.String(), 1)
	file := filepath.Join(t.TempDir(), "policy.toml")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, _ := runSitegen("validate", file)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	if code != exitFailure || len(lines) != 101 || lines[100] != "… and 4900 more (fix these first; sitegen prints at most 100)" {
		t.Errorf("exit %d, %d lines, the last %q", code, len(lines), lines[len(lines)-1])
	}
}

// Test_m15SourceDateEpochMalformed is defect m15 of the hostile trial: a malformed
// SOURCE_DATE_EPOCH was a usage error (exit 2, "Run 'sitegen build --help'"). It is a failure
// that says what the variable must hold.
func Test_m15SourceDateEpochMalformed(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	for _, v := range []string{"abc", "-1", "1.5", "18446744073709551616", "0x10", "253402300800"} {
		t.Setenv("SOURCE_DATE_EPOCH", v)
		code, _, stderr := runSitegen("build", "--dir", "examples/triple-fetchers", "--out", out)
		if code != exitFailure || !strings.Contains(stderr, "SOURCE_DATE_EPOCH=") || strings.Contains(stderr, "--help") {
			t.Errorf("SOURCE_DATE_EPOCH=%s: exit %d, %q; want exit 1 and an error that names it", v, code, stderr)
		}
	}
}

// Test_m21ValidateReadsStandardInput is a defect of m21 of the hostile trial: validate - was not
// supported (robots test reads "-"). It reads standard input, bounded as a file is.
func Test_m21ValidateReadsStandardInput(t *testing.T) {
	base, err := os.ReadFile("examples/triple-fetchers/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"validate", "-"}, bytes.NewReader(base), &out, &errb)
	if code != exitOK || out.String() != "<stdin>: valid\n" {
		t.Errorf("validate - of a valid policy: exit %d, %q %q", code, out.String(), errb.String())
	}
	out.Reset()
	code = run(context.Background(), []string{"validate", "-"}, io.LimitReader(zeros{}, 64<<20), &out, &errb)
	if code != exitFailure || out.String() != "<stdin>: larger than 4 MiB, the most sitegen reads of a policy (the largest example has 15 KiB)\n" {
		t.Errorf("validate - of endless zeros: exit %d, %q", code, out.String())
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// Test_m21DiffBesideABadMessageFile is a defect of m21 of the hostile trial: diff failed (exit
// 2) in a folder whose locales/ held a bad message file. The review uses sitegen's own messages,
// so the site's files do not matter to it; it says that they changed.
func Test_m21DiffBesideABadMessageFile(t *testing.T) {
	base, err := os.ReadFile("testdata/m7/base.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := diffRepo(t, string(base), map[string]string{"locales/en/bad.en.toml": "this is = = not TOML [\n"})
	if err := os.WriteFile(filepath.Join(dir, "locales", "en", "worse.toml"), []byte("\x00\x01"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runSitegen("diff", "HEAD:policy.toml", "policy.toml")
	if code != exitFailure || !strings.Contains(stdout, "locales/en/worse.toml") {
		t.Errorf("exit %d, want 1 (the overrides changed)\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
}

// Test_h9SourceDateEpochWithASign (hostile trial 2, H9): SOURCE_DATE_EPOCH is decimal digits
// (reproducible-builds.org); "+1796000000" was read as 1796000000.
func Test_h9SourceDateEpochWithASign(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	t.Setenv("SOURCE_DATE_EPOCH", "+1796000000")
	code, _, stderr := runSitegen("build", "--dir", "examples/triple-fetchers", "--out", out)
	if want := `sitegen: SOURCE_DATE_EPOCH="+1796000000" is not a number of seconds since 1970`; code != exitFailure || !strings.HasPrefix(stderr, want) {
		t.Errorf("exit %d, %q; want exit 1 and %q", code, stderr, want)
	}
}
