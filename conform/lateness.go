package conform

import (
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
// crawler sent an interval apart can be recorded up to that much closer. World.Judge adds the
// most the probe measured to the tolerance (newuser12, finding 14: a crawler that kept its 3 s
// was recorded 2.927 s apart on a loaded two-core machine).
type timerProbe struct {
	mu   sync.Mutex
	max  time.Duration
	stop chan struct{}
	done chan struct{}
}

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
			if late := now().Sub(start) - probeEvery; late > 0 {
				p.mu.Lock()
				p.max = max(p.max, late)
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
