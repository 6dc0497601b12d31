package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDiffNoticeShort: sitegen diff notes, in the review's language and as "notice_short" in
// JSON, a change that the new policy dates no later than the day of the review (SOURCE_DATE_EPOCH's)
// although it promises notice before a change takes effect (site.announce_changes_days), with the
// first date that keeps the promise; not for a date far enough ahead, a change of wording alone, or
// a policy that promises nothing (new-user trials 15 #6 and 17 #4, for the pull request's review).
func TestDiffNoticeShort(t *testing.T) {
	base := strings.Replace(readFile(t, "examples/feed-reader/policy.toml"), "last_changed = 2026-12-01\n", "last_changed = 2026-12-01\nannounce_changes_days = 14\n", 1)
	dir := t.TempDir()
	write := func(name, s string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	old := write("old.toml", base)
	faster := strings.Replace(base, `every = "30m"`, `every = "20m"`, 1)
	t.Setenv("SOURCE_DATE_EPOCH", "1796428800") // 2026-12-05
	want := map[string]string{
		"en": "The policy promises 14\u00a0days’ notice before a change takes effect, but this change is dated 5 December 2026, which is today or earlier: set site.last_changed to 19 December 2026 or later.",
		"de": "In der Richtlinie wird zugesagt, Änderungen mindestens 14\u00a0Tage vor ihrem Inkrafttreten anzukündigen; diese Änderung ist jedoch auf den 5. Dezember 2026 datiert, also auf heute oder früher. Datieren Sie sie auf den 19. Dezember 2026 oder später.",
		"fr": "Les règles prévoient d’annoncer chaque modification au moins 14\u00a0jours avant son entrée en vigueur ; or la présente modification prend effet le 5\u00a0décembre 2026, date qui n’est pas postérieure à aujourd’hui\u202f: indiquez dans site.last_changed le 19\u00a0décembre 2026 ou une date ultérieure.",
		"pl": "W zasadach zapowiedziano ogłaszanie zmian z 14-dniowym wyprzedzeniem, ale ta zmiana ma datę 5\u00a0grudnia 2026\u00a0r., nie późniejszą niż dzisiejsza. Należy ustawić datę 19\u00a0grudnia 2026\u00a0r. lub późniejszą.",
	}
	soon := write("soon.toml", strings.Replace(faster, "last_changed = 2026-12-01", "last_changed = 2026-12-05", 1))
	for lang, w := range want {
		code, out, _ := runSitegen("diff", "--lang", lang, old, soon)
		if code != exitFailure || !strings.Contains(out, w+"\n") {
			t.Errorf("diff --lang %s: exit %d, output:\n%s\nwant exit 1 and:\n%s", lang, code, out, w)
		}
	}
	if code, out, _ := runSitegen("diff", "--format", "json", old, soon); code != exitFailure || !strings.Contains(out, `"notice_short": true`) {
		t.Errorf("diff --format json: exit %d, output:\n%s\nwant \"notice_short\": true", code, out)
	}
	for name, s := range map[string]string{
		"dated 14 days ahead": strings.Replace(faster, "last_changed = 2026-12-01", "last_changed = 2026-12-19", 1),
		"wording alone":       strings.Replace(strings.Replace(base, `"Feed polling"`, `"Polling of feeds"`, 1), "last_changed = 2026-12-01", "last_changed = 2026-12-05", 1),
		"no promise":          strings.Replace(strings.Replace(faster, "announce_changes_days = 14\n", "", 1), "last_changed = 2026-12-01", "last_changed = 2026-12-05", 1),
	} {
		n := write("new.toml", s)
		o := old
		if name == "no promise" {
			o = write("old-np.toml", strings.Replace(base, "announce_changes_days = 14\n", "", 1))
		}
		code, out, _ := runSitegen("diff", o, n)
		if strings.Contains(out, "notice before a change") || code == exitUsage {
			t.Errorf("%s: exit %d, output:\n%s\nwant no note on notice", name, code, out)
		}
		_, js, _ := runSitegen("diff", "--format", "json", o, n)
		if strings.Contains(js, "notice_short") {
			t.Errorf("%s: JSON has notice_short:\n%s", name, js)
		}
	}
}

// TestDiffNoticeShortAhead: a change dated after the day of the review, but sooner than the
// notice the policy promises, is noted as validate and build warn of it, with the days of notice
// it leaves (new-user trial 22, F-16: 4 days ahead of a 14-day promise, and diff said nothing).
func TestDiffNoticeShortAhead(t *testing.T) {
	base := strings.Replace(readFile(t, "examples/feed-reader/policy.toml"), "last_changed = 2026-12-01\n", "last_changed = 2026-12-01\nannounce_changes_days = 14\n", 1)
	dir := t.TempDir()
	old := filepath.Join(dir, "old.toml")
	if err := os.WriteFile(old, []byte(base), 0o644); err != nil {
		t.Fatal(err)
	}
	faster := strings.Replace(base, `every = "30m"`, `every = "20m"`, 1)
	t.Setenv("SOURCE_DATE_EPOCH", "1796428800") // 2026-12-05
	for _, c := range []struct {
		date string
		want map[string]string
	}{
		{"2026-12-09", map[string]string{
			"en": "The policy promises 14\u00a0days’ notice before a change takes effect, but this change is dated 9 December 2026, only 4\u00a0days after today (5 December 2026): set site.last_changed to 19 December 2026 or later.",
			"de": "In der Richtlinie wird zugesagt, Änderungen mindestens 14\u00a0Tage vor ihrem Inkrafttreten anzukündigen; diese Änderung ist jedoch auf den 9. Dezember 2026 datiert, also nur 4\u00a0Tage nach dem heutigen Datum (5. Dezember 2026). Datieren Sie sie auf den 19. Dezember 2026 oder später.",
			"fr": "Les règles prévoient d’annoncer chaque modification au moins 14\u00a0jours avant son entrée en vigueur\u202f; or la présente modification prend effet le 9\u00a0décembre 2026, soit seulement 4\u00a0jours après la date du jour (5\u00a0décembre 2026)\u202f: indiquez dans site.last_changed le 19\u00a0décembre 2026 ou une date ultérieure.",
			"pl": "W zasadach zapowiedziano ogłaszanie zmian z 14-dniowym wyprzedzeniem, ale ta zmiana ma datę 9\u00a0grudnia 2026\u00a0r., przypadającą zaledwie 4\u00a0dni po dniu dzisiejszym (5\u00a0grudnia 2026\u00a0r.). Należy ustawić datę 19\u00a0grudnia 2026\u00a0r. lub późniejszą.",
		}},
		{"2026-12-06", map[string]string{
			"en": "The policy promises 14\u00a0days’ notice before a change takes effect, but this change is dated 6 December 2026, only 1\u00a0day after today (5 December 2026): set site.last_changed to 19 December 2026 or later.",
			"de": "In der Richtlinie wird zugesagt, Änderungen mindestens 14\u00a0Tage vor ihrem Inkrafttreten anzukündigen; diese Änderung ist jedoch auf den 6. Dezember 2026 datiert, also nur 1\u00a0Tag nach dem heutigen Datum (5. Dezember 2026). Datieren Sie sie auf den 19. Dezember 2026 oder später.",
			"fr": "Les règles prévoient d’annoncer chaque modification au moins 14\u00a0jours avant son entrée en vigueur\u202f; or la présente modification prend effet le 6\u00a0décembre 2026, soit seulement 1\u00a0jour après la date du jour (5\u00a0décembre 2026)\u202f: indiquez dans site.last_changed le 19\u00a0décembre 2026 ou une date ultérieure.",
			"pl": "W zasadach zapowiedziano ogłaszanie zmian z 14-dniowym wyprzedzeniem, ale ta zmiana ma datę 6\u00a0grudnia 2026\u00a0r., przypadającą zaledwie dzień po dniu dzisiejszym (5\u00a0grudnia 2026\u00a0r.). Należy ustawić datę 19\u00a0grudnia 2026\u00a0r. lub późniejszą.",
		}},
		{"2026-12-18", map[string]string{
			"pl": "W zasadach zapowiedziano ogłaszanie zmian z 14-dniowym wyprzedzeniem, ale ta zmiana ma datę 18\u00a0grudnia 2026\u00a0r., przypadającą zaledwie 13\u00a0dni po dniu dzisiejszym (5\u00a0grudnia 2026\u00a0r.). Należy ustawić datę 19\u00a0grudnia 2026\u00a0r. lub późniejszą.",
		}},
	} {
		soon := filepath.Join(dir, "soon.toml")
		if err := os.WriteFile(soon, []byte(strings.Replace(faster, "last_changed = 2026-12-01", "last_changed = "+c.date, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		for lang, w := range c.want {
			code, out, _ := runSitegen("diff", "--lang", lang, old, soon)
			if code != exitFailure || !strings.Contains(out, w+"\n") {
				t.Errorf("%s, diff --lang %s: exit %d, output:\n%s\nwant exit 1 and:\n%s", c.date, lang, code, out, w)
			}
		}
		if code, out, _ := runSitegen("diff", "--format", "json", old, soon); code != exitFailure || !strings.Contains(out, `"notice_short": true`) {
			t.Errorf("%s, diff --format json: exit %d, output:\n%s\nwant \"notice_short\": true", c.date, code, out)
		}
	}
}
