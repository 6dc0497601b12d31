package generator

import (
	"os"
	"testing"
)

// TestItemList: a list of three or more phrases (the contact topics) takes the serial comma in
// English, ", and" before the last (English editor's reviews 19 and 20, A13: semicolons read as
// heavy), so that "a block that has not taken effect and requests for information" cannot read
// "requests" as a verb; two items and the other languages keep their usual list (English
// editor's review 17, finding 7).
func TestItemList(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	three := []Text{plain("unusual load"), plain("a block that has not taken effect"), plain("requests for information")}
	for _, tc := range []struct {
		lang  string
		items []Text
		want  string
	}{
		{"en", three, "unusual load, a block that has not taken effect, and requests for information"},
		{"en", three[1:], "a block that has not taken effect and requests for information"},
		{"en", three[:1], "unusual load"},
		{"de", three, "unusual load, a block that has not taken effect und requests for information"},
		{"fr", three, "unusual load, a block that has not taken effect et requests for information"},
		{"pl", three, "unusual load, a block that has not taken effect i requests for information"},
	} {
		l := newLocalizer(msgs, tc.lang, new([]string))
		if got := l.itemList(tc.items).Plain(); got != tc.want {
			t.Errorf("%s, %d items: %q, want %q", tc.lang, len(tc.items), got, tc.want)
		}
	}
}
