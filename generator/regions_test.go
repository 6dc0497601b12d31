package generator

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// regionsPolicy states addresses in two of three regions and an uptime check made from each of
// the three every five minutes.
const regionsPolicy = `
[[network.regions]]
id = "eu"
label = { en = "Europe", de = "Europa", fr = "Europe", pl = "Europa" }

[[network.regions]]
id = "na"
label = { en = "North America", de = "Nordamerika", fr = "Amérique du Nord", pl = "Ameryka Północna" }

[[network.regions]]
id = "ap"
label = { en = "Asia-Pacific", de = "Asien-Pazifik", fr = "Asie-Pacifique", pl = "Azja i Pacyfik" }

[[network.addresses]]
prefix = "192.0.2.0/28"
region = "eu"

[[network.addresses]]
prefix = "2001:db8:7::/48"
region = "na"

[[network.addresses]]
prefix = "198.51.100.9"

[jobs.uptime]
label = { en = "Uptime check", de = "Erreichbarkeitsprüfung", fr = "Contrôle de disponibilité", pl = "Kontrola dostępności" }
agent = "bot"

[[jobs.uptime.cadence]]
every = "5m"
from_each_region = 3
`

// buildRegions builds the smallest policy, marked as an example (its addresses are the reserved
// ones), with regionsPolicy after it.
func buildRegions(t *testing.T, extra string) *Result {
	return buildSmallestEdited(t, [][2]string{{"last_changed = 2026-12-01\n", "last_changed = 2026-12-01\nexample = true\n"}}, extra)
}

// TestRegions: each address is listed under its region's name, the regions are named, and a
// schedule rule made from each of them says how many (a value, not a word in a label) and which;
// word for word in every language. ips.json gives each prefix its region's label.
func TestRegions(t *testing.T) {
	res := buildRegions(t, regionsPolicy)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"- Europe: `192.0.2.0/28`\n",
			"- North America: `2001:db8:7::/48`\n",
			"- `198.51.100.9/32`\n",
			"Requests come from these regions: Europe, North America and Asia-Pacific.\n",
			"| Uptime check | `MinimalBot` | Every 5\u00a0minutes, from each of the 3\u00a0regions (Europe, North America and Asia-Pacific) |",
		},
		"de": {
			"- Europa: `192.0.2.0/28`\n",
			"Die Anfragen kommen aus diesen Regionen: Europa, Nordamerika und Asien-Pazifik.\n",
			"| Erreichbarkeitsprüfung | `MinimalBot` | alle 5\u00a0Minuten, jeweils von allen 3\u00a0Regionen aus (Europa, Nordamerika und Asien-Pazifik) |",
		},
		"fr": {
			"- Europe\u202f: `192.0.2.0/28`\n",
			"Les requêtes proviennent de ces régions\u202f: Europe, Amérique du Nord et Asie-Pacifique.\n",
			"| Contrôle de disponibilité | `MinimalBot` | Toutes les 5\u00a0minutes, depuis chacune des 3\u00a0régions (Europe, Amérique du Nord et Asie-Pacifique) |",
		},
		"pl": {
			"- Europa: `192.0.2.0/28`\n",
			"Żądania pochodzą z następujących regionów: Europa, Ameryka Północna i Azja i Pacyfik.\n",
			"| Kontrola dostępności | `MinimalBot` | co 5\u00a0minut, z każdego z 3\u00a0regionów (Europa, Ameryka Północna i Azja i Pacyfik) |",
		},
	})
	checkEveryLanguage(t, "regions", res)
	var doc struct {
		Prefixes []map[string]any `json:"prefixes"`
	}
	if err := json.Unmarshal(res.Files["ips.json"], &doc); err != nil {
		t.Fatal(err)
	}
	var regions []string
	for _, p := range doc.Prefixes {
		r, _ := p["region"].(string)
		regions = append(regions, r)
	}
	if !slices.Equal(regions, []string{"Europe", "North America", ""}) {
		t.Errorf("ips.json's regions: %q, want Europe, North America and none", regions)
	}
	checkJAFAR(t, "ips.json", res.Files["ips.json"])
}

// TestRegionsCountOnly: without a list of regions, a rule made from each of several says how
// many, and names none.
func TestRegionsCountOnly(t *testing.T) {
	i := strings.Index(regionsPolicy, "[jobs.uptime]")
	res := buildRegions(t, "\n[[network.addresses]]\nprefix = \"198.51.100.9\"\n\n"+regionsPolicy[i:])
	checkPageLines(t, res, map[string][]string{
		"en": {"| Uptime check | `MinimalBot` | Every 5\u00a0minutes, from each of 3\u00a0regions |"},
		"de": {"| Erreichbarkeitsprüfung | `MinimalBot` | alle 5\u00a0Minuten, jeweils von allen 3\u00a0Regionen aus |"},
		"fr": {"| Contrôle de disponibilité | `MinimalBot` | Toutes les 5\u00a0minutes, chaque fois depuis 3\u00a0régions |"},
		"pl": {"| Kontrola dostępności | `MinimalBot` | co 5\u00a0minut, z każdego z 3\u00a0regionów |"},
	})
	checkPageLacks(t, res, map[string][]string{"en": {"Requests come from these regions"}})
	checkEveryLanguage(t, "regions-count", res)
}

// TestRegionsReview: diff names an address's region as the page does, by its label, and the
// number of regions a run is made from; a region moved is identity, fewer regions more polite;
// a region listed is named by its label, not its id, and is wording (no address changes with it:
// review 6, de 3, fr 4, pl 6); word for word in every language.
func TestRegionsReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("testdata/smallest/policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	base := strings.Replace(string(src), "last_changed = 2026-12-01\n", "last_changed = 2026-12-01\nexample = true\n", 1) + regionsPolicy
	parse := func(s string) *policy.Policy {
		p, err := policy.Parse([]byte(s), "policy.toml")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	countOnly := base[:strings.Index(base, "[[network.regions]]")] + "[[network.addresses]]\nprefix = \"198.51.100.9\"\n\n" + base[strings.Index(base, "[jobs.uptime]"):]
	pairs := [][2]*policy.Policy{
		{parse(base), parse(strings.Replace(base, "prefix = \"192.0.2.0/28\"\nregion = \"eu\"", "prefix = \"192.0.2.0/28\"\nregion = \"ap\"", 1))},
		{parse(countOnly), parse(strings.Replace(countOnly, "from_each_region = 3", "from_each_region = 2", 1))},
		{parse(base), parse(strings.Replace(base, "from_each_region = 3", "from_each_region = 4", 1) + "\n[[network.regions]]\nid = \"sa\"\nlabel = { en = \"South America\", de = \"Südamerika\", fr = \"Amérique du Sud\", pl = \"Ameryka Południowa\" }\n")},
	}
	want := map[string][]string{
		"en": {
			"identity Changed for the IP prefix 192.0.2.0/28: its region. Previously: Europe. Now: Asia-Pacific. Allowlists and filters that name the crawler may need updating.",
			"stricter Changed in “Uptime check”: the number of regions each run is made from. Previously: 3. Now: 2. This change makes the crawler more polite.",
			"wording Added: a region requests come from (South America). Only the wording changes.",
			"looser Changed in “Uptime check”: the number of regions each run is made from. Previously: 3. Now: 4. This change makes the crawler less polite. The change needs sign-off.",
		},
		"de": {
			"identity Geändert beim IP-Adressbereich „192.0.2.0/28“: die Region – bisher Europa, neu Asien-Pazifik. Freigabelisten, Filter und Firewall-Regeln, die den Crawler erkennen, müssen eventuell angepasst werden.",
			"stricter Geändert bei der Abrufart „Erreichbarkeitsprüfung“: die Zahl der Regionen, aus denen jeder Lauf erfolgt – bisher 3, neu 2. Der Crawler wird dadurch rücksichtsvoller.",
			"wording Hinzugefügt: eine Region, aus der Anfragen kommen – Südamerika. Nur der Wortlaut ändert sich.",
			"looser Geändert bei der Abrufart „Erreichbarkeitsprüfung“: die Zahl der Regionen, aus denen jeder Lauf erfolgt – bisher 3, neu 4. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden.",
		},
		"fr": {
			"identity Modification pour le préfixe IP «\u202f192.0.2.0/28\u202f»\u202f: sa région (jusqu’à présent\u202f: Europe\u202f; désormais\u202f: Asie-Pacifique). Il faudra peut-être mettre à jour les listes d’autorisation et les filtres qui visent le robot.",
			"stricter Modification dans la tâche «\u202fContrôle de disponibilité\u202f»\u202f: le nombre de régions depuis lesquelles chaque exécution a lieu (jusqu’à présent\u202f: 3\u202f; désormais\u202f: 2). L’exploration devient plus respectueuse des sites.",
			"wording Ajout d’une région d’où proviennent des requêtes\u202f: Amérique du Sud. Les règles restent inchangées.",
			"looser Modification dans la tâche «\u202fContrôle de disponibilité\u202f»\u202f: le nombre de régions depuis lesquelles chaque exécution a lieu (jusqu’à présent\u202f: 3\u202f; désormais\u202f: 4). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
		},
		"pl": {
			"identity Zmiana dla prefiksu IP „192.0.2.0/28”: region, do którego jest przypisany – dotychczas: Europa; odtąd: Azja i Pacyfik. Listy dozwolonych robotów (białe listy) i filtry, które rozpoznają tego robota, mogą wymagać aktualizacji.",
			"stricter Zmiana dla zadania „Kontrola dostępności”: liczba regionów, z których wykonywany jest każdy przebieg – dotychczas: 3; odtąd: 2. Robot staje się przez to mniej uciążliwy dla serwisów.",
			"wording Dodano region, z którego pochodzą żądania: Ameryka Południowa. Zmiana wyłącznie redakcyjna.",
			"looser Zmiana dla zadania „Kontrola dostępności”: liczba regionów, z których wykonywany jest każdy przebieg – dotychczas: 3; odtąd: 4. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia.",
		},
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		var got []string
		for _, pair := range pairs {
			changes, err := policy.Diff(pair[0], pair[1])
			if err != nil {
				t.Fatal(err)
			}
			rv, err := NewReview(pair[0], pair[1], changes, msgs, lang, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range rv.Changes {
				got = append(got, string(c.Class)+" "+c.Sentence)
			}
		}
		if !slices.Equal(got, want[lang]) {
			t.Errorf("%s:\n%s", lang, strings.Join(got, "\n"))
		}
	}
}
