package generator

import "testing"

// TestRobotsSyntaxAsCode (English review 24, T1 and T4): robots.txt's special characters and the
// "*" group are set in code, as every other piece of robots.txt syntax on the page ("follows the
// `*` group", was "the “*” group"), and so are the two example host names of one registrable
// domain ("such as `www.example.org` and `shop.example.org`", was plain text), in every language.
func TestRobotsSyntaxAsCode(t *testing.T) {
	checkPageLines(t, buildExampleEdited(t, "linkgraph-bot"), map[string][]string{
		"en": {
			"An asterisk `*` stands for any sequence of letters, digits, hyphens and dots.",
			"(such as `www.example.org` and `shop.example.org`) served from the same IP address count together",
			"- Allow and Disallow rules may use the special characters `*` and `$` as defined in RFC 9309.",
			"Without a group of its own, a crawler follows the `*` group. With a group of its own, it follows only that group, so copy into that group every rule from the `*` group that should still apply to it.",
			"copy into it any rules (Disallow and Allow) of the `*` group that should still apply to this crawler: once that group exists, the crawler no longer follows your `*` group.",
		},
		"de": {
			"Ein Sternchen `*` steht für eine beliebige Folge von Buchstaben, Ziffern, Bindestrichen und Punkten.",
			"(für Hostnamen derselben Domain, etwa `www.example.org` und `shop.example.org`, gilt der Abstand gemeinsam,",
			"- In Allow- und Disallow-Zeilen werden die Sonderzeichen `*` (beliebige Zeichenfolge) und `$` (Ende der Adresse) nach RFC 9309 ausgewertet.",
			"Ohne eigene Gruppe gilt für einen Crawler die Gruppe `*`. Hat er eine eigene Gruppe, gilt nur diese; wiederholen Sie dort also jede Regel der Gruppe `*`, die weiterhin für ihn gelten soll.",
		},
		"fr": {
			"L’astérisque `*` représente une suite quelconque de lettres, de chiffres, de traits d’union et de points.",
			"servis par cette adresse (par exemple `www.example.org` et `shop.example.org`) partagent cette limite",
			"- Les lignes Allow et Disallow peuvent contenir les caractères spéciaux `*` (toute suite de caractères) et `$` (fin de l’adresse), selon la RFC\u00a09309.",
			"Sans groupe qui lui soit propre, un robot suit le groupe `*`.",
		},
		"pl": {
			"Gwiazdka `*` oznacza dowolny ciąg liter, cyfr, łączników i kropek.",
			"(np. `www.example.org` i `shop.example.org`) obsługiwane z tego samego adresu IP mają wspólny limit",
			"- Wiersze Allow i Disallow mogą zawierać znaki specjalne `*` (dowolny ciąg znaków) i `$` (koniec adresu) w rozumieniu RFC 9309.",
			"Robot, który nie ma własnej grupy, stosuje się do grupy `*`.",
		},
	})
	checkPageLines(t, buildExampleEdited(t, "civic-ingestor"), map[string][]string{
		"en": {"- A rule ending in `$` matches only URLs that end exactly there: the same URL followed by a query string (such as `/example.pdf?lang=en`) is not blocked."},
		"de": {"- Eine Regel, die auf `$` endet, greift nur bei Adressen, die genau dort enden:"},
		"fr": {"- Une règle terminée par `$` ne correspond qu’aux adresses qui se terminent exactement là\u202f:"},
		"pl": {"- Reguła zakończona znakiem `$` pasuje tylko do adresów, które kończą się dokładnie w tym miejscu:"},
	})
}
