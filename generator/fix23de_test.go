package generator

import (
	"os"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// The German editor's review 23 (/work/notes/s22/review-de.md), findings 1–9: the exact German
// sentences, each with the finding it answers.

// TestFix23GermanMessages: each message in every form its finding names, with values where the
// grammar depends on them.
func TestFix23GermanMessages(t *testing.T) {
	ls := localizers(t)
	for _, tt := range []struct {
		id   string
		n    int // a plural count, 0 for a message without one
		args []any
		want string
	}{
		// 1: "in" with the dative plural.
		{"identification.filters", 1, nil, "In Freigabelisten und Filtern lässt sich die User-Agent-Zeichenkette unverändert übernehmen."},
		{"identification.filters", 2, nil, "In Freigabelisten und Filtern lassen sich die User-Agent-Zeichenketten unverändert übernehmen."},
		// 2: the reflexive possessive, which refers to the subject.
		{"self_hosted.own_addresses", 0, nil, "Von Dritten betriebene Installationen senden ihre Anfragen von ihren eigenen IP-Adressen. Eine Anfrage mit diesem User-Agent von einer nicht aufgeführten IP-Adresse kann daher von einer solchen Installation stammen oder von jemandem, der sich nur als dieser Crawler ausgibt. In beiden Fällen ist der hier genannte Betreiber für die Anfrage nicht verantwortlich."},
		{"self_hosted.own_addresses_no_list", 0, nil, "Von Dritten betriebene Installationen senden ihre Anfragen von ihren eigenen IP-Adressen. Eine Anfrage mit diesem User-Agent kann daher von einer solchen Installation stammen oder von jemandem, der sich nur als dieser Crawler ausgibt. In beiden Fällen ist der hier genannte Betreiber für die Anfrage nicht verantwortlich."},
		// 4: the relative clause after the verb, in the three sentences that had it.
		{"opt_out.crawl_delay.up_to_unpublished", 0, nil, "Werte werden bis zu einer Obergrenze beachtet, die der Betreiber nicht veröffentlicht."},
		{"opt_out.crawl_delay.max_unpublished", 0, nil, "Werte werden bis zu einer Obergrenze beachtet, die der Betreiber nicht veröffentlicht; ein längerer Wert zählt als diese Obergrenze."},
		{"opt_out.crawl_delay.max_ignored_unpublished", 0, nil, "Werte werden bis zu einer Obergrenze beachtet, die der Betreiber nicht veröffentlicht; eine Angabe mit längerem Wert wird ignoriert."},
		// 5: no nested participle.
		{"diff.field.job_started_by", 0, nil, "die Abrufart, deren neu gefundene Adressen diese Abrufart auslösen"},
		// 6: as its four siblings say it.
		{"answers.not_read_because.terms-of-service", 0, []any{"Agent", plain("ExampleFetch")}, "ExampleFetch ruft Seiten nach den mit dem Betreiber der Website vereinbarten Nutzungsbedingungen ab; er befolgt die robots.txt nicht und lässt sich daher nicht über sie aussperren."},
		// 7: what can be asked for, not who may ask; the longer interval in the same words.
		{"diff.class.contact_request_min_interval_shorter", 0, nil, "Auf Anfrage lässt sich der Crawler nur noch weniger stark drosseln als bisher."},
		{"diff.class.contact_request_min_interval_longer", 0, nil, "Auf Anfrage lässt sich der Crawler nun stärker drosseln als bisher."},
		// 8: a change that does not provably make the crawler more polite.
		{"diff.fetch_scope_unlimited", 0, []any{"Context", plain(" für X"), "Old", plain("„a“"), "Then", ls["de"].t("diff.class_then.looser")}, "Einschränkung aufgehoben für X: Bisher rief der Crawler nur „a“ ab; er wird dadurch nicht unbedingt rücksichtsvoller."},
		// 9: "Seite" once where a pronoun says it; the condition after a dash.
		{"embedded.fetched", 0, []any{"What", plain("die Bilder"), "Source", plain("einbindet")}, "Ruft mit einer Seite auch die Bilder ab, die sie einbindet."},
		{"embedded.fetched_for", 0, []any{"What", plain("die Bilder"), "Source", plain("einbindet"), "Condition", plain("nur bei Preisseiten")}, "Ruft mit einer Seite auch die Bilder ab, die sie einbindet – jedoch nicht bei jeder Seite: nur bei Preisseiten."},
		{"http.javascript_rendered_for", 0, []any{"Condition", plain("nur bei Preisseiten")}, "Führt wie ein Browser das JavaScript einer Seite aus, bevor sie ausgewertet wird – jedoch nicht bei jeder Seite: nur bei Preisseiten."},
		{"http.javascript.rendered", 0, nil, "Führt wie ein Browser das JavaScript einer Seite aus, bevor sie ausgewertet wird."},
	} {
		var got string
		if tt.n > 0 {
			got = ls["de"].n(tt.id, count(tt.n, ""), tt.args...).Plain()
		} else {
			got = ls["de"].t(tt.id, tt.args...).Plain()
		}
		if got != tt.want {
			t.Errorf("de %s:\n got %q\nwant %q", tt.id, got, tt.want)
		}
	}
}

// TestReplacedItemDefinite: an item of a list that gave way to another is named as the language's
// diff.replaced places it (diff.field_replaced): German with the definite article and no dash,
// "Ersetzt für X: das frühere Produkt-Token „a“ durch „b“" (German review 22, C4: was "ein
// früheres Produkt-Token – …"); English, French and Polish as before.
func TestReplacedItemDefinite(t *testing.T) {
	runReview4Diff(t, []review4DiffCase{
		{"a legacy token replaced", "../examples/civic-ingestor", nil, [][2]string{{"token = \"civic\"\nrestrict_only = true", "token = \"civic-legacy\"\nrestrict_only = true"}}, "/agents/civic-ingestor/legacy_tokens/1", "identity", map[string]string{
			"en": "Changed for civic-ingestor: a former product token. Previously: “civic” (only its Disallow rules are obeyed). Now: “civic-legacy” (only its Disallow rules are obeyed). Allowlists, filters and robots.txt groups that name the crawler may need updating.",
			"de": "Ersetzt für civic-ingestor: das frühere Produkt-Token „civic“ (nur einschränkend beachtet) durch „civic-legacy“ (nur einschränkend beachtet). Freigabelisten, Filter und robots.txt-Gruppen, die den Crawler nennen, müssen eventuell angepasst werden.",
			"fr": "Remplacement pour civic-ingestor\u202f: un ancien jeton de produit (jusqu’à présent\u202f: «\u202fcivic\u202f», pris en compte uniquement pour restreindre l’accès\u202f; désormais\u202f: «\u202fcivic-legacy\u202f», pris en compte uniquement pour restreindre l’accès). Il faudra peut-être mettre à jour les listes d’autorisation, les filtres et les groupes de robots.txt qui visent le robot.",
			"pl": "Zmiana dla robota civic-ingestor: dawny token produktu – odtąd „civic-legacy” (uwzględniany tylko w celu ograniczenia dostępu) zamiast „civic” (uwzględniany tylko w celu ograniczenia dostępu). Listy dozwolonych, filtry i grupy w robots.txt, które wskazują robota, mogą wymagać aktualizacji.",
		}},
		{"a host name pattern replaced", "../examples/linkgraph-bot", nil, [][2]string{{"pattern = \"*.crawl.linkgraph.example\"", "pattern = \"*.bots.linkgraph.example\""}}, "/network/host_names/0", "identity", map[string]string{
			"en": "Changed: a reverse DNS name pattern. Previously: “*.crawl.linkgraph.example”. Now: “*.bots.linkgraph.example”. Scripts that verify the crawler by reverse DNS may need updating.",
			"de": "Ersetzt: das Muster für Reverse-DNS-Namen „*.crawl.linkgraph.example“ durch „*.bots.linkgraph.example“. Skripte, die den Crawler per Reverse-DNS prüfen, müssen eventuell angepasst werden.",
			"fr": "Remplacement\u202f: un modèle de nom DNS inverse (jusqu’à présent\u202f: «\u202f*.crawl.linkgraph.example\u202f»\u202f; désormais\u202f: «\u202f*.bots.linkgraph.example\u202f»). Il faudra peut-être mettre à jour les scripts qui vérifient le robot par DNS inverse.",
			"pl": "Zmiana: wzorzec nazwy w odwrotnym DNS – odtąd „*.bots.linkgraph.example” zamiast „*.crawl.linkgraph.example”. Skrypty, które weryfikują robota przez odwrotny DNS, mogą wymagać aktualizacji.",
		}},
	})
}

// TestReplacedFieldsHaveMessages: every field of an item that a change may state as replaced
// (policy's replaceableLists) has its diff.field_replaced message, so no language falls back to
// diff.field's words where its grammar wants another form.
func TestReplacedFieldsHaveMessages(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, ptr := range []string{
		"/network/addresses/0", "/network/host_names/0", "/operator/people/0", "/jobs/x/triggers/0",
		"/agents/x/triggers/0", "/agents/x/stable_parts/0", "/agents/x/variants/0",
		"/agents/x/legacy_tokens/0", "/agents/x/signing_keys/0", "/agents/x/on_disallow/0",
	} {
		id := "diff.field_replaced." + policy.FieldAt(ptr)
		for _, lang := range shipped {
			if _, ok := msgs.Message(lang, id); !ok {
				t.Errorf("%s: %s (for %s) is missing", lang, id, ptr)
			}
		}
	}
}
