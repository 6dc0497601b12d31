package generator

import "testing"

// buildTrial31 builds testdata/trial31 (new-user trial 31, TeilhabeCheck, cut down) with edits.
func buildTrial31(t *testing.T, edits ...[2]string) *Result {
	t.Helper()
	return buildTestdata(t, "trial31", edits...)
}

// TestNoOptOutThenRestrictedStop (new-user trial 31, F-16): where jobs a site cannot opt out of
// stand beside a "stop" that only the sites listed by mistake may ask for, the short answer on
// blocking says first that a site cannot opt out of them and that robots.txt does not stop them,
// then the request and who may make it. Failed before: the request alone.
func TestNoOptOutThenRestrictedStop(t *testing.T) {
	res := buildTrial31(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"- [Blocking the crawler](index.html#agent-teilhabecheck) – A site cannot opt out of the fetches of “Simplified check” and “Follow-up check”, and robots.txt does not stop them. Write to [`monitoring@teilhabe-check.example`](<mailto:monitoring@teilhabe-check.example>) to ask for an end to all fetching from your site. Only operators of sites that are not public-sector bodies and were listed by mistake can ask for this.\n"},
		"de": {"- [Crawler aussperren](index.html#agent-teilhabecheck): Die Abrufe der Abrufarten „Vereinfachte Überwachung“ und „Nachprüfung“ kann eine Website auf keinem Weg unterbinden, auch nicht über die robots.txt. Schreiben Sie an [`monitoring@teilhabe-check.example`](<mailto:monitoring@teilhabe-check.example>), um alle Abrufe von Ihrer Website einstellen zu lassen. Diese Möglichkeit besteht nur für Betreiber von Websites, die keine öffentlichen Stellen sind und irrtümlich gelistet wurden.\n"},
		"fr": {"- [Bloquer le robot](index.html#agent-teilhabecheck) – un site ne peut pas s’opposer aux tâches «\u202fContrôle simplifié\u202f» et «\u202fContrôle de suivi\u202f»\u202f: robots.txt ne permet pas de les bloquer. Écrivez à [`monitoring@teilhabe-check.example`](<mailto:monitoring@teilhabe-check.example>) pour demander l’arrêt de toute collecte sur votre site. Cette demande ne peut être faite que par les exploitants de sites qui ne sont pas des organismes du secteur public et ont été inscrits par erreur.\n"},
		"pl": {"- [Blokada robota](index.html#agent-teilhabecheck) – serwisu nie można wyłączyć z pobierania w ramach zadań „Kontrola uproszczona” i „Kontrola następcza”, a plik robots.txt tego pobierania nie zatrzymuje. Aby poprosić o zaprzestanie wszelkiego pobierania z Państwa serwisu, należy napisać na adres [`monitoring@teilhabe-check.example`](<mailto:monitoring@teilhabe-check.example>). Kto może o to poprosić: wyłącznie operatorzy stron, które nie są podmiotami publicznymi i zostały wpisane na listę omyłkowo.\n"},
	})
	checkEveryLanguage(t, "trial31", res)
}

// TestAgentNoOptOutThenRestrictedStop (new-user trial 31, F-16): for an agent a site cannot opt
// out of, the answer keeps "no way to opt out", and the request that only some may make follows
// it. Failed before: the request was left out of the answer.
func TestAgentNoOptOutThenRestrictedStop(t *testing.T) {
	res := buildTrial31(t,
		[2]string{"follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\nopt_out = \"not-possible\"\n"},
		[2]string{"[jobs.simplified]\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\nopt_out = \"not-possible\"\n", "[jobs.simplified]\n"},
		[2]string{"[jobs.follow-up]\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\nopt_out = \"not-possible\"\n", "[jobs.follow-up]\n"},
		// No agent reads robots.txt now: its values are refused (agents.X.crawl_delay's rule).
		[2]string{"[robots_txt]\ncheck = \"before-every-run\"\ncache_for = \"24h\"", ""})
	checkPageLines(t, res, map[string][]string{
		"en": {"- [Blocking the crawler](index.html#agent-teilhabecheck) – `TeilhabeCheck` fetches under a legal basis that gives a site no way to opt out (Article 8 of Directive (EU) 2016/2102, Implementing Decision (EU) 2018/1524 and the Disability Equality Act (BGG)); robots.txt does not stop it. Write to [`monitoring@teilhabe-check.example`](<mailto:monitoring@teilhabe-check.example>) to ask for an end to all fetching from your site. Only operators of sites that are not public-sector bodies and were listed by mistake can ask for this.\n"},
	})
}

// TestAfterBrowserPromise (new-user trial 31, F-14): "no-browser-impersonation" beside a
// User-Agent that follows a browser's (user_agent_form = "after-browser") says what the crawler
// keeps, its name after the browser's, not "never poses as a browser" under "The User-Agent
// header is that of a web browser, followed by". Failed before: "It never poses as a browser."
func TestAfterBrowserPromise(t *testing.T) {
	res := buildTrial31(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"- It never poses as a person’s browser: where its User-Agent begins with a browser’s User-Agent string, that string is always followed by `TeilhabeCheck`.\n"},
		"de": {"- Gibt sich nie als von einem Menschen bedienter Browser aus: Im User-Agent folgt auf die Browserangaben stets `TeilhabeCheck`.\n"},
		"fr": {"- Il ne se fait jamais passer pour le navigateur d’un internaute\u202f: après la partie qui désigne un navigateur, son User-Agent nomme toujours `TeilhabeCheck`.\n"},
		"pl": {"- Nigdy nie podszywa się pod przeglądarkę używaną przez człowieka: w nagłówku User-Agent po identyfikatorze przeglądarki zawsze występuje nazwa `TeilhabeCheck`.\n"},
	})
}

// TestSiteRequestByOwner (new-user trial 31, F-17): a job started when a site asks says who asks,
// the site's owner, not the site. Failed before: en "When the site asks for it", fr "À la
// demande du site", pl "na prośbę serwisu" (de said "des Website-Betreibers" already).
func TestSiteRequestByOwner(t *testing.T) {
	res := buildTrial31(t)
	checkPageLines(t, res, map[string][]string{
		"en": {"| When the site’s owner asks for it, within 20\u00a0working days |"},
		"de": {"| auf Wunsch des Website-Betreibers, innerhalb von 20\u00a0Arbeitstagen |"},
		"fr": {"| À la demande du responsable du site, sous 20\u00a0jours ouvrés |"},
		"pl": {"| na prośbę administratora serwisu – w ciągu 20\u00a0dni roboczych |"},
	})
}
