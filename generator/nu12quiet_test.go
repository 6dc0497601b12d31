package generator

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestQuietWindowShrunkLessPolite: a quiet window that only shrinks is less polite for certain,
// and the sentence, the text format's tag and the JSON say the same (new-user trial 12, finding
// 18: the text said "may make the crawler less polite", the JSON "looser" alone); a window that
// moves stays "may be less polite", without less_polite in the JSON.
func TestQuietWindowShrunkLessPolite(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	const hours = `hours = ["08:00-09:00", "14:00-15:00"]`
	for _, tc := range []struct {
		name, to, tag, ends string
		less                bool
	}{
		{"shrunk", `hours = ["08:00-09:00", "14:00-14:30"]`, "less polite", "This change makes the crawler less polite. The change needs sign-off.", true},
		{"a span removed", `hours = ["08:00-09:00"]`, "less polite", "This change makes the crawler less polite. The change needs sign-off.", true},
		{"moved", `hours = ["08:00-09:00", "15:00-16:00"]`, "may be less polite", "This change may make the crawler less polite. The change needs sign-off.", false},
	} {
		items := reviewPair(t, msgs, "../examples/gazette-bot", nil, [][2]string{{hours, tc.to}}, "en")
		if len(items) != 1 {
			t.Fatalf("%s: %d changes, want 1", tc.name, len(items))
		}
		it := items[0]
		if it.Class != "looser" || it.LessPolite != tc.less || it.classTag != tc.tag || !strings.HasSuffix(it.Sentence, tc.ends) {
			t.Errorf("%s: class %s, less_polite %v, tag %q, %q; want looser, %v, %q, ending %q", tc.name, it.Class, it.LessPolite, it.classTag, it.Sentence, tc.less, tc.tag, tc.ends)
		}
		b, err := json.Marshal(it)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(string(b), `"less_polite":true`); got != tc.less {
			t.Errorf("%s: JSON %s: less_polite given %v, want %v", tc.name, b, got, tc.less)
		}
	}
}
