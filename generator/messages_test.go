package generator

import (
	"bytes"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// shipped are the languages whose messages sitegen embeds.
var shipped = []string{"de", "en", "fr", "pl"}

// TestMessagesComplete checks every shipped language against English: the same message IDs, the
// same placeholders (a translation that dropped one would drop a policy value from the page), every
// plural form CLDR requires for the language at every sample count, and no private-use character
// (they mark values while a page is assembled).
func TestMessagesComplete(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	if got := msgs.Languages(); !slices.Equal(got, shipped) {
		t.Fatalf("languages with messages: %v, want %v", got, shipped)
	}
	for _, f := range msgs.Check(shipped) {
		t.Error(f)
	}
}

// TestEnumsHaveMessages checks that every value of every enumerated policy type, every snippet
// warning and every placement has its message in English (TestMessagesComplete carries it to
// the other languages).
func TestEnumsHaveMessages(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	prefixes := map[string][]string{
		"role":                    policy.Role("").Values(),
		"role_female":             policy.Role("").Values(),
		"role_male":               policy.Role("").Values(),
		"trigger":                 policy.Trigger("").Values(),
		"trigger_short":           policy.Trigger("").Values(),
		"follows_links":           policy.LinkFollowing("").Values(),
		"fetch_scope":             policy.FetchScope("").Values(),
		"fetch_scope_start":       policy.FetchScope("").Values(),
		"on_disallow":             policy.DisallowEffect("").Values(),
		"promise":                 policy.Promise("").Values(),
		"promise_agent":           policy.Promise("").Values(),
		"promise_all":             policy.Promise("").Values(),
		"scope_per":               policy.Scope("").Values(),
		"scope_per_and":           policy.Scope("").Values(),
		"scope_in":                policy.Scope("").Values(),
		"scope_in_uncounted":      policy.Scope("").Values(),
		"scope_between":           policy.Scope("").Values(),
		"scope_slowed":            policy.Scope("").Values(),
		"scope_noun":              policy.Scope("").Values(),
		"scope_noun_gen":          policy.Scope("").Values(),
		"counted":                 policy.Counted("").Values(),
		"unit_name":               policy.CapUnit("").Values(),
		"cap.max":                 policy.CapUnit("").Values(),
		"cap.range":               policy.CapUnit("").Values(),
		"cap.exact":               policy.CapUnit("").Values(),
		"robots_check":            policy.RobotsCheck("").Values(),
		"fallback":                policy.Fallback("").Values(),
		"crawl_delay":             policy.CrawlDelay("").Values(),
		"opt_out.crawl_delay":     policy.CrawlDelay("").Values(),
		"condition":               policy.Condition("").Values(),
		"condition_plural":        policy.Condition("").Values(),
		"condition_in_a_row":      policy.Condition("").Values(),
		"channel":                 policy.Channel("").Values(),
		"topic":                   policy.Topic("").Values(),
		"detail":                  policy.Detail("").Values(),
		"legal_basis":             policy.LegalBasis("").Values(),
		"adaptive":                policy.Adaptive("").Values(),
		"change_reason":           policy.ChangeReason("").Values(),
		"landing_page":            policy.LandingPage("").Values(),
		"target_source":           policy.TargetSource("").Values(),
		"republished_content":     policy.RepublishedContent("").Values(),
		"removal":                 policy.Removal("").Values(),
		"job_trigger":             policy.JobTrigger("").Values(),
		"window":                  policy.WindowKind("").Values(),
		"occasion_when":           policy.OccasionKind("").Values(),
		"occasion_kind":           policy.OccasionKind("").Values(),
		"request":                 policy.RequestKind("").Values(),
		"coordination_failure":    policy.CoordinationFailure("").Values(),
		"agent.not_read_because":  policy.NotReadReason("").Values(),
		"target.not_read_because": policy.NotReadReason("").Values(),
		"follows_links_short":     policy.LinkFollowing("").Values(),
		"resource_kind":           policy.ResourceKind("").Values(),
		"resource_source":         policy.ResourceSource("").Values(),
		"embedded.robots_txt":     policy.RobotsUse("").Values(),
		"embedded.crawl_delay":    policy.Applied("").Values(),
		"directives.rel_nofollow": policy.RelNofollow("").Values(),
		"http.javascript":         policy.JavaScript("").Values(),
		"http.cookies":            policy.Cookies("").Values(),
		"agent.user_agent_form":   policy.UserAgentForm("").Values(),
	}
	for _, w := range robots.AllWarnings() {
		prefixes["warning"] = append(prefixes["warning"], string(w))
	}
	for _, p := range robots.AllPlacements() {
		prefixes["placement"] = append(prefixes["placement"], string(p))
	}
	// Every field a change can be classified under is named in a review (reviewBuilder.field):
	// a rule without its message made sitegen diff fail (round-4 native review, fr 1).
	prefixes["diff.field"] = policy.DiffFields()
	for prefix, values := range prefixes {
		for _, v := range values {
			if _, ok := msgs.Message("en", prefix+"."+v); !ok {
				t.Errorf("no message %s.%s for a value of the policy", prefix, v)
			}
		}
	}
}

// TestMessageFileNames checks that a message file whose name does not carry the language of its
// folder is refused (go-i18n would load messages.toml as "und", silently).
func TestMessageFileNames(t *testing.T) {
	for name, path := range map[string]string{
		"no tag":        "locales/de/messages.toml",
		"wrong tag":     "locales/de/messages.fr.toml",
		"two dots more": "locales/de/messages.x.de.toml",
	} {
		t.Run(name, func(t *testing.T) {
			fsys := fstest.MapFS{path: {Data: []byte("[page]\ntitle = \"x\"\n")}}
			_, err := LoadMessages(fsys)
			if err == nil || !strings.Contains(err.Error(), path) {
				t.Errorf("LoadMessages(%s) = %v, want an error naming the file", path, err)
			}
		})
	}
}

// TestSiteMessagesOverride checks that a site's message file replaces a default message by ID and
// keeps the others.
func TestSiteMessagesOverride(t *testing.T) {
	site := fstest.MapFS{"locales/en/site.en.toml": {Data: []byte("[page]\nfooter = \"Our own footer.\"\n")}}
	msgs, err := LoadMessages(os.DirFS(".."), site)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := msgs.Localize("en", "page.footer", nil, nil); err != nil || got != "Our own footer." {
		t.Errorf("page.footer = %q, %v; want the site's text", got, err)
	}
	if _, err := msgs.Localize("en", "page.skip", nil, nil); err != nil {
		t.Errorf("page.skip after an override: %v", err)
	}
}

// TestBuildChecksOverriddenMessages: a build proves a site's own message at every plural sample
// (Verify), as TestMessagesComplete proves sitegen's own: a Polish override without the "few"
// form fails the build at the counts that need it, and an unchanged product adds no finding.
func TestBuildChecksOverriddenMessages(t *testing.T) {
	build := func(files fstest.MapFS) []string {
		t.Helper()
		opts := defaults()
		opts.Site = overlay{files, os.DirFS(filepath.Join("..", "examples", "gazette-bot"))}
		res, err := Build(opts)
		if err != nil {
			t.Fatal(err)
		}
		var messages []string
		for _, f := range Verify(res, "public") {
			if strings.HasPrefix(f, "locales/") {
				messages = append(messages, f)
			}
		}
		return messages
	}
	if got := build(fstest.MapFS{}); got != nil {
		t.Errorf("the product's own messages: findings %q, want none", got)
	}
	over := "[network.announced_days]\none = \"Jeden dzień wcześniej.\"\nmany = \"{{.N}}\u00a0dni wcześniej.\"\nother = \"{{.N}}\u00a0dnia wcześniej.\"\n"
	got := build(fstest.MapFS{"locales/pl/over.pl.toml": {Data: []byte(over)}})
	var few []string
	for _, f := range got {
		if strings.HasPrefix(f, "locales/pl: count 2:") || strings.HasPrefix(f, "locales/pl: count 22:") {
			few = append(few, f)
		}
	}
	if len(few) != 2 || len(got) != 2 {
		t.Errorf("an override without the few form: findings %q, want one at count 2 and one at count 22", got)
	}
}

// TestSameMessagesNotDecodedAgain: a site whose message files are sitegen's own, byte for byte
// (the repository's root), gets the product's messages as decoded once; a file that differs by
// one byte, or one more file, is merged as an override.
func TestSameMessagesNotDecodedAgain(t *testing.T) {
	pr, err := LoadProduct(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	site := fstest.MapFS{}
	files, _ := fs.Glob(os.DirFS(".."), "locales/*/*.toml")
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join("..", f))
		if err != nil {
			t.Fatal(err)
		}
		site[f] = &fstest.MapFile{Data: b}
	}
	if msgs, _, err := pr.forSite(site); err != nil || msgs != pr.messages {
		t.Errorf("a site with sitegen's own message files: decoded again (err %v)", err)
	}
	changed := fstest.MapFS{}
	maps.Copy(changed, site)
	de := *site["locales/de/messages.de.toml"]
	de.Data = bytes.Replace(de.Data, []byte("Sie"), []byte("Ihr"), 1)
	changed["locales/de/messages.de.toml"] = &de
	if msgs, _, err := pr.forSite(changed); err != nil || msgs == pr.messages {
		t.Errorf("a site with a changed message file: not merged as an override (err %v)", err)
	}
	more := fstest.MapFS{}
	maps.Copy(more, site)
	more["locales/de/over.de.toml"] = &fstest.MapFile{Data: []byte("[network.announced_days]\none = \"Ein Tag vorher.\"\nother = \"{{.N}}\u00a0Tage vorher.\"\n")}
	if msgs, _, err := pr.forSite(more); err != nil || msgs == pr.messages {
		t.Errorf("a site with one more message file: not merged as an override (err %v)", err)
	}
}
