package main

import "testing"

// Test_m16BaseURLFlagChecked: --base-url is held to site.base_url's rules (the hostile trial's
// m16): https only, the characters of a URL, a port that exists, and the normal form.
func Test_m16BaseURLFlagChecked(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://mirror.example/policy/", ""},
		{"http://mirror.example/", `--base-url "http://mirror.example/" is not an https URL (the site must be served over https: write "https://mirror.example/")`},
		{"https://mirror.example/a b/", `--base-url "https://mirror.example/a b/" contains a space, which a URL cannot hold (RFC 3986 §2; write "https://mirror.example/a%20b/")`},
		{"https://mirror.example/<b>/", `--base-url "https://mirror.example/<b>/" contains "<", which a URL cannot hold (RFC 3986 §2; write "https://mirror.example/%3Cb%3E/")`},
		{`https://mirror.example/"q"/`, `--base-url "https://mirror.example/\"q\"/" contains "\"", which a URL cannot hold (RFC 3986 §2; write "https://mirror.example/%22q%22/")`},
		{"https://mirror.example:99999/", `--base-url "https://mirror.example:99999/" has port 99999 (want a port from 1 to 65535, or none for 443)`},
		{"https://mirror.example/a/./../b/", `--base-url "https://mirror.example/a/./../b/" is not in normal form (RFC 3986 §6.2.2: write "https://mirror.example/b/")`},
		{"https://Mirror.Example", `--base-url "https://Mirror.Example" is not in normal form (RFC 3986 §6.2.2: write "https://mirror.example/")`},
		{"not-a-url", `--base-url "not-a-url" is not an absolute URL (want e.g. https://crawler.example/)`},
	}
	for _, tt := range tests {
		err := checkBaseURL(tt.in)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("checkBaseURL(%q) = %q\nwant %q", tt.in, got, tt.want)
		}
	}
}
