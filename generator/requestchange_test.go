package generator

import (
	"os"
	"strings"
	"testing"
)

// TestRequestChangeConsequence: a change of the slowest rate a site can ask for, of the time
// within which a request is carried out, or of the time within which an answer is promised, says what changes for webmasters and which way, not
// "This changes how webmasters reach the operator or what they can ask for" (review15 de 2,
// fr 31), in every language.
func TestRequestChangeConsequence(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name               string
		oldEdits, newEdits [][2]string
		ptr                string
		want               map[string]string
	}{
		{"slowest rate longer", nil, [][2]string{{"min_interval = \"60s\"", "min_interval = \"120s\""}}, "/contact/requests/2/min_interval", map[string]string{
			"en": "Webmasters can now ask for a slower rate than before.",
			"de": "Auf Anfrage lässt sich der Crawler nun stärker drosseln als bisher.",
			"fr": "Les webmestres peuvent désormais demander un rythme plus lent qu’auparavant.",
			"pl": "Administratorzy serwisów mogą odtąd prosić o wolniejsze tempo niż dotychczas.",
		}},
		{"slowest rate shorter", nil, [][2]string{{"min_interval = \"60s\"", "min_interval = \"20s\""}}, "/contact/requests/2/min_interval", map[string]string{
			"en": "Webmasters can no longer ask for a rate as slow as before.",
			"de": "Auf Anfrage lässt sich der Crawler nicht mehr so stark drosseln wie bisher.",
			"fr": "Les webmestres ne peuvent plus demander un rythme aussi lent qu’auparavant.",
			"pl": "Administratorzy serwisów nie mogą już prosić o tak wolne tempo jak dotychczas.",
		}},
		{"slowest rate stated", [][2]string{{"kind = \"slower\"\n# The seed offers to adjust the pace and names no floor; the slowest rate offered is ours.\nmin_interval = \"60s\"", "kind = \"slower\""}}, nil, "/contact/requests/2/min_interval", map[string]string{
			"en": "The page now states how slow a rate webmasters can ask for.",
			"de": "Die Seite nennt nun die niedrigste Abrufrate, die Webmaster erbitten können.",
			"fr": "La page indique désormais le rythme le plus lent que les webmestres puissent demander.",
			"pl": "Strona podaje odtąd, o jak wolne tempo mogą poprosić administratorzy serwisów.",
		}},
		{"slowest rate no longer stated", nil, [][2]string{{"kind = \"slower\"\n# The seed offers to adjust the pace and names no floor; the slowest rate offered is ours.\nmin_interval = \"60s\"", "kind = \"slower\""}}, "/contact/requests/2/min_interval", map[string]string{
			"en": "The page no longer states how slow a rate webmasters can ask for.",
			"de": "Die Seite nennt nicht mehr die niedrigste Abrufrate, die Webmaster erbitten können.",
			"fr": "La page ne précise plus le rythme le plus lent que les webmestres puissent demander.",
			"pl": "Strona nie podaje już, o jak wolne tempo mogą poprosić administratorzy serwisów.",
		}},
		{"time to carry out longer", nil, [][2]string{{"within_working_days = 2", "within_working_days = 5"}}, "/contact/requests/0/within_working_days", map[string]string{
			"en": "A site’s request will now take longer to be carried out.",
			"de": "Dieses Anliegen wird nun innerhalb einer längeren Frist umgesetzt.",
			"fr": "Cette demande sera désormais mise en œuvre dans un délai plus long.",
			"pl": "Prośby będą odtąd realizowane w dłuższym terminie.",
		}},
		{"time to carry out shorter", nil, [][2]string{{"within_working_days = 2", "within_working_days = 1"}}, "/contact/requests/0/within_working_days", map[string]string{
			"en": "A site’s request will now be carried out sooner.",
			"de": "Dieses Anliegen wird nun innerhalb einer kürzeren Frist umgesetzt.",
			"fr": "Cette demande sera désormais mise en œuvre dans un délai plus court.",
			"pl": "Prośby będą odtąd realizowane w krótszym terminie.",
		}},
		{"time to carry out stated", [][2]string{{"kind = \"stop\"\nwithin_working_days = 2", "kind = \"stop\""}}, nil, "/contact/requests/0/within_working_days", map[string]string{
			"en": "The page now states how soon a site’s request is carried out.",
			"de": "Die Seite nennt nun die Frist, in der dieses Anliegen umgesetzt wird.",
			"fr": "La page indique désormais le délai de mise en œuvre de cette demande.",
			"pl": "Strona podaje odtąd termin realizacji prośby.",
		}},
		{"time to carry out no longer stated", nil, [][2]string{{"kind = \"stop\"\nwithin_working_days = 2", "kind = \"stop\""}}, "/contact/requests/0/within_working_days", map[string]string{
			"en": "The page no longer states how soon a site’s request is carried out.",
			"de": "Die Seite nennt nicht mehr die Frist, in der dieses Anliegen umgesetzt wird.",
			"fr": "La page ne précise plus le délai de mise en œuvre de cette demande.",
			"pl": "Strona nie podaje już terminu realizacji prośby.",
		}},
		{"time to answer longer", nil, [][2]string{{"response_working_days = 2", "response_working_days = 10"}}, "/contact/response_working_days", map[string]string{
			"en": "Webmasters may now have to wait longer for an answer.",
			"de": "Webmaster müssen daher unter Umständen länger auf eine Antwort warten.",
			"fr": "Les webmestres risquent désormais d’attendre plus longtemps une réponse.",
			"pl": "Odpowiedź może więc nadejść później niż dotychczas.",
		}},
		{"time to answer shorter", [][2]string{{"response_working_days = 2", "response_working_days = 10"}}, nil, "/contact/response_working_days", map[string]string{
			"en": "Webmasters are now promised an answer sooner.",
			"de": "Webmastern wird damit eine schnellere Antwort zugesagt.",
			"fr": "Le délai de réponse annoncé aux webmestres est désormais plus court.",
			"pl": "Na odpowiedź trzeba więc będzie czekać krócej.",
		}},
		{"time to answer stated", [][2]string{{"response_working_days = 2\n", ""}}, nil, "/contact/response_working_days", map[string]string{
			"en": "The page now states how soon webmasters can expect an answer.",
			"de": "Die Seite nennt nun die Frist, in der Webmaster eine Antwort erhalten.",
			"fr": "La page indique désormais le délai de réponse aux webmestres.",
			"pl": "Strona podaje odtąd termin, w jakim administratorzy serwisów otrzymują odpowiedź.",
		}},
		{"time to answer no longer stated", nil, [][2]string{{"response_working_days = 2\n", ""}}, "/contact/response_working_days", map[string]string{
			"en": "The page no longer states how soon webmasters can expect an answer.",
			"de": "Die Seite nennt nicht mehr die Frist, in der Webmaster eine Antwort erhalten.",
			"fr": "La page ne précise plus le délai de réponse aux webmestres.",
			"pl": "Strona nie podaje już terminu, w jakim administratorzy serwisów otrzymują odpowiedź.",
		}},
	}
	for _, tt := range tests {
		for _, lang := range []string{"en", "de", "fr", "pl"} {
			var said []string
			found := false
			for _, c := range reviewPair(t, msgs, "../examples/gmina-bot", tt.oldEdits, tt.newEdits, lang) {
				said = append(said, c.Pointer+": "+c.Sentence)
				if c.Pointer == tt.ptr {
					found = true
					if !strings.HasSuffix(c.Sentence, " "+tt.want[lang]) {
						t.Errorf("%s (%s): %s\ndoes not end in\n%s", tt.name, lang, c.Sentence, tt.want[lang])
					}
				}
			}
			if !found {
				t.Errorf("%s (%s): no change at %s; the review says:\n%s", tt.name, lang, tt.ptr, strings.Join(said, "\n"))
			}
		}
	}
}
