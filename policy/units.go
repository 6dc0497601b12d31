package policy

import (
	"fmt"
	"math"
	"math/big"
	"net/mail"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// Duration is a length of time. In policy.toml it is a string in Go's syntax extended by days,
// weeks, months and years ("90s", "1h30m", "24h", "7d", "2w", "1mo", "2y"; a day is 24 hours, a
// week 7 days, a month 30 days, never a calendar month, and a year 365 days, never a calendar
// year: a quota "per month" is counted over a rolling 30 days, and the pages say "30 days"); in policy.json it is a number of seconds, fractions
// allowed. The pages state a whole number of 365-day years in years ("2 years", not "730 days"),
// another whole number of days from three days up in days ("3 days", "10 days"), and a whole
// number of hours below that in hours ("24 hours", "48 hours", not "2 days": the unit operators
// use for such spans, whether they wrote "48h" or "2d"). A duration written in whole months alone
// ("12mo") keeps that unit (Months): String writes it back as written, and where a page states it
// as a longest span (how long data is kept: legal.retention[].keep_for,
// legal.removed_after_opt_out, jobs.X.delete_after) it says "12 months", which 360 days never
// exceed; elsewhere (a quota's period, an interval) a page states its days, the span the crawler
// keeps, since "per month" would promise a calendar month. policy.json writes the number of
// seconds in either case (new-user trial 27, F-05). The zero value means "not set".
type Duration struct {
	time.Duration
	// months is the number of months the duration was written in ("12mo"), 0 where it was
	// written in another unit, or in months beside another unit ("1mo2d").
	months int64
}

// Months is the number of months d was written in ("12mo": 12, true), or 0 and false where it
// was written in another unit or built from a time.Duration. A month is 30 days (ParseDuration).
func (d Duration) Months() (int64, bool) { return d.months, d.months > 0 }

// Equal reports whether d and o are the same span written in the same unit (months or not), as ==
// does; go-cmp compares durations with it, since months is unexported.
func (d Duration) Equal(o Duration) bool { return d == o }

// IsZero reports whether d is unset.
func (d Duration) IsZero() bool { return d.Duration == 0 }

// DurationSyntax is the syntax of a duration in policy.toml, as a regular expression that RE2 and
// ECMA-262 read alike: one or more parts of a number and a unit, one space at most between a
// number and its unit, nothing between the parts or around them. The JSON
// Schema of policy.toml publishes the same expression, so that an editor and the loader agree.
const DurationSyntax = `^([0-9]+(\.[0-9]+)? ?(ns|us|µs|ms|s|mo|m|h|d|w|y))+$`

var durationSyntax = lazyre.New(DurationSyntax)

// maxDuration is the longest duration, that of time.Duration: 106751 days and about 23 hours.
const maxDurationText = "at most 106751d, about 292 years"

// ParseDuration parses a duration as policy.toml writes it (DurationSyntax): as a size, one space
// at most between a number and its unit ("90 s"), none elsewhere (unitSpaces). Negative
// durations, spaces around it or between its parts and durations beyond time.Duration's range are
// rejected.
func ParseDuration(s string) (Duration, error) {
	in := s
	if strings.TrimSpace(in) == "" {
		return Duration{}, fmt.Errorf("empty duration (want e.g. 90s, 15m, 24h or 7d)")
	}
	if t := strings.TrimSpace(in); t != in && durationSyntax.MatchString(t) {
		return Duration{}, fmt.Errorf("%q has spaces around it (write %q)", s, t)
	}
	if err := unitSpaces(in, durationSyntax.MatchString); err != nil {
		return Duration{}, err
	}
	if in[0] == '-' {
		if d, err := ParseDuration(in[1:]); err == nil && d.Duration == 0 {
			// "-0s" is not negative: it is zero with a sign, and no duration has a sign.
			return Duration{}, fmt.Errorf("%q has a minus sign, which a duration never has; without it, it is zero (%q)", s, in[1:])
		}
		return Duration{}, fmt.Errorf("%q is negative (want a length of time such as 90s, 15m, 24h or 7d)", s)
	}
	if !durationSyntax.MatchString(in) {
		if n, err := strconv.ParseFloat(in, 64); err == nil && bareNumber.MatchString(in) {
			return Duration{}, fmt.Errorf("%q has no unit (write e.g. %s)", s, examples(n))
		}
		if m := monthWord.FindStringSubmatch(in); m != nil {
			n, _ := strconv.Atoi(m[1])
			n = max(n, 1)
			return Duration{}, fmt.Errorf("%q is not a duration: write \"%dmo\" for %s (%d days, counted as a rolling span, never a calendar month)", s, n, plural(n, "a month", "%d months"), 30*n)
		}
		return Duration{}, fmt.Errorf("%q is not a duration (want e.g. 90s, 15m, 24h or 7d)", s)
	}
	tooLong := fmt.Errorf("%q is too long (%s)", s, maxDurationText)
	// Each part on its own: time.ParseDuration does not know days and weeks, and they may come in
	// any order ("1d12h", "12h1d"). The syntax is right, so a part fails only beyond the range.
	var total time.Duration
	for _, m := range durationPart.Regexp().FindAllStringSubmatch(in, -1) {
		var d time.Duration
		switch m[2] {
		case "d", "w", "mo", "y":
			n, err := strconv.ParseFloat(m[1], 64)
			day := 24 * time.Hour
			switch m[2] {
			case "w":
				day *= 7
			case "mo":
				day *= 30 // a month as the crawler counts it: 30 days, never a calendar month
			case "y":
				day *= 365 // a year as the crawler counts it: 365 days, never a calendar year
			}
			// Beyond about 292 years a time.Duration overflows (and would wrap to a negative value).
			if err != nil || n*float64(day) >= math.MaxInt64 {
				return Duration{}, tooLong
			}
			d = time.Duration(n * float64(day))
		default:
			var err error
			if d, err = time.ParseDuration(m[1] + m[2]); err != nil {
				return Duration{}, tooLong
			}
		}
		if total+d < total {
			return Duration{}, tooLong
		}
		total += d
	}
	out := Duration{Duration: total}
	if m := monthsOnly.FindStringSubmatch(in); m != nil {
		// Written in months alone: the unit is kept (Months), the span is the same 30 days a month.
		if n, err := strconv.ParseInt(m[1], 10, 64); err == nil && n > 0 {
			out.months = n
		}
	}
	return out, nil
}

// monthsOnly matches a duration written as a whole number of months alone ("12mo", "1 mo").
var monthsOnly = lazyre.New(`^([0-9]+) ?mo$`)

// bareNumber matches a number without a unit ("90", "1.5"), which a duration needs.
var bareNumber = lazyre.New(`^[0-9]+(\.[0-9]+)?$`)

var durationPart = lazyre.New(`([0-9]+(?:\.[0-9]+)?) ?(ns|us|µs|ms|s|mo|m|h|d|w|y)`)

// unitSpaces is the error of a value with units that has a space where none may stand (between
// two parts of a duration, two spaces before a unit), if in is one: the one rule of durations and
// sizes is one space at most between a number and its unit, as SI writes "8 MB", and none
// elsewhere (new-user trial 21, F11). valid says whether a text is of the value's syntax.
func unitSpaces(in string, valid func(string) bool) error {
	if valid(in) || !strings.Contains(in, " ") {
		return nil
	}
	if compact := strings.ReplaceAll(in, " ", ""); valid(compact) {
		return fmt.Errorf("%q has a space where none may stand (a space may stand only between a number and its unit: write %q)", in, compact)
	}
	return nil
}

// monthWord matches a month written as a word or as "M" ("1 month", "monthly", "1M"), which
// policy.toml writes "1mo".
var monthWord = lazyre.New(`(?i)^([0-9]*)\s*(m|mon|month|months|monthly)$`)

// String formats d as policy.toml writes it, using years, then weeks and days from two days up,
// where they divide it evenly ("24h", "7d", "2w", "2y", "90s", "1h30m"), and a duration written in
// months alone in months, as written ("12mo"); "0s" for zero.
func (d Duration) String() string {
	const day = 24 * time.Hour
	v := d.Duration
	if n, ok := d.Months(); ok && v == time.Duration(n)*30*day {
		return strconv.FormatInt(n, 10) + "mo"
	}
	if v >= 365*day && v%(365*day) == 0 {
		return strconv.FormatInt(int64(v/(365*day)), 10) + "y"
	}
	if v >= 2*day && v%day == 0 {
		if v%(7*day) == 0 {
			return strconv.FormatInt(int64(v/(7*day)), 10) + "w"
		}
		return strconv.FormatInt(int64(v/day), 10) + "d"
	}
	s := v.String()
	// time.Duration prints "1h0m0s"; drop the zero parts for readability.
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}

// UnmarshalTOML accepts the policy.toml form, a string; a number or a time of day is refused with
// the string that would be right.
func (d *Duration) UnmarshalTOML(v any) error {
	const want = "want a length of time as a string with its unit, e.g."
	switch v := v.(type) {
	case string:
		return d.UnmarshalText([]byte(v))
	case int64:
		return fmt.Errorf("is a number (%d), %s %s", v, want, examples(float64(v)))
	case float64:
		return fmt.Errorf("is a number (%s), %s %s", strconv.FormatFloat(v, 'g', -1, 64), want, examples(v))
	case time.Time:
		if v.Location().String() == "time-local" {
			clock := v.Format("15:04:05.999999999")
			since := time.Duration(v.Hour())*time.Hour + time.Duration(v.Minute())*time.Minute +
				time.Duration(v.Second())*time.Second + time.Duration(v.Nanosecond())
			e := "90s"
			if since > 0 {
				e = Duration{Duration: since}.String()
			}
			return fmt.Errorf("is a time of day (%s), %s %q", clock, want, e)
		}
	}
	return fmt.Errorf("is %s, %s \"90s\"", tomlTypeName(v), want)
}

// examples are the durations a number could have meant, as policy.toml writes them: in seconds
// and in hours (`"5s" or "5h"`) up to a week of hours; above, where n hours is not a likely length,
// in seconds and the same length in its largest unit (`"7200s" or "2h"`).
func examples(n float64) string {
	if n <= 0 || n > 1e6 || math.IsNaN(n) {
		return `"90s" or "24h"`
	}
	f := strconv.FormatFloat(n, 'f', -1, 64)
	if n <= 7*24 {
		return fmt.Sprintf("%q or %q", f+"s", f+"h")
	}
	same := Duration{Duration: time.Duration(n * float64(time.Second))}.String()
	if same == f+"s" {
		return fmt.Sprintf("%q", same)
	}
	return fmt.Sprintf("%q or %q", f+"s", same)
}

// UnmarshalText parses the policy.toml form.
func (d *Duration) UnmarshalText(b []byte) error {
	v, err := ParseDuration(string(b))
	if err != nil {
		return err
	}
	if v.Duration == 0 {
		// Zero is how the model says "not set": leaving the key out says it without ambiguity.
		return fmt.Errorf("%q is zero (want a length of time; for \"not set\", leave the key out)", b)
	}
	*d = v
	return nil
}

// MarshalText writes the policy.toml form.
func (d Duration) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// MarshalJSON writes the number of seconds, exactly (up to nanoseconds), e.g. 1.5 or 604800.
func (d Duration) MarshalJSON() ([]byte, error) {
	return []byte(secondsString(d.Duration)), nil
}

// UnmarshalJSON reads a number of seconds.
func (d *Duration) UnmarshalJSON(b []byte) error {
	r, ok := new(big.Rat).SetString(string(b))
	if !ok || r.Sign() < 0 {
		return fmt.Errorf("duration: want a non-negative number of seconds, got %s", b)
	}
	ns := new(big.Rat).Mul(r, big.NewRat(int64(time.Second), 1))
	if !ns.IsInt() {
		return fmt.Errorf("duration: %s seconds is finer than a nanosecond", b)
	}
	if !ns.Num().IsInt64() {
		return fmt.Errorf("duration: %s seconds is too long", b)
	}
	d.Duration = time.Duration(ns.Num().Int64())
	return nil
}

func secondsString(d time.Duration) string {
	sec, ns := int64(d/time.Second), int64(d%time.Second)
	if ns == 0 {
		return strconv.FormatInt(sec, 10)
	}
	frac := strings.TrimRight(fmt.Sprintf("%09d", ns), "0")
	return strconv.FormatInt(sec, 10) + "." + frac
}

// Size is a number of bytes. In policy.toml it is a string with an SI unit (kB, MB, GB: powers of
// 1000, so "8MB" is 8,000,000 bytes) or an IEC unit (KiB, MiB, GiB: powers of 1024, so "500KiB" is
// 512,000 bytes), or a plain integer of bytes; in policy.json it is an integer of bytes.
type Size int64

var sizeUnits = []struct {
	name string
	mult int64
}{
	{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30},
	{"kB", 1000}, {"KB", 1000}, {"MB", 1000 * 1000}, {"GB", 1000 * 1000 * 1000},
	{"B", 1},
}

// SizeSyntax is the syntax of a size written as a string in policy.toml: digits, at most one space,
// a unit; nothing around them (the rule of durations too: unitSpaces). The JSON Schema of policy.toml publishes the same expression.
const SizeSyntax = `^[0-9]+ ?(B|kB|KB|MB|GB|KiB|MiB|GiB)?$`

var sizeSyntax = lazyre.New(SizeSyntax)

// largeUnit is a size in an SI or IEC unit above the largest one SizeSyntax takes.
var largeUnit = lazyre.New(`^[0-9]+ ?([TPEZY]B|[TPEZY]iB)$`)

// fractionSize is a size whose number has a fraction ("1.5MB"), which a size never has.
var fractionSize = lazyre.New(`^([0-9]+\.[0-9]+) ?(B|kB|KB|MB|GB|KiB|MiB|GiB)?$`)

// smallerUnit is the unit a thousandth (SI) or a 1024th (IEC) of each unit above a byte.
var smallerUnit = map[string]string{"kB": "B", "KB": "B", "MB": "kB", "GB": "MB", "KiB": "B", "MiB": "KiB", "GiB": "MiB"}

// fractionError says that the number of the size s (num of unit) must be whole, and what to write
// in the first smaller unit in which it is (new-user trial 21, F12: "1.5MB" said only "not a
// size", while a duration takes "1.5s").
func fractionError(s, num, unit string) error {
	n, _ := new(big.Rat).SetString(num)
	if unit == "" {
		unit = "B"
	}
	for unit != "B" {
		next := smallerUnit[unit]
		n.Mul(n, big.NewRat(sizeMult(unit)/sizeMult(next), 1))
		unit = next
		if n.IsInt() {
			return fmt.Errorf("%q is not a size: its number must be whole (write %q)", s, n.Num().String()+unit)
		}
	}
	return fmt.Errorf("%q is not a size: its number must be whole (a size is a whole number of bytes)", s)
}

// sizeMult is the number of bytes of the unit name.
func sizeMult(name string) int64 {
	for _, u := range sizeUnits {
		if u.name == name {
			return u.mult
		}
	}
	return 1
}

// maxSize is the largest size the model holds, 2^62 bytes (4294967296GiB), far above any response.
const maxSize = 1 << 62

// ParseSize parses a size as policy.toml writes it (SizeSyntax). Zero is a size here; a policy
// value refuses it (Size.UnmarshalTOML).
func ParseSize(s string) (Size, error) {
	if t := strings.TrimSpace(s); t != s && sizeSyntax.MatchString(t) {
		return 0, fmt.Errorf("%q has spaces around it (write %q)", s, t)
	}
	if err := unitSpaces(s, sizeSyntax.MatchString); err != nil {
		return 0, err
	}
	if m := fractionSize.FindStringSubmatch(s); m != nil {
		return 0, fractionError(s, m[1], m[2])
	}
	if m := largeUnit.FindStringSubmatch(s); m != nil {
		// A size in a unit above GB (new-user trial 15, finding 14: "99999999999999EB" was "not a
		// size"): too large, not malformed.
		return 0, fmt.Errorf("%q is too large: %s is above the largest unit, GB or GiB (at most 4294967296GiB, far above any response; want e.g. 8MB)", s, m[1])
	}
	if !sizeSyntax.MatchString(s) {
		return 0, fmt.Errorf("%q is not a size (want a number of bytes, or a number and one of the units kB, MB, GB, KiB, MiB, GiB, e.g. 500KiB or 8MB)", s)
	}
	num, mult := s, int64(1)
	for _, u := range sizeUnits {
		if strings.HasSuffix(s, u.name) {
			num, mult = strings.TrimSuffix(strings.TrimSuffix(s, u.name), " "), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n > maxSize/mult {
		return 0, fmt.Errorf("%q is too large (at most 4294967296GiB)", s)
	}
	return Size(n * mult), nil
}

// String writes s with the largest unit that divides it, preferring IEC units ("500KiB", "8MB").
func (s Size) String() string {
	for _, u := range []struct {
		name string
		mult int64
	}{{"GiB", 1 << 30}, {"GB", 1e9}, {"MiB", 1 << 20}, {"MB", 1e6}, {"KiB", 1 << 10}, {"kB", 1000}} {
		if s != 0 && int64(s)%u.mult == 0 {
			return strconv.FormatInt(int64(s)/u.mult, 10) + u.name
		}
	}
	return strconv.FormatInt(int64(s), 10) + "B"
}

// UnmarshalText parses the policy.toml form.
func (s *Size) UnmarshalText(b []byte) error {
	v, err := ParseSize(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// zeroSize says what to write instead of a zero size. Zero is how the model says "not set", as for
// a duration, and a limit of zero bytes would refuse every response.
const zeroSize = `want a size of at least 1 byte, e.g. 500KiB or 8MB; for "not set", leave the key out`

// UnmarshalTOML accepts a string with a unit or an integer of bytes, of at least one byte.
func (s *Size) UnmarshalTOML(v any) error {
	switch v := v.(type) {
	case int64:
		if v < 0 {
			return fmt.Errorf("%d is negative (want a size such as 500KiB or 8MB)", v)
		}
		if v > maxSize {
			return fmt.Errorf("%d is too large (at most %d)", v, int64(maxSize))
		}
		if v == 0 {
			return fmt.Errorf("0 is zero (%s)", zeroSize)
		}
		*s = Size(v)
		return nil
	case string:
		if err := s.UnmarshalText([]byte(v)); err != nil {
			return err
		}
		if *s == 0 {
			return fmt.Errorf("%q is zero (%s)", v, zeroSize)
		}
		return nil
	}
	return fmt.Errorf("is %s, want a size such as 500KiB or 8MB", tomlTypeName(v))
}

// TimeOfDay is a wall-clock time in the site's time zone, in minutes after midnight (0 to 1440; 1440
// is "24:00", allowed only as the end of a range). In both policy.toml and policy.json it is "HH:MM".
type TimeOfDay int

// Hour returns the hour, 0 to 24.
func (t TimeOfDay) Hour() int { return int(t) / 60 }

// Minute returns the minute, 0 to 59.
func (t TimeOfDay) Minute() int { return int(t) % 60 }

// String writes "HH:MM" in 24-hour form.
func (t TimeOfDay) String() string { return fmt.Sprintf("%02d:%02d", t.Hour(), t.Minute()) }

// ParseTimeOfDay parses "HH:MM" (24-hour clock, "24:00" allowed for the end of a day).
func ParseTimeOfDay(s string) (TimeOfDay, error) {
	s = strings.TrimSpace(s)
	h, m, ok := strings.Cut(s, ":")
	hh, err1 := strconv.Atoi(h)
	mm, err2 := strconv.Atoi(m)
	digits := func(s string) bool { return strings.Trim(s, "0123456789") == "" }
	if !ok || err1 != nil || err2 != nil || len(m) != 2 || len(h) < 1 || len(h) > 2 || !digits(h) || !digits(m) ||
		hh < 0 || mm < 0 || mm > 59 || hh > 24 || (hh == 24 && mm != 0) {
		return 0, fmt.Errorf("%q is not a time of day (want HH:MM on a 24-hour clock, e.g. 07:00)", s)
	}
	return TimeOfDay(hh*60 + mm), nil
}

// UnmarshalText parses "HH:MM".
func (t *TimeOfDay) UnmarshalText(b []byte) error {
	v, err := ParseTimeOfDay(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// MarshalText writes "HH:MM".
func (t TimeOfDay) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// TimeRange is a span of the day, "07:00-19:00", from From (inclusive) to To (exclusive), in the
// site's time zone. A range whose end is not after its start crosses midnight; the policy must say
// so with overnight = true where the range is used.
type TimeRange struct {
	From, To TimeOfDay
}

// ParseTimeRange parses "HH:MM-HH:MM" (an en dash is accepted for the hyphen).
func ParseTimeRange(s string) (TimeRange, error) {
	from, to, ok := strings.Cut(strings.ReplaceAll(s, "–", "-"), "-")
	if !ok {
		return TimeRange{}, fmt.Errorf("%q is not a time range (want HH:MM-HH:MM, e.g. 07:00-19:00)", s)
	}
	f, err := ParseTimeOfDay(from)
	if err != nil {
		return TimeRange{}, fmt.Errorf("%q is not a time range: %w", s, err)
	}
	t, err := ParseTimeOfDay(to)
	if err != nil {
		return TimeRange{}, fmt.Errorf("%q is not a time range: %w", s, err)
	}
	if f == 24*60 {
		return TimeRange{}, fmt.Errorf("%q starts at 24:00 (write 00:00)", s)
	}
	// An empty span is an error here, not in validation: "00:00-00:00" is also the zero TimeRange,
	// which reads as "not set" (a cadence rule without hours).
	if f == t {
		return TimeRange{}, fmt.Errorf("%q is empty: it ends when it starts (for the whole day write 00:00-24:00)", s)
	}
	return TimeRange{f, t}, nil
}

// IsZero reports whether r is unset.
func (r TimeRange) IsZero() bool { return r == TimeRange{} }

// CrossesMidnight reports whether r ends on the next day.
func (r TimeRange) CrossesMidnight() bool { return r.To <= r.From && !r.IsZero() }

// Duration returns the length of the range, counting a range across midnight into the next day.
func (r TimeRange) Duration() time.Duration {
	d := int(r.To) - int(r.From)
	if d <= 0 {
		d += 24 * 60
	}
	return time.Duration(d) * time.Minute
}

// Contains reports whether the wall-clock time t (minutes after midnight) lies in r.
func (r TimeRange) Contains(t TimeOfDay) bool {
	if r.CrossesMidnight() {
		return t >= r.From || t < r.To
	}
	return t >= r.From && t < r.To
}

// String writes "HH:MM-HH:MM".
func (r TimeRange) String() string { return r.From.String() + "-" + r.To.String() }

// UnmarshalText parses "HH:MM-HH:MM".
func (r *TimeRange) UnmarshalText(b []byte) error {
	v, err := ParseTimeRange(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// MarshalText writes "HH:MM-HH:MM".
func (r TimeRange) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// Weekdays is a set of days of the week, one bit per time.Weekday. In policy.toml it is a string
// of day names and ranges, "mon-fri", "sat,sun", "mon"; in policy.json an array of day names in
// week order starting on Monday (ISO 8601), e.g. ["mon","tue","wed","thu","fri"]. The zero value
// means "every day" where a rule leaves the days out.
type Weekdays uint8

var dayNames = []string{"sun", "mon", "tue", "wed", "thu", "fri", "sat"}

// isoOrder lists the weekdays Monday first, as ISO 8601 and European calendars do.
var isoOrder = []time.Weekday{time.Monday, time.Tuesday, time.Wednesday, time.Thursday, time.Friday, time.Saturday, time.Sunday}

// Has reports whether d is in the set.
func (w Weekdays) Has(d time.Weekday) bool { return w&(1<<d) != 0 }

// Days lists the days of the set, Monday first.
func (w Weekdays) Days() []time.Weekday {
	var out []time.Weekday
	for _, d := range isoOrder {
		if w.Has(d) {
			out = append(out, d)
		}
	}
	return out
}

// Runs splits the set into runs of consecutive days, for display as ranges, in week order Monday
// first (Monday to Friday is one run; Saturday and Sunday another). A run through Sunday into
// Monday is one run and comes first: "sat-tue" is Saturday to Tuesday, not Monday and Tuesday,
// Saturday and Sunday.
func (w Weekdays) Runs() [][2]time.Weekday {
	runs := w.weekRuns()
	if n := len(runs); n > 1 && runs[0][0] == time.Monday && runs[n-1][1] == time.Sunday {
		wrapped := [2]time.Weekday{runs[n-1][0], runs[0][1]}
		runs = append([][2]time.Weekday{wrapped}, runs[1:n-1]...)
	}
	return runs
}

// weekRuns is Runs without joining a run that ends on Sunday to one that starts on Monday.
func (w Weekdays) weekRuns() [][2]time.Weekday {
	var runs [][2]time.Weekday
	for i := 0; i < len(isoOrder); {
		if !w.Has(isoOrder[i]) {
			i++
			continue
		}
		j := i
		for j+1 < len(isoOrder) && w.Has(isoOrder[j+1]) {
			j++
		}
		runs = append(runs, [2]time.Weekday{isoOrder[i], isoOrder[j]})
		i = j + 1
	}
	return runs
}

// AllDays is the set of every day of the week.
const AllDays Weekdays = 1<<7 - 1

func dayIndex(name string) (time.Weekday, bool) {
	name = strings.ToLower(strings.TrimSpace(name))
	for i, n := range dayNames {
		if name == n {
			return time.Weekday(i), true
		}
	}
	return 0, false
}

func isoIndex(d time.Weekday) int { return (int(d) + 6) % 7 }

// ParseWeekdays parses "mon-fri", "sat,sun", "mon", "mon-sun". A range runs forward through the
// week, so "fri-mon" is Friday to Monday.
func ParseWeekdays(s string) (Weekdays, error) {
	var w Weekdays
	bad := fmt.Errorf("%q is not a set of weekdays (want day names mon, tue, wed, thu, fri, sat, sun and ranges, e.g. \"mon-fri\" or \"sat,sun\")", s)
	for _, part := range strings.Split(s, ",") {
		a, b, isRange := strings.Cut(part, "-")
		from, ok := dayIndex(a)
		if !ok {
			return 0, bad
		}
		to := from
		if isRange {
			if to, ok = dayIndex(b); !ok {
				return 0, bad
			}
		}
		for i := isoIndex(from); ; i = (i + 1) % 7 {
			w |= 1 << isoOrder[i]
			if isoOrder[i] == to {
				break
			}
		}
	}
	return w, nil
}

// String writes the set as runs, "mon-fri", "sat,sun" → "sat-sun".
func (w Weekdays) String() string {
	var parts []string
	for _, r := range w.Runs() {
		if r[0] == r[1] {
			parts = append(parts, dayNames[r[0]])
		} else {
			parts = append(parts, dayNames[r[0]]+"-"+dayNames[r[1]])
		}
	}
	return strings.Join(parts, ",")
}

// UnmarshalText parses the policy.toml form.
func (w *Weekdays) UnmarshalText(b []byte) error {
	v, err := ParseWeekdays(string(b))
	if err != nil {
		return err
	}
	*w = v
	return nil
}

// MarshalText writes the policy.toml form.
func (w Weekdays) MarshalText() ([]byte, error) { return []byte(w.String()), nil }

// MarshalJSON writes an array of day names, Monday first.
func (w Weekdays) MarshalJSON() ([]byte, error) {
	var b strings.Builder
	b.WriteByte('[')
	for i, d := range w.Days() {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(dayNames[d]))
	}
	b.WriteByte(']')
	return []byte(b.String()), nil
}

// UnmarshalJSON reads an array of day names.
func (w *Weekdays) UnmarshalJSON(b []byte) error {
	var names []string
	if err := jsonUnmarshal(b, &names); err != nil {
		return err
	}
	*w = 0
	for _, n := range names {
		d, ok := dayIndex(n)
		if !ok {
			return fmt.Errorf("%q is not a day name", n)
		}
		*w |= 1 << d
	}
	return nil
}

// Date is a calendar date without time of day, "2026-11-29" in both policy.toml (a TOML local date
// or a string) and policy.json, from 1994-06-30 to 2099-12-31. Time is midnight UTC.
type Date struct{ time.Time }

// The dates a policy can hold: none before the Robots Exclusion Protocol was published (30 June
// 1994, robotstxt.org), none after 2099. A date out of this range is a typing error: 0001-01-01
// would also read as "not set", and 9999-12-31 would be published as the date of the last change.
var (
	firstDate = time.Date(1994, time.June, 30, 0, 0, 0, 0, time.UTC)
	lastDate  = time.Date(2099, time.December, 31, 0, 0, 0, 0, time.UTC)
)

// plausible refuses a date outside firstDate to lastDate, saying the range.
func plausible(t time.Time) error {
	rng := fmt.Sprintf("want a date from %s, when the Robots Exclusion Protocol was published, to %s",
		firstDate.Format(time.DateOnly), lastDate.Format(time.DateOnly))
	switch {
	case t.Before(firstDate):
		return fmt.Errorf("%s is before robots.txt existed (%s)", t.Format(time.DateOnly), rng)
	case t.After(lastDate):
		return fmt.Errorf("%s is too far in the future to be a date the policy changed (%s)", t.Format(time.DateOnly), rng)
	}
	return nil
}

// ParseDate parses "YYYY-MM-DD", a date from 1994-06-30 to 2099-12-31.
func ParseDate(s string) (Date, error) {
	t, err := time.Parse(time.DateOnly, strings.TrimSpace(s))
	if err != nil {
		return Date{}, fmt.Errorf("%q is not a date (want YYYY-MM-DD, e.g. 2026-11-29)", s)
	}
	if err := plausible(t); err != nil {
		return Date{}, err
	}
	return Date{t}, nil
}

// String writes "YYYY-MM-DD".
func (d Date) String() string { return d.Format(time.DateOnly) }

// UnmarshalTOML accepts a TOML local date (2026-11-29) or a string "2026-11-29".
func (d *Date) UnmarshalTOML(v any) error {
	switch v := v.(type) {
	case time.Time:
		if v.Hour() != 0 || v.Minute() != 0 || v.Second() != 0 || v.Nanosecond() != 0 {
			return fmt.Errorf("is a date-time, want a date without a time of day (e.g. 2026-11-29)")
		}
		t := time.Date(v.Year(), v.Month(), v.Day(), 0, 0, 0, 0, time.UTC)
		if err := plausible(t); err != nil {
			return err
		}
		*d = Date{t}
		return nil
	case string:
		p, err := ParseDate(v)
		if err != nil {
			return err
		}
		*d = p
		return nil
	}
	return fmt.Errorf("is %s, want a date such as 2026-11-29", tomlTypeName(v))
}

// MarshalText writes "YYYY-MM-DD".
func (d Date) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// MarshalJSON writes "YYYY-MM-DD" (time.Time's own form would add a time of day).
func (d Date) MarshalJSON() ([]byte, error) { return []byte(`"` + d.String() + `"`), nil }

// UnmarshalJSON reads "YYYY-MM-DD".
func (d *Date) UnmarshalJSON(b []byte) error {
	s, err := strconv.Unquote(string(b))
	if err != nil {
		return fmt.Errorf("date: want a string YYYY-MM-DD, got %s", b)
	}
	return d.UnmarshalText([]byte(s))
}

// UnmarshalText parses "YYYY-MM-DD" (the policy.json form).
func (d *Date) UnmarshalText(b []byte) error {
	p, err := ParseDate(string(b))
	if err != nil {
		return err
	}
	*d = p
	return nil
}

// Day bounds a span of days (jobs.X.dates): a date (2027-03-01, a TOML local date or a string),
// or, written "MM-DD" ("03-01"), that day of every year. policy.json writes it as it was given:
// "2027-03-01" or "03-01".
type Day struct {
	// Date is the day where it has a year; zero for a day of every year.
	Date
	// Month and DayOfMonth are the day of every year, where Date is zero.
	Month      time.Month
	DayOfMonth int
}

// monthDay matches a day of the year without one: two digits of a month, two of a day.
var monthDay = lazyre.New(`^(\d{2})-(\d{2})$`)

// ParseDay parses "YYYY-MM-DD" or "MM-DD". February 29 is refused without a year: it does not
// occur every year.
func ParseDay(s string) (Day, error) {
	s = strings.TrimSpace(s)
	m := monthDay.FindStringSubmatch(s)
	if m == nil {
		if _, err := time.Parse(time.DateOnly, s); err != nil {
			return Day{}, fmt.Errorf("%q is not a date (want YYYY-MM-DD, e.g. 2027-03-01, or MM-DD for the same day every year, e.g. 03-01)", s)
		}
		d, err := ParseDate(s) // a date out of the plausible range says so
		if err != nil {
			return Day{}, err
		}
		return Day{Date: d}, nil
	}
	month, _ := strconv.Atoi(m[1])
	day, _ := strconv.Atoi(m[2])
	if month < 1 || month > 12 || day < 1 || time.Date(2000, time.Month(month), day, 0, 0, 0, 0, time.UTC).Day() != day {
		return Day{}, fmt.Errorf("%q is no day of the year (want MM-DD, e.g. 03-01)", s)
	}
	if month == 2 && day == 29 {
		return Day{}, fmt.Errorf("%q does not occur every year (want 02-28 or 03-01, or a date with its year)", s)
	}
	return Day{Month: time.Month(month), DayOfMonth: day}, nil
}

// Yearly reports whether the day is a day of every year ("03-01").
func (d Day) Yearly() bool { return d.Date.IsZero() && d.Month != 0 }

// IsZero reports whether the day is not set.
func (d Day) IsZero() bool { return d.Date.IsZero() && d.Month == 0 }

// String writes "YYYY-MM-DD", or "MM-DD" for a day of every year.
func (d Day) String() string {
	if d.Yearly() {
		return fmt.Sprintf("%02d-%02d", int(d.Month), d.DayOfMonth)
	}
	return d.Date.String()
}

// UnmarshalTOML accepts a TOML local date, or a string "YYYY-MM-DD" or "MM-DD".
func (d *Day) UnmarshalTOML(v any) error {
	if s, ok := v.(string); ok {
		p, err := ParseDay(s)
		if err != nil {
			return err
		}
		*d = p
		return nil
	}
	var date Date
	if err := date.UnmarshalTOML(v); err != nil {
		return err
	}
	*d = Day{Date: date}
	return nil
}

// MarshalText writes the day as String does.
func (d Day) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// MarshalJSON writes "YYYY-MM-DD" or "MM-DD".
func (d Day) MarshalJSON() ([]byte, error) { return []byte(`"` + d.String() + `"`), nil }

// UnmarshalJSON reads "YYYY-MM-DD" or "MM-DD".
func (d *Day) UnmarshalJSON(b []byte) error {
	s, err := strconv.Unquote(string(b))
	if err != nil {
		return fmt.Errorf("day: want a string YYYY-MM-DD or MM-DD, got %s", b)
	}
	return d.UnmarshalText([]byte(s))
}

// UnmarshalText parses "YYYY-MM-DD" or "MM-DD" (the policy.json form).
func (d *Day) UnmarshalText(b []byte) error {
	p, err := ParseDay(string(b))
	if err != nil {
		return err
	}
	*d = p
	return nil
}

// Zone is an IANA time zone such as "Europe/Berlin": the zone of a place as the tz database's
// zone.tab lists it, or UTC ([CanonicalZone]); aliases, Etc/GMT+5 (five hours behind UTC),
// Factory and posixrules are refused. sitegen embeds the time zone database, so a
// zone loads on any machine.
type Zone struct{ *time.Location }

// UnmarshalText loads the zone by its IANA name.
func (z *Zone) UnmarshalText(b []byte) error {
	name := string(b)
	if name == "" || name == "Local" || strings.EqualFold(name, "local") {
		return fmt.Errorf("%q is not an IANA time zone (want e.g. Europe/Berlin)", name)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return fmt.Errorf("%q is not an IANA time zone (want e.g. Europe/Berlin, Europe/Paris, Europe/Warsaw)", name)
	}
	if !CanonicalZone(name) {
		return fmt.Errorf("%s", zoneProblem(name, loc))
	}
	z.Location = loc
	return nil
}

// MarshalText writes the IANA name.
func (z Zone) MarshalText() ([]byte, error) { return []byte(z.String()), nil }

// String returns the IANA name, or "" when unset.
func (z Zone) String() string {
	if z.Location == nil {
		return ""
	}
	return z.Location.String()
}

// Prefix is an IP prefix, IPv4 or IPv6, "203.0.113.0/24" or "2001:db8::/32". In policy.toml a
// single address may be written without a length ("203.0.113.200" means "203.0.113.200/32"); in
// policy.json it is always written with its length. Host bits must be zero.
type Prefix struct{ netip.Prefix }

// ParsePrefix parses an address or prefix.
func ParsePrefix(s string) (Prefix, error) {
	s = strings.TrimSpace(s)
	if !strings.Contains(s, "/") {
		a, err := netip.ParseAddr(s)
		if err != nil || a.Zone() != "" {
			return Prefix{}, fmt.Errorf("%q is not an IP address or prefix (want e.g. 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32)", s)
		}
		a = a.Unmap()
		return Prefix{netip.PrefixFrom(a, a.BitLen())}, nil
	}
	p, err := netip.ParsePrefix(s)
	if err != nil {
		return Prefix{}, fmt.Errorf("%q is not an IP address or prefix (want e.g. 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32)", s)
	}
	if p.Masked() != p {
		return Prefix{}, fmt.Errorf("%q has bits set after the prefix length (did you mean %s?)", s, p.Masked())
	}
	return Prefix{p}, nil
}

// UnmarshalText parses an address or prefix.
func (p *Prefix) UnmarshalText(b []byte) error {
	v, err := ParsePrefix(string(b))
	if err != nil {
		return err
	}
	*p = v
	return nil
}

// MarshalText writes the prefix with its length.
func (p Prefix) MarshalText() ([]byte, error) { return []byte(p.Prefix.String()), nil }

// Token is a robots.txt product token, such as "civic-ingestor"; robots.txt matches it
// case-insensitively. RFC 9309 §2.2.1 allows letters, "_" and "-"; tokens in use also carry
// digits and dots ("MJ12bot"), so those load too, with a warning (see RFC9309), since an RFC 9309
// parser reads such a token otherwise.
type Token string

// ParseToken checks the syntax of a product token: ASCII letters, digits, "_", "-" and ".".
func ParseToken(s string) (Token, error) {
	if s == "" {
		return "", fmt.Errorf("empty product token (want ASCII letters A–Z and a–z, \"_\" and \"-\", RFC 9309 §2.2.1)")
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' || r == '.') {
			return "", fmt.Errorf("%q is not a product token: %q (U+%04X) is not allowed (ASCII letters A–Z and a–z, \"_\" and \"-\", RFC 9309 §2.2.1; digits and \".\" load with a warning)", s, r, r)
		}
	}
	return Token(s), nil
}

// RFC9309 returns the product token an RFC 9309 parser reads from a User-agent line that names
// t: its leading letters, "_" and "-" (§2.2.1), "" when it starts with another character. It is
// t itself when t keeps to the syntax.
func (t Token) RFC9309() string {
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '-') {
			return string(t[:i])
		}
	}
	return string(t)
}

// UnmarshalText checks the token's syntax.
func (t *Token) UnmarshalText(b []byte) error {
	v, err := ParseToken(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// Equal reports whether two tokens are the same for robots.txt, which compares them without regard
// to case (RFC 9309 §2.2.1).
func (t Token) Equal(u Token) bool { return strings.EqualFold(string(t), string(u)) }

// URL is an absolute http or https URL holding only the characters RFC 3986 allows where they
// stand, with a host name by RFC 1123's rules or an IP address (see CheckURL).
type URL string

// UnmarshalText checks the URL with [CheckURL].
func (u *URL) UnmarshalText(b []byte) error {
	s := string(b)
	if err := CheckURL(s); err != nil {
		return err
	}
	*u = URL(s)
	return nil
}

// CheckURL checks a URL of the policy (operator.website, source_code, republishes, a request's
// form): an absolute http or https URL with a host and without user information, holding only
// the characters RFC 3986 allows where they stand. Go's url.Parse accepts more (a quote, "<", a
// space in a path), so the characters are checked first: anywhere only those of §2 (unreserved,
// reserved, "%"), "%" only as a percent-encoding with two hexadecimal digits (§2.1), "[" and "]"
// only around an IPv6 address in the host (§3.2.2; a path, §3.3, a query, §3.4, or a fragment,
// §3.5, holds them percent-encoded), one "#" at most (§3.5). The host is an IP address or a host
// name by RFC 1123 §2.1 (see [CheckHostName]); a port is from 1 to 65535 (§3.2.3). The error
// says the form that would be right where there is one.
func CheckURL(s string) error {
	if err := checkURLCharacters(s, "a host name, e.g. https://crawler.example/", func(s string) string { return s }); err != nil {
		return err
	}
	u, err := url.Parse(s)
	switch {
	case err != nil || u.Scheme == "" || u.Host == "" || u.Opaque != "":
		return fmt.Errorf("%q is not an absolute URL (want e.g. https://crawler.example/)", s)
	case u.Scheme != "https" && u.Scheme != "http":
		return fmt.Errorf("%q is not an http or https URL (want e.g. https://crawler.example/)", s)
	case u.User != nil:
		// Name the problem (newuser9: "is not an absolute URL" of one that is).
		plain := *u
		plain.User = nil
		// The password is not echoed (url.URL.Redacted).
		return fmt.Errorf("%q has user information, which a published URL must not carry (write %q)", u.Redacted(), plain.String())
	}
	if p := u.Port(); p != "" || strings.HasSuffix(u.Host, ":") {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			def := "443"
			if u.Scheme == "http" {
				def = "80"
			}
			return fmt.Errorf("%q has port %s (want a port from 1 to 65535, or none for %s)", s, p, def)
		}
	}
	if host := u.Hostname(); !strings.HasPrefix(u.Host, "[") {
		if _, err := netip.ParseAddr(host); err != nil {
			if err := CheckHostName(host); err != nil {
				return fmt.Errorf("%q has the host %q, which no DNS name can be: %v", s, host, err)
			}
		}
	}
	return nil
}

// checkURLCharacters checks the characters of a URL as written (RFC 3986): only those of §2
// anywhere, "%" only before two hexadecimal digits (§2.1), "[" and "]" only in the authority
// (§3.2.2: an IPv6 literal), "#" once (§3.5). A host with other characters is named as such, and
// one in Unicode gets its ASCII form (IDNA).
//
// A character in the host makes it no host name, which percent-encoding would not mend: the error
// names the host and suggests no URL, want saying what to write instead (new-user trial 25, F-17:
// "http://x y/" was told to write "http://x%20y/"). Elsewhere the URL is suggested with every
// such character percent-encoded, and then mended by mend (the identity where nothing else is
// mended).
func checkURLCharacters(s, want string, mend func(string) string) error {
	if i := strings.IndexFunc(s, func(r rune) bool { return !uriChar(r) }); i >= 0 {
		r, _ := utf8.DecodeRuneInString(s[i:])
		what := strconv.Quote(string(r))
		if r == ' ' {
			what = "a space"
		}
		if host, start, ok := writtenHost(s); ok && i >= start && i < start+len(host) {
			if ascii, err := idna.Lookup.ToASCII(host); err == nil && r > unicode.MaxASCII {
				return fmt.Errorf("%q has the host %q, which a URL writes in ASCII (RFC 3986 §3.2.2, IDNA: write %q)", s, host, strings.Replace(s, host, ascii, 1))
			}
			return fmt.Errorf("%q has the host %q, which no host name can be: it contains %s (RFC 3986 §3.2.2; want %s)", s, host, what, want)
		}
		return fmt.Errorf("%q contains %s, which a URL cannot hold (RFC 3986 §2; write %q)", s, what, mend(percentEncode(s)))
	}
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && (i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2])) {
			bad := s[i:min(i+3, len(s))]
			return fmt.Errorf("%q contains %q, which is not a percent-encoding (RFC 3986 §2.1: \"%%\" and two hexadecimal digits; write %q)", s, bad, s[:i]+"%25"+s[i+1:])
		}
	}
	rest := s
	if i := strings.Index(rest, "://"); i >= 0 {
		rest = rest[i+3:]
	}
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[i:] // after the authority: path, query and fragment
	} else {
		rest = ""
	}
	if i := strings.IndexAny(rest, "[]"); i >= 0 {
		enc := strings.NewReplacer("[", "%5B", "]", "%5D").Replace(rest)
		return fmt.Errorf("%q contains %q after its host, where RFC 3986 allows it only percent-encoded (§3.3, §3.4, §3.5: write %q)", s, rest[i:i+1], strings.TrimSuffix(s, rest)+enc)
	}
	if i := strings.Index(rest, "#"); i >= 0 && strings.Contains(rest[i+1:], "#") {
		j := i + 1 + strings.Index(rest[i+1:], "#")
		return fmt.Errorf("%q contains a second \"#\", which a fragment holds only percent-encoded (RFC 3986 §3.5: write %q)", s, strings.TrimSuffix(s, rest)+rest[:j]+"%23"+rest[j+1:])
	}
	return nil
}

// writtenHost is the host of the URL s as written, without user information or port, and where
// it starts in s; ok is false where s has no "://". It reads the text alone, so that it finds the
// host of a URL that url.Parse refuses ("http://x y/").
func writtenHost(s string) (host string, start int, ok bool) {
	i := strings.Index(s, "://")
	if i < 0 {
		return "", 0, false
	}
	start = i + 3
	host = s[start:]
	if j := strings.IndexAny(host, "/?#"); j >= 0 {
		host = host[:j]
	}
	if k := strings.LastIndexByte(host, '@'); k >= 0 {
		start += k + 1
		host = host[k+1:]
	}
	if !strings.HasPrefix(host, "[") {
		if c := strings.LastIndexByte(host, ':'); c >= 0 {
			host = host[:c]
		}
	}
	return host, start, true
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// CheckHostName checks a host name (not an IP address) as DNS names are written (RFC 1123 §2.1,
// which relaxes RFC 952's first character): labels of 1 to 63 ASCII letters, digits and "-",
// neither starting nor ending with "-", separated by single dots, at most 253 characters in all,
// and a last label that is not all digits (it would read as an IPv4 address). The error says
// which rule the name breaks.
func CheckHostName(host string) error {
	const rule = `RFC 1123 §2.1: labels of 1 to 63 letters, digits and "-", not starting or ending with "-", joined by single dots`
	if len(host) > 253 {
		return fmt.Errorf("it is %d characters long (%s, at most 253 characters in all)", len(host), rule)
	}
	labels := strings.Split(host, ".")
	for i, l := range labels {
		switch {
		case l == "" && i == len(labels)-1 && i > 0:
			return fmt.Errorf("it ends with a dot, an empty label (%s)", rule)
		case l == "":
			return fmt.Errorf("it has an empty label (%s)", rule)
		case len(l) > 63:
			return fmt.Errorf("the label %q is %d characters long (%s)", l, len(l), rule)
		case l[0] == '-':
			return fmt.Errorf("the label %q starts with \"-\" (%s)", l, rule)
		case l[len(l)-1] == '-':
			return fmt.Errorf("the label %q ends with \"-\" (%s)", l, rule)
		}
		if j := strings.IndexFunc(l, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-')
		}); j >= 0 {
			r, _ := utf8.DecodeRuneInString(l[j:])
			return fmt.Errorf("the label %q holds %s (%s)", l, strconv.Quote(string(r)), rule)
		}
	}
	if last := labels[len(labels)-1]; strings.Trim(last, "0123456789") == "" {
		return fmt.Errorf("its last label %q is all digits, so it reads as an IPv4 address, not a name (RFC 1123 §2.1)", last)
	}
	return nil
}

// Parsed returns the parsed URL; it cannot fail for a URL that was loaded.
func (u URL) Parsed() *url.URL {
	p, err := url.Parse(string(u))
	if err != nil {
		return &url.URL{}
	}
	return p
}

// Email is a bare e-mail address, "support@civic.example" (no display name).
type Email string

// UnmarshalText checks the address syntax (RFC 5322 addr-spec) and that its domain is a host name
// ([CheckHostName]) or an address literal.
func (e *Email) UnmarshalText(b []byte) error {
	s := string(b)
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return fmt.Errorf("%q is not an e-mail address (want e.g. support@crawler.example)", s)
	}
	if d := e.domainOf(s); !strings.HasPrefix(d, "[") {
		if err := CheckHostName(d); err != nil {
			// A domain in Unicode has an ASCII form, which every mail server takes (IDNA, as for
			// a URL's host; new-user trial 20, F9).
			if ascii, aerr := idna.Lookup.ToASCII(d); aerr == nil && ascii != d && CheckHostName(ascii) == nil {
				return fmt.Errorf("%q has the domain %q, which an e-mail address writes in ASCII for every mail server to take (IDNA: write %q)", s, d, s[:len(s)-len(d)]+ascii)
			}
			return fmt.Errorf("%q is not an e-mail address: its domain %q is no DNS name: %v", s, d, err)
		}
	}
	*e = Email(s)
	return nil
}

func (Email) domainOf(s string) string { return s[strings.LastIndex(s, "@")+1:] }

// Domain returns the part after the last "@".
func (e Email) Domain() string { return e.domainOf(string(e)) }

// UserAgent is a User-Agent header value exactly as the crawler sends it. It may contain the
// placeholder {version}, which stands for the crawler's current version.
type UserAgent string

// Expand returns the header value with {version} replaced.
func (u UserAgent) Expand(version string) string {
	return strings.ReplaceAll(string(u), "{version}", version)
}

// UnmarshalText checks that the value is a valid header value (RFC 9110 §5.5: visible ASCII and
// spaces, neither first nor last: a field value has no leading or trailing whitespace, since
// whatever carries it strips them, so no server's log would show them).
func (u *UserAgent) UnmarshalText(b []byte) error {
	s := string(b)
	if strings.TrimSpace(s) == "" {
		return fmt.Errorf("empty User-Agent")
	}
	if t := strings.Trim(s, " \t"); t != s {
		where := "begins"
		if strings.HasPrefix(s, t) {
			where = "ends"
		} else if !strings.HasSuffix(s, t) {
			where = "begins and ends"
		}
		return fmt.Errorf("%q %s with whitespace, which no server sees: an HTTP field value has no leading or trailing whitespace (RFC 9110 §5.5; write %q)", s, where, t)
	}
	for _, r := range s {
		if r > unicode.MaxASCII || (r < ' ' && r != '\t') || r == 0x7f {
			return fmt.Errorf("%q is not a valid User-Agent header value: %q (U+%04X) is not allowed (RFC 9110 §5.5)", s, r, r)
		}
	}
	*u = UserAgent(s)
	return nil
}

// Label is a short operator-specific text in every language of the site, keyed by language tag:
// { en = "Incremental sync", de = "Inkrementeller Abgleich", ... }. Validation requires exactly the
// site's languages, and no text may state a number (characters of Unicode category N standing
// as a word, or followed by a unit as in 5s, 10MB, 6am, 2x; a digit within a name, MJ12bot, IPv4,
// HTTP/2, RFC 9116, is no number: Quantities): the pages prove every number they show against what the crawler keeps, which no
// proof can do for a number in a label.
type Label map[string]string

// In returns the label in lang.
func (l Label) In(lang string) string { return l[lang] }

func tomlTypeName(v any) string {
	switch v.(type) {
	case string:
		return "a string"
	case int64:
		return "an integer"
	case float64:
		return "a float"
	case bool:
		return "a boolean"
	case time.Time:
		return "a date-time"
	case []any, []map[string]any:
		return "an array"
	case map[string]any:
		return "a table"
	}
	return fmt.Sprintf("%T", v)
}

// Count is a whole number of at least 1 (a concurrency, a cap, a threshold). Zero means "not set";
// policy.toml cannot write zero or less. In policy.json it is a plain number.
type Count int

// UnmarshalTOML accepts an integer of at least 1.
func (c *Count) UnmarshalTOML(v any) error {
	n, ok := v.(int64)
	if !ok {
		return fmt.Errorf("is %s, want a whole number of at least 1", tomlTypeName(v))
	}
	if n < 1 {
		return fmt.Errorf("%d is below 1 (want a whole number of at least 1)", n)
	}
	if n > math.MaxInt32 {
		return fmt.Errorf("%d is too large (at most %d)", n, math.MaxInt32)
	}
	*c = Count(n)
	return nil
}

// CheckBaseURL checks the URL a site is published at (site.base_url, or build's --base-url): an
// absolute https URL of a public host, ending in "/", without user information, query or
// fragment, holding only the characters a URL can (RFC 3986 §2), and in normal form (RFC 3986
// §6.2.2 and §6.2.3: scheme and host in lower case, no default port, no dot segments), since it
// is published as written in the sitemap, the pages' links and policy.json. The error says the
// form that would be right where there is one, with every fault mended at once; a host that no
// host name can be is named, with no form suggested.
func CheckBaseURL(s string) error {
	// A character mended by percent-encoding, the other faults are mended too (new-user trial
	// 12, item 12), where that gives a URL that is valid.
	mend := func(enc string) string {
		if u, err := url.Parse(enc); err == nil && u.Host != "" {
			if f := mendBaseURL(u); CheckBaseURL(f) == nil {
				return f
			}
		}
		return enc
	}
	if err := checkURLCharacters(s, "the host the site is published at, e.g. https://crawler.example/", mend); err != nil {
		return err
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" || u.Opaque != "" {
		return fmt.Errorf("%q is not an absolute URL (want e.g. https://crawler.example/)", s)
	}
	// What to write instead: the URL with every fault of its form mended at once, where that is
	// valid (new-user trial 12, item 12: one suggestion after another, each still invalid).
	fixed := func(partial string) string {
		if f := mendBaseURL(u); f != s && CheckBaseURL(f) == nil {
			return f
		}
		return partial
	}
	if !strings.EqualFold(u.Scheme, "https") {
		https := *u
		https.Scheme = "https"
		if https.Port() == "80" {
			https.Host = https.Hostname()
		}
		if https.Path == "" {
			https.Path = "/"
		}
		return fmt.Errorf("%q is not an https URL (the site must be served over https: write %q)", s, fixed(https.String()))
	}
	if p := u.Port(); p != "" {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return fmt.Errorf("%q has port %s (want a port from 1 to 65535, or none for 443)", s, p)
		}
	}
	folder := *u
	folder.User, folder.RawQuery, folder.ForceQuery, folder.Fragment, folder.RawFragment = nil, "", false, "", ""
	switch {
	case u.User != nil:
		return fmt.Errorf("%q has user information, which a published URL must not carry (write %q)", s, fixed(folder.String()))
	case u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || strings.Contains(s, "#"):
		return fmt.Errorf("%q has a query or a fragment, which the pages' relative links would drop (want the URL of the site's folder: write %q)", s, fixed(folder.String()))
	}
	host := strings.ToLower(u.Hostname())
	if a, err := netip.ParseAddr(host); err == nil && !a.IsGlobalUnicast() || err == nil && (a.IsPrivate() || a.Is4In6() && a.Unmap().IsPrivate()) ||
		host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return fmt.Errorf("%q names a host that the public internet cannot reach (want the public host name the site is published at)", s)
	}
	if _, err := netip.ParseAddr(host); err != nil && !strings.HasPrefix(u.Host, "[") {
		if err := CheckHostName(host); err != nil {
			return fmt.Errorf("%q has the host %q, which no DNS name can be: %v", s, host, err)
		}
	}
	// The normal form (RFC 3986 §6.2.2): scheme and host in lower case, no default port, dot
	// segments removed (§5.2.4, as ResolveReference does), an empty path written "/" (§6.2.3).
	n := *u
	n.Scheme = "https"
	n.Host = strings.ToLower(u.Host)
	if u.Port() == "443" {
		n.Host = strings.TrimSuffix(n.Host, ":443")
	}
	n.Path, n.RawPath = "", ""
	n = *n.ResolveReference(&url.URL{Path: u.Path, RawPath: u.RawPath})
	if n.Path == "" {
		n.Path = "/"
	}
	if normal := n.String(); normal != s {
		return fmt.Errorf("%q is not in normal form (RFC 3986 §6.2.2: write %q)", s, fixed(normal))
	}
	if !strings.HasSuffix(u.Path, "/") {
		return fmt.Errorf("%q must end in \"/\" (the pages link relative to it: write %q)", s, s+"/")
	}
	return nil
}

// mendBaseURL returns u with every fault of form that CheckBaseURL finds mended: the scheme https
// (a port 80 of http, or 443, dropped), no user information, query or fragment, the host in lower
// case, dot segments removed, and a path that ends in "/".
func mendBaseURL(u *url.URL) string {
	n := *u
	n.User, n.RawQuery, n.ForceQuery, n.Fragment, n.RawFragment = nil, "", false, "", ""
	n.Host = strings.ToLower(u.Host)
	if p := u.Port(); p == "443" || p == "80" && !strings.EqualFold(u.Scheme, "https") {
		n.Host = strings.TrimSuffix(n.Host, ":"+p)
	}
	n.Scheme = "https"
	n.Path, n.RawPath = "", ""
	n = *n.ResolveReference(&url.URL{Path: u.Path, RawPath: u.RawPath})
	if !strings.HasSuffix(n.Path, "/") {
		n.Path += "/"
		if n.RawPath != "" {
			n.RawPath += "/"
		}
	}
	return n.String()
}

// uriChar reports whether r may appear in a URI as written (RFC 3986 §2: unreserved, reserved and
// "%" of a percent-encoding).
func uriChar(r rune) bool {
	return r < utf8.RuneSelf && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' ||
		strings.ContainsRune("-._~:/?#[]@!$&'()*+,;=%", r))
}

// percentEncode writes every byte of s that a URI cannot hold as %XX (RFC 3986 §2.1).
func percentEncode(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < utf8.RuneSelf && uriChar(rune(c)) {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// plural is one where n is 1, else other with n in it.
func plural(n int, one, other string) string {
	if n == 1 {
		return one
	}
	return fmt.Sprintf(other, n)
}

// JobRefs are jobs named by their keys in jobs (Job.StartedBy). policy.toml writes one as a
// string or any number as an array of strings; policy.json writes one as a string and several as
// an array, so that a policy that names one job encodes as it did before the array was allowed
// (new-user trial 28, F-03: a page one link off a listed site is fetched whenever either of two
// checks finds it). Whether each key is a job is Validate's check.
type JobRefs []string

// UnmarshalTOML accepts a string, or a non-empty array of strings, each at most MaxKeyChars
// characters long. Every element that is not a string is named in the one error, by its index.
func (r *JobRefs) UnmarshalTOML(v any) error {
	const want = `want a job's key, e.g. "poll", or an array of them, e.g. ["poll", "crawl"]`
	switch v := v.(type) {
	case string:
		if n := utf8.RuneCountInString(v); n > MaxKeyChars {
			return fmt.Errorf("is a string of %d characters; a job's key has at most %d", n, MaxKeyChars)
		}
		*r = JobRefs{v}
		return nil
	case []any:
		if len(v) == 0 {
			return fmt.Errorf("is an empty array, %s (or leave the key out where no other job starts this one)", want)
		}
		var bad []string
		refs := make(JobRefs, 0, len(v))
		for i, e := range v {
			s, ok := e.(string)
			switch {
			case !ok:
				bad = append(bad, fmt.Sprintf("[%d] is %s", i, tomlTypeName(e)))
			case utf8.RuneCountInString(s) > MaxKeyChars:
				bad = append(bad, fmt.Sprintf("[%d] is a string of %d characters (a job's key has at most %d)", i, utf8.RuneCountInString(s), MaxKeyChars))
			default:
				refs = append(refs, s)
			}
		}
		if bad != nil {
			return fmt.Errorf("%s: %s", strings.Join(bad, ", "), want)
		}
		*r = refs
		return nil
	}
	return fmt.Errorf("is %s, %s", tomlTypeName(v), want)
}
