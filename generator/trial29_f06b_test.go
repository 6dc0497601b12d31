package generator

import (
	"os"
	"strings"
	"testing"
)

// targetSourcesEdit has examples/feed-reader's agent state where it learns the servers it
// contacts, as an internet-wide scanner would.
func targetSourcesEdit(list string) [][2]string {
	const at = "follows_links = \"none\"\n"
	return [][2]string{{at, at + "target_sources = [" + list + "]\n"}}
}

// TestTargetSourcesStated (trial 29, F-06): agents.X.target_sources is stated in the agent's
// block, in four languages, so that a webmaster can tell why the crawler contacts a server at
// all (every public IPv4 address, a host name in Certificate Transparency logs or in a
// top-level domain's zone file). Left out, nothing is said. Before, the key was unknown, and a
// scanner's targets were in its prose only.
func TestTargetSourcesStated(t *testing.T) {
	res := buildDirEdited(t, "../examples/feed-reader", targetSourcesEdit(`"ipv4-address-space", "certificate-transparency"`))
	want := map[string]string{
		"en": "It contacts every public IPv4 address and the hosts named in Certificate Transparency logs.",
		"de": "Sendet Anfragen an jede öffentliche IPv4-Adresse und die in Certificate-Transparency-Logs aufgeführten Hostnamen.",
		"fr": "Il interroge toutes les adresses IPv4 publiques et les noms d’hôte répertoriés dans les journaux Certificate Transparency.",
		"pl": "Wysyła żądania do każdego publicznego adresu IPv4 i hostów wymienionych w dziennikach Certificate Transparency.",
	}
	for lang, w := range want {
		if md := string(res.Files[lang+"/index.md"]); strings.Count(md, w) != 1 {
			t.Errorf("%s: the page does not say, once,\n%q", lang, w)
		}
	}
	res = buildDirEdited(t, "../examples/feed-reader", targetSourcesEdit(`"dns-zone-files"`))
	want = map[string]string{
		"en": "It contacts the domains listed in the zone files of top-level domains.",
		"de": "Sendet Anfragen an die in den Zonendateien der Top-Level-Domains aufgeführten Domains.",
		"fr": "Il interroge les noms de domaine répertoriés dans les fichiers de zone des domaines de premier niveau.",
		"pl": "Wysyła żądania do domen wymienionych w plikach stref domen najwyższego poziomu (TLD).",
	}
	for lang, w := range want {
		if md := string(res.Files[lang+"/index.md"]); !strings.Contains(md, w) {
			t.Errorf("%s, zone files: the page does not say\n%q", lang, w)
		}
	}
	res = buildDirEdited(t, "../examples/feed-reader", nil)
	for lang, w := range map[string]string{"en": "It contacts", "de": "Sendet Anfragen an", "fr": "Il interroge", "pl": "Wysyła żądania do"} {
		if strings.Contains(string(res.Files[lang+"/index.md"]), w) {
			t.Errorf("%s: without target_sources the page says %q", lang, w)
		}
	}
}

// TestTargetSourcesReview: a source added is reviewed as neutral, with the agent's sentence
// before and after, in four languages.
func TestTargetSourcesReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"en": {"where the crawler learns of the servers it contacts", "It contacts the hosts named in Certificate Transparency logs", "It contacts every public IPv4 address and the hosts named in Certificate Transparency logs"},
		"de": {"an welche Server der Crawler Anfragen sendet", "Sendet Anfragen an die in Certificate-Transparency-Logs aufgeführten Hostnamen", "Sendet Anfragen an jede öffentliche IPv4-Adresse und die in Certificate-Transparency-Logs aufgeführten Hostnamen"},
		"fr": {"la manière dont le robot découvre les serveurs qu’il interroge", "Il interroge les noms d’hôte répertoriés dans les journaux Certificate Transparency", "Il interroge toutes les adresses IPv4 publiques et les noms d’hôte répertoriés dans les journaux Certificate Transparency"},
		"pl": {"źródła adresów serwerów, do których robot wysyła żądania", "Wysyła żądania do hostów wymienionych w dziennikach Certificate Transparency", "Wysyła żądania do każdego publicznego adresu IPv4 i hostów wymienionych w dziennikach Certificate Transparency"},
	}
	for lang, ws := range want {
		var got []ReviewItem
		for _, c := range reviewPair(t, msgs, "../examples/feed-reader", targetSourcesEdit(`"certificate-transparency"`), targetSourcesEdit(`"ipv4-address-space", "certificate-transparency"`), lang) {
			if c.Pointer == "/agents/fetcher/target_sources" {
				got = append(got, c)
			}
		}
		if len(got) != 1 {
			t.Errorf("%s: review of /agents/fetcher/target_sources = %+v, want one change", lang, got)
			continue
		}
		if got[0].Class != "neutral" {
			t.Errorf("%s: class %q, want neutral", lang, got[0].Class)
		}
		for _, w := range ws {
			if !strings.Contains(got[0].Sentence, w) {
				t.Errorf("%s: review\n%q\ndoes not say %q", lang, got[0].Sentence, w)
			}
		}
	}
}
