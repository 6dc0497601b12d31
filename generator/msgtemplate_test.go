package generator

import (
	"os"
	"testing"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
)

// TestPlaceholderParser: placeholderParser renders every template of every message of every
// shipped language (each plural form) as text/template with missingkey=error does, and fails
// where it fails: with the arguments a localizer passes (placeholders, formPlaceholders), with
// none, with the completeness test's sample data (a struct of fields, which goes to
// text/template), and with an argument of another kind; and on templates it does not read itself.
func TestPlaceholderParser(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	slow := &template.TextParser{Option: "missingkey=error"}
	var srcs []string
	for _, lang := range msgs.Languages() {
		for _, id := range msgs.IDs(lang) {
			m, _ := msgs.Message(lang, id)
			for _, src := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
				if src != "" {
					srcs = append(srcs, src)
				}
			}
		}
	}
	srcs = append(srcs, "{{ .A }}", "{{- .A -}} b", "{{.A.B.C}}", "{{.A}} {{", "{{.A}}}}", "a }} {{.A}}", "{{/* c */}}x",
		"{{if .A}}y{{end}}", "{{.A.Acc}}", "{{.1A}}", "{{.A}}{{.B.Per}}", "plain", "")
	if len(srcs) < 4000 {
		t.Fatalf("only %d templates", len(srcs))
	}
	fast := 0
	for _, src := range srcs {
		names := append([]string{"A", "B"}, placeholders(&i18n.Message{Other: src})...)
		skeleton := map[string]any{}
		forms := map[string]any{}
		mixed := map[string]any{}
		texts := map[string]any{}
		for i, n := range names {
			skeleton[n] = placeholder(n)
			texts[n] = textPlaceholder{n}
			forms[n] = formPlaceholders{n}
			if i%2 == 0 {
				mixed[n] = placeholder(n)
			} else {
				mixed[n] = formPlaceholders{n}
			}
		}
		other := map[string]any{}
		for _, n := range names {
			other[n] = 42
		}
		datas := []any{skeleton, forms, mixed, texts, map[string]any{}, sampleData(names), other, nil, "text"}
		pf, ferr := placeholderParser.Parse(src, "", "")
		ps, serr := slow.Parse(src, "", "")
		if (ferr == nil) != (serr == nil) {
			t.Fatalf("%q: parse error %v, text/template %v", src, ferr, serr)
		}
		if ferr != nil {
			continue
		}
		if _, ok := pf.(*fastTemplate); ok {
			fast++
		}
		for i, d := range datas {
			got, gerr := pf.Execute(d)
			want, werr := ps.Execute(d)
			if got != want || (gerr == nil) != (werr == nil) || (gerr != nil && gerr.Error() != werr.Error()) {
				t.Errorf("%q with data %d: %q (%v), text/template %q (%v)", src, i, got, gerr, want, werr)
			}
		}
	}
	if fast < len(srcs)/4 {
		t.Errorf("only %d of %d templates are read without text/template", fast, len(srcs))
	}
}
