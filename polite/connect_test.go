package polite_test

import (
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/sitegen-dev/sitegen/polite"
)

// plainBase is a Base that is not an *http.Transport and says nothing of connect timeouts.
type plainBase struct{}

func (plainBase) RoundTrip(req *http.Request) (*http.Response, error) {
	status := 200
	if req.URL.Path == "/robots.txt" {
		status = 404
	}
	return &http.Response{StatusCode: status, Header: http.Header{}, Body: io.NopCloser(strings.NewReader("")), Request: req}, nil
}

// applierBase applies the connect timeout itself: it notes the one each request carries.
type applierBase struct {
	plainBase
	got []time.Duration
}

func (b *applierBase) AppliesConnectTimeout() {}

func (b *applierBase) RoundTrip(req *http.Request) (*http.Response, error) {
	d, _ := polite.ConnectTimeout(req.Context())
	b.got = append(b.got, d)
	return b.plainBase.RoundTrip(req)
}

// TestConnectTimeoutBase: limits.connect_timeout is applied by the clone of an *http.Transport
// (the harness's connect timeout check); a Base the Transport cannot reach the dialer of is
// refused at New, naming the statement, unless it applies the timeout itself
// (ConnectTimeoutApplier, reading ConnectTimeout) or the crawler names it in Options.Elsewhere.
func TestConnectTimeoutBase(t *testing.T) {
	p := basePolicy()
	p.Limits.MinInterval = dur("0s")
	p.Limits.IntervalKey = "" // no interval
	p.Limits.ConnectTimeout = dur("7s")
	opts := func(base http.RoundTripper, elsewhere ...string) polite.Options {
		return polite.Options{Agent: "bot", Base: base, Elsewhere: elsewhere}
	}
	_, err := polite.New(p, opts(plainBase{}))
	var ue *polite.UnenforceableError
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "/limits/connect_timeout") {
		t.Errorf("a Base that is no *http.Transport: %v, want an *UnenforceableError naming /limits/connect_timeout", err)
	}
	if _, err := polite.New(p, opts(plainBase{}, "/limits/connect_timeout")); err != nil {
		t.Errorf("with /limits/connect_timeout in Elsewhere: %v", err)
	}
	if _, err := polite.New(p, opts(&http.Transport{})); err != nil {
		t.Errorf("an *http.Transport: %v", err)
	}
	b := &applierBase{}
	tr, err := polite.New(p, opts(b))
	if err != nil {
		t.Fatalf("a ConnectTimeoutApplier: %v", err)
	}
	defer tr.Close()
	req, _ := http.NewRequest(http.MethodGet, "http://a.example/", nil)
	resp, err := tr.RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if len(b.got) != 2 || b.got[0] != 7*time.Second || b.got[1] != 7*time.Second {
		t.Errorf("the connect timeouts the Base was given (robots.txt, the page): %v, want 7s each", b.got)
	}
}
