package generator

import (
	"strings"
	"testing"
)

// TestPathsSnippetShutsOut (new-user trial 30, F-09): an agent that states the only paths it
// requests (agents.X.paths: /robots.txt, /ads.txt, /app-ads.txt) is shut out by a snippet that
// disallows each of them but /robots.txt, as by one of the whole site: the short answer offers
// it. The matcher decides, not the strings: "/ads" disallows /ads.txt too. Where the agent states
// no paths, or the snippet leaves one of them allowed, it may fetch more than the snippet
// covers, and the answer offers no snippet. Failed before: only a snippet of "/" was offered.
func TestPathsSnippetShutsOut(t *testing.T) {
	offered := map[string][]string{
		"en": {"- [Blocking the crawler](index.html#snippet-exclude) – Add the snippet “Stop KestrelTxtBot from reading your ads.txt files” to your robots.txt.\n"},
		"de": {"- [Crawler aussperren](index.html#snippet-exclude): Fügen Sie die Vorlage „KestrelTxtBot das Lesen Ihrer ads.txt-Dateien verbieten“ in Ihre robots.txt ein.\n"},
		"fr": {"- [Bloquer le robot](index.html#snippet-exclude) – ajoutez l’extrait «\u202fInterdire à KestrelTxtBot de lire vos fichiers ads.txt\u202f» à votre fichier robots.txt.\n"},
		"pl": {"- [Blokada robota](index.html#snippet-exclude) – wystarczy dodać do pliku robots.txt wpis podany w sekcji „Zablokuj robotowi KestrelTxtBot odczyt plików ads.txt”.\n"},
	}
	res := buildTrial30(t)
	checkPageLines(t, res, offered)
	checkEveryLanguage(t, "paths snippet", res)
	res = buildTrial30(t, [2]string{`paths = ["/ads.txt", "/app-ads.txt"]`, `paths = ["/ads", "/app-ads.txt"]`})
	checkPageLines(t, res, offered)

	const paths = `paths = ["/robots.txt", "/ads.txt", "/app-ads.txt"]` + "\n"
	for name, edit := range map[string][2]string{
		"no paths stated":  {paths, ""},
		"a path not shut":  {paths, `paths = ["/robots.txt", "/ads.txt", "/app-ads.txt", "/sellers.json"]` + "\n"},
		"a path left open": {`paths = ["/ads.txt", "/app-ads.txt"]`, `paths = ["/ads.txt"]`},
	} {
		res := buildTrial30(t, edit)
		for _, lang := range res.Policy.Site.Languages {
			page := string(res.Files[lang+"/index.md"])
			if strings.Contains(page, "](index.html#snippet-exclude)") {
				t.Errorf("%s: %s/index.md offers the snippet of some paths as the way to shut the crawler out:\n%s", name, lang, page)
			}
		}
	}
}
