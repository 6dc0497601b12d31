// Package gfm is goldmark's GitHub Flavored Markdown tables and strikethrough (the extensions
// extension.Table and extension.Strikethrough of github.com/yuin/goldmark), for sitegen's prose.
//
// table.go and strikethrough.go are goldmark's own files (extension/table.go and
// extension/strikethrough.go of the goldmark version in go.mod; MIT License, Copyright (c) 2019
// Yusuke Inuzuka: LICENSE), unchanged but for the package clause. They are copied rather than
// imported because importing goldmark/extension runs its package initialisation in every sitegen
// process, whatever the command: Linkify's regular expressions, whose {1,256} repetitions the
// compiler expands into hundreds of nested instructions, recursing deep enough to grow the main
// goroutine's stack several times: about 200 page faults a process, and a tenth of the CPU time
// of `sitegen validate` (BENCHMARKS.md, round 6). sitegen uses no other extension. TestSameAsGoldmark fails when the files differ from those of the
// goldmark in go.mod (update them by copying: see the test) or render anything differently.
package gfm
