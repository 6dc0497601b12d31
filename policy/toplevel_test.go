package policy

import (
	"strings"
	"testing"
)

// TestTopLevelKeyBelowTable: a key of the file's top level (unpublished, acknowledged_warnings,
// schema) written after a table's header, which TOML reads as part of that table, is named as
// such, with the table and the fix, not as any unknown key with the table's allowed keys (a new
// user writes such a key at the end of the file).
func TestTopLevelKeyBelowTable(t *testing.T) {
	src := readBase(t) + "\nunpublished = [\"/robots_txt/cache_for\"]\nacknowledged_warnings = [{ key = \"robots_txt.cache_for\", reason = \"x\" }]\n"
	_, err := Parse([]byte(src), "policy.toml")
	if err == nil {
		t.Fatal("accepted")
	}
	var table string
	for _, l := range strings.Split(readBase(t), "\n") {
		if strings.HasPrefix(l, "[") {
			table = strings.Trim(l, "[]")
		}
	}
	for _, k := range []string{"unpublished", "acknowledged_warnings"} {
		want := table + "." + k + ": unknown key \"" + k + "\" here: it is a key of the file's top level, which TOML reads as part of the table above it, [" + table + "] (move it before the first table)"
		if !strings.Contains(err.Error(), want) {
			t.Errorf("problems lack\n%s\ngot:\n%v", want, err)
		}
	}
	if strings.Contains(err.Error(), "allowed here") {
		t.Errorf("the list of allowed keys is given as well:\n%v", err)
	}
}
