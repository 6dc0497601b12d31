package robots

import (
	"reflect"
	"testing"
	"unsafe"
)

// TestGroupsAs: the groups a crawler reads, by the line of each one's first User-agent line, as
// each way of matching chooses them (RFC 9309 §2.2.1 and the group_matching departures), the
// same groups DecideAs decides among; a group's line costs no memory (it sits in padding).
func TestGroupsAs(t *testing.T) {
	r := Parse([]byte("User-agent: *\nDisallow: /private/\n\n# two lines, one group\nUser-agent: other\nUser-agent: FooBot\nDisallow: /x/\n\nUser-agent: foobot\nDisallow: /y/\n\nUser-agent: *\nUser-agent: Both\nDisallow: /z/\n"), 0)
	lines := func(gs []Group) []int {
		out := []int{}
		for _, g := range gs {
			out = append(out, g.Line)
		}
		return out
	}
	for _, c := range []struct {
		m     Matching
		token string
		want  []int
		own   bool
	}{
		{MatchRFC9309, "FooBot", []int{5, 9}, true},
		{MatchRFC9309, "nobody", []int{1, 12}, false},
		{MatchRFC9309, "both", []int{12}, true},
		{MatchMergesStar, "FooBot", []int{1, 5, 9, 12}, true},
		{MatchMergesStar, "both", []int{1, 12}, true},
		{MatchFirstGroup, "FooBot", []int{5}, true},
		{MatchFirstGroup, "nobody", []int{1}, false},
		{MatchCaseSensitive, "foobot", []int{9}, true},
		{MatchCaseSensitive, "FOOBOT", []int{1, 12}, false},
	} {
		gs, own := r.GroupsAs(c.m, c.token)
		if got := lines(gs); !reflect.DeepEqual(got, c.want) || own != c.own {
			t.Errorf("GroupsAs(%s, %q) = %v, %v; want %v, %v", c.m, c.token, got, own, c.want, c.own)
		}
	}
	if gs, own := Parse([]byte("User-agent: A\nDisallow: /\n"), 0).GroupsAs(MatchRFC9309, "B"); gs != nil || own {
		t.Errorf("no group for B and no \"*\" group: got %v, %v", gs, own)
	}
	if got := unsafe.Sizeof(group{}); got != 72 {
		t.Errorf("a group takes %d bytes, want 72 (its line in the padding after star)", got)
	}
}
