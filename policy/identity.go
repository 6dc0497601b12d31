package policy

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/sitegen-dev/sitegen/internal/lazyre"
)

// UserAgentForm is how an agent's user_agent stands in the header it sends, where it is not the
// whole header.
type UserAgentForm string

// The values of UserAgentForm.
const (
	// UserAgentFormContains: the header contains user_agent, with other text around it that
	// varies.
	UserAgentFormContains UserAgentForm = "contains"
	// UserAgentFormAfterBrowser: the header is a web browser's User-Agent (which varies with the
	// browser's version) followed by user_agent.
	UserAgentFormAfterBrowser UserAgentForm = "after-browser"
)

var userAgentFormValues = []UserAgentForm{UserAgentFormContains, UserAgentFormAfterBrowser}

// Values lists every value of UserAgentForm, in the order the pages list them.
func (UserAgentForm) Values() []string { return enumStrings(userAgentFormValues) }

// UnmarshalText accepts only the values of UserAgentForm.
func (v *UserAgentForm) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, userAgentFormValues)
}

// Former is an identity the agent no longer has: a User-Agent it no longer sends or a product
// token it no longer uses, with the period of its use where the operator states it. The pages
// show it as history, apart from what is sent now; a former token that robots.txt groups may
// still name belongs in legacy_tokens as well.
type Former struct {
	// UserAgent is the former User-Agent header, exactly as it was sent.
	UserAgent UserAgent `toml:"user_agent" json:"user_agent,omitempty"`
	// Token is the former product token.
	Token Token `toml:"token" json:"token,omitempty"`
	// From is the first day of its use.
	From Date `toml:"from" json:"from,omitzero"`
	// Until is the last day of its use.
	Until Date `toml:"until" json:"until,omitzero"`
}

// formerIdentities checks an agent's former User-Agents and tokens: each names one of them, is not
// what the agent sends now, and has a period that ends after it begins.
func (c *checker) formerIdentities(path string, a Agent) {
	for i, f := range a.Former {
		fp := fmt.Sprintf("%s.former[%d]", path, i)
		switch {
		case f.UserAgent == "" && f.Token == "":
			c.add(fp, "names neither a user_agent nor a token (want the former User-Agent exactly as it was sent, the former product token, or both)")
		case f.UserAgent != "" && f.UserAgent == a.UserAgent:
			c.add(fp+".user_agent", "%q is the agent's user_agent: a former one is one it no longer sends", f.UserAgent)
		case f.Token != "" && f.Token.Equal(a.Token):
			c.add(fp+".token", "%q is the agent's token: a former one is one it no longer uses", f.Token)
		}
		if f.UserAgent != a.UserAgent && strings.ContainsAny(string(f.UserAgent), "{}") {
			c.add(fp+".user_agent", "%q has a placeholder: write the former User-Agent exactly as it was sent", f.UserAgent)
		}
		if !f.From.IsZero() && !f.Until.IsZero() && f.Until.Before(f.From.Time) {
			c.add(fp+".until", "%s is before from (%s): want the last day of its use, on or after the first", f.Until, f.From)
		}
	}
	if a.UserAgentForm != "" && a.UserAgent == "" {
		c.add(path+".user_agent_form", "is set, but user_agent is not (want the part of the header the agent always sends)")
	}
}

// GroupMatching is how an agent chooses the robots.txt groups it obeys: as RFC 9309 §2.2.1 does
// (the groups that name it, compared without regard to case and merged, or else the "*" group),
// or where it departs from it. Unset, the policy does not say, and the pages state neither
// whether the agent obeys the "*" group nor whether letter case matters.
type GroupMatching string

// The values of GroupMatching.
const (
	// GroupMatchingRFC9309: the agent chooses its groups as RFC 9309 §2.2.1 has every crawler do
	// (robots.MatchRFC9309). The pages state it, and that it obeys the "*" group and ignores
	// letter case.
	GroupMatchingRFC9309 GroupMatching = "rfc9309"
	// GroupMatchingMergesStar: the agent reads the "*" group together with the groups that name
	// it, as one group; a group of its own adds rules to the "*" group's (robots.MatchMergesStar).
	GroupMatchingMergesStar GroupMatching = "merges-star"
	// GroupMatchingFirstGroup: the agent obeys only the first group that names it and ignores
	// later ones (RFC 9309 merges them); with no group naming it, only the first "*" group
	// (robots.MatchFirstGroup).
	GroupMatchingFirstGroup GroupMatching = "first-group"
	// GroupMatchingCaseSensitive: the agent compares its product token with the User-agent lines
	// case-sensitively (RFC 9309 compares them without regard to case); groups that write it
	// exactly merge (robots.MatchCaseSensitive).
	GroupMatchingCaseSensitive GroupMatching = "case-sensitive"
)

var groupMatchingValues = []GroupMatching{GroupMatchingRFC9309, GroupMatchingMergesStar, GroupMatchingFirstGroup, GroupMatchingCaseSensitive}

// Values lists every value of GroupMatching, in the order the pages list them.
func (GroupMatching) Values() []string { return enumStrings(groupMatchingValues) }

// UnmarshalText accepts only the values of GroupMatching.
func (v *GroupMatching) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, groupMatchingValues)
}

// groupMatching checks an agent's group matching: for an agent that reads robots.txt and has a
// token a group can name; "merges-star" for one that obeys the "*" group.
func (c *checker) groupMatching(path string, a Agent) {
	if a.GroupMatching == "" {
		return
	}
	path += ".group_matching"
	switch {
	case !c.p.ObeysRobotsTxt(a):
		c.addFrom(readingFrom(a), path, "is set, but the agent does not read robots.txt (want robots_txt = \"read\", or robots_txt_check)")
	case a.Token == "":
		c.add(path, "is set, but the agent has no token, so no group names it")
	case a.IgnoresStarGroup && (a.GroupMatching == GroupMatchingMergesStar || a.GroupMatching == GroupMatchingRFC9309):
		c.add(path, "%q reads the \"*\" group, but ignores_star_group says the agent does not", a.GroupMatching)
	}
}

// placeholderValue is the one rule for the text a placeholder of a User-Agent stands for: one or
// more characters other than spaces. UserAgentPattern (and with it sitegen verify and conform)
// matches a placeholder with it, and validate refuses an example it would not match (new-user
// trial 26, F-10), so that the page's own example header is one that verify calls genuine.
const placeholderValue = `\S+`

var wholePlaceholderValue = lazyre.New(`^` + placeholderValue + `$`)

// PlaceholderValueOK reports whether s is text a placeholder can stand for in a header that
// UserAgentPattern matches: one or more characters, none of them a space (see placeholderValue).
func PlaceholderValueOK(s string) bool { return wholePlaceholderValue.MatchString(s) }

// IsProductVersion reports whether v can stand as the version of a product in a User-Agent: a
// token of RFC 9110 (§10.1.5: product = token ["/" product-version], product-version = token;
// §5.6.2: a token is one or more tchar, that is ASCII letters, digits and !#$%&'*+-.^_`|~).
// "4.7 beta" is none: a header with it reads as the product "VigiloCheck/4.7" and another, "beta"
// (new-user trial 26, F-19).
func IsProductVersion(v string) bool {
	if v == "" {
		return false
	}
	for i := 0; i < len(v); i++ {
		if !isTchar(v[i]) {
			return false
		}
	}
	return true
}

// AsProductVersion suggests a product version for v: each run of characters that are not tchar
// (RFC 9110 §5.6.2) becomes one "-", and leading or trailing ones are dropped ("4.7 beta" gives
// "4.7-beta").
func AsProductVersion(v string) string {
	var b strings.Builder
	dash := false
	for i := 0; i < len(v); i++ {
		if isTchar(v[i]) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteByte(v[i])
			dash = false
		} else {
			dash = true
		}
	}
	return b.String()
}

// isTchar reports whether c is a tchar of RFC 9110 §5.6.2.
func isTchar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0
}

// UserAgentPattern compiles a User-Agent template of the agent (its user_agent, or a variant's)
// into the expression a header must match to be one the agent sends: {version} is the agent's
// published version where it may not change (version_may_change), and otherwise, like every other
// placeholder, one or more characters other than spaces; form "" anchors it at both ends (the
// whole header), "contains" at none, "after-browser" at the end, with a browser's User-Agent
// ("Mozilla/5.0 (", more text, then a space) before it. sitegen verify matches requests with it, and conform judges a
// crawler's User-Agent with it.
func (a Agent) UserAgentPattern(tmpl UserAgent, form UserAgentForm) *regexp.Regexp {
	var b strings.Builder
	s := string(tmpl)
	last := 0
	for _, m := range placeholder.Regexp().FindAllStringIndex(s, -1) {
		b.WriteString(regexp.QuoteMeta(s[last:m[0]]))
		if s[m[0]:m[1]] == "{version}" && a.Version != "" && !a.VersionMayChange {
			b.WriteString(regexp.QuoteMeta(a.Version))
		} else {
			b.WriteString(placeholderValue)
		}
		last = m[1]
	}
	b.WriteString(regexp.QuoteMeta(s[last:]))
	switch form {
	case UserAgentFormContains:
		return regexp.MustCompile(b.String())
	case UserAgentFormAfterBrowser:
		// A browser's User-Agent starts "Mozilla/5.0 (" (every current browser's does; the
		// HTML Living Standard's navigator.userAgent has that form), not any word: "curl/8
		// ExampleBot/1.0" is not what the page describes (new-user trial 15, finding 20).
		return regexp.MustCompile(`^Mozilla/5\.0 \(.*\s` + b.String() + `$`)
	}
	return regexp.MustCompile(`^` + b.String() + `$`)
}

// StatesStarGroup reports whether the policy says that the agent obeys the "*" group of robots.txt
// where no group names it, as RFC 9309 §2.2.1 has it: group_matching is "rfc9309", or departs from
// RFC 9309 in another way only ("first-group": the first "*" group; "case-sensitive"), and
// ignores_star_group is not set. Where group_matching is unset, the policy does not say.
func (a Agent) StatesStarGroup() bool {
	switch a.GroupMatching {
	case GroupMatchingRFC9309, GroupMatchingFirstGroup, GroupMatchingCaseSensitive:
		return !a.IgnoresStarGroup
	}
	return false
}

// StatesCaseInsensitive reports whether the policy says that the agent compares its product token
// with the User-agent lines without regard to letter case (RFC 9309 §2.2.1): group_matching is
// set and is not "case-sensitive".
func (a Agent) StatesCaseInsensitive() bool {
	return a.GroupMatching != "" && a.GroupMatching != GroupMatchingCaseSensitive
}
