package policy

import (
	"sort"
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2/unstable"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// position is a line and column in the policy file, both from 1.
type position struct{ line, col int }

// positions maps key paths as policy.toml spells them ("jobs.documents.cadence[1].every") to where
// the key, array element or table header stands in the file.
//
// BurntSushi/toml, which decodes the policy, keeps key positions to itself; the parser of
// pelletier/go-toml/v2 exposes them, so the index is built with it. Both follow TOML 1.0, and the
// index is only consulted for files BurntSushi/toml has parsed.
type positions map[string]position

// indexPositions parses data and records the position of every key. A file that does not parse
// yields the keys before the error (the syntax error itself comes from the decoder).
func indexPositions(data []byte) positions {
	idx := positions{}
	var p unstable.Parser
	p.Reset(data)
	// The parser's own Shape counts lines from the start of the file at every call; a table of
	// line starts keeps a large file linear.
	lineStarts := []int{0}
	for i, c := range data {
		if c == '\n' {
			lineStarts = append(lineStarts, i+1)
		}
	}
	pos := func(n *unstable.Node) position {
		off := int(n.Raw.Offset)
		line := sort.SearchInts(lineStarts, off+1) // the first line starting after off, from 1
		return position{line, off - lineStarts[line-1] + 1}
	}
	// valueAt places the value after a key-value pair's last key: past the "=" and the blanks
	// around it (the parser gives arrays and inline tables no range of their own).
	valueAt := func(last *unstable.Node) position {
		off := int(last.Raw.Offset) + int(last.Raw.Length)
		for off < len(data) && data[off] != '=' && data[off] != '\n' {
			off++
		}
		if off < len(data) && data[off] == '=' {
			off++
		}
		for off < len(data) && (data[off] == ' ' || data[off] == '\t') {
			off++
		}
		n := *last
		n.Raw.Offset, n.Raw.Length = uint32(off), 0
		return pos(&n)
	}
	// arrays counts the elements of each array of tables seen so far, by its path.
	arrays := map[string]int{}
	var table string // the path of the current [table] or [[array]] element
	for p.NextExpression() {
		e := p.Expression()
		switch e.Kind {
		case unstable.Table, unstable.ArrayTable:
			path, first, parents := resolveKey(e.Key(), arrays)
			// The tables a header implies ([agents.x] implies agents), and an array of tables as a
			// whole, stand where they are first named.
			for _, parent := range parents {
				idx.add(parent, pos(first))
			}
			if e.Kind == unstable.ArrayTable {
				idx.add(path, pos(first))
				i := arrays[path]
				arrays[path] = i + 1
				path += "[" + strconv.Itoa(i) + "]"
			}
			table = path
			idx.add(path, pos(first))
		case unstable.KeyValue:
			idx.addKeyValue(table, e, pos, valueAt)
		}
	}
	return idx
}

// resolveKey turns a table header's dotted key into a path, inserting the current index after each
// prefix that is an array of tables ([[jobs.x.cadence]] then [jobs.x.cadence.y] refers to the last
// element). It returns the first key node, for its position, and the paths of the tables the
// header implies.
func resolveKey(it unstable.Iterator, arrays map[string]int) (string, *unstable.Node, []string) {
	var path string
	var first *unstable.Node
	var parents []string
	for it.Next() {
		n := it.Node()
		if first == nil {
			first = n
		} else {
			parents = append(parents, path)
		}
		if path != "" {
			path += "."
		}
		path += keyPart(string(n.Data))
		if c, ok := arrays[path]; ok && !it.IsLast() {
			path += "[" + strconv.Itoa(c-1) + "]"
		}
	}
	return path, first, parents
}

func (idx positions) addKeyValue(table string, kv *unstable.Node, pos, valueAt func(*unstable.Node) position) {
	path := table
	it := kv.Key()
	var first, last *unstable.Node
	for it.Next() {
		n := it.Node()
		if first == nil {
			first = n
		}
		last = n
		if path != "" {
			path += "."
		}
		path += keyPart(string(n.Data))
		idx.add(path, pos(n))
	}
	// Where the value itself starts, for a problem of its type (a number where a string belongs):
	// a scalar, an array at its "[", an inline table at its "{".
	if last != nil {
		idx.add(path+valueSuffix, valueAt(last))
	}
	idx.addValue(path, kv.Value(), pos, valueAt)
}

// valueSuffix marks the position of a key's value in the index, beside the key's own.
const valueSuffix = "\x00value"

// lookupValue returns the position of the value at path where the index has one (a key's value,
// an element of an array), else lookup's.
func (idx positions) lookupValue(path string) position {
	if p, ok := idx[path+valueSuffix]; ok {
		return p
	}
	return idx.lookup(path)
}

func (idx positions) addValue(path string, v *unstable.Node, pos, valueAt func(*unstable.Node) position) {
	switch v.Kind {
	case unstable.InlineTable:
		children := v.Children()
		for children.Next() {
			idx.addKeyValue(path, children.Node(), pos, valueAt)
		}
	case unstable.Array:
		children := v.Children()
		for i := 0; children.Next(); i++ {
			el := children.Node()
			elPath := path + "[" + strconv.Itoa(i) + "]"
			if el.Kind == unstable.InlineTable {
				// An inline table has no Raw range of its own: place it at its first key.
				kids := el.Children()
				if kids.Next() {
					k := kids.Node().Key()
					if k.Next() {
						idx.add(elPath, pos(k.Node()))
					}
				}
			} else if el.Raw.Length > 0 {
				idx.add(elPath, pos(el))
			}
			idx.addValue(elPath, el, pos, valueAt)
		}
	}
}

func (idx positions) add(path string, p position) {
	if _, ok := idx[path]; !ok {
		idx[path] = p
	}
}

// lookup returns the position of path, or of its nearest ancestor that has one.
func (idx positions) lookup(path string) position {
	for path != "" {
		if p, ok := idx[path]; ok {
			return p
		}
		i := strings.LastIndexAny(path, ".[")
		if i < 0 {
			break
		}
		path = path[:i]
	}
	return position{}
}

// keyAt returns the path of the key that stands last on line before column col (the key whose
// value holds a syntax error there), or "" where none does. A line with several keys (an inline
// table) gives the innermost one before col.
func (idx positions) keyAt(line, col int) string {
	best, bestCol := "", 0
	for path, p := range idx {
		if p.line != line || p.col > col || strings.HasSuffix(path, valueSuffix) {
			continue
		}
		if p.col > bestCol || p.col == bestCol && len(path) > len(best) {
			best, bestCol = path, p.col
		}
	}
	return best
}

// keyOnLine is keyAt for a line whose key/value pair the index does not hold, because the
// parser stopped at it ("a\nb" in a basic string): the bare key written at the start of line
// (from 1), below the table whose header precedes it. "" where the line starts with no key.
func (idx positions) keyOnLine(data []byte, line int) string {
	lines := strings.Split(string(data), "\n")
	if line < 1 || line > len(lines) {
		return ""
	}
	m := lineKey.FindStringSubmatch(lines[line-1])
	if m == nil {
		return ""
	}
	key := strings.Join(strings.Fields(strings.ReplaceAll(m[1], ".", " ")), ".")
	for l := line - 1; l >= 1; l-- {
		if !lineHeader.MatchString(lines[l-1]) {
			continue
		}
		table := ""
		for path, p := range idx {
			if p.line == l && len(path) > len(table) && !strings.HasSuffix(path, valueSuffix) {
				table = path
			}
		}
		if table == "" {
			return ""
		}
		return table + "." + key
	}
	return key
}

// lineKey matches a line that starts with a bare (dotted) key and "=".
var lineKey = lazyre.New(`^\s*([A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*)\s*=`)

// lineHeader matches a table header line.
var lineHeader = lazyre.New(`^\s*\[`)

// keyPart writes a key as TOML would need it in a dotted key: bare when it can be, quoted otherwise.
func keyPart(k string) string {
	if k == "" {
		return `""`
	}
	for _, r := range k {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return strconv.Quote(k)
		}
	}
	return k
}
