package generator

import (
	"testing"
	"testing/fstest"

	"github.com/sitegen-dev/sitegen/policy"
)

func BenchmarkTmpStages(b *testing.B) {
	defaults := benchDefaults(b)
	product := benchProduct(b, defaults)
	for _, c := range series() {
		if c.name != "jobs=800" && c.name != "agents=200" && c.name != "prefixes=2000" && c.name != "snippets=80" {
			continue
		}
		site := fstest.MapFS{PolicyFile: {Data: generatedPolicy(c.size)}}
		p, _ := policy.Load(site, PolicyFile)
		opts := Options{Defaults: defaults, Product: product, Site: site}
		b.Run(c.name+"/load", func(b *testing.B) {
			for b.Loop() {
				policy.Load(site, PolicyFile)
			}
		})
		b.Run(c.name+"/proofs", func(b *testing.B) {
			for b.Loop() {
				proveSnippets(p, PolicyFile)
			}
		})
		b.Run(c.name+"/render", func(b *testing.B) {
			for b.Loop() {
				Render(p, opts)
			}
		})
	}
}

func BenchmarkTmpJSON(b *testing.B) {
	p, _ := policy.Load(fstest.MapFS{PolicyFile: {Data: generatedPolicy(size{agents: 50, jobs: 800, prefixes: 500, snippets: 20})}}, PolicyFile)
	for b.Loop() {
		p.JSON()
	}
}
