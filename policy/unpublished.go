package policy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// UnpublishedIndex returns the index in Unpublished of the entry that names the value at ptr;
// false when the value is published.
func (p *Policy) UnpublishedIndex(ptr string) (int, bool) {
	for i, u := range p.Unpublished {
		if ptr == u {
			return i, true
		}
	}
	return 0, false
}

// unpublishedUnit returns the unit of the value at ptr as diff reads it: a Duration (seconds), a
// Size (byteSize), or anything else (plainUnit). An item of a list of durations
// ("/errors/retries/delays/1") has the list's unit.
func unpublishedUnit(ptr string) unit {
	if u := ruleFor(ptr).unit; u != plainUnit {
		return u
	}
	i := strings.LastIndexByte(ptr, '/')
	if _, err := strconv.Atoi(ptr[i+1:]); err == nil && i > 0 {
		return ruleFor(ptr[:i]).unit
	}
	return plainUnit
}

// at returns the node at an RFC 6901 pointer.
func (n node) at(ptr string) (node, bool) {
	if ptr == "" {
		return n, true
	}
	cur := n
	for _, tok := range strings.Split(ptr[1:], "/") {
		tok = UnescapeToken(tok)
		switch cur.kind {
		case 'o':
			next, ok := cur.fields[tok]
			if !ok {
				return node{}, false
			}
			cur = next
		case 'a':
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(cur.items) || tok != strconv.Itoa(i) {
				return node{}, false
			}
			cur = cur.items[i]
		default:
			return node{}, false
		}
	}
	return cur, true
}

// unpublishable are the counts and sizes that may be marked unpublished, as patterns of the end
// of their pointers ("*" one token): those the pages can state as existing without their number.
// Every duration may be (the pages state any duration in its grammatical form as one the operator
// does not publish).
var unpublishable = []string{
	"limits/max_redirects", "robots_txt/max_redirects", "robots_txt_handling/max_redirects",
	"reactions/*/threshold",
	"limits/max_body_size", "robots_txt/max_size", "robots_txt_handling/max_size",
	"budgets/*/max",
}

// unpublishableCounts names the counts of unpublishable, for an error.
const unpublishableCounts = `a limit's max_redirects, robots.txt's max_redirects, a reaction's threshold`

// unpublishableSizes names the sizes of unpublishable, for an error.
const unpublishableSizes = `a limit's max_body_size, robots.txt's max_size, a job's budgets' max`

// isUnpublishable reports whether the count or size at ptr may be marked unpublished.
func isUnpublishable(ptr string) bool {
	tokens := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	for _, pattern := range unpublishable {
		pat := strings.Split(pattern, "/")
		if len(pat) > len(tokens) {
			continue
		}
		tail := tokens[len(tokens)-len(pat):]
		match := true
		for i, p := range pat {
			if p != "*" && p != tail[i] {
				match = false
				break
			}
		}
		if match {
			return true
		}
	}
	return false
}

// unpublished checks Unpublished: each entry a JSON Pointer, named once, of a duration, or of a
// count or a size the pages can state without its number (unpublishable), that the policy sets
// (a policy read from policy.json lacks them, as it should).
func (c *checker) unpublished() {
	if len(c.p.Unpublished) == 0 {
		return
	}
	b, err := c.p.FullJSON()
	if err != nil {
		c.add("unpublished", "%v", err)
		return
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	root, err := decodeNode(dec)
	if err != nil {
		c.add("unpublished", "%v", err)
		return
	}
	const want = `want the JSON Pointer of a duration, a count or a size the policy sets, as policy.json places it, e.g. "/robots_txt/cache_for", "/limits/max_redirects" or "/limits/max_body_size"`
	seen := map[string]bool{}
	for i, ptr := range c.p.Unpublished {
		path := fmt.Sprintf("unpublished[%d]", i)
		if !strings.HasPrefix(ptr, "/") {
			c.add(path, "%q is not a JSON Pointer (%s)", ptr, want)
			continue
		}
		if seen[ptr] {
			c.add(path, "%q is named twice", ptr)
			continue
		}
		seen[ptr] = true
		u := unpublishedUnit(ptr)
		n, ok := root.at(ptr)
		switch {
		case ptr == "/unpublished" || strings.HasPrefix(ptr, "/unpublished/"):
			c.add(path, "%q names the list of unpublished values itself (%s)", ptr, want)
		case !ok && c.p.fromJSON && (u != plainUnit || isUnpublishable(ptr)):
			// policy.json leaves the number out, as it should.
		case !ok:
			c.add(path, "%q names no value this policy sets (%s)", ptr, want)
		case !isNumber(&n) && n.kind != 's':
			c.add(path, "%q names a list or a table, not one value (%s)", ptr, want)
		case u == seconds || isUnpublishable(ptr):
		case u == byteSize:
			c.add(path, "%q is a size the pages cannot state without its number; the sizes that may be marked unpublished are %s", ptr, unpublishableSizes)
		case isNumber(&n):
			c.add(path, "%q is a count the pages cannot state without its number; the counts that may be marked unpublished are %s (a quota's cap without a published number: unpublished = true in the quota; a reaction's pause: pause_unpublished = true)", ptr, unpublishableCounts)
		default:
			c.add(path, "%q is not a duration, a count or a size, which are the values that may be marked unpublished (a quota's cap without a published number: unpublished = true in the quota; a reaction's pause: pause_unpublished = true)", ptr)
		}
	}
}

// withoutUnpublished returns the canonical policy.json b with the values at ptrs left out.
func withoutUnpublished(b []byte, ptrs []string) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	root, err := decodeNode(dec)
	if err != nil {
		return nil, err
	}
	for _, ptr := range ptrs {
		root = withoutValue(root, strings.Split(ptr, "/")[1:])
	}
	var compactOut bytes.Buffer
	if err := encodeNode(&compactOut, root); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	out.Grow(2 * compactOut.Len())
	if err := json.Indent(&out, compactOut.Bytes(), "", "  "); err != nil {
		return nil, err
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// withoutValue returns n without the value at the tokens of a pointer; an item of a list becomes null,
// so that the other items keep their indexes (and their pointers).
func withoutValue(n node, tokens []string) node {
	if len(tokens) == 0 {
		return n
	}
	tok := UnescapeToken(tokens[0])
	switch n.kind {
	case 'o':
		child, ok := n.fields[tok]
		if !ok {
			return n
		}
		fields := make(map[string]node, len(n.fields))
		for k, v := range n.fields {
			fields[k] = v
		}
		keys := n.keys
		if len(tokens) == 1 {
			delete(fields, tok)
			keys = nil
			for _, k := range n.keys {
				if k != tok {
					keys = append(keys, k)
				}
			}
		} else {
			fields[tok] = withoutValue(child, tokens[1:])
		}
		return node{kind: 'o', keys: keys, fields: fields}
	case 'a':
		i, err := strconv.Atoi(tok)
		if err != nil || i < 0 || i >= len(n.items) {
			return n
		}
		items := append([]node(nil), n.items...)
		if len(tokens) == 1 {
			items[i] = node{kind: 's', scalar: nil}
		} else {
			items[i] = withoutValue(items[i], tokens[1:])
		}
		return node{kind: 'a', items: items}
	}
	return n
}

// encodeNode writes n as compact JSON, objects in their order, strings as encoding/json writes
// them without HTML escaping (as Policy.JSON does).
func encodeNode(b *bytes.Buffer, n node) error {
	switch n.kind {
	case 'o':
		b.WriteByte('{')
		for i, k := range n.keys {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := encodeScalar(b, k); err != nil {
				return err
			}
			b.WriteByte(':')
			if err := encodeNode(b, n.fields[k]); err != nil {
				return err
			}
		}
		b.WriteByte('}')
		return nil
	case 'a':
		b.WriteByte('[')
		for i, it := range n.items {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := encodeNode(b, it); err != nil {
				return err
			}
		}
		b.WriteByte(']')
		return nil
	}
	return encodeScalar(b, n.scalar)
}

func encodeScalar(b *bytes.Buffer, v any) error {
	if num, ok := v.(json.Number); ok {
		b.WriteString(string(num))
		return nil
	}
	var s bytes.Buffer
	enc := json.NewEncoder(&s)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	b.Write(bytes.TrimSuffix(s.Bytes(), []byte("\n")))
	return nil
}
