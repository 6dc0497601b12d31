package policy

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestBlockMeansRefused: what counts as a block (commitments.block_means, block_statuses) is
// stated only beside the promise stop-on-block, and no status counts as a block that the errors
// answer with a pause or a retry (the page would say both).
func TestBlockMeansRefused(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "without the promise",
			edits: []edit{replace("promises = [\"no-login\"]\n", "promises = [\"no-login\"]\nblock_means = [\"robots-txt\", \"robots-txt\"]\n")},
			want: []string{
				`policy.toml:99:1: commitments.block_means: says what counts as a block, but no promise is "stop-on-block" (add it to commitments.promises or an agent's promises, or remove this key)`,
				"policy.toml:99:30: commitments.block_means[1]: robots-txt is listed twice",
			},
		},
		{
			name:  "statuses paused, retried or no error",
			edits: []edit{replace("promises = [\"no-login\"]\n", "promises = [\"no-login\", \"stop-on-block\"]\nblock_statuses = [200, 429, 503, 410, 410]\n")},
			want: []string{
				"policy.toml:99:19: commitments.block_statuses[0]: 200 is not an HTTP error status (want a status from 400 to 599, e.g. 401, 403 or 410)",
				"policy.toml:99:24: commitments.block_statuses[1]: 429 counts as a block, but errors.reactions[0] pauses on it (remove it from one of the two)",
				"policy.toml:99:29: commitments.block_statuses[2]: 503 counts as a block, but errors.retries.on retries it (remove it from one of the two)",
				"policy.toml:99:39: commitments.block_statuses[4]: 410 is listed twice",
			},
		},
	})
}

// TestBlockMeansDiff: one more way to block the crawler that stops its fetching is more polite,
// one fewer less polite.
func TestBlockMeansDiff(t *testing.T) {
	with := func(means []BlockMeans, statuses ...int) *Policy {
		p := mybot(t)
		p.Commitments.Promises = append(p.Commitments.Promises, PromiseStopOnBlock)
		p.Commitments.BlockMeans = means
		p.Commitments.BlockStatuses = statuses
		return p
	}
	for _, c := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"means stated", with(nil), with([]BlockMeans{BlockMeansRobotsTxt}), "added /commitments/block_means/0 stricter"},
		{"a means added", with([]BlockMeans{BlockMeansRobotsTxt}), with([]BlockMeans{BlockMeansRobotsTxt, BlockMeansRequest}), "added /commitments/block_means/1 stricter"},
		{"a means removed", with([]BlockMeans{BlockMeansRobotsTxt, BlockMeansRequest}), with([]BlockMeans{BlockMeansRequest}), "removed /commitments/block_means/0 looser!"},
		{"a status added", with(nil, 403), with(nil, 403, 410), "added /commitments/block_statuses/1 stricter"},
		{"a status removed", with(nil, 403, 410), with(nil, 410), "removed /commitments/block_statuses/0 looser!"},
	} {
		t.Run(c.name, func(t *testing.T) {
			changes, err := Diff(c.old, c.new)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, ch := range changes {
				got = append(got, changeLine(ch))
			}
			if len(got) != 1 || got[0] != c.want {
				t.Errorf("changes %q, want [%q]", got, c.want)
			}
		})
	}
}

// TestOptOutEmailRefused: contact.optout_email (new-user trial 23, F1) is a mailbox of its own for
// the requests to stay away made by e-mail: one such request is needed, the address is not the
// general or the abuse one, and the topics of the general address do not offer exclusion.
func TestOptOutEmailRefused(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "no request to stay away",
			edits: []edit{replace("email = \"crawler@crawler.example\"\n", "email = \"crawler@crawler.example\"\noptout_email = \"optout@crawler.example\"\n")},
			want: []string{
				`policy.toml:21:1: contact.optout_email: is set, but no request of kind "stop", "blocklist" or "stop-url" is made by e-mail (want [[contact.requests]] kind = "stop", which the page lists under this address, or leave optout_email out)`,
			},
		},
		{
			name:  "the general address, and exclusion among its topics",
			edits: []edit{replace("email = \"crawler@crawler.example\"\n", "email = \"crawler@crawler.example\"\noptout_email = \"crawler@crawler.example\"\ntopics = [\"questions\", \"exclusion\"]\n"), replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"stop\"\n")},
			want: []string{
				`policy.toml:21:1: contact.optout_email: "crawler@crawler.example" is contact.email too (leave optout_email out where opt-outs go to the same address)`,
				`policy.toml:22:24: contact.topics[1]: "exclusion" is what contact.optout_email is for, but the topics are contact.email's (remove it here: the page names optout_email for it)`,
			},
		},
		{
			name:  "the abuse address",
			edits: []edit{replace("email = \"crawler@crawler.example\"\n", "email = \"crawler@crawler.example\"\nabuse_email = \"abuse@crawler.example\"\noptout_email = \"abuse@crawler.example\"\n"), replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"blocklist\"\n")},
			want: []string{
				`policy.toml:22:1: contact.optout_email: "abuse@crawler.example" is contact.abuse_email too (an opt-out is not an abuse report: name the mailbox that takes opt-outs)`,
			},
		},
		{
			name:  "another request by e-mail without the general address",
			edits: []edit{replace("email = \"crawler@crawler.example\"\n", "optout_email = \"optout@crawler.example\"\n\n[[contact.requests]]\nkind = \"stop\"\n")},
			want: []string{
				`policy.toml:19:2: contact.email: missing (contact.requests[1], kind "slower", is made by e-mail, and only "stop", "blocklist", "stop-url" and "removal" go to contact.optout_email: want the address to write to)`,
			},
		},
	})
}

// TestOptOutEmailAlone: a policy whose only address is the one for opting out, with only a
// request to stop, is valid.
func TestOptOutEmailAlone(t *testing.T) {
	src, err := os.ReadFile("testdata/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(src), "email = \"crawler@crawler.example\"\n\n[[contact.requests]]\nkind = \"slower\"\nmin_interval = \"30s\"\n", "optout_email = \"optout@crawler.example\"\n\n[[contact.requests]]\nkind = \"stop\"\n", 1)
	if s == string(src) {
		t.Fatal("edit did not apply")
	}
	if _, err := Parse([]byte(s), "policy.toml"); err != nil {
		t.Errorf("Parse: %v", err)
	}
}

// TestOptOutEmailDiff: the mailbox for opting out is a contact change, as the abuse mailbox is.
func TestOptOutEmailDiff(t *testing.T) {
	old := mybot(t)
	p := mybot(t)
	p.Contact.OptOutEmail = "optout@bot.example"
	p.Contact.Requests = append(p.Contact.Requests, Request{Kind: RequestKindStop})
	changes, err := Diff(old, p)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, ch := range changes {
		got = append(got, string(ch.Kind)+" "+ch.Pointer+" "+string(ch.Class))
	}
	want := []string{"added /contact/optout_email contact", "added /contact/requests/0 contact"}
	if !slices.Equal(got, want) {
		t.Errorf("changes %q, want %q", got, want)
	}
}

// TestLicenceAndIndefinitelyRefused: operator.republishes_license needs republishes and an SPDX
// identifier (a common short form named with the one meant); legal.retention[].indefinitely is
// one of keep_for, while_listed and indefinitely (new-user trial 21, F8).
func TestLicenceAndIndefinitelyRefused(t *testing.T) {
	runBadPolicies(t, []badPolicy{
		{
			name:  "a licence without republishes",
			edits: []edit{replace("[operator]\n", "[operator]\nrepublishes_license = \"CC0-1.0\"\n")},
			want: []string{
				"policy.toml:16:1: operator.republishes_license: is set, but republishes is not (want the address where the operator republishes the data)",
			},
		},
		{
			name:  "a short form",
			edits: []edit{replace("[operator]\n", "[operator]\nrepublishes = \"https://data.crawler.example/\"\nrepublishes_license = \"CC BY 4.0\"\n")},
			want: []string{
				`policy.toml:17:1: operator.republishes_license: "CC BY 4.0" is not an SPDX license identifier (did you mean "CC-BY-4.0"?)`,
			},
		},
		{
			name:  "no identifier",
			edits: []edit{replace("[operator]\n", "[operator]\nrepublishes = \"https://data.crawler.example/\"\nrepublishes_license = \"Creative Commons Zero\"\n")},
			want: []string{
				`policy.toml:17:1: operator.republishes_license: "Creative Commons Zero" is not an SPDX license identifier (want one from https://spdx.org/licenses/, e.g. "CC0-1.0" or "CC-BY-4.0")`,
			},
		},
		{
			name:  "indefinitely beside keep_for, and beside while_listed",
			edits: []edit{appendText("\n[[legal.retention]]\nwhat = \"raw-responses\"\nkeep_for = \"14d\"\nindefinitely = true\n\n[[legal.retention]]\nwhat = \"extracted-data\"\nwhile_listed = true\nindefinitely = true\n")},
			want: []string{
				"policy.toml:112:1: legal.retention[0].keep_for: is set, but so is indefinitely (keep the one the operator states)",
				"policy.toml:117:1: legal.retention[1].while_listed: is set, but so is indefinitely (keep the one the operator states)",
			},
		},
	})
}

// TestIndefinitelyDiff: data kept without a time limit in place of a period is kept longer, a
// looser commitment on collected data; the reverse stricter.
func TestIndefinitelyDiff(t *testing.T) {
	with := func(r Retention) *Policy {
		p := mybot(t)
		p.Legal.Retention = []Retention{r}
		return p
	}
	period := Retention{What: RetainedDataExtractedData, KeepFor: Duration{Duration: 14 * 24 * time.Hour}}
	forever := Retention{What: RetainedDataExtractedData, Indefinitely: true}
	for _, c := range []struct {
		name     string
		old, new *Policy
		want     []string
	}{
		{"period to indefinitely", with(period), with(forever), []string{"added /legal/retention/0/indefinitely looser data", "removed /legal/retention/0/keep_for looser data"}},
		{"indefinitely to period", with(forever), with(period), []string{"added /legal/retention/0/keep_for stricter data", "removed /legal/retention/0/indefinitely stricter data"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			changes, err := Diff(c.old, c.new)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, ch := range changes {
				s := string(ch.Kind) + " " + ch.Pointer + " " + string(ch.Class)
				if ch.DataUse {
					s += " data"
				}
				got = append(got, s)
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("changes %q, want %q", got, c.want)
			}
		})
	}
}
