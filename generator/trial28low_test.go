package generator

import (
	"strings"
	"testing"
)

// TestIPsNotesEnglishTitle (new-user trial 28, F-16): ips.json's notes are English, and name the
// site by its English title where it has one, whatever the default language. Failed before: a
// site whose default language is Polish got "IP addresses of “Robot Wrenfield Labs”, operated by
// …", its Polish title inside an English sentence.
func TestIPsNotesEnglishTitle(t *testing.T) {
	p := testdataPolicy(t, "trial25a", [2]string{"default_language = \"en\"", "default_language = \"pl\""})
	notes := jafarNotes(p, "", p.Site.LastChanged, "https://crawler.wrenfield.example/")
	if want := "IP addresses of “Wrenfield Labs crawler”, operated by Wrenfield Labs Teoranta"; !strings.HasPrefix(notes, want) {
		t.Errorf("ips.json's notes for a Polish site:\n%s\nwant them to start %q", notes, want)
	}
}
