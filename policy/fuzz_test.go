package policy

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse feeds Parse arbitrary policy files. It must never panic; a failure must be Problems,
// the same on a second run, each with a message; and a policy it accepts must survive its
// canonical JSON: ReadJSON reads JSON() back, validates it, and writes the same bytes.
//
// The seeds are the examples, the base policy, the complete bad policies in testdata/bad and every
// case of loadTests and ruleTests; inputs the fuzzer found are kept in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	var files []string
	for _, glob := range []string{"../examples/*/policy.toml", basePolicy, "testdata/bad/*.toml"} {
		m, err := filepath.Glob(glob)
		if err != nil {
			f.Fatal(err)
		}
		files = append(files, m...)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	base := readBase(f)
	for _, tests := range [][]badPolicy{loadTests, ruleTests} {
		for _, tt := range tests {
			src, err := tt.apply(base)
			if err != nil {
				f.Fatalf("%s: %v", tt.name, err)
			}
			f.Add([]byte(src))
		}
	}

	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse(data, "policy.toml")
		if err != nil {
			var ps Problems
			if !errors.As(err, &ps) || len(ps) == 0 {
				t.Fatalf("Parse error is %T %v, want non-empty Problems", err, err)
			}
			for _, pr := range ps {
				if pr.Msg == "" || pr.File != "policy.toml" {
					t.Errorf("Parse problem %#v has no message or the wrong file", pr)
				}
			}
			if _, again := Parse(data, "policy.toml"); again == nil || again.Error() != err.Error() {
				t.Fatalf("Parse gave other problems on a second run:\n%v\nfirst:\n%v", again, err)
			}
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("Parse succeeded, but Validate() = %v", err)
		}
		j, err := p.JSON()
		if err != nil {
			t.Fatalf("JSON() = %v", err)
		}
		back, err := ReadJSON(j)
		if err != nil {
			t.Fatalf("ReadJSON(JSON()) = %v\nJSON:\n%s", err, j)
		}
		j2, err := back.JSON()
		if err != nil {
			t.Fatalf("JSON() of the policy read back = %v", err)
		}
		if !bytes.Equal(j, j2) {
			t.Fatalf("JSON changed through ReadJSON:\nfirst:\n%s\nsecond:\n%s", j, j2)
		}
	})
}
