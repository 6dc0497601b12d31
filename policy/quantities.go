package policy

import (
	"reflect"
	"strconv"
	"strings"
	"time"
)

// QuantityKind is what a number of the policy counts: a length of time, a number of bytes, or a
// count (of requests, pages, retries, days …).
type QuantityKind int

const (
	QuantityDuration QuantityKind = iota + 1
	QuantitySize
	QuantityCount
)

// Quantity is one number of a policy that prose could state in words ("3 seconds", "5 MB", "90
// days"): a Duration, a Size or a Count, with its key path. Zero values, which the model reads as
// "not set", are none.
type Quantity struct {
	// Path is the key path as policy.toml spells it ("limits.min_interval",
	// "errors.retries.delays[1]").
	Path string
	Kind QuantityKind
	// Value is the number in the kind's unit: nanoseconds (a time.Duration), bytes, or the count.
	Value int64
	// Unpublished is set where the policy's unpublished list names the value: the crawler keeps
	// it, the pages do not state it.
	Unpublished bool
}

// String is the value as policy.toml writes such a value ("3s", "5MB", "2").
func (q Quantity) String() string {
	switch q.Kind {
	case QuantityDuration:
		return Duration{Duration: time.Duration(q.Value)}.String()
	case QuantitySize:
		return Size(q.Value).String()
	}
	return strconv.FormatInt(q.Value, 10)
}

// Quantities returns every length of time, size and count the policy sets, in the order of the
// model's fields: what the operator's prose may state in a literal ({{…}}), which the build
// compares with them (generator, literal quantities).
func (p *Policy) Quantities() []Quantity {
	var out []Quantity
	durationType := reflect.TypeFor[Duration]()
	sizeType := reflect.TypeFor[Size]()
	countType := reflect.TypeFor[Count]()
	walkGo(reflect.ValueOf(p).Elem(), "", func(v reflect.Value, path string) bool {
		q := Quantity{Path: path}
		switch v.Type() {
		case durationType:
			q.Kind, q.Value = QuantityDuration, int64(v.Interface().(Duration).Duration)
		case sizeType:
			q.Kind, q.Value = QuantitySize, v.Int()
		case countType:
			q.Kind, q.Value = QuantityCount, v.Int()
		default:
			return true
		}
		if q.Value > 0 {
			_, q.Unpublished = p.UnpublishedIndex(pathPointer(path))
			out = append(out, q)
		}
		return false
	}, nil)
	return out
}

// pathPointer is the RFC 6901 pointer of a key path as walkGo spells it: "a.b[2]" is "/a/b/2", a
// quoted key ("a.\"x.y\"") one segment.
func pathPointer(path string) string {
	var b strings.Builder
	for i := 0; i < len(path); {
		switch c := path[i]; {
		case c == '.':
			i++
		case c == '[':
			j := strings.IndexByte(path[i:], ']')
			if j < 0 {
				return b.String()
			}
			b.WriteString("/" + path[i+1:i+j])
			i += j + 1
		case c == '"':
			j := i + 1
			for j < len(path) && path[j] != '"' {
				if path[j] == '\\' {
					j++
				}
				j++
			}
			key := path[i:min(j+1, len(path))]
			if s, err := strconv.Unquote(key); err == nil {
				key = s
			}
			b.WriteString("/" + strings.NewReplacer("~", "~0", "/", "~1").Replace(key))
			i = j + 1
		default:
			j := i
			for j < len(path) && path[j] != '.' && path[j] != '[' {
				j++
			}
			b.WriteString("/" + strings.NewReplacer("~", "~0", "/", "~1").Replace(path[i:j]))
			i = j
		}
	}
	return b.String()
}
