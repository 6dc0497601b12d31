package generator

import (
	"strings"
	"testing"
)

// Tests of new-user trial 25 (/work/notes/s26/trial25.md), the operator of an AI training-data
// crawler, whose policy is testdata/trial25a/policy.toml as the user wrote it.

// TestSitemapsFirstOnlyWhereStated (F-07): uses_sitemaps states that sitemaps are read, and
// nothing of when; "before following any links" is said only with sitemaps_first, in every
// language.
func TestSitemapsFirstOnlyWhereStated(t *testing.T) {
	ls := localizers(t)
	plain := buildTestdata(t, "trial25a")
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		only, before := ls[lang].t("agent.uses_sitemaps").Plain(), ls[lang].t("agent.uses_sitemaps_first").Plain()
		page := string(plain.Files[lang+"/index.md"])
		if !strings.Contains(page, "\n- "+only+"\n") {
			t.Errorf("%s: uses_sitemaps alone does not state %q", lang, only)
		}
		if strings.Contains(page, before) {
			t.Errorf("%s: uses_sitemaps alone states the order, %q", lang, before)
		}
	}
	first := buildTestdata(t, "trial25a", [2]string{"uses_sitemaps = true\n", "uses_sitemaps = true\nsitemaps_first = true\n"})
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		before := ls[lang].t("agent.uses_sitemaps_first").Plain()
		if page := string(first.Files[lang+"/index.md"]); !strings.Contains(page, "\n- "+before+"\n") {
			t.Errorf("%s: sitemaps_first does not state %q", lang, before)
		}
	}
}
