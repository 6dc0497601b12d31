package generator

import "testing"

// TestEnglishReview30Wording (English review 30, /work/notes/s28/review30-en.md; F1 to F3 are
// t29a's), each case failed before with the old text:
//   - F4: a new URL of the policy says what may need it, and says of the User-Agent only that it may
//     change too where it holds the page's address (was "User-Agent strings that point to the
//     policy page, may need the new URL", read as something the webmaster controls).
//   - F5: the field of jobs.X.cadence_per, "whether the schedule applies to each site, each host
//     name or each registered URL separately" (was "what the schedule counts per", a stranded
//     "per").
//   - F12: "The schedule applies to each … separately" (was "holds for").
func TestEnglishReview30Wording(t *testing.T) {
	for _, tc := range []struct{ finding, reviewCase, want string }{
		{"F4", "published elsewhere", "/site/base_url | identity | Changed: the URL at which the policy is published. Previously: “https://civic.example/crawler/”. Now: “https://crawler.civic.example/”. Scripts that fetch ips.json to verify the crawler may need the new URL. If the crawler’s User-Agent contains the address of the policy page, it may change too, so filters that match the whole User-Agent may need updating."},
	} {
		checkReviewLines(t, tc.finding+" "+tc.reviewCase, reviewCaseSentences(t, "en", tc.reviewCase), []string{tc.want})
	}
	checkMessages(t, localizers(t), "en", []messageCase{
		{"diff.field.cadence_per", 0, nil, "whether the schedule applies to each site, each host name or each registered URL separately"},
		{"job.cadence_per.registered-url", 0, nil, "The schedule applies to each registered URL separately: a site with several registered URLs gets these requests for each of them."},
		{"job.cadence_per.site", 0, nil, "The schedule applies to each site separately."},
		{"job.cadence_per.hostname", 0, nil, "The schedule applies to each host name separately: a site with several host names gets these requests for each of them."},
	})
}
