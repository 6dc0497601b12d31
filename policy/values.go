package policy

import (
	"encoding"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
)

// MaxEntries is the most entries that a list, a table of named entries (agents, jobs, snippets)
// or a label of a policy may hold: no more than policy.toml can, whose MaxFileBytes hold at most
// one entry in two bytes ("1," in a list). Parse needs no count of its own, since it refuses a
// larger file; Validate refuses a policy built in Go with more, and checks nothing else of it,
// since the cost of the rules grows with the entries (a tester's ten million network addresses).
const MaxEntries = MaxFileBytes / 2

// checkGoValues applies to a policy built in Go the rules that policy.toml's value types apply as
// they decode (UnmarshalText, UnmarshalTOML), which the model's other rules take for granted: no
// negative duration, size or count, a time of day from 00:00 to 24:00, a date from firstDate to
// lastDate, a day of the week of the seven, an enumerated value or a token, URL, e-mail address
// or User-Agent as its type parses it; and MaxEntries. Zero is "not set", as in the model. It
// reports each at the key path Parse would name, and whether a collection is over MaxEntries (its
// entries are then not checked).
func checkGoValues(v reflect.Value, path string, report func(path, msg string)) (tooMany bool) {
	switch x := v.Interface().(type) {
	case Duration:
		if x.Duration < 0 {
			report(path, fmt.Sprintf("%s is negative (want a length of time such as 90s, 15m, 24h or 7d; zero for not set)", x.Duration))
		}
		return false
	case Size:
		if x < 0 {
			report(path, fmt.Sprintf("%d is negative (want a size such as 500KiB or 8MB; zero for not set)", int64(x)))
		} else if x > maxSize {
			report(path, fmt.Sprintf("%d is too large (at most %d)", int64(x), int64(maxSize)))
		}
		return false
	case Count:
		if x < 0 {
			report(path, fmt.Sprintf("%d is negative (want a whole number of at least 1; zero for not set)", int(x)))
		} else if x > math.MaxInt32 {
			report(path, fmt.Sprintf("%d is too large (at most %d)", int(x), math.MaxInt32))
		}
		return false
	case TimeOfDay:
		if !timeOfDay(x) {
			report(path, fmt.Sprintf("%d is not a time of day (want minutes after midnight from 0 to 1440: 00:00 to 24:00)", int(x)))
		}
		return false
	case TimeRange:
		switch {
		case !timeOfDay(x.From) || !timeOfDay(x.To):
			report(path, fmt.Sprintf("%d-%d is not a time range (want minutes after midnight from 0 to 1440: 00:00 to 24:00)", int(x.From), int(x.To)))
		case x.From == 24*60:
			report(path, fmt.Sprintf("%s starts at 24:00 (write 00:00)", x))
		}
		return false
	case Weekdays:
		if x >= 1<<7 {
			report(path, fmt.Sprintf("%#b has bits beyond the seven days of the week (want 1<<time.Sunday to 1<<time.Saturday)", uint8(x)))
		}
		return false
	case Date:
		if !x.IsZero() {
			if err := plausible(x.Time); err != nil {
				report(path, err.Error())
			}
		}
		return false
	}
	if v.Kind() == reflect.String {
		// An enumerated value, a token, a URL, an e-mail address, a User-Agent: what the loader
		// would decode from the same text.
		if u, ok := reflect.New(v.Type()).Interface().(encoding.TextUnmarshaler); ok && v.Len() > 0 {
			if err := u.UnmarshalText([]byte(v.String())); err != nil {
				report(path, err.Error())
			}
		}
		return false
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return checkGoValues(v.Elem(), path, report)
		}
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
			if !f.IsExported() || name == "" || name == "-" {
				continue
			}
			tooMany = checkGoValues(v.Field(i), joinPath(path, name), report) || tooMany
		}
	case reflect.Map:
		if v.Len() > MaxEntries {
			report(path, fmt.Sprintf("has %d entries; policy.toml holds at most %d", v.Len(), MaxEntries))
			return true
		}
		iter := v.MapRange()
		for iter.Next() {
			tooMany = checkGoValues(iter.Value(), joinPath(path, iter.Key().String()), report) || tooMany
		}
	case reflect.Slice:
		if v.Len() > MaxEntries {
			report(path, fmt.Sprintf("has %d entries; policy.toml holds at most %d", v.Len(), MaxEntries))
			return true
		}
		if k, ok := v.Interface().(interface{ Keys() []string }); ok {
			for i, key := range k.Keys() {
				tooMany = checkGoValues(v.Index(i), joinPath(path, key), report) || tooMany
			}
			return tooMany
		}
		for i := range v.Len() {
			tooMany = checkGoValues(v.Index(i), path+"["+strconv.Itoa(i)+"]", report) || tooMany
		}
	}
	return tooMany
}

// timeOfDay reports whether t is a time of day policy.toml can write, 00:00 to 24:00.
func timeOfDay(t TimeOfDay) bool { return t >= 0 && t <= 24*60 }
