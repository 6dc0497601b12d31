package policy

import (
	"strings"
	"testing"
)

// TestM3BidiControlsRefusedInEveryString is defect M3 of the hostile trial: bidirectional
// overrides and isolates (U+202A–U+202E, U+2066–U+2069) reversed the policy values that followed
// them on the page. They are refused in every string of the policy, with the key's position and
// the character's place in the value; the report's own window label and e-mail address among them.
func TestM3BidiControlsRefusedInEveryString(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "the report's RLO window label",
			edits: []edit{replace(`label = { en = "Night", de = "Nacht" }`, `label = { en = "Bulk crawling\u202e", de = "Nacht" }`)},
			want: []string{
				`policy.toml:58:11: windows.night.label.en: holds U+202E RIGHT-TO-LEFT OVERRIDE at character 14, which would make the text around it read in another order ("Bulk crawling\u202e"): remove it`,
			},
		},
		{
			name:  "e-mail address",
			edits: []edit{replace(`email = "crawler@crawler.example"`, `email = "crawler\u202e@crawler.example"`)},
			want: []string{
				`policy.toml:20:1: contact.email: holds U+202E RIGHT-TO-LEFT OVERRIDE at character 8, which would make the text around it read in another order ("crawler\u202e@crawler.example"): remove it`,
			},
		},
		{
			name: "every override and isolate, in names, lists and labels",
			edits: []edit{
				replace(`name = "Example GmbH"`, `name = "Example\u202aGmbH"`),
				replace(`label = { en = "Portals", de = "Portale" }`, `label = { en = "Portals\u2066", de = "Port\u2069ale" }`),
				replace(`label = { en = "Session days", de = "Sitzungstage" }`, `label = { en = "Session\u202bdays\u202c", de = "Sitzungs\u202dtage\u2067\u2068" }`),
			},
			want: []string{
				`policy.toml:16:1: operator.name: holds U+202A LEFT-TO-RIGHT EMBEDDING at character 8, which would make the text around it read in another order ("Example\u202aGmbH"): remove it`,
				`policy.toml:47:11: targets.portals.label.en: holds U+2066 LEFT-TO-RIGHT ISOLATE at character 8, which would make the text around it read in another order ("Portals\u2066"): remove it`,
				`policy.toml:47:33: targets.portals.label.de: holds U+2069 POP DIRECTIONAL ISOLATE at character 5, which would make the text around it read in another order ("Port\u2069ale"): remove it`,
				`policy.toml:54:11: occasions.sessions.label.en: holds U+202B RIGHT-TO-LEFT EMBEDDING at character 8, which would make the text around it read in another order, and 1 more ("Session\u202bdays\u202c"): remove them`,
				`policy.toml:54:43: occasions.sessions.label.de: holds U+202D LEFT-TO-RIGHT OVERRIDE at character 9, which would make the text around it read in another order, and 2 more ("Sitzungs\u202dtage\u2067\u2068"): remove them`,
			},
		},
	})
}

// Test_m1ControlCharactersRefused is defect m1 of the hostile trial: NUL, ESC and BEL (and every
// other control character but tab and line breaks) are refused in the policy's strings, so that
// no terminal escape reaches a reviewer's terminal through diff, and NUL no proof.
func Test_m1ControlCharactersRefused(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "NUL",
			edits: []edit{replace(`name = "Example GmbH"`, `name = "Example\u0000GmbH"`)},
			want: []string{
				`policy.toml:16:1: operator.name: holds U+0000, a control character, at character 8 ("Example\x00GmbH"): remove it`,
			},
		},
		{
			name:  "an OSC sequence",
			edits: []edit{replace(`name = "Example GmbH"`, `name = "Mouse\u001b]0;pwned\u0007Labs"`)},
			want: []string{
				`policy.toml:16:1: operator.name: holds U+001B, a control character, at character 6, and 1 more ("Mouse\x1b]0;pwned\aLabs"): remove them`,
			},
		},
		{
			name:  "C1 and DEL in a list",
			edits: []edit{replace(`[windows.night]`, "[windows.night]\ntargets = [\"portals\\u007f\", \"x\\u0085\"]")},
			want: []string{
				`policy.toml:57:12: windows.night.targets[0]: holds U+007F, a control character, at character 8 ("portals\x7f"): remove it`,
				// Read without its character, the value is checked as any other (new-user trial
				// 25, F-12): "x" names no target.
				`policy.toml:57:29: windows.night.targets[1]: "x\u0085" is not in targets (want one of "portals")`,
				`policy.toml:57:29: windows.night.targets[1]: holds U+0085, a control character, at character 2 ("x\u0085"): remove it`,
			},
		},
	})
}

// TestValidateRefusesUnsafeCharacters checks that a policy built in Go meets the same rule as
// one loaded from a file.
func TestValidateRefusesUnsafeCharacters(t *testing.T) {
	p := goPolicy(t)
	p.Operator.Name = "Mouse\u202eLabs"
	p.Windows[0].Label["en"] = "Night\x1b"
	got := problemLines(t, p.Validate())
	want := []string{
		`operator.name: holds U+202E RIGHT-TO-LEFT OVERRIDE at character 6, which would make the text around it read in another order ("Mouse\u202eLabs"): remove it`,
		`windows.` + p.Windows[0].ID + `.label.en: holds U+001B, a control character, at character 6 ("Night\x1b"): remove it`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Validate:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
