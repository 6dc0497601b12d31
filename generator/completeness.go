package generator

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// PluralSamples are counts that reach every CLDR plural category of the shipped languages (CLDR
// plural rules, UTS #35 Part 3 §5): pl one (1), few (2, 22), many (5, 12, 25), other (1.5); fr one
// (0, 1), many (1000000), other; de and en one (1), other.
var PluralSamples = []any{"0", "1", "2", "5", "12", "22", "25", "1.5", "1000000"}

var placeholderRE = lazyre.New(`\{\{\s*\.([A-Za-z]+)`)

// placeholders lists the top-level placeholder names of a message, in every plural form.
func placeholders(m *i18n.Message) []string {
	set := map[string]bool{}
	for _, src := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
		for _, match := range placeholderRE.Regexp().FindAllStringSubmatch(src, -1) {
			set[match[1]] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}

// sampleForms is a sample value with every form a placeholder may ask for: a duration's
// (durationForms) and a textForms' (textFormNames).
type sampleForms struct {
	durationForms
	Start, Each, In, Version, And, Plural, InARow, Item, From, To, Line string
}

// sampleData fills every placeholder with a value that prints in every form a message may ask
// for ({{.T}}, {{.T.Acc}}, …).
func sampleData(names []string) map[string]any {
	d := map[string]any{}
	for _, n := range names {
		d[n] = sampleForms{durationForms{Nom: "x", Acc: "x", Gen: "x", Dat: "x", Loc: "x", Every: "x", Per: "x", Rate: "x"}, "x", "x", "x", "x", "x", "x", "x", "x", "x", "x", "x"}
	}
	return d
}

// Check compares the messages of each language with English, the reference, and returns one
// finding per problem: a message missing or extra, a placeholder missing or extra (a translation
// that dropped one would drop a policy value from the page), a plural form that CLDR requires for
// the language missing at one of PluralSamples, a private-use character (they mark values while a
// page is assembled), typography the language does not use (typography.go).
//
// Check proves every message, sitegen's own included; a build runs checkSite, which proves what
// a site can change.
func (m *Messages) Check(langs []string) []string { return m.check(langs, false) }

// checkSite is Check for a build: the same findings, but a message of sitegen's own that the
// site did not override is not proven again. It cannot change after compiling, and
// TestMessagesComplete proves every one of them in every shipped language; what a site's files
// replace or add, and every message ID a language lacks, is still checked at every build. With
// sitegen's own messages alone (builtin), in languages they have, there is nothing of the site's
// to prove.
func (m *Messages) checkSite(langs []string) []string {
	if m.builtin && !slices.ContainsFunc(langs, func(lang string) bool { return m.ids[lang] == nil }) {
		return nil
	}
	return m.check(langs, true)
}

// droppablePlaceholders names, by message ID, the one placeholder a translation may leave out:
// the crawler's title in the intro's lead, which the page's H1 states just above (French review
// 39, F3: « X : cette page présente … » read like a form field). Every other placeholder states a
// policy value, and every translation keeps it.
var droppablePlaceholders = map[string]string{
	"intro.lead":                  "Title",
	"intro.lead_block":            "Title",
	"intro.lead_allow":            "Title",
	"intro.lead_slow_allow":       "Title",
	"intro.lead_no_opt_out":       "Title",
	"intro.lead_block_no_opt_out": "Title",
	"intro.lead_short":            "Title",
}

func (m *Messages) check(langs []string, siteOnly bool) []string {
	var findings []string
	add := func(lang, format string, args ...any) {
		findings = append(findings, fmt.Sprintf("locales/%s: ", lang)+fmt.Sprintf(format, args...))
	}
	english := m.IDs("en")
	if len(english) == 0 {
		return []string{"locales/en: no messages (English is the reference every language is checked against)"}
	}
	for _, lang := range langs {
		ids := m.IDs(lang)
		for _, id := range english {
			if _, ok := m.ids[lang][id]; !ok {
				add(lang, "message %q is missing", id)
			}
		}
		for _, id := range ids {
			if siteOnly && !m.overridden[lang+"\x00"+id] {
				continue
			}
			// Every language, English too, is checked against sitegen's own English: an override
			// of the English message that drops a placeholder is the override's fault, not that
			// of the languages that keep it.
			en, ok := m.reference[id]
			if !ok {
				if en, ok = m.Message("en", id); !ok {
					add(lang, "message %q is not in English", id)
					continue
				}
			}
			msg, _ := m.Message(lang, id)
			got := slices.DeleteFunc(placeholders(msg), func(s string) bool { return s == "N" })
			drop := droppablePlaceholders[id]
			want := slices.DeleteFunc(placeholders(en), func(s string) bool {
				return s == "N" || s == drop && !slices.Contains(got, drop)
			})
			switch {
			case slices.Equal(got, want):
			case m.overridden[lang+"\x00"+id]:
				has := "has no placeholders"
				if len(got) > 0 {
					has = "has the placeholders " + placeholderList(got)
				}
				f, _ := m.originOf(lang, id)
				english := "no placeholders"
				if len(want) > 0 {
					english = placeholderList(want)
				}
				findings = append(findings, fmt.Sprintf("%s: message %q %s, but sitegen's English message has %s (an override keeps every placeholder of the original: each states a policy value)",
					f, id, has, english))
			default:
				add(lang, "message %q has placeholders %v, English %v", id, got, want)
			}
			for _, src := range []string{msg.Zero, msg.One, msg.Two, msg.Few, msg.Many, msg.Other} {
				if strings.ContainsFunc(src, func(r rune) bool { return r >= '\uE000' && r <= '\uF8FF' }) {
					add(lang, "message %q contains a private-use character", id)
				}
			}
			seen := map[string]bool{}
			if strings.HasPrefix(id, "format.") {
				seen = nil // CLDR patterns ("H 'h' mm"), not text: their quotes are the pattern syntax's
			}
			for _, src := range []string{msg.Zero, msg.One, msg.Two, msg.Few, msg.Many, msg.Other} {
				if seen == nil {
					break
				}
				for _, p := range typographyProblems(lang, messageText(src)) {
					if !seen[p] {
						seen[p] = true
						add(lang, "message %q: %s", id, p)
					}
				}
			}
			data := sampleData(placeholders(en))
			data["N"] = "x"
			if en.One == "" {
				if _, err := m.Localize(lang, id, nil, data); err != nil {
					add(lang, "%v", err)
				}
				continue
			}
			for _, n := range PluralSamples {
				if _, err := m.Localize(lang, id, n, data); err != nil {
					add(lang, "count %v: %v", n, err)
				}
			}
		}
	}
	return findings
}

// placeholderList writes placeholders as a message holds them, "{{.Interval}} and {{.Key}}".
func placeholderList(names []string) string {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = "{{." + n + "}}"
	}
	if len(quoted) == 1 {
		return quoted[0]
	}
	return strings.Join(quoted[:len(quoted)-1], ", ") + " and " + quoted[len(quoted)-1]
}
