package generator

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Round 9 of the French review: the findings of /work/review8/fr.md still open after round 8,
// fixed in locales/fr/messages.fr.toml and the examples' French texts. Exact French text, in the
// file of the built example where the reviewer read it.

// TestReview9FrenchPages: fr 9 (no common-noun title without its article: the title heads the
// sentence), fr 10 (les requêtes, not ses requêtes of several robots), fr 8 (the preferred
// window named as a window), fr 16 (the caption of the week without quoted adverbials as nouns
// nor a dangling 'plus fréquentes'), fr 19 (nom de domaine, now « domaine (sous-domaines compris) »: trial 30, F-14), fr 21 (where the reason is given),
// fr 26 (désigne dans ses balises meta), fr 27 (a request whose User-Agent names the robot,
// not one sent by it), fr 29 (the operator's registered name in the prose).
func TestReview9FrenchPages(t *testing.T) {
	for _, c := range []struct{ example, file, want string }{
		{"feed-reader", "fr/index.md", "\nCette page présente les requêtes envoyées aux sites web et la manière dont vous pouvez y réagir.\n"},
		{"link-preview", "fr/index.md", "\nCette page présente les requêtes envoyées aux sites web et la manière dont vous pouvez y réagir.\n"},
		{"civic-ingestor", "fr/index.md", "\nCette page présente l’exploitant, la manière de reconnaître les requêtes, leur fréquence et leurs horaires, la lecture de robots.txt et les moyens de ralentir ou de bloquer l’exploration.\n"},
		{"link-preview", "fr/index.html", `<meta name="description" content="Robots Chatwork` + "\u202f" + `: comment reconnaître les requêtes et comment y réagir.">`},
		{"triple-fetchers", "fr/index.html", `<meta name="description" content="ExampleWatch, ExampleWorkflow et ExampleFetch` + "\u202f" + `: comment reconnaître les requêtes et comment y réagir.">`},
		{"gmina-bot", "fr/index.html", "Zone encadrée\u202f: heures privilégiées (plage horaire\u202f: «\u202f<bdi data-policy=\"/windows/large-downloads/label/fr\">Téléchargements volumineux</bdi>\u202f»)</li>"},
		{"civic-ingestor", "fr/index.html", "<p>Ne sont pas représentées les exécutions plus fréquentes prévues dans les circonstances particulières suivantes\u202f: «\u202f<bdi data-policy=\"/occasions/session-days/label/fr\">les jours de séance et la veille</bdi>\u202f» et «\u202f<bdi data-policy=\"/occasions/live-session/label/fr\">pour chaque séance du conseil retransmise en direct</bdi>\u202f» (jusqu’à une exécution <bdi data-policy=\"/jobs/live-frames/cadence/0/every\">toutes les 10\u00a0secondes</bdi>).</p>"},
		{"linkgraph-bot", "fr/index.md", "\n- En outre, au moins 2,5\u00a0secondes entre deux requêtes vers un même domaine sur une même adresse IP\u202f: tous les noms d’hôte de ce domaine servis par cette adresse (par exemple `www.example.org` et `shop.example.org`) partagent cette limite\u202f; chacun des autres domaines hébergés sur la même adresse a la sienne.\n"},
		{"web-archive", "fr/index.md", "| Lors du premier passage, au plus 50\u00a0Mo de données téléchargées par domaine (sous-domaines compris) |"},
		{"web-archive", "fr/index.md", "\n- [Bloquer le robot](index.html#agent-heritrix) – `heritrix/3.4.0` agit au titre d’une mission légale et ne respecte donc pas robots.txt\u202f: ce fichier ne permet pas de le bloquer.\n"},
		{"link-preview", "fr/index.md", "\n- Lorsqu’il récupère une page, il récupère aussi les images, les vidéos et les fichiers audio que celle-ci désigne dans ses balises meta.\n"},
		{"triple-fetchers", "fr/index.md", "\nLe User-Agent ne prouve rien à lui seul, car n’importe qui peut l’envoyer. Une requête dont le User-Agent désigne `ExampleFetch` se vérifie donc grâce à sa signature (Web Bot Auth) et à la clé publiée sur cette page. Pour les autres requêtes, en cas de doute, écrivez à l’exploitant.\n"},
		{"web-archive", "fr/index.md", "\nLa National Library (la bibliothèque nationale du pays) collecte le Web national au titre du dépôt légal,"},
		{"web-archive", "fr/index.md", "\n- Exploitant\u202f: National Library\n"},
	} {
		res := buildExample(t, c.example)
		if got := string(res.Files[c.file]); !strings.Contains(got, c.want) {
			t.Errorf("%s %s lacks %q", c.example, c.file, c.want)
		}
	}
}

// TestReview9FrenchChanges: fr 3 (a wording change, added or not, leaves the robot's behaviour
// as it was; 'le fichier de configuration dont cette page est tirée'), fr 15 (la circonstance
// particulière, not l’occasion), on the pages of changes.
func TestReview9FrenchChanges(t *testing.T) {
	for _, c := range []struct{ example, want string }{
		{"gazette-bot", "\n- Ajout\u202f: l’indication que le logiciel de collecte lit le fichier de configuration dont cette page est tirée. Désormais\u202f: «\u202fToutes les valeurs chiffrées de cette page proviennent du fichier de configuration que lit le logiciel de collecte lui-même\u202f: la page correspond ainsi au comportement réel de ce logiciel.\u202f» La page garantit désormais que ce qu’elle indique correspond au comportement réel du robot\u202f; les valeurs et paramètres fixés par les règles elles-mêmes restent inchangés.\n"},
		{"linkgraph-bot", "\n- Ajout pour `linkgraphbot`\u202f: le nom que la page donne au robot («\u202fLinkGraphBot\u202f»). Les règles restent inchangées.\n"},
		{"civic-ingestor", "\n- Nouvelle formulation, en français, d’une circonstance particulière du calendrier (jusqu’à présent\u202f: «\u202fjours de séance et la veille\u202f»\u202f; désormais\u202f: «\u202fles jours de séance et la veille\u202f»). Seule la formulation change.\n"},
	} {
		res := buildExampleWithHistory(t, c.example)
		if got := string(res.Files["fr/changes.md"]); !strings.Contains(got, c.want) {
			t.Errorf("%s fr/changes.md lacks %q", c.example, c.want)
		}
	}
}

// TestReview9FrenchDiffWords: fr 20 (who signs off, and when), fr 22 (the diff's heading names
// the class as the page of changes does), fr 15 (a change of an occasion).
func TestReview9FrenchDiffWords(t *testing.T) {
	fr := localizers(t)["fr"]
	for _, c := range []struct{ id, want string }{
		{"diff.sign_off", "Ce changement doit être validé avant publication."},
		{"diff.class_heading.maybe_less_polite", "Exploration moins respectueuse, ou qui pourrait le devenir\u202f: à valider avant publication"},
		{"diff.class_heading.identity", "Identification du robot\u202f: listes d’autorisation et blocages"},
		{"diff.class_heading.identity_agents", "Identification des robots\u202f: listes d’autorisation et blocages"},
		{"changes.class.identity_agents", "Identification des robots"},
		{"diff.class.wording", "Seule la formulation change."},
	} {
		if got := fr.t(c.id).Plain(); got != c.want {
			t.Errorf("fr %s: %q, want %q", c.id, got, c.want)
		}
	}
	if got, want := fr.t("diff.context.occasion", "Label", "lors d’une séance").Plain(), " pour la circonstance particulière «\u202flors d’une séance\u202f»"; got != want {
		t.Errorf("fr diff.context.occasion: %q, want %q", got, want)
	}
}

// buildExampleWithHistory builds an example with the versions of its policy.toml that git holds,
// oldest first, as sitegen build does; skipped where git has no history of it.
func buildExampleWithHistory(t *testing.T, name string) *Result {
	t.Helper()
	file := filepath.ToSlash(filepath.Join("examples", name, PolicyFile))
	out, err := exec.Command("git", "-C", "..", "log", "--first-parent", "--format=%H", "--", file).Output()
	revs := strings.Fields(string(out))
	if err != nil || len(revs) < 2 {
		t.Skipf("no git history of %s here (%v)", file, err)
	}
	opts := defaults()
	opts.Site = os.DirFS(filepath.Join("..", "examples", name))
	for i := len(revs) - 1; i >= 0; i-- {
		data, err := exec.Command("git", "-C", "..", "show", revs[i]+":"+file).Output()
		if err != nil {
			t.Fatal(err)
		}
		opts.History = append(opts.History, Version{Rev: revs[i], Data: data})
	}
	res, err := Build(opts)
	if err != nil {
		t.Fatalf("build %s: %v", name, err)
	}
	return res
}

// TestReview9FrenchDiffCells: fr 2, a behaviour the old policy stated without the key that
// changed (the sitemaps of robots.txt, before /sitemap.xml was read too): its old cell is the
// sentence the change quotes as 'Jusqu’à présent', not '—' beside a 'Modification'.
func TestReview9FrenchDiffCells(t *testing.T) {
	msgs, err := LoadMessages(os.DirFS(".."))
	if err != nil {
		t.Fatal(err)
	}
	items := reviewPair(t, msgs, filepath.Join("..", "examples", "triple-fetchers"), [][2]string{{"sitemap_xml = true\n", ""}}, nil, "fr")
	var found bool
	for _, it := range items {
		if it.Pointer != "/agents/example-fetch/sitemap_xml" {
			continue
		}
		found = true
		const old = "Avant de suivre des liens, il relève des adresses dans les plans de site (sitemaps) indiqués par les lignes Sitemap de robots.txt"
		const new = "Avant de suivre des liens, il relève des adresses dans le fichier /sitemap.xml du site et dans les plans de site (sitemaps) indiqués par les lignes Sitemap de robots.txt"
		if it.OldShown != old || it.NewShown != new {
			t.Errorf("cells %q → %q, want %q → %q", it.OldShown, it.NewShown, old, new)
		}
		if !strings.HasPrefix(it.Sentence, "Modification pour «\u202fExampleFetch\u202f»\u202f: la lecture du fichier «\u202f/sitemap.xml\u202f» des sites. Jusqu’à présent\u202f: «\u202f"+old+".\u202f»") {
			t.Errorf("sentence %q", it.Sentence)
		}
	}
	if !found {
		t.Errorf("no change at /agents/example-fetch/sitemap_xml in %v", items)
	}
}

// TestReview9FrenchAgentPromises: fr 32, a commitment in the list of one robot, under its name,
// begins with 'Il' as the list's other points do; the section of commitments for the whole page
// keeps 'Le robot', which has no name above it.
func TestReview9FrenchAgentPromises(t *testing.T) {
	for _, c := range []struct{ example, want string }{
		{"triple-fetchers", "\n- En cas d’interdiction par robots.txt, la surveillance de la page concernée s’arrête.\n- Il ne se connecte jamais à un compte.\n- Il ne résout aucun CAPTCHA.\n- Il n’aspire pas les plateformes qui hébergent des contenus de tiers, comme les réseaux sociaux ou les places de marché.\n- Il ne télécharge jamais d’arborescences complètes.\n"},
		{"triple-fetchers", "\n- Il ne télécharge jamais d’arborescences complètes.\n- Il ne tourne ni en continu ni en boucle.\n"},
		{"triple-fetchers", "\n- Ils ne contournent jamais, de quelque manière que ce soit, les interdictions de robots.txt ni les blocages.\n"},
		{"civic-ingestor", "## Engagements\n\n- Le robot ne récupère que des contenus publics.\n- Le robot ne se connecte jamais à un compte.\n"},
	} {
		res := buildExample(t, c.example)
		if got := string(res.Files["fr/index.md"]); !strings.Contains(got, c.want) {
			t.Errorf("%s fr/index.md lacks %q", c.example, c.want)
		}
	}
}
