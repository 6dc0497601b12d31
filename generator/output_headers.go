package generator

import (
	"net/url"
	"slices"
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
)

// HeadersFile is the header file that static hosts such as Netlify and Cloudflare Pages read from
// the root of the published folder (Netlify's publish directory, Cloudflare Pages' output
// folder): a URL path (from the host's root; "*" ends a path prefix) on a line of its own, then
// the headers of the responses to it, each on an indented line "Name: value". Other hosts
// publish it as a file and ignore it.
const HeadersFile = "_headers"

// headersFile is the header file of the build: the media types of the machine-readable files
// whose type a host cannot tell by their names (the JAFAR files, application/jafar+json; the Web
// Bot Auth key directory, application/http-message-signatures-directory+json), and on the pages a
// Link header to ips.json with rel="client-ranges" (draft-illyes-webbotauth-jafar), as the HTML
// pages' <link> element. nil where the build writes none of these files, and where site.not_own
// names _headers: the site keeps a header file of its own (which should then say the same).
// Its paths lie under base_url's path ("/bot/ips.json" for https://host/bot/; newuser12 #23):
// the hosts match them against the URL path from the host's root, and read the file only at the
// root of what they publish, so a site published under a path has its rules copied into that
// root's _headers, where they hold as written.
func headersFile(p *policy.Policy, baseURL string) []byte {
	if slices.Contains(p.Site.NotOwn, HeadersFile) {
		return nil
	}
	prefix := "/"
	if u, err := url.Parse(baseURL); err == nil && strings.HasSuffix(u.EscapedPath(), "/") {
		prefix = u.EscapedPath()
	}
	var b strings.Builder
	rule := func(path string, headers ...string) {
		b.WriteString(path + "\n")
		for _, h := range headers {
			b.WriteString("  " + h + "\n")
		}
	}
	if len(p.Network.Addresses) > 0 {
		link := `Link: <` + baseURL + `ips.json>; rel="client-ranges"; type="` + jafarType + `"`
		rule(prefix, link)
		for _, lang := range p.Site.Languages {
			rule(prefix+lang+"/*", link)
		}
		rule(prefix+"ips.json", "Content-Type: "+jafarType)
		for _, a := range ownAddressAgents(p) {
			rule(prefix+agentIPsPath(a.ID), "Content-Type: "+jafarType)
		}
	}
	if len(signingAgents(p)) > 0 {
		rule(prefix+keyDirectoryPath, "Content-Type: "+keyDirectoryType)
	}
	if b.Len() == 0 {
		return nil
	}
	return []byte(b.String())
}
