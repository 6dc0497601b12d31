package generator

import (
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// The English editor's review of session 15 (/work/notes/s15/review-en.md), its SHOULDs: the
// exact English sentences, each with the finding it answers. English is the base language, so
// each message keeps its ID and meaning.

// TestFix16EnglishMessages: the exact English sentences of the findings.
func TestFix16EnglishMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "en", []messageCase{
		// 4, 5: "never more often than every 5 minutes" was unidiomatic, and "from 5 minutes to
		// 12 hours" read as a duration of fetching, with "one" far from its noun; the three
		// forms now say the same thing the same way.
		{"job.feed_ttl_between", 0, []any{"TTL", plain("`<ttl>`"), "Min", dur(5*60e9, ""), "Max", dur(12*3600e9, "")}, "A feed that states its own refresh time (`<ttl>`) is fetched at that interval, subject to a minimum of 5\u00a0minutes and a maximum of 12\u00a0hours: a shorter time counts as 5\u00a0minutes, a longer one as 12\u00a0hours."},
		{"job.feed_ttl_min", 0, []any{"TTL", plain("`<ttl>`"), "Min", dur(5*60e9, "")}, "A feed that states its own refresh time (`<ttl>`) is fetched at that interval, subject to a minimum of 5\u00a0minutes: a shorter time counts as 5\u00a0minutes."},
		{"job.feed_ttl_max", 0, []any{"TTL", plain("`<ttl>`"), "Max", dur(12*3600e9, "")}, "A feed that states its own refresh time (`<ttl>`) is fetched at that interval, subject to a maximum of 12\u00a0hours: a longer time counts as 12\u00a0hours."},
		// 6: with URLs called URLs, a bare "address" is ambiguous: these are IP addresses.
		{"self_hosted.own_addresses", 0, nil, "Installations that others run fetch from their own IP addresses: a request with this User-Agent from an unlisted IP address may come from one of them, or from someone merely using the name; the operator cannot vouch for either."},
		// 14: images named in a page's meta tags are not embedded by it: the field's name says
		// both, as the page's sentences do ("that a page embeds or names").
		{"diff.field.embedded", 0, nil, "what it does with the resources that a page embeds or names"},
		// 12: "Split: the kind of fetch X into Y" read as a verb with a colon before its object;
		// the item and what it is now, as "Changed: …, now …" says it (merged likewise).
		{"diff.split.job", 0, []any{"Old", plain("“Live streams”"), "New", plain("“Live streams (on-air check)” and “Live streams (frames)”")}, "Split the kind of fetch “Live streams” into “Live streams (on-air check)” and “Live streams (frames)”."},
		{"diff.merged.cadence", 0, []any{"Context", plain(" in “Incremental sync”"), "Old", plain("“Sat: every 2\u00a0hours” and “Sun: every 2\u00a0hours”"), "New", plain("“Sat and Sun: every 2\u00a0hours”")}, "Merged the schedule rules “Sat: every 2\u00a0hours” and “Sun: every 2\u00a0hours” in “Incremental sync” into “Sat and Sun: every 2\u00a0hours”."},
		// 11: "“B” replaces “A”" put the new item first where the entries beside it say
		// "Previously: … Now: …": the same order, old before new.
		{"diff.replaced", 0, []any{"Context", plain(" in “Documents”"), "Field", plain("an event that starts a kind of fetch"), "Old", plain("“when a visitor asks for it”"), "New", plain("“when a visitor opens an item”")}, "Changed in “Documents”: an event that starts a kind of fetch. Previously: “when a visitor asks for it”. Now: “when a visitor opens an item”."},
	})
}

// TestFix16AddedJobAgentAsCode: an added kind of fetch names its crawler on the page of changes
// as the entries' context does, a token or a part of its User-Agent as code (finding 13:
// web-archive's change no. 3 said 'made by “heritrix/3.4.0”' where the entries beside it say
// 'for `heritrix/3.4.0`'), in every language.
func TestFix16AddedJobAgentAsCode(t *testing.T) {
	src, err := os.ReadFile("../examples/web-archive/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const job = "\n[jobs.selected]\nlabel = { en = \"Selected sites\", de = \"Ausgewählte Websites\", fr = \"Sites sélectionnés\", pl = \"Wybrane serwisy\" }\nagent = \"heritrix\"\n\n[[jobs.selected.cadence]]\nevery = \"7d\"\n"
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: append(slices.Clip(src), job...)}}
	opts.History = []Version{{Rev: "a1", Data: src}}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{
		"en": "- Added: a new kind of fetch by `heritrix/3.4.0`, “Selected sites”, which runs every 7\u00a0days; its fetches do not obey robots.txt.",
		"de": "ausgeführt von `heritrix/3.4.0`;",
		"fr": "exécutée par `heritrix/3.4.0` tous les 7\u00a0jours\u202f;",
		"pl": "Nowe zadanie robota `heritrix/3.4.0`: ",
	} {
		if md := string(res.Files[lang+"/changes.md"]); !strings.Contains(md, want) {
			t.Errorf("%s/changes.md lacks %q:\n%s", lang, want, md)
		}
	}
}

// TestFix16VerifyBeforeCaveats: under "IP addresses", what the list is for (verifying a
// request) comes before what may change about it (finding 17: civic-ingestor opened with "The
// addresses may change …"), in every language.
func TestFix16VerifyBeforeCaveats(t *testing.T) {
	res := buildExampleEdited(t, "civic-ingestor")
	for lang, pair := range map[string][2]string{
		"en": {"The User-Agent names the crawler, but anyone can send it", "The addresses may change, for example when the server moves"},
		"de": {"Der User-Agent", "Die Adressen können sich ändern"},
		"fr": {"Le User-Agent", "Les adresses peuvent changer"},
		"pl": {"Nagłówek User-Agent", "Adresy mogą się zmienić"},
	} {
		md := string(res.Files[lang+"/index.md"])
		section := md[strings.Index(md, "\n### "+map[string]string{"en": "IP addresses", "de": "IP-Adressen", "fr": "Adresses IP", "pl": "Adresy IP"}[lang]+"\n"):]
		i, j := strings.Index(section, "\n"+pair[0]), strings.Index(section, "\n"+pair[1])
		if i < 0 || j < 0 || i > j {
			t.Errorf("%s: want %q before %q under the addresses:\n%s", lang, pair[0], pair[1], section[:min(len(section), 900)])
		}
	}
}

// TestFix16NoDoubleBlankLines: the page as Markdown has no two blank lines in a row; the
// operator's prose left one more before what followed it (finding 18: after the intro of "Who
// runs the crawler" and "What is fetched"), whether or not its file ends in a line break.
func TestFix16NoDoubleBlankLines(t *testing.T) {
	for _, example := range []string{"civic-ingestor", "web-archive", "feed-reader", "link-preview"} {
		res := buildExampleEdited(t, example)
		for name, data := range res.Files {
			if strings.HasSuffix(name, ".md") && strings.Contains(string(data), "\n\n\n") {
				i := strings.Index(string(data), "\n\n\n")
				t.Errorf("%s %s: two blank lines after %q", example, name, string(data)[max(0, i-80):i])
			}
		}
	}
	// A prose file without a final line break still has one blank line before the list.
	src, err := os.ReadFile("../examples/web-archive/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	opts := defaults()
	site := fstest.MapFS{"policy.toml": {Data: src}}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		site["locales/"+lang+"/about.md"] = &fstest.MapFile{Data: []byte("The operator collects the web.")}
	}
	opts.Site = site
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	if md, want := string(res.Files["en/index.md"]), "The operator collects the web.\n\n- Operator:"; !strings.Contains(md, want) {
		t.Errorf("en/index.md lacks %q:\n%s", want, md)
	}
}
