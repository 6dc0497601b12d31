package main

import "embed"

// defaults are the templates, static files and product messages built into the binary, so that
// sitegen build works in any folder that holds a policy.toml. The operator's prose
// (locales/<lang>/*.md) is never embedded: it always comes from the site folder.
//
//go:embed templates static locales/*/*.toml
var defaults embed.FS
