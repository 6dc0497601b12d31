package export

import (
	"bufio"
	"bytes"
	"encoding/json"
	"encoding/xml"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

var update = flag.Bool("update", false, "rewrite the golden files of the exports")

// exampleExports are every export of every agent of every example, with the version the tests
// give where the policy publishes none.
func exampleExports(t *testing.T) map[string]*Export {
	t.Helper()
	examplesOnce.Do(func() { examplesDone = generateExamples(t) })
	if examplesDone == nil {
		t.Fatal("the examples' exports failed (see the first test)")
	}
	return examplesDone
}

var (
	examplesOnce sync.Once
	examplesDone map[string]*Export
)

func generateExamples(t *testing.T) map[string]*Export {
	entries, err := os.ReadDir("../examples")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*Export{}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		p, err := policy.Load(os.DirFS("../examples/"+e.Name()), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range p.Agents {
			for _, f := range Formats {
				ex, err := Generate(p, f, Options{Agent: a.ID, Version: "9.9"})
				if err != nil {
					t.Errorf("%s %s %s: %v", e.Name(), a.ID, f, err)
					continue
				}
				out[e.Name()+"/"+a.ID+"/"+f.FileName()] = ex
			}
		}
	}
	return out
}

// TestGolden compares every export of every example with its golden file
// (testdata/golden/EXAMPLE/AGENT/FILE); -update rewrites them.
func TestGolden(t *testing.T) {
	for name, ex := range exampleExports(t) {
		path := filepath.Join("testdata", "golden", filepath.FromSlash(name))
		if *update {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, ex.Data, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: %v (run go test ./export -run Golden -update)", name, err)
			continue
		}
		if !bytes.Equal(want, ex.Data) {
			t.Errorf("%s: differs from its golden file (go test ./export -run Golden -update, then read git diff)", name)
		}
	}
}

// TestNothingDroppedSilently walks every leaf of each example's policy that concerns the agent
// and wants each carried by a setting of the file or listed in its header as not enforced, never
// both; the header lists each listed pointer, and the file names each carried pointer beside a
// setting.
func TestNothingDroppedSilently(t *testing.T) {
	for name, ex := range exampleExports(t) {
		ex := ex
		dir := strings.SplitN(name, "/", 2)[0]
		p, err := policy.Load(os.DirFS("../examples/"+dir), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		data, err := p.FullJSON()
		if err != nil {
			t.Fatal(err)
		}
		var doc any
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		var all []string
		Leaves(doc, "", &all)
		a, _ := p.Agents.Get(ex.Agent)
		b := &builder{p: p, a: a}
		text := string(ex.Data)
		for _, l := range all {
			if noRequest(l) || !b.concerns(l) {
				continue
			}
			carried := slices.Contains(ex.Carried, l)
			listed := slices.ContainsFunc(ex.Unenforced, func(s Statement) bool { return under(l, s.Pointer) })
			switch {
			case carried && listed:
				t.Errorf("%s: %s is both carried and listed as not enforced", name, l)
			case !carried && !listed:
				t.Errorf("%s: %s is neither carried nor listed: dropped silently", name, l)
			}
		}
		for _, s := range ex.Unenforced {
			if !strings.Contains(text, "  "+s.Pointer+": ") {
				t.Errorf("%s: the header does not list %s", name, s.Pointer)
			}
		}
		for _, c := range ex.Carried {
			if !containsPointer(text, c) {
				t.Errorf("%s: carried %s is named by no setting", name, c)
			}
		}
	}
}

// containsPointer reports whether the file names ptr, or an object ptr lies under, as a whole
// word.
func containsPointer(text, ptr string) bool {
	for p := ptr; p != ""; p = p[:strings.LastIndex(p, "/")] {
		for _, end := range []string{" ", "\n", "\",", ":"} {
			if strings.Contains(text, p+end) {
				return true
			}
		}
	}
	return false
}

// defaults reads a list of properties (testdata/*.tsv): name to type.
func defaults(t *testing.T, file string) map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		parts := strings.Split(line, "\t")
		if len(parts) != 3 {
			t.Fatalf("%s: %q is not name, type, default", file, line)
		}
		out[parts[0]] = parts[1]
	}
	return out
}

// typed reports whether value has the type of the property list.
func typed(typ, value string) bool {
	switch typ {
	case "bool":
		return value == "true" || value == "false"
	case "int":
		_, err := strconv.ParseInt(value, 10, 64)
		return err == nil
	case "float":
		_, err := strconv.ParseFloat(value, 64)
		return err == nil
	case "string":
		return true
	}
	return false
}

// TestNutchProperties checks every property of every Nutch export against nutch-default.xml's
// names and types (testdata/nutch-default.tsv).
func TestNutchProperties(t *testing.T) {
	known := defaults(t, "nutch-default.tsv")
	for name, ex := range exampleExports(t) {
		if ex.Format != Nutch {
			continue
		}
		var conf struct {
			Properties []struct {
				Name  string `xml:"name"`
				Value string `xml:"value"`
			} `xml:"property"`
		}
		if err := xml.Unmarshal(ex.Data, &conf); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(conf.Properties) == 0 {
			t.Errorf("%s: no property", name)
		}
		seen := map[string]bool{}
		for _, p := range conf.Properties {
			typ, ok := known[p.Name]
			switch {
			case !ok:
				t.Errorf("%s: %s is not a property of nutch-default.xml", name, p.Name)
			case !typed(typ, p.Value):
				t.Errorf("%s: %s = %q is not a %s", name, p.Name, p.Value, typ)
			case seen[p.Name]:
				t.Errorf("%s: %s is written twice", name, p.Name)
			}
			seen[p.Name] = true
		}
	}
}

// TestStormCrawlerProperties checks every key of every StormCrawler export against
// crawler-default.yaml's names and types (testdata/crawler-default.tsv).
func TestStormCrawlerProperties(t *testing.T) {
	known := defaults(t, "crawler-default.tsv")
	for name, ex := range exampleExports(t) {
		if ex.Format != StormCrawler {
			continue
		}
		text := string(ex.Data)
		_, body, ok := strings.Cut(text, "\nconfig:\n")
		if !ok {
			t.Fatalf("%s: no config: map", name)
		}
		seen := map[string]bool{}
		for _, line := range strings.Split(strings.TrimSuffix(body, "\n"), "\n") {
			if strings.HasPrefix(line, "  #") {
				continue
			}
			k, v, ok := strings.Cut(strings.TrimPrefix(line, "  "), ": ")
			if !ok || !strings.HasPrefix(line, "  ") {
				t.Errorf("%s: %q is not a key of config", name, line)
				continue
			}
			typ, known := known[k]
			if strings.HasPrefix(v, "\"") {
				s, err := strconv.Unquote(v)
				if err != nil {
					t.Errorf("%s: %s: %v", name, k, err)
				}
				if typ != "string" {
					t.Errorf("%s: %s = %s is a string, not a %s", name, k, v, typ)
				}
				v = s
			}
			switch {
			case !known:
				t.Errorf("%s: %s is not a key of crawler-default.yaml", name, k)
			case !typed(typ, v):
				t.Errorf("%s: %s = %q is not a %s", name, k, v, typ)
			case seen[k]:
				t.Errorf("%s: %s is written twice", name, k)
			}
			seen[k] = true
		}
	}
}

// TestScrapyParses compiles every Scrapy export with Python (Debian's /usr/bin/python3).
func TestScrapyParses(t *testing.T) {
	if _, err := os.Stat(pythonPath); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is missing (install Debian's python3-scrapy; .ci/run does)", pythonPath)
		}
		t.Skipf("%s is missing", pythonPath)
	}
	for name, ex := range exampleExports(t) {
		if ex.Format != Scrapy {
			continue
		}
		cmd := exec.Command(pythonPath, "-c", "import ast, sys; ast.parse(sys.stdin.read())")
		cmd.Stdin = bytes.NewReader(ex.Data)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", name, err, out)
		}
	}
}

// pythonPath is the Python that has Debian's python3-scrapy (the python3 first on PATH may not).
const pythonPath = "/usr/bin/python3"

// TestExamplesListedExports wants each export an example lists in policy.toml ([[exports]])
// committed as build writes it, so that check on the example passes.
func TestExamplesListedExports(t *testing.T) {
	entries, err := os.ReadDir("../examples")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		dir := "../examples/" + e.Name()
		p, err := policy.Load(os.DirFS(dir), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		for _, x := range p.Exports {
			ex, err := Generate(p, Format(x.Format), Options{Agent: x.Agent, Version: x.Version})
			if err != nil {
				t.Fatalf("%s: %v", e.Name(), err)
			}
			got, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(x.Path)))
			if err != nil || !bytes.Equal(got, ex.Data) {
				t.Errorf("examples/%s/%s is missing or stale (go run . build --dir examples/%s)", e.Name(), x.Path, e.Name())
			}
		}
	}
}

// TestScrapyStopsRunListed: Scrapy's middleware pauses but does not end a crawl, so a reaction
// that ends the run is listed as not enforced, with why, and carried by no setting.
func TestScrapyStopsRunListed(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"", "\n[[errors.reactions]]\non = [\"5xx\"]\nthreshold = 3\nconsecutive = true\nstops_run = true\nscope = \"run\"\n"})
	ex := generate(t, p, Scrapy, Options{})
	ptr := fmt.Sprintf("/errors/reactions/%d", len(p.Errors.Reactions)-1)
	want := Statement{ptr, "a reaction that ends the run: the middleware pauses, it does not end a crawl"}
	if !slices.Contains(ex.Unenforced, want) {
		t.Errorf("not listed as not enforced: %v\n%v", want, ex.Unenforced)
	}
	if slices.ContainsFunc(ex.Carried, func(c string) bool { return under(c, ptr) }) {
		t.Errorf("%s is carried by a setting: %v", ptr, ex.Carried)
	}
}

// TestScrapyOnlyWindowListed: a window some jobs run only in holds one job's requests, which
// Scrapy's settings cannot tell apart: it is listed as not enforced, with why.
func TestScrapyOnlyWindowListed(t *testing.T) {
	extra := "\n[jobs.full]\nlabel = { en = \"Full\" }\nagent = \"" + "%s" + "\"\n\n[windows.night]\nkind = \"only\"\nlabel = { en = \"Night\" }\nhours = [\"22:00-05:00\"]\novernight = true\njobs = [\"full\"]\n"
	p0 := testdataPolicy(t, conformPolicy)
	p := testdataPolicy(t, conformPolicy, [2]string{"", fmt.Sprintf(extra, p0.Agents[0].ID)})
	ex := generate(t, p, Scrapy, Options{})
	want := Statement{"/windows/night", "the only hours of some jobs: Scrapy's settings hold for the whole crawl, not for one job's requests"}
	if !slices.Contains(ex.Unenforced, want) {
		t.Errorf("not listed as not enforced: %v\n%v", want, ex.Unenforced)
	}
}

// TestScrapyPauseUntilListed: a pause that ends at a moment, not after a length, has no length for
// the middleware to set, and the middleware knows neither windows nor runs: it is listed as not
// enforced, with why, and carried by no setting. Failed before: unknown key pause_until (new-user
// trial 31, F-02: "window-opens", until the jobs' window of kind "only" next opens), "next-run" is
// not a value of pause_until (new-user trial 32, F-08: until the next run).
func TestScrapyPauseUntilListed(t *testing.T) {
	for _, c := range []struct{ name, extra, why string }{
		{"window-opens", "\n[jobs.full]\nlabel = { en = \"Full\" }\nagent = \"%s\"\nruns_per_year = { min = 1, max = 1 }\n\n[windows.night]\nkind = \"only\"\nlabel = { en = \"Night\" }\nhours = [\"22:00-05:00\"]\novernight = true\njobs = [\"full\"]\n\n[[errors.reactions]]\non = [\"5xx\"]\nthreshold = 3\nconsecutive = true\npause_until = \"window-opens\"\nscope = \"hostname\"\n", "a pause until a time window of the jobs opens (pause_until): the middleware pauses for a length, and knows no time windows"},
		{"next-run", "\n[jobs.campaign]\nlabel = { en = \"Campaign\" }\nagent = \"%s\"\nruns_per_year = { min = 1, max = 1 }\n\n[[errors.reactions]]\non = [\"429\", \"503\"]\nthreshold = 10\nconsecutive = true\npause_until = \"next-run\"\nscope = \"hostname\"\n", "a pause until the next run (pause_until = \"next-run\"): the middleware pauses for a length, and knows no runs"},
	} {
		p0 := testdataPolicy(t, conformPolicy)
		p := testdataPolicy(t, conformPolicy, [2]string{"", fmt.Sprintf(c.extra, p0.Agents[0].ID)})
		ex := generate(t, p, Scrapy, Options{})
		ptr := fmt.Sprintf("/errors/reactions/%d", len(p.Errors.Reactions)-1)
		want := Statement{ptr, c.why}
		if !slices.Contains(ex.Unenforced, want) {
			t.Errorf("%s: not listed as not enforced: %v\n%v", c.name, want, ex.Unenforced)
		}
		if slices.ContainsFunc(ex.Carried, func(s string) bool { return under(s, ptr) }) {
			t.Errorf("%s: %s is carried by a setting: %v", c.name, ptr, ex.Carried)
		}
	}
}

// TestPyLiteral pins the Python spelling of every kind of value at every depth: a boolean or null
// nested in a list or dict is True/False/None, never JSON's true/false/null (Python would raise
// NameError on import of the settings module).
func TestPyLiteral(t *testing.T) {
	for _, c := range []struct {
		in   any
		want string
	}{
		{true, "True"},
		{nil, "None"},
		{"a\"b", `"a\"b"`},
		{"<&>", `"<&>"`},
		{1.5, "1.5"},
		{[]int{429, 503}, "[429,503]"},
		{[]any{true, false, nil, "x"}, `[True,False,None,"x"]`},
		{map[string]any{"b": []any{map[string]any{"on": true}}, "a": nil}, `{"a": None, "b": [{"on": True}]}`},
		{[]map[string]any{{"x": false}}, `[{"x": False}]`},
	} {
		if got := py(c.in); got != c.want {
			t.Errorf("py(%#v) = %s, want %s", c.in, got, c.want)
		}
	}
	got := pyDict(map[string]any{"k": map[string]any{"on": []any{true}}, "e": map[string]any{}}, "")
	want := "{\n    \"e\": {},\n    \"k\": {\n        \"on\": [True],\n    },\n}"
	if got != want {
		t.Errorf("pyDict = %q, want %q", got, want)
	}
}

// TestAgentStatementsOnly (new user 3, 3.5): on a policy of two agents of one crawler, one of
// which does not read robots.txt and has a job limited to a window of kind "only", each export
// lists every statement once, by the policy's own key (triggers, not trigger), and nothing that
// does not concern its agent: no robots.txt statement for the agent that does not read it, no
// window or job of the other agent.
func TestAgentStatementsOnly(t *testing.T) {
	p, err := policy.Load(os.DirFS("testdata/accessscan"), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	data, err := p.FullJSON()
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		agent       string
		want, never []string
	}{
		{"sampler", []string{"/agents/sampler/triggers", "/windows/office", "/jobs/complaint/triggers", "/jobs/complaint/within_working_days"}, []string{"/robots_txt/", "/jobs/discover/", "/agents/discovery/"}},
		{"discovery", []string{"/robots_txt/crawl_delay_max", "/jobs/discover/runs_per_year"}, []string{"/windows/", "/jobs/monitoring/", "/jobs/complaint/", "/agents/sampler/"}},
	} {
		for _, f := range Formats {
			ex, err := Generate(p, f, Options{Agent: c.agent, Version: "131.0"})
			if err != nil {
				t.Fatal(err)
			}
			name := c.agent + "/" + string(f)
			seen := map[string]bool{}
			var listed []string
			for _, s := range ex.Unenforced {
				if seen[s.Pointer] {
					t.Errorf("%s: %s listed twice", name, s.Pointer)
				}
				seen[s.Pointer] = true
				listed = append(listed, s.Pointer)
				if _, ok := policy.ResolveJSON(doc, s.Pointer); !ok {
					t.Errorf("%s: %s is no key of the policy", name, s.Pointer)
				}
				for _, n := range c.never {
					if strings.HasPrefix(s.Pointer, n) {
						t.Errorf("%s: %s does not concern the agent", name, s.Pointer)
					}
				}
			}
			for _, l := range ex.Carried {
				for _, n := range c.never {
					if strings.HasPrefix(l, n) {
						t.Errorf("%s: carries %s, which does not concern the agent", name, l)
					}
				}
			}
			for _, w := range c.want {
				if !slices.Contains(listed, w) && !slices.ContainsFunc(ex.Carried, func(l string) bool { return under(l, w) }) {
					t.Errorf("%s: %s neither listed nor carried (listed: %q)", name, w, listed)
				}
			}
		}
	}
}

// TestJobNotObeyingListed: a job whose fetches do not obey robots.txt (jobs.X.robots_txt) is no
// setting of a crawl that holds for all its requests: each format lists it as not enforced,
// with why, and no setting carries it.
func TestJobNotObeyingListed(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"", "\n[jobs.sample]\nlabel = { en = \"Sample\" }\nagent = \"examplebot\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n"})
	for _, f := range []Format{Scrapy, Nutch, StormCrawler} {
		ex := generate(t, p, f, Options{})
		for _, ptr := range []string{"/jobs/sample/robots_txt", "/jobs/sample/not_read_because"} {
			i := slices.IndexFunc(ex.Unenforced, func(s Statement) bool { return s.Pointer == ptr })
			if i < 0 || !strings.Contains(ex.Unenforced[i].Why, "a job whose fetches do not obey robots.txt") {
				t.Errorf("%s: %s not listed as a job that does not obey robots.txt: %v", f, ptr, ex.Unenforced)
			}
			if slices.ContainsFunc(ex.Carried, func(c string) bool { return under(c, ptr) }) {
				t.Errorf("%s: %s is carried by a setting: %v", f, ptr, ex.Carried)
			}
		}
	}
}

// TestNutchAgentNameNotToken: Nutch matches robots.txt groups against http.agent.name too, and
// no property leaves it out (RobotRulesParser.setConf). For a User-Agent that does not begin
// with the token ("Mozilla/5.0 (compatible; ExampleBot/1.0; …)"), http.agent.name is "Mozilla":
// the export lists the token as not enforced, in its header and Unenforced, and does not claim
// to carry it; for one that begins with the token, it carries it (newuser12 #9).
func TestNutchAgentNameNotToken(t *testing.T) {
	const own = `user_agent = "ExampleBot/1.0 (+https://bot.example/)"`
	for _, tc := range []struct {
		ua     string
		listed bool
	}{
		{`user_agent = "Mozilla/5.0 (compatible; ExampleBot/1.0; +https://bot.example/)"`, true},
		{own, false},
		{`user_agent = "examplebot/1.0 (+https://bot.example/)"`, false}, // groups match case-insensitively
	} {
		ex := generate(t, testdataPolicy(t, conformPolicy, [2]string{own, tc.ua}), Nutch, Options{})
		const ptr = "/agents/examplebot/token"
		i := slices.IndexFunc(ex.Unenforced, func(s Statement) bool { return s.Pointer == ptr })
		carried := slices.Contains(ex.Carried, ptr)
		if !tc.listed {
			if i >= 0 || !carried {
				t.Errorf("%s: %s listed as not enforced (%v) or not carried (%v)", tc.ua, ptr, i >= 0, carried)
			}
			continue
		}
		if i < 0 || carried {
			t.Fatalf("%s: %s not listed as not enforced, or carried: %v", tc.ua, ptr, ex.Unenforced)
		}
		why := ex.Unenforced[i].Why
		for _, want := range []string{"http.agent.name (Mozilla)", `also obeys the groups for "Mozilla"`, "begins with ExampleBot/"} {
			if !strings.Contains(why, want) {
				t.Errorf("why %q lacks %q", why, want)
			}
		}
		if !bytes.Contains(ex.Data, []byte(ptr+": "+why)) {
			t.Errorf("the header does not list %s", ptr)
		}
		if !bytes.Contains(ex.Data, []byte("<name>http.agent.name</name>\n  <value>Mozilla</value>")) {
			t.Errorf("http.agent.name is not Mozilla:\n%s", ex.Data)
		}
	}
}
