package policy

import "fmt"

// MaxDepth is the deepest nesting of tables and arrays a policy file may have: 32 levels, where
// the model needs 6. The TOML decoder's time and memory grow with the square of the depth (a
// 42 KB file of 10,000 nested inline tables took 21 s and 4.3 GB), so the depth is measured on
// the text, in one pass, before the file is decoded.
const MaxDepth = 32

// tooDeep scans TOML text and returns the line and column (from 1) of the first key or value
// nested deeper than limit, counting table headers' keys ([a.b.c] is 3), dotted keys, inline
// tables and arrays; ok is false when there is none. It reads strings, quoted keys and comments
// as TOML does (so that their brackets and dots do not count); it does not check the syntax,
// which the decoder does.
func tooDeep(data []byte, limit int) (line, col int, found bool) {
	type frame struct {
		table bool // an inline table; else an array
		base  int  // the depth of the values it holds
	}
	var stack []frame
	header := 0   // the depth of the last table header
	inKey := true // reading a key (before its "="), else a value
	keyDepth := 0 // the depth of the key being read
	lineNo, lineStart := 1, 0
	at := func(i int) (int, int, bool) { return lineNo, i - lineStart + 1, true }
	startKey := func(base int) { inKey, keyDepth = true, base+1 }
	startKey(0)
	for i := 0; i < len(data); i++ {
		c := data[i]
		switch {
		case c == '\n':
			lineNo, lineStart = lineNo+1, i+1
			if len(stack) == 0 {
				startKey(header)
			}
		case c == '#':
			for i+1 < len(data) && data[i+1] != '\n' {
				i++
			}
		case c == '"' || c == '\'':
			end := skipString(data, i)
			for _, b := range data[i:end] {
				if b == '\n' {
					lineNo++
				}
			}
			if n := lastNewline(data[i:end]); n >= 0 {
				lineStart = i + n + 1
			}
			i = end - 1
		case c == '[' && len(stack) == 0 && inKey:
			// A table header: [a.b.c] or [[a.b.c]], its keys counted as a dotted key's.
			depth := 1
			j := i + 1
			if j < len(data) && data[j] == '[' {
				depth++ // an element of an array of tables
				j++
			}
			for ; j < len(data) && data[j] != ']' && data[j] != '\n'; j++ {
				switch data[j] {
				case '.':
					depth++
					if depth > limit {
						return at(j)
					}
				case '"', '\'':
					j = skipString(data, j) - 1
				}
			}
			if depth > limit {
				return at(i)
			}
			header = depth
			for j < len(data) && data[j] == ']' {
				j++
			}
			i = j - 1
			startKey(header)
		case inKey && c == '.':
			keyDepth++
			if keyDepth > limit {
				return at(i)
			}
		case inKey && c == '=':
			inKey = false
		case inKey:
			// key characters and spaces
		case c == '{' || c == '[':
			base := keyDepth
			if len(stack) > 0 && !stack[len(stack)-1].table {
				base = stack[len(stack)-1].base
			}
			f := frame{table: c == '{', base: base + 1}
			if f.base > limit {
				return at(i)
			}
			stack = append(stack, f)
			if f.table {
				startKey(f.base - 1)
			}
		case c == '}' || c == ']':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			if len(stack) > 0 && stack[len(stack)-1].table {
				keyDepth = stack[len(stack)-1].base
			}
		case c == ',' && len(stack) > 0 && stack[len(stack)-1].table:
			startKey(stack[len(stack)-1].base - 1)
		}
	}
	return 0, 0, false
}

// skipString returns the index just after the string that starts at data[i] (a quote): basic
// "…" with escapes, literal '…', or their multi-line forms; the end of data if it does not end.
func skipString(data []byte, i int) int {
	q := data[i]
	if i+2 < len(data) && data[i+1] == q && data[i+2] == q {
		for j := i + 3; j+2 < len(data); j++ {
			if q == '"' && data[j] == '\\' {
				j++
				continue
			}
			if data[j] == q && data[j+1] == q && data[j+2] == q {
				j += 3
				for j < len(data) && data[j] == q { // up to two quotes may end the content
					j++
				}
				return j
			}
		}
		return len(data)
	}
	for j := i + 1; j < len(data); j++ {
		switch {
		case q == '"' && data[j] == '\\':
			j++
		case data[j] == q:
			return j + 1
		case data[j] == '\n':
			return j // a single-line string ends at the line, whatever the decoder says of it
		}
	}
	return len(data)
}

func lastNewline(b []byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] == '\n' {
			return i
		}
	}
	return -1
}

// TooDeep reports the line and column (from 1) of the first key or value of TOML text nested
// deeper than MaxDepth, found false when there is none: a check to run before any TOML decoder
// (the site's message files are TOML too).
func TooDeep(data []byte) (line, col int, found bool) { return tooDeep(data, MaxDepth) }

// depthProblem is the problem of a file nested deeper than MaxDepth.
func depthProblem(file string, line, col int) Problem {
	return Problem{File: file, Line: line, Col: col,
		Msg: fmt.Sprintf("nested more than %d levels deep (tables, arrays and dotted keys; a policy needs 6): sitegen reads no deeper", MaxDepth)}
}
