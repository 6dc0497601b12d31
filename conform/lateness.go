package conform

import (
	"sort"
	"sync"
	"time"
)

// probeEvery is how long the harness's timer probe sleeps each time (timerProbe).
const probeEvery = 10 * time.Millisecond

// timerProbe measures, while a crawler runs behind the proxy, how late the harness's own timers
// fire: it sleeps probeEvery again and again and keeps the most it overslept. That is how long a
// process waited for a processor on this machine during the run. A request is recorded when the
// proxy's handler runs, after the crawler sent it; on a loaded machine both processes wait for a
// processor, so the record of a request can come that much after its sending, and two requests a
// crawler sent an interval apart can be recorded up to that much closer. World.Judge adds to
// the tolerance of each comparison the most the probe measured around the requests it compares
// (Around), not the most of the whole run: one slow moment (a 10 MB body, another process) then
// loosens only the checks of requests recorded near it (newuser12, finding 14: a crawler that
// kept its 3 s was recorded 2.927 s apart on a loaded two-core machine).
type timerProbe struct {
	mu      sync.Mutex
	max     time.Duration
	samples []lateSample // every sleep that overslept, in order of waking
	stop    chan struct{}
	done    chan struct{}
}

// lateSample is one sleep of the probe that overslept: when it woke, and by how much.
type lateSample struct {
	woke time.Time
	late time.Duration
}

// lateWindow is how far from a request's record a late timer still counts for it (Around): a
// request is recorded late by a wait for a processor that ends as it is recorded, and the probe
// sees that wait when it wakes, within probeEvery plus the wait itself of the record; a second
// either side is a wide margin for that, and still local to the request.
const lateWindow = time.Second

// startTimerProbe starts a probe that sleeps with sleep and reads the time with now.
func startTimerProbe(sleep func(time.Duration), now func() time.Time) *timerProbe {
	p := &timerProbe{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(p.done)
		for {
			select {
			case <-p.stop:
				return
			default:
			}
			start := now()
			sleep(probeEvery)
			woke := now()
			if late := woke.Sub(start) - probeEvery; late > 0 {
				p.mu.Lock()
				p.max = max(p.max, late)
				p.samples = append(p.samples, lateSample{woke, late})
				p.mu.Unlock()
			}
		}
	}()
	return p
}

// Max is the most the probe's timer fired late so far, rounded up to the millisecond (the
// precision of the evidence).
func (p *timerProbe) Max() time.Duration {
	if p == nil {
		return 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return (p.max + time.Millisecond - 1).Truncate(time.Millisecond)
}

// Around is the most the probe's timer fired late in a sleep that overlapped the lateWindow
// either side of t, rounded up to the millisecond: how much later than its sending a request
// recorded at t can have been recorded. Zero for a nil probe.
func (p *timerProbe) Around(t time.Time) time.Duration {
	if p == nil {
		return 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	from, to := t.Add(-lateWindow), t.Add(lateWindow)
	// samples are in order of waking; a sleep that overlaps [from, to] woke after from
	i := sort.Search(len(p.samples), func(i int) bool { return !p.samples[i].woke.Before(from) })
	var most time.Duration
	for _, s := range p.samples[i:] {
		if s.woke.Add(-s.late - probeEvery).After(to) {
			break
		}
		most = max(most, s.late)
	}
	return (most + time.Millisecond - 1).Truncate(time.Millisecond)
}

// Stop ends the probe; Max keeps what it measured.
func (p *timerProbe) Stop() {
	if p == nil {
		return
	}
	select {
	case <-p.stop:
	default:
		close(p.stop)
	}
	<-p.done
}
