package generator

import (
	"os"
	"strings"
	"testing"
)

// TestDataUseCopies: what the operator does with its copies of an item gone from the site (a
// job's hide_when_gone and delete_after) changes no request a site receives: such a change is in
// the data-use group (ReviewItem.DataUse), with a sentence saying that fetching does not change,
// not "more polite" or "less polite" (English editor's review, /work/notes/s15/review-en.md,
// MUST 3).
func TestDataUseCopies(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		old, new [][2]string
		class    string
	}{
		{"hiding added", [][2]string{{"hide_when_gone = true\n", ""}}, nil, "stricter"},
		{"hiding removed", nil, [][2]string{{"hide_when_gone = true\n", ""}}, "looser"},
		{"copies kept longer", nil, [][2]string{{"delete_after = \"30d\"\n", "delete_after = \"60d\"\n"}}, "looser"},
	} {
		items := reviewPair(t, msgs, "../examples/civic-ingestor", tc.old, tc.new, "en")
		if len(items) != 1 {
			t.Fatalf("%s: %d changes, want 1: %+v", tc.name, len(items), items)
		}
		it := items[0]
		if string(it.Class) != tc.class || !it.DataUse || it.LessPolite || strings.Contains(it.Sentence, "polite") {
			t.Errorf("%s: class %s, data_use %v, less_polite %v, %q; want %s in the data-use group, nothing said of politeness", tc.name, it.Class, it.DataUse, it.LessPolite, it.Sentence, tc.class)
		}
	}
}
