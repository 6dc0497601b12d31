package generator

import (
	"encoding/xml"

	"github.com/sitegen-dev/sitegen/policy"
)

// sitemap writes sitemap.xml with a URL per language (the policy's page, then the page of its
// changes) and hreflang alternates (sitemaps.org
// protocol 0.9, with xhtml:link as search engines read it), x-default naming the default language.
func sitemap(p *policy.Policy, baseURL string, date policy.Date) []byte {
	type link struct {
		Rel      string `xml:"rel,attr"`
		Hreflang string `xml:"hreflang,attr"`
		Href     string `xml:"href,attr"`
	}
	type url struct {
		Loc     string `xml:"loc"`
		Lastmod string `xml:"lastmod"`
		Links   []link `xml:"xhtml:link"`
	}
	type urlset struct {
		XMLName xml.Name `xml:"urlset"`
		NS      string   `xml:"xmlns,attr"`
		XHTML   string   `xml:"xmlns:xhtml,attr"`
		URLs    []url    `xml:"url"`
	}
	var alternates []link
	for _, lang := range p.Site.Languages {
		alternates = append(alternates, link{"alternate", lang, baseURL + lang + "/"})
	}
	alternates = append(alternates, link{"alternate", "x-default", baseURL})
	set := urlset{NS: "http://www.sitemaps.org/schemas/sitemap/0.9", XHTML: "http://www.w3.org/1999/xhtml"}
	for _, lang := range p.Site.Languages {
		set.URLs = append(set.URLs, url{Loc: baseURL + lang + "/", Lastmod: date.String(), Links: alternates})
	}
	// The pages of changes, each with its alternates in the other languages.
	var changes []link
	for _, lang := range p.Site.Languages {
		changes = append(changes, link{"alternate", lang, baseURL + lang + "/changes.html"})
	}
	for _, lang := range p.Site.Languages {
		set.URLs = append(set.URLs, url{Loc: baseURL + lang + "/changes.html", Lastmod: date.String(), Links: changes})
	}
	out, _ := xml.MarshalIndent(set, "", "  ")
	return append([]byte(xml.Header), append(out, '\n')...)
}
