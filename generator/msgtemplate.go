package generator

import (
	"strings"

	"github.com/nicksnyder/go-i18n/v2/i18n/template"
)

// placeholderParser is the parser of every message's template (go-i18n's TemplateParser): a
// message whose template is text and placeholders of the two forms sitegen's messages use,
// {{.Name}} and {{.Name.Form}}, is executed here, on the arguments a localizer passes (a
// placeholder string, textPlaceholder, formPlaceholders or textFormPlaceholders); any other
// template or argument goes to text/template with missingkey=error (go-i18n's TextParser), as
// every message did before. It renders what text/template renders, and fails where it fails
// (TestPlaceholderParser, on every message of every language). text/template parses each message
// the first time it is rendered in a process, and executes it by reflection: for the thousand
// messages a build renders, about 4 % of the CPU time of a whole build (issue 13).
var placeholderParser = &fastParser{slow: &template.TextParser{Option: "missingkey=error"}}

type fastParser struct{ slow *template.TextParser }

func (p *fastParser) Cacheable() bool { return true }

func (p *fastParser) Parse(src, leftDelim, rightDelim string) (template.ParsedTemplate, error) {
	if (leftDelim != "" && leftDelim != "{{") || (rightDelim != "" && rightDelim != "}}") || !strings.Contains(src, "{{") {
		return p.slow.Parse(src, leftDelim, rightDelim)
	}
	t := &fastTemplate{src: src, slow: p.slow}
	rest := src
	for rest != "" {
		i := strings.Index(rest, "{{")
		if i < 0 {
			t.parts = append(t.parts, fastPart{lit: rest})
			break
		}
		j := strings.Index(rest[i:], "}}")
		if j < 0 {
			return p.slow.Parse(src, leftDelim, rightDelim)
		}
		name, form, ok := placeholderAction(rest[i+2 : i+j])
		if !ok || strings.Contains(rest[:i], "}}") {
			return p.slow.Parse(src, leftDelim, rightDelim)
		}
		t.parts = append(t.parts, fastPart{lit: rest[:i]}, fastPart{name: name, form: form})
		rest = rest[i+j+2:]
	}
	return t, nil
}

// placeholderAction reads ".Name" or ".Name.Form", each an identifier of ASCII letters and
// digits that starts with a letter; anything else (spaces, trim markers, pipelines) is not one.
func placeholderAction(a string) (name, form string, ok bool) {
	name, ok = strings.CutPrefix(a, ".")
	if !ok {
		return "", "", false
	}
	name, form, dotted := strings.Cut(name, ".")
	if !identifier(name) || (dotted && !identifier(form)) {
		return "", "", false
	}
	return name, form, true
}

func identifier(s string) bool {
	if s == "" || !(s[0] >= 'A' && s[0] <= 'Z' || s[0] >= 'a' && s[0] <= 'z') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

type fastPart struct {
	lit        string
	name, form string // a placeholder, when name is set
}

type fastTemplate struct {
	src   string
	parts []fastPart
	slow  *template.TextParser
}

// Execute fills the placeholders from data, a map of the localizer's arguments; data of any
// other shape, a missing argument or a form a value lacks goes to text/template, which renders
// or fails as it would have.
func (t *fastTemplate) Execute(data any) (string, error) {
	m, ok := data.(map[string]any)
	if !ok {
		return t.slowly(data)
	}
	var b strings.Builder
	b.Grow(len(t.src) + 16)
	for _, p := range t.parts {
		if p.name == "" {
			b.WriteString(p.lit)
			continue
		}
		s, ok := fill(m, p.name, p.form)
		if !ok {
			return t.slowly(data)
		}
		b.WriteString(s)
	}
	return b.String(), nil
}

func (t *fastTemplate) slowly(data any) (string, error) {
	pt, err := t.slow.Parse(t.src, "", "")
	if err != nil {
		return "", err
	}
	return pt.Execute(data)
}

// fill is what text/template prints for {{.name}} or {{.name.form}} with these arguments; false
// for anything but a placeholder string or a form that a textPlaceholder, formPlaceholders or
// textFormPlaceholders offers here.
func fill(m map[string]any, name, form string) (string, bool) {
	switch v := m[name].(type) {
	case string:
		return v, form == ""
	case formPlaceholders:
		switch form {
		case "":
			return v.String(), true
		case "Nom":
			return v.Nom(), true
		case "Acc":
			return v.Acc(), true
		case "Gen":
			return v.Gen(), true
		case "Dat":
			return v.Dat(), true
		case "Loc":
			return v.Loc(), true
		case "Every":
			return v.Every(), true
		case "Per":
			return v.Per(), true
		case "Rate":
			return v.Rate(), true
		}
	case textPlaceholder:
		switch form {
		case "":
			return v.String(), true
		case "From":
			return v.From(), true
		case "To":
			return v.To(), true
		}
	case textFormPlaceholders:
		switch form {
		case "":
			return v.String(), true
		case "From":
			return v.From(), true
		case "To":
			return v.To(), true
		case "Start":
			return v.Start(), true
		case "Each":
			return v.Each(), true
		case "In":
			return v.In(), true
		case "Gen":
			return v.Gen(), true
		}
	}
	return "", false
}
