package generator

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/sitegen-dev/sitegen/policy"
)

// Check compares a build with the folder out and returns one finding per difference, sorted: a
// file that differs ("DIR/de/index.html: stale (sitegen build writes it again)", with the first line
// that differs where it is text: firstDifferingLine), one that is missing ("…: missing (run sitegen build)") and one that
// the build does not produce ("…: not produced by this policy", with what to do: list it in site.not_own or remove it). Files declared not the site's
// own are left alone. A missing folder is one finding.
func Check(out fs.FS, outName string, files Files, notOwn []string) ([]string, error) {
	if _, err := fs.Stat(out, "."); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return []string{outName + ": missing (run sitegen build)"}, nil
		}
		return nil, err
	}
	var findings []string
	// What the folder holds, without following anything: a build writes regular files only, so a
	// symbolic link (to a copy outside, say) or a FIFO in a file's place is a finding of its own,
	// and neither is read (a FIFO would block check).
	onDisk := map[string]fs.DirEntry{}
	err := fs.WalkDir(out, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			onDisk[p] = d
		}
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		return []string{outName + ": missing (run sitegen build)"}, nil
	}
	if err != nil {
		return nil, err
	}
	buf := make([]byte, compareBlock)
	for _, p := range files.Paths() {
		name := path.Join(outName, p)
		d, ok := onDisk[p]
		if !ok {
			findings = append(findings, name+": missing (run sitegen build)")
			continue
		}
		same, err := sameFile(out, p, d, files[p], buf)
		var nr *policy.NotRegularError
		if errors.As(err, &nr) {
			findings = append(findings, name+": "+nr.Reason())
			continue
		}
		if err != nil {
			return nil, err
		}
		if !same {
			f := name + ": stale (sitegen build writes it again)"
			if line := firstDifferingLine(out, p, d, files[p]); line != "" {
				f += ": " + line
			}
			findings = append(findings, f)
		}
	}
	for p := range onDisk {
		if _, ok := files[p]; !ok && !slices.Contains(notOwn, p) {
			findings = append(findings, shownName(path.Join(outName, p))+": not produced by this policy (build will not replace a folder that holds it: to keep it, list it in site.not_own; otherwise remove it)")
		}
	}
	slices.Sort(findings)
	return findings, nil
}

// shownName is a file's name as a finding prints it: quoted (Go syntax) when it holds a line
// break or another character no text may show (policy.FindUnsafeInLine), so that a file named
// "x\n::error::…" cannot forge a line of the report a CI log or a terminal shows.
func shownName(name string) string {
	if _, ok := policy.FindUnsafeInLine(name); ok {
		return strconv.Quote(name)
	}
	return name
}

// unsafeName is the problem of a site's file whose name holds a line break or a control character
// (c): the name is printed by every report that lists the file.
func unsafeName(name string, c policy.UnsafeCharacter) string {
	return fmt.Sprintf("%s: the file's name holds U+%04X at character %d, which would break the lines of every report that names it: rename the file", strconv.Quote(name), c.Rune, c.At)
}

// sameFile reports whether the file p of out, found as d, holds exactly want. Only a regular file
// is read (anything else is a *policy.NotRegularError), and only when its size is want's: a file
// of another size is stale whatever it holds, however large it is. It is compared a block at a
// time, read into buf (of compareBlock bytes, one for all the files compared), not read whole:
// the pages are a build's largest allocations after their own.
func sameFile(out fs.FS, p string, d fs.DirEntry, want, buf []byte) (bool, error) {
	if !d.Type().IsRegular() {
		return false, &policy.NotRegularError{Name: p, Mode: d.Type()}
	}
	info, err := d.Info()
	if err != nil {
		return false, err
	}
	if info.Size() != int64(len(want)) {
		return false, nil
	}
	f, err := out.Open(p)
	if err != nil {
		return false, err
	}
	defer f.Close()
	buf = buf[:min(len(want)+1, len(buf))]
	for {
		n, err := io.ReadFull(f, buf)
		if n > len(want) || !bytes.Equal(buf[:n], want[:n]) {
			return false, nil
		}
		want = want[n:]
		switch {
		case err == io.EOF || err == io.ErrUnexpectedEOF:
			return len(want) == 0, nil
		case err != nil:
			return false, err
		}
	}
}

// firstDifferingLine names the first line in which the file p of out, found as d, differs from
// want, the build's: 'line 140 is "Last updated: 1 December 2026.", the build writes "Last updated:
// 5 December 2026."', so that a stale page says what is stale (new-user trial 20, finding 14: a
// later SOURCE_DATE_EPOCH re-dated every page, and check named eight files and no reason). Each
// side is shown from a little before the first byte that differs, at most lineShown bytes, quoted
// (Go syntax), so that no line of the file can forge a line of the report. Only a text file of at
// most twice want's size and 64 KiB more is read (a file of 8 GB is stale without being read, as
// sameFile leaves it); "" where none is, or where the file cannot be read.
func firstDifferingLine(out fs.FS, p string, d fs.DirEntry, want []byte) string {
	info, err := d.Info()
	if err != nil || info.Size() > 2*int64(len(want))+64<<10 || bytes.IndexByte(want, 0) >= 0 {
		return ""
	}
	got, err := fs.ReadFile(out, p)
	if err != nil || bytes.IndexByte(got, 0) >= 0 {
		return ""
	}
	at := 0
	for at < len(got) && at < len(want) && got[at] == want[at] {
		at++
	}
	n := bytes.Count(want[:at], []byte("\n")) + 1
	start := bytes.LastIndexByte(want[:at], '\n') + 1
	excerpt := func(b []byte) string {
		if len(b) < start {
			return ""
		}
		line := b[start:]
		if i := bytes.IndexByte(line, '\n'); i >= 0 {
			line = line[:i]
		}
		from := max(0, at-start-lineShown/2)
		for from > 0 && from < len(line) && !utf8.RuneStart(line[from]) {
			from--
		}
		to := min(len(line), from+lineShown)
		for to < len(line) && !utf8.RuneStart(line[to]) {
			to++
		}
		shown := strconv.Quote(string(line[from:to]))
		if from > 0 {
			shown = "…" + shown
		}
		if to < len(line) {
			shown += "…"
		}
		return shown
	}
	switch {
	case at >= len(got):
		return fmt.Sprintf("the file ends at line %d, where the build writes %s", n, excerpt(want))
	case at >= len(want):
		return fmt.Sprintf("line %d is %s, where the build's file ends", n, excerpt(got))
	}
	return fmt.Sprintf("line %d is %s, the build writes %s", n, excerpt(got), excerpt(want))
}

// lineShown is how much of a differing line firstDifferingLine shows, in bytes.
const lineShown = 80

// compareBlock is the size of the block sameFile compares at a time.
const compareBlock = 32 << 10

// Verify runs the proofs a build relies on but does not need to render: every published value of
// the policy stated on every page (see Coverage), and the messages the build used complete in the
// site's languages (see Messages.Check: what the site overrides or adds; sitegen's own messages
// are proven by TestMessagesComplete). dir names the output folder in findings.
func Verify(res *Result, dir string) []string {
	langs := res.Policy.Site.Languages
	findings := res.messages.checkSite(langs)
	values, err := decodeValues(res.Files["policy.json"])
	if err != nil {
		return append(findings, "policy.json: "+err.Error())
	}
	// The languages' pages are checked at once, against policy.json decoded once; their findings
	// are in language order, as a sequential check's.
	perLang := make([][]string, len(langs))
	var wg sync.WaitGroup
	for i, lang := range langs {
		wg.Go(func() {
			perLang[i] = values.coverage(path.Join(dir, lang, "index.html"), lang, langs,
				res.Files[lang+"/index.html"], res.Files[lang+"/index.md"])
		})
	}
	wg.Wait()
	return append(findings, res.placeUnstated(slices.Concat(perLang...))...)
}

// placeUnstated turns the findings of a value that no page states ("DIR/en/index.html: no
// element states /limits/interval_unit (requests)", one per language) into one problem at the
// line of policy.toml that writes the value, with its key path and the languages: the pages were
// not written, and the line is what the operator can look at (accessibility trial 20, finding 4).
// Other findings, and all of them where the build read no file, are kept as they are.
func (res *Result) placeUnstated(findings []string) []string {
	if len(res.source) == 0 {
		return findings
	}
	const marker = ": no element states "
	type unstated struct {
		ptr, value string
		langs      []string
	}
	var out []string
	var order []*unstated
	byPtr := map[string]*unstated{}
	for _, f := range findings {
		file, rest, ok := strings.Cut(f, marker)
		ptr, value, ok2 := strings.Cut(rest, " (")
		if !ok || !ok2 || !strings.HasSuffix(value, ")") {
			out = append(out, f)
			continue
		}
		u := byPtr[ptr]
		if u == nil {
			u = &unstated{ptr: ptr, value: strings.TrimSuffix(value, ")")}
			byPtr[ptr] = u
			order = append(order, u)
		}
		u.langs = append(u.langs, path.Base(path.Dir(file)))
	}
	var placed policy.Problems
	for _, u := range order {
		msg := fmt.Sprintf("no page (%s) states its value (%s), as every published value must be: this sitegen cannot state it as written; please report it", strings.Join(u.langs, ", "), u.value)
		placed = append(placed, policy.ProblemAtPointer(res.source, res.policyFile, u.ptr, msg))
	}
	placed.Sort()
	for _, pr := range placed {
		out = append(out, pr.String())
	}
	return out
}
