package generator

import (
	"strings"
	"testing"
)

// TestSignatureAgentOnPage: agents.X.signature_agent is stated among the steps of checking a
// signature, with the key directory at that origin and the header and component a signature
// with the label sig1 carries (new-user trial 25, F-05: the page's check left the header out);
// without it the page does not mention the header.
func TestSignatureAgentOnPage(t *testing.T) {
	res := buildTestdata(t, "trial25", [2]string{"promises = [\"public-content-only\"", "signature_agent = \"https://crawler.wrenfield.example\"\npromises = [\"public-content-only\""})
	const (
		v   = "`https://crawler.wrenfield.example`"
		dir = "`https://crawler.wrenfield.example/.well-known/http-message-signatures-directory`"
		ex  = "`Signature-Agent: sig1=\"https://crawler.wrenfield.example\"`"
		c   = "`\"signature-agent\";key=\"sig1\"`"
	)
	checkPageLines(t, res, map[string][]string{
		"en": {"Each signed request also carries the header `Signature-Agent`, which says where to find the key directory: " + v + " (the directory itself is " + dir + "). For a signature with the label `sig1`, the header reads " + ex + " and `Signature-Input` lists the component " + c + ". Check that, in this header, the entry (dictionary member) for the signature’s label holds exactly this address, and that the signature covers the header.\n"},
		"de": {"Jede signierte Anfrage trägt außerdem den Header `Signature-Agent`, der angibt, wo das Schlüsselverzeichnis zu finden ist: " + v + " (das Verzeichnis selbst: " + dir + "). Bei einer Signatur mit dem Label `sig1` lautet der Header " + ex + ", und `Signature-Input` führt die Komponente " + c + " auf. Stellen Sie sicher, dass der Eintrag des Headers für das Label der Signatur genau diese Adresse enthält und von der Signatur erfasst wird.\n"},
		"fr": {"Chaque requête signée porte en outre l’en-tête `Signature-Agent`, qui indique où trouver l’annuaire de clés\u202f: " + v + " (adresse complète de l’annuaire\u202f: " + dir + "). Pour une signature portant l’étiquette `sig1`, cet en-tête s’écrit " + ex + " et `Signature-Input` mentionne le composant " + c + ". Assurez-vous que l’entrée de l’en-tête correspondant à l’étiquette de la signature contient exactement " + v + " et que la signature couvre ce composant.\n"},
		"pl": {"Każde podpisane żądanie zawiera ponadto nagłówek `Signature-Agent`, który wskazuje, gdzie znajduje się katalog kluczy: " + v + " (sam katalog: " + dir + "). W przypadku podpisu z etykietą `sig1` nagłówek ma postać " + ex + ", a `Signature-Input` wymienia komponent " + c + ". Należy się upewnić, że element nagłówka odpowiadający etykiecie podpisu zawiera dokładnie ten adres i jest objęty podpisem.\n"},
	})
	checkEveryLanguage(t, "signature_agent", res)
	without := buildTestdata(t, "trial25")
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		if page := string(without.Files[lang+"/index.md"]); strings.Contains(page, "Signature-Agent") {
			t.Errorf("%s: the page names Signature-Agent, which the policy does not state", lang)
		}
	}
}

// TestNoPaywalledContent: the promise no-paywalled-content is stated in every language
// (new-user trial 25, F-03: no promise named paywalls).
func TestNoPaywalledContent(t *testing.T) {
	res := buildTestdata(t, "trial25", [2]string{"\"no-account-areas\",", "\"no-account-areas\", \"no-paywalled-content\","})
	checkPageLines(t, res, map[string][]string{
		"en": {"- It does not collect pages behind a paywall, even when the server’s response contains their full text."},
		"de": {"- Erfasst keine Seiten hinter einer Bezahlschranke, auch wenn der Server ihren Text ausliefert."},
		"fr": {"- Il ne collecte pas les pages placées derrière un mur payant, même lorsque le serveur en transmet le texte."},
		"pl": {"- Nie gromadzi stron dostępnych wyłącznie odpłatnie (tzw. paywall), nawet jeśli serwer przesyła ich treść."},
	})
	checkEveryLanguage(t, "no-paywalled-content", res)
}
