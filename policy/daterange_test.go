package policy

import (
	"testing"
	"time"
)

// TestDateRangeContains: both ends are included; a span of every year holds in any year and
// across the new year; the day is read in the location of the time given (a day that has begun
// in Warsaw is still the day before in UTC).
func TestDateRangeContains(t *testing.T) {
	day := func(s string) Day {
		d, err := ParseDay(s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	warsaw, err := time.LoadLocation("Europe/Warsaw")
	if err != nil {
		t.Fatal(err)
	}
	dated := DateRange{From: day("2027-03-01"), Until: day("2027-11-30")}
	yearly := DateRange{From: day("03-01"), Until: day("11-30")}
	winter := DateRange{From: day("11-01"), Until: day("02-28")}
	at := func(y int, m time.Month, d, h int, loc *time.Location) time.Time {
		return time.Date(y, m, d, h, 0, 0, 0, loc)
	}
	for _, c := range []struct {
		name string
		r    DateRange
		t    time.Time
		want bool
	}{
		{"dated: first day", dated, at(2027, 3, 1, 0, time.UTC), true},
		{"dated: last day, late", dated, at(2027, 11, 30, 23, time.UTC), true},
		{"dated: the day before", dated, at(2027, 2, 28, 23, time.UTC), false},
		{"dated: the day after", dated, at(2027, 12, 1, 0, time.UTC), false},
		{"dated: the same day a year later", dated, at(2028, 6, 1, 12, time.UTC), false},
		{"yearly: first day, any year", yearly, at(2031, 3, 1, 0, time.UTC), true},
		{"yearly: last day", yearly, at(2026, 11, 30, 12, time.UTC), true},
		{"yearly: the day after", yearly, at(2026, 12, 1, 0, time.UTC), false},
		{"yearly: 29 February, outside", yearly, at(2028, 2, 29, 12, time.UTC), false},
		{"across the new year: December", winter, at(2026, 12, 2, 12, time.UTC), true},
		{"across the new year: January", winter, at(2027, 1, 15, 12, time.UTC), true},
		{"across the new year: 29 February, after the last day", winter, at(2028, 2, 29, 12, time.UTC), false},
		{"across the new year: March", winter, at(2027, 3, 1, 0, time.UTC), false},
		{"the zone's day: 1 March 00:30 in Warsaw", yearly, at(2027, 3, 1, 0, warsaw).Add(30 * time.Minute), true},
		{"the same instant in UTC is 28 February", yearly, at(2027, 3, 1, 0, warsaw).Add(30 * time.Minute).UTC(), false},
	} {
		if got := c.r.Contains(c.t); got != c.want {
			t.Errorf("%s: Contains(%s) = %v, want %v", c.name, c.t, got, c.want)
		}
	}
	for _, c := range []struct {
		name   string
		r      DateRange
		t      time.Time
		want   time.Time
		wantOK bool
	}{
		{"dated, before it", dated, at(2026, 12, 2, 11, warsaw), at(2027, 3, 1, 0, warsaw), true},
		{"dated, begun", dated, at(2027, 3, 1, 0, warsaw), time.Time{}, false},
		{"dated, over", dated, at(2028, 1, 1, 0, warsaw), time.Time{}, false},
		{"yearly, later this year", yearly, at(2027, 1, 10, 9, warsaw), at(2027, 3, 1, 0, warsaw), true},
		{"yearly, next year", yearly, at(2026, 12, 2, 11, warsaw), at(2027, 3, 1, 0, warsaw), true},
		{"yearly, begun today", yearly, at(2027, 3, 1, 9, warsaw), at(2028, 3, 1, 0, warsaw), true},
	} {
		got, ok := c.r.NextStart(c.t)
		if ok != c.wantOK || (ok && !got.Equal(c.want)) {
			t.Errorf("%s: NextStart(%s) = %s, %v; want %s, %v", c.name, c.t, got, ok, c.want, c.wantOK)
		}
	}
}
