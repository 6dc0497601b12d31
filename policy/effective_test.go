package policy

import (
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// effectivePolicy is the tests' base policy with a second agent, targets that override and add,
// and reactions and windows limited to some jobs and targets.
func effectivePolicy(t *testing.T) *Policy {
	t.Helper()
	src, err := os.ReadFile("testdata/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	src = append(src, []byte(`
[agents.probe]
token = "exampleprobe"
purpose = { en = "Checks links", de = "Prüft Links" }
trigger = "user-request"
user_agent = "exampleprobe/1.0"
follows_links = "none"
robots_txt_check = "before-every-fetch"

[agents.probe.limits]
min_interval = "10s"
interval_key = "observation"

[[agents.probe.limits.quotas]]
max = 50
period = "1h"
key = "site"

[targets.tiles]
label = { en = "Tiles", de = "Kacheln" }
robots_txt = "not-read"
terms_of_use = true

[targets.tiles.limits]
min_interval = "50ms"
max_body_size = "1MB"
max_redirects = 2

[[targets.tiles.limits.quotas]]
max = 100
period = "1h"
key = "site"

[windows.quiet-tiles]
kind = "quiet"
label = { en = "Peak", de = "Spitze" }
hours = ["08:00-09:00"]
targets = ["tiles"]

[jobs.tiles]
label = { en = "Tiles", de = "Kacheln" }
agent = "bot"
target = "tiles"
caps = [{ max = 300, per_run = true }]

[[jobs.tiles.cadence]]
every = "1h"

[[errors.reactions]]
on = ["403"]
pause = "24h"
scope = "site"
jobs = ["tiles"]
`)...)
	p, err := Parse(src, "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestEffective(t *testing.T) {
	p := effectivePolicy(t)
	d := func(s string) Duration {
		x, err := ParseDuration(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	globalQuota := Cap{Max: 1000, Period: d("24h"), Key: ScopeSite}
	tests := []struct {
		name               string
		agent, target, job string
		check              func(t *testing.T, e Effective)
	}{
		{"global limits without a target", "bot", "", "", func(t *testing.T, e Effective) {
			want := Limits{MinInterval: d("1s"), IntervalKey: ScopeHostname, Quotas: []Cap{globalQuota}}
			if diff := cmp.Diff(want, e.Limits); diff != "" {
				t.Errorf("Limits (-want +got):\n%s", diff)
			}
			if !e.RobotsTxt.Read || e.RobotsTxt.Check != RobotsCheckBeforeFirstFetch || e.RobotsTxt.CheckPointer != "/robots_txt/check" {
				t.Errorf("RobotsTxt = %+v, want read before the first fetch, from /robots_txt/check", e.RobotsTxt)
			}
		}},
		{"a target adds a field and keeps the others", "bot", "portals", "", func(t *testing.T, e Effective) {
			want := Limits{MinInterval: d("1s"), IntervalKey: ScopeHostname, Concurrency: 1, ConcurrencyKey: ScopeServer, Quotas: []Cap{globalQuota}}
			if diff := cmp.Diff(want, e.Limits); diff != "" {
				t.Errorf("Limits (-want +got):\n%s", diff)
			}
		}},
		{"a target overrides field by field, keeps the key, and its quotas add", "bot", "tiles", "", func(t *testing.T, e Effective) {
			want := Limits{
				MinInterval: d("50ms"), IntervalKey: ScopeHostname, MaxBodySize: 1_000_000, MaxRedirects: 2,
				Quotas: []Cap{globalQuota, {Max: 100, Period: d("1h"), Key: ScopeSite}},
			}
			if diff := cmp.Diff(want, e.Limits); diff != "" {
				t.Errorf("Limits (-want +got):\n%s", diff)
			}
			if e.RobotsTxt.Read {
				t.Errorf("RobotsTxt.Read = true for a target that does not read robots.txt")
			}
			for field, want := range map[string]string{"min_interval": "/targets/tiles/limits/min_interval", "interval_key": "/limits/interval_key"} {
				if got := e.LimitPointer(field); got != want {
					t.Errorf("LimitPointer(%q) = %q, want %q", field, got, want)
				}
			}
			if diff := cmp.Diff([]string{"/limits/quotas/0", "/targets/tiles/limits/quotas/0"}, e.QuotaPointers); diff != "" {
				t.Errorf("QuotaPointers (-want +got):\n%s", diff)
			}
		}},
		{"an agent's limits add and its check replaces the global one", "probe", "", "", func(t *testing.T, e Effective) {
			if e.Limits.MinInterval != d("1s") {
				t.Errorf("Limits.MinInterval = %v, want the global 1s (the agent's adds, it does not replace)", e.Limits.MinInterval)
			}
			want := Limits{MinInterval: d("10s"), IntervalKey: ScopeObservation, Quotas: []Cap{{Max: 50, Period: d("1h"), Key: ScopeSite}}}
			if diff := cmp.Diff(want, e.AgentLimits); diff != "" {
				t.Errorf("AgentLimits (-want +got):\n%s", diff)
			}
			if e.RobotsTxt.Check != RobotsCheckBeforeEveryFetch || e.RobotsTxt.CheckPointer != "/agents/probe/robots_txt_check" {
				t.Errorf("RobotsTxt.Check = %q at %q, want the agent's before-every-fetch", e.RobotsTxt.Check, e.RobotsTxt.CheckPointer)
			}
		}},
		{"a job names its agent and target; reactions: global ones for it, then its own", "", "", "sync", func(t *testing.T, e Effective) {
			if e.Agent != "bot" || e.Target != "portals" {
				t.Errorf("Agent, Target = %q, %q, want the job's bot, portals", e.Agent, e.Target)
			}
			var got []string
			for _, r := range e.Reactions {
				got = append(got, r.Pointer)
			}
			if diff := cmp.Diff([]string{"/errors/reactions/0", "/jobs/sync/reactions/0"}, got); diff != "" {
				t.Errorf("reactions (-want +got):\n%s", diff)
			}
			if e.ItemRetry == nil || len(e.ItemRetry.Delays) != 2 {
				t.Errorf("ItemRetry = %+v, want the job's two delays", e.ItemRetry)
			}
			if e.Retries == nil || e.RetryAfter != RetryAfterUseHonoured {
				t.Errorf("Retries, RetryAfter = %+v, %q, want the global ones", e.Retries, e.RetryAfter)
			}
		}},
		{"a reaction limited to a job applies to it; windows of its target", "bot", "tiles", "tiles", func(t *testing.T, e Effective) {
			var got []string
			for _, r := range e.Reactions {
				got = append(got, r.Pointer)
			}
			if diff := cmp.Diff([]string{"/errors/reactions/0", "/errors/reactions/1"}, got); diff != "" {
				t.Errorf("reactions (-want +got):\n%s", diff)
			}
			var windows []string
			for _, w := range e.Windows {
				windows = append(windows, w.ID)
			}
			if diff := cmp.Diff([]string{"night", "quiet-tiles"}, windows); diff != "" {
				t.Errorf("windows (-want +got):\n%s", diff)
			}
			if len(e.Caps) != 1 || e.Caps[0].Max != 300 {
				t.Errorf("Caps = %+v, want the job's cap of 300", e.Caps)
			}
		}},
		{"windows of another target do not apply", "bot", "portals", "sync", func(t *testing.T, e Effective) {
			if len(e.Windows) != 1 || e.Windows[0].ID != "night" {
				t.Errorf("Windows = %+v, want only night", e.Windows)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e, err := p.Effective(tc.agent, tc.target, tc.job)
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, e)
		})
	}
}

func TestEffectiveErrors(t *testing.T) {
	p := effectivePolicy(t)
	tests := []struct {
		name               string
		agent, target, job string
		want               string
	}{
		{"unknown agent", "nobody", "", "", `no agent "nobody"`},
		{"unknown target", "bot", "nowhere", "", `no target "nowhere"`},
		{"unknown job", "bot", "", "nothing", `no job "nothing"`},
		{"job of another agent", "probe", "", "sync", `job "sync" is fetched by agent "bot", not "probe"`},
		{"job of another target", "bot", "tiles", "sync", `job "sync" fetches from target "portals", not "tiles"`},
	}
	for _, tc := range tests {
		_, err := p.Effective(tc.agent, tc.target, tc.job)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Effective(%q, %q, %q) = %v, want an error containing %q", tc.name, tc.agent, tc.target, tc.job, err, tc.want)
		}
	}
}

// TestEffectiveCopies checks that changing an answer changes neither the policy nor the next answer.
func TestEffectiveCopies(t *testing.T) {
	p := effectivePolicy(t)
	e, err := p.Effective("bot", "tiles", "tiles")
	if err != nil {
		t.Fatal(err)
	}
	e.Limits.Quotas[0].Max = 1
	e.Reactions[0].On[0] = ConditionStatus503
	e.Windows[0].Hours[0].From = 0
	e.Caps[0].Max = 1
	again, _ := p.Effective("bot", "tiles", "tiles")
	if again.Limits.Quotas[0].Max != 1000 || again.Reactions[0].On[0] != ConditionStatus429 || again.Windows[0].Hours[0].From != 22*60 || again.Caps[0].Max != 300 {
		t.Errorf("an answer shares memory with the policy: %+v", again)
	}
}

// TestOverrideEveryField sets every field of a target's limits and checks that each replaces the
// global one (quotas add) and is reported as the target's: a field added to Limits without a
// precedence fails here.
func TestOverrideEveryField(t *testing.T) {
	var over Limits
	v := reflect.ValueOf(&over).Elem()
	for i := range v.NumField() {
		f := v.Field(i)
		switch f.Kind() {
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Int, reflect.Int64:
			f.SetInt(3)
		case reflect.String:
			f.SetString("x")
		case reflect.Slice:
			f.Set(reflect.MakeSlice(f.Type(), 1, 1))
		case reflect.Pointer:
			f.Set(reflect.New(f.Type().Elem()))
		case reflect.Struct:
			if f.Type() != reflect.TypeFor[Duration]() {
				t.Fatalf("field %s: a struct the test does not know how to set", v.Type().Field(i).Name)
			}
			f.Set(reflect.ValueOf(Duration{Duration: 3 * 1e9}))
		default:
			t.Fatalf("field %s: kind %s the test does not know how to set", v.Type().Field(i).Name, f.Kind())
		}
	}
	global := Limits{Quotas: []Cap{{Max: 9}}}
	got, set := overrideLimits(global, over)
	want := over
	want.Quotas = []Cap{{Max: 9}, {}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("overrideLimits (-want +got):\n%s", diff)
	}
	for i := range v.NumField() {
		name := strings.Split(v.Type().Field(i).Tag.Get("json"), ",")[0]
		if name != "quotas" && !set[name] {
			t.Errorf("%s is set by the target but not reported as set", name)
		}
	}
}

// TestDiffInForce checks that a value added or removed where another applies in its absence is
// classified by what is in force before and after (Policy.Effective), not by its appearance.
func TestDiffInForce(t *testing.T) {
	tests := []struct {
		name       string
		edit       func(p *Policy)
		ptr        string
		class      Class
		lessPolite bool
	}{
		{"a target's shorter interval removed: the longer global one applies", func(p *Policy) {
			p.Targets[1].Limits.MinInterval = Duration{}
		}, "/targets/tiles/limits/min_interval", ClassStricter, false},
		{"a target's interval added, shorter than the global one", func(p *Policy) {
			p.Targets[0].Limits.MinInterval = Duration{Duration: 500 * time.Millisecond}
		}, "/targets/portals/limits/min_interval", ClassLooser, true},
		{"a target's interval added, longer than the global one", func(p *Policy) {
			p.Targets[0].Limits.MinInterval = Duration{Duration: 2 * time.Second}
		}, "/targets/portals/limits/min_interval", ClassStricter, false},
		{"a target's interval added, as long as the global one: nothing in force changes", func(p *Policy) {
			p.Targets[0].Limits.MinInterval = Duration{Duration: time.Second}
		}, "/targets/portals/limits/min_interval", ClassNeutral, false},
		{"an agent's own check removed: the global, rarer one applies", func(p *Policy) {
			p.Agents[1].RobotsTxtCheck = ""
		}, "/agents/probe/robots_txt_check", ClassLooser, true},
		{"an agent's own check added, more often than the global one", func(p *Policy) {
			p.Agents[0].RobotsTxtCheck = RobotsCheckBeforeEveryRun
		}, "/agents/bot/robots_txt_check", ClassStricter, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			old, new := effectivePolicy(t), effectivePolicy(t)
			tc.edit(new)
			changes, err := Diff(old, new)
			if err != nil {
				t.Fatal(err)
			}
			if len(changes) != 1 || changes[0].Pointer != tc.ptr {
				t.Fatalf("changes = %+v, want one at %s", changes, tc.ptr)
			}
			if c := changes[0]; c.Class != tc.class || c.LessPolite != tc.lessPolite {
				t.Errorf("%s %s is %s (less polite: %v), want %s (less polite: %v)", c.Kind, c.Pointer, c.Class, c.LessPolite, tc.class, tc.lessPolite)
			}
		})
	}
}

// TestEffectiveAgentNotReadingRobotsTxt: an agent that does not obey robots.txt
// (agents.X.robots_txt = "not-read") reads it for no target, whatever robots_txt.check says.
func TestEffectiveAgentNotReadingRobotsTxt(t *testing.T) {
	p := effectivePolicy(t)
	if e, err := p.Effective("bot", "", ""); err != nil || !e.RobotsTxt.Read {
		t.Fatalf("before: Read = %v, %v; want true", e.RobotsTxt.Read, err)
	}
	p.Agents[0].RobotsTxt = RobotsUseNotRead
	for _, target := range append([]string{""}, p.Targets.Keys()...) {
		e, err := p.Effective("bot", target, "")
		if err != nil {
			t.Fatal(err)
		}
		if e.RobotsTxt.Read {
			t.Errorf("target %q: Read = true for an agent with robots_txt = \"not-read\"", target)
		}
	}
	if p.ObeysRobotsTxt(p.Agents[0]) {
		t.Error("ObeysRobotsTxt = true for an agent with robots_txt = \"not-read\"")
	}
}
