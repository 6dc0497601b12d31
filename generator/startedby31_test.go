package generator

import (
	"os"
	"strings"
	"testing"
)

// startedByEither is startedByPolicy with a second job, a sitemap read, whose finds start the
// fetch of episode files too (jobs.X.started_by as an array).
var startedByEither = strings.Replace(startedByPolicy, `started_by = "poll"`, `started_by = ["poll", "sitemap"]`, 1) + `
[jobs.sitemap]
label = { en = "Sitemap reading", de = "Lesen der Sitemaps", fr = "Lecture des plans de site", pl = "Odczyt map witryny" }
agent = "bot"

[[jobs.sitemap.cadence]]
every = "24h"
`

// TestStartedByEither (t31b; new-user trial 28, F-03: the pages one link off a listed site are
// fetched whenever either check finds them): a job that several jobs start says in its column
// "When" that any one of them starts it, naming each with its own pointer, in every language;
// the review names the job added to the list by its label. Failed before: "is an array, want a
// string".
func TestStartedByEither(t *testing.T) {
	res := buildSmallest(t, []byte(startedByEither))
	checkPageLines(t, res, map[string][]string{
		"en": {"| Episode files | `MinimalBot` | Whenever “Feed polling” or “Sitemap reading” finds something new to fetch |"},
		"de": {"| Episodendateien | `MinimalBot` | immer wenn eine der Abrufarten „Abruf der Feeds“ oder „Lesen der Sitemaps“ neue abzurufende Adressen findet |"},
		"fr": {"| Fichiers des épisodes | `MinimalBot` | Dès que l’une des tâches «\u202fRelève des flux\u202f» ou «\u202fLecture des plans de site\u202f» trouve un nouvel élément à récupérer |"},
		"pl": {"| Pliki odcinków | `MinimalBot` | gdy jedno z zadań „Odpytywanie kanałów” lub „Odczyt map witryny” znajdzie nowe zasoby do pobrania |"},
	})
	html := string(res.Files["en/index.html"])
	for _, ptr := range []string{"/jobs/episodes/started_by/0", "/jobs/episodes/started_by/1"} {
		if !strings.Contains(html, `data-policy="`+ptr+`"`) {
			t.Errorf("en/index.html: no data-policy %s", ptr)
		}
	}
	checkEveryLanguage(t, "started by either", res)

	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	one := strings.Replace(startedByEither, `started_by = ["poll", "sitemap"]`, `started_by = "poll"`, 1)
	want := map[string]string{
		"en": "Added in “Episode files”: the kind of fetch whose results start this one (“Sitemap reading”). This change makes the crawler less polite.",
		"de": "Hinzugefügt bei der Abrufart „Episodendateien“: die Abrufart, deren neu gefundene Adressen diese Abrufart auslösen – „Lesen der Sitemaps“.",
		"fr": "Ajout dans la tâche «\u202fFichiers des épisodes\u202f»\u202f: la tâche qui déclenche celle-ci lorsqu’elle trouve un nouvel élément («\u202fLecture des plans de site\u202f»).",
		"pl": "Dodano dla zadania „Pliki odcinków” zadanie, którego wyniki uruchamiają to pobieranie: „Odczyt map witryny”.",
	}
	tail := "token = \"MinimalBot\"\n"
	for lang, w := range want {
		var got []string
		for _, c := range reviewPair(t, msgs, "testdata/smallest", [][2]string{{tail, tail + one}}, [][2]string{{tail, tail + startedByEither}}, lang) {
			got = append(got, c.Sentence)
		}
		if all := strings.Join(got, "\n"); !strings.Contains(all, w) {
			t.Errorf("%s: the review lacks %q:\n%s", lang, w, all)
		}
	}
}
