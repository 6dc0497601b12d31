package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// newRobotsCmd builds "sitegen robots", the group of commands about robots.txt files.
func newRobotsCmd(s streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "robots",
		Short: "Read robots.txt files with sitegen's RFC 9309 matcher",
		Long: `The robots commands show how sitegen's RFC 9309 matcher, the one that proves the published
robots.txt snippets, reads a robots.txt file.`,
	}
	cmd.AddCommand(newRobotsTestCmd(s))
	return cmd
}

// robotsTestOptions are the flags and arguments of "sitegen robots test".
type robotsTestOptions struct {
	agent        string   // the crawler's product token
	restrictOnly []string // legacy tokens that only take permissions away
	mergesStar   bool     // the crawler reads the "*" group with its own (group_matching = "merges-star")
	matching     string   // how the crawler chooses its groups: a value of group_matching
	file         string   // the robots.txt file, or "-" for standard input
	json         bool     // print JSON instead of lines
	maxBytes     int      // the parsing limit, in bytes
	maxBytesSet  bool     // --max-bytes was given: the policy of --dir does not replace it
	// maxBytesFrom names, with --dir, the policy's statement of how much of robots.txt the agent
	// reads where it gives the parsing limit (`robots_txt.max_size = "1MiB"`, or the agent's own
	// robots_txt_handling.max_size); "" where the limit is --max-bytes or its default.
	maxBytesFrom string
	dir          string // the site whose policy names the agent (optional): its group_matching and exceptions
	urls         []string
	// robotsTxt is how the agent of --dir reads robots.txt (its Crawl-delay rules), nil without
	// --dir or where it does not obey robots.txt and no Crawl-delay spaces its fetches (none of
	// its jobs, or the agent itself, says crawl_delay = "applied").
	robotsTxt *policy.RobotsTxt
	// ignoresStar is the key of the agent of --dir that says it obeys no "*" group, only a group
	// naming it ("agents.X.ignores_star_group"); "" without --dir, where it does not say so, or
	// where --matching or --merges-star says how the crawler chooses its groups.
	ignoresStar string
	// legacy are the former tokens of the agent of --dir read in the place of its token where
	// no group names that (agents.X.legacy_tokens without restrict_only), as package polite
	// reads them; legacyKeys their keys, for the note that says one applies.
	legacy, legacyKeys []string
	// restrictKeys are the keys of the former tokens of the agent of --dir that only take
	// permissions away (legacy_tokens with restrict_only), by token: read as --restrict-only.
	restrictKeys map[string]string
	// usagePrefs is, where the agent of --dir reads the Content-Usage lines of robots.txt
	// (agents.X.usage_preferences has "robots-txt"), its key and the AIPREF category whose
	// preference it follows, for the note on such a line; "" otherwise.
	usagePrefs, usageCategory string
	// usageToken is, with --dir, the key of the usage token that --agent names
	// (agents.X.usage_tokens[i]: a token that sends no requests and decides a use of what agent X
	// fetched; issue 11), usageFetcher that agent's token (or key, where it has none) and
	// usageControls the categories it controls; "" otherwise.
	usageToken, usageFetcher, usageControls string
	// obeyed says, with --dir, whether the agent's policy says it obeys robots.txt: false where
	// agents.X.robots_txt = "not-read" (notObeyedKey is then that key), true where it reads
	// robots.txt; nil without --dir or where the policy does not say (new-user trial 26, F-16:
	// the JSON said "allowed": false of a crawler that fetches anyway, and only a note on
	// standard error said otherwise). obeyedExcept are the keys of its fetches that do not obey
	// it where the agent does (embedded, jobs, categories of site with robots_txt = "not-read").
	obeyed       *bool
	notObeyedKey string
	obeyedExcept []string
	// exemptPaths are, with --dir, the paths the agent fetches whatever robots.txt says
	// (agents.X.robots_txt_exempt_paths, exemptKey): a URL with one of them is disallowed by the
	// file and fetched all the same (trial 29, F-01).
	exemptPaths []string
	exemptKey   string
	// crawlDelayUnit is, with --dir, what a Crawl-delay spaces for the agent
	// (policy.Policy.CrawlDelayUnit): page loads where the interval counts them and the
	// resources a page embeds are not spaced by it, requests otherwise.
	crawlDelayUnit policy.LoadUnit
}

// newRobotsTestCmd builds "sitegen robots test".
func newRobotsTestCmd(s streams) *cobra.Command {
	var opts robotsTestOptions
	cmd := &cobra.Command{
		Use:   "test --agent TOKEN --file FILE|- URL...",
		Short: "Show whether a crawler may fetch URLs, and which robots.txt rule decides",
		Long: `test reads a robots.txt file (--file, or - for standard input) as a crawler with the product token
--agent does, and answers for each URL whether the crawler may fetch it, per RFC 9309: the groups
naming the token merge, the "*" group applies only when none does, the longest matching rule
wins and Allow wins a tie, and /robots.txt itself is always allowed. Each --restrict-only token
(repeatable) is a legacy token that may only take permissions away: a URL is also disallowed when
a group naming it explicitly (never the "*" group) disallows it. Tokens are letters, "_" and "-"
(RFC 9309 §2.2.1). With --matching the file is read as a crawler whose policy says
group_matching = VALUE reads it: "merges-star", the "*" group applies together with the groups
naming the token, as one group (--merges-star says the same); "first-group", only the first group
naming the token applies, and without one only the first "*" group; "case-sensitive", a group
applies only where it writes the token with exactly the letters of --agent, capitals included.
Each URL is an absolute
http or https URL or a path starting with "/", matched as a client requests it, with its dot
segments removed (RFC 3986 §5.2.4: /a/../end is /end); anything else is a usage error.

It prints first which groups of the file the crawler reads (RFC 9309 §2.2.1), by the line of
each one's first User-agent line, the same for every URL, and a line for each --restrict-only
token; then one line per URL, in the order given: the verdict, one space, the URL, two spaces,
and the reason: the deciding rule as written in the file (without its comment) and its line
number, or "no matching rule", or "robots.txt itself" for the file's own URL:

  GROUP line 4, the group naming FooBot; the "*" group does not apply to it (RFC 9309 §2.2.1)
  DISALLOWED https://a.example/x.pdf  Disallow: /*.pdf$ (line 7)
  ALLOWED https://a.example/about  no matching rule

With --json it prints a JSON array instead, one object per URL with the keys "url", "allowed",
"rule" (the rule as written, "" when none decided), "line" (its line number, 0 when none) and
"groups" (the lines of the groups the crawler reads, [] when none); with --dir also "obeyed":
false where the agent's policy says it does not obey robots.txt (robots_txt = "not-read"), so
that "allowed" is what the file asks of it, not what it fetches, true where the policy says it
reads robots.txt, absent where the policy does not say; and "obeyed_except", the keys of its
fetches that do not obey robots.txt where the agent does (["jobs.audit"]), with
"agents.X.robots_txt_exempt_paths" for a disallowed URL whose path the agent fetches whatever
robots.txt says (the text output adds "; fetched all the same (agents.X.robots_txt_exempt_paths)"
to its line), absent where none.

The file is read up to --max-bytes (RFC 9309 §2.5 requires a limit of at least 500 KiB, the
default; sitegen reads at most 64 MiB, since it holds the file in memory); with --dir and no
--max-bytes, up to the policy's robots_txt.max_size (the agent's own where it sets one) where it
states one, as the crawler reads it, with a note on standard error where that is more than 64 MiB
or where --max-bytes gives another amount. Past the limit, a note goes to standard error before
the answers, naming the policy's key where the limit is the policy's, and a line that finds no
group naming a token says "no group within the first 512000 bytes names" it (with the limit read). A token outside RFC 9309's syntax (digits or
dots, "MJ12bot") is read as an RFC 9309 parser reads a User-agent line that names it ("MJ"), with
a note on standard error; one of which no part can be read is a usage error. With --dir SITE, the agent with the product token in SITE/policy.toml gives its group_matching
(unless --matching or --merges-star is given), and the fetches the answers do not hold for are
named: where the agent does not obey robots.txt at all, the first line of the text output says
so (with --json, a note on standard error),

  NOT OBEYED: FooBot does not obey robots.txt (agents.foo.robots_txt = "not-read"): the answers say what the file asks of it, not what it fetches

and a note on standard error names those of the resources it fetches along with a page
(embedded), its kinds of fetch and categories of site with robots_txt = "not-read". Where the agent ignores the "*" group (ignores_star_group, unless
--matching or --merges-star is given), only a group that names it applies: with none, no group
does and every URL is allowed ("no group applies"), and a note on standard error says so. The
agent's former tokens (legacy_tokens) are read as package polite reads them: one with
restrict_only as a --restrict-only token, and one without in the place of --agent where no group
names that, with a note on standard error. Where the groups it reads have a Crawl-delay, a line after the GROUP lines says
what the agent's policy makes of it, as package polite keeps it ("CRAWL-DELAY 20s: counts as 10s
(robots_txt.crawl_delay_max); the crawler waits at least 10s between requests"; text output only).
A line of the groups it reads that RFC 9309 does not define and the answers do not read (a
Content-Usage preference of the IETF AIPREF drafts, a Content-Signal, an unknown key) gets a
note on standard error with its line number; it changes no answer. With --dir, the note on a
Content-Usage line says that the agent follows the preference there where its policy says it
reads such lines (usage_preferences has "robots-txt"). With --dir, an answer given by a rule with
"*" or "$", where the agent's policy does not state robots_txt.wildcards, gets a note on standard
error (once per line): the answers read them as RFC 9309 §2.2.3 does, and the page does not say so.
With --dir, --agent may name a usage token (agents.X.usage_tokens, which sends no requests): the
answers are then RFC 9309's for that token, as package polite's UsageAllowed gives them, and say
whether a page may be used for what the token controls, not whether it is fetched; the first line
(with --json, a note on standard error) says so,

  USAGE TOKEN: CorpusBot-Training sends no requests (agents.bot.usage_tokens[0]): an answer says whether the page may be used for train-ai, not whether it is fetched; CorpusBot fetches as the groups for it say

Without --dir the answers say what the file asks of the token,
not what a crawler's fetches that do not obey robots.txt do. The answers are printed and the exit status is
0 whatever they are; it is 1 when the file cannot be read and 2 for a usage error (also an
invalid policy in --dir, or no agent there with the token).`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				// cobra's "requires at least 1 arg(s)" says nothing of what (newuser13 #10).
				return usageError{errors.New("give at least one URL or path to test, e.g. sitegen robots test --agent FooBot --file robots.txt /private/")}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.urls = args
			opts.maxBytesSet = cmd.Flags().Changed("max-bytes")
			switch {
			case opts.agent == "":
				return usageError{errors.New(`required flag "--agent" not set (the crawler's product token)`)}
			case opts.file == "":
				return usageError{errors.New(`required flag "--file" not set (a robots.txt file, or - for standard input)`)}
			case opts.maxBytes < robots.MinSizeLimit:
				return usageError{fmt.Errorf("--max-bytes %d is below the %d bytes (500 KiB) every crawler must read (RFC 9309 §2.5)", opts.maxBytes, robots.MinSizeLimit)}
			case opts.maxBytes > maxRobotsTestBytes:
				return usageError{fmt.Errorf("--max-bytes %d is above %d bytes (%d MiB), the most sitegen robots test reads: it holds the file in memory (RFC 9309 §2.5 asks crawlers for at least 500 KiB; want a limit from %d to %d)", opts.maxBytes, maxRobotsTestBytes, maxRobotsTestBytes>>20, robots.MinSizeLimit, maxRobotsTestBytes)}
			}
			if opts.mergesStar && opts.matching != "" && opts.matching != "merges-star" {
				return usageError{fmt.Errorf("--merges-star and --matching %q say different things: give one", opts.matching)}
			}
			if _, ok := robots.ParseMatching(opts.matching); !ok {
				return usageError{fmt.Errorf("--matching %q is not a way of choosing groups (want %s, the values of group_matching; leave it out for RFC 9309's)", opts.matching, strings.Join(policy.GroupMatching("").Values(), ", "))}
			}
			if err := checkRobotsTestArgs(opts); err != nil {
				return usageError{err}
			}
			if opts.dir != "" {
				notes, err := applySitePolicy(&opts)
				if err != nil {
					return err
				}
				for _, n := range notes {
					fmt.Fprintln(s.err, "sitegen: note: "+n)
				}
			}
			dir, name := filepath.Split(opts.file)
			if dir == "" {
				dir = "."
			}
			return robotsTest(os.DirFS(dir), name, s, opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.agent, "agent", "", "the crawler's product token (required)")
	f.StringArrayVar(&opts.restrictOnly, "restrict-only", nil, "a legacy token that only restricts (repeatable)")
	f.BoolVar(&opts.mergesStar, "merges-star", false, `read the "*" group together with the token's groups, as group_matching = "merges-star" says`)
	f.StringVar(&opts.matching, "matching", "", `choose groups as group_matching = VALUE says: merges-star, first-group or case-sensitive`)
	f.StringVar(&opts.file, "file", "", "the robots.txt file, or - for standard input (required)")
	f.BoolVar(&opts.json, "json", false, "print a JSON array")
	f.IntVar(&opts.maxBytes, "max-bytes", robots.MinSizeLimit, "read at most this many bytes of the file (with --dir, the default is the policy's robots_txt.max_size where it states one)")
	f.StringVar(&opts.dir, "dir", "", "the site whose policy.toml lists the agent: its group_matching and ignores_star_group apply unless --matching is given, its legacy_tokens as polite reads them, and a note names its fetches that do not obey robots.txt")
	return cmd
}

// sizeFromPolicy makes the policy's robots_txt.max_size (the agent's own
// robots_txt_handling.max_size where it sets one) the parsing limit where --max-bytes is not
// given, so that the answers are those of the crawler the page describes ("The first 1 MiB of
// the file is parsed"; new-user trial 30, F-02: 512000 bytes were read of a policy that states
// 1 MiB), up to maxRobotsTestBytes. It returns a note where the limit read is not the crawler's:
// the policy's beyond what sitegen reads, or a --max-bytes other than the policy's.
func sizeFromPolicy(opts *robotsTestOptions, file string, agent *policy.Agent) []string {
	size, key := opts.robotsTxt.MaxSize, "robots_txt.max_size"
	if h := agent.RobotsTxtHandling; h != nil && h.MaxSize != 0 {
		key = "agents." + agent.ID + ".robots_txt_handling.max_size"
	}
	if size == 0 {
		return nil
	}
	stated := fmt.Sprintf("%s = %q", key, size.String())
	switch {
	case opts.maxBytesSet && int64(opts.maxBytes) != int64(size):
		return []string{fmt.Sprintf("%s: %s: %s reads the first %d bytes of robots.txt; --max-bytes %d reads another amount, so the answers may not be the crawler's", file, stated, opts.agent, int64(size), opts.maxBytes)}
	case opts.maxBytesSet:
		return nil
	case int64(size) > maxRobotsTestBytes:
		opts.maxBytes, opts.maxBytesFrom = maxRobotsTestBytes, stated
		return []string{fmt.Sprintf("%s: %s: %s reads the first %d bytes of robots.txt, more than the %d bytes sitegen robots test reads; the answers are for the first %d bytes", file, stated, opts.agent, int64(size), maxRobotsTestBytes, maxRobotsTestBytes)}
	}
	opts.maxBytes, opts.maxBytesFrom = int(size), stated
	return nil
}

// applySitePolicy reads opts.dir's policy.toml, finds the agent whose product token is
// opts.agent (compared as RFC 9309 §2.2.1 compares them, without regard to case), takes its
// group_matching where neither --matching nor --merges-star is given, and returns the notes
// that say which of its fetches the answers do not hold for: the agent's own where it does not
// obey robots.txt, and those of its embedded resources, kinds of fetch and categories of site
// that do not (robots_txt = "not-read"; new-user trial 15, finding 9). An invalid policy, or no agent with
// the token, is a usage error.
func applySitePolicy(opts *robotsTestOptions) ([]string, error) {
	file := filepath.Join(opts.dir, "policy.toml")
	p, err := policy.Load(os.DirFS(opts.dir), "policy.toml")
	if err != nil {
		return nil, usageError{fmt.Errorf("--dir: %w", err)}
	}
	var agent *policy.Agent
	var tokens []string
	for i := range p.Agents {
		a := &p.Agents[i]
		if a.Token != "" {
			tokens = append(tokens, string(a.Token))
		}
		if a.Token != "" && strings.EqualFold(string(a.Token), opts.agent) {
			agent = a
		}
	}
	if agent == nil {
		// A usage token (agents.X.usage_tokens): answered as an RFC 9309 parser reads its
		// groups, as package polite's UsageAllowed does, for the use of a page, not its fetch.
		for _, a := range p.Agents {
			for i, ut := range a.UsageTokens {
				if !strings.EqualFold(string(ut.Token), opts.agent) {
					continue
				}
				opts.usageToken = fmt.Sprintf("agents.%s.usage_tokens[%d]", a.ID, i)
				opts.usageFetcher = string(a.Token)
				if a.Token == "" {
					opts.usageFetcher = "agents." + a.ID
				}
				controls := make([]string, len(ut.Controls))
				for j, c := range ut.Controls {
					controls[j] = string(c)
				}
				opts.usageControls = strings.Join(controls, " and ")
				if opts.json {
					return []string{usageTokenLine(*opts)}, nil
				}
				return nil, nil
			}
		}
	}
	if agent == nil && len(tokens) == 0 {
		return nil, usageError{fmt.Errorf("--dir: no agent of %s has a product token, so no robots.txt group can name one (leave --dir out to test a token on its own)", file)}
	}
	if agent == nil {
		return nil, usageError{fmt.Errorf("--dir: no agent of %s has the product token %q (its tokens: %s)", file, opts.agent, strings.Join(tokens, ", "))}
	}
	if opts.matching == "" && !opts.mergesStar {
		if agent.GroupMatching != "" && agent.GroupMatching != policy.GroupMatchingRFC9309 {
			opts.matching = string(agent.GroupMatching)
		}
		if agent.IgnoresStarGroup {
			opts.ignoresStar = "agents." + agent.ID + ".ignores_star_group"
		}
	}
	for i, l := range agent.LegacyTokens {
		key := fmt.Sprintf("agents.%s.legacy_tokens[%d]", agent.ID, i)
		switch {
		case !l.RestrictOnly:
			opts.legacy, opts.legacyKeys = append(opts.legacy, string(l.Token)), append(opts.legacyKeys, key)
		case !slices.ContainsFunc(opts.restrictOnly, func(t string) bool { return strings.EqualFold(t, string(l.Token)) }):
			// As package polite reads it: a group naming it also takes permissions away.
			opts.restrictOnly = append(opts.restrictOnly, string(l.Token))
			if opts.restrictKeys == nil {
				opts.restrictKeys = map[string]string{}
			}
			opts.restrictKeys[string(l.Token)] = key
		}
	}
	if slices.Contains(agent.UsagePreferences, policy.UsagePrefRobotsTxt) {
		opts.usagePrefs, opts.usageCategory = "agents."+agent.ID+".usage_preferences", string(agent.AIPref)
	}
	var notes []string
	if e, err := p.Effective(agent.ID, "", ""); err == nil && e.RobotsTxt.Read {
		opts.robotsTxt = &e.RobotsTxt.RobotsTxt
		opts.crawlDelayUnit = p.CrawlDelayUnit(agent.ID)
		notes = append(notes, sizeFromPolicy(opts, file, agent)...)
	}
	if opts.ignoresStar != "" {
		// The page says "only a group that names it applies" (new-user trial 22, F-09: the
		// answers were the "*" group's).
		notes = append(notes, fmt.Sprintf("%s: %s = true: %s obeys only a group that names it, so the \"*\" group is not read", file, opts.ignoresStar, opts.agent))
	}
	if agent.RobotsTxt != "" || agent.RobotsTxtCheck != "" || p.RobotsTxt.Check != "" {
		obeyed := p.ObeysRobotsTxt(*agent)
		opts.obeyed = &obeyed
	}
	if agent.RobotsTxt == policy.RobotsUseNotRead {
		opts.notObeyedKey = "agents." + agent.ID + ".robots_txt"
		if opts.json {
			// The text output says it in its first line.
			notes = append(notes, fmt.Sprintf("%s: agents.%s.robots_txt = \"not-read\": %s does not obey robots.txt, so these answers say what the file asks of it, not what it fetches", file, agent.ID, opts.agent))
		}
		return notes, nil
	}
	if len(agent.RobotsTxtExemptPaths) > 0 && p.ObeysRobotsTxt(*agent) {
		opts.exemptPaths, opts.exemptKey = agent.RobotsTxtExemptPaths, "agents."+agent.ID+".robots_txt_exempt_paths"
	}
	var exceptions []string
	if e := agent.Embedded; e != nil && e.Fetch == policy.EmbeddedFetched && e.RobotsTxt == policy.RobotsUseNotRead {
		// The resources it fetches along with a page: an image that the file disallows is
		// fetched all the same (accessibility trial 20, finding 2).
		exceptions = append(exceptions, "agents."+agent.ID+".embedded")
	}
	var jobs, notReadJobs []string
	delayed := false // a job whose Crawl-delay still applies
	for _, j := range p.Jobs {
		if j.Agent == agent.ID {
			jobs = append(jobs, j.ID)
			delayed = delayed || j.CrawlDelay == policy.AppliedYes
		}
		if j.Agent == agent.ID && j.RobotsTxt == policy.RobotsUseNotRead {
			exceptions = append(exceptions, "jobs."+j.ID)
			notReadJobs = append(notReadJobs, "jobs."+j.ID+".robots_txt")
		}
	}
	if len(jobs) > 0 && len(notReadJobs) == len(jobs) {
		// None of its fetches obeys robots.txt: said first, as of an agent that does not read
		// it (new-user trial 31, F-27).
		obeyed := false
		opts.obeyed, opts.notObeyedKey = &obeyed, strings.Join(notReadJobs, ", ")
		if !delayed {
			// No job says crawl_delay = "applied": no Crawl-delay spaces its fetches either,
			// as for an agent that does not read robots.txt (new-user trial 31, F-27).
			opts.robotsTxt = nil
		}
		if opts.json {
			notes = append(notes, fmt.Sprintf("%s: %s = \"not-read\": no fetch of %s obeys robots.txt, so these answers say what the file asks of it, not what it fetches", file, opts.notObeyedKey, opts.agent))
		}
		return notes, nil
	}
	for _, t := range p.Targets {
		if t.RobotsTxt == policy.RobotsUseNotRead {
			exceptions = append(exceptions, "targets."+t.ID)
		}
	}
	if len(exceptions) > 0 {
		opts.obeyedExcept = exceptions
		notes = append(notes, fmt.Sprintf("%s: the fetches of %s do not obey robots.txt (robots_txt = \"not-read\"): these answers do not hold for them", file, strings.Join(exceptions, ", ")))
	}
	return notes, nil
}

// usageTokenLine says, for --agent naming a usage token of the policy of --dir, what the answers
// mean: whether the page at a URL may be used for what the token controls, not whether it is
// fetched, which the fetching agent's token decides (issue 11; the page says the same).
func usageTokenLine(opts robotsTestOptions) string {
	return fmt.Sprintf("%s sends no requests (%s): an answer says whether the page may be used for %s, not whether it is fetched; %s fetches as the groups for it say", opts.agent, opts.usageToken, opts.usageControls, opts.usageFetcher)
}

// maxRobotsTestBytes is the largest --max-bytes: 64 MiB, 131 times the 500 KiB that RFC 9309 §2.5
// asks crawlers to read at least, so that a file of any size (/dev/zero) is read in bounded
// memory (the whole file is held to be parsed).
const maxRobotsTestBytes = 64 << 20

// checkRobotsTestArgs refuses, all at once, an --agent or --restrict-only that is not a product
// token (RFC 9309 §2.2.1: letters, "_" and "-"; digits and "." are read as robotsTest says) and
// a URL that is neither an absolute http or https URL nor a path starting with "/": the
// matcher answers any string, so an answer to "not a url" would look like a real one.
func checkRobotsTestArgs(opts robotsTestOptions) error {
	var errs []error
	// The policy's token syntax: a token with digits or "." is read as an RFC 9309 parser reads
	// it, with a note (see robotsTest); a "/" or a space is no token at all.
	checkToken := func(flag, tok string) {
		if _, err := policy.ParseToken(tok); err != nil && tok != "*" { // "*": see robotsTest
			hint := ""
			if i := strings.IndexByte(tok, '/'); i > 0 {
				if _, err := policy.ParseToken(tok[:i]); err == nil {
					hint = fmt.Sprintf("; the token is the name without a version, e.g. %q", tok[:i])
				}
			}
			errs = append(errs, fmt.Errorf("%s %q is not a product token (RFC 9309 §2.2.1: letters, \"_\" and \"-\" only%s)", flag, tok, hint))
		}
	}
	checkToken("--agent", opts.agent)
	for _, t := range opts.restrictOnly {
		checkToken("--restrict-only", t)
	}
	for _, u := range opts.urls {
		if err := checkTestURL(u); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// checkTestURL accepts an absolute http or https URL with a host, a scheme-relative one
// ("//a.example/x") or an absolute path ("/x?y"), holding no space or control character, with a
// port, if any, from 1 to 65535.
func checkTestURL(s string) error {
	bad := fmt.Errorf("%q is not a URL (want an absolute http or https URL such as https://a.example/path, or a path starting with \"/\")", s)
	if s == "" || strings.ContainsFunc(s, func(r rune) bool { return r <= ' ' || r == 0x7f }) {
		return bad
	}
	u, err := url.Parse(s)
	switch {
	case err != nil:
		return bad
	case u.Scheme == "" && strings.HasPrefix(s, "/") && (!strings.HasPrefix(s, "//") || u.Host != ""):
	case (u.Scheme == "http" || u.Scheme == "https") && u.Host != "":
	default:
		return bad
	}
	// A port no server can listen on (TCP ports are 1 to 65535) would get an answer for a URL
	// that cannot be fetched.
	if p := u.Port(); p != "" {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return fmt.Errorf("%q has port %s, which no server listens on (RFC 3986 §3.2.3, TCP: want a port from 1 to 65535, or none for the scheme's own)", s, p)
		}
	}
	return nil
}

// robotsTestResult is one answer of "sitegen robots test --json".
type robotsTestResult struct {
	URL     string `json:"url"`
	Allowed bool   `json:"allowed"`
	// Obeyed is, with --dir, whether the agent's policy says it obeys robots.txt (false:
	// robots_txt = "not-read", so Allowed is what the file asks, not what it fetches); absent
	// without --dir or where the policy does not say.
	Obeyed *bool `json:"obeyed,omitempty"`
	// ObeyedExcept are the keys of the agent's fetches that do not obey robots.txt where it does
	// (agents.X.embedded, jobs.X, targets.X); absent where none.
	ObeyedExcept []string `json:"obeyed_except,omitempty"`
	Rule         string   `json:"rule"`
	Line         int      `json:"line"`
	// Groups are the line numbers of the groups the crawler reads (the first User-agent line of
	// each), the same for every URL; empty when none applies.
	Groups []int `json:"groups"`
}

// groupsLine says which groups of the file the crawler with the product token (as RFC 9309 reads
// it) reads, as matching chooses them: "GROUP line 4, the group naming FooBot; the "*" group does
// not apply to it (RFC 9309 §2.2.1)". hasStar tells whether the file has a "*" group. Where the
// file is longer than the parsing limit, within is " within the first 512000 bytes" (RFC 9309
// §2.5: the rest is not read), and the line says that no group there names the token, not that
// none does (new-user trial 25, F-18).
func groupsLine(token string, groups []robots.Group, own, hasStar bool, matching robots.Matching, within string) string {
	given := token
	how := "RFC 9309 §2.2.1"
	if matching != robots.MatchRFC9309 {
		how = "--matching " + matching.String()
	}
	if len(groups) == 0 && within != "" {
		return fmt.Sprintf("GROUP none: no group%s names %s, and those bytes hold no \"*\" group, so every URL is allowed (%s)", within, given, how)
	}
	if len(groups) == 0 {
		return fmt.Sprintf("GROUP none: no group names %s and the file has no \"*\" group, so every URL is allowed (%s)", given, how)
	}
	var ownLines, starLines []string
	for _, g := range groups {
		l := strconv.Itoa(g.Line)
		if own && !g.Star || own && slices.ContainsFunc(g.Tokens, func(t string) bool { return strings.EqualFold(t, token) }) {
			ownLines = append(ownLines, l)
		} else {
			starLines = append(starLines, l)
		}
	}
	lines := func(ls []string) string {
		if len(ls) == 1 {
			return "line " + ls[0]
		}
		return "lines " + strings.Join(ls[:len(ls)-1], ", ") + " and " + ls[len(ls)-1]
	}
	switch {
	case !own && len(starLines) == 1:
		return fmt.Sprintf("GROUP %s, the \"*\" group: no group%s names %s (%s)", lines(starLines), within, given, how)
	case !own:
		return fmt.Sprintf("GROUP %s, the \"*\" groups, merged: no group%s names %s (%s)", lines(starLines), within, given, how)
	}
	named := fmt.Sprintf("the group naming %s", given)
	switch {
	case matching == robots.MatchFirstGroup:
		named = fmt.Sprintf("the first group naming %s", given)
	case matching == robots.MatchCaseSensitive && len(ownLines) == 1:
		named = fmt.Sprintf("the group writing %s with these letters", given)
	case matching == robots.MatchCaseSensitive:
		named = fmt.Sprintf("the groups writing %s with these letters, merged", given)
	case len(ownLines) > 1:
		named = fmt.Sprintf("the groups naming %s, merged", given)
	}
	out := fmt.Sprintf("GROUP %s, %s", lines(ownLines), named)
	if len(starLines) > 0 {
		return out + fmt.Sprintf(", with the \"*\" group of %s (%s)", lines(starLines), how)
	}
	if hasStar && matching != robots.MatchMergesStar {
		return out + "; the \"*\" group does not apply to it (" + how + ")"
	}
	return out + " (" + how + ")"
}

// restrictGroupsLine says which groups restrict a --restrict-only token: those naming it, never
// the "*" group; within as for groupsLine.
func restrictGroupsLine(token, source string, groups []robots.Group, within string) string {
	if len(groups) == 0 {
		return fmt.Sprintf("GROUP none for %s (%s): no group%s names it", token, source, within)
	}
	ls := make([]string, len(groups))
	for i, g := range groups {
		ls[i] = strconv.Itoa(g.Line)
	}
	word := "line"
	if len(ls) > 1 {
		word = "lines"
	}
	return fmt.Sprintf("GROUP %s %s for %s (%s: it only disallows)", word, strings.Join(ls, ", "), token, source)
}

// robotsTest answers opts.urls for the robots.txt file name in fsys, or standard input when
// opts.file is "-", and prints the answers to s.out.
func robotsTest(fsys fs.FS, name string, s streams, opts robotsTestOptions) error {
	data, err := readRobotsFile(fsys, name, s.in, opts)
	if err != nil {
		return err
	}
	// A token outside RFC 9309's syntax (digits, dots: "MJ12bot") is read from a User-agent line
	// only up to its first such character: the groups that apply to the crawler are those that
	// name that part, as sitegen validate warns. Said on stderr, never a silent answer.
	agent, restrictOnly := opts.agent, slices.Clone(opts.restrictOnly)
	for i, tok := range append([]string{agent}, restrictOnly...) {
		read := policy.Token(tok).RFC9309()
		if read == tok {
			continue
		}
		if read == "" {
			return usageError{fmt.Errorf("%q is outside RFC 9309's product-token syntax (letters, \"_\" and \"-\", §2.2.1), and an RFC 9309 parser reads no token from a User-agent line that names it: no group can apply to it", tok)}
		}
		fmt.Fprintf(s.err, "sitegen: note: %q is outside RFC 9309's product-token syntax (§2.2.1): an RFC 9309 parser reads a User-agent line that names it as %q, so the groups for %q are the ones that apply\n", tok, read, read)
		if i == 0 {
			agent = read
		} else {
			restrictOnly[i-1] = read
		}
	}
	r := robots.Parse(data, opts.maxBytes)
	// A file longer than the parsing limit: said first, before any line of the answers, and by
	// every line that says no group names a token (new-user trial 25, F-18).
	within := ""
	if r.Truncated() {
		limit := max(opts.maxBytes, robots.MinSizeLimit)
		file := opts.file
		if file == "-" {
			file = "standard input"
		}
		from := "RFC 9309 §2.5"
		if opts.maxBytesFrom != "" {
			// The limit is the policy's: said, so that the reader knows whose it is.
			from = opts.maxBytesFrom + ", RFC 9309 §2.5"
		}
		fmt.Fprintf(s.err, "sitegen: note: %s is longer than %d bytes; the rest is not read (%s)\n", file, limit, from)
		within = fmt.Sprintf(" within the first %d bytes", limit)
	}
	if known, other := robots.LineKinds(data, opts.maxBytes); known == 0 && other > 0 {
		// RFC 9309 reads a file without groups as allowing everything: the answers stand, and a
		// note says why they may not be what was meant (new-user trial 27, F-15: 3 MB of random
		// bytes answered "every URL is allowed" with no hint).
		file := opts.file
		if file == "-" {
			file = "standard input"
		}
		fmt.Fprintf(s.err, "sitegen: note: no line%s of %s is a robots.txt line (User-agent, Allow, Disallow, Crawl-delay or Sitemap, RFC 9309 §2.2): is it a robots.txt file? RFC 9309 reads it as one without groups\n", within, file)
	}
	matching, _ := robots.ParseMatching(opts.matching) // checked by the command
	if opts.mergesStar {
		matching = robots.MatchMergesStar
	}
	if !r.HasGroupAs(matching, agent) {
		// A former token's group, where none names the current one: the crawler reads it in
		// the current token's place, as package polite does (Transport.tokenFor).
		for i, l := range opts.legacy {
			read := policy.Token(l).RFC9309()
			if read != "" && r.HasGroupAs(matching, read) {
				fmt.Fprintf(s.err, "sitegen: note: no group%s names %s, so the groups naming its former token %s apply in its place (%s)\n", within, agent, read, opts.legacyKeys[i])
				agent = read
				break
			}
		}
	}
	// The groups the crawler reads, the same for every URL (RFC 9309 §2.2.1): the question a
	// webmaster asks first ("why is /private/ allowed?" when a group names the crawler).
	groups, own := r.GroupsAs(matching, agent)
	ignored := opts.ignoresStar != "" && !own // no group names it, and it reads no "*" group
	if ignored {
		groups = nil
	}
	groupLines := make([]int, len(groups)) // [] in JSON, not null
	for i, g := range groups {
		groupLines[i] = g.Line
	}
	// A line of those groups that RFC 9309 does not define and the answers do not read (a
	// Content-Usage preference, a Content-Signal): said, with its line, so that a webmaster who
	// wrote it for this crawler does not take an answer for its effect (new-user trial 25, F-01).
	for _, u := range robots.UnreadLines(data, opts.maxBytes) {
		if slices.Contains(groupLines, u.Group) {
			fmt.Fprintln(s.err, "sitegen: note: "+unreadLineNote(opts, u))
		}
	}
	if !opts.json && opts.usageToken != "" {
		// First, before any answer: the answers say whether a page may be used, not fetched.
		if _, err := fmt.Fprintln(s.out, "USAGE TOKEN: "+usageTokenLine(opts)); err != nil {
			return err
		}
	}
	if !opts.json && opts.notObeyedKey != "" {
		// First, before any answer: the answers do not say what the crawler fetches.
		if _, err := fmt.Fprintf(s.out, "NOT OBEYED: %s does not obey robots.txt (%s = \"not-read\"): the answers say what the file asks of it, not what it fetches\n", opts.agent, opts.notObeyedKey); err != nil {
			return err
		}
	}
	if !opts.json {
		stars, _ := r.GroupsAs(robots.MatchRFC9309, "") // no group names the empty token
		line := groupsLine(agent, groups, own, len(stars) > 0, matching, within)
		if ignored {
			line = fmt.Sprintf("GROUP none: no group%s names %s, and it ignores the \"*\" group (%s), so every URL is allowed", within, agent, opts.ignoresStar)
		}
		if _, err := fmt.Fprintln(s.out, line); err != nil {
			return err
		}
		for i, tok := range restrictOnly {
			rg, rown := r.GroupsAs(matching, tok)
			if !rown {
				rg = nil // the "*" group never restricts (see Decide)
			}
			source := "--restrict-only"
			if key, ok := opts.restrictKeys[opts.restrictOnly[i]]; ok {
				source = key + ".restrict_only"
			}
			if _, err := fmt.Fprintln(s.out, restrictGroupsLine(opts.restrictOnly[i], source, rg, within)); err != nil {
				return err
			}
		}
	}
	if d, ok := r.CrawlDelayAs(matching, agent); ok && !ignored && opts.robotsTxt != nil && !opts.json {
		if _, err := fmt.Fprintln(s.out, crawlDelayLine(d, *opts.robotsTxt, opts.crawlDelayUnit)); err != nil {
			return err
		}
	}
	results := make([]robotsTestResult, 0, len(opts.urls))
	var wildcardNoted []int // the lines noted as read with wildcards the policy does not state
	for _, u := range opts.urls {
		d := r.DecideAs(matching, agent, u, restrictOnly...)
		if ignored {
			// Only the --restrict-only tokens' own groups can take a permission away.
			d = robots.Parse(nil, 0).DecideAs(matching, agent, u)
			for _, tok := range restrictOnly {
				if rg, rown := r.GroupsAs(matching, tok); rown && len(rg) > 0 {
					if rd := r.DecideAs(robots.MatchRFC9309, tok, u); !rd.Allowed {
						d = rd
						break
					}
				}
			}
		}
		if opts.robotsTxt != nil && !opts.robotsTxt.Wildcards && d.Rule.Line != 0 && strings.ContainsAny(d.Rule.Pattern, "*$") && !slices.Contains(wildcardNoted, d.Rule.Line) {
			// The answer reads "*" and "$" as RFC 9309 does, where the policy of --dir does not
			// say the crawler supports them, and its page does not (new-user trial 27, F-14;
			// build refuses a snippet with them).
			wildcardNoted = append(wildcardNoted, d.Rule.Line)
			fmt.Fprintf(s.err, "sitegen: note: line %d (%s) holds \"*\" or \"$\", which the answers read as special characters (RFC 9309 §2.2.3); the policy of --dir does not state that %s supports them (robots_txt.wildcards), and its page does not say so\n", d.Rule.Line, d.Rule.Text, agent)
		}
		except := opts.obeyedExcept
		exempt := !d.Allowed && slices.Contains(opts.exemptPaths, requestPath(u))
		if exempt {
			except = append(slices.Clip(except), opts.exemptKey)
		}
		results = append(results, robotsTestResult{URL: u, Allowed: d.Allowed, Obeyed: opts.obeyed, ObeyedExcept: except, Rule: d.Rule.Text, Line: d.Rule.Line, Groups: groupLines})
		if opts.json {
			continue
		}
		verdict, reason := "DISALLOWED", ""
		if d.Allowed {
			verdict = "ALLOWED"
		}
		switch {
		case d.RobotsTxt:
			reason = "robots.txt itself"
		case d.Rule.Line == 0 && ignored:
			reason = "no group applies"
		case d.Rule.Line == 0:
			reason = "no matching rule"
		default:
			reason = fmt.Sprintf("%s (line %d)", d.Rule.Text, d.Rule.Line)
		}
		if exempt {
			reason += "; fetched all the same (" + opts.exemptKey + ")"
		}
		if _, err := fmt.Fprintf(s.out, "%s %s  %s\n", verdict, u, reason); err != nil {
			return err
		}
	}
	if !opts.json {
		return nil
	}
	enc := json.NewEncoder(s.out)
	enc.SetEscapeHTML(false) // URLs keep their "&"
	enc.SetIndent("", "  ")
	return enc.Encode(results)
}

// unreadLineNote says that line u of opts.file, in a group that applies, is not evaluated: what
// it is where sitegen knows its key (Content-Usage: draft-ietf-aipref-attach; Content-Signal), and
// that the answers do not depend on it; for a Content-Usage line, that the agent of --dir follows
// the preference there where its policy says it reads such lines.
func unreadLineNote(opts robotsTestOptions, u robots.UnreadLine) string {
	file := opts.file
	what := "is not an RFC 9309 rule"
	switch strings.ToLower(u.Key) {
	case "":
		what = "is no key-value line"
	case "content-usage":
		what = "is an AI usage preference (IETF draft-ietf-aipref-attach), not an RFC 9309 rule"
	case "content-signal":
		what = "is a content signal, not an RFC 9309 rule"
	}
	if file == "-" {
		file = "standard input"
	}
	note := fmt.Sprintf("%s line %d, in the group of line %d that applies: %q %s; robots test does not evaluate it, and the answers do not depend on it", file, u.Line, u.Group, u.Text, what)
	if strings.EqualFold(u.Key, "content-usage") && opts.usagePrefs != "" {
		// The policy says the crawler reads it: where its preference is to be looked at.
		note += fmt.Sprintf("; the crawler follows the preference for %s stated there (%s)", opts.usageCategory, opts.usagePrefs)
	}
	return note
}

// crawlDelayLine says what the Crawl-delay d of the groups the crawler reads does under rt, the
// agent's robots.txt handling in --dir's policy, as package polite keeps it
// (policy.RobotsTxt.CrawlDelayKept), with the key that decides it (new-user trial 20, F11), in
// unit, what a Crawl-delay spaces (page loads, new-user trial 31, F-27; requests otherwise):
//
//	CRAWL-DELAY 20s: counts as 10s (robots_txt.crawl_delay_max); the crawler waits at least 10s between requests
func crawlDelayLine(d time.Duration, rt policy.RobotsTxt, unit policy.LoadUnit) string {
	kept, why := rt.CrawlDelayKept(d)
	var what string
	switch why {
	case "":
		what = "kept"
	case "robots_txt.crawl_delay":
		what = "not obeyed (robots_txt.crawl_delay is not \"honoured\" or \"honoured-if-longer\")"
	case "robots_txt.crawl_delay_whole_seconds":
		what = "not obeyed: a value with a decimal fraction is ignored (robots_txt.crawl_delay_whole_seconds)"
	case "robots_txt.crawl_delay_above_max":
		what = fmt.Sprintf("not obeyed: it is above %s (robots_txt.crawl_delay_max), and robots_txt.crawl_delay_above_max = \"ignored\"", policy.Duration{Duration: rt.CrawlDelayMax.Duration})
	case "robots_txt.crawl_delay_min":
		what = fmt.Sprintf("raised to %s (robots_txt.crawl_delay_min)", policy.Duration{Duration: kept})
	default:
		what = fmt.Sprintf("counts as %s (%s)", policy.Duration{Duration: kept}, why)
	}
	line := fmt.Sprintf("CRAWL-DELAY %s: %s", policy.Duration{Duration: d}, what)
	if kept > 0 {
		between := "requests"
		if unit == policy.LoadUnitPageLoads {
			between = "page loads (limits.interval_unit = \"page-loads\")"
		}
		line += fmt.Sprintf("; the crawler waits at least %s between %s", policy.Duration{Duration: kept}, between)
		if rt.CrawlDelay == policy.CrawlDelayHonouredIfLonger {
			line += " where that is longer than its own interval (robots_txt.crawl_delay = \"honoured-if-longer\")"
		}
	}
	return line
}

// readRobotsFile reads at most one byte more than the parsing limit, so that robots.Parse can tell
// a file that fills the limit from a longer one.
func readRobotsFile(fsys fs.FS, name string, stdin io.Reader, opts robotsTestOptions) ([]byte, error) {
	var in io.Reader = stdin
	if opts.file != "-" {
		f, err := fsys.Open(name)
		if errors.Is(err, fs.ErrNotExist) {
			// A usage error (exit 2), as validate says of a policy file that does not exist.
			return nil, usageError{fmt.Errorf("%s: no such file (give a robots.txt file, or - for standard input)", opts.file)}
		}
		if err != nil {
			if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
				pe.Path = opts.file
			}
			return nil, err
		}
		defer f.Close()
		in = f
	}
	data, err := io.ReadAll(io.LimitReader(in, int64(max(opts.maxBytes, robots.MinSizeLimit))+1))
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		pe.Path = opts.file
		return nil, err
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", opts.file, err)
	}
	return data, nil
}

// requestPath is the path of u, an absolute URL or a path as robots test takes them, without its
// query or fragment and with its dot segments removed (RFC 3986 §5.2.4), as the request sends
// it: what agents.X.robots_txt_exempt_paths is compared with, whole.
func requestPath(u string) string {
	p := u
	if !strings.HasPrefix(u, "/") || strings.HasPrefix(u, "//") {
		parsed, err := url.Parse(u)
		if err != nil {
			return ""
		}
		p = parsed.EscapedPath()
	}
	p, _, _ = strings.Cut(p, "#")
	p, _, _ = strings.Cut(p, "?")
	if p == "" {
		p = "/"
	}
	return robots.RemoveDotSegments(p)
}
