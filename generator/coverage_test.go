package generator

import (
	"fmt"
	"testing"
)

// checkCoverage reports the Coverage findings of a page as test errors.
func checkCoverage(t *testing.T, lang string, langs []string, policyJSON, page, md []byte) {
	t.Helper()
	for _, f := range Coverage(lang+"/index.html", lang, langs, policyJSON, page, md) {
		t.Error(f)
	}
}

func ExampleText_html() {
	t := Text{Segments: []Segment{{Text: "At most one request every "}, {Text: "2 seconds", Pointer: "/limits/min_interval"}, {Text: "."}}}
	fmt.Println(t.html())
	// Output: At most one request every <span data-policy="/limits/min_interval">2 seconds</span>.
}
