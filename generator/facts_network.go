package generator

import (
	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

func (b *builder) networkBlock() Block {
	l, n := b.l, b.p.Network
	var facts []Text
	for i, a := range n.Addresses {
		addr := code(pointer("network", "addresses", i, "prefix"), a.Prefix.Prefix.String())
		if len(a.Agents) == 0 {
			id := "network.address"
			if len(b.p.Agents) > 1 {
				id = "network.address_all" // say so, next to addresses that name their crawlers
			}
			facts = append(facts, l.t(id, "Prefix", addr))
			continue
		}
		tokens := make([]Text, len(a.Agents))
		for j, id := range a.Agents {
			tokens[j] = b.token(id, pointer("network", "addresses", i, "agents", j))
		}
		if len(b.p.Agents) == 1 {
			// On a page with a single crawler, naming it adds nothing; the list is its pointer.
			facts = append(facts, l.t("network.address", "Prefix", addr).withPointer(pointer("network", "addresses", i, "agents")))
			continue
		}
		facts = append(facts, l.t("network.address_agents", "Prefix", addr, "Agents", b.list(tokens, "and")))
	}
	var paras []Text
	if n.Unpublished {
		paras = append(paras, l.t("network.unpublished").withPointer("/network/unpublished"))
		if n.Country != "" {
			paras = append(paras, l.t("network.country", "Country", value("/network/country", countryName(n.Country, b.lang))))
		}
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
	// How to verify a request: a User-Agent names the crawler but anyone can send it; the
	// addresses, or a reverse DNS name that resolves back to the address, verify it.
	// Where the addresses are not stated at all, the page says nothing of verifying them, unless
	// a reverse DNS domain verifies a request without them.
	switch {
	case len(n.Addresses) > 0 && n.ReverseDNS != "":
		paras = append(paras, l.t("network.verify_rdns", "Domain", code("/network/reverse_dns", n.ReverseDNS)).withPointer("/network/addresses"))
	case len(n.Addresses) > 0:
		paras = append(paras, l.t("network.verify").withPointer("/network/addresses"))
	case n.ReverseDNS != "":
		paras = append(paras, l.t("network.verify_unpublished_rdns", "Domain", code("/network/reverse_dns", n.ReverseDNS)))
	case n.Unpublished:
		paras = append(paras, l.t("network.verify_unpublished").withPointer("/network/unpublished"))
	}
	return Block{ID: "ip-addresses", Heading: l.s("network.heading"), Facts: facts, Paras: paras}
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
