package redisstore_test

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
	"github.com/sitegen-dev/sitegen/polite/redisstore"
)

// decisions counts the decisions a Store is asked for (its Admit calls for a request; not those
// that only give back slots) and their answers: a request admitted, told when its turn comes
// (Grant.Wait), or refused or held otherwise. A second reservation (spacing alone, where every
// request also counts against a quota: a request whose grant came back late reserves its turn
// again) is counted apart, with how late the grant it replaces was: the time it was asked at
// less the time the last admission reserved.
type decisions struct {
	polite.Store
	n, admitted, waits, again atomic.Int64
	mu                        sync.Mutex
	last                      time.Time // the time the last admission reserved
	late                      []time.Duration
}

func (d *decisions) Admit(ctx context.Context, a polite.Admission) (polite.Grant, error) {
	g, err := d.Store.Admit(ctx, a)
	if len(a.Spacing)+len(a.Slots)+len(a.Quotas) == 0 {
		return g, err // slots given back
	}
	if len(a.Slots)+len(a.Quotas) == 0 {
		d.again.Add(1)
		d.mu.Lock()
		d.late = append(d.late, a.Now.Sub(d.last))
		if err == nil && g.Wait.IsZero() {
			d.last = g.At
		}
		d.mu.Unlock()
		return g, err
	}
	d.n.Add(1)
	switch {
	case err != nil:
	case !g.Wait.IsZero():
		d.waits.Add(1)
	case g.FullSlot < 0 && g.FullQuota < 0 && g.Paused == nil && g.Robots == polite.RobotsFetch:
		d.admitted.Add(1)
		d.mu.Lock()
		d.last = g.At
		d.mu.Unlock()
	}
	return g, err
}

// countingBase answers like canned and counts the requests it was given; failing, it answers
// the page of every fifth host (h0, h5, ...) with a 500.
type countingBase struct {
	n       atomic.Int64
	failing bool
}

func (b *countingBase) RoundTrip(req *http.Request) (*http.Response, error) {
	b.n.Add(1)
	resp, err := canned{}.RoundTrip(req)
	if h := strings.TrimSuffix(req.URL.Hostname(), ".example"); b.failing && req.URL.Path != "/robots.txt" && strings.HasPrefix(h, "h") {
		if n, err := strconv.Atoi(h[1:]); err == nil && n%5 == 0 {
			resp.StatusCode = 500
		}
	}
	return resp, err
}

// commandCalls is the number of commands the server ran, by INFO commandstats (the commands a
// script runs included), except those the test itself sends (INFO, CONFIG).
func commandCalls(t *testing.T, c *redis.Client) (total int, byName map[string]int) {
	t.Helper()
	info, err := c.Info(context.Background(), "commandstats").Result()
	if err != nil {
		t.Fatal(err)
	}
	byName = map[string]int{}
	for line := range strings.SplitSeq(info, "\n") {
		name, rest, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok || !strings.HasPrefix(name, "cmdstat_") {
			continue
		}
		name = strings.TrimPrefix(name, "cmdstat_")
		calls, _, _ := strings.Cut(strings.TrimPrefix(rest, "calls="), ",")
		n, err := strconv.Atoi(calls)
		if err != nil {
			t.Fatalf("INFO commandstats: %q", line)
		}
		if name == "info" || strings.HasPrefix(name, "config") {
			continue
		}
		byName[name] = n
		total += n
	}
	return total, byName
}

// trip is one round trip to Redis, as the client's hook saw it: when it began and what it was.
type trip struct {
	at   time.Time
	kind string // "admit" (a request's admission), "again" (a second reservation), "give-back" (only slots given back), "react", "robots", "dial" (a new connection's setup), "other"
	// id is the grant id of an admission that took slots (admit.lua's answer); gives are the
	// grant ids whose slots a round trip gave back (admit.lua's arguments).
	id    string
	gives []string
}

// tripLog classifies the round trips of a client by the script and its arguments: admit.lua's
// first key is the sequence of grant ids, its second to fourth arguments the numbers of
// spacing, slot and quota keys (all zero: it only gives back slots); react.lua is any other
// script, except robots.txt's (its keys name it), whose copy is stored by a transaction.
type tripLog struct {
	mu    sync.Mutex
	trips []*trip
}

func (l *tripLog) DialHook(next redis.DialHook) redis.DialHook { return next }
func (l *tripLog) ProcessHook(next redis.ProcessHook) redis.ProcessHook {
	return func(ctx context.Context, cmd redis.Cmder) error {
		tr := l.add(cmd.Args())
		err := next(ctx, cmd)
		if c, ok := cmd.(*redis.Cmd); ok && err == nil {
			if res, ok := c.Val().([]any); ok && len(res) == 4 && res[0] == "ok" {
				id, _ := res[3].(string)
				l.mu.Lock()
				tr.id = id
				l.mu.Unlock()
			}
		}
		return err
	}
}
func (l *tripLog) ProcessPipelineHook(next redis.ProcessPipelineHook) redis.ProcessPipelineHook {
	return func(ctx context.Context, cmds []redis.Cmder) error {
		kind := "other"
		if setup(cmds) {
			kind = "dial"
		}
		for _, c := range cmds {
			for _, a := range c.Args() {
				if s, _ := a.(string); strings.Contains(s, "robots-claim|") {
					kind = "robots"
				}
			}
		}
		l.mu.Lock()
		l.trips = append(l.trips, &trip{at: time.Now(), kind: kind})
		l.mu.Unlock()
		return next(ctx, cmds)
	}
}

// setup reports whether the commands set up a connection the pool just dialed (HELLO, CLIENT
// SETINFO, AUTH, SELECT): not a request's round trip, but the pool's. Two requests' round trips at
// once (an admission and the flusher's give-back, on a loaded machine) make it dial a second
// connection.
func setup(cmds []redis.Cmder) bool {
	for _, c := range cmds {
		if name, _ := c.Args()[0].(string); !setupCommands[strings.ToLower(name)] {
			return false
		}
	}
	return len(cmds) > 0
}

var setupCommands = map[string]bool{"hello": true, "client": true, "auth": true, "select": true}

func (l *tripLog) add(args []any) *trip {
	tr := trip{at: time.Now(), kind: "other"}
	if name, _ := args[0].(string); setupCommands[strings.ToLower(name)] {
		tr.kind = "dial"
	}
	if len(args) > 3 {
		if name, _ := args[0].(string); strings.EqualFold(name, "evalsha") || strings.EqualFold(name, "eval") {
			nkeys, _ := args[2].(int)
			first, _ := args[3].(string)
			if strings.Contains(first, "robots|") {
				tr.kind = "robots"
			} else if strings.HasSuffix(first, "seq") && len(args) >= 3+nkeys+4 {
				argv := args[3+nkeys:]
				ns, _ := argv[1].(int)
				nc, _ := argv[2].(int)
				nq, _ := argv[3].(int)
				nr, _ := argv[4].(int)
				if ns == 0 && nc == 0 && nq == 0 && len(argv) >= 9+nr {
					for _, a := range argv[9 : 9+nr] {
						id, _ := a.(string)
						tr.gives = append(tr.gives, id)
					}
				}
				switch {
				case nc+nq > 0:
					tr.kind = "admit"
				case ns > 0:
					tr.kind = "again" // spacing alone: a late request's second reservation, where every request counts against a quota
				default:
					tr.kind = "give-back"
				}
			} else {
				tr.kind = "react"
			}
		}
	}
	l.mu.Lock()
	l.trips = append(l.trips, &tr)
	l.mu.Unlock()
	return &tr
}

// TestOneRoundTripPerDecision counts, on a real redis-server, the round trips to Redis per
// decision (the target: at most one) and per request sent, by a hook on the client, by
// the server's own INFO commandstats and by the decisions the Store was asked for (its Admit
// calls): every request, robots.txt included (limits.counts lists it), is spaced per host name
// (1 ms, and the 5 ms margin) and counted against a quota per site, and one decision, one
// script, asks for the pauses that hold it and the reactions' counts a success would end, and
// either admits it (reserving the time asked: the request leaves at once) or answers when its
// turn comes, having taken nothing. An instance alone never hears that answer: the page after
// robots.txt of the same host waits in the instance for the turn its own last request put later,
// then asks once; so one decision per request, and one round trip per decision. No request
// reserves its turn again (a "second reservation" of a timer that fired late, which the
// Transport made before each decision became reserve-now-or-wait) unless its grant came back
// more than the 5 ms margin after the time it reserved (a loaded machine): then, and only then,
// it reserves again, spacing alone (polite's waitTurn; TestLateDeparture), in a round trip
// counted apart, with the grant's lateness logged. With a concurrency cap, the slot a request took is given back with the
// next decision, in the same round trip; a round trip that only gives back slots is counted
// apart, and allowed only after the instance admitted nothing for 50 ms (Transport's
// releaseDelay: on a loaded machine the next request may come that late), and once at Close. A
// response that meets a reaction's condition costs one round trip more (its count, and the
// pause at the threshold); a success costs none. robots.txt costs none of its own: the decision
// on its fetch asks for another instance's copy (here there is none, and the instance claims
// the fetch), and the copy read is stored with the next decision, the page's.
func TestOneRoundTripPerDecision(t *testing.T) {
	const idle = 50 * time.Millisecond  // polite's releaseDelay
	const margin = 5 * time.Millisecond // polite's spacingMargin
	for _, tc := range []struct {
		name        string
		concurrency int
		failing     bool // every fifth host answers its page with a 500
	}{{"spacing+quota", 0, false}, {"spacing+quota+concurrency", 2, false}, {"spacing+quota+reactions", 0, true}} {
		t.Run(tc.name, func(t *testing.T) {
			srv := startRedis(t)
			log := &tripLog{}
			rdb := srv.client(t)
			rdb.AddHook(log)
			admin := srv.client(t)
			p := fleetPolicy()
			p.Limits.MinInterval = policy.Duration{Duration: time.Millisecond}
			p.Limits.Quotas = []policy.Cap{{Max: 1 << 30, Period: policy.Duration{Duration: time.Hour}, Key: policy.ScopeSite}}
			if tc.concurrency > 0 {
				p.Limits.Concurrency = policy.Count(tc.concurrency)
				p.Limits.ConcurrencyKey = policy.ScopeHostname
			}
			p.Errors.Reactions = []policy.Reaction{{On: []policy.Condition{policy.ConditionStatus5xx}, Threshold: 3, Consecutive: true,
				Pause: policy.Duration{Duration: time.Minute}, Escalation: &policy.Escalation{Factor: 2, Max: policy.Duration{Duration: time.Hour}},
				Scope: policy.ScopeHostname}}
			base := &countingBase{failing: tc.failing}
			dec := &decisions{Store: redisstore.New(rdb, "rt:")}
			tr, err := polite.New(p, polite.Options{Agent: "bot", Base: base, Store: dec})
			if err != nil {
				t.Fatal(err)
			}
			get := func(host string) {
				req, _ := http.NewRequest(http.MethodGet, "http://"+host+"/page", nil)
				resp, err := tr.RoundTrip(req)
				if err != nil {
					t.Fatal(err)
				}
				resp.Body.Close()
			}
			warm := []string{"warm.example"} // loads the admission script (EVALSHA, NOSCRIPT, EVAL): once per server
			if tc.failing {
				warm = append(warm, "h0.example", "h0.example") // and the reaction's: a 500
			}
			for _, h := range warm {
				get(h)
			}
			time.Sleep(2 * idle) // the warm-up's slot given back
			if err := admin.ConfigResetStat(context.Background()).Err(); err != nil {
				t.Fatal(err)
			}
			log.mu.Lock()
			log.trips = nil
			log.mu.Unlock()
			base.n.Store(0)
			dec.n.Store(0)
			dec.admitted.Store(0)
			dec.waits.Store(0)
			dec.again.Store(0)
			dec.mu.Lock()
			dec.late = nil
			dec.mu.Unlock()
			const hosts = 50
			for i := 1; i <= hosts; i++ {
				get(fmt.Sprintf("h%d.example", i)) // robots.txt, then the page: two requests
			}
			closing := time.Now()
			tr.Close() // gives back the last slot
			sent := int(base.n.Load())
			if sent != 2*hosts {
				t.Fatalf("%d requests sent, want %d", sent, 2*hosts)
			}
			log.mu.Lock()
			var trips []trip // the requests' round trips, without a new connection's setup
			dials := 0
			for _, tr := range log.trips {
				if tr.kind == "dial" {
					dials++
					continue
				}
				trips = append(trips, *tr)
			}
			log.mu.Unlock()
			kinds := map[string]int{}
			admittedAt := map[string]time.Time{} // grant id: when its admission's round trip began
			for _, tr := range trips {
				if tr.kind == "admit" && tr.id != "" {
					admittedAt[tr.id] = tr.at
				}
			}
			early := 0 // give-backs before Close
			for i, tr := range trips {
				kinds[tr.kind]++
				if tr.kind != "give-back" || !tr.at.Before(closing) {
					continue
				}
				early++
				// The slots it gives back were pending since the earliest of them was done, after
				// its admission's round trip began; the flusher gives them back only once that
				// one waited idle for an admission to carry them. The round trips' order on a
				// loaded machine says nothing more: an admission late by idle races the flusher,
				// and the hook may see it first though the flusher took the slots.
				var oldest time.Time
				for _, id := range tr.gives {
					if at, ok := admittedAt[id]; ok && (oldest.IsZero() || at.Before(oldest)) {
						oldest = at
					}
				}
				if oldest.IsZero() {
					continue // slots of the warm-up, given back late
				}
				if d := tr.at.Sub(oldest); d < idle {
					t.Errorf("round trip %d only gave back slots (grants %v), %v after the admission of the oldest of them: they had not waited %v for an admission to carry them", i, tr.gives, d, idle)
				}
			}
			total, byName := commandCalls(t, admin)
			if byName["evalsha"]+byName["exec"] != len(trips) {
				t.Errorf("the server ran %d scripts (EVALSHA) and %d transactions (EXEC), the client made %d round trips: a round trip that is neither (%v)", byName["evalsha"], byName["exec"], len(trips), byName)
			}
			nd := int(dec.n.Load())
			if kinds["admit"] > nd {
				t.Errorf("%d round trips of decisions for %d decisions: more than one per decision (%v)", kinds["admit"], nd, kinds)
			}
			if kinds["admit"] != nd {
				t.Errorf("%d round trips of decisions for %d decisions, want one each (%v)", kinds["admit"], nd, kinds)
			}
			if a := int(dec.admitted.Load()); a != sent || nd != sent {
				t.Errorf("%d decisions: %d admitted, %d waits, for %d requests; want one decision per request, each admitting it", nd, a, dec.waits.Load(), sent)
			}
			failed := 0
			if tc.failing {
				failed = hosts / 5
			}
			if kinds["react"] != failed {
				t.Errorf("%d round trips for reactions, want %d: one per 500 met, none for a success (%v)", kinds["react"], failed, kinds)
			}
			copies, err := admin.Keys(context.Background(), "rt:robots|http://h*").Result()
			if err != nil {
				t.Fatal(err)
			}
			if want := hosts + min(len(warm)-1, 1); len(copies) != want { // h0 warmed up in "failing"
				t.Errorf("%d copies of robots.txt in Redis, want %d: one per host, stored with the admission of the page that needed it", len(copies), want)
			}
			// A prompt grant is never reserved again; a grant that came back later than the
			// 5 ms margin (a loaded machine) is, and only that (polite's waitTurn).
			dec.mu.Lock()
			late := dec.late
			dec.mu.Unlock()
			if kinds["again"] != int(dec.again.Load()) {
				t.Errorf("%d round trips of second reservations for %d asked (%v)", kinds["again"], dec.again.Load(), kinds)
			}
			for _, l := range late {
				if l <= margin {
					t.Errorf("a second reservation for a grant %v late, within the margin %v: a prompt grant reserved its turn again (%v)", l, margin, kinds)
				}
			}
			if len(late) > 0 {
				t.Logf("%d second reservations, for grants late by %v", len(late), late)
			}
			if kinds["robots"]+kinds["other"] > 0 {
				t.Errorf("%d round trips that are no script (%v)", kinds["other"], kinds)
			}
			if total == 0 {
				t.Error("INFO commandstats counted nothing")
			}
			t.Logf("%d round trips for %d decisions (%d waits) and %d requests: %.3f per decision, %.3f per request (%v; give-backs after an idle %v: %d, the rest at Close); %d setting up a new connection",
				len(trips), nd, dec.waits.Load(), sent, float64(kinds["admit"])/float64(nd), float64(len(trips))/float64(sent), kinds, idle, early, dials)
		})
	}
}
