package generator

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestFrenchReview28Wording (French review 28, /work/notes/s26/review28-fr.md): the exact French
// sentences the native editor asked for, each failed before except F8's, which pins a decision.
//   - F1 (MEANING), F2: the Signature-Agent check names the value to compare, {{.Value}}, not
//     « cette adresse », which pointed back to the key directory's full URL; « une signature
//     portant l’étiquette », « l’entrée de l’en-tête », « mentionne le composant », « couvre ce
//     composant ».
//   - F3: an occasion's kind said as what its label names, « Précision apportée au calendrier :
//     « … » désigne des jours, et non un événement ou une période » (was « une circonstance de
//     type « jour » »).
//   - F4: the terms of use in place of robots.txt said as what the crawler does on the sites of
//     the category (was « ces sites sont désormais régis par … »).
//   - F5: a moved page: the tools that fetch ips.json use the new address; the User-Agent
//     strings that point to the page may need updating (was one « et » that joined them as
//     objects of « récupèrent », and strings that « utiliser » an address).
//   - F6: « à quelque fin que ce soit » (was « quelle qu’en soit la finalité », where « en »
//     pointed to « vos pages »).
//   - F7: « aux robots que nomme ce groupe » (was « qu’il nomme », « il » read as the snippet).
//   - F8: not changed in round 28, pinned: a quantity with its unit stayed in digits after « de »,
//     « un minimum absolu de 1 seconde » (round 27, F14); since French review 31, F2, one unit
//     right after a preposition is in letters, « un minimum absolu d’une seconde »
//     (TestFrenchReview31Wording).
//   - F9: a request's time limit said of the request, « l’arrêt de toute collecte sur votre site
//     (délai de mise en œuvre : 2 jours ouvrés) » (was « …, sous 2 jours ouvrés », read as a
//     limit on asking).
//   - F10: gazette-bot's own text: « édité par un entrepreneur individuel, Jean Exemple » (an
//     entreprise individuelle has no owner apart from its entrepreneur).
//   - F11: « HTTP 403 », « code 4xx » bound with a no-break space, as « RFC 9309 » is.
func TestFrenchReview28Wording(t *testing.T) {
	const nb, nn = "\u00a0", "\u202f"

	// F1, F2: the Signature-Agent header, on the page of a single crawler.
	const (
		v   = "`https://crawler.wrenfield.example`"
		dir = "`https://crawler.wrenfield.example/.well-known/http-message-signatures-directory`"
		ex  = "`Signature-Agent: sig1=\"https://crawler.wrenfield.example\"`"
		c   = "`\"signature-agent\";key=\"sig1\"`"
	)
	checkPageLines(t, buildTestdata(t, "trial25", [2]string{"promises = [\"public-content-only\"", "signature_agent = \"https://crawler.wrenfield.example\"\npromises = [\"public-content-only\""}), map[string][]string{"fr": {
		"Chaque requête signée porte en outre l’en-tête `Signature-Agent`, qui indique où trouver l’annuaire de clés" + nn + ": " + v + " (adresse complète de l’annuaire" + nn + ": " + dir + "). Pour une signature portant l’étiquette `sig1`, cet en-tête s’écrit " + ex + " et `Signature-Input` mentionne le composant " + c + ". Assurez-vous que l’entrée de l’en-tête correspondant à l’étiquette de la signature contient exactement " + v + " et que la signature couvre ce composant.\n",
	}})

	// The diff's sentences, as testdata/review/fr.txt lists them (reviewCaseSentences: fxen26_test.go).
	for _, c := range []struct {
		name string
		want []string
	}{
		// F4
		{"robots.txt no longer read", []string{
			"Modification pour la catégorie «" + nn + "Systèmes d’information des conseils sans API (pages web)" + nn + "»" + nn + ": le fichier robots.txt n’est plus lu. L’exploration devient moins respectueuse des sites. Ce changement doit être validé avant publication.",
			"Modification pour la catégorie «" + nn + "Systèmes d’information des conseils sans API (pages web)" + nn + "»" + nn + ": sur les sites de cette catégorie, le fichier robots.txt n’est plus lu" + nn + "; le robot respecte désormais leurs conditions d’utilisation. L’exploration pourrait devenir moins respectueuse des sites. Ce changement doit être validé avant publication.",
		}},
		// F5
		// (the second clause as French review 29, F7, worded it: fxfr30_test.go)
		{"published elsewhere", []string{"Modification" + nn + ": l’adresse à laquelle les règles d’exploration sont publiées (jusqu’à présent" + nn + ": «" + nn + "https://civic.example/crawler/" + nn + "»" + nn + "; désormais" + nn + ": «" + nn + "https://crawler.civic.example/" + nn + "»). Les outils de vérification qui récupèrent ips.json devront peut-être utiliser la nouvelle adresse" + nn + "; les chaînes User-Agent du robot qui renvoient à la page des règles d’exploration changeront peut-être aussi" + nn + ": vérifiez les filtres qui s’appuient sur elles."}},
		// F11
		{"pause longer", []string{"Modification pour la pause déclenchée par l’événement «" + nn + "5" + nb + "tentatives échouées ou réponses HTTP" + nb + "429 (Too Many Requests) au cours d’une même synchronisation" + nn + "»" + nn + ": la durée de la pause (jusqu’à présent" + nn + ": 1" + nb + "minute" + nn + "; désormais" + nn + ": 5" + nb + "minutes). L’exploration devient plus respectueuse des sites."}},
	} {
		var got []string
		for _, line := range reviewCaseSentences(t, "fr", c.name) {
			// "pointer | class | sentence", as testdata/review/fr.txt lists it.
			got = append(got, line[strings.LastIndex(line, " | ")+len(" | "):])
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}

	// F3: civic-ingestor's session days said to be days, as its history does.
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old, new := reviewBase(t), reviewBase(t)
	for i := range old.Occasions {
		if old.Occasions[i].ID == "session-days" {
			old.Occasions[i].Kind = ""
		}
	}
	checkReviewLines(t, "fr occasion kind", reviewSentencesOf(t, msgs, old, new, "fr"), []string{
		"/occasions/session-days/kind | wording | Précision apportée au calendrier" + nn + ": «" + nn + "les jours de séance et la veille" + nn + "» désigne des journées entières, et non les seules heures pendant lesquelles l’événement a lieu. Les valeurs fixées par les règles restent les mêmes\u202f; si la nouvelle formulation en modifie le sens, c’est elle qui fait foi.",
	})

	ls := localizers(t)
	checkMessages(t, ls, "fr", []messageCase{
		// F1, F2: the same check where the page names several crawlers.
		{"signatures.signature_agent_of", 0, []any{"Agent", plain("A"), "Header", plain("H"), "Value", plain("V"), "Directory", plain("D"), "Label", plain("L"), "Example", plain("E"), "SignatureInput", plain("S"), "Component", plain("C")},
			"Chaque requête que A signe porte en outre l’en-tête H, qui indique où trouver l’annuaire de clés" + nn + ": V (adresse complète de l’annuaire" + nn + ": D). Pour une signature portant l’étiquette L, cet en-tête s’écrit E et S mentionne le composant C. Assurez-vous que l’entrée de l’en-tête correspondant à l’étiquette de la signature contient exactement V et que la signature couvre ce composant."},
		// F3
		{"diff.occasion_kind.event", 0, []any{"Label", plain("L")}, "Précision apportée au calendrier" + nn + ": «" + nn + "L" + nn + "» ne désigne que les heures pendant lesquelles l’événement a lieu, et non des journées entières."},
		// F4: the reverse.
		{"diff.state.terms_of_use.robots_instead", 0, nil, "sur les sites de cette catégorie, le fichier robots.txt est désormais lu et respecté, à la place de leurs conditions d’utilisation"},
		// F6
		{"aipref.train-ai", 0, []any{"Category", plain("`train-ai`"), "Token", plain("`X`")}, "Dans le vocabulaire AIPREF de l’IETF, sa finalité est `train-ai`" + nn + ": il récupère des pages pour entraîner des modèles d’IA. Un groupe de robots.txt qui bloque `X` empêche ce robot de récupérer vos pages, à quelque fin que ce soit."},
		// F9: one working day, and the count's form for a million.
		{"request.within_working_days", 1, []any{"Request", plain("l’arrêt")}, "l’arrêt (délai de mise en œuvre" + nn + ": 1" + nb + "jour ouvré)"},
		{"request.within_working_days", 1000000, []any{"Request", plain("l’arrêt")}, "l’arrêt (délai de mise en œuvre" + nn + ": 1" + nn + "000" + nn + "000" + nb + "de jours ouvrés)"},
	})
	// F7: every form of the placement.
	for _, n := range []int{1, 2, 1000000} {
		if got := ls["fr"].n("placement.above-first-user-agent", count(n, "")).Plain(); !strings.HasSuffix(got, " Si ce dernier groupe ne contenait encore aucune règle, les règles de l’extrait s’appliqueraient aussi aux robots que nomme ce groupe.") {
			t.Errorf("placement.above-first-user-agent (%d): got %q, want it to end in « …aux robots que nomme ce groupe. »", n, got)
		}
	}

	// F6, F7 on a page.
	checkPageLines(t, buildExample(t, "search-engine"), map[string][]string{"fr": {
		"- Dans le vocabulaire AIPREF de l’IETF, sa finalité est `search`" + nn + ": il récupère des pages pour un moteur de recherche. Un groupe de robots.txt qui bloque `NordsucheBot` empêche ce robot de récupérer vos pages, à quelque fin que ce soit.\n",
		"les règles de l’extrait s’appliqueraient aussi aux robots que nomme ce groupe.",
	}})
	// F8 (review 31, F2), F11.
	civic := buildExample(t, "civic-ingestor")
	checkPageLines(t, civic, map[string][]string{"fr": {
		"avec un minimum absolu d’une seconde.\n",
		"un même site peut recevoir des requêtes espacées de moins d’une seconde.\n",
	}})
	// F9
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"fr": {
		"- l’arrêt de toute collecte sur votre site (délai de mise en œuvre" + nn + ": 2" + nb + "jours ouvrés)\n",
	}})
	checkPageLines(t, buildTestdata(t, "trial23",
		[2]string{"topics = [\"questions\", \"load\", \"slower-rate\", \"exclusion\"]\n", "optout_email = \"optout@jobloom.example\"\ntopics = [\"questions\", \"load\", \"slower-rate\"]\n"},
		[2]string{"within_working_days = 2\n", "within_working_days = 2\n\n[[contact.requests]]\nkind = \"slower\"\n"}), map[string][]string{"fr": {
		"Pour demander l’arrêt de toute collecte sur votre site (délai de mise en œuvre" + nn + ": 2" + nb + "jours ouvrés), écrivez à [`optout@jobloom.example`](<mailto:optout@jobloom.example>).\n",
	}})
	// F10
	gazette := buildExample(t, "gazette-bot")
	checkPageLines(t, gazette, map[string][]string{"fr": {
		"Ce média est édité par un entrepreneur individuel, Jean Exemple, qui en est aussi le directeur de la publication.\n",
	}})

	// F11: no French page leaves « HTTP » or « code » apart from its status.
	loose := regexp.MustCompile(`(HTTP|codes?) [0-9{]`)
	for _, name := range examples {
		res := civic
		switch name {
		case "civic-ingestor":
		case "gazette-bot":
			res = gazette
		default:
			res = buildExample(t, name)
		}
		for _, file := range []string{"fr/index.md", "fr/index.html"} {
			if m := loose.FindAllString(string(res.Files[file]), 3); m != nil {
				t.Errorf("%s %s: %q with an ordinary space, want a no-break space", name, file, m)
			}
		}
	}
}
