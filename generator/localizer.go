package generator

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	gotoml "github.com/pelletier/go-toml/v2"
	"golang.org/x/text/language"
)

// Messages are the product's sentences in every language: go-i18n message files
// locales/<lang>/*.<lang>.toml. The embedded defaults load first; a site's own files load after
// them and replace messages by ID, so that an upgrade that adds messages never breaks an override.
type Messages struct {
	bundle *i18n.Bundle
	// files maps each language to the files loaded for it, for error messages.
	files map[string][]string
	// ids maps each language to the message IDs it defines.
	ids map[string]map[string]*i18n.Message
	// origin names the file each message of a language was last loaded from ("lang\x00id").
	origin map[string]string
}

// LoadMessages loads every message file under locales/ in each of the file systems, in order.
// A file must be named NAME.<lang>.toml and stand in locales/<lang>/: go-i18n takes the language
// from the file name, and a file without one would load silently as "und".
func LoadMessages(fss ...fs.FS) (*Messages, error) {
	// The default language is und, which has no messages: a message missing in a language is then
	// an error, never a silent fallback to another language.
	b := i18n.NewBundle(language.Und)
	b.RegisterUnmarshalFunc("toml", unmarshalMessages)
	m := &Messages{bundle: b, files: map[string][]string{}, ids: map[string]map[string]*i18n.Message{}, origin: map[string]string{}}
	var problems []string
	// The first file system holds the product's messages; a message ID the later ones (a site's
	// overrides) name must be one of them, or a misspelt override would be ignored silently.
	known := map[string]bool{}
	for n, fsys := range fss {
		files, err := fs.Glob(fsys, "locales/*/*.toml")
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			folder := path.Base(path.Dir(f))
			base := path.Base(f)
			parts := strings.Split(base, ".")
			if len(parts) != 3 || parts[1] != folder {
				problems = append(problems, fmt.Sprintf("%s: a message file must be named NAME.%s.toml to load as %q (go-i18n takes the language from the file name)", f, folder, folder))
				continue
			}
			mf, err := b.LoadMessageFileFS(fsys, f)
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
			for _, msg := range mf.Messages {
				if n > 0 && !known[msg.ID] {
					problems = append(problems, fmt.Sprintf("%s: message %q is not one sitegen prints (see the built-in messages of %s)", f, msg.ID, "locales/en/messages.en.toml"))
					continue
				}
				if n == 0 {
					known[msg.ID] = true
				}
				m.ids[folder][msg.ID] = msg
				m.origin[folder+"\x00"+msg.ID] = f
			}
		}
	}
	if problems != nil {
		return nil, &BuildError{Problems: problems}
	}
	return m, nil
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
	return i18n.NewLocalizer(m.bundle, lang).Localize(&i18n.LocalizeConfig{
		MessageID:      id,
		PluralCount:    count,
		TemplateData:   data,
		TemplateParser: strictParser,
	})
}

// strictParser fails on a placeholder the caller did not supply, instead of printing "<no value>".
var strictParser = &template.TextParser{Option: "missingkey=error"}

// localizer states policy values in one language. It collects the problems it meets (a missing
// message or plural form) instead of failing at the first, so that a build reports all of them.
type localizer struct {
	lang     string
	messages *Messages
	loc      *i18n.Localizer
	num      numberFormat
	problems *[]string
	// durations holds each duration already stated, by form: a page states the same few
	// durations many times, each argument in all seven forms (see durationForms).
	durations map[durationKey]Text
}

// durationKey is a duration in one form; its text depends on nothing else.
type durationKey struct {
	d    time.Duration
	form string
}

func newLocalizer(m *Messages, lang string, problems *[]string) *localizer {
	l := &localizer{lang: lang, messages: m, loc: i18n.NewLocalizer(m.bundle, lang), problems: problems,
		durations: map[durationKey]Text{}}
	l.num = l.numberFormat()
	return l
}

func (l *localizer) problem(format string, args ...any) {
	*l.problems = append(*l.problems, fmt.Sprintf("locales/%s: ", l.lang)+fmt.Sprintf(format, args...))
}

// Sentinels mark where an argument stands in a localized string, so that the string can be split
// into literal text and values afterwards. They are Unicode private-use characters, which no
// message contains (the completeness test checks it).
const (
	sentinelOpen  = '\uE000'
	sentinelClose = '\uE001'
)

// args is a message's arguments while it is rendered: each Text argument is replaced by a
// sentinel in the template data and remembered here.
type args struct {
	texts []Text
}

func (a *args) sentinel(t Text) string {
	a.texts = append(a.texts, t)
	return string(sentinelOpen) + strconv.Itoa(len(a.texts)-1) + string(sentinelClose)
}

// data converts name/value pairs to template data. A value is a Text, a string (literal text), a
// duration (durationArg: every grammatical form of it, see durationForms) or a count (countArg).
func (l *localizer) data(a *args, kv []any) map[string]any {
	d := make(map[string]any, len(kv)/2+1)
	for i := 0; i+1 < len(kv); i += 2 {
		name, _ := kv[i].(string)
		switch v := kv[i+1].(type) {
		case Text:
			d[name] = a.sentinel(v)
		case string:
			d[name] = a.sentinel(plain(v))
		case durationArg:
			d[name] = l.durationForms(a, v)
		case durationListArg:
			d[name] = l.durationListForms(a, v)
		case countArg:
			d[name] = a.sentinel(l.count(v))
		default:
			panic(fmt.Sprintf("generator: argument %s has unsupported type %T", name, v))
		}
	}
	return d
}

// t renders message id with name/value arguments.
func (l *localizer) t(id string, kv ...any) Text {
	var a args
	return l.render(id, nil, &a, l.data(&a, kv))
}

// n renders the plural message id for count, whose display (formatted for the language) is the
// argument N, a value at ptr (or literal text when ptr is empty).
func (l *localizer) n(id string, count countArg, kv ...any) Text {
	var a args
	d := l.data(&a, kv)
	d["N"] = a.sentinel(l.count(count))
	t := l.render(id, count.operand(), &a, d)
	// A form that words the number ("at most once a day", "one request at a time") states the
	// value as a whole.
	if count.ptr != "" && !t.has(count.ptr) {
		t = t.withPointer(count.ptr)
	}
	return t
}

// s renders a message without arguments as a plain string, for headings and labels.
func (l *localizer) s(id string) string { return l.t(id).Plain() }

func (l *localizer) render(id string, count any, a *args, data map[string]any) Text {
	out, err := l.loc.Localize(&i18n.LocalizeConfig{
		MessageID:      id,
		PluralCount:    count,
		TemplateData:   data,
		TemplateParser: strictParser,
	})
	if err != nil {
		if f, ok := l.messages.origin[l.lang+"\x00"+id]; ok {
			*l.problems = append(*l.problems, fmt.Sprintf("%s: message %q: %v", f, id, err))
		} else {
			l.problem("message %q: %v", id, err)
		}
		return plain("[" + id + "]")
	}
	return splice(out, a.texts)
}

// splice splits a rendered string at its sentinels and puts the arguments back in.
func splice(s string, texts []Text) Text {
	out := Text{Segments: make([]Segment, 0, 2*len(texts)+1)}
	for s != "" {
		i := strings.IndexRune(s, sentinelOpen)
		if i < 0 {
			out.Segments = append(out.Segments, Segment{Text: s})
			break
		}
		if i > 0 {
			out.Segments = append(out.Segments, Segment{Text: s[:i]})
		}
		rest := s[i+len(string(sentinelOpen)):]
		j := strings.IndexRune(rest, sentinelClose)
		n, err := strconv.Atoi(rest[:max(j, 0)])
		if j < 0 || err != nil || n >= len(texts) {
			out.Segments = append(out.Segments, Segment{Text: s[i:]})
			break
		}
		out.Segments = append(out.Segments, texts[n].flatten()...)
		s = rest[j+len(string(sentinelClose)):]
	}
	return out
}

// countArg is a number to display: its value as a decimal string ("1500", "1.5") and the JSON
// Pointer of the policy value it states ("" for a number that is not one, such as a rank).
type countArg struct {
	decimal string
	ptr     string
}

func count(n int, ptr string) countArg { return countArg{strconv.Itoa(n), ptr} }

// operand is the plural operand go-i18n reads (CLDR plural rules, UTS #35 Part 3 §5.1).
func (c countArg) operand() any { return c.decimal }

func (l *localizer) count(c countArg) Text {
	s := l.num.format(c.decimal)
	if c.ptr == "" {
		return plain(s)
	}
	return value(c.ptr, s)
}

// durationArg is a duration to state, and the JSON Pointer of its policy value.
type durationArg struct {
	d   time.Duration
	ptr string
}

func dur(d time.Duration, ptr string) durationArg { return durationArg{d, ptr} }

// durationForms holds a duration in each form a sentence may need, as sentinels. Messages use
// {{.Pause}} for the nominative, or a field for another form: {{.Pause.Acc}} (accusative: pl "na
// 1 godzinę"), {{.Pause.Gen}} (genitive: pl "w ciągu 24 godzin"), {{.Pause.Dat}} (dative: de
// "nach 30 Tagen"), {{.Pause.Loc}} (locative: pl "po 15 minutach"), {{.Pause.Every}} ("every 10
// minutes", "alle 10 Minuten", "toutes les 10 minutes", "co 10 minut") and {{.Pause.Per}} ("per
// hour", "pro Stunde"). Each language defines every form of every unit, the same text where its
// grammar does not distinguish them.
type durationForms struct {
	Nom, Acc, Gen, Dat, Loc, Every, Per string
}

// String makes {{.Pause}} print the nominative.
func (f durationForms) String() string { return f.Nom }

// durationUnits are the units a duration is stated in, largest first: the largest that divides it
// evenly, with days only from a week up (72 hours reads better than 3 days in a retry schedule,
// 28 days better than 4 weeks).
var durationUnits = []struct {
	name string
	d    time.Duration
	min  time.Duration
}{
	{"day", 24 * time.Hour, 7 * 24 * time.Hour},
	{"hour", time.Hour, time.Hour},
	{"minute", time.Minute, time.Minute},
	{"second", time.Second, time.Second},
	{"millisecond", time.Millisecond, 0},
}

// unitOf splits d into a count and a unit.
func unitOf(d time.Duration) (countArg, string) {
	for _, u := range durationUnits {
		if d >= u.min && d%u.d == 0 {
			return countArg{decimal: strconv.FormatInt(int64(d/u.d), 10)}, u.name
		}
	}
	// Not a whole number of milliseconds: seconds with a fraction.
	return countArg{decimal: strconv.FormatFloat(d.Seconds(), 'f', -1, 64)}, "second"
}

func (l *localizer) durationForms(a *args, v durationArg) *lazyForms {
	return &lazyForms{form: func(name string) string { return a.sentinel(l.duration(v, name)) }}
}

// lazyForms offers a duration's forms as durationForms does, but states only the forms a message
// asks for: {{.T}} prints String, {{.T.Acc}} calls Acc. A sentence uses one or two of seven.
type lazyForms struct {
	form func(name string) string
}

// String is the nominative, so that {{.T}} prints it.
func (f *lazyForms) String() string { return f.form("nom") }

// Nom, Acc, Gen, Dat, Loc, Every and Per are the forms of durationForms, stated on demand.
func (f *lazyForms) Nom() string   { return f.form("nom") }
func (f *lazyForms) Acc() string   { return f.form("acc") }
func (f *lazyForms) Gen() string   { return f.form("gen") }
func (f *lazyForms) Dat() string   { return f.form("dat") }
func (f *lazyForms) Loc() string   { return f.form("loc") }
func (f *lazyForms) Every() string { return f.form("every") }
func (f *lazyForms) Per() string   { return f.form("per") }

// durationListArg is a list of durations to state in one form each, joined as a list with
// list.and or list.or ("after 15 minutes, 1 hour and 6 hours").
type durationListArg struct {
	items []durationArg
	conj  string
}

func (l *localizer) durationListForms(a *args, v durationListArg) *lazyForms {
	return &lazyForms{form: func(name string) string {
		items := make([]Text, len(v.items))
		for i, it := range v.items {
			items[i] = l.duration(it, name)
		}
		return a.sentinel(l.list(items, v.conj))
	}}
}

// list joins items as the language writes a list: "a, b and c" (conj "and": list.and) or "a, b
// or c" (list.or).
func (l *localizer) list(items []Text, conj string) Text {
	switch len(items) {
	case 0:
		return Text{}
	case 1:
		return items[0]
	}
	head := join(items[:len(items)-1], l.s("list.separator"))
	return l.t("list."+conj, "A", head, "B", items[len(items)-1])
}

// duration states v in one form (nom, acc, gen, dat, loc, every, per), as one value at v.ptr: the
// number and its unit together, "15 minutes".
func (l *localizer) duration(v durationArg, form string) Text {
	key := durationKey{v.d, form}
	t, ok := l.durations[key]
	if !ok {
		c, unit := unitOf(v.d)
		if v.d == 24*time.Hour && (form == "every" || form == "per") {
			// "every day" and "per day" read better than "every 24 hours"; elsewhere "within 24
			// hours" reads better than "within 1 day".
			c, unit = countArg{decimal: "1"}, "day"
		}
		var inner args
		d := map[string]any{"N": inner.sentinel(plain(l.num.format(c.decimal)))}
		// A missing message is a problem once: Render and Review report each problem once anyway.
		t = l.render("duration."+unit+"."+form, c.operand(), &inner, d)
		l.durations[key] = t
	}
	if v.ptr == "" {
		return t
	}
	return value(v.ptr, t.Plain())
}
