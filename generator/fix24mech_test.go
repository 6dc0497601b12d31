package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestLooserGroupHeading (English review 24, S7): the heading of the looser group on the page of
// changes says what its sentences say: "Less polite" where each change makes the crawler less
// polite for certain, "Possibly less polite" where none does, "Less polite, or possibly so" where
// they are mixed (was "Less polite, or possibly less polite" above all three); Polish "Zmiany
// zwiększające uciążliwość", "Zmiany, które mogą zwiększyć uciążliwość", "Zmiany, które zwiększają
// lub mogą zwiększyć uciążliwość" (was "Zmiany zwiększające uciążliwość lub o nieustalonym skutku"
// above all three); German "Weniger Rücksichtnahme", "Möglicherweise weniger Rücksichtnahme",
// "Weniger oder möglicherweise weniger Rücksichtnahme"; French « Exploration moins respectueuse »,
// « Exploration qui pourrait devenir moins respectueuse », and the mixed one as it was.
func TestLooserGroupHeading(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	certain := ReviewItem{Class: policy.ClassLooser, LessPolite: true}
	maybe := ReviewItem{Class: policy.ClassLooser}
	groups := [][]ReviewItem{{certain, certain}, {maybe}, {certain, maybe}}
	want := map[string][3]string{
		"en": {"Less polite", "Possibly less polite", "Less polite, or possibly so"},
		"de": {"Weniger Rücksichtnahme", "Möglicherweise weniger Rücksichtnahme", "Weniger oder möglicherweise weniger Rücksichtnahme"},
		"fr": {"Exploration moins respectueuse", "Exploration qui pourrait devenir moins respectueuse", "Exploration moins respectueuse, ou qui pourrait le devenir"},
		"pl": {"Zmiany zwiększające uciążliwość", "Zmiany, które mogą zwiększyć uciążliwość", "Zmiany, które zwiększają lub mogą zwiększyć uciążliwość"},
	}
	for lang, w := range want {
		var problems []string
		l := newLocalizer(msgs, lang, &problems)
		for i, items := range groups {
			if got := l.s(l.classID("changes.class", groupHeadingKey(string(policy.ClassLooser), items, nil))); got != w[i] {
				t.Errorf("%s, group %d: %q, want %q", lang, i, got, w[i])
			}
		}
		if got := l.s(l.classID("changes.class", groupHeadingKey(string(policy.ClassStricter), []ReviewItem{{Class: policy.ClassStricter}}, nil))); got != l.s("changes.class.stricter") {
			t.Errorf("%s: stricter group %q", lang, got)
		}
		if len(problems) > 0 {
			t.Errorf("%s: %v", lang, problems)
		}
	}
}

// TestFetchScopeStartsFrom (English review 24, M3): a kind of fetch stated or removed for a crawler
// that follows links or reads sitemaps is where it starts, not all it fetches: "the crawler starts
// only from “the URLs it was given”" (was "fetches only", beside a page that says it follows links
// one level deep). triple-fetchers' ExampleFetch.
func TestFetchScopeStartsFrom(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	const fetches = "fetches = [\"named-url\"]\nuses_sitemaps = true\n"
	without := [][2]string{{fetches, "uses_sitemaps = true\n"}}
	want := map[string][2]string{
		"en": {"Now restricted for ExampleFetch: the crawler starts only from “the URLs it was given” (what it fetches from there is described on the policy page). This change makes the crawler more polite.", "No longer restricted for ExampleFetch: before this change, the crawler started only from “the URLs it was given”. This change makes the crawler less polite."},
		"de": {"Eingeschränkt für „ExampleFetch“: Als Ausgangspunkt nutzt der Crawler nur noch „die vorgegebenen Adressen“ und wird dadurch rücksichtsvoller.", "Einschränkung aufgehoben für „ExampleFetch“: Der Crawler nutzt nicht mehr nur „die vorgegebenen Adressen“ als Ausgangspunkt und wird dadurch weniger rücksichtsvoll."},
		"fr": {"Nouvelle restriction pour «\u202fExampleFetch\u202f»\u202f: le robot ne prend désormais pour point de départ que «\u202fles adresses qui lui sont indiquées\u202f». L’exploration devient plus respectueuse des sites.", "Restriction levée pour «\u202fExampleFetch\u202f»\u202f: jusqu’à présent, le robot ne prenait pour point de départ que «\u202fles adresses qui lui sont indiquées\u202f». L’exploration devient moins respectueuse des sites."},
		"pl": {"Nowe ograniczenie dla robota „ExampleFetch”: robot zaczyna pobieranie wyłącznie od wskazanych adresów. Robot staje się przez to mniej uciążliwy dla serwisów.", "Zniesienie ograniczenia dla robota „ExampleFetch”: dotychczas robot zaczynał pobieranie wyłącznie od wskazanych adresów; odtąd może je zaczynać także od innych adresów. Robot staje się przez to bardziej uciążliwy dla serwisów."},
	}
	for _, lang := range review4Langs {
		for i, items := range [][]ReviewItem{
			reviewPair(t, msgs, "../examples/triple-fetchers", without, nil, lang),
			reviewPair(t, msgs, "../examples/triple-fetchers", nil, without, lang),
		} {
			var said []string
			for _, it := range items {
				said = append(said, it.Sentence)
			}
			if len(items) != 1 || !strings.HasPrefix(items[0].Sentence, want[lang][i]) {
				t.Errorf("%s (%d): %q, want one change starting %q", lang, i, said, want[lang][i])
			}
		}
	}
}

// TestOneRequestByEmail (English review 24, S10): one request by e-mail is said in the sentence
// that gives the address, not as a list of one item after a colon. gazette-bot.
func TestOneRequestByEmail(t *testing.T) {
	res := buildExample(t, "gazette-bot")
	want := map[string]string{
		"en": "Write to [`contact@gazette.example`](<mailto:contact@gazette.example>). You can ask for an end to all fetching from your site.\n",
		"de": "Bitten Sie per E-Mail an [`contact@gazette.example`](<mailto:contact@gazette.example>) um die Einstellung aller Abrufe von Ihrer Website.\n",
		"fr": "Écrivez à [`contact@gazette.example`](<mailto:contact@gazette.example>). Vous pouvez demander l’arrêt de toute collecte sur votre site.\n",
		"pl": "Pisząc na adres [`contact@gazette.example`](<mailto:contact@gazette.example>), mogą Państwo poprosić o zaprzestanie pobierania z Państwa serwisu.\n",
	}
	for lang, w := range want {
		if page := string(res.Files[lang+"/index.md"]); !strings.Contains(page, w) {
			t.Errorf("%s/index.md lacks %q", lang, w)
		}
	}
}
