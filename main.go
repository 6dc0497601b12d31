// Command sitegen publishes a crawler's politeness policy (policy.toml) as a multilingual website
// for webmasters, with robots.txt snippets proven by an RFC 9309 matcher and machine-readable files.
//
// main is only a seam: it wires the cobra commands, prints errors once and maps them to exit codes
// (0 success, 1 failure or findings, 2 usage error).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"runtime/pprof"
	"strings"
	_ "time/tzdata" // IANA time zones on any machine, for site.time_zone

	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/verify"
)

func main() {
	setGC(os.Getenv)
	if n := siteHeap(os.Args[1:], fileSize); n > 0 {
		if n > smallHeap && os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
			// A site this large keeps more than 16 MiB live: the collector's default at once, as
			// setGC would give it after its first cycle.
			debug.SetGCPercent(100)
			debug.SetMemoryLimit(math.MaxInt64)
		}
		hugeHeap(n)
	}
	stopProfile := startProfile(os.Getenv("SITEGEN_CPUPROFILE"))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	stopProfile()
	os.Exit(code)
}

// setGC runs the garbage collector only when the process holds 32 MiB (GOGC=off under a memory
// limit of 32 MiB), and gives a build that keeps more than 16 MiB live the default (GOGC=100, no
// limit) from its first cycle on; unless the environment sets GOGC or GOMEMLIMIT. A command is one
// short process that keeps most of what it allocates to its end: from the default's first goal of
// 4 MB, the collector ran four or five cycles in a build of the richest example that freed little,
// a quarter of the build's instructions (valgrind's count: 406 million; 289 million with one
// cycle at GOGC=400; 264 million with none), for the same peak RSS (35–37 MiB; BENCHMARKS.md,
// round 5). A generated policy of 1.15 MB (bench/scale.sh's 8×) gains nothing from fewer cycles
// and must not hold more than it did: it switches to the default at its first cycle, and peaks
// at about 300 MiB as before. The live heap is read after each cycle (a finalizer that sets
// itself again, as runtime.SetFinalizer allows).
func setGC(getenv func(string) string) {
	if getenv("GOGC") != "" || getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(32 << 20)
	live := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	var afterCycle func(*gcCycle)
	afterCycle = func(*gcCycle) {
		metrics.Read(live)
		if live[0].Value.Kind() == metrics.KindUint64 && live[0].Value.Uint64() > 16<<20 {
			debug.SetGCPercent(100)
			debug.SetMemoryLimit(math.MaxInt64)
			return
		}
		runtime.SetFinalizer(&gcCycle{}, afterCycle)
	}
	runtime.SetFinalizer(&gcCycle{}, afterCycle)
}

// smallHeap is the heap main gives the commands that render a site (hugeHeap) at least: more
// than a build of the richest example allocates in all (about 15 MB), and under 95 % of setGC's
// memory limit of 32 MiB with what the process holds at its start, so that the runtime neither
// collects nor gives pages back to make room for it.
const smallHeap = 24 << 20

// heapPerPolicyByte is about what a build allocates at its peak per byte of policy.toml: 220 to
// 260 for bench/scale.sh's generated policies (1×, 145 KB: about 37 MB of heap; 8×, 1.15 MB:
// about 250 MB; peak RSS less the binary's 18 MB).
const heapPerPolicyByte = 256

// maxHeap bounds what siteHeap maps: heapPerPolicyByte times the largest policy sitegen reads
// (policy.MaxFileBytes, 4 MiB), 1 GiB.
const maxHeap = heapPerPolicyByte * policy.MaxFileBytes

// siteHeap is the heap, in bytes, that main maps in huge pages (hugeHeap) for args (without the
// program name) before the command runs: 0 for a command that renders no site; for build, check
// and validate without a FILE argument (which builds the site in memory, dryBuild), smallHeap, or
// heapPerPolicyByte times the size of the site's policy.toml (--dir's, read with size) where that
// is more. A policy larger than policy.MaxFileBytes, which the command
// refuses unread, leaves smallHeap too: the mapping (charged to the memory the kernel commits)
// must not make the process fail where the command would only report the file. Flags are read
// as cobra reads "--dir X" and "--dir=X"; any other spelling, or a size that cannot be read,
// leaves smallHeap: the figure only sizes the heap, and the command parses its flags itself.
func siteHeap(args []string, size func(string) (int64, error)) int {
	if len(args) == 0 || (args[0] != "build" && args[0] != "check" && args[0] != "validate") {
		return 0
	}
	dir, file := ".", false
	for i, a := range args[1:] {
		if a == "--" {
			file = i+2 < len(args)
			break
		}
		if v, ok := strings.CutPrefix(a, "--dir="); ok {
			dir = v
		} else if a == "--dir" && i+2 < len(args) {
			dir = args[i+2]
		} else if a == "-" || !strings.HasPrefix(a, "-") && (i == 0 || args[i] != "--dir") {
			file = true
		}
	}
	if args[0] == "validate" && file {
		return 0 // validate FILE checks the policy file alone; without FILE it builds the site
	}
	n, err := size(filepath.Join(dir, "policy.toml"))
	if err != nil || n > policy.MaxFileBytes {
		return smallHeap
	}
	return int(max(smallHeap, n*heapPerPolicyByte))
}

// fileSize is the size of the file at path, in bytes (os.Stat).
func fileSize(path string) (int64, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return 0, err
	}
	return fi.Size(), nil
}

// gcCycle is an object that only a finalizer refers to: it is freed, and its finalizer runs, after
// each cycle of the garbage collector. It holds a pointer, so that it is not one of the tiny
// objects that share a block (whose finalizers may never run).
type gcCycle struct{ _ *int }

// startProfile writes a CPU profile of the whole command (pprof format, runtime/pprof) to path
// when path is not empty, for bench/profile.sh: the profiles of many runs, merged, show where a
// whole process spends its time. It returns the function that ends the profile. A path that
// cannot be created is reported on standard error and the command runs unprofiled.
func startProfile(path string) func() {
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err == nil {
		err = pprof.StartCPUProfile(f)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "sitegen: SITEGEN_CPUPROFILE: %v\n", err)
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}

// Exit codes, as diff(1) and most CI tools read them.
const (
	exitOK      = 0
	exitFailure = 1 // a failure, or findings (invalid policy, stale site, changes in diff)
	exitUsage   = 2 // a usage error, or trouble in diff
)

// usageError marks an error in how sitegen was called: it exits 2 and prints the usage hint.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// exitError carries an exit code for a command that has already printed what went wrong (its
// findings or problems), so that run prints nothing more.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

// streams are what a command takes from the world outside its arguments: its standard input and
// outputs, the environment and the DNS (verify's), so that tests can call commands directly and
// give them answers of their own.
type streams struct {
	in       io.Reader
	out, err io.Writer
	getenv   func(string) string
	resolver verify.Resolver
}

// run executes sitegen with args (without the program name) and returns the exit code.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runStreams(ctx, args, streams{in: stdin, out: stdout, err: stderr, getenv: os.Getenv, resolver: net.DefaultResolver})
}

// runStreams is run with the streams given.
func runStreams(ctx context.Context, args []string, s streams) int {
	stdout, stderr := s.out, s.err
	root := newRootCmd(s)
	root.SetArgs(args)
	root.SetIn(s.in)
	root.SetOut(stdout)
	root.SetErr(stderr)
	cmd, err := root.ExecuteContextC(ctx)
	if err == nil {
		return exitOK
	}
	var ee exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	var em exitErrorMsg
	if errors.As(err, &em) {
		fmt.Fprintf(stderr, "sitegen: %v\n", err)
		return em.code
	}
	fmt.Fprintf(stderr, "sitegen: %v\n", err)
	var ue usageError
	if errors.As(err, &ue) || strings.HasPrefix(err.Error(), "unknown command") {
		fmt.Fprintf(stderr, "Run '%s --help' for usage.\n", cmd.CommandPath())
		return exitUsage
	}
	return exitFailure
}

// newRootCmd builds the command tree.
func newRootCmd(s streams) *cobra.Command {
	root := &cobra.Command{
		Use:   "sitegen",
		Short: "Publish a crawler's politeness policy as a multilingual website",
		Long: `sitegen reads a crawler's politeness policy (policy.toml) and publishes it as a website for
webmasters, in every language of the site, with robots.txt snippets proven by an RFC 9309
matcher and machine-readable files (ips.json, policy.json).`,
		SilenceErrors: true,
		SilenceUsage:  true,
		Version:       version(),
	}
	// Flag errors are usage errors: exit 2. (cobra reports an unknown subcommand as a plain error,
	// which run recognises by its text.)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.CompletionOptions.DisableDefaultCmd = true
	root.AddCommand(
		newValidateCmd(s),
		newSchemaCmd(s),
		newBuildCmd(s),
		newCheckCmd(s),
		newDiffCmd(s),
		newRobotsCmd(s),
		newVerifyCmd(s),
		newConformCmd(s),
		newExportCmd(s),
	)
	return root
}

// maxPrinted is the most problems or findings a command prints: past it, one line says how many
// more there are, so that a file of millions of bad keys does not flood a terminal or a CI log.
const maxPrinted = 100

// printProblems prints lines, one per line, at most maxPrinted of them and then how many more.
func printProblems(w io.Writer, lines []string) {
	for i, l := range lines {
		if i == maxPrinted {
			fmt.Fprintf(w, "… and %d more (fix these first; sitegen prints at most %d)\n", len(lines)-maxPrinted, maxPrinted)
			return
		}
		fmt.Fprintln(w, l)
	}
}

// usageArgs wraps a cobra argument check so that a wrong number of arguments exits 2.
func usageArgs(check cobra.PositionalArgs) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := check(cmd, args); err != nil {
			return usageError{err}
		}
		return nil
	}
}

// noArgs is cobra.NoArgs for a command that takes none, in words of its own: cobra's says
// "unknown command" of an argument, as if it were a subcommand (newuser13 #10). It is a usage
// error (exit 2).
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usageError{fmt.Errorf("unexpected argument %q (%s takes no arguments; see its flags)", args[0], cmd.CommandPath())}
	}
	return nil
}

// version is the module version the binary was built from (a tag with go install
// …@version, "(devel)" from a checkout), with the VCS revision and its state when Go recorded them.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown)"
	}
	v := info.Main.Version
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = ", modified"
			}
		}
	}
	if rev != "" {
		v += " (" + rev[:min(len(rev), 12)] + modified + ")"
	}
	return v
}
