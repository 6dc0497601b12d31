package generator

import (
	"strings"
	"testing"
)

// Round 6 of the native review (issue 12), the French findings of l7fr: each fix as the whole
// sentence a page says, in every language the fix touches (the French messages alone in French;
// the mechanisms, the UTC zone and several crawlers that robots.txt cannot shut out, in all four).

// hasSentence reports whether md holds want as a whole sentence: a line, a table cell or a line
// of a cell (split at "<br>") that is want, or that begins or ends with it, or holds it, at
// sentence boundaries; a list item's "- " does not count.
func hasSentence(md, want string) bool {
	for _, line := range strings.Split(md, "\n") {
		for _, cell := range strings.Split(line, " | ") {
			for _, part := range strings.Split(cell, "<br>") {
				part = strings.TrimSpace(strings.Trim(strings.TrimSpace(part), "|"))
				part = strings.TrimPrefix(part, "- ")
				if part == want || strings.HasPrefix(part, want+" ") || strings.HasSuffix(part, " "+want) || strings.Contains(part, " "+want+" ") {
					return true
				}
			}
		}
	}
	return false
}

type review6Case struct {
	name, dir string
	edits     [][2]string
	want      map[string][]string
}

func runReview6Pages(t *testing.T, tests []review6Case) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := buildDirEdited(t, tt.dir, tt.edits)
			for lang, sentences := range tt.want {
				md := string(res.Files[lang+"/index.md"])
				for _, w := range sentences {
					if !hasSentence(md, w) {
						t.Errorf("%s/index.md lacks the sentence\n%q\n%s", lang, w, near(md, w))
					}
				}
			}
		})
	}
}

const (
	civic      = "../examples/civic-ingestor"
	gmina      = "../examples/gmina-bot"
	triple     = "../examples/triple-fetchers"
	webArchive = "../examples/web-archive"
	linkPrev   = "../examples/link-preview"
)

// TestReview6French: the French sentences of the round-6 findings fr 10 to 13, 18, 19, 22, 23, 26.
func TestReview6French(t *testing.T) {
	runReview6Pages(t, []review6Case{
		// fr 10: a single unit in words, and "de" elided before it ({{.T.Gen}}).
		{"one unit in words (fr 10)", civic, nil, map[string][]string{"fr": {
			"En temps normal, 2\u00a0secondes ou plus entre deux requêtes vers un même nom d’hôte, avec un minimum absolu d’une seconde.",
			"Une liste qui reste sans réponse pendant une minute est considérée comme ayant dépassé le délai.",
			"Après une erreur réseau ou une erreur serveur (HTTP\u00a05xx), une requête est relancée au plus deux fois, après des attentes successives d’au moins 1\u00a0seconde, puis 2\u00a0secondes.",
		}}},
		{"one working day in words (fr 10)", gmina, [][2]string{{"response_working_days = 2", "response_working_days = 1"}}, map[string][]string{"fr": {
			"L’exploitant répond sous 1\u00a0jour ouvré.",
		}}},
		{"a count other than one keeps its digits (fr 10)", gmina, nil, map[string][]string{"fr": {
			"L’exploitant répond sous 2\u00a0jours ouvrés.",
		}}},
		// fr 11: the short lead presents the title, as the long one does.
		{"short lead (fr 11)", linkPrev, nil, map[string][]string{"fr": {
			"Cette page présente les requêtes envoyées aux sites web et la manière dont vous pouvez y réagir.",
		}}},
		// fr 12: the disallowed address is not named twice.
		{"on disallow (fr 12)", gazette, nil, map[string][]string{"fr": {
			"En cas d’interdiction par robots.txt, l’adresse concernée n’est pas récupérée.",
		}}},
		{"on disallow, other effects (fr 12)", triple, nil, map[string][]string{"fr": {
			"En cas d’interdiction par robots.txt, la surveillance de la page concernée s’arrête.",
			"En cas d’interdiction par robots.txt, l’exécution s’arrête, et le rapport remis au client signale l’adresse bloquée et la raison du blocage.",
		}}},
		// fr 13: "plans de site", and "du site" once.
		{"sitemaps (fr 13)", triple, nil, map[string][]string{"fr": {
			"Avant de suivre des liens, il relève des adresses dans le fichier `/sitemap.xml` du site et dans les plans de site (sitemaps) indiqués par les lignes Sitemap de robots.txt.",
		}}},
		// fr 18: "déroger aux règles de robots.txt", not "s’écarter de robots.txt".
		{"written approval (fr 18)", civic, nil, map[string][]string{"fr": {
			"En dehors des catégories de sites pour lesquelles robots.txt n’est pas lu («\u202fPrestataires de retransmission des séances du conseil\u202f», «\u202fGéoportails des communes\u202f» et «\u202fServeurs de tuiles d’OpenStreetMap\u202f»), le robot ne déroge aux règles de robots.txt qu’avec l’accord écrit et explicite du responsable du site, et uniquement pour l’API ou les documents.",
		}}},
		// fr 19: one negation, not three.
		{"no circumvention (fr 19)", triple, nil, map[string][]string{"fr": {
			"Ils ne contournent jamais, de quelque manière que ce soit, les interdictions de robots.txt ni les blocages.",
		}}},
		// fr 22: whose behaviour the page matches.
		{"source of the figures (fr 22)", gazette, nil, map[string][]string{"fr": {
			"Toutes les valeurs chiffrées de cette page proviennent du fichier de configuration que lit le logiciel de collecte lui-même\u202f: la page correspond ainsi au comportement réel de ce logiciel.",
		}}},
		// fr 23: the previous attempt, not "était introuvable".
		{"refetch after a failure (fr 23)", civic, nil, map[string][]string{"fr": {
			"Chaque élément est récupéré au plus une fois tous les 30\u00a0jours, même si la tentative précédente a échoué ou n’a rien trouvé.",
		}}},
		// fr 26: the page's own term, "plafond" (quota).
		{"another quota (fr 26)", gmina, nil, map[string][]string{"fr": {
			"un autre plafond de requêtes (quota)",
		}}},
	})
}

// TestReview6Zone: a zone that is UTC is said once, in words, in every language (fr 14); French
// writes an offset as "UTC+1" and summer time as "en heure d’été", the other languages keep
// ISO 8601's "UTC+01:00" (fr 25).
func TestReview6Zone(t *testing.T) {
	runReview6Pages(t, []review6Case{
		{"UTC (fr 14)", gazette, [][2]string{{`time_zone = "Europe/Paris"`, `time_zone = "UTC"`}}, map[string][]string{
			"en": {"All times are in Coordinated Universal Time (UTC)."},
			"de": {"Alle Uhrzeiten sind in koordinierter Weltzeit (UTC) angegeben."},
			"fr": {"Les heures indiquées sont en temps universel coordonné (UTC)."},
			"pl": {"Wszystkie godziny podano w uniwersalnym czasie koordynowanym (UTC)."},
		}},
		{"summer time (fr 25)", gazette, nil, map[string][]string{
			"en": {"All times are in the `Europe/Paris` time zone (UTC+01:00; UTC+02:00 in summer time)."},
			"de": {"Alle Uhrzeiten beziehen sich auf die Zeitzone `Europe/Paris` (UTC+01:00; während der Sommerzeit UTC+02:00)."},
			"fr": {"Les heures indiquées sont celles du fuseau horaire `Europe/Paris` (UTC+1\u202f; UTC+2 en heure d’été)."},
			"pl": {"Wszystkie godziny podano w strefie czasowej `Europe/Paris` (UTC+01:00; w czasie letnim UTC+02:00)."},
		}},
		{"half an hour off UTC (fr 25)", gazette, [][2]string{{`time_zone = "Europe/Paris"`, `time_zone = "Asia/Kolkata"`}}, map[string][]string{
			"en": {"All times are in the `Asia/Kolkata` time zone (UTC+05:30)."},
			"fr": {"Les heures indiquées sont celles du fuseau horaire `Asia/Kolkata` (UTC+5:30)."},
		}},
	})
}

// TestReview6NotReadSeveral: crawlers that robots.txt cannot shut out, and that name no status to
// refuse them with, are said in one sentence of the answers, not one identical sentence each
// (fr 21), in every language.
func TestReview6NotReadSeveral(t *testing.T) {
	second := `
[agents.shots]
token = "WebarchivShots"
purpose = { en = "Takes screenshots of archived pages", de = "Erstellt Bildschirmfotos archivierter Seiten", fr = "réalise des captures d’écran des pages archivées", pl = "Wykonuje zrzuty ekranu archiwizowanych stron" }
user_agent = "WebarchivShots/1.0 (+https://webarchive.example/collecting)"
robots_txt = "not-read"
not_read_because = "legal-mandate"
follows_links = "none"
`
	res := buildDirEdited(t, webArchive, [][2]string{{"", second}})
	want := map[string]string{
		"en": "The crawlers `heritrix/3.4.0` and `WebarchivShots` do not obey robots.txt, so a robots.txt rule cannot shut them out; their descriptions say why.",
		"de": "Die Crawler `heritrix/3.4.0` und `WebarchivShots` befolgen die Regeln der robots.txt nicht und lassen sich daher nicht über die robots.txt aussperren; den Grund finden Sie in ihren Beschreibungen.",
		"fr": "les robots `heritrix/3.4.0` et `WebarchivShots` ne respectent pas robots.txt\u202f: ce fichier ne permet donc pas de les bloquer. La raison en est donnée dans la présentation de chacun d’eux, plus bas.",
		"pl": "roboty `heritrix/3.4.0` i `WebarchivShots` nie stosują się do reguł z pliku robots.txt, więc nie można ich w ten sposób zablokować; powód podano w ich opisach.",
	}
	for lang, w := range want {
		md := string(res.Files[lang+"/index.md"])
		if !strings.Contains(md, w) {
			t.Errorf("%s/index.md lacks the answer\n%q\n%s", lang, w, near(md, w))
		}
	}
}
