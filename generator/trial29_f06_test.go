package generator

import (
	"strings"
	"testing"
)

// TestPortsPathsStated (trial 29, F-06): the only ports an agent connects to (agents.X.ports)
// and the only paths it requests (agents.X.paths) are stated in its block, in four languages,
// with CLDR's one form for a single port or path. Before, the keys were unknown, and a scanner's
// ports and fixed list of paths were in its prose only ({{80}}, {{443}}).
func TestPortsPathsStated(t *testing.T) {
	const at = "follows_links = \"none\"\n"
	res := buildDirEdited(t, "../examples/feed-reader", [][2]string{{at, at + "ports = [80, 443]\npaths = [\"/\", \"/favicon.ico\", \"/.well-known/security.txt\"]\n"}})
	want := map[string][]string{
		"en": {"It connects only to ports 80 and 443.", "It requests only these paths: `/`, `/favicon.ico` and `/.well-known/security.txt`."},
		"de": {"Verbindet sich nur mit den Ports 80 und 443.", "Ruft nur diese Pfade ab: `/`, `/favicon.ico` und `/.well-known/security.txt`."},
		"fr": {"Il ne se connecte qu’aux ports 80 et 443.", "Il ne demande que les chemins suivants\u202f: `/`, `/favicon.ico` et `/.well-known/security.txt`."},
		"pl": {"Łączy się wyłącznie z portami 80 i 443.", "Pobiera wyłącznie zasoby spod następujących ścieżek: `/`, `/favicon.ico` i `/.well-known/security.txt`."},
	}
	for lang, ws := range want {
		md := string(res.Files[lang+"/index.md"])
		for _, w := range ws {
			if !strings.Contains(md, w) {
				t.Errorf("%s: the page does not say\n%q", lang, w)
			}
		}
	}
	res = buildDirEdited(t, "../examples/feed-reader", [][2]string{{at, at + "ports = [443]\npaths = [\"/\"]\n"}})
	want = map[string][]string{
		"en": {"It connects only to port 443.", "It requests only the path `/`."},
		"de": {"Verbindet sich nur mit Port 443.", "Ruft nur den Pfad `/` ab."},
		"fr": {"Il ne se connecte qu’au port 443.", "Il ne demande que le chemin `/`."},
		"pl": {"Łączy się wyłącznie z portem 443.", "Pobiera wyłącznie zasób spod ścieżki `/`."},
	}
	for lang, ws := range want {
		md := string(res.Files[lang+"/index.md"])
		for _, w := range ws {
			if !strings.Contains(md, w) {
				t.Errorf("%s, one each: the page does not say\n%q", lang, w)
			}
		}
	}
}
