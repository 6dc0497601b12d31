package polite_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strconv"
	"testing"
	"testing/synctest"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// TestBodyTooLargeWhere: where *BodyTooLargeError arrives, as its doc and the README say
// (newuser12, finding 16: a crawler that did `b, _ := io.ReadAll(resp.Body)` followed a link in
// the first 10 MB of an abandoned body). A Content-Length above the limit: from RoundTrip, with
// no response. A chunked body: RoundTrip returns the response, and the Read that passes the limit
// returns the error with the bytes up to it, so io.ReadAll gives exactly Limit bytes and the
// error; later reads the error again; Close is harmless. With larger_bodies = "truncated" the body
// ends at the limit without an error.
func TestBodyTooLargeWhere(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		s := newSites()
		s.add("a.example", "", site{Page: func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/announced" {
				w.Header().Set("Content-Length", strconv.Itoa(2500))
			}
			w.Write(make([]byte, 2500))
		}})
		p := basePolicy()
		p.Limits.MaxBodySize = 1000
		tr := start(t, p, s, polite.Options{})
		fetch := func(path string) (*http.Response, error) {
			req, _ := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://a.example"+path, nil)
			return tr.RoundTrip(req)
		}

		resp, err := fetch("/announced")
		var big *polite.BodyTooLargeError
		if resp != nil || !errors.As(err, &big) || big.Limit != 1000 || big.Pointer != "/limits/max_body_size" || big.URL != "http://a.example/announced" {
			t.Errorf("Content-Length above the limit: %v, %#v; want no response and a *BodyTooLargeError from RoundTrip", resp, err)
		}

		resp, err = fetch("/chunked")
		if err != nil {
			t.Fatalf("chunked body: RoundTrip: %v, want the response", err)
		}
		b, err := io.ReadAll(resp.Body)
		if len(b) != 1000 || !errors.As(err, &big) || big.Limit != 1000 {
			t.Errorf("chunked body: io.ReadAll gave %d bytes and %v; want the first 1000 and a *BodyTooLargeError", len(b), err)
		}
		if n, err := resp.Body.Read(make([]byte, 10)); n != 0 || !errors.As(err, &big) {
			t.Errorf("a read after the limit: %d bytes, %v; want 0 and the error again", n, err)
		}
		if err := resp.Body.Close(); err != nil {
			t.Errorf("Close after the limit: %v", err)
		}

		p = basePolicy()
		p.Limits.MaxBodySize = 1000
		p.Limits.LargerBodies = policy.LargerBodiesTruncated
		tr = start(t, p, s, polite.Options{})
		resp, err = fetch("/chunked")
		if err != nil {
			t.Fatal(err)
		}
		b, err = io.ReadAll(resp.Body)
		resp.Body.Close()
		if len(b) != 1000 || err != nil {
			t.Errorf("truncated: %d bytes, %v; want the first 1000 and no error", len(b), err)
		}
	})
}
