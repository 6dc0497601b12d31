package generator

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestAgentName: an agent's display name (agents.X.name) heads its block and its limits, names it
// in the table of agents, the schedule and running text (quoted), in the page's language; its
// purpose is stated as a fact. Word for word in every language.
func TestAgentName(t *testing.T) {
	res := buildRepro(t, "vigilo")
	lines := regexp.MustCompile(`(?m)^(### .*|\| [^|]+ \| .* \|)$`)
	want := map[string][]string{
		"en": {
			"### Uptime monitor",
			"| Uptime monitor | Its own schedule (unattended) | No | No |",
			"### Uptime monitor",
			"### Limits specific to “Uptime monitor”",
			"| Uptime check of the home page | “Uptime monitor” | Every 5\u00a0minutes, from each of 3\u00a0regions | A failed fetch is retried once, after a wait of at least 30\u00a0seconds.<br>The limits specific to “Uptime monitor” apply as well. |",
		},
		"de": {
			"### Erreichbarkeitsmonitor",
			"| Erreichbarkeitsmonitor | eigener Zeitplan (unbeaufsichtigt) | nein | nein |",
			"### Erreichbarkeitsmonitor",
			"### Limits nur für „Erreichbarkeitsmonitor“",
			"| Erreichbarkeitsprüfung der Startseite | „Erreichbarkeitsmonitor“ | alle 5\u00a0Minuten, jeweils von allen 3\u00a0Regionen aus | Ein fehlgeschlagener Abruf wird einmal wiederholt; die Wartezeit davor beträgt mindestens 30\u00a0Sekunden.<br>Außerdem gelten die Limits für „Erreichbarkeitsmonitor“. |",
		},
		"fr": {
			"### Moniteur de disponibilité",
			"| Moniteur de disponibilité | Automatique | Non | Non |",
			"### Moniteur de disponibilité",
			"### Limites propres à «\u202fMoniteur de disponibilité\u202f»",
			"| Contrôle de disponibilité de la page d’accueil | «\u202fMoniteur de disponibilité\u202f» | Toutes les 5\u00a0minutes, chaque fois depuis 3\u00a0régions | En cas d’échec, la récupération est relancée une seule fois, après une attente d’au moins 30\u00a0secondes.<br>Les limites fixées pour le robot «\u202fMoniteur de disponibilité\u202f» s’appliquent également. |",
		},
		"pl": {
			"### Monitor dostępności",
			"| Monitor dostępności | własny harmonogram | nie | nie |",
			"### Monitor dostępności",
			"### Limity robota „Monitor dostępności”",
			"| Sprawdzanie dostępności strony głównej | „Monitor dostępności” | co 5\u00a0minut, z każdego z 3\u00a0regionów | Nieudane pobranie jest ponawiane jeden raz, najwcześniej po 30\u00a0sekundach.<br>Obowiązują też limity robota „Monitor dostępności”. |",
		},
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		var got []string
		for _, l := range lines.FindAllString(string(res.Files[lang+"/index.md"]), -1) {
			if strings.Contains(l, want0[lang]) {
				got = append(got, l)
			}
		}
		if w := want[lang]; !slices.Equal(got, w) {
			t.Errorf("%s:\n%s", lang, strings.Join(got, "\n"))
		}
	}
}

var want0 = map[string]string{"en": "Uptime monitor", "de": "Erreichbarkeitsmonitor", "fr": "Moniteur de disponibilité", "pl": "Monitor dostępności"}

// TestAgentNameReview: a display name changed is wording, said by the name it gives.
func TestAgentNameReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("testdata/newuser2/vigilo.toml")
	if err != nil {
		t.Fatal(err)
	}
	old, err := policy.Parse(src, "old.toml")
	if err != nil {
		t.Fatal(err)
	}
	new, err := policy.Parse([]byte(strings.Replace(string(src), `en = "Uptime monitor"`, `en = "Home page monitor"`, 1)), "new.toml")
	if err != nil {
		t.Fatal(err)
	}
	changes, err := policy.Diff(old, new)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"en": {
			"wording Changed for “Home page monitor”: the name the page gives the crawler in English. Previously: “Uptime monitor”. Now: “Home page monitor”. Only the wording changes.",
		},
		"de": {
			"wording Geändert für „Erreichbarkeitsmonitor“: der Name, unter dem die Seite den Crawler führt (englische Fassung) – bisher „Uptime monitor“, neu „Home page monitor“. Nur der Wortlaut ändert sich.",
		},
		"fr": {
			"wording Modification pour «\u202fMoniteur de disponibilité\u202f»\u202f: le nom que la page donne au robot en anglais (jusqu’à présent\u202f: «\u202fUptime monitor\u202f»\u202f; désormais\u202f: «\u202fHome page monitor\u202f»). Seule la formulation change.",
		},
		"pl": {
			"wording Zmiana dla robota „Monitor dostępności”: nazwa, pod którą strona przedstawia robota (wersja angielska) – dotychczas: „Uptime monitor”; odtąd: „Home page monitor”. Zmiana wyłącznie redakcyjna.",
		},
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		rv, err := NewReview(old, new, changes, msgs, lang, nil)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, c := range rv.Changes {
			got = append(got, string(c.Class)+" "+c.Sentence)
		}
		if !slices.Equal(got, want[lang]) {
			t.Errorf("%s:\n%s", lang, strings.Join(got, "\n"))
		}
	}
}
