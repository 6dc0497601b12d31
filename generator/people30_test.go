package generator

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// peopleWithEmail gives gazette-bot's owner an address of their own and adds a data protection
// officer and a press office published by their mailboxes alone (new-user trial 28, F-09; trial
// 27, F-04: the DPO's e-mail that GDPR Art. 37(7) asks to publish, and a press office, could only
// be plain text in prose).
var peopleWithEmail = [][2]string{{
	"gender = \"male\"\n",
	"gender = \"male\"\nemail = \"jean@gazette.example\"\n\n" +
		"[[operator.people]]\nroles = [\"data-protection-officer\"]\nemail = \"dpo@gazette.example\"\n\n" +
		"[[operator.people]]\nroles = [\"press-office\"]\nemail = \"presse@gazette.example\"\n",
}}

// TestPeopleEmail: operator.people[].email is stated as a mailto link after the roles, and a
// role given by its mailbox alone opens its line, in every language; policy.json carries it.
// Failed before: unknown key "email" in operator.people.
func TestPeopleEmail(t *testing.T) {
	res := buildDirEdited(t, "../examples/gazette-bot", peopleWithEmail)
	want := map[string][]string{
		"en": {"- Jean Exemple: owner and director of publication; e-mail: [`jean@gazette.example`](<mailto:jean@gazette.example>)\n",
			"- Data protection officer: [`dpo@gazette.example`](<mailto:dpo@gazette.example>)\n",
			"- Press office: [`presse@gazette.example`](<mailto:presse@gazette.example>)\n"},
		"de": {"- Jean Exemple: Inhaber und presserechtlich Verantwortlicher (directeur de la publication); E-Mail: [`jean@gazette.example`](<mailto:jean@gazette.example>)\n",
			"- Datenschutzbeauftragte/-r: [`dpo@gazette.example`](<mailto:dpo@gazette.example>)\n",
			"- Pressestelle: [`presse@gazette.example`](<mailto:presse@gazette.example>)\n"},
		"fr": {"- Jean Exemple\u202f: propriétaire et directeur de la publication\u202f; courriel\u202f: [`jean@gazette.example`](<mailto:jean@gazette.example>)\n",
			"- Délégué à la protection des données (DPO)\u202f: [`dpo@gazette.example`](<mailto:dpo@gazette.example>)\n",
			"- Service de presse\u202f: [`presse@gazette.example`](<mailto:presse@gazette.example>)\n"},
		"pl": {"- Jean Exemple: właściciel i dyrektor publikacji; e-mail: [`jean@gazette.example`](<mailto:jean@gazette.example>)\n",
			"- Inspektor ochrony danych: [`dpo@gazette.example`](<mailto:dpo@gazette.example>)\n",
			"- Biuro prasowe: [`presse@gazette.example`](<mailto:presse@gazette.example>)\n"},
	}
	for lang, lines := range want {
		md := string(res.Files[lang+"/index.md"])
		for _, l := range lines {
			if !strings.Contains(md, l) {
				t.Errorf("%s/index.md lacks\n%q", lang, l)
			}
		}
	}
	html := string(res.Files["en/index.html"])
	if !strings.Contains(html, `href="mailto:dpo@gazette.example"`) {
		t.Errorf("en/index.html has no mailto link to the DPO")
	}
	js := string(res.Files["policy.json"])
	for _, s := range []string{`"email": "jean@gazette.example"`, `"email": "dpo@gazette.example"`, `"press-office"`} {
		if !strings.Contains(js, s) {
			t.Errorf("policy.json lacks %s", s)
		}
	}
}

// TestPeopleEmailReview: in the review of changes, a person's own address changed says to write
// to the new address, one removed that the ways to reach the operator change, and a name added to
// an unchanged address that only who is named changes; a role given by its mailbox alone is
// paired with itself by its roles. Failed before: unknown key "email" in operator.people.
func TestPeopleEmailReview(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	changed := append(append([][2]string(nil), peopleWithEmail...),
		[2]string{"dpo@gazette.example", "privacy@gazette.example"},
		[2]string{"email = \"jean@gazette.example\"\n", ""},
		[2]string{"roles = [\"press-office\"]\n", "roles = [\"press-office\"]\nname = \"Claire Exemple\"\n"})
	// What each change means for webmasters, after the old and the new person in words.
	want := map[string][3]string{
		"en": {"“Jean Exemple: owner and director of publication”. This changes how webmasters can reach the operator or what they can ask for.",
			"“Data protection officer: privacy@gazette.example”. Webmasters should now write to the new address.",
			"“Claire Exemple: press office; e-mail: presse@gazette.example”. Only the page’s statement of who is responsible changes; the ways to reach the operator stay the same."},
		"de": {"„Jean Exemple: Inhaber und presserechtlich Verantwortlicher (directeur de la publication)“. Für Webmaster ändert sich dadurch, wie sie den Betreiber erreichen oder worum sie ihn bitten können.",
			"„Datenschutzbeauftragte/-r: privacy@gazette.example“. Webmaster erreichen den Betreiber nun unter der neuen Adresse.",
			"„Claire Exemple: Pressestelle; E-Mail: presse@gazette.example“. Es ändert sich nur die Angabe, wer verantwortlich ist; die Kontaktwege bleiben dieselben."},
		"fr": {"propriétaire et directeur de la publication\u202f»). Cette modification change la façon de joindre l’exploitant ou ce que les webmestres peuvent lui demander.",
			"(DPO)\u202f: privacy@gazette.example\u202f»). Les webmestres doivent désormais écrire à la nouvelle adresse.",
			"service de presse\u202f; courriel\u202f: presse@gazette.example\u202f»). Seule l’indication des personnes responsables change\u202f; les moyens de joindre l’exploitant restent les mêmes."},
		"pl": {"„Jean Exemple: właściciel i dyrektor publikacji”. Zmienia się sposób kontaktu z nami lub to, o co administratorzy serwisów mogą nas poprosić.",
			"„Inspektor ochrony danych: privacy@gazette.example”. Wiadomości do nas należy odtąd wysyłać na nowy adres.",
			"„Claire Exemple: biuro prasowe; e-mail: presse@gazette.example”. Zmienia się tylko informacja o osobach odpowiedzialnych; sposoby kontaktu z nami pozostają bez zmian."},
	}
	for lang, ends := range want {
		got := map[string]string{}
		for _, c := range reviewPair(t, msgs, "../examples/gazette-bot", peopleWithEmail, changed, lang) {
			got[c.Pointer] = string(c.Class) + " " + c.Sentence
		}
		for i, end := range ends {
			ptr := fmt.Sprintf("/operator/people/%d", i)
			if g := got[ptr]; !strings.HasPrefix(g, "contact ") || !strings.HasSuffix(g, end) {
				t.Errorf("%s %s: the review says\n%q\nwant class contact, ending\n%q", lang, ptr, g, end)
			}
		}
	}
}
