package schema

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// Test_m13LoaderAndSchemaAgree puts edge values of each kind of value into the base policy and
// asserts that the loader and the published TOML schema agree on each: both accept it, or both
// refuse it at that key (the hostile trial's m13: "8MiB " passed the loader, not the schema).
//
// Some refusals are the loader's alone, because a JSON Schema pattern cannot state them: a
// duration beyond time.Duration (about 292 years), a size written with a unit beyond 2^62 bytes,
// an IP prefix with bits set after its length, an IPv6 address whose groups do not add up. They
// are listed as such, so that the test fails if they come to agree.
func Test_m13LoaderAndSchemaAgree(t *testing.T) {
	base, err := os.ReadFile("../testdata/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	s := compile(t, TOML)
	type value struct {
		toml       string // the value as written in policy.toml
		loaderOnly bool   // refused by the loader alone (see above)
	}
	tests := []struct {
		key    string // the key path, as the loader names it
		line   string // the line of the base policy that the value replaces
		values []value
	}{
		{"contact.requests[0].min_interval", `min_interval = "30s"`, []value{
			{toml: `"90s"`}, {toml: `"1h30m"`}, {toml: `"12h1d"`}, {toml: `"0.5w"`}, {toml: `"1.5s"`},
			{toml: `"2w"`}, {toml: `"0s"`}, {toml: `"0.0m"`},
			{toml: `""`}, {toml: `" 7d"`}, {toml: `"7d "`}, {toml: `"+5s"`}, {toml: `".5d"`},
			{toml: `"5.s"`}, {toml: `"1y"`}, {toml: `"5 s"`}, {toml: `"1e3s"`}, {toml: `"-1s"`},
			{toml: `"٥s"`}, {toml: `"1h-30m"`}, {toml: `"1.5.5s"`}, {toml: `5`}, {toml: `5.0`},
			{toml: `true`}, {toml: `00:00:05`}, {toml: `["1h"]`},
			// Well-formed, but not slower than the base policy's 1 s: a contradiction the loader
			// refuses (newuser12 #7) and a schema cannot see.
			{toml: `"1µs"`, loaderOnly: true}, {toml: `"1us"`, loaderOnly: true},
			{toml: `"999999999999h"`, loaderOnly: true}, {toml: `"106752d"`, loaderOnly: true},
		}},
		{"targets.portals.limits.max_body_size", `concurrency_key = "server"`, []value{
			{toml: `"8MiB"`}, {toml: `"8 MiB"`}, {toml: `"8MiB "`}, {toml: `" 8MiB"`}, {toml: `"8  MiB"`},
			{toml: `"0"`}, {toml: `"0B"`}, {toml: `"00MB"`}, {toml: `"08MB"`}, {toml: `0`}, {toml: `1`},
			{toml: `8388608`}, {toml: `-1`}, {toml: `1.5`}, {toml: `"1.5MB"`}, {toml: `"8mb"`},
			{toml: `"+8MB"`}, {toml: `"8 megabytes"`}, {toml: `"1TB"`}, {toml: `4611686018427387904`},
			{toml: `4611686018427387905`}, {toml: `"4294967296GiB"`},
			{toml: `"4294967297GiB"`, loaderOnly: true}, {toml: `"99999999999999999999"`, loaderOnly: true},
		}},
		// A float that is whole (1e3) is left out: JSON has no such distinction, so an editor's
		// schema check cannot see it.
		{"commitments.comparison_request.max", "max = 1\n", []value{
			{toml: `1`}, {toml: `0`}, {toml: `-1`}, {toml: `2147483647`}, {toml: `2147483648`},
			{toml: `4294967296`}, {toml: `9223372036854775807`}, {toml: `1.5`}, {toml: `"5"`},
		}},
		{"site.last_changed", `last_changed = 2026-11-29`, []value{
			{toml: `2026-11-29`}, {toml: `0001-01-01`}, {toml: `9999-12-31`}, {toml: `1994-06-29`},
			{toml: `1994-06-30`}, {toml: `1994-07-01`}, {toml: `1970-01-01`}, {toml: `2099-12-31`},
			{toml: `2100-01-01`}, {toml: `"2026-11-29"`}, {toml: `"2026-02-30"`}, {toml: `"yesterday"`},
			{toml: `"1969-12-31"`},
		}},
		{"agents.bot.token", `token = "examplebot"`, []value{
			{toml: `"examplebot"`}, {toml: `"ExampleBot"`}, {toml: `"example bot"`}, {toml: `"examplebot!"`},
			{toml: `""`}, {toml: `"exämplebot"`}, {toml: `"examplebot/1.0"`}, {toml: `"*"`},
		}},
		{"windows.night.hours[0]", `hours = ["22:00-06:00"]`, []value{
			{toml: `"22:00-06:00"`}, {toml: `"22:00 - 06:00"`}, {toml: `"22:00–06:00"`}, {toml: `"22:00-6:00"`},
			{toml: `"23:00-25:00"`}, {toml: `"23:00-05:60"`}, {toml: `"24:00-05:00"`}, {toml: `"22:00-06:00:00"`},
			{toml: `"22.00-06.00"`}, {toml: `"２２:00-06:00"`}, {toml: `" 22:00-06:00 "`}, {toml: `"22:00"`},
		}},
		{"network.addresses[0].prefix", `prefix = "203.0.113.7"`, []value{
			{toml: `"203.0.113.7"`}, {toml: `"203.0.113.0/24"`}, {toml: `"203.0.113.7/32"`}, {toml: `"203.0.113.7/33"`},
			{toml: `"203.0.113.256"`}, {toml: `"203.0.113"`}, {toml: `" 203.0.113.7"`}, {toml: `"2001:db8::/32"`},
			{toml: `"2001:db8::1"`}, {toml: `"2001:db8::/129"`}, {toml: `"2001:db8::1%eth0"`}, {toml: `"example.org"`},
			{toml: `"203.0.113.07"`}, {toml: `7`},
			{toml: `"203.0.113.7/24"`, loaderOnly: true}, {toml: `"2001:db8:::1"`, loaderOnly: true},
			{toml: `"2001:db8::1/64"`, loaderOnly: true},
		}},
		{"jobs.sync.cadence[0].days", `days = "mon-fri"`, []value{
			{toml: `"mon-fri"`}, {toml: `"Mon-Fri"`}, {toml: `"sat-tue"`}, {toml: `"sat,sun"`},
			{toml: `" mon - fri "`}, {toml: `"monday"`}, {toml: `"mon-"`}, {toml: `""`}, {toml: `"mon;fri"`},
			{toml: `["mon"]`},
		}},
	}
	for _, tt := range tests {
		pointer := pointerOf(tt.key)
		for _, v := range tt.values {
			line := tt.line
			if i := strings.Index(tt.line, " = "); i >= 0 {
				line = tt.line[:i] + " = " + v.toml
				if strings.HasSuffix(tt.line, "\n") {
					line += "\n"
				}
			}
			if strings.HasSuffix(tt.key, "]") { // an array's first element
				line = tt.line[:strings.Index(tt.line, "[")] + "[" + v.toml + "]"
			}
			if tt.line == `concurrency_key = "server"` { // a key the base policy does not have
				line = tt.line + "\nmax_body_size = " + v.toml
			}
			src := strings.Replace(string(base), tt.line, line, 1)
			if strings.Count(string(base), tt.line) != 1 {
				t.Fatalf("%q occurs %d times in the base policy", tt.line, strings.Count(string(base), tt.line))
			}
			_, err := policy.Parse([]byte(src), "policy.toml")
			loaderRefuses := refusesAt(t, err, tt.key)
			schemaErr := s.Validate(tomlInstance(t, []byte(src)))
			schemaRefuses := slices.ContainsFunc(leafLocations(schemaErr), func(l string) bool {
				return l == pointer || strings.HasPrefix(l, pointer+"/")
			})
			if schemaErr != nil && !schemaRefuses {
				t.Errorf("%s = %s: schema refuses elsewhere: %v", tt.key, v.toml, schemaErr)
			}
			switch {
			case v.loaderOnly && (!loaderRefuses || schemaRefuses):
				t.Errorf("%s = %s: loader refuses: %v, schema refuses: %v; want the loader alone to refuse it", tt.key, v.toml, loaderRefuses, schemaRefuses)
			case !v.loaderOnly && loaderRefuses != schemaRefuses:
				t.Errorf("%s = %s: loader refuses: %v (%v), schema refuses: %v; want them to agree", tt.key, v.toml, loaderRefuses, err, schemaRefuses)
			}
		}
	}
}

// refusesAt reports whether a Parse error holds a problem at key, failing on problems elsewhere.
func refusesAt(t *testing.T, err error, key string) bool {
	t.Helper()
	if err == nil {
		return false
	}
	var ps policy.Problems
	if !errors.As(err, &ps) {
		t.Fatalf("error is %T, want policy.Problems: %v", err, err)
	}
	at := false
	for _, p := range ps {
		if p.Path == key || strings.HasPrefix(p.Path, key+".") || strings.HasPrefix(p.Path, key+"[") {
			at = true
		} else {
			t.Errorf("problem elsewhere than %s: %v", key, p)
		}
	}
	return at
}

// pointerOf turns a key path of the loader ("limits.quotas[0].max") into a JSON Pointer.
func pointerOf(key string) string {
	var b strings.Builder
	for _, part := range strings.Split(key, ".") {
		name, index, ok := strings.Cut(part, "[")
		b.WriteString("/" + name)
		if ok {
			n, _ := strconv.Atoi(strings.TrimSuffix(index, "]"))
			b.WriteString("/" + strconv.Itoa(n))
		}
	}
	return b.String()
}

// TestKeyLengthLoaderAndSchemaAgree: a table's key (the id of an agent, a job, a category of
// site…) has at most policy.MaxKeyChars characters for the loader and for the published TOML
// schema alike (propertyNames maxLength): a key of that length passes both, one character more
// is refused by both at that key.
func TestKeyLengthLoaderAndSchemaAgree(t *testing.T) {
	base, err := os.ReadFile("../testdata/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	s := compile(t, TOML)
	for _, n := range []int{policy.MaxKeyChars, policy.MaxKeyChars + 1} {
		key := strings.Repeat("k", n)
		src := string(base) + "\n[occasions." + key + "]\nlabel = { en = \"Long\", de = \"Lang\" }\n"
		_, err := policy.Parse([]byte(src), "policy.toml")
		loaderRefuses := err != nil && strings.Contains(err.Error(), "occasions.kkkkkkkkkkkkkkkk…: is a key of")
		if err != nil && !loaderRefuses {
			t.Errorf("a key of %d characters: the loader refuses something else: %v", n, err)
		}
		// The validator names the key's own value as the instance of a propertyNames failure, so
		// the refusal is found by the key it names and the bound it breaks.
		schemaErr := s.Validate(tomlInstance(t, []byte(src)))
		schemaRefuses := schemaErr != nil && strings.Contains(schemaErr.Error(), "invalid propertyName '"+key+"'") &&
			strings.Contains(schemaErr.Error(), fmt.Sprintf("maxLength: got %d, want %d", n, policy.MaxKeyChars))
		if schemaErr != nil && !schemaRefuses {
			t.Errorf("a key of %d characters: the schema refuses something else: %v", n, schemaErr)
		}
		want := n > policy.MaxKeyChars
		if loaderRefuses != want || schemaRefuses != want {
			t.Errorf("a key of %d characters: loader refuses %v (%v), schema refuses %v (%v); want both %v", n, loaderRefuses, err, schemaRefuses, schemaErr, want)
		}
	}
}
