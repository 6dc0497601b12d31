package policy

import (
	"errors"
	"strings"
	"testing"
)

// RFC 7638 §3.1's example key (RSA) and the thumbprint the RFC gives for it.
const (
	rfc7638N          = "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw"
	rfc7638Thumbprint = "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs"
	// RFC 8037 Appendix A.2's Ed25519 public key and the thumbprint Appendix A.3 gives for it.
	rfc8037X          = "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"
	rfc8037Thumbprint = "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k"
)

// TestThumbprint recomputes the RFCs' own examples: RFC 7638 §3.1 (RSA, from its members e, kty
// and n) and RFC 8037 Appendix A.3 (the OKP form, from crv, kty and x); a member that is not
// required (kid) changes nothing, a changed x changes the thumbprint.
func TestThumbprint(t *testing.T) {
	if got := JWKThumbprint(map[string]string{"kty": "RSA", "n": rfc7638N, "e": "AQAB"}); got != rfc7638Thumbprint {
		t.Errorf("RFC 7638 §3.1 key: %s, want %s", got, rfc7638Thumbprint)
	}
	k := SigningKey{Kty: "OKP", Crv: "Ed25519", X: rfc8037X}
	if got := k.Thumbprint(); got != rfc8037Thumbprint {
		t.Errorf("RFC 8037 A.3 key: %s, want %s", got, rfc8037Thumbprint)
	}
	k.Kid = "anything"
	if got := k.Thumbprint(); got != rfc8037Thumbprint {
		t.Errorf("kid changed the thumbprint: %s", got)
	}
	if k.KeyID() != "anything" || (SigningKey{Kty: "OKP", Crv: "Ed25519", X: rfc8037X}).KeyID() != rfc8037Thumbprint {
		t.Error("KeyID: want the kid written, else the thumbprint")
	}
	k.X = "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURp"
	if k.Thumbprint() == rfc8037Thumbprint {
		t.Error("another x, the same thumbprint")
	}
}

const signingPolicy = `schema = 2

[site]
title = { en = "Example crawler" }
base_url = "https://crawler.example/"
languages = ["en"]
default_language = "en"
time_zone = "Europe/Berlin"
last_changed = 2026-11-29
example = true

[operator]
name = "Example GmbH"

[contact]
email = "crawler@crawler.example"

[agents.bot]
token = "examplebot"
purpose = { en = "Indexes public pages" }
trigger = "unattended"
user_agent = "examplebot/1.0 (+https://crawler.example/)"
follows_links = "within-site"

[robots_txt]
check = "before-first-fetch"
cache_for = "24h"
crawl_delay = "ignored"
takes_effect_within = "24h"
`

// TestSigningKeys: a valid Ed25519 JWK loads, with or without its kid; every way a key is not
// one is an error at its position and key path, all at once.
func TestSigningKeys(t *testing.T) {
	ok := signingPolicy + `
[[agents.bot.signing_keys]]
kty = "OKP"
crv = "Ed25519"
x = "` + rfc8037X + `"
kid = "` + rfc8037Thumbprint + `"
`
	p, err := Parse([]byte(ok), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	if a, _ := p.Agents.Get("bot"); len(a.SigningKeys) != 1 || a.SigningKeys[0].KeyID() != rfc8037Thumbprint {
		t.Errorf("signing keys: %+v", a.SigningKeys)
	}
	bad := signingPolicy + `
[[agents.bot.signing_keys]]
kty = "RSA"
crv = "P-256"
x = "` + rfc8037X + `"

[[agents.bot.signing_keys]]
kty = "OKP"
crv = "Ed25519"
x = "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHUR"

[[agents.bot.signing_keys]]
kty = "OKP"
crv = "Ed25519"
x = "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo="

[[agents.bot.signing_keys]]
kty = "OKP"
crv = "Ed25519"
x = "` + rfc8037X + `"
kid = "2011-04-29"
d = "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A"

[[agents.bot.signing_keys]]
kty = "OKP"
crv = "Ed25519"
x = "` + rfc8037X + `"

[[agents.bot.signing_keys]]
kty = "OKP"
crv = "Ed25519"
x = "AgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"

[[agents.bot.signing_keys]]
kty = "OKP"
crv = "Ed25519"
`
	_, err = Parse([]byte(bad), "policy.toml")
	var ps Problems
	if !errors.As(err, &ps) {
		t.Fatalf("want problems, got %v", err)
	}
	got := make([]string, len(ps))
	for i, p := range ps {
		got[i] = p.String()
	}
	all := strings.Join(got, "\n")
	for _, want := range []string{
		`policy.toml:32:1: agents.bot.signing_keys[0].kty: "RSA": want "OKP", the key type of an Ed25519 key (RFC 8037 §2)`,
		`policy.toml:33:1: agents.bot.signing_keys[0].crv: "P-256": want "Ed25519" (RFC 8037 §3.1; Web Bot Auth signs with Ed25519)`,
		`policy.toml:39:1: agents.bot.signing_keys[1].x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHUR" decodes to 31 bytes: an Ed25519 public key has 32 (RFC 8032 §5.1.5)`,
		`policy.toml:44:1: agents.bot.signing_keys[2].x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo=" is not base64url without padding (RFC 4648 §5: letters, digits, "-" and "_", no "=")`,
		`policy.toml:50:1: agents.bot.signing_keys[3].kid: "2011-04-29" is not the key's RFC 7638 thumbprint, which a signature names as its keyid: want "` + rfc8037Thumbprint + `" (or leave kid out)`,
		`policy.toml:51:1: agents.bot.signing_keys[3].d: is a private key: publish only the public key (kty, crv, x), and keep d secret`,
		`agents.bot.signing_keys[4].x: is listed twice (first as agents.bot.signing_keys[3])`,
		`agents.bot.signing_keys[5].x: "AgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" is not a point of the Ed25519 curve, so no signature verifies with it (RFC 8032 §5.1.3)`,
		`agents.bot.signing_keys[6].x: missing (want the 32-byte public key in base64url without padding`,
	} {
		if !strings.Contains(all, want) {
			t.Errorf("problems lack %q:\n%s", want, all)
		}
	}
}
