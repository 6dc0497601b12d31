package schema

import (
	"os/exec"
	"strings"
	"testing"
)

// TestBinaryLinksNoReflection: the reflection that derives the schemas is test code, so sitegen's
// binary links none of its modules (issue 13: they cost about 680 KB of binary and the YAML
// package's initialisation at every run). Fails when a file that is not a test imports one.
func TestBinaryLinksNoReflection(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", "github.com/sitegen-dev/sitegen").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		for _, banned := range []string{"github.com/invopop/jsonschema", "github.com/wk8/go-ordered-map", "github.com/pb33f/ordered-map", "go.yaml.in/yaml", "gopkg.in/yaml", "github.com/bahlo/generic-list-go", "github.com/buger/jsonparser"} {
			if strings.HasPrefix(p, banned) {
				t.Errorf("sitegen links %s, which only the schemas' reflection (test code) needs", p)
			}
		}
	}
}
