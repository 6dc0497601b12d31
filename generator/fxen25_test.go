package generator

import (
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestEnglishReview25Wording (English review 25): the sentences the native editor reworded, on the
// example pages where the review read them and, where no example has them, as messages. Each
// failed before: "If the site ignores this change filter, it stops after …", whose "it" read as
// the site (F1); a bare "It waits …", "It follows …", "it does not pause …" under a heading that
// is not the crawler (F2); "neither more nor less polite" (F10); "at that IP address" with no IP
// address before it (F11); "fetching in the affected fetch pauses", "fetching for the monitoring
// of …" (F12); "once the server has answered with HTTP 404 for it" (F13); "it asks less often"
// (F15).
func TestEnglishReview25Wording(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		"If the site ignores this change filter, the crawler stops after 5\u00a0pages without any change.",
		"After several unchanged results in a row, the crawler checks less often.",
		"- The crawler follows at most 5\u00a0redirects per fetch.\n",
	}})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"en": {
		"- The crawler waits at most 5\u00a0seconds for a connection.\n- The crawler waits at most 15\u00a0seconds for a response.\n- The crawler abandons any response larger than 8\u00a0MB.\n",
	}})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{"en": {
		"- After HTTP 429 (Too Many Requests), the crawler does not pause but lengthens the interval between its requests to the affected host name.\n",
	}})

	ls := localizers(t)
	checkMessages(t, ls, "en", []messageCase{
		{"changes.title_class.neutral", 0, nil, "no effect on politeness"},
		{"changes.class.neutral", 0, nil, "No effect on politeness"},
		{"diff.class_tag.neutral", 0, nil, "no effect on politeness"},
		{"diff.class_heading.neutral", 0, nil, "No effect on politeness"},
		{"revisit.removed_after", 1, []any{"Statuses", plain("410")}, "Data collected from a URL is deleted once the server answers a request for that URL with HTTP 410."},
		{"revisit.removed_after", 3, []any{"Statuses", plain("404")}, "Data collected from a URL is deleted once the server has answered requests for that URL with HTTP 404 3\u00a0times in a row."},
		{"revisit.removed_after_over", 3, []any{"Statuses", plain("404"), "T", dur(72*time.Hour, "")}, "Data collected from a URL is deleted once the server has answered requests for that URL with HTTP 404 3\u00a0times in a row, over a period of at least 3\u00a0days."},
	})

	en := ls["en"]
	b := &builder{p: &policy.Policy{}, l: en, lang: "en"}
	for _, c := range []struct {
		scope policy.Scope
		want  string
	}{
		{policy.ScopeList, "After E, fetching of the affected list pauses: P."},
		{policy.ScopeHostname, "After E, fetching from the affected host name pauses: P."},
		{policy.ScopeObservation, "After E, monitoring of the affected page pauses: P."},
		{policy.ScopeSync, "After E, the affected sync run pauses: P."},
		{policy.ScopeAdmissionCheck, "After E, the affected eligibility check pauses: P."},
		{policy.ScopeFetch, "After E, the affected fetch pauses: P."},
		{policy.ScopeFrame, "After E, fetching of the affected frame pauses: P."},
		{policy.ScopeRun, "After E, the affected run pauses: P."},
		{policy.ScopePass, "After E, the affected pass pauses: P."},
		{policy.ScopeCustomer, "After E, fetching for the affected customer’s runs pauses: P."},
		{policy.ScopeDomainServer, "After E, fetching from the host names of the affected registrable domain at the affected IP address pauses: P."},
	} {
		scope := textForms{base: b.enum("scope_noun", string(c.scope), ""), forms: map[string]Text{"Gen": b.enum("scope_noun_gen", string(c.scope), "")}}
		if got := en.t("reaction.inline", "Event", plain("E"), "Pause", plain("P"), "Scope", scope).Plain(); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.scope, got, c.want)
		}
	}
}

// TestSnippetBlocksEveryURL (English review 24, S5, and 25, F3): a snippet that disallows "/" is
// described with the verb of the section and of the other snippets' descriptions, and says what
// "/" covers, "Blocks `civic-ingestor` from every URL on the site." (was "Shuts `civic-ingestor`
// out of the whole site.", which only repeated the title the operator gave it).
func TestSnippetBlocksEveryURL(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		"#### Block civic-ingestor from the whole site\n\nBlocks `civic-ingestor` from every URL on the site.",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"en": {
		"\n\nBlocks `ExampleFetch`, `ExampleWatch` and `ExampleWorkflow` from every URL on the site.",
	}})
}

// TestWindowTargetsCategory (English review 25, F6): a window's categories of site are named as
// categories, by their number, "no requests to sites in the category “Municipal websites”" (was
// "to sites in “Municipal websites”", as if the name were a place), "in the categories “A” and
// “B”"; German, French and Polish keep their one text for every number. F7: where Crawl-delay is
// ignored and a slower rate cannot be asked for, the sentence under "Slowing the crawlers down"
// says that they cannot be slowed down that way (was only "The crawlers ignore Crawl-delay lines
// in robots.txt. To stop them, …").
func TestWindowTargetsCategory(t *testing.T) {
	ls := localizers(t)
	one, two := plain("“A”"), plain("“A” and “B”")
	for lang, want := range map[string][2]string{
		"en": {" to sites in the category “A”", " to sites in the categories “A” and “B”"},
		"de": {" an “A”", " an “A” and “B”"},
		"fr": {" vers les sites de la catégorie “A”", " vers les sites de la catégorie “A” and “B”"},
		"pl": {" do serwisów z kategorii “A”", " do serwisów z kategorii “A” and “B”"},
	} {
		checkMessages(t, ls, lang, []messageCase{
			{"window.targets", 1, []any{"Targets", one}, want[0]},
			{"window.targets", 2, []any{"Targets", two}, want[1]},
		})
	}
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{
		"en": {"Peak hours of municipal websites (08:00–09:00 and 14:00–15:00): no requests to sites in the category “Municipal websites”."},
		"de": {"Stoßzeiten der Gemeinde-Websites (8:00–9:00\u00a0Uhr und 14:00–15:00\u00a0Uhr): keine Anfragen an „Websites der Gemeinden“."},
	})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"en": {
		"The crawlers ignore Crawl-delay lines in robots.txt. To stop them, shut them out in robots.txt or write to ",
	}})
}

// TestStablePartsOwnInstallation (English review 24, M1): where installations that others run may
// set their own User-Agent, the sentence that a filter can rely on the User-Agent's fixed parts
// says that this holds for the operator's installation (was the promise alone, which the next
// lines contradicted), in every language. Without self-hosted installations it stands alone.
// M2: a comparison cell the policy does not fill says that the operator does not state it (was
// "Not specified"); G1: the field of an occasion's kind names all it can be.
func TestStablePartsOwnInstallation(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{
		"en": {"- Whatever the version, every User-Agent of this crawler contains `civic-ingestor`; a filter can rely on that for every request except the comparison request after an HTTP 403. This holds for the operator’s own installation; installations that others run may send a User-Agent of their own (see below).\n"},
		"de": {"Ausgenommen ist nur die Vergleichsanfrage, die der Crawler nach einer Antwort mit HTTP 403 sendet. Das gilt für die Installation des Betreibers; von Dritten betriebene Installationen können einen eigenen User-Agent senden (siehe unten).\n"},
		"fr": {"un filtre peut s’y fier, sauf pour la requête de comparaison. Cela vaut pour l’installation de l’exploitant\u202f; les installations exploitées par des tiers peuvent envoyer leur propre User-Agent (voir ci-dessous).\n"},
		"pl": {"na tym można oprzeć regułę filtrowania. Dotyczy to naszej instalacji; instalacje uruchamiane przez inne podmioty mogą wysyłać własny nagłówek User-Agent (zob. niżej).\n"},
	})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{
		"en": {"every User-Agent of this crawler contains `GminaBot` and `gmina.example`; a filter can rely on that.\n"},
	})
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{
		"en": {"| `NordsucheReadLater` | Not stated by the operator |\n"},
	})
	checkMessages(t, localizers(t), "en", []messageCase{
		{"diff.field.occasion_kind", 0, nil, "whether it names a day, or an event or period"},
	})
}

// TestEnglishReview26Wording (English review 26, /work/notes/s25/review-en.md), each failed
// before: the commitments of the page's list name the crawler, "The crawler never logs in." (F1,
// was "It never logs in." after a sentence about the operator); "wherever the API provides their
// URLs" (F5); the one form of a category's limits, "together with the limit below" (F14); a
// slow-down counted in a row, "After 5 unanswered requests in a row", "failed fetches of robots.txt
// (with no earlier copy available) in a row" (F15, F16, F17: was "5 times the server does not
// answer", "failures to fetch robots.txt, with no earlier copy available in a row", "pauses of
// fetching"); "a crawler with a group of its own no longer follows the `*` group" for several
// crawlers (F18); group matching "as RFC 9309 specifies: it reads every group …" (F19); "anything
// beyond that is cut off, and the part already downloaded is used", "in total, from sending the
// request to receiving the last byte" (F20); "how the crawler slows down" (F13).
func TestEnglishReview26Wording(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		"## Commitments\n\n- The crawler fetches only public content.\n- The crawler never logs in.\n",
		"link to its papers wherever the API provides their URLs.",
	}})
	ls := localizers(t)
	en := ls["en"]
	b := &builder{p: &policy.Policy{}, l: en, lang: "en"}
	for _, c := range []struct {
		on   []policy.Condition
		want string
	}{
		{[]policy.Condition{"403", "unreachable"}, "5\u00a0HTTP 403 (Forbidden) responses or unanswered requests in a row"},
		{[]policy.Condition{"robots-txt-unreachable"}, "5\u00a0failed fetches of robots.txt (with no earlier copy available) in a row"},
		{[]policy.Condition{"robots-txt-disallow-all"}, "5\u00a0fetches of robots.txt (each disallowing everything) in a row"},
		{[]policy.Condition{"system-unreachable"}, "5\u00a0failed attempts to reach the system in a row"},
		{[]policy.Condition{"paused"}, "5\u00a0pauses in fetching in a row"},
	} {
		var forms [3][]Text
		for f, family := range []string{"condition", "condition_plural", "condition_in_a_row"} {
			for _, cond := range c.on {
				forms[f] = append(forms[f], b.enum(family, string(cond), ""))
			}
		}
		on := textForms{base: b.list(forms[0], "or"), forms: map[string]Text{"Plural": b.list(forms[1], "or"), "InARow": b.list(forms[2], "or")}}
		if got := en.n("slow_down.times_in_a_row", count(5, ""), "On", on).Plain(); got != c.want {
			t.Errorf("%v:\n got %q\nwant %q", c.on, got, c.want)
		}
	}
	checkMessages(t, ls, "en", []messageCase{
		{"limits.target_additional", 1, nil, "For these sites, the general limits apply, together with the limit below."},
		{"limits.target_overrides", 1, nil, "For these sites, the limit below takes the place of any general limit of the same kind; all other general limits and quotas still apply."},
		{"snippet.allows_site", 0, append(robotsSpecialChars(), "Tokens", plain("A and B")), "Lets A and B fetch the whole site: an empty Disallow line allows everything, and a crawler with a group of its own no longer follows the * group."},
		{"agent.group_matching.rfc9309", 0, robotsSpecialChars(), "It chooses its robots.txt groups as RFC 9309 specifies: it reads every group that names it, whatever the letter case, as one group, and without such a group it follows the * group."},
		{"limits.max_body_size_truncated", 0, []any{"Size", plain("5 MB")}, "The crawler downloads no more than 5 MB of any response: anything beyond that is cut off, and the part already downloaded is used."},
		{"limits.transfer_timeout", 0, []any{"T", dur(2*time.Minute, "")}, "The crawler abandons a request that takes longer than 2\u00a0minutes in total, from sending the request to receiving the last byte of the response."},
		{"diff.field.slow_down", 0, nil, "how the crawler slows down after error responses or timeouts"},
		{"promise.no-login", 0, nil, "The crawler never logs in."},
	})
}

// TestBlockAnswerUnstatedCrawler (English review 26, F9): the short answer on blocking names a
// crawler that the main snippet does not cover and whose robots.txt handling the policy does not
// state, in every language (was the snippet alone, which a reader took to stop every crawler),
// and offers no way to stop it that the policy does not state (trial 28, F-01: "so to be sure of
// stopping it, write to the operator" without a request to stop).
func TestBlockAnswerUnstatedCrawler(t *testing.T) {
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{
		"en": {"to your robots.txt. It does not cover `NordsucheReadLater`: the operator does not state whether that crawler reads robots.txt.\n"},
		"de": {"in Ihre robots.txt ein. Sie erfasst `NordsucheReadLater` nicht: Ob dieser Crawler die robots.txt liest, gibt der Betreiber nicht an.\n"},
		"fr": {"à votre fichier robots.txt. Il ne couvre pas `NordsucheReadLater`\u202f: l’exploitant n’indique pas si ce robot lit robots.txt.\n"},
		"pl": {"Wpis nie obejmuje robota `NordsucheReadLater`: nie podajemy, czy ten robot odczytuje plik robots.txt.\n"},
	})
}
