// Package multimatch tells which of a set of strings occur in a text, in one pass over the text:
// an Aho–Corasick automaton (Aho and Corasick, "Efficient string matching", CACM 18(6), 1975)
// over bytes. Building it reads every needle once and the search reads every byte of the text
// once, whatever the number of needles: the work is linear in the text's length plus the needles'
// total length (each step reads the children of a node, at most 256, most often one), where a
// search per needle (strings.Index) reads the text once for each.
//
// sitegen's coverage proof (generator.Coverage) looks up some two hundred values, about 10 KB in
// all, in each Markdown page of about 22 KB, on every build; it used one strings.Index per value.
//
// Written here rather than taken from a module: the one Aho–Corasick module among the project's
// vetted Go modules (github.com/coregx/ahocorasick v0.3.1) compiles a full DFA, a table of 4-byte
// entries (states × a power of two of byte classes): building it for civic-ingestor's English
// page's 219 values (8,386 states) allocated 9.3 MB, with four pages checked at once, against the
// 20 MiB peak RSS that issue 13 sets for a whole build; and it reports overlapping matches as a
// slice of every match, where this needs only a yes or no per needle. Here the trie keeps a dense
// row of 256 transitions for its root only; every other node holds its children as a list of
// siblings (most have one), 22 bytes a node; it allocates about 210 KB for that page.
package multimatch

// automaton is the trie of the needles with its links, one entry a node in each slice (the
// root is node 0, and no node's child or output).
type automaton struct {
	child []int32    // first child, 0 if none
	next  []int32    // next sibling, 0 if none
	fail  []int32    // the node of the longest proper suffix of this node's prefix that is in the trie
	out   []int32    // the nearest node on the fail chain, this one included, that ends a needle; 0 if none
	b     []byte     // the byte on the edge from the parent
	mark  []byte     // isEnd | isHit
	root  [256]int32 // the root's children by byte; 0 where it has none
}

const (
	isEnd = 1 << iota // a needle ends at the node
	isHit             // the text holds the node's prefix
)

// step is the automaton's transition from s on c: s's child by c, else that of s's fail node, and
// so on to the root.
func (a *automaton) step(s int32, c byte) int32 {
	for s != 0 {
		for k := a.child[s]; k != 0; k = a.next[k] {
			if a.b[k] == c {
				return k
			}
		}
		s = a.fail[s]
	}
	return a.root[c]
}

// Contains reports, for each needle, whether text holds it: found[i] is strings.Contains(text,
// needles[i]). An empty needle is found in any text. Needles may repeat and overlap. It reads
// text once, and each needle once; it allocates 22 bytes a needle byte, and 4 a needle.
func Contains(text string, needles []string) (found []bool) {
	found = make([]bool, len(needles))
	total := 1 // nodes at most: the root and a node a needle byte
	for _, n := range needles {
		total += len(n)
	}
	ints := make([]int32, 5*total+len(needles))
	bytes := make([]byte, 2*total)
	a := &automaton{
		child: ints[0*total : 1*total], next: ints[1*total : 2*total],
		fail: ints[2*total : 3*total], out: ints[3*total : 4*total],
		b: bytes[:total], mark: bytes[total:],
	}
	queue, endOf := ints[4*total:4*total], ints[5*total:]
	// The trie.
	nodes := int32(1)
	for i, n := range needles {
		s := int32(0)
		for j := 0; j < len(n); j++ {
			c := n[j]
			var k int32
			if s == 0 {
				k = a.root[c]
			} else {
				for k = a.child[s]; k != 0 && a.b[k] != c; k = a.next[k] {
				}
			}
			if k == 0 {
				k = nodes
				nodes++
				a.b[k] = c
				if s == 0 {
					a.root[c] = k
				} else {
					a.next[k] = a.child[s]
					a.child[s] = k
				}
			}
			s = k
		}
		a.mark[s] |= isEnd
		endOf[i] = s
	}
	// Fail and output links, breadth first: a node's fail node is shallower, so it is done.
	for _, k := range a.root {
		if k != 0 {
			queue = append(queue, k) // fail: the root
		}
	}
	for i := 0; i < len(queue); i++ {
		u := queue[i]
		if a.mark[u]&isEnd != 0 {
			a.out[u] = u
		} else {
			a.out[u] = a.out[a.fail[u]]
		}
		for v := a.child[u]; v != 0; v = a.next[v] {
			a.fail[v] = a.step(a.fail[u], a.b[v])
			queue = append(queue, v)
		}
	}
	// The search: at each byte, every needle that ends there is on the output chain of the
	// state. A node is marked once; the rest of its chain was marked with it, so the walk stops
	// at the first node marked before.
	a.mark[0] |= isHit // the empty needle
	s := int32(0)
	for i := 0; i < len(text); i++ {
		s = a.step(s, text[i])
		for o := a.out[s]; o != 0 && a.mark[o]&isHit == 0; o = a.out[a.fail[o]] {
			a.mark[o] |= isHit
		}
	}
	for i, e := range endOf {
		found[i] = a.mark[e]&isHit != 0
	}
	return found
}
