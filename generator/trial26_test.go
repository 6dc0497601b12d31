package generator

import (
	"strings"
	"testing"
)

// Tests of new-user trial 26 (/work/notes/s27/trial26.md), the operator of an uptime-monitoring
// service whose checker fetches only the URLs its customers registered and does not read
// robots.txt; its policy is testdata/trial26/policy.toml as the user wrote it.

// trial26Reader is a second agent, one that reads robots.txt, for the pages where some agents
// read it and others do not.
const trial26Reader = `[agents.crawler]
token = "VigiloBot"
purpose = { en = "Finds the pages of customers' sites", de = "Findet die Seiten der Websites von Kunden", fr = "recherche des pages des sites des clients", pl = "Wyszukuje strony serwisów klientów" }
trigger = "unattended"
user_agent = "VigiloBot/1.0 (+https://vigilo-monitoring.example/probe/)"
robots_txt = "read"
follows_links = "none"

[robots_txt]
check = "before-first-fetch"

[network]
`

// TestNotReadTokenNoRobotsTxt (F-01): for an agent with robots_txt = "not-read", the page does not
// label its token "for robots.txt", and where no agent of the page reads robots.txt, it says
// nothing of how robots.txt groups name a crawler and tells no one to copy the token into
// robots.txt; the token is labelled as the product token in the User-Agent, in every language.
// Where another agent reads robots.txt, each agent's token is labelled for what it is.
func TestNotReadTokenNoRobotsTxt(t *testing.T) {
	groups := map[string][]string{
		"en": {"In robots.txt, a group applies", "Product token for robots.txt"},
		"de": {"Eine Gruppe in der robots.txt", "in die robots.txt", "Produkt-Token für die robots.txt"},
		"fr": {"Dans robots.txt, un groupe", "dans robots.txt", "Jeton de produit pour robots.txt"},
		"pl": {"Robota wskazuje się w pliku robots.txt", "do pliku robots.txt", "Nazwa w wierszu User-agent pliku robots.txt"},
	}
	notRead := map[string][]string{
		"en": {"- Product token in the User-Agent: `VigiloCheck`\n"},
		"de": {"- Produkt-Token im User-Agent: `VigiloCheck`\n"},
		"fr": {"- Jeton de produit dans le User-Agent\u202f: `VigiloCheck`\n"},
		"pl": {"- Token produktu w nagłówku User-Agent: `VigiloCheck`\n"},
	}
	alone := buildTestdata(t, "trial26")
	checkPageLacks(t, alone, groups)
	checkPageLines(t, alone, notRead)

	mixed := buildTestdata(t, "trial26", [2]string{"[network]\n", trial26Reader})
	checkPageLines(t, mixed, notRead)
	checkPageLines(t, mixed, map[string][]string{
		"en": {"In robots.txt, a group applies to a crawler when", "- Product token for robots.txt: `VigiloBot`\n"},
		"de": {"Eine Gruppe in der robots.txt spricht einen Crawler", "Übernehmen Sie das Produkt-Token unverändert", "- Produkt-Token für die robots.txt: `VigiloBot`\n"},
		"fr": {"Dans robots.txt, un groupe désigne", "Copiez le jeton de produit tel quel", "- Jeton de produit pour robots.txt\u202f: `VigiloBot`\n"},
		"pl": {"Robota wskazuje się w pliku robots.txt", "Nazwę należy tam wpisać", "- Nazwa w wierszu User-agent pliku robots.txt: `VigiloBot`\n"},
	})
	checkPageLacks(t, mixed, map[string][]string{
		"en": {"Product token for robots.txt: `VigiloCheck`"},
		"de": {"Produkt-Token für die robots.txt: `VigiloCheck`", "die Produkt-Tokens"},
		"fr": {"Jeton de produit pour robots.txt\u202f: `VigiloCheck`", "les jetons de produit"},
		"pl": {"Nazwa w wierszu User-agent pliku robots.txt: `VigiloCheck`", "Nazwy należy"},
	})
}

// TestBlockAnswerNotReadNamesTheWayThatWorks (F-02): for a crawler that robots.txt cannot shut
// out and that no status turns away, the answer "At a glance" on blocking names the request by
// e-mail that the policy offers for an end to the fetching, and links to the block that says how,
// in every language.
func TestBlockAnswerNotReadNamesTheWayThatWorks(t *testing.T) {
	res := buildTestdata(t, "trial26")
	mail := "[`remove-url@vigilo-monitoring.example`](<mailto:remove-url@vigilo-monitoring.example>)"
	checkPageLines(t, res, map[string][]string{
		"en": {"- [Blocking the crawler](index.html#by-email) – `VigiloCheck` fetches only URLs submitted to it by site owners or by the users of its service, and does not obey robots.txt, so a robots.txt rule cannot shut it out. Write to " + mail + " to ask for an end to all fetching from your site.\n"},
		"de": {"(index.html#by-email)", "Schreiben Sie an " + mail},
		"fr": {"(index.html#by-email)", mail},
		"pl": {"(index.html#by-email)", mail},
	})
}

// TestFetchesOnlyWithEmbedded (F-03): "it fetches only the URLs it was given" does not stand
// beside the resources it fetches along with a page: where embedded.fetch = "fetched", the
// sentence names them too, in every language; without it, the sentence is as before.
func TestFetchesOnlyWithEmbedded(t *testing.T) {
	withEmbedded := map[string][]string{
		"en": {"- It fetches only the URLs it was given, and the resources that the fetched pages embed (see below).\n"},
		"de": {"- Ruft nur die vorgegebenen Adressen (nicht die von dort verlinkten Seiten) und die von den abgerufenen Seiten eingebundenen Ressourcen ab (siehe unten).\n"},
		"fr": {"- Il ne récupère que les adresses qui lui sont indiquées (pas les pages auxquelles elles renvoient), ainsi que les ressources intégrées dans les pages récupérées (voir plus bas).\n"},
		"pl": {"- Pobiera wyłącznie strony spod wskazanych adresów (bez stron, do których one odsyłają) oraz zasoby osadzone na pobranych stronach (zob. niżej).\n"},
	}
	res := buildTestdata(t, "trial26")
	checkPageLines(t, res, withEmbedded)
	checkPageLacks(t, res, map[string][]string{"en": {"- It fetches only the URLs it was given.\n"}})
	without := buildTestdata(t, "trial26", [2]string{"fetch = \"fetched\"\nkinds = [\"stylesheets\", \"images\"]\nnamed_in = [\"markup\"]\n", "fetch = \"not-fetched\"\n"},
		[2]string{"condition = { en = \"only for page-speed checks\", de = \"nur bei Ladezeitmessungen\", fr = \"uniquement pour les mesures de vitesse\", pl = \"tylko przy pomiarach szybkości\" }\n", ""})
	checkPageLines(t, without, map[string][]string{"en": {"- It fetches only the URLs it was given.\n"}})
	checkPageLacks(t, without, withEmbedded)
}

// TestIPsNotesSayWhatThePageSays (F-09): ips.json's notes say that the addresses may change, as
// the page does, and not "without notice", which the policy does not state; with
// announced_before_use they do not contradict the promise to list new addresses first.
func TestIPsNotesSayWhatThePageSays(t *testing.T) {
	for name, edits := range map[string][][2]string{
		"may_change": nil,
		"announced":  {{"[network]\nmay_change = true\n", "[network]\nmay_change = true\nannounced_before_use = true\n"}},
	} {
		ips := string(buildTestdata(t, "trial26", edits...).Files["ips.json"])
		if strings.Contains(ips, "without notice") {
			t.Errorf("%s: ips.json says \"without notice\":\n%s", name, ips)
		}
		if !strings.Contains(ips, "; the addresses may change") {
			t.Errorf("%s: ips.json does not say that the addresses may change:\n%s", name, ips)
		}
		if want := "new addresses are published before they are used."; name == "announced" && !strings.Contains(ips, want) {
			t.Errorf("%s: ips.json lacks %q:\n%s", name, want, ips)
		}
	}
}

// TestStablePartNameWithoutSlash (F-17): an agent without a token is named by its stable part
// without the trailing "/" that ends the product before its version, which read as a path.
func TestStablePartNameWithoutSlash(t *testing.T) {
	res := buildTestdata(t, "trial26", [2]string{"token = \"VigiloCheck\"\n", ""})
	checkPageLines(t, res, map[string][]string{
		"en": {"### VigiloCheck\n", "(index.html#by-email) – `VigiloCheck` fetches only"},
		"de": {"### VigiloCheck\n"}, "fr": {"### VigiloCheck\n"}, "pl": {"### VigiloCheck\n"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"### VigiloCheck/", "`VigiloCheck/` fetches"}})
}
