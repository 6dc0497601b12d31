package generator

import (
	"os"
	"strings"
	"testing"
)

// TestGermanReview32Wording (German review 32, /work/notes/s30/review32-de.md), each case failed
// before:
//   - F1 (MEANING): installations that others run still send „einen der oben genannten User-Agents
//     dieses Crawlers“ where the crawler has several (was „den Standard-User-Agent“, a term the
//     page never defines), as the English says; with one User-Agent „den oben genannten
//     User-Agent dieses Crawlers“, and the diff's field „einen auf dieser Seite genannten
//     User-Agent dieses Crawlers“.
//   - F2 (GRAMMAR): the summaries say „wie Sie die Abrufe drosseln oder sperren“ (was „den
//     Crawler sperren“, which disagrees with a title naming several crawlers; the summaries have
//     no plural form), in all four summaries that named „den Crawler“.
//   - F4: how many times a pause's event must happen, „wie oft das Ereignis eintreten muss, damit
//     die Pause beginnt“, „in Folge“ where the events must follow each other (was „wie viele
//     Fehler die Pause auslösen“: not every event is an error, and „in a row“ was lost).
//   - F5: „Eine Website kann den Abrufen dieser Abrufart … widersprechen“ (was „ihren Abrufen“,
//     whose „ihren“ reads as the website's); the same for a Crawl-delay line („für die Abrufe
//     dieser Abrufart“, was „für ihre Abrufe“, which could be the Crawl-delay line's).
//   - F6: a group does not stop „die Abrufe der Abrufart …“, a snippet stops every fetch
//     „ausgenommen die Abrufe der Abrufart …“ (was the kind of fetch itself).
//   - F7: a retention period begins „mit dem Ende der Abrufe der Abrufart …“ (was „der Abrufart“,
//     as if the kind of fetch were discontinued).
//   - F8: „Eine Disallow-Zeile hindert …“ (was „Ein Disallow“).
//   - F9: links off the site are followed „eine Ebene tief“, „höchstens 5 Ebenen tief“, as
//     follows_links.one-level says (was „Schritt“).
//   - F10: „wenn eine ihrer User-agent-Zeilen ‚civic-ingestor‘ in genau dieser Schreibweise
//     enthält“ (was „die Zeile“, with no antecedent).
//   - F11: „…, dass die Crawler-Software dieselbe Richtliniendatei liest, aus der diese Seite
//     erzeugt wird“ (was „dieselbe“ with nothing to be the same as).
//   - F12: triple-fetchers' purpose „Überwachung einer … Seite auf Änderungen“ (was
//     „Beobachtung“).
func TestGermanReview32Wording(t *testing.T) {
	// F1 on civic-ingestor's page.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"de": {
		"- Bei der Abrufart „Dokumente“ senden sie in der Regel weiterhin einen der oben genannten User-Agents dieses Crawlers.\n",
	}})
	// F4 in sitegen diff: an event counted within a scope, and one in a row; named without the
	// count that the sentence states (review 36, F4).
	checkReviewLines(t, "F4 threshold higher", reviewCaseSentences(t, "de", "threshold higher"), []string{
		"/errors/reactions/0/threshold | looser | Geändert bei der Pause nach dem Ereignis „Fehlversuch oder HTTP 429 (Too Many Requests) innerhalb eines Abgleichs“: die Zahl der Ereignisse, ab der die Pause beginnt – bisher 5, neu 10. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
	})
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old, new := reviewBase(t), reviewBase(t)
	new.Errors.Reactions[2].Threshold = 10
	checkReviewLines(t, "F4 threshold in a row higher", reviewSentencesOf(t, msgs, old, new, "de"), []string{
		"/errors/reactions/2/threshold | looser | Geändert bei der Pause nach dem Ereignis „Serverfehler (HTTP 5xx)“: die Zahl der Ereignisse in Folge, ab der die Pause beginnt – bisher 5, neu 10. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
	})
	// F5 in sitegen diff.
	job := "\n[robots_txt]\ncheck = \"before-first-fetch\"\ncrawl_delay = \"ignored\"\n\n[jobs.audit]\nlabel = { en = \"Audit\", de = \"Prüfung\", fr = \"Contrôle\", pl = \"Badanie\" }\nagent = \"bot\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n"
	var got []string
	for _, c := range reviewPair(t, msgs, "testdata/smallest", [][2]string{{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\n" + job}}, [][2]string{{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\n" + job + "opt_out = \"not-possible\"\n"}}, "de") {
		got = append(got, c.Sentence)
	}
	checkReviewLines(t, "F5 job opt-out", got, []string{
		"Geändert bei der Abrufart „Prüfung“: Websites können diese Abrufe nicht mehr unterbinden. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
	})
	// F6 on a page with a job that sites cannot opt out of.
	checkPageLines(t, buildSmallestEdited(t, nil, trial28Jobs), map[string][]string{"de": {
		"Eine Gruppe in der robots.txt verhindert die Abrufe der Abrufart „Prüfung“ nicht, da diese Abrufart die robots.txt nicht befolgt; auch auf anderem Weg kann eine Website diese Abrufe nicht unterbinden.\n",
		"Ein Eintrag in der robots.txt genügt, um alle Abrufe durch `MinimalBot` zu verhindern – ausgenommen die Abrufe der Abrufart „Prüfung“, die die robots.txt nicht befolgt; diese Abrufe kann eine Website auf keinem Weg unterbinden.",
	}})
	// F7 on feed-reader's page.
	checkPageLines(t, buildDirEdited(t, "../examples/feed-reader", retentionAfterJobEdits), map[string][]string{"de": {
		"- Aus abgerufenen Inhalten gewonnene Daten werden höchstens 1\u00a0Jahr aufbewahrt. Die Frist beginnt mit dem Ende der Abrufe der Abrufart „Abruf der Feeds“ am 9. April 2027, nicht mit dem Tag des Abrufs.\n",
	}})
	// F8 on gmina-bot's page.
	checkPageLines(t, buildDirEdited(t, "../examples/gmina-bot", [][2]string{{"on_disallow = [\"skip-path\"]\n", "on_disallow = [\"skip-path\"]\nrobots_txt_exempt_paths = [\"/.well-known/security.txt\"]\n"}}), map[string][]string{"de": {
		"Ruft keine Adressen ab, die die robots.txt sperrt. Eine Disallow-Zeile hindert `GminaBot` nicht daran, `/.well-known/security.txt` abzurufen.",
	}})
	// F9 on a page, in the block and the table.
	const within = "follows_links = \"within-site\"\n"
	checkPageLines(t, buildDirEdited(t, "testdata/trial20", [][2]string{{within, within + "off_site_hops = 1\n"}}), map[string][]string{"de": {
		"- Folgt Links innerhalb der jeweiligen Website, Links zu anderen Websites dagegen nur eine Ebene tief: Die verlinkte Seite wird abgerufen, ihre Links werden nicht weiterverfolgt.",
		"| `PriceScoutBot` | eigener Zeitplan (unbeaufsichtigt) | vor der ersten Anfrage an einen Hostnamen oder eine IP-Adresse | innerhalb der Website, nach außen eine Ebene tief |",
	}})
	// F10 in sitegen diff.
	checkReviewLines(t, "F10 token compared case-sensitively", reviewCaseSentences(t, "de", "token compared case-sensitively"), []string{
		"/agents/civic-ingestor/group_matching | looser | Geändert für „civic-ingestor“: nach welchen Regeln er die für ihn geltenden Gruppen der robots.txt auswählt. Bisher: nach RFC 9309. Neu: „Vergleicht sein Produkt-Token unter Beachtung der Groß- und Kleinschreibung mit den User-agent-Zeilen: Eine Gruppe gilt für ihn nur, wenn eine ihrer User-agent-Zeilen ‚civic-ingestor‘ in genau dieser Schreibweise enthält (nach RFC 9309 spielt die Schreibweise hier keine Rolle).“ Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
	})
	// F12 on triple-fetchers' page.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"de": {
		"- Zweck: Überwachung einer von der Kundschaft genannten Seite auf Änderungen\n",
	}})

	ls := localizers(t)
	de := ls["de"]
	field := func(key string) textForms {
		return textForms{base: de.t("diff.field." + key), forms: map[string]Text{"Item": de.t("diff.field_item." + key)}}
	}
	jobs := []any{"Jobs", plain("„Dokumente“")}
	checkMessages(t, ls, "de", []messageCase{
		// F1
		{"self_hosted.default_user_agent_variants", 1, jobs, "Bei der Abrufart „Dokumente“ senden sie in der Regel weiterhin einen der oben genannten User-Agents dieses Crawlers."},
		{"self_hosted.default_user_agent_variants", 2, []any{"Jobs", plain("„A“ und „B“")}, "Bei den Abrufarten „A“ und „B“ senden sie in der Regel weiterhin einen der oben genannten User-Agents dieses Crawlers."},
		{"self_hosted.default_user_agent", 1, jobs, "Bei der Abrufart „Dokumente“ senden sie in der Regel weiterhin den oben genannten User-Agent dieses Crawlers."},
		{"self_hosted.default_user_agent", 2, []any{"Jobs", plain("„A“ und „B“")}, "Bei den Abrufarten „A“ und „B“ senden sie in der Regel weiterhin den oben genannten User-Agent dieses Crawlers."},
		{"diff.field.self_hosted_default_user_agent_job", 0, nil, "eine Abrufart, bei der von Dritten betriebene Installationen in der Regel weiterhin einen auf dieser Seite genannten User-Agent dieses Crawlers senden"},
		{"diff.field_item.self_hosted_default_user_agent_job", 0, nil, "eine Abrufart, bei der von Dritten betriebene Installationen in der Regel weiterhin einen auf dieser Seite genannten User-Agent dieses Crawlers senden"},
		// F2, with a title naming several crawlers.
		{"page.summary", 0, []any{"Title", plain("Chatwork-Bots")}, "Chatwork-Bots: Kennung, Abrufraten, Zeitplan und Umgang mit der robots.txt – und wie Sie die Abrufe drosseln oder sperren."},
		{"page.summary_block", 0, []any{"Title", plain("Chatwork-Bots")}, "Chatwork-Bots: Kennung, Abrufraten, Zeitplan und Umgang mit der robots.txt – und wie Sie die Abrufe sperren."},
		{"page.summary_no_opt_out", 0, []any{"Title", plain("Chatwork-Bots")}, "Chatwork-Bots: Kennung, Abrufraten, Zeitplan und Umgang mit der robots.txt – wie Sie die Abrufe drosseln oder sperren und welche sich nicht sperren lassen."},
		{"page.summary_block_no_opt_out", 0, []any{"Title", plain("ExampleWatch, ExampleWorkflow und ExampleFetch")}, "ExampleWatch, ExampleWorkflow und ExampleFetch: Kennung, Abrufraten, Zeitplan und Umgang mit der robots.txt – wie Sie die Abrufe sperren und welche sich nicht sperren lassen."},
		// F4
		{"diff.field.reaction_threshold", 0, nil, "die Zahl der Ereignisse, ab der die Pause beginnt"},
		{"diff.field_item.reaction_threshold", 0, nil, "die Zahl der Ereignisse, ab der die Pause beginnt"},
		{"diff.field.reaction_threshold_in_a_row", 0, nil, "die Zahl der Ereignisse in Folge, ab der die Pause beginnt"},
		{"diff.field_item.reaction_threshold_in_a_row", 0, nil, "die Zahl der Ereignisse in Folge, ab der die Pause beginnt"},
		// F5
		{"diff.state.job_opt_out.no", 0, nil, "Websites können diese Abrufe nun unterbinden"},
		{"diff.state.job_opt_out.yes", 0, nil, "Websites können diese Abrufe nicht mehr unterbinden"},
		{"diff.state.job_crawl_delay.no", 0, nil, "Eine Crawl-delay-Angabe in der robots.txt gilt nicht mehr für die Abrufe dieser Abrufart"},
		{"diff.state.job_crawl_delay.yes", 0, nil, "Eine Crawl-delay-Angabe in der robots.txt gilt nun für die Abrufe dieser Abrufart"},
		// F6, several kinds of fetch.
		{"opt_out.snippets_intro_jobs_no_opt_out", 2, []any{"Agents", plain("`A`"), "Jobs", plain("„A“ und „B“")}, "Ein Eintrag in der robots.txt genügt, um alle Abrufe durch `A` zu verhindern – ausgenommen die Abrufe der Abrufarten „A“ und „B“, die die robots.txt nicht befolgen; diese Abrufe kann eine Website auf keinem Weg unterbinden."},
		{"opt_out.snippets_intro_jobs", 1, []any{"Agents", plain("`A`"), "Jobs", plain("„A“")}, "Ein Eintrag in der robots.txt genügt, um alle Abrufe durch `A` zu unterbinden – ausgenommen die Abrufe der Abrufart „A“, die die robots.txt nicht befolgt."},
		{"opt_out.snippets_intro_jobs", 2, []any{"Agents", plain("`A`"), "Jobs", plain("„A“ und „B“")}, "Ein Eintrag in der robots.txt genügt, um alle Abrufe durch `A` zu unterbinden – ausgenommen die Abrufe der Abrufarten „A“ und „B“, die die robots.txt nicht befolgen."},
		{"robots.jobs_not_stopped_no_opt_out", 2, []any{"Jobs", plain("„A“ und „B“")}, "Eine Gruppe in der robots.txt verhindert die Abrufe der Abrufarten „A“ und „B“ nicht, da diese Abrufarten die robots.txt nicht befolgen; auch auf anderem Weg kann eine Website diese Abrufe nicht unterbinden."},
		{"robots.jobs_not_stopped", 1, []any{"Jobs", plain("„A“")}, "Eine Gruppe unterbindet die Abrufe der Abrufart „A“ nicht, da diese die robots.txt nicht befolgt."},
		{"robots.jobs_not_stopped", 2, []any{"Jobs", plain("„A“ und „B“")}, "Eine Gruppe unterbindet die Abrufe der Abrufarten „A“ und „B“ nicht, da diese die robots.txt nicht befolgen."},
		// F8, several paths.
		{"robots.exempt_not_stopped", 2, []any{"Agents", plain("`A`"), "Paths", plain("`/a` und `/b`")}, "Eine Disallow-Zeile hindert `A` nicht daran, `/a` und `/b` abzurufen."},
		// F9
		{"follows_links_off_site.within-site", 5, nil, "Folgt Links innerhalb der jeweiligen Website, Links zu anderen Websites dagegen höchstens 5\u00a0Ebenen tief."},
		{"follows_links_off_site.within-domain", 1, nil, "Folgt Links zu allen Hostnamen der jeweiligen Domain (einschließlich Subdomains), Links zu anderen Domains dagegen nur eine Ebene tief: Die verlinkte Seite wird abgerufen, ihre Links werden nicht weiterverfolgt."},
		{"follows_links_off_site.within-domain", 2, nil, "Folgt Links zu allen Hostnamen der jeweiligen Domain (einschließlich Subdomains), Links zu anderen Domains dagegen höchstens 2\u00a0Ebenen tief."},
		{"follows_links_short_off_site.within-site", 3, nil, "innerhalb der Website, nach außen höchstens 3\u00a0Ebenen tief"},
		{"follows_links_short_off_site.within-domain", 1, nil, "innerhalb derselben Domain mit allen Subdomains, nach außen eine Ebene tief"},
		{"follows_links_short_off_site.within-domain", 3, nil, "innerhalb derselben Domain mit allen Subdomains, nach außen höchstens 3\u00a0Ebenen tief"},
		// F11, as the page of changes says it.
		{"diff.added_statement", 0, []any{"Field", field("site_crawler_reads_policy"), "Context", plain(""), "New", plain("…")}, "Hinzugefügt: die Angabe, dass die Crawler-Software dieselbe Richtliniendatei liest, aus der diese Seite erzeugt wird. Neu: „….“"},
	})
	// F9: no step left in German where a crawler follows links.
	for _, id := range ls["de"].messages.IDs("de") {
		if m, ok := ls["de"].messages.Message("de", id); ok && strings.HasPrefix(id, "follows_links") && strings.Contains(m.One+m.Other, "Schritt") {
			t.Errorf("de %s still measures link depth in „Schritt“: %q / %q", id, m.One, m.Other)
		}
	}
}
