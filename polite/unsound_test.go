package polite_test

import (
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestNewRefusesUnsoundPolicy: a policy built in Go and given to New without Validate is checked
// by New with the rules of Validate: a zero or negative interval, a negative cache, a cap of -1,
// an agent without token or User-Agent, a window at 25:00, a job of an unknown agent or target,
// a name of 3 MB and ten million entries each make New fail with the policy.Problems Validate
// reports (errors.As finds them), each at its key path with what would be right, instead of a
// Transport that enforces them (before, New returned one for each).
func TestNewRefusesUnsoundPolicy(t *testing.T) {
	tests := []struct {
		name   string
		change func(p *policy.Policy)
		want   []string
	}{
		{
			name:   "zero interval",
			change: func(p *policy.Policy) { p.Limits.MinInterval = dur("0s") },
			want:   []string{"limits.interval_key: is set, but neither min_interval nor default_interval is"},
		},
		{
			name: "negative interval, cache and retry delay",
			change: func(p *policy.Policy) {
				p.Limits.MinInterval = policy.Duration{Duration: -dur("2s").Duration}
				p.RobotsTxt.CacheFor = policy.Duration{Duration: -dur("1h").Duration}
				p.Errors.Retries = &policy.Retries{On: []policy.Condition{policy.ConditionStatus5xx}, Delays: []policy.Duration{{Duration: -dur("1m").Duration}}}
			},
			want: []string{
				"errors.retries.delays[0]: -1m0s is negative (want a length of time such as 90s, 15m, 24h or 7d; zero for not set)",
				"limits.min_interval: -2s is negative (want a length of time such as 90s, 15m, 24h or 7d; zero for not set)",
				"robots_txt.cache_for: -1h0m0s is negative (want a length of time such as 90s, 15m, 24h or 7d; zero for not set)",
			},
		},
		{
			name: "cap and concurrency of -1",
			change: func(p *policy.Policy) {
				p.Limits.Quotas = []policy.Cap{{Max: -1, Period: dur("1h"), Key: policy.ScopeSite}}
				p.Limits.Concurrency, p.Limits.ConcurrencyKey = -1, policy.ScopeHostname
			},
			want: []string{
				"limits.concurrency: -1 is negative (want a whole number of at least 1; zero for not set)",
				"limits.quotas[0].max: -1 is negative (want a whole number of at least 1; zero for not set)",
			},
		},
		{
			name:   "empty agent",
			change: func(p *policy.Policy) { p.Agents[0].Token, p.Agents[0].UserAgent, p.Agents[0].Version = "", "", "" },
			want:   []string{`agents.bot.token: missing (a site must be able to recognise the agent: want its robots.txt product token, e.g. "civic-ingestor", its user_agent, or both)`},
		},
		{
			name: "window at 25:00",
			change: func(p *policy.Policy) {
				p.Windows = policy.Keyed[policy.Window]{{ID: "peak", Kind: policy.WindowKindQuiet, Label: policy.Label{"en": "Peak"},
					Hours: []policy.TimeRange{{From: 25 * 60, To: 26 * 60}}}}
			},
			want: []string{"windows.peak.hours[0]: 1500-1560 is not a time range (want minutes after midnight from 0 to 1440: 00:00 to 24:00)"},
		},
		{
			name: "unknown agent and target",
			change: func(p *policy.Policy) {
				p.Jobs = policy.Keyed[policy.Job]{{ID: "sync", Label: policy.Label{"en": "Sync"}, Agent: "nobody", Target: "nowhere"}}
			},
			want: []string{
				`jobs.sync.agent: "nobody" is not in agents (want one of "bot")`,
				`jobs.sync.target: "nowhere" is not in targets (the policy has none)`,
			},
		},
		{
			name:   "a name of 3 MB",
			change: func(p *policy.Policy) { p.Operator.Name = strings.Repeat("x", 3<<20) },
			want:   []string{"operator.name: 3145728 characters long; a text value has at most 1000"},
		},
		{
			name:   "ten million entries",
			change: func(p *policy.Policy) { p.Unpublished = make([]string, 10_000_000) },
			want:   []string{"unpublished: has 10000000 entries; policy.toml holds at most 2097152"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := basePolicy()
			tt.change(p)
			tr, err := polite.New(p, polite.Options{Agent: "bot", Base: canned{}, Resolve: resolveAll})
			if err == nil {
				tr.Close()
				t.Fatal("New accepted the policy")
			}
			var ps policy.Problems
			if !errors.As(err, &ps) {
				t.Fatalf("New: %v, want policy.Problems", err)
			}
			var got []string
			for _, pr := range ps {
				got = append(got, pr.String())
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("problems mismatch (-want +got):\n%s", diff)
			}
			if v := p.Validate(); v == nil || v.Error() != ps.Error() {
				t.Errorf("Validate() = %v, want New's problems", v)
			}
		})
	}
}

// TestNewLeavesPolicyAlone: New checks the policy without changing it, so that goroutines may
// call New on one policy at once (go test -race), and the warnings that Parse found stay as they
// were.
func TestNewLeavesPolicyAlone(t *testing.T) {
	p := basePolicy()
	p.RobotsTxt.CacheFor, p.RobotsTxt.TakesEffectWithin = dur("48h"), dur("48h") // longer than RFC 9309 §2.4 advises
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	before := p.Warnings()
	if len(before) == 0 {
		t.Fatal("no warning to keep")
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			tr, err := polite.New(p, polite.Options{Agent: "bot", Base: canned{}, Resolve: resolveAll})
			if err != nil {
				t.Error(err)
				return
			}
			tr.Close()
			_ = p.Warnings()
		})
	}
	wg.Wait()
	if diff := cmp.Diff(before, p.Warnings()); diff != "" {
		t.Errorf("New changed the policy's warnings (-before +after):\n%s", diff)
	}
}
