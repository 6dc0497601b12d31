package generator

import (
	"encoding/json"
	"net/netip"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

type jafarDoc struct {
	SyncToken    string `json:"synctoken"`
	CreationTime string `json:"creationTime"`
	Notes        string `json:"notes"`
	Prefixes     []struct {
		IPv4Prefix string   `json:"ipv4Prefix"`
		IPv6Prefix string   `json:"ipv6Prefix"`
		Services   []string `json:"services"`
	} `json:"prefixes"`
}

// checkJAFAR decodes a JAFAR file and checks it against the draft's fields: the top-level members
// synctoken, creationTime (UTC, "Z"), notes and prefixes and no others; each prefix exactly one of
// ipv4Prefix and ipv6Prefix, in CIDR notation of its family, with services.
func checkJAFAR(t *testing.T, name string, raw []byte) jafarDoc {
	t.Helper()
	var top map[string]any
	if err := json.Unmarshal(raw, &top); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for m := range top {
		if !slices.Contains([]string{"synctoken", "creationTime", "notes", "prefixes"}, m) {
			t.Errorf("%s: member %q is not the draft's", name, m)
		}
	}
	var d jafarDoc
	json.Unmarshal(raw, &d)
	if d.SyncToken == "" || d.Notes == "" {
		t.Errorf("%s: synctoken %q, notes %q", name, d.SyncToken, d.Notes)
	}
	if !regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$`).MatchString(d.CreationTime) {
		t.Errorf("%s: creationTime %q", name, d.CreationTime)
	}
	for _, p := range d.Prefixes {
		s := p.IPv4Prefix + p.IPv6Prefix
		pr, err := netip.ParsePrefix(s)
		if (p.IPv4Prefix == "") == (p.IPv6Prefix == "") || err != nil || pr.Addr().Is4() != (p.IPv4Prefix != "") {
			t.Errorf("%s: prefix %+v", name, p)
		}
	}
	return d
}

// TestJAFAR: every example's files follow the draft; services name the agents that fetch from a
// prefix (every agent with a token where the address names none, none for an address that only
// verifies keys); an agent's own file holds exactly the prefixes of ips.json that serve it.
func TestJAFAR(t *testing.T) {
	for _, name := range append(slices.Clone(examples), "signing") {
		var res *Result
		if name == "signing" {
			res = buildSite(t, "testdata/signing")
		} else {
			res = buildExample(t, name)
		}
		raw, ok := res.Files["ips.json"]
		if !ok {
			continue
		}
		all := checkJAFAR(t, name+"/ips.json", raw)
		for _, a := range ownAddressAgents(res.Policy) {
			own := checkJAFAR(t, name+"/"+agentIPsPath(a.ID), res.Files[agentIPsPath(a.ID)])
			var want []string
			for _, p := range all.Prefixes {
				if slices.Contains(p.Services, string(a.Token)) {
					want = append(want, p.IPv4Prefix+p.IPv6Prefix)
				}
			}
			var got []string
			for _, p := range own.Prefixes {
				got = append(got, p.IPv4Prefix+p.IPv6Prefix)
			}
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("%s: %s has %v, want the prefixes of ips.json that serve it: %v", name, agentIPsPath(a.ID), got, want)
			}
			if own.SyncToken == all.SyncToken {
				t.Errorf("%s: the agent's file has the synctoken of ips.json", name)
			}
		}
	}
	se := buildExample(t, "search-engine")
	d := checkJAFAR(t, "search-engine/ips.json", se.Files["ips.json"])
	for _, p := range d.Prefixes {
		s := p.IPv4Prefix + p.IPv6Prefix
		switch {
		case s == "192.0.2.90/32" && len(p.Services) != 0:
			t.Errorf("%s serves %v, but only verifies keys", s, p.Services)
		case s == "192.0.2.0/26" && strings.Join(p.Services, ",") != "NordsucheBot,NordsucheFresh":
			t.Errorf("%s serves %v", s, p.Services)
		case s == "192.0.2.70/32" && strings.Join(p.Services, ",") != "NordsucheBot":
			t.Errorf("%s serves %v", s, p.Services)
		}
	}
	gmina := checkJAFAR(t, "gmina-bot/ips.json", buildExample(t, "gmina-bot").Files["ips.json"])
	for _, p := range gmina.Prefixes {
		if strings.Join(p.Services, ",") != "GminaBot" {
			t.Errorf("gmina-bot: %v: an address that names no agent serves every agent's token", p)
		}
	}
	if !strings.Contains(gmina.Notes, "new addresses are published before they are used") {
		t.Errorf("gmina-bot notes: %q", gmina.Notes)
	}
}

// TestSyncToken: the synctoken follows the content, not the date: the same under another
// SOURCE_DATE_EPOCH, another when a prefix or its services change.
func TestSyncToken(t *testing.T) {
	token := func(extra string, epoch *time.Time) string {
		src := `
[[network.addresses]]
prefix = "192.0.2.7"
` + extra
		opts := defaults()
		opts.Epoch = epoch
		res := buildSmallestExampleOpts(t, src, opts)
		var d jafarDoc
		json.Unmarshal(res.Files["ips.json"], &d)
		return d.SyncToken
	}
	later := time.Date(2027, 5, 1, 0, 0, 0, 0, time.UTC)
	base := token("", nil)
	if token("", &later) != base {
		t.Error("the synctoken changed with the date alone")
	}
	if token("\n[[network.addresses]]\nprefix = \"192.0.2.8\"\n", nil) == base {
		t.Error("the synctoken did not change with a prefix")
	}
	if token("\n[network]\nmay_change = true\n", nil) == base {
		t.Error("the synctoken did not change with the notes")
	}
}

// TestHeadersFile: the header file gives each JAFAR file its media type and the pages their Link
// to ips.json; a policy without addresses or keys gets none.
func TestHeadersFile(t *testing.T) {
	res := buildSite(t, "testdata/signing")
	h := string(res.Files[HeadersFile])
	for _, want := range []string{
		"/ips.json\n  Content-Type: application/jafar+json\n",
		"/ips/bot.json\n  Content-Type: application/jafar+json\n",
		"/ips/fetch.json\n  Content-Type: application/jafar+json\n",
		"/.well-known/http-message-signatures-directory\n  Content-Type: application/http-message-signatures-directory+json\n",
		"/\n  Link: <https://signbot.example/ips.json>; rel=\"client-ranges\"; type=\"application/jafar+json\"\n",
		"/pl/*\n  Link: <https://signbot.example/ips.json>; rel=\"client-ranges\"; type=\"application/jafar+json\"\n",
	} {
		if !strings.Contains(h, want) {
			t.Errorf("_headers lacks %q:\n%s", want, h)
		}
	}
	if !strings.Contains(string(res.Files["en/index.html"]), `<link rel="client-ranges" type="application/jafar+json" href="../ips.json">`) {
		t.Error("the page does not link ips.json as client-ranges")
	}
	if _, ok := buildSmallestExample(t, "").Files[HeadersFile]; ok {
		t.Error("_headers written for a policy without addresses or keys")
	}
	// A site that keeps a header file of its own (site.not_own) gets none from the build.
	own := buildSmallestExample(t, "\n[[network.addresses]]\nprefix = \"192.0.2.7\"\n")
	if _, ok := own.Files[HeadersFile]; !ok {
		t.Fatal("no _headers for a policy with addresses")
	}
	src, _ := os.ReadFile("testdata/smallest/policy.toml")
	s := strings.Replace(string(src), "last_changed = 2026-12-01\n", "last_changed = 2026-12-01\nexample = true\nnot_own = [\"_headers\"]\n", 1) + "\n[[network.addresses]]\nprefix = \"192.0.2.7\"\n"
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: []byte(s)}}
	res2, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := res2.Files[HeadersFile]; ok {
		t.Error("_headers written though site.not_own names it")
	}
}
