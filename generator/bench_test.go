package generator

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

// Benchmarks of whole builds, in memory (Build, not Publish): each example in all its languages,
// and generated policies that grow one dimension at a time. BENCHMARKS.md ("Site builds") records
// the figures and the commands.

// memFS copies the files under dirs of root into memory, so that a benchmark measures the
// generator, not the disk.
func memFS(b *testing.B, root string, dirs ...string) fstest.MapFS {
	b.Helper()
	out := fstest.MapFS{}
	fsys := os.DirFS(root)
	for _, dir := range dirs {
		err := fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := fs.ReadFile(fsys, p)
			out[p] = &fstest.MapFile{Data: data}
			return err
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	return out
}

// benchDefaults holds what the binary embeds: templates/, static/ and the locales' messages (the
// prose files under locales/ are not embedded, and not read from the defaults).
func benchDefaults(b *testing.B) fstest.MapFS {
	b.Helper()
	all := memFS(b, "..", "templates", "static", "locales")
	for p := range all {
		if strings.HasPrefix(p, "locales/") && !strings.HasSuffix(p, ".toml") {
			delete(all, p)
		}
	}
	return all
}

// reportOutput reports the size of a build's files, so that a figure can be read per byte of
// output.
func reportOutput(b *testing.B, files Files) {
	var n int
	for _, f := range files {
		n += len(f)
	}
	b.ReportMetric(float64(n), "out-B")
}

// benchProduct decodes the built-in messages and templates once, as the sitegen binary does once
// per process: the builds below measure a site's build, not the product's decoding, which
// BenchmarkLoadProduct measures on its own.
func benchProduct(b *testing.B, defaults fs.FS) *Product {
	b.Helper()
	pr, err := LoadProduct(defaults)
	if err != nil {
		b.Fatal(err)
	}
	return pr
}

// BenchmarkLoadProduct decodes the built-in messages (four languages) and templates: once per
// process.
func BenchmarkLoadProduct(b *testing.B) {
	defaults := benchDefaults(b)
	for b.Loop() {
		if _, err := LoadProduct(defaults); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBuildExample builds each example in all four languages.
func BenchmarkBuildExample(b *testing.B) {
	defaults := benchDefaults(b)
	product := benchProduct(b, defaults)
	for _, name := range examples {
		b.Run(name, func(b *testing.B) {
			opts := Options{Defaults: defaults, Product: product, Site: memFS(b, filepath.Join("..", "examples", name), ".")}
			var res *Result
			for b.Loop() {
				var err error
				if res, err = Build(opts); err != nil {
					b.Fatal(err)
				}
			}
			reportOutput(b, res.Files)
		})
	}
}

// size is a generated policy's size in each dimension that grows.
type size struct {
	agents, jobs, prefixes, snippets int
}

// baseSize is the policy the series start from (1×); each series multiplies one dimension by 1,
// 2 and 4 and keeps the others.
var baseSize = size{agents: 50, jobs: 200, prefixes: 500, snippets: 20}

// series are the generated policies, named by the dimension that grows and its value.
func series() []struct {
	name string
	size size
} {
	var out []struct {
		name string
		size size
	}
	for _, dim := range []string{"agents", "jobs", "prefixes", "snippets"} {
		for _, k := range []int{1, 2, 4} {
			s := baseSize
			var n *int
			switch dim {
			case "agents":
				n = &s.agents
			case "jobs":
				n = &s.jobs
			case "prefixes":
				n = &s.prefixes
			case "snippets":
				n = &s.snippets
			}
			*n *= k
			out = append(out, struct {
				name string
				size size
			}{fmt.Sprintf("%s=%d", dim, *n), s})
		}
	}
	return out
}

// label writes a label in all four languages, numbered so that no two are alike.
// label is the label of item i, told apart by letters: a label states no number (H21).
func label(en, de, fr, pl string, i int) string {
	n := letters(i)
	return fmt.Sprintf("{ en = \"%s %s\", de = \"%s %s\", fr = \"%s %s\", pl = \"%s %s\" }", en, n, de, n, fr, n, pl, n)
}

// letters spells n in letters ("aaa", "aab", …): product tokens allow no digits (RFC 9309
// §2.2.1).
func letters(n int) string {
	b := []byte("aaa")
	for i := len(b) - 1; i >= 0; i-- {
		b[i] += byte(n % 26)
		n /= 26
	}
	return string(b)
}

// generatedPolicy writes a valid policy.toml of the given size: agents with a User-Agent and a
// purpose, jobs with two cadence rules and a cap across three categories of site, prefixes
// (IPv4 from the documentation ranges of RFC 5737 for every fourth, IPv6 /48s from 2001:db8::/32
// of RFC 3849 otherwise; none overlap, so site.example is set), and snippets that shut two agents
// out of a path or a pattern.
func generatedPolicy(s size) []byte {
	var b strings.Builder
	b.WriteString(`schema = 1

[site]
title = { en = "BenchBot", de = "BenchBot", fr = "BenchBot", pl = "BenchBot" }
base_url = "https://bench.example/bot/"
languages = ["en", "de", "fr", "pl"]
default_language = "en"
time_zone = "Europe/Berlin"
last_changed = 2026-11-29
example = true

[operator]
name = "Bench Operator"
website = "https://bench.example/"

[contact]
email = "bot@bench.example"
topics = ["questions", "slower-rate", "exclusion"]
response_working_days = 5

[[contact.requests]]
kind = "slower"
min_interval = "30s"

[[contact.requests]]
kind = "stop"

[limits]
min_interval = "2s"
interval_key = "hostname"
counts = ["robots-txt", "redirects"]

[robots_txt]
check = "before-first-fetch"
wildcards = true
cache_for = "24h"
crawl_delay = "honoured"
takes_effect_within = "24h"

[errors.retries]
on = ["network-error", "5xx"]
delays = ["1s", "5s"]

[[errors.reactions]]
on = ["429"]
pause = "10m"
escalation = { factor = 2, max = "6h" }
scope = "hostname"

[commitments]
promises = ["public-content-only", "no-login"]
`)
	for i := range 3 {
		fmt.Fprintf(&b, "\n[targets.target-%d]\nlabel = %s\n[targets.target-%d.limits]\nconcurrency = 2\nconcurrency_key = \"hostname\"\n",
			i, label("Public sites of kind", "Öffentliche Seiten der Art", "Sites publics de type", "Serwisy publiczne rodzaju", i), i)
	}
	agent := func(i int) string { return fmt.Sprintf("bot-%04d", i) }
	for i := range s.agents {
		fmt.Fprintf(&b, `
[agents.%s]
token = "BenchBot-%s"
purpose = %s
trigger = "unattended"
user_agent = "Mozilla/5.0 (compatible; BenchBot-%s/{version}; +https://bench.example/bot/)"
version = "2.1"
stable_parts = ["BenchBot-%s"]
follows_links = "within-site"
on_disallow = ["skip-path"]
`, agent(i), letters(i), label("Reads public notices, part", "Liest öffentliche Bekanntmachungen, Teil", "Lit les avis publics, partie", "Czyta publiczne ogłoszenia, część", i), letters(i), letters(i))
	}
	for i := range s.prefixes {
		var prefix string
		if q := i / 4; i%4 == 0 && q < 3*256 {
			prefix = fmt.Sprintf("%s.%d", []string{"192.0.2", "198.51.100", "203.0.113"}[q/256], q%256)
		} else {
			prefix = fmt.Sprintf("2001:db8:%x::/48", i)
		}
		fmt.Fprintf(&b, "\n[[network.addresses]]\nprefix = %q\nagents = [%q]\n", prefix, agent(i%s.agents))
	}
	for i := range s.jobs {
		id := fmt.Sprintf("job-%04d", i)
		fmt.Fprintf(&b, `
[jobs.%s]
label = %s
agent = %q
target = "target-%d"

[[jobs.%s.cadence]]
days = "mon-fri"
hours = "07:00-19:00"
every = "10m"

[[jobs.%s.cadence]]
every = "2h"

[[jobs.%s.caps]]
max = 200
unit = "documents"
period = "1h"
key = "site"
`, id, label("Sync of lists", "Abgleich der Listen", "Synchronisation des listes", "Synchronizacja list", i), agent(i%s.agents), i%3, id, id, id)
	}
	for i := range s.snippets {
		path := fmt.Sprintf("/private-%d/", i)
		if i%2 == 1 {
			path = fmt.Sprintf("/*.p%d$", i)
		}
		fmt.Fprintf(&b, "\n[snippets.snippet-%04d]\nlabel = %s\nagents = [%q, %q]\npaths = [%q]\n",
			i, label("Shut two crawlers out, case", "Zwei Crawler aussperren, Fall", "Exclure deux robots, cas", "Zablokować dwa roboty, przypadek", i),
			agent(i%s.agents), agent((i+1)%s.agents), path)
	}
	return []byte(b.String())
}

// BenchmarkBuildGenerated builds generated policies, loading included, in all four languages.
// The ns/op of a series should grow linearly with its dimension.
func BenchmarkBuildGenerated(b *testing.B) {
	product := benchProduct(b, benchDefaults(b))
	defaults := benchDefaults(b)
	for _, c := range series() {
		b.Run(c.name, func(b *testing.B) {
			opts := Options{Defaults: defaults, Product: product, Site: fstest.MapFS{PolicyFile: {Data: generatedPolicy(c.size)}}}
			var res *Result
			for b.Loop() {
				var err error
				if res, err = Build(opts); err != nil {
					b.Fatal(err)
				}
			}
			reportOutput(b, res.Files)
		})
	}
}

// TestGeneratedPolicy checks that the benchmarks' generated policies build, at a small size, so
// that a change of the model shows here and not only when someone runs the benchmarks.
//
// It also runs the proofs sitegen build runs before writing (Verify): the generated labels and
// snippet names hold digits ("Public sites of kind 0", snippet-0000), which the pages must state as
// values, not as free text. The schedule table and the list of addresses are large enough to come
// in several chunks (bodyChunk), and Verify finds every job's and every address's values on each
// page, so that no row or fact is lost where a chunk ends.
func TestGeneratedPolicy(t *testing.T) {
	opts := defaults()
	opts.Site = fstest.MapFS{PolicyFile: {Data: generatedPolicy(size{agents: 3, jobs: 200, prefixes: 600, snippets: 2})}}
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("the generated policy does not build:\n%v", err)
	}
	page := string(res.Files["en/index.html"])
	jobs := page[strings.Index(page, `id="jobs"`):]
	jobs = jobs[:strings.Index(jobs, "</table>")]
	addresses := page[strings.Index(page, `id="ip-addresses"`):]
	addresses = addresses[:strings.Index(addresses, "</ul>")]
	if len(jobs) < 3*bodyChunk || len(addresses) < 2*bodyChunk {
		t.Fatalf("the schedule table (%d bytes) or the list of addresses (%d bytes) fits in a chunk", len(jobs), len(addresses))
	}
	for _, f := range Verify(res, "public") {
		t.Error(f)
	}
}

// BenchmarkStages splits a build of civic-ingestor and of every generated policy of the series
// into its stages, so that a figure of BenchmarkBuildExample or BenchmarkBuildGenerated can be
// read as the sum of its parts, and the growth of each part followed along a series: loading and
// validating the policy (package policy), proving the snippets alone (package robots), and
// rendering every file from a loaded policy (Render, which includes the proofs, run while the
// pages are built). The built-in messages are decoded once before (BenchmarkLoadProduct), as in
// the binary.
func BenchmarkStages(b *testing.B) {
	defaults := benchDefaults(b)
	product := benchProduct(b, defaults)
	sites := []struct {
		name string
		site fstest.MapFS
	}{
		{"civic-ingestor", memFS(b, filepath.Join("..", "examples", "civic-ingestor"), ".")},
	}
	for _, c := range series() {
		sites = append(sites, struct {
			name string
			site fstest.MapFS
		}{"generated-" + c.name, fstest.MapFS{PolicyFile: {Data: generatedPolicy(c.size)}}})
	}
	for _, s := range sites {
		p, err := policy.Load(s.site, PolicyFile)
		if err != nil {
			b.Fatal(err)
		}
		opts := Options{Defaults: defaults, Product: product, Site: s.site}
		b.Run(s.name+"/load", func(b *testing.B) {
			for b.Loop() {
				if _, err := policy.Load(s.site, PolicyFile); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(s.name+"/proofs", func(b *testing.B) {
			for b.Loop() {
				if _, problems := proveSnippets(p, PolicyFile); problems != nil {
					b.Fatal(problems)
				}
			}
		})
		b.Run(s.name+"/render", func(b *testing.B) {
			for b.Loop() {
				if _, err := Render(p, opts); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkVerify runs the proofs that sitegen build and check run on a build of civic-ingestor
// before writing or comparing (Verify: the messages the build used complete in every language,
// and Coverage of every page).
func BenchmarkVerify(b *testing.B) {
	defaults := benchDefaults(b)
	opts := Options{Defaults: defaults, Product: benchProduct(b, defaults), Site: memFS(b, filepath.Join("..", "examples", "civic-ingestor"), ".")}
	res, err := Build(opts)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if findings := Verify(res, "public"); len(findings) > 0 {
			b.Fatal(findings)
		}
	}
}
