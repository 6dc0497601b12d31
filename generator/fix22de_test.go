package generator

import (
	"strings"
	"testing"
)

// The German editor's review 22 (/work/notes/s21/review-de.md): the exact German sentences, each
// with the finding it answers.

// TestFix22GermanMessages: the meaning fixes (N1, N2) and the style fixes of messages that no page
// of the examples shows in every form.
func TestFix22GermanMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		// N1: whose installations, which operator.
		{"self_hosted.own_addresses", 0, nil, "Von Dritten betriebene Installationen senden ihre Anfragen von eigenen IP-Adressen. Eine Anfrage mit diesem User-Agent von einer nicht aufgeführten IP-Adresse kann daher von einer solchen Installation stammen oder von jemandem, der sich nur als dieser Crawler ausgibt. In beiden Fällen ist der hier genannte Betreiber für die Anfrage nicht verantwortlich."},
		{"diff.field.self_hosted_own_user_agent_job", 0, nil, "eine Abrufart, bei der von Dritten betriebene Installationen einen eigenen User-Agent setzen können"},
		// N2: the crawler is locked out, not the operator; by e-mail one asks for it.
		{"opt_out.crawl_delay.ignored_no_slower", 1, []any{"Email", plain("a@b.example")}, "Crawl-delay-Zeilen in der robots.txt wertet der Crawler nicht aus. Um die Abrufe zu beenden, sperren Sie den Crawler über die robots.txt aus oder schreiben Sie an a@b.example."},
		{"opt_out.crawl_delay.ignored_no_slower", 2, []any{"Email", plain("a@b.example")}, "Crawl-delay-Zeilen in der robots.txt werten die Crawler nicht aus. Um die Abrufe zu beenden, sperren Sie die Crawler über die robots.txt aus oder schreiben Sie an a@b.example."},
		// N6, N7, N9, P1, P3 (a title naming several crawlers is not one name in quotes), C5, C6.
		{"diff.field.job_started_by", 0, nil, "die Abrufart, deren neu gefundene Adressen diese Abrufart auslösen"},
		{"answers.no_opt_out", 0, []any{"Agent", plain("X"), "Basis", plain("das Gesetz")}, "X ruft Seiten auf einer Rechtsgrundlage (das Gesetz) ab, die den Website-Betreibern kein Widerspruchsrecht einräumt; Sperren in der robots.txt beachtet er deshalb nicht."},
		{"diff.not_loaded.old", 0, []any{"Name", plain("a.toml")}, "Die alte Fassung (a.toml) lässt sich nicht laden, daher können keine Änderungen aufgeführt werden. Die Fehlermeldungen folgen (nur auf Englisch):"},
		{"agent.not_read_because.submitted", 0, nil, "Befolgt die Regeln der robots.txt nicht, da er nur Adressen abruft, die Website-Betreiber oder Nutzer des Dienstes eingereicht haben."},
		{"answers.not_read_because.terms-of-service", 0, []any{"Agent", plain("Der Crawler „X“")}, "Der Crawler „X“ ruft Seiten nach der mit dem Betreiber der Website getroffenen Vereinbarung ab; er befolgt die robots.txt nicht und lässt sich daher nicht über sie aussperren."},
		{"intro.lead_short", 2, []any{"Title", plain("A, B und C")}, "Diese Seite beschreibt die Anfragen, die A, B und C an Websites senden, und zeigt, wie Sie darauf reagieren können."},
		{"diff.class.statement_removed", 0, nil, "Damit entfällt diese Zusage; der Crawler wird dadurch möglicherweise weniger rücksichtsvoll."},
		{"diff.fetch_scope_limited", 0, []any{"Context", plain(" für X"), "New", plain("„a“"), "Then", plain("wird dadurch rücksichtsvoller")}, "Eingeschränkt für X: Der Crawler ruft nur noch „a“ ab und wird dadurch rücksichtsvoller."},
	})
}

// TestAnswersSeparator: German introduces the whole sentence after a label with a colon, so the
// Markdown line of a short answer is "question: answer" (format.answers_after_dash = "colon";
// review 22, de P9: was "Crawler aussperren – Fügen Sie …"); English keeps "question – Answer",
// Polish "question – answer", and the HTML page sets the answer under its question in all.
func TestAnswersSeparator(t *testing.T) {
	res := buildExample(t, "civic-ingestor")
	checkPageLines(t, res, map[string][]string{
		"de": {"- [Crawler aussperren](index.html#snippet-exclude): Fügen Sie die Vorlage „civic-ingestor vollständig aussperren“ in Ihre robots.txt ein."},
		"en": {"- [Reaching the operator](index.html#contact) – Write to [`support@civic.example`](<mailto:support@civic.example>).\n"},
		"pl": {"- [Kontakt z nami](index.html#contact) – można do nas pisać na adres [`support@civic.example`](<mailto:support@civic.example>).\n"},
	})
	if md := string(res.Files["de/index.md"]); strings.Contains(md, ") – Fügen Sie") {
		t.Errorf("de/index.md: a short answer still follows a dash")
	}
}
