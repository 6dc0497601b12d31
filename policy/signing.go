package policy

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"filippo.io/edwards25519"
)

// SigningKey is a public key with which an agent signs its requests, as Web Bot Auth has them
// (draft-meunier-webbotauth-httpsig-protocol, adopted as draft-ietf-webbotauth-httpsig-protocol-00:
// HTTP Message Signatures, RFC 9421, with the tag "web-bot-auth" and the key's thumbprint as keyid): a JSON Web Key (RFC 7517) of an Ed25519
// public key (RFC 8037 §2). The build publishes the keys of every agent as the key directory
// /.well-known/http-message-signatures-directory (a JWK Set) and in each agent's Signature Agent
// Card.
type SigningKey struct {
	// Kty is the key type: "OKP" (RFC 8037 §2).
	Kty string `toml:"kty" json:"kty"`
	// Crv is the curve: "Ed25519" (RFC 8037 §3.1).
	Crv string `toml:"crv" json:"crv"`
	// X is the public key: its 32 bytes in base64url without padding (RFC 8037 §2), e.g.
	// "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo".
	X string `toml:"x" json:"x"`
	// Kid is the key's ID, where the policy writes it: it must be the key's JWK SHA-256
	// thumbprint (RFC 7638 §3, for an OKP key RFC 8037 Appendix A.3), the keyid a signature names.
	// Left out, the build writes the thumbprint.
	Kid string `toml:"kid" json:"kid,omitempty"`
	// D would be the private key: it is refused, never published.
	D string `toml:"d" json:"-"`
}

// Thumbprint is the key's JWK SHA-256 thumbprint in base64url without padding (RFC 7638 §3.2:
// the SHA-256 of the required members crv, kty and x as JSON in lexicographic order, without
// whitespace; RFC 8037 Appendix A.3).
func (k SigningKey) Thumbprint() string {
	return JWKThumbprint(map[string]string{"crv": k.Crv, "kty": k.Kty, "x": k.X})
}

// JWKThumbprint is the RFC 7638 thumbprint of a JWK's required members (for RSA e, kty and n; for
// OKP crv, kty and x; for EC crv, kty, x and y), given as a map of member name to string value:
// SHA-256 over the members as a JSON object in lexicographic order of their names, without
// whitespace (§3.3), in base64url without padding.
func JWKThumbprint(members map[string]string) string {
	names := make([]string, 0, len(members))
	for n := range members {
		names = append(names, n)
	}
	slices.Sort(names)
	var b strings.Builder
	b.WriteByte('{')
	for i, n := range names {
		if i > 0 {
			b.WriteByte(',')
		}
		kn, _ := json.Marshal(n)
		kv, _ := json.Marshal(members[n])
		b.Write(kn)
		b.WriteByte(':')
		b.Write(kv)
	}
	b.WriteByte('}')
	sum := sha256.Sum256([]byte(b.String()))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

// KeyID is the key's kid as published: the one the policy writes, or the thumbprint.
func (k SigningKey) KeyID() string {
	if k.Kid != "" {
		return k.Kid
	}
	return k.Thumbprint()
}

// signingKeys checks an agent's signing keys: each an Ed25519 public key as a JWK (kty "OKP",
// crv "Ed25519", x 32 bytes of base64url without padding that encode a point of the curve), no
// private key, a kid that is the thumbprint, no key listed twice.
func (c *checker) signingKeys(path string, a Agent) {
	seen := map[string]int{}
	for i, k := range a.SigningKeys {
		kp := fmt.Sprintf("%s.signing_keys[%d]", path, i)
		if k.D != "" {
			c.add(kp+".d", "is a private key: publish only the public key (kty, crv, x), and keep d secret")
		}
		if k.Kty != "OKP" {
			c.add(kp+".kty", "%q: want \"OKP\", the key type of an Ed25519 key (RFC 8037 §2)", k.Kty)
		}
		if k.Crv != "Ed25519" {
			c.add(kp+".crv", "%q: want \"Ed25519\" (RFC 8037 §3.1; Web Bot Auth signs with Ed25519)", k.Crv)
		}
		raw, err := base64.RawURLEncoding.DecodeString(k.X)
		switch {
		case k.X == "":
			c.add(kp+".x", "missing (want the 32-byte public key in base64url without padding, e.g. %q)", "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo")
			continue
		case err != nil:
			c.add(kp+".x", "%q is not base64url without padding (RFC 4648 §5: letters, digits, \"-\" and \"_\", no \"=\")", k.X)
			continue
		case len(raw) != 32:
			c.add(kp+".x", "%q decodes to %d bytes: an Ed25519 public key has 32 (RFC 8032 §5.1.5)", k.X, len(raw))
			continue
		}
		if _, err := new(edwards25519.Point).SetBytes(raw); err != nil {
			c.add(kp+".x", "%q is not a point of the Ed25519 curve, so no signature verifies with it (RFC 8032 §5.1.3)", k.X)
			continue
		}
		if k.Kty != "OKP" || k.Crv != "Ed25519" {
			continue
		}
		t := k.Thumbprint()
		if k.Kid != "" && k.Kid != t {
			c.add(kp+".kid", "%q is not the key's RFC 7638 thumbprint, which a signature names as its keyid: want %q (or leave kid out)", k.Kid, t)
		}
		if prev, ok := seen[t]; ok {
			c.add(kp+".x", "is listed twice (first as %s.signing_keys[%d])", path, prev)
		}
		seen[t] = i
	}
}
