package generator

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"
)

var genDir = flag.String("gen-dir", "", "TestWriteGeneratedPolicies writes the generated policies of bench/scale.sh into this folder")

// scales are the whole-policy multiples bench/scale.sh builds as whole processes: every dimension
// of baseSize times 1, 2, 4 and 8 (at 8×: 400 agents, 1,600 jobs, 4,000 prefixes, 160 snippets).
var scales = []int{1, 2, 4, 8}

// TestWriteGeneratedPolicies writes, with -gen-dir DIR, one site folder per scale
// (DIR/x1/policy.toml …), the policies generatedPolicy makes, for bench/scale.sh to build with the
// sitegen binary. Without -gen-dir it checks that the largest builds and passes Verify, so that a
// change of the model shows here and not only when someone runs the script; in -short mode it
// skips that.
func TestWriteGeneratedPolicies(t *testing.T) {
	at := func(k int) size {
		return size{agents: k * baseSize.agents, jobs: k * baseSize.jobs, prefixes: k * baseSize.prefixes, snippets: k * baseSize.snippets}
	}
	if *genDir == "" {
		if testing.Short() {
			t.Skip("the 8× policy takes a few seconds to build")
		}
		opts := defaults()
		opts.Site = fstest.MapFS{PolicyFile: {Data: generatedPolicy(at(scales[len(scales)-1]))}}
		res, err := Build(opts)
		if err != nil {
			t.Fatalf("the 8× policy does not build:\n%v", err)
		}
		for _, f := range Verify(res, "public") {
			t.Error(f)
		}
		return
	}
	for _, k := range scales {
		dir := filepath.Join(*genDir, fmt.Sprintf("x%d", k))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, PolicyFile), generatedPolicy(at(k)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
