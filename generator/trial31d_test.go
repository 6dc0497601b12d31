package generator

import (
	"strings"
	"testing"
)

// TestUnattendedAfterEvents (new-user trial 31, F-18): an unattended agent some of whose jobs
// start on an event (jobs.X.triggers: a site's request) does not run on its own schedule alone,
// and one all of whose jobs do runs on none; the agent's sentence says so, in four languages.
// Failed before: "It runs unattended, on its own schedule." for both.
func TestUnattendedAfterEvents(t *testing.T) {
	checkPageLines(t, buildTrial31(t), map[string][]string{
		"en": {"- It runs unattended, on its own schedule and in response to the events listed in the schedule.\n"},
		"de": {"- Läuft unbeaufsichtigt nach eigenem Zeitplan und bei den unten genannten Anlässen.\n"},
		"fr": {"- Il fonctionne sans intervention humaine, selon son propre calendrier et à la suite des événements indiqués plus bas, dans la colonne «\u202fQuand\u202f» du calendrier.\n"},
		"pl": {"- Działa bez nadzoru człowieka, według własnego harmonogramu oraz w reakcji na zdarzenia wymienione w harmonogramie (sekcja „Pory pobierania”).\n"},
	})
	onlyEvents := buildTrial31(t, [2]string{"runs_per_year = { min = 1, max = 1 }\ndates = [{ from = \"02-01\", until = \"11-30\" }]", "triggers = [\"public-complaint\"]"})
	checkPageLines(t, onlyEvents, map[string][]string{
		"en": {"- It runs unattended, in response to the events listed in the schedule.\n"},
		"de": {"- Läuft unbeaufsichtigt, jedoch nur bei den unten genannten Anlässen.\n"},
		"fr": {"- Il fonctionne sans intervention humaine et se déclenche à la suite des événements indiqués plus bas, dans la colonne «\u202fQuand\u202f» du calendrier.\n"},
		"pl": {"- Działa bez nadzoru człowieka, w reakcji na zdarzenia wymienione w harmonogramie (sekcja „Pory pobierania”).\n"},
	})
	checkEveryLanguage(t, "trial31 events only", onlyEvents)
	// No job starts on an event: the sentence is as before.
	scheduled := buildTrial31(t, [2]string{"triggers = [\"site-request\"]\nwithin_working_days = 20", "runs_per_year = { min = 1, max = 1 }"})
	checkPageLines(t, scheduled, map[string][]string{"en": {"- It runs unattended, on its own schedule.\n"}})
	if page := string(scheduled.Files["en/index.md"]); strings.Contains(page, "events stated below") {
		t.Errorf("en/index.md speaks of events, though no job starts on one:\n%s", page)
	}
}

// TestEveryJobNotReadStated (new-user trial 31, F-12, the trial's variantB): an agent that reads
// robots.txt while each of its jobs says robots_txt = "not-read" (and crawl_delay = "applied")
// is stated with the sentences of agents.X.robots_txt = "not-read": the token as the product
// name in the User-Agent, why robots.txt is not obeyed, that a site cannot opt out, that a
// Crawl-delay line spaces its fetches; no robots.txt group advice, no "exception" to a rule that
// holds for none of its fetches, in four languages. The Crawl-delay group's token stays where a
// site slows it down. Failed before: "Product token for robots.txt", "In robots.txt, a group
// applies to a crawler …", "The fetches of … are an exception", "A single group that names …",
// "A Crawl-delay line also spaces …".
func TestEveryJobNotReadStated(t *testing.T) {
	delay := func(label string) [2]string {
		return [2]string{"opt_out = \"not-possible\"\nlabel = { en = \"" + label, "opt_out = \"not-possible\"\ncrawl_delay = \"applied\"\nlabel = { en = \"" + label}
	}
	res := buildTrial31(t, delay("Simplified"), delay("Follow"), [2]string{"cache_for = \"24h\"\n", "cache_for = \"24h\"\ncrawl_delay = \"honoured\"\n"})
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- Product token in the User-Agent: `TeilhabeCheck`\n",
			"- It fetches under a legal mandate and does not obey robots.txt.\n",
			"- A site cannot opt out of its fetching.\n- It still honours Crawl-delay lines in robots.txt and spaces its fetches accordingly.\n",
			"User-agent: TeilhabeCheck\nCrawl-delay: 10\n",
		},
		"de": {
			"- Produkt-Token im User-Agent: `TeilhabeCheck`\n",
			"- Befolgt die Regeln der robots.txt nicht, da er Seiten im Rahmen eines gesetzlichen Auftrags abruft.\n",
			"- Eine Website kann die Abrufe dieses Crawlers auf keinem Weg unterbinden.\n- Beachtet jedoch die Crawl-delay-Angabe der robots.txt und richtet den Abstand zwischen seinen Abrufen danach aus.\n",
		},
		"fr": {
			"- Jeton de produit dans le User-Agent\u202f: `TeilhabeCheck`\n",
			"- Il ne respecte pas robots.txt\u202f: il agit au titre d’une mission légale.\n",
			"- Un site ne peut pas s’opposer à sa collecte.\n- Il tient néanmoins compte de la directive Crawl-delay de robots.txt pour espacer ses récupérations.\n",
		},
		"pl": {
			"- Token produktu w nagłówku User-Agent: `TeilhabeCheck`\n",
			"- Nie stosuje się do reguł z pliku robots.txt: działa na podstawie przepisów prawa.\n",
			"- Serwisu nie można wyłączyć z pobierania przez tego robota.\n- Uwzględnia jednak wiersz Crawl-delay z pliku robots.txt i zgodnie z nim zachowuje odstępy między pobraniami.\n",
		},
	})
	absent := map[string][]string{
		"en": {"are an exception", "a group applies to a crawler", "A single group that names", "also spaces", "for robots.txt:"},
		"de": {"Ausgenommen sind", "Produkt-Token für die robots.txt", "Eine Gruppe, die `TeilhabeCheck` nennt"},
		"fr": {"exception", "pour robots.txt\u202f:"},
		"pl": {"wyjątkiem", "Wyjątek"},
	}
	for lang, phrases := range absent {
		page := string(res.Files[lang+"/index.md"])
		for _, p := range phrases {
			if strings.Contains(page, p) {
				t.Errorf("%s/index.md says %q, of an agent none of whose fetches obeys robots.txt:\n%s", lang, p, page)
			}
		}
	}
	checkEveryLanguage(t, "trial31 every job not read", res)
}

// TestEveryJobNotReadDisagreeing (new-user trial 31, F-12): where the jobs of such an agent give
// different reasons and only some of them cannot be opted out of, the agent's block says only
// what holds for all of them, that robots.txt does not apply, and leaves the rest to the rows.
func TestEveryJobNotReadDisagreeing(t *testing.T) {
	res := buildTrial31(t,
		[2]string{"not_read_because = \"legal-mandate\"\nopt_out = \"not-possible\"\nlabel = { en = \"Follow", "not_read_because = \"terms-of-service\"\nlabel = { en = \"Follow"})
	checkPageLines(t, res, map[string][]string{
		"en": {"- Product token in the User-Agent: `TeilhabeCheck`\n", "- The rules in robots.txt do not apply to it.\n"},
		"de": {"- Befolgt die Regeln der robots.txt nicht.\n"},
		"fr": {"- Il ne respecte pas robots.txt.\n"},
		"pl": {"- Nie stosuje się do reguł z pliku robots.txt.\n"},
	})
	page := string(res.Files["en/index.md"])
	for _, p := range []string{"are an exception", "A site cannot opt out of its fetching.", "under a legal mandate and does not obey", "A single group that names"} {
		if strings.Contains(page, p) {
			t.Errorf("en/index.md says %q, which not every job of the agent states:\n%s", p, page)
		}
	}
	checkEveryLanguage(t, "trial31 jobs disagreeing", res)
}
