package policy

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestContactUnpublished (#11, item 1): a way to reach the operator that exists but whose number
// or address is not published (contact.unpublished), with who is given it. Refused at its key
// path with what would be right: a value outside the lists, a channel without a kind, a channel
// listed twice, and an e-mail address said to be unpublished where contact.email publishes one.
// diff classes any change of it as contact.
func TestContactUnpublished(t *testing.T) {
	raw, err := os.ReadFile(basePolicy)
	if err != nil {
		t.Fatal(err)
	}
	base := string(raw)
	with := func(list string, dropEmail bool) string {
		s := strings.Replace(base, "[contact]\n", "[contact]\nunpublished = "+list+"\n", 1)
		if dropEmail {
			s = strings.Replace(s, "email = \"crawler@crawler.example\"\n", "", 1)
			s = strings.Replace(s, "[[contact.requests]]\nkind = \"slower\"\nmin_interval = \"30s\"\n", "", 1)
		}
		return s
	}
	for _, tc := range []struct {
		name      string
		src       string
		wantErrs  []string
		wantValue []UnpublishedContact
	}{
		{name: "a telephone line for customers", src: with(`[{ channel = "phone", given_to = "customers" }]`, false),
			wantValue: []UnpublishedContact{{Channel: UnpublishedChannelPhone, GivenTo: ChannelAudienceCustomers}}},
		{name: "a telephone line, no audience stated", src: with(`[{ channel = "phone" }]`, false),
			wantValue: []UnpublishedContact{{Channel: UnpublishedChannelPhone}}},
		{name: "an e-mail address given on request, none published", src: with(`[{ channel = "email", given_to = "on-request" }, { channel = "phone", given_to = "public-bodies" }]`, true),
			wantValue: []UnpublishedContact{{Channel: UnpublishedChannelEmail, GivenTo: ChannelAudienceOnRequest}, {Channel: UnpublishedChannelPhone, GivenTo: ChannelAudiencePublicBodies}}},
		{name: "an e-mail address both published and not", src: with(`[{ channel = "email" }]`, false), wantErrs: []string{
			`policy.toml:20:18: contact.unpublished[0].channel: "email" says the e-mail address is not published, but contact.email publishes "crawler@crawler.example" (leave one of the two out)`,
		}},
		{name: "a channel listed twice", src: with(`[{ channel = "phone", given_to = "customers" }, { channel = "phone", given_to = "on-request" }]`, false), wantErrs: []string{
			`policy.toml:20:65: contact.unpublished[1].channel: "phone" is listed twice (at contact.unpublished[0] too: list each channel once)`,
		}},
		{name: "no channel", src: with(`[{ given_to = "customers" }]`, false), wantErrs: []string{
			`policy.toml:20:18: contact.unpublished[0].channel: missing (want "phone" or "email")`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Parse([]byte(tc.src), "policy.toml")
			var got []string
			var ps Problems
			if errors.As(err, &ps) {
				for _, e := range ps.Errors() {
					got = append(got, e.String())
				}
			} else if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if diff := cmp.Diff(tc.wantErrs, got); diff != "" {
				t.Fatalf("errors mismatch (-want +got):\n%s", diff)
			}
			if tc.wantErrs == nil {
				if diff := cmp.Diff(tc.wantValue, p.Contact.Unpublished); diff != "" {
					t.Errorf("contact.unpublished mismatch (-want +got):\n%s", diff)
				}
			}
		})
	}
	// Values outside the lists are refused by the loader, naming the key and the values.
	for _, bad := range []string{`[{ channel = "fax" }]`, `[{ channel = "phone", given_to = "partners" }]`} {
		_, err := Parse([]byte(with(bad, false)), "policy.toml")
		if err == nil || !strings.Contains(err.Error(), "contact.unpublished[0]") {
			t.Errorf("%s: got %v, want an error at contact.unpublished[0]", bad, err)
		}
	}
	// diff: a channel added, its audience changed, removed: each a change of class contact.
	old, err := Parse([]byte(with(`[{ channel = "phone", given_to = "customers" }]`, false)), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, other := range []string{base, with(`[{ channel = "phone", given_to = "on-request" }]`, false), with(`[{ channel = "phone", given_to = "customers" }, { channel = "email", given_to = "customers" }]`, true)} {
		nw, err := Parse([]byte(other), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		changes, err := Diff(old, nw)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, c := range changes {
			if strings.HasPrefix(c.Pointer, "/contact/unpublished") {
				n++
				if c.Class != ClassContact || c.Field != "contact_unpublished" {
					t.Errorf("%s: class %q, field %q; want contact, contact_unpublished", c.Pointer, c.Class, c.Field)
				}
			}
		}
		if n == 0 {
			t.Errorf("no change of contact.unpublished found in %v", changes)
		}
	}
}
