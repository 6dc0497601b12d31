package robots

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/temoto/robotstxt"
)

// This file compares the package with github.com/temoto/robotstxt, the Go robots.txt module the
// module proxy serves: its speed (the benchmarks; figures in BENCHMARKS.md) and its answers
// (TestTemotoDisagrees, which keeps the package documentation honest). Only tests import it.

// benchRobots generates a robots.txt file of at least size bytes, the same for every run: groups
// of one to three product tokens with 5 to 15 rules each, about half of the patterns with "*" or
// "$", comments and Sitemap lines between them.
func benchRobots(size int) []byte {
	rng := rand.New(rand.NewPCG(9309, 2022))
	var b strings.Builder
	b.WriteString("# Generated for benchmarks.\nSitemap: https://www.example.org/sitemap.xml\n\n")
	b.WriteString("User-agent: *\nDisallow: /admin/\nDisallow: /*?sessionid=\nAllow: /admin/public/\n\n")
	for g := 0; b.Len() < size; g++ {
		for range 1 + rng.IntN(3) {
			fmt.Fprintf(&b, "User-agent: %s-%c\n", letters(g), 'a'+rng.IntN(26))
		}
		for range 5 + rng.IntN(11) {
			writeRule(&b, rng)
		}
		if g%50 == 0 {
			fmt.Fprintf(&b, "# section %d\nSitemap: https://www.example.org/sitemap-%d.xml\n", g, g)
		}
		b.WriteString("\n")
	}
	return []byte(b.String())
}

// letters names group g with letters only, "bot-a", "bot-b", … "bot-ba", …: RFC 9309 §2.2.1
// product tokens hold no digits, so a token "bot-12" would be read as "bot-".
func letters(g int) string {
	s := ""
	for {
		s = string(rune('a'+g%26)) + s
		if g /= 26; g == 0 {
			return "bot-" + s
		}
	}
}

// writeRule writes one random Allow or Disallow line.
func writeRule(b *strings.Builder, rng *rand.Rand) {
	key := "Disallow"
	if rng.IntN(3) == 0 {
		key = "Allow"
	}
	n := rng.IntN(1000)
	var pattern string
	switch rng.IntN(6) {
	case 0:
		pattern = fmt.Sprintf("/section-%d/", n)
	case 1:
		pattern = fmt.Sprintf("/archive/%d/page-%d.html", n, n*7)
	case 2:
		pattern = fmt.Sprintf("/*.ext%d$", n)
	case 3:
		pattern = fmt.Sprintf("/dir%d/*/item-*.json", n)
	case 4:
		pattern = fmt.Sprintf("/*?filter=%d&sort=*", n)
	default:
		pattern = fmt.Sprintf("/docs/%d/*.pdf$", n)
	}
	fmt.Fprintf(b, "%s: %s\n", key, pattern)
}

// benchGroup is a file with a "*" group and one group of 50 rules, most with "*" or "$", for the
// match benchmarks.
func benchGroup() []byte {
	rng := rand.New(rand.NewPCG(50, 50))
	var b strings.Builder
	b.WriteString("User-agent: *\nDisallow: /private/\n\nUser-agent: BenchBot\n")
	for range 50 {
		writeRule(&b, rng)
	}
	return []byte(b.String())
}

// benchPaths are the paths the match benchmarks ask about: some match a rule, most do not.
var benchPaths = []string{
	"/",
	"/index.html",
	"/section-512/news/today.html",
	"/archive/77/page-539.html",
	"/docs/2024/annual-report.pdf",
	"/dir3/a/b/c/item-42.json",
	"/search?q=robots&filter=12&sort=date",
	"/a/very/long/path/that/matches/nothing/at/all/but/has/many/segments/index.html?with=query&and=more",
}

// benchURLs returns benchPaths as absolute URLs: we take URLs, temoto takes paths.
func benchURLs() []string {
	urls := make([]string, len(benchPaths))
	for i, p := range benchPaths {
		urls[i] = "https://www.example.org" + p
	}
	return urls
}

func BenchmarkParse(b *testing.B) {
	data := benchRobots(500 << 10)
	b.Run("ours", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			Parse(data, MinSizeLimit)
		}
	})
	b.Run("temoto", func(b *testing.B) {
		if _, err := robotstxt.FromBytes(data); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			robotstxt.FromBytes(data)
		}
	})
}

// BenchmarkMatch asks about one URL per iteration, against a group of 50 rules.
func BenchmarkMatch(b *testing.B) {
	data := benchGroup()
	b.Run("ours", func(b *testing.B) {
		r := Parse(data, MinSizeLimit)
		urls := benchURLs()
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			r.Decide("BenchBot", urls[i%len(urls)])
			i++
		}
	})
	b.Run("temoto", func(b *testing.B) {
		r, err := robotstxt.FromBytes(data)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			r.TestAgent(benchPaths[i%len(benchPaths)], "BenchBot")
			i++
		}
	})
}

// largeFileToken names a group in the middle of the generated 500 KiB file.
const largeFileToken = "bot-bd-x"

// BenchmarkMatchLargeFile asks about one URL per iteration in the generated 500 KiB file, where
// finding the token's groups is part of the work.
func BenchmarkMatchLargeFile(b *testing.B) {
	data := benchRobots(500 << 10)
	if !bytes.Contains(data, []byte("User-agent: "+largeFileToken+"\n")) {
		b.Fatalf("the generated file has no group for %s", largeFileToken)
	}
	b.Run("ours", func(b *testing.B) {
		r := Parse(data, MinSizeLimit)
		urls := benchURLs()
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			r.Decide(largeFileToken, urls[i%len(urls)])
			i++
		}
	})
	b.Run("temoto", func(b *testing.B) {
		r, err := robotstxt.FromBytes(data)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			r.TestAgent(benchPaths[i%len(benchPaths)], largeFileToken)
			i++
		}
	})
}

// BenchmarkMatchLongPath matches a pattern with many wildcards that fails only at its end against
// paths of two lengths: a backtracking matcher takes time that grows with a power of the length,
// ours grows linearly (ten times the path, about ten times the time).
func BenchmarkMatchLongPath(b *testing.B) {
	const robots = "User-agent: BenchBot\nDisallow: /*a*a*a*a*a*a*a*b\n"
	for _, n := range []int{1000, 10000} {
		path := "/" + strings.Repeat("a", n)
		b.Run(fmt.Sprintf("ours/%d", n), func(b *testing.B) {
			r := Parse([]byte(robots), MinSizeLimit)
			if !r.Decide("BenchBot", path).Allowed {
				b.Fatal("pattern matched a path without b")
			}
			b.SetBytes(int64(len(path)))
			b.ReportAllocs()
			for b.Loop() {
				r.Decide("BenchBot", path)
			}
		})
		b.Run(fmt.Sprintf("temoto/%d", n), func(b *testing.B) {
			r, err := robotstxt.FromString(robots)
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(path)))
			b.ReportAllocs()
			for b.Loop() {
				r.TestAgent(path, "BenchBot")
			}
		})
	}
}

// TestTemotoDisagrees checks what the package documentation says of temoto/robotstxt: on each
// case below it answers otherwise than RFC 9309 (and Google's parser), and we answer as the RFC
// does. It also reports how many of Google's compliance expectations temoto misses.
func TestTemotoDisagrees(t *testing.T) {
	tests := []struct {
		name, robots, token, path string
		want                      bool // allowed, per RFC 9309
	}{
		{
			name:   "product token prefix match (§2.2.1)",
			robots: "User-agent: *\nDisallow: /\n\nUser-agent: foo\nAllow: /\n", token: "foobar", path: "/x",
			want: false,
		},
		{
			name:   "allow wins a tie (§2.2.2)",
			robots: "User-agent: FooBot\nDisallow: /x/page.html\nAllow: /x/page.html\n", token: "FooBot", path: "/x/page.html",
			want: true,
		},
		{
			name:   "percent-encoding normalisation (§2.2.2)",
			robots: "User-agent: FooBot\nDisallow: /%7Euser/\n", token: "FooBot", path: "/~user/x",
			want: false,
		},
		{
			name:   "/robots.txt always allowed (§2.2.2)",
			robots: "User-agent: *\nDisallow: /\n", token: "FooBot", path: "/robots.txt",
			want: true,
		},
	}
	for _, tt := range tests {
		tr, err := robotstxt.FromString(tt.robots)
		if err != nil {
			t.Fatalf("%s: temoto: %v", tt.name, err)
		}
		if got := tr.TestAgent(tt.path, tt.token); got == tt.want {
			t.Errorf("%s: temoto now answers allowed=%v for %q, %q as RFC 9309 does: update the package documentation", tt.name, got, tt.token, tt.path)
		}
		if got := Parse([]byte(tt.robots), MinSizeLimit).Decide(tt.token, tt.path).Allowed; got != tt.want {
			t.Errorf("%s: robots.txt %q, %q, %q: got allowed=%v, want %v", tt.name, tt.robots, tt.token, tt.path, got, tt.want)
		}
	}

	missed, total := 0, 0
	for _, c := range loadCompliance(t) {
		tr, err := robotstxt.FromBytes(c.body(t))
		for _, e := range c.Expectations {
			total++
			if err != nil || tr.TestAgent(pathOf(e.URL), e.UserAgent) != (e.Outcome == "ALLOWED") {
				missed++
			}
		}
	}
	t.Logf("temoto/robotstxt misses %d of Google's %d compliance expectations", missed, total)
}
