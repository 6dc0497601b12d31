package generator

import (
	"os"
	"regexp"
	"testing"
)

// TestPolishResourceOneTerm holds the Polish pages to one word for what English calls a
// resource: "zasób" (zasobu, zasobie, …), never "element" beside it, as in the schedule's cell
// "Każdy element jest pobierany najwyżej raz na 12 godzin. Nowo znaleziony zasób jest pobierany
// ponownie …" (new-user trial 13, finding 8). Every Polish message whose English says
// "resource" is checked.
func TestPolishResourceOneTerm(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	resource := regexp.MustCompile(`\bresources?\b`)
	element := regexp.MustCompile(`(?i)\belement`)
	zasob := regexp.MustCompile(`(?i)\bzas(ób|ob)`)
	n := 0
	for _, id := range msgs.IDs("en") {
		en, _ := msgs.Message("en", id)
		pl, ok := msgs.Message("pl", id)
		if !ok {
			continue
		}
		for _, f := range [][2]string{{en.One, pl.One}, {en.Other, pl.Other}} {
			if f[0] == "" || !resource.MatchString(f[0]) {
				continue
			}
			n++
			if element.MatchString(f[1]) || !zasob.MatchString(f[1]) {
				t.Errorf("%s: English %q, Polish %q: the resource is „zasób”", id, f[0], f[1])
			}
		}
	}
	if n < 10 {
		t.Errorf("only %d messages say 'resource'", n)
	}
}
