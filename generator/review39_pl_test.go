package generator

import (
	"testing"
	"time"
)

// The Polish editor's review 39 (/work/notes/s35/review39-pl.md): the exact Polish sentences, each
// with the finding it answers. Each case failed before.
//
//   - F1 (MEANING): robots.txt replacing the terms of use is read and obeyed now, and only the terms
//     of use were followed before; the terms are not said to be dropped.
//   - F2: a retry schedule with a repeating interval: „co najmniej” covers every wait, the waits
//     are joined with „i” (format.retry_delays_then_list = "and"), then „, a następnie co …”.
//   - F3: the event of a failed request is „nieudane żądanie”, not „nieudana próba”.
//   - F4: the grammatical gender of this person's job titles, with why the page states it, and the
//     value as „rodzaj męski”/„rodzaj żeński”.
//   - F5: „lista wykluczeń”, not „lista blokad” (a list of blocking events).
//   - F7: what is interrupted and lasts is the ongoing „wczytywanie” of a page.
//   - F9: „To, że żądanie rzeczywiście pochodzi od …, potwierdza podpis żądania”, as the other
//     sentences of verification say it.
//   - F10: the note on when the other User-Agent is used, named as such.
//   - F11: whole days as against the time of the event itself, not „wydarzenia lub okresu”.
//   - F12: „to, czy …” as the sibling yes-or-no fields.
//   - F13: the period at whose end the retention period starts, without „od którego zakończenia”.
func TestReview39plWording(t *testing.T) {
	ls := localizers(t)
	list := func(conj string, ds ...time.Duration) durationListArg {
		l := durationListArg{conj: conj}
		for _, d := range ds {
			l.items = append(l.items, dur(d, ""))
		}
		return l
	}
	const day = 24 * time.Hour
	checkMessages(t, ls, "pl", []messageCase{
		// F1
		{"diff.state.terms_of_use.robots_instead", 0, nil, "plik robots.txt jest teraz odczytywany i przestrzegany; dotychczas robot kierował się wyłącznie warunkami korzystania z tych serwisów"},
		// F2
		{"retry.delays_then", 0, []any{"Delays", list("and", 15*time.Minute, time.Hour, 6*time.Hour, 24*time.Hour, 3*day), "Then", dur(7*day, "")}, "Nieudane pobranie jest ponawiane kolejno po upływie co najmniej 15\u00a0minut, 1\u00a0godziny, 6\u00a0godzin, 24\u00a0godzin i 3\u00a0dni, a następnie co 7\u00a0dni."},
		// F3
		{"condition.failed-attempt", 0, nil, "nieudane żądanie"},
		// F4
		{"diff.field_item.person_gender", 0, nil, "informację o rodzaju gramatycznym nazw jej funkcji (potrzebną w językach, w których nazwy funkcji mają formę męską i żeńską)"},
		{"diff.field.person_gender", 0, nil, "rodzaj gramatyczny nazw jej funkcji (potrzebny w językach, w których nazwy funkcji mają formę męską i żeńską)"},
		{"gender.male", 0, nil, "rodzaj męski"},
		{"gender.female", 0, nil, "rodzaj żeński"},
		// F5
		{"request.blocklist_covers", 0, []any{"Covers", plain("zakresów adresów IP")}, "wpisanie Państwa zakresów adresów IP na listę wykluczeń, tak aby nie wysyłano już do nich żadnych żądań"},
		{"request.blocklist_covers_permanent", 0, []any{"Covers", plain("zakresów adresów IP")}, "wpisanie Państwa zakresów adresów IP na listę wykluczeń, tak aby nie wysyłano do nich żadnych żądań, dopóki nie poproszą Państwo o usunięcie wpisów"},
		{"answers.ask_blocklist_covers", 0, []any{"Covers", plain("nazw hostów"), "Email", plain("a@example.org")}, "Aby poprosić o wpisanie Państwa nazw hostów na listę wykluczeń, należy napisać na adres a@example.org."},
		{"diff.field_item.contact_request_covers", 0, nil, "informację o tym, co można wpisać na listę wykluczeń"},
		{"diff.field_item.contact_request_permanent", 0, nil, "informację o tym, czy wpis pozostaje na liście wykluczeń, dopóki administrator serwisu nie poprosi o jego usunięcie"},
		{"diff.field.contact_request_covers", 0, nil, "zakres tego, co można wpisać na listę wykluczeń"},
		{"diff.field.contact_request_permanent", 0, nil, "to, czy wpis pozostaje na liście wykluczeń, dopóki administrator serwisu nie poprosi o jego usunięcie"},
		{"diff.state.contact_request_permanent.no", 0, nil, "strona nie podaje już, jak długo wpis pozostaje na liście wykluczeń"},
		{"diff.state.contact_request_permanent.yes", 0, nil, "wpis pozostaje odtąd na liście wykluczeń, dopóki administrator serwisu nie poprosi o jego usunięcie"},
		// F7
		{"limits.page_load_timeout", 0, []any{"T", dur(time.Minute, "")}, "Robot przerywa wczytywanie strony, jeśli łącznie z osadzonymi w niej zasobami trwa ono dłużej niż minutę."},
		{"diff.field_item.page_load_timeout", 0, nil, "limit czasu wczytywania całej strony łącznie z osadzonymi w niej zasobami"},
		{"diff.field.page_load_timeout", 0, nil, "limit czasu wczytywania całej strony łącznie z osadzonymi w niej zasobami"},
		// F9
		{"network.verify_unpublished_signed", 0, []any{"Keys", plain("kluczem opublikowanym na tej stronie")}, "Nagłówek User-Agent wskazuje robota, ale może go wysłać każdy. To, że żądanie rzeczywiście pochodzi od robota, potwierdza podpis żądania (Web Bot Auth) sprawdzony kluczem opublikowanym na tej stronie."},
		// F10
		{"diff.text.used_for", 0, nil, "opis zastosowania innego wariantu nagłówka User-Agent"},
		{"diff.text_of.used_for", 0, nil, "opisu zastosowania innego wariantu nagłówka User-Agent"},
		// F11
		{"diff.occasion_kind.day", 0, []any{"Label", plain("L")}, "Doprecyzowano w harmonogramie, że „L” oznacza całe dni kalendarzowe, a nie tylko czas trwania samego wydarzenia."},
		{"diff.occasion_kind.event", 0, []any{"Label", plain("L")}, "Doprecyzowano w harmonogramie, że „L” oznacza wyłącznie czas trwania samego wydarzenia, a nie całe dni."},
		// F12
		{"diff.field.reaction_pause_until", 0, nil, "to, do kiedy trwa przerwa (do rozpoczęcia najbliższego okna czasowego czy do następnego przebiegu)"},
		// F13
		{"diff.field_item.retention_after", 0, nil, "czas, po którego upływie zaczyna biec okres przechowywania danych"},
		{"diff.field.retention_after", 0, nil, "czas, po którego upływie zaczyna biec okres przechowywania danych"},
		// F13, the same for the job at whose end the retention period starts (retention.after_job).
		{"diff.field_item.retention_after_job", 0, nil, "zadanie, po którego zakończeniu zaczyna biec okres przechowywania danych"},
		{"diff.field.retention_after_job", 0, nil, "zadanie, po którego zakończeniu zaczyna biec okres przechowywania danych"},
	})
}

// TestReview39plPages pins review 39's fixes as the example pages print them; each line was missing
// before: F2 and F3 on civic-ingestor's page, F8 (the operator's text in
// examples/triple-fetchers/policy.toml) and F9 on triple-fetchers' page.
func TestReview39plPages(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"pl": {
		"Nieudane pobranie jest ponawiane kolejno po upływie co najmniej 15\u00a0minut, 1\u00a0godziny, 6\u00a0godzin, 24\u00a0godzin i 3\u00a0dni, a następnie co 7\u00a0dni. |",
		"| nieudane żądanie lub błąd HTTP 429 (Too Many Requests), 5\u00a0razy w jednej synchronizacji |",
	}})
	checkPageLines(t, buildExample(t, "triple-fetchers"), map[string][]string{"pl": {
		"Nagłówek User-Agent wskazuje robota, ale może go wysłać każdy. To, że żądanie rzeczywiście pochodzi od robota `ExampleFetch`, potwierdza podpis żądania (Web Bot Auth) sprawdzony kluczem opublikowanym na tej stronie; w razie wątpliwości co do innych żądań mogą Państwo do nas napisać.",
		"- Adresy, do których robot dociera, wychodząc od jednego adresu startowego: liczba adresów w jednym przebiegu jest ograniczona (wartości limitu nie publikujemy).",
	}})
}
