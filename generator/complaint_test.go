package generator

import "testing"

// complaintJob is checked when a member of the public complains about the site, within 10 working
// days after the complaint is accepted; the other job within one working day of a site's request.
const complaintJob = `
[jobs.complaint]
label = { en = "Complaint check", de = "Beschwerdeprüfung", fr = "Contrôle sur réclamation", pl = "Kontrola po skardze" }
agent = "bot"
triggers = ["public-complaint"]
within_working_days = 10

[jobs.recheck]
label = { en = "Recheck", de = "Nachprüfung", fr = "Nouveau contrôle", pl = "Ponowna kontrola" }
agent = "bot"
triggers = ["site-request", "public-complaint"]
within_working_days = 1

[jobs.plain]
label = { en = "Check", de = "Prüfung", fr = "Contrôle", pl = "Kontrola" }
agent = "bot"
triggers = ["public-complaint"]
`

// TestComplaintTrigger: a job started by a complaint from the public, with and without the
// working days within which it runs, word for word in every language.
func TestComplaintTrigger(t *testing.T) {
	res := buildSmallestEdited(t, nil, complaintJob)
	checkPageLines(t, res, map[string][]string{
		"en": {
			"| Complaint check | `MinimalBot` | After a complaint from a member of the public about the site has been accepted, within 10\u00a0working days |",
			"| Recheck | `MinimalBot` | When the site’s owner asks for it, within one working day<br>After a complaint from a member of the public about the site has been accepted, within one working day |",
			"| Check | `MinimalBot` | After a complaint from a member of the public about the site has been accepted |",
		},
		"de": {
			"| Beschwerdeprüfung | `MinimalBot` | nach Annahme einer Beschwerde aus der Öffentlichkeit über die Website, innerhalb von 10\u00a0Arbeitstagen |",
			"| Nachprüfung | `MinimalBot` | auf Wunsch des Website-Betreibers, innerhalb eines Arbeitstags<br>nach Annahme einer Beschwerde aus der Öffentlichkeit über die Website, innerhalb eines Arbeitstags |",
			"| Prüfung | `MinimalBot` | nach Annahme einer Beschwerde aus der Öffentlichkeit über die Website |",
		},
		"fr": {
			"| Contrôle sur réclamation | `MinimalBot` | Après acceptation d’une réclamation du public concernant le site, sous 10\u00a0jours ouvrés |",
			"| Nouveau contrôle | `MinimalBot` | À la demande du responsable du site, sous 1\u00a0jour ouvré<br>Après acceptation d’une réclamation du public concernant le site, sous 1\u00a0jour ouvré |",
			"| Contrôle | `MinimalBot` | Après acceptation d’une réclamation du public concernant le site |",
		},
		"pl": {
			"| Kontrola po skardze | `MinimalBot` | po przyjęciu skargi dotyczącej serwisu, złożonej przez osobę trzecią – w ciągu 10\u00a0dni roboczych |",
			"| Ponowna kontrola | `MinimalBot` | na prośbę administratora serwisu – w ciągu jednego dnia roboczego<br>po przyjęciu skargi dotyczącej serwisu, złożonej przez osobę trzecią – w ciągu jednego dnia roboczego |",
			"| Kontrola | `MinimalBot` | po przyjęciu skargi dotyczącej serwisu, złożonej przez osobę trzecią |",
		},
	})
	checkEveryLanguage(t, "complaint", res)
}

// TestComplaintTriggerReview: a complaint added as a trigger is less polite (the job runs on
// one more occasion); the working days, a promise about when and not about how much, are
// neutral, said with their unit.
func TestComplaintTriggerReview(t *testing.T) {
	job := func(extra string) string {
		return "\n[jobs.complaint]\nlabel = { en = \"Complaint check\", de = \"Beschwerdeprüfung\", fr = \"Contrôle sur réclamation\", pl = \"Kontrola po skardze\" }\nagent = \"bot\"\n" + extra
	}
	base := smallestWith(t, job("triggers = [\"site-request\"]\n"))
	added := smallestWith(t, job("triggers = [\"site-request\", \"public-complaint\"]\n"))
	checkReviewSentences(t, "a complaint added", base, added, map[string][]string{
		"en": {"Added in “Complaint check”: an event that starts this kind of fetch (“after a complaint from a member of the public about the site has been accepted”). This change makes the crawler less polite. The change needs sign-off."},
		"de": {"Hinzugefügt bei der Abrufart „Beschwerdeprüfung“: ein Auslöser – „nach Annahme einer Beschwerde aus der Öffentlichkeit über die Website“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
		"fr": {"Ajout dans la tâche «\u202fContrôle sur réclamation\u202f»\u202f: un événement qui déclenche une récupération («\u202faprès acceptation d’une réclamation du public concernant le site\u202f»). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
		"pl": {"Dodano dla zadania „Kontrola po skardze” zdarzenie uruchamiające zadanie: „po przyjęciu skargi dotyczącej serwisu, złożonej przez osobę trzecią”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
	})
	within10 := smallestWith(t, job("triggers = [\"public-complaint\"]\nwithin_working_days = 10\n"))
	within5 := smallestWith(t, job("triggers = [\"public-complaint\"]\nwithin_working_days = 5\n"))
	checkReviewSentences(t, "sooner after a complaint", within10, within5, map[string][]string{
		"en": {"Changed in “Complaint check”: how soon a kind of fetch runs after the event that starts it. Previously: 10\u00a0working days. Now: 5\u00a0working days. This does not change how polite the crawler is."},
		"de": {"Geändert bei der Abrufart „Beschwerdeprüfung“: die Frist, innerhalb derer eine Abrufart nach dem auslösenden Ereignis läuft – bisher 10\u00a0Arbeitstage, neu 5\u00a0Arbeitstage. An der Rücksichtnahme des Crawlers ändert sich dadurch nichts."},
		"fr": {"Modification dans la tâche «\u202fContrôle sur réclamation\u202f»\u202f: le délai dans lequel une tâche s’exécute après l’événement qui la déclenche (jusqu’à présent\u202f: 10\u00a0jours ouvrés\u202f; désormais\u202f: 5\u00a0jours ouvrés). Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites."},
		"pl": {"Zmiana dla zadania „Kontrola po skardze”: termin, w jakim zadanie zostaje wykonane po zdarzeniu, które je uruchamia – dotychczas: 10\u00a0dni roboczych; odtąd: 5\u00a0dni roboczych. Robot nie staje się przez to ani bardziej, ani mniej uciążliwy."},
	})
}
