package policy

import (
	"fmt"
	"os"
	"os/exec"
	"reflect"
	"testing"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// TestCompiles compiles every expression of the package, which are compiled at their first use
// (internal/lazyre) rather than when the package is initialised: a bad one fails here, not in a
// user's run.
func TestCompiles(t *testing.T) {
	for _, r := range []*lazyre.Regexp{identityPath, duplicateKey, lastKeyError, etcGMT,
		countryDomain, hostNameForm, hostNameTail, regionID, durationSyntax, durationPart, sizeSyntax,
		monthDay, languageTag, itemKey, placeholder, placeholderName, hostname, countryCode,
		userAgentURL, userAgentEmail} {
		r.Regexp()
	}
}

// TestIdentityPathCompiledOnlyWhenNeeded (issue 13): loading a policy whose identity values are
// all clean, as nearly every policy's are, neither compiles nor matches identityPath, the
// expression of their key paths (about 0.4 ms of every validate and build before: every string
// of the policy had its path matched against it). It runs in a process of its own, since
// TestCompiles compiles every expression of the package. The values it would refuse are still
// refused (TestIdentityTextRefused).
func TestIdentityPathCompiledOnlyWhenNeeded(t *testing.T) {
	if os.Getenv("SITEGEN_TEST_IDENTITY_PATH") == "1" {
		if _, err := Load(os.DirFS("../examples/civic-ingestor"), "policy.toml"); err != nil {
			fmt.Println(err)
			os.Exit(3)
		}
		if !reflect.ValueOf(identityPath).Elem().FieldByName("re").IsNil() {
			fmt.Println("identityPath compiled")
			os.Exit(4)
		}
		os.Exit(0)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestIdentityPathCompiledOnlyWhenNeeded$")
	cmd.Env = append(os.Environ(), "SITEGEN_TEST_IDENTITY_PATH=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
}
