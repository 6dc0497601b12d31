package generator

import (
	"os"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestEnglishReview33Wording (English review 33, /work/notes/s31/review33-en.md), each case failed
// before with the old text:
//   - F1: a channel of a request (contact.requests[].via) that the page named already, because a
//     request that lists none is made by e-mail, is "as before", not "another way": "Webmasters can
//     ask for this by e-mail, as before."; one that takes the place of e-mail says so ("Webmasters
//     can now ask for this through the customer dashboard, no longer by e-mail."), and "another
//     way" is left to a channel that adds to those offered (reviewBuilder.viaChange), in en, de, fr
//     and pl. The field is "a way to send it" (was "a way to make it"), and who may ask "who can
//     ask for it" (was "who can make it", the same ambiguity). The web form is named as the pages
//     name it ("in the web form"; the review printed the key, “form”).
//   - F2: triple-fetchers' snippet names its crawlers ("Block ExampleWatch and ExampleWorkflow from
//     the whole site"; was "both unattended crawlers", though the page calls only ExampleWatch so).
//   - F3: search-engine's purposes say what the crawlers do, as every other purpose does.
//   - F4: an occasion's kind: "“…” means whole days (now written “On …”)" (was "rules for “…”
//     refer to whole days (“On …”)").
//   - F5: civic-ingestor's exceptions: "only for requests to the API or downloads of documents".
//   - F6: "contains the URL of the policy page" (was "address").
//   - F7: "robots.txt groups that use this token" (was "that name the crawler"), and of a token
//     changed "that use the previous token" (diff.class.identity_token_changed).
//   - F8–F12: "after whose end the retention period starts", "records about a server", "the URL
//     where the text of … can be read", "sites can now opt out of these fetches", "but only one
//     step away: it fetches the linked page and follows none of that page’s links".
func TestEnglishReview33Wording(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ finding, reviewCase, want string }{
		{"F1", "customer dashboard for a request", "/contact/requests/0/via/0 | contact | Added for the request “a slower rate”: a way to send it (“by e-mail”). This changes nothing for webmasters: they could already ask for this by e-mail; this channel is now stated explicitly."},
		{"F1", "customer dashboard for a request", "/contact/requests/0/via/1 | contact | Added for the request “a slower rate”: a way to send it (“through the customer dashboard”). Webmasters now have another way to ask for this."},
		{"F6", "published elsewhere", "/site/base_url | identity | Changed: the URL at which the policy is published. Previously: “https://civic.example/crawler/”. Now: “https://crawler.civic.example/”. Scripts that fetch ips.json to verify the crawler may need the new URL. If the crawler’s User-Agent contains the URL of the policy page, the User-Agent may change too, so filters that match the whole User-Agent may need updating."},
		{"F7", "legacy token removed", "/agents/civic-ingestor/legacy_tokens/0 | identity | Removed for civic-ingestor: the former product token “civic-file-cache”, for which only Disallow rules were obeyed. A robots.txt group that names only this token no longer applies to the crawler. Allowlists, filters and robots.txt groups that use this token may need updating."},
	} {
		checkReviewLines(t, tc.finding+" "+tc.reviewCase, reviewCaseSentences(t, "en", tc.reviewCase), []string{tc.want})
	}

	// F1: the ways to send the request for a slower rate, before and after.
	E, P, F := policy.RequestChannelEmail, policy.RequestChannelPortal, policy.RequestChannelForm
	via := func(chs ...policy.RequestChannel) []policy.RequestChannel { return chs }
	const ctx = "/contact/requests/0/via/0 | contact | "
	for _, tc := range []struct {
		name     string
		old, new []policy.RequestChannel
		want     map[string]string
	}{
		{"e-mail listed where it was implied", nil, via(E), map[string]string{
			"en": ctx + "Added for the request “a slower rate”: a way to send it (“by e-mail”). This changes nothing for webmasters: they could already ask for this by e-mail; this channel is now stated explicitly.",
			"de": ctx + "Hinzugefügt beim Anliegen „eine niedrigere Abrufrate“: ein Weg, auf dem sich das Anliegen vorbringen lässt – „per E-Mail“. Webmaster konnten es schon bisher per E-Mail vorbringen; dieser Weg wird nun ausdrücklich genannt.",
			"fr": ctx + "Ajout pour la demande portant sur «\u202fun rythme plus lent\u202f»\u202f: le moyen par lequel cette demande peut être adressée («\u202fpar courriel\u202f»). Les webmestres pouvaient déjà faire cette demande par courriel\u202f; ce moyen est désormais indiqué expressément.",
			"pl": ctx + "Dodano dla prośby „wolniejsze tempo” sposób jej przesłania: „e-mailem”. Tę prośbę można było już wcześniej przesłać e-mailem; ten sposób jest teraz wymieniony wprost.",
		}},
		{"the dashboard in place of e-mail", nil, via(P), map[string]string{
			"en": ctx + "Added for the request “a slower rate”: a way to send it (“through the customer dashboard”). Webmasters should now ask for this through the customer dashboard rather than by e-mail.",
			"de": ctx + "Hinzugefügt beim Anliegen „eine niedrigere Abrufrate“: ein Weg, auf dem sich das Anliegen vorbringen lässt – „im Kundenbereich“. Webmaster können es nun im Kundenbereich vorbringen, nicht mehr per E-Mail.",
			"fr": ctx + "Ajout pour la demande portant sur «\u202fun rythme plus lent\u202f»\u202f: le moyen par lequel cette demande peut être adressée («\u202fdans l’espace client\u202f»). Les webmestres doivent désormais faire cette demande dans l’espace client, et non plus par courriel.",
			"pl": ctx + "Dodano dla prośby „wolniejsze tempo” sposób jej przesłania: „w panelu klienta”. Tę prośbę można odtąd przesłać w panelu klienta, a już nie e-mailem.",
		}},
		{"e-mail no longer listed, still implied", via(E), nil, map[string]string{
			"en": ctx + "Removed for the request “a slower rate”: a way to send it (“by e-mail”). This changes nothing for webmasters: they can still ask for this by e-mail, the default channel when none is stated.",
		}},
		{"the dashboard removed, e-mail implied", via(P), nil, map[string]string{
			"en": ctx + "Removed for the request “a slower rate”: a way to send it (“through the customer dashboard”). Webmasters should now ask for this by e-mail rather than through the customer dashboard.",
		}},
		{"e-mail removed beside the dashboard", via(E, P), via(P), map[string]string{
			"en": ctx + "Removed for the request “a slower rate”: a way to send it (“by e-mail”). Webmasters can no longer ask for this in this way.",
		}},
		{"the web form in place of e-mail", nil, via(F), map[string]string{
			"en": ctx + "Added for the request “a slower rate”: a way to send it (“through the web form”). Webmasters should now ask for this through the web form rather than by e-mail.",
		}},
	} {
		for lang, want := range tc.want {
			old, new := reviewBase(t), reviewBase(t)
			for _, p := range []*policy.Policy{old, new} {
				p.Contact.Portal = &policy.Portal{URL: "https://civic.example/dashboard", Kind: policy.PortalKindCustomerDashboard}
				p.Contact.Form = "https://civic.example/form"
			}
			old.Contact.Requests[0].Via, new.Contact.Requests[0].Via = tc.old, tc.new
			checkReviewLines(t, "F1 "+tc.name+" ("+lang+")", reviewSentencesOf(t, msgs, old, new, lang), []string{want})
		}
	}

	// F7: a former product token changed.
	old, new := reviewBase(t), reviewBase(t)
	new.Agents[0].LegacyTokens[0].Token = "civic-cache"
	checkReviewLines(t, "F7 token changed", reviewSentencesOf(t, msgs, old, new, "en"), []string{
		"/agents/civic-ingestor/legacy_tokens/0 | identity | Changed for civic-ingestor: a former product token. Previously: “civic-file-cache” (only its Disallow rules are obeyed). Now: “civic-cache” (only its Disallow rules are obeyed). Allowlists, filters and robots.txt groups that use the previous token may need updating.",
	})

	checkMessages(t, localizers(t), "en", []messageCase{
		// F1
		{"diff.field.contact_request_via", 0, nil, "a way to send it"},
		{"diff.field.contact_request_who", 0, nil, "who can ask for it"},
		// F4
		{"diff.occasion_kind.day", 0, []any{"Label", plain("a session day or the day before")}, "Clarified in the schedule that “a session day or the day before” means whole days (now written “On …”), not only the hours during which the event takes place (“During …”)."},
		{"diff.occasion_kind.event", 0, []any{"Label", plain("a council session that is broadcast live")}, "Clarified in the schedule that “a council session that is broadcast live” means only the hours during which the event takes place (now written “During …”), not whole days (“On …”)."},
		// F8
		{"diff.field.retention_after_job", 0, nil, "the kind of fetch at the end of which the retention period starts"},
		// F9
		{"diff.field.recorded_under_disallow", 0, nil, "what the crawler records about a server even where robots.txt disallows every URL"},
		// F10
		{"diff.field.job_legal_basis_url", 0, nil, "the URL at which the legal basis for this kind of fetch can be read"},
		{"diff.field.legal_basis_urls", 0, nil, "the URL at which a crawler’s legal basis can be read"},
		// F11
		{"diff.state.job_opt_out.no", 0, nil, "sites can now opt out of these fetches"},
		{"diff.state.job_opt_out.yes", 0, nil, "sites can no longer opt out of these fetches"},
		// F12
		{"follows_links_off_site.within-site", 1, nil, "It follows links within the site it fetches from; it also follows links that lead off the site, but only one step away: it fetches the linked page and follows none of that page’s links."},
		{"follows_links_off_site.within-domain", 1, nil, "It follows links to every host name in the same registrable domain as the site it fetches from; it also follows links that lead off that domain, but only one step away: it fetches the linked page and follows none of that page’s links."},
	})

	// F2, F3, F5: the examples' own English labels.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"en": {
		"#### Block ExampleWatch and ExampleWorkflow from the whole site\n",
	}})
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{"en": {
		"- What it does: Crawls the web for the search engine’s main full-text index\n",
		"- What it does: Fetches news sites and RSS feeds often, so that new content reaches the index quickly\n",
	}})
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		"the crawler disregards robots.txt only with the site’s explicit written approval, and only for requests to the API or downloads of documents.\n",
	}})
}
