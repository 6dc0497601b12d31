package generator

import "testing"

// Issue 12 (diff8 3-7): what a change means, in four languages, exactly: a person by name and
// role, a job's crawler by its name (no key of the policy), an interval between page loads where
// the policy counts them, a new crawler without a product token asked for by its User-Agent, a
// retry without end as less polite, a new job and a new crawler with their key facts.
func TestDiffMeaning(t *testing.T) {
	person := "[[operator.people]]\nname = \"Jean Exemple\"\nroles = [\"owner\", \"director-of-publication\"]\n# As its own texts name him: \"un entrepreneur individuel, Jean Exemple, qui en est aussi le\n# directeur de la publication\" (locales/fr/about.md).\ngender = \"male\"\n"
	archiveAgent := "\n[agents.checker]\npurpose = { en = \"Checks links\", de = \"Prüft Links\", fr = \"vérifie les liens\", pl = \"Sprawdza linki\" }\nuser_agent = \"CheckerBot/1.0\"\ntoken = \"CheckerBot\"\n"
	runPairingCases(t, []pairingCase{{
		name: "a person replaced", dir: "../examples/gazette-bot",
		newEdits: [][2]string{{person, "[[operator.people]]\nname = \"Marie Exemple\"\nroles = [\"owner\"]\n"}},
		changes:  []string{"contact /operator/people/0"},
		said: map[string][]string{
			"en": {"Changed: a person responsible for the operator. Previously: “Jean Exemple: owner and director of publication”. Now: “Marie Exemple: owner”. Only the page’s statement of who is responsible changes; the ways to reach the operator stay the same."},
			"de": {"Ersetzt: die für den Betreiber verantwortliche Person „Jean Exemple: Inhaber und presserechtlich Verantwortlicher (directeur de la publication)“ durch „Marie Exemple: Inhaberschaft“. Es ändert sich nur die Angabe, wer verantwortlich ist; die Kontaktwege bleiben dieselben."},
			"fr": {"Remplacement\u202f: une personne responsable chez l’exploitant (jusqu’à présent\u202f: «\u202fJean Exemple\u202f: propriétaire et directeur de la publication\u202f»\u202f; désormais\u202f: «\u202fMarie Exemple\u202f: propriétaire\u202f»). Seule l’indication des personnes responsables change\u202f; les moyens de joindre l’exploitant restent les mêmes."},
			"pl": {"Zmiana: osoba odpowiedzialna po stronie operatora – dotychczas: „Jean Exemple: właściciel i dyrektor publikacji”; odtąd: „Marie Exemple: właściciel”. Zmienia się tylko informacja o osobach odpowiedzialnych; sposoby kontaktu z nami pozostają bez zmian."},
		},
	}, {
		name: "a person added", dir: "../examples/gazette-bot",
		newEdits: [][2]string{{person, person + "\n[[operator.people]]\nname = \"Marie Exemple\"\nroles = [\"managing-director\"]\n"}},
		changes:  []string{"contact /operator/people/1"},
		said: map[string][]string{
			"en": {"Added: a person responsible for the operator (“Marie Exemple: managing director”). Only the page’s statement of who is responsible changes; the ways to reach the operator stay the same."},
			"de": {"Hinzugefügt: eine für den Betreiber verantwortliche Person – „Marie Exemple: Geschäftsführung“. Es ändert sich nur die Angabe, wer verantwortlich ist; die Kontaktwege bleiben dieselben."},
			"fr": {"Ajout d’une personne responsable chez l’exploitant\u202f: «\u202fMarie Exemple\u202f: gérant\u202f». Seule l’indication des personnes responsables change\u202f; les moyens de joindre l’exploitant restent les mêmes."},
			"pl": {"Dodano osobę odpowiedzialną po stronie operatora: „Marie Exemple: dyrektor zarządzający”. Zmienia się tylko informacja o osobach odpowiedzialnych; sposoby kontaktu z nami pozostają bez zmian."},
		},
	}, {
		name: "a job's crawler", dir: "../examples/web-archive",
		oldEdits: [][2]string{{"agent = \"heritrix\"\n", "agent = \"heritrix\"\n"}, {"budgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n", "budgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n" + archiveAgent}},
		newEdits: [][2]string{{"agent = \"heritrix\"\n", "agent = \"checker\"\n"}, {"budgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n", "budgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n" + archiveAgent}},
		changes:  []string{"looser /jobs/broad/agent"},
		said: map[string][]string{
			"en": {"Changed in “Broad crawl”: the crawler that makes these fetches. Previously: heritrix/3.4.0. Now: CheckerBot. This change may make the crawler less polite. The change needs sign-off."},
			"de": {"Geändert bei der Abrufart „Domain-Crawl“: der Crawler, der diese Abrufe ausführt – bisher „heritrix/3.4.0“, neu „CheckerBot“. Der Crawler wird dadurch möglicherweise weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			"fr": {"Modification dans la tâche «\u202fCollecte large\u202f»\u202f: le robot qui exécute cette tâche (jusqu’à présent\u202f: «\u202fheritrix/3.4.0\u202f»\u202f; désormais\u202f: «\u202fCheckerBot\u202f»). L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication."},
			"pl": {"Zmiana dla zadania „Gromadzenie szerokie”: robot wykonujący to zadanie – dotychczas: „heritrix/3.4.0”; odtąd: „CheckerBot”. Nie można wykluczyć, że robot stanie się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		},
	}, {
		name: "an interval between page loads", dir: "../examples/link-preview",
		oldEdits: [][2]string{{"[agents.link-expanding]", "[limits]\nmin_interval = \"2s\"\ninterval_unit = \"page-loads\"\ninterval_key = \"hostname\"\n\n[agents.link-expanding]"}},
		newEdits: [][2]string{{"[agents.link-expanding]", "[limits]\nmin_interval = \"5s\"\ninterval_unit = \"page-loads\"\ninterval_key = \"hostname\"\n\n[agents.link-expanding]"}},
		changes:  []string{"stricter /limits/min_interval"},
		said: map[string][]string{
			"en": {"Changed: the minimum interval between page loads. Previously: 2\u00a0seconds. Now: 5\u00a0seconds. This change makes the crawler more polite."},
			"de": {"Geändert: der Mindestabstand zwischen zwei Seitenabrufen – bisher 2\u00a0Sekunden, neu 5\u00a0Sekunden. Der Crawler wird dadurch rücksichtsvoller."},
			"fr": {"Modification\u202f: l’intervalle minimal entre deux chargements de page (jusqu’à présent\u202f: 2\u00a0secondes\u202f; désormais\u202f: 5\u00a0secondes). L’exploration devient plus respectueuse des sites."},
			"pl": {"Zmiana: minimalny odstęp między dwoma wczytaniami stron – dotychczas: 2\u00a0sekundy; odtąd: 5\u00a0sekund. Robot staje się przez to mniej uciążliwy dla serwisów."},
		},
	}, {
		name: "page loads at a time", dir: "../examples/link-preview",
		oldEdits: [][2]string{{"[agents.link-expanding]", "[limits]\nconcurrency = 2\nconcurrency_unit = \"page-loads\"\nconcurrency_key = \"hostname\"\n\n[agents.link-expanding]"}},
		newEdits: [][2]string{{"[agents.link-expanding]", "[limits]\nconcurrency = 1\nconcurrency_unit = \"page-loads\"\nconcurrency_key = \"hostname\"\n\n[agents.link-expanding]"}},
		changes:  []string{"stricter /limits/concurrency"},
		said: map[string][]string{
			"en": {"Changed: the maximum number of simultaneous page loads. Previously: 2. Now: 1. This change makes the crawler more polite."},
			"de": {"Geändert: die Zahl gleichzeitiger Seitenabrufe – bisher 2, neu 1. Der Crawler wird dadurch rücksichtsvoller."},
			"fr": {"Modification\u202f: le nombre de chargements de page simultanés (jusqu’à présent\u202f: 2\u202f; désormais\u202f: 1). L’exploration devient plus respectueuse des sites."},
			"pl": {"Zmiana: maksymalna liczba stron wczytywanych jednocześnie – dotychczas: 2; odtąd: 1. Robot staje się przez to mniej uciążliwy dla serwisów."},
		},
	}, {
		name: "a new crawler without a product token", dir: "../examples/web-archive",
		newEdits: [][2]string{{"budgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n", "budgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n\n[agents.checker]\npurpose = { en = \"Checks links\", de = \"Prüft Links\", fr = \"vérifie les liens\", pl = \"Sprawdza linki\" }\nuser_agent = \"Checker/1.0\"\ntrigger = \"unattended\"\nrobots_txt = \"read\"\n"}},
		changes:  []string{"identity /agents/checker"},
		said: map[string][]string{
			"en": {"Added: a crawler (“Checker/1.0”). It obeys robots.txt. It runs unattended, on its own schedule. Allowlists and filters written for the other crawlers do not cover this one: sites that block or allow them may need to add its User-Agent. It has no product token that a group in robots.txt could name."},
			"de": {"Hinzugefügt: ein Crawler – „Checker/1.0“. Befolgt die robots.txt. Läuft unbeaufsichtigt nach eigenem Zeitplan. Freigabelisten und Filter, die für die übrigen Crawler angelegt wurden, erfassen den neuen Crawler nicht: Wenn Sie die übrigen Crawler sperren oder zulassen, müssen Sie eventuell auch seinen User-Agent ergänzen. Ein Produkt-Token, das eine Gruppe in der robots.txt nennen könnte, hat er nicht."},
			"fr": {"Ajout d’un robot\u202f: «\u202fChecker/1.0\u202f». Il respecte robots.txt. Il fonctionne sans intervention humaine, selon son propre calendrier. Les listes d’autorisation et les filtres écrits pour les autres robots ne couvrent pas celui-ci\u202f: les sites qui bloquent ou autorisent ces autres robots devront peut-être ajouter son User-Agent. Il n’a pas de jeton de produit qu’un groupe de robots.txt pourrait nommer."},
			"pl": {"Dodano robota: „Checker/1.0”. Stosuje się do reguł z pliku robots.txt. Działa bez nadzoru człowieka, według własnego harmonogramu. Listy dozwolonych robotów (białe listy) i filtry przygotowane dla pozostałych robotów nie obejmują tego robota: serwisy, które blokują lub dopuszczają pozostałe roboty, powinny dodać także jego User-Agent. Robot nie ma tokenu produktu, który mogłaby wskazać grupa w robots.txt."},
		},
	}, {
		name: "retries without end added", dir: "../examples/civic-ingestor",
		oldEdits: [][2]string{{`retry = { delays = ["15m", "1h", "6h", "24h", "72h"], then_every = "7d" }`, `retry = { delays = ["15m", "1h", "6h", "24h", "72h"] }`}},
		changes:  []string{"looser /jobs/documents/retry/then_every"},
		said: map[string][]string{
			"en": {"Added in “Documents”: the interval between later retries (7\u00a0days). This change makes the crawler less polite. The change needs sign-off."},
			"de": {"Hinzugefügt bei der Abrufart „Dokumente“: das Intervall späterer Wiederholungen – 7\u00a0Tage. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			"fr": {"Ajout dans la tâche «\u202fDocuments\u202f»\u202f: l’intervalle entre les tentatives ultérieures, une fois épuisé le calendrier des nouvelles tentatives (7\u00a0jours). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			"pl": {"Dodano dla zadania „Dokumenty” odstęp między dalszymi ponownymi próbami (po wyczerpaniu harmonogramu ponawiania): 7\u00a0dni. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		},
	}, {
		name: "a new job", dir: "../examples/web-archive",
		newEdits: [][2]string{{"budgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n", "budgets = [{ max = \"50MB\", key = \"domain\", first_pass = true }]\n\n[jobs.selected]\nlabel = { en = \"Selected sites\", de = \"Ausgewählte Websites\", fr = \"Sites sélectionnés\", pl = \"Wybrane serwisy\" }\nagent = \"heritrix\"\ndates = [{ from = \"03-01\", until = \"11-30\" }]\n\n[[jobs.selected.cadence]]\nevery = \"7d\"\n"}},
		changes:  []string{"looser /jobs/selected"},
		said: map[string][]string{
			"en": {"Added: a new kind of fetch by heritrix/3.4.0, “Selected sites”, which runs every 7\u00a0days; every year from 1 March to 30 November; its fetches do not obey robots.txt. This change makes the crawler less polite. The change needs sign-off."},
			"de": {"Hinzugefügt: eine Abrufart – „Ausgewählte Websites“, ausgeführt von „heritrix/3.4.0“; Zeitplan: alle 7\u00a0Tage; jedes Jahr vom 1. März bis zum 30. November; die Abrufe beachten die robots.txt nicht. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			"fr": {"Ajout de la tâche «\u202fSites sélectionnés\u202f», exécutée par «\u202fheritrix/3.4.0\u202f» tous les 7\u00a0jours\u202f; chaque année du 1er\u00a0mars au 30\u00a0novembre\u202f; ses requêtes ne respectent pas robots.txt. L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			"pl": {"Nowe zadanie robota „heritrix/3.4.0”: „Wybrane serwisy” – co 7\u00a0dni; co roku od 1\u00a0marca do 30\u00a0listopada; przy tym zadaniu robot nie stosuje się do reguł z pliku robots.txt. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		},
	}})
}

// TestDiffFieldsInWords: values the review said as "a value of the policy" or as key=value (the
// sweep against the smallest policy found them), each said in words, exactly, in four languages.
func TestDiffFieldsInWords(t *testing.T) {
	runPairingCases(t, []pairingCase{{
		name: "the jobs a pause holds", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{`jobs = ["documents", "document-checks", "photos"]`, `jobs = ["documents", "photos"]`}},
		changes:  []string{"looser /errors/reactions/6/jobs"},
		said: map[string][]string{
			"en": {"Changed for the pause after the event “a sync that cannot reach the system, 3\u00a0times in a row”: the kinds of fetch that the pause holds. Previously: “Documents”, “Document checks” and “Photos of council members”. Now: “Documents” and “Photos of council members”. This change makes the crawler less polite. The change needs sign-off."},
			"de": {"Geändert bei der Pause nach dem Ereignis „Abgleich ohne Verbindung zum System, 3-mal in Folge“: die Abrufarten, die die Pause anhält – bisher „Dokumente“, „Dokumentprüfung“ und „Fotos von Ratsmitgliedern“, neu „Dokumente“ und „Fotos von Ratsmitgliedern“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			"fr": {"Modification pour la pause déclenchée par l’événement «\u202f3\u00a0synchronisations consécutives qui ne parviennent pas à joindre le système\u202f»\u202f: les tâches que la pause interrompt (jusqu’à présent\u202f: «\u202fDocuments\u202f», «\u202fVérification des documents\u202f» et «\u202fPhotos des élus\u202f»\u202f; désormais\u202f: «\u202fDocuments\u202f» et «\u202fPhotos des élus\u202f»). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			"pl": {"Zmiana dla zdarzenia „synchronizacja bez połączenia z systemem, 3\u00a0razy z rzędu”: zadania wstrzymywane przez przerwę – dotychczas: „Dokumenty”, „Kontrola dokumentów” i „Zdjęcia radnych”; odtąd: „Dokumenty” i „Zdjęcia radnych”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		},
	}, {
		name: "a pause after one more event", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{"on = [\"5xx\"]\nthreshold = 5\nconsecutive = true\nmin_pause = \"30m\"", "on = [\"5xx\", \"429\"]\nthreshold = 5\nconsecutive = true\nmin_pause = \"30m\""}},
		changes:  []string{"stricter /errors/reactions/2/on"},
		said: map[string][]string{
			"en": {"Changed for the pause after the event “a server error (HTTP 5xx) or HTTP 429 (Too Many Requests), 5\u00a0times in a row”: the events that the pause follows. Previously: “a server error (HTTP 5xx)”. Now: “a server error (HTTP 5xx)” or “HTTP 429 (Too Many Requests)”. This change makes the crawler more polite."},
			"de": {"Geändert bei der Pause nach dem Ereignis „Serverfehler (HTTP 5xx) oder HTTP 429 (Too Many Requests), 5-mal in Folge“: die Ereignisse, nach denen die Pause eintritt – bisher „Serverfehler (HTTP 5xx)“, neu „Serverfehler (HTTP 5xx)“ oder „HTTP 429 (Too Many Requests)“. Der Crawler wird dadurch rücksichtsvoller."},
			"fr": {"Modification pour la pause déclenchée par l’événement «\u202f5\u00a0erreurs serveur (HTTP\u00a05xx) consécutives ou réponses HTTP\u00a0429 (Too Many Requests) consécutives\u202f»\u202f: les événements qui déclenchent la pause (jusqu’à présent\u202f: «\u202fune erreur serveur (HTTP\u00a05xx)\u202f»\u202f; désormais\u202f: «\u202fune erreur serveur (HTTP\u00a05xx)\u202f» ou «\u202fune réponse HTTP\u00a0429 (Too Many Requests)\u202f»). L’exploration devient plus respectueuse des sites."},
			"pl": {"Zmiana dla zdarzenia „błąd serwera (HTTP 5xx) lub błąd HTTP 429 (Too Many Requests), 5\u00a0razy z rzędu”: zdarzenia, po których następuje przerwa – dotychczas: „błąd serwera (HTTP 5xx)”; odtąd: „błąd serwera (HTTP 5xx)” lub „błąd HTTP 429 (Too Many Requests)”. Robot staje się przez to mniej uciążliwy dla serwisów."},
		},
	}, {
		name: "a job of installations that others run", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{`own_user_agent_jobs = ["incremental-sync", "full-sync"]`, `own_user_agent_jobs = ["incremental-sync", "full-sync", "photos"]`}},
		changes:  []string{"identity /agents/civic-ingestor/self_hosted/own_user_agent_jobs/2"},
		said: map[string][]string{
			"en": {"Added for civic-ingestor: a kind of fetch for which installations that others run may set their own User-Agent (“Photos of council members”). Allowlists and filters that name the crawler may need updating."},
			"de": {"Hinzugefügt für „civic-ingestor“: eine Abrufart, bei der von Dritten betriebene Installationen einen eigenen User-Agent setzen können – „Fotos von Ratsmitgliedern“. Freigabelisten, Filter und Firewall-Regeln, die den Crawler erkennen, müssen eventuell angepasst werden."},
			"fr": {"Ajout pour «\u202fcivic-ingestor\u202f»\u202f: une tâche pour laquelle les installations exploitées par des tiers peuvent définir leur propre User-Agent («\u202fPhotos des élus\u202f»). Il faudra peut-être mettre à jour les listes d’autorisation et les filtres qui visent le robot."},
			"pl": {"Dodano dla robota „civic-ingestor” zadanie, dla którego instalacje uruchamiane przez inne podmioty mogą ustawić własny nagłówek User-Agent: „Zdjęcia radnych”. Listy dozwolonych robotów (białe listy) i filtry, które rozpoznają tego robota, mogą wymagać aktualizacji."},
		},
	}, {
		name: "a job a site can ask to keep to a window", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{"kind = \"window\"\njobs = [\"full-sync\"]", "kind = \"window\"\njobs = [\"full-sync\", \"documents\"]"}},
		changes:  []string{"contact /contact/requests/2/jobs/1"},
		said: map[string][]string{
			"en": {"Added for the request “a time window for ‘Full sync’ and ‘Documents’ only; all other fetches continue as described above, at the usual rate”: a kind of fetch that a site can ask to keep to a time window (“Documents”). This changes how webmasters can reach the operator or what they can ask for."},
			"de": {"Hinzugefügt beim Anliegen „ein Zeitfenster nur für die Abrufarten ‚Vollabgleich‘ und ‚Dokumente‘; alle übrigen Abrufe laufen unabhängig davon wie oben angegeben im üblichen Tempo weiter“: eine Abrufart, die eine Website auf ein Zeitfenster beschränken lassen kann – „Dokumente“. Für Webmaster ändert sich dadurch, wie sie den Betreiber erreichen oder worum sie ihn bitten können."},
			"fr": {"Ajout pour la demande portant sur «\u202fune plage horaire pour les seules tâches “Synchronisation complète” et “Documents”\u202f; les autres récupérations se poursuivent comme indiqué ci-dessus, au rythme habituel\u202f»\u202f: une tâche qu’un site peut faire limiter à une plage horaire («\u202fDocuments\u202f»). Cette modification change la façon de joindre l’exploitant ou ce que les webmestres peuvent lui demander."},
			"pl": {"Dodano dla prośby „okno czasowe tylko dla zadań «Pełna synchronizacja» i «Dokumenty»; pozostałe rodzaje pobierania odbywają się bez zmian, zgodnie z opisanym wyżej harmonogramem i w zwykłym tempie” zadanie, które na prośbę administratora serwisu można ograniczyć do okna czasowego: „Dokumenty”. Zmienia się sposób kontaktu z nami lub to, o co administratorzy serwisów mogą nas poprosić."},
		},
	}, {
		name: "what continues during a pause", dir: "../examples/civic-ingestor",
		newEdits: [][2]string{{"w zwykłym tempie\" },\n]", "w zwykłym tempie\" },\n  { en = \"checks of links to documents\", de = \"die Prüfung von Links auf Dokumente\", fr = \"la vérification des liens vers les documents\", pl = \"sprawdzanie odnośników do dokumentów\" },\n]"}},
		changes:  []string{"looser /errors/continues_during_pause/1"},
		said: map[string][]string{
			"en": {"Added: an activity that continues during a pause (“checks of links to documents”). This change makes the crawler less polite. The change needs sign-off."},
			"de": {"Hinzugefügt: eine Tätigkeit, die während einer Pause weiterläuft – „die Prüfung von Links auf Dokumente“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			"fr": {"Ajout d’une activité qui se poursuit pendant une pause\u202f: «\u202fla vérification des liens vers les documents\u202f». L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			"pl": {"Dodano czynność kontynuowaną podczas przerwy: „sprawdzanie odnośników do dokumentów”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		},
	}, {
		name: "what comparison requests are counted per", dir: "../examples/civic-ingestor",
		oldEdits: [][2]string{{`per = ["sync", "admission-check"]`, `per = ["sync"]`}},
		changes:  []string{"looser /commitments/comparison_request/per/1"},
		said: map[string][]string{
			"en": {"Added: one of the units to which the limit on comparison requests after an HTTP 403 applies (“per eligibility check”). This change makes the crawler less polite. The change needs sign-off."},
			"de": {"Hinzugefügt: worauf sich die Höchstzahl der Vergleichsanfragen nach einer Antwort mit HTTP 403 bezieht – „je Aufnahmeprüfung“. Der Crawler wird dadurch weniger rücksichtsvoll. Die Änderung muss freigegeben werden."},
			"fr": {"Ajout\u202f: l’une des unités sur lesquelles porte la limite des requêtes de comparaison envoyées après une réponse HTTP\u00a0403 («\u202fpar vérification préalable\u202f»). L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication."},
			"pl": {"Dodano jednostkę, na którą przypada limit żądań porównawczych po odpowiedzi HTTP 403: „na kontrolę przed włączeniem”. Robot staje się przez to bardziej uciążliwy dla serwisów. Zmiana wymaga zatwierdzenia."},
		},
	}, {
		name: "an entry in a register", dir: "../examples/gmina-bot",
		oldEdits: [][2]string{{"  { scheme = \"REGON\", id = \"000000000\" },\n", ""}},
		changes:  []string{"contact /operator/registry/2"},
		said: map[string][]string{
			"en": {"Added: an entry of the operator in a register (“REGON: 000000000”). This changes how webmasters can reach the operator or what they can ask for."},
			"de": {"Hinzugefügt: ein Registereintrag des Betreibers – „REGON: 000000000“. Für Webmaster ändert sich dadurch, wie sie den Betreiber erreichen oder worum sie ihn bitten können."},
			"fr": {"Ajout d’une immatriculation de l’exploitant\u202f: «\u202fREGON\u202f: 000000000\u202f». Cette modification change la façon de joindre l’exploitant ou ce que les webmestres peuvent lui demander."},
			"pl": {"Dodano wpis operatora w rejestrze: „REGON: 000000000”. Zmienia się sposób kontaktu z nami lub to, o co administratorzy serwisów mogą nas poprosić."},
		},
	}, {
		name: "the exceptions to robots.txt", dir: "../examples/civic-ingestor",
		oldEdits: [][2]string{{"[commitments.exceptions]\nwritten_approval = true\nrecorded = true\nfor = [\n  { en = \"requests to the API\", de = \"die API\", fr = \"l’API\", pl = \"żądania do API\" },\n  { en = \"downloads of documents\", de = \"Dokumente\", fr = \"les documents\", pl = \"pobieranie dokumentów\" },\n]\n", ""}},
		changes:  []string{"stricter /commitments/exceptions"},
		said: map[string][]string{
			"en": {"Added: the exceptions to robots.txt (“Apart from the categories of site for which robots.txt is not read (‘Providers that stream council sessions’, ‘Municipal geoportals’ and ‘OpenStreetMap tile servers’), the crawler disregards robots.txt only with the site’s explicit written approval, and only for requests to the API or downloads of documents. The operator keeps a record of each approval”). This change makes the crawler more polite."},
			"de": {"Hinzugefügt: die Ausnahmen von der robots.txt – „Abgesehen von den Arten von Websites, bei denen die robots.txt nicht gelesen wird (‚Streaming-Plattformen für Ratssitzungen‘, ‚Geoportale der Kommunen‘ und ‚Kachelserver von OpenStreetMap‘), weicht der Crawler von der robots.txt nur ab, wenn der Website-Betreiber ausdrücklich schriftlich zustimmt – und auch dann nur für die API oder Dokumente. Der Betreiber dokumentiert jede Zustimmung“. Der Crawler wird dadurch rücksichtsvoller."},
			"fr": {"Ajout\u202f: les exceptions à robots.txt («\u202fEn dehors des catégories de sites pour lesquelles robots.txt n’est pas lu (“Prestataires de retransmission des séances du conseil”, “Géoportails des communes” et “Serveurs de tuiles d’OpenStreetMap”), le robot ne déroge aux règles de robots.txt qu’avec l’accord écrit et explicite du responsable du site, et uniquement pour l’API ou les documents. L’exploitant conserve une trace de chaque accord\u202f»). L’exploration devient plus respectueuse des sites."},
			"pl": {"Dodano wyjątki od reguł robots.txt: „Poza kategoriami serwisów, w przypadku których plik robots.txt nie jest odczytywany («Dostawcy transmisji posiedzeń rad», «Geoportale gmin» i «Serwery kafelków OpenStreetMap»), robot odstępuje od reguł robots.txt wyłącznie za wyraźną pisemną zgodą administratora serwisu. Odstępstwo może przy tym obejmować jedynie żądania do API lub pobieranie dokumentów. Każdą taką zgodę dokumentujemy”. Robot staje się przez to mniej uciążliwy dla serwisów."},
		},
	}})
}
