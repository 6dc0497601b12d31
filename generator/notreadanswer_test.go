package generator

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestNotReadAnswerGivesReason (English editor's review 16, SHOULD 7): the answer "At a glance"
// on blocking a crawler that does not obey robots.txt states the reason its policy gives
// (agents.*.not_read_because), in every language, instead of sending the reader to the crawler's
// description; the reason is the one the description states.
func TestNotReadAnswerGivesReason(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, reason := range []string{"user-request", "legal-mandate", "site-owner-switch", "terms-of-service"} {
		res := buildSmallestEdited(t, nil, "robots_txt = \"not-read\"\nnot_read_because = \""+reason+"\"\n")
		for _, lang := range []string{"en", "de", "fr", "pl"} {
			page := string(res.Files[lang+"/index.md"])
			l := newLocalizer(msgs, lang, new([]string))
			// The description's reason: what follows the colon of agent.not_read_because.
			desc := l.t("agent.not_read_because." + reason).Plain()
			_, why, ok := strings.Cut(desc, ":")
			if !ok && lang == "en" {
				// English gives the reason first, in a clause without a colon ("It fetches under
				// a legal mandate and does not obey robots.txt."; English editor's review 20, A7):
				// the reason is the longest part of that clause without its pronoun "it"/"its".
				clause := regexp.MustCompile(`,? and does not obey|; it does not obey`).Split(desc, 2)[0]
				why = ""
				for _, part := range regexp.MustCompile(`\b[Ii]ts?\b`).Split(clause, -1) {
					if len(strings.TrimSpace(part)) > len(why) {
						why = strings.TrimSpace(part)
					}
				}
				ok = why != ""
			}
			if lang == "de" {
				// German gives the reason in a clause of "da" in the description ("Er befolgt die
				// Regeln der robots.txt nicht, da er Seiten im Rahmen eines gesetzlichen Auftrags
				// abruft.") and first in the answer ("… ruft Seiten im Rahmen eines gesetzlichen
				// Auftrags ab; er befolgt die robots.txt nicht …"; German editor's review 22, P1,
				// P8): the verb moves, the words of the reason are in both.
				why = map[string]string{
					"user-request":      "die eine Person angefordert hat",
					"legal-mandate":     "im Rahmen eines gesetzlichen Auftrags",
					"site-owner-switch": "in ihren Einstellungen selbst ein- oder aus",
					"terms-of-service":  "mit dem Betreiber der Website getroffene",
				}[reason]
				if !strings.Contains(desc, why) {
					t.Errorf("de: agent.not_read_because.%s lacks its reason %q: %q", reason, why, desc)
				}
				ok = true
			}
			if !ok {
				t.Fatalf("%s: agent.not_read_because.%s has no colon: %q", lang, reason, desc)
			}
			// The answer may put the reason in its own sentence ("X agit au titre d’une mission
			// légale et n’applique donc pas…", French editor's review 20): what it must hold is the
			// reason without its subject pronoun and full stop, in any letter case.
			why = strings.TrimSuffix(strings.TrimSpace(why), ".")
			if _, rest, ok := strings.Cut(why, " "); ok && lang == "fr" {
				why = rest
			}
			why = strings.ToLower(why)
			_, glance, _ := strings.Cut(page, "\n## ")
			glance, _, _ = strings.Cut(glance, "\n## ")
			var answer string
			for _, line := range strings.Split(glance, "\n") {
				if strings.Contains(line, "robots.txt") && strings.HasPrefix(line, "- [") {
					answer = line
				}
			}
			if answer == "" {
				t.Errorf("%s, %s: no answer on blocking that names robots.txt:\n%s", reason, lang, glance)
				continue
			}
			if !strings.Contains(strings.ToLower(answer), why) {
				t.Errorf("%s, %s: the answer does not state the reason %q:\n%s", reason, lang, why, answer)
			}
			for _, pointer := range []string{"description", "Beschreibung", "présentation", "opisie"} {
				if strings.Contains(answer, pointer) {
					t.Errorf("%s, %s: the answer points to the description (%q) instead of giving the reason:\n%s", reason, lang, pointer, answer)
				}
			}
		}
	}
}
