package generator

import "testing"

// The Polish editor's review 35 (/work/notes/s33/review35-pl.md), its STYLE findings: the exact
// Polish sentences, each with the finding it answers. F1–F3 and F9 (meaning, grammar, the feminine
// role nouns) are the lead's; F12 (a bare „sekunda” beside a figure) needs the Go code that spells
// durations, and F15 (host names in code font) a rendering check of every use: left for later.

// TestPolishReview35Wording: each case failed before.
//
//   - F4: an attribute added or removed is „informację o sposobie / zakresie / postępowaniu …”
//     (was „Dodano … sposób korzystania z HTTP”, a calque of "Added: HTTP usage").
//   - F5: one name for the blocklist, „lista blokowanych” (was „lista serwisów blokowanych” and
//     „lista wykluczeń”), and „nie wysyłano już do nich” (was „do nich już”).
//   - F6: the site's administrator asks, not the site.
//   - F7: a portal „wymagający zalogowania” (was a loose „(po zalogowaniu)”), and requests sent
//     „tą drogą” (was „za jego pośrednictwem” twice in a row).
//   - F8: „także ten nagłówek może się zmienić” (was „on również się zmieni”).
//   - F10: an exception „od reguł robots.txt”, „pozycja na liście” (was „pozycja listy”).
//   - F11: „adres, pod którym można przeczytać podstawę prawną …” (was four genitives in a row).
//   - F13: the heading „Zestawienie robotów” (was „Roboty w zestawieniu”).
//   - F14: „… i nie obejmuje żadnych innych” (was „ale żadnych innych” after an affirmative verb).
func TestPolishReview35Wording(t *testing.T) {
	ls := localizers(t)
	covers := []any{"Covers", plain("zakresów adresów IP")}
	cases := []messageCase{
		// F4
		{"diff.field_item.http", 0, nil, "informację o sposobie korzystania z HTTP"},
		{"diff.field_item.on_demand", 0, nil, "informację o sposobie pobierania na prośbę użytkownika"},
		{"diff.field_item.embedded", 0, nil, "informację o postępowaniu z zasobami, które strona osadza lub wskazuje"},
		{"diff.field_item.directives", 0, nil, "informację o sposobie traktowania dyrektyw dla robotów (metatag robots, X-Robots-Tag, nofollow)"},
		{"diff.field_item.follows_links", 0, nil, "informację o zakresie podążania za linkami"},
		{"diff.field_item.off_site_hops", 0, nil, "informację o zakresie podążania za linkami poza serwis lub domenę"},
		{"diff.field_item.redirects_within", 0, nil, "informację o zakresie podążania za przekierowaniami"},
		{"diff.field_item.larger_bodies", 0, nil, "informację o postępowaniu z odpowiedzią przekraczającą maksymalny rozmiar pobieranych danych"},
		// F5
		{"request.blocklist", 0, nil, "wpisanie Państwa serwisu na listę wykluczeń, tak aby nie był już pobierany"},
		{"request.blocklist_permanent", 0, nil, "wpisanie Państwa serwisu na listę wykluczeń, tak aby nie był pobierany, dopóki nie poproszą Państwo o usunięcie wpisu"},
		{"request.blocklist_covers", 0, covers, "wpisanie Państwa zakresów adresów IP na listę wykluczeń, tak aby nie wysyłano już do nich żadnych żądań"},
		{"request.blocklist_covers_permanent", 0, covers, "wpisanie Państwa zakresów adresów IP na listę wykluczeń, tak aby nie wysyłano do nich żadnych żądań, dopóki nie poproszą Państwo o usunięcie wpisów"},
		{"answers.ask_blocklist", 0, []any{"Email", "optout@example.pl"}, "Aby poprosić o wpisanie Państwa serwisu na listę wykluczeń, należy napisać na adres optout@example.pl."},
		{"diff.field.contact_request_covers", 0, nil, "zakres tego, co można wpisać na listę wykluczeń"},
		{"diff.field_item.contact_request_covers", 0, nil, "informację o tym, co można wpisać na listę wykluczeń"},
		// F6
		{"diff.field.contact_request_permanent", 0, nil, "to, czy wpis pozostaje na liście wykluczeń, dopóki administrator serwisu nie poprosi o jego usunięcie"},
		{"diff.state.contact_request_permanent.yes", 0, nil, "wpis pozostaje odtąd na liście wykluczeń, dopóki administrator serwisu nie poprosi o jego usunięcie"},
		// F7
		{"diff.field.contact_portal", 0, nil, "panel wymagający zalogowania, w którym administratorzy serwisów mogą przesyłać prośby"},
		{"diff.class.contact_portal_added", 0, nil, "Prośby można odtąd przesyłać także tą drogą."},
		// F8
		{"diff.class.identity_base_url", 0, nil, "W narzędziach weryfikujących, które pobierają plik ips.json, może być konieczne wpisanie nowego adresu. Jeśli nagłówek User-Agent robota zawiera adres strony z zasadami, także ten nagłówek może się zmienić – reguły filtrowania porównujące cały ciąg User-Agent mogą wtedy wymagać aktualizacji."},
		// F10
		{"diff.text.exceptions_for", 0, nil, "pozycja na liście tego, czego może dotyczyć odstępstwo od reguł robots.txt"},
		{"diff.text_of.exceptions_for", 0, nil, "na liście tego, czego może dotyczyć odstępstwo od reguł robots.txt"},
		// F11
		{"diff.field.job_legal_basis_url", 0, nil, "adres, pod którym opublikowano tekst podstawy prawnej tego zadania"},
		{"diff.field.legal_basis_urls", 0, nil, "adres, pod którym opublikowano tekst podstawy prawnej działania robota"},
		{"diff.field_item.legal_basis_url", 0, nil, "adres, pod którym opublikowano tekst podstawy prawnej działania robota"},
		// F13
		{"agents_table.heading", 0, nil, "Zestawienie robotów"},
	}
	checkMessages(t, ls, "pl", cases)

	// F4 and F14 where the review read them.
	checkChangesLines(t, buildExampleWithHistory(t, "feed-reader"), "pl", []string{
		"- Dodano dla robota `ReadFeed/1.0` informację o sposobie korzystania z HTTP.",
	})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"Każde uzgodnienie obejmuje wszystkie adresy URL w obrębie jednej nazwy hosta i nie obejmuje żadnych innych.",
	}})
}
