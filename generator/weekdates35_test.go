package generator

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// weekNotes returns the text of the notes under lang's picture of the week (the paragraphs of its
// figcaption), ASCII white space folded (no-break spaces kept).
func weekNotes(t *testing.T, res *Result, lang string) []string {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(res.Files[lang+"/index.html"]))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	var walk func(n *html.Node, in bool)
	walk = func(n *html.Node, in bool) {
		if n.Type == html.ElementNode {
			if n.Data == "figcaption" {
				in = true
			}
			if in && n.Data == "p" {
				out = append(out, strings.Join(strings.FieldsFunc(textOf(n), func(r rune) bool { return strings.ContainsRune(" \t\n\r", r) }), " "))
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c, in)
		}
	}
	walk(doc, false)
	return out
}

// datedJob is a job of the smallest policy that runs at night on weekdays, in a campaign with
// dates (new-user trial 27, F-12).
const datedJob = `
[jobs.survey]
label = { en = "Survey", de = "Erhebung", fr = "Enquête", pl = "Badanie" }
agent = "bot"
dates = [{ from = 2027-01-11, until = 2027-04-09 }]
cadence = [{ every = "1h", days = "mon-fri", hours = "01:00-05:00" }]
`

// TestWeekOnlyDates (t35c; new-user trial 27, F-12: the picture of the week drew a campaign from 11
// January to 9 April 2027 as any week, with nothing under it saying that no request comes on
// other days): where every job states dates and every agent has a job, a note under the picture
// says on which days all fetches run, each span as the schedule says it, with its pointers, and
// a span that several jobs share once; a job without dates, or an agent without a job, leaves it
// out. Failed before: no such note (message week.only_dates did not exist).
func TestWeekOnlyDates(t *testing.T) {
	zone := [][2]string{{"last_changed =", "time_zone = \"Europe/Warsaw\"\nlast_changed ="}}
	res := buildSmallestEdited(t, zone, datedJob)
	want := map[string]string{
		"en": "All fetches run only from 11 January 2027 to 9 April 2027; on other days, no requests are sent.",
		"de": "Alle Abrufe finden nur vom 11. Januar 2027 bis zum 9. April 2027 statt; an anderen Tagen werden keine Anfragen gesendet.",
		"fr": "Toutes les récupérations n’ont lieu que du 11\u00a0janvier 2027 au 9\u00a0avril 2027\u202f; les autres jours, aucune requête n’est envoyée.",
		"pl": "Wszystkie zadania są wykonywane wyłącznie od 11\u00a0stycznia 2027\u00a0r. do 9\u00a0kwietnia 2027\u00a0r.; w\u00a0pozostałe dni nie są wysyłane żadne żądania.",
	}
	for lang, w := range want {
		if notes := weekNotes(t, res, lang); len(notes) == 0 || notes[0] != w {
			t.Errorf("%s: the notes under the week are\n%q\nwant first %q", lang, notes, w)
		}
	}
	page := string(res.Files["en/index.html"])
	for _, ptr := range []string{"/jobs/survey/dates/0/from", "/jobs/survey/dates/0/until"} {
		if strings.Count(page, `data-policy="`+ptr+`"`) < 2 {
			t.Errorf("en/index.html: %s is not stated both in the schedule and under the week", ptr)
		}
	}
	checkEveryLanguage(t, "dated", res)

	// Two jobs with the same span every year: the span once.
	yearly := strings.ReplaceAll(datedJob, "dates = [{ from = 2027-01-11, until = 2027-04-09 }]", `dates = [{ from = "03-01", until = "11-30" }]`)
	second := strings.NewReplacer("jobs.survey", "jobs.recheck", `en = "Survey"`, `en = "Recheck"`, `de = "Erhebung"`, `de = "Nachprüfung"`,
		`fr = "Enquête"`, `fr = "Vérification"`, `pl = "Badanie"`, `pl = "Ponowne sprawdzenie"`, `"01:00-05:00"`, `"06:00-08:00"`).Replace(yearly)
	res = buildSmallestEdited(t, zone, yearly+second)
	if notes, w := weekNotes(t, res, "en"), "All fetches run only every year from 1 March to 30 November; on other days, no requests are sent."; len(notes) == 0 || notes[0] != w {
		t.Errorf("two jobs, one yearly span: the notes are\n%q\nwant first %q", notes, w)
	}
	checkEveryLanguage(t, "yearly", res)

	// Some fetch on other days: no note.
	undated := strings.Replace(second, "dates = [{ from = \"03-01\", until = \"11-30\" }]\n", "", 1)
	for name, extra := range map[string]string{
		"a job without dates":   yearly + undated,
		"an agent without jobs": datedJob + "\n[agents.other]\ntoken = \"OtherBot\"\n",
	} {
		res := buildSmallestEdited(t, zone, extra)
		for _, lang := range res.Policy.Site.Languages {
			for _, n := range weekNotes(t, res, lang) {
				if strings.Contains(n, want[lang][:20]) {
					t.Errorf("%s, %s: the week says %q", name, lang, n)
				}
			}
		}
	}
}
