package policy

import (
	"encoding/json"
	"strings"
	"testing"
)

// unpublishedAt places the list of unpublished values before the first table of the base policy.
func unpublishedAt(list string) edit {
	return replace("schema = 2\n", "schema = 2\nunpublished = ["+list+"]\n")
}

// unpublishedRuleTests break the rules of the list of unpublished values, one case per rule.
var unpublishedRuleTests = []badPolicy{
	{
		name:  "unpublished/not a pointer, named twice, the list itself",
		edits: []edit{unpublishedAt(`"robots_txt.cache_for", "/robots_txt/cache_for", "/robots_txt/cache_for", "/unpublished/0"`)},
		want: []string{
			`policy.toml:5:16: unpublished[0]: "robots_txt.cache_for" is not a JSON Pointer (want the JSON Pointer of a duration, a count or a size the policy sets, as policy.json places it, e.g. "/robots_txt/cache_for", "/limits/max_redirects" or "/limits/max_body_size")`,
			`policy.toml:5:65: unpublished[2]: "/robots_txt/cache_for" is named twice`,
			`policy.toml:5:90: unpublished[3]: "/unpublished/0" names the list of unpublished values itself (want the JSON Pointer of a duration, a count or a size the policy sets, as policy.json places it, e.g. "/robots_txt/cache_for", "/limits/max_redirects" or "/limits/max_body_size")`,
		},
	},
	{
		name:  "unpublished/a value not set, a count, a table, a text",
		edits: []edit{unpublishedAt(`"/limits/max_body_size", "/limits/quotas/0/max", "/robots_txt", "/agents/bot/token"`)},
		want: []string{
			`policy.toml:5:16: unpublished[0]: "/limits/max_body_size" names no value this policy sets (want the JSON Pointer of a duration, a count or a size the policy sets, as policy.json places it, e.g. "/robots_txt/cache_for", "/limits/max_redirects" or "/limits/max_body_size")`,
			`policy.toml:5:41: unpublished[1]: "/limits/quotas/0/max" is a count the pages cannot state without its number; the counts that may be marked unpublished are a limit's max_redirects, robots.txt's max_redirects, a reaction's threshold (a quota's cap without a published number: unpublished = true in the quota; a reaction's pause: pause_unpublished = true)`,
			`policy.toml:5:65: unpublished[2]: "/robots_txt" names a list or a table, not one value (want the JSON Pointer of a duration, a count or a size the policy sets, as policy.json places it, e.g. "/robots_txt/cache_for", "/limits/max_redirects" or "/limits/max_body_size")`,
			`policy.toml:5:80: unpublished[3]: "/agents/bot/token" is not a duration, a count or a size, which are the values that may be marked unpublished (a quota's cap without a published number: unpublished = true in the quota; a reaction's pause: pause_unpublished = true)`,
		},
	},
}

func TestUnpublishedRules(t *testing.T) { runBadPolicies(t, unpublishedRuleTests) }

// unpublishedValid: durations and sizes of every part of the model, a list's item included.
var unpublishedValid = []badPolicy{
	{
		name: "robots.txt cache, a retry's delay, a job's retry, the interval, a timeout, a size",
		edits: []edit{unpublishedAt(`"/robots_txt/cache_for", "/errors/retries/delays/1", "/jobs/sync/retry/then_every", "/limits/min_interval", "/limits/response_timeout", "/limits/max_body_size"`),
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nresponse_timeout = \"30s\"\nmax_body_size = \"5MB\"\n")},
	},
	{
		name: "counts: redirects of a fetch and of robots.txt, a reaction's threshold, in the errors and in a job",
		edits: []edit{unpublishedAt(`"/limits/max_redirects", "/robots_txt/max_redirects", "/errors/reactions/0/threshold", "/jobs/sync/reactions/0/threshold"`),
			replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nmax_redirects = 5\n"),
			replace("cache_for = \"24h\"\n", "cache_for = \"24h\"\nmax_redirects = 5\n"),
			replace("on = [\"429\"]\n", "on = [\"429\"]\nthreshold = 3\n"),
			replace("on = [\"timeout\"]\n", "on = [\"timeout\"]\nthreshold = 2\n")},
	},
}

func TestUnpublishedValid(t *testing.T) { runValidCases(t, unpublishedValid) }

// TestUnpublishedJSON: policy.json lists the pointers and leaves the numbers out (an item of a
// list as null, so that the next keeps its pointer); FullJSON keeps them; ReadJSON reads the
// public form back.
func TestUnpublishedJSON(t *testing.T) {
	base := readBase(t)
	src, err := badPolicy{edits: []edit{unpublishedAt(`"/robots_txt/cache_for", "/errors/retries/delays/0"`)}}.apply(base)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	pub, err := p.JSON()
	if err != nil {
		t.Fatal(err)
	}
	full, err := p.FullJSON()
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(pub, &doc); err != nil {
		t.Fatal(err)
	}
	if _, ok := doc["robots_txt"].(map[string]any)["cache_for"]; ok {
		t.Errorf("policy.json states robots_txt.cache_for:\n%s", pub)
	}
	delays := doc["errors"].(map[string]any)["retries"].(map[string]any)["delays"].([]any)
	if len(delays) != 2 || delays[0] != nil || delays[1] != float64(2) {
		t.Errorf("errors.retries.delays in policy.json = %v, want [null 2]", delays)
	}
	if !strings.Contains(string(pub), `"unpublished": [
    "/robots_txt/cache_for",
    "/errors/retries/delays/0"
  ]`) {
		t.Errorf("policy.json does not list the unpublished pointers:\n%s", pub)
	}
	if !strings.Contains(string(full), `"cache_for": 86400`) {
		t.Errorf("FullJSON lost robots_txt.cache_for")
	}
	if !strings.HasSuffix(string(pub), "}\n") {
		t.Errorf("policy.json does not end in a newline")
	}
	// Without unpublished values, JSON is FullJSON byte for byte.
	p.Unpublished = nil
	a, _ := p.JSON()
	b, _ := p.FullJSON()
	if string(a) != string(b) {
		t.Errorf("JSON and FullJSON differ without unpublished values")
	}
}

// TestUnpublishedDiff: a change of an unpublished value is reported and classified as any other,
// without its numbers; marking a value unpublished or publishing it again is neutral.
func TestUnpublishedDiff(t *testing.T) {
	d := func(s string) Duration {
		v, err := ParseDuration(s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	old, new := mybot(t), mybot(t)
	for _, p := range []*Policy{old, new} {
		p.RobotsTxt.CacheFor = d("24h")
		p.Unpublished = []string{"/robots_txt/cache_for"}
	}
	new.RobotsTxt.CacheFor = d("48h")
	new.Limits.MinInterval = d("10s")
	changes, err := Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range changes {
		got = append(got, string(c.Kind)+" "+c.Pointer+" "+string(c.Class)+" old="+c.Old+" new="+c.New)
		if c.Pointer == "/robots_txt/cache_for" && !c.Unpublished {
			t.Errorf("change of /robots_txt/cache_for not marked unpublished")
		}
	}
	want := []string{
		"changed /limits/min_interval stricter old=5s new=10s",
		"changed /robots_txt/cache_for looser old= new=",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	new.RobotsTxt.CacheFor = d("24h")
	new.Limits.MinInterval = old.Limits.MinInterval
	new.Unpublished = nil
	changes, err = Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	if len(changes) != 1 || changes[0].Pointer != "/unpublished/0" || changes[0].Class != ClassNeutral || changes[0].Kind != Removed {
		t.Errorf("publishing the number again: %+v, want one neutral removal of /unpublished/0", changes)
	}
}
