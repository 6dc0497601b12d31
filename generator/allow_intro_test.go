package generator

import (
	"strings"
	"testing"
)

// allowIntroForms are the forms of the introduction to the snippets for robots.txt, each built by
// the smallest policy with what makes it (edits to the agent, a table added), and the exact
// introduction (with the proof's sentence) that a page says where its only snippet lets the
// crawler in (allowSnippet) and where a snippet shuts it out beside it (blockSnippet, then
// allowSnippet), in each language.
var allowIntroForms = []struct {
	name         string
	edits        [][2]string
	extra        string
	allow, mixed map[string]string
}{
	{name: "every agent reads robots.txt", allow: introAllow, mixed: concatByLang(introBlock, testedMixed)},
	{
		// An agent that does not read robots.txt: the introduction names those that do, then
		// says that no group reaches the other.
		name:  "some agents do not read robots.txt",
		edits: [][2]string{{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nrobots_txt = \"read\"\n"}},
		extra: "\n[agents.deaf]\ntoken = \"DeafBot\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\n",
		allow: map[string]string{
			"en": "To let `MinimalBot` fetch pages that your `*` group disallows, while other crawlers stay shut out, an entry in robots.txt is enough; there is no need to write to the operator. `DeafBot` does not read robots.txt, so no group reaches it; see its description under “How to recognise the requests”. The snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it lets the crawlers it names fetch every path and changes nothing for other crawlers.\n",
			"de": "Um `MinimalBot` zu erlauben, auch Seiten abzurufen, die Ihre Gruppe `*` für andere Crawler sperrt, genügt ein Eintrag in der robots.txt; eine E-Mail an den Betreiber ist nicht nötig. Der Crawler `DeafBot` liest die robots.txt nicht, daher erreicht ihn keine Gruppe darin; siehe seine Beschreibung unter „Woran Sie die Anfragen erkennen“. Die folgende Vorlage wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie erlaubt den darin genannten Crawlern den Abruf aller Pfade und ändert nichts für andere Crawler.\n",
			"fr": "Pour autoriser `MinimalBot` à explorer les pages que votre groupe `*` interdit, sans ouvrir ces pages aux autres robots, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant. `DeafBot` ne lit pas robots.txt\u202f: aucun groupe ne s’applique donc à lui (voir sa description dans la section «\u202fComment reconnaître les requêtes\u202f»). L’extrait ci-dessous a été vérifié avec un analyseur conforme à la RFC\u00a09309 sur des fichiers robots.txt typiques\u202f: il autorise les robots qu’il nomme à explorer tous les chemins et ne change rien pour les autres robots.\n",
			"pl": "Aby pozwolić robotowi `MinimalBot` pobierać strony, które Państwa grupa `*` blokuje dla innych robotów, wystarczy wpis w pliku robots.txt – kontakt z nami nie jest konieczny. Robot `DeafBot` nie odczytuje pliku robots.txt, więc nie obejmuje go żadna grupa (zob. jego opis w sekcji „Jak rozpoznać żądania”). Poniższy wpis sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: daje wymienionym w nim robotom dostęp do wszystkich ścieżek i nie zmienia niczego dla innych robotów.\n",
		},
		mixed: map[string]string{
			"en": "To shut out `MinimalBot`, an entry in robots.txt is enough; there is no need to write to the operator. `DeafBot` does not read robots.txt, so no group reaches it; see its description under “How to recognise the requests”. Each snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it blocks exactly the paths stated for it, or lets the crawlers it names fetch every path, and changes nothing for other crawlers.\n",
			"de": "Um `MinimalBot` auszusperren, genügt ein Eintrag in der robots.txt; eine E-Mail an den Betreiber ist nicht nötig. Der Crawler `DeafBot` liest die robots.txt nicht, daher erreicht ihn keine Gruppe darin; siehe seine Beschreibung unter „Woran Sie die Anfragen erkennen“. Jede der folgenden Vorlagen wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt jeweils genau das Angegebene oder erlaubt den darin genannten Crawlern den Abruf aller Pfade und ändert nichts für andere Crawler.\n",
			"fr": "Pour exclure `MinimalBot`, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant. `DeafBot` ne lit pas robots.txt\u202f: aucun groupe ne s’applique donc à lui (voir sa description dans la section «\u202fComment reconnaître les requêtes\u202f»). Chaque extrait ci-dessous a été vérifié avec un analyseur conforme à la RFC\u00a09309 sur des fichiers robots.txt typiques\u202f: il bloque ce qu’il annonce, ou autorise les robots qu’il nomme à explorer tous les chemins, et ne change rien pour les autres robots.\n",
			"pl": "Aby zablokować robota `MinimalBot`, wystarczy wpis w pliku robots.txt – kontakt z nami nie jest konieczny. Robot `DeafBot` nie odczytuje pliku robots.txt, więc nie obejmuje go żadna grupa (zob. jego opis w sekcji „Jak rozpoznać żądania”). Każdy z poniższych wpisów sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: blokuje dokładnie to, co podano w jego opisie, albo daje wymienionym w nim robotom dostęp do wszystkich ścieżek, i nie zmienia niczego dla innych robotów.\n",
		},
	},
	{
		// A category of site for which robots.txt is not read (targets.X.robots_txt).
		name:  "categories of fetch do not read robots.txt",
		extra: "\n[targets.geo]\nlabel = { en = \"Geoportals\", de = \"Geoportale\", fr = \"Géoportails\", pl = \"Geoportale\" }\nrobots_txt = \"not-read\"\n",
		allow: map[string]string{
			"en": "Where robots.txt is read, an entry in it is enough to let the crawler fetch pages that your `*` group disallows, while other crawlers stay shut out; there is no need to write to the operator. The crawler does not read robots.txt for sites in the following categories: “Geoportals”. The snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it lets the crawlers it names fetch every path and changes nothing for other crawlers.\n",
			"de": "Wo die robots.txt gelesen wird, genügt ein Eintrag darin, damit der Crawler auch Seiten abrufen darf, die Ihre Gruppe `*` für andere Crawler sperrt; eine E-Mail ist nicht nötig. Bei den folgenden Arten von Websites wird die robots.txt jedoch nicht gelesen: „Geoportale“. Die folgende Vorlage wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie erlaubt den darin genannten Crawlern den Abruf aller Pfade und ändert nichts für andere Crawler.\n",
			"fr": "Là où robots.txt est lu, une entrée dans ce fichier suffit à autoriser le robot à explorer les pages que votre groupe `*` interdit, sans ouvrir ces pages aux autres robots\u202f: inutile d’écrire à l’exploitant. Pour les catégories de sites suivantes, robots.txt n’est pas lu\u202f: «\u202fGéoportails\u202f». L’extrait ci-dessous a été vérifié avec un analyseur conforme à la RFC\u00a09309 sur des fichiers robots.txt typiques\u202f: il autorise les robots qu’il nomme à explorer tous les chemins et ne change rien pour les autres robots.\n",
			"pl": "Tam, gdzie plik robots.txt jest odczytywany, wystarczy wpis w tym pliku, aby robot mógł pobierać strony, które Państwa grupa `*` blokuje dla innych robotów – kontakt z nami nie jest konieczny. Przy pobieraniu z serwisów należących do kategorii „Geoportale” plik ten nie jest odczytywany. Poniższy wpis sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: daje wymienionym w nim robotom dostęp do wszystkich ścieżek i nie zmienia niczego dla innych robotów.\n",
		},
		mixed: map[string]string{
			"en": "Where robots.txt is read, an entry in it is enough to shut the crawler out; there is no need to write to the operator. The crawler does not read robots.txt for sites in the following categories: “Geoportals”. Each snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it blocks exactly the paths stated for it, or lets the crawlers it names fetch every path, and changes nothing for other crawlers.\n",
			"de": "Wo die robots.txt gelesen wird, genügt zum Aussperren ein Eintrag darin; eine E-Mail ist nicht nötig. Bei den folgenden Arten von Websites wird sie jedoch nicht gelesen: „Geoportale“. Jede der folgenden Vorlagen wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt jeweils genau das Angegebene oder erlaubt den darin genannten Crawlern den Abruf aller Pfade und ändert nichts für andere Crawler.\n",
			"fr": "Là où robots.txt est lu, une entrée dans ce fichier suffit pour exclure le robot\u202f: inutile d’écrire à l’exploitant. Pour les catégories de sites suivantes, robots.txt n’est pas lu\u202f: «\u202fGéoportails\u202f». Chaque extrait ci-dessous a été vérifié avec un analyseur conforme à la RFC\u00a09309 sur des fichiers robots.txt typiques\u202f: il bloque ce qu’il annonce, ou autorise les robots qu’il nomme à explorer tous les chemins, et ne change rien pour les autres robots.\n",
			"pl": "Tam, gdzie plik robots.txt jest odczytywany, do zablokowania robota wystarczy wpis w tym pliku – kontakt z nami nie jest konieczny. Przy pobieraniu z serwisów należących do kategorii „Geoportale” plik ten nie jest odczytywany. Każdy z poniższych wpisów sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: blokuje dokładnie to, co podano w jego opisie, albo daje wymienionym w nim robotom dostęp do wszystkich ścieżek, i nie zmienia niczego dla innych robotów.\n",
		},
	},
	{
		// A path fetched whatever robots.txt says (agents.X.robots_txt_exempt_paths): no limit on
		// an entry that lets the crawler in.
		name:  "exempt paths",
		edits: [][2]string{{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nrobots_txt = \"read\"\nrobots_txt_exempt_paths = [\"/.well-known/security.txt\"]\n"}},
		allow: introAllow,
		mixed: map[string]string{
			"en": "To shut out `MinimalBot`, add an entry to robots.txt. A Disallow rule does not stop `MinimalBot` from fetching `/.well-known/security.txt`. Each snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it blocks exactly the paths stated for it, or lets the crawlers it names fetch every path, and changes nothing for other crawlers.\n",
			"de": "Um `MinimalBot` auszusperren, ergänzen Sie die robots.txt um einen Eintrag. Eine Disallow-Zeile hindert `MinimalBot` nicht daran, `/.well-known/security.txt` abzurufen. Jede der folgenden Vorlagen wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt jeweils genau das Angegebene oder erlaubt den darin genannten Crawlern den Abruf aller Pfade und ändert nichts für andere Crawler.\n",
			"fr": "Pour exclure `MinimalBot`, ajoutez une entrée à votre fichier robots.txt. Une règle Disallow n’empêche pas `MinimalBot` de récupérer `/.well-known/security.txt`. Chaque extrait ci-dessous a été vérifié avec un analyseur conforme à la RFC\u00a09309 sur des fichiers robots.txt typiques\u202f: il bloque ce qu’il annonce, ou autorise les robots qu’il nomme à explorer tous les chemins, et ne change rien pour les autres robots.\n",
			"pl": "Aby zablokować robota `MinimalBot`, należy dodać wpis do pliku robots.txt. Reguła Disallow nie blokuje pobierania ścieżki `/.well-known/security.txt` przez robota `MinimalBot`. Każdy z poniższych wpisów sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: blokuje dokładnie to, co podano w jego opisie, albo daje wymienionym w nim robotom dostęp do wszystkich ścieżek, i nie zmienia niczego dla innych robotów.\n",
		},
	},
	{
		// A job whose fetches do not obey robots.txt (jobs.X.robots_txt = "not-read").
		name:  "a job does not obey robots.txt",
		extra: "\n[robots_txt]\ncheck = \"before-first-fetch\"\n\n[jobs.audit]\nlabel = { en = \"Audit\", de = \"Prüfung\", fr = \"Contrôle\", pl = \"Badanie\" }\nagent = \"bot\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ndates = [{ from = \"2027-01-11\", until = \"2027-12-17\" }]\n",
		allow: introAllow,
		mixed: map[string]string{
			"en": "An entry in robots.txt is enough to stop every fetch by `MinimalBot` except those of “Audit”, which do not obey robots.txt. Each snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it blocks exactly the paths stated for it, or lets the crawlers it names fetch every path, and changes nothing for other crawlers.\n",
			"de": "Ein Eintrag in der robots.txt genügt, um alle Abrufe durch `MinimalBot` zu unterbinden – ausgenommen die Abrufe der Abrufart „Prüfung“, die die robots.txt nicht befolgt. Jede der folgenden Vorlagen wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt jeweils genau das Angegebene oder erlaubt den darin genannten Crawlern den Abruf aller Pfade und ändert nichts für andere Crawler.\n",
			"fr": "Une entrée dans votre fichier robots.txt suffit pour arrêter toutes les récupérations de `MinimalBot`, sauf celles de la tâche «\u202fContrôle\u202f», qui ne respecte pas robots.txt. Chaque extrait ci-dessous a été vérifié avec un analyseur conforme à la RFC\u00a09309 sur des fichiers robots.txt typiques\u202f: il bloque ce qu’il annonce, ou autorise les robots qu’il nomme à explorer tous les chemins, et ne change rien pour les autres robots.\n",
			"pl": "Wpis w pliku robots.txt wystarczy, aby zablokować wszelkie pobieranie przez robota `MinimalBot` z wyjątkiem pobierania w ramach zadania „Badanie”, przy którym robot nie stosuje się do reguł z tego pliku. Każdy z poniższych wpisów sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: blokuje dokładnie to, co podano w jego opisie, albo daje wymienionym w nim robotom dostęp do wszystkich ścieżek, i nie zmienia niczego dla innych robotów.\n",
		},
	},
	{
		// The same job, which a site cannot opt out of (jobs.X.opt_out = "not-possible").
		name:  "a job does not obey robots.txt and cannot be opted out of",
		extra: "\n[robots_txt]\ncheck = \"before-first-fetch\"\n\n[jobs.audit]\nlabel = { en = \"Audit\", de = \"Prüfung\", fr = \"Contrôle\", pl = \"Badanie\" }\nagent = \"bot\"\nrobots_txt = \"not-read\"\nnot_read_because = \"legal-mandate\"\ndates = [{ from = \"2027-01-11\", until = \"2027-12-17\" }]\nopt_out = \"not-possible\"\n",
		allow: introAllow,
		mixed: map[string]string{
			"en": "An entry in robots.txt is enough to stop every fetch by `MinimalBot` except those of “Audit”, which do not obey robots.txt and which a site cannot opt out of. Each snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it blocks exactly the paths stated for it, or lets the crawlers it names fetch every path, and changes nothing for other crawlers.\n",
			"de": "Ein Eintrag in der robots.txt genügt, um alle Abrufe durch `MinimalBot` zu verhindern – ausgenommen die Abrufe der Abrufart „Prüfung“, die die robots.txt nicht befolgt; diese Abrufe kann eine Website auf keinem Weg unterbinden. Jede der folgenden Vorlagen wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt jeweils genau das Angegebene oder erlaubt den darin genannten Crawlern den Abruf aller Pfade und ändert nichts für andere Crawler.\n",
			"fr": "Une entrée dans votre fichier robots.txt suffit pour arrêter toutes les récupérations de `MinimalBot`, sauf celles de la tâche «\u202fContrôle\u202f», qui ne respecte pas robots.txt et à laquelle un site ne peut pas s’opposer. Chaque extrait ci-dessous a été vérifié avec un analyseur conforme à la RFC\u00a09309 sur des fichiers robots.txt typiques\u202f: il bloque ce qu’il annonce, ou autorise les robots qu’il nomme à explorer tous les chemins, et ne change rien pour les autres robots.\n",
			"pl": "Wpis w pliku robots.txt wystarczy, aby zablokować wszelkie pobieranie przez robota `MinimalBot` z wyjątkiem pobierania w ramach zadania „Badanie”: przy nim robot nie stosuje się do reguł z tego pliku, a serwisu nie można wyłączyć z tego pobierania. Każdy z poniższych wpisów sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: blokuje dokładnie to, co podano w jego opisie, albo daje wymienionym w nim robotom dostęp do wszystkich ścieżek, i nie zmienia niczego dla innych robotów.\n",
		},
	},
	{
		// Resources fetched along with a page without robots.txt (agents.X.embedded.robots_txt).
		name:  "embedded resources",
		edits: [][2]string{{"token = \"MinimalBot\"\n", "token = \"MinimalBot\"\nrobots_txt = \"read\"\n[agents.bot.embedded]\nfetch = \"fetched\"\nkinds = [\"scripts\", \"images\"]\nrobots_txt = \"not-read\"\n"}},
		allow: introAllow,
		mixed: map[string]string{
			"en": "A group does not cover the resources that `MinimalBot` fetches along with a page: they are fetched even where robots.txt disallows them. An entry in robots.txt is enough to stop all its other fetches; there is no need to write to the operator. Each snippet below has been tested against typical robots.txt files with a parser that follows RFC 9309: it blocks exactly the paths stated for it, or lets the crawlers it names fetch every path, and changes nothing for other crawlers.\n",
			"de": "Die Gruppen der robots.txt erfassen die Ressourcen nicht, die `MinimalBot` zusammen mit einer Seite abruft (etwa Bilder und Stylesheets): Diese werden auch dort abgerufen, wo die robots.txt sie sperrt. Alle übrigen Abrufe des Crawlers unterbindet bereits ein Eintrag in der robots.txt; eine E-Mail ist nicht nötig. Jede der folgenden Vorlagen wurde mit einem RFC-9309-konformen Parser an typischen robots.txt-Dateien getestet: Sie sperrt jeweils genau das Angegebene oder erlaubt den darin genannten Crawlern den Abruf aller Pfade und ändert nichts für andere Crawler.\n",
			"fr": "Un groupe de robots.txt ne couvre pas les ressources que `MinimalBot` récupère en même temps qu’une page\u202f: elles sont récupérées même là où robots.txt les interdit. Pour arrêter toutes les autres récupérations du robot, une entrée dans votre fichier robots.txt suffit\u202f: inutile d’écrire à l’exploitant. Chaque extrait ci-dessous a été vérifié avec un analyseur conforme à la RFC\u00a09309 sur des fichiers robots.txt typiques\u202f: il bloque ce qu’il annonce, ou autorise les robots qu’il nomme à explorer tous les chemins, et ne change rien pour les autres robots.\n",
			"pl": "Grupa nie obejmuje zasobów pobieranych wraz ze stroną przez robota `MinimalBot`: są one pobierane także tam, gdzie plik robots.txt zabrania ich pobierania. Aby zablokować wszystkie pozostałe rodzaje pobierania wykonywanego przez robota, wystarczy odpowiedni wpis w pliku robots.txt – kontakt z nami nie jest konieczny. Każdy z poniższych wpisów sprawdziliśmy parserem zgodnym z RFC 9309 na typowych plikach robots.txt: blokuje dokładnie to, co podano w jego opisie, albo daje wymienionym w nim robotom dostęp do wszystkich ścieżek, i nie zmienia niczego dla innych robotów.\n",
		},
	},
}

// blockingWords are fragments of the sentences that speak of shutting the crawler out or of what
// an entry does not stop (opt_out.snippets_intro*, robots.*_not_stopped, robots.request_stops_it,
// the proof's sentence on blocking snippets), which no sentence of allow snippets holds: "shut
// out" alone is not among them, since an allow introduction says that other crawlers stay shut out.
var blockingWords = map[string][]string{
	"en": {"To shut", "enough to shut", "enough to stop", "does not stop", "does not cover", "cannot prevent", "blocks exactly"},
	"de": {"Aussperren", "auszusperren", "zu unterbinden", "zu verhindern", "unterbindet", "hindert", "erfassen die Ressourcen nicht", "sperrt jeweils"},
	"fr": {"exclure", "Pour arrêter", "pour arrêter", "n’empêche pas", "ne couvre pas", "bloque ce qu’il annonce"},
	"pl": {"zablokowania", "zablokować", "nie blokuje", "nie obejmuje zasobów", "blokuje dokładnie"},
}

// concatByLang joins, language by language, the strings of a and b.
func concatByLang(a, b map[string]string) map[string]string {
	out := map[string]string{}
	for lang := range a {
		out[lang] = a[lang] + b[lang]
	}
	return out
}

// TestAllowIntroForms (issue #11, item 6, "nothing forced"): every form of the introduction to the
// snippets for robots.txt (every agent reads it; some agents do not; categories of site for which
// it is not read; paths fetched whatever it says; jobs that do not obey it, one a site cannot opt
// out of; resources fetched along with a page) says, where the page's only snippet lets the
// crawler in, what an entry does for it, and no sentence of the section speaks of shutting it out
// or of what an entry does not stop; beside a blocking snippet, the introduction is the blocking
// one and the proof's sentence speaks of both kinds. Exact in every language; checkEveryLanguage
// then proves that no sentence lacks its value or condition. Failed before: the forms of
// categories, exempt paths, jobs and embedded resources opened an allow-only section with "Where
// robots.txt is read, an entry in it is enough to shut the crawler out", "To shut out
// `MinimalBot`, add an entry to robots.txt. A Disallow rule does not stop …", "An entry in
// robots.txt is enough to stop every fetch by `MinimalBot` except …" and "A group does not cover
// the resources …".
func TestAllowIntroForms(t *testing.T) {
	for _, f := range allowIntroForms {
		t.Run(f.name, func(t *testing.T) {
			for _, c := range []struct {
				kind, snippets string
				want           map[string]string
			}{
				{"allow only", allowSnippet, f.allow},
				{"mixed", blockSnippet + allowSnippet, f.mixed},
			} {
				res := buildSmallestEdited(t, f.edits, f.extra+c.snippets)
				for _, lang := range []string{"en", "de", "fr", "pl"} {
					sec := snippetSection(t, res, lang)
					_, rest, _ := strings.Cut(sec, "\n\n")
					intro, _, _ := strings.Cut(rest, "\n\n")
					if got, want := intro+"\n", c.want[lang]; got != want {
						t.Errorf("%s, %s: introduction\ngot  %q\nwant %q", c.kind, lang, got, want)
					}
					if c.kind != "allow only" {
						continue
					}
					for _, w := range blockingWords[lang] {
						if strings.Contains(sec, w) {
							t.Errorf("%s, %s: the section says %q, though no snippet shuts the crawler out:\n%s", c.kind, lang, w, sec)
						}
					}
				}
				checkEveryLanguage(t, f.name+", "+c.kind, res)
			}
		})
	}
}
