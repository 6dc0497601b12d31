package generator

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"io/fs"
	"maps"
	"path"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	gotoml "github.com/pelletier/go-toml/v2"
	"github.com/sitegen-dev/sitegen/policy"
	"golang.org/x/text/language"
)

// Messages are the product's sentences in every language: go-i18n message files
// locales/<lang>/*.<lang>.toml. The embedded defaults load first; a site's own files load after
// them and replace messages by ID, so that an upgrade that adds messages never breaks an override.
type Messages struct {
	// bundle holds the messages as go-i18n renders them. mu guards it: sitegen's own messages
	// (builtinMessages) are added to it only when localize first renders a message (lazy), in
	// every language that has it, since a build renders a few hundred of the thousands of
	// messages it knows, and adding one (go-i18n's template and maps) took longer than rendering
	// it. Most messages never reach it: render serves them (renderDirect).
	bundle *i18n.Bundle
	mu     sync.Mutex
	lazy   bool
	added  map[string]bool
	tags   map[string]language.Tag
	// files maps each language to the files loaded for it, for error messages.
	files map[string][]string
	// ids maps each language to the message IDs it defines.
	ids map[string]map[string]*i18n.Message
	// origin names the file each message of a language was last loaded from ("lang\x00id"); nil
	// for sitegen's own messages compiled in (builtinMessages), whose file originOf finds. See
	// originOf.
	origin map[string]string
	// overridden holds the messages ("lang\x00id") a site's file replaced.
	overridden map[string]bool
	// reference is sitegen's own English, which every message is checked against, also when a
	// site overrides the English one.
	reference map[string]*i18n.Message
	// builtin marks sitegen's own messages as compiled in (builtinMessages), with nothing of a
	// site's: TestMessagesComplete proves every one of them in every shipped language.
	builtin bool
	// digest names the files the messages were loaded from, and their bytes (messageDigest): two
	// Messages of the same digest state everything alike in a build of sitegen. The version
	// cache keys the page of changes' entries by it.
	digest string

	// direct serves Messages.render; see there.
	direct directCache
}

// directCache is what Messages.render keeps between calls, guarded by mu: the plural form
// go-i18n chooses for an operand in a language, found through pluralProbe, and each message's
// template of a form, parsed.
type directCache struct {
	mu     sync.Mutex
	probed bool
	forms  map[[2]string]string
	parsed map[directKey]template.ParsedTemplate
}

type directKey struct {
	msg  *i18n.Message
	form string
}

// pluralProbe is a message whose every plural form names itself, added to a Messages' bundle in
// each of its languages when Messages.render first needs a plural form: rendered for an operand,
// it says which form go-i18n chooses. Its ID, with a NUL, is none of a message file's: no file
// adds a message of that ID (a site's may only replace sitegen's own), and nothing renders it but
// directCache.form.
var pluralProbe = &i18n.Message{ID: "\x00plural-form", Zero: "zero", One: "one", Two: "two", Few: "few", Many: "many", Other: "other"}

// render renders message id in lang, as localize does through loc (a localizer of m.bundle for
// lang) with c, whose MessageID is id and PluralCount nil or operand. Where go-i18n would find the
// message in lang itself, in the plural form it chooses, and render it without an error, render
// does so without go-i18n's bundle: it takes the message from ids, the form from pluralProbe
// (once per language and operand), and executes the form's template as go-i18n does
// (c.TemplateParser's, parsed once). That skips adding the message to the bundle (lazy) and
// go-i18n's matching of the language at every message, most of the time of rendering one.
// Anything else (a message or form the language lacks, an error) goes to localize, which renders
// and fails as before. TestRenderAsLocalize holds the two to the same result for every message of
// every language at every plural sample.
func (m *Messages) render(lang string, loc *i18n.Localizer, c *i18n.LocalizeConfig) (string, error) {
	if s, ok := m.renderDirect(lang, c); ok {
		return s, nil
	}
	return m.localize(loc, c)
}

// renderDirect is render's own way; ok is false where it does not serve.
func (m *Messages) renderDirect(lang string, c *i18n.LocalizeConfig) (string, bool) {
	msg := m.ids[lang][c.MessageID]
	if msg == nil || c.TemplateParser == nil || c.DefaultMessage != nil || c.TemplateData == nil {
		return "", false
	}
	d := &m.direct
	d.mu.Lock()
	form := "other"
	if c.PluralCount != nil {
		operand, ok := c.PluralCount.(string)
		if !ok {
			d.mu.Unlock()
			return "", false
		}
		if form, ok = d.form(m, lang, operand); !ok {
			d.mu.Unlock()
			return "", false
		}
	}
	var src string
	switch form {
	case "zero":
		src = msg.Zero
	case "one":
		src = msg.One
	case "two":
		src = msg.Two
	case "few":
		src = msg.Few
	case "many":
		src = msg.Many
	case "other":
		src = msg.Other
	}
	if src == "" || !c.TemplateParser.Cacheable() {
		d.mu.Unlock()
		return "", false
	}
	key := directKey{msg, form}
	t, ok := d.parsed[key]
	if !ok {
		var err error
		if t, err = c.TemplateParser.Parse(src, msg.LeftDelim, msg.RightDelim); err != nil {
			d.mu.Unlock()
			return "", false
		}
		if d.parsed == nil {
			d.parsed = map[directKey]template.ParsedTemplate{}
		}
		d.parsed[key] = t
	}
	d.mu.Unlock()
	out, err := t.Execute(c.TemplateData)
	return out, err == nil
}

// form is the plural form go-i18n chooses for operand in lang, with d.mu held; ok is false where
// it would not match lang itself or not take the operand. The probe is rendered through m's own
// bundle (under m.mu, as localize renders), so that go-i18n matches lang among the same
// languages, in the same order, with the same plural rules.
func (d *directCache) form(m *Messages, lang, operand string) (string, bool) {
	key := [2]string{lang, operand}
	if f, ok := d.forms[key]; ok {
		return f, f != ""
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if !d.probed {
		d.probed = true
		for _, tag := range m.bundle.LanguageTags() {
			if err := m.bundle.AddMessages(tag, pluralProbe); err != nil {
				return "", false
			}
		}
		d.forms = map[[2]string]string{}
	}
	if d.forms == nil {
		return "", false
	}
	f, tag, err := i18n.NewLocalizer(m.bundle, lang).LocalizeWithTag(&i18n.LocalizeConfig{MessageID: pluralProbe.ID, PluralCount: operand})
	if err != nil || tag.String() != lang {
		f = ""
	}
	d.forms[key] = f
	return f, f != ""
}

// messageDigest is the SHA-256, in hexadecimal, of a list of the message files loaded, in order:
// for each, the index of its file system (0 for sitegen's own, 1 for a site's), its path and the
// SHA-256 of its bytes (hexadecimal).
type messageDigest struct{ h hash.Hash }

func newMessageDigest() messageDigest { return messageDigest{sha256.New()} }

func (d messageDigest) add(fsys int, path, sum string) {
	fmt.Fprintf(d.h, "%d\x00%s\x00%s\n", fsys, path, sum)
}

func (d messageDigest) String() string { return hex.EncodeToString(d.h.Sum(nil)) }

// LoadMessages loads every message file under locales/ in each of the file systems, in order.
// A file must be named NAME.<lang>.toml and stand in locales/<lang>/: go-i18n takes the language
// from the file name, and a file without one would load silently as "und".
func LoadMessages(fss ...fs.FS) (*Messages, error) {
	// The default language is und, which has no messages: a message missing in a language is then
	// an error, never a silent fallback to another language.
	b := i18n.NewBundle(language.Und)
	b.RegisterUnmarshalFunc("toml", unmarshalMessages)
	m := &Messages{bundle: b, files: map[string][]string{}, ids: map[string]map[string]*i18n.Message{}, origin: map[string]string{}, overridden: map[string]bool{}, reference: map[string]*i18n.Message{}}
	var problems []string
	// The first file system holds the product's messages; a message ID the later ones (a site's
	// overrides) name must be one of them, or a misspelt override would be ignored silently.
	known := map[string]bool{}
	digest := newMessageDigest()
	for n, fsys := range fss {
		files, err := fs.Glob(fsys, "locales/*/*.toml")
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			if c, ok := policy.FindUnsafeInLine(f); ok {
				problems = append(problems, unsafeName(f, c))
				continue
			}
			folder := path.Base(path.Dir(f))
			base := path.Base(f)
			parts := strings.Split(base, ".")
			if len(parts) != 3 || parts[1] != folder {
				problems = append(problems, fmt.Sprintf("%s: a message file must be named NAME.%s.toml to load as %q (go-i18n takes the language from the file name)", f, folder, folder))
				continue
			}
			// Read here, not by go-i18n, so that the file is bounded and its nesting checked
			// before a TOML decoder sees it.
			data, err := policy.ReadFile(fsys, f, MaxMessageBytes)
			if err != nil {
				problems = append(problems, err.Error())
				continue
			}
			if line, col, deep := policy.TooDeep(data); deep {
				problems = append(problems, fmt.Sprintf("%s:%d:%d: nested more than %d levels deep (a message file needs 2): sitegen reads no deeper", f, line, col, policy.MaxDepth))
				continue
			}
			sum := sha256.Sum256(data)
			digest.add(n, f, hex.EncodeToString(sum[:]))
			mf, err := b.ParseMessageFileBytes(data, f)
			if err != nil {
				problems = append(problems, fmt.Sprintf("%s: %v", f, err))
				continue
			}
			if mf.Tag.String() != folder {
				problems = append(problems, fmt.Sprintf("%s: loaded as %q, but the folder says %q", f, mf.Tag, folder))
				continue
			}
			m.files[folder] = append(m.files[folder], f)
			if m.ids[folder] == nil {
				m.ids[folder] = map[string]*i18n.Message{}
			}
			if len(mf.Messages) == 0 {
				problems = append(problems, fmt.Sprintf("%s: holds no messages", f))
			}
			// In the order of their IDs, so that the problems are the same in every run (the
			// decoder's tables have none).
			slices.SortFunc(mf.Messages, func(a, b *i18n.Message) int { return strings.Compare(a.ID, b.ID) })
			for _, msg := range mf.Messages {
				if n > 0 && !known[msg.ID] {
					problems = append(problems, fmt.Sprintf("%s: message %q is not one sitegen prints (see the built-in messages of %s)", f, msg.ID, "locales/en/messages.en.toml"))
					continue
				}
				// A message reaches every page as the policy's strings and the prose do, and a
				// [format] symbol every number: it holds none of the characters they may not
				// (policy.FindUnsafe), or a bidi override in the group separator would reverse
				// every number it groups.
				if p := unsafeInMessage(f, msg); p != "" {
					problems = append(problems, p)
					continue
				}
				if n == 0 {
					known[msg.ID] = true
					if folder == "en" {
						m.reference[msg.ID] = msg
					}
				} else {
					m.overridden[folder+"\x00"+msg.ID] = true
				}
				m.ids[folder][msg.ID] = msg
				m.origin[folder+"\x00"+msg.ID] = f
			}
		}
	}
	if problems != nil {
		return nil, &BuildError{Problems: problems}
	}
	m.digest = digest.String()
	return m, nil
}

// unsafeInMessage reports the first plural form of msg, from file f, that holds a character no
// text of a site may hold (policy.FindUnsafe), or "" when none does.
func unsafeInMessage(f string, msg *i18n.Message) string {
	forms := []struct{ name, text string }{
		{"", msg.Other}, {"zero", msg.Zero}, {"one", msg.One}, {"two", msg.Two}, {"few", msg.Few}, {"many", msg.Many},
	}
	for _, form := range forms {
		c, ok := policy.FindUnsafe(form.text)
		if !ok {
			continue
		}
		id := msg.ID
		if form.name != "" || msg.One != "" || msg.Few != "" || msg.Many != "" {
			name := form.name
			if name == "" {
				name = "other"
			}
			id += "." + name
		}
		fix := "remove it"
		if c.More > 0 {
			fix = "remove them"
		}
		return fmt.Sprintf("%s: message %q holds %s (%s): %s", f, id, c.Describe(), strconv.Quote(form.text), fix)
	}
	return ""
}

// unmarshalMessages decodes a message file for go-i18n. pelletier/go-toml reads the product's
// message files four times faster than BurntSushi/toml (they are most of a small site's build),
// and both decode TOML 1.0 to the same values. BurntSushi/toml also reads TOML 1.1 and words the
// errors, so a file that pelletier/go-toml does not read goes to it: every file loads, or fails,
// as before.
func unmarshalMessages(data []byte, v any) error {
	if p, ok := v.(*any); ok {
		var raw any
		if err := gotoml.Unmarshal(data, &raw); err == nil {
			*p = raw
			return nil
		}
	}
	return toml.Unmarshal(data, v)
}

// originOf names the file a language's message was last loaded from. sitegen's own messages,
// compiled in, are found in the generated files (their messages sorted by ID), the last that
// has the message first, as they were loaded: a map of every message of every language, built
// at each run, cost more than the few lookups a run makes (problems only).
func (m *Messages) originOf(lang, id string) (string, bool) {
	if m.origin != nil {
		f, ok := m.origin[lang+"\x00"+id]
		return f, ok
	}
	if _, ok := m.ids[lang][id]; !ok {
		return "", false
	}
	for i := len(generatedMessages) - 1; i >= 0; i-- {
		bf := generatedMessages[i]
		if path.Base(path.Dir(bf.path)) != lang {
			continue
		}
		if _, ok := slices.BinarySearchFunc(bf.messages, id, func(msg *i18n.Message, id string) int { return strings.Compare(msg.ID, id) }); ok {
			return bf.path, true
		}
	}
	return "", false
}

// Languages lists the languages that have messages, sorted.
func (m *Messages) Languages() []string {
	var out []string
	for l := range m.ids {
		out = append(out, l)
	}
	slices.Sort(out)
	return out
}

// Has reports whether a language has messages.
func (m *Messages) Has(lang string) bool { return len(m.ids[lang]) > 0 }

// IDs lists the message IDs of a language, sorted.
func (m *Messages) IDs(lang string) []string {
	var out []string
	for id := range m.ids[lang] {
		out = append(out, id)
	}
	slices.Sort(out)
	return out
}

// Message returns a language's message by ID.
func (m *Messages) Message(lang, id string) (*i18n.Message, bool) {
	msg, ok := m.ids[lang][id]
	return msg, ok
}

// Localize renders one message for a plural count, as the completeness test and the localizer do.
func (m *Messages) Localize(lang, id string, count any, data map[string]any) (string, error) {
	return m.localize(i18n.NewLocalizer(m.bundle, lang), &i18n.LocalizeConfig{
		MessageID:      id,
		PluralCount:    count,
		TemplateData:   data,
		TemplateParser: strictParser,
	})
}

// localize renders a message through loc, a localizer of m.bundle, adding the message to the
// bundle first when it is added lazily: in every language that has it, so that go-i18n finds it
// in whichever of them it matches loc's language with, as it would with every message added.
func (m *Messages) localize(loc *i18n.Localizer, c *i18n.LocalizeConfig) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.lazy && !m.added[c.MessageID] {
		m.added[c.MessageID] = true
		for _, lang := range slices.Sorted(maps.Keys(m.ids)) {
			if msg, ok := m.ids[lang][c.MessageID]; ok {
				if err := m.bundle.AddMessages(m.tags[lang], msg); err != nil {
					return "", err
				}
			}
		}
	}
	return loc.Localize(c)
}

// strictParser fails on a placeholder the caller did not supply, instead of printing "<no value>";
// placeholderParser executes the templates of the messages sitegen has without text/template.
var strictParser = placeholderParser

// localizer states policy values in one language. It collects the problems it meets (a missing
// message or plural form) instead of failing at the first, so that a build reports all of them.
type localizer struct {
	lang string
	// variant, where set, is a suffix of message ids: a message id+variant is rendered in place
	// of id where the messages hold one ("_ahead": a change said before the date it takes
	// effect, "until then" for "previously").
	variant  string
	messages *Messages
	loc      *i18n.Localizer
	num      numberFormat
	clock    timeFormat
	problems *[]string
	// durations holds each duration already stated, by form: a page states the same few
	// durations many times.
	durations map[durationKey]stated
	// unpublished maps the JSON Pointer of each value the policy does not publish
	// (policy.Policy.Unpublished) to the pointer of its entry in policy.json's list
	// ("/unpublished/2"): a duration at such a pointer is stated as one that exists and is not
	// published (unpublished.duration.FORM), never its number.
	unpublished map[string]string
	// skeletons holds each message already rendered, by message ID and plural operand.
	skeletons map[skeletonKey]*skeleton
	// plains holds each message already rendered by s.
	plains map[string]string
	// glue are the one-letter words that a no-break space binds to the next word
	// (format.nbsp_after: Polish typesetting keeps "w", "z", "i", "a", "o", "u" off the end of a
	// line); empty for a language without the rule ("none").
	glue string
}

// stated is a duration as a form states it: the text, which has no pointers, and the same as
// plain text.
type stated struct {
	text  Text
	plain string
}

// durationKey is a duration in one form, alone, in a series or compared (durationArg.series,
// durationArg.compared); its text depends on nothing else.
type durationKey struct {
	d        time.Duration
	form     string
	series   bool
	compared bool
	months   int64
}

func newLocalizer(m *Messages, lang string, problems *[]string) *localizer {
	l := &localizer{lang: lang, messages: m, loc: i18n.NewLocalizer(m.bundle, lang), problems: problems,
		durations: map[durationKey]stated{}, skeletons: map[skeletonKey]*skeleton{}, plains: map[string]string{}}
	l.num = l.numberFormat()
	l.clock = l.timeFormat()
	if l.glue = l.s("format.nbsp_after"); l.glue == "none" {
		l.glue = ""
	}
	return l
}

// fork is a localizer of the same language and messages that shares l's caches (durations,
// skeletons, plain messages: none depends on a policy) and reports its problems to problems; it
// knows of no unpublished value. Neither may be used while the other is.
func (l *localizer) fork(problems *[]string) *localizer {
	f := *l
	f.problems, f.unpublished = problems, nil
	return &f
}

func (l *localizer) problem(format string, args ...any) {
	*l.problems = append(*l.problems, fmt.Sprintf("locales/%s: ", l.lang)+fmt.Sprintf(format, args...))
}

// Sentinels mark where an argument stands in a localized string, so that the string can be split
// into literal text and arguments afterwards. They are Unicode private-use characters, which no
// message contains (the completeness test checks it).
const (
	sentinelOpen  = '\uE000'
	sentinelClose = '\uE001'
)

// placeholder is what a message's template receives for the argument name (or name.form for a
// duration's form): the name between sentinels. Arguments never reach a template as values, so a
// message renders to the same string for every call with the same arguments' names and kinds and
// the same plural operand.
func placeholder(name string) string {
	return string(sentinelOpen) + name + string(sentinelClose)
}

// formPlaceholders is what a template receives for a duration or a list of durations: {{.T}}
// prints the nominative, {{.T.Acc}} the accusative, and so on (see durationForms).
type formPlaceholders struct{ name string }

// String is the nominative, so that {{.T}} prints it.
func (f formPlaceholders) String() string { return placeholder(f.name + ".nom") }

// Nom, Acc, Gen, Dat, Loc, Every, Per and Rate are the forms of durationForms.
func (f formPlaceholders) Nom() string   { return placeholder(f.name + ".nom") }
func (f formPlaceholders) Acc() string   { return placeholder(f.name + ".acc") }
func (f formPlaceholders) Gen() string   { return placeholder(f.name + ".gen") }
func (f formPlaceholders) Dat() string   { return placeholder(f.name + ".dat") }
func (f formPlaceholders) Loc() string   { return placeholder(f.name + ".loc") }
func (f formPlaceholders) Every() string { return placeholder(f.name + ".every") }
func (f formPlaceholders) Per() string   { return placeholder(f.name + ".per") }
func (f formPlaceholders) Rate() string  { return placeholder(f.name + ".rate") }

// textForms is a value and other wordings of the same value, for a language whose grammar needs
// them in some messages: {{.Cap}} places the value, {{.Cap.Start}} the value opening a sentence
// (its first letter in upper case: pl "Najwyżej 12 żądań …" where English says "Quota: at most
// 12 requests …"), {{.Key.Each}} a scope said of each one (pl "dla każdej nazwy hosta" where
// English says "per host name"), {{.Scope.In}} a scope as the place an agreement holds in (pl "w
// obrębie jednej nazwy hosta"), {{.Scope.Gen}} a noun in the genitive (de "die Abrufe der
// betreffenden Liste", where the nominative is "die Liste": scope_noun_gen), {{.Lang.Version}} a
// language as the version of a text in it (de "deutsche Fassung": languageForms), {{.Key.And}} a
// scope joined to the period before it (de "pro Sekunde und Hostname": scope_per_and), {{.On.Plural}}
// and {{.On.InARow}} what a count comes before, and the same said to come in a row (fr « 5 tentatives
// échouées », « 3 synchronisations consécutives qui ne parviennent pas à joindre le système », where
// the value is « une tentative échouée »: reactionEvent), {{.Field.Item}} an item that a change adds
// or removes named as the object of the verb that says so (pl „Dodano kategorię serwisów: …”, where
// the field's name is otherwise „kategoria serwisów”: diff.field_item). A message
// may only ask for the forms its call offers (a form not offered is a problem of the build, and
// the value stands in its place); every language keeps the same placeholder names
// (TestMessagesComplete).
type textForms struct {
	base  Text
	forms map[string]Text
}

// textFormNames are the forms a textForms may offer.
var textFormNames = []string{"Start", "Each", "In", "Gen", "Version", "And", "Plural", "InARow", "Item", "From", "To", "Line"}

// startForms is t offered as it stands and as the opening of a sentence ({{.Name.Start}}).
func startForms(t Text) textForms {
	return textForms{base: t, forms: map[string]Text{"Start": {Pointer: t.Pointer, Segments: capitalizeFirst(t.Segments)}}}
}

// textFormPlaceholders is what a template receives for a textForms: {{.T}} prints the value's
// placeholder, {{.T.Start}}, {{.T.Each}}, {{.T.In}}, {{.T.Gen}}, {{.T.Plural}}, {{.T.InARow}} and
// {{.T.Item}}, {{.T.From}}, {{.T.To}} and {{.T.Line}} that of a form.
type textFormPlaceholders struct{ name string }

func (f textFormPlaceholders) String() string { return placeholder(f.name) }
func (f textFormPlaceholders) Start() string  { return placeholder(f.name + ".Start") }
func (f textFormPlaceholders) Each() string   { return placeholder(f.name + ".Each") }
func (f textFormPlaceholders) In() string     { return placeholder(f.name + ".In") }
func (f textFormPlaceholders) Gen() string    { return placeholder(f.name + ".Gen") }
func (f textFormPlaceholders) And() string    { return placeholder(f.name + ".And") }
func (f textFormPlaceholders) Plural() string { return placeholder(f.name + ".Plural") }
func (f textFormPlaceholders) InARow() string { return placeholder(f.name + ".InARow") }
func (f textFormPlaceholders) Item() string   { return placeholder(f.name + ".Item") }
func (f textFormPlaceholders) From() string   { return placeholder(f.name + ".From") }
func (f textFormPlaceholders) To() string     { return placeholder(f.name + ".To") }
func (f textFormPlaceholders) Line() string   { return placeholder(f.name + ".Line") }
func (f textFormPlaceholders) Version() string {
	return placeholder(f.name + ".Version")
}

// textPlaceholder is what a template receives for a Text or a string: {{.T}} prints the value's
// placeholder, and so do {{.T.From}} and {{.T.To}}, the forms a textForms offers of an item
// after a verb that removes something from it or adds something to it (reviewBuilder.contextArg,
// pl „Usunięto ze wpisu …”, „Dodano do wpisu …”, Polish review 32, F30). A caller that states such
// an item as a plain Text (an item with no such forms, or a test) thus still renders the
// message, with the item as it stands; any other form of a plain Text ({{.T.Item}}) fails, as it
// does for a string. TestPlainTextFromTo.
type textPlaceholder struct{ name string }

func (f textPlaceholder) String() string { return placeholder(f.name) }
func (f textPlaceholder) From() string   { return placeholder(f.name) }
func (f textPlaceholder) To() string     { return placeholder(f.name) }

// skeletonKey is a message ID and the plural operand it was rendered for ("" for a message
// without a count).
type skeletonKey struct {
	id, operand string
}

// skeleton is a message rendered by go-i18n with placeholders for its arguments, split into
// literal runs and the arguments it places, in order. A message is rendered once per build,
// language and plural operand; each call puts its own arguments into the skeleton. A page states
// the same few hundred sentences thousands of times, and a template execution costs far more
// than the splice.
type skeleton struct {
	parts []part
	// literal is the message's text when it places no argument: the same Text for every call
	// (texts are never changed in place).
	literal *Text
	// names and kinds are the arguments the skeleton was rendered with: a call that passes others
	// (a Text where a duration was) renders the message afresh.
	names []string
	kinds []argKind
}

// part is a literal run of a skeleton, or an argument and the form it stands in.
type part struct {
	lit  string
	arg  string // the argument's name; "" for a literal run
	form string // a duration's form ("nom", "acc", …); "" for other arguments
}

// argKind is how an argument reaches a template: as text, or as a duration's forms.
type argKind uint8

const (
	textKind argKind = iota
	formsKind
	textFormsKind
)

// kindOf is the kind of argument v: a Text, a string (literal text) or a count (countArg) are
// text; a duration (durationArg) or a list of durations (durationListArg) offer their forms.
func kindOf(name string, v any) argKind {
	switch v.(type) {
	case Text, string, countArg:
		return textKind
	case durationArg, durationListArg:
		return formsKind
	case textForms:
		return textFormsKind
	}
	panic("generator: argument " + name + " has unsupported type " + reflect.TypeOf(v).String())
}

// matches reports whether kv, name/value pairs, are the arguments s was rendered with.
func (s *skeleton) matches(kv []any) bool {
	if len(kv)/2 != len(s.names) {
		return false
	}
	for i := range s.names {
		if name, _ := kv[2*i].(string); name != s.names[i] || kindOf(name, kv[2*i+1]) != s.kinds[i] {
			return false
		}
	}
	return true
}

// t renders message id with name/value arguments. A value is a Text, a string (literal text), a
// duration (durationArg: every grammatical form of it, see durationForms), a list of durations
// (durationListArg) or a count (countArg).
func (l *localizer) t(id string, kv ...any) Text {
	return l.message(id, nil, kv)
}

// n renders the plural message id for count, whose display (formatted for the language) is the
// argument N, a value at ptr (or literal text when ptr is empty).
func (l *localizer) n(id string, count countArg, kv ...any) Text {
	t := l.message(id, &count, kv)
	// A form that words the number ("at most once a day", "one request at a time") states the
	// value as a whole.
	if count.ptr != "" && !t.has(count.ptr) {
		t = t.withPointer(count.ptr)
	}
	return t
}

// s renders a message without arguments as a plain string, for headings, labels and separators.
func (l *localizer) s(id string) string {
	if p, ok := l.plains[id]; ok {
		return p
	}
	p := l.t(id).Plain()
	l.plains[id] = p
	return p
}

// message renders message id, in the plural form of count when it is not nil (then also the
// argument N), with the arguments kv: from its skeleton, rendered at the first call.
//
// A message that states a duration the policy does not publish has, where its words around the
// duration would not fit a phrase for one ("for at most a period the operator does not publish",
// German "höchstens … lang"), a variant of its own, ID + "_unpublished", used instead.
func (l *localizer) message(id string, count *countArg, kv []any) Text {
	if l.variant != "" {
		if _, ok := l.messages.Message(l.lang, id+l.variant); ok {
			id += l.variant
		}
	}
	if u := l.unpublishedEntry(kv); u != "" {
		if _, ok := l.messages.Message(l.lang, id+"_unpublished"); ok {
			// The variant may word the duration without placing it: the sentence states
			// the entry of the list of unpublished values then.
			t := l.render(id+"_unpublished", count, kv)
			if !t.has(u) {
				t = t.withPointer(u)
			}
			return t
		}
	}
	return l.render(id, count, kv)
}

// render renders message id from its skeleton (see message).
func (l *localizer) render(id string, count *countArg, kv []any) Text {
	key := skeletonKey{id: id}
	if count != nil {
		key.operand = count.operand()
	}
	s := l.skeletons[key]
	if s == nil || !s.matches(kv) {
		var ok bool
		if s, ok = l.skeleton(id, count, kv); !ok {
			return plain("[" + id + "]")
		}
		l.skeletons[key] = s
	}
	if s.literal != nil {
		return *s.literal
	}
	out := Text{Segments: make([]Segment, len(s.parts))}
	for i, p := range s.parts {
		if p.arg == "" {
			out.Segments[i] = Segment{Text: p.lit}
		} else {
			out.Segments[i] = group(l.arg(p, count, kv))
		}
	}
	return out
}

// unpublishedEntry returns the pointer of the entry in the list of unpublished values of a
// duration among kv's values that the policy does not publish (a single duration: a list states
// the others by their numbers); "" where there is none.
func (l *localizer) unpublishedEntry(kv []any) string {
	if l.unpublished == nil {
		return ""
	}
	for i := 1; i < len(kv); i += 2 {
		if v, ok := kv[i].(durationArg); ok && v.ptr != "" {
			if u, ok := l.unpublished[v.ptr]; ok {
				return u
			}
		}
	}
	return ""
}

// arg states the argument a part of a skeleton places: the count as N, else the last of kv's
// pairs with its name.
func (l *localizer) arg(p part, count *countArg, kv []any) Text {
	if count != nil && p.arg == "N" {
		return l.count(*count)
	}
	for i := len(kv) - 2; i >= 0; i -= 2 {
		if kv[i] != p.arg {
			continue
		}
		switch v := kv[i+1].(type) {
		case Text:
			return v
		case string:
			return plain(v)
		case countArg:
			return l.count(v)
		case durationArg:
			return l.duration(v, p.form)
		case textForms:
			if p.form == "" {
				return v.base
			}
			if f, ok := v.forms[p.form]; ok {
				return f
			}
			l.problem("an argument %s has no form %s (it offers %v)", p.arg, p.form, slices.Sorted(maps.Keys(v.forms)))
			return v.base
		case durationListArg:
			// A list of two durations or more in the form format.list_durations names: "same",
			// the form the sentence asks for, each item (de "mindestens 1\u00a0Sekunde und
			// 2\u00a0Sekunden", pl "po 15 minutach, po 1\u00a0godzinie"); or "nom", each item as a value
			// alone, with its number, for a language without cases whose form after a preposition
			// (dat) differs from the nominative only in writing one unit in letters: fr « d’au
			// moins 1 seconde, puis 2 secondes », « d’au moins 15 minutes, 1 heure et 6 heures »,
			// digits throughout one series (French review 32, F9; review 31, F2; review 21). A
			// list of one keeps the sentence's form (« d’au moins une seconde »). Such a list in a
			// form that adds words of its own (fr gen « de ») is a problem: the nominative would
			// drop them. TestFrenchReview32Wording.
			form := p.form
			if len(v.items) > 1 && l.s("format.list_durations") == "nom" {
				if form != "" && form != "nom" && form != "dat" {
					l.problem("a list of durations %s in form %s: format.list_durations = \"nom\" writes a list in the nominative (write {{.%s}} or {{.%s.Dat}} after the preposition)", p.arg, form, p.arg, p.arg)
				}
				form = "nom"
			}
			items := make([]Text, len(v.items))
			for k, it := range inSeries(v.items...) {
				items[k] = l.duration(it, form)
			}
			return l.listIn(items, v.conj, p.form)
		}
	}
	return Text{}
}

// skeleton renders message id with go-i18n, its arguments as placeholders, and splits the result.
// A message that does not render (missing, or a plural form missing) is a problem, reported at
// each call.
func (l *localizer) skeleton(id string, count *countArg, kv []any) (*skeleton, bool) {
	s := &skeleton{}
	data := make(map[string]any, len(kv)/2)
	for i := 0; i+1 < len(kv); i += 2 {
		name, _ := kv[i].(string)
		kind := kindOf(name, kv[i+1])
		s.names, s.kinds = append(s.names, name), append(s.kinds, kind)
		switch kind {
		case formsKind:
			data[name] = formPlaceholders{name}
		case textFormsKind:
			data[name] = textFormPlaceholders{name}
		default:
			switch kv[i+1].(type) {
			case Text, string:
				data[name] = textPlaceholder{name}
			default:
				data[name] = placeholder(name)
			}
		}
	}
	var operand any
	if count != nil {
		operand = count.operand()
		data["N"] = placeholder("N")
	}
	out, err := l.messages.render(l.lang, l.loc, &i18n.LocalizeConfig{
		MessageID:      id,
		PluralCount:    operand,
		TemplateData:   data,
		TemplateParser: strictParser,
	})
	if err != nil {
		if f, ok := l.messages.originOf(l.lang, id); ok {
			*l.problems = append(*l.problems, fmt.Sprintf("%s: message %q: %v", f, id, err))
		} else {
			l.problem("message %q: %v", id, err)
		}
		return nil, false
	}
	s.parts = splitPlaceholders(glueShortWords(out, l.glue))
	if !slices.ContainsFunc(s.parts, func(p part) bool { return p.arg != "" }) {
		t := Text{Segments: make([]Segment, len(s.parts))}
		for i, p := range s.parts {
			t.Segments[i] = Segment{Text: p.lit}
		}
		s.literal = &t
	}
	return s, true
}

// glueSpace marks a space that the HTML page writes as a no-break space (U+00A0) and the Markdown
// page, the plain text and the review as a space: a browser breaks lines, a Markdown or text
// reader's own renderer does, and a diff or a test reads the sentence.
const glueSpace = '\uE002'

// glueShortWords replaces the space after each one-letter word of letters in glue (a word that
// starts the text or follows a space, a no-break space, "(" or an opening quote) with glueSpace,
// so that the HTML page never ends a line with it. Only a message's own words: the arguments,
// between sentinels, are spliced in afterwards.
func glueShortWords(s, glue string) string {
	if glue == "" {
		return s
	}
	rs := []rune(s)
	changed := false
	for i := 0; i+1 < len(rs); i++ {
		if rs[i+1] != ' ' || !strings.ContainsRune(glue, rs[i]) {
			continue
		}
		if i > 0 && !strings.ContainsRune(" \u00a0(„«"+string(glueSpace), rs[i-1]) {
			continue
		}
		rs[i+1] = glueSpace
		changed = true
	}
	if !changed {
		return s
	}
	return string(rs)
}

// splitPlaceholders splits a rendered message at its placeholders: literal runs, and the
// arguments' names with their forms ("Pause.acc"). A sentinel without its pair stays literal.
func splitPlaceholders(s string) []part {
	var parts []part
	for s != "" {
		i := strings.IndexRune(s, sentinelOpen)
		if i < 0 {
			parts = append(parts, part{lit: s})
			break
		}
		rest := s[i+len(string(sentinelOpen)):]
		j := strings.IndexRune(rest, sentinelClose)
		if j < 0 {
			parts = append(parts, part{lit: s})
			break
		}
		if i > 0 {
			parts = append(parts, part{lit: s[:i]})
		}
		name, form, _ := strings.Cut(rest[:j], ".")
		parts = append(parts, part{arg: name, form: form})
		s = rest[j+len(string(sentinelClose)):]
	}
	return parts
}

// countArg is a number to display: its value as a decimal string ("1500", "1.5") and the JSON
// Pointer of the policy value it states ("" for a number that is not one, such as a rank).
type countArg struct {
	decimal string
	ptr     string
}

func count(n int, ptr string) countArg { return countArg{decimal: strconv.Itoa(n), ptr: ptr} }

// operand is the plural operand go-i18n reads (CLDR plural rules, UTS #35 Part 3 §5.1): the
// decimal as a string, so that its visible fraction digits count. go-i18n reads CLDR's operands
// from it: "1.5" is n = 1.5, i = 1, v = 1, f = 5 (French "one", English, German and Polish
// "other"); an int or float would lose v.
func (c countArg) operand() string { return c.decimal }

func (l *localizer) count(c countArg) Text {
	s := l.num.format(c.decimal)
	if c.ptr == "" {
		return plain(s)
	}
	return value(c.ptr, s)
}

// durationArg is a duration to state, and the JSON Pointer of its policy value. series marks a
// duration stated in a series of durations (a list, or the usual and the least interval in one
// sentence), where a language may write one unit with its number like the others
// (duration.UNIT_in_series.FORM: de "1\u00a0Sekunde und 2\u00a0Sekunden", not "eine Sekunde und
// 2\u00a0Sekunden"; review 21, de P4). compared marks a duration set beside another value, as
// sitegen diff sets the old value beside the new one, where a language states one unit with its
// number (duration.UNIT_counted.FORM: pl "1\u00a0sekunda"). months is the number of months the
// policy wrote d in, for a longest span stated in them (upTo), else 0.
type durationArg struct {
	d        time.Duration
	ptr      string
	series   bool
	compared bool
	months   int64
}

func dur(d time.Duration, ptr string) durationArg { return durationArg{d: d, ptr: ptr} }

// upTo is d to state as a longest span (how long data is kept at most): in months where the
// policy wrote it in months alone ("12mo": "12 months", duration.month), which its 360 days
// never exceed, else as dur states it (new-user trial 27, F-05: "12mo" read "360 days"). A span
// the crawler keeps at least or counts over (an interval, a quota's period) is stated in days
// with dur: "per month" would promise a calendar month (policy.Duration).
func upTo(d policy.Duration, ptr string) durationArg {
	a := dur(d.Duration, ptr)
	a.months, _ = d.Months()
	return a
}

// inSeries is ds, each marked as stated in a series with the others (durationArg.series).
func inSeries(ds ...durationArg) []durationArg {
	out := make([]durationArg, len(ds))
	for i, d := range ds {
		d.series = len(ds) > 1
		out[i] = d
	}
	return out
}

// durationForms holds a duration in each form a sentence may need (formPlaceholders offers the
// same forms while a page is built, the completeness check fills these). Messages use
// {{.Pause}} for the nominative, or a field for another form: {{.Pause.Acc}} (accusative: pl "na
// 1 godzinę"), {{.Pause.Gen}} (genitive: pl "w ciągu 24 godzin"), {{.Pause.Dat}} (dative: de
// "nach 30 Tagen"), {{.Pause.Loc}} (locative: pl "po 15 minutach"), {{.Pause.Every}} ("every 10
// minutes", "alle 10 Minuten", "toutes les 10 minutes", "co 10 minut"), {{.Pause.Per}} ("per
// hour", "pro Stunde") and {{.Pause.Rate}}, the interval of a rate after "one request" or "once":
// "per second", "a day", "pro Sekunde", "par jour", "na sekundę" for a single unit, as every's
// form for any other count ("every 2 seconds"), so that a cap reads "at most one request per
// second", never "one every second". Each language defines every form of every unit, the same text where its
// grammar does not distinguish them; French, without cases, writes one unit in letters in dat, its
// form right after a preposition, and gen ("pendant une heure", "d’une seconde"; French review 31,
// F2), where nom keeps the digits of a value alone ("1 heure").
type durationForms struct {
	Nom, Acc, Gen, Dat, Loc, Every, Per, Rate string
}

// String makes {{.Pause}} print the nominative.
func (f durationForms) String() string { return f.Nom }

// unitOf splits d into a count and the unit a person would state it in: milliseconds below a
// second ("50 milliseconds"); seconds below a minute, with a decimal fraction ("1.5 seconds", not
// "1500 milliseconds"); minutes when they are whole, else seconds ("90 seconds"); hours when they
// are whole or half ("24 hours", "1.5 hours", which a language may write as hours and minutes:
// duration.hour_half, French "1 h 30"); days from two days up when they are whole ("5 days",
// not "120 hours"; "24 hours" stays, as in "within 24 hours"); years of 365 days when they are
// whole ("2 years", not "730 days"; a year as the policy counts it, policy.Duration). The count is a decimal in Go syntax,
// which numberFormat writes in the language's form and go-i18n reads as the CLDR plural operand
// ("1.5" is "other" in English, "one" in French, whose "one" form is for exactly one unit, "une
// seconde": see duration).
func unitOf(d time.Duration) (countArg, string) {
	const day = 24 * time.Hour
	whole := func(unit time.Duration) countArg {
		return countArg{decimal: strconv.FormatInt(int64(d/unit), 10)}
	}
	fraction := func(unit time.Duration) countArg {
		return countArg{decimal: strconv.FormatFloat(float64(d)/float64(unit), 'f', -1, 64)}
	}
	switch {
	case d >= 365*day && d%(365*day) == 0:
		return whole(365 * day), "year"
	case d >= 3*day && d%day == 0:
		// Whole days from three days up; 24 and 48 hours stay in hours, as operators write
		// them ("within 48 hours", not "within 2 days").
		return whole(day), "day"
	case d >= time.Hour && d%time.Hour == 0:
		return whole(time.Hour), "hour"
	case d >= time.Hour && d < 2*day && d%(30*time.Minute) == 0:
		return fraction(time.Hour), "hour"
	case d >= time.Minute && d%time.Minute == 0:
		return whole(time.Minute), "minute"
	case d >= time.Second:
		return fraction(time.Second), "second"
	case d%time.Millisecond == 0:
		return whole(time.Millisecond), "millisecond"
	}
	return fraction(time.Second), "second"
}

// durationListArg is a list of durations to state in one form each, joined as a list with
// list.and or list.or ("after 15 minutes, 1 hour and 6 hours").
type durationListArg struct {
	items []durationArg
	conj  string
}

// list joins items as the language writes a list: "a, b and c" (conj "and": list.and) or "a, b
// or c" (list.or).
//
// A list of three items or more of which one holds a comma (holdsComma) is joined as the
// language joins items that hold commas, with semicolons (list.separator_semicolon,
// list.CONJ_semicolon): "Frankfurt, Germany; Amsterdam, Netherlands; and Singapore", where commas
// alone would leave the reader unable to count the items (new-user trial 22, F-06). Two items
// keep list.CONJ: one conjunction between them, "the run stops and the report says why, and
// how", leaves nothing to count.
func (l *localizer) list(items []Text, conj string) Text {
	switch len(items) {
	case 0:
		return Text{}
	case 1:
		return items[0]
	}
	sep, last := "list.separator", "list."+conj
	if len(items) > 2 && slices.ContainsFunc(items, holdsComma) {
		sep, last = sep+"_semicolon", last+"_semicolon"
	}
	head := join(items[:len(items)-1], l.s(sep))
	return l.t(last, "A", head, "B", items[len(items)-1])
}

// holdsComma reports whether t holds a comma a reader could take for a list's: one in its text,
// outside a value set in code (a User-Agent, a path: the code font sets it apart) and not between
// two digits (a decimal comma, "1,5\u00a0Stunden", or a group separator, "1,000").
func holdsComma(t Text) bool {
	var in func([]Segment) bool
	in = func(segs []Segment) bool {
		for _, s := range segs {
			if s.Children != nil {
				if in(s.Children) {
					return true
				}
				continue
			}
			if s.Code {
				continue
			}
			for i := strings.IndexByte(s.Text, ','); i >= 0; {
				if i == 0 || i == len(s.Text)-1 || !isDigit(s.Text[i-1]) || !isDigit(s.Text[i+1]) {
					return true
				}
				j := strings.IndexByte(s.Text[i+1:], ',')
				if j < 0 {
					break
				}
				i += 1 + j
			}
		}
		return false
	}
	return in(t.Segments)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// listIn joins items as list does, in the separators a language gives a list of durations in
// one form, where it has them (list.separator_FORM, list.CONJ_FORM, FORM as in durationForms: "loc"): Polish repeats the
// preposition before each duration in the locative, "najwcześniej po 15 minutach, po 1\u00a0godzinie,
// po 6 godzinach, a następnie po 3 dniach" (Polish review 22, N11: "po 15 minutach, godzinie, 6
// godzinach" read as a stumble at the bare "godzinie").
func (l *localizer) listIn(items []Text, conj, form string) Text {
	if form == "" || len(items) < 2 {
		return l.list(items, conj)
	}
	sep, last := "list.separator", "list."+conj
	if _, ok := l.messages.Message(l.lang, sep+"_"+form); ok {
		sep += "_" + form
	}
	if _, ok := l.messages.Message(l.lang, last+"_"+form); ok {
		last += "_" + form
	}
	if len(items) > 2 && slices.ContainsFunc(items, holdsComma) {
		// As list: the form's semicolons where the language has them, else the list's.
		sep, last = semicolonKey(l, sep), semicolonKey(l, last)
	}
	head := join(items[:len(items)-1], l.s(sep))
	return l.t(last, "A", head, "B", items[len(items)-1])
}

// semicolonKey is the message of a list's separator or conjunction id for items that hold
// commas: id_semicolon where the language has it, else the plain list's
// (list.separator_semicolon, list.CONJ_semicolon).
func semicolonKey(l *localizer, id string) string {
	if _, ok := l.messages.Message(l.lang, id+"_semicolon"); ok {
		return id + "_semicolon"
	}
	base, _, _ := strings.Cut(strings.TrimPrefix(id, "list."), "_")
	return "list." + base + "_semicolon"
}

// itemList joins items as list does, with the separators of a list whose items are phrases
// of several words (list.items_separator and list.items_and): English sets such items apart
// with semicolons, where "a, b and c" would let one item read as the verb of the next.
//
// Two items are joined with list.and: "a and b" cannot be misread. Three or more of which one
// holds a comma are set apart by semicolons up to the last (list.items_separator_semicolon,
// list.items_and_semicolon): German ends such a list with a semicolon, not "und", which would
// join its last two topics into one, "der Ausschluss Ihrer Website und die Ankündigung, dass …"
// (German review 28, F7); the other languages as their lists with semicolons.
func (l *localizer) itemList(items []Text) Text {
	if len(items) < 3 {
		return l.list(items, "and")
	}
	sep, last := "list.items_separator", "list.items_and"
	if slices.ContainsFunc(items, holdsComma) {
		sep, last = sep+"_semicolon", last+"_semicolon"
	}
	head := join(items[:len(items)-1], l.s(sep))
	return l.t(last, "A", head, "B", items[len(items)-1])
}

// duration states v in one form (nom, acc, gen, dat, loc, every, per, rate), as one value at v.ptr: the
// number and its unit together, "15 minutes".
//
// A duration the policy does not publish is stated as such, in the same form, at the pointer of
// its entry in the list of unpublished values.
func (l *localizer) duration(v durationArg, form string) Text {
	if u, ok := l.unpublished[v.ptr]; ok && v.ptr != "" {
		return value(u, l.s("unpublished.duration."+form))
	}
	key := durationKey{v.d, form, v.series, v.compared, v.months}
	st, ok := l.durations[key]
	if !ok {
		c, unit := unitOf(v.d)
		if v.months > 0 {
			c, unit = countArg{decimal: strconv.FormatInt(v.months, 10)}, "month"
		}
		if v.d == 24*time.Hour && (form == "every" || form == "per" || form == "rate") {
			// "every day" and "per day" read better than "every 24 hours"; elsewhere "within 24
			// hours" reads better than "within 1 day".
			c, unit = countArg{decimal: "1"}, "day"
		}
		if whole, ok := strings.CutSuffix(c.decimal, ".5"); ok && unit == "hour" {
			// An hour and a half as the language writes it where it does not write "1.5 hours":
			// French "1 h 30", English "1 hour 30 minutes" (duration.hour_half.FORM, by the whole
			// hours; review 4, fr 14, en 25).
			if _, ok := l.messages.Message(l.lang, "duration.hour_half."+form); ok {
				h := countArg{decimal: whole}
				t := l.message("duration.hour_half."+form, &h, nil)
				st = stated{t, t.Plain()}
				l.durations[key] = st
				if v.ptr == "" {
					return st.text
				}
				return value(v.ptr, st.plain)
			}
		}
		id := "duration." + unit + "." + form
		if v.compared && c.decimal == "1" {
			// One unit set beside another value (sitegen diff's "Previously: … Now: …"): the
			// form with its number where the language has one (duration.UNIT_counted.FORM: pl
			// "dotychczas: 1\u00a0sekunda; odtąd: 2\u00a0sekundy", where „sekunda” read as a word
			// beside a figure; Polish review 37, F18).
			if _, ok := l.messages.Message(l.lang, "duration."+unit+"_counted."+form); ok {
				id = "duration." + unit + "_counted." + form
			}
		} else if v.series && c.decimal == "1" {
			// One unit among others that state their numbers: the language's form for it in a
			// series, where it has one for this form (duration.UNIT_in_series.FORM: de
			// "1\u00a0Sekunde" beside "2\u00a0Sekunden"; review 21, de P4; pl "po 1\u00a0sekundzie"
			// beside "po 2\u00a0sekundach", Polish review 43, F9). TestDurationSeries,
			// TestReview44plWording.
			if _, ok := l.messages.Message(l.lang, "duration."+unit+"_in_series."+form); ok {
				id = "duration." + unit + "_in_series." + form
			}
		}
		// A missing message is a problem once: Render and Review report each problem once anyway.
		t := l.message(id, &c, nil)
		if c.decimal != "1" && !strings.Contains(t.Plain(), l.num.format(c.decimal)) {
			// The form the language's plural rule chooses for the count drops the number: it is
			// the form of exactly one unit ("every hour", "toutes les secondes", "sekunda"). Where the rule
			// puts other counts in the same category (CLDR plural operands: French "one" is i = 0,1,
			// so 0, 0.5 and 1.5 take it; English, German and Polish "one" is i = 1 and v = 0, 1
			// alone), the count is stated with duration.UNIT_counted.FORM, the same category's
			// form with the number: "1,5 seconde", "toutes les 1,5 seconde", "0 milliseconde"
			// (CLDR's French rule; new-user trial 13, finding 8). A language without that message
			// for the unit is a problem (a missing message), never a count in another category's
			// form. TestDurationPluralCLDR.
			t = l.message("duration."+unit+"_counted."+form, &c, nil)
		}
		st = stated{t, t.Plain()}
		l.durations[key] = st
	}
	if v.ptr == "" {
		return st.text
	}
	return value(v.ptr, st.plain)
}
