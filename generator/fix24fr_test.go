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
			"fr": {"| 5\u00a0tentatives échouées ou réponses HTTP 429 (Too Many Requests) au cours d’une même synchronisation | 1\u00a0minute |", "| 3\u00a0synchronisations échouées consécutives |", "| 5\u00a0erreurs serveur (HTTP 5xx) consécutives |", "| 3\u00a0synchronisations consécutives qui ne parviennent pas à joindre le système |"},
			"pl": {"| nieudana próba lub błąd HTTP 429 (Too Many Requests), 5\u00a0razy w jednej synchronizacji |", "| nieudana synchronizacja, 3\u00a0razy z rzędu |", "| błąd serwera (HTTP 5xx), 5\u00a0razy z rzędu |", "| synchronizacja bez połączenia z systemem, 3\u00a0razy z rzędu |"},
		},
		"gmina-bot": {
			"en": {"| HTTP 403 (Forbidden), repeatedly |"},
			"de": {"| HTTP 403 (Forbidden), mehrfach |"},
			"fr": {"| Plusieurs réponses HTTP 403 (Forbidden) |"},
			"pl": {"| błąd HTTP 403 (Forbidden), wielokrotnie |"},
		},
		"triple-fetchers": {
			"en": {"| An unreachable server or a timeout, repeatedly |"},
			"fr": {"| Plusieurs absences de réponse du serveur ou dépassements de délai | Un certain temps (durée non publiée) | La surveillance de la page concernée |"},
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
		{policy.Reaction{On: on("5xx"), Threshold: 1, Consecutive: true}, "une erreur serveur (HTTP 5xx)"},
		{policy.Reaction{On: on("5xx"), Threshold: 5, Consecutive: true}, "5\u00a0erreurs serveur (HTTP 5xx) consécutives"},
		{policy.Reaction{On: on("timeout"), Threshold: 1000000, Consecutive: true}, "1\u202f000\u202f000\u00a0dépassements de délai consécutifs"},
		{policy.Reaction{On: on("robots-txt-disallow-all"), Threshold: 2, Consecutive: true}, "2\u00a0lectures consécutives d’un robots.txt qui interdit tout"},
		{policy.Reaction{On: on("network-error", "timeout"), Threshold: 4}, "4\u00a0erreurs réseau ou dépassements de délai"},
		{policy.Reaction{On: on("failed-attempt"), Threshold: 1, Within: "sync"}, "une tentative échouée au cours d’une même synchronisation"},
		{policy.Reaction{On: on("sync-failed"), Threshold: 3, Consecutive: true, Within: "run"}, "3\u00a0synchronisations échouées consécutives au cours d’une même exécution"},
		{policy.Reaction{On: on("unreachable"), Repeated: true}, "plusieurs absences de réponse du serveur"},
		{policy.Reaction{On: on("403")}, "une réponse HTTP 403 (Forbidden)"},
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
		{l.t("scope_slowed.observation"), "pour cette page surveillée"},
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
