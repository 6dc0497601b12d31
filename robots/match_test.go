package robots

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// rl builds the Rule a test expects to decide.
func rl(allow bool, pattern, text string, line int) Rule {
	return Rule{Allow: allow, Pattern: pattern, Text: text, Line: line}
}

func TestDecide(t *testing.T) {
	tests := []struct {
		name     string
		robots   string
		token    string
		restrict []string
		url      string
		want     Decision
	}{
		// Reading the file (RFC 9309 §2.2, §2.3.1.5).
		{
			name: "empty file allows everything", robots: "", token: "FooBot", url: "https://a.example/x",
			want: Decision{Allowed: true},
		},
		{
			name: "byte order mark is skipped", robots: "\uFEFFUser-agent: FooBot\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "leading part of a byte order mark is skipped", robots: "\xEF\xBBUser-agent: FooBot\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "byte order mark inside the file spoils its line", robots: "User-agent: FooBot\n\uFEFFDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "CR ends lines", robots: "User-agent: FooBot\rDisallow: /x\r", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "CRLF is one line end", robots: "User-agent: FooBot\r\n\r\nDisallow: /x\r\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 3)},
		},
		{
			name: "LF then CR are two line ends", robots: "User-agent: FooBot\n\rDisallow: /x", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 3)},
		},
		{
			name: "no final line end", robots: "User-agent: FooBot\nDisallow: /x", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "comment is not part of the rule", robots: "# hello\nUser-agent: FooBot # me\nDisallow: /x # not /x#y\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 3)},
		},
		{
			name: "commented-out rule is no rule", robots: "User-agent: FooBot\n# Disallow: /\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "whitespace around key and value", robots: " \tUser-agent :\tFooBot \nDisallow\t:  /x\t\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow\t:  /x", 2)},
		},
		{
			name: "keys are case-insensitive", robots: "USER-AGENT: FooBot\nDISALLOW: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "DISALLOW: /x", 2)},
		},
		{
			name: "rules before any group are ignored", robots: "Disallow: /x\nUser-agent: FooBot\nDisallow: /y\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "unknown lines are ignored", robots: "User-agent: FooBot\nNoindex: /x\nDisallowed: /x\nDisallow /x /y\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true},
		},

		// Misspellings Google accepts (§2.2.4 lets a parser be lenient).
		{
			name: "useragent", robots: "useragent: FooBot\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "user agent", robots: "user agent: FooBot\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "disalow", robots: "User-agent: FooBot\ndisalow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "disalow: /x", 2)},
		},
		{
			name: "dissallow", robots: "User-agent: FooBot\nDissallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Dissallow: /x", 2)},
		},
		{
			name: "dissalow", robots: "User-agent: FooBot\ndissalow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "dissalow: /x", 2)},
		},
		{
			name: "diasllow", robots: "User-agent: FooBot\ndiasllow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "diasllow: /x", 2)},
		},
		{
			name: "disallaw", robots: "User-agent: FooBot\ndisallaw: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "disallaw: /x", 2)},
		},
		{
			name: "missing colon between two words", robots: "user-agent FooBot\ndisallow /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "disallow /x", 2)},
		},

		// Groups (§2.1, §2.2.1).
		{
			name: "blank line does not end a group", robots: "User-agent: FooBot\n\n\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 4)},
		},
		{
			name: "consecutive user-agent lines share the rules", robots: "User-agent: BarBot\nUser-agent: FooBot\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 3)},
		},
		{
			name: "sitemap line does not end the user-agent lines", robots: "User-agent: BarBot\nSitemap: https://a.example/s.xml\nUser-agent: FooBot\nDisallow: /x\n", token: "BarBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 4)},
		},
		{
			name: "crawl-delay line does not end the user-agent lines", robots: "User-agent: BarBot\nCrawl-delay: 5\nUser-agent: FooBot\nDisallow: /x\n", token: "BarBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 4)},
		},
		{
			name: "user-agent after a rule starts a new group", robots: "User-agent: BarBot\nDisallow: /x\nUser-agent: FooBot\nDisallow: /y\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "groups for the same token merge", robots: "User-agent: FooBot\nAllow: /x/y\n\nUser-agent: BarBot\nDisallow: /\n\nUser-agent: foobot\nDisallow: /x\n", token: "FooBot", url: "/x/z",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 8)},
		},
		{
			name: "merged groups still pick the longest rule", robots: "User-agent: FooBot\nAllow: /x/y\n\nUser-agent: FooBot\nDisallow: /x\n", token: "FooBot", url: "/x/y",
			want: Decision{Allowed: true, Rule: rl(true, "/x/y", "Allow: /x/y", 2)},
		},
		{
			name: "token matches case-insensitively", robots: "User-agent: FOOBOT\nDisallow: /x\n", token: "foobot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "group token is not a prefix match", robots: "User-agent: Foo\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "asking token is not a prefix match", robots: "User-agent: FooBot\nDisallow: /x\n", token: "Foo", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "asking token is not a substring match", robots: "User-agent: Bot\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "product token ends at the first other character", robots: "User-agent: FooBot/2.1 (+https://foo.example)\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "asking with a whole user-agent string matches no token", robots: "User-agent: FooBot\nDisallow: /x\n", token: "FooBot/2.1", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "group naming no valid token applies to nobody", robots: "User-agent: 2bot\nDisallow: /x\nUser-agent: *\nDisallow: /y\n", token: "", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "star group applies when no group names the token", robots: "User-agent: *\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "star followed by a comment", robots: "User-agent: * # everyone\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "star followed by text", robots: "User-agent: * everyone\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "star glued to a name is no star", robots: "User-agent: *bot\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "own group replaces the star group", robots: "User-agent: *\nDisallow: /x\n\nUser-agent: FooBot\nDisallow: /y\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "own group without rules allows everything", robots: "User-agent: *\nDisallow: /\n\nUser-agent: FooBot\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "star groups merge", robots: "User-agent: *\nDisallow: /x\n\nUser-agent: BarBot\nDisallow: /\n\nUser-agent: *\nAllow: /x/y\n", token: "FooBot", url: "/x/y",
			want: Decision{Allowed: true, Rule: rl(true, "/x/y", "Allow: /x/y", 8)},
		},

		// Precedence (§2.2.2).
		{
			name: "longest match wins", robots: "User-agent: FooBot\nAllow: /x/y\nDisallow: /x\n", token: "FooBot", url: "/x/y/z",
			want: Decision{Allowed: true, Rule: rl(true, "/x/y", "Allow: /x/y", 2)},
		},
		{
			name: "longest match wins against file order", robots: "User-agent: FooBot\nDisallow: /x/y\nAllow: /x\n", token: "FooBot", url: "/x/y/z",
			want: Decision{Rule: rl(false, "/x/y", "Disallow: /x/y", 2)},
		},
		{
			name: "allow wins a tie, allow first", robots: "User-agent: FooBot\nAllow: /x\nDisallow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true, Rule: rl(true, "/x", "Allow: /x", 2)},
		},
		{
			name: "allow wins a tie, disallow first", robots: "User-agent: FooBot\nDisallow: /x\nAllow: /x\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true, Rule: rl(true, "/x", "Allow: /x", 3)},
		},
		{
			name: "allow wins a tie of equal length", robots: "User-agent: FooBot\nDisallow: /*.html\nAllow: /a/b.ht\n", token: "FooBot", url: "/a/b.html",
			want: Decision{Allowed: true, Rule: rl(true, "/a/b.ht", "Allow: /a/b.ht", 3)},
		},
		{
			name: "first of equal rules is reported", robots: "User-agent: FooBot\nDisallow: /a\nDisallow: /a\n", token: "FooBot", url: "/a",
			want: Decision{Rule: rl(false, "/a", "Disallow: /a", 2)},
		},
		{
			name: "length counts the wildcards", robots: "User-agent: FooBot\nAllow: /page\nDisallow: /*.htm\n", token: "FooBot", url: "/page.htm",
			want: Decision{Rule: rl(false, "/*.htm", "Disallow: /*.htm", 3)},
		},
		{
			name: "matching is case-sensitive", robots: "User-agent: FooBot\nDisallow: /X/\n", token: "FooBot", url: "/x/y",
			want: Decision{Allowed: true},
		},
		{
			name: "empty disallow matches nothing", robots: "User-agent: FooBot\nDisallow:\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true},
		},
		{
			name: "empty allow does not beat a disallow", robots: "User-agent: FooBot\nDisallow: /\nAllow:\n", token: "FooBot", url: "/x",
			want: Decision{Rule: rl(false, "/", "Disallow: /", 2)},
		},
		{
			name: "pattern not starting with slash matches nothing", robots: "User-agent: FooBot\nDisallow: x\n", token: "FooBot", url: "/x",
			want: Decision{Allowed: true},
		},

		// Special characters (§2.2.3).
		{
			name: "star matches any run", robots: "User-agent: FooBot\nDisallow: /a/*/c\n", token: "FooBot", url: "/a/b/b/c/d",
			want: Decision{Rule: rl(false, "/a/*/c", "Disallow: /a/*/c", 2)},
		},
		{
			name: "star matches nothing too", robots: "User-agent: FooBot\nDisallow: /a*b\n", token: "FooBot", url: "/ab",
			want: Decision{Rule: rl(false, "/a*b", "Disallow: /a*b", 2)},
		},
		{
			name: "leading star", robots: "User-agent: FooBot\nDisallow: *.gif$\n", token: "FooBot", url: "/x/a.gif",
			want: Decision{Rule: rl(false, "*.gif$", "Disallow: *.gif$", 2)},
		},
		{
			name: "dollar anchors the end", robots: "User-agent: FooBot\nDisallow: /*.pdf$\n", token: "FooBot", url: "/a.pdf",
			want: Decision{Rule: rl(false, "/*.pdf$", "Disallow: /*.pdf$", 2)},
		},
		{
			name: "dollar anchors the end of the query", robots: "User-agent: FooBot\nDisallow: /*.pdf$\n", token: "FooBot", url: "/a.pdf?x=1",
			want: Decision{Allowed: true},
		},
		{
			name: "dollar without star is an exact path", robots: "User-agent: FooBot\nDisallow: /$\n", token: "FooBot", url: "/index.html",
			want: Decision{Allowed: true},
		},
		{
			name: "dollar inside a pattern is literal", robots: "User-agent: FooBot\nDisallow: /a$b\n", token: "FooBot", url: "/a$b",
			want: Decision{Rule: rl(false, "/a$b", "Disallow: /a$b", 2)},
		},
		{
			name: "encoded dollar matches a literal dollar", robots: "User-agent: FooBot\nDisallow: /price%24\n", token: "FooBot", url: "/price$",
			want: Decision{Rule: rl(false, "/price%24", "Disallow: /price%24", 2)},
		},
		{
			name: "encoded star matches a literal star", robots: "User-agent: FooBot\nDisallow: /a%2Ab\n", token: "FooBot", url: "/a*b",
			want: Decision{Rule: rl(false, "/a%2Ab", "Disallow: /a%2Ab", 2)},
		},
		{
			name: "encoded star is not a wildcard", robots: "User-agent: FooBot\nDisallow: /a%2Ab\n", token: "FooBot", url: "/axb",
			want: Decision{Allowed: true},
		},

		// Percent-encoding (§2.2.2).
		{
			name: "raw non-ASCII URL matches encoded pattern", robots: "User-agent: FooBot\nDisallow: /caf%C3%A9\n", token: "FooBot", url: "/café",
			want: Decision{Rule: rl(false, "/caf%C3%A9", "Disallow: /caf%C3%A9", 2)},
		},
		{
			name: "raw non-ASCII pattern matches encoded URL", robots: "User-agent: FooBot\nDisallow: /café\n", token: "FooBot", url: "/caf%c3%a9",
			want: Decision{Rule: rl(false, "/café", "Disallow: /café", 2)},
		},
		{
			name: "encoded unreserved characters are decoded", robots: "User-agent: FooBot\nDisallow: /%7Euser/%61\n", token: "FooBot", url: "/~user/a",
			want: Decision{Rule: rl(false, "/%7Euser/%61", "Disallow: /%7Euser/%61", 2)},
		},
		{
			name: "encoded reserved characters stay encoded", robots: "User-agent: FooBot\nDisallow: /a%2Fb\n", token: "FooBot", url: "/a/b",
			want: Decision{Allowed: true},
		},
		{
			name: "hex digits compare in any case", robots: "User-agent: FooBot\nDisallow: /a%2fb\n", token: "FooBot", url: "/a%2Fb",
			want: Decision{Rule: rl(false, "/a%2fb", "Disallow: /a%2fb", 2)},
		},
		{
			name: "space matches its encoding", robots: "User-agent: FooBot\nDisallow: /a%20b\n", token: "FooBot", url: "/a b",
			want: Decision{Rule: rl(false, "/a%20b", "Disallow: /a%20b", 2)},
		},
		{
			name: "stray percent matches its encoding", robots: "User-agent: FooBot\nDisallow: /100%\n", token: "FooBot", url: "/100%25",
			want: Decision{Rule: rl(false, "/100%", "Disallow: /100%", 2)},
		},
		{
			name: "longest counts normalised octets", robots: "User-agent: FooBot\nAllow: /%61%62\nDisallow: /abc\n", token: "FooBot", url: "/abc",
			want: Decision{Rule: rl(false, "/abc", "Disallow: /abc", 3)},
		},

		// /robots.txt (§2.2.2).
		{
			name: "robots.txt is always allowed", robots: "User-agent: *\nDisallow: /\n", token: "FooBot", url: "https://a.example/robots.txt",
			want: Decision{Allowed: true, RobotsTxt: true},
		},
		{
			name: "robots.txt with encoded dot is robots.txt", robots: "User-agent: *\nDisallow: /\n", token: "FooBot", url: "/robots%2Etxt",
			want: Decision{Allowed: true, RobotsTxt: true},
		},
		{
			name: "robots.txt with a query is another URL", robots: "User-agent: *\nDisallow: /\n", token: "FooBot", url: "/robots.txt?x",
			want: Decision{Rule: rl(false, "/", "Disallow: /", 2)},
		},

		// URLs.
		{
			name: "URL without path is the root", robots: "User-agent: *\nDisallow: /$\n", token: "FooBot", url: "https://a.example",
			want: Decision{Rule: rl(false, "/$", "Disallow: /$", 2)},
		},
		{
			name: "fragment is ignored", robots: "User-agent: *\nDisallow: /x$\n", token: "FooBot", url: "https://a.example/x#top",
			want: Decision{Rule: rl(false, "/x$", "Disallow: /x$", 2)},
		},
		{
			name: "query is part of the path", robots: "User-agent: *\nDisallow: /*?sort=\n", token: "FooBot", url: "https://a.example/list?page=2&sort=up",
			want: Decision{Allowed: true},
		},
		{
			name: "query after path", robots: "User-agent: *\nDisallow: /list?sort=\n", token: "FooBot", url: "https://a.example/list?sort=up",
			want: Decision{Rule: rl(false, "/list?sort=", "Disallow: /list?sort=", 2)},
		},
		{
			name: "query without path", robots: "User-agent: *\nDisallow: /?q\n", token: "FooBot", url: "https://a.example?q=1",
			want: Decision{Rule: rl(false, "/?q", "Disallow: /?q", 2)},
		},
		{
			name: "scheme-relative URL", robots: "User-agent: *\nDisallow: /x\n", token: "FooBot", url: "//a.example/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "user info and port", robots: "User-agent: *\nDisallow: /x\n", token: "FooBot", url: "https://u:p@a.example:8080/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "garbage URL reads as the root", robots: "User-agent: *\nDisallow: /$\n", token: "FooBot", url: "not a url",
			want: Decision{Rule: rl(false, "/$", "Disallow: /$", 2)},
		},
		{
			name: "empty URL reads as the root", robots: "User-agent: *\nDisallow: /\n", token: "", url: "",
			want: Decision{Rule: rl(false, "/", "Disallow: /", 2)},
		},

		// Restrict-only legacy tokens.
		{
			name: "restrict-only group disallows", robots: "User-agent: NewBot\nAllow: /\n\nUser-agent: OldBot\nDisallow: /x\n", token: "NewBot", restrict: []string{"OldBot"}, url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 5)},
		},
		{
			name: "restrict-only group cannot allow", robots: "User-agent: NewBot\nDisallow: /x\n\nUser-agent: OldBot\nAllow: /x\n", token: "NewBot", restrict: []string{"OldBot"}, url: "/x",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 2)},
		},
		{
			name: "restrict-only token does not read the star group", robots: "User-agent: *\nDisallow: /x\n\nUser-agent: NewBot\nAllow: /\n", token: "NewBot", restrict: []string{"OldBot"}, url: "/x",
			want: Decision{Allowed: true, Rule: rl(true, "/", "Allow: /", 5)},
		},
		{
			name: "restrict-only group allowing keeps the token's answer", robots: "User-agent: NewBot\nAllow: /x\n\nUser-agent: OldBot\nDisallow: /y\n", token: "NewBot", restrict: []string{"OldBot"}, url: "/x",
			want: Decision{Allowed: true, Rule: rl(true, "/x", "Allow: /x", 2)},
		},
		{
			name: "restrict-only applies over the star group", robots: "User-agent: *\nAllow: /\n\nUser-agent: OldBot\nDisallow: /x\n", token: "NewBot", restrict: []string{"OldBot"}, url: "/x/y",
			want: Decision{Rule: rl(false, "/x", "Disallow: /x", 5)},
		},
		{
			name: "restrict-only star is not a token", robots: "User-agent: *\nDisallow: /x\n", token: "NewBot", restrict: []string{"*"}, url: "/y",
			want: Decision{Allowed: true},
		},
		{
			name: "second restrict-only token", robots: "User-agent: OldBot\nDisallow: /x\n\nUser-agent: older-bot\nDisallow: /y\n", token: "NewBot", restrict: []string{"OldBot", "Older-Bot"}, url: "/y",
			want: Decision{Rule: rl(false, "/y", "Disallow: /y", 5)},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Parse([]byte(tt.robots), MinSizeLimit)
			got := r.Decide(tt.token, tt.url, tt.restrict...)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("robots.txt %q\nDecide(%q, %q, %q): (-want +got)\n%s", tt.robots, tt.token, tt.url, tt.restrict, diff)
			}
		})
	}
}

func TestPathOf(t *testing.T) {
	tests := []struct{ name, url, want string }{
		{"empty", "", "/"},
		{"root", "https://a.example/", "/"},
		{"no path", "https://a.example", "/"},
		{"path", "https://a.example/a/b", "/a/b"},
		{"query", "https://a.example/a?b=1", "/a?b=1"},
		{"query without path", "https://a.example?b=1", "/?b=1"},
		{"params", "https://a.example;x", "/;x"},
		{"fragment", "https://a.example/a?b#c", "/a?b"},
		{"fragment before path", "https://a.example#c/d", "/"},
		{"path only", "/a/b?c", "/a/b?c"},
		{"scheme-relative", "//a.example/b", "/b"},
		{"colon-slash-slash in the path", "/a://b", "/a://b"},
		{"colon-slash-slash in the query", "https://a.example/r?u=https://b.example/x", "/r?u=https://b.example/x"},
		{"no scheme", "a.example/b", "/b"},
		{"word", "hello", "/"},
	}
	for _, tt := range tests {
		if got := pathOf(tt.url); got != tt.want {
			t.Errorf("%s: pathOf(%q) = %q, want %q", tt.name, tt.url, got, tt.want)
		}
	}
}

func TestNormalizePath(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"plain", "/a/b?c=d&e", "/a/b?c=d&e"},
		{"non-ASCII encoded", "/ツ", "/%E3%83%84"},
		{"lower-case hex upper-cased", "/%e3%83%84", "/%E3%83%84"},
		{"unreserved decoded", "/%62%61%7A%2D%2e%5F%7e", "/baz-._~"},
		{"reserved kept", "/%2F%3F%26%3D%23", "/%2F%3F%26%3D%23"},
		{"star and dollar encoded", "/a*b$", "/a%2Ab%24"},
		{"encoded star and dollar kept", "/a%2Ab%24", "/a%2Ab%24"},
		{"stray percent", "/100%", "/100%25"},
		{"percent with one hex digit", "/%4", "/%254"},
		{"percent with non-hex", "/%zz", "/%25zz"},
		{"encoded percent is not decoded twice", "/%2541", "/%2541"},
		{"space and controls", "/a b\t\x7F", "/a%20b%09%7F"},
		{"characters URIs never allow", `/"<>\^{|}` + "`", "/%22%3C%3E%5C%5E%7B%7C%7D%60"},
	}
	for _, tt := range tests {
		got := normalizePath(tt.in)
		if got != tt.want {
			t.Errorf("%s: normalizePath(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
		if again := normalizePath(got); again != got {
			t.Errorf("%s: normalizePath is not idempotent: %q then %q", tt.name, got, again)
		}
	}
}

func TestCompilePattern(t *testing.T) {
	tests := []struct {
		name, in     string
		wantPat      string
		wantAnchored bool
		wantPrio     int
	}{
		{"empty", "", "", false, 0},
		{"slash", "/", "/", false, 1},
		{"anchored", "/*.pdf$", "/*.pdf", true, 7},
		{"only dollar", "$", "", true, 1},
		{"stars collapse but count", "/a**b", "/a*b", false, 5},
		{"dollar inside", "/a$b", "/a%24b", false, 6},
		{"dollar inside and at the end", "/a$b$", "/a%24b", true, 7},
		{"normalised", "/%61%2f", "/a%2F", false, 5},
		{"non-ASCII", "/é", "/%C3%A9", false, 7},
	}
	for _, tt := range tests {
		pat, anchored, prio := compilePattern(tt.in)
		if pat != tt.wantPat || anchored != tt.wantAnchored || prio != tt.wantPrio {
			t.Errorf("%s: compilePattern(%q) = %q, %v, %d; want %q, %v, %d", tt.name, tt.in, pat, anchored, prio, tt.wantPat, tt.wantAnchored, tt.wantPrio)
		}
	}
}

func TestMatch(t *testing.T) {
	long := "/" + strings.Repeat("a", 10000)
	tests := []struct {
		name, pattern, path string
		want                bool
	}{
		{"prefix", "/fish", "/fish.html", true},
		{"prefix mismatch", "/fish", "/Fish", false},
		{"shorter path", "/fish/", "/fish", false},
		{"anchored exact", "/fish$", "/fish", true},
		{"anchored longer", "/fish$", "/fish/", false},
		{"star middle", "/fish*.php", "/fishheads/catfish.php?parameters", true},
		{"star leftmost is enough", "/*a*b", "/xaxaxb", true},
		{"anchored star", "/*.php$", "/filename.php", true},
		{"anchored star, longer", "/*.php$", "/filename.php5", false},
		{"anchored star, repeated suffix", "/*.php$", "/a.php.php", true},
		{"anchored suffix cannot reuse consumed octets", "/a*a$", "/a", false},
		{"anchored suffix after segment", "/*ab*b$", "/xab", false},
		{"trailing star", "/a*", "/a", true},
		{"only star", "*", "/anything", true},
		{"empty anchored", "$", "/", false},
		{"many stars, no b", "/*a*a*a*a*a*a*a*b", long, false},
		{"many stars, b at the end", "/*a*a*a*a*a*a*a*b", long + "b", true},
		{"anchored many stars", "/*a*a*a*a*a*a*a*b$", long + "ba", false},
	}
	for _, tt := range tests {
		pat, anchored, _ := compilePattern(tt.pattern)
		path := tt.path
		if len(path) > 40 {
			path = path[:20] + "…" + path[len(path)-10:]
		}
		if got := match(pat, anchored, normalizePath(tt.path)); got != tt.want {
			t.Errorf("%s: pattern %q, path %q: got %v, want %v", tt.name, tt.pattern, path, got, tt.want)
		}
		if got := naiveMatch(tt.pattern, normalizePath(tt.path)); got != tt.want && len(tt.path) < 100 {
			t.Errorf("%s: naive reference disagrees with the table: pattern %q, path %q: got %v, want %v", tt.name, tt.pattern, path, got, tt.want)
		}
	}
}

// naiveMatch is an obviously correct, quadratic reference for match: a dynamic programme over
// pattern and path octets. The pattern is normalised first, as compilePattern does.
func naiveMatch(pattern, path string) bool {
	pat, anchored, prio := compilePattern(pattern)
	if prio == 0 {
		return false
	}
	// reach[j]: the pattern read so far can end at path[:j].
	reach := make([]bool, len(path)+1)
	reach[0] = true
	for i := 0; i < len(pat); i++ {
		next := make([]bool, len(path)+1)
		for j := 0; j <= len(path); j++ {
			if !reach[j] {
				continue
			}
			if pat[i] == '*' {
				for k := j; k <= len(path); k++ {
					next[k] = true
				}
				break
			}
			if j < len(path) && path[j] == pat[i] {
				next[j+1] = true
			}
		}
		reach = next
	}
	if anchored {
		return reach[len(path)]
	}
	for _, ok := range reach {
		if ok {
			return true
		}
	}
	return false
}

// TestDecideConcurrently lets the race detector check that a parsed file is safe for concurrent
// use, as Robots promises: a crawler shares one parse between its workers.
func TestDecideConcurrently(t *testing.T) {
	r := Parse([]byte("User-agent: *\nDisallow: /x\n\nUser-agent: FooBot\nUser-agent: BarBot\nDisallow: /y\nCrawl-delay: 1\n"), MinSizeLimit)
	done := make(chan Decision)
	for _, tok := range []string{"FooBot", "barbot", "Other", "FooBot"} {
		go func() {
			r.CrawlDelay(tok)
			done <- r.Decide(tok, "https://a.example/y/1", "OldBot")
		}()
	}
	for range 4 {
		<-done
	}
}

func TestHasGroup(t *testing.T) {
	r := Parse([]byte("User-agent: *\nDisallow: /\n\nUser-agent: FooBot\nAllow: /\n"), 0)
	for _, tc := range []struct {
		token string
		want  bool
	}{{"FooBot", true}, {"foobot", true}, {"Foo", false}, {"FooBotX", false}, {"*", false}} {
		if got := r.HasGroup(tc.token); got != tc.want {
			t.Errorf("HasGroup(%q) = %v, want %v", tc.token, got, tc.want)
		}
	}
}
