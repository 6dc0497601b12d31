package generator

import (
	"regexp"
	"strings"
	"testing"
)

// pointersOnward are the words of the pages that send the reader further down the page, each
// with what must follow it there (a value's data-policy in the HTML): "(see below)" after the
// open-source sentence, the installations that others run; Polish "spoza poniższej listy", the
// addresses; the short answer's "the reason is given in its description", the reason
// (accessibility trial 20, finding 3).
var pointersOnward = []struct {
	lang, phrase string
	target       *regexp.Regexp
}{
	{"en", "(see below)", regexp.MustCompile(`data-policy="/agents/[^/"]+/self_hosted/`)},
	{"de", "(siehe unten)", regexp.MustCompile(`data-policy="/agents/[^/"]+/self_hosted/`)},
	{"fr", "(voir plus bas)", regexp.MustCompile(`data-policy="/agents/[^/"]+/self_hosted/`)},
	{"pl", "(zob. niżej)", regexp.MustCompile(`data-policy="/agents/[^/"]+/self_hosted/`)},
	{"pl", "spoza poniższej listy", regexp.MustCompile(`data-policy="/network/addresses/0/prefix"`)},
	{"en", "the reason is given in its description", regexp.MustCompile(`data-policy="/agents/[^/"]+/not_read_because"`)},
	{"en", "their descriptions say why", regexp.MustCompile(`data-policy="/agents/[^/"]+/not_read_because"`)},
	{"de", "den Grund finden Sie in", regexp.MustCompile(`data-policy="/agents/[^/"]+/not_read_because"`)},
	{"fr", "plus bas.", regexp.MustCompile(`data-policy="/agents/[^/"]+/not_read_because"`)},
	{"pl", "powód podano w", regexp.MustCompile(`data-policy="/agents/[^/"]+/not_read_because"`)},
	// An unattended agent's jobs that start on an event (new-user trial 31, F-18).
	{"en", "in response to the events listed in the schedule", regexp.MustCompile(`data-policy="/jobs/[^/"]+/triggers/`)},
	{"de", "bei den unten genannten Anlässen", regexp.MustCompile(`data-policy="/jobs/[^/"]+/triggers/`)},
	{"pl", "na zdarzenia wymienione poniżej", regexp.MustCompile(`data-policy="/jobs/[^/"]+/triggers/`)},
}

// checkPointersOnward fails where a page says one of pointersOnward and nothing after it on the
// page is what it points at. It returns how many of them the pages say.
func checkPointersOnward(t *testing.T, name string, res *Result) int {
	t.Helper()
	said := 0
	for _, p := range pointersOnward {
		page := string(res.Files[p.lang+"/index.html"])
		for i := strings.Index(page, p.phrase); i >= 0; {
			said++
			if !p.target.MatchString(page[i:]) {
				t.Errorf("%s %s/index.html says %q, but nothing below it matches %s", name, p.lang, p.phrase, p.target)
			}
			next := strings.Index(page[i+len(p.phrase):], p.phrase)
			if next < 0 {
				break
			}
			i += len(p.phrase) + next
		}
	}
	return said
}

// TestPointersOnwardHaveTargets (accessibility trial 20, finding 3): over the nine examples and
// policies without the targets (open source without a word on installations that others run,
// such installations without published addresses, a crawler that does not read robots.txt and
// states no reason), a page never sends the reader below to what is not there; with the target,
// it still does.
func TestPointersOnwardHaveTargets(t *testing.T) {
	for _, name := range examples {
		checkPointersOnward(t, name, buildExample(t, name))
	}
	openSource := [2]string{`name = "Minimal Example Ltd"`, "name = \"Minimal Example Ltd\"\nopen_source = true"}
	notRead := [2]string{`token = "MinimalBot"`, "token = \"MinimalBot\"\nrobots_txt = \"not-read\""}
	for _, c := range []struct {
		name  string
		edits [][2]string
		extra string
		said  int // how many pointers the pages say, each to its target
	}{
		{"open source alone", [][2]string{openSource}, "", 0},
		{"installations without addresses", [][2]string{openSource}, "\n[agents.bot.self_hosted]\nown_addresses = true\n", 4},
		{"installations with addresses", [][2]string{openSource}, "\n[agents.bot.self_hosted]\nown_addresses = true\n\n[[network.addresses]]\nprefix = \"185.12.64.7\"\n", 5},
		{"not read without a reason", [][2]string{notRead}, "", 0},
	} {
		if said := checkPointersOnward(t, c.name, buildSmallestEdited(t, c.edits, c.extra)); said != c.said {
			t.Errorf("%s: the pages say %d pointers below, want %d", c.name, said, c.said)
		}
	}
}
