package generator

import (
	"strings"
	"testing"
)

// TestRefusedVersionsOneNote (new-user trial 15, finding 8): versions of the history that this
// sitegen does not load give one note, whatever their number, naming each commit (oldest first)
// and the problem of the newest; a single one keeps its own note. Every build and check prints
// these notes, so three refused versions once printed three paragraphs on every run.
func TestRefusedVersionsOneNote(t *testing.T) {
	p := smallestWith(t, "")
	good := historyOld(t, "")
	bad := func(d string) []byte { return historyOld(t, "\n[limits]\nmin_interval = \""+d+"\"\n") }

	_, notes, err := changeEntries(p, []Version{{Rev: "aaaa1111", Data: bad("-1s")}, {Rev: "bbbb2222", Data: good}, {Rev: "cccc3333", Data: bad("-2s")}, {Rev: "dddd4444", Data: bad("-3s")}}, "site/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	if len(notes) != 1 {
		t.Fatalf("%d notes for 3 versions that do not load, want 1:\n%s", len(notes), strings.Join(notes, "\n"))
	}
	for _, want := range []string{
		"site/policy.toml: 3 versions in its history do not load with this sitegen (commits aaaa1111, cccc3333, dddd4444)",
		"The newest of them, dddd4444, does not load because: dddd4444:policy.toml:",
		"-3s",
	} {
		if !strings.Contains(notes[0], want) {
			t.Errorf("the note lacks %q:\n%s", want, notes[0])
		}
	}
	if strings.Contains(notes[0], "-1s") || strings.Contains(notes[0], "-2s") {
		t.Errorf("the note gives the problems of the older versions too:\n%s", notes[0])
	}

	_, notes, err = changeEntries(p, []Version{{Rev: "aaaa1111", Data: bad("-1s")}, {Rev: "bbbb2222", Data: good}}, "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	if len(notes) != 1 || !strings.HasPrefix(notes[0], "policy.toml: the version of commit aaaa1111 does not load with this sitegen (aaaa1111:policy.toml:") {
		t.Errorf("one version that does not load: %q", notes)
	}
}
