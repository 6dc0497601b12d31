package redisstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/polite"
	"github.com/sitegen-dev/sitegen/polite/redisstore"
)

// TestStaleNow: an admission reaches Redis some time after its instance read its clock
// (Admission.Now): a goroutine that ran late, a connection the pool waited for, the network. The
// keys' times to live run on Redis's clock, their values are the instances' times; a spacing
// key that expired an interval after Redis ran the reservation (as it did, "PX interval") was
// gone when an admission whose Now lay within the interval arrived later, and Redis reserved
// two requests closer than the interval: TestFleet saw 72 ms for 100 ms at a load of 27 on two
// cores. Here the late arrival is made exact: an admission at Now = t0 + 60 ms reaches Redis
// 250 ms after t0, and must still be told to wait for t0 + 105 ms; the same for a quota (a count
// whose key expired a period after the request counted) and a slot.
func TestStaleNow(t *testing.T) {
	srv := startRedis(t)
	st := redisstore.New(srv.client(t), "stale:")
	ctx := context.Background()
	const iv = 105 * time.Millisecond
	t0 := time.Now()
	first := polite.Admission{Now: t0,
		Spacing: []polite.Spacing{{Key: "i|h", Interval: iv}},
		Slots:   []polite.Slot{{Key: "c|h", Limit: 1, TTL: 100 * time.Millisecond}},
		Quotas:  []polite.Quota{{Key: "q|h", Max: 1, Period: 100 * time.Millisecond}}}
	g, err := st.Admit(ctx, first)
	if err != nil || !g.Wait.IsZero() || g.FullSlot >= 0 || g.FullQuota >= 0 {
		t.Fatalf("first admission: %+v, %v", g, err)
	}
	time.Sleep(time.Until(t0.Add(250 * time.Millisecond)))
	late := func(name string, a polite.Admission) polite.Grant {
		t.Helper()
		a.Now = t0.Add(60 * time.Millisecond) // read before the first key's interval ended, arriving after
		g, err := st.Admit(ctx, a)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return g
	}
	if g := late("spacing", polite.Admission{Spacing: first.Spacing}); g.Wait.IsZero() {
		t.Errorf("spacing: an admission at t0+60ms arriving at t0+250ms was reserved at %v after the one at t0, below the interval %v (the key had expired in Redis)", g.At.Sub(t0), iv)
	} else if w := g.Wait.Sub(t0); w < iv {
		t.Errorf("spacing: told to wait until t0+%v, want at least t0+%v", w, iv)
	}
	if g := late("quota", polite.Admission{Quotas: first.Quotas}); g.FullQuota != 0 {
		t.Errorf("quota: an admission at t0+60ms arriving at t0+250ms was admitted, the second within the period of 100ms whose max is 1 (%+v)", g)
	}
	if g := late("slot", polite.Admission{Slots: first.Slots}); g.FullSlot != 0 {
		t.Errorf("slot: an admission at t0+60ms arriving at t0+250ms took a second slot of a key whose limit is 1, within the first's TTL of 100ms (%+v)", g)
	}
}
