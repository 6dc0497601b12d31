package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestRangeBytes: how much of a resource a Range request asks for (agents.X.http.range_bytes, a
// fact a link preview or a feed's enclosure probe states: "only the first 64 KiB") is stated in
// the sentence of Range requests, with the size's pointer, in every language; and a smaller part
// is more polite in a diff, a larger one less (new-user trial 17, finding 3: the size of a partial
// fetch could not be stated).
func TestRangeBytes(t *testing.T) {
	src := strings.Replace(behaviourPolicy, "range_requests = true\n", "range_requests = true\nrange_bytes = \"64KiB\"\n", 1)
	res := buildSmallest(t, []byte(src))
	want := map[string][]string{
		"en": {"- Where it can, it uses HTTP Range requests to fetch only the first 64\u00a0KiB of a resource."},
		"de": {"- Ruft, wo möglich, mit HTTP-Range-Anfragen nur den Anfang einer Ressource ab, höchstens 64\u00a0KiB."},
		"fr": {"- Lorsque c’est possible, il ne récupère que le début d’une ressource (64\u00a0Kio au plus), au moyen de requêtes HTTP Range."},
		"pl": {"- Tam, gdzie to możliwe, pobiera tylko początkowy fragment zasobu, nie większy niż 64\u00a0KiB (żądania z nagłówkiem HTTP Range)."},
	}
	checkPageLines(t, res, want)
	// A size whose number is 1 takes no agreement in Polish ("pierwsze 1 MB" was wrong: Polish
	// editor's review 19): the sentence names the size after "nie większy niż".
	one := buildSmallest(t, []byte(strings.Replace(behaviourPolicy, "range_requests = true\n", "range_requests = true\nrange_bytes = \"1MB\"\n", 1)))
	checkPageLines(t, one, map[string][]string{
		"pl": {"- Tam, gdzie to możliwe, pobiera tylko początkowy fragment zasobu, nie większy niż 1\u00a0MB (żądania z nagłówkiem HTTP Range)."},
		// Nor in German ("die ersten 1 MB" was wrong: German editor's review 20, N17).
		"de": {"- Ruft, wo möglich, mit HTTP-Range-Anfragen nur den Anfang einer Ressource ab, höchstens 1\u00a0MB."},
	})
	checkEveryLanguage(t, "range bytes", res)
	if html := string(res.Files["en/index.html"]); !strings.Contains(html, `data-policy="/agents/bot/http/range_bytes"`) {
		t.Errorf("en/index.html: the size carries no data-policy pointer")
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		if strings.Contains(string(res.Files[lang+"/index.md"]), "only part of a resource") {
			t.Errorf("%s: the sentence without the size is there too", lang)
		}
	}

	base, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	parse := func(size string) *policy.Policy {
		s := behaviourPolicy
		if size != "" {
			s = strings.Replace(s, "range_requests = true\n", "range_requests = true\nrange_bytes = \""+size+"\"\n", 1)
		}
		p, err := policy.Parse(append(append([]byte{}, base...), s...), "policy.toml")
		if err != nil {
			t.Fatalf("range_bytes %q: %v", size, err)
		}
		return p
	}
	for _, c := range []struct {
		old, new string
		class    policy.Class
	}{
		{"64KiB", "128KiB", policy.ClassLooser},
		{"128KiB", "64KiB", policy.ClassStricter},
		{"", "64KiB", policy.ClassStricter},
		{"64KiB", "", policy.ClassLooser},
	} {
		changes, err := policy.Diff(parse(c.old), parse(c.new))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, ch := range changes {
			got = append(got, ch.Pointer+" "+string(ch.Class))
		}
		if len(changes) != 1 || changes[0].Class != c.class {
			t.Errorf("range_bytes %q → %q: changes %v, want one, %s", c.old, c.new, got, c.class)
		}
	}
}
