package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// effectEdit sets what being on the allowlist changes on link-preview's allowlist request, and
// drops the acknowledgement of the warning that it is not set.
var effectEdit = [][2]string{
	{"kind = \"allowlist\"\n", "kind = \"allowlist\"\neffect = { en = \"previews of your pages are shown even where a filter would hide them\", de = \"Vorschauen Ihrer Seiten werden auch dort angezeigt, wo ein Filter sie ausblenden würde\", fr = \"les aperçus de vos pages s’affichent même là où un filtre les masquerait\", pl = \"podglądy Państwa stron są wyświetlane nawet tam, gdzie filtr by je ukrył\" }\n"},
	{"acknowledged_warnings = [{ key = \"contact.requests[1].effect\", reason = \"The operator states that a site can be put on an allowlist, but not what being on it changes.\" }]\n", ""},
}

// TestReview41AllowlistEffect (English review 41, F1): an allowlist request says what being
// on the allowlist changes where contact.requests[].effect states it, in every language;
// validate refuses the key on another kind and warns of an allowlist request without it; a
// change of it is of class "contact". Failed before: the key did not exist, and the page said
// only "your site to be added to the allowlist". link-preview states no effect (its facts give
// none) and acknowledges the warning.
func TestReview41AllowlistEffect(t *testing.T) {
	res := buildExampleEdited(t, "link-preview", effectEdit...)
	for lang, want := range map[string]string{
		"en": "- your site to be added to the allowlist, so that previews of your pages are shown even where a filter would hide them\n",
		"de": "- die Aufnahme Ihrer Website in die Freigabeliste, mit folgender Wirkung: Vorschauen Ihrer Seiten werden auch dort angezeigt, wo ein Filter sie ausblenden würde\n",
		"fr": "- l’inscription de votre site sur la liste d’autorisation, avec l’effet suivant\u202f: les aperçus de vos pages s’affichent même là où un filtre les masquerait\n",
		"pl": "- wpisanie Państwa serwisu na listę serwisów dozwolonych, co oznacza, że podglądy Państwa stron są wyświetlane nawet tam, gdzie filtr by je ukrył\n",
	} {
		if page := string(res.Files[lang+"/index.md"]); !strings.Contains(page, want) {
			t.Errorf("%s/index.md lacks %q", lang, want)
		}
	}
	if page := string(buildExample(t, "link-preview").Files["en/index.md"]); !strings.Contains(page, "- your site to be added to the allowlist\n") {
		t.Errorf("link-preview: the allowlist request without an effect is no longer stated as it was")
	}

	src, err := os.ReadFile("../examples/link-preview/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	p, err := policy.Parse(src, "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	const warning = "contact.requests[1].effect: not set: the page cannot say what being on the allowlist changes"
	found := false
	for _, w := range p.Warnings() {
		if strings.Contains(w.String(), warning) {
			found = true
			if !w.Acknowledged {
				t.Errorf("link-preview: %q is not acknowledged", w.String())
			}
		}
	}
	if !found {
		t.Errorf("link-preview: no warning %q", warning)
	}
	_, err = policy.Parse(editSource(t, src, [][2]string{{"kind = \"blocklist\"\n", "kind = \"blocklist\"\neffect = { en = \"a\", de = \"a\", fr = \"a\", pl = \"a\" }\n"}}), "policy.toml")
	if want := "contact.requests[0].effect: applies only to kind = \"allowlist\" (it says what being on the allowlist changes for a site; this request is of kind \"blocklist\")"; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("effect on a blocklist request: got %v, want %q", err, want)
	}

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	r := reviewOfEdits(t, msgs, "../examples/link-preview", effectEdit, [][2]string{{"kind = \"allowlist\"\n", "kind = \"allowlist\"\neffect = { en = \"b\", de = \"b\", fr = \"b\", pl = \"b\" }\n"}, effectEdit[1]}, "en")
	text := string(r.Text())
	for _, want := range []string{
		"[contact] /contact/requests/1/effect/en: previews of your pages are shown even where a filter would hide them → b\n",
		"Changed for the request “your site to be added to the allowlist”: what being on the allowlist changes for a site (in English). Previously: “previews of your pages are shown even where a filter would hide them”. Now: “b”. This changes how webmasters can reach the operator or what they can ask for.\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("review of a changed effect lacks %q:\n%s", want, text)
		}
	}
}

// TestReview41enMessages pins the English messages that English review 41
// (/work/notes/s36/review41-en.md) changed; each case failed with the old text:
//   - F2: clauses join with ", and" (was "{{.A}} and {{.B}}", which read a clause after stop-all
//     into its exception); stop-all names the crawler, its exception in parentheses (was "it
//     makes …, except for robots.txt itself", "it" after "robots.txt" and "a URL").
//   - F6: the scope "admission-check" is an "eligibility check".
//   - F9: the qualifier of a person's gender first, so that the value quoted after it is not
//     read as a gloss on "masculine and feminine forms".
//   - F10: "For this purpose, … counts as an opt-out" (was "Here, an opt-out is …").
//   - F11: "the time window in which the fetches run opens again" (was "… within which the
//     fetches run next opens").
//   - F12: over the protocol that the URL's scheme names, never over the other.
//   - F13: "a browser's User-Agent string" (was "a browser's string").
//   - F14: a Crawl-delay line that a crawler or kind of fetch honours, said of the one named.
//   - F15: "on one site", "on one system" (was "at").
//   - F16: "a resource found to be new or changed".
func TestReview41enMessages(t *testing.T) {
	ls := localizers(t)
	tokens := []any{"Tokens", plain("T")}
	ab := []any{"A", plain("A"), "B", plain("B")}
	var cases []messageCase
	for _, family := range []string{"on_disallow", "on_disallow_sentence", "on_disallow_lead", "on_disallow_clause"} {
		cases = append(cases, messageCase{family + ".stop-all", 0, nil, "the crawler makes no further requests to the site (except for robots.txt itself)"})
	}
	cases = append(cases, []messageCase{
		// F2
		{"list.and_clauses", 0, ab, "A, and B"},
		{"agent.on_disallow", 0, []any{"Effects", plain("the crawler makes no further requests to the site (except for robots.txt itself), and the customer’s report states that the URL was blocked, and why")}, "When robots.txt disallows a URL, the crawler makes no further requests to the site (except for robots.txt itself), and the customer’s report states that the URL was blocked, and why."},
		// F6
		{"scope_per.admission-check", 0, nil, "per eligibility check"},
		{"scope_noun.admission-check", 0, nil, "the eligibility check"},
		{"scope_in.admission-check", 0, nil, "in one eligibility check"},
		{"scope_in_uncounted.admission-check", 0, nil, "in one eligibility check"},
		// F9
		{"diff.field.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		{"diff.field_item.person_gender", 0, nil, "the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms"},
		// F10
		{"data.removal_opt_outs", 0, []any{"On", plain("a Disallow rule for the crawler in robots.txt or a request sent to the operator")}, "For this purpose, a Disallow rule for the crawler in robots.txt or a request sent to the operator counts as an opt-out."},
		// F11
		{"diff.state.reaction_pause_until.yes", 0, nil, "the pause now lasts until the time window in which the fetches run opens again"},
		// F12
		{"http.schemes_as_given", 0, []any{"First", plain("HTTPS"), "Then", plain("HTTP")}, "It fetches each URL over the protocol that its scheme names (HTTPS or HTTP), never over the other."},
		// F13
		{"promise_in_context.no-browser-impersonation_after_browser", 0, tokens, "The crawler never poses as a person’s browser: where its User-Agent begins with a browser’s User-Agent string, that string is always followed by T."},
		{"promise_agent_in_context.no-browser-impersonation_after_browser", 0, tokens, "It never poses as a person’s browser: where its User-Agent begins with a browser’s User-Agent string, that string is always followed by T."},
		{"promise_all_in_context.no-browser-impersonation_after_browser", 0, []any{"Tokens", plain("A, B or C")}, "None of these crawlers poses as a person’s browser: where a User-Agent begins with a browser’s User-Agent string, that string is always followed by the crawler’s own product token (A, B or C)."},
		// F14
		{"diff.field.agent_crawl_delay", 0, nil, "whether it still honours a Crawl-delay line in robots.txt, which it otherwise does not obey"},
		{"diff.field_item.agent_crawl_delay", 0, nil, "whether it still honours a Crawl-delay line in robots.txt, which it otherwise does not obey"},
		{"diff.field.job_crawl_delay", 0, nil, "whether a kind of fetch that does not obey robots.txt still honours a Crawl-delay line"},
		{"diff.field_item.job_crawl_delay", 0, nil, "whether a kind of fetch that does not obey robots.txt still honours a Crawl-delay line"},
		// F15
		{"scope_in.site", 0, nil, "on one site"},
		{"scope_in.system", 0, nil, "on one system"},
		{"scope_in_uncounted.site", 0, nil, "on one site"},
		{"scope_in_uncounted.system", 0, nil, "on one system"},
		// F16
		{"diff.field.follow_up", 0, nil, "the rechecks of a resource found to be new or changed"},
		{"diff.field_item.follow_up", 0, nil, "the rechecks of a resource found to be new or changed"},
	}...)
	checkMessages(t, ls, "en", cases)
}

// TestReview41enPages pins the examples' English lines that review 41 changed (each failed with
// the old text): F2, the clauses of triple-fetchers' reaction to a Disallow; F3–F5, gmina-bot's
// own prose and purpose; F6, F7, civic-ingestor's job labels; F8, web-archive's prose and
// purpose; F17, linkgraph-bot's prose.
func TestReview41enPages(t *testing.T) {
	for example, lines := range map[string][]string{
		"triple-fetchers": {"- When robots.txt disallows a URL, the run stops, and the customer’s report states that the URL was blocked, and why.\n"},
		"gmina-bot": {
			"a news service that monitors the decisions of municipal, county and regional councils",
			"which projects, capital works and purchases local governments are planning",
			"- What it does: Monitors the decisions of municipal, county and regional councils\n",
			"The operator reads only information that public bodies have published: resolutions and other legal instruments from the regional official journals",
		},
		"civic-ingestor": {"| Eligibility check |", "| Geoportals (boundaries of development plans) |", "per sync run or per eligibility check"},
		"web-archive": {
			"The National Library archives the national web under a legal-deposit law",
			"- What it does: Harvests websites in the national domain for the national web archive\n",
		},
		"linkgraph-bot": {"Its customers use this link graph for search engine optimisation (SEO):"},
	} {
		checkPageLines(t, buildExample(t, example), map[string][]string{"en": lines})
	}
}
