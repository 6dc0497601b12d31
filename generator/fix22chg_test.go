package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestOtherVersionsNamed: the sentence that points to the changes of wording in other languages
// names the versions as each language needs them: German in the genitive with one "Fassung"
// ("der englischen und der polnischen Fassung", was "anderer Sprachfassungen (Englisch und
// Polnisch)"; German review 22, C1), Polish "wersji niemieckiej i angielskiej" (was "(języki:
// niemiecki i angielski)"; Polish review 22, N16); English and French as before. A language
// without a form of its own (Spanish) keeps the sentence that names the languages.
func TestOtherVersionsNamed(t *testing.T) {
	ls := localizers(t)
	site := &policy.Policy{Site: policy.Site{Languages: []string{"de", "en", "fr", "pl", "es"}}}
	e := changeEntry{Old: site, New: site}
	for _, c := range []struct {
		lang string
		tags []string
		want string
	}{
		{"de", []string{"en"}, "Änderungen am Wortlaut der englischen Fassung finden Sie auf deren Änderungsseite."},
		{"de", []string{"en", "pl"}, "Änderungen am Wortlaut der englischen und der polnischen Fassung finden Sie auf deren Änderungsseiten."},
		{"de", []string{"en", "fr", "pl"}, "Änderungen am Wortlaut der englischen, der französischen und der polnischen Fassung finden Sie auf deren Änderungsseiten."},
		{"de", []string{"en", "es"}, "Änderungen am Wortlaut anderer Sprachfassungen (Englisch und Spanisch) finden Sie auf deren Änderungsseiten."},
		{"pl", []string{"en"}, "Zmieniono brzmienie wersji angielskiej – szczegóły na stronie zmian w tym języku."},
		{"pl", []string{"de", "en"}, "Zmieniono brzmienie wersji niemieckiej i angielskiej – szczegóły na stronach zmian w tych językach."},
		{"pl", []string{"de", "en", "fr"}, "Zmieniono brzmienie wersji niemieckiej, angielskiej i francuskiej – szczegóły na stronach zmian w tych językach."},
		{"pl", []string{"es"}, "Zmiany brzmienia tekstu w innym języku podano na stronie zmian w tym języku (język: hiszpański)."},
		{"en", []string{"de"}, "Changes to the wording in another language (German) are listed on the page in that language."},
		{"en", []string{"de", "fr"}, "Changes to the wording in other languages (German and French) are listed on the pages in those languages."},
		{"fr", []string{"en"}, "La formulation en anglais a changé\u202f: voir la page dans cette langue."},
		{"fr", []string{"de", "en"}, "La formulation a changé dans d’autres langues (allemand et anglais)\u202f: voir les pages dans ces langues."},
	} {
		b := &builder{p: site, l: ls[c.lang], lang: c.lang}
		if got := b.otherLanguagesSentence(c.tags, e).Plain(); got != c.want {
			t.Errorf("%s %v:\n got %q\nwant %q", c.lang, c.tags, got, c.want)
		}
	}
}

// TestChangedTextVersionPlace: a text changed in one language where an item names its place
// (diff.changed_text_in) and where none does (diff.changed_text). German names the version right
// after the verb and the item, not after the description of the text, where it attached to its
// last noun ("Geändert für ReadFeed/1.0 (deutsche Fassung): wofür …", was "Geändert für
// ReadFeed/1.0: wofür ein Platzhalter im User-Agent steht (deutsche Fassung)"; German review 22,
// C2); French says "Nouvelle formulation, en allemand, …" (was "Modification pour ReadFeed/1.0 :
// ce que représente …, en allemand (…)", read first as a statement; French review 22, C3).
// English and Polish are unchanged.
func TestChangedTextVersionPlace(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, dir string
		edits     [][2]string
		want      map[string]string
	}{
		{"a placeholder's meaning in German, for an agent", "../examples/feed-reader", [][2]string{{"die Zahl der Nutzer, die den Feed abonniert haben", "die Zahl der Nutzer, die diesen Feed abonniert haben"}}, map[string]string{
			"en": "Changed for ReadFeed/1.0: what a placeholder in the User-Agent stands for (in German). Previously: ",
			"de": "Geändert für „ReadFeed/1.0“ (deutsche Fassung): wofür ein Platzhalter im User-Agent steht – bisher ",
			"fr": "Nouvelle formulation, en allemand, pour «\u202fReadFeed/1.0\u202f»\u202f: ce que représente un élément variable du User-Agent (jusqu’à présent\u202f: ",
			"pl": "Zmiana dla robota „ReadFeed/1.0”: znaczenie symbolu zastępczego w nagłówku User-Agent (wersja niemiecka) – dotychczas: ",
		}},
		{"the operator's legal form in German, no item", "../examples/gmina-bot", [][2]string{{"Gesellschaft mit beschränkter Haftung nach polnischem Recht", "GmbH nach polnischem Recht"}}, map[string]string{
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
				said = append(said, it.Sentence)
			}
			if len(items) != 1 || !strings.HasPrefix(items[0].Sentence, tc.want[lang]) {
				t.Errorf("%s, %s: %q, want one change starting %q", tc.name, lang, said, tc.want[lang])
			}
		}
	}
}

// TestGroupMatchingAddedAnswer: RFC 9309's group matching stated where nothing was is said as one
// statement, the value answering the field's question: de "die Angabe, nach welchen Regeln er …
// auswählt – nach RFC 9309." (German review 22, C3: the field as "die Angabe, …"; review 25, F14:
// the answer after a dash, "nach" as the question asks, not "nämlich gemäß"; diff.added_answer).
// en, fr and pl are unchanged.
func TestGroupMatchingAddedAnswer(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"en": "Added for linkgraphbot: how it chooses the robots.txt groups it obeys (as specified in RFC 9309).",
		"de": "Hinzugefügt für „linkgraphbot“: die Angabe, nach welchen Regeln er die für ihn geltenden Gruppen der robots.txt auswählt – nach RFC 9309.",
		"fr": "Ajout pour «\u202flinkgraphbot\u202f»\u202f: la manière dont il choisit les groupes de robots.txt qu’il respecte (comme le prévoit la RFC\u00a09309).",
		"pl": "Dodano dla robota „linkgraphbot” informację o tym, jak robot wybiera w pliku robots.txt grupy, do których się stosuje – zgodnie z RFC 9309.",
	}
	for _, lang := range review4Langs {
		items := reviewPair(t, msgs, "../examples/linkgraph-bot", [][2]string{{"group_matching = \"rfc9309\"\n", ""}}, nil, lang)
		var said []string
		for _, it := range items {
			said = append(said, it.Sentence)
		}
		if len(items) != 1 || !strings.HasPrefix(items[0].Sentence, want[lang]) {
			t.Errorf("%s: %q, want one change starting %q", lang, said, want[lang])
		}
	}
}
