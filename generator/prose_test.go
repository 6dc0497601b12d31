package generator

import (
	"strings"
	"testing"
)

// Test_m2ControlCharactersRefusedInProse is defect m2 of the hostile trial: a NUL byte in prose
// went raw into index.md, which git then took for a binary file. Control characters and bidi
// controls are refused in prose, as in the policy, at their line and column.
func Test_m2ControlCharactersRefusedInProse(t *testing.T) {
	tests := []struct{ src, want string }{
		{"Hello \x00 world\n", `about.md:1:7: holds U+0000, a control character, at character 7: remove it`},
		{"fine\n\nterminal \x1b]L;pwned\x07 title\n", `about.md:3:10: holds U+001B, a control character, at character 10, and 1 more: remove them`},
		{"```\ncode \u202e reversed\n```\n", `about.md:2:6: holds U+202E RIGHT-TO-LEFT OVERRIDE at character 6, which would make the text around it read in another order: remove it`},
	}
	for _, tt := range tests {
		_, problems := convertProse("about.md", []byte(tt.src), "about")
		if len(problems) != 1 || problems[0] != tt.want {
			t.Errorf("convertProse(%q) problems:\n%s\nwant:\n%s", tt.src, strings.Join(problems, "\n"), tt.want)
		}
	}
	if _, problems := convertProse("about.md", []byte("tab\tand CRLF\r\nare fine\r\n"), "about"); len(problems) != 0 {
		t.Errorf("tab and CR refused: %q", problems)
	}
}
