package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/generator"
	"github.com/sitegen-dev/sitegen/policy"
)

type diffOptions struct {
	old, new string
	lang     string
	format   string
	dir      string
}

func newDiffCmd(s streams) *cobra.Command {
	var opts diffOptions
	cmd := &cobra.Command{
		Use:   "diff OLD NEW",
		Short: "Say what a change of policy.toml changes for webmasters",
		Long: `Diff compares two policies, each a file or REV:PATH read through git (so that
"sitegen diff origin/main:policy.toml policy.toml" works in a pull request), and lists every
changed value: its JSON Pointer, the old and the new value with units, a sentence in the chosen
language saying what changes for webmasters, and a class:

  stricter  more polite
  looser    less polite, or not provably more polite (a window moved): needs sign-off
  identity  User-Agent, token, IP addresses, reverse DNS: allowlists and blocks may break
  contact   how to reach the operator, what a site can ask for
  wording   labels and names only

Agents, jobs, windows, IP addresses and other named items are matched by their key, so adding
one reports one addition. A policy that changed while its date of last change did not is a
finding of its own. --format markdown writes a pull-request comment, looser and identity changes
first.

Like diff(1), it exits 0 when nothing changed, 1 when something did, 2 on trouble.`,
		Args: usageArgs(cobra.ExactArgs(2)),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.old, opts.new = args[0], args[1]
			if err := runDiff(s, opts); err != nil {
				var ee exitError
				if errors.As(err, &ee) {
					return err
				}
				// Trouble is exit 2 for diff, as for diff(1).
				fmt.Fprintf(s.err, "sitegen: %v\n", err)
				return exitError{exitUsage}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&opts.lang, "lang", "en", "the language of the sentences (a language with messages: en, de, fr, pl)")
	cmd.Flags().StringVar(&opts.format, "format", "text", "text, markdown (a pull-request comment) or json")
	cmd.Flags().StringVar(&opts.dir, "dir", ".", "the site folder whose messages (locales/<lang>/*.toml) override the built-in ones")
	return cmd
}

// runDiff loads both sides, diffs them and prints the review.
func runDiff(s streams, opts diffOptions) error {
	switch opts.format {
	case "text", "markdown", "json":
	default:
		return usageError{fmt.Errorf("--format %q: want text, markdown or json", opts.format)}
	}
	old, err := loadSide(opts.old)
	if err != nil {
		return err
	}
	new, err := loadSide(opts.new)
	if err != nil {
		return err
	}
	msgs, err := generator.LoadMessages(defaults, os.DirFS(opts.dir))
	if err != nil {
		return err
	}
	if !msgs.Has(opts.lang) {
		return usageError{fmt.Errorf("--lang %q: no messages in that language (have %s)", opts.lang, strings.Join(msgs.Languages(), ", "))}
	}
	changes, err := policy.Diff(old, new)
	if err != nil {
		return err
	}
	review, err := generator.NewReview(old, new, changes, msgs, opts.lang)
	if err != nil {
		return err
	}
	var out []byte
	switch opts.format {
	case "markdown":
		out = review.Markdown()
	case "json":
		if out, err = review.JSON(); err != nil {
			return err
		}
	default:
		out = review.Text()
	}
	if _, err := s.out.Write(out); err != nil {
		return err
	}
	if len(changes) > 0 {
		return exitError{exitFailure}
	}
	return nil
}

// loadSide reads one side of a diff: a file, or REV:PATH through git show.
func loadSide(arg string) (*policy.Policy, error) {
	data, err := os.ReadFile(arg)
	name := arg
	if err != nil {
		rev, path, isRev := strings.Cut(arg, ":")
		if !isRev || !errors.Is(err, os.ErrNotExist) || rev == "" || path == "" {
			return nil, err
		}
		data, err = gitShow(rev, path)
		if err != nil {
			return nil, err
		}
		name = filepath.ToSlash(arg)
	}
	p, err := policy.Parse(data, name)
	var ps policy.Problems
	if errors.As(err, &ps) {
		return nil, fmt.Errorf("%s is not a valid policy:\n%s", name, ps.Error())
	}
	return p, err
}

// gitShow reads a file at a revision. A path starting with "./" is relative to the current
// folder, as git show reads it; otherwise it is relative to the top of the repository.
func gitShow(rev, path string) ([]byte, error) {
	var stderr bytes.Buffer
	cmd := exec.Command("git", "show", rev+":"+path)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("git show %s:%s: %s", rev, path, msg)
	}
	return out, nil
}
