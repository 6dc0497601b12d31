package generator

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestWebSub: a job that subscribes to a feed's WebSub hub (jobs.X.websub) and also polls such a
// feed at a stated interval (websub_poll_every) says so in its row of the schedule, with the
// pointers, in every language; the interval without websub is refused; in a diff the subscription
// is neutral and a longer poll interval more polite (new-user trial 17, finding 3: a feed
// fetcher's WebSub subscriptions could not be stated).
func TestWebSub(t *testing.T) {
	with := func(extra string) string {
		return strings.Replace(adaptivePolicy, "shared_fetch = true\n", "shared_fetch = true\n"+extra, 1)
	}
	res := buildSmallest(t, []byte(with("websub = true\nwebsub_poll_every = \"24h\"\n")))
	want := map[string]string{
		"en": "Where a feed names a WebSub hub, the crawler subscribes to the feed through that hub and fetches the feed whenever the hub reports a change; it also polls such a feed every day.",
		"de": "Nennt ein Feed einen WebSub-Hub, abonniert der Crawler den Feed über diesen Hub und ruft ihn ab, sobald der Hub eine Änderung meldet; zusätzlich ruft er einen solchen Feed weiterhin täglich ab.",
		"fr": "Lorsqu’un flux indique un hub WebSub, le robot s’abonne au flux auprès de ce hub et récupère le flux dès que le hub signale une modification\u202f; il continue toutefois d’interroger directement le flux tous les jours.",
		"pl": "Jeśli kanał wskazuje hub WebSub, robot subskrybuje ten hub i pobiera kanał, gdy hub zgłosi zmianę; niezależnie od tego odpytuje taki kanał codziennie.",
	}
	for lang, w := range want {
		if page := string(res.Files[lang+"/index.md"]); !strings.Contains(page, "<br>"+w+" |") {
			t.Errorf("%s/index.md lacks, at the end of the job's row,\n%s\n%s", lang, w, page)
		}
	}
	html := string(res.Files["en/index.html"])
	for _, ptr := range []string{"/jobs/broad/websub", "/jobs/broad/websub_poll_every"} {
		if !strings.Contains(html, `data-policy="`+ptr+`"`) {
			t.Errorf("en/index.html: no data-policy %s", ptr)
		}
	}
	checkEveryLanguage(t, "websub", res)

	alone := buildSmallest(t, []byte(with("websub = true\n")))
	if page := string(alone.Files["en/index.md"]); !strings.Contains(page, "<br>Where a feed names a WebSub hub, the crawler subscribes to the feed through that hub and fetches the feed whenever the hub reports a change. |") {
		t.Errorf("websub alone: en/index.md lacks its sentence:\n%s", page)
	}

	base, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	parse := func(extra string) (*policy.Policy, error) {
		return policy.Parse(append(append([]byte{}, base...), with(extra)...), "policy.toml")
	}
	if _, err := parse("websub_poll_every = \"24h\"\n"); err == nil || !strings.Contains(err.Error(), "jobs.broad.websub_poll_every: is set, but websub is not (set websub = true, or leave websub_poll_every out)") {
		t.Errorf("websub_poll_every without websub: %v", err)
	}
	for _, c := range []struct {
		old, new string
		class    policy.Class
	}{
		{"", "websub = true\n", policy.ClassNeutral},
		{"websub = true\nwebsub_poll_every = \"12h\"\n", "websub = true\nwebsub_poll_every = \"24h\"\n", policy.ClassStricter},
		{"websub = true\nwebsub_poll_every = \"24h\"\n", "websub = true\nwebsub_poll_every = \"12h\"\n", policy.ClassLooser},
	} {
		old, err := parse(c.old)
		if err != nil {
			t.Fatal(err)
		}
		new, err := parse(c.new)
		if err != nil {
			t.Fatal(err)
		}
		changes, err := policy.Diff(old, new)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, ch := range changes {
			got = append(got, ch.Pointer+" "+string(ch.Class))
		}
		if len(changes) != 1 || changes[0].Class != c.class {
			t.Errorf("%q → %q: changes %v, want one, %s", c.old, c.new, got, c.class)
		}
	}
}
