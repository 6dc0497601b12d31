package generator

import "testing"

// TestReview24PolishFetchScopeStart: of a crawler that follows links from what it was given, the
// page of changes says where it starts, as its page does (agent.starts_from), not that it fetches
// only that: pl "robot zaczyna pobieranie wyłącznie od wskazanych adresów" (Polish review 24, P14:
// was "zakres pobieranych treści: „wskazane adresy”" for ExampleFetch, which follows links one
// level deep). The other languages say where it starts as English review 24, M3, had them say
// (TestFetchScopeStartsFrom).
func TestReview24PolishFetchScopeStart(t *testing.T) {
	fetches := "user_agent = \"ExampleFetch/1.0 (+https://sovereign.example/bots/)\"\nfetches = [\"named-url\"]\n"
	without := "user_agent = \"ExampleFetch/1.0 (+https://sovereign.example/bots/)\"\n"
	runPairingCases(t, []pairingCase{{
		name: "stated", dir: "../examples/triple-fetchers",
		oldEdits: [][2]string{{fetches, without}},
		changes:  []string{"stricter /agents/example-fetch/fetches/0"},
		said: map[string][]string{
			"en": {"Now restricted for ExampleFetch: the crawler starts only from “the URLs it was given” (what it fetches from there is described on the policy page). This change makes the crawler more polite."},
			"de": {"Eingeschränkt für „ExampleFetch“: Als Ausgangspunkt nutzt der Crawler nur noch „die vorgegebenen Adressen“ und wird dadurch rücksichtsvoller."},
			"fr": {"Nouvelle restriction pour «\u202fExampleFetch\u202f»\u202f: le robot ne prend désormais pour point de départ que «\u202fles adresses qui lui sont indiquées\u202f». L’exploration devient plus respectueuse des sites."},
			"pl": {"Nowe ograniczenie dla robota „ExampleFetch”: robot zaczyna pobieranie wyłącznie od wskazanych adresów. Robot staje się przez to mniej uciążliwy dla serwisów."},
		},
	}, {
		name: "lifted", dir: "../examples/triple-fetchers",
		newEdits: [][2]string{{fetches, without}},
		changes:  []string{"looser /agents/example-fetch/fetches/0"},
		said: map[string][]string{
			"en": {"No longer restricted for ExampleFetch: before this change, the crawler started only from “the URLs it was given”. This change makes the crawler less polite. The change needs sign-off."},
			"de": {"Einschränkung aufgehoben für „ExampleFetch“: Der Crawler nutzt nicht mehr nur „die vorgegebenen Adressen“ als Ausgangspunkt und wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			"fr": {"Restriction levée pour «\u202fExampleFetch\u202f»\u202f: jusqu’à présent, le robot ne prenait pour point de départ que «\u202fles adresses qui lui sont indiquées\u202f». L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			"pl": {"Zniesienie ograniczenia dla robota „ExampleFetch”: dotychczas robot zaczynał pobieranie wyłącznie od wskazanych adresów; odtąd może je zaczynać także od innych adresów. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		},
	}})
}

// TestReview24PolishWording: the Polish editor's review 24 (P1 … P18), each changed message with
// its exact text: what an occasion is, as a noun with nouns for values (P18: was "czy jest to
// dzień, czy wydarzenie – „dzień”"); a statement gone from the page without a case break (P16); a
// job does not obey robots.txt, the crawler does, in it (P17); the page speaks as "we", not of
// "the operator" beside "we" (P3); one verb for a group naming a crawler, „wymienia” (P4).
func TestReview24PolishWording(t *testing.T) {
	pl := localizers(t)["pl"]
	for _, c := range []struct {
		id   string
		kv   []any
		want string
	}{
		// P18, P15
		{"diff.field.occasion_kind", nil, "rodzaj terminu (cały dzień kalendarzowy albo wydarzenie lub okres)"},
		{"occasion_kind.day", nil, "całe dni kalendarzowe"},
		{"occasion_kind.event", nil, "czas trwania wydarzenia lub okresu"},
		// P16
		{"diff.no_longer_stated", []any{"Context", plain(" dla zadania „X”"), "Field", textForms{base: plain("pole"), forms: map[string]Text{"Item": plain("pole")}}, "Old", plain("a")}, "Ze strony usunięto dla zadania „X” pole. Dotychczas: „a”."},
		// P17
		{"diff.added_job.robots_not_read", nil, "przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt"},
		{"diff.state.job_robots_txt.no", nil, "przy tym zadaniu robot nie stosuje się już do reguł z pliku robots.txt"},
		// P5
		{"target.terms_of_use", nil, "robot przestrzega warunków korzystania z tych serwisów"},
		// P7
		{"promise.identity-change-by-agreement", nil, "Inną tożsamością robot posługuje się wobec konkretnego serwisu wyłącznie w porozumieniu z jego administratorem (np. gdy serwer odrzuca nagłówki User-Agent zawierające określone słowa)."},
		// P12
		{"agent.approval_before_fetch", nil, "Znalezione adresy są przedstawiane osobie, która zleciła pobranie, i pobierane dopiero wtedy, gdy je zatwierdzi."},
		// P13
		{"files.ips_agent", []any{"Agent", plain("`X`")}, "adresy IP, z których `X` pobiera strony, w tym samym formacie"},
		// P10
		{"window.preferred", []any{"Label", plain("Pobieranie większej ilości danych"), "When", plain("od 22:00 do 6:00")}, "Pobieranie większej ilości danych: w miarę możliwości od 22:00 do 6:00."},
		// P3
		{"network.unpublished", nil, "Nie publikujemy adresów IP."},
		{"exceptions.recorded", nil, "Każdą taką zgodę dokumentujemy."},
		{"contact.coordinates", nil, "Terminy pobierania uzgadniamy z administratorami serwisów, którzy się z nami skontaktują."},
		{"contact.confirms_by_reply", nil, "Każdą uzgodnioną z Państwem zmianę potwierdzamy w odpowiedzi e-mailowej."},
		{"promise.contact-on-block", nil, "Gdy serwis zablokuje robota, kontaktujemy się z administratorem serwisu."},
		{"promise.data-not-sold", nil, "Zebranych danych nie sprzedajemy osobom trzecim."},
		{"data.republishes", []any{"URL", plain("U")}, "Dane te udostępniamy dalej pod adresem U."},
	} {
		if got := pl.t(c.id, c.kv...).Plain(); got != c.want {
			t.Errorf("pl %s:\n got %q\nwant %q", c.id, got, c.want)
		}
	}
	if got, want := pl.n("robots.own_group", count(1, ""), "Tokens", plain("`GazetteBot`")).Plain(), "Wystarczy grupa, w której wymieniono `GazetteBot`; obejmuje ona wszystkie rodzaje pobierania tego robota."; got != want {
		t.Errorf("pl robots.own_group:\n got %q\nwant %q", got, want)
	}
	// The pages where these sentences stand.
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"Każde uzgodnienie obejmuje wszystkie adresy URL w obrębie jednej nazwy hosta i nie obejmuje żadnych innych.", // P8
		"ten sam adres z dołączonymi parametrami (np. `/example.pdf?lang=en`) nie jest blokowany.",                    // P9, Polish review 25, F7
	}})
	checkPageLines(t, buildExample(t, "linkgraph-bot"), map[string][]string{"pl": {
		"robot nie wstrzymuje pobierania, lecz wydłuża odstęp między kolejnymi żądaniami do danej nazwy hosta.", // P11
	}})
	checkPageLines(t, buildExample(t, "gazette-bot"), map[string][]string{"pl": {
		"Nie publikujemy adresów IP.", // P3
	}})
}
