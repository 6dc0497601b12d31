package generator

import (
	"os"
	"strings"
	"testing"
)

// TestBlocklistCoversStated (trial 29, F-09): a blocklist request that states what the blocklist
// holds (covers) and that an entry stays until the site asks for its removal (permanent) is
// worded so with the request, in the list of requests and in the short answer on blocking, in
// four languages. Before, the page asked for "your site to be added to the blocklist, so that it
// is no longer fetched" (the keys were unknown), the wrong unit for a scanner that blocks address
// ranges and host names, and the permanence was only in the operator's prose.
func TestBlocklistCoversStated(t *testing.T) {
	res := buildDirEdited(t, "../examples/link-preview", [][2]string{{"kind = \"blocklist\"\n", "kind = \"blocklist\"\ncovers = [\"ip-ranges\", \"host-names\"]\npermanent = true\nwithin_working_days = 2\n"}})
	want := map[string][]string{
		"en": {
			"- your IP address ranges (in CIDR notation) and host names to be added to the blocklist, so that no request is sent to them until you ask for them to be taken off the list, carried out within 2\u00a0working days\n",
			"– Write to [`robots@chat.example`](<mailto:robots@chat.example>) to have your IP address ranges (in CIDR notation) and host names added to the blocklist.\n",
		},
		"de": {
			"- die Aufnahme Ihrer IP-Adressbereiche (in CIDR-Notation) und Hostnamen in die Sperrliste, sodass an sie erst dann wieder Anfragen gesendet werden, wenn Sie die Einträge streichen lassen, umgesetzt innerhalb von 2\u00a0Arbeitstagen\n",
			": Schreiben Sie an [`robots@chat.example`](<mailto:robots@chat.example>), damit Ihre IP-Adressbereiche (in CIDR-Notation) und Hostnamen auf die Sperrliste gesetzt werden.\n",
		},
		"fr": {
			"- l’inscription de vos plages d’adresses IP (en notation CIDR) et noms d’hôte sur la liste de blocage, afin qu’aucune requête ne leur soit plus adressée tant que vous n’en demandez pas le retrait (délai de mise en œuvre\u202f: 2\u00a0jours ouvrés)\n",
			"– écrivez à [`robots@chat.example`](<mailto:robots@chat.example>) pour faire inscrire vos plages d’adresses IP (en notation CIDR) et noms d’hôte sur la liste de blocage.\n",
		},
		"pl": {
			"- wpisanie Państwa zakresów adresów IP (w notacji CIDR) i nazw hostów na listę wykluczeń, tak aby nie wysyłano do nich żadnych żądań, dopóki nie poproszą Państwo o usunięcie wpisów (realizacja w ciągu 2\u00a0dni roboczych)\n",
			"– aby poprosić o wpisanie Państwa zakresów adresów IP (w notacji CIDR) i nazw hostów na listę wykluczeń, należy napisać na adres [`robots@chat.example`](<mailto:robots@chat.example>).\n",
		},
	}
	for lang, ws := range want {
		md := string(res.Files[lang+"/index.md"])
		for _, w := range ws {
			if !strings.Contains(md, w) {
				t.Errorf("%s: the page does not say\n%q", lang, w)
			}
		}
	}
	// Each alone: the site kept for "permanent", "so that … any more" for covers without it, in
	// the web form's short answer too.
	res = buildDirEdited(t, "../examples/link-preview", [][2]string{{"kind = \"blocklist\"\n", "kind = \"blocklist\"\npermanent = true\n"}})
	if w := "- your site to be added to the blocklist, so that it is not fetched again until you ask for it to be taken off the list\n"; !strings.Contains(string(res.Files["en/index.md"]), w) {
		t.Errorf("permanent alone: the page does not say\n%q", w)
	}
	res = buildDirEdited(t, "../examples/link-preview", [][2]string{
		{"kind = \"blocklist\"\n", "kind = \"blocklist\"\ncovers = [\"host-names\"]\nvia = [\"form\"]\n"},
		{"email = \"robots@chat.example\"\n", "email = \"robots@chat.example\"\nform = \"https://chat.example/optout\"\n"},
	})
	if w := "– Use the web form at [`https://chat.example/optout`](<https://chat.example/optout>) to ask for your host names to be added to the blocklist, so that no request is sent to them any more.\n"; !strings.Contains(string(res.Files["en/index.md"]), w) {
		t.Errorf("covers alone, in the form: the page does not say\n%q", w)
	}
}

// TestBlocklistCoversReview: the review of a change names the request with what the blocklist
// holds, quotes an added value as the page words it (Polish in the nominative, not the genitive
// of the request's sentence), and says a permanence added as what now holds.
func TestBlocklistCoversReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	old := [][2]string{{"kind = \"blocklist\"\n", "kind = \"blocklist\"\ncovers = [\"ip-ranges\"]\n"}}
	new := [][2]string{{"kind = \"blocklist\"\n", "kind = \"blocklist\"\ncovers = [\"ip-ranges\", \"host-names\"]\npermanent = true\n"}}
	want := map[string]map[string]string{
		"en": {
			"/contact/requests/0/covers/1":  "Added for the request “your IP address ranges (in CIDR notation) and host names to be added to the blocklist, so that no request is sent to them until you ask for them to be taken off the list”: what can be put on the blocklist (“host names”).",
			"/contact/requests/0/permanent": "Changed for the request “your IP address ranges (in CIDR notation) and host names to be added to the blocklist, so that no request is sent to them until you ask for them to be taken off the list”: an entry now stays on the blocklist until the site asks for it to be removed.",
		},
		"de": {"/contact/requests/0/permanent": ": Ein Eintrag bleibt nun in der Sperrliste, bis der Website-Betreiber um seine Streichung bittet."},
		"fr": {"/contact/requests/0/covers/1": "\u202f: ce que contient la liste de blocage («\u202fnoms d’hôte\u202f»)."},
		"pl": {"/contact/requests/0/covers/1": " informację o tym, co można wpisać na listę wykluczeń: „nazwy hostów”."},
	}
	for lang, byPtr := range want {
		got := map[string]string{}
		for _, c := range reviewPair(t, msgs, "../examples/link-preview", old, new, lang) {
			got[c.Pointer] = c.Sentence
		}
		for ptr, w := range byPtr {
			if !strings.Contains(got[ptr], w) {
				t.Errorf("%s %s: review says\n%s\nwant it to hold\n%s", lang, ptr, got[ptr], w)
			}
		}
	}
}
