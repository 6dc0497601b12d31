package generator

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// buildSite builds a site folder of testdata.
func buildSite(t *testing.T, dir string) *Result {
	t.Helper()
	opts := defaults()
	opts.Site = os.DirFS(dir)
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("build %s: %v", dir, err)
	}
	return res
}

// The members each document may have, from the drafts: the card's top level is OAuth client
// metadata (RFC 7591 §2, as a Client ID Metadata Document has it) and web_bot_auth the registry's
// members (draft-meunier-webbotauth-registry-04 §3); a directory key is a JWK of RFC 8037 §2 with
// kid (RFC 7517 §4.5) and use (§4.2).
var (
	cardMembers       = []string{"client_id", "client_name", "client_uri", "logo_uri", "contacts", "jwks_uri", "jwks", "web_bot_auth"}
	webBotAuthMembers = []string{"expected-user-agent", "rfc9309-product-token", "rfc9309-compliance", "trigger", "purpose", "targeted-content", "rate-control", "rate-expectation", "known-urls", "ips_uri"}
	directoryMembers  = []string{"kty", "crv", "x", "kid", "use"}
)

// TestKeyDirectory: the directory holds every agent's keys once, each an Ed25519 JWK with no
// member beside the draft's, its kid the thumbprint recomputed here (RFC 7638 over crv, kty, x).
func TestKeyDirectory(t *testing.T) {
	res := buildSite(t, "testdata/signing")
	var dir struct {
		Keys []map[string]string `json:"keys"`
	}
	raw := res.Files[keyDirectoryPath]
	if err := json.Unmarshal(raw, &dir); err != nil {
		t.Fatalf("%s: %v\n%s", keyDirectoryPath, err, raw)
	}
	var top map[string]any
	json.Unmarshal(raw, &top)
	if len(top) != 1 {
		t.Errorf("directory members %v, want keys alone (a JWK Set, RFC 7517 §5)", top)
	}
	want := map[string]string{
		"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo": "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k", // RFC 8037 A.3
		"PUAXw-hDiVqStwqnTRt-vJyYLM8uxJaMwM1V8Sr0Zgw": "",
	}
	if len(dir.Keys) != len(want) {
		t.Fatalf("%d keys, want %d (the key two agents share once)", len(dir.Keys), len(want))
	}
	for _, k := range dir.Keys {
		for m := range k {
			if !slices.Contains(directoryMembers, m) {
				t.Errorf("key member %q is not one of %v", m, directoryMembers)
			}
		}
		if k["kty"] != "OKP" || k["crv"] != "Ed25519" || k["use"] != "sig" {
			t.Errorf("key %v: want kty OKP, crv Ed25519, use sig", k)
		}
		thumb := policy.JWKThumbprint(map[string]string{"crv": k["crv"], "kty": k["kty"], "x": k["x"]})
		if k["kid"] != thumb {
			t.Errorf("kid %s, want the thumbprint %s", k["kid"], thumb)
		}
		if w, ok := want[k["x"]]; !ok || w != "" && w != thumb {
			t.Errorf("key %s: unexpected, or thumbprint %s, want %s", k["x"], thumb, w)
		}
	}
	if keyDirectoryType != "application/http-message-signatures-directory+json" {
		t.Errorf("media type %s", keyDirectoryType)
	}
	for _, name := range []string{keyDirectoryPath, cardsDir + "bot.json"} {
		if _, ok := buildSmallestExample(t, "").Files[name]; ok {
			t.Errorf("%s written for a policy without signing keys", name)
		}
	}
}

// TestSignatureAgentCard: each card has only the drafts' members, URLs that lead to files of the
// same build, and the facts the page states: the User-Agent with "*" for what varies, the token,
// robots.txt as read, the trigger, the purpose.
func TestSignatureAgentCard(t *testing.T) {
	res := buildSite(t, "testdata/signing")
	base := "https://signbot.example/"
	want := map[string]map[string]any{
		"bot": {"expected-user-agent": "Mozilla/5.0 (compatible; SignBot/*; +https://signbot.example/)", "rfc9309-product-token": "SignBot",
			"rfc9309-compliance": []any{"User-Agent", "Allow", "Disallow", "Crawl-delay"}, "trigger": "crawler",
			"purpose": "search", "rate-expectation": "at most one request per 2s per site"},
		"fetch": {"expected-user-agent": "SignFetch/1.0", "rfc9309-product-token": "SignFetch",
			"rfc9309-compliance": []any{}, "trigger": "fetcher", "purpose": "Fetches a page a person asks for"},
	}
	en := string(res.Files["en/index.md"])
	for id, w := range want {
		name := cardsDir + id + ".json"
		var card map[string]any
		if err := json.Unmarshal(res.Files[name], &card); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for m := range card {
			if !slices.Contains(cardMembers, m) {
				t.Errorf("%s: member %q is not one of %v", name, m, cardMembers)
			}
		}
		wba, _ := card["web_bot_auth"].(map[string]any)
		for m := range wba {
			if !slices.Contains(webBotAuthMembers, m) {
				t.Errorf("%s: web_bot_auth member %q is not one of %v", name, m, webBotAuthMembers)
			}
		}
		for m, v := range w {
			got, _ := json.Marshal(wba[m])
			wantJSON, _ := json.Marshal(v)
			if string(got) != string(wantJSON) {
				t.Errorf("%s: web_bot_auth.%s = %s, want %s", name, m, got, wantJSON)
			}
		}
		if card["client_id"] != base+name {
			t.Errorf("%s: client_id %v, want its own URL", name, card["client_id"])
		}
		for _, u := range []string{card["jwks_uri"].(string), wba["ips_uri"].(string)} {
			if f, ok := strings.CutPrefix(u, base); !ok || res.Files[f] == nil {
				t.Errorf("%s: %s is no file of the build", name, u)
			}
		}
		if c := card["contacts"].([]any); len(c) != 2 || c[0] != "mailto:bot@signbot.example" || c[1] != "https://signbot.example/contact" {
			t.Errorf("%s: contacts %v", name, c)
		}
		// The page states the same: the token, and a link to the card.
		if !strings.Contains(en, "`"+wba["rfc9309-product-token"].(string)+"`") || !strings.Contains(en, "]("+"../"+name+")") {
			t.Errorf("en/index.md does not state %s's token or link its card", id)
		}
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		md := string(res.Files[lang+"/index.md"])
		for _, s := range []string{"`kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k`", "`FtIu-VbGrfe_KB6CH7GNwODB72MNxj_ml11dEvO-7kk`", "`web-bot-auth`", "`Signature-Input`", "](../.well-known/http-message-signatures-directory)"} {
			if !strings.Contains(md, s) {
				t.Errorf("%s/index.md lacks %s", lang, s)
			}
		}
	}
}

// TestVerifyWithoutAddresses: where the operator publishes no addresses, the page says how a
// signed request is verified (by its signature, with the keys of the page) rather than that no
// request can be: for the one crawler that signs, and, where only some crawlers sign, for those,
// with the operator's address for the others (triple-fetchers: ExampleFetch signs, the two others
// do not). Without keys, the sentence that no request can be verified stays.
func TestVerifyWithoutAddresses(t *testing.T) {
	const key = `
[[agents.bot.signing_keys]]
kty = "OKP"
crv = "Ed25519"
x = "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"

[network]
unpublished = true
`
	cases := []struct {
		name string
		res  *Result
		want string
	}{
		{"one crawler, signing", buildSmallestExample(t, key),
			`The User-Agent names the crawler, but anyone can send it: verify a request by its signature (Web Bot Auth), with the key published on this page.`},
		{"one of three crawlers signing", buildExample(t, "triple-fetchers"),
			"The User-Agent names the crawler, but anyone can send it: a request from `ExampleFetch` can be verified by its signature (Web Bot Auth), with the key published on this page; for any other request, write to the operator if in doubt."},
		{"no key", buildSmallestExample(t, "\n[network]\nunpublished = true\n"),
			`The User-Agent names the crawler, but anyone can send it, and without published addresses a request cannot be verified; if in doubt, write to the operator.`},
	}
	for _, c := range cases {
		md := string(c.res.Files["en/index.md"])
		if !strings.Contains(md, "\n"+c.want+"\n") {
			t.Errorf("%s: en/index.md lacks the line\n%s", c.name, c.want)
		}
		if c.name != "no key" && strings.Contains(md, "cannot be verified") {
			t.Errorf("%s: en/index.md says that a request cannot be verified, beside the keys that verify it", c.name)
		}
	}
}
