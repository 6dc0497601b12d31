package policy

import (
	"strings"
	"unicode/utf8"
)

// AgentNaming is what the pages name an agent by in its heading, the side-by-side table of
// agents and the review of a change.
type AgentNaming string

// The values of AgentNaming, in the order they are tried.
const (
	NamedByName       AgentNaming = "name"        // agents.X.name, in the page's language
	NamedByToken      AgentNaming = "token"       // its robots.txt product token
	NamedByStablePart AgentNaming = "stable-part" // the first part every User-Agent of it contains
	NamedByProduct    AgentNaming = "product"     // the product its User-Agent names (UAProduct)
	NamedByPurpose    AgentNaming = "purpose"     // its purpose, where nothing else names it apart
	NamedByUserAgent  AgentNaming = "user-agent"  // its whole User-Agent, where it has no purpose
)

// MaxPurposeHeading is the longest purpose, in characters in any language, that may head an
// agent's block where nothing else names it; a longer one needs agents.X.name.
const MaxPurposeHeading = 40

// Naming returns what the pages name agent a by, and for a stable part or a product the name:
// its display name where it has one, else its token; an agent without either by the first of
// its stable parts (without a trailing "/"), else the product of its User-Agent, unless that name, up to its first "/",
// is another agent's token or the start of another's part or product (then two crawlers would
// read alike), and only then by its purpose, or, without one, its User-Agent.
func (p *Policy) Naming(a Agent) (AgentNaming, string) {
	switch {
	case len(a.Name) > 0:
		return NamedByName, ""
	case a.Token != "":
		return NamedByToken, string(a.Token)
	case len(a.StableParts) > 0 && !p.nameTaken(a, a.StableParts[0]):
		// A part that ends where the version begins ("VigiloCheck/") names the crawler without
		// its "/", which would read as a path (new-user trial 26, F-17).
		if n := strings.TrimSuffix(a.StableParts[0], "/"); n != "" {
			return NamedByStablePart, n
		}
		return NamedByStablePart, a.StableParts[0]
	case len(a.StableParts) == 0:
		if pr := UAProduct(string(a.UserAgent)); pr != "" && !p.nameTaken(a, pr) {
			return NamedByProduct, pr
		}
	}
	if len(a.Purpose) > 0 {
		return NamedByPurpose, ""
	}
	return NamedByUserAgent, string(a.UserAgent)
}

// nameTaken reports whether name, up to its first "/" (the product without its version), is,
// without regard to case, another agent's token or the start of another agent's stable part or
// product.
func (p *Policy) nameTaken(a Agent, name string) bool {
	stem := func(s string) string { return strings.ToLower(strings.TrimSpace(strings.SplitN(s, "/", 2)[0])) }
	n := stem(name)
	for _, o := range p.Agents {
		if o.ID == a.ID {
			continue
		}
		other := string(o.Token)
		switch {
		case other != "":
		case len(o.StableParts) > 0:
			other = o.StableParts[0]
		default:
			other = UAProduct(string(o.UserAgent))
		}
		if other != "" && stem(other) == n {
			return true
		}
	}
	return false
}

// UAProduct is the first product of a User-Agent (RFC 9110 §10.1.5: product = token ["/"
// version]) that names the crawler: "Chatwork-ImgProxy" in "Chatwork-ImgProxy 0.19 (+https://…)",
// "heritrix/3.4.0" in "Mozilla/5.0 (compatible; heritrix/3.4.0 +https://…) Firefox/57". Skipped
// are the "Mozilla/…" convention, "compatible", comments' URLs and contact details, version
// numbers standing alone and placeholders; "" where nothing is left.
func UAProduct(ua string) string {
	for _, w := range strings.FieldsFunc(ua, func(r rune) bool { return r == ' ' || r == '(' || r == ')' || r == ';' }) {
		switch {
		case strings.HasPrefix(w, "Mozilla/"), w == "compatible", strings.HasPrefix(w, "+"),
			strings.Contains(w, "://"), strings.Contains(w, "@"), strings.ContainsAny(w, "{}"):
			continue
		case w[0] >= '0' && w[0] <= '9':
			continue // a version after a space: "Chatwork 1.0"
		}
		return w
	}
	return ""
}

// agentNames wants agents.X.name where the pages would head an agent with a purpose longer than
// MaxPurposeHeading in some language: a sentence, not a name, in every heading, the table of
// agents and the review.
func (c *checker) agentNames(path string, a Agent) {
	if how, _ := c.p.Naming(a); how != NamedByPurpose {
		return
	}
	for _, lang := range c.p.Site.Languages {
		if n := utf8.RuneCountInString(a.Purpose[lang]); n > MaxPurposeHeading {
			c.add(path+".name", "missing: without a token, a stable part or a product of its own, the pages would name the agent by its purpose, %q (%d characters in %s), in its heading, the table of agents and the review; want a short name in every language, e.g. name = { %s = %q }", a.Purpose[lang], n, lang, lang, shortName(a))
			return
		}
	}
}

// shortName suggests a display name for a: its key in policy.toml, as words.
func shortName(a Agent) string {
	words := strings.FieldsFunc(a.ID, func(r rune) bool { return r == '-' || r == '_' })
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}
