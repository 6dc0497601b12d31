package generator

import (
	"slices"
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"github.com/sitegen-dev/sitegen/policy"
)

// networkBlocks states where requests come from: the addresses, what may change about them, the
// forms of their reverse DNS names, and how a request is verified. Where the policy lists
// addresses, how to verify a request by them is said first, as what the list is for (English
// editor's review 15, SHOULD 17). Where the policy states host names, they have a block of their
// own, and the verification follows them.
func (b *builder) networkBlocks() []Block {
	l, n := b.l, b.p.Network
	var facts []Text
	shared := b.sharedAddresses()
	for i := range n.Addresses {
		facts = append(facts, b.addressLine(i))
	}
	var paras []Text
	if shared {
		paras = append(paras, l.t("network.all_agents").withPointer("/network/addresses"))
	}
	if len(n.Regions) > 0 {
		// Every region by its label; an address names its own above.
		items := make([]Text, len(n.Regions))
		for i, r := range n.Regions {
			items[i] = b.regionLabel(r, pointer("network", "regions", i, "id"))
		}
		paras = append(paras, l.n("network.regions", count(len(items), ""), "Regions", b.list(items, "and")))
	}
	if n.Unpublished {
		paras = append(paras, l.t("network.unpublished").withPointer("/network/unpublished"))
	}
	var country Text
	if n.Country != "" {
		// The country is a fact of its own: stated whether the addresses are listed, not
		// published, or not spoken of at all (audit 12, item 4).
		country = l.t("network.country", "Country", value("/network/country", countryName(n.Country, b.lang)))
		paras = append(paras, country)
	}
	if n.LandingPage != "" {
		paras = append(paras, b.landingPage())
	}
	if n.MayChange {
		if n.ChangeReason != "" {
			paras = append(paras, l.t("network.may_change_reason", "Reason", b.enum("change_reason", string(n.ChangeReason), "/network/change_reason")).withPointer("/network/may_change"))
		} else {
			paras = append(paras, l.t("network.may_change").withPointer("/network/may_change"))
		}
	}
	if n.AnnouncedBeforeUse {
		if n.AnnounceDays != 0 {
			paras = append(paras, l.n("network.announced_days", count(int(n.AnnounceDays), "/network/announce_days")).withPointer("/network/announced_before_use"))
		} else {
			paras = append(paras, l.t("network.announced").withPointer("/network/announced_before_use"))
		}
	}
	addresses := Block{ID: "ip-addresses", Heading: l.s("network.heading"), Facts: facts, Paras: paras}
	if len(n.HostNames) > 0 {
		return []Block{addresses, b.hostNamesBlock(), b.verifyRecipe()}
	}
	// How to verify a request: a User-Agent names the crawler but anyone can send it; the
	// addresses, or a reverse DNS name that resolves back to the address, verify it.
	// Where the addresses are not stated at all, the page says nothing of verifying them, unless
	// a reverse DNS domain verifies a request without them.
	covered, nCovered := b.verifiedAgents(true, false)
	switch {
	case len(n.Addresses) > 0 && n.ReverseDNS != "" && !covered.IsZero():
		addresses.Paras = append(addresses.Paras, l.t("network.verify_rdns_agents", "Agents", b.agentsAs("from", nCovered, covered), "Domain", rdnsDomain(n.ReverseDNS)).withPointer("/network/addresses"))
	case len(n.Addresses) > 0 && n.ReverseDNS != "":
		addresses.Paras = append(addresses.Paras, l.t("network.verify_rdns", "Domain", rdnsDomain(n.ReverseDNS)).withPointer("/network/addresses"))
	case len(n.Addresses) > 0 && !covered.IsZero():
		addresses.Paras = append(addresses.Paras, l.t("network.verify_agents", "Agents", b.agentsAs("from", nCovered, covered)).withPointer("/network/addresses"))
	case len(n.Addresses) > 0:
		addresses.Paras = append(addresses.Paras, l.t("network.verify").withPointer("/network/addresses"))
	case n.ReverseDNS != "":
		addresses.Paras = append(addresses.Paras, l.t("network.verify_unpublished_rdns", "Domain", rdnsDomain(n.ReverseDNS)))
	case n.Unpublished:
		// Without addresses, a signed request is verified by its signature (Web Bot Auth):
		// the page says so for the agents that sign, never that no request can be verified.
		signers := signingAgents(b.p)
		nkeys := 0 // one key is "the key published on this page" (review 5: en 15)
		for _, a := range signers {
			nkeys += len(a.SigningKeys)
		}
		keys := l.n("network.keys_on_page", count(nkeys, ""))
		switch {
		case len(signers) == len(b.p.Agents):
			addresses.Paras = append(addresses.Paras, l.t("network.verify_unpublished_signed", "Keys", keys).withPointer("/network/unpublished"))
		case len(signers) > 0:
			items := make([]Text, len(signers))
			for i, a := range signers {
				items[i] = b.agentRef(a.ID, pointer("agents", a.ID, "signing_keys"))
			}
			// A request comes from one of them: "from A or B", as verifiedAgents lists them.
			addresses.Paras = append(addresses.Paras, l.t("network.verify_unpublished_signed_agents", "Agents", b.agentsAs("from", len(items), b.list(items, "or")), "Keys", keys).withPointer("/network/unpublished"))
		default:
			addresses.Paras = append(addresses.Paras, l.t("network.verify_unpublished").withPointer("/network/unpublished"))
		}
	}
	if len(n.Addresses) > 0 && len(addresses.Paras) > 1 {
		// What the list is for comes before what else is said about it (that the addresses
		// may change, are announced, are shared): the verification, said last above, leads.
		last := len(addresses.Paras) - 1
		addresses.Paras = append([]Text{addresses.Paras[last]}, addresses.Paras[:last]...)
		if n.Country != "" {
			// The country comes before the verification, which leads into the list: never
			// between "check its IP address against this list" and the list (audit 13).
			addresses.Paras = slices.DeleteFunc(addresses.Paras, func(t Text) bool { return t.has("/network/country") })
			addresses.Paras = append([]Text{country}, addresses.Paras...)
		}
	}
	if n.ReverseDNS != "" {
		return []Block{addresses, b.verifyRecipe()}
	}
	return []Block{addresses}
}

// landingPage states network.landing_page: every address requests come from serves a web page
// that explains them, over the scheme and port that the value names.
func (b *builder) landingPage() Text {
	return b.l.t("network.landing_page", "How", b.enum("landing_page", string(b.p.Network.LandingPage), "/network/landing_page"))
}

// verifyRecipe is the forward-confirmed reverse DNS check as shell commands, for the domain
// (network.reverse_dns) or the forms (network.host_names) that the policy publishes: host, and
// dig, each first asked for the address's name (PTR), then for the name's addresses (A and
// AAAA), with a word in capitals for what the reader puts in. sitegen verify runs the same check.
func (b *builder) verifyRecipe() Block {
	l, n := b.l, b.p.Network
	address, name := l.s("network.recipe_address"), l.s("network.recipe_name")
	var t Text
	if len(n.HostNames) > 0 {
		t = l.n("network.recipe_host_names", count(len(n.HostNames), "/network/host_names"), "Address", code("", address), "Name", code("", name), "Host", code("", "host"), "Dig", code("", "dig"))
	} else {
		t = l.t("network.recipe_rdns", "Domain", rdnsDomain(n.ReverseDNS), "Address", code("", address), "Name", code("", name), "Host", code("", "host"), "Dig", code("", "dig"))
	}
	cmds := "host " + address + "\nhost " + name + "\n\ndig +short -x " + address + "\ndig +short " + name + " A " + name + " AAAA\n"
	return Block{ID: "verify-dns", Paras: []Text{t}, Commands: cmds}
}

// hostNamesBlock states the forms of the addresses' reverse DNS names, each with the agents it
// serves, its purpose and an example, after the sentence that says how they verify a request.
func (b *builder) hostNamesBlock() Block {
	l, n := b.l, b.p.Network
	var facts []Text
	star := false
	for i, h := range n.HostNames {
		at := func(tokens ...any) string { return sub(pointer("network", "host_names", i), tokens...) }
		item := b.servedBy("network.host_name", code(at("pattern"), h.Pattern), h.Agents, h.Purpose, at())
		if h.Example != "" {
			item = join([]Text{item, l.t("network.host_name_example", "Example", code(at("example"), h.Example))}, " ")
		}
		facts = append(facts, item)
		star = star || strings.Contains(h.Pattern, "*")
	}
	id := "network.verify_host_names"
	if len(n.Addresses) == 0 {
		id = "network.verify_host_names_only"
	}
	var paras []Text
	if covered, nCovered := b.verifiedAgents(len(n.Addresses) > 0, true); !covered.IsZero() {
		paras = []Text{l.n(id+"_agents", count(len(n.HostNames), "/network/host_names"), "Agents", b.agentsAs("from", nCovered, covered))}
	} else {
		paras = []Text{l.n(id, count(len(n.HostNames), "/network/host_names"))}
	}
	if star {
		// What "*" means, where a form holds one.
		paras = append(paras, l.t("network.host_name_star", robotsSpecialChars()...))
	}
	return Block{ID: "host-names", Heading: l.s("network.host_names_heading"), Facts: facts, Paras: paras}
}

// verifiedAgents names the agents whose requests the addresses (with addrs) and the host name
// patterns (with names) verify, joined with "or" as a list after "from" (list.or_from: fr « de `A`
// ou de `B` », the preposition before each; French review 24, F11), where they are not all the page's agents:
// each agent at the first entry that names it; every agent of the page where one entry names no
// agent (it serves every crawler; an address that only verifies keys is no crawler's) or where
// they cover every agent. It is zero on a page of one crawler, so that the sentence says "the
// crawler", and where no entry names a crawler.
func (b *builder) verifiedAgents(addrs, names bool) (Text, int) {
	n := b.p.Network
	if len(b.p.Agents) < 2 {
		return Text{}, 0
	}
	// Every crawler of the page, where the entries serve them all: named, not "the crawler",
	// which on a page of several reads as one of them (review 4, en 16, fr 6).
	all := func() (Text, int) {
		items := make([]Text, len(b.p.Agents))
		for i, a := range b.p.Agents {
			items[i] = b.agentRef(a.ID, "")
		}
		return b.l.listIn(items, "or", "from"), len(items)
	}
	at := map[string]string{}
	var order []string
	add := func(agents []string, purpose policy.AddressPurpose, ptr string) bool {
		if len(agents) == 0 {
			return purpose == policy.AddressPurposeKeyVerification
		}
		for j, a := range agents {
			if _, ok := at[a]; !ok {
				at[a] = sub(ptr, "agents", j)
				order = append(order, a)
			}
		}
		return true
	}
	if addrs {
		for i, a := range n.Addresses {
			if !add(a.Agents, a.Purpose, pointer("network", "addresses", i)) {
				return all()
			}
		}
	}
	if names {
		for i, h := range n.HostNames {
			if !add(h.Agents, h.Purpose, pointer("network", "host_names", i)) {
				return all()
			}
		}
	}
	switch len(order) {
	case 0:
		return Text{}, 0
	case len(b.p.Agents):
		return all()
	}
	// In the policy's order of agents, as the page lists them.
	var items []Text
	for _, a := range b.p.Agents {
		if ptr, ok := at[a.ID]; ok {
			items = append(items, b.agentRef(a.ID, ptr))
		}
	}
	return b.l.listIn(items, "or", "from"), len(items)
}

// servedBy states an address or a host name pattern (what) with the agents it serves and its
// purpose, in the messages prefix ("network.address", "network.host_name") + "", "_all",
// "_agents", "_test", "_test_all", "_test_agents", "_key_verification",
// "_key_verification_agents". ptr is the entry's JSON Pointer; its agents and purpose are at
// ptr/agents and ptr/purpose. On a page with a single crawler, naming it adds nothing: the list
// of agents is then the sentence's pointer.
func (b *builder) servedBy(prefix string, what Text, agents []string, purpose policy.AddressPurpose, ptr string) Text {
	l := b.l
	id := prefix
	switch purpose {
	case policy.AddressPurposeTest:
		id += "_test"
	case policy.AddressPurposeKeyVerification:
		id += "_key_verification"
	}
	var t Text
	switch {
	case len(agents) > 0 && len(b.p.Agents) > 1:
		tokens := make([]Text, len(agents))
		for j, a := range agents {
			tokens[j] = b.agentRef(a, sub(ptr, "agents", j))
		}
		if purpose == policy.AddressPurposeTest {
			// "the test version of A", "the test versions of A and B"
			t = l.n(id+"_agents", count(len(agents), ""), "Prefix", what, "Agents", b.list(tokens, "and"))
		} else {
			// "used by the crawler A", "for the crawlers A and B": Polish puts the noun before
			// the names, in the case of the preposition (issue 12).
			role := "acc"
			if prefix == "network.host_name" {
				role = "gen"
			}
			t = l.t(id+"_agents", "Prefix", what, "Agents", b.agentsAs(role, len(agents), b.list(tokens, "and")))
		}
	case len(b.p.Agents) > 1 && purpose != policy.AddressPurposeKeyVerification:
		t = l.t(id+"_all", "Prefix", what) // say so, next to entries that name their crawlers
	default:
		t = l.t(id, "Prefix", what)
		if len(agents) > 0 {
			t = t.withPointer(sub(ptr, "agents"))
		}
	}
	if purpose != "" {
		t = t.withPointer(sub(ptr, "purpose"))
	}
	return t
}

// agentRef names an agent in running text: its product token, or, without one, the name its
// heading gives it (the User-Agent's product, de 25: "Chatwork-LinkExpanding", not the whole
// User-Agent), else its User-Agent, as a value at ptr (the reference, which holds the agent's
// key).
func (b *builder) agentRef(id, ptr string) Text {
	a := b.agent(id)
	if a.Token != "" {
		return code(ptr, string(a.Token))
	}
	name, _ := b.agentNameAt(a)
	switch how, _ := b.p.Naming(a); {
	case how == policy.NamedByName:
		return b.l.t("job.ref", "Label", value(ptr, name)) // quoted: words, not code
	case how != policy.NamedByPurpose && name != "":
		return code(ptr, name)
	}
	return code(ptr, string(a.UserAgent))
}

// sharedAddresses reports whether every crawler uses every address (none names its crawlers or
// a purpose): one sentence above the list says so, rather than "used by every crawler" on each
// line.
func (b *builder) sharedAddresses() bool {
	n := b.p.Network
	return len(b.p.Agents) > 1 && len(n.Addresses) > 1 && !slices.ContainsFunc(n.Addresses, func(a policy.Address) bool {
		return len(a.Agents) > 0 || a.Purpose != ""
	})
}

// addressLine states the i-th address as the list of addresses does: its prefix, the crawlers
// that use it or its purpose, its period of use, its region.
func (b *builder) addressLine(i int) Text {
	l, n := b.l, b.p.Network
	a := n.Addresses[i]
	at := func(tokens ...any) string { return sub(pointer("network", "addresses", i), tokens...) }
	addr := code(at("prefix"), a.Prefix.Prefix.String())
	item := b.servedBy("network.address", addr, a.Agents, a.Purpose, at())
	if b.sharedAddresses() {
		item = l.t("network.address", "Prefix", addr)
	}
	if p := b.addressPeriod(a.From, a.Until, at()); !p.IsZero() {
		item = join([]Text{item, p}, " ")
	}
	if r, ok := n.Region(a.Region); ok {
		// "Europe: 203.0.113.0/24, used by …": the region first, as a list by region reads.
		item = l.t("network.in_region", "Region", b.regionLabel(r, at("region")), "Address", item)
	}
	return item
}

// period states when an address is in use: from a day, until a day, or both; nothing when the
// policy states neither. ptr is the address's JSON Pointer.
func (b *builder) period(from, until policy.Date, ptr string) Text {
	l := b.l
	switch {
	case !from.IsZero() && !until.IsZero():
		return l.t("network.period", "From", b.date(from, sub(ptr, "from")), "Until", b.date(until, sub(ptr, "until")))
	case !from.IsZero():
		return l.t("network.period_from", "From", b.date(from, sub(ptr, "from")))
	case !until.IsZero():
		return l.t("network.period_until", "Until", b.date(until, sub(ptr, "until")))
	}
	return Text{}
}

// addressPeriod states when an address is in use, as period does; an address whose last day is
// before the page's date is no longer in use, and said so, as ips.json leaves it out of its list.
func (b *builder) addressPeriod(from, until policy.Date, ptr string) Text {
	l := b.l
	switch {
	case !ended(until, b.p.Site.LastChanged):
		return b.period(from, until, ptr)
	case !from.IsZero():
		return l.t("network.period_ended_from", "From", b.date(from, sub(ptr, "from")), "Until", b.date(until, sub(ptr, "until")))
	}
	return l.t("network.period_ended", "Until", b.date(until, sub(ptr, "until")))
}

// countryName is a region's name in the page's language, from CLDR through x/text.
func countryName(code, lang string) string {
	r, err := language.ParseRegion(code)
	t, err2 := language.Parse(lang)
	if err != nil || err2 != nil {
		return code
	}
	if name := display.Regions(t).Name(r); name != "" {
		return name
	}
	return code
}

// ended reports whether a period whose last day is until has ended by the day date (the page's
// date: site.last_changed, or the later day of SOURCE_DATE_EPOCH): until is before it.
func ended(until, date policy.Date) bool {
	return !until.IsZero() && until.Before(date.Time)
}

// rdnsDomain states network.reverse_dns as the suffix a genuine reverse DNS name ends in: with
// its leading dot, so that no reader takes a look-alike (evilcrawl.example for crawl.example) to
// pass, as verify.Check does not (round-4 native review: en 4, fr 2, pl 4). The whole is the
// value at /network/reverse_dns.
func rdnsDomain(domain string) Text {
	return Text{Segments: []Segment{{Pointer: "/network/reverse_dns", Children: []Segment{{Text: "." + strings.TrimPrefix(domain, "."), Code: true}}}}}
}

// regionLabel names a region by its label in the page's language, as the value at ptr (where
// the policy refers to it: an address's region, or the region's own id).
func (b *builder) regionLabel(r policy.Region, ptr string) Text {
	i := slices.IndexFunc(b.p.Network.Regions, func(g policy.Region) bool { return g.ID == r.ID })
	return b.label(r.Label, "network", "regions", i, "label").withPointer(ptr)
}
