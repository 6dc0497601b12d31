package generator

import (
	"os"
	"strings"
	"testing"
	"time"
)

// TestFrenchReview23Messages: the French messages of the French editor's review 23 (R23) and the
// findings of review 22 still open, each rendered with the values it takes on a page or in sitegen
// diff, as exact text: a lifted restriction warns that the crawler may become less polite (R23-1,
// was « Rien ne prouve que … plus respectueuse »); « Aucun groupe » blocks a job that ignores
// robots.txt (R23-2, was « Un groupe … ne bloque pas »); the notice says when the change takes
// effect (R23-3, was « datée du …, c’est-à-dire d’aujourd’hui ou d’une date antérieure »); a value
// is « supérieure », not « plus longue » (R23-4); the operator is named once (R23-5); one word,
// « section », for a part of the page (R23-6); « collecte des données » has its object (R23-7); the
// class of wording is « Changements rédactionnels » (R23-8, was « Rédaction »); fetching
// resources for some pages only does not contradict itself (R23-9); no chain of « de » (R23-10);
// the source of the data, not « leur adresse » (N7); a renaming as « Nouveau nom, en français, d’un
// extrait » (N8); « Voici les problèmes relevés (en anglais) » (N9); « Tout bien pesé » weighs the
// two sides of a robots.txt cache (N10); « sa portée » after « la pause » (C5). Each failed before.
func TestFrenchReview23Messages(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	l := newLocalizer(msgs, "fr", &problems)
	hour, day := dur(time.Hour, ""), dur(24*time.Hour, "")
	for _, tt := range []struct {
		got  Text
		want string
	}{
		{l.t("diff.class_then.looser"), "Cette modification peut rendre l’exploration moins respectueuse des sites"},
		{l.t("diff.class.looser"), "Cette modification peut rendre l’exploration moins respectueuse des sites."},
		{l.n("robots.jobs_not_stopped", count(1, ""), "Jobs", plain("« Archives »")), "Aucun groupe de robots.txt ne bloque la tâche « Archives », qui ne respecte pas ce fichier."},
		{l.n("robots.jobs_not_stopped", count(2, ""), "Jobs", plain("« A » et « B »")), "Aucun groupe de robots.txt ne bloque les tâches « A » et « B », qui ne respectent pas ce fichier."},
		{l.n("diff.notice_short", count(14, ""), "Date", plain("5\u00a0décembre 2026"), "Later", plain("19\u00a0décembre 2026")),
			"Les règles prévoient d’annoncer chaque modification au moins 14\u00a0jours avant son entrée en vigueur\u202f; or la présente modification prend effet le 5\u00a0décembre 2026, date qui n’est pas postérieure à aujourd’hui\u202f: indiquez dans site.last_changed le 19\u00a0décembre 2026 ou une date ultérieure."},
		{l.n("diff.notice_short", count(1, ""), "Date", plain("5\u00a0décembre 2026"), "Later", plain("6\u00a0décembre 2026")),
			"Les règles prévoient d’annoncer chaque modification au moins un jour avant son entrée en vigueur\u202f; or la présente modification prend effet le 5\u00a0décembre 2026, date qui n’est pas postérieure à aujourd’hui\u202f: indiquez dans site.last_changed le 6\u00a0décembre 2026 ou une date ultérieure."},
		{l.t("opt_out.crawl_delay.max", "T", hour), "Les valeurs sont respectées jusqu’à une heure\u202f; une valeur supérieure est ramenée à une heure."},
		{l.t("opt_out.crawl_delay.max_ignored", "T", hour), "Les valeurs sont respectées jusqu’à une heure\u202f; une ligne indiquant une valeur supérieure est ignorée."},
		{l.t("opt_out.crawl_delay.max_unpublished"), "Les valeurs sont respectées jusqu’à une limite que l’exploitant ne publie pas\u202f; une valeur supérieure est ramenée à cette limite."},
		{l.t("crawl_delay_longer.capped", "T", hour), "une valeur supérieure est ramenée à une heure"},
		{l.t("crawl_delay_longer.ignored"), "une ligne indiquant une valeur supérieure est ignorée"},
		{l.t("job.feed_ttl_between", "TTL", plain("TTL"), "Min", hour, "Max", day),
			"Le délai d’actualisation propre à un flux (TTL) est respecté s’il est compris entre une heure et 24\u00a0heures\u202f; une valeur inférieure est portée à une heure, une valeur supérieure ramenée à 24\u00a0heures."},
		{l.t("job.hide_when_gone"), "Dès que l’exploitant constate qu’un élément a disparu du site source, il le masque sur son propre site."},
		{l.t("job.hide_when_gone_delete_after", "T", dur(30*24*time.Hour, "")), "Dès que l’exploitant constate qu’un élément a disparu du site source, il le masque sur son propre site et en supprime la copie 30\u00a0jours plus tard."},
		{l.n("opt_out.crawl_delay.ignored_portal", count(1, ""), "Section", plain("Demandes")), "Le robot ne respecte pas la directive Crawl-delay de robots.txt. Pour le faire ralentir, reportez-vous à la section «\u202fDemandes\u202f» ci-dessous."},
		{l.t("answers.no_opt_out", "Agent", code("", "ArchiveBot"), "Basis", plain("le dépôt légal")), "ArchiveBot recueille des données en vertu d’une base juridique qui ne laisse pas aux sites la possibilité de s’y opposer (le dépôt légal)\u202f: robots.txt ne permet donc pas de le bloquer."},
		{l.t("changes.class.wording"), "Changements rédactionnels"},
		{l.t("diff.class_heading.wording"), "Changements rédactionnels"},
		{l.t("diff.class_tag.wording"), "changements rédactionnels uniquement"},
		{l.t("diff.class_tag.maybe_less_polite"), "exploration peut-être moins respectueuse"},
		{l.t("embedded.fetched_for", "What", plain("les scripts"), "Source", plain("intègre"), "Condition", plain("uniquement pour les pages de prix")),
			"Il récupère aussi les scripts qu’une page intègre, mais seulement pour certaines pages\u202f: uniquement pour les pages de prix."},
		{l.t("http.javascript_rendered_for", "Condition", plain("uniquement pour les pages de prix")),
			"Il exécute le JavaScript d’une page, comme un navigateur, avant de la lire, mais seulement pour certaines pages\u202f: uniquement pour les pages de prix."},
		{l.t("diff.text_of.condition"), "de la condition d’une règle du calendrier"},
		{l.t("diff.text.condition"), "la condition d’une règle du calendrier"},
		{l.t("diff.text_of.exceptions_for"), "de l’un des éléments que peut couvrir une dérogation à robots.txt"},
		{l.t("diff.text.exceptions_for"), "l’un des éléments que peut couvrir une dérogation à robots.txt"},
		{l.t("diff.field.retention_while_listed"), "la conservation des données tant que l’adresse dont elles proviennent reste enregistrée dans le service"},
		{l.t("diff.renamed.snippets", "Lang", plain("français"), "Old", plain("« A »"), "New", plain("« B »")), "Changement du nom, en français, d’un extrait (jusqu’à présent\u202f: « A »\u202f; désormais\u202f: « B »)."},
		{l.t("diff.renamed.occasions", "Lang", plain("français"), "Old", plain("« A »"), "New", plain("« B »")), "Nouvelle formulation, en français, d’une circonstance particulière du calendrier (jusqu’à présent\u202f: « A »\u202f; désormais\u202f: « B »)."},
		{l.t("diff.refused.old", "Name", plain("HEAD:policy.toml")), "L’ancienne version (HEAD:policy.toml) ne respecte pas certaines règles de cette version de sitegen\u202f; elle a donc été comparée telle qu’elle est écrite, et là où ces règles portent sur une valeur, la liste ci-dessous peut omettre la modification de cette valeur ou la présenter de façon inexacte. Voici les problèmes relevés (en anglais)\u202f:"},
		{l.t("diff.class.robots_cache_for_shorter"), "Les modifications qu’un site apporte à son fichier robots.txt sont désormais prises en compte plus rapidement, au prix de récupérations plus fréquentes de ce fichier. Tout bien pesé, l’exploration devient plus respectueuse des sites."},
		{l.t("diff.field.reaction_scope"), "sa portée"},
	} {
		if got := tt.got.Plain(); got != tt.want {
			t.Errorf("got  %q\nwant %q", got, tt.want)
		}
	}
	if problems != nil {
		t.Fatal(problems)
	}
}

// TestFrenchTextOfItem: a text of a crawler changed in French is named with the crawler after it,
// « Nouvelle formulation, en français, de la finalité du robot `X` (…) », and a text of a job with the job
// after it (French review 22, C3; was « Nouvelle formulation, en français, pour `X` : la description
// de la finalité (…) »); English and German keep their sentence (diff.changed_text_in asks for
// {{.What.Gen}}{{.Context.Gen}} in French only).
func TestFrenchTextOfItem(t *testing.T) {
	for _, tt := range []struct {
		example string
		want    map[string]string
	}{
		{"civic-ingestor", map[string]string{
			"fr": "\n- Nouvelle formulation, en français, de la finalité du robot `civic-ingestor` (jusqu’à présent\u202f: «\u202freprend les contenus publics ",
		}},
		{"link-preview", map[string]string{
			"fr": "\n- Nouvelle formulation, en français, de la finalité du robot `Chatwork` (jusqu’à présent\u202f: ",
			"en": "\n- Changed for `Chatwork`: the description of what it does (in English). Previously: ",
			"de": "\n- Geändert für `Chatwork` (deutsche Fassung): die Beschreibung des Zwecks – bisher ",
		}},
		{"civic-ingestor", map[string]string{
			"fr": "\n- Nouvelle formulation, en français, de la condition d’une règle du calendrier dans la tâche «\u202fSynchronisation complète\u202f» (jusqu’à présent\u202f: ",
		}},
		{"civic-ingestor", map[string]string{
			"fr": "\n- Nouvelle formulation, en français, d’une condition d’exécution dans la tâche «\u202fListes à réponse lente\u202f» (jusqu’à présent\u202f: ",
		}},
	} {
		res := buildExampleWithHistory(t, tt.example)
		for lang, want := range tt.want {
			if md := string(res.Files[lang+"/changes.md"]); !strings.Contains(md, want) {
				t.Errorf("%s %s/changes.md lacks %q", tt.example, lang, want)
			}
		}
	}
}

// TestWordingAddedChangesNoRule: a statement or a name added, which changes no rule and rewords
// nothing, is not said to change « seule la formulation » in French but « Les règles restent
// inchangées » (diff.class.wording_added; French review 22, C4; review 37, F14); English keeps « Only the wording
// changes. ». The statement that the crawler reads the policy file, added, is no such statement:
// the page gives an assurance (diff.class.crawler_reads_policy_added; German review 43, F2).
func TestWordingAddedChangesNoRule(t *testing.T) {
	res := buildExampleWithHistory(t, "gazette-bot")
	fr, en := string(res.Files["fr/changes.md"]), string(res.Files["en/changes.md"])
	for _, want := range []string{
		"la page correspond ainsi au comportement réel de ce logiciel.\u202f» La page garantit désormais que ce qu’elle indique correspond au comportement réel du robot\u202f; les valeurs et paramètres fixés par les règles elles-mêmes restent inchangés.\n",
	} {
		if !strings.Contains(fr, want) {
			t.Errorf("fr/changes.md lacks %q", want)
		}
	}
	if want := "so the page and what the software does stay in step.” The page now assures webmasters that what it states matches what the crawler actually does; no figure or setting in the policy itself changes.\n"; !strings.Contains(en, want) {
		t.Errorf("en/changes.md lacks %q", want)
	}
	res = buildExampleWithHistory(t, "linkgraph-bot")
	if want := "\n- Ajout pour `linkgraphbot`\u202f: le nom que la page donne au robot («\u202fLinkGraphBot\u202f»). Les règles restent inchangées.\n"; !strings.Contains(string(res.Files["fr/changes.md"]), want) {
		t.Errorf("linkgraph-bot fr/changes.md lacks %q", want)
	}
}

// TestFrenchReview24Messages: the French messages of the French editor's review 24 (R24), as exact
// text: the snippet's own group named as the group that replaces « * » (F1, was « dès que ce
// groupe existe », which pointed back to « * »), « erreur serveur HTTP 5xx » as in the pause table
// (F5), what pauses leave running as a sentence (F4, was « Ce qui continue pendant une pause : »),
// « après celui-ci » (F8), « d’un commun accord avec » together (F9), the signature procedure in
// the imperative (F12), « changements rédactionnels » and « sans effet sur le respect des sites »
// (F13, F15, was « Modification … : modifications … », « respect des sites inchangé »), the type of
// an occasion (F14), the revisit and refetch labels (F17, F19), « ces documents … ces adresses »
// (F18). Each failed before.
func TestFrenchReview24Messages(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	l := newLocalizer(msgs, "fr", &problems)
	for _, tt := range []struct {
		got  Text
		want string
	}{
		{l.n("warning.own-group-replaces-star", count(2, ""), robotsSpecialChars()...), "Recopiez dans l’extrait les lignes Disallow et Allow de votre groupe * qui doivent continuer à s’appliquer aux robots nommés ici\u202f: dès que le groupe de l’extrait existe, ces robots cessent de suivre votre groupe *."},
		{l.n("warning.own-group-replaces-star", count(1, ""), robotsSpecialChars()...), "Recopiez dans l’extrait les lignes Disallow et Allow de votre groupe * qui doivent continuer à s’appliquer au robot nommé ici\u202f: dès que le groupe de l’extrait existe, ce robot cesse de suivre votre groupe *."},
		{l.t("opt_out.crawl_delay.new_group", append(robotsSpecialChars(), "Token", code("", "LinkGraphBot"))...), "Si LinkGraphBot n’a pas encore son propre groupe dans votre robots.txt, créez-le comme dans l’exemple et recopiez-y les lignes Disallow et Allow du groupe * qui doivent continuer à s’appliquer à ce robot\u202f: dès que ce groupe existe, le robot cesse de suivre votre groupe *."},
		{l.t("errors.continues_during_pause", "What", plain("le téléchargement des nouveaux fichiers")), "Les pauses n’interrompent pas le téléchargement des nouveaux fichiers."},
		{l.t("robots.retry_unreachable", "T", dur(15*time.Minute, "")), "Si robots.txt est inaccessible (erreur serveur HTTP\u00a05xx ou erreur réseau), il est redemandé au plus tôt 15\u00a0minutes plus tard."},
		{l.t("cadence.around_occasions", "Occasions", plain("Lors d’une séance"), "Before", dur(45*time.Minute, ""), "After", dur(10*time.Hour, "")), "Lors d’une séance, de 45\u00a0minutes avant le début jusqu’à 10\u00a0heures après celui-ci au plus tard"},
		{l.t("contact.coordinates"), "L’exploitant fixe le calendrier de ses récupérations d’un commun accord avec les sites qui lui écrivent."},
		{l.t("changes.title_class.wording"), "changements rédactionnels uniquement"},
		{l.t("changes.class.wording"), "Changements rédactionnels"},
		{l.t("changes.title_class.neutral"), "sans effet sur le respect des sites"},
		{l.t("changes.class.neutral"), "Sans effet sur le respect des sites"},
		{l.t("diff.field.occasion_kind"), "le type de circonstance"},
		{l.t("diff.field.revisits"), "si une adresse est vérifiée de nouveau après une réponse d’erreur ou une redirection, et à quel moment"},
		{l.t("diff.field.job_refetch_after_failure"), "l’application du délai minimal avant une nouvelle récupération, même lorsque l’élément était introuvable ou que la tentative avait échoué"},
		{l.t("warning.other-urls-examples", "Examples", code("", "/getfile.asp?id=")), "L’extrait bloque des adresses, pas des documents\u202f: si votre site sert aussi ces documents sous d’autres adresses, comme /getfile.asp?id=, bloquez également ces adresses."},
	} {
		if got := tt.got.Plain(); got != tt.want {
			t.Errorf("got  %q\nwant %q", got, tt.want)
		}
	}
	if problems != nil {
		t.Fatal(problems)
	}
}

// TestFrenchPrepositionBeforeEachCrawler: a list of crawlers after « de » or « à » repeats the
// preposition before each (list.or_from, list.and_to; French review 24, F11, was « de `A` ou `B` »,
// « à `A` et `B` »); English keeps its list.
func TestFrenchPrepositionBeforeEachCrawler(t *testing.T) {
	res := buildExample(t, "search-engine")
	checkPageLines(t, res, map[string][]string{"fr": {
		"Pour vérifier qu’une requête provient bien de `NordsucheBot` ou de `NordsucheFresh`, ",
		"Cet extrait interdit à `NordsucheBot` et à `NordsucheFresh` l’accès à ",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"fr": {
		"Cet extrait interdit à `ExampleFetch`, à `ExampleWatch` et à `ExampleWorkflow` l’accès à ",
	}})
}
