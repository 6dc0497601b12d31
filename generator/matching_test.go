package generator

import (
	"strings"
	"testing"
)

// TestGroupMatching: an agent that reads the "*" group with its own says so, the agents table
// says so, the page's account of RFC 9309's "*" group is left out where no agent reads it that
// way, and a snippet for it is proven as it reads robots.txt, without the warning that its group
// replaces the "*" group.
func TestGroupMatching(t *testing.T) {
	res := buildSmallest(t, []byte(`robots_txt = "read"
group_matching = "merges-star"

[agents.other]
token = "OtherBot"
robots_txt = "read"
group_matching = "merges-star"

[snippets.drafts]
label = { en = "Keep MinimalBot out of the drafts", de = "MinimalBot von den Entwürfen fernhalten", fr = "Tenir MinimalBot à l’écart des brouillons", pl = "Nie wpuszczać MinimalBot do szkiców" }
agents = ["bot"]
paths = ["/drafts/"]
`))
	want := map[string][]string{
		"en": {
			"- It reads the `*` group together with any group that names it, as one group: a group of its own adds rules to those of the `*` group instead of replacing them.",
			"| `MinimalBot` | Yes | Yes, together with its own group |",
		},
		"de": {"- Liest die Gruppe `*` zusammen mit jeder Gruppe, die ihn nennt, wie eine einzige Gruppe: Eine eigene Gruppe ergänzt die Regeln der Gruppe `*`, statt sie zu ersetzen."},
		"pl": {"| `MinimalBot` | tak | tak, łącznie z własną grupą |"},
	}
	checkPageLines(t, res, want)
	en := string(res.Files["en/index.md"])
	for _, absent := range []string{"With a group of its own, it follows only that group", "stops following your"} {
		if strings.Contains(en, absent) {
			t.Errorf("en/index.md says %q, which is not how these crawlers read robots.txt:\n%s", absent, en)
		}
	}
	checkEveryLanguage(t, "merges-star", res)
}

// groupMatchingVariants states an agent that obeys only the first group naming it, with a
// snippet for part of a site, and one that compares its token case-sensitively.
const groupMatchingVariants = `robots_txt = "read"
group_matching = "first-group"
user_agent = "MinimalBot/1.0 (+https://minimalbot.eu/)"

[agents.other]
token = "OtherBot"
user_agent = "OtherBot/1.0 (+https://minimalbot.eu/)"
robots_txt = "read"
group_matching = "case-sensitive"

[snippets.drafts]
label = { en = "Keep MinimalBot out of the drafts", de = "MinimalBot von den Entwürfen fernhalten", fr = "Tenir MinimalBot à l’écart des brouillons", pl = "Nie wpuszczać MinimalBot do szkiców" }
agents = ["bot"]
paths = ["/drafts/"]
`

// TestGroupMatchingVariants: an agent that obeys only the first group naming it and one that
// compares its token case-sensitively say so, word for word in every language; the sentence on
// product tokens says that letter case matters for the one; a snippet for the other warns that
// it becomes the only group the crawler obeys, and not that groups merge.
func TestGroupMatchingVariants(t *testing.T) {
	res := buildSmallest(t, []byte(groupMatchingVariants))
	want := map[string][]string{
		"en": {
			"- It obeys only the first group in robots.txt that names it and ignores any later group that names it too, whereas RFC 9309 has crawlers merge such groups; without a group of its own, it obeys only the first `*` group.",
			"- It compares its product token with the User-agent lines case-sensitively: a group applies to it only if one of the group’s User-agent lines spells `OtherBot` with exactly the same upper- and lower-case letters (under RFC 9309, letter case would not matter).",
			"In robots.txt, a group applies to a crawler when one of its User-agent lines names the crawler’s product token, given below; letter case matters only for `OtherBot`.",
			"- `MinimalBot` obeys only the first group that names it: pasted above the others, this group is the only one it follows, so copy into it any rules of a group further down that names it, if they should still apply.",
			"| `MinimalBot` | Yes | Yes |",
		},
		"de": {
			"- Befolgt nur die erste Gruppe der robots.txt, die ihn nennt, und ignoriert jede weitere Gruppe, die ihn ebenfalls nennt, während RFC 9309 vorsieht, solche Gruppen zusammenzuführen; ohne eigene Gruppe befolgt er nur die erste Gruppe `*`.",
			"- Vergleicht sein Produkt-Token unter Beachtung der Groß- und Kleinschreibung mit den User-agent-Zeilen: Eine Gruppe gilt für ihn nur, wenn eine ihrer User-agent-Zeilen `OtherBot` in genau dieser Schreibweise enthält (nach RFC 9309 spielt die Schreibweise hier keine Rolle).",
			"Eine Gruppe in der robots.txt spricht einen Crawler über sein Produkt-Token an; bei `OtherBot` kommt es dabei auf die Groß- und Kleinschreibung an, bei den übrigen nicht. Die Produkt-Tokens können Sie unverändert in die robots.txt übernehmen.",
			"- `MinimalBot` befolgt nur die erste Gruppe, die ihn nennt: Oberhalb der übrigen eingefügt, ist diese Gruppe die einzige, die er befolgt. Übernehmen Sie daher Regeln einer weiter unten stehenden Gruppe für ihn in diese Gruppe, wenn sie weiterhin gelten sollen.",
		},
		"fr": {
			"- Il n’applique que le premier groupe de robots.txt qui le nomme et ignore tout groupe suivant qui le nomme aussi, alors que la RFC\u00a09309 prévoit de fusionner de tels groupes\u202f; sans groupe qui lui soit propre, il n’applique que le premier groupe `*`.",
			"- Il compare son jeton de produit aux lignes User-agent en distinguant majuscules et minuscules\u202f: un groupe ne s’applique à lui que si l’une de ses lignes User-agent indique `OtherBot` avec exactement les mêmes majuscules et minuscules (la RFC\u00a09309 ne fait pas cette distinction).",
			"Dans robots.txt, un groupe désigne un robot par son jeton de produit, c’est-à-dire le nom indiqué sur une ligne User-agent\u202f; majuscules et minuscules sont distinguées pour `OtherBot`, mais pas pour les autres. Copiez les jetons de produit tels quels dans robots.txt, en respectant la casse.",
			"- `MinimalBot` n’applique que le premier groupe qui le nomme\u202f: collé au-dessus des autres, ce groupe est le seul qu’il suit. Recopiez-y donc les règles d’un groupe situé plus bas qui le nomme, si elles doivent continuer à s’appliquer.",
		},
		"pl": {
			"- Stosuje się wyłącznie do pierwszej grupy w pliku robots.txt, w której go wymieniono, a każdą kolejną grupę, w której również go wymieniono, pomija (według RFC 9309 takie grupy się łączy); jeśli nie ma własnej grupy, stosuje się wyłącznie do pierwszej grupy `*`.",
			"- Porównując swój token produktu z wierszami User-agent, rozróżnia wielkie i małe litery: grupa dotyczy go tylko wtedy, gdy wiersz zawiera `OtherBot` dokładnie w tej pisowni (według RFC 9309 wielkość liter nie ma tu znaczenia).",
			"Każdego z tych robotów wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); w przypadku `OtherBot` wielkość liter ma znaczenie, w przypadku pozostałych – nie. Nazwy należy tam wpisać bez zmian.",
			"- `MinimalBot` stosuje się wyłącznie do pierwszej grupy, w której go wymieniono. Po wklejeniu nad pozostałymi grupami ta grupa będzie jedyną, do której się stosuje, dlatego reguły z niżej położonej grupy, w której go wymieniono, należy skopiować do tej grupy, jeśli mają nadal obowiązywać.",
		},
	}
	checkPageLines(t, res, want)
	en := string(res.Files["en/index.md"])
	for _, absent := range []string{"letter case does not matter", "the groups are merged"} {
		if strings.Contains(en, absent) {
			t.Errorf("en/index.md says %q, which is not how these crawlers read robots.txt:\n%s", absent, en)
		}
	}
	checkEveryLanguage(t, "group-matching-variants", res)

	// Only case-sensitive agents: the sentence on tokens says so of all of them.
	res = buildSmallest(t, []byte("robots_txt = \"read\"\ngroup_matching = \"case-sensitive\"\nuser_agent = \"MinimalBot/1.0 (+https://minimalbot.eu/)\"\n"))
	checkPageLines(t, res, map[string][]string{
		"en": {"In robots.txt, a group applies to a crawler when one of its User-agent lines names the crawler’s product token, given below; copy it exactly, including capital letters, because this crawler matches it case-sensitively."},
		"de": {"Eine Gruppe in der robots.txt spricht einen Crawler über sein Produkt-Token an; dieser Crawler beachtet dabei die Groß- und Kleinschreibung. Übernehmen Sie das Produkt-Token unverändert in die robots.txt, in genau dieser Schreibweise."},
		"fr": {"Dans robots.txt, un groupe désigne un robot par son jeton de produit, c’est-à-dire le nom indiqué sur une ligne User-agent\u202f; ce robot distingue majuscules et minuscules. Copiez le jeton de produit tel quel dans robots.txt, en respectant la casse."},
		"pl": {"Robota wskazuje się w pliku robots.txt, w wierszu User-agent, jego nazwą (tzw. tokenem produktu); ten robot rozróżnia przy tym wielkie i małe litery. Nazwę należy tam wpisać bez zmian, z zachowaniem wielkości liter."},
	})
}
