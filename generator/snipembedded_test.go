package generator

import "testing"

// TestSnippetEmbeddedNotStopped (accessibility trial 20, finding 1): where a crawler fetches the
// resources a page embeds or names without reading robots.txt for them (embedded.robots_txt =
// "not-read"), every snippet that names it, the short answer on blocking and the snippets'
// introduction say that a group does not cover those fetches, in every language, and the
// introduction says that an entry is enough only for the others ("Shuts … out of the whole
// site." alone promised what the images fetched for another site's page break); the Polish
// answer no longer says that the snippet is enough ("Wystarczy"). With robots.txt read for them,
// the sentences stand alone.
func TestSnippetEmbeddedNotStopped(t *testing.T) {
	const snippets = `
[robots_txt]
check = "before-first-fetch"

[snippets.exclude]
label = { en = "Shut MinimalBot out", de = "MinimalBot aussperren", fr = "Exclure MinimalBot", pl = "Blokada robota MinimalBot" }
agents = ["bot"]
paths = ["/"]

[snippets.part]
label = { en = "Part", de = "Teil", fr = "Partie", pl = "Część" }
agents = ["bot"]
paths = ["/private/"]
`
	edit := func(use string) [][2]string {
		return [][2]string{{`token = "MinimalBot"`, "token = \"MinimalBot\"\nembedded = { fetch = \"fetched\", kinds = [\"images\"], robots_txt = \"" + use + "\" }"}}
	}
	except := map[string]string{
		"en": " A group does not cover the resources that `MinimalBot` fetches along with a page: they are fetched even where robots.txt disallows them.",
		"de": " Die Gruppen der robots.txt erfassen die Ressourcen nicht, die `MinimalBot` zusammen mit einer Seite abruft (etwa Bilder und Stylesheets): Diese werden auch dort abgerufen, wo die robots.txt sie sperrt.",
		"fr": " Un groupe de robots.txt ne couvre pas les ressources que `MinimalBot` récupère en même temps qu’une page\u202f: elles sont récupérées même là où robots.txt les interdit.",
		"pl": " Grupa nie obejmuje zasobów pobieranych wraz ze stroną przez robota `MinimalBot`: są one pobierane także tam, gdzie plik robots.txt zabrania ich pobierania.",
	}
	site := map[string]string{
		"en": "Blocks `MinimalBot` from every URL on the site.",
		"de": "Sperrt `MinimalBot` für die gesamte Website.",
		"fr": "Cet extrait interdit à `MinimalBot` l’accès à l’ensemble du site.",
		"pl": "Blokuje dostęp do całego serwisu dla robota `MinimalBot`.",
	}
	part := map[string]string{
		"en": "Blocks `MinimalBot` from every URL whose path starts with `/private/`.",
		"de": "Sperrt `MinimalBot` für alle Adressen, deren Pfad mit `/private/` beginnt.",
		"fr": "Cet extrait interdit à `MinimalBot` toutes les adresses dont le chemin commence par `/private/`.",
		"pl": "Blokuje dla robota `MinimalBot` dostęp do każdego adresu, którego ścieżka zaczyna się od `/private/`.",
	}
	answer := map[string]string{
		"en": "Add the snippet “Shut MinimalBot out” to your robots.txt.",
		"de": "Fügen Sie die Vorlage „MinimalBot aussperren“ in Ihre robots.txt ein.",
		"fr": "ajoutez l’extrait «\u202fExclure MinimalBot\u202f» à votre fichier robots.txt.",
		"pl": "należy dodać do pliku robots.txt wpis podany w sekcji „Blokada robota MinimalBot”.",
	}
	// The introduction says those fetches first, then that an entry is enough for the others.
	other := map[string]string{
		"en": " An entry in robots.txt is enough to stop all its other fetches; there is no need to write to the operator.",
		"de": " Alle übrigen Abrufe des Crawlers unterbindet bereits ein Eintrag in der robots.txt; eine E-Mail ist nicht nötig.",
		"fr": " Pour arrêter toutes les autres récupérations du robot, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant.",
		"pl": " Aby zablokować wszystkie pozostałe rodzaje pobierania wykonywanego przez robota, wystarczy odpowiedni wpis w pliku robots.txt – kontakt z nami nie jest konieczny.",
	}
	with := buildSmallestEdited(t, edit("not-read"), snippets)
	without := buildSmallestEdited(t, edit("read"), snippets)
	want, alone := map[string][]string{}, map[string][]string{}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		sep := " – "
		if lang == "de" {
			sep = ": " // format.answers_after_dash = "colon"
		}
		want[lang] = []string{"\n" + site[lang] + except[lang] + "\n", "\n" + part[lang] + except[lang] + "\n", "#snippet-exclude)" + sep + answer[lang] + except[lang] + "\n",
			"\n" + except[lang][1:] + other[lang] + " "}
		alone[lang] = []string{"\n" + site[lang] + "\n", "\n" + part[lang] + "\n"}
	}
	checkPageLines(t, with, want)
	checkPageLines(t, without, alone)
	checkPageLacks(t, without, map[string][]string{"en": {except["en"]}, "de": {except["de"]}, "fr": {except["fr"]}, "pl": {except["pl"]}})
	checkEveryLanguage(t, "snippet-embedded-not-stopped", with)
}
