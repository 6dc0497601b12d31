package robots

import "testing"

// Test_m17DotSegmentsRemoved: a URL is matched as the client will request it, with its dot
// segments removed (RFC 3986 §5.2.4), so that "https://a.example/x/../end" meets "Disallow: /end$"
// (the hostile trial's m17).
func Test_m17DotSegmentsRemoved(t *testing.T) {
	r := Parse([]byte("User-agent: *\nDisallow: /end$\nDisallow: /b/c\nAllow: /b/c/open\n"), MinSizeLimit)
	tests := []struct {
		url     string
		allowed bool
		rule    string
	}{
		{"https://a.example/../end", false, "Disallow: /end$"},
		{"https://a.example/x/../end", false, "Disallow: /end$"},
		{"https://a.example/./end", false, "Disallow: /end$"},
		{"https://a.example/x/%2E%2E/end", false, "Disallow: /end$"},
		{"https://a.example/x/y/../../end?", true, ""}, // "/end?" is not "/end"
		{"https://a.example/b/x/../c", false, "Disallow: /b/c"},
		{"https://a.example/b/c/x/..", false, "Disallow: /b/c"},
		{"https://a.example/b/c/./open", true, "Allow: /b/c/open"},
		{"https://a.example/end/..", true, ""},
		{"https://a.example/x/..end", true, ""}, // "..end" is no dot segment
		{"/b/c/../../end?x=/../", true, ""},     // the query keeps its dots
		{"/b/c/../../end", false, "Disallow: /end$"},
	}
	for _, tt := range tests {
		d := r.Decide("anybot", tt.url)
		if d.Allowed != tt.allowed || d.Rule.Text != tt.rule {
			t.Errorf("Decide(%q) = allowed %v by %q, want allowed %v by %q", tt.url, d.Allowed, d.Rule.Text, tt.allowed, tt.rule)
		}
	}
	for in, want := range map[string]string{
		"/a/b/c/./../../g": "/a/g", // RFC 3986 §5.2.4's own example
		"/../a":            "/a",
		"/a/.":             "/a/",
		"/a/..":            "/",
		"/a/b?c/../d":      "/a/b?c/../d",
		"/a":               "/a",
	} {
		if got := RemoveDotSegments(in); got != want {
			t.Errorf("RemoveDotSegments(%q) = %q, want %q", in, got, want)
		}
	}
}
