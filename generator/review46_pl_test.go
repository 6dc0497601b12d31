package generator

import "testing"

// TestReview46plMessages pins the Polish message fixes of the native review round 46
// (/work/notes/s37/review46-pl.md in the project's notes): F1 „adresy, których pobranie przypada
// na ten czas”, not the calque „adresy, które przypadają do pobrania”; F2 „wstrzymane, dopóki nie
// uda się” (as fallback.disallow-all says) and „zaległe adresy są pobierane po odczytaniu pliku”,
// not „do czasu, aż” and „wstrzymane adresy są wtedy pobierane”; F4 „skonfigurowany tak, aby” and
// „nie stosuje się do nich przy żadnym z zadań”, not a „się” stranded at the end.
func TestReview46plMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "pl", []messageCase{
		{"fallback.disallow-all", 0, nil, "Jeśli nie ma żadnej kopii, robot uznaje, że nie wolno mu niczego pobierać, dopóki nie uda się odczytać robots.txt: adresy, których pobranie przypada na ten czas, są pomijane i nie zostaną pobrane później."},
		{"fallback.defer", 0, nil, "Jeśli nie ma żadnej kopii, pobieranie z serwisu jest wstrzymane, dopóki nie uda się odczytać robots.txt; zaległe adresy są pobierane po odczytaniu pliku."},
		{"agent.read_every_job_not", 0, nil, "Wprawdzie robot jest skonfigurowany tak, aby stosował się do reguł z pliku robots.txt, ale nie stosuje się do nich przy żadnym z zadań opisanych na tej stronie."},
	})
}
