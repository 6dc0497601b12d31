package generator

import (
	"strings"
	"testing"
)

// Tests of new-user trial 25 (/work/notes/s26/trial25.md), the operator of an AI training-data
// crawler, whose policy is testdata/trial25a/policy.toml as the user wrote it.

// TestSitemapsFirstOnlyWhereStated (F-07): uses_sitemaps states that sitemaps are read, and
// nothing of when; "before following any links" is said only with sitemaps_first, in every
// language.
func TestSitemapsFirstOnlyWhereStated(t *testing.T) {
	ls := localizers(t)
	plain := buildTestdata(t, "trial25a")
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		only, before := ls[lang].t("agent.uses_sitemaps").Plain(), ls[lang].t("agent.uses_sitemaps_first").Plain()
		page := string(plain.Files[lang+"/index.md"])
		if !strings.Contains(page, "\n- "+only+"\n") {
			t.Errorf("%s: uses_sitemaps alone does not state %q", lang, only)
		}
		if strings.Contains(page, before) {
			t.Errorf("%s: uses_sitemaps alone states the order, %q", lang, before)
		}
	}
	first := buildTestdata(t, "trial25a", [2]string{"uses_sitemaps = true\n", "uses_sitemaps = true\nsitemaps_first = true\n"})
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		before := ls[lang].t("agent.uses_sitemaps_first").Plain()
		if page := string(first.Files[lang+"/index.md"]); !strings.Contains(page, "\n- "+before+"\n") {
			t.Errorf("%s: sitemaps_first does not state %q", lang, before)
		}
	}
}

// TestRefetchApproximate (F-02): a re-fetch interval the operator gives as approximate
// (refetch_approximate) is stated with "about" and as no minimum, in every language; without
// it, the page still states a minimum.
func TestRefetchApproximate(t *testing.T) {
	about := buildTestdata(t, "trial25a", [2]string{"refetch_interval = \"60d\"\n", "refetch_interval = \"60d\"\nrefetch_approximate = true\n"})
	checkPageLines(t, about, map[string][]string{
		"en": {"| Web crawl | `WrenBot` | Continuously | Each resource is fetched again about every 60\u00a0days. |"},
		"de": {"| Web-Crawl | `WrenBot` | fortlaufend | Jede Ressource wird etwa alle 60\u00a0Tage erneut abgerufen. |"},
		"fr": {"| Exploration du Web | `WrenBot` | En continu | Chaque élément est récupéré de nouveau environ tous les 60\u00a0jours. |"},
		"pl": {"| Przeszukiwanie sieci | `WrenBot` | w sposób ciągły | Każdy zasób jest pobierany ponownie mniej więcej co 60\u00a0dni. |"},
	})
	checkPageLacks(t, about, map[string][]string{
		"en": {"at most once"}, "de": {"höchstens einmal"}, "fr": {"au plus une fois"}, "pl": {"najwyżej raz"},
	})
	checkPageLines(t, buildTestdata(t, "trial25a"), map[string][]string{
		"en": {"Each resource is fetched at most once every 60\u00a0days."},
	})
}

// TestRemovalAfterOptOutScope (F-04): the removal after an opt-out names no "service" the
// policy does not state; what it covers, and what an opt-out leaves unchanged, are stated where
// the policy says so, in every language.
func TestRemovalAfterOptOutScope(t *testing.T) {
	plain := buildTestdata(t, "trial25a")
	checkPageLines(t, plain, map[string][]string{
		"en": {"- Within 30\u00a0days of a site opting out, what was collected from it is removed.\n"},
		"de": {"- Widersprechen Sie der Erfassung Ihrer Website (Opt-out), wird das dort Gesammelte innerhalb von 30\u00a0Tagen entfernt.\n"},
		"fr": {"- Après l’opposition d’un site, les données collectées sur celui-ci sont supprimées dans un délai de 30\u00a0jours.\n"},
		"pl": {"- Jeśli administrator serwisu zgłosi sprzeciw, zebrane z serwisu dane usuwamy w ciągu 30\u00a0dni.\n"},
	})
	checkPageLacks(t, plain, map[string][]string{
		"en": {"service"}, "de": {"Angebot des Betreibers"}, "fr": {"service de l’exploitant"}, "pl": {"usługi"},
	})
	scoped := buildTestdata(t, "trial25a", [2]string{"removed_after_opt_out = \"30d\"\n",
		"removed_after_opt_out = \"30d\"\nopt_out_removed_from = [\"service\", \"unreleased-datasets\"]\nopt_out_unchanged = [\"released-datasets\", \"trained-models\"]\n"})
	checkPageLines(t, scoped, map[string][]string{
		"en": {
			"- Within 30\u00a0days of a site opting out, what was collected from it is removed from the operator’s service and from datasets not yet released.\n",
			"- An opt-out does not affect datasets already released and models already trained.\n",
		},
		"de": {
			"- Widersprechen Sie der Erfassung Ihrer Website (Opt-out), wird das dort Gesammelte innerhalb von 30\u00a0Tagen aus dem Angebot des Betreibers und aus noch nicht veröffentlichten Datensätzen entfernt.\n",
			"- Ein Widerspruch gegen die Erfassung (Opt-out) wirkt sich nicht auf bereits veröffentlichte Datensätze und bereits trainierte Modelle aus.\n",
		},
		"fr": {
			"- Après l’opposition d’un site, les données collectées sur celui-ci sont retirées du service de l’exploitant et des jeux de données non encore publiés dans un délai de 30\u00a0jours.\n",
			"- Une opposition est sans effet sur les jeux de données déjà publiés et les modèles déjà entraînés.\n",
		},
		"pl": {
			"- Jeśli administrator serwisu zgłosi sprzeciw, zebrane z serwisu dane usuwamy z naszej usługi i z nieopublikowanych jeszcze zbiorów danych w ciągu 30\u00a0dni.\n",
			"- Sprzeciw pozostaje bez wpływu na opublikowane już zbiory danych i wytrenowane już modele.\n",
		},
	})
}

// TestTrial25Sentences (F-08 to F-11): no sentence the operator did not ask for. F-08: an agent's
// AIPREF purpose implies no other purposes ("for any purpose", not "not only for this one");
// F-09: the JAFAR files are in the draft's format, with no claim about which operators use it;
// F-10: a title that names one crawler is quoted as a name in ips.json's notes; F-11: French does not call Web Bot Auth a standard («\u202fnorme\u202f»).
func TestTrial25Sentences(t *testing.T) {
	res := buildTestdata(t, "trial25a")
	checkPageLines(t, res, map[string][]string{
		"en": {
			"A robots.txt group that blocks `WrenBot` stops this crawler from fetching your pages for any purpose.\n",
			"- [ips.json](../ips.json) – the IP addresses, in the JSON format of the IETF draft “JAFAR”\n",
		},
		"de": {"- [ips.json](../ips.json) – die IP-Adressen im JSON-Format des IETF-Entwurfs „JAFAR“\n"},
		"fr": {
			"- [ips.json](../ips.json) – les adresses IP, au format JSON du projet de spécification IETF «\u202fJAFAR\u202f»\n",
			"Le robot signe ses requêtes selon le mécanisme HTTP Message Signatures (RFC\u00a09421, Web Bot Auth), avec la clé indiquée ci-dessous.",
		},
		"pl": {"- [ips.json](../ips.json) – adresy IP w formacie JSON opisanym w projekcie IETF „JAFAR”\n"},
	})
	checkPageLacks(t, res, map[string][]string{
		"en": {"not only for this one", "major crawler operators"},
		"de": {"große Crawler-Betreiber"},
		"fr": {"la norme HTTP", "exploitants de robots pour les publier"},
		"pl": {"duzi operatorzy"},
	})
	if notes := string(res.Files["ips.json"]); !strings.Contains(notes, "IP addresses of “Wrenfield Labs crawler”, operated by") {
		t.Errorf("ips.json's notes do not quote the title:\n%s", notes)
	}
	if llms := string(res.Files["llms.txt"]); strings.Contains(llms, "major crawler operators") {
		t.Errorf("llms.txt still claims which operators use JAFAR:\n%s", llms)
	}
}
