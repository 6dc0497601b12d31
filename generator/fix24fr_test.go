package generator

import (
	"os"
	"strings"
	"testing"

	"github.com/sitegen-dev/sitegen/policy"
)

// TestFrenchCountOnNoun (French review 24, F6): in French the count of a pause's event stands on
// the noun, « 5 erreurs serveur (HTTP 5xx) consécutives », « 5 tentatives échouées ou réponses
// HTTP 429 (Too Many Requests) au cours d’une même synchronisation », « Plusieurs réponses HTTP 403
// (Forbidden) » (was « Une erreur serveur (HTTP 5xx), 5 fois de suite », « …, à plusieurs
// reprises »), with « consécutives » where each condition's words let it stand: « 3 synchronisations
// consécutives qui ne parviennent pas à joindre le système ». The Pauses tables of civic-ingestor,
// gmina-bot and triple-fetchers; English, German and Polish keep their rows. Failed before.
func TestFrenchCountOnNoun(t *testing.T) {
	want := map[string]map[string][]string{
		"civic-ingestor": {
			"en": {"| A failed request or HTTP 429 (Too Many Requests), 5\u00a0times in one sync run | 1\u00a0minute |", "| A failed sync, 3\u00a0times in a row |", "| A server error (HTTP 5xx), 5\u00a0times in a row |", "| A sync that cannot reach the system, 3\u00a0times in a row |"},
			"de": {"| Fehlversuch oder HTTP 429 (Too Many Requests), 5-mal im selben Abgleich |", "| Fehlschlag eines Abgleichs, 3-mal in Folge |", "| Serverfehler (HTTP 5xx), 5-mal in Folge |", "| Abgleich ohne Verbindung zum System, 3-mal in Folge |"},
			"fr": {"| 5\u00a0tentatives échouées ou réponses HTTP\u00a0429 (Too Many Requests) au cours d’une même synchronisation | 1\u00a0minute |", "| 3\u00a0synchronisations consécutives en échec |", "| 5\u00a0erreurs serveur (HTTP\u00a05xx) consécutives |", "| 3\u00a0synchronisations consécutives qui ne parviennent pas à joindre le système |"},
			"pl": {"| nieudane żądanie lub błąd HTTP 429 (Too Many Requests), 5\u00a0razy w jednej synchronizacji |", "| nieudana synchronizacja, 3\u00a0razy z rzędu |", "| błąd serwera (HTTP 5xx), 5\u00a0razy z rzędu |", "| synchronizacja bez połączenia z systemem, 3\u00a0razy z rzędu |"},
		},
		"gmina-bot": {
			"en": {"| HTTP 403 (Forbidden), repeatedly |"},
			"de": {"| HTTP 403 (Forbidden), mehrfach |"},
			"fr": {"| Plusieurs réponses HTTP\u00a0403 (Forbidden) |"},
			"pl": {"| błąd HTTP 403 (Forbidden), wielokrotnie |"},
		},
		"triple-fetchers": {
			"en": {"| An unreachable server or a timeout, repeatedly |"},
			"fr": {"| Plusieurs échecs de connexion ou dépassements de délai | Un certain temps (durée non publiée) | La surveillance de la page concernée |"},
		},
	}
	for example, langs := range want {
		res := buildExample(t, example)
		for lang, rows := range langs {
			page := string(res.Files[lang+"/index.md"])
			for _, row := range rows {
				if !strings.Contains(page, row) {
					t.Errorf("%s/%s/index.md lacks %q", example, lang, row)
				}
			}
		}
	}
}

// TestFrenchCountOnNounForms: the forms of reaction.times* in French at the counts that choose
// them, 1 (the event itself, « une erreur serveur (HTTP 5xx) »), 5 and a million (CLDR's « many »),
// in a row, within a sync, and a list of conditions. Failed before (« …, 5 fois de suite »).
func TestFrenchCountOnNounForms(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	b := &builder{p: &policy.Policy{}, l: newLocalizer(msgs, "fr", &problems), lang: "fr"}
	on := func(cs ...policy.Condition) []policy.Condition { return cs }
	for _, tt := range []struct {
		r    policy.Reaction
		want string
	}{
		{policy.Reaction{On: on("5xx"), Threshold: 1, Consecutive: true}, "une erreur serveur (HTTP\u00a05xx)"},
		{policy.Reaction{On: on("5xx"), Threshold: 5, Consecutive: true}, "5\u00a0erreurs serveur (HTTP\u00a05xx) consécutives"},
		{policy.Reaction{On: on("timeout"), Threshold: 1000000, Consecutive: true}, "1\u202f000\u202f000\u00a0dépassements de délai consécutifs"},
		{policy.Reaction{On: on("robots-txt-disallow-all"), Threshold: 2, Consecutive: true}, "2\u00a0lectures consécutives d’un robots.txt qui interdit tout"},
		{policy.Reaction{On: on("network-error", "timeout"), Threshold: 4}, "4\u00a0erreurs réseau ou dépassements de délai"},
		{policy.Reaction{On: on("failed-attempt"), Threshold: 1, Within: "sync"}, "une tentative échouée au cours d’une même synchronisation"},
		{policy.Reaction{On: on("sync-failed"), Threshold: 3, Consecutive: true, Within: "run"}, "3\u00a0synchronisations consécutives en échec au cours d’une même exécution"},
		{policy.Reaction{On: on("unreachable"), Repeated: true}, "plusieurs échecs de connexion"},
		{policy.Reaction{On: on("403")}, "une réponse HTTP\u00a0403 (Forbidden)"},
	} {
		if got := b.reactionEvent(tt.r, "errors", "reactions", 0).Plain(); got != tt.want {
			t.Errorf("%+v:\ngot  %q\nwant %q", tt.r, got, tt.want)
		}
	}
	if problems != nil {
		t.Fatal(problems)
	}
}

// TestFrenchFix24Messages: French messages of Part 1 of the French fixes of round 25, exact text.
// The group of less polite changes on the page of changes is headed by what its entries say,
// « Exploration moins respectueuse » where each is certain, « Exploration qui pourrait devenir
// moins respectueuse » where none is, the mixed heading where both are; one request by e-mail is
// the object of « Vous pouvez demander » (was « Vous pouvez demander : l’arrêt … »); triple-fetchers'
// monitoring is « la surveillance de la page concernée », « pages surveillées », not « observation »
// (French review 24, F16). Failed before.
func TestFrenchFix24Messages(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	l := newLocalizer(msgs, "fr", &problems)
	certain := ReviewItem{Class: policy.ClassLooser, LessPolite: true}
	maybe := ReviewItem{Class: policy.ClassLooser}
	heading := func(items ...ReviewItem) Text {
		return l.t(l.classID("changes.class", groupHeadingKey(string(policy.ClassLooser), items, nil)))
	}
	for _, tt := range []struct {
		got  Text
		want string
	}{
		{heading(certain, certain), "Exploration moins respectueuse"},
		{heading(maybe), "Exploration qui pourrait devenir moins respectueuse"},
		{heading(certain, maybe), "Exploration moins respectueuse, ou qui pourrait le devenir"},
		{l.t("opt_out.by_email_intro_one", "Email", plain("contact@gazette.example"), "Request", plain("l’arrêt de toute collecte sur votre site")),
			"Écrivez à contact@gazette.example. Vous pouvez demander l’arrêt de toute collecte sur votre site."},
		{l.t("on_disallow.stop-observation"), "la surveillance de la page concernée s’arrête"},
		{l.t("scope_per.observation"), "par page surveillée"},
		{l.t("scope_between.observation"), "pour une même page surveillée"},
		{l.t("scope_in.observation"), "pour une même page surveillée"},
		{l.t("scope_slowed.observation"), "pour la page surveillée concernée"},
		{l.t("scope_noun.observation"), "la surveillance de la page concernée"},
		{l.n("cap.max.observations", count(10, ""), "Per", plain(" par client")), "au plus 10\u00a0pages surveillées par client"},
		{l.n("cap.exact.observations", count(1, ""), "Per", plain("")), "1\u00a0page surveillée"},
		{l.t("unit_name.observations"), "de pages surveillées"},
	} {
		if got := tt.got.Plain(); got != tt.want {
			t.Errorf("got  %q\nwant %q", got, tt.want)
		}
	}
	if problems != nil {
		t.Fatal(problems)
	}
}

// TestFrenchReview25Messages: the French messages of the French editor's review 25, each rendered
// with the values it takes on a page or in sitegen diff, as exact text: « Si ce dernier groupe ne
// contenait encore aucune règle, … s’appliqueraient » (F1, was « si … contient …, …
// s’appliqueraient »); « L’exploitant » as a heading (F2); « pour la catégorie « … » » (F4); « que
// votre site fasse l’objet de ces accès » (F5); « créez-en un » (F7, was « créez-le »); the
// terminal check as one instruction (F9); « ; … ne s’applique pourtant pas à lui » (F10, was a
// colon that read as a consequence); Crawl-delay « qui ne permet donc pas de le ralentir » (F11);
// « le type de circonstance » (F12, was « (jour, ou événement ou période) »); « Ajout de la tâche
// « … », exécutée par … » (F15); « du robot `X` » (F14, was « de `ExampleWatch` »); « la
// revérification ultérieure » (F16); « même lorsque … avait échoué » (F17); the tags of sitegen
// diff agree with « exploration » (F19, was « peut-être moins respectueux »); « recueille … ne
// laisse pas aux sites la possibilité » (F20); « chez l’exploitant » (F21); « robots.txt n’est pas
// lu », not « il » (F22). Each failed before.
func TestFrenchReview25Messages(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	l := newLocalizer(msgs, "fr", &problems)
	email := plain("robots@sovereign.example")
	for _, tt := range []struct {
		got  Text
		want string
	}{
		{l.n("placement.above-first-user-agent", count(1, "")), "Collez l’extrait juste au-dessus de la première ligne User-agent de votre robots.txt, ou à la fin du fichier s’il n’en contient aucune. Ne le collez pas à la suite du dernier groupe\u202f: une ligne vide ne clôt pas un groupe. Si ce dernier groupe ne contenait encore aucune règle, les règles de l’extrait s’appliqueraient aussi aux robots que nomme ce groupe."},
		{l.t("section.about"), "L’exploitant"},
		{l.t("section.about_several"), "L’exploitant"},
		{l.t("jobs_table.no_details_target", "Target", plain("« Sites des communes »"), "Section", plain("Fréquence et volume")), "Aucune limite propre\u202f: les limites prévues pour la catégorie « Sites des communes » dans la section «\u202fFréquence et volume\u202f» s’appliquent."},
		{l.t("diff.context.target", "Label", plain("Sites des communes")), " pour la catégorie «\u202fSites des communes\u202f»"},
		{l.t("opt_out.crawl_delay.interval_on", "Interval", plain("5\u00a0secondes"), "Target", plain("« Sites des communes »")), "5\u00a0secondes pour la catégorie « Sites des communes »"},
		{l.t("robots.not_read_at", "Targets", plain("« Géoportails »")), "Pour les catégories de sites suivantes, robots.txt n’est pas lu\u202f: « Géoportails »."},
		{l.t("opt_out.crawl_delay.new_group", append(robotsSpecialChars(), "Token", plain("GazetteBot"))...), "Si GazetteBot n’a pas encore son propre groupe dans votre robots.txt, créez-le comme dans l’exemple et recopiez-y les lignes Disallow et Allow du groupe * qui doivent continuer à s’appliquer à ce robot\u202f: dès que ce groupe existe, le robot cesse de suivre votre groupe *."},
		{l.n("network.recipe_host_names", count(1, ""), "Host", plain("host"), "Dig", plain("dig"), "Address", plain("ADRESSE"), "Name", plain("NOM")),
			"Pour effectuer la même vérification dans un terminal, avec host ou dig, remplacez ADRESSE par l’adresse IP de la requête\u202f: la première commande de chaque paire affiche le nom DNS inverse de l’adresse, qui doit avoir la forme indiquée ci-dessus. Remplacez ensuite NOM par ce nom\u202f: la même adresse doit figurer parmi celles qu’affiche la seconde commande."},
		{l.n("aipref.others", count(1, ""), "Agents", plain("NordsucheFresh"), "Token", plain("NordsucheBot")), "NordsucheFresh, également présenté sur cette page, a la même finalité\u202f; un groupe qui ne bloque que NordsucheBot ne s’applique pourtant pas à lui."},
		{l.n("opt_out.crawl_delay.ignored_no_slower", count(3, ""), "Email", email), "Les robots ne respectent pas la directive Crawl-delay de robots.txt. Pour les arrêter, excluez-les au moyen de robots.txt ou écrivez à robots@sovereign.example."},
		{l.t("diff.field.occasion_kind"), "le type de circonstance"},
		{l.t("diff.added_job.when", "New", plain("« Collecte large »"), "Agent", plain("heritrix/3.4.0"), "When", plain("de 2 à 4 fois par an")), "Ajout de la tâche « Collecte large », exécutée par heritrix/3.4.0 de 2 à 4 fois par an."},
		{l.t("diff.context_gen.agent", "Token", plain("ExampleWatch")), " du robot ExampleWatch"},
		{l.t("diff.field.revisits"), "si une adresse est vérifiée de nouveau après une réponse d’erreur ou une redirection, et à quel moment"},
		{l.t("diff.field.job_refetch_after_failure"), "l’application du délai minimal avant une nouvelle récupération, même lorsque l’élément était introuvable ou que la tentative avait échoué"},
		{l.t("diff.class_tag.maybe_less_polite"), "exploration peut-être moins respectueuse"},
		{l.t("diff.class_tag.less_polite"), "exploration moins respectueuse"},
		{l.t("diff.class_tag.stricter"), "exploration plus respectueuse"},
		{l.t("answers.no_opt_out", "Agent", plain("ArchiveBot"), "Basis", plain("le dépôt légal")), "ArchiveBot recueille des données en vertu d’une base juridique qui ne laisse pas aux sites la possibilité de s’y opposer (le dépôt légal)\u202f: robots.txt ne permet donc pas de le bloquer."},
		{l.t("diff.field.person"), "une personne responsable chez l’exploitant"},
		{l.n("opt_out.snippets_intro_except", count(1, ""), "Targets", plain("« Géoportails »")), "Là où robots.txt est lu, une entrée dans ce fichier suffit pour exclure le robot\u202f: inutile d’écrire à l’exploitant. Pour les catégories de sites suivantes, robots.txt n’est pas lu\u202f: « Géoportails »."},
	} {
		if got := tt.got.Plain(); got != tt.want {
			t.Errorf("got  %q\nwant %q", got, tt.want)
		}
	}
	if problems != nil {
		t.Fatal(problems)
	}
}
