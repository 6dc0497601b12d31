package policy

// The most characters (Unicode code points) a string of policy.toml holds, so that a value made
// to swamp the pages (a 3 MB operator name) is refused at its place with the bound named (Parse):
// each is a few times what the longest in sitegen's examples holds (a label's text 168, another
// string 90).
const (
	// MaxLabelChars bounds a Label's text in one language (site.title, a label, a purpose …).
	MaxLabelChars = 300
	// MaxTextChars bounds every other string: a name, an address line, a User-Agent, a URL, an
	// identifier, a value with its unit.
	MaxTextChars = 1000
	// MaxKeyChars bounds a key of policy.toml: an id of an agent, a job, a window, a snippet, a
	// category of site, or any other table's key (the longest in sitegen's examples has 27).
	MaxKeyChars = 100
	// MaxMarksInRow bounds the combining marks (Unicode category M) in a row in a string, in
	// Unicode normalization form C: enough for the marks a letter of any script carries (a
	// Vietnamese or Hebrew letter with its vowel and tone or cantillation, a keycap emoji), far
	// below the hundreds of a "Zalgo" text, which the pages would draw as a smear over the text
	// around it (new-user trial 21, F19).
	MaxMarksInRow = 4
)

func isString(v any) bool {
	_, ok := v.(string)
	return ok
}
