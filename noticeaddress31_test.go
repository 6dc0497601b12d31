package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDiffNoticeShortAddress (new-user trial 31, F-28): sitegen diff notes a new IP address range
// first used sooner after the new version's date than network.announce_days promises, as validate
// warns of it, in the review's language and as "notice_short" in JSON, with the first day of use
// that keeps the promise; not where the notice is enough. The value it adds is quoted once, not
// “‘203.0.113.32/28’ …”. Failed before: no note, and the nested quotation marks.
func TestDiffNoticeShortAddress(t *testing.T) {
	base := readFile(t, "generator/testdata/trial31/policy.toml")
	dir := t.TempDir()
	write := func(name, s string) string {
		t.Helper()
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	added := func(from string) string {
		s := strings.Replace(base, "last_changed = 2026-12-07", "last_changed = 2026-12-08", 1)
		return strings.Replace(s, "prefix = \"2001:db8:4d2::/48\"\n", "prefix = \"2001:db8:4d2::/48\"\n\n[[network.addresses]]\nprefix = \"203.0.113.32/28\"\nfrom = "+from+"\n", 1)
	}
	old, soon, later := write("old.toml", base), write("soon.toml", added("2026-12-21")), write("later.toml", added("2026-12-22"))
	t.Setenv("SOURCE_DATE_EPOCH", "1796688000") // 2026-12-08
	want := map[string][]string{
		"en": {
			"    Added: an IP address range. Now: “203.0.113.32/28 (in use from 21 December 2026).” ",
			"The policy promises 14\u00a0days’ notice before a new IP address range is used, but 203.0.113.32/28 is first used on 21 December 2026 and this version is dated 8 December 2026: set network.addresses[2].from to 22 December 2026 or later.\n",
		},
		"de": {
			"    Hinzugefügt: ein IP-Adressbereich. Neu: „203.0.113.32/28 (ab dem 21. Dezember 2026).“ ",
			"In der Richtlinie wird zugesagt, neue IP-Adressbereiche mindestens 14\u00a0Tage vor ihrer ersten Nutzung anzukündigen. Der Bereich „203.0.113.32/28“ wird jedoch schon ab dem 21. Dezember 2026 genutzt, während diese Fassung erst auf den 8. Dezember 2026 datiert ist. Setzen Sie network.addresses[2].from auf den 22. Dezember 2026 oder später.\n",
		},
		"fr": {
			"    Ajout\u202f: une plage d’adresses IP. Désormais\u202f: «\u202f203.0.113.32/28 (à partir du 21\u00a0décembre 2026).\u202f» ",
			"Les règles prévoient d’annoncer toute nouvelle plage d’adresses IP au moins 14\u00a0jours avant sa première utilisation\u202f; or la plage «\u202f203.0.113.32/28\u202f» est utilisée dès le 21\u00a0décembre 2026, alors que la présente version est datée du 8\u00a0décembre 2026\u202f: indiquez dans network.addresses[2].from le 22\u00a0décembre 2026 ou une date ultérieure.\n",
		},
		"pl": {
			"    Dodano zakres adresów IP. Brzmienie: „203.0.113.32/28 (od 21\u00a0grudnia 2026\u00a0r.)”. ",
			"W zasadach zapowiedziano ogłaszanie nowych zakresów adresów IP z 14-dniowym wyprzedzeniem, ale zakres „203.0.113.32/28” ma być używany od 21\u00a0grudnia 2026\u00a0r., a ta wersja ma datę 8\u00a0grudnia 2026\u00a0r., dlatego w polu network.addresses[2].from należy ustawić datę 22\u00a0grudnia 2026\u00a0r. lub późniejszą.\n",
		},
	}
	for lang, ws := range want {
		code, out, _ := runSitegen("diff", "--lang", lang, old, soon)
		for _, w := range ws {
			if code != exitFailure || !strings.Contains(out, w) {
				t.Errorf("diff --lang %s: exit %d, output:\n%s\nwant exit 1 and:\n%s", lang, code, out, w)
			}
		}
		// Fourteen days of notice: no note, the value as before.
		if _, out, _ := runSitegen("diff", "--lang", lang, old, later); strings.Contains(out, "network.addresses[2].from") || !strings.Contains(out, "203.0.113.32/28 (") {
			t.Errorf("diff --lang %s with 14 days of notice:\n%s\nwant the address and no note", lang, out)
		}
	}
	if code, out, _ := runSitegen("diff", "--format", "json", old, soon); code != exitFailure || !strings.Contains(out, `"notice_short": true`) {
		t.Errorf("diff --format json: exit %d, output:\n%s\nwant \"notice_short\": true", code, out)
	}
	if _, out, _ := runSitegen("diff", "--format", "json", old, later); strings.Contains(out, "notice_short") {
		t.Errorf("diff --format json with 14 days of notice: has notice_short:\n%s", out)
	}
}
