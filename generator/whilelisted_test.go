package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestRetentionWhileListed: data kept for as long as the URL it was fetched from stays listed in
// the service (legal.retention[].while_listed, a feed directory's "as long as the feed is
// listed"), in place of a period, is stated with its pointers in every language; both or neither
// of keep_for and while_listed are refused; in a diff, a period replaced by it is looser and the
// new statement neutral (new-user trial 17, finding 3: such a retention could not be stated).
func TestRetentionWhileListed(t *testing.T) {
	const legal = "\n[legal]\nretention = [{ what = \"extracted-data\", while_listed = true }, { what = \"request-logs\", keep_for = \"90d\" }]\n"
	res := buildSmallest(t, []byte(legal))
	want := map[string][]string{
		"en": {"- Data extracted from fetched content is kept for as long as the URL it was fetched from stays listed in the service, and is deleted once that URL is no longer listed."},
		"de": {"- Aus abgerufenen Inhalten gewonnene Daten werden aufbewahrt, solange die Adresse, von der sie stammen, im Dienst eingetragen ist, und gelöscht, sobald sie daraus entfernt wird."},
		"fr": {"- Les données extraites des contenus récupérés sont conservées tant que l’adresse dont elles proviennent reste enregistrée dans le service, et supprimées dès qu’elle en est retirée."},
		"pl": {"- Dane wyodrębnione z pobranych treści są przechowywane, dopóki adres, z którego pochodzą, pozostaje zarejestrowany w usłudze, i usuwane po jego wyrejestrowaniu."},
	}
	checkPageLines(t, res, want)
	checkEveryLanguage(t, "while listed", res)
	if html := string(res.Files["en/index.html"]); !strings.Contains(html, `data-policy="/legal/retention/0/while_listed"`) {
		t.Errorf("en/index.html: no data-policy /legal/retention/0/while_listed")
	}
	if js := string(res.Files["policy.json"]); strings.Contains(js, `"keep_for":0`) {
		t.Errorf("policy.json states a keep_for of 0 for the entry kept while listed:\n%s", js)
	}

	base, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	parse := func(entry string) (*policy.Policy, error) {
		return policy.Parse(append(append([]byte{}, base...), "\n[legal]\nretention = ["+entry+"]\n"...), "policy.toml")
	}
	for entry, msg := range map[string]string{
		`{ what = "extracted-data", while_listed = true, keep_for = "30d" }`: "legal.retention[0].keep_for: is set, but so is while_listed (keep the one the operator states)",
		`{ what = "extracted-data" }`:                                        "legal.retention[0].keep_for: missing (want the longest time the data is kept, e.g. \"14d\", while_listed = true where it is kept while its URL is listed in the service, or indefinitely = true where it is kept without a time limit)",
	} {
		if _, err := parse(entry); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%s: %v, want %s", entry, err, msg)
		}
	}
	old, err := parse(`{ what = "extracted-data", keep_for = "30d" }`)
	if err != nil {
		t.Fatal(err)
	}
	new, err := parse(`{ what = "extracted-data", while_listed = true }`)
	if err != nil {
		t.Fatal(err)
	}
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]policy.Class{}
	for _, c := range changes {
		got[c.Pointer] = c.Class
	}
	if got["/legal/retention/0/keep_for"] != policy.ClassLooser || got["/legal/retention/0/while_listed"] != policy.ClassNeutral || len(got) != 2 {
		t.Errorf("a period replaced by while_listed: %v, want keep_for looser and while_listed neutral", got)
	}
}
