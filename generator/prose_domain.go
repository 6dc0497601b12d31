package generator

import (
	"fmt"
	"io/fs"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/sitegen-dev/sitegen/policy"
)

// proseSaysDomain returns a warning at the first word "domain" (or "domains") of each English
// prose file where some interval_key of p is "site" (policy.SiteIntervalKeys): the prose may mean
// the registrable domain, which a site is not (new-user trial 27, F-18; policy.SiteNotDomain, which
// validate says of the English labels). Each names the keys; a warning, an error with --strict.
// acknowledged_warnings cannot name it: validate, which reads no prose, would find the entry
// naming no warning; another word is the way out.
func proseSaysDomain(site fs.FS, siteName string, p *policy.Policy) policy.Problems {
	keys := p.SiteIntervalKeys()
	if len(keys) == 0 {
		return nil
	}
	var out policy.Problems
	for _, name := range proseFiles {
		file := path.Join("locales", "en", name)
		src, err := policy.ReadFile(site, file, MaxProseBytes)
		if err != nil {
			continue
		}
		for i, line := range strings.Split(string(src), "\n") {
			at := policy.DomainWord(line)
			if at < 0 {
				continue
			}
			msg := fmt.Sprintf("%s: %s", strings.Join(keys, ", "), policy.SiteNotDomain("this line of the prose", "or another word here, such as \"website\","))
			out = append(out, policy.Problem{File: path.Join(siteName, file), Line: i + 1, Col: utf8.RuneCountInString(line[:at]) + 1, Msg: msg, Warning: true})
			break
		}
	}
	return out
}
