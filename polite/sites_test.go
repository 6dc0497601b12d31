package polite_test

import (
	"context"
	"net/http"
	"net/netip"
	"time"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
)

// sites are the conformance harness's scripted test sites (package conform), reached in process:
// testing/synctest fakes time only while every goroutine of the test is blocked on something it
// can see, and a socket is not that. Every request is recorded.
type sites struct{ *conform.Sites }

type (
	record = conform.Record
	site   = conform.Site
)

func newSites() *sites { return &sites{conform.NewSites()} }

// add serves host with h at addr (127.0.0.1 when empty).
func (s *sites) add(host, addr string, h http.Handler) { s.Add(host, addr, h) }

func (s *sites) resolve(ctx context.Context, host string) ([]netip.Addr, error) {
	return s.Resolve(ctx, host)
}

// requests returns the log, or the part of it for which keep is true.
func (s *sites) requests(keep func(record) bool) []record { return s.Records(keep) }

func dur(s string) policy.Duration {
	d, err := policy.ParseDuration(s)
	if err != nil {
		panic(err)
	}
	return d
}

// basePolicy is a small policy for one agent, "bot", with robots.txt read before the first fetch
// and cached for a day; tests change what they check.
func basePolicy() *policy.Policy {
	zone, _ := time.LoadLocation("Europe/Berlin")
	return &policy.Policy{
		// What a valid policy needs besides: polite.New refuses one that policy.Validate would.
		Site: policy.Site{
			Title: policy.Label{"en": "ExampleBot"}, BaseURL: "https://bot.example/",
			Languages: []string{"en"}, DefaultLanguage: "en", TimeZone: policy.Zone{Location: zone},
			LastChanged: policy.Date{Time: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)}, Example: true,
		},
		Operator: policy.Operator{Name: "Example Crawling Ltd"},
		Contact:  policy.Contact{Email: "crawler@bot.example"},
		Agents: policy.Keyed[policy.Agent]{{
			ID: "bot", Token: "ExampleBot", UserAgent: "ExampleBot/{version} (+https://bot.example/)", Version: "2.1",
		}},
		Limits: policy.Limits{MinInterval: dur("2s"), IntervalKey: policy.ScopeHostname},
		RobotsTxt: policy.RobotsTxt{
			Check: policy.RobotsCheckBeforeFirstFetch, CacheFor: dur("24h"), TakesEffectWithin: dur("24h"),
			CrawlDelay: policy.CrawlDelayIgnored,
		},
	}
}
