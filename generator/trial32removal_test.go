package generator

import (
	"strings"
	"testing"
)

// TestRemovalRequest (new-user trial 32, F-10): a site asks by e-mail for content already
// collected from it to be removed (contact.requests kind = "removal"). The page lists the request
// under "By e-mail", at the opt-out mailbox with the requests to stay away, and the sentence of
// legal.removal names the address to send it to. Without the request, the sentence is as before
// and no request to remove content is offered. Failed before: unknown value "removal".
func TestRemovalRequest(t *testing.T) {
	const optout = "[`optout@linguacommons.example`](<mailto:optout@linguacommons.example>)"
	res := buildTestdata(t, "trial32c")
	checkPageLines(t, res, map[string][]string{
		"en": {
			"Write to " + optout + ". You can ask for:\n\n- an end to all fetching from your site\n- an end to the fetching of the URLs you name\n- your site to be added to the blocklist, so that it is no longer fetched\n- the removal of content already collected from your site\n",
			"- Requests to remove content are considered case by case. Send them to " + optout + ".\n",
		},
		"de": {
			"- die Aufnahme Ihrer Website in die Sperrliste, sodass sie nicht mehr abgerufen wird\n- die Entfernung bereits von Ihrer Website gesammelter Inhalte\n",
			"- Bitten um Entfernung von Inhalten werden im Einzelfall geprüft. Richten Sie sie bitte an " + optout + ".\n",
		},
		"fr": {
			"- l’inscription de votre site sur la liste de blocage, afin que plus rien n’y soit récupéré\n- le retrait des contenus déjà collectés sur votre site\n",
			"- Les demandes de retrait de contenus sont examinées au cas par cas. Adressez-les à " + optout + ".\n",
		},
		"pl": {
			"- wpisanie Państwa serwisu na listę wykluczeń, tak aby nie był już pobierany\n- usunięcie treści już pobranych z Państwa serwisu\n",
			"- Wnioski o usunięcie treści są rozpatrywane indywidualnie. Prosimy kierować je na adres " + optout + ".\n",
		},
	})
	checkEveryLanguage(t, "removal", res)

	// Without a mailbox for opting out, the request goes to the general address.
	res = buildTestdata(t, "trial32c", [2]string{"optout_email = \"optout@linguacommons.example\"\n", ""})
	checkPageLines(t, res, map[string][]string{
		"en": {"- Requests to remove content are considered case by case. Send them to [`bot@linguacommons.example`](<mailto:bot@linguacommons.example>).\n"},
	})

	// Without the request, the sentence names no address, and no removal is offered.
	res = buildTestdata(t, "trial32c", [2]string{"\n[[contact.requests]]\nkind = \"removal\"\n", ""})
	checkPageLines(t, res, map[string][]string{
		"en": {"- Requests to remove content are considered case by case.\n"},
		"de": {"- Bitten um Entfernung von Inhalten werden im Einzelfall geprüft.\n"},
		"fr": {"- Les demandes de retrait de contenus sont examinées au cas par cas.\n"},
		"pl": {"- Wnioski o usunięcie treści są rozpatrywane indywidualnie.\n"},
	})
	for lang, w := range map[string]string{"en": "already collected", "de": "bereits von Ihrer Website", "fr": "déjà collectés", "pl": "już pobranych"} {
		if page := string(res.Files[lang+"/index.md"]); strings.Contains(page, w) {
			t.Errorf("%s/index.md says %q, but the policy offers no removal request", lang, w)
		}
	}
}

// TestRemovalOptOuts (new-user trial 32, F-13): "Within 30 days of a site opting out, what was
// collected from it is removed …" did not say what counts as opting out. legal.removal_opt_outs
// says it: the sentence is followed by what an opt-out is there ("request": a request sent to the
// operator; "robots-txt": a Disallow rule in robots.txt; both joined with "or"). Unset, nothing is
// added. Failed before: unknown key legal.removal_opt_outs.
func TestRemovalOptOuts(t *testing.T) {
	const removal = "removed_after_opt_out = \"30d\"\n"
	res := buildTestdata(t, "trial32c", [2]string{removal, removal + "removal_opt_outs = [\"request\"]\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- Within 30\u00a0days of a site opting out, what was collected from it is removed from the operator’s service and from datasets not yet released. For this purpose, a request sent to the operator counts as an opt-out.\n"},
		"de": {"- Widersprechen Sie der Erfassung Ihrer Website (Opt-out), wird das dort Gesammelte innerhalb von 30\u00a0Tagen aus dem Angebot des Betreibers und aus noch nicht veröffentlichten Datensätzen entfernt. Als Widerspruch gilt dabei eine an den Betreiber gerichtete Bitte.\n"},
		"fr": {" Par «\u202fopposition\u202f», on entend ici une demande adressée à l’exploitant.\n"},
		"pl": {" Za sprzeciw uznajemy przy tym prośbę skierowaną do nas.\n"},
	})
	checkEveryLanguage(t, "removal_opt_outs", res)

	res = buildTestdata(t, "trial32c", [2]string{removal, removal + "removal_opt_outs = [\"robots-txt\", \"request\"]\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {" For this purpose, a Disallow rule for the crawler in robots.txt or a request sent to the operator counts as an opt-out.\n"},
		"de": {" Als Widerspruch gilt dabei eine Disallow-Regel für den Crawler in der robots.txt oder eine an den Betreiber gerichtete Bitte.\n"},
		"fr": {" Par «\u202fopposition\u202f», on entend ici une règle Disallow visant le robot dans le fichier robots.txt ou une demande adressée à l’exploitant.\n"},
		"pl": {" Za sprzeciw uznajemy przy tym regułę Disallow dla robota w pliku robots.txt lub prośbę skierowaną do nas.\n"},
	})
	checkEveryLanguage(t, "removal_opt_outs", res)

	// Unset: the sentence ends where it did.
	res = buildTestdata(t, "trial32c")
	checkPageLines(t, res, map[string][]string{
		"en": {"- Within 30\u00a0days of a site opting out, what was collected from it is removed from the operator’s service and from datasets not yet released.\n"},
	})
	for lang, w := range map[string]string{"en": "an opt-out is", "de": "Als Widerspruch gilt", "fr": "on entend ici", "pl": "Za sprzeciw uznajemy"} {
		if page := string(res.Files[lang+"/index.md"]); strings.Contains(page, w) {
			t.Errorf("%s/index.md says %q, but the policy does not say what counts as opting out", lang, w)
		}
	}
}
