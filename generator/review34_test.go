package generator

import "testing"

// The native editors' review 34 (/work/notes/s32/review34-{de,fr,pl}.md): the meaning errors left
// after round 33. Each case failed before.
//
//   - de F1, fr F2, pl F1: after a product token is removed or changed, the allowlists, filters
//     and robots.txt groups to update are those that use that token (removed) or the previous one
//     (changed), as the English says since review 33 (F7); German and French said "that name the
//     crawler", which includes a group for its current token, and the changed-token sentence of
//     all three languages copied the removed-token one.
//   - pl F2: diff.field_item.recorded_under_disallow is the object of „Dodano / Usunięto“: what
//     is added or removed is the statement of what the crawler records about a server, not the
//     server's data („dane serwera“ read as deleted); diff.field says „dane o serwerze“ too.
func TestReview34Wording(t *testing.T) {
	ls := localizers(t)
	for lang, cases := range map[string][]messageCase{
		"de": {
			{"diff.class.identity_token", 0, nil, "Freigabelisten, Filter und robots.txt-Gruppen, die dieses Token verwenden, müssen eventuell angepasst werden."},
			{"diff.class.identity_token_changed", 0, nil, "Freigabelisten, Filter und robots.txt-Gruppen, die noch das bisherige Token verwenden, müssen eventuell angepasst werden."},
		},
		"fr": {
			{"diff.class.identity_token", 0, nil, "Il faudra peut-être mettre à jour les listes d’autorisation, les filtres et les groupes de robots.txt qui utilisent ce jeton."},
			{"diff.class.identity_token_changed", 0, nil, "Il faudra peut-être mettre à jour les listes d’autorisation, les filtres et les groupes de robots.txt qui utilisent l’ancien jeton."},
		},
		"pl": {
			{"diff.class.identity_token_changed", 0, nil, "Listy dozwolonych robotów (białe listy), filtry rozpoznające tego robota i grupy w robots.txt, w których wymieniono dotychczasowy token, mogą wymagać aktualizacji."},
			{"diff.field_item.recorded_under_disallow", 0, nil, "informację o tym, jakie dane o serwerze robot rejestruje nawet wtedy, gdy robots.txt blokuje dostęp do wszystkich adresów URL"},
			{"diff.field.recorded_under_disallow", 0, nil, "dane o serwerze rejestrowane przez robota nawet wtedy, gdy robots.txt blokuje dostęp do wszystkich adresów URL"},
		},
	} {
		checkMessages(t, ls, lang, cases)
	}
}
