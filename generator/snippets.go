package generator

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/sitegen-dev/sitegen/policy"
	"github.com/sitegen-dev/sitegen/robots"
)

// agentTokens maps each agent's key to its product token.
func agentTokens(p *policy.Policy) map[string]string {
	m := make(map[string]string, len(p.Agents))
	for _, a := range p.Agents {
		m[a.ID] = string(a.Token)
	}
	return m
}

// proveSnippets builds and proves every snippet of the policy with the RFC 9309 matcher. The
// proofs are independent (package robots keeps no state) and the larger part of a large policy's
// build, so they run side by side, one worker per processor; proofs and problems come out in the
// policy's order all the same.
func proveSnippets(p *policy.Policy, file string) (map[string]robots.Proof, []string) {
	var all []string
	matching := map[string]robots.Matching{}
	for _, a := range p.Agents {
		all = append(all, string(a.Token))
		if m, _ := robots.ParseMatching(string(a.GroupMatching)); m != robots.MatchRFC9309 {
			matching[string(a.Token)] = m // proven as it reads robots.txt
		}
	}
	byKey := agentTokens(p)
	snippets := make([]robots.Snippet, len(p.Snippets))
	for i, s := range p.Snippets {
		tokens := make([]string, len(s.Agents))
		for j, id := range s.Agents {
			tokens[j] = byKey[id]
		}
		snippets[i] = robots.Snippet{Name: s.ID, Tokens: tokens, Paths: s.Paths, Matching: matching}
	}
	// A snippet whose paths use "*" or "$" is proven as RFC 9309 reads them; a crawler whose
	// robots.txt handling is stated without them (robots_txt.wildcards) may read the path
	// literally, so the
	// proof would not read the file as that crawler does: refused, not offered as tested.
	var problems []string
	skip := map[int]bool{}
	for i, s := range p.Snippets {
		var special []string
		for _, path := range s.Paths {
			if strings.ContainsAny(path, "*$") {
				special = append(special, strconv.Quote(path))
			}
		}
		if len(special) == 0 {
			continue
		}
		var literal []string
		for _, id := range s.Agents {
			if e, err := p.Effective(id, "", ""); err == nil && e.RobotsTxt.Read && e.RobotsTxt.Check != "" && !e.RobotsTxt.Wildcards {
				literal = append(literal, byKey[id])
			}
		}
		if len(literal) > 0 {
			pr := p.ProblemAt("snippets."+s.ID, fmt.Sprintf("the paths %s use the special characters \"*\" or \"$\", but robots_txt.wildcards does not state that they are evaluated for %s: the proof would not read the file as the crawler does (want robots_txt.wildcards = true, or paths without \"*\" and \"$\")", strings.Join(special, ", "), strings.Join(literal, ", ")))
			pr.File = file
			problems = append(problems, pr.String())
			skip[i] = true
		}
	}
	type result struct {
		proof robots.Proof
		err   error
	}
	results := make([]result, len(snippets))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(snippets)) {
		wg.Go(func() {
			for i := range next {
				if !skip[i] {
					results[i].proof, results[i].err = robots.Prove(snippets[i], all)
				}
			}
		})
	}
	for i := range snippets {
		next <- i
	}
	close(next)
	wg.Wait()

	proofs := map[string]robots.Proof{}
	for i, r := range results {
		id := snippets[i].Name
		if skip[i] {
			continue
		}
		if r.err != nil {
			// Placed at the snippet's key, as validation places its problems.
			pr := p.ProblemAt("snippets."+id, fmt.Sprintf("the snippet does not prove out: %v", r.err))
			pr.File = file
			problems = append(problems, pr.String())
			continue
		}
		proofs[id] = r.proof
	}
	return proofs, problems
}

// ProveSnippets proves every snippet of p with the RFC 9309 matcher, as a build does, and returns
// a problem for each that does not prove out, worded and placed as the build reports it
// ("FILE:LINE:COL: snippets.NAME: the snippet does not prove out: …"), file naming the policy.
// sitegen validate runs it, so that it refuses whatever build would.
func ProveSnippets(p *policy.Policy, file string) []string {
	_, problems := proveSnippets(p, file)
	return problems
}
