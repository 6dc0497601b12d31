package polite

import (
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// quietUntil reports whether now falls inside the window, read in the policy's time zone
// (site.time_zone), and when the span it falls in ends. A span that crosses midnight belongs to
// the day it starts on: with days = "fri", 22:00-06:00 holds from Friday 22:00 to Saturday 06:00.
// The end is computed on the calendar of the zone, so a span keeps its hours across a change of
// daylight saving time.
func quietUntil(w policy.Window, now time.Time, zone *time.Location) (time.Time, bool) {
	if zone == nil {
		zone = time.UTC
	}
	local := now.In(zone)
	y, m, d := local.Date()
	tod := policy.TimeOfDay(local.Hour()*60 + local.Minute())
	// opens reports whether a span may start on the calendar day of t: one of the window's
	// weekdays, and not one of its except_days (new-user trial 28, F-06).
	opens := func(t time.Time) bool { return (w.Days == 0 || w.Days.Has(t.Weekday())) && !w.Skips(t) }
	at := func(dayOffset int, t policy.TimeOfDay) time.Time {
		return time.Date(y, m, d+dayOffset, 0, int(t), 0, 0, zone)
	}
	for _, h := range w.Hours {
		if !h.CrossesMidnight() {
			if opens(local) && tod >= h.From && tod < h.To {
				return at(0, h.To), true
			}
			continue
		}
		if tod >= h.From && opens(local) {
			return at(1, h.To), true
		}
		if tod < h.To && opens(local.AddDate(0, 0, -1)) {
			return at(0, h.To), true
		}
	}
	return time.Time{}, false
}

// nextOpening returns when the earliest of the windows next opens after now, in the policy's time
// zone, and that window's key: the start of a span on one of its days that is none of its
// except_days, within the coming week and as many days more as the windows skip.
func nextOpening(ws []windowPlan, now time.Time, zone *time.Location) (time.Time, windowPlan) {
	if zone == nil {
		zone = time.UTC
	}
	local := now.In(zone)
	y, m, d := local.Date()
	var best time.Time
	var which windowPlan
	days := 8
	for _, w := range ws {
		days += len(w.w.ExceptDays)
	}
	for off := range days {
		noon := time.Date(y, m, d+off, 12, 0, 0, 0, zone)
		for _, w := range ws {
			if w.w.Days != 0 && !w.w.Days.Has(noon.Weekday()) || w.w.Skips(noon) {
				continue
			}
			for _, h := range w.w.Hours {
				start := time.Date(y, m, d+off, 0, int(h.From), 0, 0, zone)
				if start.After(now) && (best.IsZero() || start.Before(best)) {
					best, which = start, w
				}
			}
		}
	}
	return best, which
}
