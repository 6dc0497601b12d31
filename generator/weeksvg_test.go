package generator

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestWeekSVGRuns (issue 13): weekSVG, which asks for an hour's class once per hour and passes
// an hour without quiet minutes whole, draws the same runs as drawing each minute of the day
// that is in the class and not quiet (how it drew them before): 2,000 random weeks of open,
// idle, quiet and shaded hours, some hours with quiet minutes, preferred and "only" windows.
func TestWeekSVGRuns(t *testing.T) {
	b := &builder{l: localizers(t)["en"], lang: "en"}
	everys := []time.Duration{time.Hour, 2 * time.Hour, 6 * time.Hour, 24 * time.Hour}
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 2000 {
		var g weekGrid
		for col := range 7 {
			for h := range 24 {
				c := &g[col][h]
				switch rng.IntN(6) {
				case 0:
					c.allQuiet = true
					c.quiet = []int{0}
				case 1:
					c.idle = true
				case 2:
				default:
					c.every = everys[rng.IntN(len(everys))]
				}
				if !c.allQuiet && rng.IntN(4) == 0 {
					from := rng.IntN(60)
					for m := from; m < min(60, from+rng.IntN(40)); m++ {
						c.quietMin[m] = true
					}
				}
				if rng.IntN(5) == 0 {
					c.preferred = []int{0}
				}
				if rng.IntN(7) == 0 {
					c.only = []int{0}
				}
			}
		}
		if got, want := string(b.weekSVG(&g, everys, nil)), weekSVGByMinute(b, &g, everys); got != want {
			t.Fatalf("week %d: weekSVG\n%s\nby the minute\n%s", i, got, want)
		}
	}
}

// weekSVGByMinute is weekSVG's rects as drawn before issue 13's change: each minute's class
// asked for each minute. The rest of the picture is taken from weekSVG itself.
func weekSVGByMinute(b *builder, g *weekGrid, everys []time.Duration) string {
	full := string(b.weekSVG(g, everys, nil))
	head, rest, _ := strings.Cut(full, "\n")
	tail := rest[strings.Index(rest, "<text"):]
	var s strings.Builder
	s.WriteString(head)
	units := func(v float64) string { return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64) }
	y := func(m int) float64 { return float64(weekHeadH*60+m*weekRowH) / 60 }
	run := func(col int, cls string, in func(h int) bool) {
		minute := func(m int) bool { return in(m/60) && !g[col][m/60].quietMin[m%60] }
		for m := 0; m < 24*60; {
			if !minute(m) {
				m++
				continue
			}
			end := m
			for end < 24*60 && minute(end) {
				end++
			}
			if m%60 == 0 && end%60 == 0 {
				fmt.Fprintf(&s, "\n"+`<rect class="%s" x="%d" y="%d" width="%d" height="%d"/>`,
					cls, weekLabelW+col*weekColW+1, weekHeadH+m/60*weekRowH, weekColW-2, (end-m)/60*weekRowH)
			} else {
				fmt.Fprintf(&s, "\n"+`<rect class="%s" x="%d" y="%s" width="%d" height="%s"/>`,
					cls, weekLabelW+col*weekColW+1, units(y(m)), weekColW-2, units(y(end)-y(m)))
			}
			m = end
		}
	}
	for col := range 7 {
		for _, cls := range []string{"open", "w1", "w2", "w3"} {
			run(col, cls, func(h int) bool { return g.class(col, h, everys) == cls })
		}
	}
	for col := range 7 {
		run(col, "pref", func(h int) bool { return len(g[col][h].preferred) > 0 && !g[col][h].allQuiet })
	}
	for col := range 7 {
		run(col, "only", func(h int) bool { return len(g[col][h].only) > 0 && !g[col][h].allQuiet })
	}
	s.WriteString("\n")
	s.WriteString(tail)
	return s.String()
}
