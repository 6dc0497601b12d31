package generator

import "testing"

// TestReview45plMessages pins the message fixes of the Polish native review round 45
// (/work/notes/s37/review45-pl.md in the project's notes), with the sentences that replace them:
// F1 a way of sending a request „jest dostępna”, not „obowiązuje”, and names the noun it leaves
// out; F2 the fallback without any copy in the words of the 4xx sentence next to it („robot
// uznaje, że nie wolno mu niczego pobierać”), not the calque „wszystko jest traktowane jako
// zabronione”; F3 an allowing snippet „daje … dostęp do wszystkich ścieżek”, as the blocking ones
// „blokują dostęp”, not „pobierać … ścieżki”; F5 the unpublished contact in the first person
// („skontaktować z nami”), not „z operatorem, którego numer”; F6 „czas, po którego upływie”, not
// „okres … okres”; F7 „wszystkich stron Państwa serwisu”, not „całego Państwa serwisu”.
func TestReview45plMessages(t *testing.T) {
	ls := localizers(t)
	snippetAllow := "Każdy z poniższych wpisów sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: daje wymienionym w nim robotom dostęp do wszystkich ścieżek i nie zmienia niczego dla innych robotów."
	usage := "Poniższa grupa dodana do pliku robots.txt wyklucza takie wykorzystanie wszystkich stron Państwa serwisu i nie zmienia tego, co pobiera robot:"
	contact := "niepublikowany numer telefonu lub adres e-mail, pod którym można się z nami skontaktować"
	retention := "czas, po którego upływie zaczyna biec okres przechowywania danych"
	checkMessages(t, ls, "pl", []messageCase{
		{"diff.class.contact_request_via_kept_removed", 0, []any{"Via", plain("e-mailem")}, "Tę prośbę nadal można przesłać e-mailem: ta droga jest dostępna zawsze, gdy strona nie wskazuje żadnej innej."},
		{"fallback.disallow-all", 0, nil, "Jeśli nie ma żadnej kopii, robot uznaje, że nie wolno mu niczego pobierać, dopóki nie uda się odczytać robots.txt: adresy, których pobranie przypada na ten czas, są pomijane i nie zostaną pobrane później."},
		{"opt_out.snippets_tested_allow", 1, nil, "Poniższy wpis sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: daje wymienionym w nim robotom dostęp do wszystkich ścieżek i nie zmienia niczego dla innych robotów."},
		{"opt_out.snippets_tested_allow", 2, nil, snippetAllow},
		{"opt_out.snippets_tested_allow", 5, nil, snippetAllow},
		{"opt_out.snippets_tested_mixed", 0, nil, "Każdy z poniższych wpisów sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: blokuje dokładnie to, co podano w jego opisie, albo daje wymienionym w nim robotom dostęp do wszystkich ścieżek, i nie zmienia niczego dla innych robotów."},
		{"diff.field.contact_unpublished", 0, nil, contact},
		{"diff.field_item.contact_unpublished", 0, nil, contact},
		{"diff.field.retention_after", 0, nil, retention},
		{"diff.field_item.retention_after", 0, nil, retention},
		{"usage_token.snippet", 1, nil, usage},
		{"usage_token.snippet", 2, nil, usage},
		{"usage_token.snippet", 5, nil, usage},
	})
}
