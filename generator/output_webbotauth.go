package generator

import (
	"bytes"
	"encoding/json"
	"net/url"
	"slices"
	"strings"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
	"github.com/sitegen-dev/sitegen/policy"
)

// The paths of the Web Bot Auth files in the output.
const (
	// keyDirectoryPath is the key directory's well-known path and keyDirectoryType its media type,
	// as draft-meunier-webbotauth-httpsig-directory-00 registers them (it replaced
	// draft-meunier-http-message-signatures-directory-05). It is at the root of the output, so it is at
	// the well-known path where the site is served at the root of its host.
	keyDirectoryPath = ".well-known/http-message-signatures-directory"
	keyDirectoryType = "application/http-message-signatures-directory+json"
	// cardsDir holds one Signature Agent Card per agent with signing keys, named after the agent's
	// key in policy.toml: signature-agents/ID.json.
	cardsDir = "signature-agents/"
)

// signingAgents are the agents with signing keys, in the policy's order.
func signingAgents(p *policy.Policy) []policy.Agent {
	var out []policy.Agent
	for _, a := range p.Agents {
		if len(a.SigningKeys) > 0 {
			out = append(out, a)
		}
	}
	return out
}

// keyDirectoryNote is the build's note where the key directory is not at its well-known location:
// a site whose address (baseURL, from site.base_url or --base-url, named by flag) has a path
// publishes it under that path, while a well-known URI is at the root of its host (RFC 8615
// §3), where a verifier looks for it (new-user trial 25, F-16). None where no agent signs, where
// the site is at the root of its host, or where an agent's signature_agent names the key directory
// at that root: its warning (policy, signatureAgent) already asks for the same keys there.
func keyDirectoryNote(p *policy.Policy, baseURL, flag string) []string {
	u, err := url.Parse(baseURL)
	if err != nil || u.Host == "" || u.Path == "" || u.Path == "/" {
		return nil
	}
	signers := signingAgents(p)
	if len(signers) == 0 {
		return nil
	}
	root := "https://" + strings.TrimSuffix(strings.ToLower(u.Host), ":443")
	if strings.TrimSuffix(string(p.Site.BaseURL), "/") == strings.TrimSuffix(baseURL, "/") &&
		slices.ContainsFunc(signers, func(a policy.Agent) bool {
			origin, _ := policy.SignatureAgentOrigin(string(a.SignatureAgent))
			return origin == root
		}) {
		return nil
	}
	return []string{keyDirectoryPath + ": " + flag + " has a path, so the key directory is published at " +
		baseURL + keyDirectoryPath + ", which is not its well-known location: a well-known URI is at the root of its host (RFC 8615), where a verifier looks for it; serve the same file at " +
		root + policy.KeyDirectoryPath + " too"}
}

// directoryKey is a key of the directory: a JWK (RFC 7517) of an Ed25519 public key (RFC 8037
// §2) with its thumbprint as kid (RFC 7638) and "use": "sig".
type directoryKey struct {
	Kty string `json:"kty"`
	Crv string `json:"crv"`
	X   string `json:"x"`
	Kid string `json:"kid"`
	Use string `json:"use"`
}

// keyDirectory is the HTTP Message Signatures Directory that draft-meunier-webbotauth-httpsig-protocol
// (adopted as draft-ietf-webbotauth-httpsig-protocol-00) has origins fetch keys from, in the format
// of draft-meunier-webbotauth-httpsig-directory-00: a JWK Set (RFC 7517 §5)
// holding every agent's signing keys, each once, in the policy's order, with its RFC 7638
// thumbprint as kid, the keyid a signature names.
func keyDirectory(p *policy.Policy) ([]byte, error) {
	doc := struct {
		Keys []directoryKey `json:"keys"`
	}{Keys: []directoryKey{}}
	seen := map[string]bool{}
	for _, a := range signingAgents(p) {
		for _, k := range a.SigningKeys {
			if t := k.Thumbprint(); !seen[t] {
				seen[t] = true
				doc.Keys = append(doc.Keys, directoryKey{Kty: k.Kty, Crv: k.Crv, X: k.X, Kid: t, Use: "sig"})
			}
		}
	}
	return encodeJSON(doc)
}

// SignatureAgentCard is an agent's Signature Agent Card as draft-meunier-webbotauth-registry-04
// has it: client metadata of OAuth Dynamic Client Registration (RFC 7591 §2: client_id,
// client_name, client_uri, contacts, jwks_uri) with the object web_bot_auth. Every value comes
// from the policy and says what the page says: a member the policy does not state is left out.
type SignatureAgentCard struct {
	// ClientID is the card's own URL (as a Client ID Metadata Document has it).
	ClientID string `json:"client_id"`
	// ClientName is the agent's product token, else the site's title.
	ClientName string `json:"client_name"`
	// ClientURI is the site's page about the crawler.
	ClientURI string `json:"client_uri"`
	// Contacts are the operator's e-mail address (mailto:) and contact form, where stated.
	Contacts []string `json:"contacts,omitempty"`
	// JWKSURI is the key directory's URL.
	JWKSURI    string     `json:"jwks_uri"`
	WebBotAuth WebBotAuth `json:"web_bot_auth"`
}

// WebBotAuth is the card's web_bot_auth object (draft-meunier-webbotauth-registry-04 §3).
type WebBotAuth struct {
	// ExpectedUserAgent is the agent's User-Agent, with "*" for each part that varies
	// (a placeholder, the text around it where user_agent_form says so).
	ExpectedUserAgent string `json:"expected-user-agent,omitempty"`
	// ProductToken is the agent's robots.txt product token (RFC 9309 §2.2.1).
	ProductToken string `json:"rfc9309-product-token,omitempty"`
	// Compliance lists the robots.txt lines the agent obeys: User-Agent, Allow and Disallow where
	// it reads robots.txt, and Crawl-delay where it honours one; empty where it does not read it.
	Compliance []string `json:"rfc9309-compliance"`
	// Trigger is "crawler" for an agent that fetches on its own schedule, "fetcher" for one that
	// fetches when a person asks; left out where it does both.
	Trigger string `json:"trigger,omitempty"`
	// Purpose is the AIPREF category of the agent's purpose where the policy states one
	// (agents.X.aipref), else its purpose in the site's default language.
	Purpose string `json:"purpose,omitempty"`
	// RateExpectation is the interval between two requests per key that the crawler keeps
	// (limits.min_interval and limits.interval_key, or the shorter interval of one of the agent's
	// jobs, jobs.X.limits.min_interval, where they are published).
	RateExpectation string `json:"rate-expectation,omitempty"`
	// IPsURI is the URL of the JAFAR file with the agent's addresses, where addresses are
	// published: its own file (ips/ID.json) where addresses name it, else ips.json.
	IPsURI string `json:"ips_uri,omitempty"`
}

var placeholderRun = lazyre.New(`\{[a-z0-9_]+\}`)

// signatureAgentCard builds agent a's card; baseURL ends in "/".
func signatureAgentCard(p *policy.Policy, a policy.Agent, baseURL string, unpublished map[string]string) ([]byte, error) {
	c := SignatureAgentCard{
		ClientID:   baseURL + cardsDir + a.ID + ".json",
		ClientName: string(a.Token),
		ClientURI:  baseURL,
		JWKSURI:    baseURL + keyDirectoryPath,
	}
	if c.ClientName == "" {
		c.ClientName = p.Site.Title[p.Site.DefaultLanguage]
	}
	if p.Contact.Email != "" {
		c.Contacts = append(c.Contacts, "mailto:"+string(p.Contact.Email))
	}
	if p.Contact.Form != "" {
		c.Contacts = append(c.Contacts, string(p.Contact.Form))
	}
	w := &c.WebBotAuth
	if a.UserAgent != "" {
		ua := placeholderRun.Regexp().ReplaceAllString(string(a.UserAgent), "*")
		if a.Version != "" && !a.VersionMayChange {
			ua = strings.ReplaceAll(string(a.UserAgent), "{version}", a.Version)
			ua = placeholderRun.Regexp().ReplaceAllString(ua, "*")
		}
		switch a.UserAgentForm {
		case policy.UserAgentFormContains:
			ua = "*" + ua + "*"
		case policy.UserAgentFormAfterBrowser:
			ua = "* " + ua
		}
		w.ExpectedUserAgent = ua
	}
	w.ProductToken = string(a.Token)
	w.Compliance = []string{}
	if e, err := p.Effective(a.ID, "", ""); err == nil && p.ObeysRobotsTxt(a) {
		w.Compliance = append(w.Compliance, "User-Agent", "Allow", "Disallow")
		switch e.RobotsTxt.CrawlDelay {
		case policy.CrawlDelayHonoured, policy.CrawlDelayHonouredIfLonger:
			w.Compliance = append(w.Compliance, "Crawl-delay")
		}
	}
	triggers := a.Triggers
	if a.Trigger != "" {
		triggers = []policy.Trigger{a.Trigger}
	}
	crawler, fetcher := false, false
	for _, t := range triggers {
		crawler = crawler || t != policy.TriggerUserRequest
		fetcher = fetcher || t == policy.TriggerUserRequest
	}
	switch {
	case crawler && !fetcher:
		w.Trigger = "crawler"
	case fetcher && !crawler:
		w.Trigger = "fetcher"
	}
	w.Purpose = a.Purpose[p.Site.DefaultLanguage]
	if a.AIPref != "" {
		w.Purpose = string(a.AIPref) // the draft: values SHOULD come from a vocabulary such as AIPREF's
	}
	if e, err := p.Effective(a.ID, "", ""); err == nil && e.Limits.MinInterval.Duration > 0 && e.Limits.IntervalKey != "" {
		// The shortest interval the agent's requests keep: a job of the agent with a shorter
		// one of its own (jobs.X.limits.min_interval) sends its requests that close (new-user
		// trial 21, finding 1); left out where that number is not published.
		iv, ptr := e.Limits.MinInterval, "/limits/min_interval"
		for _, j := range p.Jobs {
			if d := j.Limits.MinInterval; j.Agent == a.ID && !d.IsZero() && d.Duration < iv.Duration {
				iv, ptr = d, "/jobs/"+policy.EscapeToken(j.ID)+"/limits/min_interval"
			}
		}
		if unpublished[ptr] == "" {
			w.RateExpectation = "at most one request per " + iv.String() + " per " + string(e.Limits.IntervalKey)
		}
	}
	switch {
	case slices.ContainsFunc(ownAddressAgents(p), func(o policy.Agent) bool { return o.ID == a.ID }):
		w.IPsURI = baseURL + agentIPsPath(a.ID)
	case len(p.Network.Addresses) > 0:
		w.IPsURI = baseURL + "ips.json"
	}
	return encodeJSON(c)
}

// encodeJSON writes v as indented JSON, without escaping <, > and &.
func encodeJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
