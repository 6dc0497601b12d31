package policy

import (
	"strings"
	"testing"
)

// TestMediaTypesRules (new-user trial 25, F-06): the media types an agent fetches are written as
// RFC 6838 §4.2 names them, type/subtype in lower case without parameters, a wildcard only as the
// subtype and never "*/*"; each once, none covered by a wildcard listed beside it; all problems
// at once, each with what would be right.
func TestMediaTypesRules(t *testing.T) {
	const at = "token = \"examplebot\"\n"
	runBadPolicies(t, []badPolicy{{
		name:  "every kind of slip",
		edits: []edit{replace(at, at+`media_types = ["text/html", "Text/HTML", "text/html; charset=utf-8", "html", "*/*", "*/html", "text/", "text/html", "application/*", "application/pdf", "-x/y"]`+"\n")},
		want: []string{
			`policy.toml:28:29: agents.bot.media_types[1]: "Text/HTML" is not in lower case: media types compare without regard to case (RFC 6838 §4.2), and the page prints them as written (want "text/html")`,
			`policy.toml:28:42: agents.bot.media_types[2]: "text/html; charset=utf-8" has a parameter: media_types names media types, not their parameters (want "text/html")`,
			`policy.toml:28:70: agents.bot.media_types[3]: "html" is not a media type: want type/subtype as RFC 6838 §4.2 writes them, e.g. "text/html" or "application/pdf"`,
			`policy.toml:28:78: agents.bot.media_types[4]: "*/*" covers every media type, which states nothing: list the types the crawler fetches, or leave media_types out`,
			`policy.toml:28:85: agents.bot.media_types[5]: "*/html" has "*" as its type: only the subtype may be "*" ("text/*")`,
			`policy.toml:28:95: agents.bot.media_types[6]: "text/" is not a media type: want type/subtype as RFC 6838 §4.2 writes them, e.g. "text/html" or "application/pdf"`,
			`policy.toml:28:104: agents.bot.media_types[7]: "text/html" is listed twice`,
			`policy.toml:28:134: agents.bot.media_types[9]: "application/pdf" is covered by "application/*" (agents.bot.media_types[8]), which holds every subtype of application (want one of them)`,
			`policy.toml:28:153: agents.bot.media_types[10]: "-x/y" is not a media type: want type/subtype as RFC 6838 §4.2 writes them, e.g. "text/html" or "application/pdf"`,
		},
	}})
	src := strings.Replace(readBase(t), at, at+`media_types = ["text/html", "application/xhtml+xml", "application/vnd.example.doc-v2+json", "image/*"]`+"\n", 1)
	if _, err := Parse([]byte(src), "policy.toml"); err != nil {
		t.Errorf("valid media types refused: %v", err)
	}
}

// TestMediaTypesDiff (F-06): fewer media types fetched are more polite, more less polite; a
// statement where none was is stricter (the crawler was held to no type), one taken back looser;
// types in place of others are not provably either.
func TestMediaTypesDiff(t *testing.T) {
	with := func(v ...string) *Policy {
		p := mybot(t)
		p.Agents[0].MediaTypes = v
		return p
	}
	const ptr = "/agents/harvestmouse/media_types"
	for _, tc := range []struct {
		name     string
		old, new *Policy
		want     string
	}{
		{"stated", with(), with("text/html"), "added " + ptr + " stricter media_types"},
		{"taken back", with("text/html"), with(), "removed " + ptr + " looser! media_types"},
		{"one more", with("text/html"), with("text/html", "application/pdf"), "changed " + ptr + " looser! media_types"},
		{"one fewer", with("text/html", "application/pdf"), with("text/html"), "changed " + ptr + " stricter media_types"},
		{"another", with("text/html"), with("application/pdf"), "changed " + ptr + " looser media_types"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := diffLines(t, tc.old, tc.new, fieldLine); g != tc.want {
				t.Errorf("changes:\n%s\nwant:\n%s", g, tc.want)
			}
		})
	}
}
