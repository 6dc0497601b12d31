package main

import (
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/conform"
	"github.com/sitegen-dev/sitegen/policy"
)

type conformOptions struct {
	dir       string
	agent     string
	duration  time.Duration
	tolerance time.Duration
	format    string
	// unpublished are the crawler's numbers for what the policy does not publish, as
	// "POINTER=VALUE".
	unpublished []string
}

func newConformCmd(s streams) *cobra.Command {
	var opts conformOptions
	cmd := &cobra.Command{
		Use:   "conform [--dir SITE] [--agent ID] [--duration D] [--tolerance D] [--format text|json|markdown] [--unpublished POINTER=VALUE]... -- COMMAND [ARGS...]",
		Short: "Run a crawler against scripted test sites and check it, claim by claim, against its page",
		Long: `Conform runs a crawler, in any language, against the scripted test sites of the conformance
harness (package conform): one set of sites for every behaviour the policy's page states, behind a
forward HTTP proxy on 127.0.0.1, each site under its own host name (plain http, reached only
through the proxy). The command runs with the proxy in HTTP_PROXY and http_proxy, the start page
in SITEGEN_START_URL and in place of {start} in its arguments, and the address each test host
stands for in SITEGEN_HOSTS ("name=address ..."), for at most --duration; then its process group
gets SIGTERM, and SIGKILL three seconds later.

Each claim of the page is then judged on the requests the sites recorded: pass, fail with the
requests that break it (two requests 0.4 s apart against a published 1 s, a disallowed path
fetched, the User-Agent sent), or not observable in this run (an hour-long window, a daily
quota, a claim of a category of site the crawler cannot know the test sites belong to, the
links it follows, a job's schedule). A claim whose evidence is too thin is not observable, never
passed. What the page states that describes no request (labels, the operator, the contact) is
listed at the end, not checked, with why. A claim about every request (the
User-Agent, robots.txt read before a site's first page, the interval in force for all of them)
is judged on the requests to every test site. A request counts as on time up to --tolerance
(default 50 ms) before a published time, plus how late the harness's own timers fired within a
second of the requests compared: the proxy records a request a little after the crawler sent it (a few
milliseconds on an idle machine, a new connection, the parsing), and on a loaded machine as
much later as a process waits for a processor, which the harness measures by sleeping 10 ms
again and again; the report states the tolerance it used.
With several agents in the policy, --agent names the one the crawler is. The command's output is
shown when a claim fails, the command fails or nothing was checked.

Exit status:
  0  at least one claim passed and none failed
  1  a claim failed, or nothing was checked: no claim passed or failed (the crawler sent no
     request to the test sites, or none that shows a claim)
  2  trouble: bad flags (also no --agent with several agents), an invalid policy, a command
     that is not found or fails on its own, a proxy that cannot listen`,
		Args: usageArgs(func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 || cmd.ArgsLenAtDash() != 0 {
				return errors.New("give the crawler's command after --, e.g. sitegen conform -- scrapy crawl mybot -a start={start}")
			}
			return nil
		}),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runConform(cmd, s, opts, args)
		},
	}
	cmd.Flags().StringVar(&opts.dir, "dir", ".", "the site folder that holds policy.toml")
	cmd.Flags().StringVar(&opts.agent, "agent", "", "the agent the crawler is (its key in policy.toml); needed when the policy has several")
	cmd.Flags().DurationVar(&opts.duration, "duration", 20*time.Second, "how long the crawler may run")
	cmd.Flags().DurationVar(&opts.tolerance, "tolerance", 50*time.Millisecond, "how much sooner than a published time a request may come and count as on time, besides how late the harness's timers fire around the requests compared")
	cmd.Flags().StringVar(&opts.format, "format", "text", "text, json or markdown")
	cmd.Flags().StringArrayVar(&opts.unpublished, "unpublished", nil, "POINTER=VALUE: the crawler's number for one the policy does not publish (a quota's cap, a reaction's pause), by its JSON Pointer as the report names it, e.g. /errors/reactions/0/pause_unpublished=10m; repeat for each")
	return cmd
}

// trouble is an error that keeps conform from judging the crawler: exit 2.
func trouble(err error) error {
	return exitErrorMsg{code: exitUsage, err: err}
}

// exitErrorMsg is an error printed once, with an exit code.
type exitErrorMsg struct {
	code int
	err  error
}

func (e exitErrorMsg) Error() string { return e.err.Error() }

func runConform(cmd *cobra.Command, s streams, opts conformOptions, args []string) error {
	switch opts.format {
	case "text", "json", "markdown":
	default:
		return usageError{fmt.Errorf("--format %q: want text, json or markdown", opts.format)}
	}
	if opts.duration <= 0 {
		return usageError{fmt.Errorf("--duration %s: want a positive duration, e.g. 20s", opts.duration)}
	}
	if opts.tolerance < 0 || opts.tolerance >= time.Second {
		return usageError{fmt.Errorf("--tolerance %s: want at least 0 and less than a second, e.g. 50ms", opts.tolerance)}
	}
	p, err := loadSitePolicy(s.err, opts.dir, exitUsage)
	if err != nil {
		return err
	}
	agent := opts.agent
	if agent == "" {
		// As export: with several agents, which one the crawler is cannot be guessed.
		if len(p.Agents) > 1 {
			return usageError{fmt.Errorf("the policy has %d agents (%s): name the one the crawler is with --agent", len(p.Agents), strings.Join(p.Agents.Keys(), ", "))}
		}
		if len(p.Agents) == 1 {
			agent = p.Agents[0].ID
		}
	}
	if _, ok := p.Agents.Get(agent); !ok {
		return usageError{fmt.Errorf("--agent %q: the policy's agents are %s", agent, strings.Join(p.Agents.Keys(), ", "))}
	}
	claims, _, err := conform.Claims(p)
	if err != nil {
		return trouble(err)
	}
	claims = conform.ForAgent(claims, agent)
	if err := giveUnpublished(claims, opts.unpublished); err != nil {
		return usageError{err}
	}
	// What the page states that no claim judges: not observable with why, or not checked.
	unjudged, notChecked, err := conform.Unjudged(p, agent, claims)
	if err != nil {
		return trouble(err)
	}
	if _, err := exec.LookPath(args[0]); err != nil {
		return trouble(fmt.Errorf("the crawler's command: %w", err))
	}
	world := conform.NewWorld(claims, opts.duration)
	if err := world.Listen(); err != nil {
		return trouble(err)
	}
	out, err := conform.Command{Args: args, Duration: opts.duration}.Run(cmd.Context(), world)
	world.Close()
	if err != nil {
		return trouble(fmt.Errorf("the crawler's command: %w", err))
	}
	late := world.TimersLate()
	r := &conform.Report{Policy: filepath.Join(opts.dir, "policy.toml"), Agent: agent, Command: args,
		Seconds: out.End.Sub(out.Start).Seconds(), Requests: world.Requests(), StartPage: world.StartPageRequests(),
		Tolerance: (opts.tolerance + late).Seconds(), TimersLate: late.Seconds(),
		Verdicts: append(world.Judge(out.Start, out.End, opts.tolerance), unjudged...), NotChecked: notChecked,
		Exit: out.Describe(), Output: out.Output}
	r.Summarize() // reads the output for why nothing was checked
	if !(r.Summary.Fail > 0 || out.Failed() || r.Unchecked != "") {
		r.Output = ""
	}
	if err := r.Write(s.out, opts.format); err != nil {
		return trouble(err)
	}
	switch {
	case r.Summary.Fail > 0:
		return exitError{exitFailure}
	case out.Failed():
		fmt.Fprintf(s.err, "sitegen: conform: the crawler's command %s\n", out.Describe())
		return exitError{exitUsage}
	case r.Unchecked != "":
		// A run that checked nothing proves nothing: it must not pass a CI step.
		fmt.Fprintf(s.err, "sitegen: conform: nothing was checked: %s\n", r.Unchecked)
		return exitError{exitFailure}
	}
	return nil
}

// giveUnpublished gives the claims the crawler's numbers for what the policy does not publish
// (--unpublished POINTER=VALUE): a count (a quota's cap, how often a reaction's condition must
// repeat) or a duration (a reaction's pause), each for a pointer a claim needs (Claim.Unknown).
// The report writes [not published] for them.
func giveUnpublished(claims []*conform.Claim, given []string) error {
	counts, durations := map[string]int{}, map[string]time.Duration{}
	var wantCounts, wantDurations []string
	for _, c := range claims {
		cs, ds := c.Unknown()
		wantCounts, wantDurations = append(wantCounts, cs...), append(wantDurations, ds...)
	}
	for _, g := range given {
		ptr, v, ok := strings.Cut(g, "=")
		switch {
		case !ok || v == "":
			return fmt.Errorf("--unpublished %q: want POINTER=VALUE, e.g. /errors/reactions/0/pause_unpublished=10m", g)
		case slices.Contains(wantCounts, ptr):
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 {
				return fmt.Errorf("--unpublished %s: %q is not a whole number of at least 1", ptr, v)
			}
			counts[ptr] = n
		case slices.Contains(wantDurations, ptr):
			d, err := policy.ParseDuration(v)
			if err != nil || d.Duration <= 0 {
				return fmt.Errorf("--unpublished %s: %q is not a length of time such as 90s, 15m or 24h", ptr, v)
			}
			durations[ptr] = d.Duration
		default:
			want := "it publishes every number its claims need"
			if all := append(slices.Clone(wantCounts), wantDurations...); len(all) > 0 {
				want = "the numbers it does not publish are " + strings.Join(all, ", ")
			}
			return fmt.Errorf("--unpublished %s: the policy holds no unpublished number there for this agent (%s)", ptr, want)
		}
	}
	for _, c := range claims {
		c.Counts, c.Durations = counts, durations
	}
	return nil
}
