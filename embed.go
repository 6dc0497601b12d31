package main

import "embed"

// defaults are the templates, static files and product messages built into the binary, so that
// sitegen build works in any folder that holds a policy.toml. The operator's prose
// (locales/<lang>/*.md) is never embedded: it always comes from the site folder.
//
// policy.toml, sitegen's own example, is the stand-in policy validate and build render a site's own
// templates with while the site's policy does not load (generator.StandInFile).
//
//go:embed templates static locales/*/*.toml policy.toml
var defaults embed.FS
