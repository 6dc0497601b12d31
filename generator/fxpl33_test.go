package generator

import (
	"testing"
)

// The Polish editor's review 32 (/work/notes/s30/review32-pl.md): the exact Polish sentences, each
// with the finding it answers.

// TestPolishReview32Wording: each case failed before.
//
//   - F1: installations that others run send "one of this crawler's User-Agent strings given
//     above" (was „domyślny nagłówek User-Agent”, which the page does not define and which names
//     one header of two); where the crawler has one, „podany wyżej nagłówek User-Agent tego
//     robota”; the field names it „podany na stronie z zasadami” (it is read on the page of
//     changes too).
//   - F2: a kind of fetch that the operator keeps to a time window at the site's request (was
//     „które serwis może ograniczyć”, as if the site did it itself).
//   - F3: „dzień lub wydarzenie wymienione w harmonogramie” (was „wydarzenie”: a day is no event).
//   - F4: only Sitemap lines that point to a sitemap on the same host (was „wierszy Sitemap tylko
//     na tym samym hoście”: every line of robots.txt is).
//   - F5: the region of an IP address or prefix (network.addresses[].region, the only use of
//     address_region) is „region, do którego jest przypisany”, after „dla adresu IP …” or „dla
//     prefiksu IP …” (was „region” alone; the review's „region w adresie pocztowym” would be
//     false: it is not the postal address's region).
//   - F6: a crawler follows a redirect (was „wykonywanie przekierowań”: the server makes it).
func TestPolishReview32Wording(t *testing.T) {
	ls := localizers(t)
	docs := plain("„Dokumenty”")
	two := plain("„Dokumenty” i „Zdjęcia”")
	cases := []messageCase{
		// F1
		{"self_hosted.default_user_agent_variants", 1, []any{"Jobs", docs}, "Przy zadaniu „Dokumenty” zwykle nadal wysyłają jeden z podanych wyżej nagłówków User-Agent tego robota."},
		{"self_hosted.default_user_agent_variants", 2, []any{"Jobs", two}, "Przy zadaniach „Dokumenty” i „Zdjęcia” zwykle nadal wysyłają jeden z podanych wyżej nagłówków User-Agent tego robota."},
		{"self_hosted.default_user_agent_variants", 5, []any{"Jobs", two}, "Przy zadaniach „Dokumenty” i „Zdjęcia” zwykle nadal wysyłają jeden z podanych wyżej nagłówków User-Agent tego robota."},
		{"self_hosted.default_user_agent", 1, []any{"Jobs", docs}, "Przy zadaniu „Dokumenty” zwykle nadal wysyłają podany wyżej nagłówek User-Agent tego robota."},
		{"self_hosted.default_user_agent", 2, []any{"Jobs", two}, "Przy zadaniach „Dokumenty” i „Zdjęcia” zwykle nadal wysyłają podany wyżej nagłówek User-Agent tego robota."},
	}
	// Fields whose nominative (diff.field) and accusative (diff.field_item) are the same words.
	for id, want := range map[string]string{
		// F1
		"self_hosted_default_user_agent_job": "zadanie, przy którym instalacje uruchamiane przez inne podmioty zwykle nadal wysyłają nagłówek User-Agent tego robota podany na stronie z zasadami",
		// F2
		"contact_request_job": "zadanie, które na prośbę administratora serwisu można ograniczyć do okna czasowego",
		// F3
		"occasion": "dzień lub wydarzenie wymienione w harmonogramie",
		// F4
		"sitemaps_same_host": "uwzględnianie tylko tych wierszy Sitemap, które wskazują mapy witryny na tym samym hoście co plik robots.txt",
		// F5
		"address_region": "region, do którego jest przypisany",
		// F6
		"redirects_within":           "zakres podążania za przekierowaniami",
		"redirects_check_robots_txt": "sprawdzanie robots.txt przed podążeniem za przekierowaniem",
	} {
		cases = append(cases, messageCase{"diff.field." + id, 0, nil, want}, messageCase{"diff.field_item." + id, 0, nil, want})
	}
	checkMessages(t, ls, "pl", cases)

	// F1 on civic-ingestor's page, where the review read it.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"- Przy zadaniu „Dokumenty” zwykle nadal wysyłają jeden z podanych wyżej nagłówków User-Agent tego robota.",
	}})
}
