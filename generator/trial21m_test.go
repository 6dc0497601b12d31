package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

// buildTrial21 builds testdata/trial21/policy.toml, the policy of new-user trial 21's citation
// harvester (one crawler; a 503 with its own pause beside three server errors in a row; a
// continuous PDF job), with each edit (old, new) applied once.
func buildTrial21(t *testing.T, edits ...[2]string) *Result {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "trial21", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	for _, e := range edits {
		if strings.Count(s, e[0]) != 1 {
			t.Fatalf("the policy does not hold %q once", e[0])
		}
		s = strings.Replace(s, e[0], e[1], 1)
	}
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(s)}}
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("build: %v", err)
	}
	return res
}

// TestServerErrorsIncludeOwnStatus: where one reaction names HTTP 503 by itself and another
// counts every server error, the row of server errors says that a 503 is among them, as polite
// counts it for both (new-user trial 21, finding 10: "does a 503 also count toward the 5xx
// row?"). Without a reaction of its own for 503, the row is as before.
func TestServerErrorsIncludeOwnStatus(t *testing.T) {
	res := buildTrial21(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"| A server error (HTTP 5xx, including HTTP 503), 3\u00a0times in a row |"},
		"de": {"| Serverfehler (HTTP 5xx, einschließlich HTTP 503), 3-mal in Folge |"},
		"fr": {"| Une erreur serveur (HTTP 5xx, y compris HTTP 503), 3\u00a0fois de suite |"},
		"pl": {"| błąd serwera (HTTP 5xx, w tym HTTP 503), 3\u00a0razy z rzędu |"},
	})
	checkEveryLanguage(t, "5xx with 503", res)
	res = buildTrial21(t, [2]string{"on = [\"503\"]\n", "on = [\"504\"]\n"}, [2]string{"on = [\"429\"]\n", "on = [\"503\"]\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"| A server error (HTTP 5xx, including HTTP 503 and 504), 3\u00a0times in a row |"},
	})
	res = buildTrial21(t, [2]string{"on = [\"503\"]\n", "on = [\"429\"]\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"| A server error (HTTP 5xx), 3\u00a0times in a row |"},
		"de": {"| Serverfehler (HTTP 5xx), 3-mal in Folge |"},
		"fr": {"| Une erreur serveur (HTTP 5xx), 3\u00a0fois de suite |"},
		"pl": {"| błąd serwera (HTTP 5xx), 3\u00a0razy z rzędu |"},
	})
}
