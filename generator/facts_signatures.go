package generator

import "github.com/sitegen-dev/sitegen/policy"

// signatureBlocks state the agents' signing keys (Web Bot Auth), each with its thumbprint (the
// keyid a signature names), its public key, curve and key type, then how to check a signature,
// with links to the key directory and the agents' Signature Agent Cards. None where no agent
// states a key.
func (b *builder) signatureBlocks() []Block {
	l := b.l
	signers := signingAgents(b.p)
	if len(signers) == 0 {
		return nil
	}
	var facts []Text
	keys := 0
	for _, a := range signers {
		for i, k := range a.SigningKeys {
			keys++
			at := func(tokens ...any) string { return sub(pointer("agents", a.ID, "signing_keys", i), tokens...) }
			kid := code("", k.Thumbprint()) // derived from x where the policy does not write it
			if k.Kid != "" {
				kid = code(at("kid"), k.Kid)
			}
			args := []any{"Kid", kid, "X", code(at("x"), k.X), "Crv", code(at("crv"), k.Crv), "Kty", code(at("kty"), k.Kty)}
			if len(b.p.Agents) > 1 {
				facts = append(facts, l.t("signatures.key", append(args, "Agent", b.agentRef(a.ID, pointer("agents", a.ID, "signing_keys")))...).withPointer(at()))
			} else {
				// The sentence states the key: where the thumbprint is derived, it is the value's.
				facts = append(facts, l.t("signatures.key_one_agent", args...).withPointer(at()))
			}
		}
	}
	// The introduction by the number of keys ("the key below", "one of the keys below"), never
	// by the number of crawlers alone (review 4, en 7, de 12, fr 12).
	var intro Text
	switch {
	case len(b.p.Agents) == 1:
		// The sentence states that the one agent signs with its keys: their pointer.
		intro = l.n("signatures.intro", count(keys, "")).withPointer(pointer("agents", signers[0].ID, "signing_keys"))
	case len(signers) == 1:
		intro = l.n("signatures.intro_agent", count(keys, ""), "Agents", b.agentRef(signers[0].ID, pointer("agents", signers[0].ID, "signing_keys")))
	default:
		items := make([]Text, len(signers))
		oneKey := true
		for i, a := range signers {
			items[i] = b.agentRef(a.ID, pointer("agents", a.ID, "signing_keys"))
			oneKey = oneKey && len(a.SigningKeys) == 1
		}
		id := "signatures.intro_many.agents"
		if oneKey {
			id += "_one_key"
		}
		intro = l.t(id, "Agents", b.list(items, "and"))
	}
	// The check by the number of keys: "the thumbprint above" or "one of the thumbprints above"
	// (review 4, de 12); the parameters named as code (en 8).
	check := l.n("signatures.check", count(keys, ""),
		"Signature", code("", "Signature"), "SignatureInput", code("", "Signature-Input"),
		"TagParam", code("", "tag"), "KeyID", code("", "keyid"),
		"Tag", code("", "web-bot-auth"), "Created", code("", "created"), "Expires", code("", "expires"))
	paras := []Text{check}
	// The Signature-Agent header, where the policy states it: the address it names, the
	// directory there, and what the check verifies of it (new-user trial 25, F-05).
	for _, a := range signers {
		if a.SignatureAgent == "" {
			continue
		}
		ptr := pointer("agents", a.ID, "signature_agent")
		v := string(a.SignatureAgent)
		args := []any{"Header", code("", "Signature-Agent"), "Value", code(ptr, v),
			"Directory", code(ptr, v+policy.KeyDirectoryPath), "Label", code("", "sig1"),
			"Example", code(ptr, `Signature-Agent: sig1="`+v+`"`), "SignatureInput", code("", "Signature-Input"),
			"Component", code("", `"signature-agent";key="sig1"`)}
		if len(b.p.Agents) > 1 {
			paras = append(paras, l.t("signatures.signature_agent_of", append(args, "Agent", b.agentRef(a.ID, ptr))...).withPointer(ptr))
		} else {
			paras = append(paras, l.t("signatures.signature_agent", args...).withPointer(ptr))
		}
	}
	links := []Link{{Href: "../" + keyDirectoryPath, Name: keyDirectoryPath, Text: l.t("files.key_directory")}}
	for _, a := range signers {
		name := cardsDir + a.ID + ".json"
		links = append(links, Link{Href: "../" + name, Name: name, Text: l.t("files.card", "Agent", b.agentRef(a.ID, ""))})
	}
	return []Block{
		{ID: "signatures", Heading: l.s("signatures.heading"), Paras: []Text{intro}, Facts: facts},
		{ID: "signature-check", Paras: paras, Links: links},
	}
}
