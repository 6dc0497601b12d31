package verify

import (
	"context"
	"errors"
	"net"
	"net/netip"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// fakeDNS answers PTR and A/AAAA lookups from its maps; a name or address it lacks is not found
// (a *net.DNSError with IsNotFound, as *net.Resolver reports NXDOMAIN), and one listed in fail
// fails as a server failure does.
type fakeDNS struct {
	ptr     map[string][]string
	addrs   map[string][]string
	fail    map[string]bool
	lookups []string
}

func (f *fakeDNS) LookupAddr(_ context.Context, addr string) ([]string, error) {
	f.lookups = append(f.lookups, "PTR "+addr)
	if f.fail[addr] {
		return nil, &net.DNSError{Err: "server misbehaving", Name: addr, IsTemporary: true}
	}
	if names, ok := f.ptr[addr]; ok {
		return names, nil
	}
	return nil, &net.DNSError{Err: "no such host", Name: addr, IsNotFound: true}
}

func (f *fakeDNS) LookupNetIP(_ context.Context, network, host string) ([]netip.Addr, error) {
	f.lookups = append(f.lookups, "A "+host)
	if network != "ip" {
		return nil, errors.New("want network ip, got " + network)
	}
	if f.fail[host] {
		return nil, &net.DNSError{Err: "i/o timeout", Name: host, IsTimeout: true}
	}
	var out []netip.Addr
	for _, s := range f.addrs[host] {
		out = append(out, netip.MustParseAddr(s))
	}
	if len(out) == 0 {
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}
	return out, nil
}

const policyHead = `schema = 2

[site]
title = { en = "Example crawler" }
base_url = "https://crawler.example/"
languages = ["en"]
default_language = "en"
time_zone = "Europe/Berlin"
last_changed = 2026-11-29
example = true

[operator]
name = "Example GmbH"

[contact]
email = "crawler@crawler.example"

[agents.bot]
token = "ExampleBot"
purpose = { en = "Indexes public pages" }
trigger = "unattended"
user_agent = "Mozilla/5.0 (compatible; ExampleBot/{version}; +https://crawler.example/)"
version_may_change = true

[agents.news]
token = "ExampleNews"
purpose = { en = "Reads news" }
trigger = "unattended"
user_agent = "ExampleNews/1.0"

[agents.preview]
token = "ExamplePreview"
purpose = { en = "Shows previews" }
trigger = "user-request"
user_agent = "ExamplePreview"
user_agent_form = "after-browser"

[robots_txt]
check = "before-first-fetch"
cache_for = "24h"
crawl_delay = "ignored"
takes_effect_within = "24h"
`

func load(t *testing.T, network string) *policy.Policy {
	t.Helper()
	p, err := policy.Parse([]byte(policyHead+network), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

var day = policy.Date{Time: mustDay("2026-12-02")}

func mustDay(s string) time.Time {
	d, err := policy.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d.Time
}

const (
	botUA     = "Mozilla/5.0 (compatible; ExampleBot/2.4.1; +https://crawler.example/)"
	newsUA    = "ExampleNews/1.0"
	previewUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 ExamplePreview"
)

// TestCheck runs every branch the issue lists (listed address, unlisted address, a PTR name in a
// published domain that resolves back, one that does not, no PTR, a User-Agent that matches a
// template, one that does not) and the ones around them, each with the verdict, the reasons it
// must give, and the DNS lookups it must make.
func TestCheck(t *testing.T) {
	addresses := `
[[network.addresses]]
prefix = "203.0.113.0/28"
agents = ["bot"]

[[network.addresses]]
prefix = "2001:db8:7::/48"

[[network.addresses]]
prefix = "198.51.100.9"
agents = ["news"]
until = 2026-11-30

[[network.addresses]]
prefix = "198.51.100.10"
from = 2027-01-04

[[network.addresses]]
prefix = "198.51.100.20"
purpose = "key-verification"
`
	rdns := `
[network]
reverse_dns = "crawl.crawler.example"
` + addresses
	hostNames := `
[network]
unpublished = true

[[network.host_names]]
pattern = "preview-*.crawler.example"
agents = ["preview"]
`
	dns := func() *fakeDNS {
		return &fakeDNS{
			ptr: map[string][]string{
				"192.0.2.17":  {"r17.crawl.crawler.example."},
				"192.0.2.18":  {"R18.Crawl.Crawler.Example"},
				"192.0.2.19":  {"r19.crawl.crawler.example."},
				"192.0.2.20":  {"host.other.example."},
				"192.0.2.21":  {"host.other.example.", "r21.crawl.crawler.example."},
				"192.0.2.30":  {"preview-30.crawler.example."},
				"2001:db8::5": {"r5.crawl.crawler.example."},
				"192.0.2.67":  {"r67.crawl.crawler.example."},
				"192.0.2.68":  {"r67.crawl.crawler.example.", "r68.crawl.crawler.example."},
			},
			addrs: map[string][]string{
				"r17.crawl.crawler.example":  {"192.0.2.17"},
				"r18.crawl.crawler.example":  {"192.0.2.99", "192.0.2.18"},
				"r19.crawl.crawler.example":  {"192.0.2.200"},
				"r21.crawl.crawler.example":  {"192.0.2.21"},
				"preview-30.crawler.example": {"192.0.2.30"},
				"r5.crawl.crawler.example":   {"2001:db8::5"},
				"r68.crawl.crawler.example":  {"192.0.2.68"},
			},
			fail: map[string]bool{"192.0.2.66": true, "r67.crawl.crawler.example": true},
		}
	}
	tests := []struct {
		name, network, ip string
		ua                *string
		want              Verdict
		keyOnly           bool
		agents            []string
		reasons           []string
		lookups           []string
		// single: no reason says that agents are not told apart.
		single bool
	}{
		{name: "listed address", network: addresses, ip: "203.0.113.5", want: Genuine, agents: []string{"bot"},
			reasons: []string{"203.0.113.5 is in the published prefix 203.0.113.0/28 (network.addresses[0]), used by agents.bot"}},
		{name: "listed address, IPv4-mapped", network: addresses, ip: "::ffff:203.0.113.5", want: Genuine, agents: []string{"bot"}},
		{name: "listed for every agent", network: addresses, ip: "2001:db8:7::1", want: Genuine, agents: []string{"bot", "news", "preview"}},
		{name: "unlisted address", network: addresses, ip: "203.0.113.16", want: NotGenuine,
			reasons: []string{"203.0.113.16 is not among the published addresses (network.addresses), and the policy publishes no reverse DNS names"}},
		{name: "address no longer in use", network: addresses, ip: "198.51.100.9", want: NotGenuine,
			reasons: []string{"198.51.100.9 was a published address until 2026-11-30 (network.addresses[2])"}},
		{name: "address not yet in use", network: addresses, ip: "198.51.100.10", want: NotGenuine,
			reasons: []string{"198.51.100.10 is a published address from 2027-01-04 on (network.addresses[3])"}},
		{name: "listed address needs no DNS", network: rdns, ip: "203.0.113.5", want: Genuine, agents: []string{"bot"}, lookups: []string{}},
		{name: "PTR in the published domain resolves back", network: rdns, ip: "192.0.2.17", want: Genuine, agents: []string{"bot", "news", "preview"},
			reasons: []string{"192.0.2.17 is not among the published addresses in use (network.addresses)", "its reverse DNS name r17.crawl.crawler.example (under network.reverse_dns crawl.crawler.example) resolves back to 192.0.2.17"},
			lookups: []string{"PTR 192.0.2.17", "A r17.crawl.crawler.example"}},
		{name: "PTR in another letter case, one of two addresses", network: rdns, ip: "192.0.2.18", want: Genuine},
		{name: "PTR of IPv6", network: rdns, ip: "2001:db8::5", want: Genuine},
		{name: "PTR that does not resolve back", network: rdns, ip: "192.0.2.19", want: NotGenuine,
			reasons: []string{"its reverse DNS name r19.crawl.crawler.example (under network.reverse_dns crawl.crawler.example) resolves to 192.0.2.200, not back to 192.0.2.19"}},
		{name: "PTR outside the published domain", network: rdns, ip: "192.0.2.20", want: NotGenuine,
			reasons: []string{"its reverse DNS name host.other.example is not under the published domain crawl.crawler.example (network.reverse_dns)"},
			lookups: []string{"PTR 192.0.2.20"}},
		{name: "second PTR name in the domain", network: rdns, ip: "192.0.2.21", want: Genuine},
		{name: "no PTR", network: rdns, ip: "192.0.2.22", want: NotGenuine,
			reasons: []string{"192.0.2.22 has no reverse DNS name (PTR record)"}},
		{name: "the domain alone is no name under it", network: "[network]\nreverse_dns = \"crawl.crawler.example\"\nunpublished = true\n", ip: "192.0.2.23", want: NotGenuine},
		{name: "PTR lookup fails", network: rdns, ip: "192.0.2.66", want: Trouble},
		{name: "forward lookup fails", network: rdns, ip: "192.0.2.67", want: Trouble,
			reasons: []string{"the lookup of r67.crawl.crawler.example failed: lookup r67.crawl.crawler.example: i/o timeout"}},
		{name: "forward lookup of one name fails, another resolves back", network: rdns, ip: "192.0.2.68", want: Genuine,
			reasons: []string{"the lookup of r67.crawl.crawler.example failed: lookup r67.crawl.crawler.example: i/o timeout",
				"its reverse DNS name r68.crawl.crawler.example (under network.reverse_dns crawl.crawler.example) resolves back to 192.0.2.68"}},
		{name: "PTR matches a pattern and resolves back", network: hostNames, ip: "192.0.2.30", want: Genuine, agents: []string{"preview"},
			reasons: []string{"its reverse DNS name preview-30.crawler.example (matches network.host_names[0] preview-*.crawler.example) resolves back to 192.0.2.30"}},
		{name: "PTR of no published form", network: hostNames, ip: "192.0.2.17", want: NotGenuine,
			reasons: []string{"its reverse DNS name r17.crawl.crawler.example is of no published form (network.host_names)"}},
		{name: "nothing published", network: "[network]\nunpublished = true\n", ip: "192.0.2.17", want: Trouble,
			reasons: []string{"the policy publishes no addresses and no reverse DNS names (network): an address cannot be verified"}},
		{name: "User-Agent matches the template", network: addresses, ip: "203.0.113.5", ua: ptr(botUA), want: Genuine, agents: []string{"bot"},
			reasons: []string{"203.0.113.5 is in the published prefix 203.0.113.0/28 (network.addresses[0]), used by agents.bot", "the User-Agent matches agents.bot.user_agent"}},
		{name: "User-Agent matches no template", network: addresses, ip: "203.0.113.5", ua: ptr("Mozilla/5.0 (compatible; ExampleBot; +https://crawler.example/)"), want: NotGenuine,
			reasons: []string{"the User-Agent matches no agent's User-Agent (agents.*.user_agent)"}},
		{name: "placeholder stands for text without spaces", network: addresses, ip: "203.0.113.5", ua: ptr("Mozilla/5.0 (compatible; ExampleBot/2 4; +https://crawler.example/)"), want: NotGenuine},
		{name: "User-Agent of an agent that does not use the address", network: addresses, ip: "203.0.113.5", ua: ptr(newsUA), want: NotGenuine,
			reasons: []string{"the User-Agent matches agents.news.user_agent", "the address is not one that agents.news fetches from"}},
		{name: "User-Agent after a browser's", network: hostNames, ip: "192.0.2.30", ua: ptr(previewUA), want: Genuine, agents: []string{"preview"}},
		{name: "after-browser wants a browser before it", network: hostNames, ip: "192.0.2.30", ua: ptr("ExamplePreview"), want: NotGenuine},
		{name: "after-browser wants a browser's User-Agent before it, not any word", network: hostNames, ip: "192.0.2.30", ua: ptr("curl/8.5 ExamplePreview"), want: NotGenuine},
		{name: "exact User-Agent", network: addresses, ip: "2001:db8:7::1", ua: ptr(newsUA), want: Genuine, agents: []string{"news"}},
		{name: "exact means whole", network: addresses, ip: "2001:db8:7::1", ua: ptr(newsUA + " extra"), want: NotGenuine},
		{name: "address for key verification only", network: addresses, ip: "198.51.100.20", want: Genuine, agents: []string{}, keyOnly: true,
			reasons: []string{"198.51.100.20 is a published address (network.addresses[4]), for the verification of a site’s key", "only a request for a site’s key file comes from 198.51.100.20: the crawler fetches no pages from it, so any other request from it is not the crawler’s"}},
		{name: "crawler's User-Agent from a key-verification address", network: addresses, ip: "198.51.100.20", ua: ptr(newsUA), want: NotGenuine,
			reasons: []string{"the User-Agent matches agents.news.user_agent", "the address is not one that agents.news fetches from"}},
		{name: "empty User-Agent", network: addresses, ip: "2001:db8:7::1", ua: ptr(""), want: NotGenuine},
		// New-user trial 3: two agents that send one User-Agent are not told apart in silence.
		{name: "User-Agent of two agents", network: addresses + "\n[agents.sampler]\npurpose = { en = \"Samples pages\" }\ntrigger = \"unattended\"\nuser_agent = \"ExampleNews/1.0\"\n", ip: "2001:db8:7::1", ua: ptr(newsUA), want: Genuine, agents: []string{"news", "sampler"},
			reasons: []string{"the User-Agent matches agents.news.user_agent", "the User-Agent matches agents.sampler.user_agent", "the User-Agent does not tell agents.news and agents.sampler apart: the request may be any of theirs"}},
		{name: "User-Agent of one agent: nothing to tell apart", network: addresses, ip: "2001:db8:7::1", ua: ptr(newsUA), want: Genuine, agents: []string{"news"},
			reasons: []string{"the User-Agent matches agents.news.user_agent"}, single: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := load(t, tt.network)
			d := dns()
			req := Request{IP: netip.MustParseAddr(tt.ip)}
			if tt.ua != nil {
				req.UserAgent, req.HasUserAgent = *tt.ua, true
			}
			rep := Check(context.Background(), p, req, d, day)
			all := strings.Join(rep.Reasons, "\n")
			if rep.Verdict != tt.want {
				t.Fatalf("verdict %v, want %v; reasons:\n%s", rep.Verdict, tt.want, all)
			}
			if tt.agents != nil && strings.Join(rep.Agents, ",") != strings.Join(tt.agents, ",") {
				t.Errorf("agents %v, want %v", rep.Agents, tt.agents)
			}
			if rep.KeyVerificationOnly != tt.keyOnly {
				t.Errorf("KeyVerificationOnly %v, want %v", rep.KeyVerificationOnly, tt.keyOnly)
			}
			if rep.Verdict != Genuine && rep.Agents != nil {
				t.Errorf("agents %v for a request that is not genuine", rep.Agents)
			}
			for _, r := range tt.reasons {
				if !strings.Contains("\n"+all+"\n", "\n"+r+"\n") {
					t.Errorf("reasons lack %q:\n%s", r, all)
				}
			}
			if len(rep.Reasons) == 0 {
				t.Error("no reason given")
			}
			if tt.single && strings.Contains(all, "apart") {
				t.Errorf("one agent matched, yet the reasons speak of telling agents apart:\n%s", all)
			}
			if tt.lookups != nil && strings.Join(d.lookups, ",") != strings.Join(tt.lookups, ",") {
				t.Errorf("lookups %q, want %q", d.lookups, tt.lookups)
			}
		})
	}
}

func ptr(s string) *string { return &s }

// TestExamples verifies, against every example that publishes addresses, the first address of
// each prefix with each agent's own User-Agent as its page states it (placeholders by their
// examples, {version} by a version), and an address of the documentation range outside them.
func TestExamples(t *testing.T) {
	for _, name := range []string{"civic-ingestor", "gmina-bot", "search-engine"} {
		p, err := policy.Load(os.DirFS("../examples/"+name), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		for i, a := range p.Network.Addresses {
			if a.Purpose == policy.AddressPurposeKeyVerification {
				continue
			}
			rep := Check(context.Background(), p, Request{IP: a.Prefix.Addr()}, &fakeDNS{}, day)
			if rep.Verdict != Genuine {
				t.Errorf("%s: network.addresses[%d] %s: %v %q", name, i, a.Prefix.Addr(), rep.Verdict, rep.Reasons)
			}
			for _, id := range a.Agents {
				ag, _ := p.Agents.Get(id)
				ua := strings.ReplaceAll(string(ag.UserAgent), "{version}", "9.9")
				if ua == "" { // an agent known by its token alone
					ua = "Mozilla/5.0 (compatible; " + string(ag.Token) + "/1.0)"
				}
				rep := Check(context.Background(), p, Request{IP: a.Prefix.Addr(), UserAgent: ua, HasUserAgent: true}, &fakeDNS{}, day)
				if rep.Verdict != Genuine {
					t.Errorf("%s: %s from %s: %v %q", name, ua, a.Prefix.Addr(), rep.Verdict, rep.Reasons)
				}
			}
		}
	}
}
