package generator

import (
	"strings"
	"testing"
)

// TestFix16FrCopiedIdentifiers: a value a reader copies from the page of changes (a signing
// key's thumbprint, an AIPREF category, the product token of the crawler of an added job) is in
// code, as the page sets it, in every language: in quotation marks, Markdown escaped the
// thumbprint's "_" ("1FKiVUFEmxvFDK\_AG66…"), so a value copied from changes.md was wrong
// (review15-fr, 24).
func TestFix16FrCopiedIdentifiers(t *testing.T) {
	const kid = "1FKiVUFEmxvFDK_AG66f8xREIVwDIdIzdUiIl7KPQF4"
	for _, tt := range []struct {
		example string
		want    map[string]string
	}{
		{"triple-fetchers", map[string]string{
			"en": "\n- Added for `ExampleFetch`: a Web Bot Auth signing key (thumbprint `" + kid + "`). Sites that verify the crawler’s signatures should fetch its key directory again.\n",
			"de": "\n- Hinzugefügt für `ExampleFetch`: ein Signaturschlüssel nach Web Bot Auth – Fingerabdruck `" + kid + "`.",
			"fr": "\n- Ajout pour `ExampleFetch`\u202f: une clé de signature Web Bot Auth (empreinte `" + kid + "`). Les sites qui vérifient les signatures du robot doivent recharger son annuaire de clés.\n",
			"pl": "\n- Dodano dla robota `ExampleFetch` klucz Web Bot Auth do podpisywania żądań: odcisk klucza `" + kid + "`. Jeśli weryfikują Państwo podpisy tego robota, należy ponownie pobrać jego katalog kluczy.\n",
		}},
		{"search-engine", map[string]string{
			"en": "\n- Added for `NordsucheBot`: the purpose in the AIPREF vocabulary (`search`).",
			"fr": "\n- Ajout pour `NordsucheBot`\u202f: la finalité dans le vocabulaire AIPREF (`search`).",
		}},
		{"web-archive", map[string]string{
			"en": "\n- Added: a new kind of fetch by `heritrix/3.4.0`, “Broad crawl”, which runs ",
			"fr": "\n- Ajout de la tâche «\u202fCollecte large\u202f», exécutée par `heritrix/3.4.0` de 2 à 4\u00a0fois par an\u202f;",
		}},
	} {
		res := buildExampleWithHistory(t, tt.example)
		for lang, want := range tt.want {
			md := string(res.Files[lang+"/changes.md"])
			if !strings.Contains(md, want) {
				t.Errorf("%s %s/changes.md lacks %q", tt.example, lang, want)
			}
			if strings.Contains(md, `\_AG66`) {
				t.Errorf("%s %s/changes.md escapes the thumbprint's underscore", tt.example, lang)
			}
		}
	}
}
