package generator

import (
	"testing"
	"time"
)

// TestDurationSeries states durations in a series (a list of retry delays, the usual and the
// least interval): German writes one unit with its number like the others ("mindestens
// 15\u00a0Minuten, 1\u00a0Stunde und 6\u00a0Stunden", "2\u00a0Sekunden oder mehr, nie jedoch weniger
// als 1\u00a0Sekunde"; review 21, de P4: was "eine Stunde", "eine Sekunde" beside digits); since German review 27 (F17)
// a duration alone has its digit too ("mindestens 1\u00a0Stunde"). Polish does the same in a series
// since its review 43 (F9): "po 15\u00a0minutach, po 1\u00a0godzinie", not "po godzinie" beside
// digits. English and French are unchanged: they keep their forms of one unit in a series
// (duration.UNIT_in_series.FORM as duration.UNIT.FORM).
func TestDurationSeries(t *testing.T) {
	ls := localizers(t)
	list := durationListArg{items: []durationArg{dur(15*time.Minute, ""), dur(time.Hour, ""), dur(6*time.Hour, "")}, conj: "and"}
	for _, c := range []struct {
		lang, id string
		kv       []any
		want     string
	}{
		{"de", "retry.delays", []any{"Delays", list}, "Fehlgeschlagene Abrufe werden wiederholt; die Wartezeiten vor den Wiederholungsversuchen betragen der Reihe nach mindestens 15\u00a0Minuten, 1\u00a0Stunde und 6\u00a0Stunden."},
		{"de", "errors.retries_twice", []any{"On", plain("Netzwerkfehler"), "Delays", durationListArg{items: []durationArg{dur(time.Second, ""), dur(2*time.Second, "")}, conj: "and"}},
			"Schlägt eine Anfrage mit Netzwerkfehler fehl, wird sie höchstens 2-mal wiederholt; die Wartezeiten vor den Wiederholungsversuchen betragen der Reihe nach mindestens 1\u00a0Sekunde und 2\u00a0Sekunden."},
		{"de", "limits.default_and_min_interval", append([]any{"Key", plain(" je Hostname")}, seriesKV(2*time.Second, time.Second)...),
			"Üblicher Abstand zwischen zwei Anfragen je Hostname: 2\u00a0Sekunden oder mehr, nie jedoch weniger als 1\u00a0Sekunde."},
		{"de", "limits.default_and_min_interval", append([]any{"Key", plain(" je überwachte Seite")}, seriesKV(24*time.Hour, time.Hour)...),
			"Üblicher Abstand zwischen zwei Anfragen je überwachte Seite: 24\u00a0Stunden oder mehr, nie jedoch weniger als 1\u00a0Stunde."},
		// A duration alone keeps its word.
		{"de", "retry.once", []any{"Delays", durationListArg{items: []durationArg{dur(time.Hour, "")}, conj: "and"}}, "Ein fehlgeschlagener Abruf wird einmal wiederholt; die Wartezeit davor beträgt mindestens 1\u00a0Stunde."},
		{"fr", "limits.default_and_min_interval", append([]any{"Key", plain("")}, seriesKV(2*time.Second, time.Second)...),
			"En temps normal, 2\u00a0secondes ou plus entre deux requêtes, avec un minimum absolu d’une seconde."},
		{"pl", "retry.delays", []any{"Delays", list}, "Nieudane pobranie jest ponawiane kolejno: najwcześniej po 15\u00a0minutach, po 1\u00a0godzinie i po 6\u00a0godzinach."},
		{"en", "retry.delays", []any{"Delays", list}, "A failed fetch is retried after waits of at least 15\u00a0minutes, 1\u00a0hour and 6\u00a0hours."},
		{"pl", "limits.default_and_min_interval", append([]any{"Key", plain("")}, seriesKV(2*time.Second, time.Second)...), "Zwykle najwyżej jedno żądanie na 2\u00a0sekundy, a nigdy więcej niż jedno na sekundę."},
		{"fr", "retry.delays", []any{"Delays", list}, "En cas d’échec, la récupération est relancée après des attentes successives d’au moins 15\u00a0minutes, 1\u00a0heure et 6\u00a0heures."},
	} {
		if got := ls[c.lang].t(c.id, c.kv...).Plain(); got != c.want {
			t.Errorf("%s %s:\n got %q\nwant %q", c.lang, c.id, got, c.want)
		}
	}
}

// seriesKV is the usual and the least interval as default_and_min_interval takes them.
func seriesKV(def, least time.Duration) []any {
	ivs := inSeries(dur(def, ""), dur(least, ""))
	return []any{"Interval", ivs[0], "Min", ivs[1]}
}

// TestLanguageVersion names the language of a changed text as the version of that text: German
// "(deutsche Fassung)", "(englische Fassung)" (review 21, de N5 and C5: was "(Fassung auf
// Deutsch)"), "(Sprachfassung: Spanisch)" for a language without an adjective of its own; so does
// Polish, "(wersja niemiecka)", "(wersja językowa: hiszpański)" (review 22, pl N16: was "(język
// niemiecki)"); English and French keep the language's name ("(in German)", ", en allemand").
func TestLanguageVersion(t *testing.T) {
	ls := localizers(t)
	for _, c := range []struct {
		lang, tag, name, want string
	}{
		{"de", "de", "Deutsch", "der Titel der Seite (deutsche Fassung)"},
		{"de", "en", "Englisch", "der Titel der Seite (englische Fassung)"},
		{"de", "fr", "Französisch", "der Titel der Seite (französische Fassung)"},
		{"de", "pl", "Polnisch", "der Titel der Seite (polnische Fassung)"},
		{"de", "es", "Spanisch", "der Titel der Seite (Sprachfassung: Spanisch)"},
		{"en", "de", "German", "the title of the policy page (in German)"},
		{"fr", "de", "allemand", "le titre de la page, en allemand"},
		{"pl", "de", "niemiecki", "tytuł strony (wersja niemiecka)"},
		{"pl", "pl", "polski", "tytuł strony (wersja polska)"},
		{"pl", "es", "hiszpański", "tytuł strony (wersja językowa: hiszpański)"},
	} {
		l := ls[c.lang]
		got := l.t("diff.field.label_in", "What", l.t("diff.text.site_title"), "Lang", l.languageForms(c.tag, plain(c.name))).Plain()
		if got != c.want {
			t.Errorf("%s, %s:\n got %q\nwant %q", c.lang, c.tag, got, c.want)
		}
	}
	if got, want := ls["de"].t("diff.renamed.jobs", "Lang", ls["de"].languageForms("de", plain("Deutsch")), "Old", plain("„a“"), "New", plain("„b“")).Plain(),
		"Umbenannt (deutsche Fassung): eine Abrufart – bisher „a“, neu „b“."; got != want {
		t.Errorf("de diff.renamed.jobs:\n got %q\nwant %q", got, want)
	}
}
