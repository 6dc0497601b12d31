package generator

import (
	"strings"
	"testing"
)

// TestNativeReviewMechanisms: the sentences that the native reviews of en, de, fr and pl found
// wrong where the builder, not a message, chose the words. Each case builds an example (edited
// where the case needs it) and wants the exact line in the page's Markdown.
func TestNativeReviewMechanisms(t *testing.T) {
	tests := []struct {
		name, example string
		edits         [][2]string
		lang, want    string
	}{
		// lead_short: the title is never the subject of a verb, so a plural or a list reads right.
		{"lead_short, a list of titles (en)", "triple-fetchers", nil, "en",
			"This page describes the requests sent to websites by ExampleWatch, ExampleWorkflow and ExampleFetch, and how webmasters can respond to them."},
		{"lead_short, a plural title (de)", "link-preview", nil, "de",
			"Diese Seite beschreibt die Anfragen, die unter der Bezeichnung „Chatwork-Bots“ an Websites gehen, und wie Website-Betreiber darauf reagieren können."},
		{"lead_short, a plural title (fr)", "link-preview", nil, "fr",
			"Cette page décrit les requêtes envoyées aux sites web sous le nom «\u202fRobots Chatwork\u202f» et la manière dont les webmestres peuvent y répondre."},
		{"lead_short, a plural title (pl)", "link-preview", nil, "pl",
			"Na tej stronie opisujemy zapytania wysyłane do serwisów internetowych pod nazwą „Roboty Chatwork” oraz sposoby, w jakie administratorzy serwisów mogą na nie reagować."},
		// A target's limits replace general ones only where the general limits set the same field.
		{"target limits that replace a general one", "civic-ingestor", nil, "en",
			"- For these sites, a limit below replaces the general limit of the same kind where there is one; every other general limit and every general quota still applies."},
		{"target limits that add to the general ones (en)", "gazette-bot", nil, "en",
			"- For these sites, the general limits apply, together with the limits below."},
		{"target limits that add to the general ones (de)", "gazette-bot", nil, "de",
			"- Für diese Websites gelten die allgemeinen Limits und zusätzlich die folgenden."},
		{"target with quotas only", "gmina-bot", nil, "en",
			"- For these sites, the general limits apply, and each quota below applies in addition."},
		// A target's usual interval under a general minimum states the minimum.
		{"target default interval with the general minimum", "civic-ingestor", nil, "en",
			"- Normally at most one request every 2\u00a0seconds per hostname, and never more than one every second."},
		// A snippet's paths are alternatives.
		{"snippet paths joined with or (en)", "triple-fetchers", nil, "en",
			"Blocks `ExampleWatch` from every address that matches `/intern/` or `/preise/entwuerfe/`."},
		{"snippet paths joined with or (de)", "triple-fetchers", nil, "de",
			"Sperrt `ExampleWatch` für `/intern/` oder `/preise/entwuerfe/`."},
		// Status codes are read, not copied: plain text after "HTTP".
		{"statuses as plain text", "feed-reader", nil, "en",
			"- To refuse it, answer requests whose User-Agent contains `ReadFeed/1.0` with HTTP 404 or 410."},
		// The contact topic of a window offered only for some jobs names them.
		{"topic window limited to jobs (en)", "civic-ingestor", nil, "en",
			"- Use this address for general questions, a slower rate, a time window for “Full sync”, shutting the crawler out, and advance notice before you delete many documents at once."},
		{"topic window limited to jobs (de)", "civic-ingestor", nil, "de",
			"- Mögliche Anliegen: Fragen, langsamere Abrufrate, Zeitfenster für die Abrufart „Vollabgleich“, Ausschluss Ihrer Website und Löschung vieler Dokumente auf einmal."},
		// An unconditioned rule after conditioned ones applies in all other cases.
		{"cadence rule for all other cases (en)", "feed-reader", nil, "en",
			"| Feed polling | Fetches the feeds that users of the reader subscribe to | Every 30\u00a0minutes (feeds that change often)<br>Every day (feeds with nothing new for a month)<br>Every hour (in all other cases) | If more than one rule under “When” applies at the same time, the first one listed is used. |"},
		// German writes a duration of one in words.
		{"German duration of one in words", "triple-fetchers", nil, "de",
			"- Eine Änderung der robots.txt wirkt innerhalb von einer Stunde."},
	}
	built := map[string]*Result{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			key := tt.example
			for _, e := range tt.edits {
				key += "\x00" + e[0] + "\x00" + e[1]
			}
			res, ok := built[key]
			if !ok {
				res = buildExampleEdited(t, tt.example, tt.edits...)
				built[key] = res
			}
			md := string(res.Files[tt.lang+"/index.md"])
			if !strings.Contains(md, "\n"+tt.want+"\n") {
				t.Errorf("%s/index.md lacks the line\n%s\n%s", tt.lang, tt.want, near(md, tt.want))
			}
		})
	}
}

// near returns the page's line that shares the longest prefix with want, to show what it says.
func near(md, want string) string {
	best, bestN := "", -1
	for _, l := range strings.Split(md, "\n") {
		n := 0
		for n < len(l) && n < len(want) && l[n] == want[n] {
			n++
		}
		if n > bestN {
			best, bestN = l, n
		}
	}
	return "nearest line:\n" + best
}
