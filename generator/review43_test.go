package generator

import "testing"

// TestReview43Messages pins the message fixes of the native review round 43 (French and Polish;
// /work/notes/s36/review43-LANG.md in the project's notes), with the sentences that replace them.
// French: F1 a removed RFC 9309 statement no longer reads as the robot dropping RFC 9309 (« Ne
// figure plus sur la page »); F2 « vérifiée de nouveau », « nouvelle vérification », not the
// informal « revérifier »; F3 parallel « ni … ni … »; F4 « le robot fusionne », not an « il » that
// may mean the group. Polish: F3 the reflexive „swoich” (the robot is the subject), F4 „serwis”,
// the pages' term, not „witryna”; F6 „formularzy” for a general rule; F8 cookies „nie są
// przenoszone do kolejnych przebiegów”, not the calque „zachowywane na”. The title of an
// occasion-kind change (English, German, Polish F1) is pinned by TestReview41deOccasionKind.
func TestReview43Messages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "fr", []messageCase{
		{"diff.removed_answer", 0, []any{"Context", plain(" pour X"), "Field", plain("F"), "Old", plain("O")}, "Ne figure plus sur la page pour X\u202f: F (O)."},
		{"diff.field.revisits", 0, nil, "la nouvelle vérification, plus tard, des adresses disparues ou déplacées"},
		{"revisit.later", 0, []any{"Statuses", plain("404")}, "Une adresse pour laquelle le serveur a répondu par un code HTTP\u00a0404 est vérifiée de nouveau plus tard."},
		{"usage_preferences.noai_noimageai", 0, []any{"Header", plain("H"), "Value", plain("V"), "Image", plain("I")}, "Il n’utilise pour l’IA ni les pages dont l’élément meta robots ou l’en-tête H porte la valeur V, ni les images des pages où figure la valeur I."},
	})
	checkMessages(t, ls, "pl", []messageCase{
		{"target_source.seed-lists", 0, nil, "serwisów wymienionych na swoich listach adresów startowych"},
		{"target_source.web-archive-indexes", 0, nil, "serwisów, których adresy URL figurują w indeksach wcześniejszych przeszukiwań sieci lub w indeksach archiwów internetowych"},
		{"promise.no-form-submission", 0, nil, "Robot nigdy nie wysyła formularzy."},
		{"http.cookies.kept-per-run", 0, nil, "Zapisuje pliki cookie ustawiane przez serwis i odsyła je przy kolejnych żądaniach do tego serwisu w ramach tego samego przebiegu; pliki cookie nie są przenoszone do kolejnych przebiegów."},
	})
}
