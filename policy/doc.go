// Package policy is the contract between a crawler and its public site: the politeness policy the
// crawler enforces and the site states, read from policy.toml.
//
// A crawler written in Go imports this package and gets typed values: time.Duration (Duration),
// netip.Prefix (Prefix), byte counts (Size), times of day and weekdays in the site's time zone,
// RFC 9309 product tokens, and closed sets of behaviours (enums.go). Named items (agents, targets,
// jobs, windows, occasions, snippets) are Keyed collections in the order of the file.
//
// Loading is strict (Load, Parse): a syntax error, a key the model does not have, a key spelt with
// other letter case, a value of the wrong type or out of range, and every semantic contradiction
// (validate.go: quotas that contradict each other, windows that end before they start, a
// default interval below the minimum, private or documentation IP ranges, labels missing in a language
// of the site, …) are reported at once as Problems, each as FILE:LINE:COL: key.path: message.
// A policy built in Go, read from policy.json (ReadJSON) or changed after Parse is held to the same
// rules by Validate, or by Check, which does not record the warnings and so may run in several
// goroutines at once: the rules of the value types (no negative duration, size or count), the
// bounds of the file (the length of a text, MaxEntries entries in a list) and the semantic ones,
// each problem at its key path without a position.
//
// The TOML is decoded with github.com/BurntSushi/toml. Its MetaData keeps the positions of keys to
// itself, so the positions that problems carry come from an index built with the parser of
// github.com/pelletier/go-toml/v2 (positions.go); both follow TOML 1.0.
//
// Policy.Effective is the one place where precedence is decided: what applies to an agent's
// fetches from a category of site for a job (a target's limits over the global ones field by
// field, quotas that add, an agent's limits in addition, the agent's robots.txt check, the
// reactions and windows that apply). The pages, the diff and the enforcement (package polite) all
// ask it.
//
// JSON writes the canonical policy.json (durations in seconds, sizes in bytes, objects keyed by
// name), ReadJSON reads it back, and Diff lists and classifies the changes between two policies.
// The package depends on the TOML libraries only and renders nothing.
package policy
