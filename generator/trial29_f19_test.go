package generator

import (
	"strings"
	"testing"
)

// TestRobotsReadPerHostOrAddress (trial 29, F-19): robots_txt.check = "before-first-fetch" says
// that robots.txt is read before the first request to a host name or an IP address, in four
// languages: RFC 9309 §2.3 reads it per authority, which a URL names by a host name or an address,
// and polite keys it by the URL's host. Before, the page said "to a host name", and the
// webmaster of a server scanned by its address could not tell when robots.txt was read.
func TestRobotsReadPerHostOrAddress(t *testing.T) {
	res := buildDirEdited(t, "../examples/civic-ingestor", nil)
	want := map[string]string{
		"en": "- The robots.txt file is read before the first request to a host name or IP address.\n",
		"de": "- Die robots.txt wird vor der ersten Anfrage an einen Hostnamen oder eine IP-Adresse geprüft.\n",
		"fr": "- Le fichier robots.txt est lu avant la première requête vers un nom d’hôte ou une adresse IP.\n",
		"pl": "- Plik robots.txt jest odczytywany przed pierwszym żądaniem do danej nazwy hosta lub adresu IP.\n",
	}
	for lang, w := range want {
		if md := string(res.Files[lang+"/index.md"]); !strings.Contains(md, w) {
			t.Errorf("%s: the page does not say\n%q", lang, w)
		}
	}
}
