package generator

import (
	"strings"
	"testing"
)

// TestEnglishReview29Wording (English review 29, /work/notes/s27/review29-en.md), each case failed
// before:
//   - F1: a change of a text that may change what it means, "No figure or setting in the policy
//     has changed, but …" (was "No value in the policy", the policy file's jargon), under the
//     title "…: wording (the meaning may differ)" (was "wording only" above a sentence saying the
//     meaning may change); an entry that only renames keeps "wording only".
//   - F2: "Reworded a schedule condition (in English): …" (was "a day or an event named in the
//     schedule").
//   - F3: "Clarified in the schedule that “…” is a day (introduced by “On …”), not an event or a
//     period (introduced by “During …”)." (was "Specified … refers to a day (“On …”)").
//   - F4: the condition of a rule of a kind of fetch with several, "the condition of one of its
//     schedule rules" (was "of the schedule rule", which had no referent).
//   - F6: a quota counted in people, "For at most 500 people per run per municipality" (was "At
//     most 500 people", read as a limit on people among limits on fetches).
//   - F5, F10 (labels of civic-ingestor and link-preview), F7, F8, F12 (the operators' texts),
//     F9 ("a “site” is a group of host names that the crawler treats as one website"), F11
//     (REGON), F15 ("from one of these regions"), F17 (HEAD before GET) on the pages.
//   - F13: "Removed: the kind of fetch “Geoportals (boundaries of development plans)”." (was "a
//     kind of fetch (“…”)", nested brackets).
//   - F14: "what happens when no copy of robots.txt is available" (was "without any copy").
//   - F16: "Change to the name of … (in English). Until then: …" (was "Change of … of …").
func TestEnglishReview29Wording(t *testing.T) {
	// F1, F4: the condition of one of the two rules of "Full sync" reworded.
	const cond = `condition = { en = "for systems whose change filter is reliable",`
	md := changesPageEdited(t, "civic-ingestor", [][2]string{{cond, `condition = { en = "for systems that filter reliably",`}}, nil, "en")
	for _, want := range []string{
		": wording (the meaning may have changed)\n",
		"- Changed in “Full sync”: the condition of one of its schedule rules (in English). Previously: “for systems that filter reliably”. Now: “for systems whose change filter is reliable”. No figure or setting in the policy has changed, but the new wording may change what the text means.\n",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("en/changes.md lacks %q:\n%s", want, md)
		}
	}
	// F1: a renaming alone is still "wording only"; F2: an occasion reworded.
	const occ = `label = { en = "a session day or the day before",`
	md = changesPageEdited(t, "civic-ingestor", [][2]string{{occ, `label = { en = "session days and the day before",`}}, nil, "en")
	for _, want := range []string{
		": wording only\n",
		"- Reworded a schedule condition (in English): “session days and the day before” is now “a session day or the day before”. Only the wording changes.\n",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("en/changes.md lacks %q:\n%s", want, md)
		}
	}
	// F3: the kind of an occasion stated.
	md = changesPageEdited(t, "civic-ingestor", [][2]string{{"kind = \"day\"\n", ""}}, nil, "en")
	if want := "- Clarified in the schedule that “a session day or the day before” means whole days (now written “On …”), not only the hours during which the event takes place (“During …”). No figure or setting in the policy has changed, but the new wording may change what the text means.\n"; !strings.Contains(md, want) {
		t.Errorf("en/changes.md lacks %q:\n%s", want, md)
	}
	// F13, F14 in sitegen diff.
	checkReviewLines(t, "F13 job removed", reviewCaseSentences(t, "en", "job removed"), []string{
		"/jobs/geoportals | stricter | Removed: the kind of fetch “Geoportals (boundaries of development plans)”. This change makes the crawler more polite.",
	})
	checkReviewLines(t, "F14 fallback", reviewCaseSentences(t, "en", "fallback disallows all"), []string{
		"/robots_txt/fallback | stricter | Changed: what happens when no copy of robots.txt is available. Previously: “If there is no earlier copy, fetching from the site is postponed until robots.txt can be read; the postponed URLs are fetched then.” Now: “If there is no earlier copy, everything is treated as disallowed for as long as robots.txt cannot be read: URLs that fall due in the meantime are skipped, not fetched later.” This change makes the crawler more polite.",
	})
	ls := localizers(t)
	gen := textForms{base: plain("the kind of fetch “Documents”"), forms: map[string]Text{"Gen": plain("the kind of fetch “Documents”")}}
	checkMessages(t, ls, "en", []messageCase{
		{"diff.class.wording_text", 0, nil, "No figure or setting in the policy has changed, but the new wording may change what the text means."},
		{"diff.occasion_kind.event", 0, []any{"Label", plain("L")}, "Clarified in the schedule that “L” means only the hours during which the event takes place (now written “During …”), not whole days (“On …”)."},
		// F15
		{"cadence.from_some_listed_regions", 1, []any{"Regions", plain("R")}, "from one of these regions (R)"},
		{"cadence.from_some_listed_regions", 3, []any{"Regions", plain("R")}, "from 3 of these regions (R)"},
		// F16
		{"diff.renamed_in_ahead", 0, []any{"What", plain("the name"), "Context", gen, "Lang", plain("English"), "Old", plain("“Documents”"), "New", plain("“Files”")}, "Change to the name of the kind of fetch “Documents” (in English). Until then: “Documents”. From then on: “Files”."},
		// F6
		{"cap.max.persons", 500, []any{"Per", plain(" per run")}, "for at most 500\u00a0people per run"},
		{"cap.exact.persons", 1, []any{"Per", plain(" per run")}, "for one person per run"},
		// F17
		{"http.get_after_head", 0, []any{"Head", plain("HEAD"), "Get", plain("GET"), "Statuses", plain("200")}, "It first sends a HEAD request for each URL, and sends a GET request only if the server answers the HEAD request with HTTP 200."},
	})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		"### Providers that stream council sessions\n",
		"<br>For at most 500\u00a0people per run per municipality<br>",
		"so that citizens can look up, in one place on the operator’s site, what their councils discuss and decide.",
		"The operator downloads new files to index their text for its search function and to keep a copy of them.",
	}})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"en": {
		"In the limits below, a “site” is whatever the crawler treats as one website. This may be a single host name, so two host names of the same website (for example, one for its pages and one for its images) may count as two separate sites.",
	}})
	checkPageLines(t, buildExample(t, "link-preview"), map[string][]string{"en": {
		"- What it does: Makes all other fetches, such as those for integrations and outgoing webhooks that customers configure\n",
	}})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"en": {
		"- REGON (Polish statistical business identification number): `000000000`\n",
		"resolutions and other legal instruments from the regional official journals",
	}})
}
