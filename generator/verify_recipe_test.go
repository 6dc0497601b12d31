package generator

import (
	"strings"
	"testing"
)

// TestVerifyRecipe: where the policy publishes a reverse DNS domain or forms of host names, the
// page gives the forward-confirmed check as host and dig commands, with the words the sentence
// asks the reader to replace, in every language; where it publishes neither, no commands.
func TestVerifyRecipe(t *testing.T) {
	words := map[string][2]string{"en": {"ADDRESS", "NAME"}, "de": {"ADRESSE", "NAME"}, "fr": {"ADRESSE", "NOM"}, "pl": {"ADRES", "NAZWA"}}
	cases := []struct {
		name, extra string
		en          string
	}{
		{"domain", `
[network]
reverse_dns = "crawl.minimalbot.eu"

[[network.addresses]]
prefix = "192.0.2.7"
`, "To run the same check in a shell with `host` or `dig`, put the request’s IP address in place of `ADDRESS`: the first command of each pair prints the address’s reverse DNS name, which must end in `.crawl.minimalbot.eu`. Then put that name in place of `NAME`: the original IP address must be among the addresses that the second command prints."},
		{"one form", `
[network]
unpublished = true

[[network.host_names]]
pattern = "*.crawl.minimalbot.eu"
`, "To run the same check in a shell with `host` or `dig`, put the request’s IP address in place of `ADDRESS`: the first command of each pair prints the address’s reverse DNS name, which must have the form above. Then put that name in place of `NAME`: the original IP address must be among the addresses that the second command prints."},
	}
	for _, c := range cases {
		res := buildSmallestExample(t, c.extra)
		if md := string(res.Files["en/index.md"]); !strings.Contains(md, c.en+"\n\n```sh\nhost ADDRESS\nhost NAME\n\ndig +short -x ADDRESS\ndig +short NAME A NAME AAAA\n```\n") {
			t.Errorf("%s: en/index.md lacks the recipe:\n%s", c.name, md)
		}
		for lang, w := range words {
			md, html := string(res.Files[lang+"/index.md"]), string(res.Files[lang+"/index.html"])
			cmds := "host " + w[0] + "\nhost " + w[1] + "\n\ndig +short -x " + w[0] + "\ndig +short " + w[1] + " A " + w[1] + " AAAA\n"
			if !strings.Contains(md, "```sh\n"+cmds+"```") || !strings.Contains(html, `<div class="block" id="verify-dns">`) {
				t.Errorf("%s: %s lacks the commands %q", c.name, lang, cmds)
			}
			if !strings.Contains(md, "`"+w[0]+"`") || !strings.Contains(md, "`"+w[1]+"`") {
				t.Errorf("%s: %s: the sentence does not name %s and %s", c.name, lang, w[0], w[1])
			}
		}
	}
	for _, name := range []string{"civic-ingestor", "gmina-bot", "gazette-bot"} {
		res := buildExample(t, name)
		for _, lang := range res.Policy.Site.Languages {
			if strings.Contains(string(res.Files[lang+"/index.md"]), "```sh") {
				t.Errorf("%s/%s: shell commands, but the policy publishes no reverse DNS names", name, lang)
			}
		}
	}
}
