package generator

import (
	"strings"

	"github.com/sitegen-dev/sitegen/policy"
)

// llmsFile is the path of llms.txt at the root of the output (llmstxt.org).
const llmsFile = "llms.txt"

// llmsTxt writes llms.txt as llmstxt.org has it: an H1 with the crawler's name (the site's
// title), a blockquote with the one-line summary of the page (its meta description), then H2
// sections of links, each "- [name](URL): what it is": the Markdown page and the page of changes
// in every language, and the machine-readable files the build writes
// (changes.atom first). It is in the site's default language, with the
// messages the pages use; URLs are absolute, under baseURL (ending in "/"); text, the policy's
// among it, is escaped as Markdown (escapeMarkdown), so that it reads as written.
func llmsTxt(p *policy.Policy, msgs *Messages, baseURL, summary string, files Files, problems *[]string) []byte {
	lang := p.Site.DefaultLanguage
	l := newLocalizer(msgs, lang, problems)
	var b strings.Builder
	b.WriteString("# " + escapeMarkdown(p.Site.Title[lang]) + "\n\n> " + escapeMarkdown(summary) + "\n\n")
	// The names and notes are text (a title, an agent's name, a snippet's label among them),
	// escaped so that Markdown shows it as written; a path, of letters, digits, "-", "." and "/",
	// needs no escaping, and stays readable as it is.
	link := func(name, path, text string) {
		if name != path {
			name = escapeMarkdown(name)
		}
		b.WriteString("- [" + name + "](" + baseURL + path + "): " + escapeMarkdown(text) + "\n")
	}
	b.WriteString("## " + l.s("files.llms_pages") + "\n\n")
	for _, tag := range p.Site.Languages {
		ll := newLocalizer(msgs, tag, problems)
		link(nativeName(tag), tag+"/index.md", ll.t("page.title", "Title", p.Site.Title[tag]).Plain())
	}
	// The history of the policy, as Markdown in every language (a change of wording in one
	// language is listed on that language's page alone), each named by its title and described in
	// its own language, as the pages above are.
	for _, tag := range p.Site.Languages {
		ll := newLocalizer(msgs, tag, problems)
		link(ll.t("changes.title", "Title", p.Site.Title[tag]).Plain(), tag+"/changes.md", ll.t("files.changes").Plain())
	}
	b.WriteString("\n## " + l.s("section.files") + "\n\n")
	link("changes.atom", "changes.atom", l.t("files.feed", "In", l.languageIn(p.Site.DefaultLanguage)).Plain())
	link("policy.json", "policy.json", l.t("files.policy").Plain())
	link("policy.schema.json", "policy.schema.json", l.t("files.schema").Plain())
	if files.has("ips.json") {
		link("ips.json", "ips.json", l.t("files.ips").Plain())
		for _, a := range ownAddressAgents(p) {
			link(agentIPsPath(a.ID), agentIPsPath(a.ID), l.t("files.ips_agent", "Agent", agentName(p, a)).Plain())
		}
	}
	if files.has(keyDirectoryPath) {
		link(keyDirectoryPath, keyDirectoryPath, l.t("files.key_directory").Plain())
		for _, a := range signingAgents(p) {
			link(cardsDir+a.ID+".json", cardsDir+a.ID+".json", l.t("files.card", "Agent", agentName(p, a)).Plain())
		}
	}
	for _, s := range p.Snippets {
		link("robots/"+s.ID+".txt", "robots/"+s.ID+".txt", l.t("files.snippet", "Label", s.Label[lang]).Plain())
	}
	return []byte(b.String())
}

// agentName names an agent in plain text: its product token, else its display name in the
// site's default language, else its User-Agent.
func agentName(p *policy.Policy, a policy.Agent) string {
	switch {
	case a.Token != "":
		return string(a.Token)
	case len(a.Name) > 0:
		return a.Name[p.Site.DefaultLanguage]
	}
	return string(a.UserAgent)
}
