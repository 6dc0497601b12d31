package generator

import (
	"os"
	"strings"
	"testing"
)

// TestMech12TextLanguageNamed: a text of a label changed in one language alone names that
// language, whatever the label's field (issue 12, mech12 6): a placeholder's meaning and the
// operator's legal form said neither which text nor which language before.
func TestMech12TextLanguageNamed(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, dir, class string
		edits            [][2]string
		want             map[string]string
	}{
		{"a placeholder's meaning in German", "../examples/feed-reader", "wording", [][2]string{{"die Zahl der Nutzer, die den Feed abonniert haben", "die Zahl der Nutzer, die diesen Feed abonniert haben"}}, map[string]string{
			"en": "Changed for ReadFeed/1.0: what a placeholder in the User-Agent stands for (in German). Previously: ",
			"de": "Geändert für „ReadFeed/1.0“ (deutsche Fassung): wofür ein Platzhalter im User-Agent steht – bisher ",
			"fr": "Nouvelle formulation, en allemand, pour «\u202fReadFeed/1.0\u202f»\u202f: ce que représente un élément variable du User-Agent (jusqu’à présent\u202f: ",
			"pl": "Zmiana dla robota „ReadFeed/1.0”: znaczenie symbolu zastępczego w nagłówku User-Agent (wersja niemiecka) – dotychczas: ",
		}},
		{"the operator's legal form in German", "../examples/gmina-bot", "contact", [][2]string{{"Gesellschaft mit beschränkter Haftung nach polnischem Recht", "GmbH nach polnischem Recht"}}, map[string]string{
			"en": "Changed: the legal form (in German). Previously: ",
			"de": "Geändert (deutsche Fassung): die Rechtsform – bisher ",
			"fr": "Nouvelle formulation, en allemand, de la forme juridique (jusqu’à présent\u202f: ",
			"pl": "Zmiana formy prawnej (wersja niemiecka) – dotychczas: ",
		}},
	} {
		for _, lang := range review4Langs {
			items := reviewPair(t, msgs, tc.dir, nil, tc.edits, lang)
			var said []string
			for _, it := range items {
				said = append(said, string(it.Class)+": "+it.Sentence)
			}
			if len(items) != 1 || string(items[0].Class) != tc.class || !strings.HasPrefix(items[0].Sentence, tc.want[lang]) || tc.want[lang] == "" {
				t.Errorf("%s, %s: %q, want one change (%s) starting %q", tc.name, lang, said, tc.class, tc.want[lang])
			}
		}
	}
}
