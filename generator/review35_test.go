package generator

import "testing"

// TestReview35Wording pins the fixes of native review round 35's MEANING and GRAMMAR findings
// (/work/notes/s33/review35-*.md in the project's notes), with the sentences that replace them:
//   - window.except_days in the review (de F1, fr F1, pl F2; en F7): the days on which a window of
//     kind "only" does not open, so its fetches do not run, not the days on which the window "does
//     not apply" (which reads as "no time limit on those days");
//   - a clarified occasion (de F2, fr F2): whole days as against only the hours of the event;
//   - opting out made possible (de F3, fr F3, pl F3): "now", never "again";
//   - a person's press role in a gender (en F1): a press officer, not a press office (the same in
//     de, fr and pl);
//   - the part of a User-Agent that another crawler's User-Agent contains too (pl F1: the other
//     crawler's header is the subject; en F6, fr F4: the filter on that string).
func TestReview35Wording(t *testing.T) {
	ls := localizers(t)
	label := []any{"Label", plain("L")}
	shared := []any{"Agents", plain("B"), "Part", plain("P")}
	for lang, cases := range map[string][]messageCase{
		"en": {
			{"diff.field.window_except_days", 0, nil, "the days on which the fetches limited to this window do not run (the window does not open)"},
			{"diff.field_item.window_except_days", 0, nil, "the days on which the fetches limited to this window do not run (the window does not open)"},
			{"diff.state.opt_out.no", 0, nil, "a site can now opt out of the crawler’s fetching"},
			{"role_female.press-office", 0, nil, "press officer"},
			{"role_male.press-office", 0, nil, "press officer"},
			{"role.press-office", 0, nil, "press office"},
			{"agent.stable_part_shared", 1, shared, "The User-Agent of B contains P too, so a filter on that string also matches that crawler’s requests."},
			{"agent.stable_part_shared", 2, shared, "The User-Agents of B contain P too, so a filter on that string also matches those crawlers’ requests."},
		},
		"de": {
			{"diff.field.window_except_days", 0, nil, "die Tage, an denen das Zeitfenster nicht geöffnet ist, sodass die daran gebundenen Abrufe nicht stattfinden"},
			{"diff.occasion_kind.day", 0, label, "Präzisiert bei der Zeitplanregel „L“: Gemeint ist jeweils der ganze Kalendertag, nicht nur die Zeit, in der das Ereignis stattfindet."},
			{"diff.occasion_kind.event", 0, label, "Präzisiert bei der Zeitplanregel „L“: Gemeint ist nur die Zeit, in der das Ereignis stattfindet, nicht der ganze Kalendertag."},
			{"diff.state.opt_out.no", 0, nil, "Eine Website kann die Abrufe des Crawlers nun unterbinden"},
			{"role_female.press-office", 0, nil, "Pressereferentin"},
			{"role_male.press-office", 0, nil, "Pressereferent"},
		},
		"fr": {
			{"diff.field.window_except_days", 0, nil, "les jours où les récupérations réservées à cette plage horaire n’ont pas lieu (la plage n’ouvre pas ces jours-là)"},
			{"diff.occasion_kind.day", 0, label, "Précision apportée au calendrier\u202f: «\u202fL\u202f» désigne des journées entières, et non les seules heures pendant lesquelles l’événement a lieu."},
			{"diff.occasion_kind.event", 0, label, "Précision apportée au calendrier\u202f: «\u202fL\u202f» ne désigne que les heures pendant lesquelles l’événement a lieu, et non des journées entières."},
			{"diff.state.opt_out.no", 0, nil, "un site peut désormais s’opposer à la collecte du robot"},
			{"role_female.press-office", 0, nil, "attachée de presse"},
			{"role_male.press-office", 0, nil, "attaché de presse"},
			{"agent.stable_part_shared", 2, shared, "Les chaînes User-Agent de B contiennent elles aussi P\u202f: un filtre fondé sur cette chaîne s’applique donc également aux requêtes de ces robots."},
		},
		"pl": {
			{"diff.field.window_except_days", 0, nil, "dni, w które okno czasowe jest zamknięte (zadania ograniczone do tego okna nie są wtedy wykonywane)"},
			{"diff.state.opt_out.no", 0, nil, "serwis można odtąd wyłączyć z pobierania przez robota"},
			{"role_female.press-office", 0, nil, "rzeczniczka prasowa"},
			{"role_male.press-office", 0, nil, "rzecznik prasowy"},
			{"role_female.principal-investigator", 0, nil, "kierowniczka projektu badawczego"},
			{"agent.stable_part_shared", 1, shared, "Nagłówek User-Agent robota B także zawiera fragment P, więc filtr oparty na tym fragmencie obejmie również żądania tego robota."},
			{"agent.stable_part_shared", 2, shared, "Nagłówki User-Agent robotów B także zawierają fragment P, więc filtr oparty na tym fragmencie obejmie również żądania tych robotów."},
		},
	} {
		checkMessages(t, ls, lang, cases)
	}
}
