package generator

// notReadingRobotsTxt names the categories of site whose fetches do not read robots.txt, each as
// a value at its robots_txt.
func (b *builder) notReadingRobotsTxt() []Text {
	var out []Text
	for _, t := range b.p.Targets {
		if !t.ReadsRobotsTxt() {
			out = append(out, b.targetRef(t.ID, pointer("targets", t.ID, "robots_txt")))
		}
	}
	return out
}

// targetRef names a category of site in running text by its label, quoted as the language quotes
// a name, as a value at ptr.
func (b *builder) targetRef(id, ptr string) Text {
	t := b.target(id)
	return b.l.t("target_ref.label", "Label", b.label(t.Label, "targets", id, "label")).withPointer(ptr)
}

// ——— What it fetches ———

func (b *builder) fetchingSection() Section {
	l := b.l
	var facts []Text
	for _, t := range b.p.Targets {
		lab := b.label(t.Label, "targets", t.ID, "label")
		var notes []Text
		if !t.ReadsRobotsTxt() && t.NotReadBecause != "" {
			notes = append(notes, l.t("target.robots_not_read_because", "Reason", b.targetNotReadBecause(t)).withPointer(pointer("targets", t.ID, "robots_txt")))
		} else if !t.ReadsRobotsTxt() {
			notes = append(notes, l.t("target.robots_not_read").withPointer(pointer("targets", t.ID, "robots_txt")))
		} else if t.RobotsTxt != "" {
			notes = append(notes, l.t("target.robots_read").withPointer(pointer("targets", t.ID, "robots_txt")))
		}
		if t.TermsOfUse {
			notes = append(notes, l.t("target.terms_of_use").withPointer(pointer("targets", t.ID, "terms_of_use")))
		}
		if len(notes) == 0 {
			facts = append(facts, lab)
		} else {
			facts = append(facts, l.t("target.item", "Label", lab, "Notes", join(notes, l.s("list.clause_separator"))))
		}
	}
	targets := Block{Heading: l.s("fetching.targets"), Facts: facts}
	// A list of categories reads as "only these sites": where jobs without a category go to
	// other sites too, say so, and which limits apply to them; the count of those jobs picks
	// the plural form (German names them "Abrufart"/"Abrufarten": review 6, de 22).
	var others []Text
	for _, j := range b.p.Jobs {
		if j.Target == "" {
			others = append(others, l.t("job.ref", "Label", b.label(j.Label, "jobs", j.ID, "label")))
		}
	}
	if len(facts) > 0 && len(others) > 0 {
		if b.generalRate() {
			targets.Note = l.n("fetching.other_sites_general", count(len(others), ""), "Jobs", b.list(others, "and"), "Section", l.s("section.rates"))
		} else {
			targets.Note = l.n("fetching.other_sites", count(len(others), ""), "Jobs", b.list(others, "and"))
		}
	}
	blocks := append([]Block{targets}, b.behaviourBlocks()...)
	s := b.section("fetching", blocks...)
	s.Prose = b.prose["fetching.md"]
	return s
}

// ——— How often and how much ———
