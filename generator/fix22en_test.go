package generator

import (
	"strings"
	"testing"
)

// TestEnReview22Sentences: sentences of the English editor's review 22 that no golden pins,
// each as the example's English page states it (B4: the resources a page's meta tags name;
// B6: a quiet window's times in parentheses after its label).
func TestEnReview22Sentences(t *testing.T) {
	for _, c := range []struct{ example, want string }{
		{"link-preview", "any image, video or audio file named in the page’s meta tags is fetched only to check it (for example, its type and size)."},
		{"gazette-bot", "Peak hours of municipal websites (08:00–09:00 and 14:00–15:00): no requests to sites in the category “Municipal websites”."},
	} {
		page := string(buildExample(t, c.example).Files["en/index.md"])
		if !strings.Contains(page, c.want) {
			t.Errorf("%s: en/index.md lacks\n%q", c.example, c.want)
		}
	}
}
