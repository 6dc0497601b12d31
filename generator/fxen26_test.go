package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// reviewCaseSentences are the review's sentences in lang for the case of allReviewCases named name,
// as TestReviewClasses writes them to testdata/review/<lang>.txt.
func reviewCaseSentences(t *testing.T, lang, name string) []string {
	t.Helper()
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range allReviewCases(t) {
		if tc.name != name {
			continue
		}
		old, new := tc.policies(t)
		return reviewSentencesOf(t, msgs, old, new, lang)
	}
	t.Fatalf("no review case %q", name)
	return nil
}

// reviewSentencesOf are the review's sentences in lang for the changes from old to new.
func reviewSentencesOf(t *testing.T, msgs *Messages, old, new *policy.Policy, lang string) []string {
	t.Helper()
	new.Site.LastChanged = policy.Date{Time: new.Site.LastChanged.AddDate(0, 0, 1)}
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	var relevant []policy.Change
	for _, c := range changes {
		if c.Pointer != "/site/last_changed" {
			relevant = append(relevant, c)
		}
	}
	r, err := NewReview(old, new, relevant, msgs, lang, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, item := range r.Changes {
		out = append(out, item.Pointer+" | "+string(item.Class)+" | "+item.Sentence)
	}
	return out
}

// checkReviewLines fails unless every line of want is among got.
func checkReviewLines(t *testing.T, what string, got, want []string) {
	t.Helper()
	for _, w := range want {
		found := false
		for _, g := range got {
			if g == w {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no sentence\n%q\nin\n%s", what, w, strings.Join(got, "\n"))
		}
	}
}

// TestReview27CrossLanguage (the reviews of round 27 in English, German and French, the items the
// English editor does in every language), each failed before:
//   - (a) robots.txt replaced by the sites' terms of use for a category of site: the sentence on
//     the terms of use says that robots.txt is no longer read and the terms are followed instead
//     (English F1, German F3, French F8: "the sites' own terms of use are now followed", "may be
//     less polite", read as a contradiction). The class of that replacement stays "may be less
//     polite" (the terms may allow more or less than robots.txt did); the terms of use followed
//     on their own, with robots.txt read as before, make the crawler more polite (was "may be less
//     polite" too), and no longer followed, less polite.
//   - (b) an occasion of the schedule said to be a day or an event: what that means, "Specified in
//     the schedule that “…” names a day, not an event or a period." (English F2, German F1: was
//     "Added for “…” in the schedule: whether it names a day, or an event or period (“a day”).",
//     de "Hinzugefügt bei einem Anlass des Zeitplans …", French F9).
//   - (c) the policy no longer marked as an example: why the change may make the crawler less
//     polite, "…, so it now describes a real crawler that may fetch from sites" (English F4,
//     German F3: the verdict stood without a reason); since English review 43, F4, it ends with
//     what that means for sites, "The limits described on the page now apply to real requests.",
//     not "This change may make the crawler less polite." (TestReview43enExampleRemoved).
func TestReview27CrossLanguage(t *testing.T) {
	const ptr = "/targets/council-web-pages/terms_of_use | looser | "
	for lang, want := range map[string]string{
		"en": "Changed for “Council information systems without an API (web pages)”: robots.txt is no longer read; the sites’ own terms of use are followed instead. This change may make the crawler less polite. The change needs sign-off.",
		"de": "Geändert für „Ratsinformationssysteme ohne API (Webseiten)“: Dort hält sich der Crawler nun an die Nutzungsbedingungen des jeweiligen Anbieters statt an die robots.txt, die nicht mehr gelesen wird. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
		"fr": "Modification pour la catégorie «\u202fSystèmes d’information des conseils sans API (pages web)\u202f»\u202f: sur les sites de cette catégorie, le fichier robots.txt n’est plus lu\u202f; le robot respecte désormais leurs conditions d’utilisation. L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
		"pl": "Zmiana dla kategorii serwisów „Systemy informacyjne rad bez API (strony WWW)”: plik robots.txt nie jest już odczytywany; zamiast niego robot przestrzega warunków korzystania z tych serwisów. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
	} {
		checkReviewLines(t, lang+" robots.txt no longer read", reviewCaseSentences(t, lang, "robots.txt no longer read"), []string{ptr + want})
	}

	// The terms of use alone, robots.txt read before and after: followed is more polite, no
	// longer followed less polite for certain.
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	target := func(p *policy.Policy) *policy.Target { return targetByID(t, p, "council-web-pages") }
	old, new := reviewBase(t), reviewBase(t)
	target(new).TermsOfUse = true
	checkReviewLines(t, "terms of use alone", reviewSentencesOf(t, msgs, old, new, "en"), []string{
		"/targets/council-web-pages/terms_of_use | stricter | Changed for “Council information systems without an API (web pages)”: the sites’ own terms of use are now followed. This change makes the crawler more polite.",
	})
	old, new = reviewBase(t), reviewBase(t)
	target(old).TermsOfUse = true
	checkReviewLines(t, "terms of use dropped", reviewSentencesOf(t, msgs, old, new, "en"), []string{
		"/targets/council-web-pages/terms_of_use | looser | Changed for “Council information systems without an API (web pages)”: the sites’ own terms of use are no longer followed. This change makes the crawler less polite. The change needs sign-off.",
	})
	// And back: robots.txt read again in place of the terms of use.
	old, new = reviewBase(t), reviewBase(t)
	target(old).TermsOfUse, target(old).RobotsTxt = true, policy.RobotsUseNotRead
	checkReviewLines(t, "robots.txt read again", reviewSentencesOf(t, msgs, old, new, "en"), []string{
		"/targets/council-web-pages/terms_of_use | looser | Changed for “Council information systems without an API (web pages)”: robots.txt is now read and obeyed; previously, only the sites’ own terms of use were followed. This change may make the crawler less polite. The change needs sign-off.",
	})

	// (b) The occasion's kind: civic-ingestor's session days said to be days, as its history does.
	for lang, want := range map[string]string{
		"en": "Clarified in the schedule that “a session day or the day before” means whole days (now written “On …”), not only the hours during which the event takes place (“During …”). No figure or setting in the policy has changed, but the new wording may change what the text means.",
		"de": "Präzisiert bei der Zeitplanregel „an Sitzungstagen und jeweils am Vortag“: Gemeint ist jeweils der ganze Kalendertag, nicht nur die Zeit, in der das Ereignis stattfindet. Die Werte und Einstellungen der Richtlinie bleiben unverändert, doch der neue Wortlaut kann eine andere Bedeutung haben.",
		"fr": "Précision apportée au calendrier\u202f: «\u202fles jours de séance et la veille\u202f» désigne des journées entières, et non les seules heures pendant lesquelles l’événement a lieu. Les valeurs fixées par les règles restent les mêmes\u202f; si la nouvelle formulation en modifie le sens, c’est elle qui fait foi.",
		"pl": "Doprecyzowano w harmonogramie, że „dni posiedzeń i dni je poprzedzające” oznacza całe dni kalendarzowe, a nie tylko czas trwania samego wydarzenia. Wartości w zasadach nie uległy zmianie; ewentualna zmiana znaczenia wynika wyłącznie z nowego brzmienia.",
	} {
		old, new := reviewBase(t), reviewBase(t)
		for i := range old.Occasions {
			if old.Occasions[i].ID == "session-days" {
				old.Occasions[i].Kind = ""
			}
		}
		checkReviewLines(t, lang+" occasion kind", reviewSentencesOf(t, msgs, old, new, lang), []string{"/occasions/session-days/kind | wording | " + want})
	}
	ls := localizers(t)
	for lang, want := range map[string]string{
		"en": "Clarified in the schedule that “L” means only the hours during which the event takes place (now written “During …”), not whole days (“On …”).",
		"de": "Präzisiert bei der Zeitplanregel „L“: Gemeint ist nur die Zeit, in der das Ereignis stattfindet, nicht der ganze Kalendertag.",
		"fr": "Précision apportée au calendrier\u202f: «\u202fL\u202f» ne désigne que les heures pendant lesquelles l’événement a lieu, et non des journées entières.",
		"pl": "Doprecyzowano w harmonogramie, że „L” oznacza wyłącznie czas trwania samego wydarzenia, a nie całe dni.",
	} {
		checkMessages(t, ls, lang, []messageCase{{"diff.occasion_kind.event", 0, []any{"Label", plain("L")}, want}})
	}

	// (c) The example flag.
	for lang, want := range map[string]string{
		"en": "Changed: the policy is no longer marked as a fictional example; it now describes a real crawler, and webmasters should expect its requests to reach their sites. The limits described on the page now apply to real requests. The change needs sign-off.",
		"de": "Geändert: Die Richtlinie ist nicht mehr als fiktives Beispiel gekennzeichnet; sie beschreibt damit einen realen Crawler, der tatsächlich Websites abrufen kann. Die auf der Seite beschriebenen Limits gelten nun für echte Anfragen an Websites. Die Änderung muss freigegeben werden.",
		"fr": "Modification\u202f: les règles d’exploration ne sont plus signalées comme un exemple fictif et décrivent donc un robot réel, susceptible d’explorer des sites. Les limites décrites sur la page s’appliquent désormais à des requêtes réelles. Ce changement doit être validé avant publication.",
		"pl": "Zmiana: zasady nie są już oznaczone jako fikcyjny przykład, więc opisują rzeczywistego robota, który może pobierać treści z serwisów. Limity opisane na stronie dotyczą teraz rzeczywistych żądań. Zmiana wymaga zatwierdzenia.",
	} {
		checkReviewLines(t, lang+" marked as an example", reviewCaseSentences(t, lang, "marked as an example"), []string{"/site/example | looser | " + want})
	}
}

// TestEnglishReview27Wording (English review 27, /work/notes/s26/review-en.md), each failed
// before: the channel of a request, "how a site can make it (“by e-mail”)" (F3, GRAMMAR: was
// "where a site makes a request"); "a limit on how much is fetched" (F5: was "the maximum of a
// limit"); "what the window means" (F6: was "its kind"); "Scripts that fetch ips.json to verify
// the crawler" (F9: was "Verifiers"); "Before a site is added" (F14: was "taken on"); "a request
// to the operator to stop fetching from the site" (F17); "Responses are kept indefinitely,
// exactly as fetched." (F18); "Addition: …. From then on: …" (F19: was "Added", for a change to
// come); the contact section's topics under the verb each takes, "Write to this address with
// general questions, to ask for …, or to give advance notice …" (F13, and review 26's F2: was
// "about" for all); "an IP address (203.0.113.201/32)", "an IP address range (…)" (F10: was "an
// IP address or prefix"); a departure from RFC 9309 quoted with its full stop, "Now: “… (under
// RFC 9309, letter case would not matter).”" (F11: was "…)”.").
func TestEnglishReview27Wording(t *testing.T) {
	checkReviewLines(t, "customer dashboard", reviewCaseSentences(t, "en", "customer dashboard for a request"), []string{
		"/contact/portal | contact | Added: an online portal where webmasters can sign in and send requests to the operator (“Customer dashboard: https://civic.example/dashboard”). Webmasters can now also send requests there.",
		"/contact/requests/0/via/0 | contact | Added for the request “a slower rate”: a way to send it (“by e-mail”). This changes nothing for webmasters: they could already ask for this by e-mail; this channel is now stated explicitly.",
		"/contact/requests/0/via/1 | contact | Added for the request “a slower rate”: a way to send it (“through the customer dashboard”). Webmasters now have another way to ask for this.",
	})
	checkReviewLines(t, "cap raised", reviewCaseSentences(t, "en", "cap raised"), []string{
		"/jobs/documents/caps/0/max | looser | Changed in “Documents”: a limit on how much is fetched. Previously: at most 200\u00a0files per hour per system. Now: at most 400\u00a0files per hour per system. This change makes the crawler less polite. The change needs sign-off.",
	})
	checkReviewLines(t, "window kind", reviewCaseSentences(t, "en", "quiet window made preferred"), []string{
		"/windows/peak/kind | looser | Changed for the window “Peak hours”: what happens during the window. Previously: “No requests are sent during this window.” Now: “Requests are preferably sent during this window.” This change makes the crawler less polite. The change needs sign-off.",
	})
	checkReviewLines(t, "base URL", reviewCaseSentences(t, "en", "published elsewhere"), []string{
		"/site/base_url | identity | Changed: the URL at which the policy is published. Previously: “https://civic.example/crawler/”. Now: “https://crawler.civic.example/”. Scripts that fetch ips.json to verify the crawler may need the new URL. If the crawler’s User-Agent contains the URL of the policy page, the User-Agent may change too, so filters that match the whole User-Agent may need updating.",
	})
	// F10: one address or a range, by the prefix; F11: a quoted statement ends with its full stop.
	checkReviewLines(t, "address", reviewCaseSentences(t, "en", "address added"), []string{
		"/network/addresses/1 | identity | Added: an IP address (203.0.113.201/32). Allowlists and firewall rules that list the crawler’s IP addresses may need updating.",
	})
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old, new := reviewBase(t), reviewBase(t)
	new.Network.Addresses = append(new.Network.Addresses, policy.Address{Prefix: mustPrefix(t, "203.0.113.64/28")})
	checkReviewLines(t, "range", reviewSentencesOf(t, msgs, old, new, "en"), []string{
		"/network/addresses/1 | identity | Added: an IP address range (203.0.113.64/28). Allowlists and firewall rules that list the crawler’s IP addresses may need updating.",
	})
	checkReviewLines(t, "group matching", reviewCaseSentences(t, "en", "token compared case-sensitively"), []string{
		"/agents/civic-ingestor/group_matching | looser | Changed for civic-ingestor: how it chooses the robots.txt groups it obeys. Previously: as specified in RFC 9309. Now: “It compares its product token with the User-agent lines case-sensitively: a group applies to it only if one of the group’s User-agent lines spells ‘civic-ingestor’ with exactly the same upper- and lower-case letters (under RFC 9309, letter case would not matter).” This change makes the crawler less polite. The change needs sign-off.",
	})
	old, new = reviewBase(t), reviewBase(t)
	old.Agents[0].GroupMatching = policy.GroupMatchingFirstGroup
	checkReviewLines(t, "group matching back", reviewSentencesOf(t, msgs, old, new, "en"), []string{
		"/agents/civic-ingestor/group_matching | stricter | Changed for civic-ingestor: how it chooses the robots.txt groups it obeys. Previously: “It obeys only the first group in robots.txt that names it and ignores any later group that names it too, whereas RFC 9309 has crawlers merge such groups; without a group of its own, it obeys only the first ‘*’ group.” Now: as specified in RFC 9309. This change makes the crawler more polite.",
	})
	ls := localizers(t)
	checkMessages(t, ls, "en", []messageCase{
		{"block_means.request", 0, nil, "a request to the operator to stop fetching from the site"},
		{"retention.raw-responses_indefinitely", 0, nil, "Responses are kept indefinitely, exactly as fetched."},
		{"diff.added_statement_ahead", 0, []any{"Context", plain(""), "Field", plain("F"), "New", plain("N")}, "Addition: F. From then on: “N.”"},
	})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		"- Write to this address with general questions, to ask for a slower rate, a time window for “Full sync” or an end to fetching, or to give advance notice that you are about to delete many documents at once.\n",
		"| Before a site is added |",
		"Pages read when a system is added (the system and its list of municipalities): at most 20\u00a0pages per run per system",
	}})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"en": {
		"- Write to this address with general questions, or to report incidents or unusual load.\n",
	}})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"en": {
		"- Write to this address to ask for an end to fetching, a slower rate or a time window for fetching.\n",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"en": {
		"- Write to this address to report unusual load or a block that has not taken effect, or to ask for information.\n",
	}})
}
