package generator

import (
	"os"
	"testing"
	"testing/fstest"

	"github.com/nicksnyder/go-i18n/v2/i18n"
)

// TestRenderAsLocalize checks that Messages.render, which renders a message without go-i18n's
// bundle where it can (renderDirect), gives what go-i18n gives (localize) for every message of
// every language at every plural sample and without a count: sitegen's own messages, generated
// and decoded, and with a site's overrides, one of them lacking plural forms its language has.
// Where go-i18n renders without an error, renderDirect must serve, with the same text; where
// go-i18n fails (a missing form, a missing argument, a message the language lacks), it must
// not, so that render fails as go-i18n does.
func TestRenderAsLocalize(t *testing.T) {
	defaults := os.DirFS("..")
	decoded, err := LoadMessages(defaults)
	if err != nil {
		t.Fatal(err)
	}
	built, ok := builtinMessages(defaults)
	if !ok {
		t.Fatal("builtinMessages does not serve the files it was generated from (run go generate ./generator)")
	}
	site := fstest.MapFS{
		"locales/pl/site.pl.toml": {Data: []byte("[agent.jobs_not_read]\none = \"Wyjątkiem jest zadanie {{.Jobs}}.\"\nother = \"Wyjątkiem są zadania {{.Jobs}}.\"\n")},
		"locales/de/site.de.toml": {Data: []byte("[agent.read]\nother = \"Befolgt die robots.txt ({{.Extra}}).\"\n")},
	}
	overridden, err := LoadMessages(defaults, site)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		m    *Messages
	}{{"generated", built}, {"decoded", decoded}, {"overridden", overridden}} {
		direct, failed := 0, 0
		for _, lang := range append(c.m.Languages(), "xx") {
			for _, id := range append(c.m.IDs("en"), "no.such.message") {
				data := map[string]any{}
				if ref := c.m.reference[id]; ref != nil {
					data = sampleData(placeholders(ref))
				}
				data["N"] = "x"
				for _, n := range append([]any{nil}, PluralSamples...) {
					cfg := &i18n.LocalizeConfig{MessageID: id, PluralCount: n, TemplateData: data, TemplateParser: strictParser}
					got, ok := c.m.renderDirect(lang, cfg)
					want, werr := c.m.localize(i18n.NewLocalizer(c.m.bundle, lang), cfg)
					switch {
					case werr != nil && ok:
						t.Errorf("%s: %s %s at %v: rendered %q directly; go-i18n fails: %v", c.name, lang, id, n, got, werr)
					case werr == nil && !ok:
						t.Errorf("%s: %s %s at %v: not rendered directly; go-i18n renders %q", c.name, lang, id, n, want)
					case ok && got != want:
						t.Errorf("%s: %s %s at %v: rendered %q directly, go-i18n %q", c.name, lang, id, n, got, want)
					}
					if ok {
						direct++
					} else {
						failed++
					}
				}
			}
		}
		// The overrides fail at some samples, the unknown language and message everywhere.
		if direct == 0 || failed == 0 {
			t.Errorf("%s: %d rendered directly, %d not: the test no longer covers both", c.name, direct, failed)
		}
	}
}
