package polite

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Store holds the state that spaces, caps, counts and pauses requests: per key, the time of the
// last request, the requests in flight, the requests counted against a quota, the pauses in
// force and the reactions' counts that lead to them; and, shared by a fleet, the copies of
// robots.txt. The Transport keeps one in memory (NewMemoryStore); a fleet of instances shares
// one through Options.Store, such as package polite/redisstore, so that together they send no
// faster than the policy says, pause together and read robots.txt once.
//
// Admit is one round trip: it either takes everything the request needs, atomically, or nothing;
// it also finds the pauses that hold the request, and another instance's copy of robots.txt for
// a fetch of it. The Transport gives back the slots of a request, and stores the copy of
// robots.txt it read, in the next Admit it makes (Admission.Release, Admission.PutRobots), so
// that a request costs one round trip to a shared store, not two. React costs one more round
// trip, only for a response that met a reaction's condition (or a success that ends a count).
type Store interface {
	// Admit first gives back the slots of the grants in a.Release. Then it books a request: when every quota has room and every slot key is below its limit, it
	// counts the request against the quotas, takes one slot of each slot key, and reserves for
	// the request the earliest time at or after a.Now that is at least Interval after the last
	// reservation of each spacing key, which then becomes that key's last. Otherwise it takes
	// nothing and says what is full. A store may instead reserve only a.Now itself: where a
	// spacing key's turn comes later, it takes nothing and answers Grant.Wait, the time of that
	// turn, and the Transport asks again then (a fleet's store does: a request admitted leaves at
	// once, so that no timer that fires late can make it leave after the time it reserved). An
	// error means the store could not be reached.
	Admit(ctx context.Context, a Admission) (Grant, error)
	// Release gives back the slots a Grant took, when the request is done.
	Release(ctx context.Context, g Grant) error
	// React applies, at now and atomically, what responses did to the reactions' counts (one
	// round trip): a step that hit counts, and at its threshold starts a pause of its Hold key
	// (its Pause, or the last pause in a row times Factor, up to Max), unless a longer pause holds
	// that key already, or, for a step that slows down (SlowDown), raises its count's level by
	// one; a success ends a count in a row and the escalation, and leaves the level as it is. It
	// returns the pauses it started, which it also tells every Watch of the store. An error means
	// the store could not be reached and nothing was counted.
	React(ctx context.Context, now time.Time, steps []ReactionStep) ([]Hold, error)
	// Watch calls f with every pause started through the store, by any instance, until ctx
	// ends, and returns then; f must not block. While the store cannot be reached, pauses are
	// missed (Admit still finds them).
	Watch(ctx context.Context, f func(Hold)) error
}

// RobotsQuery names a copy of robots.txt that the instances of a fleet share: its origin
// (scheme, host and port, RFC 9309 §2.3) and the run it was read for (robots_txt.check =
// "before-every-run"; empty otherwise).
type RobotsQuery struct {
	Origin string
	Run    string
	// Claimant identifies the instance (Transport) that claims the fetch; Claim is how long its
	// claim lasts, should it never give it back.
	Claimant string
	Claim    time.Duration
}

// RobotsPut is a copy of robots.txt an instance read, stored for the others for TTL (the time
// it stays in force, from Copy.ReadAt) with the claim of its fetch given back; with Copy nil
// only the claim is given back (the fetch found robots.txt unreachable, or did not happen).
type RobotsPut struct {
	RobotsQuery
	Copy *RobotsCopy
	TTL  time.Duration
}

// RobotsAnswer is what a Store found for Admission.Robots.
type RobotsAnswer int

const (
	// RobotsFetch: no copy is there, and the fetch is this instance's: the request was admitted
	// and the fetch claimed. It is the zero value, as for a request that asked nothing.
	RobotsFetch RobotsAnswer = iota
	// RobotsCopied: a copy is there (Grant.RobotsCopy); nothing was taken.
	RobotsCopied
	// RobotsWait: no copy is there, and another instance is fetching it; nothing was taken.
	RobotsWait
)

// RobotsCopy is robots.txt as an instance read it: the status of the last answer (after the
// redirects followed; 2xx with the body, 4xx without one) and the body up to the size limit.
type RobotsCopy struct {
	Status int
	Body   []byte
	ReadAt time.Time
}

// Hold is a pause of a key: no request of the key is admitted before Until; or, Stopped, a run
// that a reaction ended (stops_run): none of its requests is admitted any more (Until is when
// it was stopped).
type Hold struct {
	Key     string
	Until   time.Time
	Stopped bool
	// Pointer is the JSON Pointer of the statement that started it (a reaction, or
	// /errors/retry_after).
	Pointer string
}

// ReactionStep is what one response did to one reaction's count, for Store.React.
type ReactionStep struct {
	// Count is the key of the count (the reaction and the value of its scope, and of its
	// within); empty for a pause that counts nothing (a Retry-After's).
	Count string
	// Hit is true when the response met the reaction's conditions; false for a success, which
	// ends a count in a row (Consecutive) and the escalation, and starts nothing.
	Hit         bool
	Threshold   int
	Consecutive bool
	// Pause is the pause at the threshold: the reaction's, or the Retry-After (capped at
	// errors.retry_after_max) where it says so. Factor and Max are its escalation: each pause in
	// a row Factor times the last, up to Max (0: no cap).
	Pause  time.Duration
	Factor int
	Max    time.Duration
	// Hold is the key the pause holds; Pointer the statement that starts it.
	Hold    string
	Pointer string
	// StopsRun: at the threshold the run that Hold names ends (stops_run) instead of pausing.
	StopsRun bool
	// SlowDown: at the threshold the level of Count goes up by one (errors.slow_down: the
	// interval of a Spacing whose Slow is Count is multiplied once more), and Hold is that
	// Spacing's key, whose last reservation the store then keeps as long as the count (the
	// longer interval counts from it); no pause, and Pause, Factor and Max are not read. A
	// success leaves the level as it is: the page states no return to the usual interval. The
	// level lasts as long as the count does.
	SlowDown bool
}

// Admission is what one request asks of a Store.
type Admission struct {
	// Now is the time of the request, from the Transport's clock.
	Now time.Time
	// Spacing are the keys the request is spaced by, each with its interval.
	Spacing []Spacing
	// Slots are the keys whose requests in flight are capped.
	Slots []Slot
	// Quotas are the quotas the request counts against.
	Quotas []Quota
	// Release are earlier grants whose slots are given back before anything else, in the same
	// round trip: requests that are done. They are given back even when the request is refused.
	Release []Grant
	// Pauses are the keys whose pause holds the request: when one is paused at Now, nothing is
	// taken and Grant.Paused says which, until when.
	Pauses []string
	// Counts are keys of reactions' counts; Grant.Counting says which of them the store holds
	// a count for (which a success then ends, with React).
	Counts []string
	// PutRobots are copies of robots.txt this instance read, stored first, in the same round
	// trip, even when the request is refused.
	PutRobots []RobotsPut
	// Robots, set for a fetch of robots.txt, asks first for another instance's copy: when one is
	// there, or another instance claimed the fetch, nothing is taken and Grant.Robots says so;
	// when the request is admitted, its fetch is claimed for this instance.
	Robots *RobotsQuery
}

// Spacing is a minimum interval between the requests of a key.
type Spacing struct {
	Key      string
	Interval time.Duration
	// Slow, where set, is the key of a reactions' count (ReactionStep.Count) whose level the
	// slow-downs raise (errors.slow_down, ReactionStep.SlowDown): the interval is then Interval
	// less Margin (the Transport's allowance for the time a request takes to leave, which is
	// not multiplied) multiplied by Factor once per level, up to Max, plus Margin; never shorter
	// than Interval. It lasts as long as the store keeps that count: a day after its last
	// change (a MemoryStore's counts also end with its process), as the page states no return
	// to the usual interval.
	Slow   string
	Factor int
	Max    time.Duration
	Margin time.Duration
}

// Slot is a cap on the requests of a key in flight at once. A shared store gives back a slot not
// released within TTL, so that an instance that died holds none for long; a MemoryStore, whose
// process releases its own slots, ignores TTL.
type Slot struct {
	Key   string
	Limit int
	TTL   time.Duration
}

// Quota is a cap of Max requests of a key within any Period (a sliding window: no Period holds
// more than Max).
type Quota struct {
	Key    string
	Max    int
	Period time.Duration
}

// Grant is a Store's answer to an Admission.
type Grant struct {
	// At is when the request may be sent (the latest reservation of its spacing keys); valid when
	// nothing is full and Wait is zero.
	At time.Time
	// Wait, when not zero, is when the turn of the request's spacing keys comes: nothing was
	// taken, and the request asks again then (a store that reserves only Admission.Now).
	Wait time.Time
	// FullSlot is the index in Admission.Slots of a slot key at its limit, or -1.
	FullSlot int
	// FullQuota is the index in Admission.Quotas of a used-up quota, or -1; Reset is then when
	// its oldest counted request leaves the period.
	FullQuota int
	Reset     time.Time
	// ID identifies the slots taken, for Release; Slots are their keys.
	ID    string
	Slots []string
	// Paused is the pause that holds the request, nil when none does; nothing is taken then.
	Paused *Hold
	// Counting[i] is true when the store holds a count under Admission.Counts[i].
	Counting []bool
	// Robots and RobotsCopy answer Admission.Robots.
	Robots     RobotsAnswer
	RobotsCopy RobotsCopy
}

// MemoryStore is a Store in the memory of one process. Its state per key is dropped once it no
// longer constrains anything (a spacing key whose last request is an interval past, a quota key
// with nothing counted in its period, a slot key with nothing in flight), so that its size follows
// the keys active within the longest interval or period, not every host ever fetched.
type MemoryStore struct {
	mu sync.Mutex
	// spacing holds the spacing keys' last reservations, in the map itself (no pointer to
	// follow: a sweep reads them where they are); keys the quota keys.
	spacing map[string]spaceKey
	keys    map[string]*memKey
	// inFlight holds the grant ids of the slots in flight per slot key (the process gives back
	// its own slots, so they need no expiry); a key goes when its last slot is given back.
	inFlight map[string][]string
	seq      uint64
	sweep    time.Time
	// pauses are the pauses in force; counts the reactions' counts, each dropped countIdle
	// after its last change.
	pauses   map[string]Hold
	npauses  atomic.Int64 // len(pauses), read without the lock
	counts   map[string]*counter
	watchers map[*func(Hold)]struct{}
	// maxStopped bounds the runs ended (Hold.Stopped) kept: beyond it, the run ended longest ago
	// is forgotten; 0 keeps them all.
	maxStopped int
	// robots are the copies of robots.txt stored with PutRobots, claims the fetches claimed,
	// each with its expiry.
	robots map[string]memRobots
	claims map[string]memClaim
	// admitted counts the admissions since the last sweep, sweepAfter how many make the next
	// one due (a sixteenth of the entries the last sweep left), so that a sweep costs each
	// admission a few steps however many keys the store holds.
	admitted, sweepAfter int
}

type memClaim struct {
	by    string
	until time.Time
}

type memRobots struct {
	c       RobotsCopy
	expires time.Time
}

// counter is a reaction's count for one key: n since the last pause (or success, where they
// must be consecutive), and the pauses in a row with the last one's length, for the escalation;
// for errors.slow_down, n since the last slow-down and the level reached.
type counter struct {
	n, pauses int
	last      time.Duration
	expires   time.Time
	// level is how often a slow-down multiplied the interval of its key (errors.slow_down).
	level int
}

// countIdle is how long a reaction's count is kept after its last change: a key that met no
// condition for a day starts counting again (the threshold, and the escalation).
const countIdle = 24 * time.Hour

// spaceKey is the state of a spacing key: its last reservation, when its last request left
// (depart; 0 before one did) and when it no longer constrains anything (the latest of last
// reservation or departure plus interval), in nanoseconds since the Unix epoch
// (time.Time.UnixNano).
type spaceKey struct{ last, left, expires int64 }

// memKey is the state of a quota key: the times of the counted requests, oldest first, and when
// the last leaves its period. Times are in nanoseconds since the Unix epoch (time.Time.UnixNano),
// a third of time.Time's size, since a quota's times are kept for its period.
type memKey struct {
	expires int64
	times   []int64
}

// NewMemoryStore returns an empty MemoryStore.
func NewMemoryStore() *MemoryStore {
	return &MemoryStore{spacing: map[string]spaceKey{}, keys: map[string]*memKey{}, inFlight: map[string][]string{}, pauses: map[string]Hold{}, counts: map[string]*counter{}, watchers: map[*func(Hold)]struct{}{},
		robots: map[string]memRobots{}, claims: map[string]memClaim{}}
}

// Admit implements Store.
func (s *MemoryStore) Admit(_ context.Context, a Admission) (Grant, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := a.Now
	for _, r := range a.Release {
		s.release(r)
	}
	for _, p := range a.PutRobots {
		s.putRobots(p)
	}
	s.maybeSweep(now)
	g := Grant{FullSlot: -1, FullQuota: -1}
	var robotsKey string
	if q := a.Robots; q != nil {
		robotsKey = q.Origin + "|" + q.Run
		if r, ok := s.robots[robotsKey]; ok && r.expires.After(now) {
			g.Robots, g.RobotsCopy = RobotsCopied, r.c
			return g, nil
		}
		if c, ok := s.claims[robotsKey]; ok && c.until.After(now) && c.by != q.Claimant {
			g.Robots = RobotsWait
			return g, nil
		}
	}
	for _, key := range a.Pauses {
		if h, ok := s.pauses[key]; ok && h.holds(now) {
			g.Paused = &h
			return g, nil
		}
	}
	if len(a.Counts) > 0 {
		g.Counting = make([]bool, len(a.Counts))
		for i, key := range a.Counts {
			c := s.counts[key]
			g.Counting[i] = c != nil && c.expires.After(now)
		}
	}
	for i, q := range a.Quotas {
		k := s.keys[q.Key]
		if k == nil {
			continue
		}
		k.trim(now, q.Period)
		if len(k.times) >= q.Max {
			g.FullQuota, g.Reset = i, time.Unix(0, k.times[len(k.times)-q.Max]).Add(q.Period)
			return g, nil
		}
	}
	for i, sl := range a.Slots {
		if len(s.inFlight[sl.Key]) >= sl.Limit {
			g.FullSlot = i
			return g, nil
		}
	}
	at := now
	for _, sp := range a.Spacing {
		if k, ok := s.spacing[sp.Key]; ok {
			at = later(at, time.Unix(0, k.last).Add(s.interval(sp, now)))
		}
	}
	g.At = at
	for _, sp := range a.Spacing {
		k := s.spacing[sp.Key]
		k.last = at.UnixNano()
		k.expires = max(k.expires, s.until(sp, at, now))
		s.spacing[sp.Key] = k
	}
	for _, q := range a.Quotas {
		k := s.keys[q.Key]
		if k == nil {
			// A quota's count may be kept for hours: its key gets a string of its own, not a
			// part of the string of all the request's keys (Transport.admission).
			k = s.key(strings.Clone(q.Key))
		}
		k.times = append(k.times, now.UnixNano())
		k.expires = max(k.expires, now.Add(q.Period).UnixNano())
	}
	if q := a.Robots; q != nil {
		s.claims[robotsKey] = memClaim{by: q.Claimant, until: now.Add(q.Claim)}
	}
	if len(a.Slots) > 0 {
		s.seq++
		g.ID = strconv.FormatUint(s.seq, 10)
		g.Slots = make([]string, len(a.Slots))
		for i, sl := range a.Slots {
			s.inFlight[sl.Key] = append(s.inFlight[sl.Key], g.ID)
			g.Slots[i] = sl.Key
		}
	}
	return g, nil
}

// Release implements Store.
func (s *MemoryStore) Release(_ context.Context, g Grant) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.release(g)
	return nil
}

func (s *MemoryStore) release(g Grant) {
	for _, key := range g.Slots {
		ids := s.inFlight[key]
		i := slices.Index(ids, g.ID)
		switch {
		case i < 0:
		case len(ids) == 1:
			delete(s.inFlight, key) // none in flight: nothing left to keep
		default:
			ids[i] = ids[len(ids)-1]
			s.inFlight[key] = ids[:len(ids)-1]
		}
	}
}

// React implements Store.
func (s *MemoryStore) React(_ context.Context, now time.Time, steps []ReactionStep) ([]Hold, error) {
	s.mu.Lock()
	var started []Hold
	for _, st := range steps {
		c := s.counts[st.Count]
		if c != nil && !c.expires.After(now) {
			c = nil
		}
		if c == nil {
			if !st.Hit {
				continue
			}
			c = &counter{}
		}
		if st.Hit {
			c.n++
			if c.n >= max(st.Threshold, 1) && st.SlowDown {
				// errors.slow_down: the interval of the key is multiplied once more, counted
				// from its last reservation, which is kept as long as the count
				c.n = 0
				c.level++
				if k, ok := s.spacing[st.Hold]; ok {
					k.expires = max(k.expires, now.Add(countIdle).UnixNano())
					s.spacing[st.Hold] = k
				}
			} else if c.n >= max(st.Threshold, 1) && st.StopsRun {
				// The run ends (stops_run): no further request of it, whatever else holds it.
				c.n = 0
				if h := (Hold{Key: st.Hold, Until: now, Stopped: true, Pointer: st.Pointer}); s.holdLocked(h) {
					started = append(started, h)
				}
			} else if c.n >= max(st.Threshold, 1) {
				d := st.Pause
				if st.Factor > 1 && c.pauses > 0 {
					d = c.last * time.Duration(st.Factor)
					if st.Max > 0 && d > st.Max {
						d = st.Max
					}
				}
				c.n, c.pauses, c.last = 0, c.pauses+1, d
				if h := (Hold{Key: st.Hold, Until: now.Add(d), Pointer: st.Pointer}); d > 0 && s.holdLocked(h) {
					started = append(started, h)
				}
			}
		} else {
			if st.Consecutive {
				c.n = 0
			}
			c.pauses = 0
		}
		switch {
		case st.Count == "":
		case c.n == 0 && c.pauses == 0 && c.level == 0:
			delete(s.counts, st.Count)
		default:
			c.expires = now.Add(countIdle)
			s.counts[st.Count] = c
		}
	}
	var ws []func(Hold)
	if len(started) > 0 {
		for w := range s.watchers {
			ws = append(ws, *w)
		}
	}
	s.mu.Unlock()
	for _, h := range started {
		for _, w := range ws {
			w(h)
		}
	}
	return started, nil
}

// Hold pauses h.Key until h.Until, unless a longer pause holds it already, and reports whether
// it did. A Transport notes here the pauses it hears of from a shared store.
func (s *MemoryStore) Hold(h Hold) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.holdLocked(h)
}

func (s *MemoryStore) holdLocked(h Hold) bool {
	old, ok := s.pauses[h.Key]
	switch {
	case ok && old.Stopped:
		return false // a run ended stays ended, and a later stop does not date it anew
	case ok && !h.Stopped && !old.Until.Before(h.Until):
		return false
	}
	s.pauses[h.Key] = h
	s.npauses.Store(int64(len(s.pauses)))
	return true
}

// hasPauses reports whether the store holds any pause, ended or not; without its lock.
func (s *MemoryStore) hasPauses() bool { return s.npauses.Load() > 0 }

// holds reports whether h holds requests back at now.
func (h Hold) holds(now time.Time) bool { return h.Stopped || h.Until.After(now) }

// Paused returns the pause that holds key at now.
func (s *MemoryStore) Paused(key string, now time.Time) (Hold, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	h, ok := s.pauses[key]
	return h, ok && h.holds(now)
}

// Watch implements Store: f hears of the pauses React starts in this store.
func (s *MemoryStore) Watch(ctx context.Context, f func(Hold)) error {
	s.mu.Lock()
	s.watchers[&f] = struct{}{}
	s.mu.Unlock()
	<-ctx.Done()
	s.mu.Lock()
	delete(s.watchers, &f)
	s.mu.Unlock()
	return nil
}

// putRobots stores a copy of robots.txt and gives back the claim of its fetch, if p's instance
// holds it.
func (s *MemoryStore) putRobots(p RobotsPut) {
	key := p.Origin + "|" + p.Run
	if c, ok := s.claims[key]; ok && c.by == p.Claimant {
		delete(s.claims, key)
	}
	if p.Copy != nil && p.TTL > 0 {
		s.robots[key] = memRobots{c: *p.Copy, expires: p.Copy.ReadAt.Add(p.TTL)}
	}
}

// Len is the number of keys the store holds state for: spacing, slots and quotas, pauses,
// reactions' counts, and copies of robots.txt and claims of their fetch.
func (s *MemoryStore) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.spacing) + len(s.keys) + len(s.inFlight) + len(s.pauses) + len(s.counts) + len(s.robots) + len(s.claims)
}

func (s *MemoryStore) key(name string) *memKey {
	k := s.keys[name]
	if k == nil {
		k = &memKey{}
		s.keys[name] = k
	}
	return k
}

// maybeSweep drops the keys that no longer constrain anything, at most once a second and once
// the admissions since the last sweep number a sixteenth of the entries it left, so that the cost
// of a sweep spreads over the requests since: a few steps each, while the entries that constrain
// nothing any more stay a fraction of those that do. The Transport's janitor sweeps once a
// minute all the same (sweepNow).
func (s *MemoryStore) maybeSweep(now time.Time) {
	s.admitted++
	if now.Sub(s.sweep) < time.Second || s.admitted < s.sweepAfter {
		return
	}
	s.sweepNow(now)
}

// sweepNow drops the keys that no longer constrain anything.
func (s *MemoryStore) sweepNow(now time.Time) {
	defer func() {
		s.admitted = 0
		s.sweepAfter = (len(s.spacing) + len(s.keys) + len(s.inFlight) + len(s.pauses) + len(s.counts) + len(s.robots) + len(s.claims)) / 16
		s.npauses.Store(int64(len(s.pauses)))
	}()
	s.sweep = now
	nowNs := now.UnixNano()
	for name, k := range s.spacing {
		if k.expires <= nowNs {
			delete(s.spacing, name)
		}
	}
	for name, k := range s.keys {
		if k.expires <= nowNs {
			delete(s.keys, name)
		}
	}
	var stopped []string
	for name, h := range s.pauses {
		switch {
		case h.Stopped:
			stopped = append(stopped, name)
		case !h.Until.After(now):
			delete(s.pauses, name)
		}
	}
	if s.maxStopped > 0 && len(stopped) > s.maxStopped {
		// More ended runs than the bound: forget those ended longest ago.
		slices.SortFunc(stopped, func(x, y string) int { return s.pauses[x].Until.Compare(s.pauses[y].Until) })
		for _, k := range stopped[:len(stopped)-s.maxStopped] {
			delete(s.pauses, k)
		}
	}
	for name, c := range s.counts {
		if !c.expires.After(now) {
			delete(s.counts, name)
		}
	}
	for name, r := range s.robots {
		if !r.expires.After(now) {
			delete(s.robots, name)
		}
	}
	for name, c := range s.claims {
		if !c.until.After(now) {
			delete(s.claims, name)
		}
	}
}

// trim drops the counted requests older than period: it slices them off, without copying the
// rest (the next append that outgrows the array copies only what is left).
func (k *memKey) trim(now time.Time, period time.Duration) {
	i := 0
	from := now.Add(-period).UnixNano()
	for i < len(k.times) && k.times[i] <= from {
		i++
	}
	k.times = k.times[i:]
}

// turn is when the turn of the spacing keys comes by this store's own reservations (now, where
// none is later), without reserving anything: for an instance of a fleet, the earliest its own
// last requests allow, which the fleet's store can only put later.
func (s *MemoryStore) turn(spacing []Spacing, now time.Time) time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	at := now
	for _, sp := range spacing {
		if k, ok := s.spacing[sp.Key]; ok {
			at = later(at, time.Unix(0, k.last).Add(s.interval(sp, now)))
		}
	}
	return at
}

// depart lets a request that this store admitted leave at now, after its reserved time, when
// each of its spacing keys' last request left at least the interval before now; it notes now as
// their departure (and as their last reservation where none is later, so that the next
// reservation counts from the time the request left) and returns now. Otherwise it takes
// nothing and returns when the interval after that departure ends. A request whose timer fired
// late thus leaves at once where nobody left since (it does not reserve again behind its own
// reservation, newuser12 finding 4), and one reserved behind a request that left late waits as
// much longer as that one was late, not a whole interval.
func (s *MemoryStore) depart(spacing []Spacing, now time.Time) time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	at := now
	for _, sp := range spacing {
		if k, ok := s.spacing[sp.Key]; ok && k.left != 0 {
			at = later(at, time.Unix(0, k.left).Add(s.interval(sp, now)))
		}
	}
	if at.After(now) {
		return at
	}
	n := now.UnixNano()
	for _, sp := range spacing {
		k := s.spacing[sp.Key]
		k.left = n
		k.last = max(k.last, n)
		k.expires = max(k.expires, s.until(sp, now, now))
		s.spacing[sp.Key] = k
	}
	return now
}

// until is when a spacing key's state stops constraining anything after a reservation at at (in
// nanoseconds since the Unix epoch): an interval after it, or, where a slow-down's count holds a
// level, when that count goes, so that the slowed interval counts from the key's last
// reservation as long as it lasts; with the store's lock held.
func (s *MemoryStore) until(sp Spacing, at, now time.Time) int64 {
	u := at.Add(s.interval(sp, now)).UnixNano()
	if c := s.counts[sp.Slow]; sp.Slow != "" && c != nil && c.level > 0 {
		u = max(u, c.expires.UnixNano())
	}
	return u
}

// interval is the interval of a spacing key at now: sp.Interval, multiplied once per level of
// the count sp.Slow where the store holds one (errors.slow_down); with the store's lock held.
func (s *MemoryStore) interval(sp Spacing, now time.Time) time.Duration {
	if sp.Slow == "" {
		return sp.Interval
	}
	c := s.counts[sp.Slow]
	if c == nil || c.level == 0 || !c.expires.After(now) {
		return sp.Interval
	}
	return slowedInterval(sp.Interval-sp.Margin, sp.Factor, c.level, sp.Max) + sp.Margin
}

// slowedInterval is iv multiplied by factor level times, up to limit, and never shorter than iv
// (a limit shorter than iv slows nothing down): the interval of a Spacing whose slow-down count
// has reached level. A factor below 2 leaves iv as it is. Package redisstore's admit.lua
// computes the same, in milliseconds.
func slowedInterval(iv time.Duration, factor, level int, limit time.Duration) time.Duration {
	if factor < 2 || limit <= iv {
		return iv
	}
	d := iv
	for range level {
		if d > limit/time.Duration(factor) {
			return limit
		}
		d *= time.Duration(factor)
	}
	return min(d, limit)
}

func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}
