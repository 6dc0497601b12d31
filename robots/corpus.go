package robots

import "strings"

// corpusFile is a typical robots.txt file that the proof pastes each snippet into.
type corpusFile struct {
	name  string   // a stable name, for error messages
	text  string   // the file
	paths []string // paths its own rules are about, asked about besides the snippet's samples
}

// proofCorpus returns the typical robots.txt files a snippet naming the named tokens must prove
// out in; others are the operator's other tokens. Two files depend on the tokens: one already
// has a group for the first named token (in lower case: groups merge whatever the case), one has
// groups for the operator's other crawlers. The dangling files are the reason for
// PlaceAboveFirstUserAgent: pasted at their end, a snippet would join their last group.
// operatorGroups names the corpus file that holds a group for each of the operator's other tokens.
const operatorGroups = "operator-groups"

func proofCorpus(named, others []string) []corpusFile {
	var ownGroups strings.Builder
	ownPaths := make([]string, 0, len(others))
	for _, t := range others {
		p := "/only-for-" + strings.ToLower(t) + "/"
		ownGroups.WriteString("User-agent: " + t + "\nDisallow: " + p + "\n\n")
		ownPaths = append(ownPaths, p+"page")
	}
	return []corpusFile{
		{name: "empty", text: ""},
		{
			name:  "star-group",
			text:  "User-agent: *\nDisallow: /cgi-bin/\nDisallow: /tmp/\nAllow: /tmp/public/\n",
			paths: []string{"/cgi-bin/search", "/tmp/x", "/tmp/public/x"},
		},
		{
			name: "named-groups",
			text: `# Search engines may index everything but search results.
User-agent: Googlebot
User-agent: Bingbot
Disallow: /search

User-agent: GPTBot
Disallow: /

User-agent: *
Disallow: /search
Disallow: /admin/
Crawl-delay: 10
`,
			paths: []string{"/search?q=x", "/admin/login"},
		},
		{
			name: "sitemaps",
			text: "Sitemap: https://www.example.org/sitemap.xml\n\nUser-agent: *\nDisallow: /private/\n\n" +
				"Sitemap: https://www.example.org/news/sitemap.xml\n",
			paths: []string{"/private/x"},
		},
		{
			name:  "no-final-newline",
			text:  "User-agent: *\nDisallow: /private/",
			paths: []string{"/private/x"},
		},
		{
			name: "no-groups-no-final-newline",
			text: "# Everything may be crawled.\nSitemap: https://www.example.org/sitemap.xml",
		},
		{
			name:  "dangling-user-agent",
			text:  "User-agent: *\nDisallow: /search\n\nUser-agent: OldBot\n",
			paths: []string{"/search?q=x"},
		},
		{
			name:  "dangling-star",
			text:  "User-agent: Googlebot\nDisallow: /nogoogle/\n\nUser-agent: *",
			paths: []string{"/nogoogle/x"},
		},
		{
			name:  "rules-before-groups",
			text:  "Disallow: /orphan/\nAllow: /\n\nUser-agent: *\nDisallow: /admin/\n",
			paths: []string{"/orphan/x", "/admin/x"},
		},
		{
			name: "same-token-group",
			text: "User-agent: *\nDisallow: /admin/\n\nUser-agent: " + strings.ToLower(named[0]) +
				"\nDisallow: /cgi-bin/\nCrawl-delay: 5\n",
			paths: []string{"/admin/x", "/cgi-bin/x"},
		},
		{
			name:  operatorGroups,
			text:  ownGroups.String() + "User-agent: *\nDisallow: /admin/\n",
			paths: append(ownPaths, "/admin/x"),
		},
		{
			name:  "crlf",
			text:  "User-agent: Googlebot\r\nDisallow: /nogoogle/\r\n\r\nUser-agent: *\r\nDisallow: /private/\r\n",
			paths: []string{"/nogoogle/x", "/private/x"},
		},
		{
			name:  "cr",
			text:  "User-agent: *\rDisallow: /private/\r",
			paths: []string{"/private/x"},
		},
		{
			name:  "byte-order-mark",
			text:  "\uFEFFUser-agent: *\nDisallow: /tmp/\n",
			paths: []string{"/tmp/x"},
		},
		{
			name: "comments-and-unknown-lines",
			text: "# robots.txt for www.example.org\nHost: www.example.org\nUser-agent: *   # everyone\n" +
				"Disallow: /tmp/ # scratch files\nNoindex: /drafts/\nClean-param: ref /articles/\n",
			paths: []string{"/tmp/x", "/drafts/x"},
		},
	}
}
