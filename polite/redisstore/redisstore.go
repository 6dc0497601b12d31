// Package redisstore shares the state of package polite among the instances of a crawler through
// Redis, so that together they send to a host no faster than the policy says: the spacing per key,
// the requests in flight per key, the quota counts, the reactions' counts and pauses (and
// errors.slow_down's counts, whose level lengthens the spacing of their key for every instance,
// for as long as the count lives) and the copies of robots.txt live in Redis, each change made by one server-side Lua script (atomic:
// admit.lua, one round trip per decision, which admits a request or says when its turn comes;
// react.lua, one more for a response that met a
// reaction's condition), each key set to expire when it no longer constrains anything, measured
// on Redis's clock (a count a day after its last change, a copy of robots.txt when it is no
// longer in force), the spacing, slot, quota and pause keys a minute later still: an admission
// reaches Redis some time after its instance read its clock (Admission.Now), and a key gone when
// its time ended on Redis's clock would be missing for an admission whose Now lies within it
// (TestStaleNow). A pause started is published on the channel PREFIX+"holds" (Redis Pub/Sub), which
// every instance's Watch subscribes to on a connection of its own.
//
// A copy of robots.txt holds the body up to robots_txt.max_size (500 KiB where the policy sets
// none): Redis needs about the sum of the robots.txt sizes of the origins fetched within their
// cache time.
//
// It is a package of its own so that importing polite does not pull in a Redis client, as
// database/sql keeps its drivers apart. The client is github.com/redis/go-redis/v9.
//
// The times compared are the instances' own (polite's Clock), in milliseconds: instances whose
// clocks differ by d may space requests up to d less than the interval, so keep them synchronised
// (NTP does to a few milliseconds).
package redisstore

import (
	"context"
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/sitegen-dev/sitegen/polite"
)

// Store is a polite.Store in Redis.
type Store struct {
	rdb    redis.UniversalClient
	prefix string
}

// New returns a Store that keeps its keys in rdb, each name prefixed with prefix (e.g.
// "polite:"), so that several crawlers can share a server.
func New(rdb redis.UniversalClient, prefix string) *Store {
	return &Store{rdb: rdb, prefix: prefix}
}

//go:embed admit.lua
var admitSource string

var admitScript = redis.NewScript(admitSource)

// Admit implements polite.Store in one round trip (EVALSHA of admit.lua), the slots of
// a.Release given back, the pauses and counts looked up and the copies of robots.txt stored and
// looked up included: a copy is a hash (status, the time it was read, the body) that expires
// when it is no longer in force, its claim a key holding the claimant. Each call is one decision:
// it reserves a.Now, or, where a spacing key's turn comes later, takes nothing and answers
// polite.Grant.Wait, the time of that turn; it never reserves a later time, so that a request
// leaves at once after its reservation and never needs a second one.
func (s *Store) Admit(ctx context.Context, a polite.Admission) (polite.Grant, error) {
	nr := 0
	for _, r := range a.Release {
		nr += len(r.Slots)
	}
	keys := make([]string, 0, 1+2*len(a.Spacing)+len(a.Slots)+len(a.Quotas)+nr+len(a.Pauses)+len(a.Counts))
	keys = append(keys, s.prefix+"seq")
	args := make([]any, 0, 9+4*len(a.Spacing)+2*(len(a.Slots)+len(a.Quotas))+nr)
	rob := 0
	if a.Robots != nil {
		rob = 1
	}
	args = append(args, nowMilli(a.Now), len(a.Spacing), len(a.Slots), len(a.Quotas), nr, len(a.Pauses), len(a.Counts), len(a.PutRobots), rob)
	for _, sp := range a.Spacing {
		// the spacing key, and the count whose level slows it down (errors.slow_down; the
		// spacing key again where none does, never read)
		slow, factor := s.prefix+sp.Key, 0
		if sp.Slow != "" && sp.Factor > 1 {
			slow, factor = s.prefix+countPrefix+sp.Slow, sp.Factor
		}
		keys = append(keys, s.prefix+sp.Key, slow)
		args = append(args, ceilMilli(sp.Interval), factor, ceilMilli(sp.Max), sp.Margin.Milliseconds())
	}
	for _, sl := range a.Slots {
		keys = append(keys, s.prefix+sl.Key)
		args = append(args, sl.Limit, ceilMilli(sl.TTL))
	}
	for _, q := range a.Quotas {
		keys = append(keys, s.prefix+q.Key)
		args = append(args, q.Max, ceilMilli(q.Period))
	}
	for _, r := range a.Release {
		for _, k := range r.Slots {
			keys = append(keys, s.prefix+k)
			args = append(args, r.ID)
		}
	}
	for _, k := range a.Pauses {
		keys = append(keys, s.prefix+pausePrefix+k)
	}
	for _, k := range a.Counts {
		keys = append(keys, s.prefix+countPrefix+k)
	}
	for _, p := range a.PutRobots {
		ck, lk := s.robotsKeys(p.RobotsQuery)
		keys = append(keys, ck, lk)
		if c := p.Copy; c != nil {
			args = append(args, 1, p.Claimant, c.Status, c.ReadAt.UnixMilli(), c.ReadAt.Add(p.TTL).UnixMilli(), c.Body)
		} else {
			args = append(args, 0, p.Claimant, 0, 0, 0, "")
		}
	}
	if q := a.Robots; q != nil {
		ck, lk := s.robotsKeys(*q)
		keys = append(keys, ck, lk)
		args = append(args, q.Claimant, max(ceilMilli(q.Claim), 1))
	}
	res, err := admitScript.Run(ctx, s.rdb, keys, args...).Slice()
	if err != nil {
		return polite.Grant{}, fmt.Errorf("redisstore: admit: %w", err)
	}
	if len(res) != 4 {
		return polite.Grant{}, fmt.Errorf("redisstore: admit: unexpected answer %v", res)
	}
	kind, _ := res[0].(string)
	idx, _ := res[1].(int64)
	ms, _ := res[2].(int64)
	id, _ := res[3].(string)
	g := polite.Grant{FullSlot: -1, FullQuota: -1}
	switch kind {
	case "robots":
		body, _ := res[3].(string)
		g.Robots, g.RobotsCopy = polite.RobotsCopied, polite.RobotsCopy{Status: int(idx), ReadAt: time.UnixMilli(ms), Body: []byte(body)}
	case "robots-wait":
		g.Robots = polite.RobotsWait
	case "pause":
		if int(idx) >= len(a.Pauses) {
			return polite.Grant{}, fmt.Errorf("redisstore: admit: unexpected answer %v", res)
		}
		g.Paused = &polite.Hold{Key: a.Pauses[idx], Until: time.UnixMilli(ms), Pointer: id}
	case "stopped":
		if int(idx) >= len(a.Pauses) {
			return polite.Grant{}, fmt.Errorf("redisstore: admit: unexpected answer %v", res)
		}
		g.Paused = &polite.Hold{Key: a.Pauses[idx], Stopped: true, Pointer: id}
	case "quota":
		g.FullQuota, g.Reset = int(idx), time.UnixMilli(ms)
	case "slot":
		g.FullSlot = int(idx)
	case "wait":
		g.Wait = time.UnixMilli(ms)
	case "ok":
		g.At = time.UnixMilli(ms)
		if len(a.Slots) > 0 {
			g.ID = id
			for _, sl := range a.Slots {
				g.Slots = append(g.Slots, sl.Key)
			}
		}
		if g.At.Before(a.Now) {
			g.At = a.Now
		}
		if len(a.Counts) > 0 {
			g.Counting = make([]bool, len(a.Counts))
			for i := range a.Counts {
				g.Counting[i] = idx&(1<<i) != 0
			}
		}
	default:
		return polite.Grant{}, fmt.Errorf("redisstore: admit: unexpected answer %v", res)
	}
	return g, nil
}

// The keys of pauses and of reactions' counts, after the Store's prefix; the channel the pauses
// are published on.
const (
	pausePrefix = "p|"
	countPrefix = "r|"
	holdChannel = "holds"
)

//go:embed react.lua
var reactSource string

var reactScript = redis.NewScript(reactSource)

// React implements polite.Store in one round trip (EVALSHA of react.lua), which also publishes
// each pause started to the Watch of every instance (Redis Pub/Sub).
func (s *Store) React(ctx context.Context, now time.Time, steps []polite.ReactionStep) ([]polite.Hold, error) {
	if len(steps) == 0 {
		return nil, nil
	}
	keys := make([]string, 0, 2*len(steps))
	args := make([]any, 0, 3+10*len(steps))
	args = append(args, nowMilli(now), s.prefix+holdChannel, len(s.prefix))
	for _, st := range steps {
		counted := 0
		ck := s.prefix + pausePrefix + st.Hold // never read: a step without a count
		if st.Count != "" {
			counted, ck = 1, s.prefix+countPrefix+st.Count
		}
		hk := s.prefix + pausePrefix + st.Hold
		if st.SlowDown {
			hk = s.prefix + st.Hold // the spacing key it slows down
		}
		keys = append(keys, ck, hk)
		args = append(args, b01(st.Hit), st.Threshold, b01(st.Consecutive), ceilMilli(st.Pause), st.Factor, ceilMilli(st.Max), st.Pointer, counted, b01(st.StopsRun), b01(st.SlowDown))
	}
	res, err := reactScript.Run(ctx, s.rdb, keys, args...).Slice()
	if err != nil {
		return nil, fmt.Errorf("redisstore: react: %w", err)
	}
	var holds []polite.Hold
	for _, r := range res {
		h, ok := r.([]any)
		if !ok || len(h) != 4 {
			return nil, fmt.Errorf("redisstore: react: unexpected answer %v", res)
		}
		key, _ := h[0].(string)
		ms, _ := h[1].(int64)
		ptr, _ := h[2].(string)
		stopped, _ := h[3].(int64)
		holds = append(holds, polite.Hold{Key: strings.TrimPrefix(key, pausePrefix), Until: time.UnixMilli(ms), Pointer: ptr, Stopped: stopped == 1})
	}
	return holds, nil
}

// Watch implements polite.Store: it subscribes to the pauses react.lua publishes (Redis
// Pub/Sub, on its own connection) and calls f with each until ctx ends. go-redis subscribes
// again after a lost connection; what was published meanwhile is missed (the admission still
// finds the pause in its key).
func (s *Store) Watch(ctx context.Context, f func(polite.Hold)) error {
	ps := s.rdb.Subscribe(ctx, s.prefix+holdChannel)
	defer ps.Close()
	if _, err := ps.Receive(ctx); err != nil { // the subscription's confirmation
		return fmt.Errorf("redisstore: watch: %w", err)
	}
	ch := ps.Channel()
	for {
		select {
		case <-ctx.Done():
			return nil
		case m, ok := <-ch:
			if !ok {
				return nil
			}
			if h, ok := parseHold(m.Payload); ok {
				f(h)
			}
		}
	}
}

// parseHold reads a pause as react.lua publishes it: "until|pointer|key" ("stop|pointer|key" for
// a run ended), the key with the
// pause prefix (the Store's own prefix taken off).
func parseHold(v string) (polite.Hold, bool) {
	ms, rest, ok := strings.Cut(v, "|")
	if !ok {
		return polite.Hold{}, false
	}
	ptr, key, ok := strings.Cut(rest, "|")
	if !ok {
		return polite.Hold{}, false
	}
	h := polite.Hold{Key: strings.TrimPrefix(key, pausePrefix), Pointer: ptr}
	if ms == "stop" {
		h.Stopped = true
		return h, true
	}
	n, err := strconv.ParseInt(ms, 10, 64)
	if err != nil {
		return polite.Hold{}, false
	}
	h.Until = time.UnixMilli(n)
	return h, true
}

func b01(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (s *Store) robotsKeys(q polite.RobotsQuery) (copyKey, claimKey string) {
	k := q.Origin + "|" + q.Run
	return s.prefix + "robots|" + k, s.prefix + "robots-claim|" + k
}

// Release implements polite.Store: one round trip (a pipeline of ZREM).
func (s *Store) Release(ctx context.Context, g polite.Grant) error {
	if len(g.Slots) == 0 {
		return nil
	}
	_, err := s.rdb.Pipelined(ctx, func(p redis.Pipeliner) error {
		for _, k := range g.Slots {
			p.ZRem(ctx, s.prefix+k, g.ID)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("redisstore: release: %w", err)
	}
	return nil
}

// ceilMilli is d in whole milliseconds, rounded up so that no interval shrinks.
func ceilMilli(d time.Duration) int64 {
	return int64((d + time.Millisecond - 1) / time.Millisecond)
}

// nowMilli is t in milliseconds, rounded up, so that a reservation is never before the time it
// is made.
func nowMilli(t time.Time) int64 {
	ms := t.UnixMilli()
	if time.UnixMilli(ms).Before(t) {
		ms++
	}
	return ms
}

var _ polite.Store = (*Store)(nil)
