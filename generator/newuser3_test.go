package generator

import (
	"bytes"
	"context"
	"encoding/json"
	"net/netip"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"golang.org/x/net/html"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/verify"
)

// Tests of the defects the third first-time user found (issue 11, an accessibility-monitoring
// crawler: /work/newuser3/report.md).

// TestAddressesBeforeTheirFirstDay (report 3.6): an address whose first day (from) is after the
// file's date is left out of ips.json, which a firewall reads without dates (the JAFAR draft
// has no member for one), named with its day in the file's notes and in a note of the build; the
// page states its first day. On each day, ips.json built on it lists a prefix exactly when verify
// calls an address in it genuine on that day.
func TestAddressesBeforeTheirFirstDay(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "smallest", "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	src = bytes.Replace(src, []byte("last_changed = 2026-12-01\n"), []byte("last_changed = 2026-12-01\nexample = true\n"), 1)
	src = append(src, `
[[network.addresses]]
prefix = "192.0.2.0/24"

[[network.addresses]]
prefix = "198.51.100.0/28"
from = 2027-01-15
`...)
	const note = "ips.json: 198.51.100.0/28 is in use from 2027-01-15 and left out of the file until then (JAFAR has no member for a first day, and a firewall admits every prefix listed): build again on that day, e.g. with SOURCE_DATE_EPOCH, so that the file lists it"
	for _, c := range []struct {
		day    time.Time
		listed bool
	}{
		{time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC), false},
		{time.Date(2027, 1, 14, 23, 0, 0, 0, time.UTC), false},
		{time.Date(2027, 1, 15, 0, 0, 0, 0, time.UTC), true},
		{time.Date(2027, 6, 1, 0, 0, 0, 0, time.UTC), true},
	} {
		opts := defaults()
		opts.Site = fstest.MapFS{"policy.toml": {Data: src}}
		opts.Epoch = &c.day
		res, err := Build(opts)
		if err != nil {
			t.Fatalf("%s: build: %v", c.day.Format(time.DateOnly), err)
		}
		var doc jafarDoc
		if err := json.Unmarshal(res.Files["ips.json"], &doc); err != nil {
			t.Fatal(err)
		}
		var prefixes []string
		for _, p := range doc.Prefixes {
			prefixes = append(prefixes, p.IPv4Prefix+p.IPv6Prefix)
		}
		want := []string{"192.0.2.0/24"}
		if c.listed {
			want = append(want, "198.51.100.0/28")
		}
		if !slices.Equal(prefixes, want) {
			t.Errorf("%s: ips.json lists %v, want %v", c.day.Format(time.DateOnly), prefixes, want)
		}
		notes := strings.Contains(doc.Notes, "198.51.100.0/28 is in use from 2027-01-15 and listed here from that day")
		if notes == c.listed {
			t.Errorf("%s: ips.json's notes name the future prefix: %v, want %v (%q)", c.day.Format(time.DateOnly), notes, !c.listed, doc.Notes)
		}
		if got := slices.Contains(res.Notes, note); got == c.listed {
			t.Errorf("%s: the build's notes %q; want the note on the prefix: %v", c.day.Format(time.DateOnly), res.Notes, !c.listed)
		}
		rep := verify.Check(context.Background(), res.Policy, verify.Request{IP: netip.MustParseAddr("198.51.100.3")}, nil, policy.Date{Time: c.day.Truncate(24 * time.Hour)})
		if genuine := rep.Verdict == verify.Genuine; genuine != c.listed {
			t.Errorf("%s: verify says %v (%q), ips.json lists the prefix: %v", c.day.Format(time.DateOnly), rep.Verdict, rep.Reasons, c.listed)
		}
	}
	opts := defaults()
	opts.Site = fstest.MapFS{"policy.toml": {Data: src}}
	res, err := Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	checkPageLines(t, res, map[string][]string{
		"en": {"- `198.51.100.0/28` (in use from 15 January 2027)"},
	})
}

// TestReviewNamesAnAddressFirstDay (report 3.7): the review of an added address with a first
// day of use says that day, as the page's list does; one without a period is named by its
// prefix, as before. Removing a dated address names its period too. The prefix opens the quoted
// value with only the period after it, and is not quoted again inside it (new-user trial 31,
// F-28: “‘198.51.100.0/28’ (in use from …).”).
func TestReviewNamesAnAddressFirstDay(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old, new := reviewBase(t), reviewBase(t)
	p, err := netip.ParsePrefix("198.51.100.0/28")
	if err != nil {
		t.Fatal(err)
	}
	var dated, plain policy.Address
	dated.Prefix.Prefix = p
	dated.From = policy.Date{Time: time.Date(2027, 1, 15, 0, 0, 0, 0, time.UTC)}
	plain.Prefix.Prefix = netip.MustParsePrefix("198.51.100.64/28")
	new.Network.Addresses = append(slices.Clone(old.Network.Addresses), dated, plain)
	n := len(old.Network.Addresses)
	want := map[string][2]string{
		"en": {"Added: an IP address range. Now: “198.51.100.0/28 (in use from 15 January 2027).”", "Added: an IP address range (198.51.100.64/28)."},
		"de": {"Hinzugefügt: ein IP-Adressbereich. Neu: „198.51.100.0/28 (ab dem 15. Januar 2027).“", "Hinzugefügt: ein IP-Adressbereich – „198.51.100.64/28“."},
		"fr": {"Ajout\u202f: une plage d’adresses IP. Désormais\u202f: «\u202f198.51.100.0/28 (à partir du 15\u00a0janvier 2027).\u202f»", "Ajout d’une plage d’adresses IP\u202f: «\u202f198.51.100.64/28\u202f»."},
		"pl": {"Dodano zakres adresów IP. Brzmienie: „198.51.100.0/28 (od 15\u00a0stycznia 2027\u00a0r.)”.", "Dodano zakres adresów IP: „198.51.100.64/28”."},
	}
	changes, _ := policy.Diff(old, new)
	for lang, w := range want {
		r, err := NewReview(old, new, changes, msgs, lang, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for _, c := range r.Changes {
			got[c.Pointer] = c.Sentence
		}
		for i, s := range w {
			ptr := "/network/addresses/" + strconv.Itoa(n+i)
			if !strings.HasPrefix(got[ptr], s+" ") {
				t.Errorf("%s %s: %q, want it to start with %q", lang, ptr, got[ptr], s)
			}
		}
	}
	changes, _ = policy.Diff(new, old)
	r, err := NewReview(new, old, changes, msgs, "en", nil)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(r.Changes, func(c ReviewItem) bool { return c.Pointer == "/network/addresses/"+strconv.Itoa(n) })
	if i < 0 || !strings.HasPrefix(r.Changes[i].Sentence, "Removed: an IP address range. ") || !strings.Contains(r.Changes[i].Sentence, "“198.51.100.0/28 (in use from 15 January 2027).”") {
		t.Errorf("removed: %+v", r.Changes)
	}
}

// TestMarkdownLiteralsReadAsWritten (new user 3, 2.13): a literal in prose reaches the Markdown
// page as written ("{{2016/2102}}" is "2016/2102", not "2016\/2102"), escaped only where
// CommonMark would read markup, and reads as the same text as on the HTML page wherever it
// stands: within a line, where a block starts, in a list item or a quotation, before a link's
// brackets.
func TestMarkdownLiteralsReadAsWritten(t *testing.T) {
	p, problems := convertProse("about.md", []byte("Directive (EU) {{2016/2102}} of {{26.10.2016}}, version {{1.5-beta}}, {{ISO/IEC 40500:2012}}.\n"), "about")
	if len(problems) != 0 {
		t.Fatal(problems)
	}
	if want := "Directive (EU) 2016/2102 of 26.10.2016, version 1.5-beta, ISO/IEC 40500:2012."; !strings.Contains(p.Markdown, want) {
		t.Errorf("Markdown:\n%s\nwant %q", p.Markdown, want)
	}
	for _, src := range []string{
		"{{2016.}} was the year.\n",
		"{{1)}} first\n",
		"{{-}} dash\n",
		"{{+1}} plus\n",
		"Title\n{{===}}\n",
		"{{---}}\n",
		"- {{1.}} in a list\n",
		"> {{-}} quoted\n",
		"{{!}}[x](https://a.example/)\n",
		"[x]{{(https://a.example/)}}\n",
		"{{*a*}} and {{_b_}} and {{`c`}} and {{~~d~~}} and {{<b>}} and {{&amp;}} and {{#}} and {{|}}\n",
		"{{\\}} and {{\"q\"}} and {{'s'}}\n",
	} {
		p, problems := convertProse("about.md", []byte(src), "about")
		if len(problems) != 0 {
			t.Errorf("%q: %q", src, problems)
			continue
		}
		html := markdownHTML(t, p.Markdown)
		mt, mtags := plainText(t, html)
		ht, htags := plainText(t, string(p.HTML))
		if mt != ht || !slices.Equal(mtags, htags) {
			t.Errorf("%q: the Markdown %q reads as %q; the HTML page is %q", src, p.Markdown, html, p.HTML)
		}
	}
}

// markdownHTML renders Markdown with the prose's converter.
func markdownHTML(t *testing.T, md string) string {
	t.Helper()
	var b strings.Builder
	if err := markdown.Convert([]byte(md), &b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// plainText is the text of an HTML fragment, its spaces collapsed, and its elements' names in
// order (but the span that marks a literal on the HTML page).
func plainText(t *testing.T, h string) (string, []string) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(h))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	var tags []string
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		if n.Type == html.ElementNode && n.Data != "span" && n.Data != "html" && n.Data != "head" && n.Data != "body" {
			tags = append(tags, n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return strings.Join(strings.Fields(b.String()), " "), tags
}
