package polite_test

// The conformance harness, in process: for every example policy, every behaviour its page states
// is checked by package conform (one check per kind of statement: scripted sites, and a judgement
// of what they recorded) against what the Transport does, on testing/synctest's fake clock. The
// same checks judge any crawler through `sitegen conform`; here the crawler is the Transport,
// driven through each scenario's steps to the letter, so that hours of schedule run in
// milliseconds and every claim must show. TestClaimsCovered fails when a page states a behaviour
// no check covers, and TestMutations plants defects in the package and wants the harness to
// notice each.

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"net"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// examples are the example policies, every folder of ../examples.
var examples = func() []string {
	entries, err := os.ReadDir("../examples")
	if err != nil {
		panic(err)
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	return out
}()

// allowedUnobservable reports whether a claim's "not observable" verdict is one no run shows, even
// in process, judged by its evidence: a preferred window keeps no request away; a quota in files,
// persons or documents is the crawler's to count (Options.Elsewhere); a reaction to a timeout
// where no timeout is published is started by the crawler's own timeout. TestClaims wants every
// other claim to pass.
func allowedUnobservable(v conform.Verdict) bool {
	ev := strings.Join(v.Evidence, "; ")
	switch {
	case strings.HasPrefix(v.Claim, "time window "):
		return strings.Contains(ev, "draws work to it")
	case strings.HasPrefix(v.Claim, "quota "):
		return strings.Contains(ev, "only the crawler counts them")
	case strings.HasPrefix(v.Claim, "reaction "):
		return strings.Contains(ev, "timeout did not happen")
	}
	return false
}

// loadClaims loads an example and returns its claims, with the options its crawler gives New.
func loadClaims(t testing.TB, ex string) (*policy.Policy, []*conform.Claim, polite.Options) {
	p, err := policy.Load(os.DirFS("../examples/"+ex), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	claims, o := claimsOf(t, p)
	return p, claims, o
}

// claimsOf returns p's claims, with the numbers its crawler keeps for what p does not publish.
func claimsOf(t testing.TB, p *policy.Policy) ([]*conform.Claim, polite.Options) {
	claims, _, err := conform.Claims(p)
	if err != nil {
		t.Fatal(err)
	}
	o := crawlerOptions(p)
	for _, c := range claims {
		c.Counts, c.Durations = o.Unpublished.Counts, o.Unpublished.Durations
	}
	return claims, o
}

// claimByID returns the claim with the ID.
func claimByID(claims []*conform.Claim, id string) *conform.Claim {
	i := slices.IndexFunc(claims, func(c *conform.Claim) bool { return c.ID() == id })
	if i < 0 {
		return nil
	}
	return claims[i]
}

// crawlerOptions are what the examples' crawlers give New: a number for each unpublished value
// (7, or 37 minutes), and the statements only they can keep (caps on files, passes).
func crawlerOptions(p *policy.Policy) polite.Options {
	o := polite.Options{Unpublished: polite.Unpublished{Counts: map[string]int{}, Durations: map[string]time.Duration{}}}
	for _, a := range p.Agents {
		_, err := polite.New(p, polite.Options{Agent: a.ID, Version: "9.9"})
		var ue *polite.UnenforceableError
		if !errors.As(err, &ue) {
			continue
		}
		for _, ptr := range ue.Counts {
			o.Unpublished.Counts[ptr] = 7
		}
		for _, ptr := range ue.Durations {
			o.Unpublished.Durations[ptr] = 37 * time.Minute
		}
		o.Elsewhere = append(o.Elsewhere, ue.Pointers...)
	}
	return o
}

// isElsewhere reports whether the crawler keeps the statement at root itself: Options.Elsewhere
// names it or a statement it is part of. A statement acknowledged beside others under the same
// root (the usual pace default_interval beside min_interval, the links an agent follows beside
// its User-Agent) leaves the claim of the others to be judged.
func isElsewhere(o polite.Options, root string) bool {
	return slices.ContainsFunc(o.Elsewhere, func(e string) bool { return e == root || strings.HasPrefix(root, e+"/") })
}

// judge runs the claim's scenario with a Transport for enforce (the claim's own policy when nil)
// and returns the verdict. It runs inside a synctest bubble.
func judge(c *conform.Claim, o polite.Options, enforce *policy.Policy) conform.Verdict {
	sc := c.Scenario(conform.Env{InProcess: true})
	if enforce == nil {
		enforce = c.Policy
	}
	run, err := drive(sc, enforce, o)
	if err != nil {
		return conform.Verdict{Claim: c.ID(), Status: conform.Fail, Evidence: []string{err.Error()}}
	}
	return c.Check(sc, run)
}

// drive is the in-process crawler: a Transport for the scenario's agent over its sites, sending
// the steps to the letter on a clock that starts at the scenario's start.
func drive(sc *conform.Scenario, p *policy.Policy, o polite.Options) (*conform.Run, error) {
	start := sc.Start
	if start == "" {
		start = conform.HarnessNow
	}
	clock := clockAt(start)
	sc.Sites.Clock = clock.Now
	o.Agent, o.Base, o.Resolve, o.Version, o.Clock = sc.Agent, sc.Sites, sc.Sites.Resolve, "9.9", clock
	if sc.StoreDown {
		o.Store = downStore{}
	}
	if sc.NeverAccepts {
		o.Base = &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			at := clock.Now()
			<-ctx.Done() // a host that never accepts
			host, _, _ := net.SplitHostPort(addr)
			sc.Sites.Note(conform.Record{At: at, Host: host, Connect: true})
			return nil, ctx.Err()
		}}
	}
	var vmu sync.Mutex
	validators := map[string][2]string{}
	if sc.Validators {
		o.Validators = func(u *url.URL) (string, string) {
			vmu.Lock()
			defer vmu.Unlock()
			v := validators[u.String()]
			return v[0], v[1]
		}
	}
	tr, err := polite.New(p, o)
	if err != nil {
		return nil, err
	}
	defer tr.Close()
	client := &http.Client{Transport: tr}
	run := &conform.Run{Start: clock.Now(), InProcess: true}
	base := polite.Fetch{Target: sc.Target, Job: sc.Job, Keys: map[policy.Scope]string{}}
	if a, ok := p.Agents.Get(sc.Agent); ok {
		// The crawler fills in the User-Agent's placeholders, here with their examples.
		base.Placeholders = map[string]string{}
		for _, ph := range a.Placeholders {
			base.Placeholders[ph.Name] = ph.Example
		}
	}
	for _, s := range []policy.Scope{policy.ScopeObservation, policy.ScopeSync, policy.ScopeRun, policy.ScopeCustomer,
		policy.ScopeSystem, policy.ScopeMunicipality, policy.ScopeSource, policy.ScopeList, policy.ScopeFrame,
		policy.ScopeFetch, policy.ScopeAdmissionCheck} {
		base.Keys[s] = "k1"
	}
	var vary int
	var vaMu sync.Mutex
	fetchFor := func(nextRun bool) polite.Fetch {
		if nextRun {
			f := base
			f.Keys = maps.Clone(base.Keys)
			f.Keys[policy.ScopeRun] = "k2"
			return f
		}
		if !sc.VaryKeys {
			return base
		}
		vaMu.Lock()
		vary++
		n := vary
		vaMu.Unlock()
		f := base
		f.Keys = map[policy.Scope]string{}
		f.Placeholders = base.Placeholders
		for k, v := range base.Keys {
			f.Keys[k] = "v" + strconv.Itoa(n)
			if k == policy.ScopeRun {
				f.Keys[k] = v // one run: robots.txt read before every run is read once
			}
		}
		return f
	}
	var send func(method, u string, follow, nextRun, embedded bool) error
	send = func(method, u string, follow, nextRun, embedded bool) error {
		f := fetchFor(nextRun)
		f.Embedded = embedded // a resource of the page loaded before it (Step.Embedded)
		req, err := http.NewRequestWithContext(polite.WithFetch(context.Background(), f), method, u, nil)
		if err != nil {
			return err
		}
		resp, err := client.Do(req)
		if err != nil {
			return err
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			return err // a body that could not be read whole is discarded
		}
		if sc.Validators {
			vmu.Lock()
			validators[u] = [2]string{resp.Header.Get("ETag"), resp.Header.Get("Last-Modified")}
			vmu.Unlock()
		}
		if follow {
			for _, m := range hrefs.FindAllStringSubmatch(string(body), -1) {
				ref, err := resp.Request.URL.Parse(m[1])
				if err == nil {
					send(http.MethodGet, ref.String(), false, nextRun, false)
				}
			}
		}
		return nil
	}
	patiently := func(step conform.Step) {
		method := step.Method
		if method == "" {
			method = http.MethodGet
		}
		for range 10 {
			err := send(method, step.URL, step.Follow, step.NextRun, step.Embedded)
			until, ok := heldUntil(err)
			if !(step.Patient || step.Probe) || !ok {
				return
			}
			time.Sleep(until.Sub(clock.Now()))
			if step.Probe {
				return
			}
		}
	}
	var first time.Time
	var wg sync.WaitGroup
	for _, step := range sc.Steps {
		if !step.Parallel {
			wg.Wait()
		}
		time.Sleep(step.Sleep)
		if step.SleepUntil > 0 && !first.IsZero() {
			time.Sleep(first.Add(step.SleepUntil).Sub(clock.Now()))
		}
		if first.IsZero() {
			first = clock.Now()
		}
		if step.Report != "" {
			u, _ := url.Parse(step.URL)
			tr.Report(polite.WithFetch(context.Background(), fetchFor(step.NextRun)), u, policy.Condition(step.Report))
			sc.Sites.Note(conform.Record{Host: u.Hostname(), Path: u.RequestURI(), Reported: step.Report})
			continue
		}
		if step.Parallel {
			wg.Go(func() { patiently(step) })
			continue
		}
		patiently(step)
	}
	wg.Wait()
	run.End = clock.Now()
	run.Records = sc.Sites.Records(nil)
	return run, nil
}

var hrefs = regexp.MustCompile(`href="([^"]+)"`)

// heldUntil returns when a request the Transport held back may be asked again.
func heldUntil(err error) (time.Time, bool) {
	var q *polite.QuietError
	var qe *polite.QuotaError
	var pe *polite.PausedError
	var de *polite.DeferredError
	var oe *polite.OutsideWindowError
	switch {
	case errors.As(err, &oe):
		return oe.Until, true
	case errors.As(err, &q):
		return q.Until, true
	case errors.As(err, &qe):
		return qe.Until, true
	case errors.As(err, &pe):
		return pe.Until, true
	case errors.As(err, &de):
		return de.Until, true
	}
	return time.Time{}, false
}

func TestClaims(t *testing.T) {
	for _, ex := range examples {
		_, claims, o := loadClaims(t, ex)
		for _, c := range claims {
			t.Run(ex+"/"+c.ID(), func(t *testing.T) {
				if isElsewhere(o, c.Root) {
					t.Skipf("%s is kept by the crawler itself (Options.Elsewhere): %s", c.Root, c.Kind.Name)
				}
				synctest.Test(t, func(t *testing.T) {
					v := judge(c, o, nil)
					switch {
					case v.Status == conform.Pass:
						t.Logf("%s", strings.Join(v.Evidence, "; "))
					case v.Status == conform.NotObservable && allowedUnobservable(v):
						t.Logf("not observable: %s", strings.Join(v.Evidence, "; "))
					default:
						t.Errorf("%s: %s", v.Status, strings.Join(v.Evidence, "\n\t"))
					}
				})
			})
		}
	}
}

// TestClaimsCovered fails when a page states a behaviour of requests that no check covers: a
// leaf conform takes for a statement of requests that matches no kind, or a leaf the ledger
// (ledger_test.go) holds enforced with a conform check that no claim of the harness judges
// (conform's own list of statements could leave it out) unless conform names it as no request
// (a label).
func TestClaimsCovered(t *testing.T) {
	for _, ex := range examples {
		p, err := policy.Load(os.DirFS("../examples/"+ex), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		claims, uncovered, err := conform.Claims(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, ptr := range uncovered {
			t.Errorf("%s: %s is stated on the page and no check of the harness covers it", ex, ptr)
		}
		for _, ptr := range unjudged(t, p, claims) {
			t.Errorf("%s: %s is stated on the page, the ledger says polite enforces it with a conform check, and no claim judges it", ex, ptr)
		}
	}
}

// unjudged are the leaves of p that the ledger holds enforced with a conform check (its kind)
// and that no claim covers, leaving out those conform names as no request.
func unjudged(t *testing.T, p *policy.Policy, claims []*conform.Claim) []string {
	data, err := p.FullJSON()
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	var out []string
	policy.WalkJSON(doc, "", func(ptr string, v any) {
		if policy.IsJSONContainer(v) {
			return
		}
		in := classify(ledger, anyIndex(ptr))
		if len(in) != 1 || ledger[in[0]].class != enforced || ledger[in[0]].kind == "" {
			return
		}
		for _, n := range conform.NotRequests {
			if n.Pattern.MatchString(ptr) {
				return
			}
		}
		if !slices.ContainsFunc(claims, func(c *conform.Claim) bool { return c.Kind.Pattern.MatchString(ptr) }) {
			out = append(out, ptr)
		}
	})
	return out
}

// TestUnjudgedCanFail: a leaf the ledger holds enforced with a check is reported once its kind's
// claims are gone.
func TestUnjudgedCanFail(t *testing.T) {
	p, err := policy.Load(os.DirFS("../examples/search-engine"), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	claims, _, err := conform.Claims(p)
	if err != nil {
		t.Fatal(err)
	}
	without := slices.DeleteFunc(slices.Clone(claims), func(c *conform.Claim) bool { return c.Kind.Name == "product token" })
	if got := unjudged(t, p, without); !slices.Contains(got, "/agents/nordsuchebot/token") {
		t.Errorf("without the product token's claims: unjudged %v, want /agents/nordsuchebot/token", got)
	}
}

// TestTokenAndAgentRobotsChecks: the harness's checks of an agent's product token and of its
// robots_txt fail against a Transport for another token, and for the opposite robots_txt.
func TestTokenAndAgentRobotsChecks(t *testing.T) {
	for _, tc := range []struct {
		ex, claim string
		change    func(a *policy.Agent)
	}{
		{"search-engine", "product token /agents/nordsuchebot/token", func(a *policy.Agent) { a.Token = "SomeoneElse" }},
		{"search-engine", "robots.txt read or not /agents/nordsuchebot/robots_txt", func(a *policy.Agent) { a.RobotsTxt = policy.RobotsUseNotRead }},
		{"feed-reader", "robots.txt read or not /agents/fetcher/robots_txt", func(a *policy.Agent) { a.RobotsTxt = policy.RobotsUseRead }},
	} {
		t.Run(tc.claim, func(t *testing.T) {
			_, claims, o := loadClaims(t, tc.ex)
			c := claimByID(claims, tc.claim)
			if c == nil {
				t.Fatalf("no claim %q", tc.claim)
			}
			synctest.Test(t, func(t *testing.T) {
				if v := judge(c, o, nil); v.Status != conform.Pass {
					t.Errorf("%s: %s", v.Status, strings.Join(v.Evidence, "; "))
				}
			})
			wrong, err := policy.Load(os.DirFS("../examples/"+tc.ex), "policy.toml")
			if err != nil {
				t.Fatal(err)
			}
			i := slices.IndexFunc(wrong.Agents, func(a policy.Agent) bool { return a.ID == c.Agent })
			tc.change(&wrong.Agents[i])
			synctest.Test(t, func(t *testing.T) {
				if v := judge(c, o, wrong); v.Status != conform.Fail {
					t.Errorf("against a Transport that does otherwise: %s: %s", v.Status, strings.Join(v.Evidence, "; "))
				}
			})
		})
	}
}
