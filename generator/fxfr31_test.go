package generator

import (
	"testing"
	"time"
)

// TestFrenchReview30Wording (French review 30, /work/notes/s28/review30-fr.md): the exact French
// sentences the native editor asked for, each failed before.
//   - F1 (MEANING): a text reworded whose new words may say something new is labelled
//     « reformulation (le sens peut avoir changé) » in the title of its entry and in its diff tag
//     (was « changements rédactionnels uniquement », which told the reader to skip it); the class
//     whose meaning stays keeps « changements rédactionnels uniquement ».
//   - F3 (MEANING): a crawler that ignores Crawl-delay where no slower rate is offered: « et
//     l’exploitant ne propose pas de rythme plus lent. Pour l’arrêter, … » (was « qui reste donc
//     sans effet sur lui », and a webmaster could still write to ask for a slower rate).
//   - F5: « adresse », as every page says, not « URL »; « ont échoué pendant … d’affilée ».
//   - F6: « depuis une autre région que celle de la requête qui a échoué ».
//   - F7: « la pause déclenchée par l’événement « … » » (was « la pause après l’événement »).
//   - F8: « le traitement des directives destinées aux robots » (was « la prise en compte », above a
//     crawler that ignores nofollow).
//   - F9: a name changed in another language, « Changement du nom, en anglais, de la tâche « … » »
//     (was « Nouvelle formulation, en anglais, du nom de la tâche »: one does not reformulate a
//     name), and a name changed in French alike, « Changement du nom, en français, d’une tâche »
//     (was « Nouveau nom »: two patterns for one kind of change).
//   - F10: code in the review's plain text between quotation marks, the inner ones inside a
//     quotation: « Modification pour « civic-ingestor » », « le premier groupe “*” », « la ligne
//     contient “civic-ingestor” » (was bare, as « il n’applique que le premier groupe * » »).
func TestFrenchReview30Wording(t *testing.T) {
	const nb, nn = "\u00a0", "\u202f"
	ls := localizers(t)
	email := []any{"Email", plain("a@b.example")}
	checkMessages(t, ls, "fr", []messageCase{
		// F1
		{"changes.title_class.wording_text", 0, nil, "reformulation (le sens peut avoir changé)"},
		{"diff.class_tag.wording_text", 0, nil, "reformulation (le sens peut avoir changé)"},
		{"changes.title_class.wording", 0, nil, "changements rédactionnels uniquement"},
		{"diff.class_tag.wording", 0, nil, "changements rédactionnels uniquement"},
		{"changes.entry_title_numbered", 0, []any{"Date", plain("29 novembre 2026"), "N", plain("20"), "Class", ls["fr"].t("changes.title_class.wording_text")},
			"Modification du 29 novembre 2026 (n°" + nb + "20)" + nn + ": reformulation (le sens peut avoir changé)"},
		// F3
		{"opt_out.crawl_delay.ignored_no_slower_write", 1, email, "Le robot ne respecte pas la directive Crawl-delay de robots.txt. Pour l’arrêter, écrivez à a@b.example."},
		{"opt_out.crawl_delay.ignored_no_slower_write", 2, email, "Les robots ne respectent pas la directive Crawl-delay de robots.txt. Pour les arrêter, écrivez à a@b.example."},
		{"opt_out.crawl_delay.ignored_no_slower", 1, email, "Le robot ne respecte pas la directive Crawl-delay de robots.txt. Pour l’arrêter, excluez-le au moyen de robots.txt ou écrivez à a@b.example."},
		{"opt_out.crawl_delay.ignored_no_slower", 3, email, "Les robots ne respectent pas la directive Crawl-delay de robots.txt. Pour les arrêter, excluez-les au moyen de robots.txt ou écrivez à a@b.example."},
		// F5
		{"cadence.every_choices", 0, []any{"Choices", plain("1, 5 ou 15" + nb + "minutes")}, "1, 5 ou 15" + nb + "minutes, au choix du client pour chaque adresse"},
		{"job.cadence_per.registered-url", 0, nil, "Ce calendrier s’applique à chaque adresse enregistrée séparément" + nn + ": un site dont plusieurs adresses sont enregistrées reçoit ces requêtes pour chacune d’elles."},
		{"diff.field.stops_after_failures", 0, nil, "la durée d’échecs consécutifs au terme de laquelle une adresse cesse d’être récupérée"},
		{"diff.field.stops_after_failures_for", 0, nil, "la durée d’échecs consécutifs au terme de laquelle une adresse cesse d’être récupérée"},
		{"revisit.stops_after_failures", 0, []any{"T", dur(72*time.Hour, "")}, "Lorsque toutes les requêtes vers une adresse ont échoué pendant 3" + nb + "jours d’affilée, cette adresse n’est plus récupérée."},
		{"revisit.stops_after_failures_customer", 0, []any{"T", dur(72*time.Hour, "")}, "Lorsque toutes les requêtes vers une adresse ont échoué pendant 3" + nb + "jours d’affilée, cette adresse n’est plus récupérée et le client qui l’a enregistrée en est informé."},
		// F6
		{"errors.retries_from_other_region", 0, nil, "Chaque nouvelle tentative est envoyée depuis une autre région que celle de la requête qui a échoué."},
		// F8
		{"diff.field.directives", 0, nil, "le traitement des directives destinées aux robots"},
		// The consequences English review 30 (F10, F11) split from « Cette modification change la
		// façon de joindre l’exploitant… », said in French as precisely as in English.
		{"diff.class.identity_user_agent", 0, nil, "Il faudra peut-être mettre à jour les listes d’autorisation et les filtres qui reconnaissent le robot à sa chaîne User-Agent complète."},
		{"diff.class.contact_portal_added", 0, nil, "Les webmestres peuvent désormais aussi y adresser leurs demandes."},
		{"diff.class.contact_portal_removed", 0, nil, "Les webmestres ne peuvent plus y adresser leurs demandes."},
		{"diff.class.contact_request_via_added", 0, nil, "Les webmestres disposent désormais d’un moyen supplémentaire de faire cette demande."},
		{"diff.class.contact_request_via_removed", 0, nil, "Les webmestres ne peuvent plus faire cette demande par ce moyen."},
	})

	// F3 on a page: triple-fetchers, whose crawlers ignore Crawl-delay and offer no slower rate.
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"fr": {
		"Les robots ne respectent pas la directive Crawl-delay de robots.txt. Pour les arrêter, excluez-les au moyen de robots.txt ou écrivez à [`robots@sovereign.example`](<mailto:robots@sovereign.example>).",
	}})

	// The diff's sentences, as testdata/review/fr.txt lists them.
	const looser = " L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."
	for _, c := range []struct{ name, want string }{
		// F7
		{"escalation shorter", "/errors/reactions/1/escalation/max | looser | Modification pour la pause déclenchée par l’événement «" + nn + "3" + nb + "synchronisations consécutives en échec" + nn + "»" + nn + ": la durée maximale de la pause (jusqu’à présent" + nn + ": 6" + nb + "heures" + nn + "; désormais" + nn + ": 3" + nb + "heures)." + looser},
		// F9
		{"label", "/jobs/documents/label/fr | wording | Changement du nom, en français, d’une tâche (jusqu’à présent" + nn + ": «" + nn + "Documents" + nn + "»" + nn + "; désormais" + nn + ": «" + nn + "Fichiers" + nn + "»). Seule la formulation change."},
		{"label changed in English only", "/jobs/documents/label/en | wording | Changement du nom, en anglais, de la tâche «" + nn + "Documents" + nn + "» (jusqu’à présent" + nn + ": «" + nn + "Documents" + nn + "»" + nn + "; désormais" + nn + ": «" + nn + "Files" + nn + "»). Seule la formulation change."},
		// F10
		{"only the first group obeyed", "/agents/civic-ingestor/group_matching | looser | Modification pour «" + nn + "civic-ingestor" + nn + "»" + nn + ": la manière dont il choisit les groupes de robots.txt qu’il respecte. Jusqu’à présent" + nn + ": comme le prévoit la RFC" + nb + "9309. Désormais" + nn + ": «" + nn + "Il n’applique que le premier groupe de robots.txt qui le nomme et ignore tout groupe suivant qui le nomme aussi, alors que la RFC" + nb + "9309 prévoit de fusionner de tels groupes" + nn + "; sans groupe qui lui soit propre, il n’applique que le premier groupe “*”." + nn + "»" + looser},
		{"token compared case-sensitively", "/agents/civic-ingestor/group_matching | looser | Modification pour «" + nn + "civic-ingestor" + nn + "»" + nn + ": la manière dont il choisit les groupes de robots.txt qu’il respecte. Jusqu’à présent" + nn + ": comme le prévoit la RFC" + nb + "9309. Désormais" + nn + ": «" + nn + "Il compare son jeton de produit aux lignes User-agent en distinguant majuscules et minuscules" + nn + ": un groupe ne s’applique à lui que si l’une de ses lignes User-agent indique “civic-ingestor” avec exactement les mêmes majuscules et minuscules (la RFC" + nb + "9309 ne fait pas cette distinction)." + nn + "»" + looser},
	} {
		checkReviewLines(t, "fr "+c.name, reviewCaseSentences(t, "fr", c.name), []string{c.want})
	}
}
