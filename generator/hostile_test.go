package generator

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
	"github.com/yuin/goldmark"
)

// buildEdited builds the gazette-bot example with the edits (old, new) applied to its policy.toml.
func buildEdited(t *testing.T, edits ...[2]string) *Result {
	t.Helper()
	return buildExampleEdited(t, "gazette-bot", edits...)
}

// buildExampleEdited builds an example with the edits (old, new) applied to its policy.toml.
func buildExampleEdited(t *testing.T, example string, edits ...[2]string) *Result {
	t.Helper()
	dir := filepath.Join("..", "examples", example)
	src, err := os.ReadFile(filepath.Join(dir, "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range edits {
		if e[0] == "" { // an addition at the end
			src = append(src, e[1]...)
			continue
		}
		if bytes.Count(src, []byte(e[0])) != 1 {
			t.Fatalf("%s does not hold %s once", dir, e[0])
		}
		src = bytes.Replace(src, []byte(e[0]), []byte(e[1]), 1)
	}
	opts := defaults()
	opts.Site = overlay{fstest.MapFS{"policy.toml": {Data: src}}, os.DirFS(dir)}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// Test_m11MailtoEncoded: the mailto link goes to the address shown (RFC 6068 §2), in the HTML
// page and in the Markdown one; "?", "#", "%" and "=" of the address are percent-encoded.
func Test_m11MailtoEncoded(t *testing.T) {
	tests := []struct{ email, href string }{
		{"a?cc=evil@gazette.example", "mailto:a%3Fcc%3Devil@gazette.example"},
		{"a#x@gazette.example", "mailto:a%23x@gazette.example"},
		{"a%40b@gazette.example", "mailto:a%2540b@gazette.example"},
		{"a&b+c@gazette.example", "mailto:a%26b+c@gazette.example"},
		{"contact@gazette.example", "mailto:contact@gazette.example"},
	}
	for _, tt := range tests {
		res := buildEdited(t, [2]string{`email = "contact@gazette.example"`, `email = "` + tt.email + `"`})
		for _, lang := range []string{"en", "de", "fr", "pl"} {
			html, md := string(res.Files[lang+"/index.html"]), string(res.Files[lang+"/index.md"])
			if want := `href="` + strings.ReplaceAll(tt.href, "&", "&amp;") + `"`; !strings.Contains(html, want) {
				t.Errorf("%s/index.html for %s lacks %s", lang, tt.email, want)
			}
			if strings.Contains(html, `href="mailto:`+strings.ReplaceAll(tt.email, "&", "&amp;")+`"`) && tt.href != "mailto:"+tt.email {
				t.Errorf("%s/index.html for %s links the address unencoded", lang, tt.email)
			}
			if want := "](<" + tt.href + ">)"; !strings.Contains(md, want) {
				t.Errorf("%s/index.md for %s lacks %s", lang, tt.email, want)
			}
		}
	}
}

// Test_m27EntitiesInLabels: an entity reference in a label is text, shown as written on the HTML
// page and in the Markdown page (which CommonMark would otherwise decode).
func Test_m27EntitiesInLabels(t *testing.T) {
	res := buildEdited(t, [2]string{`en = "Peak hours of municipal websites"`, `en = "AT&amp;T &#xAB; &copy; R&D"`})
	html, md := string(res.Files["en/index.html"]), string(res.Files["en/index.md"])
	if want := `AT&amp;amp;T &amp;#xAB; &amp;copy; R&amp;D`; !strings.Contains(html, want) {
		t.Errorf("en/index.html lacks %s", want)
	}
	// "#" is escaped anyway, which already keeps "&#xAB;" from being read as a reference. (A
	// decimal reference, "&#65;", states a number, which no label may: H21.)
	if want := `AT\&amp;T &\#xAB; \&copy; R&D`; !strings.Contains(md, want) {
		t.Errorf("en/index.md lacks %s", want)
	}
	// Read as CommonMark, the Markdown page shows what the HTML page shows.
	var rendered bytes.Buffer
	if err := goldmark.Convert([]byte(md), &rendered); err != nil {
		t.Fatal(err)
	}
	if want := `AT&amp;amp;T &amp;#xAB; &amp;copy; R&amp;D`; !strings.Contains(rendered.String(), want) {
		t.Errorf("en/index.md read as CommonMark lacks %s", want)
	}
	if strings.Contains(md, `AT&amp;T`) && !strings.Contains(md, `AT\&amp;T`) {
		t.Error("en/index.md holds the entity unescaped")
	}
}

// Test_m24WindowsWithDays: days that wrap around the week read as one run in week order ("Sat–Tue",
// not "Mon and Tue, Sat and Sun"), and a span across midnight on given days says that it starts on
// each of those days and ends on the next (the hostile trial's m24), in every language; French says
// "le lendemain" after the run of days, which a French reader takes for each day of the run.
func Test_m24WindowsWithDays(t *testing.T) {
	tests := []struct {
		name  string
		edits [][2]string
		want  map[string]string // language → the window's sentence in index.md
	}{
		{
			name:  "overnight, sat-tue",
			edits: [][2]string{{"hours = [\"22:00-06:00\"]\novernight = true", "days = \"sat-tue\"\nhours = [\"22:00-06:00\"]\novernight = true"}},
			want: map[string]string{
				"en": "Larger downloads: preferably Sat–Tue, from 22:00 on each of these days until 06:00 the following day.",
				"de": "Größere Downloads: vorzugsweise Sa–Di, jeweils von 22:00\u00a0Uhr bis 6:00\u00a0Uhr am Folgetag.",
				"fr": "Téléchargements volumineux\u202f: de préférence du sam. au mar., de 22\u00a0h à 6\u00a0h le lendemain.",
				"pl": "Pobieranie większej ilości danych: w miarę możliwości sob.–wt., od 22:00 w każdy z tych dni do 6:00 następnego dnia.",
			},
		},
		{
			name:  "daytime, sun-mon and wed",
			edits: [][2]string{{"hours = [\"22:00-06:00\"]\novernight = true", "days = \"wed,sun-mon\"\nhours = [\"10:00-12:00\"]"}},
			want: map[string]string{
				"en": "Larger downloads: preferably Sun and Mon, Wed, 10:00–12:00.",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := buildExampleEdited(t, "gmina-bot", tt.edits...)
			for lang, want := range tt.want {
				md := string(res.Files[lang+"/index.md"])
				line := ""
				for _, l := range strings.Split(md, "\n") {
					if label := strings.FieldsFunc(want, func(r rune) bool { return r == ':' || r == '\u00a0' || r == '\u202f' })[0]; strings.HasPrefix(strings.TrimPrefix(l, "- "), strings.TrimSpace(label)) {
						line = strings.TrimPrefix(l, "- ")
					}
				}
				if line != want {
					t.Errorf("%s/index.md says\n%q\nwant\n%q", lang, line, want)
				}
			}
		})
	}
}

// TestNewcomerAgentsOfLimitsAndWindows: with several crawlers, the page says which crawler the
// general limits, quotas and windows apply to (every one: policy.Effective), as the hostile
// trial's newcomer missed; with one crawler it names none. One general limit is "this limit".
func TestNewcomerAgentsOfLimitsAndWindows(t *testing.T) {
	added := [2]string{"", "\n[limits]\nmin_interval = \"5s\"\ninterval_key = \"hostname\"\n\n[windows.night]\nkind = \"preferred\"\nlabel = { en = \"Night\", de = \"Nacht\", fr = \"Nuit\", pl = \"Noc\" }\nhours = [\"22:00-06:00\"]\novernight = true\n"}
	res := buildExampleEdited(t, "triple-fetchers", added)
	want := map[string][]string{
		"en": {
			"This limit applies separately to each crawler on this page: `ExampleWatch`, `ExampleWorkflow` and `ExampleFetch`.",
			"These windows apply to the requests of every crawler on this page: `ExampleWatch`, `ExampleWorkflow` and `ExampleFetch`.",
		},
		"de": {
			"Dieses Limit gilt für jeden Crawler auf dieser Seite einzeln: `ExampleWatch`, `ExampleWorkflow` und `ExampleFetch`.",
			"Diese Zeitfenster gelten für die Anfragen aller Crawler auf dieser Seite: `ExampleWatch`, `ExampleWorkflow` und `ExampleFetch`.",
		},
		"fr": {
			"Cette limite s’applique séparément à chacun des robots présentés sur cette page\u202f: `ExampleWatch`, `ExampleWorkflow` et `ExampleFetch`.",
			"Ces plages horaires s’appliquent aux requêtes de tous les robots présentés sur cette page\u202f: `ExampleWatch`, `ExampleWorkflow` et `ExampleFetch`.",
		},
		"pl": {
			"Ten limit dotyczy osobno każdego z robotów opisanych na tej stronie: `ExampleWatch`, `ExampleWorkflow` i `ExampleFetch`.",
			"Podane tu godziny dotyczą żądań wszystkich robotów opisanych na tej stronie: `ExampleWatch`, `ExampleWorkflow` i `ExampleFetch`.",
		},
	}
	for lang, lines := range want {
		md := string(res.Files[lang+"/index.md"])
		for _, line := range lines {
			if !strings.Contains(md, "\n"+line+"\n") {
				t.Errorf("%s/index.md lacks the line\n%s", lang, line)
			}
		}
	}
	one := buildExampleEdited(t, "gmina-bot")
	if md := string(one.Files["en/index.md"]); strings.Contains(md, "every crawler on this page") {
		t.Error("with one crawler, en/index.md still names every crawler")
	}
}

// Test_m20ProseAndMessageMessages: the messages of §3.9 of the hostile trial that the site's prose
// and message overrides get, each saying what is wrong where it is wrong: a folder in a prose
// file's place is one problem (not also "missing"), braces around a literal are named as such,
// and an English override that drops placeholders is blamed on itself, not on the languages
// that keep them.
func Test_m20ProseAndMessageMessages(t *testing.T) {
	dir := filepath.Join("..", "examples", "gazette-bot")
	build := func(files fstest.MapFS) (*Result, error) {
		opts := defaults()
		opts.Site = overlay{files, os.DirFS(dir)}
		return Build(opts)
	}
	problems := func(err error) []string {
		var be *BuildError
		if !errors.As(err, &be) {
			t.Fatalf("Build error is %T (%v), want *BuildError", err, err)
		}
		return be.Problems
	}
	tests := []struct {
		name  string
		files fstest.MapFS
		want  []string
	}{
		{"prose file is a folder", fstest.MapFS{"locales/en/about.md/x": {Data: []byte("x")}}, []string{
			"locales/en/about.md: is a folder (want a Markdown file)",
		}},
		{"braces around a literal", fstest.MapFS{"locales/en/about.md": {Data: []byte("We count {{{{x}}}} here.\n")}}, []string{
			`locales/en/about.md:1:10: a literal holds no braces: "{{" opens it and "}}" closes it (write {{x}})`,
		}},
	}
	for _, tt := range tests {
		_, err := build(tt.files)
		if err == nil {
			t.Errorf("%s: Build succeeded, want %q", tt.name, tt.want)
			continue
		}
		if diff := cmp.Diff(tt.want, problems(err)); diff != "" {
			t.Errorf("%s: problems (-want +got):\n%s", tt.name, diff)
		}
	}
	res, err := build(fstest.MapFS{"locales/en/over.en.toml": {Data: []byte("[limits]\nmin_interval = \"At most one request now.\"\n")}})
	if err != nil {
		t.Fatal(err)
	}
	var messages []string
	for _, f := range Verify(res, "public") {
		if strings.HasPrefix(f, "locales/") {
			messages = append(messages, f)
		}
	}
	want := []string{
		`locales/en/over.en.toml: message "limits.min_interval" has no placeholders, but sitegen's English message has {{.Interval}} and {{.Key}} (an override keeps every placeholder of the original: each states a policy value)`,
	}
	if diff := cmp.Diff(want, messages); diff != "" {
		t.Errorf("findings about messages (-want +got):\n%s", diff)
	}
}

// Test_h1MarkdownHeadingsEscaped (hostile trial 2, H1): the Markdown page escapes every heading
// as it escapes a value in running text: the page's title, a category of site's label in its
// heading, and a site's message override of a heading, so that no label becomes markup (raw HTML,
// a link, a heading of its own).
func Test_h1MarkdownHeadingsEscaped(t *testing.T) {
	evil := `<img src=x onerror=alert(document.domain)> *bold* [l](https://e.example/) # | x`
	res := buildEdited(t,
		[2]string{`en = "GazetteBot", de`, `en = "` + evil + `", de`},
		[2]string{`en = "Municipal websites"`, `en = "` + evil + `"`},
	)
	md := string(res.Files["en/index.md"])
	want := `\<img src=x onerror=alert(document.domain)\> \*bold\* \[l\](https://e.example/) \# \| x`
	if first, _, _ := strings.Cut(md, "\n"); !strings.HasPrefix(first, "# "+want) {
		t.Errorf("the Markdown page's title is %q, want it to start with %q", first, "# "+want)
	}
	if !strings.Contains(md, "\n### "+want+"\n") {
		t.Errorf("the Markdown page lacks the heading %q", "### "+want)
	}
	if strings.Count(md, "<img") != strings.Count(md, `\<img`) {
		t.Errorf("the Markdown page holds raw HTML:\n%s", md)
	}
}

// Test_h16UnsafeCharactersInMessageOverrides (hostile trial 2, H16): a site's message override
// holds none of the characters that the policy's strings and the prose may not (bidi controls,
// control characters): a RIGHT-TO-LEFT OVERRIDE as the group separator would reverse every number
// it groups, and one in a sentence the values after it.
func Test_h16UnsafeCharactersInMessageOverrides(t *testing.T) {
	opts := defaults()
	opts.Site = overlay{fstest.MapFS{
		"locales/en/over.en.toml": {Data: []byte("[format]\ngroup = \"\\u202e\"\n\n[page]\nfooter = \"Made \\u0007 here\"\n")},
		"locales/pl/over.pl.toml": {Data: []byte("[identification]\nintro = { one = \"a\\u2066b\", few = \"b\", many = \"c\", other = \"d\" }\n")},
	}, os.DirFS(filepath.Join("..", "examples", "gazette-bot"))}
	_, err := Build(opts)
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("Build error is %T (%v), want *BuildError", err, err)
	}
	want := []string{
		`locales/en/over.en.toml: message "format.group" holds U+202E RIGHT-TO-LEFT OVERRIDE at character 1, which would make the text around it read in another order ("\u202e"): remove it`,
		`locales/en/over.en.toml: message "page.footer" holds U+0007, a control character, at character 6 ("Made \a here"): remove it`,
		`locales/pl/over.pl.toml: message "identification.intro.one" holds U+2066 LEFT-TO-RIGHT ISOLATE at character 2, which would make the text around it read in another order ("a\u2066b"): remove it`,
	}
	if diff := cmp.Diff(want, be.Problems); diff != "" {
		t.Errorf("problems (-want +got):\n%s", diff)
	}
}

// openCounter is a file system that records which files were opened.
type openCounter struct {
	fs.FS
	opened []string
}

func (o *openCounter) Open(name string) (fs.File, error) {
	o.opened = append(o.opened, name)
	return o.FS.Open(name)
}

// Test_h20CheckReadsOnlyRegularFilesOfTheRightSize (hostile trial 2, H20): check compares what the
// output folder holds without following or blocking on anything: a file of another size is stale
// without being read (an 8 GB file made check run out of memory), and a symbolic link or a FIFO
// in a file's place is a finding even when it would read as the right bytes (a FIFO made check
// hang; a link to a copy outside the folder passed as up to date).
func Test_h20CheckReadsOnlyRegularFilesOfTheRightSize(t *testing.T) {
	files := Files{
		"a.html":    []byte("<p>a</p>"),
		"big.html":  []byte("<p>big</p>"),
		"link.html": []byte("<p>link</p>"),
		"pipe.html": []byte("<p>pipe</p>"),
	}
	out := &openCounter{FS: fstest.MapFS{
		"a.html":    {Data: []byte("<p>a</p>")},
		"big.html":  {Data: bytes.Repeat([]byte("x"), 1<<20)},
		"link.html": {Data: []byte("<p>link</p>"), Mode: fs.ModeSymlink},
		"pipe.html": {Data: []byte("<p>pipe</p>"), Mode: fs.ModeNamedPipe},
	}}
	got, err := Check(out, "public", files, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"public/big.html: stale (sitegen build writes it again)",
		"public/link.html: not a regular file (a symbolic link), so sitegen does not read it",
		"public/pipe.html: not a regular file (a named pipe), so sitegen does not read it",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Check (-want +got):\n%s", diff)
	}
	for _, name := range out.opened {
		if name == "big.html" || name == "link.html" || name == "pipe.html" {
			t.Errorf("Check opened %s", name)
		}
	}
}

// Test_h17TemplateOutputBounded (hostile trial 2, H17): a template of a few bytes can repeat
// without end, so what it writes for a page is bounded (MaxPageBytes), and the build fails with
// the template named instead of exhausting memory ({{range 30000000}} took 12 GB in a minute).
func Test_h17TemplateOutputBounded(t *testing.T) {
	line := strings.Repeat("x", 63) + "\n"
	tmpl := "{{range " + strconv.Itoa(64<<20/len(line)+1) + "}}" + line + "{{end}}" // 64 MiB and a line
	opts := defaults()
	opts.Site = overlay{fstest.MapFS{
		"templates/page.md.tmpl": {Data: []byte(tmpl)},
	}, os.DirFS(filepath.Join("..", "examples", "gazette-bot"))}
	_, err := Build(opts)
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("Build error is %T (%v), want *BuildError", err, err)
	}
	var want []string
	for _, lang := range []string{"fr", "en", "de", "pl"} {
		want = append(want, "templates/page.md.tmpl: "+lang+": the page grows past 64 MiB, the most sitegen writes of a page (does the template repeat without end?)")
	}
	if diff := cmp.Diff(want, be.Problems); diff != "" {
		t.Errorf("problems (-want +got):\n%s", diff)
	}
}

// Test_h5FileNamesCannotForgeLines (hostile trial 2, H5): a file's name with a line break was
// published (static/) or loaded (locales/), and printed raw by check and build, so that a file
// named "x\n::error file=policy.toml::…" forged a line of the report (a GitHub Actions
// annotation). A site's file so named is refused; a file in the output so named is quoted.
func Test_h5FileNamesCannotForgeLines(t *testing.T) {
	opts := defaults()
	opts.Site = overlay{fstest.MapFS{
		"static/new\nline.css":        {Data: []byte("p{}")},
		"locales/en/a\u001bb.en.toml": {Data: []byte("[page]\nfooter = \"x\"\n")},
	}, os.DirFS(filepath.Join("..", "examples", "gazette-bot"))}
	_, err := Build(opts)
	var be *BuildError
	if !errors.As(err, &be) {
		t.Fatalf("Build error is %T (%v), want *BuildError", err, err)
	}
	want := []string{`"locales/en/a\x1bb.en.toml": the file's name holds U+001B at character 13, which would break the lines of every report that names it: rename the file`}
	if diff := cmp.Diff(want, be.Problems); diff != "" {
		t.Errorf("problems with a message file (-want +got):\n%s", diff)
	}
	opts.Site = overlay{fstest.MapFS{"static/new\nline.css": {Data: []byte("p{}")}}, os.DirFS(filepath.Join("..", "examples", "gazette-bot"))}
	_, err = Build(opts)
	if !errors.As(err, &be) {
		t.Fatalf("Build error is %T (%v), want *BuildError", err, err)
	}
	want = []string{`"static/new\nline.css": the file's name holds U+000A at character 11, which would break the lines of every report that names it: rename the file`}
	if diff := cmp.Diff(want, be.Problems); diff != "" {
		t.Errorf("problems with a static file (-want +got):\n%s", diff)
	}
	got, err := Check(fstest.MapFS{"x\n::error file=policy.toml::all good": {Data: []byte("x")}}, "public", Files{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want = []string{`"public/x\n::error file=policy.toml::all good": not produced by this policy (build will not replace a folder that holds it: to keep it, list it in site.not_own; otherwise remove it)`}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Check (-want +got):\n%s", diff)
	}
}
