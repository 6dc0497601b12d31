package multimatch

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// check holds Contains to strings.Contains for every needle.
func check(t *testing.T, text string, needles []string) {
	t.Helper()
	found := Contains(text, needles)
	if len(found) != len(needles) {
		t.Fatalf("%d results for %d needles", len(found), len(needles))
	}
	for i, n := range needles {
		if want := strings.Contains(text, n); found[i] != want {
			t.Errorf("Contains(%q, %q) = %v, want %v", text, n, found[i], want)
		}
	}
}

// TestContainsCases: hand-picked needles that share prefixes and suffixes, that lie inside each
// other or overlap, repeat, are empty, or are UTF-8; a text of one byte repeated (the fail links'
// longest chains).
func TestContainsCases(t *testing.T) {
	check(t, "", []string{"", "a"})
	check(t, "abc", nil)
	check(t, "ushers", []string{"he", "she", "his", "hers", "us", "rs", "ushers", "usher", "shers", "x", "", "he"})
	check(t, "aaaaab", []string{"a", "aa", "aaaaa", "aaaaaa", "aab", "aaaaab", "ab", "b", "ba", "aaaaaab"})
	check(t, "Crawl-delay: 12 Stunden, höchstens 2 Abrufe; RFC 9309", []string{
		"12 Stunden", "Stunden,", "ö", "höchstens 2", "höchstens 3", "RFC 9309", "RFC 9309.", "\xc3", "\xb6c", "; R", "",
	})
}

// TestContainsRandom holds Contains to strings.Contains on random texts and needles over small
// alphabets, where needles often overlap and share prefixes: pieces of the text (found), pieces
// with a byte changed (mostly not), and random strings.
func TestContainsRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	alphabets := []string{"ab", "abc", "a b\u00e4", "0123456789 ", "xyzé\u202f"}
	for range 400 {
		alpha := alphabets[rng.IntN(len(alphabets))]
		gen := func(n int) string {
			b := make([]byte, n)
			for i := range b {
				b[i] = alpha[rng.IntN(len(alpha))]
			}
			return string(b)
		}
		text := gen(rng.IntN(300))
		var needles []string
		for range rng.IntN(60) {
			switch rng.IntN(3) {
			case 0:
				if len(text) > 0 {
					i := rng.IntN(len(text))
					needles = append(needles, text[i:min(len(text), i+1+rng.IntN(12))])
				}
			case 1:
				if len(text) > 0 {
					i := rng.IntN(len(text))
					n := []byte(text[i:min(len(text), i+1+rng.IntN(12))])
					n[rng.IntN(len(n))] = alpha[rng.IntN(len(alpha))]
					needles = append(needles, string(n))
				}
			default:
				needles = append(needles, gen(rng.IntN(8)))
			}
		}
		check(t, text, needles)
	}
}

// BenchmarkContains: a text of 22 KB and 220 needles of 10 KB in all, the size of an example's
// Markdown page and its values, most of them in the text; against one strings.Contains a needle.
func BenchmarkContains(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	words := strings.Fields("the crawler fetches pages at most once every hour from these addresses and respects robots.txt RFC 9309 Mon–Fri 06:00–22:00 Council information systems OParl API")
	var tb strings.Builder
	for tb.Len() < 22000 {
		tb.WriteString(words[rng.IntN(len(words))])
		tb.WriteByte(' ')
	}
	text := tb.String()
	var needles []string
	for range 220 {
		i := rng.IntN(len(text) - 100)
		n := text[i : i+1+rng.IntN(90)]
		if rng.IntN(5) == 0 {
			n += "zz" // not in the text
		}
		needles = append(needles, n)
	}
	b.Run("automaton", func(b *testing.B) {
		for b.Loop() {
			Contains(text, needles)
		}
	})
	b.Run("strings.Contains", func(b *testing.B) {
		for b.Loop() {
			for _, n := range needles {
				strings.Contains(text, n)
			}
		}
	})
}
