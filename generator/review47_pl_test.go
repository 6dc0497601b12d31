package generator

import "testing"

// TestReview47plMessages pins the Polish message fixes of the native review round 47
// (/work/notes/s37/review47-pl.md in the project's notes): F1 „o jakich porach przychodzą”, not
// „w jakich porach”; F2 „zezwolić na pobieranie”, not the stiff „dopuścić pobieranie” (in the
// summary, the headings and the lead); F3 „każdy z tych robotów łączy”, in the -unstated merge
// warnings as in their twins; F4 „strona nie zawiera już tego zapewnienia”, not „nie zobowiązuje
// już robota”; F5 „Usunięto/Dodano dla robota X informację, że …”, as the other diff sentences;
// F6 „warunków korzystania z tych serwisów”, not „określonych przez te serwisy”.
func TestReview47plMessages(t *testing.T) {
	ls := localizers(t)
	title := []any{"Title", plain("GminaBot")}
	const lead = "GminaBot wysyła żądania do serwisów internetowych. Na tej stronie wyjaśniamy, kto za nie odpowiada, jak je rozpoznać, jak często i o jakich porach przychodzą, jak odczytywany jest plik robots.txt"
	const leads = "GminaBot wysyłają żądania do serwisów internetowych. Na tej stronie wyjaśniamy, kto za nie odpowiada, jak je rozpoznać, jak często i o jakich porach przychodzą, jak odczytywany jest plik robots.txt"
	ctx := []any{"Context", plain(" dla robota GminaBot")}
	checkMessages(t, ls, "pl", []messageCase{
		// F1, in every lead.
		{"intro.lead", 1, title, lead + " oraz jak spowolnić pobieranie lub całkowicie je zablokować."},
		{"intro.lead_block", 1, title, lead + " oraz jak zablokować pobieranie."},
		{"intro.lead_no_opt_out", 1, title, lead + ", jak spowolnić pobieranie lub całkowicie je zablokować oraz jakiego pobierania nie można zablokować."},
		{"intro.lead_block_no_opt_out", 1, title, lead + ", jak zablokować pobieranie oraz jakiego pobierania zablokować nie można."},
		// F1 and F2.
		{"intro.lead_allow", 1, title, lead + " oraz jak zezwolić na pobieranie."},
		{"intro.lead_allow", 3, title, leads + " oraz jak zezwolić na pobieranie."},
		{"intro.lead_slow_allow", 1, title, lead + " oraz jak spowolnić pobieranie lub na nie zezwolić."},
		{"intro.lead_slow_allow", 5, title, leads + " oraz jak spowolnić pobieranie lub na nie zezwolić."},
		// F2.
		{"page.summary_allow", 0, title, "GminaBot – pobieranie treści z serwisów internetowych: identyfikacja, tempo, harmonogram, obsługa robots.txt oraz sposób zezwolenia na pobieranie."},
		{"page.summary_slow_allow", 0, title, "GminaBot – pobieranie treści z serwisów internetowych: identyfikacja, tempo, harmonogram, obsługa robots.txt oraz sposoby spowolnienia pobierania lub zezwolenia na nie."},
		{"section.opt-out_allow_only", 0, nil, "Jak zezwolić na pobieranie"},
		{"section.opt-out_slow_allow", 0, nil, "Jak spowolnić pobieranie lub na nie zezwolić"},
		{"section.opt-out_block_allow", 0, nil, "Jak zablokować pobieranie lub na nie zezwolić"},
		{"section.opt-out_allow", 0, nil, "Jak spowolnić lub zablokować pobieranie albo na nie zezwolić"},
		// F3: the plural forms; one robot keeps „robot łączy”.
		{"warning.existing-group-merges-unstated", 1, nil, "Jeśli robots.txt zawiera już grupę dla robota wymienionego w tym wpisie, należy usunąć z niej wiersze Allow, które odblokowywałyby zablokowane ścieżki: według RFC 9309 robot łączy w jedną wszystkie grupy, w których go wymieniono."},
		{"warning.existing-group-merges-unstated", 2, nil, "Jeśli robots.txt zawiera już grupę dla któregoś z robotów wymienionych w tym wpisie, należy usunąć z niej wiersze Allow, które odblokowywałyby zablokowane ścieżki: według RFC 9309 każdy z tych robotów łączy w jedną wszystkie grupy, w których go wymieniono."},
		{"warning.existing-group-merges-unstated", 5, nil, "Jeśli robots.txt zawiera już grupę dla któregoś z robotów wymienionych w tym wpisie, należy usunąć z niej wiersze Allow, które odblokowywałyby zablokowane ścieżki: według RFC 9309 każdy z tych robotów łączy w jedną wszystkie grupy, w których go wymieniono."},
		{"warning.existing-group-merges-allow-unstated", 3, nil, "Jeśli robots.txt zawiera już grupę dla któregoś z robotów wymienionych w tym wpisie, należy usunąć z niej wiersze Disallow, które nie mają go już obowiązywać: według RFC 9309 każdy z tych robotów łączy w jedną wszystkie grupy, w których go wymieniono, więc te wiersze nadal by go obowiązywały."},
		{"warning.existing-group-merges-allow-unstated", 12, nil, "Jeśli robots.txt zawiera już grupę dla któregoś z robotów wymienionych w tym wpisie, należy usunąć z niej wiersze Disallow, które nie mają go już obowiązywać: według RFC 9309 każdy z tych robotów łączy w jedną wszystkie grupy, w których go wymieniono, więc te wiersze nadal by go obowiązywały."},
		// F4.
		{"diff.class.statement_gone", 0, nil, "Ponieważ strona nie zawiera już tego zapewnienia, nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów."},
		// F5.
		{"diff.crawl_delay_no_longer_stated", 0, ctx, "Usunięto dla robota GminaBot informację, że robot nie uwzględnia wiersza Crawl-delay z pliku robots.txt."},
		{"diff.crawl_delay_now_stated", 0, ctx, "Dodano dla robota GminaBot informację, że robot nie uwzględnia wiersza Crawl-delay z pliku robots.txt – podobnie jak pozostałych reguł z tego pliku."},
		// F6.
		{"target.terms_of_use", 0, nil, "robot przestrzega warunków korzystania z tych serwisów"},
		{"diff.state.terms_of_use.yes", 0, nil, "robot przestrzega teraz warunków korzystania z tych serwisów"},
		{"diff.state.terms_of_use.no", 0, nil, "robot nie kieruje się już warunkami korzystania z tych serwisów"},
		{"diff.state.terms_of_use.instead", 0, nil, "plik robots.txt nie jest już odczytywany; zamiast niego robot przestrzega warunków korzystania z tych serwisów"},
		{"diff.state.terms_of_use.robots_instead", 0, nil, "plik robots.txt jest teraz odczytywany i przestrzegany; dotychczas robot kierował się wyłącznie warunkami korzystania z tych serwisów"},
	})
}
