package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// startedByPolicy is a feed poll and the fetch of the files the feeds name, which the poll's finds
// start (jobs.X.started_by), appended to [agents.bot].
const startedByPolicy = `
[jobs.poll]
label = { en = "Feed polling", de = "Abruf der Feeds", fr = "Relève des flux", pl = "Odpytywanie kanałów" }
agent = "bot"

[[jobs.poll.cadence]]
every = "1h"

[jobs.episodes]
label = { en = "Episode files", de = "Episodendateien", fr = "Fichiers des épisodes", pl = "Pliki odcinków" }
agent = "bot"
started_by = "poll"
`

// TestStartedBy: a job that runs whenever another job finds something new for it (a podcast
// directory's fetch of the audio file a feed names) says so in its column "When", naming the
// other job, with the pointer, in every language; a job that names itself or no job is refused;
// in a diff, one added is looser (new-user trial 17, finding 3: a job started by another job's
// find could not be stated).
func TestStartedBy(t *testing.T) {
	res := buildSmallest(t, []byte(startedByPolicy))
	want := map[string]string{
		"en": "| Episode files | `MinimalBot` | Whenever “Feed polling” finds something new to fetch |",
		"de": "| Episodendateien | `MinimalBot` | immer wenn die Abrufart „Abruf der Feeds“ neue abzurufende Adressen findet |",
		"fr": "| Fichiers des épisodes | `MinimalBot` | Dès que la tâche «\u202fRelève des flux\u202f» trouve un nouvel élément à récupérer |",
		"pl": "| Pliki odcinków | `MinimalBot` | gdy zadanie „Odpytywanie kanałów” znajdzie nowe zasoby do pobrania |",
	}
	for lang, w := range want {
		if page := string(res.Files[lang+"/index.md"]); !strings.Contains(page, w) {
			t.Errorf("%s/index.md lacks\n%s\n%s", lang, w, page)
		}
	}
	if html := string(res.Files["en/index.html"]); !strings.Contains(html, `data-policy="/jobs/episodes/started_by"`) {
		t.Errorf("en/index.html: no data-policy /jobs/episodes/started_by")
	}
	checkEveryLanguage(t, "started by", res)

	base, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	parse := func(s string) (*policy.Policy, error) {
		return policy.Parse(append(append([]byte{}, base...), s...), "policy.toml")
	}
	for by, msg := range map[string]string{
		"episodes": "jobs.episodes.started_by: names the job itself",
		"polling":  `jobs.episodes.started_by: "polling" is not in jobs`,
	} {
		if _, err := parse(strings.Replace(startedByPolicy, `started_by = "poll"`, `started_by = "`+by+`"`, 1)); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("started_by = %q: %v, want %s", by, err, msg)
		}
	}
	without := strings.Replace(startedByPolicy, "started_by = \"poll\"\n", "\n[[jobs.episodes.cadence]]\nevery = \"1h\"\n", 1)
	old, err := parse(without)
	if err != nil {
		t.Fatal(err)
	}
	new, err := parse(strings.Replace(startedByPolicy, "started_by = \"poll\"\n", "started_by = \"poll\"\n\n[[jobs.episodes.cadence]]\nevery = \"1h\"\n", 1))
	if err != nil {
		t.Fatal(err)
	}
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	if len(changes) != 1 || changes[0].Pointer != "/jobs/episodes/started_by" || changes[0].Class != policy.ClassLooser {
		t.Errorf("started_by added: %+v, want one looser change at /jobs/episodes/started_by", changes)
	}
}
