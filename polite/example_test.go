package polite_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/polite"
)

// A crawler wires the policy in once and sends every request through the Transport's client;
// what the policy refuses comes back as a typed error before anything is sent.
func Example() {
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/robots.txt" {
			fmt.Fprint(w, "User-agent: GazetteBot\nDisallow: /archives/\n")
			return
		}
		fmt.Fprintf(w, "hello, %s", r.UserAgent())
	}))
	defer site.Close()

	p, err := policy.Load(os.DirFS("../examples/gazette-bot"), "policy.toml")
	if err != nil {
		fmt.Println(err)
		return
	}
	tr, err := polite.New(p, polite.Options{
		Agent: "gazettebot",
		Base:  site.Client().Transport,
		// What the Transport cannot keep, since it sees single requests, the crawler keeps
		// itself and says so: its passes over a municipality's site, and the links it follows
		// (one level). New refuses the policy without this, naming each statement.
		Elsewhere: []string{
			"/targets/municipalities/limits/passes", "/targets/inter-municipal-bodies/limits/passes",
			"/agents/gazettebot/follows_links",
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer tr.Close()
	client := tr.Client()
	// A category of site without quiet hours, so that the example runs at any hour.
	ctx := polite.WithFetch(context.Background(), polite.Fetch{Target: "inter-municipal-bodies"})

	for _, path := range []string{"/archives/2026", "/agenda"} {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, site.URL+path, nil)
		resp, err := client.Do(req)
		var disallowed *polite.DisallowedError
		switch {
		case errors.As(err, &disallowed):
			fmt.Println(path, "disallowed by", disallowed.Rule.Text)
		case err != nil:
			fmt.Println(path, err)
		default:
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			fmt.Println(path, resp.StatusCode, string(body))
		}
	}
	// Output:
	// /archives/2026 disallowed by Disallow: /archives/
	// /agenda 200 hello, GazetteBot/1.0 (+https://gazette.example/robot; contact@gazette.example)
}
