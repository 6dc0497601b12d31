package generator

import "testing"

// TestReview46deMessages pins the German message fixes of the native review round 46
// (/work/notes/s37/review46-de.md in the project's notes): F1 the change texts for the interval
// webmasters may ask for say „Webmaster“, as the class sentences do, not „Website-Betreiber“;
// F2 the removed restrict-only token says what „nur zum Sperren beachtet“ meant; F3 a nofollow
// link „hält den Crawler nicht davon ab, ihm zu folgen“, not „hält … nicht auf“; F4 the kept way
// names „dieses Anliegen“ and gives the default as the reason; F5 added and removed say
// „der Richtlinie selbst“ alike; F6 „echte Anfragen an Websites“, not a second „tatsächlich“.
func TestReview46deMessages(t *testing.T) {
	ls := localizers(t)
	checkMessages(t, ls, "de", []messageCase{
		{"diff.field.faster_request_min_interval", 0, nil, "der kürzeste Abstand zwischen zwei Anfragen, den Webmaster erbitten können"},
		{"diff.field.faster_request_min_interval_page_loads", 0, nil, "der kürzeste Abstand zwischen zwei Seitenabrufen, den Webmaster erbitten können"},
		{"diff.field_item.faster_request_min_interval", 0, nil, "der kürzeste Abstand zwischen zwei Anfragen, den Webmaster erbitten können"},
		{"diff.field_item.faster_request_min_interval_page_loads", 0, nil, "der kürzeste Abstand zwischen zwei Seitenabrufen, den Webmaster erbitten können"},
		{"diff.field.contact_request_min_interval", 0, nil, "der längste Abstand zwischen zwei Anfragen, den Webmaster erbitten können"},
		{"diff.field.contact_request_min_interval_page_loads", 0, nil, "der längste Abstand zwischen zwei Seitenabrufen, den Webmaster erbitten können"},
		{"diff.field_item.contact_request_min_interval", 0, nil, "der längste Abstand zwischen zwei Anfragen, den Webmaster erbitten können"},
		{"diff.field_item.contact_request_min_interval_page_loads", 0, nil, "der längste Abstand zwischen zwei Seitenabrufen, den Webmaster erbitten können"},
		{"diff.legacy_token_removed_restrict_only", 0, []any{"Context", plain(" für „civic-ingestor“"), "Token", plain("civic-file-cache")}, "Entfernt für „civic-ingestor“: das frühere Produkt-Token „civic-file-cache“, das nur zum Sperren beachtet wurde (eine Gruppe, die es nannte, konnte Pfade sperren, aber nie freigeben). Eine Gruppe in der robots.txt, die nur dieses Token nennt, gilt nicht mehr für den Crawler."},
		{"directives.rel_nofollow.followed", 0, []any{"Attr", plain(`rel="nofollow"`)}, `Ein mit rel="nofollow" gekennzeichneter Link hält den Crawler nicht davon ab, ihm zu folgen: Das Linkziel kann trotzdem abgerufen werden.`},
		{"diff.class.contact_request_via_kept_removed", 0, []any{"Via", plain("per E-Mail")}, "Webmaster können dieses Anliegen weiterhin per E-Mail vorbringen: Ist für ein Anliegen kein Weg ausdrücklich genannt, steht ihnen dieser Weg ohnehin offen."},
		{"diff.class.crawler_reads_policy_added", 0, nil, "Die Seite sichert damit zu, dass ihre Angaben mit dem tatsächlichen Verhalten des Crawlers übereinstimmen; die Werte und Einstellungen der Richtlinie selbst bleiben unverändert."},
		{"diff.class.crawler_reads_policy_removed", 0, nil, "Die Seite sichert damit nicht mehr zu, dass ihre Angaben mit dem tatsächlichen Verhalten des Crawlers übereinstimmen; die Werte und Einstellungen der Richtlinie selbst bleiben unverändert."},
		{"diff.class.example_removed", 0, nil, "Die auf der Seite beschriebenen Limits gelten nun für echte Anfragen an Websites."},
	})
}
