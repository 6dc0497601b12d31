package generator

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

// TestReview39French pins the fixes of the French native review round 39
// (/work/notes/s35/review39-fr.md in the project's notes), with the sentences that replace them:
//   - F2 (MEANING): a notice period is a minimum, « au moins un jour avant », never « la veille »
//     (the day before exactly); the same in the two sibling notices of a change;
//   - F3: the intro opens « Cette page présente … » without the crawler's name as a label (the H1
//     names it; droppablePlaceholders), and the section "ahead" opens « Vous trouverez ici … » so
//     that two sentences in a row do not open alike;
//   - F4: a job note that fits every job, not only feed polling (« relève »);
//   - F5: a window « ouvre »: « la prochaine ouverture », never « le prochain début »;
//   - F6: « concerné … en cause », not « concerné … concernée »;
//   - F7: a robot triggered by the events stated below;
//   - F8: an unchanged resource is not transferred again, « de nouveau »;
//   - F9: space characters change, the words stay the same;
//   - F10: « la directive Crawl-delay »;
//   - F11: no full stop after the first-pass budget, a table cell without a verb.
//
// F1 (list.items_or without « ou ») is left as it is: the key joins only groups of contact topics
// (builder.topicGroups), on purpose with a comma (review 38, F5).
func TestReview39French(t *testing.T) {
	ls := localizers(t)
	address := []any{"Prefix", plain("P"), "From", plain("F"), "Date", plain("D"), "Key", plain("K"), "Later", plain("L")}
	change := []any{"Date", plain("D"), "Ahead", plain("A"), "Today", plain("T"), "Later", plain("L")}
	title := []any{"Title", plain("X")}
	checkMessages(t, ls, "fr", []messageCase{
		{"intro.lead", 1, title, "Cette page présente l’exploitant, la manière de reconnaître les requêtes, leur fréquence et leurs horaires, la lecture de robots.txt et les moyens de ralentir ou de bloquer l’exploration."},
		{"intro.lead_short", 1, title, "Cette page présente les requêtes envoyées aux sites web et la manière dont vous pouvez y réagir."},
		{"ahead.intro", 0, []any{"Date", plain("D"), "Section", plain("S")}, "Vous trouverez ici les règles en vigueur à partir du D\u202f; d’ici là, la version précédente de ces règles s’applique. Les différences entre les deux versions sont indiquées dans la section «\u202fS\u202f»."},
		{"diff.notice_short_address", 1, address, "Les règles prévoient d’annoncer toute nouvelle plage d’adresses IP au moins un jour avant sa première utilisation\u202f; or la plage P est utilisée dès le F, alors que la présente version est datée du D\u202f: indiquez dans K le L ou une date ultérieure."},
		{"diff.notice_short_address", 3, address, "Les règles prévoient d’annoncer toute nouvelle plage d’adresses IP au moins 3\u00a0jours avant sa première utilisation\u202f; or la plage P est utilisée dès le F, alors que la présente version est datée du D\u202f: indiquez dans K le L ou une date ultérieure."},
		{"diff.notice_short_address", 1000000, address, "Les règles prévoient d’annoncer toute nouvelle plage d’adresses IP au moins 1\u202f000\u202f000\u00a0de jours avant sa première utilisation\u202f; or la plage P est utilisée dès le F, alors que la présente version est datée du D\u202f: indiquez dans K le L ou une date ultérieure."},
		{"diff.notice_short_ahead", 1, change, "Les règles prévoient d’annoncer chaque modification au moins un jour avant son entrée en vigueur\u202f; or la présente modification prend effet le D, soit seulement A après la date du jour (T)\u202f: indiquez dans site.last_changed le L ou une date ultérieure."},
		{"diff.notice_short_ahead", 3, change, "Les règles prévoient d’annoncer chaque modification au moins 3\u00a0jours avant son entrée en vigueur\u202f; or la présente modification prend effet le D, soit seulement A après la date du jour (T)\u202f: indiquez dans site.last_changed le L ou une date ultérieure."},
		{"job.shared_fetch", 0, nil, "Une adresse demandée par plusieurs utilisateurs n’est récupérée qu’une fois pour tous, et non une fois par utilisateur."},
		{"reaction.pause_until_window", 1, []any{"Windows", plain("W")}, "jusqu’à la prochaine ouverture de la plage horaire W"},
		{"reaction.pause_until_window", 2, []any{"Windows", plain("W")}, "jusqu’à la prochaine ouverture de l’une des plages horaires W"},
		{"diff.field.reaction_pause_until", 0, nil, "le maintien de la pause jusqu’à la prochaine ouverture d’une plage horaire ou jusqu’à l’exécution suivante"},
		{"diff.field_item.reaction_pause_until", 0, nil, "le maintien de la pause jusqu’à la prochaine ouverture d’une plage horaire ou jusqu’à l’exécution suivante"},
		{"diff.state.reaction_pause_until.no", 0, nil, "la pause ne dure plus jusqu’à la prochaine ouverture d’une plage horaire"},
		{"diff.state.reaction_pause_until.yes", 0, nil, "la pause dure désormais jusqu’à la prochaine ouverture de la plage horaire dans laquelle s’effectuent les récupérations"},
		{"scope_slowed.domain-server", 0, nil, "vers les noms d’hôte du domaine concerné hébergés sur l’adresse IP en cause"},
		{"scope_noun.domain-server", 0, nil, "les noms d’hôte du domaine concerné hébergés sur l’adresse IP en cause"},
		{"scope_noun_gen.domain-server", 0, nil, "les noms d’hôte du domaine concerné hébergés sur l’adresse IP en cause"},
		{"agent.trigger_unattended_events_only", 0, nil, "Il fonctionne sans intervention humaine et se déclenche à la suite des événements indiqués plus bas, dans la colonne «\u202fQuand\u202f» du calendrier."},
		{"agent.trigger_unattended_events", 0, nil, "Il fonctionne sans intervention humaine, selon son propre calendrier et à la suite des événements indiqués plus bas, dans la colonne «\u202fQuand\u202f» du calendrier."},
		{"limits.conditional_requests", 0, []any{"Headers", plain("H")}, "Les requêtes sont conditionnelles (en-têtes H)\u202f: une ressource inchangée n’est donc pas transférée de nouveau."},
		{"diff.class.spacing_only", 0, nil, "Seuls des caractères d’espacement changent\u202f; les mots restent les mêmes."},
		{"diff.field.robots_crawl_delay", 0, nil, "le traitement de la directive Crawl-delay"},
		{"diff.field_item.robots_crawl_delay", 0, nil, "le traitement de la directive Crawl-delay"},
		{"job.budget_first_pass", 0, []any{"Size", plain("50\u00a0Mo"), "Key", plain(" par domaine")}, "Lors du premier passage, au plus 50\u00a0Mo de données téléchargées par domaine"},
	})
}

// TestDroppablePlaceholders: a translation's intro lead may leave out the crawler's title (the H1
// states it; French review 39, F3), but no other message may drop a placeholder, and the lead no
// other placeholder than the title.
func TestDroppablePlaceholders(t *testing.T) {
	en, err := os.ReadFile("../locales/en/messages.en.toml")
	if err != nil {
		t.Fatal(err)
	}
	fr, err := os.ReadFile("../locales/fr/messages.fr.toml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(fr), `title = "{{.Title}}\u202f: règles`, `title = "Règles`, 1)
	if text == string(fr) {
		t.Fatal("page.title not found in the French file")
	}
	msgs, err := LoadMessages(fstest.MapFS{
		"locales/en/messages.en.toml": {Data: en},
		"locales/fr/messages.fr.toml": {Data: []byte(text)},
	})
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(msgs.Check([]string{"en", "fr"}), "\n")
	if want := `locales/fr: message "page.title" has placeholders [], English [Title]`; got != want {
		t.Errorf("findings:\n%s\nwant\n%s", got, want)
	}
}
