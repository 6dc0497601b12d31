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

// walkGo calls visit for v, a value at path of a policy built in Go, and, where visit returns
// true, for every value v holds, by the key paths policy.toml gives them: a struct's fields by
// their toml names (those without one are not policy.toml's), a map's entries and a named
// collection's items by key, a list's by index. entry, where not nil, is called first for each
// key of a map or named collection, with the collection and the entry's value: false skips the
// entry. Both checks of
// a policy built in Go walk it so (checkGoValues, checkValueCharacters).
func walkGo(v reflect.Value, path string, visit func(v reflect.Value, path string) bool, entry func(in reflect.Value, parent, key string, v reflect.Value) bool) {
	if !visit(v, path) {
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			walkGo(v.Elem(), path, visit, entry)
		}
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
			if !f.IsExported() || name == "" || name == "-" {
				continue
			}
			walkGo(v.Field(i), joinPath(path, name), visit, entry)
		}
	case reflect.Map:
		iter := v.MapRange()
		for iter.Next() {
			k := iter.Key().String()
			if entry == nil || entry(v, path, k, iter.Value()) {
				walkGo(iter.Value(), joinPath(path, k), visit, entry)
			}
		}
	case reflect.Slice:
		if k, ok := v.Interface().(interface{ Keys() []string }); ok {
			for i, key := range k.Keys() {
				if entry == nil || entry(v, path, key, v.Index(i)) {
					walkGo(v.Index(i), joinPath(path, key), visit, entry)
				}
			}
			return
		}
		for i := range v.Len() {
			walkGo(v.Index(i), path+"["+strconv.Itoa(i)+"]", visit, entry)
		}
	}
}

// checkGoValues applies to a policy built in Go the rules that policy.toml's value types apply as
// they decode (UnmarshalText, UnmarshalTOML), which the model's other rules take for granted: no
// negative duration, size or count, a time of day from 00:00 to 24:00, a date from firstDate to
// lastDate, a day of the week of the seven, an enumerated value or a token, URL, e-mail address
// or User-Agent as its type parses it; and MaxEntries. Zero is "not set", as in the model. It
// reports each at the key path Parse would name, and whether a collection is over MaxEntries (its
// entries are then not checked).
func checkGoValues(v reflect.Value, path string, report func(path, msg string)) (tooMany bool) {
	walkGo(v, path, func(v reflect.Value, path string) bool {
		if msg, leaf := goValueProblem(v); leaf {
			if msg != "" {
				report(path, msg)
			}
			return false
		}
		if k := v.Kind(); (k == reflect.Map || k == reflect.Slice) && v.Len() > MaxEntries {
			report(path, fmt.Sprintf("has %d entries; policy.toml holds at most %d", v.Len(), MaxEntries))
			tooMany = true
			return false
		}
		return true
	}, nil)
	return tooMany
}

// goValueProblem says what is wrong with v, if v is a value policy.toml decodes as a whole (a
// duration, a size, a count, a time, a date, days of the week, an enumerated or parsed string):
// leaf is true for such a value, and msg is "" where it is right.
func goValueProblem(v reflect.Value) (msg string, leaf bool) {
	switch x := v.Interface().(type) {
	case Duration:
		if x.Duration < 0 {
			return fmt.Sprintf("%s is negative (want a length of time such as 90s, 15m, 24h or 7d; zero for not set)", x.Duration), true
		}
		return "", true
	case Size:
		if x < 0 {
			return fmt.Sprintf("%d is negative (want a size such as 500KiB or 8MB; zero for not set)", int64(x)), true
		} else if x > maxSize {
			return fmt.Sprintf("%d is too large (at most %d)", int64(x), int64(maxSize)), true
		}
		return "", true
	case Count:
		if x < 0 {
			return fmt.Sprintf("%d is negative (want a whole number of at least 1; zero for not set)", int(x)), true
		} else if x > math.MaxInt32 {
			return fmt.Sprintf("%d is too large (at most %d)", int(x), math.MaxInt32), true
		}
		return "", true
	case TimeOfDay:
		if !timeOfDay(x) {
			return fmt.Sprintf("%d is not a time of day (want minutes after midnight from 0 to 1440: 00:00 to 24:00)", int(x)), true
		}
		return "", true
	case TimeRange:
		switch {
		case !timeOfDay(x.From) || !timeOfDay(x.To):
			return fmt.Sprintf("%d-%d is not a time range (want minutes after midnight from 0 to 1440: 00:00 to 24:00)", int(x.From), int(x.To)), true
		case x.From == 24*60:
			return fmt.Sprintf("%s starts at 24:00 (write 00:00)", x), true
		}
		return "", true
	case Weekdays:
		if x >= 1<<7 {
			return fmt.Sprintf("%#b has bits beyond the seven days of the week (want 1<<time.Sunday to 1<<time.Saturday)", uint8(x)), true
		}
		return "", true
	case Date:
		if !x.IsZero() {
			if err := plausible(x.Time); err != nil {
				return err.Error(), true
			}
		}
		return "", true
	}
	if v.Kind() == reflect.String {
		// An enumerated value, a token, a URL, an e-mail address, a User-Agent: what the loader
		// would decode from the same text.
		if u, ok := reflect.New(v.Type()).Interface().(encoding.TextUnmarshaler); ok && v.Len() > 0 {
			if err := u.UnmarshalText([]byte(v.String())); err != nil {
				return err.Error(), true
			}
		}
		return "", true
	}
	return "", false
}

// timeOfDay reports whether t is a time of day policy.toml can write, 00:00 to 24:00.
func timeOfDay(t TimeOfDay) bool { return t >= 0 && t <= 24*60 }
