package generator

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

var svgOfWeek = regexp.MustCompile(`(?s)<svg [^>]*class="week".*?</svg>`)

// TestWeekGolden compares the picture of the week of every example that has one (civic-ingestor,
// the repository's own policy.toml, among them) with testdata/golden/<example>/week.svg. Run with
// -update to accept a change.
func TestWeekGolden(t *testing.T) {
	for _, name := range examples {
		res := buildExample(t, name)
		got := svgOfWeek.Find(res.Files["en/index.html"])
		golden := filepath.Join("testdata", "golden", name, "week.svg")
		if got == nil {
			if _, err := os.Stat(golden); err == nil {
				t.Errorf("%s: en/index.html has no picture of the week, but %s exists", name, golden)
			}
			continue
		}
		got = append(got, '\n')
		if *update {
			if err := os.WriteFile(golden, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (run go test -update to create it)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the build; run go test ./generator -update and review the diff:\n%s", golden, firstDifference(got, want))
		}
	}
	if _, err := os.Stat(filepath.Join("testdata", "golden", "civic-ingestor", "week.svg")); err != nil {
		t.Error(err)
	}
}

// minuteCovered reports whether a span on weekdays (0: every day) covers minute m of weekday d,
// asked minute by minute through policy.TimeRange.Contains: a span that crosses midnight covers
// the minutes after midnight on the day after one of its days.
func minuteCovered(days policy.Weekdays, r policy.TimeRange, d time.Weekday, m int) bool {
	listed := func(w time.Weekday) bool { return days == 0 || days.Has(w) }
	if r.IsZero() {
		return listed(d)
	}
	if !r.Contains(policy.TimeOfDay(m)) {
		return false
	}
	if r.CrossesMidnight() && m < int(r.To) {
		return listed((d + 6) % 7)
	}
	return listed(d)
}

// hourOracle is what the policy says of one hour of the week, found minute by minute: whether a
// quiet or a preferred window reaches into it, and the shortest interval of the regular cadences
// (with an interval, not for occasions, not with another job) that reach into it; of a rule with
// every_choices, its shortest choice.
func hourOracle(p *policy.Policy, d time.Weekday, h int) (quiet, preferred, only bool, every time.Duration) {
	for m := h * 60; m < h*60+60; m++ {
		for _, w := range p.Windows {
			for _, r := range w.Hours {
				if minuteCovered(w.Days, r, d, m) {
					quiet = quiet || w.Kind == policy.WindowKindQuiet
					preferred = preferred || w.Kind == policy.WindowKindPreferred
					only = only || w.Kind == policy.WindowKindOnly
				}
			}
		}
		for _, j := range p.Jobs {
			// A job that runs only within windows has no cadence outside them.
			if ws := p.OnlyWindows(j.ID); len(ws) > 0 && !slices.ContainsFunc(ws, func(w policy.Window) bool {
				return slices.ContainsFunc(w.Hours, func(r policy.TimeRange) bool { return minuteCovered(w.Days, r, d, m) })
			}) {
				continue
			}
			for _, c := range j.Cadence {
				// A rule with every_choices runs at most as often as its shortest choice.
				e := c.Every.Duration
				for _, ch := range c.EveryChoices {
					if e == 0 || ch.Duration < e {
						e = ch.Duration
					}
				}
				if e == 0 || len(c.Occasions) > 0 || c.With != "" || !minuteCovered(c.Days, c.Hours, d, m) {
					continue
				}
				if every == 0 || e < every {
					every = e
				}
			}
		}
	}
	return quiet, preferred, only, every
}

// lessFrequentIn reports whether a regular cadence that runs less often than every reaches into
// hour h of weekday d: the hours a bar marks (a job that shades no hour).
func lessFrequentIn(p *policy.Policy, d time.Weekday, h int, every time.Duration) bool {
	for m := h * 60; m < h*60+60; m++ {
		for _, j := range p.Jobs {
			for _, c := range j.Cadence {
				e := c.Every.Duration
				for _, ch := range c.EveryChoices {
					if e == 0 || ch.Duration < e {
						e = ch.Duration
					}
				}
				if e != 0 && len(c.Occasions) == 0 && c.With == "" && e > every && minuteCovered(c.Days, c.Hours, d, m) {
					return true
				}
			}
		}
	}
	return false
}

var weekRect = regexp.MustCompile(`<rect class="([a-z0-9]+)" x="(\d+)" y="([\d.]+)" width="\d+" height="([\d.]+)"/>`)

// minuteQuiet reports whether a quiet window covers minute m of weekday d, found through
// policy.TimeRange.Contains (minuteCovered).
func minuteQuiet(p *policy.Policy, d time.Weekday, m int) bool {
	for _, w := range p.Windows {
		if w.Kind != policy.WindowKindQuiet {
			continue
		}
		for _, r := range w.Hours {
			if minuteCovered(w.Days, r, d, m) {
				return true
			}
		}
	}
	return false
}

// TestWeekShading checks every picture of the week of every example against the policy, hour by
// hour: each shaded hour lies in a cadence whose interval is the shade's (the shortest interval
// in the hour; w3 the shortest of the week, w2 the next, w1 any longer), each hour drawn as
// "open" in none, each outlined hour in a preferred window, and each minute left empty in a quiet
// window; and every other minute is drawn once: an hour that a quiet window covers in part is
// drawn but for those minutes (new-user trial 13, finding 3), in units of weekRowH/60 a minute.
func TestWeekShading(t *testing.T) {
	pictures := 0
	for _, name := range examples {
		if checkWeek(t, name, buildExample(t, name)) {
			pictures++
		}
	}
	if pictures < 3 {
		t.Errorf("%d examples have a picture of the week, want civic-ingestor, gazette-bot and gmina-bot at least", pictures)
	}
	// A quiet night from Saturday to Sunday only, a preferred Sunday morning, and a cadence on
	// weekdays' evenings into the night: spans that cross midnight on given days.
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "[site]\n", "[site]\ntime_zone = \"Europe/Warsaw\"\n", 1) + `
[windows.night]
kind = "quiet"
label = { en = "Night", de = "Nacht", fr = "Nuit", pl = "Noc" }
days = "sat"
hours = ["22:00-06:00"]
overnight = true

[windows.morning]
kind = "preferred"
label = { en = "Morning", de = "Morgen", fr = "Matin", pl = "Rano" }
days = "sun"
hours = ["05:00-09:00"]

[jobs.sync]
label = { en = "Sync", de = "Abgleich", fr = "Synchronisation", pl = "Synchronizacja" }
agent = "bot"

[[jobs.sync.cadence]]
days = "mon-fri"
hours = "20:00-02:00"
overnight = true
every = "15m"

[[jobs.sync.cadence]]
every = "2h"
`
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(text)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	if !checkWeek(t, "overnight", res) {
		t.Fatal("no picture of the week")
	}
	svg := string(svgOfWeek.Find(res.Files["en/index.html"]))
	// Sunday (the seventh column) is empty from 0:00 to 6:00; Saturday's (sixth) evening from 22:00.
	for _, want := range []string{
		`<rect class="w2" x="281" y="96" width="40" height="234"/>`,  // Sunday 6:00–24:00, every 2 hours
		`<rect class="pref" x="281" y="96" width="40" height="39"/>`, // Sunday 6:00–9:00 preferred (5:00–6:00 is quiet)
		`<rect class="w3" x="29" y="278" width="40" height="52"/>`,   // Monday 20:00–24:00, every 15 minutes
	} {
		if !strings.Contains(svg, want) {
			t.Errorf("the picture lacks %s:\n%s", want, svg)
		}
	}
}

// checkWeek checks the picture of the week of a built site against its policy (see
// TestWeekShading); false where the page has none.
func checkWeek(t *testing.T, name string, res *Result) bool {
	t.Helper()
	{
		page := res.Files["en/index.html"]
		svg := svgOfWeek.Find(page)
		if svg == nil {
			return false
		}
		p := res.Policy
		var everys []time.Duration
		for d := range 7 {
			for h := range 24 {
				if _, _, _, e := hourOracle(p, time.Weekday(d), h); e != 0 && !slices.Contains(everys, e) {
					everys = append(everys, e)
				}
			}
		}
		slices.Sort(everys)
		var drawn [7][24 * 60]int
		// minuteAt is the minute of the day at offset v of the picture (its y).
		minuteAt := func(v float64) int { return int(math.Round((v - weekHeadH) * 60 / weekRowH)) }
		for _, m := range weekRect.FindAllSubmatch(svg, -1) {
			cls := string(m[1])
			x, _ := strconv.Atoi(string(m[2]))
			y, _ := strconv.ParseFloat(string(m[3]), 64)
			height, _ := strconv.ParseFloat(string(m[4]), 64)
			col := (x - weekLabelW) / weekColW
			d := time.Weekday((col + 1) % 7)
			from, to := minuteAt(y), minuteAt(y+height)
			for mi := from; mi < to; mi++ {
				if minuteQuiet(p, d, mi) {
					t.Errorf("%s %s %02d:%02d (%s): drawn, but a quiet window covers it", name, d, mi/60, mi%60, cls)
				}
				if cls != "pref" && cls != "only" && cls != "also" { // an outline or a bar is drawn over the hour's own rect
					drawn[col][mi]++
				}
			}
			for h := from / 60; h < (to+59)/60; h++ {
				// The hour's windows and cadences; its quiet minutes are checked above.
				_, preferred, only, every := hourOracle(p, d, h)
				where := name + " " + d.String() + " " + strconv.Itoa(h) + ":00 (" + cls + ")"
				switch cls {
				case "pref":
					if !preferred {
						t.Errorf("%s: outlined, but no preferred window reaches into it", where)
					}
				case "only":
					if !only {
						t.Errorf("%s: outlined as the only hours of a job, but no such window reaches into it", where)
					}
				case "also":
					if !lessFrequentIn(p, d, h, every) {
						t.Errorf("%s: a bar, but no job that runs less often than every %v reaches into it", where, every)
					}
				case "open":
					if every != 0 {
						t.Errorf("%s: drawn as open, but cadence every %v", where, every)
					}
				case "w1", "w2", "w3":
					rank := 3 - int(cls[1]-'0')
					if every == 0 {
						t.Errorf("%s: shaded, but no cadence", where)
					} else if i := slices.Index(everys, every); min(i, 2) != rank {
						t.Errorf("%s: shaded as the interval of rank %d, but the hour's shortest interval, %v, has rank %d of %v", where, rank, every, i, everys)
					}
				default:
					t.Errorf("%s: a rect of unknown class", where)
				}
			}
		}
		for col := range 7 {
			for mi := range 24 * 60 {
				quiet := minuteQuiet(p, time.Weekday((col+1)%7), mi)
				switch {
				case drawn[col][mi] == 0 && !quiet:
					t.Errorf("%s: day %d, %02d:%02d left empty, but no quiet window covers it", name, col, mi/60, mi%60)
				case drawn[col][mi] > 1:
					t.Errorf("%s: day %d, %02d:%02d drawn %d times", name, col, mi/60, mi%60, drawn[col][mi])
				}
			}
		}
	}
	return true
}

// TestWeekOnly: a window of kind "only" is outlined with a dashed line on its hours (weekday
// nights into the next morning), and its job's hourly cadence shades only those hours; another
// job's daily cadence shades the rest. The legend names it in every language.
func TestWeekOnly(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "[site]\n", "[site]\ntime_zone = \"Europe/Warsaw\"\n", 1) + onlyWindowPolicy
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(text)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	if !checkWeek(t, "only", res) {
		t.Fatal("no picture of the week")
	}
	svg := string(svgOfWeek.Find(res.Files["en/index.html"]))
	for _, want := range []string{
		`<rect class="w3" x="29" y="304" width="40" height="26"/>`,   // Monday 22:00–24:00, every hour
		`<rect class="w2" x="29" y="18" width="40" height="286"/>`,   // Monday 0:00–22:00, every day
		`<rect class="w3" x="71" y="18" width="40" height="65"/>`,    // Tuesday 0:00–5:00, every hour
		`<rect class="only" x="71" y="18" width="40" height="65"/>`,  // Tuesday 0:00–5:00, the night from Monday
		`<rect class="only" x="29" y="304" width="40" height="26"/>`, // Monday 22:00–24:00
		`<rect class="w2" x="281" y="18" width="40" height="312"/>`,  // Sunday, every day all day
	} {
		if !strings.Contains(svg, want) {
			t.Errorf("the picture lacks %s:\n%s", want, svg)
		}
	}
	if strings.Contains(svg, `class="only" x="281"`) || strings.Contains(svg, `class="pref"`) {
		t.Errorf("the picture outlines Sunday, or draws the window as preferred:\n%s", svg)
	}
	checkLegend(t, res, map[string]string{
		"en": "Dashed outline: the hours to which some fetches are limited (time window: “Night”)",
		"de": "Gestrichelt umrandet: Zeiten, auf die bestimmte Abrufarten beschränkt sind („Nacht“)",
		"fr": "Zone encadrée en pointillés\u202f: plage hors de laquelle certaines tâches ne s’exécutent pas («\u202fNuit\u202f»)",
		"pl": "Obramowanie przerywane: godziny, poza którymi niektóre zadania nie działają (okno „Noc”)",
	})
}
