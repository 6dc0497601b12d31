package generator

import "testing"

// TestCorpusRepublishedStated (new-user trial 32, F-05/F-12): a text corpus lists what it holds of
// each page (its URL, fetch date, extracted text and language) in operator.republishes_contents;
// the list is the whole of it, so the page's "only" is the operator's. Before, "page-contents"
// was the one value for text, and the page said "contains only the contents of the pages
// fetched" of a corpus that also held each page's URL, date and language.
func TestCorpusRepublishedStated(t *testing.T) {
	res := buildDirEdited(t, "../examples/civic-ingestor", republishesContentsEdit(`"page-url", "fetch-date", "page-text", "page-language"`))
	checkPageLines(t, res, map[string][]string{
		"en": {"- The republished data contains only the URL of each page, the date on which each page was fetched, the text extracted from each page and the language detected for each page.\n"},
		"de": {"- Die Daten, die der Betreiber veröffentlicht, umfassen nur die URL jeder Seite, das Abrufdatum jeder Seite, den aus jeder Seite extrahierten Text und die für jede Seite erkannte Sprache.\n"},
		"fr": {"- Les données republiées ne comprennent que l’URL de chaque page, la date de récupération de chaque page, le texte extrait de chaque page et la langue détectée pour chaque page.\n"},
		"pl": {"- Udostępniane przez nas dane obejmują wyłącznie adres URL każdej strony, datę pobrania każdej strony, tekst wyodrębniony z każdej strony i rozpoznany język każdej strony.\n"},
	})
	checkEveryLanguage(t, "corpus contents", res)
}

// TestRemovedFromWorkingCopies (new-user trial 32, F-15): an operator with no service (a research
// institute building a corpus) states that what it collected is removed from its working copies,
// in four languages, and the page names no service.
func TestRemovedFromWorkingCopies(t *testing.T) {
	res := buildTestdata(t, "trial25a", [2]string{"removed_after_opt_out = \"30d\"\n",
		"removed_after_opt_out = \"30d\"\nopt_out_removed_from = [\"working-copies\", \"unreleased-datasets\"]\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- Within 30\u00a0days of a site opting out, what was collected from it is removed from the operator’s working copies and from datasets not yet released.\n"},
		"de": {"- Widersprechen Sie der Erfassung Ihrer Website (Opt-out), wird das dort Gesammelte innerhalb von 30\u00a0Tagen aus den Arbeitskopien des Betreibers und aus noch nicht veröffentlichten Datensätzen entfernt.\n"},
		"fr": {"- Après l’opposition d’un site, les données collectées sur celui-ci sont retirées des copies de travail de l’exploitant et des jeux de données non encore publiés dans un délai de 30\u00a0jours.\n"},
		"pl": {"- Jeśli administrator serwisu zgłosi sprzeciw, zebrane z serwisu dane usuwamy z naszych kopii roboczych i z nieopublikowanych jeszcze zbiorów danych w ciągu 30\u00a0dni.\n"},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"service"}, "de": {"Angebot des Betreibers"}, "fr": {"service de l’exploitant"}, "pl": {"usługi"},
	})
	checkEveryLanguage(t, "working copies", res)
}
