package policy

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestIllTypedHidesNoMissingKey: a value of the wrong type does not hide a key missing beside it
// in its table (new-user trial 21, F15: site.title = "…" hid site.base_url missing until the next
// run; limits.concurrency = "1" hid limits.interval_key missing). A missing key whose message
// names the ill-typed value still follows from it and is left out.
func TestIllTypedHidesNoMissingKey(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name: "site.title a string, site.base_url missing",
			edits: []edit{
				replace(`title = { en = "Example crawler", de = "Beispiel-Crawler" }`, `title = "Example crawler"`),
				remove("base_url = \"https://crawler.example/\"\n"),
			},
			want: []string{
				`policy.toml:6:2: site.base_url: missing (want the absolute https URL the site is published at, e.g. https://crawler.example/)`,
				`policy.toml:7:9: site.title: is a string, want a text in each of the site's languages, e.g. { en = "…", de = "…" }`,
			},
		},
		{
			name: "limits.concurrency a string, limits.interval_key missing",
			edits: []edit{
				replace("interval_key = \"hostname\"\n", "concurrency = \"1\"\nconcurrency_key = \"hostname\"\n"),
			},
			want: []string{
				`policy.toml:37:2: limits.interval_key: missing (min_interval needs what it is counted per: "hostname", "site", "server", "all-sites", "system", "municipality", "customer", "observation", "sync", "source", "list", "admission-check", "fetch", "frame", "run", "domain", "domain-server", "pass")`,
				`policy.toml:39:15: limits.concurrency: is a string, want a whole number of at least 1`,
			},
		},
		{
			name: "site.languages a string hides site.default_language missing, which names it",
			edits: []edit{
				replace(`languages = ["en", "de"]`, `languages = "en"`),
				remove("default_language = \"en\"\n"),
			},
			want: []string{
				`policy.toml:9:13: site.languages: is a string, want an array, e.g. ["en"]`,
			},
		},
	})
}

// TestUTF16MarkInUTF8File: the two bytes of a UTF-16 byte order mark (FF FE or FE FF) before a
// file in UTF-8 are invalid UTF-8, as they are anywhere else in it, and are said to be so (new-user
// trial 21, F16: the decoder skipped them and the file was valid). A file in UTF-16 still gets the
// decoder's word for it.
func TestUTF16MarkInUTF8File(t *testing.T) {
	base := readBase(t)
	for _, c := range []struct {
		name string
		data []byte
		want []string
	}{
		{"FF FE, then UTF-8", append([]byte("\xff\xfe"), base...), []string{
			`policy.toml:1:1: syntax error: invalid UTF-8 byte: 0xff (the file starts with FF FE, the byte order mark of UTF-16, and goes on in UTF-8: remove those two bytes)`,
		}},
		{"FE FF, then UTF-8", append([]byte("\xfe\xff"), base...), []string{
			`policy.toml:1:1: syntax error: invalid UTF-8 byte: 0xfe (the file starts with FE FF, the byte order mark of UTF-16, and goes on in UTF-8: remove those two bytes)`,
		}},
		{"FF FE, then UTF-16", []byte("\xff\xfes\x00c\x00h\x00e\x00m\x00a\x00"), []string{
			`policy.toml:1:2: syntax error: files cannot contain NULL bytes; probably using UTF-16; TOML files must be UTF-8`,
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse(c.data, "policy.toml")
			if diff := cmp.Diff(c.want, problemLines(t, err)); diff != "" {
				t.Errorf("problems mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestUnpublishedCapWithZero: a quota's max = 0 beside unpublished = true is refused with what to
// write instead, max left out (new-user trial 21, F18: the reference said that zero with
// unpublished set means a cap whose number is not published, and the validator refused it with
// "want a whole number of at least 1"). Zero without unpublished keeps its message.
func TestUnpublishedCapWithZero(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "max = 0, unpublished = true",
			edits: []edit{replace("max = 1000\n", "max = 0\nunpublished = true\n")},
			want: []string{
				`policy.toml:42:1: limits.quotas[0].max: 0 is below 1 (with unpublished = true, leave max out: the cap exists and its number is not published)`,
			},
		},
		{
			name:  "max = 0",
			edits: []edit{replace("max = 1000\n", "max = 0\n")},
			want: []string{
				`policy.toml:42:1: limits.quotas[0].max: 0 is below 1 (want a whole number of at least 1)`,
			},
		},
	})
	base := readBase(t)
	if _, err := Parse([]byte(strings.Replace(base, "max = 1000\n", "unpublished = true\n", 1)), "policy.toml"); err != nil {
		t.Errorf("a quota with unpublished = true and no max: %v", err)
	}
}

// TestUnitSpacesAndWholeSizes: durations and sizes follow one rule for spaces, one space at most
// between a number and its unit and none elsewhere (new-user trial 21, F11: "50 MB" was a size
// and "5 s" not a duration); a size with a fraction says that its number must be whole and, where
// a smaller unit makes it whole, what to write (F12: "1.5MB" was only "not a size").
func TestUnitSpacesAndWholeSizes(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"5 s", "5s"},
		{"1h30m", "1h30m"},
		{"1 h30 m", "1h30m"},
		{"1.5 s", "1.5s"},
	} {
		if d, err := ParseDuration(c.in); err != nil || d.String() != c.want {
			t.Errorf("ParseDuration(%q) = %v, %v; want %s", c.in, d, err, c.want)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"1h 30m", `"1h 30m" has a space where none may stand (a space may stand only between a number and its unit: write "1h30m")`},
		{"5  s", `"5  s" has a space where none may stand (a space may stand only between a number and its unit: write "5s")`},
		{"5s ", `"5s " has spaces around it (write "5s")`},
	} {
		if _, err := ParseDuration(c.in); err == nil || err.Error() != c.want {
			t.Errorf("ParseDuration(%q): %v\nwant %s", c.in, err, c.want)
		}
	}
	if s, err := ParseSize("50 MB"); err != nil || s != 50_000_000 {
		t.Errorf(`ParseSize("50 MB") = %d, %v`, s, err)
	}
	for _, c := range []struct{ in, want string }{
		{"8  MB", `"8  MB" has a space where none may stand (a space may stand only between a number and its unit: write "8MB")`},
		{"50MiB ", `"50MiB " has spaces around it (write "50MiB")`},
		{"1.5MB", `"1.5MB" is not a size: its number must be whole (write "1500kB")`},
		{"1.5 MB", `"1.5 MB" is not a size: its number must be whole (write "1500kB")`},
		{"1.5MiB", `"1.5MiB" is not a size: its number must be whole (write "1536KiB")`},
		{"2.5GB", `"2.5GB" is not a size: its number must be whole (write "2500MB")`},
		{"0.5kB", `"0.5kB" is not a size: its number must be whole (write "500B")`},
		{"1.5B", `"1.5B" is not a size: its number must be whole (a size is a whole number of bytes)`},
		{"1.0001KiB", `"1.0001KiB" is not a size: its number must be whole (a size is a whole number of bytes)`},
	} {
		if _, err := ParseSize(c.in); err == nil || err.Error() != c.want {
			t.Errorf("ParseSize(%q): %v\nwant %s", c.in, err, c.want)
		}
	}
}

// TestInvisibleFormatCharacters: a string of the policy (a label, a name, any value) may hold no
// invisible format character (Unicode category Cf), as it may hold no bidirectional control
// (new-user trial 21, F14: "OAI\u200bPMH endpoints" passed as a label, while U+202E was refused).
// The joiners (U+200C, U+200D), which scripts and emoji need, and the implicit direction marks
// stay allowed; an identity value refuses the joiners too, with its own message; a text of
// invisible characters only is said to be empty.
func TestInvisibleFormatCharacters(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name: "zero width space, soft hyphen and a tag in labels",
			edits: []edit{
				replace(`label = { en = "Portals", de = "Portale" }`, `label = { en = "OAI\u200bPMH endpoints", de = "Por\u00adtale" }`),
				replace(`label = { en = "Night", de = "Nacht" }`, `label = { en = "Night\U000e0041", de = "Nacht" }`),
			},
			want: []string{
				`policy.toml:47:11: targets.portals.label.en: holds U+200B ZERO WIDTH SPACE at character 4, an invisible character, which a reader cannot see and a copy or a search of the text carries or misses ("OAI\u200bPMH endpoints"): remove it`,
				`policy.toml:47:42: targets.portals.label.de: holds U+00AD SOFT HYPHEN at character 4, an invisible character, which a reader cannot see and a copy or a search of the text carries or misses ("Por\u00adtale"): remove it`,
				`policy.toml:58:11: windows.night.label.en: holds U+E0041 at character 6, an invisible character (a format character, Unicode category Cf), which a reader cannot see and a copy or a search of the text carries or misses ("Night\U000e0041"): remove it`,
			},
		},
		{
			name:  "zero width space in the operator's name",
			edits: []edit{replace(`name = "Example GmbH"`, `name = "Example\u200bGmbH"`)},
			want: []string{
				`policy.toml:16:1: operator.name: "Example\u200bGmbH" holds U+200B ZERO WIDTH SPACE at character 8: an invisible character, which a copy or a search of the value carries or misses (want "ExampleGmbH")`,
			},
		},
	})
	base := readBase(t)
	joiners := strings.Replace(base, `label = { en = "Portals", de = "Portale" }`, "label = { en = \"Portals \U0001F469\u200d\U0001F4BB\", de = \"Portale \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645\u200f\" }", 1)
	if _, err := Parse([]byte(joiners), "policy.toml"); err != nil {
		t.Errorf("labels with joiners and a direction mark: %v", err)
	}
}

// TestCombiningMarksInRow: a string of the policy holds at most MaxMarksInRow combining marks in a
// row, counted in NFC (new-user trial 21, F19: a label with 250 accents on one letter passed, and
// the page drew a smear); the marks of real text load (Vietnamese, Hebrew with vowels and
// cantillation, a keycap emoji).
func TestCombiningMarksInRow(t *testing.T) {
	runBadPolicies(t, []badPolicy{{
		name:  "250 accents on one letter",
		edits: []edit{replace(`label = { en = "Portals", de = "Portale" }`, `label = { en = "P`+strings.Repeat(`\u0301`, 250)+`DF", de = "Portale" }`)},
		want: []string{
			`policy.toml:47:11: targets.portals.label.en: holds 250 combining marks in a row at character 2, where a character carries at most 4 (the page would draw them stacked over the text around it): remove the extra marks`,
		},
	}, {
		name:  "six marks, five after NFC, in an address",
		edits: []edit{replace(`"Beispielweg 1"`, `"Beispielwe\u0301\u0302\u0303\u0304\u0305\u0306g 1"`)},
		want: []string{
			`policy.toml:17:12: operator.address[0]: holds 6 combining marks in a row at character 11, where a character carries at most 4 (the page would draw them stacked over the text around it): remove the extra marks`,
		},
	}})
	real := strings.Replace(readBase(t), `label = { en = "Portals", de = "Portale" }`, "label = { en = \"Tie\u0302\u0323ng Vie\u0323\u0302t #\ufe0f\u20e3\", de = \"\u05d1\u05bc\u05b0\u0591\u05e8\u05b5\u05d0\u05e9\u05b4\u0596\u05d9\u05ea a\u0301\u0302\u0303\u0304\" }", 1)
	if _, err := Parse([]byte(real), "policy.toml"); err != nil {
		t.Errorf("labels with the marks of real text: %v", err)
	}
}

// TestCadenceOffWeekdays: a rule on some weekdays with an interval above a week that is not a
// multiple of 7 days is warned of, since each run falls on another weekday (new-user trial 21,
// F3: days = "sun" with every = "1mo" printed "Sun: every 30 days" without a word). A multiple
// of a week, every day, or an interval of a week or less loads without it.
func TestCadenceOffWeekdays(t *testing.T) {
	base := readBase(t)
	job := "\n[jobs.full]\nlabel = { en = \"Full sync\", de = \"Vollabgleich\" }\nagent = \"bot\"\n\n[[jobs.full.cadence]]\n"
	for _, c := range []struct{ rule, want string }{
		{`days = "sun"` + "\nevery = \"1mo\"\n", `warning: jobs.full.cadence[0].every: 1mo on some weekdays only (days = "sun"): a run every 1mo falls on another weekday each time, so the page's rule cannot hold on those days (want a multiple of 7 days, e.g. "4w" for every fourth week, or leave days out)`},
		{`days = "mon-fri"` + "\nevery = \"8d\"\n", `warning: jobs.full.cadence[0].every: 8d on some weekdays only (days = "mon-fri"): a run every 8d falls on another weekday each time, so the page's rule cannot hold on those days (want a multiple of 7 days, e.g. "4w" for every fourth week, or leave days out)`},
		{`days = "sun"` + "\nevery = \"4w\"\n", ""},
		{`days = "sun"` + "\nevery = \"3d\"\n", ""},
		{"every = \"1mo\"\n", ""},
	} {
		p, err := Parse([]byte(base+job+c.rule), "policy.toml")
		if err != nil {
			t.Fatalf("%q: %v", c.rule, err)
		}
		var got []string
		for _, w := range p.Warnings() {
			if strings.Contains(w.String(), "jobs.full.cadence") {
				got = append(got, w.String()[strings.Index(w.String(), "warning: "):])
			}
		}
		want := []string{}
		if c.want != "" {
			want = []string{c.want}
		}
		if diff := cmp.Diff(want, append([]string{}, got...)); diff != "" {
			t.Errorf("%q: warnings (-want +got):\n%s", c.rule, diff)
		}
	}
}

// TestRepeatedUnit: a duration that names a unit twice loads, its parts added up as the syntax
// says, with a warning that says the sum (new-user trial 21, F14: "5s5s" was 10s without a word);
// acknowledged_warnings can name it.
func TestRepeatedUnit(t *testing.T) {
	base := readBase(t)
	src := strings.Replace(base, `min_interval = "1s"`, `min_interval = "5s5s"`, 1)
	p, err := Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range p.Warnings() {
		got = append(got, w.String())
	}
	want := []string{`policy.toml:38:1: warning: limits.min_interval: "5s5s" names the unit s twice: its parts add up to 10s (write "10s" if that is meant)`}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
	if p.Limits.MinInterval.Duration != 10*time.Second {
		t.Errorf("min_interval = %v, want 10s", p.Limits.MinInterval)
	}
	for _, ok := range []string{"1s500ms", "2s", "10s"} {
		p, err := Parse([]byte(strings.Replace(base, `min_interval = "1s"`, `min_interval = "`+ok+`"`, 1)), "policy.toml")
		if err != nil {
			t.Errorf("%s: %v", ok, err)
		} else if len(p.Warnings()) > 0 {
			t.Errorf("%s: warnings %v", ok, p.Warnings())
		}
	}
}
