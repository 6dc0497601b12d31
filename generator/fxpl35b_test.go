package generator

import (
	"os"
	"strings"
	"testing"
)

// TestPlainTextFromTo: a template that asks {{.Context.From}} or {{.Context.To}} (pl diff.added,
// diff.removed and their kin, Polish review 32, F30) of an item passed as a plain Text or a string
// renders the item as it stands, with no problem; the forms reviewBuilder.contextArg offers are
// used where they are passed; any other form of a plain Text ({{.Field.Item}}) is still a problem.
// Before textPlaceholder, the plain Text failed with "can't evaluate field To".
func TestPlainTextFromTo(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	l := newLocalizer(msgs, "pl", &problems)
	field := textForms{base: plain("ścieżka"), forms: map[string]Text{"Item": plain("ścieżkę")}}
	forms := textForms{base: plain(" C"), forms: map[string]Text{"From": plain(" ze wpisu W"), "To": plain(" do wpisu W")}}
	// The textForms first, then a plain Text and a string: a skeleton rendered for one kind of
	// argument is not reused for another.
	for _, tt := range []struct {
		id      string
		context any
		want    string
	}{
		{"diff.added", forms, "Dodano do wpisu W ścieżkę: v."},
		{"diff.removed", forms, "Usunięto ze wpisu W ścieżkę: v."},
		{"diff.added", plain(" dla robota „X”"), "Dodano dla robota „X” ścieżkę: v."},
		{"diff.removed", plain(" dla robota „X”"), "Usunięto dla robota „X” ścieżkę: v."},
		{"diff.added_statement", plain(""), "Dodano ścieżkę. Brzmienie: „v”."},
		{"diff.removed_statement", " dla robota „X”", "Usunięto dla robota „X” ścieżkę. Dotychczas: „v”."},
		{"diff.added", forms, "Dodano do wpisu W ścieżkę: v."},
	} {
		got := l.t(tt.id, "Field", field, "Context", tt.context, "New", plain("v"), "Old", plain("v")).Plain()
		if got != tt.want {
			t.Errorf("%s with Context %#v:\n got %q\nwant %q", tt.id, tt.context, got, tt.want)
		}
	}
	for _, p := range problems {
		t.Errorf("problem: %s", p)
	}
	problems = nil
	// .Item is not a form of a plain Text: still a problem of the build.
	l.t("diff.added", "Field", plain("ścieżka"), "Context", plain(""), "New", plain("v"))
	if len(problems) != 1 || !strings.Contains(problems[0], "Item") {
		t.Errorf("{{.Field.Item}} of a plain Text: problems %q, want one about Item", problems)
	}
}
