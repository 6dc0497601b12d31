package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestEnglishReview34Wording (English review 34, /work/notes/s32/review34-en.md), each case failed
// before with the old text:
//   - F1: a changed item of civic-ingestor's exceptions is "one of the things an exception to
//     robots.txt may cover" (was "an item of what a deviation may cover": the page never says
//     "deviation", its section is about exceptions to robots.txt).
//   - F2: an agent's purpose follows "What it does:" (was "Purpose:", before a verb in the third
//     person), and its change is "the description of what it does".
//   - F3: self-hosted installations set their identity "for the fetches “…”" (was "the kinds of
//     fetch", the tool's term).
//   - F4: an occasion's kind: "not only the hours during which the event takes place" (was "not
//     just the time while something is happening").
//   - F5: a request made through the web form (was "in the web form"); a channel in place of
//     another: "Webmasters should now ask for this … rather than …" (was "can now …, no longer …").
//   - F6, F8: "at the end of which the retention period starts"; "the URL at which the legal basis
//     for this kind of fetch can be read".
//   - F7: the days excepted from a window of kind "only": "the days on which the window does not
//     open, so the fetches limited to it do not run" (was "the days it does not open on"; not
//     the reviewer's "does not apply", which of such a window reads as the limit lifted).
//   - F9: resources fetched only with the pages of some kinds of fetch: "Along with each page it
//     fetches for “…”, it also fetches …; it does not do this for other fetches."
//   - F10: a path added to or removed from a snippet is quoted as its line of robots.txt, "the line
//     “Disallow: /tmp/”" (was "a Disallow line (“/tmp/”)"); de, fr and pl unchanged.
//   - Leftovers of review 33 (/work/notes/s32/fx-en.md): diff.state.opt_out.no says what holds now
//     ("a site can now opt out …", was "… again"), and diff.field.comparison_per ends in no
//     stranded "per".
func TestEnglishReview34Wording(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}

	// F1: an item of the exceptions reworded in English.
	old, new := reviewBase(t), reviewBase(t)
	old.Commitments.Exceptions.For[0]["en"] = "the API"
	checkReviewLines(t, "F1", reviewSentencesOf(t, msgs, old, new, "en"), []string{
		"/commitments/exceptions/for/0/en | wording | Changed: one of the things an exception to robots.txt may cover (in English). Previously: “the API”. Now: “requests to the API”. No figure or setting in the policy has changed, but the new wording may change what the text means.",
	})

	// F2: an agent's purpose reworded in English.
	old, new = reviewBase(t), reviewBase(t)
	old.Agents[0].Purpose["en"] = "Copies public council information systems"
	checkReviewLines(t, "F2", reviewSentencesOf(t, msgs, old, new, "en"), []string{
		"/agents/civic-ingestor/purpose/en | wording | Changed for civic-ingestor: the description of what it does (in English). Previously: “Copies public council information systems”. Now: “Mirrors public council information systems”. No figure or setting in the policy has changed, but the new wording may change what the text means.",
	})

	// F5: the web form in place of e-mail, and e-mail in place of the dashboard.
	const ctx = "/contact/requests/0/via/0 | contact | "
	for _, tc := range []struct {
		name     string
		old, new []policy.RequestChannel
		want     string
	}{
		{"the web form in place of e-mail", nil, []policy.RequestChannel{policy.RequestChannelForm},
			ctx + "Added for the request “a slower rate”: a way to send it (“through the web form”). Webmasters should now ask for this through the web form rather than by e-mail."},
		{"the dashboard removed, e-mail implied", []policy.RequestChannel{policy.RequestChannelPortal}, nil,
			ctx + "Removed for the request “a slower rate”: a way to send it (“through the customer dashboard”). Webmasters should now ask for this by e-mail rather than through the customer dashboard."},
	} {
		old, new := reviewBase(t), reviewBase(t)
		for _, p := range []*policy.Policy{old, new} {
			p.Contact.Portal = &policy.Portal{URL: "https://civic.example/dashboard", Kind: policy.PortalKindCustomerDashboard}
			p.Contact.Form = "https://civic.example/form"
		}
		old.Contact.Requests[0].Via, new.Contact.Requests[0].Via = tc.old, tc.new
		checkReviewLines(t, "F5 "+tc.name, reviewSentencesOf(t, msgs, old, new, "en"), []string{tc.want})
	}

	// F10: the snippet's lines, in English; the other languages keep the path.
	for _, tc := range []struct{ reviewCase, lang, want string }{
		{"snippet blocks a path less", "en", "/snippets/no-pdf/paths/0 | looser | Removed in the snippet “Block civic-ingestor from PDF files”: the line “Disallow: /*.pdf$”. The snippet now blocks less than before. Copies already in robots.txt files are not updated automatically: to apply the change, webmasters must replace them with the new snippet. The change needs sign-off."},
		{"snippet blocks another path", "en", "/snippets/no-pdf/paths/1 | stricter | Added in the snippet “Block civic-ingestor from PDF files”: the line “Disallow: /tmp/”. The snippet now blocks more than before. Copies already in robots.txt files are not updated automatically: to apply the change, webmasters must replace them with the new snippet."},
		{"snippet blocks another path", "de", "/snippets/no-pdf/paths/1 | stricter | Hinzugefügt in der Vorlage „Nur PDF-Dateien ausschließen“: ein gesperrter Pfad – „/tmp/“. Die Vorlage sperrt nun mehr als bisher. In robots.txt-Dateien bereits übernommene Kopien werden nicht automatisch angepasst: Um die Änderung zu übernehmen, müssen Webmaster diese Kopien durch die neue Fassung der Vorlage ersetzen."},
		{"snippet blocks another path", "fr", "/snippets/no-pdf/paths/1 | stricter | Ajout dans l’extrait «\u202fExclure uniquement les fichiers PDF\u202f»\u202f: un chemin interdit par l’extrait («\u202f/tmp/\u202f»). L’extrait bloque désormais davantage qu’auparavant. Les copies déjà présentes dans des fichiers robots.txt ne sont pas mises à jour automatiquement\u202f: pour appliquer la modification, les webmestres doivent les remplacer par le nouvel extrait."},
		{"snippet blocks a path less", "pl", "/snippets/no-pdf/paths/0 | looser | Usunięto z gotowego wpisu „Blokada tylko plików PDF” blokowaną ścieżkę: „/*.pdf$”. Wpis będzie odtąd blokował mniej niż dotychczas. Kopie wpisu umieszczone już w plikach robots.txt nie są aktualizowane automatycznie: aby zmiana zaczęła obowiązywać, należy zastąpić je nową wersją wpisu. Zmiana wymaga zatwierdzenia."},
	} {
		checkReviewLines(t, "F10 "+tc.reviewCase+" ("+tc.lang+")", reviewCaseSentences(t, tc.lang, tc.reviewCase), []string{tc.want})
	}

	// F7: a day added to those a window of kind "only" does not open on.
	zone := [][2]string{{"last_changed =", "time_zone = \"Europe/Warsaw\"\nlast_changed ="}}
	one := strings.Replace(exceptDaysJobs, `except_days = ["05-01", "2027-04-05"]`, `except_days = ["05-01"]`, 1)
	tail := "token = \"MinimalBot\"\n"
	var got []string
	for _, c := range reviewPair(t, msgs, "testdata/smallest", append([][2]string{{tail, tail + one}}, zone...), append([][2]string{{tail, tail + exceptDaysJobs}}, zone...), "en") {
		got = append(got, c.Sentence)
	}
	checkReviewLines(t, "F7", got, []string{
		"Changed for the window “Working hours”: the days on which the fetches limited to this window do not run (the window does not open). Previously: 1 May. Now: 1 May and 5 April 2027. This change makes the crawler more polite.",
	})

	checkMessages(t, localizers(t), "en", []messageCase{
		// F3
		{"self_hosted.own_user_agent", 1, []any{"Jobs", plain("“Full sync”")}, "Such installations may set their own User-Agent and contact address for the kind of fetch “Full sync”."},
		{"self_hosted.own_user_agent", 2, []any{"Jobs", plain("“Incremental sync” and “Full sync”")}, "Such installations may set their own User-Agent and contact address for the kinds of fetch “Incremental sync” and “Full sync”."},
		// F4
		{"diff.occasion_kind.day", 0, []any{"Label", plain("a session day or the day before")}, "Clarified in the schedule that “a session day or the day before” means whole days (now written “On …”), not only the hours during which the event takes place (“During …”)."},
		{"diff.occasion_kind.event", 0, []any{"Label", plain("a council session that is broadcast live")}, "Clarified in the schedule that “a council session that is broadcast live” means only the hours during which the event takes place (now written “During …”), not whole days (“On …”)."},
		// F6
		{"diff.field.retention_after_job", 0, nil, "the kind of fetch at the end of which the retention period starts"},
		// F7
		{"diff.field.window_except_days", 0, nil, "the days on which the fetches limited to this window do not run (the window does not open)"},
		// F8
		{"diff.field.job_legal_basis_url", 0, nil, "the URL at which the legal basis for this kind of fetch can be read"},
		{"diff.field.legal_basis_urls", 0, nil, "the URL at which a crawler’s legal basis can be read"},
		// F9
		{"embedded.fetched_jobs", 1, []any{"What", plain("the images, videos and audio files"), "Source", plain("names in its meta tags"), "Jobs", plain("“Incremental sync”")},
			"Along with each page it fetches for “Incremental sync”, it also fetches the images, videos and audio files that the page names in its meta tags; it does not do this for other fetches."},
		// Leftovers of review 33.
		{"diff.state.opt_out.no", 0, nil, "a site can now opt out of the crawler’s fetching"},
		{"diff.field.comparison_per", 0, nil, "one of the units to which the limit on comparison requests after an HTTP 403 applies"},
	})

	// F2, F3: civic-ingestor's page.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"en": {
		"- What it does: Mirrors public council information systems\n",
		"- Such installations may set their own User-Agent and contact address for the kinds of fetch “Incremental sync” and “Full sync”.\n",
	}})
}
