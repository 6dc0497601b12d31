package generator

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
)

// jafarType is the media type of a JAFAR file (draft-illyes-webbotauth-jafar, IANA
// considerations), which the hosts' header file (_headers) gives ips.json and ips/*.json.
const jafarType = "application/jafar+json"

// jafarPrefix is a prefix object of a JAFAR file: exactly one of ipv4Prefix and ipv6Prefix, and
// services, the product tokens of the agents that fetch from it; and, where the policy names the
// address's region (network.addresses' region), region, its label in the site's default
// language. region is sitegen's member, not the draft's, which defines none for where a prefix
// is; a reader of the draft ignores a member it does not know.
type jafarPrefix struct {
	IPv4Prefix string   `json:"ipv4Prefix,omitempty"`
	IPv6Prefix string   `json:"ipv6Prefix,omitempty"`
	Services   []string `json:"services,omitempty"`
	Region     string   `json:"region,omitempty"`
}

// ipsJSON writes the published addresses in the format of the IETF draft "JAFAR"
// (draft-illyes-webbotauth-jafar), as Google, OpenAI, Apple and Bing publish theirs: synctoken,
// creationTime in UTC with "Z", notes, and one prefixes array for both families, each prefix with
// the product tokens of the agents that fetch from it as its services (an address that names no
// agent serves every agent with a token; one that only verifies keys serves none). The file lists
// the addresses in use on its creationTime (date): one whose last day (until) is before date, or
// whose first day (from) is after it, is left out. The draft has no member for a period of use,
// and a consumer ignores members it does not know, so a firewall fed by the file would admit a
// prefix listed before its first day, when it may still be someone else's; verify refuses it
// until then too, and the page states its first day. The notes name such a prefix and its first
// day, and the build says to build again on it (futureAddressNotes). agent, when not empty, keeps
// the addresses that agent fetches from (a file of its own, ips/AGENT.json).
//
// synctoken is derived from the content alone, not from the date: the first 16 bytes of the
// SHA-256 of the prefixes and notes as JSON, in base64url, so that it changes exactly when a
// prefix, its services or the notes change (the draft: "changes whenever there is a change to any
// metadata associated with one or more prefixes").
func ipsJSON(p *policy.Policy, date policy.Date, agent, baseURL string) ([]byte, error) {
	tokens := agentTokens(p)
	var all []string
	for _, a := range p.Agents {
		if a.Token != "" {
			all = append(all, string(a.Token))
		}
	}
	prefixes := []jafarPrefix{}
	for _, a := range p.Network.Addresses {
		if ended(a.Until, date) || notYet(a.From, date) {
			continue // not in use on the file's date: the page states its period
		}
		if agent != "" && !servesAgent(a, agent) {
			continue
		}
		var pr jafarPrefix
		if a.Prefix.Addr().Is4() {
			pr.IPv4Prefix = a.Prefix.Prefix.String()
		} else {
			pr.IPv6Prefix = a.Prefix.Prefix.String()
		}
		switch {
		case len(a.Agents) > 0:
			for _, id := range a.Agents {
				if tokens[id] != "" { // an agent without a product token has no name to give here
					pr.Services = append(pr.Services, tokens[id])
				}
			}
		case a.Purpose != policy.AddressPurposeKeyVerification:
			pr.Services = slices.Clone(all)
		}
		if r, ok := p.Network.Region(a.Region); ok {
			pr.Region = r.Label[p.Site.DefaultLanguage]
		}
		prefixes = append(prefixes, pr)
	}
	notes := jafarNotes(p, agent, date, baseURL)
	content, err := json.Marshal(struct {
		Notes    string        `json:"notes"`
		Prefixes []jafarPrefix `json:"prefixes"`
	}{notes, prefixes})
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(content)
	doc := struct {
		SyncToken    string        `json:"synctoken"`
		CreationTime string        `json:"creationTime"`
		Notes        string        `json:"notes,omitempty"`
		Prefixes     []jafarPrefix `json:"prefixes"`
	}{
		SyncToken:    base64.RawURLEncoding.EncodeToString(sum[:16]),
		CreationTime: date.UTC().Format("2006-01-02T15:04:05Z"),
		Notes:        notes,
		Prefixes:     prefixes,
	}
	return encodeJSON(doc)
}

// servesAgent reports whether agent fetches from address a: a names it, or names no agent and is
// not only for the verification of keys.
func servesAgent(a policy.Address, agent string) bool {
	if len(a.Agents) == 0 {
		return a.Purpose != policy.AddressPurposeKeyVerification
	}
	return slices.Contains(a.Agents, agent)
}

// ownAddressAgents are the agents that some address names and some other address does not
// serve, in the policy's order: agents with addresses of their own, each of which gets a JAFAR
// file of its own (ips/ID.json). An agent that fetches from every published address has none:
// ips.json is its file.
func ownAddressAgents(p *policy.Policy) []policy.Agent {
	named := map[string]bool{}
	for _, a := range p.Network.Addresses {
		for _, id := range a.Agents {
			named[id] = true
		}
	}
	var out []policy.Agent
	for _, ag := range p.Agents {
		if named[ag.ID] && slices.ContainsFunc(p.Network.Addresses, func(a policy.Address) bool { return !servesAgent(a, ag.ID) }) {
			out = append(out, ag)
		}
	}
	return out
}

// agentIPsPath is the path of agent id's JAFAR file.
func agentIPsPath(id string) string { return "ips/" + id + ".json" }

// jafarNotes is the file's notes: in English, for people who open it, what the policy states
// about the addresses: whose they are (the site's English title where it has one, else its
// default language's) and where the page is (baseURL, site.base_url or the build's
// --base-url, as sitemap.xml and llms.txt give it: newuser13 #12), the agent of a file of its own, the
// reverse DNS names that verify them, each address not yet in use on the file's date (date) with
// its first day, and whether they may change and new ones are announced before use: what the page
// says, no more (no "without notice", which no key states: new-user trial 26, F-09).
func jafarNotes(p *policy.Policy, agent string, date policy.Date, baseURL string) string {
	n := p.Network
	var s []string
	// The English title in these English notes, where the site has one; else the default
	// language's (new-user trial 28, F-16: a Polish title inside an English sentence).
	lang := p.Site.DefaultLanguage
	if _, ok := p.Site.Title["en"]; ok {
		lang = "en"
	}
	who := p.Site.Title[lang]
	if agent == "" && p.Site.TitleNumber(lang) == 1 {
		// A title is a name, quoted, not a noun the sentence would need an article for ("IP
		// addresses of Wrenfield Labs crawler": new-user trial 25, F-10); after a token it is
		// in parentheses already.
		who = "“" + who + "”"
	}
	if agent != "" {
		a, _ := p.Agents.Get(agent)
		name := string(a.Token)
		if name == "" {
			name = string(a.UserAgent)
		}
		who = name + " (" + who + ")"
	}
	s = append(s, fmt.Sprintf("IP addresses of %s, operated by %s; the policy: %s", who, p.Operator.Name, baseURL))
	if n.ReverseDNS != "" {
		s = append(s, "the reverse DNS name of each address ends in "+n.ReverseDNS+" and resolves back to it")
	}
	switch n.LandingPage {
	case policy.LandingPageHTTP:
		s = append(s, "each address serves a web page that explains the requests over HTTP on port 80")
	case policy.LandingPageHTTPS:
		s = append(s, "each address serves a web page that explains the requests over HTTPS on port 443")
	case policy.LandingPageHTTPAndHTTPS:
		s = append(s, "each address serves a web page that explains the requests over HTTP on port 80 and over HTTPS on port 443")
	}
	if len(n.HostNames) > 0 {
		var pats []string
		for _, h := range n.HostNames {
			if agent == "" || len(h.Agents) == 0 || slices.Contains(h.Agents, agent) {
				pats = append(pats, h.Pattern)
			}
		}
		if len(pats) > 0 {
			s = append(s, "the reverse DNS name of each address matches "+strings.Join(pats, " or ")+" and resolves back to it")
		}
	}
	for _, a := range n.Addresses {
		if notYet(a.From, date) && (agent == "" || servesAgent(a, agent)) {
			s = append(s, fmt.Sprintf("%s is in use from %s and listed here from that day", a.Prefix.Prefix, a.From))
		}
	}
	if n.MayChange {
		s = append(s, "the addresses may change")
	}
	if n.AnnouncedBeforeUse {
		if n.AnnounceDays > 0 {
			s = append(s, fmt.Sprintf("new addresses are published at least %d days before they are used", n.AnnounceDays))
		} else {
			s = append(s, "new addresses are published before they are used")
		}
	}
	return strings.Join(s, "; ") + "."
}

// notYet reports whether a period whose first day is from has not begun on the day date: from
// is after it.
func notYet(from, date policy.Date) bool {
	return !from.IsZero() && from.After(date.Time)
}

// futureAddressNotes are the build's notes on the addresses that ips.json leaves out because
// their first day of use is after the file's date: one line each, with the day to build again.
func futureAddressNotes(p *policy.Policy, date policy.Date) []string {
	var out []string
	for _, a := range p.Network.Addresses {
		if notYet(a.From, date) {
			out = append(out, fmt.Sprintf("ips.json: %s is in use from %s and left out of the file until then (JAFAR has no member for a first day, and a firewall admits every prefix listed): build again on that day, e.g. with SOURCE_DATE_EPOCH, so that the file lists it", a.Prefix.Prefix, a.From))
		}
	}
	return out
}
