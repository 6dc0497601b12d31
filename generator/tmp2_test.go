package generator

import (
	"testing"

	"github.com/BurntSushi/toml"
	gotoml "github.com/pelletier/go-toml/v2"
	"github.com/pelletier/go-toml/v2/unstable"
)

func BenchmarkTmpParsers(b *testing.B) {
	data := generatedPolicy(size{agents: 50, jobs: 800, prefixes: 500, snippets: 20})
	b.Logf("size %d", len(data))
	b.Run("burntsushi", func(b *testing.B) {
		for b.Loop() {
			var v map[string]any
			toml.Decode(string(data), &v)
		}
	})
	b.Run("pelletier", func(b *testing.B) {
		for b.Loop() {
			var v map[string]any
			gotoml.Unmarshal(data, &v)
		}
	})
	b.Run("unstable", func(b *testing.B) {
		for b.Loop() {
			p := unstable.Parser{}
			p.Reset(data)
			for p.NextExpression() {
			}
			if p.Error() != nil {
				b.Fatal(p.Error())
			}
		}
	})
}
