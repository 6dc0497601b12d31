package generator

import (
	"strings"
	"testing"
)

// TestNotFetchedKinds states the kinds of embedded resource an agent does not fetch, exactly, in
// every language; without kinds, the sentence for no resource at all, and no kind named.
func TestNotFetchedKinds(t *testing.T) {
	res := buildNewKeys(t, newKeysSite, newKeysContact, "embedded = { fetch = \"not-fetched\", kinds = [\"images\", \"video\"] }\n"+newKeysPolicy)
	checkPageLines(t, res, map[string][]string{
		"en": {"- It does not fetch the images and videos that a page embeds or names."},
		"de": {"- Ruft die Bilder und Videos, die eine Seite einbindet oder nennt, nicht ab."},
		"fr": {"- Il ne récupère pas les images et les vidéos qu’une page intègre ou désigne."},
		"pl": {"- Nie pobiera następujących zasobów, które strona osadza lub wskazuje: obrazy i filmy."},
	})
	checkEveryLanguage(t, "notfetched", res)
	res = buildNewKeys(t, newKeysSite, newKeysContact, "embedded = { fetch = \"not-fetched\" }\n"+newKeysPolicy)
	checkPageLines(t, res, map[string][]string{
		"en": {"- It fetches only the pages themselves, not the images, scripts or other resources they embed."},
	})
	for _, lang := range res.Policy.Site.Languages {
		page := string(res.Files[lang+"/index.md"])
		for _, w := range []string{"videos", "Videos", "vidéos", "filmy"} {
			if strings.Contains(page, w) {
				t.Errorf("%s/index.md names %q, a kind the policy does not name", lang, w)
			}
		}
	}
}

// TestMetaNamesAgent states that the robots meta tag's directives are honoured in a tag named
// after the token, with an example, exactly, in every language; without it, no such sentence.
func TestMetaNamesAgent(t *testing.T) {
	res := buildNewKeys(t, newKeysSite, newKeysContact, "directives = { meta_robots = [\"noindex\"], meta_names_agent = true }\n"+newKeysPolicy)
	checkPageLines(t, res, map[string][]string{
		"en": {"- It obeys it also in a meta tag named after its product token instead of robots, such as `<meta name=\"MinimalBot\" content=\"noindex\">`."},
		"de": {"- Befolgt sie auch in einem Meta-Tag, das statt „robots“ sein Produkt-Token als Namen trägt, etwa `<meta name=\"MinimalBot\" content=\"noindex\">`."},
		"fr": {"- Il la respecte aussi dans une balise meta qui porte son jeton de produit à la place de robots, par exemple `<meta name=\"MinimalBot\" content=\"noindex\">`."},
		"pl": {"- Przestrzega jej również w metatagu, którego atrybut name zamiast robots zawiera jego nazwę z robots.txt, np. `<meta name=\"MinimalBot\" content=\"noindex\">`."},
	})
	checkEveryLanguage(t, "metanamesagent", res)
	res = buildNewKeys(t, newKeysSite, newKeysContact, "directives = { meta_robots = [\"noindex\"] }\n"+newKeysPolicy)
	for _, lang := range res.Policy.Site.Languages {
		if page := string(res.Files[lang+"/index.md"]); strings.Contains(page, "<meta name=") {
			t.Errorf("%s/index.md shows a meta tag named after the token, which the policy does not state", lang)
		}
	}
}

// TestRemovalAfterOptOut states how soon what was collected from a site is removed after it opts
// out, exactly, in every language, from the operator's service where the policy says so
// (opt_out_removed_from, new-user trial 25, F-04); without it, no such sentence.
func TestRemovalAfterOptOut(t *testing.T) {
	withRemoval := strings.Replace(newKeysPolicy, "[legal]\n", "[legal]\nremoved_after_opt_out = \"48h\"\nopt_out_removed_from = [\"service\"]\n", 1)
	res := buildNewKeys(t, newKeysSite, newKeysContact, withRemoval)
	checkPageLines(t, res, map[string][]string{
		"en": {"- Within 48\u00a0hours of a site opting out, what was collected from it is removed from the operator’s service."},
		"de": {"- Widersprechen Sie der Erfassung Ihrer Website (Opt-out), wird das dort Gesammelte innerhalb von 48\u00a0Stunden aus dem Angebot des Betreibers entfernt."},
		"fr": {"- Après l’opposition d’un site, les données collectées sur celui-ci sont retirées du service de l’exploitant dans un délai de 48\u00a0heures."},
		"pl": {"- Jeśli administrator serwisu zgłosi sprzeciw, zebrane z serwisu dane usuwamy z naszej usługi w ciągu 48\u00a0godzin."},
	})
	checkEveryLanguage(t, "removal", res)
	res = buildNewKeys(t, newKeysSite, newKeysContact, newKeysPolicy)
	for _, lang := range res.Policy.Site.Languages {
		if page := string(res.Files[lang+"/index.md"]); strings.Contains(page, "opts out") || strings.Contains(page, "widersprochen") || strings.Contains(page, "opposition d’un site") || strings.Contains(page, "sprzeciwie") {
			t.Errorf("%s/index.md states a removal after an opt-out without removed_after_opt_out", lang)
		}
	}
}
