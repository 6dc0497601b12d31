package policy

import "testing"

// TestLabelNumberWithUnit: a number with a unit or multiplier right after it is a quantity, refused
// as a number standing alone is; digits within a name stay (new-user trial 12, item 8).
func TestLabelNumberWithUnit(t *testing.T) {
	for in, want := range map[string]string{
		"One request per 5s":        "5s",
		"Max 10MB":                  "10MB",
		"Quiet until 6am":           "6am",
		"Quiet until 6a.m.":         "6a.m",
		"2x slower":                 "2x",
		"Evening shopping peak 18h": "18h",
		"Pic de 18h30":              "18h",
		"10k pages":                 "10k",
		"Wait 3d":                   "3d",
		"1st pass":                  "1st",
		"Le 1er passage":            "1er",
		"Pause 5min.":               "5min",
		"Max 500KiB":                "500KiB",
		"Limit 2req":                "2req",
	} {
		if got, unit := labelNumber(in); got != want || !unit {
			t.Errorf("labelNumber(%q) = %q, %v; want %q, true", in, got, unit, want)
		}
	}
	for _, in := range []string{"MJ12bot", "360Spider", "Crawler4j", "3D models", "4K video", "Web3 index", "5G probe", "Galaxy X2", "x86 builds"} {
		if got, _ := labelNumber(in); got != "" {
			t.Errorf("labelNumber(%q) = %q, want none (a digit within a name)", in, got)
		}
	}
	if got, unit := labelNumber("Evening peak 18"); got != "18" || unit {
		t.Errorf("labelNumber(\"Evening peak 18\") = %q, %v; want \"18\", false", got, unit)
	}
}
