package generator

import (
	htmltemplate "html/template"
	"slices"

	"github.com/sitegen-dev/sitegen/policy"
)

// IndexPage is the site's root: a link to the page in each language, with hreflang, that works
// without script.
type IndexPage struct {
	Title     string
	Lang      string
	Languages []IndexLanguage
	Example   bool
	// FeedTitle is the title of changes.atom, which the page links as its alternate.
	FeedTitle string
}

// IndexLanguage is one language's entry on the root page, written in that language.
type IndexLanguage struct {
	Tag, Name, Href, Title, Lead string
	// Banner marks a policy written as an example.
	Banner string
}

func renderIndex(t *htmltemplate.Template, msgs *Messages, p *policy.Policy, problems *[]string) ([]byte, error) {
	ip := IndexPage{Title: p.Site.Title[p.Site.DefaultLanguage], Lang: p.Site.DefaultLanguage, Example: p.Site.Example}
	langs := slices.Clone(p.Site.Languages)
	// The default language first, then the others in the site's order.
	slices.SortStableFunc(langs, func(a, b string) int {
		switch {
		case a == p.Site.DefaultLanguage:
			return -1
		case b == p.Site.DefaultLanguage:
			return 1
		}
		return 0
	})
	ip.FeedTitle = newLocalizer(msgs, p.Site.DefaultLanguage, problems).t("changes.title", "Title", ip.Title).Plain()
	for _, lang := range langs {
		l := newLocalizer(msgs, lang, problems)
		title := p.Site.Title[lang]
		ip.Languages = append(ip.Languages, IndexLanguage{
			Tag:   lang,
			Name:  nativeName(lang),
			Href:  lang + "/index.html",
			Title: l.t("page.title", "Title", title).Plain(),
			Lead:  l.t("index.lead", "Title", title).Plain(),
		})
		if p.Site.Example {
			ip.Languages[len(ip.Languages)-1].Banner = l.s("page.example")
		}
	}
	b := newCappedBuffer(16<<10, MaxPageBytes)
	if err := t.Execute(b, ip); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
