package generator

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
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
			"- Use this address for general questions, a slower rate, a time window for “Full sync”, shutting the crawler out and advance notice before you delete many documents at once."},
		{"topic window limited to jobs (de)", "civic-ingestor", nil, "de",
			"- Mögliche Anliegen: Fragen, langsamere Abrufrate, Zeitfenster für die Abrufart „Vollabgleich“, Ausschluss Ihrer Website und Löschung vieler Dokumente auf einmal."},
		// An unconditioned rule after conditioned ones applies in all other cases.
		{"cadence rule for all other cases (en)", "feed-reader", nil, "en",
			"| Feed polling | `ReadFeed/1.0` | Every 30\u00a0minutes (feeds that change often)<br>Every day (feeds with nothing new for a month)<br>Every hour (in all other cases) | A feed’s own refresh time (`<ttl>`) is honoured between 5\u00a0minutes and 12\u00a0hours; a shorter one counts as 5\u00a0minutes, a longer one as 12\u00a0hours.<br>Each address is fetched once for all the users who asked for it, however many they are.<br>If more than one rule under “When” applies at the same time, the first one listed is used. |"},
		// An agent without a product token is named by what a filter matches, not by its purpose.
		{"agent heading from the stable part", "feed-reader", nil, "en", "### ReadFeed/1.0"},
		{"agent heading from the User-Agent's product", "link-preview", nil, "de", "### Chatwork-ImgProxy"},
		{"agent heading past the Mozilla convention", "web-archive", nil, "fr", "### heritrix/3.4.0"},
		{"the purpose under the heading", "web-archive", nil, "en", "- Purpose: Collects the country’s web for the national web archive"},
		// The comparison table: columns that at least two crawlers fill, a caption of those.
		{"comparison table caption of the columns shown", "triple-fetchers", nil, "en",
			"<p class=\"caption\" id=\"identification-table-4\">For each crawler: its product token, what starts its fetches, when it reads robots.txt, whether it obeys the “*” group and whether it follows links.</p>"},
		// The summary promises only the sections the page has.
		{"summary of a page without rates or robots.txt (fr)", "web-archive", nil, "fr", "<meta name=\"description\" content=\"Webarchiv\u202f: comment reconnaître ses requêtes et comment y répondre.\">"},
		{"summary of a page with every section (en)", "civic-ingestor", nil, "en", "<meta name=\"description\" content=\"How to recognise requests from civic-ingestor, how often and when they come, how robots.txt is read, and how to slow them down or block them.\">"},
		// The case-sensitivity example is the snippet's own path.
		{"case example from the snippet's path (en)", "gazette-bot", nil, "en",
			"- Paths are case-sensitive: add a rule for each spelling your site uses (for example, `/archives/` does not match `/Archives/`)."},
		{"case example from a file extension (de)", "civic-ingestor", nil, "de",
			"- Bei Pfaden wird zwischen Groß- und Kleinschreibung unterschieden: Fügen Sie für jede Schreibweise, die Ihre Website verwendet, eine eigene Zeile hinzu (z.\u00a0B. erfasst `/*.pdf$` nicht `/*.PDF$`)."},
		// A pause's event starts with a capital letter where the language capitalizes cells.
		{"pause event capitalized (en)", "civic-ingestor", nil, "en",
			"| A failed attempt or HTTP 429 (Too Many Requests), 5\u00a0times in one sync | 1\u00a0minute | The server |"},
		{"pause event capitalized (fr)", "gazette-bot", nil, "fr",
			"| Une réponse HTTP 429 (Too Many Requests) ou une réponse HTTP 503 (Service Unavailable) | La durée indiquée par Retry-After\u202f; sans cet en-tête, 1\u00a0minute (Retry-After est pris en compte jusqu’à 2\u00a0heures) | Le site |"},
		// The Retry-After cap qualifies Retry-After, not the fallback.
		{"Retry-After cap (en)", "gazette-bot", nil, "en",
			"| HTTP 429 (Too Many Requests) or HTTP 503 (Service Unavailable) | As long as Retry-After specifies; without the header, 1\u00a0minute (a Retry-After longer than 2\u00a0hours counts as 2\u00a0hours) | The site |"},
		// The commitments of a page with several crawlers hold for each of them.
		{"commitments of several crawlers (en)", "triple-fetchers", nil, "en",
			"These commitments apply to each crawler on this page: `ExampleWatch`, `ExampleWorkflow` and `ExampleFetch`."},
		{"commitments of several crawlers (fr)", "triple-fetchers", nil, "fr",
			"Ces engagements valent pour chacun des robots présentés sur cette page\u202f: `ExampleWatch`, `ExampleWorkflow` et `ExampleFetch`."},
		// The comparison request's scopes are alternatives.
		{"comparison request per sync or per admission check (fr)", "civic-ingestor", nil, "fr",
			"- Après une réponse HTTP 403, le robot envoie, avec le User-Agent `python-httpx`, au plus une requête de comparaison par synchronisation ou par vérification préalable, au rythme habituel et sans suivre les redirections, dans le seul but de savoir si le blocage vise son identité. La collecte ne se poursuit que sous l’identité propre du robot."},
		// The placement advice precedes a single snippet as it does several.
		{"placement above a single snippet (en)", "gmina-bot", nil, "en",
			"Paste the snippet you choose directly above the first User-agent line of your robots.txt (or at the end, if the file has no User-agent line). Do not simply add it at the end of a file that has groups: if the last group has a User-agent line but no rules yet, the snippet would merge into it (a blank line does not end a group), and its rules would apply to that group’s crawlers too."},
		// Addresses that every crawler uses: said once, above the list.
		{"addresses shared by every crawler (de)", "gmina-bot", [][2]string{{"", "\n[agents.docs]\ntoken = \"GminaDocs\"\nuser_agent = \"GminaDocs/1.0 (+https://gmina.example)\"\n"}}, "de",
			"Alle Crawler auf dieser Seite nutzen dieselben Adressen."},
		{"a shared address without its crawlers (de)", "gmina-bot", [][2]string{{"", "\n[agents.docs]\ntoken = \"GminaDocs\"\nuser_agent = \"GminaDocs/1.0 (+https://gmina.example)\"\n"}}, "de",
			"- `198.51.100.170/32`"},
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
			if strings.HasPrefix(tt.want, "<") { // a line of the HTML page's head
				md = string(res.Files[tt.lang+"/index.html"])
			}
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

// TestNativeReviewDiffSentences: the sentences of sitegen diff that the native reviews found
// wrong where the review, not a message, chose the words. Each case edits an example's policy
// (old → new, each edit once) and wants the exact sentence for one pointer.
func TestNativeReviewDiffSentences(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, example string
		edits         [][2]string
		lang, ptr     string
		want          string
	}{
		{"a window moved across midnight (fr)", "gazette-bot", [][2]string{{`hours = ["08:00-09:00", "14:00-15:00"]`, "hours = [\"08:00-09:00\", \"22:30-01:30\"]\novernight = true"}}, "fr", "/windows/peak-hours/hours",
			"Modification dans la plage horaire «\u202fHeures d’affluence des sites communaux\u202f»\u202f: les heures de la plage horaire (jusqu’à présent\u202f: de 8\u00a0h à 9\u00a0h et de 14\u00a0h à 15\u00a0h\u202f; désormais\u202f: de 8\u00a0h à 9\u00a0h et de 22\u00a0h\u00a030 à 1\u00a0h\u00a030 le lendemain). Rien ne prouve que le robot devienne plus respectueux\u202f: une validation est nécessaire."},
		{"a window that now runs across midnight (en)", "gazette-bot", [][2]string{{`hours = ["08:00-09:00", "14:00-15:00"]`, "hours = [\"08:00-09:00\", \"23:00-01:00\"]\novernight = true"}}, "en", "/windows/peak-hours/overnight",
			"Changed in the window “Peak hours of municipal websites”: the window now runs across midnight. This change cannot be shown to be more polite, so it needs sign-off."},
		{"a window that no longer runs across midnight (en)", "gmina-bot", [][2]string{{"hours = [\"22:00-06:00\"]\novernight = true", `hours = ["20:00-23:00"]`}}, "en", "/windows/large-downloads/overnight",
			"Changed in the window “Larger downloads”: the window no longer runs across midnight. This change cannot be shown to be more polite, so it needs sign-off."},
		{"a schedule rule that now runs past midnight (de)", "civic-ingestor", [][2]string{{"hours = \"01:00-06:00\"\nstarts_only = true\nevery = \"28d\"", "hours = \"23:00-05:00\"\novernight = true\nstarts_only = true\nevery = \"28d\""}}, "de", "/jobs/full-sync/cadence/0/overnight",
			"Geändert bei der Abrufart „Vollabgleich“: die Uhrzeiten der Regel des Zeitplans reichen nun über Mitternacht. Das ist nicht nachweislich rücksichtsvoller: Freigabe erforderlich."},
		{"an added address (en)", "gmina-bot", [][2]string{{"", "\n[[network.addresses]]\nprefix = \"192.0.2.0/24\"\n"}}, "en", "/network/addresses/3",
			"Added: an IP address or prefix (192.0.2.0/24). Allowlists and firewall rules that list the crawler’s IP addresses may need updating."},
		{"a crawler removed from a snippet, by its token (en)", "triple-fetchers", [][2]string{{`agents = ["example-fetch", "example-watch", "example-workflow"]`, `agents = ["example-watch", "example-workflow"]`}}, "en", "/snippets/all/agents/0",
			"Removed in the snippet “Shut all three crawlers out of the whole site”: a crawler that the snippet shuts out (“ExampleFetch”). The snippet will block less than before; robots.txt files that already contain it do not change. This needs sign-off."},
		{"Crawl-delay ignored where no slower rate is offered (de)", "gazette-bot", [][2]string{{`crawl_delay = "honoured-if-longer"`, `crawl_delay = "ignored"`}}, "de", "/robots_txt/crawl_delay",
			"Geändert: der Umgang mit Crawl-delay. Bisher: „Eine Crawl-delay-Angabe, die länger ist als der eigene Mindestabstand des Crawlers, wird beachtet; eine kürzere ändert nichts.“ Künftig: „Crawl-delay wird nicht ausgewertet.“ Der Crawler wird dadurch weniger rücksichtsvoll: Freigabe erforderlich."},
		{"a request's time, with the request named (fr)", "gmina-bot", [][2]string{{"kind = \"stop\"\nwithin_working_days = 2", "kind = \"stop\"\nwithin_working_days = 5"}}, "fr", "/contact/requests/0/within_working_days",
			"Modification pour la demande «\u202fl’arrêt de toute collecte sur votre site\u202f»\u202f: le délai de traitement d’une demande (jusqu’à présent\u202f: 2\u00a0jours ouvrés\u202f; désormais\u202f: 5\u00a0jours ouvrés). Cette modification change la façon de joindre l’exploitant ou ce que les webmestres peuvent lui demander."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("..", "examples", tt.example, "policy.toml"))
			if err != nil {
				t.Fatal(err)
			}
			newSrc := src
			for _, e := range tt.edits {
				if e[0] == "" {
					newSrc = append(slices.Clone(newSrc), e[1]...)
					continue
				}
				if bytes.Count(newSrc, []byte(e[0])) != 1 {
					t.Fatalf("%s does not hold %q once", tt.example, e[0])
				}
				newSrc = bytes.Replace(newSrc, []byte(e[0]), []byte(e[1]), 1)
			}
			old, err := policy.Parse(src, "old.toml")
			if err != nil {
				t.Fatal(err)
			}
			new, err := policy.Parse(newSrc, "new.toml")
			if err != nil {
				t.Fatal(err)
			}
			changes, err := policy.Diff(old, new)
			if err != nil {
				t.Fatal(err)
			}
			r, err := NewReview(old, new, changes, msgs, tt.lang, nil)
			if err != nil {
				t.Fatal(err)
			}
			var said []string
			for _, c := range r.Changes {
				said = append(said, c.Pointer+": "+c.Sentence)
				if c.Pointer == tt.ptr && c.Sentence == tt.want {
					return
				}
			}
			t.Errorf("no sentence for %s is\n%s\nthe review says:\n%s", tt.ptr, tt.want, strings.Join(said, "\n"))
		})
	}
}

// TestAgentsTableOnlyWhereItCompares: link-preview's three crawlers state what starts their
// fetches for one of them only, so no column compares anything and the table is left out, rather
// than shown with empty cells and a caption of columns it lacks.
func TestAgentsTableOnlyWhereItCompares(t *testing.T) {
	res := buildExample(t, "link-preview")
	ls := localizers(t)
	for _, lang := range res.Policy.Site.Languages {
		md := string(res.Files[lang+"/index.md"])
		if heading := "### " + ls[lang].s("agents_table.heading"); strings.Contains(md, heading) {
			t.Errorf("%s/index.md has the comparison table %q", lang, heading)
		}
	}
}

// TestGlueShortWords: Polish keeps one-letter words off the end of a line (format.nbsp_after);
// the space after such a word becomes a no-break space, in a message's own words only.
func TestGlueShortWords(t *testing.T) {
	const pl = "aiouwzAIOUWZ"
	tests := []struct{ in, glue, want string }{
		{"pliki w formacie PDF i HTML", pl, "pliki w\uE002formacie PDF i\uE002HTML"},
		{"W razie błędu", pl, "W\uE002razie błędu"},
		{"(z wyjątkiem", pl, "(z\uE002wyjątkiem"},
		{"„a potem", pl, "„a\uE002potem"},
		{"a i z", pl, "a\uE002i\uE002z"},                                            // the last word has no space after it
		{"kod 5 razy", pl, "kod 5 razy"},                                            // a digit is not a word of glue
		{"słowa", pl, "słowa"},                                                      // letters inside a word
		{"\uE000A\uE001 i \uE000B\uE001", pl, "\uE000A\uE001 i\uE002\uE000B\uE001"}, // placeholders stay
		{"pliki w formacie", "", "pliki w formacie"},                                // no rule
	}
	for _, tt := range tests {
		if got := glueShortWords(tt.in, tt.glue); got != tt.want {
			t.Errorf("glueShortWords(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	// On a page: the HTML binds the word with U+00A0; the Markdown keeps a space, for its reader's
	// own renderer to break.
	res := buildExample(t, "gmina-bot")
	want := "<li>Nazwa do wiersza User-agent w\u00a0robots.txt: <code data-policy=\"/agents/gminabot/token\" dir=\"auto\">GminaBot</code></li>"
	if page := string(res.Files["pl/index.html"]); !strings.Contains(page, want) {
		t.Errorf("pl/index.html lacks\n%s\n%s", want, near(page, want))
	}
	wantMD := "- Nazwa do wiersza User-agent w robots.txt: `GminaBot`"
	if md := string(res.Files["pl/index.md"]); !strings.Contains(md, "\n"+wantMD+"\n") {
		t.Errorf("pl/index.md lacks the line\n%s\n%s", wantMD, near(md, wantMD))
	}
}
