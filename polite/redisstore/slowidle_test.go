package redisstore_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/sitegen-dev/sitegen/polite"
	"github.com/sitegen-dev/sitegen/polite/redisstore"
)

// TestSlowDownLastsADaySameAsMemory proves for the Redis store what polite's TestSlowDownLastsADay
// proves for the MemoryStore, and what the package docs, README and DESIGN say of both: a slowed
// interval (errors.slow_down) lasts until the store forgets the count, a day after its last
// change (polite's countIdle). After a slow-down of a 2 s interval by 2, two requests 23 hours
// later are still spaced 4 s, two 25 hours later 2 s.
//
// Redis's clock cannot be set: its times to live run on it, and the times the scripts compare are
// the instances' (Admission.Now, also set here). So the test first reads the time to live Redis
// holds for the count right after the slow-down (a day, less the little real time since), and
// for the spacing key it slows down (at least as long: the slowed interval counts from the key's
// last reservation while the count lasts); then, to let a day pass on Redis's clock, ages every
// key under the prefix by the idle time: a key whose time to live is no longer is deleted, as
// Redis would have expired it, the others keep what remains. The MemoryStore runs the same
// script on the instances' times alone.
func TestSlowDownLastsADaySameAsMemory(t *testing.T) {
	srv := startRedis(t)
	c := srv.client(t)
	ctx := context.Background()
	const (
		s   = time.Second
		day = 24 * time.Hour // polite's countIdle, which the docs state as "a day"
	)
	t0 := time.UnixMilli(1_700_000_000_000)
	sp := []polite.Spacing{{Key: "i|hostname|a", Interval: 2 * s, Slow: "/errors/slow_down|a", Factor: 2, Max: time.Minute}}
	slowed := []polite.ReactionStep{{Count: "/errors/slow_down|a", Hit: true, Threshold: 1, SlowDown: true,
		Hold: "i|hostname|a", Pointer: "/errors/slow_down"}}
	for _, tc := range []struct {
		idle time.Duration
		want time.Duration
	}{
		{23 * time.Hour, 4 * s},
		{25 * time.Hour, 2 * s},
	} {
		prefix := fmt.Sprintf("idle%d:", int(tc.idle.Hours()))
		for _, st := range []polite.Store{polite.NewMemoryStore(), redisstore.New(c, prefix)} {
			name := fmt.Sprintf("%T/%v", st, tc.idle)
			_, isRedis := st.(*redisstore.Store)
			// admit reserves the earliest time at or after now, asking again at the turn a
			// fleet's store names (Grant.Wait).
			admit := func(now time.Time) time.Time {
				t.Helper()
				g, err := st.Admit(ctx, polite.Admission{Now: now, Spacing: sp})
				if err == nil && !g.Wait.IsZero() {
					g, err = st.Admit(ctx, polite.Admission{Now: g.Wait, Spacing: sp})
				}
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				return g.At
			}
			at0 := admit(t0)
			if _, err := st.React(ctx, at0.Add(10*time.Millisecond), slowed); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if isRedis {
				count := ttl(t, c, prefix+"r|/errors/slow_down|a")
				if count > day || count < day-10*s {
					t.Errorf("%s: the count's time to live in Redis is %v right after the slow-down, want a day (%v)", name, count, day)
				}
				if space := ttl(t, c, prefix+"i|hostname|a"); space < count {
					t.Errorf("%s: the spacing key's time to live in Redis is %v, shorter than the count's %v: the slowed interval would not count from its last reservation", name, space, count)
				}
			}
			at1 := admit(at0.Add(20 * time.Millisecond))
			if g := at1.Sub(at0); g != 4*s {
				t.Errorf("%s: reserved %v after the request that slowed down, want 4s", name, g)
			}
			if isRedis {
				age(t, c, prefix, tc.idle)
			}
			at2 := admit(at1.Add(tc.idle))
			at3 := admit(at2.Add(10 * time.Millisecond))
			if g := at3.Sub(at2); g != tc.want {
				t.Errorf("%s: two requests %v after the last were reserved %v apart, want %v", name, tc.idle, g, tc.want)
			}
		}
	}
}

// ttl returns the time to live Redis holds for key; it fails the test for a key that is missing
// or has none.
func ttl(t *testing.T, c *redis.Client, key string) time.Duration {
	t.Helper()
	d, err := c.PTTL(context.Background(), key).Result()
	if err != nil {
		t.Fatal(err)
	}
	if d < 0 {
		t.Fatalf("key %s: PTTL %v (missing, or no time to live)", key, d)
	}
	return d
}

// age lets d pass on Redis's clock for the keys under prefix: a key whose time to live is at most d
// is deleted, as Redis would have expired it by then; every other key with a time to live keeps
// what remains of it.
func age(t *testing.T, c *redis.Client, prefix string, d time.Duration) {
	t.Helper()
	ctx := context.Background()
	keys, err := c.Keys(ctx, prefix+"*").Result()
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range keys {
		left, err := c.PTTL(ctx, k).Result()
		switch {
		case err != nil:
			t.Fatal(err)
		case left < 0: // no time to live (the sequence of grant ids), or gone already
		case left <= d:
			err = c.Del(ctx, k).Err()
		default:
			err = c.PExpire(ctx, k, left-d).Err()
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}
