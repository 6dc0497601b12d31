package generator

func (b *builder) aboutSection() Section {
	l, o := b.l, b.p.Operator
	var facts []Text
	facts = append(facts, l.t("operator.name", "Name", value("/operator/name", o.Name)))
	if len(o.LegalForm) > 0 {
		facts = append(facts, l.t("operator.legal_form", "Form", b.label(o.LegalForm, "operator", "legal_form")))
	}
	for i := range o.People {
		facts = append(facts, b.person(l, i))
	}
	if len(o.Address) > 0 {
		lines := make([]Text, len(o.Address), len(o.Address)+1)
		for i, a := range o.Address {
			lines[i] = value(pointer("operator", "address", i), a)
		}
		if o.Country != "" {
			// The country in the page's language (CLDR), after the address's lines.
			lines = append(lines, value("/operator/country", countryName(o.Country, b.lang)))
		}
		facts = append(facts, l.t("operator.address", "Address", join(lines, ", ")))
	}
	for i, r := range o.Registry {
		scheme := value(pointer("operator", "registry", i, "scheme"), r.Scheme)
		if _, ok := l.messages.Message(l.lang, "registry_scheme."+r.Scheme); ok {
			// A register the reader may not know, with its name in the page's language: "KRS
			// (National Court Register)" (review 8: en 41).
			scheme = l.t("registry_scheme."+r.Scheme, "Scheme", scheme)
		}
		facts = append(facts, l.t("operator.registry",
			"Scheme", scheme,
			"ID", code(pointer("operator", "registry", i, "id"), r.ID)))
	}
	if o.Website != "" {
		facts = append(facts, l.t("operator.website", "URL", codeLink("/operator/website", string(o.Website), string(o.Website))))
	}
	if o.OpenSource {
		// "(see below)" points at what a crawler's block says of installations that others run;
		// without it, the sentence stands alone (accessibility trial 20, finding 3), and says the
		// fact alone: that others run installations is said only where the policy states what
		// they do (trial 29, F-18: a reader took it to mean that the crawler's User-Agent from
		// other addresses may be genuine).
		id := "operator.open_source_alone"
		for _, a := range b.p.Agents {
			if selfHostedStated(a.SelfHosted) {
				id = "operator.open_source"
			}
		}
		facts = append(facts, l.t(id).withPointer("/operator/open_source"))
	}
	if o.SourceCode != "" {
		facts = append(facts, l.t("operator.source_code", "URL", codeLink("/operator/source_code", string(o.SourceCode), string(o.SourceCode))))
	}
	s := b.section("about", Block{Facts: facts})
	if len(b.p.Agents) > 1 {
		s.Heading = l.s("section.about_several")
	}
	s.Prose = b.prose["about.md"]
	return s
}

// person states operator.people[i] in l's language as the section about the operator names them:
// the name and the roles ("Anna Nowak: data protection officer"; German "Jean Exemple: Inhaber" with
// gender "male", "Inhaberschaft" without), the person's own e-mail address
// as a mailto link where given, and the roles alone before it where the name is left out ("Press
// office: press@…").
func (b *builder) person(l *localizer, i int) Text {
	p := b.p.Operator.People[i]
	// role_female.X, role_male.X: the role nouns in the person's gender, where the policy states
	// one (operator.people[].gender); role.X gives none.
	prefix := "role"
	if p.Gender != "" {
		prefix = "role_" + string(p.Gender)
	}
	roles := enumList(b, prefix, p.Roles, "operator", "people", i, "roles")
	if p.Gender != "" {
		roles = roles.withPointer(pointer("operator", "people", i, "gender"))
	}
	name := value(pointer("operator", "people", i, "name"), p.Name)
	if p.Email == "" {
		return l.t("operator.person", "Name", name, "Roles", roles)
	}
	email := codeLink(pointer("operator", "people", i, "email"), string(p.Email), mailto(string(p.Email)))
	if p.Name == "" {
		return l.t("operator.person_unnamed", "Roles", startForms(roles), "Email", email)
	}
	return l.t("operator.person_email", "Name", name, "Roles", roles, "Email", email)
}

// ——— How to recognise it ———
