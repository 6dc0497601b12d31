package main

import (
	"embed"

	"github.com/sitegen-dev/sitegen/generator"
)

// defaults are the templates, static files and product messages built into the binary, so that
// sitegen build works in any folder that holds a policy.toml. The operator's prose
// (locales/<lang>/*.md) is never embedded: it always comes from the site folder.
//
// policy.toml, sitegen's own example, is the stand-in policy validate and build render a site's own
// templates with while the site's policy does not load (generator.StandInFile).
//
// They are a generator.BuiltIn: the built-in messages are served from the code generated from
// the same locales/*/*.toml without hashing them at every run (TestEmbeddedMessagesGenerated
// proves the two agree).
var defaults = generator.BuiltIn{FS: embedded}

//go:embed templates static locales/*/*.toml policy.toml
var embedded embed.FS
