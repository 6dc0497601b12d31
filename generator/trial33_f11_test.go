package generator

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestInvisibleCharactersRefusedInProse (new-user trial 33, F-11): prose refuses the invisible
// format characters that a policy string refuses (a zero width space, a soft hyphen, a byte order
// mark inside the text, a word joiner, the tag characters U+E0000–U+E007F), at their line and
// column, code blocks included, as it refused the bidirectional controls already. The joiners
// U+200C and U+200D and the direction marks stay allowed, and so does a byte order mark that opens
// the file, which is dropped. Before, validate passed the trial's line and the published Markdown
// held the characters.
func TestInvisibleCharactersRefusedInProse(t *testing.T) {
	const why = "an invisible character, which a reader cannot see and a copy or a search of the text carries or misses"
	tests := []struct {
		name, src string
		want      []string
	}{
		{"the trial's line", "We check every si\u00adte with A11y\u200bMonitor\ufeff and the tag \U000E0041.\n", []string{
			"about.md:1:18: holds U+00AD SOFT HYPHEN at character 18, " + why + ", and 3 more: remove them",
		}},
		{"zero width space on the second line", "Fine.\n\nWe are A11y\u200bMonitor.\n", []string{
			"about.md:3:12: holds U+200B ZERO WIDTH SPACE at character 12, " + why + ": remove it",
		}},
		{"a byte order mark inside the text", "\ufeffOpening mark.\nA mark\ufeff here.\n", []string{
			"about.md:2:7: holds U+FEFF ZERO WIDTH NO-BREAK SPACE at character 7, " + why + ": remove it",
		}},
		{"a tag character in a code block", "```\nrun \U000E0041\n```\n", []string{
			"about.md:2:5: holds U+E0041 at character 5, an invisible character (a format character, Unicode category Cf), which a reader cannot see and a copy or a search of the text carries or misses: remove it",
		}},
		{"a word joiner, and a control character on another line", "one\u2060word\nand \x07 bell\n", []string{
			"about.md:1:4: holds U+2060 WORD JOINER at character 4, " + why + ": remove it",
			"about.md:2:5: holds U+0007, a control character, at character 5: remove it",
		}},
		{"joiners and direction marks", "می\u200cخواهم, \U0001F469\u200d\U0001F4BB, a\u200eb\u200fc\u061c.\n", nil},
		{"a byte order mark that opens the file", "\ufeffWe fetch pages.\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, problems := convertProse("about.md", []byte(tt.src), "about")
			if strings.Join(problems, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("convertProse(%q) problems:\n%s\nwant:\n%s", tt.src, strings.Join(problems, "\n"), strings.Join(tt.want, "\n"))
			}
			if len(tt.want) == 0 && (strings.Contains(p.Markdown, "\ufeff") || strings.Contains(string(p.HTML), "\ufeff")) {
				t.Errorf("convertProse(%q): the output holds the byte order mark:\n%q", tt.src, p.Markdown)
			}
		})
	}
}

// TestInvisibleCharactersAllAtOnce (new-user trial 33, F-11): the site's prose files are checked
// together, each problem with its file, line and column, as build and validate report them.
func TestInvisibleCharactersAllAtOnce(t *testing.T) {
	site := fstest.MapFS{
		"locales/en/about.md": {Data: []byte("We are A11y\u200bMonitor.\n")},
		"locales/de/about.md": {Data: []byte("\ufeffWir sind A11yMonitor.\n")},
		"locales/en/data.md":  {Data: []byte("Results.\n\nPer si\u00adte.\n")},
		"locales/de/data.md":  {Data: []byte("Ergebnisse \U000E0041\U000E0042.\n")},
	}
	_, problems := loadProse(site, "site", []string{"en", "de"})
	want := []string{
		"site/locales/en/about.md:1:12: holds U+200B ZERO WIDTH SPACE at character 12, an invisible character, which a reader cannot see and a copy or a search of the text carries or misses: remove it",
		"site/locales/en/data.md:3:7: holds U+00AD SOFT HYPHEN at character 7, an invisible character, which a reader cannot see and a copy or a search of the text carries or misses: remove it",
		"site/locales/de/data.md:1:12: holds U+E0041 at character 12, an invisible character (a format character, Unicode category Cf), which a reader cannot see and a copy or a search of the text carries or misses, and 1 more: remove them",
	}
	if strings.Join(problems, "\n") != strings.Join(want, "\n") {
		t.Errorf("loadProse problems:\n%s\nwant:\n%s", strings.Join(problems, "\n"), strings.Join(want, "\n"))
	}
}
