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
// English: F2 "No longer stated on the page: that …", without "the statement"; F3 the gender of
// job titles first, so that the value in brackets follows it; F5 a token "controls", not
// "decides". German: F4 a group „verhindert … nicht“, not „hält … nicht auf“. Polish: F2 several
// robots „Każdego z tych robotów wskazuje się …“; F7 the field asks „do kiedy“.
func TestReview43Messages(t *testing.T) {
	ls := localizers(t)
	token := []any{"UsageToken", plain("T"), "Categories", plain("C")}
	checkMessages(t, ls, "en", []messageCase{
		{"diff.field_stated.site_crawler_reads_policy", 0, nil, "that this page and the crawling software use the same policy file"},
		{"diff.field.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		{"usage_token.sends_no_requests", 1, token, "No requests are sent under the product token T: it only controls whether the pages this crawler fetches may be used for C, a purpose in the IETF AIPREF vocabulary."},
	})
	checkMessages(t, ls, "de", []messageCase{
		{"robots.jobs_not_stopped_no_opt_out", 1, []any{"Jobs", plain("J")}, "Eine Gruppe in der robots.txt verhindert die Abrufe der Abrufart J nicht, da diese Abrufart die robots.txt nicht befolgt; auch auf anderem Weg kann eine Website diese Abrufe nicht unterbinden."},
	})
	checkMessages(t, ls, "pl", []messageCase{
		{"identification.tokens_plain", 2, nil, "Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu). Nazwy należy tam wpisać bez zmian."},
		{"diff.field.reaction_pause_until", 0, nil, "to, do kiedy trwa przerwa (do rozpoczęcia najbliższego okna czasowego czy do następnego przebiegu)"},
	})
	checkMessages(t, ls, "fr", []messageCase{
		{"diff.removed_answer", 0, []any{"Context", plain(" pour X"), "Field", plain("F"), "Old", plain("O")}, "Mention retirée pour X\u202f: F (O)."},
		{"diff.field.revisits", 0, nil, "si une adresse est vérifiée de nouveau après une réponse d’erreur ou une redirection, et à quel moment"},
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
