package polite_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"testing"
	"testing/synctest"
	"time"

	"github.com/sitegen-dev/sitegen/polite"
)

// trickle is a base that answers /trickle at once and then sends its body a byte a second, as
// a server does over a connection (the in-process sites send a body whole); it ends the body as
// net/http does when the request's context ends, and tells ended how long it sent.
type trickle struct {
	*sites
	ended chan time.Duration
}

func (b trickle) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.URL.Path != "/trickle" {
		return b.sites.RoundTrip(req)
	}
	return &http.Response{StatusCode: 200, Header: http.Header{}, Request: req, ContentLength: -1,
		Body: &trickleBody{ctx: req.Context(), start: time.Now(), ended: b.ended}}, nil
}

type trickleBody struct {
	ctx   context.Context
	start time.Time
	ended chan time.Duration
	done  bool
}

func (r *trickleBody) Read(p []byte) (int, error) {
	select {
	case <-r.ctx.Done():
		if !r.done {
			r.done = true
			r.ended <- time.Since(r.start)
		}
		return 0, r.ctx.Err()
	case <-time.After(time.Second):
		p[0] = 'x'
		return 1, nil
	}
}

func (r *trickleBody) Close() error { return nil }

// TestTransferTimeout: limits.transfer_timeout bounds the whole request, up to the last byte of
// its body (new-user trial 21, F7: "connect timeout 30 s, whole request 120 s"). A server that
// answers at once and then sends its body a byte a second is cut off when the transfer timeout
// ends, though the response timeout (30 s) was met by the first byte: the read of the body
// returns a *TimeoutError with After the transfer timeout, and the request ends then. A body that
// ends in time reads whole, and a first byte that comes after the transfer timeout is a
// *TimeoutError from RoundTrip.
func TestTransferTimeout(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/late" {
				select {
				case <-r.Context().Done():
				case <-time.After(15 * time.Second):
				}
			}
			w.Write([]byte("xxx"))
		}})
		p := basePolicy()
		p.Limits.ResponseTimeout = dur("30s")
		p.Limits.TransferTimeout = dur("10s")
		base := trickle{s, make(chan time.Duration, 1)}
		tr, err := polite.New(p, polite.Options{Agent: "bot", Base: base, Resolve: s.resolve})
		if err != nil {
			t.Fatal(err)
		}
		defer tr.Close()
		fetch := func(path string) (*http.Response, error) {
			req, _ := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://a.example"+path, nil)
			return tr.RoundTrip(req)
		}

		resp, err := fetch("/trickle")
		if err != nil {
			t.Fatalf("trickled body: RoundTrip: %v, want the response", err)
		}
		b, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		var te *polite.TimeoutError
		if !errors.As(err, &te) || te.After != 10*time.Second {
			t.Errorf("trickled body: io.ReadAll gave %d bytes and %v; want a *TimeoutError after 10s", len(b), err)
		}
		if got := <-base.ended; got != 10*time.Second {
			t.Errorf("the body was sent for %v, want it cut off at 10s", got)
		}

		resp, err = fetch("/short")
		if err != nil {
			t.Fatalf("short body: %v", err)
		}
		if b, err := io.ReadAll(resp.Body); err != nil || string(b) != "xxx" {
			t.Errorf("a body that ends in time: %q, %v; want it whole", b, err)
		}
		resp.Body.Close()

		_, err = fetch("/late")
		if !errors.As(err, &te) || te.After != 10*time.Second {
			t.Errorf("first byte after 15s: %v, want a *TimeoutError after 10s from RoundTrip", err)
		}
	})
}
