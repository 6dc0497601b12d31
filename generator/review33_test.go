package generator

import "testing"

// The native editors' review 33 (/work/notes/s31/review33-{de,fr,pl}.md): the meaning errors that
// English had already fixed in review 32 but the other languages still translated from the old
// English, and two more. Each case failed before.
//
//   - F1 (de, fr, pl): the rules to copy from the `*` group into a crawler's own group are its
//     Disallow and Allow lines (was "the Disallow lines": Allow exceptions would be lost, against
//     the pages' Groups section, "every rule").
//   - F2 (de, fr; pl F10): the crawlers whose IP addresses have a reverse DNS name of this form (was
//     "a host name": any name at all).
//   - F3 (de, fr, pl): a site can now opt out of a kind of fetch (was "again": it need never have
//     been possible); French names the task's fetches (« ses récupérations » read as the site's).
//   - de F4: a job started by others runs every time one of them finds something („immer wenn“,
//     was „sobald“, "as soon as"); job.started_by_any is used only for two jobs or more
//     (facts_schedule.go), so it needs no singular form.
//   - pl F2: the rules of a lower group that names the crawler are copied, not moved („skopiować“,
//     was „przenieść“: they would be taken from the other crawlers that group names).
func TestReview33Wording(t *testing.T) {
	ls := localizers(t)
	token := append(robotsSpecialChars(), "Token", plain("GminaBot"))
	docs := plain("„Dokumente“")
	two := plain("„Dokumente“ oder „Fotos“")
	for lang, cases := range map[string][]messageCase{
		"de": {
			{"opt_out.crawl_delay.new_group", 0, token, "Hat GminaBot in Ihrer robots.txt noch keine eigene Gruppe, legen Sie wie im Beispiel eine an und übernehmen Sie alle Regeln (Disallow- und Allow-Zeilen) der Gruppe *, die für diesen Crawler weiterhin gelten sollen: Sobald die Gruppe existiert, gilt Ihre Gruppe * für ihn nicht mehr."},
			{"diff.field.host_name_agents", 0, nil, "die Crawler, deren IP-Adressen einen Reverse-DNS-Namen dieser Form haben"},
			{"diff.field_item.host_name_agents", 0, nil, "die Crawler, deren IP-Adressen einen Reverse-DNS-Namen dieser Form haben"},
			{"diff.state.job_opt_out.no", 0, nil, "Websites können diese Abrufe nun unterbinden"},
			{"job.started_by", 0, []any{"Job", docs}, "immer wenn die Abrufart „Dokumente“ neue abzurufende Adressen findet"},
			{"job.started_by_any", 0, []any{"Jobs", two}, "immer wenn eine der Abrufarten „Dokumente“ oder „Fotos“ neue abzurufende Adressen findet"},
		},
		"fr": {
			{"warning.own-group-replaces-star", 1, robotsSpecialChars(), "Recopiez dans l’extrait les lignes Disallow et Allow de votre groupe * qui doivent continuer à s’appliquer au robot nommé ici\u202f: dès que le groupe de l’extrait existe, ce robot cesse de suivre votre groupe *."},
			{"diff.field.host_name_agents", 0, nil, "les robots dont les adresses IP ont un nom DNS inverse de cette forme"},
			{"diff.state.job_opt_out.no", 0, nil, "un site peut désormais s’opposer aux récupérations de cette tâche"},
			{"diff.state.job_opt_out.yes", 0, nil, "un site ne peut plus s’opposer aux récupérations de cette tâche"},
		},
		"pl": {
			{"warning.own-group-replaces-star-unstated", 1, robotsSpecialChars(), "Należy skopiować do tej grupy te reguły (wiersze Disallow i Allow) z Państwa grupy *, które mają nadal obowiązywać tego robota: według RFC 9309 robot, który ma własną grupę, nie stosuje się już do grupy *."},
			{"diff.field_item.host_name_agents", 0, nil, "roboty, których adresy IP mają w rekordzie PTR nazwę o tej postaci"},
			{"diff.state.job_opt_out.no", 0, nil, "serwis można odtąd wyłączyć z pobierania w ramach tego zadania"},
			{"warning.first-group-only", 1, []any{"Tokens", plain("GminaBot")}, "GminaBot stosuje się wyłącznie do pierwszej grupy, w której go wymieniono. Po wklejeniu nad pozostałymi grupami ta grupa będzie jedyną, do której się stosuje, dlatego reguły z niżej położonej grupy, w której go wymieniono, należy skopiować do tej grupy, jeśli mają nadal obowiązywać."},
		},
	} {
		checkMessages(t, ls, lang, cases)
	}
}
