package generator

import (
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/policy"
)

// reviewBase is the policy the review table edits: civic-ingestor with a quiet window added, so
// that every kind of value is there to change.
func reviewBase(t *testing.T) *policy.Policy {
	t.Helper()
	src, err := os.ReadFile("../examples/civic-ingestor/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	src = append(src, []byte(`
[windows.peak]
kind = "quiet"
label = { en = "Peak hours", de = "Stoßzeiten", fr = "Heures de pointe", pl = "Godziny szczytu" }
hours = ["08:00-09:00"]
targets = ["council-web-pages"]
`)...)
	p, err := policy.Parse(src, "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func pdur(t *testing.T, s string) policy.Duration {
	t.Helper()
	d, err := policy.ParseDuration(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// reviewCases are one edit per kind of value, each with the class it must get.
func reviewCases(t *testing.T) []struct {
	name  string
	edit  func(p *policy.Policy)
	class policy.Class
} {
	agent := func(p *policy.Policy) *policy.Agent { return &p.Agents[0] }
	target := func(p *policy.Policy, id string) *policy.Target { return targetByID(t, p, id) }
	job := func(p *policy.Policy, id string) *policy.Job {
		for i := range p.Jobs {
			if p.Jobs[i].ID == id {
				return &p.Jobs[i]
			}
		}
		t.Fatalf("no job %s", id)
		return nil
	}
	window := func(p *policy.Policy) *policy.Window { return &p.Windows[len(p.Windows)-1] }
	return []struct {
		name  string
		edit  func(p *policy.Policy)
		class policy.Class
	}{
		{"min interval longer", func(p *policy.Policy) { p.Limits.MinInterval = pdur(t, "2s") }, policy.ClassStricter},
		{"min interval shorter", func(p *policy.Policy) { p.Limits.MinInterval = pdur(t, "500ms") }, policy.ClassLooser},
		{"concurrency lower", func(p *policy.Policy) { target(p, "council-information-systems").Limits.Concurrency = 1 }, policy.ClassStricter},
		{"concurrency higher", func(p *policy.Policy) { target(p, "council-information-systems").Limits.Concurrency = 4 }, policy.ClassLooser},
		{"quota added", func(p *policy.Policy) {
			p.Limits.Quotas = append(p.Limits.Quotas, policy.Cap{Max: 5000, Period: pdur(t, "24h"), Key: policy.ScopeAllSites})
		}, policy.ClassStricter},
		{"cap raised", func(p *policy.Policy) { job(p, "documents").Caps[0].Max = 400 }, policy.ClassLooser},
		{"cap removed", func(p *policy.Policy) { job(p, "documents").Caps = nil }, policy.ClassLooser},
		{"quiet window moved", func(p *policy.Policy) { window(p).Hours[0].From += 60; window(p).Hours[0].To += 60 }, policy.ClassLooser},
		{"quiet window grown", func(p *policy.Policy) { window(p).Hours[0].To += 60 }, policy.ClassStricter},
		{"quiet window removed", func(p *policy.Policy) { p.Windows = p.Windows[:len(p.Windows)-1] }, policy.ClassLooser},
		{"cadence slower", func(p *policy.Policy) { job(p, "incremental-sync").Cadence[1].Every = pdur(t, "20m") }, policy.ClassStricter},
		{"cadence hours moved", func(p *policy.Policy) { job(p, "incremental-sync").Cadence[1].Hours.From = 6 * 60 }, policy.ClassLooser},
		{"job removed", func(p *policy.Policy) { p.Jobs = p.Jobs[:len(p.Jobs)-1] }, policy.ClassStricter},
		{"retry later", func(p *policy.Policy) { job(p, "documents").Retry.Delays[0] = pdur(t, "30m") }, policy.ClassStricter},
		{"pause longer", func(p *policy.Policy) { p.Errors.Reactions[0].Pause = pdur(t, "5m") }, policy.ClassStricter},
		{"threshold higher", func(p *policy.Policy) { p.Errors.Reactions[0].Threshold = 10 }, policy.ClassLooser},
		{"escalation shorter", func(p *policy.Policy) { p.Errors.Reactions[1].Escalation.Max = pdur(t, "3h") }, policy.ClassLooser},
		{"robots.txt cached shorter", func(p *policy.Policy) { p.RobotsTxt.CacheFor = pdur(t, "12h") }, policy.ClassStricter},
		{"Crawl-delay honoured", func(p *policy.Policy) { p.RobotsTxt.CrawlDelay = policy.CrawlDelayHonoured }, policy.ClassStricter},
		{"Retry-After honoured", func(p *policy.Policy) { p.Errors.RetryAfter = policy.RetryAfterUseHonoured }, policy.ClassStricter},
		{"Crawl-delay honoured when longer", func(p *policy.Policy) { p.RobotsTxt.CrawlDelay = policy.CrawlDelayHonouredIfLonger }, policy.ClassStricter},
		{"fallback disallows all", func(p *policy.Policy) { p.RobotsTxt.Fallback = policy.FallbackDisallowAll }, policy.ClassStricter},
		{"quiet window made preferred", func(p *policy.Policy) { window(p).Kind = policy.WindowKindPreferred }, policy.ClassLooser},
		{"response size capped", func(p *policy.Policy) { target(p, "council-web-pages").Limits.MaxBodySize = 16_000_000 }, policy.ClassStricter},
		{"timeout changed", func(p *policy.Policy) { target(p, "council-web-pages").Limits.ResponseTimeout = pdur(t, "30s") }, policy.ClassLooser},
		{"links followed no more", func(p *policy.Policy) { agent(p).FollowsLinks = policy.LinkFollowingNone }, policy.ClassStricter},
		{"robots.txt no longer read", func(p *policy.Policy) {
			target(p, "council-web-pages").RobotsTxt = policy.RobotsUseNotRead
			target(p, "council-web-pages").TermsOfUse = true
		}, policy.ClassLooser},
		{"User-Agent changed", func(p *policy.Policy) { agent(p).UserAgent = "civic-ingestor/{version} (+https://civic.example/bot/)" }, policy.ClassIdentity},
		{"address added", func(p *policy.Policy) {
			p.Network.Addresses = append(p.Network.Addresses, policy.Address{Prefix: mustPrefix(t, "203.0.113.201")})
		}, policy.ClassIdentity},
		{"reverse DNS added", func(p *policy.Policy) { p.Network.ReverseDNS = "crawl.civic.example" }, policy.ClassIdentity},
		{"contact e-mail", func(p *policy.Policy) { p.Contact.Email = "webmaster@civic.example" }, policy.ClassContact},
		{"answer slower", func(p *policy.Policy) { p.Contact.ResponseWorkingDays = 10 }, policy.ClassContact},
		{"label", func(p *policy.Policy) {
			job(p, "documents").Label = policy.Label{"en": "Files", "de": "Dateien", "fr": "Fichiers", "pl": "Pliki"}
		}, policy.ClassWording},
		{"promise added", func(p *policy.Policy) {
			p.Commitments.Promises = append(p.Commitments.Promises, policy.PromiseNoForms)
		}, policy.ClassStricter},
		{"promise removed", func(p *policy.Policy) { p.Commitments.Promises = p.Commitments.Promises[1:] }, policy.ClassLooser},
		// The hostile trial's findings M6 and m26: what a snippet blocks, where the policy is
		// published and whether it is an example are no wording.
		{"snippet blocks a path less", func(p *policy.Policy) { p.Snippets[1].Paths = p.Snippets[1].Paths[1:] }, policy.ClassLooser},
		{"snippet blocks another path", func(p *policy.Policy) { p.Snippets[1].Paths = append(p.Snippets[1].Paths, "/tmp/") }, policy.ClassStricter},
		{"snippet removed", func(p *policy.Policy) { p.Snippets = p.Snippets[:1] }, policy.ClassLooser},
		{"published elsewhere", func(p *policy.Policy) { p.Site.BaseURL = "https://crawler.civic.example/" }, policy.ClassIdentity},
		{"marked as an example", func(p *policy.Policy) { p.Site.Example = !p.Site.Example }, policy.ClassLooser},
		// What the native reviews found in the diff: values with their units, identifiers as
		// written, times and weekdays as each language writes them in a sentence.
		{"min interval 1.5 s", func(p *policy.Policy) { p.Limits.MinInterval = pdur(t, "1500ms") }, policy.ClassStricter},
		{"later retries every 5 days", func(p *policy.Policy) { job(p, "documents").Retry.ThenEvery = pdur(t, "5d") }, policy.ClassLooser},
		{"slowest rate one may ask for", func(p *policy.Policy) { p.Contact.Requests[0].MinInterval = pdur(t, "60s") }, policy.ClassContact},
		{"version changed", func(p *policy.Policy) { agent(p).Version = "0.3" }, policy.ClassIdentity},
		{"start time moved", func(p *policy.Policy) { at := policy.TimeOfDay(2*60 + 30); job(p, "photos").Cadence[0].At = &at }, policy.ClassLooser},
		{"weekday moved", func(p *policy.Policy) { job(p, "photos").Cadence[0].Days = policy.Weekdays(1 << time.Tuesday) }, policy.ClassLooser},
		{"legacy token removed", func(p *policy.Policy) { agent(p).LegacyTokens = agent(p).LegacyTokens[1:] }, policy.ClassIdentity},
		{"retries removed", func(p *policy.Policy) { p.Errors.Retries = nil }, policy.ClassStricter},
		{"escalation factor raised", func(p *policy.Policy) { p.Errors.Reactions[1].Escalation.Factor = 3 }, policy.ClassStricter},
		// Group matching that departs from RFC 9309 (issue 11): the page's own sentence.
		{"only the first group obeyed", func(p *policy.Policy) { agent(p).GroupMatching = policy.GroupMatchingFirstGroup }, policy.ClassLooser},
		{"token compared case-sensitively", func(p *policy.Policy) { agent(p).GroupMatching = policy.GroupMatchingCaseSensitive }, policy.ClassLooser},
		// A request channel other than e-mail (issue 11).
		{"customer dashboard for a request", func(p *policy.Policy) {
			p.Contact.Portal = &policy.Portal{URL: "https://civic.example/dashboard", Kind: policy.PortalKindCustomerDashboard}
			p.Contact.Requests[0].Via = []policy.RequestChannel{policy.RequestChannelEmail, policy.RequestChannelPortal}
		}, policy.ClassContact},
		{"label changed in English only", func(p *policy.Policy) {
			l := maps.Clone(job(p, "documents").Label)
			l["en"] = "Files"
			job(p, "documents").Label = l
		}, policy.ClassWording},
		// RFC 9309's group matching no longer stated: the one field that reaches diff.removed_answer,
		// a clause in German („die Angabe, nach welchen Regeln …“; German review 44, F2).
		{"RFC 9309 group matching no longer stated", func(p *policy.Policy) { agent(p).GroupMatching = "" }, policy.ClassNeutral},
		// The page's assurance that it and the crawler read the same file, given: a change of
		// meaning, not of wording (German review 43, F2); its withdrawal is in reviewCasesFrom.
		{"crawler reads the policy", func(p *policy.Policy) { p.Site.CrawlerReadsPolicy = true }, policy.ClassNeutral},
	}
}

// reviewFromCase is a review case whose two policies both start from the base edited by before
// (a value the base does not hold, so that edit can remove it; a request of a kind the base does
// not list, so that edit can change it); edit then changes the new one, as in reviewCases.
type reviewFromCase struct {
	name         string
	before, edit func(p *policy.Policy)
	class        policy.Class
}

// reviewCasesFrom are the review cases that need a before (reviewFromCase), written to
// testdata/review/<lang>.txt after those of reviewCases.
func reviewCasesFrom(t *testing.T) []reviewFromCase {
	reads := func(p *policy.Policy) { p.Site.CrawlerReadsPolicy = true }
	faster := func(p *policy.Policy) {
		p.Contact.Requests[0].Kind = policy.RequestKindFaster
		p.Contact.Requests[0].MinInterval = policy.Duration{Duration: 500 * time.Millisecond}
	}
	fasterPageLoads := func(p *policy.Policy) {
		faster(p)
		p.Limits.IntervalUnit = policy.LoadUnitPageLoads
	}
	quarter := func(p *policy.Policy) {
		p.Contact.Requests[0].MinInterval = policy.Duration{Duration: 250 * time.Millisecond}
	}
	emailNamed := func(p *policy.Policy) {
		p.Contact.Requests[0].Via = []policy.RequestChannel{policy.RequestChannelEmail}
	}
	emailImplied := func(p *policy.Policy) { p.Contact.Requests[0].Via = nil }
	return []reviewFromCase{
		// The page's assurance that it and the crawler read the same file, withdrawn: a change
		// of meaning, not of wording (German review 43, F2).
		{"crawler reads the policy no more", reads, func(p *policy.Policy) { p.Site.CrawlerReadsPolicy = false }, policy.ClassNeutral},
		// The fastest rate a site can ask for (a request of kind "faster"), not the slowest,
		// between requests or between page loads as the policy counts them (French review 44, F1).
		{"fastest rate one may ask for", faster, quarter, policy.ClassLooser},
		{"fastest rate one may ask for, in page loads", fasterPageLoads, quarter, policy.ClassLooser},
		// E-mail, the way of a request that lists none, named and then no longer named: the way
		// stays open both times (German reviews 43, F5, and 44, F1).
		{"e-mail named for a request", nil, emailNamed, policy.ClassContact},
		{"e-mail no longer named for a request", emailNamed, emailImplied, policy.ClassContact},
	}
}

// allReviewCases are reviewCases and reviewCasesFrom, in that order, as reviewFromCase.
func allReviewCases(t *testing.T) []reviewFromCase {
	var all []reviewFromCase
	for _, tc := range reviewCases(t) {
		all = append(all, reviewFromCase{name: tc.name, edit: tc.edit, class: tc.class})
	}
	return append(all, reviewCasesFrom(t)...)
}

// policies are the old and the new policy of the case.
func (tc reviewFromCase) policies(t *testing.T) (old, new *policy.Policy) {
	old, new = reviewBase(t), reviewBase(t)
	if tc.before != nil {
		tc.before(old)
		tc.before(new)
	}
	tc.edit(new)
	return old, new
}

func mustPrefix(t *testing.T, s string) policy.Prefix {
	t.Helper()
	p, err := policy.ParsePrefix(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestReviewClasses edits the base policy one kind of value at a time, checks the class of the
// change, and compares the sentences in every shipped language with testdata/review/<lang>.txt
// (run with -update to accept a change).
func TestReviewClasses(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	cases := allReviewCases(t)
	if len(cases) < 25 {
		t.Fatalf("%d cases, want one per kind of value (at least 25)", len(cases))
	}
	sentences := map[string]*bytes.Buffer{}
	for _, lang := range shipped {
		sentences[lang] = &bytes.Buffer{}
	}
	for _, tc := range cases {
		old, new := tc.policies(t)
		new.Site.LastChanged = policy.Date{Time: new.Site.LastChanged.AddDate(0, 0, 1)}
		changes, err := policy.Diff(old, new)
		if err != nil {
			t.Fatal(err)
		}
		var relevant []policy.Change
		for _, c := range changes {
			if c.Pointer != "/site/last_changed" {
				relevant = append(relevant, c)
			}
		}
		if len(relevant) == 0 {
			t.Errorf("%s: no change found", tc.name)
			continue
		}
		for _, c := range relevant {
			if c.Class != tc.class {
				t.Errorf("%s: %s %s (%q → %q) is %s, want %s", tc.name, c.Kind, c.Pointer, c.Old, c.New, c.Class, tc.class)
			}
		}
		for _, lang := range shipped {
			r, err := NewReview(old, new, relevant, msgs, lang, nil)
			if err != nil {
				t.Fatalf("%s: %v", lang, err)
			}
			for _, item := range r.Changes {
				sentences[lang].WriteString(tc.name + " | " + item.Pointer + " | " + string(item.Class) + " | " + item.Sentence + "\n")
			}
		}
	}
	for _, lang := range shipped {
		golden := filepath.Join("testdata", "review", lang+".txt")
		got := sentences[lang].Bytes()
		if *update {
			os.MkdirAll(filepath.Dir(golden), 0o755)
			if err := os.WriteFile(golden, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (run go test -update)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs; run go test ./generator -update and review the diff:\n%s", golden, firstDifference(got, want))
		}
	}
}

// TestReviewDateUnchanged checks the finding for a policy that changed without a new date.
func TestReviewDateUnchanged(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old, new := reviewBase(t), reviewBase(t)
	new.Limits.MinInterval = pdur(t, "2s")
	changes, _ := policy.Diff(old, new)
	r, err := NewReview(old, new, changes, msgs, "en", nil)
	if err != nil {
		t.Fatal(err)
	}
	if !r.DateUnchanged || len(r.Notes) != 1 || !strings.Contains(r.Notes[0], "7 December 2026") {
		t.Errorf("date unchanged: %v %q", r.DateUnchanged, r.Notes)
	}
	new.Site.LastChanged = policy.Date{Time: time.Date(2026, 12, 8, 0, 0, 0, 0, time.UTC)}
	changes, _ = policy.Diff(old, new)
	if policy.DateUnchanged(old, new, changes) {
		t.Errorf("a new date still reported as unchanged")
	}
}

// TestReviewLabelPartly checks the note for a label changed in some of the site's languages only.
func TestReviewLabelPartly(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old, new := reviewBase(t), reviewBase(t)
	new.Agents[0].Purpose = maps.Clone(old.Agents[0].Purpose)
	new.Agents[0].Purpose["en"] = "Mirrors public council information systems and news"
	new.Agents[0].Purpose["de"] = "Spiegelt öffentliche Ratsinformationssysteme und Nachrichten"
	new.Site.LastChanged = policy.Date{Time: time.Date(2026, 12, 8, 0, 0, 0, 0, time.UTC)}
	changes, _ := policy.Diff(old, new)
	want := map[string]string{
		// The languages by their names in the review's language (review 8: de 36).
		"en": "/agents/civic-ingestor/purpose changed in only some languages (changed: German and English; unchanged: French and Polish). Check that the texts in every language still mean the same.",
		"de": "Das Feld /agents/civic-ingestor/purpose wurde nur in einem Teil der Sprachfassungen geändert (geändert: Deutsch und Englisch; unverändert: Französisch und Polnisch). Prüfen Sie, ob alle Sprachfassungen inhaltlich noch übereinstimmen.",
		"fr": "Le texte de /agents/civic-ingestor/purpose n’a été modifié que dans certaines versions linguistiques (modifié\u202f: allemand et anglais\u202f; inchangé\u202f: français et polonais). Vérifiez que toutes les versions linguistiques ont toujours le même sens.",
		"pl": "Tekst w polu /agents/civic-ingestor/purpose zmieniono tylko w części wersji językowych (zmiana: niemiecki i angielski; bez zmian: francuski i polski). Należy sprawdzić, czy wszystkie wersje językowe nadal mają to samo znaczenie.",
	}
	for lang, note := range want {
		r, err := NewReview(old, new, changes, msgs, lang, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(r.Notes, []string{note}) {
			t.Errorf("%s notes = %q, want %q", lang, r.Notes, note)
		}
	}
	// Changed in every language: no note.
	for _, lang := range []string{"fr", "pl"} {
		new.Agents[0].Purpose[lang] += "!"
	}
	changes, _ = policy.Diff(old, new)
	if r, err := NewReview(old, new, changes, msgs, "en", nil); err != nil || len(r.Notes) != 0 {
		t.Errorf("label changed in every language: notes %q, err %v", r.Notes, err)
	}
}

// TestH12ReviewMentionsNobody (hostile trial 2, H12): in `diff --format markdown`, a value of the
// policy with "@octocat", "@org/team" or "#123" pinged people and linked issues in the pull
// request's comment (GitHub links them in text, also after a backslash). A word joiner after the
// "@" or "#" breaks GitHub's match; an e-mail address, and values in code spans, stay as written.
func TestH12ReviewMentionsNobody(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old, new := reviewBase(t), reviewBase(t)
	new.Agents[0].Purpose = maps.Clone(old.Agents[0].Purpose)
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		new.Agents[0].Purpose[lang] = "Reviewed by @octocat and @sitegen-dev/security (see #one, #12, a@b.example, x#1)"
	}
	changes, _ := policy.Diff(old, new)
	r, err := NewReview(old, new, changes, msgs, "en", []string{"locales/en/@octocat.en.toml"})
	if err != nil {
		t.Fatal(err)
	}
	md := string(r.Markdown())
	mention := regexp.MustCompile(`(^|[^\p{L}\p{N}_` + "`" + `])(@[A-Za-z0-9-]|#[0-9])`)
	for _, line := range strings.Split(md, "\n") {
		// Code spans are not linked: leave them out; read escapes as CommonMark does ("x\#1" is
		// the text "x#1", which GitHub does not link).
		text := regexp.MustCompile("`[^`]*`").ReplaceAllString(line, "")
		text = regexp.MustCompile(`\\(.)`).ReplaceAllString(text, "$1")
		if m := mention.FindString(text); m != "" {
			t.Errorf("a mention or issue reference GitHub would link (%q) in:\n%s", m, line)
		}
	}
	for _, want := range []string{"@\u2060octocat.en.toml", "@\u2060octocat", "@\u2060sitegen-dev/security", "\\#one", "\\#\u206012", "a@b.example", "x\\#1"} {
		if !strings.Contains(md, want) {
			t.Errorf("the review lacks %q:\n%s", want, md)
		}
	}
}

// targetByID is the policy's category of site id, for a test to edit; the test fails where the
// policy has none.
func targetByID(t *testing.T, p *policy.Policy, id string) *policy.Target {
	t.Helper()
	for i := range p.Targets {
		if p.Targets[i].ID == id {
			return &p.Targets[i]
		}
	}
	t.Fatalf("no target %s", id)
	return nil
}
