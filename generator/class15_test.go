package generator

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// reviewOfEdits is sitegen diff's review of dir's policy.toml with oldEdits against it with
// newEdits, in lang.
func reviewOfEdits(t *testing.T, msgs *Messages, dir string, oldEdits, newEdits [][2]string, lang string) *Review {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(dir, "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	old, err := policy.Parse(editSource(t, src, oldEdits), "old.toml")
	if err != nil {
		t.Fatal(err)
	}
	new, err := policy.Parse(editSource(t, src, newEdits), "new.toml")
	if err != nil {
		t.Fatal(err)
	}
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewReview(old, new, changes, msgs, lang, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestClass15DataUseGroup: a change about what the operator does with the data it collects (a
// data-use promise removed or added, a retention period kept longer or shorter) changes no request
// a site receives, so its tag in sitegen diff's text, its heading in the Markdown format and on the
// page of changes, and the title of its entry on that page and in the feed say so, not "less
// polite" / "may be less polite" / "more polite"; JSON keeps its class and adds "data_use": true.
// A looser change about fetching in the same entry comes first and names the title.
func TestClass15DataUseGroup(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	type words struct{ tag, heading, page, title string }
	looser := map[string]words{
		"en": {"weaker commitments on collected data", "Weaker commitments on the use and retention of collected data: needs sign-off", "Weaker commitments on the use and retention of collected data", "weaker commitments on collected data"},
		"de": {"schwächere Zusagen zu den erhobenen Daten", "Schwächere Zusagen zur Verwendung und Aufbewahrung der erhobenen Daten: Freigabe erforderlich", "Schwächere Zusagen zur Verwendung und Aufbewahrung der erhobenen Daten", "schwächere Zusagen zu den erhobenen Daten"},
		"fr": {"engagements réduits sur les données collectées", "Engagements réduits sur l’usage et la conservation des données collectées\u202f: à valider avant publication", "Engagements réduits sur l’usage et la conservation des données collectées", "engagements réduits sur les données collectées"},
		"pl": {"osłabienie zobowiązań dotyczących zbieranych danych", "Zmiany osłabiające zobowiązania dotyczące wykorzystania i przechowywania zbieranych danych – wymagają zatwierdzenia", "Zmiany osłabiające zobowiązania dotyczące wykorzystania i przechowywania zbieranych danych", "osłabienie zobowiązań dotyczących zbieranych danych"},
	}
	stricter := map[string]words{
		"en": {"stronger commitments on collected data", "Stronger commitments on the use and retention of collected data", "Stronger commitments on the use and retention of collected data", "stronger commitments on collected data"},
		"de": {"weitergehende Zusagen zu den erhobenen Daten", "Weitergehende Zusagen zur Verwendung und Aufbewahrung der erhobenen Daten", "Weitergehende Zusagen zur Verwendung und Aufbewahrung der erhobenen Daten", "weitergehende Zusagen zu den erhobenen Daten"},
		"fr": {"engagements renforcés sur les données collectées", "Engagements renforcés sur l’usage et la conservation des données collectées", "Engagements renforcés sur l’usage et la conservation des données collectées", "engagements renforcés sur les données collectées"},
		"pl": {"wzmocnienie zobowiązań dotyczących zbieranych danych", "Zmiany wzmacniające zobowiązania dotyczące wykorzystania i przechowywania zbieranych danych", "Zmiany wzmacniające zobowiązania dotyczące wykorzystania i przechowywania zbieranych danych", "wzmocnienie zobowiązań dotyczących zbieranych danych"},
	}
	const list = "  \"identity-change-by-agreement\",\n]"
	with := [][2]string{{list, "  \"identity-change-by-agreement\",\n  \"no-ai-training\",\n  \"data-not-sold\",\n]"}}
	without := [][2]string{{list, "  \"identity-change-by-agreement\",\n  \"data-not-sold\",\n]"}}
	const legal = "[legal]\nremoval = \"case-by-case\"\n"
	keep30 := [][2]string{{legal, legal + "retention = [{ what = \"request-logs\", keep_for = \"30d\" }]\n"}}
	keep60 := [][2]string{{legal, legal + "retention = [{ what = \"request-logs\", keep_for = \"60d\" }]\n"}}
	check := func(name, lang string, r *Review, class string, w words) {
		t.Helper()
		if len(r.Changes) != 1 {
			t.Fatalf("%s %s: %d changes, want 1", name, lang, len(r.Changes))
		}
		text := string(r.Text())
		if want := "[" + w.tag + "] " + r.Changes[0].Pointer + ": "; !strings.HasPrefix(text, want) {
			t.Errorf("%s %s: text\n%s\nwant it to begin %q", name, lang, text, want)
		}
		if md, want := string(r.Markdown()), "\n### "+w.heading+" (1)\n"; !strings.Contains(md, want) {
			t.Errorf("%s %s: Markdown lacks %q:\n%s", name, lang, want, md)
		}
		b, err := r.JSON()
		if err != nil {
			t.Fatal(err)
		}
		var got struct {
			Changes []map[string]any `json:"changes"`
		}
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatal(err)
		}
		if c := got.Changes[0]; c["class"] != class || c["data_use"] != true || c["less_polite"] != nil {
			t.Errorf("%s %s: JSON %v; want class %s, data_use true, no less_polite", name, lang, c, class)
		}
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		check("promise removed", lang, reviewOfEdits(t, msgs, "../examples/civic-ingestor", with, without, lang), "looser", looser[lang])
		check("promise added", lang, reviewOfEdits(t, msgs, "../examples/civic-ingestor", without, with, lang), "stricter", stricter[lang])
		check("retention longer", lang, reviewOfEdits(t, msgs, "../examples/civic-ingestor", keep30, keep60, lang), "looser", looser[lang])
		check("retention shorter", lang, reviewOfEdits(t, msgs, "../examples/civic-ingestor", keep60, keep30, lang), "stricter", stricter[lang])
	}
	// A promise about fetching keeps its class's tag and no data_use.
	r := reviewOfEdits(t, msgs, "../examples/civic-ingestor", nil, [][2]string{{"  \"no-login\",\n", ""}}, "en")
	if text := string(r.Text()); !strings.HasPrefix(text, "[less polite] ") || r.Changes[0].DataUse {
		t.Errorf("no-login removed: %s (data_use %v); want [less polite], no data_use", text, r.Changes[0].DataUse)
	}

	// The page of changes and the feed: the entry's title and the group's heading.
	const on = "\n[commitments]\npromises = [\"no-login\", \"no-ai-training\"]\n"
	const off = "\n[commitments]\npromises = [\"no-login\"]\n"
	for _, tc := range []struct {
		name, old, new string
		w              map[string]words
	}{{"removed", on, off, looser}, {"added", off, on, stricter}} {
		res := historyBuild(t, tc.old, tc.new)
		for lang, w := range tc.w {
			page := string(res.Files[lang+"/changes.md"])
			for _, want := range []string{": " + w.title + "\n", "\n### " + w.page + "\n"} {
				if !strings.Contains(page, want) {
					t.Errorf("%s: %s/changes.md lacks %q:\n%s", tc.name, lang, want, page)
				}
			}
		}
		if feed, want := string(res.Files["changes.atom"]), ": "+tc.w["en"].title+"</title>"; !strings.Contains(feed, want) {
			t.Errorf("%s: changes.atom lacks %q:\n%s", tc.name, want, feed)
		}
	}
	// With a shorter interval in the same entry: that group first, and the title says less polite.
	res := historyBuild(t, on+"\n[limits]\nmin_interval = \"2s\"\ninterval_key = \"site\"\n", off+"\n[limits]\nmin_interval = \"1s\"\ninterval_key = \"site\"\n")
	page := string(res.Files["en/changes.md"])
	i, j := strings.Index(page, "\n### Less polite\n"), strings.Index(page, "\n### "+looser["en"].page+"\n")
	if i < 0 || j < i || !strings.Contains(page, ": less polite\n") {
		t.Errorf("en/changes.md: want the less polite group first, then the data-use one, and the title less polite:\n%s", page)
	}
}

// TestClass15TypedValues: sitegen diff's JSON gives each change's values as the published
// policy.json holds them, beside the text as policy.toml writes it: durations in seconds and sizes
// in bytes with "value_unit", counts as numbers, yes-or-no as booleans, tokens as strings; an
// added or removed value only on its side, and an unpublished value on neither.
func TestClass15TypedValues(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	const quota = "[[limits.quotas]]\nmax = 1500\n"
	r := reviewOfEdits(t, msgs, "../examples/gazette-bot", nil, [][2]string{
		{"min_interval = \"2s\"\ninterval_key = \"site\"", "min_interval = \"1.5s\"\ninterval_key = \"site\""},
		{"counts = [\"pagination\"]\nconnect_timeout = \"5s\"\nresponse_timeout = \"15s\"\nmax_body_size = \"8MB\"\nlarger_bodies = \"abandoned\"\npasses = { min_interval = \"5m\", max_requests = 5 }\n\n[[targets.municipalities", "counts = [\"pagination\"]\nconnect_timeout = \"5s\"\nresponse_timeout = \"15s\"\nmax_body_size = \"4MB\"\nlarger_bodies = \"abandoned\"\npasses = { min_interval = \"5m\", max_requests = 5 }\n\n[[targets.municipalities"},
		{quota, "[[limits.quotas]]\nmax = 2000\n"},
		{"on_disallow = [\"skip-path\"]", "on_disallow = [\"skip-path\", \"stop-run\"]"},
	}, "en")
	b, err := r.JSON()
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Changes []map[string]json.RawMessage `json:"changes"`
	}
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	lines := map[string]string{}
	for _, c := range got.Changes {
		var ptr string
		json.Unmarshal(c["pointer"], &ptr)
		lines[ptr] = string(c["old"]) + " " + string(c["new"]) + " | " + string(c["old_value"]) + " " + string(c["new_value"]) + " " + string(c["value_unit"])
	}
	want := map[string]string{
		"/limits/min_interval":                         `"2s" "1.5s" | 2 1.5 "seconds"`,
		"/targets/municipalities/limits/max_body_size": `"8MB" "4MB" | 8000000 4000000 "bytes"`,
		"/limits/quotas/0/max":                         `"1500" "2000" | 1500 2000 `,
		"/agents/gazettebot/on_disallow/1":             ` "stop-run" |  "stop-run" `,
	}
	for ptr, w := range want {
		if lines[ptr] != w {
			t.Errorf("%s: %s, want %s\n%s", ptr, lines[ptr], w, b)
		}
	}
	// A value the policy does not publish: its number in neither field.
	withheld := "schema = 2\nunpublished = [\"/limits/min_interval\"]\n"
	r = reviewOfEdits(t, msgs, "../examples/gazette-bot", [][2]string{{"schema = 2\n", withheld}},
		[][2]string{{"schema = 2\n", withheld}, {"min_interval = \"2s\"\ninterval_key = \"site\"", "min_interval = \"1.5s\"\ninterval_key = \"site\""}}, "en")
	b, _ = r.JSON()
	if len(r.Changes) != 1 || strings.Contains(string(b), "1.5") || strings.Contains(string(b), "_value") {
		t.Errorf("an unpublished interval's values in the JSON:\n%s", b)
	}
}
