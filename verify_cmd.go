package main

import (
	"context"
	"errors"
	"fmt"
	"net/netip"
	"time"

	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/verify"
)

// verifyTimeout bounds the DNS lookups of one verify run.
const verifyTimeout = 20 * time.Second

type verifyOptions struct {
	dir, ip, userAgent string
	hasUserAgent       bool
}

func newVerifyCmd(s streams) *cobra.Command {
	var opts verifyOptions
	cmd := &cobra.Command{
		Use:   "verify [--dir SITE] --ip ADDRESS [--user-agent UA]",
		Short: "Tell whether a request is really the crawler's",
		Long: `Verify tells whether a request from ADDRESS (with the User-Agent UA, if given) comes from the
crawler of SITE/policy.toml (default: the current folder), by what the policy publishes: its
addresses in use today (network.addresses), else the reverse DNS name of ADDRESS, which must lie
under network.reverse_dns or match a pattern of network.host_names and resolve back to ADDRESS
(forward-confirmed reverse DNS, asked of the system's resolver); and the User-Agents of its
agents (a placeholder matches any text without spaces; {version} only the published version where
the policy says it does not change).

It prints the verdict ("genuine", "not genuine" or "cannot tell") and why, one reason a line,
each naming the key of policy.toml it rests on, and exits 0 when the request is genuine, 1 when
it is not, 2 on trouble (the policy does not load, publishes no way to verify an address, or the
DNS fails) and on a usage error.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.hasUserAgent = cmd.Flags().Changed("user-agent")
			return runVerify(cmd, s, opts)
		},
	}
	cmd.Flags().StringVar(&opts.dir, "dir", ".", "the site folder with policy.toml")
	cmd.Flags().StringVar(&opts.ip, "ip", "", "the address the request came from (IPv4 or IPv6)")
	cmd.Flags().StringVar(&opts.userAgent, "user-agent", "", "the request's User-Agent header")
	return cmd
}

func runVerify(cmd *cobra.Command, s streams, opts verifyOptions) error {
	if opts.ip == "" {
		return usageError{errors.New("--ip is required (the address the request came from)")}
	}
	ip, err := netip.ParseAddr(opts.ip)
	if err != nil || ip.Zone() != "" {
		return usageError{fmt.Errorf("--ip %q is not an IPv4 or IPv6 address (want e.g. 203.0.113.7 or 2001:db8::7)", opts.ip)}
	}
	p, err := loadSitePolicy(s.err, opts.dir, exitUsage)
	if err != nil {
		return err
	}
	// Today in the site's time zone, where the policy's dates are days.
	now := time.Now()
	if p.Site.TimeZone.Location != nil {
		now = now.In(p.Site.TimeZone.Location)
	}
	today := policy.Date{Time: time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)}
	ctx, cancel := context.WithTimeout(cmd.Context(), verifyTimeout)
	defer cancel()
	rep := verify.Check(ctx, p, verify.Request{IP: ip, UserAgent: opts.userAgent, HasUserAgent: opts.hasUserAgent}, s.resolver, today)
	if rep.KeyVerificationOnly {
		fmt.Fprintf(s.out, "%s: %s, for key verification only\n", ip, rep.Verdict)
	} else {
		fmt.Fprintf(s.out, "%s: %s\n", ip, rep.Verdict)
	}
	for _, r := range rep.Reasons {
		fmt.Fprintf(s.out, "- %s\n", r)
	}
	if rep.Verdict == verify.Genuine {
		return nil
	}
	return exitError{int(rep.Verdict)}
}
