package generator

import "testing"

// TestReview29Meaning (native reviews 29, /work/notes/s27/review29-{de,fr,pl}.md), each failed
// before: the field of a schedule rule's days says when the rule applies, as the English source
// does, not "the weekdays" of a rule, which is wrong for a rule of session days or of an event
// (German F1, MEANING; French and Polish, the same narrowing); and a Polish change announced ahead
// names the value before the day as "przed tym dniem", since "do tego dnia" includes the day itself
// and overlaps "od tego dnia" (Polish F2, MEANING).
func TestReview29Meaning(t *testing.T) {
	ls := localizers(t)
	rule := []any{"Rule", plain("„R“")}
	checkMessages(t, ls, "de", []messageCase{
		{"diff.field_of_rule.cadence_days", 0, rule, "an welchen Tagen die Zeitplanregel „R“ gilt"},
		{"diff.field.cadence_days", 0, nil, "an welchen Tagen eine Regel des Zeitplans gilt"},
	})
	checkMessages(t, ls, "fr", []messageCase{
		{"diff.field_of_rule.cadence_days", 0, rule, "les jours où s’applique la règle du calendrier „R“"},
		{"diff.field.cadence_days", 0, nil, "les jours où s’applique une règle du calendrier"},
	})
	checkMessages(t, ls, "pl", []messageCase{
		{"diff.field_of_rule.cadence_days", 0, rule, "dni, w które obowiązuje reguła harmonogramu „R“"},
		{"diff.field.cadence_days", 0, nil, "dni, w które obowiązuje reguła harmonogramu"},
		{"diff.replaced_ahead", 0, []any{"Context", plain(""), "Field", plain("F"), "Old", plain("A"), "New", plain("B")}, "Zmiana: F – przed tym dniem: A; od tego dnia: B."},
		{"diff.changed_statement_ahead", 0, []any{"Context", plain(""), "Field", plain("F"), "Old", plain("A"), "New", plain("B")}, "Zmiana: F. Przed tym dniem: „A”. Od tego dnia: „B”."},
	})
}
