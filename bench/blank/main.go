// Command blank is the yardstick of bench/process.sh: a binary that imports the libraries every
// sitegen run links (cobra, BurntSushi/toml, goldmark, go-i18n), so that their package
// initialisation runs, and does nothing else. What a sitegen command costs beyond it is sitegen's
// own. It is not installed or shipped.
package main

import (
	_ "github.com/BurntSushi/toml"
	_ "github.com/nicksnyder/go-i18n/v2/i18n"
	_ "github.com/spf13/cobra"
	_ "github.com/yuin/goldmark"
)

func main() {}
