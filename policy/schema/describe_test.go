package schema

import (
	_ "embed"
	"encoding/json"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"github.com/invopop/jsonschema"

	"github.com/sitegen-dev/sitegen/policy"
)

// comments are the doc comments of package policy's types and fields, keyed "Type" and
// "Type.Field", extracted from its source by invopop/jsonschema's AddGoComments. They are
// committed, since the binary has no source to read; TestCommentsUpToDate regenerates them with
// -update and fails when they are stale.
//
//go:embed comments.json
var commentsJSON []byte

// docs holds the comments, and the TOML key of each Go field name of the model, so that a comment
// saying "the same IntervalKey" reads "the same interval_key" to someone who writes policy.toml.
type docs struct {
	comments map[string]string
	keys     map[string]string // Go field name → TOML key, for names that map to one key only
	names    *regexp.Regexp    // the Go field names of keys, as whole words
}

func loadDocs() (*docs, error) {
	d := &docs{keys: map[string]string{}}
	if err := json.Unmarshal(commentsJSON, &d.comments); err != nil {
		return nil, err
	}
	ambiguous := map[string]bool{}
	seen := map[reflect.Type]bool{}
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		t = elem(t)
		if t.Kind() != reflect.Struct || seen[t] || unitType(t) {
			return
		}
		seen[t] = true
		for f := range fields(t, tomlForm) {
			if k, ok := d.keys[f.Name]; ok && k != f.key {
				ambiguous[f.Name] = true
			}
			d.keys[f.Name] = f.key
			walk(f.Type)
		}
	}
	walk(reflect.TypeFor[policy.Policy]())
	var alts []string
	for name := range d.keys {
		if ambiguous[name] {
			delete(d.keys, name)
			continue
		}
		alts = append(alts, regexp.QuoteMeta(name))
	}
	// A name joined to a hyphen is a header's or a directive's (Retry-After), not a key.
	d.names = regexp.MustCompile(`(^|[^\w-])(` + strings.Join(alts, "|") + `)($|[^\w-])`)
	return d, nil
}

// doc returns the comment of a type's field (or of the type, for field ""), in one paragraph,
// with Go field names written as the keys of policy.toml, in backticks as Markdown marks code.
func (d *docs) doc(t reflect.Type, field string) string {
	key := t.Name()
	if field != "" {
		key += "." + field
	}
	c := stripNotes(strings.Join(strings.Fields(d.comments[key]), " "))
	// The pattern consumes the characters around a name; two passes catch names one character
	// apart ("Min, Max").
	for range 2 {
		c = d.names.ReplaceAllStringFunc(c, func(m string) string {
			sub := d.names.FindStringSubmatch(m)
			return sub[1] + "`" + d.keys[sub[2]] + "`" + sub[3]
		})
	}
	return c
}

// note matches a reference to the review or trial that led to a rule, as the model's comments
// cite them for its maintainers: "review 30: en F3, de F3, fr F4, pl F12", "new-user trial 28,
// F-05", "trial 29, F-06", "hostile trial 2, H21".
const note = `(?:new-user |hostile )?(?:trial|review) \d+(?:, [A-Z]-?\d+|: (?:[a-z]{2} F\d+(?:, )?)+)?`

var (
	// wholeNote is a parenthesis that holds a note alone, with the space before it.
	wholeNote = regexp.MustCompile(` ?\(` + note + `\)`)
	// leadingNote is a note that opens a parenthesis before what it says ("(trial 28, F-06: working
	// days …)"), trailingNote one that closes it ("(… as ads.txt crawlers do; new-user trial 30,
	// F-05)").
	leadingNote  = regexp.MustCompile(`\(` + note + `: `)
	trailingNote = regexp.MustCompile(`[;:,] ` + note + `\)`)
)

// stripNotes removes from a comment the references to reviews and trials (note), which mean
// nothing to someone who writes policy.toml (trial 31, F-24), keeping what the parenthesis says
// besides: "(new-user trial 28, F-06: working days without public holidays)" reads "(working days
// without public holidays)".
func stripNotes(c string) string {
	c = wholeNote.ReplaceAllString(c, "")
	c = leadingNote.ReplaceAllString(c, "(")
	return trailingNote.ReplaceAllString(c, ")")
}

// field is a field of the model as a file writes it.
type field struct {
	reflect.StructField
	key string
}

// fields yields the fields of struct t that a file of form f holds, in order.
func fields(t reflect.Type, f form) func(yield func(field) bool) {
	return func(yield func(field) bool) {
		for i := range t.NumField() {
			sf := t.Field(i)
			tag := sf.Tag.Get("toml")
			if f == jsonForm {
				tag = sf.Tag.Get("json")
			}
			name, _, _ := strings.Cut(tag, ",")
			if name == "-" || name == "" || !sf.IsExported() {
				continue
			}
			if !yield(field{sf, name}) {
				return
			}
		}
	}
}

// elem returns the type of a value behind pointers.
func elem(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

// unitType reports whether t is one of the model's value types that the schema maps whole.
func unitType(t reflect.Type) bool {
	_, ok := units[t]
	return ok
}

// unit describes a value type of the model: what it is and how each form writes it.
type unit struct {
	toml, json string // descriptions, ending in a full stop
	examples   []any  // as policy.toml writes them
}

var units = map[reflect.Type]unit{
	reflect.TypeFor[policy.Duration](): {
		toml:     "A duration: a number and a unit (ns, us, ms, s, m, h, d for 24h, w for 7d, mo for a month of 30d, y for 365d; never a calendar month or year), several in a row adding up (1h30m), with no space between them; one space may stand between a number and its unit (90 s), as in a size. The pages state a whole number of 365-day years in years, other whole days from three days up in days, and shorter whole hours in hours (48h and 2d are both \"48 hours\"); a duration written in months alone (12mo) stays in months (\"12 months\") where it is how long data is kept at most (keep_for, removed_after_opt_out, delete_after), which its 30-day months never exceed, and is stated in days elsewhere. policy.json writes seconds.",
		json:     "A duration in seconds.",
		examples: []any{"90s", "15m", "24h", "7d"},
	},
	reflect.TypeFor[policy.Size](): {
		toml:     "A size: a whole number and an SI unit (8MB = 8,000,000 bytes) or an IEC unit (500KiB = 512,000 bytes), one space at most between them (8 MB), as in a duration; or an integer of bytes (20000). A string of digits with no unit (\"20000\") is bytes too, with a warning: write \"20000B\". A fraction is written in a smaller unit (1500kB, not 1.5MB).",
		json:     "A size in bytes.",
		examples: []any{"500KiB", "8MB"},
	},
	reflect.TypeFor[policy.TimeOfDay](): {
		toml:     "A time of day in the site's time zone, on a 24-hour clock.",
		examples: []any{"07:00"},
	},
	reflect.TypeFor[policy.TimeRange](): {
		toml:     "A span of the day in the site's time zone, FROM-TO on a 24-hour clock (24:00 ends the day). Spaces around it and around the dash, an en dash (07:00–19:00) and a one-digit hour (7:00-9:30) are accepted, as people write spans; a duration or a size takes one space at most, between a number and its unit.",
		examples: []any{"07:00-19:00"},
	},
	reflect.TypeFor[policy.Weekdays](): {
		toml:     "Days of the week (mon, tue, wed, thu, fri, sat, sun) and ranges of them, separated by commas.",
		json:     "Days of the week.",
		examples: []any{"mon-fri", "sat,sun"},
	},
	reflect.TypeFor[policy.Date](): {
		toml:     "A date, as a TOML local date or a string YYYY-MM-DD.",
		json:     "A date, YYYY-MM-DD.",
		examples: []any{"2026-11-29"},
	},
	reflect.TypeFor[policy.Day](): {
		toml:     "A day: a date, as a TOML local date or a string YYYY-MM-DD, or a string MM-DD for that day of every year.",
		json:     "A day: a date, YYYY-MM-DD, or MM-DD for that day of every year.",
		examples: []any{"2027-03-01", "03-01"},
	},
	reflect.TypeFor[policy.Zone](): {
		toml:     "An IANA time zone.",
		examples: []any{"Europe/Berlin"},
	},
	reflect.TypeFor[policy.Prefix](): {
		toml:     "An IPv4 or IPv6 address, or a prefix in CIDR notation.",
		examples: []any{"203.0.113.7", "2001:db8::/48"},
	},
	reflect.TypeFor[policy.Token](): {
		toml:     "A robots.txt product token: letters, \"_\" and \"-\" (RFC 9309 §2.2.1); digits and \".\" load with a warning, since an RFC 9309 parser reads such a token otherwise.",
		examples: []any{"civic-ingestor"},
	},
	reflect.TypeFor[policy.URL](): {
		toml:     "An absolute http or https URL.",
		examples: []any{"https://crawler.example/"},
	},
	reflect.TypeFor[policy.Email](): {
		toml:     "An e-mail address, without a display name.",
		examples: []any{"crawler@operator.example"},
	},
	reflect.TypeFor[policy.UserAgent](): {
		toml:     "A User-Agent header value (visible ASCII and spaces, RFC 9110 §10.1.5); {version} stands for the agent's version.",
		examples: []any{"ExampleBot/{version} (+https://crawler.example/)"},
	},
	reflect.TypeFor[policy.Count](): {
		toml:     "A whole number of at least 1.",
		examples: []any{5},
	},
	reflect.TypeFor[policy.Label](): {
		toml:     "A short text in each of the site's languages, keyed by language tag, of at most " + strconv.Itoa(policy.MaxLabelChars) + " characters in each.",
		examples: []any{map[string]any{"en": "Council documents", "de": "Ratsdokumente"}},
	},
}

// describe sets the description of every property of s, reflected from t in form f: the field's
// doc comment, then what its type's values are.
func (d *docs) describe(s *jsonschema.Schema, t reflect.Type, f form) {
	t = elem(t)
	switch {
	case s == nil || unitType(t):
		return
	case t.Kind() == reflect.Slice && t.Implements(reflect.TypeFor[keyed]()):
		d.describe(s.AdditionalProperties, t.Elem(), f)
	case t.Kind() == reflect.Slice:
		d.describe(s.Items, t.Elem(), f)
	case t.Kind() == reflect.Struct:
		for fl := range fields(t, f) {
			p, ok := s.Properties.Get(fl.key)
			if !ok {
				continue
			}
			p.Description = d.fieldText(t, fl, f)
			d.describe(p, fl.Type, f)
		}
	}
}

// fieldText is the description of a field: its comment, then what its values are.
func (d *docs) fieldText(t reflect.Type, fl field, f form) string {
	parts := []string{d.doc(t, fl.Name)}
	if u, ok := units[valueType(fl.Type)]; ok {
		text := u.toml
		if f == jsonForm && u.json != "" {
			text = u.json
		}
		parts = append(parts, text)
	}
	return strings.TrimSpace(strings.Join(parts, " "))
}

// valueType is the type of a field's values: its element for a list.
func valueType(t reflect.Type) reflect.Type {
	t = elem(t)
	if t.Kind() == reflect.Slice && !unitType(t) && !t.Implements(reflect.TypeFor[keyed]()) {
		return elem(t.Elem())
	}
	return t
}
