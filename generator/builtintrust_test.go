package generator

import (
	"embed"
	"testing"
)

// TestBuiltInTrusted: a BuiltIn is served from the generated code without reading its files (the
// proof runs in tests: BuiltIn.Check, main's TestEmbeddedMessagesGenerated), and Check still
// reads them: an empty BuiltIn is trusted, an empty embed.FS is not, and Check says it is wrong.
func TestBuiltInTrusted(t *testing.T) {
	if !generatedFrom(BuiltIn{}) {
		t.Error("generatedFrom(BuiltIn{}) = false: a BuiltIn's files are hashed at every run")
	}
	if generatedFrom(embed.FS{}) {
		t.Error("generatedFrom(embed.FS{}) = true: want its files read and found missing")
	}
	if err := (BuiltIn{}).Check(); err == nil {
		t.Error("BuiltIn{}.Check() = nil for no files, want an error")
	}
	if err := (BuiltIn{FS: embed.FS{}}).Check(); err == nil {
		t.Error("Check of an empty embed.FS = nil")
	}
}
