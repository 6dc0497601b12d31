package generator

import "testing"

// TestFix16FrPages: the French editor's review 15, SHOULDs on the pages (numbers of
// /work/notes/s15/review15-fr.md).
func TestFix16FrPages(t *testing.T) {
	checkPageLines(t, buildExample(t, "civic-ingestor"), map[string][]string{"fr": {
		// 2: RFC 9309's "unreachable", not a server error (5xx), which 429 is not.
		"exception\u202f: les codes\u00a0408 et 429 sont traités comme si robots.txt était inaccessible.\n",
		// 3
		"il est redemandé au plus tôt 15\u00a0minutes plus tard\u202f;",
		// 4, 5
		"\n- Quelle que soit l’identité définie par une installation, le logiciel respecte aussi tout groupe visant `civic-ingestor`\u202f:",
		"\n- Ces installations peuvent définir leur propre User-Agent et leur propre adresse de contact pour les tâches ",
		// 6, 7, 8
		"<br>Dès que l’exploitant constate qu’un élément a disparu du site source, il le masque sur son propre site et en supprime la copie 30\u00a0jours plus tard. |",
		"qui doivent passer par la reconnaissance optique de caractères (OCR).\n",
		"| Listes facultatives uniquement (p.\u00a0ex. examens des dossiers en séance, «\u202fConsultation\u202f» dans OParl), y compris pendant la tâche «\u202fSynchronisation complète\u202f»<br>",
		// 10
		"\n- L’exploitant fixe le calendrier de ses récupérations d’un commun accord avec les sites qui lui écrivent.\n",
		// 17
		"de 45\u00a0minutes avant le début jusqu’à 10\u00a0heures après celui-ci au plus tard\u202f: toutes les minutes",
		// 19: the warnings say what to do first, then why, as their unstated variants do.
		"\n- Si votre robots.txt contient déjà un groupe pour ce robot, supprimez-y les lignes Allow qui rouvriraient les chemins bloqués\u202f: le robot fusionne les deux groupes en un seul.\n",
		"\n- Recopiez dans l’extrait les lignes Disallow et Allow de votre groupe `*` qui doivent continuer à s’appliquer au robot nommé ici\u202f: dès que le groupe de l’extrait existe, ce robot cesse de suivre votre groupe `*`.\n",
	}})
	// 18 (in part): the webmaster is addressed, as everywhere else.
	checkPageLines(t, buildExample(t, "link-preview"), map[string][]string{"fr": {
		"\nCette page présente les requêtes envoyées aux sites web et la manière dont vous pouvez y réagir.\n",
		// 23: these robots fetch on demand; nothing is "explored".
		"\n- l’inscription de votre site sur la liste de blocage, afin que plus rien n’y soit récupéré\n",
	}})
	checkPageLines(t, buildExample(t, "web-archive"), map[string][]string{"fr": {
		"\nLa National Library (la bibliothèque nationale du pays) collecte le Web national au titre du dépôt légal,", // 20
		" Veuillez indiquer votre plan de site (sitemap) dans robots.txt\u202f: c’est là que le robot le cherche.\n",  // 21
	}})
	checkPageLines(t, buildExample(t, "gmina-bot"), map[string][]string{"fr": {
		" Ce service signale aux entreprises les projets, les investissements et les marchés publics que préparent les collectivités territoriales.\n", // 22
	}})
}

// TestFix16FrChanges: the same review's SHOULDs on the pages of changes and sitegen diff.
func TestFix16FrChanges(t *testing.T) {
	fr := localizers(t)["fr"]
	for _, tt := range []struct {
		id   string
		n    int
		args []any
		want string
	}{
		// 26
		{"changes.other_languages", 1, []any{"Languages", plain("anglais")}, "La formulation en anglais a changé\u202f: voir la page dans cette langue."},
		{"changes.other_languages", 3, []any{"Languages", plain("allemand, anglais et polonais")}, "La formulation a changé dans d’autres langues (allemand, anglais et polonais)\u202f: voir les pages dans ces langues."},
	} {
		if got := fr.n(tt.id, count(tt.n, ""), tt.args...).Plain(); got != tt.want {
			t.Errorf("fr %s (%d): %q, want %q", tt.id, tt.n, got, tt.want)
		}
	}
	for _, tt := range []struct{ id, want string }{
		// 14: "ni plus ni moins" reads as the idiom "exactly".
		{"diff.class.neutral", "Cette modification ne rend l’exploration ni plus ni moins respectueuse des sites."},
		{"diff.class_heading.neutral", "Sans effet sur le respect des sites"},
		{"changes.class.neutral", "Sans effet sur le respect des sites"},
		{"changes.title_class.neutral", "sans effet sur le respect des sites"},
		{"diff.class_tag.neutral", "sans effet sur le respect des sites"},
		// 15: no relative clause that can attach to the wrong noun.
		{"diff.field.cadence_rules", "les règles du calendrier et leur ordre de priorité"},
		{"diff.field.cadence_order", "l’ordre de priorité des règles du calendrier"},
		// 28, 29: maxima, and no "Modification … d’une modification".
		{"diff.field.robots_cache_for", "la durée maximale pendant laquelle une copie en cache de robots.txt est utilisée"},
		{"diff.field.robots_takes_effect_within", "le délai dans lequel un changement de robots.txt est pris en compte"},
		// 30
		{"diff.class.contact_email", "Les webmestres doivent désormais écrire à la nouvelle adresse."},
	} {
		if got := fr.t(tt.id).Plain(); got != tt.want {
			t.Errorf("fr %s: %q, want %q", tt.id, got, tt.want)
		}
	}
	// 32: a field of policy.toml is called one.
	if got, want := fr.t("diff.date_unchanged", "Date", plain("29 novembre 2026")).Plain(), "Les règles ont changé, mais leur date de dernière modification est toujours le 29 novembre 2026\u202f: indiquez dans le champ site.last_changed la date à laquelle la modification prend effet."; got != want {
		t.Errorf("fr diff.date_unchanged: %q, want %q", got, want)
	}
}
