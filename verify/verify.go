// Package verify tells whether a request that names the crawler comes from it, by what the policy
// publishes and nothing else: its addresses (network.addresses, in use on the day asked), the
// reverse DNS names of its addresses (network.reverse_dns or network.host_names), confirmed
// forward, and its agents' User-Agents (agents.X.user_agent with its placeholders and form,
// variants, a token where an agent states no User-Agent). It is the page's "Is this request
// really from us?" recipe as a program: `sitegen verify`.
//
// Forward-confirmed reverse DNS is the check that Google, Bing and Apple describe for their
// crawlers: the address's PTR name (RFC 1035 §3.5) must lie under a published domain or match a
// published pattern, and that name must resolve back (A or AAAA) to the same address; a PTR
// record alone can be written by whoever holds the address. The lookups go through a Resolver,
// which *net.Resolver satisfies, so that tests give answers of their own.
package verify

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"slices"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
)

// Resolver is the DNS that Check asks: *net.Resolver (net.DefaultResolver in sitegen), or a
// fake in tests. LookupAddr returns the PTR names of an address (in any letter case, with or
// without the final dot); LookupNetIP the A and AAAA addresses of a name (network "ip"). A name
// or address that has no record is an error for which errors.As finds a *net.DNSError with
// IsNotFound; any other error is trouble (a timeout, a server failure) and makes the verdict
// Trouble.
type Resolver interface {
	LookupAddr(ctx context.Context, addr string) ([]string, error)
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

var _ Resolver = (*net.Resolver)(nil)

// Verdict is Check's answer. Its values are sitegen verify's exit codes.
type Verdict int

// The values of Verdict.
const (
	// Genuine: the address is published and in use, or its reverse DNS name is confirmed
	// forward; and the User-Agent, where one was given, is one an agent sends from there.
	Genuine Verdict = 0
	// NotGenuine: the policy's checks say the request is not the crawler's.
	NotGenuine Verdict = 1
	// Trouble: no answer: the policy publishes no way to verify an address, or the DNS failed.
	Trouble Verdict = 2
)

func (v Verdict) String() string {
	switch v {
	case Genuine:
		return "genuine"
	case NotGenuine:
		return "not genuine"
	}
	return "cannot tell"
}

// Request is what is known of the request to verify.
type Request struct {
	// IP is the address the request came from (an IPv4-mapped IPv6 address is read as IPv4).
	IP netip.Addr
	// UserAgent is its User-Agent header; HasUserAgent says whether it was given (an empty
	// header is a header too).
	UserAgent    string
	HasUserAgent bool
}

// Report is Check's verdict with the reasons, one sentence each, in the order the checks ran,
// each naming the key of policy.toml that it rests on.
type Report struct {
	Verdict Verdict
	Reasons []string
	// Agents are the IDs of the agents the request may come from (in the policy's order), where it
	// is genuine; nil otherwise.
	Agents []string
	// KeyVerificationOnly: the request is genuine only as a request for a site's key file, since
	// every published address in use that holds it is for key verification
	// (network.addresses[].purpose = "key-verification"): the crawler fetches no pages from it.
	// Agents is then empty.
	KeyVerificationOnly bool
}

// Check verifies req against p on the day today (a day in the site's time zone: an address
// whose until is before it, or whose from is after it, is not in use). The address is checked
// first; only an address that is not published and in use is looked up in the DNS, and only
// where the policy publishes reverse DNS names. A User-Agent that matches more than one agent
// fetching from the address is reported with each of them (Report.Agents), and a reason says that
// the User-Agent does not tell them apart.
func Check(ctx context.Context, p *policy.Policy, req Request, r Resolver, today policy.Date) Report {
	ip := req.IP.Unmap()
	var rep Report
	reason := func(format string, args ...any) { rep.Reasons = append(rep.Reasons, fmt.Sprintf(format, args...)) }

	// from holds the agents the source (address or name) serves; all means every agent.
	var from []string
	all, found := false, false
	n := p.Network
	for i, a := range n.Addresses {
		if !a.Prefix.Contains(ip) {
			continue
		}
		at := fmt.Sprintf("network.addresses[%d]", i)
		switch {
		case !a.Until.IsZero() && a.Until.Before(today.Time):
			if a.Prefix.IsSingleIP() {
				reason("%s was a published address until %s (%s)", ip, a.Until, at)
			} else {
				reason("%s is in %s (%s), which was in use until %s", ip, a.Prefix.Prefix, at, a.Until)
			}
			continue
		case !a.From.IsZero() && today.Before(a.From.Time):
			if a.Prefix.IsSingleIP() {
				reason("%s is a published address from %s on (%s)", ip, a.From, at)
			} else {
				reason("%s is in %s (%s), which is in use from %s", ip, a.Prefix.Prefix, at, a.From)
			}
			continue
		}
		found = true
		if a.Prefix.IsSingleIP() {
			reason("%s is a published address (%s)%s", ip, at, served(a.Agents, a.Purpose))
		} else {
			reason("%s is in the published prefix %s (%s)%s", ip, a.Prefix.Prefix, at, served(a.Agents, a.Purpose))
		}
		from, all = addAgents(from, all, a.Agents, a.Purpose)
	}
	if !found && n.ReverseDNS == "" && len(n.HostNames) == 0 {
		if len(n.Addresses) > 0 {
			reason("%s is not among the published addresses (network.addresses), and the policy publishes no reverse DNS names", ip)
			return rep.done(NotGenuine)
		}
		reason("the policy publishes no addresses and no reverse DNS names (network): an address cannot be verified")
		return rep.done(Trouble)
	}
	if !found {
		if len(n.Addresses) > 0 {
			reason("%s is not among the published addresses in use (network.addresses)", ip)
		}
		agents, ok, v := reverseDNS(ctx, p, ip, r, reason)
		if v == Trouble {
			return rep.done(Trouble)
		}
		if !ok {
			return rep.done(NotGenuine)
		}
		from, all = addAgents(from, all, agents, "")
	}

	keyOnly := found && !all && len(from) == 0
	agents := p.Agents.Keys()
	if !all {
		agents = slices.DeleteFunc(slices.Clone(agents), func(id string) bool { return !slices.Contains(from, id) })
	}
	if !req.HasUserAgent {
		if keyOnly {
			reason("only a request for a site’s key file comes from %s: the crawler fetches no pages from it, so any other request from it is not the crawler’s", ip)
			rep.KeyVerificationOnly = true
		}
		rep.Agents = agents
		return rep.done(Genuine)
	}
	ua := req.UserAgent
	var matched []string
	for _, id := range p.Agents.Keys() {
		a, _ := p.Agents.Get(id)
		if where := matchAgent(a, ua); where != "" {
			matched = append(matched, id)
			reason("the User-Agent matches %s", where)
		}
	}
	if cr := p.Commitments.ComparisonRequest; cr != nil && string(cr.UserAgent) == ua {
		reason("the User-Agent is that of the comparison request (commitments.comparison_request.user_agent)")
		rep.Agents = agents
		return rep.done(Genuine)
	}
	if len(matched) == 0 {
		for _, id := range p.Agents.Keys() {
			a, _ := p.Agents.Get(id)
			for i, f := range a.Former {
				if f.UserAgent != "" && string(f.UserAgent) == ua {
					reason("the User-Agent is one agents.%s no longer sends (agents.%s.former[%d])", id, id, i)
				}
			}
		}
		reason("the User-Agent matches no agent's User-Agent (agents.*.user_agent)")
		return rep.done(NotGenuine)
	}
	var both []string
	for _, id := range matched {
		if slices.Contains(agents, id) {
			both = append(both, id)
		}
	}
	if len(both) == 0 {
		reason("the address is not one that %s fetches from", strings.Join(prefixed("agents.", matched), " or "))
		return rep.done(NotGenuine)
	}
	if len(both) > 1 {
		// Never silent: two agents that send one User-Agent (policy warns of it) are not told
		// apart here either.
		reason("the User-Agent does not tell %s apart: the request may be any of theirs", strings.Join(prefixed("agents.", both), " and "))
	}
	rep.Agents = both
	return rep.done(Genuine)
}

func (r Report) done(v Verdict) Report {
	r.Verdict = v
	if v != Genuine {
		r.Agents = nil
		r.KeyVerificationOnly = false
	}
	return r
}

// addAgents adds the agents an address or name serves to from; an entry that names none serves
// every agent, unless it is for key verification, which is no agent's fetching.
func addAgents(from []string, all bool, agents []string, purpose policy.AddressPurpose) ([]string, bool) {
	if len(agents) == 0 {
		return from, all || purpose != policy.AddressPurposeKeyVerification
	}
	for _, a := range agents {
		if !slices.Contains(from, a) {
			from = append(from, a)
		}
	}
	return from, all
}

// served says whom an address or name serves, after the sentence that names it: the agents, the
// test version of the agents (every agent where it names none), or a site's key file.
func served(agents []string, purpose policy.AddressPurpose) string {
	who := strings.Join(prefixed("agents.", agents), " and ")
	switch {
	case purpose == policy.AddressPurposeKeyVerification:
		return ", for the verification of a site’s key"
	case purpose == policy.AddressPurposeTest && who != "":
		return ", used by the test version of " + who
	case purpose == policy.AddressPurposeTest:
		return ", used by the test version of the agents"
	case who != "":
		return ", used by " + who
	}
	return ""
}

func prefixed(prefix string, ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = prefix + s
	}
	return out
}

// reverseDNS looks up the PTR names of ip and confirms each that the policy publishes (under
// network.reverse_dns or matching a pattern of network.host_names) forward. It returns the agents
// of the first confirmed name (nil: every agent), whether one was confirmed, and Trouble where
// the DNS failed: the reverse lookup, or the forward lookup of every published name that did not
// confirm (a failure on one name does not hide another name that resolves back).
func reverseDNS(ctx context.Context, p *policy.Policy, ip netip.Addr, r Resolver, reason func(string, ...any)) ([]string, bool, Verdict) {
	names, err := r.LookupAddr(ctx, ip.String())
	if err != nil && !notFound(err) {
		reason("the reverse DNS lookup of %s failed: %v", ip, err)
		return nil, false, Trouble
	}
	if len(names) == 0 {
		reason("%s has no reverse DNS name (PTR record)", ip)
		return nil, false, NotGenuine
	}
	failed := false
	for _, name := range names {
		name = strings.TrimSuffix(strings.ToLower(name), ".")
		agents, where, ok := published(p, name)
		if !ok {
			reason("its reverse DNS name %s is %s", name, where)
			continue
		}
		addrs, err := r.LookupNetIP(ctx, "ip", name)
		if err != nil && !notFound(err) {
			reason("the lookup of %s failed: %v", name, err)
			failed = true
			continue
		}
		if len(addrs) == 0 {
			reason("its reverse DNS name %s (%s) has no address: it does not resolve back", name, where)
			continue
		}
		if !slices.ContainsFunc(addrs, func(a netip.Addr) bool { return a.Unmap() == ip }) {
			reason("its reverse DNS name %s (%s) resolves to %s, not back to %s", name, where, joinAddrs(addrs), ip)
			continue
		}
		reason("its reverse DNS name %s (%s) resolves back to %s", name, where, ip)
		return agents, true, Genuine
	}
	if failed {
		return nil, false, Trouble
	}
	return nil, false, NotGenuine
}

// published says where the policy publishes name: under network.reverse_dns, or matching a
// pattern of network.host_names (with that pattern's agents); otherwise, why not.
func published(p *policy.Policy, name string) (agents []string, where string, ok bool) {
	n := p.Network
	if d := strings.TrimSuffix(strings.ToLower(n.ReverseDNS), "."); d != "" && strings.HasSuffix(name, "."+d) {
		return nil, "under network.reverse_dns " + d, true
	}
	for i, h := range n.HostNames {
		if h.Matches(name) {
			return h.Agents, fmt.Sprintf("matches network.host_names[%d] %s", i, h.Pattern), true
		}
	}
	if n.ReverseDNS != "" {
		return nil, "not under the published domain " + n.ReverseDNS + " (network.reverse_dns)", false
	}
	return nil, "of no published form (network.host_names)", false
}

func notFound(err error) bool {
	var de *net.DNSError
	return errors.As(err, &de) && de.IsNotFound
}

func joinAddrs(addrs []netip.Addr) string {
	s := make([]string, len(addrs))
	for i, a := range addrs {
		s[i] = a.String()
	}
	return strings.Join(s, ", ")
}

// matchAgent says where ua matches agent a's User-Agents (its key path), or "" where it does
// not: the main User-Agent in its form (whole header, contained, or after a browser's), then
// the variants (whole header); {version} stands for the published version unless it may change,
// and every placeholder for a run of characters without spaces. An agent without a User-Agent
// matches a header that contains its stable parts, or else its product token (case-insensitive,
// as RFC 9309 §2.2.1 compares tokens).
func matchAgent(a policy.Agent, ua string) string {
	at := "agents." + a.ID
	if a.UserAgent != "" {
		if a.UserAgentPattern(a.UserAgent, a.UserAgentForm).MatchString(ua) {
			return at + ".user_agent"
		}
		for i, v := range a.Variants {
			if a.UserAgentPattern(v.UserAgent, "").MatchString(ua) {
				return fmt.Sprintf("%s.variants[%d].user_agent", at, i)
			}
		}
		return ""
	}
	if len(a.StableParts) > 0 {
		for _, s := range a.StableParts {
			if !strings.Contains(ua, s) {
				return ""
			}
		}
		return at + ".stable_parts"
	}
	if a.Token != "" && strings.Contains(strings.ToLower(ua), strings.ToLower(string(a.Token))) {
		return at + ".token"
	}
	return ""
}
