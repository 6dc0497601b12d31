package ghmd

import "testing"

func TestUnlinkReferences(t *testing.T) {
	const wj = "\u2060"
	for _, c := range []struct{ in, want string }{
		{"ask @octocat", "ask @" + wj + "octocat"},
		{"@sitegen-dev/security", "@" + wj + "sitegen-dev/security"},
		{"(@-x)", "(@" + wj + "-x)"},
		{"see #12.", "see #" + wj + "12."},
		{"a@b.example", "a@b.example"},
		{"x#1", "x#1"},
		{"#one", "#one"},
		{"ends with @", "ends with @"},
		{"no markers", "no markers"},
		{"GET https://a.example/@octocat/#12 then @x", "GET https://a.example/@octocat/#12 then @" + wj + "x"},
		{"(#7) https://x/", "(#" + wj + "7) https://x/"},
	} {
		if got := UnlinkReferences(c.in); got != c.want {
			t.Errorf("UnlinkReferences(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
