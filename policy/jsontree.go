package policy

import (
	"encoding/json"
	"fmt"
)

// parseTree reads JSON that encoding/json wrote (FullJSON, json.Marshal) into a node: what
// decodeNode makes of it through json.Decoder's tokens (numbers as json.Number, the order of
// objects kept), in one pass over the bytes instead of a token at a time (a decoded token is an
// allocated interface value, and its position is checked against the decoder's state machine).
// Strings without an escape are taken as they stand (encoding/json writes valid UTF-8); a string
// with one, and each number, are decoded by encoding/json. Anything but one JSON value (with
// white space around it) is an error. TestParseTree holds it to decodeNode.
func parseTree(b []byte) (node, error) {
	p := treeParser{b: b}
	n, err := p.value()
	if err != nil {
		return node{}, err
	}
	if p.skip(); p.i != len(p.b) {
		return node{}, fmt.Errorf("policy tree: text after the value at offset %d", p.i)
	}
	return n, nil
}

type treeParser struct {
	b []byte
	i int
}

func (p *treeParser) skip() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *treeParser) fail(what string) error {
	return fmt.Errorf("policy tree: %s at offset %d", what, p.i)
}

func (p *treeParser) value() (node, error) {
	p.skip()
	if p.i >= len(p.b) {
		return node{}, p.fail("unexpected end")
	}
	switch c := p.b[p.i]; {
	case c == '{':
		p.i++
		n := node{kind: 'o', fields: map[string]node{}}
		p.skip()
		if p.i < len(p.b) && p.b[p.i] == '}' {
			p.i++
			return n, nil
		}
		for {
			p.skip()
			if p.i >= len(p.b) || p.b[p.i] != '"' {
				return node{}, p.fail("want a member's name")
			}
			k, err := p.str()
			if err != nil {
				return node{}, err
			}
			if p.skip(); p.i >= len(p.b) || p.b[p.i] != ':' {
				return node{}, p.fail(`want ":"`)
			}
			p.i++
			v, err := p.value()
			if err != nil {
				return node{}, err
			}
			n.keys = append(n.keys, k)
			n.fields[k] = v
			if p.skip(); p.i < len(p.b) && p.b[p.i] == ',' {
				p.i++
				continue
			}
			if p.i < len(p.b) && p.b[p.i] == '}' {
				p.i++
				return n, nil
			}
			return node{}, p.fail(`want "," or "}"`)
		}
	case c == '[':
		p.i++
		n := node{kind: 'a'}
		p.skip()
		if p.i < len(p.b) && p.b[p.i] == ']' {
			p.i++
			return n, nil
		}
		for {
			v, err := p.value()
			if err != nil {
				return node{}, err
			}
			n.items = append(n.items, v)
			if p.skip(); p.i < len(p.b) && p.b[p.i] == ',' {
				p.i++
				continue
			}
			if p.i < len(p.b) && p.b[p.i] == ']' {
				p.i++
				return n, nil
			}
			return node{}, p.fail(`want "," or "]"`)
		}
	case c == '"':
		s, err := p.str()
		return node{kind: 's', scalar: s}, err
	case c == '-' || c >= '0' && c <= '9':
		start := p.i
		for p.i < len(p.b) && (p.b[p.i] >= '0' && p.b[p.i] <= '9' || p.b[p.i] == '-' || p.b[p.i] == '+' || p.b[p.i] == '.' || p.b[p.i] == 'e' || p.b[p.i] == 'E') {
			p.i++
		}
		var num json.Number
		if err := json.Unmarshal(p.b[start:p.i], &num); err != nil {
			return node{}, err
		}
		return node{kind: 's', scalar: num}, nil
	}
	for _, lit := range []struct {
		text  string
		value any
	}{{"true", true}, {"false", false}, {"null", nil}} {
		if len(p.b)-p.i >= len(lit.text) && string(p.b[p.i:p.i+len(lit.text)]) == lit.text {
			p.i += len(lit.text)
			return node{kind: 's', scalar: lit.value}, nil
		}
	}
	return node{}, p.fail("not a JSON value")
}

// str reads the string at p.i (its opening quote).
func (p *treeParser) str() (string, error) {
	start := p.i
	p.i++
	escaped := false
	for p.i < len(p.b) {
		switch c := p.b[p.i]; {
		case c == '"':
			p.i++
			if !escaped {
				return string(p.b[start+1 : p.i-1]), nil
			}
			var s string
			err := json.Unmarshal(p.b[start:p.i], &s)
			return s, err
		case c == '\\':
			escaped = true
			p.i += 2
		case c < 0x20:
			return "", p.fail("a control character in a string")
		default:
			p.i++
		}
	}
	return "", p.fail("a string without its end")
}
