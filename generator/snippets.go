package generator

import (
	"fmt"
	"runtime"
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
	// A token outside RFC 9309's syntax ("MJ12bot") is asked for as a parser reads a User-agent
	// line that names it ("MJ"), as polite and sitegen robots test look it up.
	readAs := map[string]string{}
	for _, a := range p.Agents {
		all = append(all, string(a.Token))
		if read := a.Token.RFC9309(); read != "" && read != string(a.Token) {
			readAs[string(a.Token)] = read
		}
		if m, _ := robots.ParseMatching(string(a.GroupMatching)); m != robots.MatchRFC9309 {
			matching[string(a.Token)] = m // proven as it reads robots.txt
		}
	}
	byKey := agentTokens(p)
	snippets := make([]robots.Snippet, len(p.Snippets))
	keys := make([]string, len(p.Snippets))  // each proof's key in the map returned
	where := make([]string, len(p.Snippets)) // each problem's key path
	for i, s := range p.Snippets {
		tokens := make([]string, len(s.Agents))
		for j, id := range s.Agents {
			tokens[j] = byKey[id]
		}
		snippets[i] = robots.Snippet{Name: s.ID, Tokens: tokens, Paths: s.Paths, Matching: matching, ReadAs: readAs}
		keys[i], where[i] = s.ID, "snippets."+s.ID
	}
	// The snippet offered beside each usage token (agents.X.usage_tokens; issue 11): a group
	// naming the token that disallows the whole site, proven to block the token and to leave every
	// agent's answers, the fetching agent's among them, as they were. Its proof is kept under the
	// token's JSON Pointer, which no snippet's key can be, and has no file of its own. A token
	// outside RFC 9309's syntax (warned of) and an agent that does not obey robots.txt (warned
	// of) get none.
	for _, a := range p.Agents {
		for i, ut := range a.UsageTokens {
			all = append(all, string(ut.Token))
			if a.RobotsTxt == policy.RobotsUseNotRead || ut.Token == "" || ut.Token.RFC9309() != string(ut.Token) {
				continue
			}
			snippets = append(snippets, robots.Snippet{Name: "usage-token", Tokens: []string{string(ut.Token)}, Paths: []string{"/"}, Matching: matching})
			keys = append(keys, usageTokenProof(a.ID, i))
			where = append(where, fmt.Sprintf("agents.%s.usage_tokens[%d].token", a.ID, i))
		}
	}
	// A snippet whose paths use "*" or "$" where a crawler may read them literally does not reach
	// here: validation refuses it with the paths' other problems (policy's checker.snippets).
	var problems []string
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
				results[i].proof, results[i].err = robots.Prove(snippets[i], all)
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
		if r.err != nil {
			// Placed at the snippet's key, as validation places its problems.
			pr := p.ProblemAt(where[i], fmt.Sprintf("the snippet does not prove out: %v", r.err))
			pr.File = file
			problems = append(problems, pr.String())
			continue
		}
		proofs[keys[i]] = r.proof
	}
	return proofs, problems
}

// usageTokenProof is the key, in the proofs of a build, of the proof of the snippet offered
// beside usage token i of the agent with key id: the token's JSON Pointer, which no snippet's
// key can be (a snippet's key names the file robots/<key>.txt).
func usageTokenProof(id string, i int) string { return pointer("agents", id, "usage_tokens", i) }

// ProveSnippets proves every snippet of p with the RFC 9309 matcher, as a build does, and returns
// a problem for each that does not prove out, worded and placed as the build reports it
// ("FILE:LINE:COL: snippets.NAME: the snippet does not prove out: …"), file naming the policy.
// sitegen validate runs it, so that it refuses whatever build would.
func ProveSnippets(p *policy.Policy, file string) []string {
	_, problems := proveSnippets(p, file)
	return problems
}
