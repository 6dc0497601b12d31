package policy

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
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

// KeyDirectoryPath is the well-known path of the HTTP Message Signatures Directory (RFC 8615;
// draft-meunier-webbotauth-httpsig-directory registers it), under the origin that a
// Signature-Agent member of type "directory" names.
const KeyDirectoryPath = "/.well-known/http-message-signatures-directory"

// SignatureAgentOrigin returns s as the ASCII serialization of an origin (RFC 6454 §6.2: scheme
// and host in lower case, no default port, no path), the form a Signature-Agent member of type
// "directory" holds (draft-ietf-webbotauth-httpsig-protocol, "Key Distribution and Discovery"),
// and whether s is already in that form. It returns "" for a URL that names more than an origin
// (a path other than "/", a query or a fragment) or that does not parse.
func SignatureAgentOrigin(s string) (origin string, exact bool) {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || u.Opaque != "" || u.User != nil || u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || strings.Contains(s, "#") || (u.Path != "" && u.Path != "/") {
		return "", false
	}
	host := strings.ToLower(u.Host)
	host = strings.TrimSuffix(host, ":443")
	origin = "https://" + host
	return origin, s == origin
}

// signatureAgent checks agents.X.signature_agent: only beside signing keys (the header goes with
// a signature), an https origin as the draft has the member of type "directory" hold, written as
// an origin is serialized (no path, not even "/", host in lower case, no default port: a verifier
// MAY ignore any other form). It warns where the key directory at that origin is not the one the
// build writes (site.base_url names another origin, or a path under it): the same keys must be
// served there too, since a verifier fetches only the one the header names.
func (c *checker) signatureAgent(path string, a Agent) {
	sa := string(a.SignatureAgent)
	if sa == "" {
		return
	}
	kp := path + ".signature_agent"
	if len(a.SigningKeys) == 0 {
		c.add(kp, "is set, but signing_keys is not (the Signature-Agent header goes with signed requests: want the agent's Ed25519 public keys in signing_keys, or leave signature_agent out)")
		return
	}
	origin, exact := SignatureAgentOrigin(sa)
	u := a.SignatureAgent.Parsed()
	switch {
	case u.Scheme != "https":
		want := "https://" + strings.ToLower(u.Host)
		c.add(kp, "%q is not an https URL: a Signature-Agent member names the key directory's origin over https (draft-ietf-webbotauth-httpsig-protocol; want %q)", sa, want)
		return
	case origin == "":
		want := "https://" + strings.TrimSuffix(strings.ToLower(u.Host), ":443")
		c.add(kp, "%q is not an origin: a verifier fetches the key directory at the origin's %s, so the header holds the scheme and host only, with no path, query or fragment (draft-ietf-webbotauth-httpsig-protocol, type \"directory\"; want %q)", sa, KeyDirectoryPath, want)
		return
	case !exact:
		c.add(kp, "%q is not written as an origin is (RFC 6454 §6.2: no \"/\" at the end, host in lower case, no default port; a verifier may ignore any other form): want %q", sa, origin)
		return
	}
	base := string(c.p.Site.BaseURL)
	if base == "" {
		return
	}
	b, err := url.Parse(base)
	if err != nil || b.Host == "" {
		return
	}
	if "https://"+strings.TrimSuffix(strings.ToLower(b.Host), ":443") != origin || (b.Path != "" && b.Path != "/") {
		c.warn(kp, "names the key directory %s%s, but this site publishes its own at %s%s (site.base_url): a verifier fetches only the one the header names, so serve the same keys there", origin, KeyDirectoryPath, strings.TrimSuffix(base, "/"), KeyDirectoryPath)
	}
}
