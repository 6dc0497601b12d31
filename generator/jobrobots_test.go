package generator

import (
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// jobRobotsPolicy is an agent that obeys robots.txt with two jobs whose fetches do not (new-user
// trial 3, report 1.1, 1.2, 1.15): one still spaced by Crawl-delay, one not; an unreachable
// robots.txt stops the rest, and a snippet shuts the agent out.
const jobRobotsPolicy = `
[robots_txt]
check = "before-first-fetch"
unreachable = "disallow-all"
crawl_delay = "honoured"

[jobs.sample]
label = { en = "Sample", de = "Stichprobe", fr = "Échantillon", pl = "Próba" }
agent = "bot"
robots_txt = "not-read"
not_read_because = "legal-mandate"
crawl_delay = "applied"

[jobs.complaint]
label = { en = "Complaint", de = "Beschwerde", fr = "Plainte", pl = "Skarga" }
agent = "bot"
robots_txt = "not-read"
not_read_because = "legal-mandate"
crawl_delay = "not-applied"

[jobs.find]
label = { en = "Finding pages", de = "Seitensuche", fr = "Recherche", pl = "Wyszukiwanie" }
agent = "bot"

[snippets.all]
label = { en = "Shut MinimalBot out", de = "MinimalBot aussperren", fr = "Exclure MinimalBot", pl = "Blokada MinimalBot" }
agents = ["bot"]
paths = ["/"]
`

// TestJobRobots: where some jobs of an agent that obeys robots.txt do not, every sentence that
// says what robots.txt does to the agent names them as the exception (the agent's block, the
// unreachable outcome, Crawl-delay, the group, the snippet and its introduction, the short
// answers), and their rows say why and whether Crawl-delay spaces them; word for word in every
// language.
func TestJobRobots(t *testing.T) {
	res := buildSmallestEdited(t, nil, jobRobotsPolicy)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- [Blocking the crawler](index.html#snippet-all) – Add the snippet “Shut MinimalBot out” to your robots.txt. A group does not stop the fetches of “Sample” and “Complaint”: they do not obey robots.txt.\n",
			"- [Slowing the crawler down](index.html#slow-down) – Add a Crawl-delay line to your robots.txt. A Crawl-delay line does not space the fetches of “Complaint”, which do not obey robots.txt.\n",
			"- The fetches of “Sample” and “Complaint” are an exception: they do not obey robots.txt (see “How robots.txt is read”).\n",
			"| Sample | `MinimalBot` | Not specified | Does not obey robots.txt: it fetches under a legal mandate.<br>A Crawl-delay line in robots.txt still spaces its requests. |\n",
			"| Complaint | `MinimalBot` | Not specified | Does not obey robots.txt: it fetches under a legal mandate.<br>A Crawl-delay line in robots.txt does not space its requests either. |\n",
			"- If robots.txt is unreachable (HTTP 5xx or a network error), nothing is fetched from the site. This does not apply to the fetches of “Sample” and “Complaint”, which do not obey robots.txt.\n",
			"- A Crawl-delay line also spaces the fetches of “Sample”, which otherwise do not obey robots.txt.\n",
			"- A Crawl-delay line does not space the fetches of “Complaint”, which do not obey robots.txt.\n",
			"A single group that names `MinimalBot` is enough: it covers every kind of fetch for which robots.txt is read.\n",
			"A group does not stop the fetches of “Sample” and “Complaint”: they do not obey robots.txt.\n",
			"An entry in robots.txt is enough to stop every fetch by `MinimalBot` except those of “Sample” and “Complaint”, which do not obey robots.txt. ",
			"Blocks `MinimalBot` from every URL on the site. A group does not stop the fetches of “Sample” and “Complaint”: they do not obey robots.txt.\n",
		},
		"de": {
			"- Ausgenommen sind die Abrufarten „Stichprobe“ und „Beschwerde“, die die robots.txt nicht befolgen (siehe „Wie die robots.txt ausgewertet wird“).\n",
			"| Stichprobe | `MinimalBot` | keine Angabe | Befolgt die robots.txt nicht: Die Abrufe erfolgen im Rahmen eines gesetzlichen Auftrags.<br>Eine Crawl-delay-Angabe in der robots.txt wird dennoch beachtet. |\n",
			"| Beschwerde | `MinimalBot` | keine Angabe | Befolgt die robots.txt nicht: Die Abrufe erfolgen im Rahmen eines gesetzlichen Auftrags.<br>Auch eine Crawl-delay-Angabe in der robots.txt wird nicht beachtet. |\n",
			" Das gilt nicht für die Abrufarten „Stichprobe“ und „Beschwerde“, die die robots.txt nicht befolgen.\n",
			"- Eine Crawl-delay-Angabe gilt auch für die Abrufart „Stichprobe“, die die robots.txt sonst nicht befolgt.\n",
			"- Für die Abrufart „Beschwerde“, die die robots.txt nicht befolgt, gilt keine Crawl-delay-Angabe.\n",
			"Eine Gruppe unterbindet die Abrufe der Abrufarten „Stichprobe“ und „Beschwerde“ nicht, da diese die robots.txt nicht befolgen.\n",
			"Ein Eintrag in der robots.txt genügt, um alle Abrufe durch `MinimalBot` zu unterbinden – ausgenommen die Abrufe der Abrufarten „Stichprobe“ und „Beschwerde“, die die robots.txt nicht befolgen. ",
		},
		"fr": {
			"- Les tâches «\u202fÉchantillon\u202f» et «\u202fPlainte\u202f» font exception\u202f: elles ne respectent pas robots.txt (voir la section «\u202fLecture de robots.txt\u202f»).\n",
			"| Échantillon | `MinimalBot` | Non précisé | Ne respecte pas robots.txt\u202f: ces récupérations relèvent d’une mission légale.<br>Une directive Crawl-delay de robots.txt espace néanmoins ses requêtes. |\n",
			"| Plainte | `MinimalBot` | Non précisé | Ne respecte pas robots.txt\u202f: ces récupérations relèvent d’une mission légale.<br>Une directive Crawl-delay de robots.txt n’espace pas non plus ses requêtes. |\n",
			" Cela ne vaut pas pour les tâches «\u202fÉchantillon\u202f» et «\u202fPlainte\u202f», qui ne respectent pas robots.txt.\n",
			"- La directive Crawl-delay s’applique aussi à la tâche «\u202fÉchantillon\u202f», qui par ailleurs ne respecte pas robots.txt.\n",
			"- La directive Crawl-delay ne s’applique pas à la tâche «\u202fPlainte\u202f», qui ne respecte pas robots.txt.\n",
			"Aucun groupe de robots.txt ne bloque les tâches «\u202fÉchantillon\u202f» et «\u202fPlainte\u202f», qui ne respectent pas ce fichier.\n",
			"Une entrée dans votre fichier robots.txt suffit pour arrêter toutes les récupérations de `MinimalBot`, sauf celles des tâches «\u202fÉchantillon\u202f» et «\u202fPlainte\u202f», qui ne respectent pas robots.txt. ",
		},
		"pl": {
			"- Wyjątkiem są zadania „Próba” i „Skarga”: przy nich robot nie stosuje się do reguł z pliku robots.txt (zob. sekcję „Obsługa pliku robots.txt”).\n",
			"| Próba | `MinimalBot` | nie podano | Przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt: pobieranie odbywa się na podstawie przepisów prawa.<br>Wiersz Crawl-delay w pliku robots.txt jest jednak uwzględniany. |\n",
			"| Skarga | `MinimalBot` | nie podano | Przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt: pobieranie odbywa się na podstawie przepisów prawa.<br>Wiersz Crawl-delay w pliku robots.txt również nie jest uwzględniany. |\n",
			" Nie dotyczy to zadań „Próba” i „Skarga”, przy których robot nie stosuje się do reguł z pliku robots.txt.\n",
			"- Wiersz Crawl-delay dotyczy także zadania „Próba”, przy którym robot nie stosuje się do pozostałych reguł z pliku robots.txt.\n",
			"- Wiersz Crawl-delay nie dotyczy zadania „Skarga”, przy którym robot nie stosuje się do reguł z pliku robots.txt.\n",
			"Grupa w pliku robots.txt nie blokuje pobierania w ramach zadań „Próba” i „Skarga”, ponieważ przy tych zadaniach robot nie stosuje się do reguł z tego pliku.\n",
			"Wpis w pliku robots.txt wystarczy, aby zablokować wszelkie pobieranie przez robota `MinimalBot` z wyjątkiem pobierania w ramach zadań „Próba” i „Skarga”, przy których robot nie stosuje się do reguł z tego pliku. ",
		},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"it covers every kind of fetch by that crawler", "an entry in robots.txt is enough; there is no need to write", "“Finding pages”, which do not obey"},
	})
	checkEveryLanguage(t, "job-robots", res)
}

// TestJobRobotsOne: one job, counted for the plural, and no Crawl-delay where none is honoured.
// The agent has another job that obeys robots.txt: were "sample" its only one, none of its
// fetches would obey it, and the page would say so as of the agent (TestEveryJobNotReadStated).
func TestJobRobotsOne(t *testing.T) {
	res := buildSmallestEdited(t, nil, `
[robots_txt]
check = "before-first-fetch"

[jobs.sample]
label = { en = "Sample", de = "Stichprobe", fr = "Échantillon", pl = "Próba" }
agent = "bot"
robots_txt = "not-read"
not_read_because = "terms-of-service"

[jobs.find]
label = { en = "Finding pages", de = "Seitensuche", fr = "Recherche", pl = "Wyszukiwanie" }
agent = "bot"
`)
	checkPageLines(t, res, map[string][]string{
		"en": {"- The fetches of “Sample” are an exception: they do not obey robots.txt (see “How robots.txt is read”).\n",
			"Does not obey robots.txt: these fetches are governed by the agreement made with the site’s owner. |\n"},
		"de": {"- Ausgenommen ist die Abrufart „Stichprobe“, die die robots.txt nicht befolgt (siehe „Wie die robots.txt ausgewertet wird“).\n",
			"Befolgt die robots.txt nicht: Für diese Abrufe gilt die Vereinbarung, die mit dem Betreiber der Website getroffen wurde. |\n",
			"Eine Gruppe unterbindet die Abrufe der Abrufart „Stichprobe“ nicht, da diese die robots.txt nicht befolgt.\n"},
		"fr": {"- La tâche «\u202fÉchantillon\u202f» fait exception\u202f: elle ne respecte pas robots.txt (voir la section «\u202fLecture de robots.txt\u202f»).\n",
			"Aucun groupe de robots.txt ne bloque la tâche «\u202fÉchantillon\u202f», qui ne respecte pas ce fichier.\n"},
		"pl": {"- Wyjątkiem jest zadanie „Próba”: przy nim robot nie stosuje się do reguł z pliku robots.txt (zob. sekcję „Obsługa pliku robots.txt”).\n",
			"Grupa w pliku robots.txt nie blokuje pobierania w ramach zadania „Próba”, ponieważ przy tym zadaniu robot nie stosuje się do reguł z tego pliku.\n"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"Crawl-delay"}})
	checkEveryLanguage(t, "job-robots-one", res)
}

// TestJobRobotsReview: diff says a job whose fetches stop obeying robots.txt as the state it
// leads to, less polite; one that obeys it again as more polite; why, as wording; a Crawl-delay
// that now spaces it, more polite; word for word in every language.
func TestJobRobotsReview(t *testing.T) {
	parse := func(job string) *policy.Policy {
		return smallestWith(t, "\n[robots_txt]\ncheck = \"before-first-fetch\"\ncrawl_delay = \"honoured\"\n\n[jobs.sample]\nlabel = { en = \"Sample\", de = \"Stichprobe\", fr = \"Échantillon\", pl = \"Próba\" }\nagent = \"bot\"\n"+job)
	}
	notRead := "robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ncrawl_delay = \"not-applied\"\n"
	for _, tt := range []struct {
		name     string
		old, new string
		want     map[string][]string
	}{
		{"no longer obeys", "", notRead, map[string][]string{
			"en": {
				"Changed in “Sample”: its fetches no longer obey robots.txt. This change makes the crawler less polite. The change needs sign-off.",
				"Added in “Sample”: why a kind of fetch does not obey robots.txt (“Does not obey robots.txt: it fetches under a legal mandate”). Only the wording changes.",
				"Changed in “Sample”: it no longer honours a Crawl-delay line in robots.txt. This change makes the crawler less polite. The change needs sign-off.",
			},
			"de": {
				"Geändert bei der Abrufart „Stichprobe“: Ihre Abrufe befolgen die robots.txt nicht mehr. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
				"Hinzugefügt bei der Abrufart „Stichprobe“: warum eine Abrufart die robots.txt nicht befolgt – „Befolgt die robots.txt nicht: Die Abrufe erfolgen im Rahmen eines gesetzlichen Auftrags“. Nur der Wortlaut ändert sich.",
				"Geändert bei der Abrufart „Stichprobe“: Eine Crawl-delay-Angabe in der robots.txt gilt nicht mehr für die Abrufe dieser Abrufart. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
			},
			"fr": {
				"Modification dans la tâche «\u202fÉchantillon\u202f»\u202f: ses récupérations ne respectent plus robots.txt. L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
				"Ajout dans la tâche «\u202fÉchantillon\u202f»\u202f: la raison pour laquelle une tâche ne respecte pas robots.txt («\u202fNe respecte pas robots.txt\u202f: ces récupérations relèvent d’une mission légale\u202f»). Les règles restent inchangées.",
				"Modification dans la tâche «\u202fÉchantillon\u202f»\u202f: ses récupérations ne sont plus espacées selon la directive Crawl-delay de robots.txt. L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
			},
			"pl": {
				"Zmiana dla zadania „Próba”: przy tym zadaniu robot nie stosuje się już do reguł z pliku robots.txt. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
				"Dodano dla zadania „Próba” powód, dla którego przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt: „Przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt: pobieranie odbywa się na podstawie przepisów prawa”. Zmiana wyłącznie redakcyjna.",
				"Zmiana dla zadania „Próba”: wiersz Crawl-delay w pliku robots.txt nie dotyczy już zadania. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
			},
		}},
		{"obeys again", notRead, "", map[string][]string{
			"en": {
				"Changed in “Sample”: its fetches obey robots.txt again, as its crawler’s other fetches do. This change makes the crawler more polite.",
				"Removed in “Sample”: why a kind of fetch does not obey robots.txt (“Does not obey robots.txt: it fetches under a legal mandate”). Only the wording changes.",
				"Removed in “Sample”: whether a kind of fetch that does not obey robots.txt still honours a Crawl-delay line (“A Crawl-delay line in robots.txt does not space its requests either”). This change makes the crawler more polite.",
			},
			"de": {
				"Geändert bei der Abrufart „Stichprobe“: Ihre Abrufe befolgen die robots.txt wieder, wie die übrigen Abrufe ihres Crawlers. Der Crawler wird dadurch rücksichtsvoller.",
				"Entfernt bei der Abrufart „Stichprobe“: warum eine Abrufart die robots.txt nicht befolgt – „Befolgt die robots.txt nicht: Die Abrufe erfolgen im Rahmen eines gesetzlichen Auftrags“. Nur der Wortlaut ändert sich.",
				"Entfernt bei der Abrufart „Stichprobe“: ob eine Crawl-delay-Angabe für eine Abrufart gilt, die die robots.txt nicht befolgt – „Auch eine Crawl-delay-Angabe in der robots.txt wird nicht beachtet“. Der Crawler wird dadurch rücksichtsvoller.",
			},
			"fr": {
				"Modification dans la tâche «\u202fÉchantillon\u202f»\u202f: ses récupérations respectent de nouveau robots.txt, comme les autres récupérations de son robot. L’exploration devient plus respectueuse des sites.",
				"Suppression dans la tâche «\u202fÉchantillon\u202f»\u202f: la raison pour laquelle une tâche ne respecte pas robots.txt («\u202fNe respecte pas robots.txt\u202f: ces récupérations relèvent d’une mission légale\u202f»). Ce retrait ne change rien aux règles.",
				"Suppression dans la tâche «\u202fÉchantillon\u202f»\u202f: l’application de la directive Crawl-delay à une tâche qui ne respecte pas robots.txt («\u202fUne directive Crawl-delay de robots.txt n’espace pas non plus ses requêtes\u202f»). L’exploration devient plus respectueuse des sites.",
			},
			"pl": {
				"Zmiana dla zadania „Próba”: przy tym zadaniu robot znów stosuje się do reguł z pliku robots.txt, tak jak przy pozostałych zadaniach. Robot staje się przez to mniej uciążliwy dla serwisów.",
				"Usunięto dla zadania „Próba” powód, dla którego przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt: „Przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt: pobieranie odbywa się na podstawie przepisów prawa”. Zmiana wyłącznie redakcyjna.",
				"Usunięto dla zadania „Próba” informację o tym, czy wiersz Crawl-delay jest uwzględniany w zadaniu, w którym robot nie stosuje się do reguł z pliku robots.txt: „Wiersz Crawl-delay w pliku robots.txt również nie jest uwzględniany”. Robot staje się przez to mniej uciążliwy dla serwisów.",
			},
		}},
		{"spaced by Crawl-delay", notRead, strings.Replace(notRead, "not-applied", "applied", 1), map[string][]string{
			"en": {
				"Changed in “Sample”: it now honours a Crawl-delay line in robots.txt and spaces its fetches accordingly. This change makes the crawler more polite.",
			},
			"de": {
				"Geändert bei der Abrufart „Stichprobe“: Eine Crawl-delay-Angabe in der robots.txt gilt nun für die Abrufe dieser Abrufart. Der Crawler wird dadurch rücksichtsvoller.",
			},
			"fr": {
				"Modification dans la tâche «\u202fÉchantillon\u202f»\u202f: ses récupérations sont désormais espacées selon la directive Crawl-delay de robots.txt. L’exploration devient plus respectueuse des sites.",
			},
			"pl": {
				"Zmiana dla zadania „Próba”: wiersz Crawl-delay w pliku robots.txt dotyczy teraz zadania. Robot staje się przez to mniej uciążliwy dla serwisów.",
			},
		}},
	} {
		checkReviewSentences(t, tt.name, parse(tt.old), parse(tt.new), tt.want)
	}
}

// TestLegalMandateWording (new-user trial 3, 2.2): an agent that does not obey robots.txt under a
// legal mandate is said to fetch under it, not to collect (legal deposit's word), since a
// mandate to monitor collects nothing; word for word in every language.
func TestLegalMandateWording(t *testing.T) {
	res := buildSmallestEdited(t, nil, "robots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n")
	checkPageLines(t, res, map[string][]string{
		"en": {"- It fetches under a legal mandate and does not obey robots.txt.\n"},
		"de": {"- Befolgt die Regeln der robots.txt nicht, da er Seiten im Rahmen eines gesetzlichen Auftrags abruft.\n"},
		"fr": {"- Il ne respecte pas robots.txt\u202f: il agit au titre d’une mission légale.\n"},
		"pl": {"- Nie stosuje się do reguł z pliku robots.txt: działa na podstawie przepisów prawa.\n"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"collects"}, "de": {"Sammelauftrag"}, "fr": {"collecte"}, "pl": {"gromadzenia"}})
}

// TestJobRobotsPromiseExcept (new-user trial 15, finding 3): where a kind of fetch does not obey
// robots.txt, the agent's "When robots.txt disallows a URL …" and the promise to stop when a site
// blocks the crawler say that they do not hold for it, in every language; a policy without such
// a job says them alone.
func TestJobRobotsPromiseExcept(t *testing.T) {
	agent := [][2]string{{`token = "MinimalBot"`, "token = \"MinimalBot\"\non_disallow = [\"skip-path\"]"}}
	const robots = "\n[robots_txt]\ncheck = \"before-first-fetch\"\n\n[commitments]\npromises = [\"stop-on-block\"]\n"
	const job = "\n[jobs.sample]\nlabel = { en = \"Sample\", de = \"Stichprobe\", fr = \"Échantillon\", pl = \"Próba\" }\nagent = \"bot\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n"
	except := map[string]string{
		"en": " This does not apply to the fetches of “Sample”, which do not obey robots.txt.\n",
		"de": " Das gilt nicht für die Abrufart „Stichprobe“, die die robots.txt nicht befolgt.\n",
		"fr": " Cela ne vaut pas pour la tâche «\u202fÉchantillon\u202f», qui ne respecte pas robots.txt.\n",
		"pl": " Nie dotyczy to zadania „Próba”, przy którym robot nie stosuje się do reguł z pliku robots.txt.\n",
	}
	disallow := map[string]string{
		"en": "- When robots.txt disallows a URL, that URL is not fetched.",
		"de": "- Ruft keine Adressen ab, die die robots.txt sperrt.",
		"fr": "- En cas d’interdiction par robots.txt, l’adresse concernée n’est pas récupérée.",
		"pl": "- Gdy robots.txt zabrania dostępu, pomija daną ścieżkę.",
	}
	stop := map[string]string{
		"en": "- The crawler stops fetching from a site that blocks it.",
		"de": "- Sperrt eine Website den Crawler, werden die Abrufe von dieser Website eingestellt.",
		"fr": "- Quand un site bloque le robot, la collecte sur ce site s’arrête.",
		"pl": "- Zablokowany przez serwis robot przestaje pobierać z niego treści.",
	}
	with := buildSmallestEdited(t, agent, robots+job)
	without := buildSmallestEdited(t, agent, robots)
	want, alone := map[string][]string{}, map[string][]string{}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		want[lang] = []string{disallow[lang] + except[lang], stop[lang] + except[lang]}
		alone[lang] = []string{disallow[lang] + "\n", stop[lang] + "\n"}
	}
	checkPageLines(t, with, want)
	checkPageLines(t, without, alone)
	checkEveryLanguage(t, "job-robots-promise-except", with)
}
