package generator

import "testing"

// TestTrial32CommitmentsOfAll pins new-user trial 32, F-22: on a page of several crawlers the
// common list of commitments follows "These commitments apply to all crawlers on this page: A and
// B." and speaks of all of them, so its bullets agree with that plural lead-in (were "It fetches
// only public content.", "Ruft nur öffentliche Inhalte ab."; fr and pl already said "Ils…",
// "Roboty…"). Each English and German case failed before.
func TestTrial32CommitmentsOfAll(t *testing.T) {
	ls := localizers(t)
	tokens := []any{"Tokens", plain("T")}
	section := []any{"Section", plain("S")}
	checkMessages(t, ls, "en", []messageCase{
		{"promise_all.public-content-only", 0, nil, "They fetch only public content."},
		{"promise_all.no-login", 0, nil, "They never log in."},
		{"promise_all.stop-on-block", 0, nil, "A crawler that a site blocks stops fetching from that site."},
		{"promise_all.contact-on-block", 0, nil, "When a site blocks one of them, the operator contacts the site’s administrator."},
		{"promise_all.no-identity-rotation", 0, nil, "They never switch their identity to get around a block."},
		{"promise_all_in_context.no-browser-impersonation_after_browser", 0, tokens, "None of these crawlers poses as a person’s browser: where a User-Agent begins with a browser’s User-Agent string, that string is always followed by the crawler’s own product token (T)."},
		{"promise_all_in_context.stop-on-block_403", 0, section, "A crawler that a site blocks stops fetching from that site; an HTTP 403 response alone only makes it pause (see “S”)."},
	})
	checkMessages(t, ls, "de", []messageCase{
		{"promise_all.public-content-only", 0, nil, "Die Crawler rufen nur öffentliche Inhalte ab."},
		{"promise_all.no-login", 0, nil, "Die Crawler melden sich nie an."},
		{"promise_all.stop-on-block", 0, nil, "Sperrt eine Website einen der Crawler, stellt dieser die Abrufe von dieser Website ein."},
		{"promise_all.no-circumvention", 0, nil, "Die Crawler umgehen weder Verbote in der robots.txt noch Sperren, gleich mit welchen Mitteln."},
		{"promise_all_in_context.no-browser-impersonation_mozilla", 0, tokens, "Die Crawler geben sich nie als Browser aus: Das „Mozilla“ am Anfang des User-Agents folgt nur einer Konvention; der User-Agent jedes Crawlers nennt stets dessen eigenes Produkt-Token (T)."},
	})
	res := buildRepro(t, "full-policy-commitments-tokenless")
	checkPageLines(t, res, map[string][]string{
		"en": {"These commitments apply to all crawlers on this page: “Uptime monitor” and `VigiloBot`.\n\n- They fetch only public content.\n- They never log in.\n"},
		"de": {"- Die Crawler rufen nur öffentliche Inhalte ab.\n- Die Crawler melden sich nie an.\n"},
		"fr": {"- Ils ne récupèrent que des contenus publics.\n- Ils ne se connectent jamais à un compte.\n"},
		"pl": {"- Roboty pobierają wyłącznie treści publiczne.\n- Roboty nigdy się nie logują.\n"},
	})
}
