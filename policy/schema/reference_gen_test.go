package schema

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/sitegen-dev/sitegen/policy"
)

// Reference writes docs/policy-reference.md: every key of policy.toml, in the order of the model,
// with its doc comment, what its values are (type and unit, the allowed values of an enumeration)
// and an example, taken from the first of examples (policy.toml files, by name) that sets the key,
// or made from its type otherwise. It is generated, never edited, so that it follows the model.
func Reference(examples map[string][]byte) ([]byte, error) {
	rw, err := writeReference(examples)
	if err != nil {
		return nil, err
	}
	return rw.b.Bytes(), nil
}

// writeReference writes the reference (Reference) into a referenceWriter, which keeps the keys
// whose examples it had to make up (madeUp).
func writeReference(examples map[string][]byte) (*referenceWriter, error) {
	d, err := loadDocs()
	if err != nil {
		return nil, err
	}
	promises, err := promiseSentences()
	if err != nil {
		return nil, err
	}
	rw := &referenceWriter{docs: d, seen: map[reflect.Type]string{}, promises: promises}
	for _, name := range mapsKeys(examples) {
		var v map[string]any
		if _, err := toml.Decode(string(examples[name]), &v); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		rw.examples = append(rw.examples, v)
	}
	b := &rw.b
	b.WriteString("# policy.toml reference\n\n")
	b.WriteString("<!-- Generated from the doc comments of package policy by `go test ./policy/schema -update`: do not edit. -->\n\n")
	b.WriteString("Every key that policy.toml can hold, in the order of the model: what it means, what its values\n")
	b.WriteString("are, and an example (from the policies in examples/ where one sets the key). `sitegen schema`\n")
	b.WriteString("prints the same descriptions as a JSON Schema, for editors; `sitegen validate` checks a file\n")
	b.WriteString("against every rule, including the ones a schema cannot state (a key that requires another,\n")
	b.WriteString("labels in exactly the site's languages, limits that contradict each other).\n\n")
	b.WriteString("A named table (`[agents.NAME]`, `[jobs.NAME]`, …) can appear any number of times, each with\n")
	b.WriteString("its own NAME (letters, digits, `_` and `-`); an array of tables (`[[limits.quotas]]`) holds a\n")
	b.WriteString("list of items.\n\n")
	b.WriteString("Beside policy.toml, a site folder may hold the operator's prose, in Markdown, in\n")
	b.WriteString("`locales/<lang>/`: `about.md` (who operates the crawler and why; under \"Who runs the\n")
	b.WriteString("crawler\"), `fetching.md` (what it fetches and why; under \"What is fetched\"), `robots.md`\n")
	b.WriteString("(how robots.txt is read, where no key of the policy says it; under \"How robots.txt is\n")
	b.WriteString("read\") and `data.md` (what is done with the data; under \"What happens to the data\"). Each\n")
	b.WriteString("file is optional, but one that exists in a language must exist in every language of the\n")
	b.WriteString("site. Prose holds no numeral outside `{{…}}`: a number the crawler keeps belongs in the\n")
	b.WriteString("policy. Numerals are what Unicode counts as numbers, in any script: digits, superscripts,\n")
	b.WriteString("fractions and Roman numerals of their own code points (`Ⅻ`); a label refuses one that stands\n")
	b.WriteString("on its own. Number words (\"twelve\", \"zwölf\", \"twice\") and Roman numerals in Latin letters\n")
	b.WriteString("(\"XII\") are not detected, in prose or labels: they cannot be told from words and names (\"ein\",\n")
	b.WriteString("\"un\", \"one\"), so keeping them out is the operator's part. Prose holds no character a\n")
	b.WriteString("reader cannot see, as a string of the policy (below), but line breaks and tabs; a byte order\n")
	b.WriteString("mark that opens a file is dropped.\n\n")
	fmt.Fprintf(b, "Strings are bounded, in characters (Unicode code points): a label's text has at most %d in\n", policy.MaxLabelChars)
	fmt.Fprintf(b, "each language, every other string (a name, an address line, a User-Agent, a URL) at most %d.\n", policy.MaxTextChars)
	b.WriteString("A longer one is an error at its place, naming the bound; say more in the prose.\n")
	fmt.Fprintf(b, "A key (the id of an agent, a job, a window, a snippet, a category of site) has at most %d.\n\n", policy.MaxKeyChars)
	b.WriteString("A string of the policy is one line, and holds no character a reader cannot see: no control\n")
	b.WriteString("character, line break or bidirectional control (U+202A–U+202E, U+2066–U+2069), and no other\n")
	b.WriteString("invisible format character (Unicode category Cf: U+200B ZERO WIDTH SPACE, U+00AD SOFT HYPHEN,\n")
	b.WriteString("U+2060 WORD JOINER, U+FEFF, the tags U+E0000–U+E007F…). The joiners U+200C and U+200D, which\n")
	b.WriteString("some scripts and emoji need, and the direction marks U+200E, U+200F and U+061C are allowed;\n")
	b.WriteString("a value that names the operator or a crawler (a name, a token, a User-Agent, an e-mail\n")
	b.WriteString("address) refuses the joiners too, and must be in Unicode normalization form C.\n")
	fmt.Fprintf(b, "After normalization, at most %d combining marks follow one another (a letter with its accents).\n\n", policy.MaxMarksInRow)
	b.WriteString("## Values with units\n\n| value | written as | examples |\n| --- | --- | --- |\n")
	for _, t := range unitOrder {
		u := units[t]
		var ex []string
		for _, e := range u.examples {
			ex = append(ex, "`"+inlineTOML(e)+"`")
		}
		fmt.Fprintf(b, "| %s | %s | %s |\n", unitName(t), u.toml, strings.Join(ex, ", "))
	}
	b.WriteString("\n")
	root := reflect.TypeFor[policy.Policy]()
	rw.homes(root, nil, map[reflect.Type]int{})
	rw.table(root, nil, "", "")
	return rw, nil
}

// unitOrder is the order of the table of values with units.
var unitOrder = []reflect.Type{
	reflect.TypeFor[policy.Duration](), reflect.TypeFor[policy.Size](), reflect.TypeFor[policy.TimeOfDay](),
	reflect.TypeFor[policy.TimeRange](), reflect.TypeFor[policy.Weekdays](), reflect.TypeFor[policy.Date](), reflect.TypeFor[policy.Day](),
	reflect.TypeFor[policy.Zone](), reflect.TypeFor[policy.Prefix](), reflect.TypeFor[policy.Token](),
	reflect.TypeFor[policy.URL](), reflect.TypeFor[policy.Email](), reflect.TypeFor[policy.UserAgent](),
	reflect.TypeFor[policy.Count](), reflect.TypeFor[policy.Label](),
}

func unitName(t reflect.Type) string {
	switch t {
	case reflect.TypeFor[policy.TimeOfDay]():
		return "time of day"
	case reflect.TypeFor[policy.TimeRange]():
		return "span of the day"
	case reflect.TypeFor[policy.Weekdays]():
		return "days"
	case reflect.TypeFor[policy.Zone]():
		return "time zone"
	case reflect.TypeFor[policy.Prefix]():
		return "address"
	case reflect.TypeFor[policy.UserAgent]():
		return "User-Agent"
	case reflect.TypeFor[policy.URL]():
		return "URL"
	case reflect.TypeFor[policy.Email]():
		return "e-mail address"
	case reflect.TypeFor[policy.Count]():
		return "count"
	}
	return strings.ToLower(t.Name())
}

type referenceWriter struct {
	*docs
	b        bytes.Buffer
	examples []map[string]any
	seen     map[reflect.Type]string // where each struct type's keys are described: its shallowest table
	// promises are the English sentences the page prints for each promise, by value
	// (promiseSentences).
	promises map[string]string
	// madeUp are the keys whose example no example policy and no entry of keyExamples gives,
	// made from the type alone (a placeholder "…", a count of 5, a unit's first example).
	madeUp []string
}

// homes finds, for each table type under t at path, its shallowest header, where its keys are
// described (the global [limits], not [agents.NAME.limits]).
func (rw *referenceWriter) homes(t reflect.Type, path []string, depth map[reflect.Type]int) {
	for _, s := range subTables(t, path) {
		if d, ok := depth[s.t]; !ok || len(s.path) < d {
			depth[s.t], rw.seen[s.t] = len(s.path), s.header
		}
		rw.homes(s.t, s.path, depth)
	}
}

// subTable is a table within a table: its type, path and header.
type subTable struct {
	t            reflect.Type
	path         []string
	header, text string
}

// subTables lists the tables of a table of type t at path.
func subTables(t reflect.Type, path []string) []subTable {
	var subs []subTable
	for fl := range fields(t, tomlForm) {
		p := append(slices.Clone(path), fl.key)
		vt := elem(fl.Type)
		dotted := strings.Join(displayPath(p), ".")
		switch {
		case vt.Kind() == reflect.Slice && vt.Implements(reflect.TypeFor[keyed]()):
			subs = append(subs, subTable{elem(vt.Elem()), append(p, "*"), "[" + dotted + ".NAME]", ""})
		case vt.Kind() == reflect.Struct && !unitType(vt):
			subs = append(subs, subTable{vt, p, "[" + dotted + "]", ""})
		case vt.Kind() == reflect.Slice && elem(vt.Elem()).Kind() == reflect.Struct && !unitType(elem(vt.Elem())):
			subs = append(subs, subTable{elem(vt.Elem()), append(p, "*"), "[[" + dotted + "]]", ""})
		}
	}
	return subs
}

// table writes the section of a table of type t at path (its keys, "*" for a name or an item of a
// list), headed header, then its tables.
func (rw *referenceWriter) table(t reflect.Type, path []string, header, intro string) {
	if header != "" {
		fmt.Fprintf(&rw.b, "## `%s`\n\n", header)
		if intro != "" {
			fmt.Fprintf(&rw.b, "%s\n\n", intro)
		}
		if home := rw.seen[t]; home != header {
			fmt.Fprintf(&rw.b, "The same keys as `%s`.\n\n", home)
			return
		}
	}
	subs := subTables(t, path)
	for fl := range fields(t, tomlForm) {
		if slices.ContainsFunc(subs, func(s subTable) bool { return s.path[len(path)] == fl.key }) {
			continue
		}
		p := append(slices.Clone(path), fl.key)
		fmt.Fprintf(&rw.b, "### `%s`\n\n", strings.Join(displayPath(p), "."))
		if text := rw.doc(t, fl.Name); text != "" {
			fmt.Fprintf(&rw.b, "%s\n\n", text)
		}
		fmt.Fprintf(&rw.b, "- Value: %s\n", valueText(fl.Type))
		if vt := elem(fl.Type); vt.Kind() == reflect.Slice && elem(vt.Elem()) == reflect.TypeFor[policy.Promise]() {
			rw.promiseList(p)
		}
		if ex := rw.example(p, fl.Type); ex != nil {
			fmt.Fprintf(&rw.b, "- Example: `%s = %s`\n\n", fl.key, inlineTOML(ex))
		} else {
			rw.b.WriteString("\n")
		}
	}
	for _, s := range subs {
		rw.table(s.t, s.path, s.header, rw.doc(t, fieldName(t, s.path[len(path)])))
	}
}

// promiseList writes, under a list of promises at path, the sentence the page prints for each value,
// so that an operator reads what a promise says before making it (new-user trial 33, F-05): in
// full under commitments.promises, and a pointer to it elsewhere.
func (rw *referenceWriter) promiseList(path []string) {
	if strings.Join(path, ".") != "commitments.promises" {
		fmt.Fprintf(&rw.b, "- What the page says for each value: as under `commitments.promises`, said of this agent in its block (%q)\n", rw.promises["agent:"+string(policy.PromiseNoLogin)])
		return
	}
	rw.b.WriteString("- What the page says for each value, in English on a page of one crawler (the other languages say the same; `stop-on-block` and `no-browser-impersonation` add what the rest of the policy shows beside them):\n")
	for _, v := range policy.Promise("").Values() {
		fmt.Fprintf(&rw.b, "  - `%s`: \"%s\"\n", v, rw.promises[v])
	}
}

// promiseSentences reads the English sentence of each promise, as the page prints it where it has
// one crawler, from the English messages ([promise] of locales/en/messages.en.toml, and one of
// [promise_agent] by key "agent:no-login"): the reference
// quotes the page's own words, so that the two cannot drift. A promise without a sentence is an
// error.
func promiseSentences() (map[string]string, error) {
	var m struct {
		Promise      map[string]string `toml:"promise"`
		PromiseAgent map[string]string `toml:"promise_agent"`
	}
	if _, err := toml.DecodeFile("../../locales/en/messages.en.toml", &m); err != nil {
		return nil, err
	}
	for _, v := range policy.Promise("").Values() {
		if m.Promise[v] == "" {
			return nil, fmt.Errorf("locales/en/messages.en.toml: [promise] has no sentence for %q", v)
		}
	}
	// An agent's block says them of the agent: one, by key "agent:VALUE", for the pointer to them.
	m.Promise["agent:"+string(policy.PromiseNoLogin)] = m.PromiseAgent[string(policy.PromiseNoLogin)]
	return m.Promise, nil
}

// fieldName is the Go name of the field of struct t written key.
func fieldName(t reflect.Type, key string) string {
	for fl := range fields(t, tomlForm) {
		if fl.key == key {
			return fl.Name
		}
	}
	return ""
}

// displayPath writes a path's names and items as the reference heads them (NAME for a name).
func displayPath(p []string) []string {
	out := make([]string, 0, len(p))
	for i, s := range p {
		switch {
		case s != "*":
			out = append(out, s)
		case i > 0 && isKeyedPath(p[:i]):
			out = append(out, "NAME")
		}
	}
	return out
}

// isKeyedPath reports whether the path ends at a named collection (its next "*" is a name).
func isKeyedPath(p []string) bool {
	t := reflect.TypeFor[policy.Policy]()
	for _, s := range p {
		t = elem(t)
		switch {
		case s == "*":
			t = t.Elem()
		case t.Kind() == reflect.Struct:
			found := false
			for fl := range fields(t, tomlForm) {
				if fl.key == s {
					t, found = fl.Type, true
					break
				}
			}
			if !found {
				return false
			}
		default:
			return false
		}
	}
	t = elem(t)
	return t.Kind() == reflect.Slice && t.Implements(reflect.TypeFor[keyed]())
}

// valueText says what a field's values are.
func valueText(t reflect.Type) string {
	t = elem(t)
	if t == reflect.TypeFor[policy.JobRefs]() {
		return "a job's key (a string), or a list of them"
	}
	if u := unitType(t); u || t.Kind() != reflect.Slice {
		return scalarText(t)
	}
	return "a list of " + plural(scalarText(elem(t.Elem())))
}

func scalarText(t reflect.Type) string {
	if unitType(t) {
		article := "a "
		if n := unitName(t); strings.ContainsAny(n[:1], "aeiou") {
			article = "an "
		}
		return article + unitName(t) + " (see Values with units)"
	}
	if t.Kind() == reflect.String && t.Implements(reflect.TypeFor[enum]()) {
		values := reflect.Zero(t).Interface().(enum).Values()
		q := make([]string, len(values))
		for i, v := range values {
			q[i] = "`" + v + "`"
		}
		return "one of " + strings.Join(q, ", ")
	}
	switch t.Kind() {
	case reflect.Bool:
		return "`true` or `false`"
	case reflect.Int, reflect.Int64:
		return "an integer"
	case reflect.String:
		return "a string"
	case reflect.Map:
		return "a table"
	}
	return t.String()
}

// plural turns "a string" into "strings", "one of `a`, `b`" into "values, each one of …".
func plural(s string) string {
	switch {
	case strings.HasPrefix(s, "a string"):
		return "strings"
	case strings.HasPrefix(s, "an integer"):
		return "integers"
	case strings.HasPrefix(s, "one of "):
		return "values, each " + s
	case strings.HasPrefix(s, "a "):
		return "values, each " + s
	case strings.HasPrefix(s, "an "):
		return "values, each " + s
	}
	return s
}

// typeExamples are examples for keys that no example policy sets and whose type alone would give
// a wrong one (a status of any number, a string without its form), by path.
var typeExamples = map[string]any{
	"agents.*.revisits.*.statuses":     []any{int64(404), int64(410)},
	"agents.*.country_domain":          ".no",
	"agents.*.robots_txt_exempt_paths": []any{"/.well-known/security.txt"},
	"agents.*.legal_basis.name":        map[string]any{"en": "the National Library Act", "de": "das Nationalbibliotheksgesetz"},
	"agents.*.legal_basis.url":         "https://law.example/national-library-act",
	"agents.*.legal_basis.urls":        []any{"https://eur-lex.europa.eu/eli/dir/2016/2102/oj", "https://law.example/accessibility-act"},
	"jobs.*.follow_up.*.after":         "7d",
	"jobs.*.run_takes_at_most":         "5d",
	"jobs.*.site_interval":             "3y",
	"jobs.*.spread":                    "random-order",
	"jobs.*.started_by":                []any{"simplified-check", "in-depth-check"},
	"errors.never_retried":             []any{int64(404), int64(410), int64(451)},
	"commitments.block_statuses":       []any{int64(403), int64(410)},
	"commitments.block_means":          []any{"robots-txt", "request"},
	"contact.optout_email":             "optout@operator.example",
	"operator.republishes_license":     "CC0-1.0",
	"agents.*.signature_agent":         "https://crawler.example",
	// Keys whose type alone would give a placeholder ("…", 5, "90s", a label of another key's
	// meaning): a value a policy would hold (trial 31, F-25).
	"unpublished":                               []any{"/robots_txt/cache_for"},
	"site.announce_changes_days":                int64(14),
	"site.not_own":                              []any{"CNAME", ".well-known/security.txt"},
	"operator.country":                          "DE",
	"contact.form_purpose":                      map[string]any{"en": "requests to remove a shop's listings", "de": "Anträge auf Entfernung der Angebote eines Shops", "fr": "les demandes de retrait des offres d’une boutique", "pl": "wnioski o usunięcie ofert sklepu"},
	"contact.requests.*.effect":                 map[string]any{"en": "previews of its pages are shown even where a filter would hide them", "de": "Vorschauen ihrer Seiten werden auch dort angezeigt, wo ein Filter sie ausblenden würde", "fr": "les aperçus de ses pages s’affichent même là où un filtre les masquerait", "pl": "podglądy jego stron są wyświetlane nawet tam, gdzie filtr by je ukrył"},
	"contact.requests.*.who":                    map[string]any{"en": "site owners who are not customers", "de": "Websitebetreiber, die keine Kunden sind", "fr": "les propriétaires de sites qui ne sont pas clients", "pl": "właściciele serwisów, którzy nie są klientami"},
	"contact.requests.*.within_days":            int64(14),
	"agents.*.off_site_hops":                    int64(1),
	"agents.*.media_types":                      []any{"text/html", "application/pdf"},
	"agents.*.ports":                            []any{int64(80), int64(443)},
	"agents.*.paths":                            []any{"/", "/robots.txt", "/.well-known/security.txt"},
	"agents.*.embedded.condition":               map[string]any{"en": "only for pages that show their prices with JavaScript", "de": "nur für Seiten, die ihre Preise per JavaScript anzeigen", "fr": "uniquement pour les pages qui affichent leurs prix en JavaScript", "pl": "tylko dla stron, które wyświetlają ceny za pomocą JavaScriptu"},
	"agents.*.embedded.jobs":                    []any{"in-depth-check"},
	"agents.*.revisits.*.after":                 "30d",
	"agents.*.revisits.*.removed_after.answers": int64(3),
	"agents.*.revisits.*.removed_after.over":    "14d",
	"agents.*.stops_after_failures.for":         "30d",
	"agents.*.keeps_last_good.after_failures":   int64(3),
	"agents.*.keeps_last_good.for":              "7d",
	"agents.*.http.get_after_head":              []any{int64(405), int64(501)},
	"agents.*.http.javascript_condition":        map[string]any{"en": "only for pages that show their prices with JavaScript", "de": "nur für Seiten, die ihre Preise per JavaScript anzeigen", "fr": "uniquement pour les pages qui affichent leurs prix en JavaScript", "pl": "tylko dla stron, które wyświetlają ceny za pomocą JavaScriptu"},
	"agents.*.signing_keys.*.d":                 nil, // refused: no example of a private key
	"network.reverse_dns":                       "crawl.example.com",
	"network.announce_days":                     int64(14),
	"network.addresses.*.region":                "eu-central",
	"network.regions.*.id":                      "eu-central",
	"network.regions.*.label":                   map[string]any{"en": "Frankfurt, Germany", "de": "Frankfurt am Main, Deutschland", "fr": "Francfort, Allemagne", "pl": "Frankfurt nad Menem, Niemcy"},
	"limits.max_redirects":                      int64(5),
	"limits.connect_timeout":                    "10s",
	"limits.response_timeout":                   "30s",
	"limits.transfer_timeout":                   "2m",
	"limits.page_load_timeout":                  "1m",
	"limits.quotas.*.min":                       int64(2),
	"limits.quotas.*.what":                      map[string]any{"en": "pages of the sample", "de": "Seiten der Stichprobe", "fr": "pages de l’échantillon", "pl": "stron próby"},
	"limits.quotas.*.jobs":                      []any{"daily-check", "re-check"},
	"limits.passes.min_interval":                "24h",
	"limits.passes.max_requests":                int64(100),
	"limits.intervals.*.min_interval":           "1s",
	"limits.response_time_delay.factor":         int64(2),
	"limits.response_time_delay.min":            "1s",
	"limits.response_time_delay.max":            "30s",
	"windows.*.jobs":                            []any{"full-sync"},
	"jobs.*.within_working_days":                int64(5),
	"jobs.*.websub_poll_every":                  "24h",
	"jobs.*.cadence.*.every_choices":            []any{"1m", "5m", "15m"},
	"jobs.*.cadence.*.from_each_region":         int64(3),
	"jobs.*.follow_up.*.max":                    int64(1),
	"robots_txt.keep_last_good_for":             "30d",
	"robots_txt.max_redirects":                  int64(5),
	"robots_txt.crawl_delay_max":                "30s",
	"robots_txt.crawl_delay_min":                "1s",
	"errors.slow_down.threshold":                int64(3),
	"errors.slow_down.factor":                   int64(2),
	"errors.slow_down.max_interval":             "10m",
	"legal.removed_after_opt_out":               "30d",
	"legal.retention.*.keep_for":                "14d",
	"legal.retention.*.after_job":               "accessibility-study",
	"legal.retention.*.after":                   map[string]any{"en": "the monitoring period", "de": "der Überwachungszeitraum", "fr": "la période de contrôle", "pl": "okres monitorowania"},
	"acknowledged_warnings.*.key":               "robots_txt.cache_for",
	"acknowledged_warnings.*.reason":            "robots.txt is read once per run, and each run takes less than a day",
	"exports.*.version":                         "2.4.1",
	// RFC 8037 Appendix A's Ed25519 public key and its thumbprint (A.3).
	"agents.*.signing_keys.*.kty": "OKP",
	"agents.*.signing_keys.*.crv": "Ed25519",
	"agents.*.signing_keys.*.x":   "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo",
	"agents.*.signing_keys.*.kid": "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k",
}

// example returns the value the first example policy gives at path, or one made from the type.
func (rw *referenceWriter) example(path []string, t reflect.Type) any {
	for _, e := range rw.examples {
		if v, ok := find(e, path); ok {
			return v
		}
	}
	if v, ok := typeExamples[strings.Join(path, ".")]; ok {
		return v
	}
	vt := elem(t)
	list := vt.Kind() == reflect.Slice && !unitType(vt)
	if list {
		vt = elem(vt.Elem())
	}
	var v any
	switch {
	case unitType(vt):
		v = units[vt].examples[0]
	case vt.Kind() == reflect.String && vt.Implements(reflect.TypeFor[enum]()):
		v = reflect.Zero(vt).Interface().(enum).Values()[0]
	case vt.Kind() == reflect.Bool:
		v = true
	case vt.Kind() == reflect.Int, vt.Kind() == reflect.Int64:
		v = 5
	default:
		v = "…"
	}
	// A placeholder, a bare count or a unit's example that reads as another key's value
	// ("90s" for a timeout, a label of documents for who may ask) is no example (trial 31, F-25).
	switch x := v.(type) {
	case string:
		if x == "…" || vt == reflect.TypeFor[policy.Duration]() {
			rw.madeUp = append(rw.madeUp, strings.Join(path, "."))
		}
	case int:
		rw.madeUp = append(rw.madeUp, strings.Join(path, "."))
	default:
		if vt == reflect.TypeFor[policy.Label]() {
			rw.madeUp = append(rw.madeUp, strings.Join(path, "."))
		}
	}
	if list {
		return []any{v}
	}
	return v
}

// find returns the value at path in a decoded policy.toml, "*" standing for any name or item (the
// first in order).
func find(v any, path []string) (any, bool) {
	if len(path) == 0 {
		return v, true
	}
	switch x := v.(type) {
	case map[string]any:
		if path[0] == "*" {
			for _, k := range mapsKeys(x) {
				if r, ok := find(x[k], path[1:]); ok {
					return r, true
				}
			}
			return nil, false
		}
		c, ok := x[path[0]]
		if !ok {
			return nil, false
		}
		return find(c, path[1:])
	case []map[string]any:
		if path[0] != "*" {
			return nil, false
		}
		for _, it := range x {
			if r, ok := find(it, path[1:]); ok {
				return r, true
			}
		}
	case []any:
		// An array of inline tables (registry = [{ scheme = "KRS", … }]).
		if path[0] != "*" {
			return nil, false
		}
		for _, it := range x {
			if m, ok := it.(map[string]any); ok {
				if r, ok := find(m, path[1:]); ok {
					return r, true
				}
			}
		}
	}
	return nil, false
}

// inlineTOML writes a value as policy.toml would on one line.
func inlineTOML(v any) string {
	switch x := v.(type) {
	case string:
		var b strings.Builder
		b.WriteByte('"')
		for _, r := range x {
			switch {
			case r == '"' || r == '\\':
				b.WriteByte('\\')
				b.WriteRune(r)
			case r < 0x20 || r == 0x7f:
				fmt.Fprintf(&b, `\u%04X`, r)
			default:
				b.WriteRune(r)
			}
		}
		b.WriteByte('"')
		return b.String()
	case bool:
		return strconv.FormatBool(x)
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case time.Time:
		return x.Format(time.DateOnly)
	case []any:
		parts := make([]string, len(x))
		for i, it := range x {
			parts[i] = inlineTOML(it)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case map[string]any:
		keys := mapsKeys(x)
		sort.Slice(keys, func(i, j int) bool { return langOrder(keys[i]) < langOrder(keys[j]) })
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = k + " = " + inlineTOML(x[k])
		}
		return "{ " + strings.Join(parts, ", ") + " }"
	}
	return fmt.Sprint(v)
}

// langOrder orders a label's languages as the shipped ones are listed, the rest by name after.
func langOrder(k string) string {
	if i := slices.Index([]string{"en", "de", "fr", "pl"}, k); i >= 0 {
		return strconv.Itoa(i)
	}
	return "9" + k
}

func mapsKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
