package generator

import (
	"strings"
	"testing"
)

// Snippets of the smallest policy (its agent "bot", token MinimalBot): one that lets the crawler
// in (an empty Disallow line), and one that shuts it out.
const (
	allowSnippet = `
[snippets.in]
label = { en = "Let MinimalBot in", de = "MinimalBot zulassen", fr = "Admettre MinimalBot", pl = "Dopuszczenie robota MinimalBot" }
agents = ["bot"]
paths = [""]
`
	blockSnippet = `
[snippets.out]
label = { en = "Shut MinimalBot out", de = "MinimalBot aussperren", fr = "Exclure MinimalBot", pl = "Blokada robota MinimalBot" }
agents = ["bot"]
paths = ["/"]
`
)

// The sentences around the snippets, in each language: the introduction of a section of
// blocking snippets, of allow snippets alone, the proof's sentence for a mix, and the notes on a
// group the crawler already has.
var (
	introBlock = map[string]string{
		"en": "To shut the crawler out, an entry in robots.txt is enough; there is no need to write to the operator.",
		"de": "Zum Aussperren genügt ein Eintrag in der robots.txt; eine E-Mail ist nicht nötig.",
		"fr": "Pour exclure le robot, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant.",
		"pl": "Aby zablokować robota, wystarczy wpis w pliku robots.txt – kontakt z nami nie jest konieczny.",
	}
	introAllow = map[string]string{
		"en": "To let the crawler fetch pages that your `*` group disallows, while other crawlers stay shut out, an entry in robots.txt is enough; there is no need to write to the operator. The snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it lets the crawlers it names fetch every path and changes nothing for other crawlers.\n",
		"de": "Damit der Crawler auch Seiten abrufen darf, die Ihre Gruppe `*` für andere Crawler sperrt, genügt ein Eintrag in der robots.txt; eine E-Mail ist nicht nötig. Die folgende Vorlage wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie erlaubt den darin genannten Crawlern den Abruf aller Pfade und ändert nichts für andere Crawler.\n",
		"fr": "Pour autoriser le robot à explorer les pages que votre groupe `*` interdit, sans ouvrir ces pages aux autres robots, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant. L’extrait ci-dessous a été vérifié avec un analyseur conforme à la RFC\u00a09309 sur des fichiers robots.txt typiques\u202f: il autorise les robots qu’il nomme à explorer tous les chemins et ne change rien pour les autres robots.\n",
		"pl": "Aby robot mógł pobierać strony, które Państwa grupa `*` blokuje dla innych robotów, wystarczy wpis w pliku robots.txt – kontakt z nami nie jest konieczny. Poniższy wpis sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: daje wymienionym w nim robotom dostęp do wszystkich ścieżek i nie zmienia niczego dla innych robotów.\n",
	}
	testedMixed = map[string]string{
		"en": " Each snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it blocks exactly the paths stated for it, or lets the crawlers it names fetch every path, and changes nothing for other crawlers.\n",
		"de": " Jede der folgenden Vorlagen wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt jeweils genau das Angegebene oder erlaubt den darin genannten Crawlern den Abruf aller Pfade und ändert nichts für andere Crawler.\n",
		"fr": " Chaque extrait ci-dessous a été vérifié avec un analyseur conforme à la RFC\u00a09309 sur des fichiers robots.txt typiques\u202f: il bloque ce qu’il annonce, ou autorise les robots qu’il nomme à explorer tous les chemins, et ne change rien pour les autres robots.\n",
		"pl": " Każdy z poniższych wpisów sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: blokuje dokładnie to, co podano w jego opisie, albo daje wymienionym w nim robotom dostęp do wszystkich ścieżek, i nie zmienia niczego dla innych robotów.\n",
	}
	// The note under an allow snippet, group_matching unset (RFC 9309's rule, said as the RFC's).
	noteAllowUnstated = map[string]string{
		"en": "- If your robots.txt already has a group for this crawler, remove any Disallow rules there that should no longer apply to it: under RFC 9309, two groups for the same crawler are merged into one, so those rules would still apply.\n",
		"de": "- Enthält Ihre robots.txt bereits eine Gruppe für diesen Crawler, entfernen Sie dort alle Disallow-Zeilen, die für ihn nicht mehr gelten sollen; sonst gelten sie weiter, denn nach RFC 9309 werden zwei Gruppen für denselben Crawler zu einer zusammengeführt.\n",
		"fr": "- Si votre robots.txt contient déjà un groupe pour ce robot, supprimez-y les lignes Disallow qui ne doivent plus le concerner\u202f: selon la RFC\u00a09309, deux groupes visant un même robot sont fusionnés en un seul\u202f; laissées en place, ces lignes continueraient de s’appliquer.\n",
		"pl": "- Jeśli robots.txt zawiera już grupę dla robota wymienionego w tym wpisie, należy usunąć z niej wiersze Disallow, które nie mają go już obowiązywać: według RFC 9309 robot łączy w jedną wszystkie grupy, w których go wymieniono, więc te wiersze nadal by go obowiązywały.\n",
	}
	// The same where the policy states that the crawler reads groups as RFC 9309 says.
	noteAllowStated = map[string]string{
		"en": "- If your robots.txt already has a group for this crawler, remove any Disallow rules there that should no longer apply to it: the crawler merges the two groups into one, so those rules would still apply.\n",
		"de": "- Enthält Ihre robots.txt bereits eine Gruppe für diesen Crawler, werden die Gruppen zusammengeführt: Entfernen Sie aus Ihrer bestehenden Gruppe alle Disallow-Zeilen, die für ihn nicht mehr gelten sollen; andernfalls gelten sie weiter.\n",
		"fr": "- Si votre robots.txt contient déjà un groupe pour ce robot, supprimez-y les lignes Disallow qui ne doivent plus le concerner\u202f: le robot fusionne les deux groupes en un seul\u202f; laissées en place, ces lignes continueraient de s’appliquer.\n",
		"pl": "- Jeśli robots.txt zawiera już grupę dla robota wymienionego w tym wpisie, należy usunąć z niej wiersze Disallow, które nie mają go już obowiązywać: robot łączy w jedną wszystkie grupy, w których go wymieniono, więc te wiersze nadal by go obowiązywały.\n",
	}
	// The note under a blocking snippet, group_matching unset.
	noteBlockUnstated = map[string]string{
		"en": "- If your robots.txt already has a group for this crawler, remove any Allow rules there that would reopen the blocked paths: under RFC 9309, two groups for the same crawler are merged into one.\n",
		"de": "- Enthält Ihre robots.txt bereits eine Gruppe für diesen Crawler, entfernen Sie dort alle Allow-Zeilen, welche die gesperrten Pfade wieder freigeben würden: Nach RFC 9309 werden zwei Gruppen für denselben Crawler zu einer zusammengeführt.\n",
		"fr": "- Si votre robots.txt contient déjà un groupe pour ce robot, supprimez-y les lignes Allow qui rouvriraient les chemins bloqués\u202f: selon la RFC\u00a09309, deux groupes visant un même robot sont fusionnés en un seul.\n",
		"pl": "- Jeśli robots.txt zawiera już grupę dla robota wymienionego w tym wpisie, należy usunąć z niej wiersze Allow, które odblokowywałyby zablokowane ścieżki: według RFC 9309 robot łączy w jedną wszystkie grupy, w których go wymieniono.\n",
	}
)

// snippetSection is the Markdown page's section of snippets, from its heading to the next "## ".
func snippetSection(t *testing.T, res *Result, lang string) string {
	t.Helper()
	page := string(res.Files[lang+"/index.md"])
	i := strings.Index(page, "### ")
	for i >= 0 && !strings.Contains(page[i:i+strings.IndexByte(page[i:], '\n')], "robots.txt") {
		j := strings.Index(page[i+4:], "### ")
		if j < 0 {
			i = -1
			break
		}
		i += 4 + j
	}
	if i < 0 {
		t.Fatalf("%s/index.md has no section of snippets:\n%s", lang, page)
	}
	end := strings.Index(page[i:], "\n## ")
	if end < 0 {
		end = len(page) - i
	}
	return page[i : i+end]
}

// TestAllowSnippetSection (issue #11, item 6): a section whose only snippet lets the crawler in
// says what an entry does for it, and what the proof checked, instead of "To shut the crawler out
// …" and "it blocks exactly the paths stated for it"; the note under an allow snippet speaks of
// the Disallow lines of a group the crawler already has, merged with it, not of Allow lines that
// would reopen blocked paths. A section with both kinds keeps the blocking introduction, says
// what the proof checked of each kind, and gives each snippet its own note. Exact in every
// language; checkEveryLanguage then proves that no sentence lacks its value or condition.
func TestAllowSnippetSection(t *testing.T) {
	allowOnly := buildSmallestEdited(t, nil, allowSnippet)
	stated := buildSmallestEdited(t, [][2]string{{`token = "MinimalBot"`, "token = \"MinimalBot\"\nrobots_txt = \"read\"\ngroup_matching = \"rfc9309\""}}, allowSnippet)
	mixed := buildSmallestEdited(t, nil, blockSnippet+allowSnippet)
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		sec := snippetSection(t, allowOnly, lang)
		for _, want := range []string{introAllow[lang], noteAllowUnstated[lang]} {
			if !strings.Contains(sec, want) {
				t.Errorf("%s, allow snippet alone: section lacks %q:\n%s", lang, want, sec)
			}
		}
		for _, not := range []string{introBlock[lang], noteBlockUnstated[lang], "Allow"} {
			if strings.Contains(strings.ReplaceAll(sec, "Disallow", ""), strings.ReplaceAll(not, "Disallow", "")) {
				t.Errorf("%s, allow snippet alone: section holds %q:\n%s", lang, not, sec)
			}
		}
		if sec := snippetSection(t, stated, lang); !strings.Contains(sec, noteAllowStated[lang]) {
			t.Errorf("%s, allow snippet, group_matching = \"rfc9309\": section lacks %q:\n%s", lang, noteAllowStated[lang], sec)
		}
		sec = snippetSection(t, mixed, lang)
		// The blocking snippet first, with its note; the allow snippet after it, with its own.
		out, in, _ := strings.Cut(sec, "Disallow:\n```")
		for _, want := range []string{introBlock[lang] + testedMixed[lang]} {
			if !strings.Contains(sec, want) {
				t.Errorf("%s, both kinds: section lacks %q:\n%s", lang, want, sec)
			}
		}
		if !strings.Contains(out, noteBlockUnstated[lang]) || strings.Contains(out, noteAllowUnstated[lang]) {
			t.Errorf("%s, both kinds: the blocking snippet's notes are not %q alone:\n%s", lang, noteBlockUnstated[lang], out)
		}
		if !strings.Contains(in, noteAllowUnstated[lang]) || strings.Contains(in, noteBlockUnstated[lang]) {
			t.Errorf("%s, both kinds: the allow snippet's notes are not %q alone:\n%s", lang, noteAllowUnstated[lang], in)
		}
	}
	checkEveryLanguage(t, "allow snippet alone", allowOnly)
	checkEveryLanguage(t, "allow snippet, group_matching", stated)
	checkEveryLanguage(t, "both kinds", mixed)
}

// TestSnippetTokenOutsideSyntaxPage (issue #11, item 3): a snippet that names an agent whose token
// is outside RFC 9309's syntax ("MJ12bot") is offered, written with the token as the page states
// it, and says under it what a strict RFC 9309 parser may read instead ("MJ"), as validate's
// warning does; a snippet of a token within the syntax says nothing of the kind.
func TestSnippetTokenOutsideSyntaxPage(t *testing.T) {
	want := map[string]string{
		"en": "- A parser that follows RFC 9309 strictly may read `MJ12bot` as `MJ`: in a product token, RFC 9309 allows only letters, the underscore and the hyphen.\n",
		"de": "- Ein Parser, der sich streng an RFC 9309 hält, liest `MJ12bot` unter Umständen als `MJ`: In einem Produkt-Token erlaubt RFC 9309 nur Buchstaben, den Unterstrich und den Bindestrich.\n",
		"fr": "- Un analyseur qui applique strictement la RFC\u00a09309 peut lire `MJ12bot` comme `MJ`\u202f: dans un jeton de produit, la RFC\u00a09309 n’admet que des lettres, le tiret bas et le trait d’union.\n",
		"pl": "- Parser ściśle przestrzegający RFC 9309 może odczytać `MJ12bot` jako `MJ`: w tokenie produktu RFC 9309 dopuszcza wyłącznie litery, znak podkreślenia i łącznik.\n",
	}
	mj := buildSmallestEdited(t, [][2]string{{`token = "MinimalBot"`, `token = "MJ12bot"`}}, strings.ReplaceAll(blockSnippet, "MinimalBot", "MJ12bot"))
	plain := buildSmallestEdited(t, nil, blockSnippet)
	if got, want := string(mj.Files["robots/out.txt"]), "User-agent: MJ12bot\nDisallow: /\n"; got != want {
		t.Errorf("robots/out.txt = %q, want %q", got, want)
	}
	for lang, w := range want {
		if sec := snippetSection(t, mj, lang); !strings.Contains(sec, "```robots.txt\nUser-agent: MJ12bot\nDisallow: /\n```") || !strings.Contains(sec, w) || !strings.Contains(sec, introBlock[lang]) {
			t.Errorf("%s: section lacks the snippet, %q or %q:\n%s", lang, w, introBlock[lang], sec)
		}
		if sec := snippetSection(t, plain, lang); strings.Contains(sec, "RFC 9309 strictly") || strings.Contains(sec, strings.SplitN(w, "`", 2)[0]) {
			t.Errorf("%s: a token within the syntax: section says what a parser may read instead:\n%s", lang, sec)
		}
	}
	checkEveryLanguage(t, "MJ12bot", mj)
}
