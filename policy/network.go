package policy

import (
	"cmp"
	"fmt"
	"net/netip"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
	"golang.org/x/text/language"
)

// Network is where requests come from.
type Network struct {
	// Addresses are the published addresses and prefixes.
	Addresses []Address `toml:"addresses" json:"addresses,omitempty"`
	// Unpublished states that the operator publishes no addresses; then no ips.json is written (an
	// empty list would tell verifiers that no request is genuine).
	Unpublished bool `toml:"unpublished" json:"unpublished,omitempty"`
	// Country is where the requests come from, as an ISO 3166-1 alpha-2 code of a country ("DE";
	// not a user-assigned or reserved code such as "XX", "ZZ" or "EU"). The page
	// names the country in its language (CLDR, through x/text), whether the addresses are
	// listed, not published (Unpublished), or not spoken of at all.
	Country string `toml:"country" json:"country,omitempty"`
	// ReverseDNS is the domain that the reverse DNS names of the addresses end in, if any: the
	// page tells a reader to check that a request's address has a name under it that resolves
	// back to the same address. Where there are several domains, or names of a given form, list
	// them in HostNames instead (the two do not go together); HostNames then carry the same
	// check, with a pattern and an example each. It is written as the page and ips.json state
	// it, in lower case and without the final dot ("crawl.example.com"), two labels at least
	// (the operator's domain); validate refuses a name with capitals or a final dot, and names
	// the form to write.
	ReverseDNS string `toml:"reverse_dns" json:"reverse_dns,omitempty"`
	// HostNames are the forms of the reverse DNS names of the crawler's addresses, each a pattern
	// ("*.crawl.example.com", "robot-*.example.com"): a request whose address has such a name,
	// which resolves back to the same address, comes from the crawler. With no addresses
	// published, they are the only way to verify a request.
	HostNames []HostName `toml:"host_names" json:"host_names,omitempty"`
	// LandingPage states that every address requests come from serves a web page that explains
	// them, and over which scheme and port: "http" (HTTP, port 80), "https" (HTTPS, port 443) or
	// "http-and-https" (both). A webmaster who sees an unknown address in a log can open it in a
	// browser. The page says so under "IP addresses" and in the short answer on verifying a
	// request, ips.json in its notes; left out, nothing is said (trial 29, F-08).
	LandingPage LandingPage `toml:"landing_page" json:"landing_page,omitempty"`
	// MayChange states that the addresses may change; AnnouncedBeforeUse says whether new ones
	// are listed before they are used.
	MayChange bool `toml:"may_change" json:"may_change,omitempty"`
	// ChangeReason is why they may change.
	ChangeReason ChangeReason `toml:"change_reason" json:"change_reason,omitempty"`
	// AnnouncedBeforeUse states that new addresses are published before they are used.
	AnnouncedBeforeUse bool `toml:"announced_before_use" json:"announced_before_use,omitempty"`
	// AnnounceDays is how many days before use a new address is published. An address whose
	// first day of use (from) comes sooner after site.last_changed is warned of: the page that
	// lists it gives less notice than it states, unless an earlier version listed it.
	AnnounceDays Count `toml:"announce_days" json:"announce_days,omitempty"`
	// Regions are the regions requests come from, each with an id that addresses (region) refer
	// to and a label in every language ("Europe", "North America"): the page names the region of
	// each address, and lists the regions where no address names them. ips.json gives each
	// prefix its region's label (in the default language) as "region".
	Regions []Region `toml:"regions" json:"regions,omitempty"`
}

// Region is a region requests come from.
type Region struct {
	// ID names the region in policy.toml (network.addresses' region, jobs' cadence): lower-case
	// letters, digits and "-".
	ID string `toml:"id" json:"id"`
	// Label names it in every language of the site.
	Label Label `toml:"label" json:"label"`
}

// Region returns the region with the id.
func (n Network) Region(id string) (Region, bool) {
	for _, r := range n.Regions {
		if r.ID == id {
			return r, true
		}
	}
	return Region{}, false
}

// Address is a published address or prefix.
type Address struct {
	// Prefix is the address, or the prefix of addresses, in CIDR notation ("192.0.2.0/24"); an
	// address alone is a /32 or /128. Prefixes that overlap are an error. Prefixes that are the
	// halves of one shorter prefix and say the same of it (agents, purpose, region, from, until)
	// are warned of, with the shorter prefix to write in their place; single addresses are not.
	Prefix Prefix `toml:"prefix" json:"prefix"`
	// Agents are the agents that fetch from it; empty means all.
	Agents []string `toml:"agents" json:"agents,omitempty"`
	// Purpose is what the requests from the address are for, where it is not the agents' own
	// fetching: a test version of the agents, or the verification of a site's key.
	Purpose AddressPurpose `toml:"purpose" json:"purpose,omitempty"`
	// From is the first day the address is used, where the operator states it. The page states
	// it; ips.json lists the address only from that day (the JAFAR draft has no member for it, so a
	// firewall fed by the file would admit the prefix at once), and verify calls a request from it
	// genuine only from that day: build again on it (e.g. with SOURCE_DATE_EPOCH), as the build's
	// note says.
	From Date `toml:"from" json:"from,omitzero"`
	// Until is the last day the address is used, where the operator states it; ips.json and
	// verify leave the address out after it.
	Until Date `toml:"until" json:"until,omitzero"`
	// Region is the id of the region (network.regions) the address is in.
	Region string `toml:"region" json:"region,omitempty"`
}

// HostName is a form of the reverse DNS names of the crawler's addresses.
type HostName struct {
	// Pattern is a host name in lower case in which "*" stands for one or more letters, digits,
	// "-" or ".": "*.crawl.example.com" is every name that ends in ".crawl.example.com". After the
	// last "*" it names the operator's domain (at least two labels), so that nobody else's names
	// match it.
	Pattern string `toml:"pattern" json:"pattern"`
	// Agents are the agents whose addresses have such names; empty means all.
	Agents []string `toml:"agents" json:"agents,omitempty"`
	// Purpose is what the requests from such addresses are for, as for an address.
	Purpose AddressPurpose `toml:"purpose" json:"purpose,omitempty"`
	// Example is one such name as the crawler's addresses have it
	// ("robot-192-0-2-17.example.com"); it must match Pattern.
	Example string `toml:"example" json:"example,omitempty"`
}

// Matches reports whether name (a host name, any letter case, with or without the final dot)
// matches the pattern: "*" stands for one or more letters, digits, "-" or ".".
func (h HostName) Matches(name string) bool {
	return hostNamePattern(h.Pattern).MatchString(strings.TrimSuffix(strings.ToLower(name), "."))
}

// hostNamePattern compiles a host name pattern into an anchored expression.
func hostNamePattern(p string) *regexp.Regexp {
	parts := strings.Split(p, "*")
	for i := range parts {
		parts[i] = regexp.QuoteMeta(parts[i])
	}
	return regexp.MustCompile(`^` + strings.Join(parts, `[a-z0-9.-]+`) + `$`)
}

// hostNameForm is a pattern's syntax: labels of letters, digits and "-", with "*" in them.
var hostNameForm = lazyre.New(`^[a-z0-9*]([a-z0-9*-]{0,61}[a-z0-9*])?(\.[a-z0-9*]([a-z0-9*-]{0,61}[a-z0-9*])?)+$`)

// hostNameTail is what follows the last "*" of a pattern: the rest of a label, then at least two
// whole labels (the operator's domain).
var hostNameTail = lazyre.New(`^[a-z0-9-]*\.[a-z0-9-]+(\.[a-z0-9-]+)+$`)

// regionID is the form of a region's id.
var regionID = lazyre.New(`^[a-z0-9][a-z0-9-]*$`)

// regionRef checks that id names a region of network.regions, naming the nearest where it does
// not.
func (c *checker) regionRef(path, id string) {
	var ids []string
	for _, r := range c.p.Network.Regions {
		if r.ID == id {
			return
		}
		ids = append(ids, r.ID)
	}
	switch m := Closest(id, ids); {
	case len(ids) == 0:
		c.add(path, "%q names a region, but network.regions lists none (want [[network.regions]] with id = %q and its label)", id, id)
	case m != "":
		c.add(path, "%q is not in network.regions (did you mean %q?)", id, m)
	default:
		c.add(path, "%q is not in network.regions (%s)", id, strings.Join(ids, ", "))
	}
}

func (c *checker) network() {
	n := c.p.Network
	if len(n.Addresses) > 0 && n.Unpublished {
		c.add("network.unpublished", "is set, but network.addresses lists addresses")
	}
	overlapped := prefixOverlaps(n.Addresses)
	for i, a := range n.Addresses {
		path := fmt.Sprintf("network.addresses[%d]", i)
		if !a.From.IsZero() && !a.Until.IsZero() && a.Until.Before(a.From.Time) {
			c.add(path+".until", "%s is before from (%s): want the last day the address is used, on or after the first", a.Until, a.From)
		}
		p := a.Prefix.Prefix
		if !p.IsValid() {
			c.add(path+".prefix", "missing (want an address or prefix, e.g. 203.0.113.7 or 2001:db8::/48)")
			continue
		}
		c.publicPrefix(path+".prefix", p)
		for _, prev := range overlapped[i] {
			if q := n.Addresses[prev].Prefix.Prefix; q.Masked() == p.Masked() {
				c.add(path+".prefix", "%s is listed twice (first as network.addresses[%d])", p, prev)
			} else {
				c.add(path+".prefix", "%s overlaps %s (network.addresses[%d])", p, q, prev)
			}
		}
		c.agentRefs(path+".agents", a.Agents)
		if a.Region != "" {
			c.regionRef(path+".region", a.Region)
		}
	}
	c.mergeablePrefixes(n.Addresses, overlapped)
	regions := map[string]int{}
	for i, r := range n.Regions {
		path := fmt.Sprintf("network.regions[%d]", i)
		switch prev, dup := regions[r.ID]; {
		case r.ID == "":
			c.add(path+".id", "missing (want a short name the addresses refer to, e.g. \"eu\")")
		case !regionID.MatchString(r.ID):
			c.add(path+".id", "%q is not a region id (want lower-case letters, digits and \"-\", e.g. \"eu-west\")", r.ID)
		case dup:
			c.add(path+".id", "%q is listed twice (first as network.regions[%d])", r.ID, prev)
		default:
			regions[r.ID] = i
		}
		c.label(path+".label", r.Label, true)
	}
	if n.Country != "" {
		// As operator.country (addressCountry): a code of a country, not a user-assigned or
		// reserved code such as "XX", "ZZ" or "EU", which no language names (audit 13).
		if r, err := language.ParseRegion(n.Country); !countryCode.MatchString(n.Country) || err != nil || !r.IsCountry() {
			c.add("network.country", "%q is not an ISO 3166-1 alpha-2 code of a country (want two capital letters, e.g. \"DE\" for Germany: each page names the country in its own language)", n.Country)
		}
	}
	if n.ReverseDNS != "" {
		c.reverseDNS(n.ReverseDNS)
	}
	if n.ReverseDNS != "" && len(n.HostNames) > 0 {
		c.add("network.reverse_dns", "is set, and so is network.host_names: state the domain there too, as the pattern %q", "*."+strings.TrimSuffix(n.ReverseDNS, "."))
	}
	seen := map[string]int{}
	for i, h := range n.HostNames {
		path := fmt.Sprintf("network.host_names[%d]", i)
		c.agentRefs(path+".agents", h.Agents)
		switch {
		case h.Pattern == "":
			c.add(path+".pattern", "missing (want a host name with \"*\" for the part that varies, e.g. \"*.crawl.example.com\")")
			continue
		case h.Pattern != strings.ToLower(h.Pattern):
			c.add(path+".pattern", "%q has upper-case letters: want %q (host names are compared without regard to case)", h.Pattern, strings.ToLower(h.Pattern))
			continue
		case !hostNameForm.MatchString(h.Pattern) || strings.Contains(h.Pattern, "**"):
			c.add(path+".pattern", "%q is not a host name pattern (want labels of letters, digits and \"-\" separated by dots, with \"*\" for the part that varies, e.g. \"*.crawl.example.com\")", h.Pattern)
			continue
		}
		if k := strings.LastIndex(h.Pattern, "*"); k >= 0 && !hostNameTail.MatchString(h.Pattern[k+1:]) {
			c.add(path+".pattern", "%q matches names in domains that are not the operator's: after the last \"*\" want the operator's domain, at least two labels (e.g. \"*.crawl.example.com\")", h.Pattern)
			continue
		}
		if prev, ok := seen[h.Pattern]; ok {
			c.add(path+".pattern", "%q is listed twice (first as network.host_names[%d])", h.Pattern, prev)
		}
		seen[h.Pattern] = i
		if h.Example != "" {
			switch {
			case strings.Contains(h.Example, "*") || !hostname.MatchString(h.Example):
				c.add(path+".example", "%q is not a host name (want one name of this form, e.g. %q)", h.Example, strings.ReplaceAll(h.Pattern, "*", "1"))
			case !h.Matches(h.Example):
				c.add(path+".example", "%q does not match the pattern %q", h.Example, h.Pattern)
			}
		}
	}
	if n.ChangeReason != "" && !n.MayChange {
		c.add("network.change_reason", "is set, but may_change is not")
	}
	if n.AnnounceDays != 0 && !n.AnnouncedBeforeUse {
		c.add("network.announce_days", "is set, but announced_before_use is not")
	}
	c.noticeOfAddresses(n)
	if len(n.Addresses) == 0 && (n.MayChange || n.AnnouncedBeforeUse) {
		c.add("network.addresses", "missing: may_change and announced_before_use speak of published addresses (list them, or leave those keys out)")
	}
}

// mergeablePrefixes warns of addresses whose prefixes together are one shorter prefix (two halves
// of it, or four quarters, …) and that say the same of it (agents, purpose, region, from and
// until): once per shorter prefix, at the first of them, naming the prefix that could stand in
// their place (new-user trial 26, F-20: 16,000 adjacent /24s made a 3.4 MB page). A warning, not
// a merge: the operator chose the addresses published, and a firewall accepts either form.
// Addresses that overlap another (an error already) are left out, and so are single addresses
// (a /32 or /128: 192.0.2.70 and 192.0.2.71 read better than 192.0.2.70/31). Each length is swept once,
// from the longest prefixes to the shortest, so the cost is linear in the addresses (times the
// 128 bits of an IPv6 address at most).
func (c *checker) mergeablePrefixes(addrs []Address, overlapped [][]int) {
	type cell struct {
		same string // what the addresses say besides the prefix
		p    netip.Prefix
	}
	live := map[cell][]int{} // each prefix to the addresses it stands for, in the order listed
	byBits := make([][]cell, 129)
	for i, a := range addrs {
		p := a.Prefix.Prefix
		if !p.IsValid() || p.Bits() <= 0 || p.Bits() == p.Addr().BitLen() || len(overlapped[i]) > 0 {
			continue // an address alone reads better than the /31 two of them make
		}
		k := cell{fmt.Sprintf("%q %q %q %s %s", a.Agents, a.Purpose, a.Region, a.From, a.Until), p.Masked()}
		if _, dup := live[k]; dup {
			continue
		}
		live[k] = []int{i}
		byBits[p.Bits()] = append(byBits[p.Bits()], k)
	}
	for bits := 128; bits > 0; bits-- {
		for _, k := range byBits[bits] {
			members, ok := live[k]
			if !ok {
				continue // merged already, as the other half of one before it
			}
			parent := netip.PrefixFrom(k.p.Addr(), bits-1).Masked()
			other := cell{k.same, otherHalf(k.p, parent)}
			more, ok := live[other]
			if !ok {
				continue
			}
			delete(live, k)
			delete(live, other)
			up := cell{k.same, parent}
			live[up] = append(append([]int{}, members...), more...)
			byBits[bits-1] = append(byBits[bits-1], up)
		}
	}
	type merge struct {
		p       netip.Prefix
		members []int
	}
	var merges []merge
	for k, members := range live {
		if len(members) > 1 {
			slices.Sort(members)
			merges = append(merges, merge{k.p, members})
		}
	}
	slices.SortFunc(merges, func(x, y merge) int { return cmp.Compare(x.members[0], y.members[0]) })
	for _, m := range merges {
		first, others := m.members[0], m.members[1:]
		refs := make([]string, 0, 4)
		for k, i := range others {
			if k == 3 && len(others) > 4 {
				refs = append(refs, fmt.Sprintf("%d more", len(others)-3))
				break
			}
			if k == 0 {
				refs = append(refs, fmt.Sprintf("network.addresses[%d]", i))
			} else {
				refs = append(refs, fmt.Sprintf("[%d]", i))
			}
		}
		which := addrs[others[0]].Prefix.Masked().String()
		if len(others) > 1 {
			which = fmt.Sprintf("%d more prefixes", len(others))
		}
		c.warn(fmt.Sprintf("network.addresses[%d].prefix", first), "%s and %s (%s) together are %s, with the same agents, purpose, region and dates: the page and ips.json could list it once (write %s in their place, or acknowledge this warning to keep them apart)",
			addrs[first].Prefix.Masked(), which, joinAnd(refs), m.p, m.p)
	}
}

// otherHalf is the other half of parent, of which p is one half.
func otherHalf(p, parent netip.Prefix) netip.Prefix {
	a := p.Addr().AsSlice()
	bit := parent.Bits() // the bit that tells the halves apart, counted from the left
	a[bit/8] ^= 0x80 >> (bit % 8)
	other, _ := netip.AddrFromSlice(a)
	if p.Addr().Is4() {
		other = other.Unmap()
	}
	return netip.PrefixFrom(other, p.Bits())
}

// joinAnd joins items as "a", "a and b", "a, b and c".
func joinAnd(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// hostLabel matches one label of a host name (RFC 1123 §2.1), in lower case.
var hostLabel = lazyre.New(`^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$`)

// reverseDNS checks network.reverse_dns, d: a domain of the operator's, two labels at least (one
// is a top-level domain, in which anyone's names lie), written as the page and ips.json print it,
// in lower case and without the final dot of a fully qualified name, so that a reader can compare
// it with what a tool prints (new-user trial 25, F-14 and F-15). Each problem says what is wrong
// and what to write.
func (c *checker) reverseDNS(d string) {
	const path = "network.reverse_dns"
	want := strings.TrimSuffix(strings.ToLower(d), ".")
	switch {
	case !strings.Contains(want, ".") && hostLabel.MatchString(want):
		c.add(path, "%q is a single label, a top-level domain in which anyone's names may lie: want the operator's domain, at least two labels (e.g. crawl.civic.example)", d)
	case !hostname.MatchString(d):
		c.add(path, "%q is not a domain name: want labels of letters, digits and \"-\", separated by dots, the last of letters alone (e.g. crawl.civic.example)", d)
	case d != want:
		var what string
		switch upper, dot := d != strings.ToLower(d), strings.HasSuffix(d, "."); {
		case upper && dot:
			what = "has upper-case letters and ends in a dot"
		case upper:
			what = "has upper-case letters"
		default:
			what = "ends in a dot"
		}
		c.add(path, "%q %s: want %q (the page and ips.json state the domain as written, and a reader compares it with the names a tool prints: DNS compares names without regard to case, RFC 4343, and dig and host print a final dot that logs and gethostbyaddr leave out)", d, what, want)
	}
}

// noticeOfAddresses warns of an address first used sooner after this version of the policy
// (site.last_changed) than network.announce_days promises: the page that announces it gives less
// notice than it states. An address that an earlier version already listed was announced then:
// the warning then asks for no change but says which day that notice would have to start.
func (c *checker) noticeOfAddresses(n Network) {
	days := int(n.AnnounceDays)
	published := c.p.Site.LastChanged
	if days == 0 || !n.AnnouncedBeforeUse || published.IsZero() {
		return
	}
	for i, a := range n.Addresses {
		if a.From.IsZero() || a.From.Before(published.Time) {
			continue
		}
		notice := int(a.From.Sub(published.Time).Hours() / 24)
		if notice >= days {
			continue
		}
		latest := a.From.AddDate(0, 0, -days).Format(time.DateOnly)
		c.warn(fmt.Sprintf("network.addresses[%d].from", i), "%s is first used on %s, %s after site.last_changed (%s), but network.announce_days promises %s of notice (publish it by %s, as an earlier version may have done, or use it from %s)",
			a.Prefix, a.From, dayCount(notice), published, dayCount(days), latest, published.AddDate(0, 0, days).Format(time.DateOnly))
	}
}

// dayCount says a number of days in a message: "1 day", "9 days".
func dayCount(n int) string {
	if n == 1 {
		return "1 day"
	}
	return strconv.Itoa(n) + " days"
}
