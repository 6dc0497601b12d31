package schema

// The reflection that derives the schemas, the comments and docs/policy-reference.md runs in
// tests and go generate only (see the package doc), so that the binary links none of
// invopop/jsonschema and its dependencies.

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"

	"github.com/invopop/jsonschema"

	"github.com/sitegen-dev/sitegen/policy"
)

// form is which file a schema describes.
type form int

const (
	tomlForm form = iota
	jsonForm
)

// generate derives the schema of form f from the model by reflection: what TOML and JSON return
// was written by it.

func generate(f form) ([]byte, error) {
	d, err := loadDocs()
	if err != nil {
		return nil, err
	}
	r := reflector(f)
	s := r.Reflect(&policy.Policy{})
	// Every key described by its doc comment in the model (comments.json), so that editors show
	// what docs/policy-reference.md says.
	d.describe(s, reflect.TypeFor[policy.Policy](), f)
	s.ID = "https://sitegen.dev/schema/policy.json"
	s.Title = "sitegen policy (policy.json)"
	if f == tomlForm {
		s.ID = "https://sitegen.dev/schema/policy.toml.json"
		s.Title = "sitegen policy (policy.toml)"
	}
	if v, ok := s.Properties.Get("schema"); ok {
		v.Const = policy.SchemaVersion
		if f == tomlForm {
			// policy.toml may be of an earlier schema: sitegen reads it, with a warning for each key
			// to change; policy.json is always written in the current one.
			v.Const = nil
			v.Minimum = json.Number("1")
			v.Maximum = json.Number(strconv.Itoa(policy.SchemaVersion))
		}
	}
	s.Description = fmt.Sprintf("A crawler's politeness policy, schema version %d: what the crawler enforces and its public site states.", policy.SchemaVersion)
	boundStrings(s)
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// boundStrings gives every string of s that is no enumeration or constant, and has no bound of its
// own (a label's text: policy.MaxLabelChars), the bound the loader sets: policy.MaxTextChars
// characters.
func boundStrings(s *jsonschema.Schema) {
	if s == nil {
		return
	}
	if s.Type == "string" && s.Enum == nil && s.Const == nil && s.MaxLength == nil {
		s.MaxLength = ptr(uint64(policy.MaxTextChars))
	}
	if s.Properties != nil {
		for pair := s.Properties.Oldest(); pair != nil; pair = pair.Next() {
			boundStrings(pair.Value)
		}
	}
	for _, sub := range s.PatternProperties {
		boundStrings(sub)
	}
	for _, sub := range s.Definitions {
		boundStrings(sub)
	}
	for _, list := range [][]*jsonschema.Schema{s.AllOf, s.AnyOf, s.OneOf, s.PrefixItems} {
		for _, sub := range list {
			boundStrings(sub)
		}
	}
	boundStrings(s.Items)
	boundStrings(s.AdditionalProperties)
	boundStrings(s.Not)
	boundStrings(s.If)
	boundStrings(s.Then)
	boundStrings(s.Else)
}

func reflector(f form) *jsonschema.Reflector {
	r := &jsonschema.Reflector{
		DoNotReference:             true,
		RequiredFromJSONSchemaTags: true,
		Anonymous:                  true,
	}
	if f == tomlForm {
		r.FieldNameTag = "toml"
	}
	r.Mapper = func(t reflect.Type) *jsonschema.Schema { return mapType(r, f, t) }
	return r
}

var (
	// The loader checks durations and sizes with the same expressions (policy.DurationSyntax,
	// policy.SizeSyntax); zero, which the loader refuses as well, is ruled out by "not".
	durationPattern = policy.DurationSyntax
	zeroDuration    = `^(0+(\.0+)?(ns|us|µs|ms|s|m|h|d|w))+$`
	sizePattern     = policy.SizeSyntax
	zeroSize        = `^0+ ?(B|kB|KB|MB|GB|KiB|MiB|GiB)?$`
	// prefixPattern is an IPv4 address or prefix, or the form of an IPv6 one (hexadecimal groups
	// and colons, an optional length up to 128); the loader also checks the groups and that no
	// bit is set after the length, which a pattern cannot.
	octet         = `(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])`
	prefixPattern = `^\s*(` + octet + `(\.` + octet + `){3}(/([0-9]|[12][0-9]|3[0-2]))?|[0-9A-Fa-f]{0,4}(:[0-9A-Fa-f]{0,4}){2,7}(/([0-9]|[1-9][0-9]|1[01][0-9]|12[0-8]))?)\s*$`
	// datePattern bounds a date as the loader does: from 1994-06-30 to 2099-12-31.
	// dayPattern is a date, or a day of every year (MM-DD).
	dayPattern      = `^((1994-06-30|1994-(0[7-9]|1[0-2])-[0-9]{2}|199[5-9]-[0-9]{2}-[0-9]{2}|20[0-9]{2}-[0-9]{2}-[0-9]{2})|(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01]))$`
	datePattern     = `^(1994-06-30|1994-(0[7-9]|1[0-2])-[0-9]{2}|199[5-9]-[0-9]{2}-[0-9]{2}|20[0-9]{2}-[0-9]{2}-[0-9]{2})$`
	clock           = `(([01]?[0-9]|2[0-3]):[0-5][0-9])`
	timePattern     = `^\s*(` + clock + `|24:00)\s*$`
	rangePattern    = `^\s*` + clock + `\s*[-–]\s*(` + clock + `|24:00)\s*$`
	dayName         = `\s*([Mm][Oo][Nn]|[Tt][Uu][Ee]|[Ww][Ee][Dd]|[Tt][Hh][Uu]|[Ff][Rr][Ii]|[Ss][Aa][Tt]|[Ss][Uu][Nn])\s*`
	weekdaysPattern = `^` + dayName + `(-` + dayName + `)?(,` + dayName + `(-` + dayName + `)?)*$`
)

// enum is implemented by the policy's enumerated string types.
type enum interface{ Values() []string }

// keyed is implemented by the policy's named collections (policy.Keyed).
type keyed interface{ Keys() []string }

func mapType(r *jsonschema.Reflector, f form, t reflect.Type) *jsonschema.Schema {
	str := func(pattern, desc string, examples ...any) *jsonschema.Schema {
		return &jsonschema.Schema{Type: "string", Pattern: pattern, Description: desc, Examples: examples}
	}
	switch t {
	case reflect.TypeFor[policy.Duration]():
		if f == jsonForm {
			return &jsonschema.Schema{Type: "number", Minimum: "0", Description: units[t].json}
		}
		d := str(durationPattern, units[t].toml, units[t].examples...)
		d.Not = &jsonschema.Schema{Pattern: zeroDuration}
		return d
	case reflect.TypeFor[policy.Size]():
		if f == jsonForm {
			return &jsonschema.Schema{Type: "integer", Minimum: "1", Maximum: maxSize, Description: units[t].json}
		}
		s := str(sizePattern, "", units[t].examples...)
		s.Not = &jsonschema.Schema{Pattern: zeroSize}
		return &jsonschema.Schema{
			Description: units[t].toml,
			OneOf:       []*jsonschema.Schema{s, {Type: "integer", Minimum: "1", Maximum: maxSize}},
		}
	case reflect.TypeFor[policy.TimeOfDay]():
		return str(timePattern, units[t].toml, units[t].examples...)
	case reflect.TypeFor[policy.TimeRange]():
		return str(rangePattern, units[t].toml, units[t].examples...)
	case reflect.TypeFor[policy.Weekdays]():
		if f == jsonForm {
			return &jsonschema.Schema{Type: "array", Items: &jsonschema.Schema{Type: "string", Enum: []any{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}}}
		}
		return str(weekdaysPattern, units[t].toml, units[t].examples...)
	case reflect.TypeFor[policy.Date]():
		if f == jsonForm {
			return &jsonschema.Schema{Type: "string", Format: "date", Pattern: datePattern}
		}
		return &jsonschema.Schema{Description: units[t].toml, Type: "string", Format: "date", Pattern: datePattern}
	case reflect.TypeFor[policy.Day]():
		if f == jsonForm {
			return &jsonschema.Schema{Type: "string", Pattern: dayPattern}
		}
		return &jsonschema.Schema{Description: units[t].toml, Type: "string", Pattern: dayPattern, Examples: units[t].examples}
	case reflect.TypeFor[policy.Zone]():
		return str("", units[t].toml, units[t].examples...)
	case reflect.TypeFor[policy.Prefix]():
		return str(prefixPattern, units[t].toml, units[t].examples...)
	case reflect.TypeFor[policy.Token]():
		return str(`^[A-Za-z0-9._-]+$`, units[t].toml, units[t].examples...)
	case reflect.TypeFor[policy.URL]():
		return &jsonschema.Schema{Type: "string", Format: "uri"}
	case reflect.TypeFor[policy.Email]():
		return &jsonschema.Schema{Type: "string", Format: "email"}
	case reflect.TypeFor[policy.Count]():
		return &jsonschema.Schema{Type: "integer", Minimum: "1", Maximum: "2147483647"}
	case reflect.TypeFor[policy.JobRefs]():
		// One job as a string, several as an array: policy.toml may write one in an array too,
		// policy.json writes an array only for two or more.
		key := &jsonschema.Schema{Type: "string", MaxLength: ptr(uint64(policy.MaxKeyChars))}
		least := uint64(1)
		if f == jsonForm {
			least = 2
		}
		return &jsonschema.Schema{
			Description: "A job's key, or an array of jobs' keys.",
			OneOf:       []*jsonschema.Schema{key, {Type: "array", Items: key, MinItems: ptr(least)}},
		}
	case reflect.TypeFor[policy.Label]():
		return &jsonschema.Schema{
			Type:                 "object",
			Description:          units[t].toml,
			PropertyNames:        &jsonschema.Schema{MaxLength: ptr(uint64(policy.MaxKeyChars))},
			AdditionalProperties: &jsonschema.Schema{Type: "string", MinLength: ptr(uint64(1)), MaxLength: ptr(uint64(policy.MaxLabelChars))},
		}
	}
	if t.Kind() == reflect.String && t.Implements(reflect.TypeFor[enum]()) {
		values := reflect.Zero(t).Interface().(enum).Values()
		s := &jsonschema.Schema{Type: "string"}
		for _, v := range values {
			s.Enum = append(s.Enum, v)
		}
		return s
	}
	if t.Kind() == reflect.Slice && t.Implements(reflect.TypeFor[keyed]()) {
		item := r.ReflectFromType(t.Elem())
		item.Version, item.ID, item.Definitions = "", "", nil
		return &jsonschema.Schema{
			Type:                 "object",
			Description:          "Named items, keyed by name.",
			PropertyNames:        &jsonschema.Schema{Pattern: `^[A-Za-z0-9_-]+$`, MaxLength: ptr(uint64(policy.MaxKeyChars))},
			AdditionalProperties: item,
		}
	}
	return nil
}

// maxSize is the largest size the loader takes, 2^62 bytes.
const maxSize = "4611686018427387904"

func ptr[T any](v T) *T { return &v }
