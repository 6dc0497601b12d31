package generator

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"path"
	"slices"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

//go:generate go test -run ^TestBuiltinMessagesGolden$ -update

// builtinFile is one of sitegen's own message files as LoadMessages decoded it when the code was
// generated (builtin_messages.go): its path, the SHA-256 of its bytes (hex), and its messages in
// the order of their IDs. TestBuiltinMessagesGolden fails when builtin_messages.go is not what
// the files under locales/ decode to now, and regenerates it with -update (go generate).
type builtinFile struct {
	path     string
	sum      string
	messages []*i18n.Message
}

// builtinMessages returns the messages of defaults from the generated code, without decoding a
// file, when defaults holds exactly the message files the code was generated from (the same
// paths, the same bytes: the binary's own, embedded); ok is false otherwise, and LoadMessages
// decodes them. The proofs LoadMessages runs on a file (names, size, nesting, characters, message
// IDs) were run on these files when the code was generated and hold for them: they cannot change
// after compiling. TestBuiltinMessagesGolden checks that the result equals LoadMessages'.
func builtinMessages(defaults fs.FS) (m *Messages, ok bool) {
	if !generatedFrom(defaults) {
		return nil, false
	}
	b := i18n.NewBundle(language.Und)
	b.RegisterUnmarshalFunc("toml", unmarshalMessages)
	m = &Messages{bundle: b, lazy: true, added: map[string]bool{}, tags: map[string]language.Tag{}, files: map[string][]string{}, ids: map[string]map[string]*i18n.Message{}, overridden: map[string]bool{}, builtin: true}
	digest := newMessageDigest()
	for _, bf := range generatedMessages {
		digest.add(0, bf.path, bf.sum)
		folder := path.Base(path.Dir(bf.path))
		tag, err := language.Parse(folder)
		if err != nil {
			return nil, false
		}
		// The language's tag is registered in the order the files come, as go-i18n registers a
		// file's when its first message is added, so that it matches a language with the same
		// tag; the messages are added when first rendered (Messages.localize). They are shared
		// with the generated code and every Messages built from it: nothing changes a message
		// once it is loaded.
		if err := b.AddMessages(tag); err != nil {
			return nil, false
		}
		m.tags[folder] = tag
		m.files[folder] = append(m.files[folder], bf.path)
		if m.ids[folder] == nil {
			m.ids[folder] = make(map[string]*i18n.Message, len(bf.messages))
		}
		for _, msg := range bf.messages {
			m.ids[folder][msg.ID] = msg
		}
	}
	// Without a site's files, sitegen's English is every English message: the reference is the
	// same map. Where each message came from is found when asked (Messages.originOf).
	m.reference = m.ids["en"]
	m.digest = digest.String()
	return m, true
}

// BuiltIn is sitegen's own embedded files (templates/, static/, locales/*/*.toml) given as
// Options.Defaults or to LoadProduct: their message files are, by construction, those
// builtin_messages.go was generated from (both come from this repository's locales/ when the
// binary is built, and TestBuiltinMessagesGolden fails when the generated code is stale), so the
// generated messages serve them without the SHA-256 of their half a megabyte at every run (issue
// 13: what proves data that cannot change after compiling belongs in tests). Check proves it for
// a binary's own files (package main's TestEmbeddedMessagesGenerated). Any other fs.FS, a
// site's folder or a plain embed.FS, is hashed as before.
type BuiltIn struct{ embed.FS }

// Check returns nil when b holds exactly the message files the code was generated from (the same
// paths, the same SHA-256), what builtinMessages trusts a BuiltIn to hold; otherwise an error
// saying so. It reads and hashes every message file: for tests, not for every run.
func (b BuiltIn) Check() error {
	if !generatedFrom(b.FS) {
		return errors.New("the embedded locales/*/*.toml are not the files builtin_messages.go was generated from (run go generate ./generator)")
	}
	return nil
}

// generatedFrom reports whether defaults holds exactly the message files the code was generated
// from: the same paths (locales/*/*.toml), the same bytes (their SHA-256). A BuiltIn does
// without reading (see BuiltIn).
func generatedFrom(defaults fs.FS) bool {
	if _, ok := defaults.(BuiltIn); ok {
		return true
	}
	files, err := fs.Glob(defaults, "locales/*/*.toml")
	if err != nil || len(files) != len(generatedMessages) {
		return false
	}
	// Each file hashed as it is read through one buffer, not copied whole first: the four files
	// are half a megabyte.
	buf := make([]byte, 16<<10)
	for i, f := range files {
		if f != generatedMessages[i].path {
			return false
		}
		sum, err := fileSum(defaults, f, buf)
		if err != nil || sum != generatedMessages[i].sum {
			return false
		}
	}
	return true
}

// builtinLanguages returns the languages of defaults' message files, sorted, as the Messages
// of LoadProduct(defaults) lists them (Messages.Languages), from the generated code when
// defaults holds exactly the files it was generated from (ok is false otherwise): without
// building the messages' maps, which is most of what validate of a policy file would cost.
func builtinLanguages(defaults fs.FS) (langs []string, ok bool) {
	if !generatedFrom(defaults) {
		return nil, false
	}
	for _, bf := range generatedMessages {
		if lang := path.Base(path.Dir(bf.path)); !slices.Contains(langs, lang) {
			langs = append(langs, lang)
		}
	}
	slices.Sort(langs)
	return langs, true
}

// fileSum is the SHA-256 of the file name of fsys, in hexadecimal, read through buf.
func fileSum(fsys fs.FS, name string, buf []byte) (string, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	// io.Copy would allocate a buffer of 32 KB for each file (an embedded file has no WriteTo).
	if _, err := io.CopyBuffer(h, f, buf); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
