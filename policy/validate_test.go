package policy

import (
	"math/rand/v2"
	"net/netip"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// ruleTests break the semantic rules of validate.go, one case per rule where a file can break it,
// in the order of validate.go. Each is a small edit of the base policy that loads.
var ruleTests = []badPolicy{
	// site
	{
		name:  "site/title missing",
		edits: []edit{remove("title = { en = \"Example crawler\", de = \"Beispiel-Crawler\" }\n")},
		want: []string{
			`policy.toml:6:2: site.title: missing (want a text in each of the site's languages: en, de)`,
		},
	},
	{
		name:  "site/base_url missing",
		edits: []edit{remove("base_url = \"https://crawler.example/\"\n")},
		want: []string{
			`policy.toml:6:2: site.base_url: missing (want the absolute https URL the site is published at, e.g. https://crawler.example/)`,
		},
	},
	{
		name:  "site/base_url http",
		edits: []edit{replace(`base_url = "https://crawler.example/"`, `base_url = "http://crawler.example/"`)},
		want: []string{
			`policy.toml:8:1: site.base_url: "http://crawler.example/" is not an https URL (the site must be served over https: write "https://crawler.example/")`,
		},
	},
	{
		name:  "site/base_url without slash",
		edits: []edit{replace(`base_url = "https://crawler.example/"`, `base_url = "https://crawler.example/bot"`)},
		want: []string{
			`policy.toml:8:1: site.base_url: "https://crawler.example/bot" must end in "/" (the pages link relative to it: write "https://crawler.example/bot/")`,
		},
	},
	{
		name:  "site/base_url with query",
		edits: []edit{replace(`base_url = "https://crawler.example/"`, `base_url = "https://crawler.example/?lang=en"`)},
		want: []string{
			`policy.toml:8:1: site.base_url: "https://crawler.example/?lang=en" has a query or a fragment, which the pages' relative links would drop (want the URL of the site's folder: write "https://crawler.example/")`,
		},
	},
	{
		name:  "site/languages missing",
		edits: []edit{remove("languages = [\"en\", \"de\"]\n")},
		want: []string{
			`policy.toml:6:2: site.languages: missing (want the site's languages, e.g. ["en", "de", "fr", "pl"])`,
		},
	},
	{
		name:  "site/language not a tag",
		edits: []edit{replace(`languages = ["en", "de"]`, `languages = ["en", "de", "en_GB"]`)},
		want: []string{
			`policy.toml:9:26: site.languages[2]: "en_GB" is not a language tag (want a BCP 47 tag such as en, de, fr, pl)`,
		},
	},
	{
		name:  "site/language twice",
		edits: []edit{replace(`languages = ["en", "de"]`, `languages = ["en", "de", "en"]`)},
		want: []string{
			`policy.toml:9:26: site.languages[2]: "en" is listed twice`,
		},
	},
	{
		name:  "site/default_language missing",
		edits: []edit{remove("default_language = \"en\"\n")},
		want: []string{
			`policy.toml:6:2: site.default_language: missing (want one of site.languages)`,
		},
	},
	{
		name:  "site/default_language not a site language",
		edits: []edit{replace(`default_language = "en"`, `default_language = "fr"`)},
		want: []string{
			`policy.toml:10:1: site.default_language: "fr" is not one of site.languages (en, de)`,
		},
	},
	{
		name:  "site/time_zone missing where times of day are stated",
		edits: []edit{remove("time_zone = \"Europe/Berlin\"\n")},
		want: []string{
			`policy.toml:6:2: site.time_zone: missing (the policy states times of day: want the IANA time zone they are in, e.g. Europe/Berlin)`,
		},
	},
	{
		name:  "site/last_changed missing",
		edits: []edit{remove("last_changed = 2026-11-29\n")},
		want: []string{
			`policy.toml:6:2: site.last_changed: missing (want the date of the policy's last change, e.g. 2026-11-29)`,
		},
	},
	{
		name:  "site/not_own outside the output folder",
		edits: []edit{replace("example = true\n", "example = true\nnot_own = [\"CNAME\", \"/etc/passwd\", \"a/../../b\", \"a\\\\b\", \"\"]\n")},
		want: []string{
			`policy.toml:14:21: site.not_own[1]: "/etc/passwd" is not a relative path inside the output folder (want e.g. CNAME)`,
			`policy.toml:14:36: site.not_own[2]: "a/../../b" is not a relative path inside the output folder (want e.g. CNAME)`,
			`policy.toml:14:49: site.not_own[3]: "a\\b" is not a relative path inside the output folder (want e.g. CNAME)`,
			`policy.toml:14:57: site.not_own[4]: "" is not a relative path inside the output folder (want e.g. CNAME)`,
		},
	},

	// operator
	{
		name:  "operator/name blank",
		edits: []edit{replace(`name = "Example GmbH"`, `name = " "`)},
		want: []string{
			`policy.toml:16:1: operator.name: missing (want the operator's name as registered)`,
		},
	},
	{
		name:  "operator/legal_form without a language",
		edits: []edit{replace("[operator]\n", "[operator]\nlegal_form = { en = \"limited company\" }\n")},
		want: []string{
			`policy.toml:16:1: operator.legal_form: missing the "de" text (every text needs all the site's languages: en, de)`,
		},
	},
	{
		// newuser17 #12: text that shows nothing is empty, whatever its code points.
		name:  "operator/legal_form of invisible characters only",
		edits: []edit{replace("[operator]\n", "[operator]\nlegal_form = { en = \"\u200b\", de = \"\u2060\u00ad\ufeff \" }\n")},
		want: []string{
			`policy.toml:16:16: operator.legal_form.en: empty: it holds only characters that are not shown (U+200B)`,
			`policy.toml:16:28: operator.legal_form.de: empty: it holds only characters that are not shown (U+2060, U+00AD, U+FEFF)`,
		},
	},
	{
		name:  "operator/legal_form empty text",
		edits: []edit{replace("[operator]\n", "[operator]\nlegal_form = { en = \"limited company\", de = \" \" }\n")},
		want: []string{
			`policy.toml:16:40: operator.legal_form.de: empty`,
		},
	},
	{
		name:  "operator/legal_form other language",
		edits: []edit{replace("[operator]\n", "[operator]\nlegal_form = { en = \"limited company\", de = \"GmbH\", fr = \"SARL\", pl = \"sp. z o.o.\" }\n")},
		want: []string{
			`policy.toml:16:53: operator.legal_form.fr: "fr" is not one of site.languages (en, de)`,
			`policy.toml:16:66: operator.legal_form.pl: "pl" is not one of site.languages (en, de)`,
		},
	},
	{
		name:  "operator/person without name and roles",
		edits: []edit{replace("[operator]\n", "[operator]\npeople = [{ name = \"\", roles = [] }]\n")},
		want: []string{
			`policy.toml:16:13: operator.people[0].name: missing (want the person's name, or email alone where the role is published by its mailbox, e.g. a data protection officer's or a press office's)`,
			`policy.toml:16:24: operator.people[0].roles: missing (want at least one of "owner", "director-of-publication", "managing-director", "principal-investigator", "data-protection-officer", "press-office")`,
		},
	},
	{
		name:  "operator/person role twice",
		edits: []edit{replace("[operator]\n", "[operator]\npeople = [{ name = \"Erika Muster\", roles = [\"owner\", \"managing-director\", \"owner\"] }]\n")},
		want: []string{
			`policy.toml:16:75: operator.people[0].roles[2]: owner is listed twice`,
		},
	},
	{
		name:  "operator/registry without scheme and id",
		edits: []edit{replace("[operator]\n", "[operator]\nregistry = [{ scheme = \" \", id = \"\" }]\n")},
		want: []string{
			`policy.toml:16:15: operator.registry[0].scheme: missing (want the register's abbreviation, e.g. KRS, NIP, REGON, SIREN, HRB)`,
			`policy.toml:16:29: operator.registry[0].id: missing`,
		},
	},
	{
		name:  "operator/registry scheme twice",
		edits: []edit{replace("[operator]\n", "[operator]\nregistry = [{ scheme = \"HRB\", id = \"1\" }, { scheme = \"HRB\", id = \"2\" }]\n")},
		want: []string{
			`policy.toml:16:45: operator.registry[1].scheme: "HRB" is listed twice`,
		},
	},
	{
		name:  "operator/address empty line",
		edits: []edit{replace(`address = ["Beispielweg 1", "10115 Berlin"]`, `address = ["Beispielweg 1", "", "10115 Berlin"]`)},
		want: []string{
			`policy.toml:17:29: operator.address[1]: empty line`,
		},
	},
	{
		name:  "operator/source_code without open_source",
		edits: []edit{replace("[operator]\n", "[operator]\nsource_code = \"https://git.crawler.example/bot\"\n")},
		want: []string{
			`policy.toml:16:1: operator.source_code: is set, but open_source is not (set open_source = true)`,
		},
	},

	// contact
	{
		name:  "contact/email missing for requests by e-mail",
		edits: []edit{remove("email = \"crawler@crawler.example\"\n")},
		want: []string{
			`policy.toml:19:2: contact.email: missing (contact.requests without via = ["portal"] or ["form"] are made by e-mail: want the address to write to)`,
		},
	},
	{
		name:  "contact/portal without its url and kind, and where no request is made",
		edits: []edit{replace("email = \"crawler@crawler.example\"\n", "email = \"crawler@crawler.example\"\n\n[contact.portal]\n")},
		want: []string{
			`policy.toml:22:2: contact.portal: is set, but no request is made there (want via = ["portal"] in the contact.requests made in it)`,
			`policy.toml:22:2: contact.portal.kind: missing (want what it is: one of "customer-dashboard", "site-owner-portal")`,
			`policy.toml:22:2: contact.portal.url: missing (want the address where a site signs in, e.g. "https://crawler.example/dashboard")`,
		},
	},
	{
		name:  "contact/a request in a portal that is not set, a channel twice",
		edits: []edit{replace("min_interval = \"30s\"\n", "min_interval = \"30s\"\nvia = [\"portal\", \"email\", \"email\"]\n")},
		want: []string{
			`policy.toml:25:1: contact.requests[0].via: names "portal", but contact.portal is not set (want [contact.portal] with its url and kind)`,
			`policy.toml:25:27: contact.requests[0].via[2]: email is listed twice`,
		},
	},
	{
		name:  "contact/the portal's address is the form's",
		edits: []edit{replace("email = \"crawler@crawler.example\"\n", "email = \"crawler@crawler.example\"\nform = \"https://crawler.example/form\"\n\n[contact.portal]\nurl = \"https://crawler.example/form\"\nkind = \"customer-dashboard\"\n"), replace("min_interval = \"30s\"\n", "min_interval = \"30s\"\nvia = [\"portal\"]\n")},
		want: []string{
			`policy.toml:24:1: contact.portal.url: "https://crawler.example/form" is contact.form too (a form anyone can send is contact.form; a place where a site signs in is the portal: want one of them)`,
		},
	},
	{
		name:  "errors/reactions stops_run without a scope, and with Retry-After",
		edits: []edit{replace("on = [\"429\"]\npause = \"1m\"\nescalation = { factor = 2, max = \"1h\" }\nscope = \"server\"\n", "on = [\"429\"]\nstops_run = true\nretry_after = true\n")},
		want: []string{
			`policy.toml:91:3: errors.reactions[0].scope: missing (stops_run ends a run: want scope = "run")`,
			`policy.toml:94:1: errors.reactions[0].retry_after: is set, but stops_run ends the run: no pause for Retry-After to set`,
		},
	},
	{
		name:  "errors/reactions stops_run beside a pause, with an escalation and another scope",
		edits: []edit{replace("on = [\"429\"]\npause = \"1m\"\n", "on = [\"429\"]\npause = \"1m\"\nstops_run = true\n")},
		want: []string{
			`policy.toml:93:1: errors.reactions[0].pause: set more than one of pause, min_pause, pause_unpublished, pause_until and stops_run`,
			`policy.toml:95:1: errors.reactions[0].escalation: is set, but stops_run ends the run: no pause to make longer`,
			`policy.toml:96:1: errors.reactions[0].scope: is "server", but stops_run ends a run (want scope = "run")`,
		},
	},
	{
		name: "contact/no way to reach or refuse the crawler",
		edits: []edit{
			remove("email = \"crawler@crawler.example\"\n"),
			remove("[[contact.requests]]\nkind = \"slower\"\nmin_interval = \"30s\"\n"),
			remove("check = \"before-first-fetch\"\n"),
			remove("[snippets.all]\nlabel = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\nagents = [\"bot\"]\npaths = [\"/\"]"),
		},
		want: []string{
			`policy.toml:19:2: contact.email: missing (a site needs at least one way to reach or refuse the crawler: want the address webmasters write to, or robots_txt.check where the agents read robots.txt)`,
		},
	},
	{
		name:  "contact/topic twice",
		edits: []edit{replace("[contact]\n", "[contact]\ntopics = [\"load\", \"questions\", \"load\"]\n")},
		want: []string{
			`policy.toml:20:32: contact.topics[2]: load is listed twice`,
		},
	},
	{
		name:  "contact/include twice",
		edits: []edit{replace("[contact]\n", "[contact]\ninclude = [\"hostname\", \"hostname\"]\n")},
		want: []string{
			`policy.toml:20:24: contact.include[1]: hostname is listed twice`,
		},
	},
	{
		name:  "contact/request without kind",
		edits: []edit{replace("min_interval = \"30s\"\n", "min_interval = \"30s\"\n\n[[contact.requests]]\njobs = [\"sync\"]\n")},
		want: []string{
			`policy.toml:26:3: contact.requests[1].kind: missing (want one of "slower", "faster", "less-often", "window", "no-documents", "stop", "stop-url", "removal", "quota", "alternative-channel", "blocklist", "allowlist", "re-check")`,
		},
	},
	{
		name:  "contact/min_interval for another kind",
		edits: []edit{replace(`kind = "slower"`, `kind = "less-often"`)},
		want: []string{
			`policy.toml:24:1: contact.requests[0].min_interval: applies only to kind = "slower" or "faster"`,
		},
	},
	{
		name:  "contact/alternative-channel without channels",
		edits: []edit{replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"alternative-channel\"\n")},
		want: []string{
			`policy.toml:22:3: contact.requests[0].channels: missing (want the channels offered, e.g. ["export", "rss", "api"])`,
		},
	},
	{
		name:  "contact/channels for another kind",
		edits: []edit{replace("min_interval = \"30s\"\n", "min_interval = \"30s\"\nchannels = [\"rss\"]\n")},
		want: []string{
			`policy.toml:25:1: contact.requests[0].channels: applies only to kind = "alternative-channel"`,
		},
	},
	{
		name:  "contact/request for an unknown job",
		edits: []edit{replace("min_interval = \"30s\"\n", "min_interval = \"30s\"\njobs = [\"synk\", \"nightly\"]\n")},
		want: []string{
			`policy.toml:25:9: contact.requests[0].jobs[0]: "synk" is not in jobs (did you mean "sync"?)`,
			`policy.toml:25:17: contact.requests[0].jobs[1]: "nightly" is not in jobs (want one of "sync")`,
		},
	},
	{
		name:  "contact/request kind twice",
		edits: []edit{replace("min_interval = \"30s\"\n", "min_interval = \"30s\"\n\n[[contact.requests]]\nkind = \"slower\"\nmin_interval = \"1m\"\n")},
		want: []string{
			`policy.toml:27:1: contact.requests[1].kind: "slower" is listed twice`,
		},
	},

	// agents
	{
		name:  "agents/name not usable",
		edits: []edit{replace("[occasions.sessions]", `[occasions."session days"]`)},
		want: []string{
			`policy.toml:53:2: occasions."session days": "session days" is not a usable name: " " is not allowed (want ASCII letters a-z and A-Z, digits, "-" and "_"; the name becomes part of a URL)`,
		},
	},
	{
		name: "agents/missing",
		edits: []edit{remove(`[agents.bot]
token = "examplebot"
purpose = { en = "Indexes public pages", de = "Indexiert öffentliche Seiten" }
trigger = "unattended"
user_agent = "examplebot/{version} (+https://crawler.example/)"
version = "1.2"
follows_links = "within-site"
`)},
		want: []string{
			`policy.toml:57:1: jobs.sync.agent: "bot" is not in agents (the policy has none)`,
			`policy.toml:100:11: snippets.all.agents[0]: "bot" is not in agents (the policy has none)`,
			`policy.toml: agents: missing (want at least one agent: [agents.NAME] with its product token or User-Agent)`,
		},
	},
	{
		name: "agents/neither token nor User-Agent",
		edits: []edit{
			remove("token = \"examplebot\"\n"),
			remove("user_agent = \"examplebot/{version} (+https://crawler.example/)\"\nversion = \"1.2\"\n"),
			remove("[snippets.all]\nlabel = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\nagents = [\"bot\"]\npaths = [\"/\"]"),
		},
		want: []string{
			`policy.toml:26:2: agents.bot.token: missing (a site must be able to recognise the agent: want its robots.txt product token, e.g. "civic-ingestor", its user_agent, or both)`,
		},
	},
	{
		name: "agents/placeholder declared twice, unused, without example",
		edits: []edit{
			replace(`user_agent = "examplebot/{version} (+https://crawler.example/)"`, `user_agent = "examplebot/{version} (+https://crawler.example/; {subscribers} subscribers)"`),
			appendText(`
[[agents.bot.placeholders]]
name = "subscribers"
stands_for = { en = "how many users subscribe to the feed", de = "wie viele Nutzer den Feed abonniert haben" }
example = "42"

[[agents.bot.placeholders]]
name = "subscribers"
stands_for = { en = "again", de = "noch einmal" }
example = "{x}"

[[agents.bot.placeholders]]
name = "host"
stands_for = { en = "the instance", de = "die Instanz" }
example = ""

[[agents.bot.placeholders]]
name = "version"
stands_for = { en = "the version", de = "die Version" }
example = "1.0"
`),
		},
		want: []string{
			`policy.toml:116:1: agents.bot.placeholders[1].name: "subscribers" is declared twice`,
			`policy.toml:118:1: agents.bot.placeholders[1].example: "{x}" cannot stand in a User-Agent (want visible ASCII without braces)`,
			`policy.toml:121:1: agents.bot.placeholders[2].name: {host} is in no User-Agent of the agent`,
			`policy.toml:123:1: agents.bot.placeholders[2].example: missing (want a value as the crawler sends it, e.g. "42")`,
			`policy.toml:126:1: agents.bot.placeholders[3].name: {version} is declared by the agent's version key (leave it out here)`,
		},
	},
	{
		name:  "agents/robots.txt: reason, Sitemap lines and check where it is obeyed, a status that is no 4xx",
		edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nnot_read_because = \"user-request\"\nsitemap_lines = true\nrefuse_with = [404, 200, 404]\n")},
		want: []string{
			`policy.toml:33:1: agents.bot.not_read_because: is set, but robots_txt is not "not-read"`,
			`policy.toml:34:1: agents.bot.sitemap_lines: is set, but robots_txt is not "not-read" (an agent that reads robots.txt reads its Sitemap lines with it: say uses_sitemaps)`,
			`policy.toml:35:21: agents.bot.refuse_with[1]: 200 is not a 4xx status (want the statuses that make the agent stop, e.g. 404, 410 or 403)`,
			`policy.toml:35:26: agents.bot.refuse_with[2]: 404 is listed twice`,
		},
	},
	{
		name:  "agents/robots.txt not read, yet named in a snippet and given a check",
		edits: []edit{noRobotsTable, replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nrobots_txt = \"not-read\"\nrobots_txt_check = \"before-every-fetch\"\n")},
		want: []string{
			`policy.toml:34:1: agents.bot.robots_txt_check: is set, but robots_txt is "not-read"`,
			`policy.toml:103:11: snippets.all.agents[0]: "bot" does not obey robots.txt (agents.bot.robots_txt = "not-read"), so no snippet shuts it out: say what works instead (agents.bot.refuse_with, contact.requests)`,
		},
	},
	{
		name: "agents/token of another agent",
		edits: []edit{appendText(`
[agents.other]
token = "ExampleBot"
purpose = { en = "Checks links", de = "Prüft Links" }
trigger = "user-request"
user_agent = "ExampleBot LinkCheck/1.0"
follows_links = "none"
`)},
		want: []string{
			`policy.toml:111:1: agents.other.token: "ExampleBot" is already the token of agents.bot (robots.txt compares tokens without regard to case; give each agent a token of its own, or leave token out of an agent that robots.txt cannot name apart and state its user_agent and stable_parts)`,
		},
	},
	{
		name:  "agents/variant without User-Agent",
		edits: []edit{appendText("\n[[agents.bot.variants]]\nused_for = { en = \"images\", de = \"Bilder\" }\n")},
		want: []string{
			`policy.toml:110:3: agents.bot.variants[0].user_agent: missing (want the User-Agent header exactly as sent)`,
		},
	},
	{
		name:  "agents/variant used_for without a language",
		edits: []edit{appendText("\n[[agents.bot.variants]]\nuser_agent = \"examplebot (images)\"\nused_for = { en = \"images\" }\n")},
		want: []string{
			`policy.toml:112:1: agents.bot.variants[0].used_for: missing the "de" text (every text needs all the site's languages: en, de)`,
		},
	},
	{
		name:  "agents/unknown placeholder",
		edits: []edit{replace(`user_agent = "examplebot/{version} (+https://crawler.example/)"`, `user_agent = "examplebot/{version} ({build}; +https://crawler.example/)"`)},
		want: []string{
			`policy.toml:30:1: agents.bot.user_agent: {build} is not declared (declare it with [[agents.bot.placeholders]] name = "build", stands_for and example; {version} needs none)`,
		},
	},
	{
		name:  "agents/User-Agent without the token",
		edits: []edit{replace(`user_agent = "examplebot/{version} (+https://crawler.example/)"`, `user_agent = "Mozilla/5.0 (compatible; example/{version})"`)},
		want: []string{
			`policy.toml:30:1: agents.bot.user_agent: "Mozilla/5.0 (compatible; example/{version})" does not contain the product token "examplebot" as a word of its own (webmasters match the token in their logs)`,
		},
	},
	{
		name:  "agents/User-Agent without a stable part",
		edits: []edit{replace("version = \"1.2\"\n", "version = \"1.2\"\nstable_parts = [\"examplebot/\", \"crawler.example/bot\"]\n")},
		want: []string{
			`policy.toml:30:1: agents.bot.user_agent: does not contain stable_parts[1] "crawler.example/bot"`,
		},
	},
	{
		name:  "agents/version without placeholder",
		edits: []edit{replace(`user_agent = "examplebot/{version} (+https://crawler.example/)"`, `user_agent = "examplebot/1.2 (+https://crawler.example/)"`)},
		want: []string{
			`policy.toml:31:1: agents.bot.version: is set, but user_agent has no {version} to replace`,
		},
	},
	{
		name: "agents/version_may_change without placeholder",
		edits: []edit{
			replace(`user_agent = "examplebot/{version} (+https://crawler.example/)"`, `user_agent = "examplebot (+https://crawler.example/)"`),
			replace(`version = "1.2"`, `version_may_change = true`),
		},
		want: []string{
			`policy.toml:31:1: agents.bot.version_may_change: is set, but user_agent has no {version}`,
		},
	},
	{
		name:  "agents/stable part empty",
		edits: []edit{replace("version = \"1.2\"\n", "version = \"1.2\"\nstable_parts = [\"examplebot\", \" \"]\n")},
		want: []string{
			`policy.toml:32:31: agents.bot.stable_parts[1]: empty`,
		},
	},
	{
		name:  "agents/fetches twice",
		edits: []edit{replace("version = \"1.2\"\n", "version = \"1.2\"\nfetches = [\"search\", \"named-url\", \"search\"]\n")},
		want: []string{
			`policy.toml:32:35: agents.bot.fetches[2]: search is listed twice`,
		},
	},
	{
		name:  "agents/on_disallow twice",
		edits: []edit{replace("version = \"1.2\"\n", "version = \"1.2\"\non_disallow = [\"stop-all\", \"stop-all\"]\n")},
		want: []string{
			`policy.toml:32:28: agents.bot.on_disallow[1]: stop-all is listed twice`,
		},
	},
	{
		name:  "agents/promise twice",
		edits: []edit{replace("version = \"1.2\"\n", "version = \"1.2\"\npromises = [\"no-forms\", \"no-forms\"]\n")},
		want: []string{
			`policy.toml:32:25: agents.bot.promises[1]: no-forms is listed twice`,
		},
	},
	{
		name:  "agents/limits checked",
		edits: []edit{appendText("\n[agents.bot.limits]\nconcurrency = 2\n")},
		want: []string{
			`policy.toml:110:2: agents.bot.limits.concurrency_key: missing (concurrency needs what it is counted per, e.g. "server" or "sync")`,
		},
	},
	{
		name:  "agents/self_hosted jobs unknown",
		edits: []edit{appendText("\n[agents.bot.self_hosted]\nown_user_agent_jobs = [\"sink\"]\ndefault_user_agent_jobs = [\"documents\"]\n")},
		want: []string{
			`policy.toml:111:24: agents.bot.self_hosted.own_user_agent_jobs[0]: "sink" is not in jobs (want one of "sync")`,
			`policy.toml:112:28: agents.bot.self_hosted.default_user_agent_jobs[0]: "documents" is not in jobs (want one of "sync")`,
		},
	},
	{
		name:  "agents/legacy token missing",
		edits: []edit{replace("version = \"1.2\"\n", "version = \"1.2\"\nlegacy_tokens = [{ restrict_only = true }]\n")},
		want: []string{
			`policy.toml:32:20: agents.bot.legacy_tokens[0].token: missing`,
		},
	},
	{
		name:  "agents/legacy token is current",
		edits: []edit{replace("version = \"1.2\"\n", "version = \"1.2\"\nlegacy_tokens = [{ token = \"ExampleBot\" }]\n")},
		want: []string{
			`policy.toml:32:20: agents.bot.legacy_tokens[0].token: "ExampleBot" is the current token of agents.bot (a legacy token must differ from every current one)`,
		},
	},
	{
		name:  "agents/legacy token twice",
		edits: []edit{replace("version = \"1.2\"\n", "version = \"1.2\"\nlegacy_tokens = [{ token = \"oldbot\" }, { token = \"OldBot\" }]\n")},
		want: []string{
			`policy.toml:32:42: agents.bot.legacy_tokens[1].token: "OldBot" is already a legacy token at agents.bot.legacy_tokens[0].token`,
		},
	},

	// network
	{
		name:  "network/unpublished with addresses",
		edits: []edit{replace("[[network.addresses]]\n", "[network]\nunpublished = true\n\n[[network.addresses]]\n")},
		want: []string{
			`policy.toml:35:1: network.unpublished: is set, but network.addresses lists addresses`,
		},
	},
	{
		name:  "network/prefix missing",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `agents = ["bot"]`)},
		want: []string{
			`policy.toml:34:3: network.addresses[0].prefix: missing (want an address or prefix, e.g. 203.0.113.7 or 2001:db8::/48)`,
		},
	},
	{
		name:  "network/loopback",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "127.0.0.1"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: 127.0.0.1/32 is a loopback range, not a public address`,
		},
	},
	{
		name:  "network/private IPv4",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "10.20.0.0/16"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: 10.20.0.0/16 is or contains a private range (RFC 1918, RFC 4193), not a public address`,
		},
	},
	{
		name:  "network/private IPv6",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "fd00:1::/32"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: fd00:1::/32 is or contains a private range (RFC 1918, RFC 4193), not a public address`,
		},
	},
	{
		name:  "network/link-local",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "169.254.10.1"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: 169.254.10.1/32 is a link-local range, not a public address`,
		},
	},
	{
		name:  "network/link-local multicast",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "ff02::1"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: ff02::1/128 is a link-local range, not a public address`,
		},
	},
	{
		name:  "network/multicast",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "239.1.2.3"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: 239.1.2.3/32 is a multicast range, not a public address`,
		},
	},
	{
		name:  "network/unspecified",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "::"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: ::/128 is the unspecified address`,
		},
	},
	{
		name:  "network/carrier-grade NAT",
		edits: []edit{replace(`prefix = "203.0.113.7"`, `prefix = "100.64.1.0/24"`)},
		want: []string{
			`policy.toml:35:1: network.addresses[0].prefix: 100.64.1.0/24 lies in 100.64.0.0/10, shared address space for carrier-grade NAT (RFC 6598), not a public address`,
		},
	},
	{
		name:  "network/documentation range outside an example",
		edits: []edit{remove("example = true\n")},
		want: []string{
			`policy.toml:8:1: site.base_url: "https://crawler.example/" lies under "example", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
			`policy.toml:19:1: contact.email: "crawler@crawler.example" lies under "example", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
			`policy.toml:29:1: agents.bot.user_agent: "examplebot/{version} (+https://crawler.example/)" lies under "example", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
			`policy.toml:34:1: network.addresses[0].prefix: 203.0.113.7/32 lies in 203.0.113.0/24, reserved for documentation (allowed only with site.example = true)`,
		},
	},
	{
		name:  "network/prefixes overlap",
		edits: []edit{replace("prefix = \"203.0.113.7\"\n", "prefix = \"203.0.113.7\"\n\n[[network.addresses]]\nprefix = \"203.0.113.0/24\"\n")},
		want: []string{
			`policy.toml:38:1: network.addresses[1].prefix: 203.0.113.0/24 overlaps 203.0.113.7/32 (network.addresses[0])`,
		},
	},
	{
		name:  "network/prefix listed twice",
		edits: []edit{replace("prefix = \"203.0.113.7\"\n", "prefix = \"203.0.113.7\"\n\n[[network.addresses]]\nprefix = \"203.0.113.7/32\"\n")},
		want: []string{
			`policy.toml:38:1: network.addresses[1].prefix: 203.0.113.7/32 is listed twice (first as network.addresses[0])`,
		},
	},
	{
		name:  "network/address for an unknown agent",
		edits: []edit{replace("prefix = \"203.0.113.7\"\n", "prefix = \"203.0.113.7\"\nagents = [\"bott\"]\n")},
		want: []string{
			`policy.toml:36:11: network.addresses[0].agents[0]: "bott" is not in agents (did you mean "bot"?)`,
		},
	},
	{
		name:  "network/country lower case",
		edits: []edit{replace("[[network.addresses]]\n", "[network]\ncountry = \"de\"\n\n[[network.addresses]]\n")},
		want: []string{
			`policy.toml:35:1: network.country: "de" is not an ISO 3166-1 alpha-2 code of a country (want two capital letters, e.g. "DE" for Germany: each page names the country in its own language)`,
		},
	},
	{
		// Audit 13: codes of two capital letters that name no country were accepted and printed
		// as they are ("Requests come from XX.").
		name:  "network/country user-assigned XX",
		edits: []edit{replace("[[network.addresses]]\n", "[network]\ncountry = \"XX\"\n\n[[network.addresses]]\n")},
		want: []string{
			`policy.toml:35:1: network.country: "XX" is not an ISO 3166-1 alpha-2 code of a country (want two capital letters, e.g. "DE" for Germany: each page names the country in its own language)`,
		},
	},
	{
		name:  "network/country unknown region ZZ",
		edits: []edit{replace("[[network.addresses]]\n", "[network]\ncountry = \"ZZ\"\n\n[[network.addresses]]\n")},
		want: []string{
			`policy.toml:35:1: network.country: "ZZ" is not an ISO 3166-1 alpha-2 code of a country (want two capital letters, e.g. "DE" for Germany: each page names the country in its own language)`,
		},
	},
	{
		name:  "network/country a union of countries EU",
		edits: []edit{replace("[[network.addresses]]\n", "[network]\ncountry = \"EU\"\n\n[[network.addresses]]\n")},
		want: []string{
			`policy.toml:35:1: network.country: "EU" is not an ISO 3166-1 alpha-2 code of a country (want two capital letters, e.g. "DE" for Germany: each page names the country in its own language)`,
		},
	},
	{
		name:  "network/reverse_dns not a domain",
		edits: []edit{replace("[[network.addresses]]\n", "[network]\nreverse_dns = \"crawl_servers\"\n\n[[network.addresses]]\n")},
		want: []string{
			`policy.toml:35:1: network.reverse_dns: "crawl_servers" is not a domain name: want labels of letters, digits and "-", separated by dots, the last of letters alone (e.g. crawl.civic.example)`,
		},
	},
	{
		name: "agents/former identities",
		edits: []edit{replace("follows_links = \"within-site\"\n", `follows_links = "within-site"

[[agents.bot.former]]
from = 2020-01-01

[[agents.bot.former]]
user_agent = "examplebot/{version} (+https://crawler.example/)"

[[agents.bot.former]]
token = "ExampleBot"

[[agents.bot.former]]
user_agent = "examplebot/{version} (old)"
from = 2020-01-01
until = 2019-12-31
`)},
		want: []string{
			`policy.toml:34:3: agents.bot.former[0]: names neither a user_agent nor a token (want the former User-Agent exactly as it was sent, the former product token, or both)`,
			`policy.toml:38:1: agents.bot.former[1].user_agent: "examplebot/{version} (+https://crawler.example/)" is the agent's user_agent: a former one is one it no longer sends`,
			`policy.toml:41:1: agents.bot.former[2].token: "ExampleBot" is the agent's token: a former one is one it no longer uses`,
			`policy.toml:44:1: agents.bot.former[3].user_agent: "examplebot/{version} (old)" has a placeholder: write the former User-Agent exactly as it was sent`,
			`policy.toml:46:1: agents.bot.former[3].until: 2019-12-31 is before from (2020-01-01): want the last day of its use, on or after the first`,
		},
	},
	{
		name:  "agents/user_agent_form without user_agent",
		edits: []edit{remove("user_agent = \"examplebot/{version} (+https://crawler.example/)\"\nversion = \"1.2\"\n"), replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nuser_agent_form = \"after-browser\"\n")},
		want: []string{
			`policy.toml:31:1: agents.bot.user_agent_form: is set, but user_agent is not (want the part of the header the agent always sends)`,
		},
	},
	{
		name: "agents/robots_txt_handling",
		edits: []edit{replace("follows_links = \"within-site\"\n", `follows_links = "within-site"

[agents.bot.robots_txt_handling]
check = "before-every-fetch"
per_hostname = true
cache_for = "2d"
max_size = "100KiB"
max_redirects = 2
crawl_delay_max = "10s"
`)},
		want: []string{
			`policy.toml:35:1: agents.bot.robots_txt_handling.check: is not set per agent here: write the agent's robots_txt_check`,
			`policy.toml:36:1: agents.bot.robots_txt_handling.per_hostname: holds for the crawler as a whole: set it in [robots_txt]`,
			`policy.toml:37:1: warning: agents.bot.robots_txt_handling.cache_for: 2d is longer than 24 hours, which RFC 9309 §2.4 advises against (crawlers SHOULD NOT use a cached copy longer): the page states it as it is`,
			`policy.toml:37:1: agents.bot.robots_txt_handling.cache_for: 2d is longer than takes_effect_within 24h, which holds for this agent too: a change would take that long`,
			`policy.toml:38:1: agents.bot.robots_txt_handling.max_size: 100KiB is below the 500KiB every crawler must read (RFC 9309 §2.5)`,
			`policy.toml:39:1: agents.bot.robots_txt_handling.max_redirects: 2 is below the 5 redirects RFC 9309 §2.3.1.2 asks crawlers to follow`,
			`policy.toml:40:1: agents.bot.robots_txt_handling.crawl_delay_max: is set, but crawl_delay is "ignored"`,
		},
	},
	{
		name:  "agents/robots_txt_handling for an agent that does not read robots.txt",
		edits: []edit{noRobotsTable, replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nrobots_txt = \"not-read\"\n\n[agents.bot.robots_txt_handling]\ncache_for = \"1h\"\n"), remove("[snippets.all]\nlabel = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\nagents = [\"bot\"]\npaths = [\"/\"]")},
		want: []string{
			`policy.toml:35:2: agents.bot.robots_txt_handling: is set, but the agent does not read robots.txt (want robots_txt = "read", or robots_txt_check)`,
		},
	},
	{
		name:  "agents/group_matching with ignores_star_group",
		edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nignores_star_group = true\ngroup_matching = \"merges-star\"\n")},
		want: []string{
			`policy.toml:34:1: agents.bot.group_matching: "merges-star" reads the "*" group, but ignores_star_group says the agent does not`,
		},
	},
	{
		// RFC 9309 has a crawler obey the "*" group where no group names it (newuser9, finding 9).
		name:  "agents/group_matching rfc9309 with ignores_star_group",
		edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nignores_star_group = true\ngroup_matching = \"rfc9309\"\n")},
		want: []string{
			`policy.toml:34:1: agents.bot.group_matching: "rfc9309" reads the "*" group, but ignores_star_group says the agent does not`,
		},
	},
	{
		name:  "agents/group_matching of another value",
		edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\ngroup_matching = \"longest\"\n")},
		want: []string{
			`policy.toml:33:1: agents.bot.group_matching: "longest" is not allowed here (want one of "rfc9309", "merges-star", "first-group", "case-sensitive")`,
		},
	},
	{
		name:  "agents/group_matching without a token",
		edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\ngroup_matching = \"merges-star\"\n"), remove("token = \"examplebot\"\n"), remove("[snippets.all]\nlabel = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\nagents = [\"bot\"]\npaths = [\"/\"]")},
		want: []string{
			`policy.toml:32:1: agents.bot.group_matching: is set, but the agent has no token, so no group names it`,
		},
	},
	{
		name:  "network/address in use until before from",
		edits: []edit{replace("prefix = \"203.0.113.7\"\n", "prefix = \"203.0.113.7\"\nfrom = 2026-06-01\nuntil = 2026-05-31\n")},
		want: []string{
			`policy.toml:37:1: network.addresses[0].until: 2026-05-31 is before from (2026-06-01): want the last day the address is used, on or after the first`,
		},
	},
	{
		name:  "network/address purpose not a value",
		edits: []edit{replace("prefix = \"203.0.113.7\"\n", "prefix = \"203.0.113.7\"\npurpose = \"tests\"\n")},
		want: []string{
			`policy.toml:36:1: network.addresses[0].purpose: "tests" is not allowed here (did you mean "test"?)`,
		},
	},
	{
		name:  "network/reverse_dns and host_names",
		edits: []edit{replace("[[network.addresses]]\n", "[network]\nreverse_dns = \"crawl.crawler.example\"\n\n[[network.host_names]]\npattern = \"*.crawl.crawler.example\"\n\n[[network.addresses]]\n")},
		want: []string{
			`policy.toml:35:1: network.reverse_dns: is set, and so is network.host_names: state the domain there too, as the pattern "*.crawl.crawler.example"`,
		},
	},
	{
		name: "network/host name patterns",
		edits: []edit{appendText(`
[[network.host_names]]
example = "crawl-1.crawler.example"

[[network.host_names]]
pattern = "*.Crawler.example"

[[network.host_names]]
pattern = "crawl_*.crawler.example"

[[network.host_names]]
pattern = "crawl-*.example"

[[network.host_names]]
pattern = "*.crawl.crawler.example"
agents = ["bott"]

[[network.host_names]]
pattern = "*.crawl.crawler.example"
example = "crawl.crawler.example"

[[network.host_names]]
pattern = "crawl-*.crawler.example"
example = "crawl-*.crawler.example"
`)},
		want: []string{
			`policy.toml:110:3: network.host_names[0].pattern: missing (want a host name with "*" for the part that varies, e.g. "*.crawl.example.com")`,
			`policy.toml:114:1: network.host_names[1].pattern: "*.Crawler.example" has upper-case letters: want "*.crawler.example" (host names are compared without regard to case)`,
			`policy.toml:117:1: network.host_names[2].pattern: "crawl_*.crawler.example" is not a host name pattern (want labels of letters, digits and "-" separated by dots, with "*" for the part that varies, e.g. "*.crawl.example.com")`,
			`policy.toml:120:1: network.host_names[3].pattern: "crawl-*.example" matches names in domains that are not the operator's: after the last "*" want the operator's domain, at least two labels (e.g. "*.crawl.example.com")`,
			`policy.toml:124:11: network.host_names[4].agents[0]: "bott" is not in agents (did you mean "bot"?)`,
			`policy.toml:127:1: network.host_names[5].pattern: "*.crawl.crawler.example" is listed twice (first as network.host_names[4])`,
			`policy.toml:128:1: network.host_names[5].example: "crawl.crawler.example" does not match the pattern "*.crawl.crawler.example"`,
			`policy.toml:132:1: network.host_names[6].example: "crawl-*.crawler.example" is not a host name (want one name of this form, e.g. "crawl-1.crawler.example")`,
		},
	},
	{
		name:  "network/change_reason without may_change",
		edits: []edit{replace("[[network.addresses]]\n", "[network]\nchange_reason = \"server-move\"\n\n[[network.addresses]]\n")},
		want: []string{
			`policy.toml:35:1: network.change_reason: is set, but may_change is not`,
		},
	},
	{
		name:  "network/announce_days without announced_before_use",
		edits: []edit{replace("[[network.addresses]]\n", "[network]\nannounce_days = 7\n\n[[network.addresses]]\n")},
		want: []string{
			`policy.toml:35:1: network.announce_days: is set, but announced_before_use is not`,
		},
	},
	{
		name:  "network/unpublished with may_change",
		edits: []edit{replace("[[network.addresses]]\nprefix = \"203.0.113.7\"\n", "[network]\nunpublished = true\nmay_change = true\n")},
		want: []string{
			`policy.toml:34:2: network.addresses: missing: may_change and announced_before_use speak of published addresses (list them, or leave those keys out)`,
		},
	},

	// limits
	{
		name:  "limits/min_interval without interval_key",
		edits: []edit{remove("interval_key = \"hostname\"\n")},
		want: []string{
			`policy.toml:37:2: limits.interval_key: missing (min_interval needs what it is counted per: "hostname", "site", "server", "all-sites", "system", "municipality", "customer", "observation", "sync", "source", "list", "admission-check", "fetch", "frame", "run", "domain", "domain-server", "pass")`,
		},
	},
	{
		name:  "limits/interval_key without interval",
		edits: []edit{remove("min_interval = \"1s\"\n")},
		want: []string{
			`policy.toml:38:1: limits.interval_key: is set, but neither min_interval nor default_interval is`,
		},
	},
	{
		name:  "limits/default_interval below min_interval",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ndefault_interval = \"500ms\"\n")},
		want: []string{
			`policy.toml:40:1: limits.default_interval: 500ms is shorter than min_interval 1s`,
		},
	},
	{
		name:  "limits/target default_interval below the global min_interval",
		edits: []edit{replace("concurrency = 1\n", "concurrency = 1\ndefault_interval = \"200ms\"\n")},
		want: []string{
			`policy.toml:51:1: targets.portals.limits.default_interval: 200ms is shorter than min_interval 1s`,
		},
	},
	{
		name:  "limits/concurrency without key",
		edits: []edit{remove("concurrency_key = \"server\"\n")},
		want: []string{
			`policy.toml:49:2: targets.portals.limits.concurrency_key: missing (concurrency needs what it is counted per, e.g. "server" or "sync")`,
		},
	},
	{
		name:  "limits/concurrency_key without concurrency",
		edits: []edit{remove("concurrency = 1\n")},
		want: []string{
			`policy.toml:49:2: targets.portals.limits.concurrency: missing (concurrency_key is set)`,
		},
	},
	{
		name:  "limits/on_coordination_failure without shared_across_services",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\non_coordination_failure = \"per-service\"\n")},
		want: []string{
			`policy.toml:40:1: limits.on_coordination_failure: is set, but shared_across_services is not`,
		},
	},
	{
		name:  "limits/counts twice",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\ncounts = [\"redirects\", \"robots-txt\", \"redirects\"]\n")},
		want: []string{
			`policy.toml:40:38: limits.counts[2]: redirects is listed twice`,
		},
	},
	{
		name:  "limits/conditional_requests twice",
		edits: []edit{replace("concurrency = 1\n", "concurrency = 1\nconditional_requests = [\"If-None-Match\", \"If-None-Match\"]\n")},
		want: []string{
			`policy.toml:51:42: targets.portals.limits.conditional_requests[1]: If-None-Match is listed twice`,
		},
	},
	{
		name:  "limits/max_redirects negative",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nmax_redirects = -1\n")},
		want: []string{
			`policy.toml:40:1: limits.max_redirects: -1 is below 1 (want a whole number of at least 1)`,
		},
	},
	{
		name:  "limits/redirects_check_robots_txt without max_redirects",
		edits: []edit{replace("concurrency = 1\n", "concurrency = 1\nredirects_check_robots_txt = true\n")},
		want: []string{
			`policy.toml:51:1: targets.portals.limits.redirects_check_robots_txt: is set, but max_redirects is not`,
		},
	},
	{
		name:  "limits/passes empty",
		edits: []edit{replace("interval_key = \"hostname\"\n", "interval_key = \"hostname\"\npasses = {}\n")},
		want: []string{
			`policy.toml:40:1: limits.passes: empty (want min_interval, max_requests or both)`,
		},
	},
	{
		name:  "limits/quota max missing",
		edits: []edit{remove("max = 1000\n")},
		want: []string{
			`policy.toml:41:3: limits.quotas[0].max: missing (want the cap, or unpublished = true for a cap whose number is not published)`,
		},
	},
	{
		name:  "limits/quota unpublished with max",
		edits: []edit{replace("max = 1000\n", "max = 1000\nunpublished = true\n")},
		want: []string{
			`policy.toml:43:1: limits.quotas[0].unpublished: is set, but max gives the number`,
		},
	},
	{
		name:  "limits/quota min above max",
		edits: []edit{replace("max = 1000\n", "max = 1000\nmin = 2000\n")},
		want: []string{
			`policy.toml:43:1: limits.quotas[0].min: 2000 is above max 1000`,
		},
	},
	{
		name:  "limits/quota of nothing",
		edits: []edit{replace("[targets.portals]\n", "[[limits.quotas]]\nmax = 5\n\n[targets.portals]\n")},
		want: []string{
			`policy.toml:46:3: limits.quotas[1]: says neither a period, per_run nor a key: a cap of what? (e.g. period = "24h", key = "site")`,
		},
	},
	{
		name:  "limits/quota per_run and period",
		edits: []edit{replace("max = 1000\n", "max = 1000\nper_run = true\n")},
		want: []string{
			`policy.toml:43:1: limits.quotas[0].per_run: is set, but so is period (a cap is counted per run or per period)`,
		},
	},
	{
		name:  "limits/quota what without a language",
		edits: []edit{replace("max = 1000\n", "max = 1000\nwhat = { en = \"requests\" }\n")},
		want: []string{
			`policy.toml:43:1: limits.quotas[0].what: missing the "de" text (every text needs all the site's languages: en, de)`,
		},
	},
	{
		name:  "limits/quota beyond the minimum interval",
		edits: []edit{replace("max = 1000\n", "max = 100000\n"), replace("key = \"site\"\n", "key = \"hostname\"\n")},
		want: []string{
			`policy.toml:42:1: limits.quotas[0].max: 100000 per 24h cannot be reached: a minimum interval of 1s allows at most 86400`,
		},
	},
	{
		name:  "limits/quota above a longer one",
		edits: []edit{replace("[targets.portals]\n", "[[limits.quotas]]\nmax = 2000\nperiod = \"1h\"\nkey = \"site\"\n\n[targets.portals]\n")},
		want: []string{
			`policy.toml:47:1: limits.quotas[1].max: 2000 per 1h is above the cap of 1000 per 24h`,
		},
	},
	{
		name:  "limits/quota that a longer one cannot use",
		edits: []edit{replace("[targets.portals]\n", "[[limits.quotas]]\nmax = 10\nperiod = \"1h\"\nkey = \"site\"\n\n[targets.portals]\n")},
		want: []string{
			`policy.toml:47:1: limits.quotas[1].max: 10 per 1h allow at most 240 per 24h, below the cap of 1000 per 24h`,
		},
	},
	{
		name:  "limits/quota per site above all sites",
		edits: []edit{replace("[targets.portals]\n", "[[limits.quotas]]\nmax = 500\nperiod = \"24h\"\nkey = \"all-sites\"\n\n[targets.portals]\n")},
		want: []string{
			`policy.toml:42:1: limits.quotas[0].max: 1000 per 24h for one site is above the cap of 500 per 24h for all sites together`,
		},
	},
	{
		name:  "limits/target quota above the global one",
		edits: []edit{replace("concurrency = 1\n", "concurrency = 1\nquotas = [{ max = 2000, period = \"1h\", key = \"site\" }]\n")},
		want: []string{
			`policy.toml:51:13: targets.portals.limits.quotas[0].max: 2000 per 1h is above the cap of 1000 per 24h`,
		},
	},

	// targets and occasions
	{
		name:  "targets/label missing",
		edits: []edit{remove("label = { en = \"Portals\", de = \"Portale\" }\n")},
		want: []string{
			`policy.toml:46:2: targets.portals.label: missing (want a text in each of the site's languages: en, de)`,
		},
	},
	{
		name:  "occasions/label other language",
		edits: []edit{replace(`label = { en = "Session days", de = "Sitzungstage" }`, `label = { en = "Session days", de = "Sitzungstage", "de-CH" = "Sitzungstage" }`)},
		want: []string{
			`policy.toml:54:53: occasions.sessions.label.de-CH: "de-CH" is not one of site.languages (en, de)`,
		},
	},

	// windows
	{
		name:  "windows/kind missing",
		edits: []edit{remove("kind = \"preferred\"\n")},
		want: []string{
			`policy.toml:56:2: windows.night.kind: missing (want "quiet", "preferred", "only")`,
		},
	},
	{
		name:  "windows/only without jobs, with targets",
		edits: []edit{replace("kind = \"preferred\"\n", "kind = \"only\"\ntargets = [\"portals\"]\n")},
		want: []string{
			`policy.toml:56:2: windows.night.jobs: missing (a window of kind "only" names the jobs that run only within it, e.g. jobs = ["sync"])`,
			`policy.toml:58:1: windows.night.targets: is set, but a window of kind "only" applies to its jobs, which name their sites (want jobs alone)`,
		},
	},
	{
		name:  "windows/jobs on a preferred window, and an unknown job",
		edits: []edit{replace("kind = \"preferred\"\n", "kind = \"preferred\"\njobs = [\"synk\"]\n")},
		want: []string{
			`policy.toml:58:1: windows.night.jobs: is set, but a window of kind "preferred" applies to every job (want kind = "only" for jobs that run only within it, or no jobs)`,
			`policy.toml:58:9: windows.night.jobs[0]: "synk" is not in jobs (did you mean "sync"?)`,
		},
	},
	{
		name:  "windows/only: a schedule rule of its job outside it",
		edits: []edit{replace("kind = \"preferred\"\n", "kind = \"only\"\njobs = [\"sync\"]\n")},
		want: []string{
			`policy.toml:71:1: jobs.sync.cadence[0].hours: 07:00-19:00 on Monday reaches outside windows.night, the only time the job runs (want hours within it)`,
		},
	},
	{
		name: "network/regions: an unknown region, a duplicate id, a bad id, a missing label, and a count that is not theirs",
		edits: []edit{
			replace("prefix = \"203.0.113.7\"\n", "prefix = \"203.0.113.7\"\nregion = \"ue\"\n\n[[network.regions]]\nid = \"eu\"\nlabel = { en = \"Europe\", de = \"Europa\" }\n\n[[network.regions]]\nid = \"eu\"\nlabel = { en = \"Europe\", de = \"Europa\" }\n\n[[network.regions]]\nid = \"North America\"\n"),
			replace("every = \"10m\"\n", "every = \"10m\"\nfrom_each_region = 4\n"),
		},
		want: []string{
			`policy.toml:36:1: network.addresses[0].region: "ue" is not in network.regions (eu, eu, North America)`,
			`policy.toml:43:1: network.regions[1].id: "eu" is listed twice (first as network.regions[0])`,
			`policy.toml:46:3: network.regions[2].label: missing (want a text in each of the site's languages: en, de)`,
			`policy.toml:47:1: network.regions[2].id: "North America" is not a region id (want lower-case letters, digits and "-", e.g. "eu-west")`,
			`policy.toml:84:1: jobs.sync.cadence[0].from_each_region: 4, but network.regions lists 3 (eu, eu, North America): want 3 or fewer, the regions the page names`,
		},
	},
	{
		name:  "jobs/cadence from_each_region of one, without regions",
		edits: []edit{replace("every = \"10m\"\n", "every = \"10m\"\nfrom_each_region = 1\n")},
		want: []string{
			`policy.toml:72:1: jobs.sync.cadence[0].from_each_region: 1 is not several regions (want 2 or more; for one region, leave it out)`,
		},
	},
	{
		name: "agents/name missing where a long purpose would head the agent",
		edits: []edit{
			replace("purpose = { en = \"Indexes public pages\", de = \"Indexiert öffentliche Seiten\" }\n", "purpose = { en = \"Indexes the public pages of the sites that registered\", de = \"Indexiert öffentliche Seiten\" }\n"),
			replace("token = \"examplebot\"\n", ""),
			remove("[snippets.all]\nlabel = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\nagents = [\"bot\"]\npaths = [\"/\"]\n"),
		},
		want: []string{
			`policy.toml:26:2: agents.bot.name: missing: without a token, a stable part or a product of its own, the pages would name the agent by its purpose, "Indexes the public pages of the sites that registered" (53 characters in en), in its heading, the table of agents and the review; want a short name in every language, e.g. name = { en = "Bot" }`,
		},
	},
	{
		name:  "agents/name in one language only",
		edits: []edit{replace("token = \"examplebot\"\n", "token = \"examplebot\"\nname = { en = \"Example crawler\" }\n")},
		want: []string{
			`policy.toml:28:1: agents.bot.name: missing the "de" text (every text needs all the site's languages: en, de)`,
		},
	},
	{
		name:  "windows/only: its job may be started by hand (review 5, de 9)",
		edits: []edit{replace("kind = \"preferred\"\n", "kind = \"only\"\njobs = [\"sync\"]\n"), replace("target = \"portals\"\n", "target = \"portals\"\nmanual_start = true\n")},
		want: []string{
			`policy.toml:58:9: windows.night.jobs[0]: names "sync", whose manual_start lets it run at any hour when started by hand, but a window of kind "only" lets it run within its hours alone (want manual_start removed from jobs.sync, or the job out of this window)`,
			`policy.toml:72:1: jobs.sync.cadence[0].hours: 07:00-19:00 on Monday reaches outside windows.night, the only time the job runs (want hours within it)`,
		},
	},
	{
		name:  "windows/hours missing",
		edits: []edit{remove("hours = [\"22:00-06:00\"]\novernight = true\n")},
		want: []string{
			`policy.toml:56:2: windows.night.hours: missing (want spans of the day, e.g. ["08:00-09:00"])`,
		},
	},
	{
		name:  "windows/span across midnight without overnight",
		edits: []edit{remove("overnight = true\n")},
		want: []string{
			`policy.toml:59:10: windows.night.hours[0]: 22:00-06:00 ends before it starts (for a span across midnight, set overnight = true)`,
		},
	},
	{
		name:  "windows/spans overlap",
		edits: []edit{replace(`hours = ["22:00-06:00"]`, `hours = ["22:00-06:00", "05:00-07:00", "12:00-13:00", "12:30-12:45"]`)},
		want: []string{
			`policy.toml:59:25: windows.night.hours[1]: 05:00-07:00 overlaps 22:00-06:00`,
			`policy.toml:59:55: windows.night.hours[3]: 12:30-12:45 overlaps 12:00-13:00`,
		},
	},
	{
		name:  "windows/overnight without a span across midnight",
		edits: []edit{replace(`hours = ["22:00-06:00"]`, `hours = ["00:00-06:00", "22:00-24:00"]`)},
		want: []string{
			`policy.toml:60:1: windows.night.overnight: is set, but no span crosses midnight`,
		},
	},
	{
		name:  "windows/unknown target",
		edits: []edit{replace("overnight = true\n", "overnight = true\ntargets = [\"portal\"]\n")},
		want: []string{
			`policy.toml:61:12: windows.night.targets[0]: "portal" is not in targets (did you mean "portals"?)`,
		},
	},

	// jobs
	{
		name:  "jobs/agent missing",
		edits: []edit{remove("agent = \"bot\"\n")},
		want: []string{
			`policy.toml:62:2: jobs.sync.agent: missing (want the key of an agent)`,
		},
	},
	{
		name:  "jobs/unknown agent",
		edits: []edit{replace(`agent = "bot"`, `agent = "bott"`)},
		want: []string{
			`policy.toml:64:1: jobs.sync.agent: "bott" is not in agents (did you mean "bot"?)`,
		},
	},
	{
		name:  "jobs/unknown target",
		edits: []edit{replace(`target = "portals"`, `target = "portal"`)},
		want: []string{
			`policy.toml:65:1: jobs.sync.target: "portal" is not in targets (did you mean "portals"?)`,
		},
	},
	{
		name: "jobs/target when there are none",
		edits: []edit{remove(`[targets.portals]
label = { en = "Portals", de = "Portale" }

[targets.portals.limits]
concurrency = 1
concurrency_key = "server"
`)},
		want: []string{
			`policy.toml:59:1: jobs.sync.target: "portals" is not in targets (the policy has none)`,
		},
	},
	{
		name:  "jobs/trigger twice",
		edits: []edit{replace("target = \"portals\"\n", "target = \"portals\"\ntriggers = [\"site-request\", \"site-request\"]\n")},
		want: []string{
			`policy.toml:66:29: jobs.sync.triggers[1]: site-request is listed twice`,
		},
	},
	{
		name:  "jobs/refetch_after_failure without refetch_interval",
		edits: []edit{replace("target = \"portals\"\n", "target = \"portals\"\nrefetch_after_failure = true\n")},
		want: []string{
			`policy.toml:66:1: jobs.sync.refetch_after_failure: is set, but refetch_interval is not (want the shortest time before an item is fetched again, e.g. "30d")`,
		},
	},
	{
		name:  "jobs/max_unchanged_pages without changes_only",
		edits: []edit{replace("target = \"portals\"\n", "target = \"portals\"\nmax_unchanged_pages = 3\n")},
		want: []string{
			`policy.toml:66:1: jobs.sync.max_unchanged_pages: is set, but changes_only is not`,
		},
	},
	{
		name:  "jobs/cap max missing",
		edits: []edit{replace("target = \"portals\"\n", "target = \"portals\"\ncaps = [{ unit = \"files\", per_run = true }]\n")},
		want: []string{
			`policy.toml:66:11: jobs.sync.caps[0].max: missing (want the cap, or unpublished = true for a cap whose number is not published)`,
		},
	},
	{
		name:  "jobs/retry delays missing",
		edits: []edit{replace(`retry = { delays = ["15m", "1h"], then_every = "24h" }`, `retry = { then_every = "24h" }`)},
		want: []string{
			`policy.toml:66:1: jobs.sync.retry.delays: missing (want the waits before each retry, e.g. ["15m", "1h"])`,
		},
	},
	{
		name:  "jobs/retry delay zero",
		edits: []edit{replace(`retry = { delays = ["15m", "1h"], then_every = "24h" }`, `retry = { delays = ["0s", "1h"] }`)},
		want: []string{
			`policy.toml:66:21: jobs.sync.retry.delays[0]: "0s" is zero (want a length of time; for "not set", leave the key out)`,
		},
	},
	{
		name:  "jobs/conditions without a language",
		edits: []edit{replace("target = \"portals\"\n", "target = \"portals\"\nconditions = [{ en = \"only portals that ask\" }]\n")},
		want: []string{
			`policy.toml:66:17: jobs.sync.conditions[0]: missing the "de" text (every text needs all the site's languages: en, de)`,
		},
	},
	{
		name:  "jobs/skipped_when empty text",
		edits: []edit{replace("target = \"portals\"\n", "target = \"portals\"\nskipped_when = [{ en = \"it is a holiday\", de = \"\" }]\n")},
		want: []string{
			`policy.toml:66:43: jobs.sync.skipped_when[0].de: empty`,
		},
	},

	// cadence rules
	{
		name:  "cadence/every missing",
		edits: []edit{remove("every = \"10m\"\n")},
		want: []string{
			`policy.toml:68:3: jobs.sync.cadence[0].every: missing (a cadence rule needs every, every_choices, at, with or max_per_day)`,
		},
	},
	{
		name:  "cadence/at and hours",
		edits: []edit{replace(`every = "10m"`, `at = "03:00"`)},
		want: []string{
			`policy.toml:71:1: jobs.sync.cadence[0].at: is set, but so is hours (a rule runs at a time or within hours)`,
		},
	},
	{
		name:  "cadence/at 24:00",
		edits: []edit{replace("hours = \"07:00-19:00\"\nevery = \"10m\"\n", "at = \"24:00\"\n")},
		want: []string{
			`policy.toml:70:1: jobs.sync.cadence[0].at: 24:00 is not a start time (write 00:00)`,
		},
	},
	{
		name:  "cadence/hours across midnight without overnight",
		edits: []edit{replace(`hours = "07:00-19:00"`, `hours = "19:00-07:00"`)},
		want: []string{
			`policy.toml:70:1: jobs.sync.cadence[0].hours: 19:00-07:00 ends before it starts (for a span across midnight, set overnight = true)`,
		},
	},
	{
		name:  "cadence/overnight without hours",
		edits: []edit{replace("hours = \"07:00-19:00\"\n", "overnight = true\n")},
		want: []string{
			`policy.toml:70:1: jobs.sync.cadence[0].overnight: is set, but hours is not`,
		},
	},
	{
		name:  "cadence/overnight without a span across midnight",
		edits: []edit{replace("hours = \"07:00-19:00\"\n", "hours = \"07:00-19:00\"\novernight = true\n")},
		want: []string{
			`policy.toml:71:1: jobs.sync.cadence[0].overnight: is set, but no span crosses midnight`,
		},
	},
	{
		name:  "cadence/starts_only without hours",
		edits: []edit{replace("hours = \"07:00-19:00\"\n", "starts_only = true\n")},
		want: []string{
			`policy.toml:70:1: jobs.sync.cadence[0].starts_only: is set, but hours is not`,
		},
	},
	{
		name:  "cadence/unknown occasion",
		edits: []edit{replace("days = \"mon-fri\"\n", "occasions = [\"session\"]\n")},
		want: []string{
			`policy.toml:69:14: jobs.sync.cadence[0].occasions[0]: "session" is not in occasions (did you mean "sessions"?)`,
		},
	},
	{
		name:  "cadence/from_before without occasions",
		edits: []edit{replace("every = \"10m\"\n", "every = \"10m\"\nfrom_before = \"1h\"\nuntil_after = \"2h\"\n")},
		want: []string{
			`policy.toml:68:3: jobs.sync.cadence[0].occasions: missing (from_before and until_after are relative to an occasion)`,
		},
	},
	{
		name:  "cadence/is_default without every",
		edits: []edit{replace("hours = \"07:00-19:00\"\nevery = \"10m\"\n", "at = \"03:00\"\nis_default = true\n")},
		want: []string{
			`policy.toml:71:1: jobs.sync.cadence[0].is_default: is set, but every is not`,
		},
	},
	{
		name:  "cadence/with the job itself",
		edits: []edit{replace(`every = "10m"`, `with = "sync"`)},
		want: []string{
			`policy.toml:71:1: jobs.sync.cadence[0].with: names the job itself`,
		},
	},
	{
		name:  "cadence/with an unknown job",
		edits: []edit{replace(`every = "10m"`, `with = "nightly"`)},
		want: []string{
			`policy.toml:71:1: jobs.sync.cadence[0].with: "nightly" is not in jobs (want one of "sync")`,
		},
	},
	{
		name:  "cadence/condition empty text",
		edits: []edit{replace("every = \"10m\"\n", "every = \"10m\"\ncondition = { en = \"on weekdays\", de = \"\" }\n")},
		want: []string{
			`policy.toml:72:35: jobs.sync.cadence[0].condition.de: empty`,
		},
	},

	// error reactions, of a job and of errors
	{
		name:  "reaction/on missing",
		edits: []edit{replace(`on = ["timeout"]`, `on = []`)},
		want: []string{
			`policy.toml:74:1: jobs.sync.reactions[0].on: missing (want the conditions, e.g. ["429", "503"])`,
		},
	},
	{
		name:  "reaction/on twice",
		edits: []edit{replace(`on = ["timeout"]`, `on = ["timeout", "504", "timeout"]`)},
		want: []string{
			`policy.toml:74:25: jobs.sync.reactions[0].on[2]: timeout is listed twice`,
		},
	},
	{
		name:  "reaction/pause missing",
		edits: []edit{remove("pause = \"1h\"\n")},
		want: []string{
			`policy.toml:73:3: jobs.sync.reactions[0].pause: missing (want pause, min_pause, pause_unpublished = true, pause_until, or stops_run = true)`,
		},
	},
	{
		name:  "reaction/pause and min_pause",
		edits: []edit{replace("pause = \"1h\"\n", "pause = \"1h\"\nmin_pause = \"2h\"\n")},
		want: []string{
			`policy.toml:75:1: jobs.sync.reactions[0].pause: set more than one of pause, min_pause, pause_unpublished, pause_until and stops_run`,
		},
	},
	{
		name:  "reaction/repeated and threshold",
		edits: []edit{replace("pause = \"1h\"\n", "pause = \"1h\"\nthreshold = 3\nrepeated = true\n")},
		want: []string{
			`policy.toml:77:1: jobs.sync.reactions[0].repeated: is set, but threshold gives the number`,
		},
	},
	{
		name:  "reaction/consecutive without threshold",
		edits: []edit{replace("pause = \"1h\"\n", "pause = \"1h\"\nconsecutive = true\n")},
		want: []string{
			`policy.toml:76:1: jobs.sync.reactions[0].consecutive: is set, but threshold is not`,
		},
	},
	{
		name:  "reaction/within without threshold",
		edits: []edit{replace("pause = \"1h\"\n", "pause = \"1h\"\nwithin = \"sync\"\n")},
		want: []string{
			`policy.toml:76:1: jobs.sync.reactions[0].within: is set, but threshold is not`,
		},
	},
	{
		name:  "reaction/scope missing",
		edits: []edit{remove("pause = \"1h\"\nscope = \"server\"\n"), replace("[robots_txt]", "pause = \"1h\"\n\n[robots_txt]")},
		want: []string{
			`policy.toml:73:3: jobs.sync.reactions[0].scope: missing (what the pause stops: "hostname", "site", "server", "all-sites", "system", "municipality", "customer", "observation", "sync", "source", "list", "admission-check", "fetch", "frame", "run", "domain", "domain-server", "pass")`,
		},
	},
	{
		name:  "reaction/escalation factor 1",
		edits: []edit{replace(`escalation = { factor = 2, max = "1h" }`, `escalation = { factor = 1, max = "1h" }`)},
		want: []string{
			`policy.toml:94:16: errors.reactions[0].escalation.factor: 1 does not make pauses longer (want 2 or more)`,
		},
	},
	{
		name:  "reaction/escalation factor missing",
		edits: []edit{replace(`escalation = { factor = 2, max = "1h" }`, `escalation = { max = "1h" }`)},
		want: []string{
			`policy.toml:94:1: errors.reactions[0].escalation.factor: missing (want how many times longer each pause is, e.g. 2)`,
		},
	},
	{
		name:  "reaction/escalation max missing",
		edits: []edit{replace(`escalation = { factor = 2, max = "1h" }`, `escalation = { factor = 2 }`)},
		want: []string{
			`policy.toml:94:1: errors.reactions[0].escalation.max: missing (want the longest pause)`,
		},
	},
	{
		name:  "reaction/escalation max below the pause",
		edits: []edit{replace(`escalation = { factor = 2, max = "1h" }`, `escalation = { factor = 2, max = "30s" }`)},
		want: []string{
			`policy.toml:94:28: errors.reactions[0].escalation.max: 30s is below the first pause 1m`,
		},
	},
	{
		name:  "reaction/escalation max below min_pause",
		edits: []edit{replace("pause = \"1m\"\nescalation = { factor = 2, max = \"1h\" }", "min_pause = \"2h\"\nescalation = { factor = 2, max = \"1h\" }")},
		want: []string{
			`policy.toml:94:28: errors.reactions[0].escalation.max: 1h is below the first pause 2h`,
		},
	},
	{
		name:  "reaction/escalation of an unpublished pause",
		edits: []edit{replace("pause = \"1m\"\nescalation", "pause_unpublished = true\nescalation")},
		want: []string{
			`policy.toml:94:1: errors.reactions[0].escalation: needs a published first pause`,
		},
	},
	{
		name: "reaction/retry_after when not honoured",
		edits: []edit{
			replace(`retry_after = "honoured"`, `retry_after = "ignored"`),
			replace("pause = \"1h\"\n", "pause = \"1h\"\nretry_after = true\n"),
		},
		want: []string{
			`policy.toml:76:1: jobs.sync.reactions[0].retry_after: is set, but errors.retry_after is not "honoured"`,
		},
	},
	{
		name:  "reaction/unknown job",
		edits: []edit{replace("pause = \"1m\"\n", "pause = \"1m\"\njobs = [\"synk\"]\n")},
		want: []string{
			`policy.toml:94:9: errors.reactions[0].jobs[0]: "synk" is not in jobs (did you mean "sync"?)`,
		},
	},

	// robots_txt
	{
		name:  "robots_txt/max_size below 500KiB",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_size = \"500kB\"\n")},
		want: []string{
			`policy.toml:79:1: robots_txt.max_size: 500kB is below the 500KiB every crawler must read (RFC 9309 §2.5)`,
		},
	},
	{
		name:  "robots_txt/unavailable statuses without unavailable",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nunavailable_statuses = [408]\n")},
		want: []string{
			`policy.toml:78:2: robots_txt.unavailable: missing (unavailable_statuses are the exceptions to what the other 4xx statuses mean: want one of "allow-all", "disallow-all")`,
		},
	},
	{
		name:  "robots_txt/unavailable status not 4xx",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nunavailable = \"allow-all\"\nunavailable_statuses = [408, 503]\n")},
		want: []string{
			`policy.toml:80:30: robots_txt.unavailable_statuses[1]: 503 is not a 4xx status (5xx already means unreachable, RFC 9309 §2.3.1.4)`,
		},
	},
	{
		name:  "robots_txt/unavailable status twice",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nunavailable = \"allow-all\"\nunavailable_statuses = [429, 408, 429]\n")},
		want: []string{
			`policy.toml:80:35: robots_txt.unavailable_statuses[2]: 429 is listed twice`,
		},
	},
	{
		name:  "robots_txt/max_redirects below 5",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_redirects = 3\n")},
		want: []string{
			`policy.toml:79:1: robots_txt.max_redirects: 3 is below the 5 redirects RFC 9309 §2.3.1.2 asks crawlers to follow`,
		},
	},
	{
		name:  "robots_txt/max_redirects negative",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_redirects = -1\n")},
		want: []string{
			`policy.toml:79:1: robots_txt.max_redirects: -1 is below 1 (want a whole number of at least 1)`,
		},
	},
	{
		name:  "robots_txt/crawl_delay_max when ignored",
		edits: []edit{replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"ignored\"\ncrawl_delay_max = \"10s\"\n")},
		want: []string{
			`policy.toml:82:1: robots_txt.crawl_delay_max: is set, but crawl_delay is "ignored"`,
		},
	}, {
		name:  "robots_txt/crawl_delay bounds when ignored",
		edits: []edit{replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"ignored\"\ncrawl_delay_min = \"1s\"\ncrawl_delay_whole_seconds = true\ncrawl_delay_key = \"hostname\"\n")},
		want: []string{
			`policy.toml:82:1: robots_txt.crawl_delay_min: is set, but crawl_delay is "ignored"`,
			`policy.toml:83:1: robots_txt.crawl_delay_whole_seconds: is set, but crawl_delay is "ignored"`,
			`policy.toml:84:1: robots_txt.crawl_delay_key: is set, but crawl_delay is "ignored"`,
		},
	},
	{
		name:  "robots_txt/crawl_delay bounds without crawl_delay",
		edits: []edit{replace("crawl_delay = \"ignored\"\n", "crawl_delay_min = \"1s\"\ncrawl_delay_whole_seconds = true\ncrawl_delay_key = \"hostname\"\n")},
		want: []string{
			`policy.toml:81:1: robots_txt.crawl_delay_min: is set, but crawl_delay is not (want crawl_delay = "honoured" or "honoured-if-longer")`,
			`policy.toml:82:1: robots_txt.crawl_delay_whole_seconds: is set, but crawl_delay is not (want crawl_delay = "honoured" or "honoured-if-longer")`,
			`policy.toml:83:1: robots_txt.crawl_delay_key: is set, but crawl_delay is not (want crawl_delay = "honoured" or "honoured-if-longer")`,
		},
	},
	{
		name:  "robots_txt/crawl_delay_min over the cap, and a key no Crawl-delay spaces per",
		edits: []edit{replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured\"\ncrawl_delay_min = \"1m\"\ncrawl_delay_max = \"30s\"\ncrawl_delay_key = \"sync\"\n")},
		want: []string{
			`policy.toml:82:1: robots_txt.crawl_delay_min: 1m is longer than crawl_delay_max 30s`,
			`policy.toml:83:1: warning: robots_txt.crawl_delay_max: 30s is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to 30s and nothing of a longer one, while package polite counts a longer one as 30s (want crawl_delay_above_max = "capped", as polite does, or "ignored")`,
			`policy.toml:84:1: robots_txt.crawl_delay_key: "sync" is not a key a Crawl-delay spaces requests per (want "hostname", "site" or "server")`,
		},
	},

	{
		name:  "robots_txt/takes_effect_within below cache_for",
		edits: []edit{replace(`takes_effect_within = "24h"`, `takes_effect_within = "1h"`)},
		want: []string{
			`policy.toml:82:1: robots_txt.takes_effect_within: 1h is shorter than cache_for 24h: a copy is used that long`,
		},
	},
	{
		name:  "robots_txt/tdm_reservation without legal basis",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\ntdm_reservation = true\n")},
		want: []string{
			`policy.toml:79:1: robots_txt.tdm_reservation: is set, but legal.tdm_basis names no legal basis`,
		},
	},
	{
		name:  "robots_txt/legal basis without tdm_reservation",
		edits: []edit{appendText("\n[legal]\ntdm_basis = [\"eu-dsm-art-4-3\"]\n")},
		want: []string{
			`policy.toml:111:1: legal.tdm_basis: is set, but robots_txt.tdm_reservation is not`,
		},
	},

	// errors
	{
		name:  "errors/retries on missing",
		edits: []edit{replace(`on = ["5xx"]`, `on = []`)},
		want: []string{
			`policy.toml:88:1: errors.retries.on: missing (want the conditions retried, e.g. ["network-error", "5xx"])`,
		},
	},
	{
		name:  "errors/retries on twice",
		edits: []edit{replace(`on = ["5xx"]`, `on = ["5xx", "timeout", "5xx"]`)},
		want: []string{
			`policy.toml:88:25: errors.retries.on[2]: 5xx is listed twice`,
		},
	},
	{
		name:  "errors/retries delays missing",
		edits: []edit{remove("delays = [\"1s\", \"2s\"]\n")},
		want: []string{
			`policy.toml:87:2: errors.retries.delays: missing (want the waits before each retry, e.g. ["15m", "1h"])`,
		},
	},
	{
		name:  "errors/never_retried not an error status, and twice",
		edits: []edit{replace(`retry_after = "honoured"`, "retry_after = \"honoured\"\nnever_retried = [404, 200, 410, 404, 600]")},
		want: []string{
			`policy.toml:86:23: errors.never_retried[1]: 200 is not an HTTP error status (want a status from 400 to 599, e.g. 404, 410 or 451)`,
			`policy.toml:86:33: errors.never_retried[3]: 404 is listed twice`,
			`policy.toml:86:38: errors.never_retried[4]: 600 is not an HTTP error status (want a status from 400 to 599, e.g. 404, 410 or 451)`,
		},
	},
	{
		name: "errors/never_retried a status that retries.on names",
		edits: []edit{
			replace(`retry_after = "honoured"`, "retry_after = \"honoured\"\nnever_retried = [404, 503]"),
			replace(`on = ["5xx"]`, `on = ["503"]`),
		},
		want: []string{
			`policy.toml:86:23: errors.never_retried[1]: 503 is also in errors.retries.on, which retries it (remove it from one of the two)`,
		},
	},
	{
		name:  "errors/retry_after_max when not honoured",
		edits: []edit{replace(`retry_after = "honoured"`, "retry_after = \"ignored\"\nretry_after_max = \"1h\"")},
		want: []string{
			`policy.toml:86:1: errors.retry_after_max: is set, but retry_after is not "honoured"`,
		},
	},
	{
		name:  "errors/continues_during_pause without a language",
		edits: []edit{replace("retry_after = \"honoured\"\n", "retry_after = \"honoured\"\ncontinues_during_pause = [{ en = \"text recognition\" }]\n")},
		want: []string{
			`policy.toml:86:29: errors.continues_during_pause[0]: missing the "de" text (every text needs all the site's languages: en, de)`,
		},
	},

	// commitments
	{
		name:  "commitments/promise twice",
		edits: []edit{replace(`promises = ["no-login"]`, `promises = ["no-login", "no-forms", "no-login"]`)},
		want: []string{
			`policy.toml:98:37: commitments.promises[2]: no-login is listed twice`,
		},
	},
	{
		name:  "commitments/comparison_request user_agent missing",
		edits: []edit{remove("user_agent = \"python-httpx\"\n")},
		want: []string{
			`policy.toml:100:2: commitments.comparison_request.user_agent: missing`,
		},
	},
	{
		name:  "commitments/comparison_request max missing",
		edits: []edit{remove("max = 1\n")},
		want: []string{
			`policy.toml:100:2: commitments.comparison_request.max: missing`,
		},
	},
	{
		name:  "commitments/comparison_request per missing",
		edits: []edit{remove("per = [\"sync\"]\n")},
		want: []string{
			`policy.toml:100:2: commitments.comparison_request.per: missing (what max is counted per, e.g. ["server", "sync"])`,
		},
	},
	{
		name:  "commitments/comparison_request per twice",
		edits: []edit{replace(`per = ["sync"]`, `per = ["sync", "server", "sync"]`)},
		want: []string{
			`policy.toml:103:26: commitments.comparison_request.per[2]: sync is listed twice`,
		},
	},
	{
		name:  "commitments/exceptions for without a language",
		edits: []edit{appendText("\n[commitments.exceptions]\nwritten_approval = true\nfor = [{ en = \"the API\" }]\n")},
		want: []string{
			`policy.toml:112:10: commitments.exceptions.for[0]: missing the "de" text (every text needs all the site's languages: en, de)`,
		},
	},
	{
		name:  "commitments/exceptions for without written approval",
		edits: []edit{appendText("\n[commitments.exceptions]\nfor = [{ en = \"the API\", de = \"die API\" }]\n")},
		want: []string{
			`policy.toml:111:1: commitments.exceptions.for: is set, but commitments.exceptions.written_approval is not (for says what an exception that needs the site's written approval may cover: set written_approval = true, or leave for out)`,
		},
	},
	{
		name:  "commitments/agent promise already for every agent",
		edits: []edit{replace("version = \"1.2\"\n", "version = \"1.2\"\npromises = [\"no-forms\", \"no-login\"]\n")},
		want: []string{
			`policy.toml:32:25: agents.bot.promises[1]: "no-login" already holds for every agent (commitments.promises)`,
		},
	},

	// legal
	{
		name: "legal/tdm_basis twice",
		edits: []edit{
			replace("[robots_txt]\n", "[robots_txt]\ntdm_reservation = true\n"),
			appendText("\n[legal]\ntdm_basis = [\"eu-dsm-art-4-3\", \"de-urhg-44b-3\", \"eu-dsm-art-4-3\"]\n"),
		},
		want: []string{
			`policy.toml:112:49: legal.tdm_basis[2]: eu-dsm-art-4-3 is listed twice`,
		},
	},

	// snippets
	{
		name:  "snippets/name not usable",
		edits: []edit{replace("[snippets.all]", "[snippets.\"all/everything\"]")},
		want: []string{
			`policy.toml:105:2: snippets."all/everything": "all/everything" is not a usable name: "/" is not allowed (want ASCII letters a-z and A-Z, digits, "-" and "_"; the name becomes part of a URL)`,
		},
	},
	{
		name:  "snippets/label missing",
		edits: []edit{remove("label = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\n")},
		want: []string{
			`policy.toml:105:2: snippets.all.label: missing (want a text in each of the site's languages: en, de)`,
		},
	},
	{
		name:  "snippets/agents missing",
		edits: []edit{remove("agents = [\"bot\"]\n")},
		want: []string{
			`policy.toml:105:2: snippets.all.agents: missing (want the agents the snippet shuts out)`,
		},
	},
	{
		name:  "snippets/unknown agent",
		edits: []edit{replace("agents = [\"bot\"]\npaths", "agents = [\"bott\", \"crawler\"]\npaths")},
		want: []string{
			`policy.toml:107:11: snippets.all.agents[0]: "bott" is not in agents (did you mean "bot"?)`,
			`policy.toml:107:19: snippets.all.agents[1]: "crawler" is not in agents (want one of "bot")`,
		},
	},
	{
		name:  "snippets/agent twice",
		edits: []edit{replace("agents = [\"bot\"]\npaths", "agents = [\"bot\", \"bot\"]\npaths")},
		want: []string{
			`policy.toml:107:18: snippets.all.agents[1]: "bot" is listed twice`,
		},
	},
	{
		name:  "snippets/paths missing",
		edits: []edit{remove("paths = [\"/\"]\n")},
		want: []string{
			`policy.toml:105:2: snippets.all.paths: missing (want the paths it disallows, ["/"] for the whole site, or [""] for a group that lets the agents in: an empty Disallow line)`,
		},
	},
	{
		name:  "snippets/path without slash",
		edits: []edit{replace(`paths = ["/"]`, `paths = ["private/", "*.pdf$"]`)},
		want: []string{
			`policy.toml:105:2: snippets.all: the paths "*.pdf$" use the special characters "*" or "$", but robots_txt.wildcards does not state that they are evaluated for examplebot: the proof would not read the file as the crawler does (want robots_txt.wildcards = true, or paths without "*" and "$")`,
			`policy.toml:108:10: snippets.all.paths[0]: "private/" does not start with "/" (RFC 9309 §2.2.2: a path pattern starts with "/"; write "/private/")`,
			`policy.toml:108:22: snippets.all.paths[1]: "*.pdf$" does not start with "/" (RFC 9309 §2.2.2: a path pattern starts with "/"; write "/*.pdf$")`,
		},
	},
	{
		name:  "snippets/dollar inside a path",
		edits: []edit{replace(`paths = ["/"]`, `paths = ["/a$b"]`)},
		want: []string{
			`policy.toml:105:2: snippets.all: the paths "/a$b" use the special characters "*" or "$", but robots_txt.wildcards does not state that they are evaluated for examplebot: the proof would not read the file as the crawler does (want robots_txt.wildcards = true, or paths without "*" and "$")`,
			`policy.toml:108:10: snippets.all.paths[0]: "/a$b" has "$" before its end, where robots.txt would read it literally (RFC 9309 §2.2.3: "$" ends a pattern; write a literal one as "%24")`,
		},
	},
	{
		name:  "snippets/path with space or hash",
		edits: []edit{replace(`paths = ["/"]`, `paths = ["/my files/", "/page#top", "/tab\tstop"]`)},
		want: []string{
			`policy.toml:108:10: snippets.all.paths[0]: "/my files/" contains a space, a control character or "#", which robots.txt cannot carry`,
			`policy.toml:108:24: snippets.all.paths[1]: "/page#top" contains a space, a control character or "#", which robots.txt cannot carry`,
			`policy.toml:108:37: snippets.all.paths[2]: "/tab\tstop" contains a space, a control character or "#", which robots.txt cannot carry`,
		},
	},
	{
		name:  "snippets/path twice",
		edits: []edit{replace(`paths = ["/"]`, `paths = ["/private/", "/archive/", "/private/"]`)},
		want: []string{
			`policy.toml:108:36: snippets.all.paths[2]: "/private/" is listed twice`,
		},
	},
	{
		name: "snippets/some paths of an agent that stops at any Disallow",
		edits: []edit{
			replace(`follows_links = "within-site"`, "follows_links = \"within-site\"\non_disallow = [\"stop-all\"]"),
			replace(`paths = ["/"]`, `paths = ["/*.pdf$", "/private/"]`),
		},
		want: []string{
			`policy.toml:106:2: snippets.all: the paths "/*.pdf$" use the special characters "*" or "$", but robots_txt.wildcards does not state that they are evaluated for examplebot: the proof would not read the file as the crawler does (want robots_txt.wildcards = true, or paths without "*" and "$")`,
			`policy.toml:108:11: snippets.all.agents[0]: "bot" stops every request to a site whose robots.txt disallows anything for it (agents.bot.on_disallow has "stop-all"), so this snippet would shut it out of the whole site, not only out of /*.pdf$, /private/: block "/" for it, or, if it skips only what is disallowed, write on_disallow = ["skip-path"]`,
		},
	},
	{
		name:  "snippets/whole site with other paths",
		edits: []edit{replace(`paths = ["/"]`, `paths = ["/", "/private/"]`)},
		want: []string{
			`policy.toml:108:10: snippets.all.paths[0]: "/" blocks the whole site: list it alone (or drop it to block only the other paths)`,
		},
	},
	{
		name:  "limits/min_interval below a millisecond",
		edits: []edit{replace(`min_interval = "1s"`, `min_interval = "1ns"`)},
		want: []string{
			`policy.toml:38:1: limits.min_interval: 1ns is below 1ms (a crawler cannot keep to it; write e.g. 50ms for 20 requests a second)`,
		},
	},
	{
		name:  "limits/the same quota twice",
		edits: []edit{replace("[targets.portals]\n", "[[limits.quotas]]\nmax = 900\nperiod = \"24h\"\nkey = \"site\"\n\n[targets.portals]\n")},
		want: []string{
			`policy.toml:46:3: limits.quotas[1]: caps the same thing as an earlier quota (same unit, period and key): keep one`,
		},
	},
	{
		name:  "windows/quiet all day, every day",
		edits: []edit{replace("kind = \"preferred\"\nlabel = { en = \"Night\", de = \"Nacht\" }\nhours = [\"22:00-06:00\"]\novernight = true", "kind = \"quiet\"\nlabel = { en = \"Night\", de = \"Nacht\" }\nhours = [\"00:00-24:00\"]")},
		want: []string{
			`policy.toml:59:1: windows.night.hours: a quiet window every day, all day, for every site leaves no time to fetch`,
		},
	},
	{
		name:  "snippets/also_block empty",
		edits: []edit{replace(`paths = ["/"]`, "paths = [\"/\"]\nalso_block = [\"/getfile.asp?id=\", \" \"]")},
		want: []string{
			`policy.toml:109:35: snippets.all.also_block[1]: empty`,
		},
	},
}

func TestValidateRules(t *testing.T) { runBadPolicies(t, ruleTests) }

// noSnippet removes the base policy's snippet: a snippet cannot be proven for a token outside RFC
// 9309's syntax (hostile trial 2, H7), though the token alone is valid.
var noSnippet = remove("[snippets.all]\nlabel = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\nagents = [\"bot\"]\npaths = [\"/\"]\n")

// formerFalsePositives are real facts that validation once refused (issue 11): each is valid,
// and want is the exact list of warnings Parse returns with the policy (none where the fact is
// ordinary).
var formerFalsePositives = []badPolicy{
	{
		name:  "token with digits",
		edits: []edit{replace(`token = "examplebot"`, `token = "MJ12bot"`), replace(`user_agent = "examplebot/{version}`, `user_agent = "MJ12bot/{version}`), noSnippet},
		want: []string{
			`policy.toml:27:1: warning: agents.bot.token: "MJ12bot" is outside RFC 9309's product-token syntax (letters, "_" and "-", §2.2.1): an RFC 9309 parser reads a User-agent line that names it as "MJ"`,
		},
	},
	{
		name:  "token with a dot",
		edits: []edit{replace(`token = "examplebot"`, `token = "example.bot"`), replace(`user_agent = "examplebot/{version}`, `user_agent = "example.bot/{version}`), noSnippet},
		want: []string{
			`policy.toml:27:1: warning: agents.bot.token: "example.bot" is outside RFC 9309's product-token syntax (letters, "_" and "-", §2.2.1): an RFC 9309 parser reads a User-agent line that names it as "example"`,
		},
	},
	{
		name:  "token starting with a digit",
		edits: []edit{replace(`token = "examplebot"`, `token = "360Spider"`), replace(`user_agent = "examplebot/{version}`, `user_agent = "360Spider/{version}`), noSnippet},
		want: []string{
			`policy.toml:27:1: warning: agents.bot.token: "360Spider" is outside RFC 9309's product-token syntax (letters, "_" and "-", §2.2.1): an RFC 9309 parser reads no product token from a User-agent line that names it`,
		},
	},
	{
		// A retry may wait as long as the one before it (newuser9, finding 1).
		name:  "retries as far apart as each other",
		edits: []edit{replace(`delays = ["1s", "2s"]`, `delays = ["10m", "10m"]`), replace(`retry = { delays = ["15m", "1h"], then_every = "24h" }`, `retry = { delays = ["1h", "1h"], then_every = "1h" }`)},
	},
	{
		// A shorter wait than the one before is legal but against backing off: a warning.
		name:  "a retry sooner than the one before",
		edits: []edit{replace(`delays = ["1s", "2s"]`, `delays = ["2s", "1s"]`), replace(`retry = { delays = ["15m", "1h"], then_every = "24h" }`, `retry = { delays = ["1h", "15m", "15m"], then_every = "5m" }`)},
		want: []string{
			`policy.toml:66:27: warning: jobs.sync.retry.delays[1]: 15m is shorter than the wait before it, 1h: retries usually wait as long or longer after each failure (RFC 8961 §4), and the page states it as it is`,
			`policy.toml:66:42: warning: jobs.sync.retry.then_every: 5m is shorter than the last delay, 15m: retries usually wait as long or longer after each failure (RFC 8961 §4), and the page states it as it is`,
			`policy.toml:89:17: warning: errors.retries.delays[1]: 1s is shorter than the wait before it, 2s: retries usually wait as long or longer after each failure (RFC 8961 §4), and the page states it as it is`,
		},
	},
	{
		name:  "empty Disallow: a snippet that lets the agent in",
		edits: []edit{replace(`paths = ["/"]`, `paths = [""]`)},
	},
	{
		name: "robots.txt cached longer than 24 hours",
		edits: []edit{
			replace(`cache_for = "24h"`, `cache_for = "2d"`),
			replace(`takes_effect_within = "24h"`, `takes_effect_within = "3d"`),
		},
		want: []string{
			`policy.toml:80:1: warning: robots_txt.cache_for: 2d is longer than 24 hours, which RFC 9309 §2.4 advises against (crawlers SHOULD NOT use a cached copy longer): the page states it as it is`,
		},
	},
	{
		// Audit 12, item 7: against a MUST of RFC 9309, as the cache above is against a SHOULD NOT.
		name:  "robots.txt unreachable allows everything",
		edits: []edit{replace(`cache_for = "24h"`, "cache_for = \"24h\"\nunreachable = \"allow-all\"")},
		want: []string{
			`policy.toml:81:1: warning: robots_txt.unreachable: "allow-all" goes against RFC 9309 §2.3.1.4, under which a crawler MUST assume complete disallow while robots.txt is unreachable (a 5xx answer or a network error), and may treat it as unavailable only after a long time, such as 30 days: the page states it as it is (want "disallow-all")`,
		},
	},
	{
		// New-user trial 20, finding 4: a slip of the unit, stated as written.
		name:  "a job's runs less than a second apart",
		edits: []edit{replace(`every = "10m"`, `every = "1ns"`)},
		want: []string{
			`policy.toml:71:1: warning: jobs.sync.cadence[0].every: 1ns between runs of a job is less than a second: the page states it as written (want the interval between runs you mean, e.g. "12h"; the time between requests is limits.min_interval)`,
		},
	},
	{
		name:  "a Crawl-delay honoured up to more than a day",
		edits: []edit{replace(`crawl_delay = "ignored"`, "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_max = \"200y\"")},
		want: []string{
			`policy.toml:82:1: warning: robots_txt.crawl_delay_max: 200y is longer than a day: the page says a Crawl-delay line is honoured up to it, as written (want the cap you mean, e.g. "60s")`,
			`policy.toml:82:1: warning: robots_txt.crawl_delay_max: 200y is set, but crawl_delay_above_max is not: the page says a Crawl-delay line is honoured up to 200y and nothing of a longer one, while package polite counts a longer one as 200y (want crawl_delay_above_max = "capped", as polite does, or "ignored")`,
		},
	},
	{
		name:  "statuses never retried, 429 and 503 among them",
		edits: []edit{replace(`retry_after = "honoured"`, "retry_after = \"honoured\"\nnever_retried = [404, 410, 451, 429, 503, 501]")},
		want: []string{
			`policy.toml:86:33: warning: errors.never_retried[3]: 429 asks the client to wait and try again (RFC 6585 §4): the page states that such a request is never retried, as it is`,
			`policy.toml:86:38: warning: errors.never_retried[4]: 503 is a temporary condition that a later request may not meet (RFC 9110 §15.6.4): the page states that such a request is never retried, as it is`,
		},
	},
	{
		name: "an address first used sooner after the policy's date than announce_days promises",
		edits: []edit{replace("[[network.addresses]]\nprefix = \"203.0.113.7\"\n",
			"[network]\nannounced_before_use = true\nannounce_days = 14\n\n[[network.addresses]]\nprefix = \"203.0.113.7\"\n\n[[network.addresses]]\nprefix = \"203.0.113.8\"\nfrom = 2026-12-08\n\n[[network.addresses]]\nprefix = \"203.0.113.9\"\nfrom = 2026-12-13\n")},
		want: []string{
			`policy.toml:43:1: warning: network.addresses[1].from: 203.0.113.8/32 is first used on 2026-12-08, 9 days after site.last_changed (2026-11-29), but network.announce_days promises 14 days of notice (publish it by 2026-11-24, as an earlier version may have done, or use it from 2026-12-13)`,
		},
	},
	{
		name:  "reverse DNS without addresses",
		edits: []edit{replace("[[network.addresses]]\nprefix = \"203.0.113.7\"\n", "[network]\nreverse_dns = \"crawl.crawler.example\"\n")},
	},
	{
		name:  "reverse DNS with addresses not published",
		edits: []edit{replace("[[network.addresses]]\nprefix = \"203.0.113.7\"\n", "[network]\nunpublished = true\nreverse_dns = \"crawl.crawler.example\"\n")},
	},
	{
		name:  "verification by reverse DNS names of several forms alone",
		edits: []edit{replace("[[network.addresses]]\nprefix = \"203.0.113.7\"\n", "[network]\nunpublished = true\n\n[[network.host_names]]\npattern = \"*.crawl.crawler.example\"\n\n[[network.host_names]]\npattern = \"robot-*.crawler.example\"\nexample = \"robot-203-0-113-7.crawler.example\"\n")},
	},
	{
		name:  "addresses for a test crawler and for key verification, with a period of use",
		edits: []edit{replace("prefix = \"203.0.113.7\"\n", "prefix = \"203.0.113.7\"\nfrom = 2026-01-01\n\n[[network.addresses]]\nprefix = \"203.0.113.8\"\npurpose = \"test\"\nuntil = 2026-06-30\n\n[[network.addresses]]\nprefix = \"203.0.113.9\"\npurpose = \"key-verification\"\n")},
	},
	{
		name:  "a User-Agent after a browser's, stated as contained",
		edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nuser_agent_form = \"after-browser\"\n")},
	},
	{
		name:  "former User-Agents and tokens with their period of use",
		edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\n\n[[agents.bot.former]]\nuser_agent = \"examplebot/0.9 (+https://crawler.example/)\"\ntoken = \"example-bot\"\nfrom = 2019-03-01\nuntil = 2023-05-31\n\n[[agents.bot.former]]\ntoken = \"oldbot\"\n")},
	},
	{
		name:  "group matching that differs from RFC 9309: the \"*\" group read with the agent's own",
		edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\ngroup_matching = \"merges-star\"\n")},
	},
	{
		name:  "group matching that differs from RFC 9309: only the first group naming the agent, without the \"*\" group",
		edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\ngroup_matching = \"first-group\"\nignores_star_group = true\n")},
	},
	{
		name:  "group matching that differs from RFC 9309: the token compared case-sensitively",
		edits: []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\ngroup_matching = \"case-sensitive\"\n")},
	},
	{
		name:  "requests made in a customer dashboard alone, without an e-mail address",
		edits: []edit{replace("email = \"crawler@crawler.example\"\n", "\n[contact.portal]\nurl = \"https://crawler.example/dashboard\"\nkind = \"customer-dashboard\"\n"), replace("min_interval = \"30s\"\n", "min_interval = \"30s\"\nvia = [\"portal\"]\n")},
	},
	{
		name:  "a job that runs only in a window, its schedule rule within it",
		edits: []edit{replace("kind = \"preferred\"\n", "kind = \"only\"\njobs = [\"sync\"]\n"), replace("hours = \"07:00-19:00\"\n", "hours = \"23:00-05:00\"\novernight = true\n")},
	},
	{
		name: "an agent without a token whose long purpose is not its heading: a display name",
		edits: []edit{
			replace("purpose = { en = \"Indexes public pages\", de = \"Indexiert öffentliche Seiten\" }\n", "name = { en = \"Example indexer\", de = \"Beispiel-Indexierer\" }\npurpose = { en = \"Indexes the public pages of the sites that registered\", de = \"Indexiert öffentliche Seiten\" }\n"),
			replace("token = \"examplebot\"\n", ""),
			remove("[snippets.all]\nlabel = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\nagents = [\"bot\"]\npaths = [\"/\"]\n"),
		},
	},
	{
		name:  "a reaction that ends the run",
		edits: []edit{replace("on = [\"timeout\"]\npause = \"1h\"\nscope = \"server\"\n", "on = [\"timeout\"]\nstops_run = true\nscope = \"run\"\n")},
	},
	{
		name:  "addresses not stated",
		edits: []edit{remove("[[network.addresses]]\nprefix = \"203.0.113.7\"\n")},
	},
	{
		name:  "on-demand job without a schedule",
		edits: []edit{remove("[[jobs.sync.cadence]]\ndays = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n")},
		want: []string{
			`policy.toml:62:2: warning: jobs.sync: says nothing of when the job runs: the schedule says "Not specified" in its row (want cadence, continuous = true, triggers, started_by, runs_per_year or dates, whichever is true)`,
		},
	},
	{
		name:  "a job that runs continuously",
		edits: []edit{replace("[[jobs.sync.cadence]]\ndays = \"mon-fri\"\nhours = \"07:00-19:00\"\nevery = \"10m\"\n", "continuous = true\n")},
	},
	{
		name: "placeholder other than {version}",
		edits: []edit{
			replace(`user_agent = "examplebot/{version} (+https://crawler.example/)"`, `user_agent = "examplebot/{version} (+https://crawler.example/; {subscribers} subscribers)"`),
			appendText(`
[[agents.bot.placeholders]]
name = "subscribers"
stands_for = { en = "how many users subscribe to the feed", de = "wie viele Nutzer den Feed abonniert haben" }
example = "42"
`),
		},
	},
	{
		name:  "robots.txt not read, without a claim about terms of use",
		edits: []edit{replace("label = { en = \"Portals\", de = \"Portale\" }\n", "label = { en = \"Portals\", de = \"Portale\" }\nrobots_txt = \"not-read\"\n")},
	},
	{
		name:  "agent without a token",
		edits: []edit{remove("token = \"examplebot\"\n"), remove("[snippets.all]\nlabel = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\nagents = [\"bot\"]\npaths = [\"/\"]")},
	},
	{
		name:  "agent with a token only",
		edits: []edit{remove("user_agent = \"examplebot/{version} (+https://crawler.example/)\"\nversion = \"1.2\"\n")},
	},
	{
		name: "agent without purpose, trigger or link following",
		edits: []edit{
			remove("purpose = { en = \"Indexes public pages\", de = \"Indexiert öffentliche Seiten\" }\n"),
			remove("trigger = \"unattended\"\n"),
			remove("follows_links = \"within-site\"\n"),
		},
	},
	{
		name: "no time zone where no time of day is stated",
		edits: []edit{
			remove("time_zone = \"Europe/Berlin\"\n"),
			remove("[windows.night]\nkind = \"preferred\"\nlabel = { en = \"Night\", de = \"Nacht\" }\nhours = [\"22:00-06:00\"]\novernight = true\n"),
			replace("days = \"mon-fri\"\nhours = \"07:00-19:00\"\n", "days = \"mon-fri\"\n"),
		},
	},
	{
		name:  "no e-mail where robots.txt is read",
		edits: []edit{remove("email = \"crawler@crawler.example\"\n"), remove("[[contact.requests]]\nkind = \"slower\"\nmin_interval = \"30s\"\n")},
	},
	{
		name: "robots.txt handling not stated beyond when it is read",
		edits: []edit{
			remove("cache_for = \"24h\"\n"),
			remove("crawl_delay = \"ignored\"\n"),
			remove("takes_effect_within = \"24h\"\n"),
		},
	},
	{
		name: "agent that does not obey robots.txt, with why and what works instead",
		edits: []edit{
			replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\nrobots_txt = \"not-read\"\nnot_read_because = \"user-request\"\nsitemap_lines = true\nrefuse_with = [404, 410]\n"),
			remove("[snippets.all]\nlabel = { en = \"Shut examplebot out\", de = \"examplebot aussperren\" }\nagents = [\"bot\"]\npaths = [\"/\"]"),
			remove("email = \"crawler@crawler.example\"\n"),
			remove("[[contact.requests]]\nkind = \"slower\"\nmin_interval = \"30s\"\n"),
			noRobotsTable, // no agent reads robots.txt (new-user trial 31, F-22)
			// A person's request starts its fetches, as "user-request" says (else a warning: TestJobRobotsValid).
			replace("trigger = \"unattended\"\nuser_agent = \"examplebot/", "trigger = \"user-request\"\nuser_agent = \"examplebot/"),
		},
	},
	{
		name:  "a blocklist on request",
		edits: []edit{replace("kind = \"slower\"\nmin_interval = \"30s\"\n", "kind = \"blocklist\"\n\n[[contact.requests]]\nkind = \"allowlist\"\neffect = { en = \"previews of its pages are always shown\", de = \"Vorschauen ihrer Seiten werden immer angezeigt\" }\n")},
	},
	{
		name:  "robots.txt's 4xx and 5xx outcomes stated",
		edits: []edit{replace("[robots_txt]\n", "[robots_txt]\nunavailable = \"allow-all\"\nunreachable = \"allow-all\"\nunavailable_statuses = [408, 429]\n")},
		// Stated as it is, with a warning: RFC 9309 §2.3.1.4 says MUST (audit 12, item 7).
		want: []string{
			`policy.toml:80:1: warning: robots_txt.unreachable: "allow-all" goes against RFC 9309 §2.3.1.4, under which a crawler MUST assume complete disallow while robots.txt is unreachable (a 5xx answer or a network error), and may treat it as unavailable only after a long time, such as 30 days: the page states it as it is (want "disallow-all")`,
		},
	},
}

// TestFormerFalsePositives loads each real fact that validation once refused: valid, with exactly
// the warnings listed.
func TestFormerFalsePositives(t *testing.T) {
	runValidCases(t, formerFalsePositives)
}

// runValidCases loads each case's policy (basePolicy with the case applied): it must parse and
// validate, with exactly the warnings the case lists.
func runValidCases(t *testing.T, cases []badPolicy) {
	t.Helper()
	base, err := os.ReadFile(basePolicy)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			src, err := tt.apply(string(base))
			if err != nil {
				t.Fatal(err)
			}
			p, err := Parse([]byte(src), "policy.toml")
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			var got []string
			for _, w := range p.Warnings() {
				got = append(got, w.String())
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("warnings mismatch (-want +got):\n%s\ngot, as Go:\n%s", diff, goLines(got))
			}
		})
	}
}

// validEdits are edits of the base policy near a rule's edge that must stay valid.
var validEdits = []struct {
	name  string
	edits []edit
}{
	{"token in the User-Agent in other letter case", []edit{replace(`user_agent = "examplebot/{version} (+https://crawler.example/)"`, `user_agent = "ExampleBot/{version} (+https://crawler.example/)"`)}},
	{"window until 24:00", []edit{replace(`hours = ["22:00-06:00"]`, `hours = ["00:00-06:00", "22:00-24:00"]`), remove("overnight = true\n")}},
	{"whole day", []edit{replace(`hours = "07:00-19:00"`, `hours = "00:00-24:00"`)}},
	{"spans that touch", []edit{replace(`hours = ["22:00-06:00"]`, `hours = ["22:00-06:00", "06:00-07:00"]`)}},
	{"days across the weekend", []edit{replace(`days = "mon-fri"`, `days = "fri-mon"`)}},
	{"en dash in a span", []edit{replace(`hours = "07:00-19:00"`, `hours = "07:00–19:00"`)}},
	{"size as bytes", []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_size = 512000\n")}},
	{"size as 500KiB", []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_size = \"500KiB\"\n")}},
	{"date as a string", []edit{replace("last_changed = 2026-11-29", `last_changed = "2026-11-29"`)}},
	{"max_redirects 5", []edit{replace("[robots_txt]\n", "[robots_txt]\nmax_redirects = 5\n")}},
	{"Crawl-delay with its bounds", []edit{replace("crawl_delay = \"ignored\"\n", "crawl_delay = \"honoured-if-longer\"\ncrawl_delay_min = \"1s\"\ncrawl_delay_max = \"30s\"\ncrawl_delay_whole_seconds = true\ncrawl_delay_key = \"hostname\"\n")}},
	{"an agent's own robots.txt handling", []edit{replace("follows_links = \"within-site\"\n", "follows_links = \"within-site\"\n\n[agents.bot.robots_txt_handling]\ncache_for = \"1h\"\nunavailable = \"disallow-all\"\ncrawl_delay = \"honoured\"\ncrawl_delay_max = \"30s\"\n")}},
	{"cache_for below 24 hours", []edit{replace(`cache_for = "24h"`, `cache_for = "12h"`)}},
	{"unpublished cap", []edit{replace("max = 1000\n", "unpublished = true\n")}},
	{"quota that the minimum interval allows exactly", []edit{replace("max = 1000\n", "max = 86400\n")}},
	{"global limits as dotted keys", []edit{remove("[limits]\nmin_interval = \"1s\"\ninterval_key = \"hostname\"\n\n"), replace("schema = 2\n", "schema = 2\nlimits.min_interval = \"1s\"\nlimits.interval_key = \"hostname\"\n")}},
	{"no addresses, unpublished", []edit{replace("[[network.addresses]]\nprefix = \"203.0.113.7\"\n", "[network]\nunpublished = true\n")}},
	{"public IPv6 prefix", []edit{replace(`prefix = "203.0.113.7"`, `prefix = "2a01:4f8::/32"`)}},
	{"escalation from min_pause", []edit{replace("pause = \"1m\"\nescalation", "min_pause = \"1m\"\nescalation")}},
	{"TOML 1.1 inline table on several lines", []edit{replace(`retry = { delays = ["15m", "1h"], then_every = "24h" }`, "retry = {\n  delays = [\"15m\", \"1h\"],\n  then_every = \"24h\",\n}")}},
}

func TestValidEdits(t *testing.T) {
	base := readBase(t)
	for _, tt := range validEdits {
		b := badPolicy{name: tt.name, edits: tt.edits}
		src, err := b.apply(base)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if _, err := Parse([]byte(src), "policy.toml"); err != nil {
			t.Errorf("%s: Parse(base with %q) problems:\n%v", tt.name, tt.edits, err)
		}
	}
}

// goPolicy returns the base policy as Parse reads it, for tests that break rules a file cannot.
func goPolicy(t *testing.T) *Policy {
	t.Helper()
	p, err := Parse([]byte(readBase(t)), "policy.toml")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestValidateGo breaks rules that no policy.toml can break, because the loader refuses the value
// first, in a policy built in Go; Validate reports them without a file or position.
func TestValidateGo(t *testing.T) {
	tests := []struct {
		name   string
		change func(p *Policy)
		want   []string
	}{
		{
			name:   "valid",
			change: func(p *Policy) {},
		},
		{
			name:   "max_body_size negative",
			change: func(p *Policy) { p.Limits.MaxBodySize = -1 },
			want:   []string{"limits.max_body_size: -1 is negative (want a size such as 500KiB or 8MB; zero for not set)"},
		},
		{
			name: "window span empty",
			change: func(p *Policy) {
				p.Windows[0].Hours = []TimeRange{{From: 22 * 60, To: 6 * 60}, {From: 8 * 60, To: 8 * 60}}
			},
			want: []string{"windows.night.hours[1]: 08:00-08:00 is empty (it ends when it starts)"},
		},
		{
			name: "cadence at 24:00 only",
			change: func(p *Policy) {
				at := TimeOfDay(24 * 60)
				p.Jobs[0].Cadence[0].At = &at
				p.Jobs[0].Cadence[0].Hours = TimeRange{}
			},
			want: []string{"jobs.sync.cadence[0].at: 24:00 is not a start time (write 00:00)"},
		},
		{
			name: "several, sorted by path",
			change: func(p *Policy) {
				p.Site.DefaultLanguage = ""
				p.Agents = nil
				p.RobotsTxt.CacheFor = Duration{Duration: 48 * time.Hour}
				p.Network.Addresses = append(p.Network.Addresses, Address{Prefix: Prefix{netip.MustParsePrefix("10.0.0.0/8")}})
			},
			want: []string{
				`agents: missing (want at least one agent: [agents.NAME] with its product token or User-Agent)`,
				`jobs.sync.agent: "bot" is not in agents (the policy has none)`,
				`network.addresses[1].prefix: 10.0.0.0/8 is or contains a private range (RFC 1918, RFC 4193), not a public address`,
				`robots_txt.takes_effect_within: 24h is shorter than cache_for 2d: a copy is used that long`,
				`site.default_language: missing (want one of site.languages)`,
				`snippets.all.agents[0]: "bot" is not in agents (the policy has none)`,
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := goPolicy(t)
			tt.change(p)
			err := p.Validate()
			var got []string
			if err != nil {
				got = strings.Split(err.Error(), "\n")
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Validate() problems mismatch (-want +got):\n%s\ngot, as Go:\n%s", diff, goLines(got))
			}
		})
	}
}

// TestPrefixOverlaps checks the sweep of prefixOverlaps against the definition, every pair
// compared with netip.Prefix.Overlaps, on random lists of nested, equal, disjoint, IPv4 and IPv6
// prefixes (and a missing one).
func TestPrefixOverlaps(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		addrs := make([]Address, rng.IntN(12))
		for i := range addrs {
			var p netip.Prefix
			switch rng.IntN(8) {
			case 0: // missing
			case 1, 2, 3:
				a := netip.AddrFrom4([4]byte{203, 0, byte(rng.IntN(2)), byte(rng.IntN(256))})
				p = netip.PrefixFrom(a, 22+rng.IntN(11))
			default:
				a := netip.AddrFrom16([16]byte{0x20, 0x01, 0x0d, 0xb8, byte(rng.IntN(2)), byte(rng.IntN(4))})
				p = netip.PrefixFrom(a, 28+rng.IntN(21))
			}
			addrs[i].Prefix = Prefix{p}
		}
		got := prefixOverlaps(addrs)
		for i := range addrs {
			var want []int
			for j := range i {
				if addrs[j].Prefix.Overlaps(addrs[i].Prefix.Prefix) {
					want = append(want, j)
				}
			}
			if !slices.Equal(got[i], want) {
				t.Fatalf("%v: address %d overlaps %v, want %v", addrs, i, got[i], want)
			}
		}
	}
}
