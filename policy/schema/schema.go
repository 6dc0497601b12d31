// Package schema derives the JSON Schemas (draft 2020-12) of the policy's two forms from the Go
// types of package policy, so that they cannot drift from the model: TOML describes policy.toml,
// for editors that complete and check TOML against a JSON Schema (Taplo, Even Better TOML); JSON
// describes policy.json, for programs that consume it.
//
// The two differ only in how values with units are written: "90s" and "500KiB" in policy.toml,
// seconds and bytes in policy.json. The schemas are reflected with github.com/invopop/jsonschema;
// the unit types, the enumerations and the named collections are mapped here. Each key carries the
// doc comment of its field in package policy as its description (comments.json, generated from
// the source), and Reference (a test helper) writes the same as docs/policy-reference.md.
//
// The schemas depend only on the model's Go types and comments, so they are generated once, when
// the code changes, not at every run: policy.schema.json and policy.toml.schema.json in this
// folder are embedded, and TestSchemasUpToDate fails when they differ from what the reflection
// derives now (go generate ./policy/schema, or go test ./policy/schema -update, rewrites them;
// run it twice after a doc comment of the model changed: the second run embeds the new
// comments.json). The reflection (generate_test.go, describe_test.go, reference_gen_test.go) is
// test code, run by go test and go generate only: the binary embeds the two files and links none
// of invopop/jsonschema, wk8/go-ordered-map or a YAML package (TestBinaryLinksNoReflection).
package schema

//go:generate go test -run ^(TestCommentsUpToDate|TestSchemasUpToDate|TestReferenceUpToDate)$ -update

import (
	"bytes"
	_ "embed"
)

// The schemas as generate derived them when the code last changed (TestSchemasUpToDate).
var (
	//go:embed policy.toml.schema.json
	tomlSchema []byte
	//go:embed policy.schema.json
	jsonSchema []byte
)

// TOML returns the JSON Schema of policy.toml, indented, ending in a newline. The error is
// always nil: the schema was generated and checked when the code was built.
func TOML() ([]byte, error) { return bytes.Clone(tomlSchema), nil }

// JSON returns the JSON Schema of policy.json, indented, ending in a newline. The error is
// always nil, as TOML's.
func JSON() ([]byte, error) { return bytes.Clone(jsonSchema), nil }
