package generator

import (
	"bytes"
	"encoding/json"

	"github.com/sitegen-dev/sitegen/policy"
)

// ipsJSON writes the published addresses in the format of the IETF draft "JAFAR"
// (draft-illyes-webbotauth-jafar), as Google, OpenAI, Apple and Bing publish theirs: creationTime
// in UTC with "Z", one prefixes array for both families, each prefix with the product tokens of the
// agents that use it as its services. An address whose last day (until) is before date is left out:
// the file lists the addresses in use on its creationTime.
func ipsJSON(p *policy.Policy, date policy.Date) ([]byte, error) {
	type prefix struct {
		IPv4Prefix string   `json:"ipv4Prefix,omitempty"`
		IPv6Prefix string   `json:"ipv6Prefix,omitempty"`
		Services   []string `json:"services,omitempty"`
	}
	doc := struct {
		CreationTime string   `json:"creationTime"`
		Prefixes     []prefix `json:"prefixes"`
	}{CreationTime: date.UTC().Format("2006-01-02T15:04:05Z")}
	tokens := agentTokens(p)
	for _, a := range p.Network.Addresses {
		if ended(a.Until, date) {
			continue // no longer in use on the file's date: the page states it as such
		}
		var pr prefix
		if a.Prefix.Addr().Is4() {
			pr.IPv4Prefix = a.Prefix.Prefix.String()
		} else {
			pr.IPv6Prefix = a.Prefix.Prefix.String()
		}
		for _, id := range a.Agents {
			if tokens[id] != "" { // an agent without a product token has no name to give here
				pr.Services = append(pr.Services, tokens[id])
			}
		}
		doc.Prefixes = append(doc.Prefixes, pr)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
