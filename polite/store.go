package polite

import (
	"context"
	"strconv"
	"sync"
	"time"
)

// Store holds the state that spaces, caps and counts requests: per key, the time of the last
// request, the requests in flight and the requests counted against a quota. The Transport keeps
// one in memory (NewMemoryStore); a fleet of instances shares one through Options.Store, such as
// package polite/redisstore, so that together they send no faster than the policy says.
//
// Admit is one round trip: it either takes everything the request needs, atomically, or nothing.
// The Transport gives back the slots of a request in the next Admit it makes (Admission.Release),
// so that a request costs one round trip to a shared store, not two.
type Store interface {
	// Admit first gives back the slots of the grants in a.Release. Then it books a request: when every quota has room and every slot key is below its limit, it
	// counts the request against the quotas, takes one slot of each slot key, and reserves for
	// the request the earliest time at or after a.Now that is at least Interval after the last
	// reservation of each spacing key, which then becomes that key's last. Otherwise it takes
	// nothing and says what is full. An error means the store could not be reached.
	Admit(ctx context.Context, a Admission) (Grant, error)
	// Release gives back the slots a Grant took, when the request is done.
	Release(ctx context.Context, g Grant) error
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
}

// Spacing is a minimum interval between the requests of a key.
type Spacing struct {
	Key      string
	Interval time.Duration
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
	// nothing is full.
	At time.Time
	// FullSlot is the index in Admission.Slots of a slot key at its limit, or -1.
	FullSlot int
	// FullQuota is the index in Admission.Quotas of a used-up quota, or -1; Reset is then when
	// its oldest counted request leaves the period.
	FullQuota int
	Reset     time.Time
	// ID identifies the slots taken, for Release; Slots are their keys.
	ID    string
	Slots []string
}

// MemoryStore is a Store in the memory of one process. Its state per key is dropped once it no
// longer constrains anything (a spacing key whose last request is an interval past, a quota key
// with nothing counted in its period, a slot key with nothing in flight), so that its size follows
// the keys active within the longest interval or period, not every host ever fetched.
type MemoryStore struct {
	mu    sync.Mutex
	keys  map[string]*memKey
	seq   uint64
	sweep time.Time
}

// memKey is the state of one key: the last reservation and its expiry (spacing), the times of
// the counted requests (quota, oldest first), the slots in flight (id → expiry).
type memKey struct {
	last    time.Time
	expires time.Time
	times   []time.Time
	slots   map[string]time.Time
}

// NewMemoryStore returns an empty MemoryStore.
func NewMemoryStore() *MemoryStore { return &MemoryStore{keys: map[string]*memKey{}} }

// Admit implements Store.
func (s *MemoryStore) Admit(_ context.Context, a Admission) (Grant, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := a.Now
	for _, r := range a.Release {
		s.release(r)
	}
	s.maybeSweep(now)
	g := Grant{FullSlot: -1, FullQuota: -1}
	for i, q := range a.Quotas {
		k := s.keys[q.Key]
		if k == nil {
			continue
		}
		k.trim(now, q.Period)
		if len(k.times) >= q.Max {
			g.FullQuota, g.Reset = i, k.times[len(k.times)-q.Max].Add(q.Period)
			return g, nil
		}
	}
	for i, sl := range a.Slots {
		k := s.keys[sl.Key]
		if k == nil {
			continue
		}
		if len(k.slots) >= sl.Limit {
			g.FullSlot = i
			return g, nil
		}
	}
	at := now
	for _, sp := range a.Spacing {
		if k := s.keys[sp.Key]; k != nil && !k.last.IsZero() {
			at = later(at, k.last.Add(sp.Interval))
		}
	}
	g.At = at
	for _, sp := range a.Spacing {
		k := s.key(sp.Key)
		k.last = at
		k.expires = later(k.expires, at.Add(sp.Interval))
	}
	for _, q := range a.Quotas {
		k := s.key(q.Key)
		k.times = append(k.times, now)
		k.expires = later(k.expires, now.Add(q.Period))
	}
	if len(a.Slots) > 0 {
		s.seq++
		g.ID = strconv.FormatUint(s.seq, 10)
		for _, sl := range a.Slots {
			k := s.key(sl.Key)
			if k.slots == nil {
				k.slots = map[string]time.Time{}
			}
			k.slots[g.ID] = now.Add(sl.TTL)
			g.Slots = append(g.Slots, sl.Key)
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
		if k := s.keys[key]; k != nil {
			delete(k.slots, g.ID)
		}
	}
}

// Len is the number of keys the store holds state for.
func (s *MemoryStore) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.keys)
}

func (s *MemoryStore) key(name string) *memKey {
	k := s.keys[name]
	if k == nil {
		k = &memKey{}
		s.keys[name] = k
	}
	return k
}

// maybeSweep drops the keys that no longer constrain anything, at most once a second, so that
// the cost of a sweep spreads over the requests of that second.
func (s *MemoryStore) maybeSweep(now time.Time) {
	if now.Sub(s.sweep) < time.Second {
		return
	}
	s.sweep = now
	for name, k := range s.keys {
		if len(k.slots) == 0 && !k.expires.After(now) {
			delete(s.keys, name)
		}
	}
}

// trim drops the counted requests older than period.
func (k *memKey) trim(now time.Time, period time.Duration) {
	i := 0
	for i < len(k.times) && !k.times[i].After(now.Add(-period)) {
		i++
	}
	if i > 0 {
		k.times = append(k.times[:0], k.times[i:]...)
	}
}

func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}
