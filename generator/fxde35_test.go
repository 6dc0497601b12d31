package generator

import (
	"os"
	"strings"
	"testing"
)

// TestGermanReview34Wording (German review 34, /work/notes/s32/review34-de.md; F1 was fixed by
// 2a967d1e, TestReview34Wording), each case failed before:
//   - F2: redirects are followed („folgen“), as everywhere else on the pages, not „verfolgt“
//     (pursued): „Der Crawler folgt keinen Weiterleitungen.“, „ob der Crawler Weiterleitungen
//     folgt“, and the neighbouring sentences of redirects_within, the unpublished limit and
//     sitemaps_same_host.
//   - F3: an occasion of kind event means „nur die Zeit, in der das Ereignis stattfindet“ (was
//     „nur das Ereignis oder der Zeitraum selbst“), in the change sentence and as a value.
//   - F4 (German review 33, F12): gazette-bot's owner „Jean Exemple: Inhaber und presserechtlich
//     Verantwortlicher (directeur de la publication)“ (was „Inhaberschaft und presserechtliche
//     Verantwortung“), with operator.people[].gender = "male" (cases in TestGermanReview33Wording);
//     the gender added or changed is a change of its own, of wording, by the person's name and
//     the gender in words, never „Geändert: eine für den Betreiber verantwortliche Person“ with the
//     same text twice in a language whose role nouns have none (TestNoChangeStatesTheSameTextTwice).
//   - F5: triple-fetchers' about text: a site can „sperren“ fetches (was „aussperren“, which
//     takes a crawler).
//   - F6: civic-ingestor's occasion „bei Ratssitzungen mit Liveübertragung“ and the check „ob die
//     Übertragung läuft“ (was „bei live übertragenen Ratssitzungen … ob die Sitzung übertragen
//     wird“, circular).
//   - F7: robots.txt is fetched „je Hostname nur einmal für alle Dienste des Betreibers“ (was
//     „einmal je Hostname abgerufen“, readable as once ever).
//   - F8: a job's opt-out: „Websites können diese Abrufe nun unterbinden“ (was „den Abrufen
//     dieser Abrufart“).
//   - Not counted, window.except_days: every date is „am …“: „außer am 1. Mai und am 5. April
//     2027“ (was „außer am 1. Mai und 5. April 2027“), one date „außer am 1. Mai“.
//   - The blocklist request no longer says „bitten“ twice after „Sie können um Folgendes bitten:“:
//     „…, bis Sie die Einträge wieder streichen lassen“.
func TestGermanReview34Wording(t *testing.T) {
	// F6, F7 on civic-ingestor's page.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"de": {
		"| bei Ratssitzungen mit Liveübertragung, ab 45\u00a0Minuten vor Beginn bis höchstens 10\u00a0Stunden nach Beginn: jede Minute (zur Prüfung, ob die Übertragung läuft) |",
		"| bei Ratssitzungen mit Liveübertragung: standardmäßig alle 10\u00a0Sekunden",
		"- Die Dienste des Betreibers rufen sie nicht einzeln ab: Je Hostname wird eine Kopie abgerufen, die alle Dienste gemeinsam nutzen.\n",
	}})
	// F5 on triple-fetchers' page.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"de": {
		"So kann eine Website die Abrufe, die ohne menschliches Zutun laufen, sperren und trotzdem die Abrufe zulassen, die eine Person gerade angefordert hat – oder umgekehrt.",
	}})
	// Not counted: window.except_days with two dates and with one.
	zone := [][2]string{{"last_changed =", "time_zone = \"Europe/Warsaw\"\nlast_changed ="}}
	checkPageLines(t, buildSmallestEdited(t, zone, exceptDaysJobs), map[string][]string{"de": {
		"- Arbeitszeit (Mo–Fr, 7:00–19:00\u00a0Uhr, außer am 1. Mai und am 5. April 2027): Die Abrufart „Prüfung“ läuft nur in diesem Zeitfenster, zu keiner anderen Zeit.\n",
	}})
	one := strings.Replace(exceptDaysJobs, `except_days = ["05-01", "2027-04-05"]`, `except_days = ["05-01"]`, 1)
	checkPageLines(t, buildSmallestEdited(t, zone, one), map[string][]string{"de": {
		"- Arbeitszeit (Mo–Fr, 7:00–19:00\u00a0Uhr, außer am 1. Mai): Die Abrufart „Prüfung“ läuft nur in diesem Zeitfenster, zu keiner anderen Zeit.\n",
	}})
	// The blocklist request, with covers and alone.
	checkPageLines(t, buildDirEdited(t, "../examples/link-preview", [][2]string{{"kind = \"blocklist\"\n", "kind = \"blocklist\"\ncovers = [\"ip-ranges\", \"host-names\"]\npermanent = true\n"}}), map[string][]string{"de": {
		"die Aufnahme Ihrer IP-Adressbereiche (in CIDR-Notation) und Hostnamen in die Sperrliste, sodass an sie erst dann wieder Anfragen gesendet werden, wenn Sie die Einträge streichen lassen",
	}})
	checkPageLines(t, buildDirEdited(t, "../examples/link-preview", [][2]string{{"kind = \"blocklist\"\n", "kind = \"blocklist\"\npermanent = true\n"}}), map[string][]string{"de": {
		"die Aufnahme Ihrer Website in die Sperrliste, sodass Ihre Website erst dann wieder abgerufen wird, wenn Sie den Eintrag streichen lassen",
	}})

	// F4: the gender of the role nouns, added and changed, in sitegen diff.
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	male := [][2]string{{"gender = \"male\"\n", ""}}
	female := [][2]string{{"gender = \"male\"\n", "gender = \"female\"\n"}}
	for lang, want := range map[string][2]string{
		"en": {"Added for Jean Exemple: the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms (“masculine”). Only the wording changes.",
			"Changed for Jean Exemple: the grammatical gender used for this person’s job titles in languages that distinguish masculine and feminine forms. Previously: “masculine”. Now: “feminine”. Only the wording changes."},
		"de": {"Hinzugefügt für Jean Exemple: das grammatische Geschlecht der Funktionsbezeichnungen dieser Person – „männlich“. Nur der Wortlaut ändert sich.",
			"Geändert für Jean Exemple: das grammatische Geschlecht der Funktionsbezeichnungen dieser Person – bisher „männlich“, neu „weiblich“. Nur der Wortlaut ändert sich."},
		"fr": {"Ajout pour Jean Exemple\u202f: le genre grammatical des noms qui désignent les fonctions de la personne («\u202fmasculin\u202f»). Les règles restent inchangées.",
			"Modification pour Jean Exemple\u202f: le genre grammatical des noms qui désignent les fonctions de la personne (jusqu’à présent\u202f: «\u202fmasculin\u202f»\u202f; désormais\u202f: «\u202fféminin\u202f»). Seule la formulation change."},
		"pl": {"Dodano dla osoby Jean Exemple informację o rodzaju gramatycznym nazw jej funkcji (potrzebną w językach, w których nazwy funkcji mają formę męską i żeńską): „rodzaj męski”. Zmiana wyłącznie redakcyjna.",
			"Zmiana dla osoby Jean Exemple: rodzaj gramatyczny nazw jej funkcji (potrzebny w językach, w których nazwy funkcji mają formę męską i żeńską) – dotychczas: „rodzaj męski”; odtąd: „rodzaj żeński”. Zmiana wyłącznie redakcyjna."},
	} {
		for i, edits := range [2][2][][2]string{{male, nil}, {nil, female}} {
			var got []string
			for _, c := range reviewPair(t, msgs, "../examples/gazette-bot", edits[0], edits[1], lang) {
				got = append(got, c.Pointer+" | "+string(c.Class)+" | "+c.Sentence)
			}
			if w := "/operator/people/0/gender | wording | " + want[i]; len(got) != 1 || got[0] != w {
				t.Errorf("%s, gender %s: got\n%s\nwant only\n%s", lang, [2]string{"added", "changed"}[i], strings.Join(got, "\n"), w)
			}
		}
	}

	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		// F2
		{"redirects.not-followed", 0, nil, "Der Crawler folgt keinen Weiterleitungen."},
		{"redirects_within.hostname", 0, nil, "Der Crawler folgt Weiterleitungen nur zu Adressen desselben Hostnamens."},
		{"redirects_within.registrable-domain", 0, nil, "Der Crawler folgt Weiterleitungen nur zu Hostnamen derselben Domain."},
		{"limits.max_redirects_unpublished", 0, nil, "Die Zahl der Weiterleitungen, denen der Crawler pro Abruf folgt, ist begrenzt; die Obergrenze veröffentlicht der Betreiber nicht."},
		{"diff.field.redirects", 0, nil, "ob der Crawler Weiterleitungen folgt"},
		{"diff.field_item.redirects", 0, nil, "ob der Crawler Weiterleitungen folgt"},
		{"diff.field.redirects_within", 0, nil, "wie weit der Crawler Weiterleitungen folgt"},
		{"diff.field_item.redirects_within", 0, nil, "wie weit der Crawler Weiterleitungen folgt"},
		{"diff.field.sitemaps_same_host", 0, nil, "ob der Crawler Sitemap-Zeilen nur beachtet, wenn die Sitemap unter demselben Hostnamen liegt wie die robots.txt"},
		{"diff.field_item.sitemaps_same_host", 0, nil, "ob der Crawler Sitemap-Zeilen nur beachtet, wenn die Sitemap unter demselben Hostnamen liegt wie die robots.txt"},
		// F3
		{"diff.occasion_kind.event", 0, []any{"Label", plain("bei Ratssitzungen")}, "Präzisiert bei der Zeitplanregel „bei Ratssitzungen“: Gemeint ist nur die Zeit, in der das Ereignis stattfindet, nicht der ganze Kalendertag."},
		{"occasion_kind.event", 0, nil, "nur die Zeit, in der das Ereignis stattfindet"},
		// F7
		{"robots.per_hostname", 0, nil, "Die Dienste des Betreibers rufen sie nicht einzeln ab: Je Hostname wird eine Kopie abgerufen, die alle Dienste gemeinsam nutzen."},
		// F8
		{"diff.state.job_opt_out.no", 0, nil, "Websites können diese Abrufe nun unterbinden"},
		{"diff.state.job_opt_out.yes", 0, nil, "Websites können diese Abrufe nicht mehr unterbinden"},
	})
}
