package generator

import (
	"testing"
)

// TestListItemsHoldingCommas joins a list of which an item holds a comma with semicolons, as each
// language does, so that the reader can count the items (new-user trial 22, F-06: "Frankfurt,
// Germany, Amsterdam, Netherlands, …" read as any number of regions). A decimal comma, a group
// separator and a comma inside a value set in code leave the list as it was.
func TestListItemsHoldingCommas(t *testing.T) {
	ls := localizers(t)
	regions := []Text{plain("Frankfurt, Germany"), plain("Amsterdam, Netherlands"), plain("Singapore")}
	two := []Text{plain("Frankfurt, Germany"), plain("Singapore")}
	for _, c := range []struct {
		name, lang string
		got        func(*localizer) Text
		want       string
	}{
		{"and", "en", func(l *localizer) Text { return l.list(regions, "and") }, "Frankfurt, Germany; Amsterdam, Netherlands; and Singapore"},
		{"and", "de", func(l *localizer) Text { return l.list(regions, "and") }, "Frankfurt, Germany; Amsterdam, Netherlands und Singapore"},
		{"and", "fr", func(l *localizer) Text { return l.list(regions, "and") }, "Frankfurt, Germany\u202f; Amsterdam, Netherlands\u202f; et Singapore"},
		{"and", "pl", func(l *localizer) Text { return l.list(regions, "and") }, "Frankfurt, Germany; Amsterdam, Netherlands i Singapore"},
		{"or", "en", func(l *localizer) Text { return l.list(regions, "or") }, "Frankfurt, Germany; Amsterdam, Netherlands; or Singapore"},
		{"or", "de", func(l *localizer) Text { return l.list(regions, "or") }, "Frankfurt, Germany; Amsterdam, Netherlands oder Singapore"},
		{"or", "fr", func(l *localizer) Text { return l.list(regions, "or") }, "Frankfurt, Germany\u202f; Amsterdam, Netherlands\u202f; ou Singapore"},
		{"or", "pl", func(l *localizer) Text { return l.list(regions, "or") }, "Frankfurt, Germany; Amsterdam, Netherlands lub Singapore"},
		{"two", "en", func(l *localizer) Text { return l.list(two, "and") }, "Frankfurt, Germany and Singapore"},
		{"two", "de", func(l *localizer) Text { return l.list(two, "and") }, "Frankfurt, Germany und Singapore"},
		// A list of phrases (itemList) holding commas is joined the same way.
		{"items", "en", func(l *localizer) Text { return l.itemList(regions) }, "Frankfurt, Germany; Amsterdam, Netherlands; and Singapore"},
		{"items", "fr", func(l *localizer) Text { return l.itemList(regions) }, "Frankfurt, Germany\u202f; Amsterdam, Netherlands\u202f; et Singapore"},
		// A list in a form of its own (French repeats "de" before each crawler) keeps its form.
		{"from3", "fr", func(l *localizer) Text {
			return l.listIn([]Text{plain("A, B"), plain("C"), plain("D")}, "or", "from")
		}, "A, B\u202f; de C\u202f; ou de D"},
		// Commas a reader does not take for the list's.
		{"decimal", "de", func(l *localizer) Text {
			return l.list([]Text{plain("1,5\u00a0Stunden"), plain("3\u00a0Stunden"), plain("6\u00a0Stunden")}, "and")
		}, "1,5\u00a0Stunden, 3\u00a0Stunden und 6\u00a0Stunden"},
		{"grouped", "en", func(l *localizer) Text {
			return l.list([]Text{plain("1,000 requests"), plain("2,000 requests"), plain("3 runs")}, "and")
		}, "1,000 requests, 2,000 requests and 3 runs"},
		{"code", "en", func(l *localizer) Text {
			return l.list([]Text{code("/a", "Mozilla/5.0 (compatible; X, +https://x.example)"), code("/b", "Y"), code("/c", "Z")}, "and")
		}, "Mozilla/5.0 (compatible; X, +https://x.example), Y and Z"},
	} {
		if got := c.got(ls[c.lang]).Plain(); got != c.want {
			t.Errorf("%s, %s:\n got %q\nwant %q", c.name, c.lang, got, c.want)
		}
	}
}

// TestRegionsHoldingCommas: the regions of the new user's policy (trial 22), whose labels hold
// commas, are listed with semicolons in the network's sentence and in the schedule's cell that
// names the regions each run comes from (F-06), in all four languages.
func TestRegionsHoldingCommas(t *testing.T) {
	res := buildTrial22(t, [2]string{"is_default = true\n", "is_default = true\nfrom_each_region = 5\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {
			"Requests come from these regions: Frankfurt, Germany; Amsterdam, Netherlands; Ashburn, Virginia, USA; Singapore; and São Paulo, Brazil.",
			"Every minute by default, from each of the 5\u00a0regions (Frankfurt, Germany; Amsterdam, Netherlands; Ashburn, Virginia, USA; Singapore; and São Paulo, Brazil)",
		},
		"de": {
			"Die Anfragen kommen aus diesen Regionen: Frankfurt am Main, Deutschland; Amsterdam, Niederlande; Ashburn, Virginia, USA; Singapur und São Paulo, Brasilien.",
			"standardmäßig jede Minute, jeweils von allen 5\u00a0Regionen aus (Frankfurt am Main, Deutschland; Amsterdam, Niederlande; Ashburn, Virginia, USA; Singapur und São Paulo, Brasilien)",
		},
		"fr": {
			"Les requêtes proviennent de ces régions\u202f: Francfort, Allemagne\u202f; Amsterdam, Pays-Bas\u202f; Ashburn, Virginie, États-Unis\u202f; Singapour\u202f; et São Paulo, Brésil.",
			"Toutes les minutes par défaut, depuis chacune des 5\u00a0régions (Francfort, Allemagne\u202f; Amsterdam, Pays-Bas\u202f; Ashburn, Virginie, États-Unis\u202f; Singapour\u202f; et São Paulo, Brésil)",
		},
		"pl": {
			"Żądania pochodzą z następujących regionów: Frankfurt nad Menem, Niemcy; Amsterdam, Holandia; Ashburn, Wirginia, USA; Singapur i São Paulo, Brazylia.",
			"domyślnie co minutę, z każdego z 5\u00a0regionów (Frankfurt nad Menem, Niemcy; Amsterdam, Holandia; Ashburn, Wirginia, USA; Singapur i São Paulo, Brazylia)",
		},
	})
}
