package generator

import (
	"testing"
	"time"
)

// TestReview44deWording pins the German fixes of the native review round 44
// (/work/notes/s36/review44-de.md in the project's notes), each case with the finding it answers;
// each failed before.
//
//   - F3: a rate is „niedriger“, not „langsamer“ (the counterpart says „eine höhere Abrufrate“):
//     „eine niedrigere Abrufrate“ in the request, the topic, the crawl-delay sentence and the
//     e-mail answer, and „die niedrigste Abrufrate“ in the diff's consequence sentences.
//   - F4 (review 43, F3): the scheduled job carries out the re-check, „durch die Abrufart „X“ aus
//     dem Zeitplan“, not the verbless „(Abrufart „X“ im Zeitplan)“.
//   - F5: only the operator promises; the policy states the promise: „In der Richtlinie wird
//     zugesagt, …“, not „Die Richtlinie sagt zu, …“.
func TestReview44deWording(t *testing.T) {
	ls := localizers(t)
	jobs := []any{"Jobs", plain("„Vollabgleich“")}
	jobs2 := []any{"Jobs", plain("„Vollabgleich“ und „Stichprobe“")}
	notice := []any{"Date", plain("1. Dezember 2026"), "Later", plain("8. Dezember 2026")}
	checkMessages(t, ls, "de", []messageCase{
		// F3
		{"request.slower", 0, nil, "eine niedrigere Abrufrate"},
		{"request.slower_to", 0, []any{"Interval", dur(30e9, "")}, "eine niedrigere Abrufrate, bis zu einem Abstand von 30\u00a0Sekunden zwischen zwei Anfragen"},
		{"request.slower_to_page_loads", 0, []any{"Interval", dur(30e9, "")}, "eine niedrigere Abrufrate, bis zu einem Abstand von 30\u00a0Sekunden zwischen zwei Seitenabrufen"},
		{"topic.slower-rate", 0, nil, "eine niedrigere Abrufrate"},
		{"topic_in_group.slower-rate", 0, nil, "eine niedrigere Abrufrate"},
		{"crawl_delay.ignored", 1, nil, "Crawl-delay wird nicht ausgewertet; für eine niedrigere Abrufrate schreiben Sie bitte an den Betreiber."},
		{"answers.ask_slower", 0, []any{"Email", plain("a@example.org")}, "Schreiben Sie an a@example.org, um eine niedrigere Abrufrate zu erbitten."},
		{"diff.class.contact_request_min_interval_added", 0, nil, "Die Seite nennt nun die niedrigste Abrufrate, die Webmaster erbitten können."},
		{"diff.class.contact_request_min_interval_removed", 0, nil, "Die Seite nennt nicht mehr die niedrigste Abrufrate, die Webmaster erbitten können."},
		// F4
		{"request.re-check_jobs", 1, jobs, "eine sofortige erneute Prüfung Ihrer Website durch die Abrufart „Vollabgleich“ aus dem Zeitplan"},
		{"request.re-check_jobs", 2, jobs2, "eine sofortige erneute Prüfung Ihrer Website durch die Abrufarten „Vollabgleich“ und „Stichprobe“ aus dem Zeitplan"},
		{"request.re-check_within_jobs", 1, jobs, "eine erneute Prüfung Ihrer Website durch die Abrufart „Vollabgleich“ aus dem Zeitplan"},
		{"request.re-check_within_jobs", 2, jobs2, "eine erneute Prüfung Ihrer Website durch die Abrufarten „Vollabgleich“ und „Stichprobe“ aus dem Zeitplan"},
		// F5
		{"diff.notice_short_address", 1, []any{"Prefix", plain("203.0.113.0/24"), "From", plain("2. Dezember 2026"), "Date", plain("1. Dezember 2026"), "Key", plain("network.addresses[1].from"), "Later", plain("3. Dezember 2026")},
			"In der Richtlinie wird zugesagt, neue IP-Adressbereiche mindestens einen Tag vor ihrer ersten Nutzung anzukündigen. Der Bereich 203.0.113.0/24 wird jedoch schon ab dem 2. Dezember 2026 genutzt, während diese Fassung erst auf den 1. Dezember 2026 datiert ist. Setzen Sie network.addresses[1].from auf den 3. Dezember 2026 oder später."},
		{"diff.notice_short_address", 7, []any{"Prefix", plain("203.0.113.0/24"), "From", plain("2. Dezember 2026"), "Date", plain("1. Dezember 2026"), "Key", plain("network.addresses[1].from"), "Later", plain("8. Dezember 2026")},
			"In der Richtlinie wird zugesagt, neue IP-Adressbereiche mindestens 7\u00a0Tage vor ihrer ersten Nutzung anzukündigen. Der Bereich 203.0.113.0/24 wird jedoch schon ab dem 2. Dezember 2026 genutzt, während diese Fassung erst auf den 1. Dezember 2026 datiert ist. Setzen Sie network.addresses[1].from auf den 8. Dezember 2026 oder später."},
		{"diff.notice_short", 7, notice,
			"In der Richtlinie wird zugesagt, Änderungen mindestens 7\u00a0Tage vor ihrem Inkrafttreten anzukündigen; diese Änderung ist jedoch auf den 1. Dezember 2026 datiert, also auf heute oder früher. Datieren Sie sie auf den 8. Dezember 2026 oder später."},
		{"diff.notice_short_ahead", 7, append([]any{"Ahead", plain("2\u00a0Tage"), "Today", plain("29. November 2026")}, notice...),
			"In der Richtlinie wird zugesagt, Änderungen mindestens 7\u00a0Tage vor ihrem Inkrafttreten anzukündigen; diese Änderung ist jedoch auf den 1. Dezember 2026 datiert, also nur 2\u00a0Tage nach dem heutigen Datum (29. November 2026). Datieren Sie sie auf den 8. Dezember 2026 oder später."},
	})
}

// TestReview44dePages: F3 where the review read it, on civic-ingestor's German page.
func TestReview44dePages(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"de": {
		"um eine niedrigere Abrufrate zu erbitten.\n",
		"- Crawl-delay wird nicht ausgewertet; für eine niedrigere Abrufrate schreiben Sie bitte an den Betreiber.\n",
		"- eine niedrigere Abrufrate, bis zu einem Abstand von 30\u00a0Sekunden zwischen zwei Anfragen",
		"- Mögliche Anliegen: Fragen; eine niedrigere Abrufrate; ein Zeitfenster für die Abrufart „Vollabgleich“;",
	}})
}

// TestReview44plWording pins the Polish fixes of the native review round 44
// (/work/notes/s36/review44-pl.md) and of review 43, F9 (review43-pl.md); each case failed before.
//
//   - F1: „każdy z tych robotów łączy …“, not „każdy z nich“ right after „wiersze Disallow“ (or
//     „wiersze Allow“, the same sentence of the other merge warning), which it seemed to mean.
//   - F2: „pocztą elektroniczną“, not the colloquial „e-mailowo“.
//   - F4: the title of one entry names „zmiana brzmienia …“, singular after „Zmiana nr 11“.
//   - Review 43, F9: one unit in a series of waits with its number, „po 1\u00a0sekundzie, a
//     następnie po 2\u00a0sekundach“, not „po sekundzie“ beside „po 2 sekundach“ (duration.UNIT_in_series),
//     and „a następnie“ for „a potem“ (list.then).
func TestReview44plWording(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "pl", []messageCase{
		// F1
		{"warning.existing-group-merges-allow", 2, nil, "Jeśli robots.txt zawiera już grupę dla któregoś z robotów wymienionych w tym wpisie, należy usunąć z niej wiersze Disallow, które nie mają go już obowiązywać: każdy z tych robotów łączy w jedną wszystkie grupy, w których go wymieniono, więc te wiersze nadal by go obowiązywały."},
		{"warning.existing-group-merges-allow", 5, nil, "Jeśli robots.txt zawiera już grupę dla któregoś z robotów wymienionych w tym wpisie, należy usunąć z niej wiersze Disallow, które nie mają go już obowiązywać: każdy z tych robotów łączy w jedną wszystkie grupy, w których go wymieniono, więc te wiersze nadal by go obowiązywały."},
		{"warning.existing-group-merges", 2, nil, "Jeśli robots.txt zawiera już grupę dla któregoś z robotów wymienionych w tym wpisie, należy usunąć z niej wiersze Allow, które odblokowywałyby zablokowane ścieżki: każdy z tych robotów łączy w jedną wszystkie grupy, w których go wymieniono."},
		// F2
		{"contact_unpublished.email", 0, []any{"Given", plain("")}, "Można się z nami skontaktować pocztą elektroniczną pod adresem, którego nie publikujemy."},
		{"contact_unpublished.email", 0, []any{"Given", plain(" i który podajemy wyłącznie naszym klientom")}, "Można się z nami skontaktować pocztą elektroniczną pod adresem, którego nie publikujemy i który podajemy wyłącznie naszym klientom."},
		// F4
		{"changes.title_class.wording_other_language", 0, nil, "zmiana brzmienia innej wersji językowej"},
		{"changes.title_class.wording_other_languages", 0, nil, "zmiana brzmienia innych wersji językowych"},
		{"changes.title_class.wording_text", 0, nil, "zmiana brzmienia (możliwa zmiana znaczenia)"},
		// Review 43, F9
		{"retry.delays", 0, []any{"Delays", fx44deWaits(1e9, 2e9)}, "Nieudane pobranie jest ponawiane kolejno: najwcześniej po 1\u00a0sekundzie, a następnie po 2\u00a0sekundach."},
		{"retry.delays", 0, []any{"Delays", fx44deWaits(15*60e9, 3600e9, 6*3600e9)}, "Nieudane pobranie jest ponawiane kolejno: najwcześniej po 15\u00a0minutach, po 1\u00a0godzinie, a następnie po 6\u00a0godzinach."},
		// A wait alone keeps the word: „najwcześniej po sekundzie“.
		{"retry.once", 0, []any{"Delays", fx44deWaits(1e9)}, "Nieudane pobranie jest ponawiane jeden raz, najwcześniej po sekundzie."},
	})
}

// TestReview44plPages: review 43, F9 on civic-ingestor's Polish page, where the review read it.
func TestReview44plPages(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"- Żądanie, którego wynikiem jest błąd sieci lub błąd serwera (HTTP 5xx), jest ponawiane najwyżej dwa razy, najwcześniej po 1\u00a0sekundzie, a następnie po 2\u00a0sekundach.\n",
	}})
}

// fx44deWaits is ds as a retry schedule's list of waits (delays), without pointers.
func fx44deWaits(ds ...time.Duration) durationListArg {
	items := make([]durationArg, len(ds))
	for i, d := range ds {
		items[i] = dur(d, "")
	}
	return durationListArg{items: items, conj: "then"}
}
