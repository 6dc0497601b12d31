// Package redisstore shares the state of package polite among the instances of a crawler through
// Redis, so that together they send to a host no faster than the policy says: the spacing per key,
// the requests in flight per key and the quota counts live in Redis, each change made by one
// server-side Lua script (atomic, one round trip per request), each key set to expire when it no
// longer constrains anything.
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
// a.Release given back included.
func (s *Store) Admit(ctx context.Context, a polite.Admission) (polite.Grant, error) {
	nr := 0
	for _, r := range a.Release {
		nr += len(r.Slots)
	}
	keys := make([]string, 0, 1+len(a.Spacing)+len(a.Slots)+len(a.Quotas)+nr)
	keys = append(keys, s.prefix+"seq")
	args := make([]any, 0, 5+2*(len(a.Spacing)+len(a.Slots)+len(a.Quotas))+nr)
	args = append(args, nowMilli(a.Now), len(a.Spacing), len(a.Slots), len(a.Quotas), nr)
	for _, sp := range a.Spacing {
		keys = append(keys, s.prefix+sp.Key)
		args = append(args, ceilMilli(sp.Interval))
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
	case "quota":
		g.FullQuota, g.Reset = int(idx), time.UnixMilli(ms)
	case "slot":
		g.FullSlot = int(idx)
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
	default:
		return polite.Grant{}, fmt.Errorf("redisstore: admit: unexpected answer %v", res)
	}
	return g, nil
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
