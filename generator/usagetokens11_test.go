package generator

import (
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/robots"
)

// TestUsageTokenOnPage (issue 11, new-user trial 32, F-01): agents.X.usage_tokens states, in the
// crawler's block and in every language, that the usage token sends no requests, what it decides
// (the AIPREF categories it controls, counted), that a group blocking it refuses that use while
// the crawler keeps fetching, and that a group blocking the crawler's own token stops the
// fetching; then the group that blocks it, which the matcher proved. Without the key no page
// names the token. Failed before: usage_tokens was an unknown key.
func TestUsageTokenOnPage(t *testing.T) {
	const key = "aipref = \"train-ai\"\n"
	with := func(v string) *Result {
		return buildTestdata(t, "trial25", [2]string{key, key + "usage_tokens = " + v + "\n"})
	}
	tok, own, train, search := "`WrenBot-Training`", "`WrenBot`", "`train-ai`", "`search`"
	one := with(`[{ token = "WrenBot-Training", controls = ["train-ai"] }]`)
	checkPageLines(t, one, map[string][]string{
		"en": {
			"- No requests are sent under the product token " + tok + ": it only controls whether the pages this crawler fetches may be used for " + train + ", a purpose in the IETF AIPREF vocabulary.\n",
			"- A robots.txt group that blocks " + tok + " keeps your pages from being used for that purpose, while this crawler still fetches them; a group that blocks " + own + " stops the fetching.\n",
			"This group in your robots.txt opts your whole site out of that use and leaves what this crawler fetches unchanged:\n\n```robots.txt\nUser-agent: WrenBot-Training\nDisallow: /\n```\n",
		},
		"de": {
			"- Unter dem Produkt-Token " + tok + " werden keine Anfragen gesendet: Es legt nur fest, ob die Seiten, die dieser Crawler abruft, für den Zweck " + train + " des AIPREF-Vokabulars der IETF verwendet werden dürfen.\n",
			"- Eine robots.txt-Gruppe, die " + tok + " sperrt, verhindert, dass Ihre Seiten für diesen Zweck verwendet werden; abgerufen werden sie von diesem Crawler weiterhin. Den Abruf verhindert eine Gruppe, die " + own + " sperrt.\n",
			"Diese Gruppe in Ihrer robots.txt schließt diese Verwendung für Ihre gesamte Website aus und ändert nichts daran, was dieser Crawler abruft:\n\n```robots.txt\nUser-agent: WrenBot-Training\nDisallow: /\n```\n",
		},
		"fr": {
			"- Aucune requête n’est envoyée sous le jeton de produit " + tok + "\u202f: il sert seulement à déterminer si les pages que ce robot récupère peuvent être utilisées pour la finalité " + train + " du vocabulaire AIPREF de l’IETF.\n",
			"- Un groupe de robots.txt qui bloque " + tok + " exclut l’utilisation de vos pages pour cette finalité, mais ce robot continue de les récupérer\u202f; un groupe qui bloque " + own + " met fin à leur récupération.\n",
			"Ce groupe, ajouté à votre fichier robots.txt, exclut cette utilisation pour l’ensemble de votre site sans rien changer à ce que ce robot récupère\u202f:\n\n```robots.txt\nUser-agent: WrenBot-Training\nDisallow: /\n```\n",
		},
		"pl": {
			"- Pod tokenem produktu " + tok + " nie są wysyłane żadne żądania: decyduje on jedynie o tym, czy strony pobierane przez tego robota mogą zostać wykorzystane do celów z kategorii " + train + " słownika AIPREF (IETF).\n",
			"- Grupa w robots.txt blokująca " + tok + " wyklucza takie wykorzystanie Państwa stron, lecz robot nadal je pobiera; pobieranie powstrzymuje grupa blokująca " + own + ".\n",
			"Poniższa grupa dodana do pliku robots.txt wyklucza takie wykorzystanie wszystkich stron Państwa serwisu i nie zmienia tego, co pobiera robot:\n\n```robots.txt\nUser-agent: WrenBot-Training\nDisallow: /\n```\n",
		},
	})
	checkEveryLanguage(t, "usage_tokens", one)
	two := with(`[{ token = "WrenBot-Training", controls = ["train-ai", "search"] }]`)
	checkPageLines(t, two, map[string][]string{
		"en": {"- No requests are sent under the product token " + tok + ": it only controls whether the pages this crawler fetches may be used for " + train + " and " + search + ", purposes in the IETF AIPREF vocabulary.\n"},
		"de": {"- Unter dem Produkt-Token " + tok + " werden keine Anfragen gesendet: Es legt nur fest, ob die Seiten, die dieser Crawler abruft, für die Zwecke " + train + " und " + search + " des AIPREF-Vokabulars der IETF verwendet werden dürfen.\n"},
		"fr": {"- Aucune requête n’est envoyée sous le jeton de produit " + tok + "\u202f: il sert seulement à déterminer si les pages que ce robot récupère peuvent être utilisées pour les finalités " + train + " et " + search + " du vocabulaire AIPREF de l’IETF.\n"},
		"pl": {"- Pod tokenem produktu " + tok + " nie są wysyłane żadne żądania: decyduje on jedynie o tym, czy strony pobierane przez tego robota mogą zostać wykorzystane do celów z kategorii " + train + " i " + search + " słownika AIPREF (IETF).\n"},
	})
	checkEveryLanguage(t, "usage_tokens", two)
	without := buildTestdata(t, "trial25")
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		if page := string(without.Files[lang+"/index.md"]); strings.Contains(page, "WrenBot-Training") {
			t.Errorf("%s: the page names a usage token, which the policy does not state", lang)
		}
	}
	if _, ok := one.Files["robots/usage-token.txt"]; ok {
		t.Error("the usage token's snippet has a file of its own")
	}
}

// TestUsageTokenSnippetProof (issue 11): the group offered beside a usage token is proven by the
// matcher as every snippet is (proveSnippets, which validate and build run): it disallows the
// whole site for the usage token and leaves the fetching agent, and any other crawler, allowed,
// pasted into the proof's corpus of robots.txt files (a usage token equal to an agent's token,
// which this proof could not tell apart, is refused by validation: TestUsageTokensRules). Failed
// before: no usage tokens, no proof.
func TestUsageTokenSnippetProof(t *testing.T) {
	res := buildTestdata(t, "trial25", [2]string{"aipref = \"train-ai\"\n", "aipref = \"train-ai\"\nusage_tokens = [{ token = \"WrenBot-Training\", controls = [\"train-ai\"] }]\n"})
	p := res.Policy
	proofs, problems := proveSnippets(p, "policy.toml")
	if len(problems) > 0 {
		t.Fatalf("problems: %v", problems)
	}
	proof, ok := proofs[usageTokenProof("wrenbot", 0)]
	if !ok {
		t.Fatalf("no proof for the usage token: %v", proofs)
	}
	if want := "User-agent: WrenBot-Training\nDisallow: /\n"; proof.Text != want || proof.Checks == 0 {
		t.Errorf("proof: text %q after %d checks, want %q after some", proof.Text, proof.Checks, want)
	}
	r := robots.Parse([]byte(proof.Text), 0)
	for _, tc := range []struct {
		token string
		want  bool
	}{{"WrenBot-Training", false}, {"wrenbot-training", false}, {"WrenBot", true}, {"OtherBot", true}} {
		if got := r.Decide(tc.token, "https://a.example/page").Allowed; got != tc.want {
			t.Errorf("%s: allowed = %v, want %v", tc.token, got, tc.want)
		}
	}

}

// TestUsageTokenNoFetchingClaim (issue 11): where the policy does not say that the agent obeys
// robots.txt (the smallest policy), the page does not say that a group blocking its token stops
// the fetching: only what the usage token's group does. Failed before: the key did not exist.
func TestUsageTokenNoFetchingClaim(t *testing.T) {
	res := buildTestdata(t, "smallest", [2]string{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nusage_tokens = [{ token = \"MinimalBot-Training\", controls = [\"train-ai\", \"search\"] }]\n"})
	tok := "`MinimalBot-Training`"
	checkPageLines(t, res, map[string][]string{
		"en": {"- A robots.txt group that blocks " + tok + " keeps your pages from being used for those purposes, while this crawler still fetches them.\n"},
		"de": {"- Eine robots.txt-Gruppe, die " + tok + " sperrt, verhindert, dass Ihre Seiten für diese Zwecke verwendet werden; abgerufen werden sie von diesem Crawler weiterhin.\n"},
		"fr": {"- Un groupe de robots.txt qui bloque " + tok + " exclut l’utilisation de vos pages pour ces finalités, mais ce robot continue de les récupérer.\n"},
		"pl": {"- Grupa w robots.txt blokująca " + tok + " wyklucza takie wykorzystanie Państwa stron, lecz robot nadal je pobiera.\n"},
	})
	checkEveryLanguage(t, "usage_tokens", res)
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		if page := string(res.Files[lang+"/index.md"]); strings.Contains(page, "`MinimalBot` ") || strings.Contains(page, "`MinimalBot`.") {
			t.Errorf("%s: the page names the agent's token in a sentence on fetching, which the policy does not state:\n%s", lang, page)
		}
	}
}
