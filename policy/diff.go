package policy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Class says what a change means for webmasters, so that a reviewer knows whom to ask.
type Class string

// The classes of change. A change that is not provably more polite is looser: it needs sign-off.
const (
	// ClassStricter makes the crawler more polite: slower, less, later, or easier to stop (a
	// snippet that blocks more).
	ClassStricter Class = "stricter"
	// ClassLooser makes it less polite, or is not provably more polite (a window moved, a snippet
	// that blocks less, a policy that is or is no longer an example).
	ClassLooser Class = "looser"
	// ClassIdentity changes how the crawler is recognised (User-Agent, token, IP addresses,
	// reverse DNS, the address of the policy and its ips.json): allowlists and blocks may stop
	// working.
	ClassIdentity Class = "identity"
	// ClassContact changes how to reach the operator or what a site can ask for.
	ClassContact Class = "contact"
	// ClassWording changes only how the policy is worded (labels, titles, snippets' labels).
	ClassWording Class = "wording"
	// ClassNeutral changes what the page states about the crawler's behaviour, but not what is
	// in force in a way that makes it more or less polite: an agent's robots.txt handling that
	// repeats the general one, a limit of each request, a rate, a number at a time or a quota
	// moved from the general limits into every agent's own, the HTTP versions it speaks, a statement added that commits it to nothing more
	// than before, the page's statement that the crawling software reads this file
	// (site.crawler_reads_policy) added or removed.
	ClassNeutral Class = "neutral"
)

// ChangeKind says whether a value was changed, added or removed.
type ChangeKind string

// The kinds of change.
const (
	Changed ChangeKind = "changed"
	Added   ChangeKind = "added"
	Removed ChangeKind = "removed"
)

// Change is one difference between two policies: the JSON Pointer of the value (in the policy.json
// of the new policy, or of the old one for a removal), the old and new values as policy.toml writes
// them ("2s", "500KiB", "mon-fri"; empty for an addition or a removal), what kind of change it is,
// its class, and the rule that classified it (Field: "min_interval", "quota_max", …; the review
// states the change in words by it).
type Change struct {
	Pointer  string
	Old, New string
	Kind     ChangeKind
	Class    Class
	Field    string
	// Unit is "duration" or "size" when Old and New are a Duration or a Size as policy.toml
	// writes them, "number" when they are any other number (a count, a factor), "" otherwise: a
	// string that looks like a number (a version "0.3", an address) is not one.
	Unit string
	// LessPolite states that a looser change is known to make the crawler less polite (a shorter
	// interval, a higher cap), rather than not provably more polite (a window moved).
	LessPolite bool
	// DataUse states that a stricter or looser change is about what the operator does with the
	// data it collects (a retention period, how long data is kept after an opt-out, a promise
	// such as no-ai-training), not how the crawler fetches: its own group under Class, with a
	// heading of its own in sitegen diff and on the page of changes.
	DataUse bool
	// OldPointer is, for a change (Changed) of an item of a list that replaced another, that
	// stands at another index than before (a list reordered), or that was split or merged, where
	// the item (or the first of the items merged) stood in the old policy's policy.json; empty
	// where it stood at Pointer.
	OldPointer string
	// Replaces states that the item at Pointer replaced the one at OldPointer (an address in
	// place of another of the same family): one item of a list of one kind gave way to another.
	Replaces bool
	// Parts lists, for an item of a list split into several that together do what it did (a
	// schedule rule for Saturday and Sunday into one for each day, a kind of fetch into two),
	// the pointers of the several in the new policy (Pointer is the first); for several merged
	// into one (Merged), their pointers in the old policy (OldPointer is the first). Nil for
	// any other change.
	Parts  []string
	Merged bool
	// Unpublished states that the value is one the old or the new policy does not publish
	// (Policy.Unpublished): Old and New are then empty, and the change is classified as any
	// other, so that a reviewer learns that the number changed and which way, not what it is.
	Unpublished bool
	// CaseOnly states that a text changed (ClassWording, Changed) only in the letter case of
	// some of its letters ("Reprend …" to "reprend …"; strings.EqualFold, Unicode simple case
	// folding): its words are the same, so the review says that only the wording changes even of
	// a text that states something (German review 31, F14; English review 31). A change of case
	// in anything else (a product token, a User-Agent) is no wording and keeps its class.
	CaseOnly bool
	// SpacingOnly states that a text changed (ClassWording, Changed) only in its spacing: the
	// same words and characters once every run of white space (Unicode White_Space: U+0020,
	// U+00A0 NO-BREAK SPACE, U+202F NARROW NO-BREAK SPACE, U+2009 THIN SPACE…) is read as one
	// space and the ends are trimmed. The review says so, as the two quotations look alike
	// (French review 36, F1: « p. ex. » with a no-break space read as a new wording that "may
	// change the meaning").
	SpacingOnly bool
}

// Diff lists every change from old to new, in the order of new's policy.json (removals where the
// value stood in old). Named items (agents, targets, jobs, windows, occasions, snippets) and keyed
// lists (IP addresses by prefix, quotas by what they count, reactions by their events, …) are
// matched by their key, so adding one item reports one addition, not a shifted list. The date of
// last change is not a change of its own; see Unchanged date.
func Diff(old, new *Policy) ([]Change, error) {
	a, err := NewSnapshot(old)
	if err != nil {
		return nil, err
	}
	b, err := NewSnapshot(new)
	if err != nil {
		return nil, err
	}
	return DiffSnapshots(a, b), nil
}

// Snapshot is a policy with its FullJSON and the tree Diff walks, made once, so that a sequence
// of versions (the page of changes) encodes and decodes each version once, not once per
// neighbour. It is read only after NewSnapshot.
type Snapshot struct {
	Policy *Policy
	// JSON is Policy.FullJSON().
	JSON []byte
	tree node
}

// NewSnapshot encodes p (FullJSON) and decodes the tree Diff walks.
func NewSnapshot(p *Policy) (*Snapshot, error) {
	b, err := p.FullJSON()
	if err != nil {
		return nil, err
	}
	return SnapshotOfFull(p, b)
}

// SnapshotOfFull is NewSnapshot of p from full, the bytes p.FullJSON returned (which the snapshot
// keeps as its JSON), so that a caller that has encoded the policy does not encode it again.
func SnapshotOfFull(p *Policy, full []byte) (*Snapshot, error) {
	t, err := treeOf(full)
	if err != nil {
		return nil, err
	}
	return &Snapshot{Policy: p, JSON: full, tree: t}, nil
}

// SnapshotOfJSON is the snapshot of the policy whose FullJSON is data, as NewSnapshot made it:
// a policy that a version cache (the page of changes' committed versions, generator.VersionCache)
// kept as FullJSON. The policy is decoded as encoding/json reads it, unknown members refused, and
// not validated again: data must be FullJSON of a policy that Parse loaded, by this build of
// sitegen. The policy read equals the one encoded except for what FullJSON leaves out (Exports,
// the warnings, the positions of keys in the file); TestSnapshotOfJSON holds it to NewSnapshot.
// The error is encoding/json's, or the tree's.
func SnapshotOfJSON(data []byte) (*Snapshot, error) {
	var p Policy
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, errors.New("data after the policy")
	}
	t, err := treeOf(data)
	if err != nil {
		return nil, err
	}
	return &Snapshot{Policy: &p, JSON: data, tree: t}, nil
}

// DiffSnapshots is Diff of the snapshots' policies.
func DiffSnapshots(old, new *Snapshot) []Change {
	ot, nt := basisLinks(old.tree, new.tree)
	d := differ{newRoot: nt, oldRoot: ot, oldPolicy: old.Policy, newPolicy: new.Policy}
	d.walk("", ot, nt)
	d.foldJobReferences()
	d.changes = d.formPromiseSwap(d.changes)
	d.changes = requestWithinUnit(d.changes)
	coveredSnippetPaths(d.changes, old.Policy, new.Policy)
	approximateRefetch(d.changes, old.Policy, new.Policy)
	caseOnlyWording(d.changes)
	spacingOnlyWording(d.changes)
	return disclosedQuotas(d.changes)
}

// formPromiseSwap folds "no-forms" removed from a list of promises and "no-form-submission" added
// to it (or the reverse) into one change of that promise: the crawler that filled in no form now
// promises only that it submits none (looser, less polite), or promises more (stricter), not a
// promise lost (less polite) and another made (trial 28, F-10). Other changes as they are.
func (d *differ) formPromiseSwap(changes []Change) []Change {
	value := func(root node, ptr string) Promise {
		n, _ := nodeAt(root, ptr)
		s, _ := n.scalar.(string)
		return Promise(s)
	}
	list := func(ptr string) string { return ptr[:strings.LastIndexByte(ptr, '/')+1] }
	var drop []int
	for i, c := range changes {
		if c.Field != "promise" || c.Kind != Added {
			continue
		}
		added := value(d.newRoot, c.Pointer)
		if added != PromiseNoForms && added != PromiseNoFormSubmission {
			continue
		}
		for j, r := range changes {
			if r.Field != "promise" || r.Kind != Removed || list(r.Pointer) != list(c.Pointer) {
				continue
			}
			if removed := value(d.oldRoot, r.Pointer); removed == added || (removed != PromiseNoForms && removed != PromiseNoFormSubmission) {
				continue
			}
			changes[i].Kind, changes[i].Old, changes[i].New = Changed, string(value(d.oldRoot, r.Pointer)), string(added)
			if r.Pointer != c.Pointer {
				changes[i].OldPointer = r.Pointer
			}
			changes[i].Class, changes[i].LessPolite = ClassStricter, false
			if added == PromiseNoFormSubmission {
				changes[i].Class, changes[i].LessPolite = ClassLooser, true
			}
			drop = append(drop, j)
			break
		}
	}
	if len(drop) == 0 {
		return changes
	}
	out := changes[:0:0]
	for i, c := range changes {
		if !slices.Contains(drop, i) {
			out = append(out, c)
		}
	}
	return out
}

// caseOnlyWording marks CaseOnly each change of wording (ClassWording, Changed) whose old and new
// texts differ in letter case alone.
func caseOnlyWording(changes []Change) {
	for i, c := range changes {
		if c.Class == ClassWording && c.Kind == Changed && c.Old != c.New && strings.EqualFold(c.Old, c.New) {
			changes[i].CaseOnly = true
		}
	}
}

// spacingOnlyWording marks SpacingOnly each change of wording (ClassWording, Changed) whose old
// and new texts differ in their white space alone (Change.SpacingOnly).
func spacingOnlyWording(changes []Change) {
	for i, c := range changes {
		if c.Class == ClassWording && c.Kind == Changed && c.Old != c.New && spacesFolded(c.Old) == spacesFolded(c.New) {
			changes[i].SpacingOnly = true
		}
	}
}

// spacesFolded is s with every run of white space (unicode.IsSpace, as strings.Fields splits)
// as one U+0020 and none at either end.
func spacesFolded(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// approximateRefetch names a change of a job's refetch_interval that is approximate on the side
// that states it (the new one, or the old one where it is removed) "job_refetch_interval_about":
// the usual time before a resource is fetched again, not the minimum (new-user trial 25, F-02).
func approximateRefetch(changes []Change, old, new *Policy) {
	for i, c := range changes {
		if c.Field != "job_refetch_interval" {
			continue
		}
		p := new
		if c.Kind == Removed {
			p = old
		}
		id := UnescapeToken(strings.TrimSuffix(strings.TrimPrefix(c.Pointer, "/jobs/"), "/refetch_interval"))
		if j, ok := p.Jobs.Get(id); ok && j.RefetchApproximate {
			changes[i].Field = "job_refetch_interval_about"
		}
	}
}

// coveredSnippetPaths makes neutral a path added to a snippet that one of its paths before
// already covered, and a path removed that one of its paths after covers: the snippet blocks no
// more, or no less, for it ("/" narrowed to "/jobs/" blocks less, never more: new-user trial 23,
// F17, where the added "/jobs/" was "the snippet will block more than before"). A path covers
// another that starts with it, where it has no "*" or "$" (RFC 9309 §2.2.3: a plain path matches
// by prefix).
func coveredSnippetPaths(changes []Change, old, new *Policy) {
	covered := func(p *Policy, id, path string) bool {
		for _, sn := range p.Snippets {
			if sn.ID != id {
				continue
			}
			for _, q := range sn.Paths {
				if q != "" && !strings.ContainsAny(q, "*$") && q != path && strings.HasPrefix(path, q) {
					return true
				}
			}
		}
		return false
	}
	for i, c := range changes {
		if c.Field != "snippet_path" || c.Kind == Changed {
			continue
		}
		rest, ok := strings.CutPrefix(c.Pointer, "/snippets/")
		if !ok {
			continue
		}
		id, _, _ := strings.Cut(rest, "/")
		id = UnescapeToken(id)
		if c.Kind == Added && covered(old, id, c.New) || c.Kind == Removed && covered(new, id, c.Old) {
			changes[i].Class, changes[i].LessPolite = ClassNeutral, false
		}
	}
}

// disclosedQuotas folds the figure of a quota that is published again, or no longer, into the
// change of its unpublished flag: the quota was in force before and after, and its figure, hidden
// on one side, may have been lower or higher, so a maximum or minimum that appears or disappears
// with the flag is neither a new limit nor one lifted (review 5, en 28). The flag's change is
// neutral; the review states the figure now published with it.
func disclosedQuotas(changes []Change) []Change {
	flags := map[string]ChangeKind{}
	for i, c := range changes {
		if c.Field == "quota_unpublished" && c.Kind != Changed {
			flags[strings.TrimSuffix(c.Pointer, "/unpublished")] = c.Kind
			changes[i].Class, changes[i].LessPolite, changes[i].DataUse = ClassNeutral, false, false
		}
	}
	if len(flags) == 0 {
		return changes
	}
	return slices.DeleteFunc(changes, func(c Change) bool {
		base, last := c.Pointer, ""
		if i := strings.LastIndexByte(base, '/'); i >= 0 {
			base, last = base[:i], base[i+1:]
		}
		flag, ok := flags[base]
		// Unpublished removed: the figure added is the one now published; added: the figure
		// removed is the one now withheld.
		return ok && (last == "max" || last == "min") && ((flag == Removed && c.Kind == Added) || (flag == Added && c.Kind == Removed))
	})
}

// DateUnchanged reports whether the policy changed but its date of last change did not: a finding
// of its own, since the pages and ips.json would carry an old date for new values.
func DateUnchanged(old, new *Policy, changes []Change) bool {
	for _, c := range changes {
		if c.Pointer != "/site/last_changed" {
			return old.Site.LastChanged.Equal(new.Site.LastChanged.Time)
		}
	}
	return false
}

// treeOf decodes a policy's FullJSON with the order of objects kept.
func treeOf(b []byte) (node, error) { return parseTree(b) }

// node is a JSON value that keeps the order of an object's members.
type node struct {
	keys   []string // for an object
	fields map[string]node
	items  []node // for an array
	scalar any    // string, json.Number, bool, or nil
	kind   byte   // 'o' object, 'a' array, 's' scalar
}

func decodeNode(dec *json.Decoder) (node, error) {
	tok, err := dec.Token()
	if err != nil {
		return node{}, err
	}
	switch tok {
	case json.Delim('{'):
		n := node{kind: 'o', fields: map[string]node{}}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return node{}, err
			}
			v, err := decodeNode(dec)
			if err != nil {
				return node{}, err
			}
			n.keys = append(n.keys, k.(string))
			n.fields[k.(string)] = v
		}
		_, err := dec.Token()
		return n, err
	case json.Delim('['):
		n := node{kind: 'a'}
		for dec.More() {
			v, err := decodeNode(dec)
			if err != nil {
				return node{}, err
			}
			n.items = append(n.items, v)
		}
		_, err := dec.Token()
		return n, err
	}
	return node{kind: 's', scalar: tok}, nil
}

// empty returns a node of n's kind with nothing in it, so that a list or a named collection that
// appears or disappears as a whole is reported item by item, each classified by its own rule.
func empty(n node) node {
	switch n.kind {
	case 'a':
		return node{kind: 'a'}
	case 'o':
		if !namedCollection(n) {
			return node{kind: 'x'}
		}
		return node{kind: 'o', fields: map[string]node{}}
	}
	return node{kind: 'x'}
}

// emptyAt is empty, except for an object whose rule says it is one item (rule.item), whose
// members all being objects (a legal basis with its name alone) makes it no collection.
func emptyAt(ptr string, n node) node {
	if ruleFor(ptr).item {
		return node{kind: 'x'}
	}
	return empty(n)
}

// namedCollection reports whether an object holds named items (agents, jobs, windows, …): objects
// whose members are all objects.
func namedCollection(n node) bool {
	for _, k := range n.keys {
		if n.fields[k].kind != 'o' {
			return false
		}
	}
	return len(n.keys) > 0
}

type differ struct {
	oldRoot, newRoot     node
	oldPolicy, newPolicy *Policy
	changes              []Change
	// oldPointer is where a replaced item stood in the old policy, for the change add records.
	oldPointer string
	replaces   bool
	// moves are the items being walked that stand at another index than in the old policy,
	// outermost first (walkMoved): oldPtr translates a pointer by them.
	moves []move
	// jobGroups are the jobs split or merged (walkJobs): old names, new names.
	jobGroups [][2][]string
	// requestLimits is requestLimitsUnchanged, once known (once).
	requestLimits int8
	// counted is countedUnchanged, once known, as requestLimits.
	counted int8
}

// once is f's answer, computed the first time and kept in state (0 not yet, 1 true, 2 false).
func once(state *int8, f func() bool) bool {
	if *state == 0 {
		*state = 2
		if f() {
			*state = 1
		}
	}
	return *state == 1
}

func (d *differ) add(ptr string, kind ChangeKind, old, new *node) {
	if kind == Removed {
		ptr = d.oldPtr(ptr) // where it stood
	}
	r := ruleFor(ptr)
	if r.name == fallbackRule.name {
		if anc, ok := classifiedAncestor(ptr); ok {
			// A member no rule names (a schedule rule's occasions, a reaction's events, a
			// quota's unit): the item it belongs to changed, stated as a whole, never as "a value
			// of the policy" (review 5, mechanism 2). Reported once for all its members.
			if slices.ContainsFunc(d.changes, func(c Change) bool { return c.Pointer == anc }) {
				return
			}
			o, okOld := nodeAt(d.oldRoot, d.oldPtr(anc))
			n, okNew := nodeAt(d.newRoot, anc)
			if okOld && okNew {
				d.add(anc, Changed, &o, &n)
				return
			}
		}
	}
	c := Change{Pointer: ptr, Kind: kind, Field: r.name, OldPointer: d.oldPointer, Replaces: d.replaces}
	if kind == Changed && sameUnit(r, *old, *new) {
		// "source" and "system" count the same unit (Scope): the page's name for it changes.
		c.Class = ClassWording
		c.Old, c.New = d.summary(ptr, r, *old), d.summary(ptr, r, *new)
		d.changes = append(d.changes, c)
		return
	}
	if r.dir != fixedClass && kind == Changed && d.labelText(ptr) {
		// One language's text of a label, its values the same: only the wording changes, never
		// "less polite" (issue 12, mech12 3).
		c.Class = ClassWording
		c.Old, c.New = d.summary(ptr, r, *old), d.summary(ptr, r, *new)
		d.changes = append(d.changes, c)
		return
	}
	if kind == Changed && c.OldPointer == "" && d.oldPtr(ptr) != ptr {
		c.OldPointer = d.oldPtr(ptr) // an item that moved in its list
	}
	switch r.unit {
	case seconds:
		c.Unit = "duration"
	case byteSize:
		c.Unit = "size"
	default:
		if isNumber(old) || isNumber(new) {
			c.Unit = "number"
		}
	}
	if old != nil {
		c.Old = d.summary(ptr, r, *old)
	}
	if new != nil {
		c.New = d.summary(ptr, r, *new)
	}
	if d.unpublished(ptr) {
		c.Old, c.New, c.Unpublished = "", "", true
	}
	// A value that falls back to another where it is not set (a target's limit to the global
	// one, an agent's robots.txt check to the policy's) is classified by what is in force before
	// and after, not by its own appearance or disappearance.
	ck, co, cn, cr := kind, old, new, r
	if perRequestLimits[limitsField(ptr)] && once(&d.requestLimits, d.requestLimitsUnchanged) {
		// A limit of each request moved between the general limits and the agents' own (or
		// repeated where it holds already): the same is in force for every agent.
		c.Class = ClassNeutral
		d.changes = append(d.changes, c)
		return
	}
	if countedLimits[limitsField(ptr)] && once(&d.counted, d.countedUnchanged) {
		// A rate, a number at a time or a quota moved between the general limits and every
		// agent's own (or repeated where it holds already): the same is counted for every
		// agent on every category of site.
		c.Class = ClassNeutral
		d.changes = append(d.changes, c)
		return
	}
	if cls, less, ok := d.redirectsFollowedOrNot(ptr, kind); ok {
		c.Class, c.LessPolite = cls, less
		d.changes = append(d.changes, c)
		return
	}
	if eo, en, er, ok := d.inForce(ptr, kind); ok {
		ck, co, cn, cr = Changed, &eo, &en, er
		if equalNodes(eo, en) {
			// Nothing in force changes (an agent's robots.txt handling that repeats the
			// general one): the page states it, the crawler does the same.
			c.Class = ClassNeutral
			d.changes = append(d.changes, c)
			return
		}
	}
	if d.crawlDelayStatedAlike(ptr, kind) {
		// "honoured" and "honoured-if-longer" beside a min_interval: the page states both
		// alike and the crawler acts alike, so nothing changed (review 30: en F1).
		return
	}
	if d.agentCrawlDelayStated(ptr, kind, old, new) {
		// "not-applied" written out or left out for an agent that honours no Crawl-delay on
		// either side: the page says so or not, the crawler does the same (English review 45,
		// F1, F2).
		c.Class = ClassNeutral
		d.changes = append(d.changes, c)
		return
	}
	if d.crawlDelayFloor(ptr, kind, old, new) {
		c.Class = ClassNeutral
		d.changes = append(d.changes, c)
		return
	}
	if cls, ok := d.qualifierOfLimit(ptr, r, kind); ok {
		c.Class = cls
		d.changes = append(d.changes, c)
		return
	}
	if r.name == "retention" && kind == Added {
		// A period stated where none was: the operator commits to it, but nothing was said
		// before, so it is not "less kept", and keeping data is not how politely it is fetched
		// (review 5, en 27).
		c.Class = ClassNeutral
		d.changes = append(d.changes, c)
		return
	}
	if cls, less, ok := d.onlyWindow(ptr, kind, old, new); ok {
		c.Class, c.LessPolite = cls, less
		d.changes = append(d.changes, c)
		return
	}
	if cls, less, ok := d.fetchScope(ptr, kind); ok {
		c.Class, c.LessPolite = cls, less
		d.changes = append(d.changes, c)
		return
	}
	if cls, less, ok := d.termsOfUse(ptr); ok {
		c.Class, c.LessPolite = cls, less
		d.changes = append(d.changes, c)
		return
	}
	if cls, less, ok := d.stopsRun(ptr); ok {
		c.Class, c.LessPolite = cls, less
		d.changes = append(d.changes, c)
		return
	}
	if cls, less, ok := d.pauseUntil(ptr); ok {
		c.Class, c.LessPolite = cls, less
		d.changes = append(d.changes, c)
		return
	}
	if d.datesSameLoad(ptr, old, new) {
		c.Class = ClassNeutral
		d.changes = append(d.changes, c)
		return
	}
	if cr.parts != nil {
		c.Class, c.LessPolite = classifyParts(cr.parts(old, new))
		if dataUse(c.Field, old, new) {
			// As below: the use of the data changes no request (the usage preferences followed).
			c.LessPolite = false
			c.DataUse = c.Class == ClassLooser || c.Class == ClassStricter
		}
		d.changes = append(d.changes, c)
		return
	}
	if fr, ok := d.fasterRequest(ptr, kind); ok {
		c.Field, cr = fr.name, fr
		if fr.unit == seconds {
			c.Unit = "duration"
		}
	}
	c.Class = cr.classify(ck, co, cn)
	if c.Class == ClassLooser && (cr.dir == higherPolite || cr.dir == lowerPolite) {
		if cmp, ok := cr.compare(ck, co, cn); ok && cmp != 0 {
			c.LessPolite = true
		}
	}
	if c.LessPolite && dataUse(c.Field, old, new) {
		// What the operator does with the data (how long it keeps it, whether it trains AI models
		// on it or sells it) changes no request a site receives: looser, so it needs sign-off, but
		// not "less polite" (new-user trial 13, finding 7).
		c.LessPolite = false
	}
	if r.dir == windowKind && kind == Changed && new != nil && new.scalar == "preferred" {
		// A quiet window turned preferred draws the crawler to the hours it kept away from; a
		// preferred one turned quiet moves its work into the rest of the day, which is not
		// provably more polite either.
		c.LessPolite = true
	}
	if r.dir == quietWindow && kind == Changed && !d.quiet(ptr) {
		// Only a quiet window that grows is more polite; a preferred window that moves is not.
		c.Class = ClassLooser
	}
	if r.dir == quietWindow && kind == Changed && d.quiet(ptr) && c.Class == ClassLooser &&
		co != nil && cn != nil && co.kind == 'a' && cn.kind == 'a' && covers(*co, *cn) {
		// A quiet window that only shrinks (its old days or spans cover the new ones) frees hours
		// it kept the crawler away from: less polite for certain, not only possibly (new-user
		// trial 12, finding 18).
		c.LessPolite = true
	}
	if r.name == "cadence" && kind == Changed && c.Class == ClassLooser && old != nil && new != nil &&
		old.kind == 'o' && new.kind == 'o' && onlyMoreOften(*old, *new) {
		// A rule rewritten to run in hours that hold the old ones and at least as often, on the
		// same days and occasions: less polite for certain (review15-de 8).
		c.LessPolite = true
	}
	if (r.name == "retries_delays" || r.name == "retry_delays") && kind == Changed && c.Class == ClassLooser &&
		co != nil && cn != nil && moreRetriesNoLater(*co, *cn) {
		// One more retry, each one before no later than it was: more requests to a site that
		// fails, for certain (new-user trial 23, F18: "may be less polite").
		c.LessPolite = true
	}
	if (r.name == "retries_delays" || r.name == "retry_delays") && kind == Changed && co != nil && cn != nil &&
		!equalNodes(*co, *cn) && moreRetriesNoLater(*cn, *co) {
		// One retry fewer, each one left no sooner: fewer requests to a site that fails.
		c.Class, c.LessPolite = ClassStricter, false
	}
	c.DataUse = (c.Class == ClassLooser || c.Class == ClassStricter) && dataUse(c.Field, old, new)
	d.changes = append(d.changes, c)
}

// moreRetriesNoLater reports whether the retry delays b hold at least as many as a, and at each
// of a's places a delay no longer than a's.
func moreRetriesNoLater(a, b node) bool {
	if a.kind != 'a' || b.kind != 'a' || len(b.items) < len(a.items) {
		return false
	}
	for i := range a.items {
		x, ok1 := durationSeconds(a.items[i])
		y, ok2 := durationSeconds(b.items[i])
		if !ok1 || !ok2 || y > x {
			return false
		}
	}
	return true
}

// limitQualified names, for each qualifier of a limit, the limits it qualifies: what the
// intervals (min_interval, and for interval_unit default_interval too) or the number at a time
// are counted in and per what.
var limitQualified = map[string][]string{
	"interval_key": {"min_interval"}, "interval_unit": {"min_interval", "default_interval"},
	"concurrency_key": {"concurrency"}, "concurrency_unit": {"concurrency"},
}

// qualifierOfLimit classifies a qualifier of a limit (interval_key, interval_unit,
// concurrency_key, concurrency_unit) that comes or goes with the limit itself: added where the
// limit was not set, it is part of the new limit and takes its class (a limit where there was
// none is more polite, whatever it is counted in or per); removed with the limit, it takes the
// removal's class, without a second "less polite" (the limit's own item says it). A qualifier
// that changes beside a limit in force on both sides is classified by its own rule (new-user
// trial 20, finding 2: adding a rate limit was published as "less polite" because its
// interval_unit and interval_key were classed as if they loosened one). A limit that falls back to
// another where it is not set (a target's to the general one) is left to inForce.
func (d *differ) qualifierOfLimit(ptr string, r rule, kind ChangeKind) (Class, bool) {
	limits, ok := limitQualified[r.name]
	if !ok || (kind != Added && kind != Removed) {
		return "", false
	}
	parent := ptr[:strings.LastIndexByte(ptr, '/')]
	if !strings.HasSuffix(parent, "/limits") {
		return "", false
	}
	// The side where the qualifier is set must hold a limit it qualifies, and the other side none:
	// a qualifier that changes what a limit in force on both sides counts keeps its own rule.
	var class Class
	for _, limit := range limits {
		limitPtr := parent + "/" + limit
		o, inOld := nodeAt(d.oldRoot, limitPtr)
		n, inNew := nodeAt(d.newRoot, limitPtr)
		if kind == Added && inOld || kind == Removed && inNew {
			return "", false
		}
		if _, _, _, fallback := d.inForce(limitPtr, kind); fallback {
			return "", false
		}
		switch {
		case class != "":
		case kind == Added && inNew:
			class = ruleFor(limitPtr).classify(Added, nil, &n)
		case kind == Removed && inOld:
			class = ruleFor(limitPtr).classify(Removed, &o, nil)
		}
	}
	return class, class != ""
}

// redirectsFollowedOrNot classifies a statement of the redirects followed (max_redirects,
// redirects_within, redirects_check_robots_txt) removed from a set of limits that now says
// redirects = "not-followed" (stricter: following none is stricter than any number followed, where
// a bound removed alone would leave the crawler unbounded), or added to one that said it (less
// polite: redirects are followed where none were; new-user trial 29, F-12). ok is false for
// any other change.
func (d *differ) redirectsFollowedOrNot(ptr string, kind ChangeKind) (cls Class, less, ok bool) {
	field := limitsField(ptr)
	if field != "max_redirects" && field != "redirects_within" && field != "redirects_check_robots_txt" {
		return "", false, false
	}
	notFollowed := func(root node) bool {
		n, ok := nodeAt(root, strings.TrimSuffix(ptr, field)+"redirects")
		return ok && n.kind == 's' && n.scalar == string(RedirectsNotFollowed)
	}
	switch {
	case kind == Removed && notFollowed(d.newRoot):
		return ClassStricter, false, true
	case kind == Added && notFollowed(d.oldRoot):
		return ClassLooser, true, true
	}
	return "", false, false
}

// crawlDelayStatedAlike reports whether ptr is the crawl_delay of a robots.txt handling (the
// general one, or an agent's robots_txt_handling), changed between values that the page states
// alike before and after (Policy.CrawlDelayStated, for the agent's handling in force): "honoured"
// and "honoured-if-longer" where a limits.min_interval holds for the agent and no crawl_delay_max
// caps the value. The crawler (package polite) never goes below that interval, so a Crawl-delay
// shorter than it changes nothing either way (new-user trial 27, F-16); the change is no change
// for a webmaster, and diff lists none, rather than a "Changed" entry that quotes the same
// sentence twice (review 30: en F1, de F2, fr F2, pl F2).
func (d *differ) crawlDelayStatedAlike(ptr string, kind ChangeKind) bool {
	if kind != Changed || d.oldPolicy == nil || d.newPolicy == nil {
		return false
	}
	t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	var agent string
	switch {
	case len(t) == 2 && t[0] == "robots_txt" && t[1] == "crawl_delay":
	case len(t) == 4 && t[0] == "agents" && t[2] == "robots_txt_handling" && t[3] == "crawl_delay":
		agent = UnescapeToken(t[1])
	default:
		return false
	}
	stated := func(p *Policy) (CrawlDelay, bool) {
		if agent == "" {
			return p.CrawlDelayStated(p.RobotsTxt, ""), true
		}
		if !p.Agents.Has(agent) {
			return "", false
		}
		e, err := p.Effective(agent, "", "")
		if err != nil {
			return "", false
		}
		return p.CrawlDelayStated(e.RobotsTxt.RobotsTxt, agent), true
	}
	o, okOld := stated(d.oldPolicy)
	n, okNew := stated(d.newPolicy)
	return okOld && okNew && o == n
}

// agentCrawlDelayStated reports whether a change at ptr adds or removes agents.X.crawl_delay =
// "not-applied" for an agent that a Crawl-delay does not space on the other side either
// (ReadsCrawlDelay): unset, it honours none, so only the page's wording changes.
func (d *differ) agentCrawlDelayStated(ptr string, kind ChangeKind, old, new *node) bool {
	t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	if kind == Changed || len(t) != 3 || t[0] != "agents" || t[2] != "crawl_delay" {
		return false
	}
	v, other := new, d.oldPolicy
	if kind == Removed {
		v, other = old, d.newPolicy
	}
	if v == nil || scalarOrEmpty(*v) != string(AppliedNo) || other == nil {
		return false
	}
	a, ok := other.Agents.Get(UnescapeToken(t[1]))
	return ok && !other.ReadsCrawlDelay(a)
}

// crawlDelayFloor reports whether ptr is a robots.txt handling's crawl_delay changed between
// "honoured" and "honoured-if-longer" where limits.min_interval holds before and after: the
// crawler (package polite) never goes below that interval, so a Crawl-delay shorter than it
// changed nothing either way. The change is neutral, neither more nor less polite (new-user trial
// 27, F-16); it is listed at all only where the page words the two differently (a
// crawl_delay_max: crawlDelayStatedAlike).
func (d *differ) crawlDelayFloor(ptr string, kind ChangeKind, old, new *node) bool {
	if kind != Changed || !strings.HasSuffix(ptr, "/crawl_delay") || !strings.Contains(ptr, "/robots_txt") {
		return false
	}
	modes := []any{string(CrawlDelayHonoured), string(CrawlDelayHonouredIfLonger)}
	if !slices.Contains(modes, scalarOrEmpty(*old)) || !slices.Contains(modes, scalarOrEmpty(*new)) {
		return false
	}
	_, before := nodeAt(d.oldRoot, "/limits/min_interval")
	_, after := nodeAt(d.newRoot, "/limits/min_interval")
	return before && after
}

// onlyMoreOften reports whether schedule rule b runs whenever rule a runs and at least as often:
// every value the same but its hours, which hold a's (or, unset, the whole day), and its
// interval (every, seconds in policy.json), no longer than a's.
func onlyMoreOften(a, b node) bool {
	for _, k := range append(slices.Clone(a.keys), b.keys...) {
		if k == "hours" || k == "every" {
			continue
		}
		if !equalNodes(a.fields[k], b.fields[k]) {
			return false
		}
	}
	ah, aok := a.fields["hours"]
	bh, bok := b.fields["hours"]
	if bok {
		as, _ := ah.scalar.(string)
		bs, _ := bh.scalar.(string)
		ar, errA := ParseTimeRange(as)
		br, errB := ParseTimeRange(bs)
		if !aok || errA != nil || errB != nil || !rangeCovers(br, ar) {
			return false
		}
	}
	ae, aok := a.fields["every"]
	be, bok := b.fields["every"]
	if aok != bok {
		return false
	}
	if aok {
		ad, okA := durationSeconds(ae)
		bd, okB := durationSeconds(be)
		if !okA || !okB || bd > ad {
			return false
		}
	}
	return true
}

// durationSeconds is a duration of policy.json (a number of seconds) or of policy.toml ("5m").
func durationSeconds(n node) (float64, bool) {
	switch v := n.scalar.(type) {
	case json.Number:
		f, err := v.Float64()
		return f, err == nil
	case string:
		d, err := ParseDuration(v)
		return d.Duration.Seconds(), err == nil
	}
	return 0, false
}

// dataUse reports whether a change of the field (a rule's name) with these values is about what the
// operator does with the data it collects, not how the crawler fetches: a retention period, how
// long data is kept after an opt-out, what the republished data contains, or a data-use promise
// ([Promise.DataUse]).
func dataUse(field string, old, new *node) bool {
	switch field {
	case "retention", "retention_keep_for", "retention_indefinitely", "retention_after_job", "retention_after", "removed_after_opt_out", "opt_out_removed_from", "removal_opt_outs", "opt_out_unchanged", "job_delete_after", "job_hide_when_gone", "usage_preferences", "usage_token", "usage_token_controls", "republishes_contents":
		return true
	case "promise":
		for _, n := range []*node{old, new} {
			if n == nil {
				continue
			}
			if s, ok := n.scalar.(string); !ok || n.kind != 's' || !Promise(s).DataUse() {
				return false
			}
		}
		return old != nil || new != nil
	}
	return false
}

// sameUnit reports whether old and new, values of a scope or key (rule r), name the same unit:
// a source system and a system (ScopeSource, ScopeSystem).
func sameUnit(r rule, old, new node) bool {
	if !strings.HasSuffix(r.name, "scope") && !strings.HasSuffix(r.name, "key") {
		return false
	}
	o, n := str(&old), str(&new)
	return o != n && slices.Contains([]string{"source", "system"}, o) && slices.Contains([]string{"source", "system"}, n)
}

// labelText reports whether ptr is one language's text of a label (a policy.Label: an object
// whose members are all languages of the site) on both sides.
func (d *differ) labelText(ptr string) bool {
	i := strings.LastIndex(ptr, "/")
	if i <= 0 {
		return false
	}
	isLabel := func(root node, p *Policy, at string) bool {
		n, ok := nodeAt(root, at)
		if !ok || n.kind != 'o' || len(n.keys) == 0 || p == nil {
			return false
		}
		for _, k := range n.keys {
			if !slices.Contains(p.Site.Languages, k) || n.fields[k].kind != 's' {
				return false
			}
		}
		return true
	}
	return isLabel(d.oldRoot, d.oldPolicy, d.oldPtr(ptr[:i])) && isLabel(d.newRoot, d.newPolicy, ptr[:i])
}

// rewritten reports whether two or more members of two objects differ, other than the texts that
// word them (a condition in each language) and the overnight flag, which follows the hours.
func rewritten(a, b node) bool {
	n, seen := 0, map[string]bool{}
	for _, k := range append(slices.Clone(a.keys), b.keys...) {
		if k == "condition" || k == "overnight" || seen[k] {
			continue
		}
		seen[k] = true
		av, okA := a.fields[k]
		bv, okB := b.fields[k]
		if okA != okB || (okA && !equalNodes(av, bv)) {
			n++
		}
	}
	return n >= 2
}

// namedRoots are the collections whose items are named ([agents.NAME], [jobs.NAME], …): an item
// itself is no item of a list to state a change of a member by.
var namedRoots = map[string]bool{"agents": true, "jobs": true, "targets": true, "windows": true, "occasions": true, "snippets": true}

// classifiedAncestor returns the nearest pointer above ptr that a rule names and that is an item
// of a list or a section's member (a schedule rule, a reaction, a quota): not a named item as a
// whole (an agent, a job), not a section, not the policy; false where there is none.
func classifiedAncestor(ptr string) (string, bool) {
	t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	for n := len(t) - 1; n >= 2; n-- {
		if n == 2 && namedRoots[t[0]] {
			break
		}
		anc := "/" + strings.Join(t[:n], "/")
		if ruleFor(anc).name != fallbackRule.name {
			return anc, true
		}
	}
	return "", false
}

// nodeAt is the node at ptr in root; false where there is none.
func nodeAt(root node, ptr string) (node, bool) {
	n := root
	for _, tok := range strings.Split(strings.TrimPrefix(ptr, "/"), "/") {
		switch n.kind {
		case 'o':
			v, ok := n.fields[UnescapeToken(tok)]
			if !ok {
				return node{}, false
			}
			n = v
		case 'a':
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(n.items) {
				return node{}, false
			}
			n = n.items[i]
		default:
			return node{}, false
		}
	}
	return n, true
}

// onlyWindow classifies a change of a window of kind "only", which bounds the hours of its jobs:
// one that appears is stricter where its jobs ran at any time before, and looser (it widens them)
// where they had only windows already; one that disappears frees its jobs (looser, less polite);
// hours or days that shrink are stricter, any other change looser (less polite where they only
// grow); a job added is stricter where it had no only window before, one removed is freed. A
// kind that becomes "only" is stricter from preferred (work drawn there is now held there) and
// looser from quiet (the hours kept free now hold a job), and a kind that stops being "only"
// frees its jobs. False for any change of another window.
func (d *differ) onlyWindow(ptr string, kind ChangeKind, old, new *node) (Class, bool, bool) {
	rest, ok := strings.CutPrefix(ptr, "/windows/")
	if !ok {
		return "", false, false
	}
	id, field, _ := strings.Cut(rest, "/")
	id = UnescapeToken(id)
	ow, okOld := d.oldPolicy.Windows.Get(id)
	nw, okNew := d.newPolicy.Windows.Get(id)
	wasOnly, isOnly := okOld && ow.Kind == WindowKindOnly, okNew && nw.Kind == WindowKindOnly
	if !wasOnly && !isOnly {
		return "", false, false
	}
	hadOnly := func(jobs []string) bool {
		return slices.ContainsFunc(jobs, func(j string) bool { return len(d.oldPolicy.OnlyWindows(j)) > 0 })
	}
	switch {
	case field == "" && kind == Added:
		if hadOnly(nw.Jobs) {
			return ClassLooser, true, true
		}
		return ClassStricter, false, true
	case field == "" && kind == Removed:
		return ClassLooser, true, true
	case field == "kind":
		switch {
		case isOnly && ow.Kind == WindowKindPreferred && !hadOnly(nw.Jobs):
			return ClassStricter, false, true
		case isOnly:
			return ClassLooser, true, true
		}
		return ClassLooser, true, true // its jobs run at any time again
	case !wasOnly || !isOnly:
		return "", false, false // the kind's own change says it
	case field == "hours" || field == "days":
		switch {
		case old == nil:
			return ClassStricter, false, true // days stated: fewer than every day
		case new == nil:
			return ClassLooser, true, true // days removed: every day
		case covers(*old, *new):
			return ClassStricter, false, true
		case covers(*new, *old):
			return ClassLooser, true, true
		}
		return ClassLooser, false, true
	case field == "jobs":
		for _, j := range ow.Jobs {
			if !slices.Contains(nw.Jobs, j) {
				return ClassLooser, true, true
			}
		}
		var added []string
		for _, j := range nw.Jobs {
			if !slices.Contains(ow.Jobs, j) {
				added = append(added, j)
			}
		}
		if hadOnly(added) {
			return ClassLooser, false, true
		}
		return ClassStricter, false, true
	}
	return "", false, false
}

// termsOfUse classifies a change of whether a category of site follows the sites' own terms of
// use (targets.X.terms_of_use): followed in addition to what else governs its fetches, they are
// one more rule the crawler keeps (stricter), no longer followed one fewer (looser, less polite).
// Where they take the place of robots.txt, or robots.txt theirs, in the same change
// (TermsReplaceRobots), the crawler keeps other rules, which may allow more or less: looser, not
// less polite for certain; robots.txt's own change is classed by its rule. False for any other
// change.
func (d *differ) termsOfUse(ptr string) (Class, bool, bool) {
	t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	if len(t) != 3 || t[0] != "targets" || t[2] != "terms_of_use" {
		return "", false, false
	}
	id := UnescapeToken(t[1])
	follows := func(p *Policy) bool {
		tg, ok := p.Targets.Get(id)
		return ok && tg.TermsOfUse
	}
	was, is := follows(d.oldPolicy), follows(d.newPolicy)
	switch {
	case was == is:
		return "", false, false
	case TermsReplaceRobots(d.oldPolicy, d.newPolicy, id) != 0:
		return ClassLooser, false, true
	case is:
		return ClassStricter, false, true
	}
	return ClassLooser, true, true
}

// TermsReplaceRobots reports whether, from old to new, the sites' own terms of use take the place
// of robots.txt for the category of site id (1: robots.txt no longer read, the terms of use now
// followed), robots.txt theirs (-1: the reverse), or neither (0).
func TermsReplaceRobots(old, new *Policy, id string) int {
	if old == nil || new == nil {
		return 0
	}
	o, ok1 := old.Targets.Get(id)
	n, ok2 := new.Targets.Get(id)
	if !ok1 || !ok2 {
		return 0
	}
	reads := func(t Target) bool { return t.RobotsTxt != RobotsUseNotRead }
	switch {
	case !o.TermsOfUse && n.TermsOfUse && reads(o) && !reads(n):
		return 1
	case o.TermsOfUse && !n.TermsOfUse && !reads(o) && reads(n):
		return -1
	}
	return 0
}

// stopsRun classifies a change of a reaction's pause, its escalation, Retry-After or scope where
// the reaction starts or stops ending the run (stops_run) instead: ending the run holds every
// further request of it, which no pause of a part of it does, so what the stop replaces is
// stricter, and what replaces a stop is looser (less polite). False for any other change.
func (d *differ) stopsRun(ptr string) (Class, bool, bool) {
	i := strings.Index(ptr, "/reactions/")
	if i < 0 {
		return "", false, false
	}
	root, rest := ptr[:i], ptr[i+len("/reactions/"):]
	idx, field, _ := strings.Cut(rest, "/")
	field, _, _ = strings.Cut(field, "/")
	switch field {
	case "pause", "min_pause", "pause_unpublished", "pause_until", "escalation", "retry_after", "scope":
	default:
		return "", false, false
	}
	stops := func(p *Policy, at string) bool {
		r, ok := p.ReactionAt(at)
		return ok && r.StopsRun
	}
	at := root + "/reactions/" + idx
	switch was, is := stops(d.oldPolicy, d.oldPtr(at)), stops(d.newPolicy, at); {
	case is && !was:
		return ClassStricter, false, true
	case was && !is:
		return ClassLooser, true, true
	}
	return "", false, false
}

// pauseUntil classifies a change of a reaction's pause where the reaction starts or stops pausing
// until a window of kind "only" opens (pause_until = "window-opens"; new-user trial 31, F-02), or
// until the next run ("next-run": looser either way, not provably less polite). A
// longer pause is more polite, and such a pause starts within a window and lasts at least until
// its span ends and the next begins (shortestClosed). The pause of a length it replaces (pause
// or min_pause, or the cap of its escalation) is stricter where it is no longer than that; looser
// but not provably less polite otherwise, and where the pause had no published length or a
// Retry-After could set it. A pause of a length that replaces it is looser, and less polite where
// it is shorter than that; a window can stay closed longer than any length (a weekend, its
// except_days). False for any other change, and where a stop of the run is involved (stopsRun
// classifies those).
func (d *differ) pauseUntil(ptr string) (Class, bool, bool) {
	i := strings.Index(ptr, "/reactions/")
	if i < 0 {
		return "", false, false
	}
	root, rest := ptr[:i], ptr[i+len("/reactions/"):]
	idx, field, _ := strings.Cut(rest, "/")
	field, _, _ = strings.Cut(field, "/")
	switch field {
	case "pause", "min_pause", "pause_unpublished", "pause_until", "escalation":
	default:
		return "", false, false
	}
	at := root + "/reactions/" + idx
	o, okOld := d.oldPolicy.ReactionAt(d.oldPtr(at))
	n, okNew := d.newPolicy.ReactionAt(at)
	if !okOld || !okNew || o.StopsRun || n.StopsRun {
		return "", false, false
	}
	job := ""
	if strings.HasPrefix(root, "/jobs/") {
		job = UnescapeToken(root[len("/jobs/"):])
	}
	closed := func(p *Policy, r Reaction) time.Duration {
		if jobs := p.ReactionJobs(r, job); len(jobs) > 0 {
			return shortestClosed(p.OnlyWindows(jobs[0]))
		}
		return 0
	}
	// length is the longest pause of a length the reaction can start, zero where that is not
	// published or a Retry-After sets it.
	length := func(r Reaction) time.Duration {
		if r.PauseUnpublished || r.RetryAfter {
			return 0
		}
		l := max(r.Pause.Duration, r.MinPause.Duration)
		if r.Escalation != nil {
			l = max(l, r.Escalation.Max.Duration)
		}
		return l
	}
	if o.PauseUntil != n.PauseUntil && (o.PauseUntil == PauseUntilNextRun || n.PauseUntil == PauseUntilNextRun) {
		// Until the next run (new-user trial 32, F-08): the rest of a run has no length the policy
		// bounds from below (the event may come in a run's last minute, and a cadence may start
		// the next run minutes later), so neither a pause of a length nor one until a window
		// opens is provably shorter or longer than it, either way: looser, not provably less
		// polite, by the rule above with a shortest hold of zero.
		return ClassLooser, false, true
	}
	switch was, is := o.PauseUntil != "", n.PauseUntil != ""; {
	case is && !was:
		if l := length(o); l > 0 && l <= closed(d.newPolicy, n) {
			return ClassStricter, false, true
		}
		return ClassLooser, false, true
	case was && !is:
		// the shortest pause of a length: without its escalation, and its least
		l := max(n.Pause.Duration, n.MinPause.Duration)
		less := !n.PauseUnpublished && !n.RetryAfter && l > 0 && l < closed(d.oldPolicy, o)
		return ClassLooser, less, true
	}
	return "", false, false
}

// shortestClosed is the shortest time, in a week of the windows' days and hours, between the end
// of one of their spans and the next start of any of them, less an hour, which a change of
// daylight saving time can take from a night; except_days only lengthen it. Zero where the
// windows never close or there are none.
func shortestClosed(ws []Window) time.Duration {
	const week = 7 * 1440
	open := make([]bool, week)
	any := false
	for m := range week {
		day, tod := time.Weekday(m/1440), TimeOfDay(m%1440)
		for _, w := range ws {
			if w.Covers(day, tod) {
				open[m], any = true, true
				break
			}
		}
	}
	if !any {
		return 0
	}
	shortest := week
	for start := range week {
		// a closed run starts where the minute before it is open
		if open[start] || !open[(start+week-1)%week] {
			continue
		}
		n := 0
		for !open[(start+n)%week] {
			n++
		}
		shortest = min(shortest, n)
	}
	if shortest == week {
		return 0 // never closed
	}
	return max(time.Duration(shortest)*time.Minute-time.Hour, 0)
}

// fetchScope classifies the first kind of fetch stated for an agent, or the last one removed:
// agents.X.fetches limits what the agent fetches to what it was told, so a list that appears is a
// limit where there was none (stricter), and one that disappears frees the agent (looser, less
// polite); a kind added to a list already there widens it, as the fetch_scope rule says (native
// review 5, de 13). False for any other change.
func (d *differ) fetchScope(ptr string, kind ChangeKind) (Class, bool, bool) {
	tokens := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	if len(tokens) != 4 || tokens[0] != "agents" || tokens[2] != "fetches" || kind == Changed {
		return "", false, false
	}
	count := func(p *Policy) int {
		if p == nil {
			return 0
		}
		for _, a := range p.Agents {
			if a.ID == UnescapeToken(tokens[1]) {
				return len(a.Fetches)
			}
		}
		return 0
	}
	switch {
	case kind == Added && count(d.oldPolicy) == 0 && count(d.newPolicy) > 0:
		return ClassStricter, false, true
	case kind == Removed && count(d.newPolicy) == 0 && count(d.oldPolicy) > 0:
		return ClassLooser, true, true
	}
	return "", false, false
}

// ReactionAt returns the reaction at ptr or at a pointer inside it ("/errors/reactions/2/scope",
// "/jobs/X/reactions/0"); false where there is none.
func (p *Policy) ReactionAt(ptr string) (Reaction, bool) {
	i := strings.Index(ptr, "/reactions/")
	if p == nil || i < 0 {
		return Reaction{}, false
	}
	root := ptr[:i]
	idx, _, _ := strings.Cut(ptr[i+len("/reactions/"):], "/")
	n, err := strconv.Atoi(idx)
	if err != nil {
		return Reaction{}, false
	}
	var rs []Reaction
	switch {
	case root == "/errors":
		rs = p.Errors.Reactions
	case strings.HasPrefix(root, "/jobs/") && !strings.Contains(root[len("/jobs/"):], "/"):
		j, _ := p.Jobs.Get(UnescapeToken(root[len("/jobs/"):]))
		rs = j.Reactions
	}
	if n < 0 || n >= len(rs) {
		return Reaction{}, false
	}
	return rs[n], true
}

// unpublished reports whether the old or the new policy marks the value at ptr, or a value
// inside it, unpublished.
func (d *differ) unpublished(ptr string) bool {
	for _, p := range []*Policy{d.oldPolicy, d.newPolicy} {
		for _, u := range p.Unpublished {
			if u == ptr || strings.HasPrefix(u, ptr+"/") {
				return true
			}
		}
	}
	return false
}

// fasterRule and fasterIntervalRule classify a request for a faster rate (contact.requests with
// kind "faster"): unlike the other requests, which only make the crawler more polite, it lets a
// site have the crawler come more often, so one that appears is looser, and its fastest rate is
// compared as an interval (a longer one is stricter).
var (
	fasterRule         = rule{name: "faster_request", pattern: "/contact/requests/*", dir: lowerPolite}
	fasterIntervalRule = rule{name: "faster_request_min_interval", pattern: "/contact/requests/*/min_interval", dir: higherPolite, unit: seconds}
)

// fasterRequest returns the rule for a change of a request for a faster rate, or its fastest
// rate; false for anything else. A request added or changed is at its index in the new policy,
// one removed as a whole at its index in the old.
func (d *differ) fasterRequest(ptr string, kind ChangeKind) (rule, bool) {
	rest, ok := strings.CutPrefix(ptr, "/contact/requests/")
	if !ok {
		return rule{}, false
	}
	idx, field, _ := strings.Cut(rest, "/")
	p := d.newPolicy
	if kind == Removed && field == "" {
		p = d.oldPolicy
	}
	i, err := strconv.Atoi(idx)
	if err != nil || p == nil || i < 0 || i >= len(p.Contact.Requests) || p.Contact.Requests[i].Kind != RequestKindFaster {
		return rule{}, false
	}
	switch field {
	case "":
		return fasterRule, true
	case "min_interval":
		return fasterIntervalRule, true
	}
	return rule{}, false
}

// inForce returns, for a value added or removed where another applies in its absence (a field of
// a target's or a job's limits, an agent's robots.txt check), the values in force before and after, by
// Policy.Effective, and the rule to compare them by. It reports false where there is no such
// fallback, where the item is new or gone as a whole, where nothing was in force on one side, or
// where what is in force did not change (the value's own addition or removal classifies it then).
func (d *differ) inForce(ptr string, kind ChangeKind) (old, new node, r rule, ok bool) {
	if kind == Changed {
		return node{}, node{}, rule{}, false
	}
	t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	switch {
	case len(t) == 4 && (t[0] == "targets" || t[0] == "jobs") && t[2] == "limits" && t[3] != "quotas":
		// A target's limit replaces the general one for its sites; a job's own interval replaces,
		// for its requests, the one of its sites (new-user trial 21, finding 1): a job's 2s added
		// under a general 5s makes its requests come sooner.
		id, field := UnescapeToken(t[1]), t[3]
		get := func(p *Policy) (node, bool) {
			var e Effective
			var err error
			switch {
			case t[0] == "targets" && p.Targets.Has(id):
				e, err = p.Effective("", id, "")
			case t[0] == "jobs" && p.Jobs.Has(id):
				e, err = p.Effective("", "", id)
			default:
				return node{}, false
			}
			if err != nil {
				return node{}, false
			}
			n, err := jsonNode(e.Limits)
			if err != nil {
				return node{}, false
			}
			v, ok := n.fields[field]
			return v, ok
		}
		o, ok1 := get(d.oldPolicy)
		n, ok2 := get(d.newPolicy)
		return o, n, ruleFor("/limits/" + field), ok1 && ok2 && !equalNodes(o, n)
	case len(t) == 3 && t[0] == "agents" && t[2] == "robots_txt_check":
		agent := UnescapeToken(t[1])
		get := func(p *Policy) (node, bool) {
			e, err := p.Effective(agent, "", "")
			if err != nil {
				return node{}, false
			}
			return node{kind: 's', scalar: string(e.RobotsTxt.Check)}, e.RobotsTxt.Check != ""
		}
		o, ok1 := get(d.oldPolicy)
		n, ok2 := get(d.newPolicy)
		return o, n, ruleFor("/robots_txt/check"), ok1 && ok2 && !equalNodes(o, n)
	case len(t) == 4 && t[0] == "agents" && t[2] == "robots_txt_handling":
		// A field of an agent's robots.txt handling replaces the general one: compared with what
		// is in force without it, by the rule of the general field. Equal values are returned
		// too (ok): the change is then neutral.
		agent, field := UnescapeToken(t[1]), t[3]
		get := func(p *Policy) (node, bool) {
			if !p.Agents.Has(agent) {
				return node{}, false
			}
			e, err := p.Effective(agent, "", "")
			if err != nil {
				return node{}, false
			}
			n, err := jsonNode(e.RobotsTxt.RobotsTxt)
			if err != nil {
				return node{}, false
			}
			v, ok := n.fields[field]
			if !ok {
				v = node{kind: 's'}
			}
			return v, true
		}
		o, ok1 := get(d.oldPolicy)
		n, ok2 := get(d.newPolicy)
		return o, n, ruleFor("/robots_txt/" + field), ok1 && ok2
	}
	return node{}, node{}, rule{}, false
}

// jsonNode is v's JSON as a node.
func jsonNode(v any) (node, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return node{}, err
	}
	return treeOf(b)
}

// isNumber reports whether n is a JSON number.
func isNumber(n *node) bool {
	if n == nil || n.kind != 's' {
		return false
	}
	_, ok := n.scalar.(json.Number)
	return ok
}

// summary displays a value; an added or removed item shows its key (an agent's name, an
// address's prefix, a quota's unit, period and key), not all of its members.
func (d *differ) summary(ptr string, r rule, n node) string {
	if n.kind == 'a' && len(n.items) > 0 && !allScalars(n) {
		// A list stated as a whole (re-visits, intervals, budgets): each item as below.
		parts := make([]string, len(n.items))
		for i, it := range n.items {
			parts[i] = d.summary(ptr+"/"+strconv.Itoa(i), r, it)
		}
		return strings.Join(parts, "; ")
	}
	if n.kind != 'o' {
		return display(r, n)
	}
	if nm, ok := n.fields["name"]; ok && r.item && nm.kind == 'o' && len(nm.keys) > 0 {
		// An item named in every language (a legal basis): its name in the first, and its URL.
		out := display(r, nm.fields[nm.keys[0]])
		if u, ok := n.fields["url"]; ok && u.kind == 's' {
			out += " (" + display(r, u) + ")"
		}
		return out
	}
	tokens := strings.Split(ptr, "/")
	if _, err := strconv.Atoi(tokens[len(tokens)-1]); err != nil && len(tokens) == 3 && r.parts == nil {
		return tokens[len(tokens)-1] // a named item ([agents.NAME]): its name
	}
	// An item of a list: its scalar members as policy.toml writes them, "max=5000 period=24h".
	var parts []string
	for _, k := range n.keys {
		v := n.fields[k]
		if v.kind == 's' || (v.kind == 'a' && allScalars(v)) {
			parts = append(parts, k+"="+display(ruleFor(ptr+"/"+k), v))
		}
	}
	if len(parts) == 0 && len(n.keys) > 0 && !namedCollection(n) {
		return display(r, n)
	}
	return strings.Join(parts, " ")
}

// quiet reports whether the window a pointer lies in is quiet in both policies.
func (d *differ) quiet(ptr string) bool {
	tokens := strings.Split(ptr, "/")
	if len(tokens) < 3 {
		return false
	}
	for _, root := range []node{d.oldRoot, d.newRoot} {
		w := root.fields["windows"].fields[tokens[2]]
		if w.fields["kind"].scalar != "quiet" {
			return false
		}
	}
	return true
}

func (d *differ) walk(ptr string, a, b node) {
	r := ruleFor(ptr)
	if r.name == "robots_txt_handling" {
		// An agent's robots.txt handling that appears or disappears: each of its fields, compared
		// with the general one it replaces or gives back.
		if a.kind == 'x' {
			a = node{kind: 'o', fields: map[string]node{}}
		}
		if b.kind == 'x' {
			b = node{kind: 'o', fields: map[string]node{}}
		}
	}
	if r.name == fallbackRule.name && (a.kind == 'x') != (b.kind == 'x') && (a.kind == 'o' || b.kind == 'o') {
		// A section with no rule of its own that appears or disappears as a whole ([network] with
		// its first addresses, [legal]): each of its members, classified by its own rule.
		if a.kind == 'x' {
			a = node{kind: 'o', fields: map[string]node{}}
		}
		if b.kind == 'x' {
			b = node{kind: 'o', fields: map[string]node{}}
		}
	}
	if r.parts != nil {
		// A behaviour stated as a whole (a list of re-visits, the intervals): an empty list is
		// the statement's absence.
		if a.kind == 'a' && len(a.items) == 0 {
			a = node{kind: 'x'}
		}
		if b.kind == 'a' && len(b.items) == 0 {
			b = node{kind: 'x'}
		}
		if a.kind == 'x' && b.kind == 'x' {
			return
		}
	}
	switch {
	case a.kind == 'x':
		d.add(ptr, Added, nil, &b)
	case b.kind == 'x':
		d.add(ptr, Removed, &a, nil)
	case r.name == "job_started_by" && a.kind != b.kind:
		d.walkStartedBy(ptr, a, b)
	case r.name == "person" && a.kind == 'o' && b.kind == 'o':
		// A person is one value, but the grammatical gender of their role nouns
		// (operator.people[].gender) only words it: a change of its own (person_gender, wording),
		// so that adding it is not "Changed: a person" where a language's text reads the same.
		oa, ob := withoutField(a, "gender"), withoutField(b, "gender")
		if !equalNodes(oa, ob) && !sameUnordered(lastTokens(ptr, 1), oa, ob) {
			d.add(ptr, Changed, &a, &b)
		}
		ga, okA := a.fields["gender"]
		gb, okB := b.fields["gender"]
		if !okA {
			ga = node{kind: 'x'}
		}
		if !okB {
			gb = node{kind: 'x'}
		}
		if okA || okB {
			d.walk(ptr+"/gender", ga, gb)
		}
	case r.whole || a.kind != b.kind || a.kind == 's':
		if !equalNodes(a, b) && !sameUnordered(lastTokens(ptr, 1), a, b) {
			d.add(ptr, Changed, &a, &b)
		}
	case r.name == "cadence" && a.kind == 'o' && rewritten(a, b):
		// A schedule rule of which two or more values changed is another rule: one change,
		// stated as the two rules, never its values one by one, which read as the same value
		// removed and added with opposite verdicts where it moved to another rule (review 5,
		// en 5).
		d.add(ptr, Changed, &a, &b)
	case a.kind == 'o' && ptr == "/jobs":
		d.walkJobs(a, b)
	case a.kind == 'o':
		for _, k := range b.keys {
			sub := ptr + "/" + EscapeToken(k)
			if av, ok := a.fields[k]; ok {
				d.walk(sub, av, b.fields[k])
			} else {
				d.walk(sub, emptyAt(sub, b.fields[k]), b.fields[k])
			}
		}
		for _, k := range a.keys {
			if _, ok := b.fields[k]; !ok {
				sub := ptr + "/" + EscapeToken(k)
				d.walk(sub, a.fields[k], emptyAt(sub, a.fields[k]))
			}
		}
	case a.kind == 'a':
		key := arrayKey(ptr, a, b)
		if key == nil && !allScalars(a) || key == nil && !allScalars(b) {
			d.walkByContent(ptr, a, b)
			return
		}
		if key == nil {
			// A list of scalars whose order matters (a retry schedule): matched by position.
			for i := range max(len(a.items), len(b.items)) {
				sub := ptr + "/" + strconv.Itoa(i)
				switch {
				case i >= len(a.items):
					d.add(sub, Added, nil, &b.items[i])
				case i >= len(b.items):
					d.add(sub, Removed, &a.items[i], nil)
				default:
					d.walk(sub, a.items[i], b.items[i])
				}
			}
			return
		}
		oldIndex := map[string]int{}
		for i, it := range a.items {
			oldIndex[key(it)] = i
		}
		newKeys := map[string]bool{}
		for _, it := range b.items {
			newKeys[key(it)] = true
		}
		// An item whose key changed (a quota counted over another period) is the same item when
		// the list pairs items by less than their key: the first unmatched old item of the same
		// kind (a quota of the same unit).
		pair := map[int]int{} // new index → old index
		if loose, ok := pairedLists[lastTokens(ptr, 1)]; ok {
			taken := map[int]bool{}
			for i, it := range b.items {
				if _, ok := oldIndex[key(it)]; ok {
					continue
				}
				for j, old := range a.items {
					if !taken[j] && !newKeys[key(old)] && sameFields(old, it, loose) {
						pair[i], taken[j] = j, true
						break
					}
				}
			}
		}
		paired := map[int]bool{}
		for _, j := range pair {
			paired[j] = true
		}
		var added, removed []int
		for i, it := range b.items {
			if _, ok := oldIndex[key(it)]; !ok {
				if _, ok := pair[i]; !ok {
					added = append(added, i)
				}
			}
		}
		for j, it := range a.items {
			if !newKeys[key(it)] && !paired[j] {
				removed = append(removed, j)
			}
		}
		// One item of a list of one kind (an effect of a disallow, an address of one family, a
		// host name pattern, a key) that gives way to another is one change, said as the one
		// replacing the other, not as an addition and a removal that read as two changes of
		// opposite sense (review 4, en 12, de 7).
		replaced := len(added) == 1 && len(removed) == 1 && replaceable(ptr, a.items[removed[0]], b.items[added[0]])
		var groups regroups
		if !replaced {
			groups = regroupItems(ptr, a.items, b.items, removed, added)
			// One pause left on each side, the same but for its events: the pause now follows
			// other events (more of them, fewer, or others), one change of its events, not a
			// pause removed and another added.
			restOld := slices.DeleteFunc(slices.Clone(removed), func(j int) bool { return groups.byOld[j] != nil })
			restNew := slices.DeleteFunc(slices.Clone(added), func(i int) bool { return groups.byNew[i] != nil })
			if len(restOld) == 1 && len(restNew) == 1 && lastTokens(ptr, 1) == "reactions" &&
				sameBut(ptr, a.items[restOld[0]], b.items[restNew[0]], "on") {
				pair[restNew[0]] = restOld[0]
				removed = slices.DeleteFunc(removed, func(j int) bool { return j == restOld[0] })
			}
		}
		for i, it := range b.items {
			sub := ptr + "/" + strconv.Itoa(i)
			if j, ok := oldIndex[key(it)]; ok {
				d.walkMoved(ptr, j, i, a.items[j], it)
			} else if j, ok := pair[i]; ok {
				d.walkMoved(ptr, j, i, a.items[j], it)
			} else if replaced {
				d.oldPointer = d.oldPtr(ptr + "/" + strconv.Itoa(removed[0]))
				d.replaces = true
				d.add(sub, Changed, &a.items[removed[0]], &b.items[i])
				d.oldPointer, d.replaces = "", false
			} else if g, ok := groups.byNew[i]; ok {
				if g.news[0] == i {
					d.addRegroup(ptr, a, b, g)
				}
			} else {
				d.add(sub, Added, nil, &b.items[i])
			}
		}
		for _, j := range removed {
			if !replaced && groups.byOld[j] == nil {
				d.add(ptr+"/"+strconv.Itoa(j), Removed, &a.items[j], nil)
			}
		}
	}
}

// walkStartedBy compares a job's started_by written as one job (a string) on one side and as
// several (an array) on the other, as sets (JobRefs): the jobs added or removed, each at its place
// in the array, where the one job is among the several; otherwise one change of the whole.
func (d *differ) walkStartedBy(ptr string, a, b node) {
	index := func(list node, one node) int {
		return slices.IndexFunc(list.items, func(n node) bool { return equalNodes(n, one) })
	}
	switch {
	case a.kind == 's' && b.kind == 'a' && index(b, a) >= 0:
		for i := range b.items {
			if !equalNodes(b.items[i], a) {
				d.add(ptr+"/"+strconv.Itoa(i), Added, nil, &b.items[i])
			}
		}
	case a.kind == 'a' && b.kind == 's' && index(a, b) >= 0:
		for j := range a.items {
			if !equalNodes(a.items[j], b) {
				d.add(ptr+"/"+strconv.Itoa(j), Removed, &a.items[j], nil)
			}
		}
	default:
		d.add(ptr, Changed, &a, &b)
	}
}

// withoutField returns the object n without its member key.
func withoutField(n node, key string) node {
	if _, ok := n.fields[key]; !ok {
		return n
	}
	out := node{kind: n.kind, fields: make(map[string]node, len(n.fields))}
	for _, k := range n.keys {
		if k != key {
			out.keys = append(out.keys, k)
			out.fields[k] = n.fields[k]
		}
	}
	return out
}

// arrayKey returns how the items of the array at ptr are matched: by a key for keyed lists, by
// value for lists of scalars (a set), or nil for matching by position.
func arrayKey(ptr string, a, b node) func(node) string {
	if lastTokens(ptr, 1) == "people" {
		// A person by their name; one published by a mailbox alone (a data protection officer,
		// a press office: operator.people[].email) by their roles, so that the new address of
		// the DPO is one change, not one nameless person paired with another.
		return func(n node) string {
			if name, ok := n.fields["name"]; ok {
				return compact(name)
			}
			return "roles " + compact(n.fields["roles"])
		}
	}
	if k, ok := keyedLists[lastTokens(ptr, 1)]; ok {
		return func(n node) string {
			var parts []string
			for _, f := range k {
				parts = append(parts, compact(n.fields[f]))
			}
			return strings.Join(parts, "|")
		}
	}
	if allScalars(a) && allScalars(b) && !positional[lastTokens(ptr, 1)] {
		return compact
	}
	return nil
}

// replaceableLists are the lists whose items are of one kind, so that one item in place of
// another is a replacement: an effect of a disallow by another, a host name pattern, a legacy
// token, a signing key (a rotation), a variant's User-Agent, an address (of the same family), an
// event that starts a job (one change of what starts it, not a trigger added and another removed
// with opposite verdicts; review 8, pl 9).
var replaceableLists = map[string]bool{
	"on_disallow": true, "addresses": true, "host_names": true, "legacy_tokens": true,
	"signing_keys": true, "variants": true, "stable_parts": true, "people": true, "triggers": true,
}

// replaceable reports whether new, in the list at ptr, replaces old: a list of one kind of item,
// and for addresses, a prefix of the same family (an IPv6 range does not replace an IPv4 one).
func replaceable(ptr string, old, new node) bool {
	list := lastTokens(ptr, 1)
	if !replaceableLists[list] || strings.HasPrefix(ptr, "/unpublished") {
		return false
	}
	if list == "addresses" {
		o, _ := old.fields["prefix"].scalar.(string)
		n, _ := new.fields["prefix"].scalar.(string)
		return strings.Contains(o, ":") == strings.Contains(n, ":")
	}
	return true
}

// keyedLists are the lists of objects that are matched by one or more of their members.
var keyedLists = map[string][]string{
	"addresses":     {"prefix"},
	"host_names":    {"pattern"},
	"former":        {"user_agent", "token"},
	"registry":      {"scheme"},
	"people":        {"name"},
	"requests":      {"kind"},
	"legacy_tokens": {"token"},
	"usage_tokens":  {"token"},
	"signing_keys":  {"x"},
	"variants":      {"user_agent"},
	"quotas":        {"unit", "period", "per_run", "per_dates", "key", "jobs"},
	"caps":          {"unit", "period", "per_run", "per_dates", "key"},
	"reactions":     {"on"},
	"retention":     {"what"},
	"regions":       {"id"},
}

// pairedLists are the keyed lists whose items are also paired by fewer members, when their key
// changed: a quota whose period or key changes is one change, not a removal and an addition.
var pairedLists = map[string][]string{
	"quotas": {"unit"},
	"caps":   {"unit"},
	// A usage token renamed, controlling the same categories, is the same token under a new
	// name: a change of identity, not one token removed and another added (issue 11).
	"usage_tokens": {"controls"},
}

// sameFields reports whether two objects have the same values at the given members.
func sameFields(a, b node, members []string) bool {
	for _, f := range members {
		if compact(a.fields[f]) != compact(b.fields[f]) {
			return false
		}
	}
	return true
}

// positional are the lists of scalars whose order matters (a retry schedule), matched by position.
var positional = map[string]bool{"delays": true, "address": true}

func allScalars(n node) bool {
	for _, it := range n.items {
		if it.kind != 's' {
			return false
		}
	}
	return true
}

func lastTokens(ptr string, n int) string {
	parts := strings.Split(ptr, "/")
	if len(parts) < n {
		return ptr
	}
	return strings.Join(parts[len(parts)-n:], "/")
}

// equalNodes reports whether a and b are the same JSON value, object members in the same order:
// whether compact(a) == compact(b), found without writing either (TestEqualNodes holds it to
// that). A node of no kind is null, as compact writes it.
func equalNodes(a, b node) bool {
	ka, kb := a.kind, b.kind
	if ka == 0 {
		ka = 's'
	}
	if kb == 0 {
		kb = 's'
	}
	if ka != kb {
		return false
	}
	switch ka {
	case 'o':
		if len(a.keys) != len(b.keys) {
			return false
		}
		for i, k := range a.keys {
			if b.keys[i] != k || !equalNodes(a.fields[k], b.fields[k]) {
				return false
			}
		}
		return true
	case 'a':
		if len(a.items) != len(b.items) {
			return false
		}
		for i := range a.items {
			if !equalNodes(a.items[i], b.items[i]) {
				return false
			}
		}
		return true
	}
	switch x := a.scalar.(type) {
	case string:
		y, ok := b.scalar.(string)
		return ok && x == y
	case nil:
		return b.scalar == nil
	case json.Number:
		if y, ok := b.scalar.(json.Number); ok {
			return x == y
		}
	case bool:
		if y, ok := b.scalar.(bool); ok {
			return x == y
		}
	}
	switch b.scalar.(type) {
	case string, nil:
		return false
	}
	return fmt.Sprint(a.scalar) == fmt.Sprint(b.scalar)
}

// compact writes a node as compact JSON, for comparison and keys.
func compact(n node) string {
	switch n.kind {
	case 'o':
		var parts []string
		for _, k := range n.keys {
			parts = append(parts, strconv.Quote(k)+":"+compact(n.fields[k]))
		}
		return "{" + strings.Join(parts, ",") + "}"
	case 'a':
		parts := make([]string, len(n.items))
		for i, it := range n.items {
			parts[i] = compact(it)
		}
		return "[" + strings.Join(parts, ",") + "]"
	}
	switch v := n.scalar.(type) {
	case string:
		return strconv.Quote(v)
	case nil:
		return "null"
	}
	return fmt.Sprint(n.scalar)
}

// unit is how a value is written back in policy.toml terms.
type unit int

const (
	plainUnit unit = iota
	seconds        // a Duration, in seconds in policy.json
	byteSize       // a Size, in bytes in policy.json
)

// direction says which way a number, a boolean or an enumerated value is more polite.
type direction int

const (
	noDirection  direction = iota // any change is looser (not provably more polite)
	higherPolite                  // a larger number, true, a value later in order, or an addition
	lowerPolite                   // a smaller number, false, a value earlier in order, or a removal
	fixedClass                    // the rule's class, whatever the change
	quietWindow                   // a window: stricter when a quiet window only grows
	windowKind                    // a window's kind: looser either way, less polite towards preferred
)

// rule classifies the values at pointers that end in its pattern.
type rule struct {
	name    string
	pattern string // the last tokens of the pointer, "*" for any token
	class   Class  // for fixedClass
	dir     direction
	unit    unit
	order   []string // for enumerated values: from least to most polite
	whole   bool     // compare as one value (spans of the day, a window's days)
	// item marks an object that appears or disappears as one item, even where its members are
	// all objects, which would otherwise make it a collection of named items (empty).
	item bool
	// bound marks an upper limit (a size, a count at a time or per run): where none was in force,
	// the crawler was unbounded, so a limit added is lower than before and one removed higher.
	bound bool
	// parts classifies a behaviour stated as a whole (diff_behaviour.go): the sign of each of its
	// parts from old to new (nil for a side where it is not stated).
	parts func(old, new *node) []int
	// unset marks an enumeration whose order places "" (the value unset) among the others: a
	// value that appears or disappears is compared with it, not taken as an addition.
	unset bool
	// unsetAs is the value "" (unset) stands for in order, where the model gives a default: a
	// value set to its default is no change of behaviour.
	unsetAs string
}

// rules classify every value of the model. The longest matching pattern wins; a value no rule
// matches is looser.
var rules = []rule{
	// Identity: what allowlists, filters and robots.txt groups match on.
	{name: "token", pattern: "agents/*/token", dir: fixedClass, class: ClassIdentity},
	{name: "user_agent", pattern: "agents/*/user_agent", dir: fixedClass, class: ClassIdentity},
	{name: "version", pattern: "agents/*/version", dir: fixedClass, class: ClassIdentity},
	{name: "version_may_change", pattern: "agents/*/version_may_change", dir: fixedClass, class: ClassIdentity},
	{name: "stable_parts", pattern: "agents/*/stable_parts", dir: fixedClass, class: ClassIdentity},
	{name: "stable_part", pattern: "agents/*/stable_parts/*", dir: fixedClass, class: ClassIdentity},
	{name: "variant", pattern: "agents/*/variants", dir: fixedClass, class: ClassIdentity},
	{name: "variant", pattern: "agents/*/variants/*", dir: fixedClass, class: ClassIdentity},
	{name: "variant", pattern: "agents/*/variants/*/user_agent", dir: fixedClass, class: ClassIdentity},
	{name: "legacy_token", pattern: "agents/*/legacy_tokens", dir: fixedClass, class: ClassIdentity},
	{name: "legacy_token", pattern: "agents/*/legacy_tokens/*", dir: fixedClass, class: ClassIdentity},
	{name: "legacy_token", pattern: "agents/*/legacy_tokens/*/token", dir: fixedClass, class: ClassIdentity},
	{name: "user_agent_form", pattern: "agents/*/user_agent_form", dir: fixedClass, class: ClassIdentity},
	// The AIPREF category of an agent's purpose: what a site's preferences and blocks are about.
	{name: "aipref", pattern: "agents/*/aipref", dir: fixedClass, class: ClassIdentity},
	// Where the agent reads a site's AI usage preferences (trial 25, F-01): one more place read
	// is a stronger commitment on the use of what it fetches, one fewer a weaker one.
	{name: "usage_preferences", pattern: "agents/*/usage_preferences", whole: true, parts: morePartsPolite},
	// A token that controls a use of the pages fetched (issue 11): one more token, or one more
	// category it controls, gives sites one more way to refuse a use, so it is more polite, and
	// one fewer less; a token renamed is what robots.txt groups must name.
	{name: "usage_token", pattern: "agents/*/usage_tokens", dir: higherPolite},
	{name: "usage_token", pattern: "agents/*/usage_tokens/*", dir: higherPolite},
	{name: "usage_token", pattern: "agents/*/usage_tokens/*/token", dir: fixedClass, class: ClassIdentity},
	{name: "usage_token_controls", pattern: "agents/*/usage_tokens/*/controls", dir: higherPolite},
	{name: "usage_token_controls", pattern: "agents/*/usage_tokens/*/controls/*", dir: higherPolite},
	// A key a signature is checked against: what a site that verifies signatures matches on.
	{name: "signing_key", pattern: "agents/*/signing_keys", dir: fixedClass, class: ClassIdentity},
	{name: "signing_key", pattern: "agents/*/signing_keys/*", dir: fixedClass, class: ClassIdentity},
	{name: "signing_key", pattern: "agents/*/signing_keys/*/*", dir: fixedClass, class: ClassIdentity},
	// Where verifiers find the keys: a verifier that checks the header or fetched the directory
	// from the old origin needs the new one.
	{name: "signature_agent", pattern: "agents/*/signature_agent", dir: fixedClass, class: ClassIdentity},
	{name: "group_matching", pattern: "agents/*/group_matching", parts: groupMatchingParts},
	{name: "former", pattern: "agents/*/former", dir: fixedClass, class: ClassIdentity},
	{name: "former", pattern: "agents/*/former/*", dir: fixedClass, class: ClassIdentity},
	{name: "former_user_agent", pattern: "agents/*/former/*/user_agent", dir: fixedClass, class: ClassIdentity},
	{name: "former_token", pattern: "agents/*/former/*/token", dir: fixedClass, class: ClassIdentity},
	{name: "former_period", pattern: "agents/*/former/*/from", dir: fixedClass, class: ClassIdentity},
	{name: "former_period", pattern: "agents/*/former/*/until", dir: fixedClass, class: ClassIdentity},
	{name: "reaction_stops_run", pattern: "reactions/*/stops_run", dir: higherPolite},
	{name: "reaction_pause_until", pattern: "reactions/*/pause_until", dir: higherPolite},
	{name: "restrict_only", pattern: "legacy_tokens/*/restrict_only", dir: lowerPolite},
	{name: "agent", pattern: "/agents/*", dir: fixedClass, class: ClassIdentity},
	// Installations that others run with the crawler's software: where they fetch from and which
	// User-Agent they send is what allowlists and filters match; that they also obey the default
	// token's group lets a site reach them all.
	{name: "self_hosted_own_addresses", pattern: "/agents/*/self_hosted/own_addresses", dir: fixedClass, class: ClassIdentity},
	{name: "self_hosted_own_user_agent_job", pattern: "/agents/*/self_hosted/own_user_agent_jobs", dir: fixedClass, class: ClassIdentity},
	{name: "self_hosted_own_user_agent_job", pattern: "/agents/*/self_hosted/own_user_agent_jobs/*", dir: fixedClass, class: ClassIdentity},
	{name: "self_hosted_default_user_agent_job", pattern: "/agents/*/self_hosted/default_user_agent_jobs", dir: fixedClass, class: ClassIdentity},
	{name: "self_hosted_default_user_agent_job", pattern: "/agents/*/self_hosted/default_user_agent_jobs/*", dir: fixedClass, class: ClassIdentity},
	{name: "self_hosted_checks_default_token", pattern: "/agents/*/self_hosted/checks_default_token", dir: higherPolite},
	// A number published or withheld (the top-level list of unpublished values): what is in
	// force stays; the page states it or says that it exists. Not "unpublished", the name of
	// network.unpublished's statement about the IP addresses (review 4, en 1).
	{name: "withheld", pattern: "/unpublished", dir: fixedClass, class: ClassNeutral},
	{name: "withheld", pattern: "/unpublished/*", dir: fixedClass, class: ClassNeutral},
	{name: "address", pattern: "/network/addresses/*", dir: fixedClass, class: ClassIdentity},
	{name: "address", pattern: "/network/addresses/*/prefix", dir: fixedClass, class: ClassIdentity},
	{name: "address_agents", pattern: "/network/addresses/*/agents", dir: fixedClass, class: ClassIdentity},
	{name: "address_agent", pattern: "/network/addresses/*/agents/*", dir: fixedClass, class: ClassIdentity},
	{name: "addresses", pattern: "/network/addresses", dir: fixedClass, class: ClassIdentity},
	{name: "address_purpose", pattern: "/network/addresses/*/purpose", dir: fixedClass, class: ClassIdentity},
	{name: "address_from", pattern: "/network/addresses/*/from", dir: fixedClass, class: ClassIdentity},
	{name: "address_until", pattern: "/network/addresses/*/until", dir: fixedClass, class: ClassIdentity},
	{name: "reverse_dns", pattern: "/network/reverse_dns", dir: fixedClass, class: ClassIdentity},
	{name: "landing_page", pattern: "/network/landing_page", dir: fixedClass, class: ClassIdentity},
	{name: "host_names", pattern: "/network/host_names", dir: fixedClass, class: ClassIdentity},
	{name: "host_name", pattern: "/network/host_names/*", dir: fixedClass, class: ClassIdentity},
	{name: "host_name", pattern: "/network/host_names/*/pattern", dir: fixedClass, class: ClassIdentity},
	{name: "host_name_agents", pattern: "/network/host_names/*/agents", dir: fixedClass, class: ClassIdentity},
	{name: "host_name_agent", pattern: "/network/host_names/*/agents/*", dir: fixedClass, class: ClassIdentity},
	{name: "host_name_purpose", pattern: "/network/host_names/*/purpose", dir: fixedClass, class: ClassIdentity},
	{name: "host_name_example", pattern: "/network/host_names/*/example", dir: fixedClass, class: ClassIdentity},
	{name: "unpublished", pattern: "/network/unpublished", dir: fixedClass, class: ClassIdentity},
	{name: "country", pattern: "/network/country", dir: fixedClass, class: ClassIdentity},
	{name: "may_change", pattern: "/network/may_change", dir: fixedClass, class: ClassIdentity},
	{name: "change_reason", pattern: "/network/change_reason", dir: fixedClass, class: ClassIdentity},
	{name: "announced_before_use", pattern: "/network/announced_before_use", dir: fixedClass, class: ClassIdentity},
	{name: "announce_days", pattern: "/network/announce_days", dir: fixedClass, class: ClassIdentity},
	// Where requests come from, by region: what a site that keys its rules by region (a
	// firewall's geography) reads; no more and no fewer requests.
	{name: "address_region", pattern: "/network/addresses/*/region", dir: fixedClass, class: ClassIdentity},
	// A region names where addresses are; the addresses themselves are identity (an address's
	// region, added or removed with it). A region listed or renamed changes no address that an
	// allowlist holds: wording (review 6, pl 6).
	{name: "regions", pattern: "/network/regions", dir: fixedClass, class: ClassWording},
	{name: "region", pattern: "/network/regions/*", dir: fixedClass, class: ClassWording},
	{name: "region", pattern: "/network/regions/*/id", dir: fixedClass, class: ClassWording},
	{name: "comparison_user_agent", pattern: "comparison_request/user_agent", dir: fixedClass, class: ClassIdentity},

	// Contact: how to reach the operator and what to ask for.
	// A person named for the operator, with their roles: one value, said as the page states it.
	{name: "person", pattern: "/operator/people/*", dir: fixedClass, class: ClassContact, whole: true},
	// The grammatical gender of a person's role nouns: how the pages word the roles, nothing
	// about who is responsible nor how to reach them (German "Inhaberschaft" → "Inhaber").
	{name: "person_gender", pattern: "/operator/people/*/gender", dir: fixedClass, class: ClassWording},
	{name: "registry", pattern: "/operator/registry/*", dir: fixedClass, class: ClassContact},
	{name: "address_country", pattern: "/operator/country", dir: fixedClass, class: ClassContact},
	// The licence of the data republished: what others may do with it, not how the crawler
	// fetches nor how to reach the operator.
	{name: "republishes_license", pattern: "/operator/republishes_license", dir: fixedClass, class: ClassNeutral},
	// What the republished data consists of (trial 29, F-14), as the media types: fewer kinds
	// is stricter, stated where none was stricter, no longer stated looser; a kind added (the
	// pages' contents above all) is more of a site's data published, looser. A use of the data
	// (dataUse): no request changes, so never "less polite" for certain.
	{name: "republishes_contents", pattern: "/operator/republishes_contents", whole: true, parts: func(old, new *node) []int { return []int{fewer(set(old), set(new))} }},
	{name: "operator", pattern: "/operator/*", dir: fixedClass, class: ClassContact},
	{name: "operator", pattern: "/operator/*/*", dir: fixedClass, class: ClassContact},
	{name: "operator", pattern: "/operator/*/*/*", dir: fixedClass, class: ClassContact},
	{name: "contact", pattern: "/contact/*", dir: fixedClass, class: ClassContact},
	{name: "contact_email", pattern: "/contact/email", dir: fixedClass, class: ClassContact},
	{name: "contact_topic", pattern: "/contact/topics/*", dir: fixedClass, class: ClassContact},
	{name: "contact_detail", pattern: "/contact/include/*", dir: fixedClass, class: ClassContact},
	{name: "contact_agreement_scope", pattern: "/contact/agreement_scope", dir: fixedClass, class: ClassContact},
	{name: "contact_coordinates", pattern: "/contact/coordinates", dir: fixedClass, class: ClassContact},
	{name: "contact_confirms_by_reply", pattern: "/contact/confirms_by_reply", dir: fixedClass, class: ClassContact},
	{name: "contact_request_within", pattern: "/contact/requests/*/within_working_days", dir: fixedClass, class: ClassContact},
	{name: "contact_request_within_days", pattern: "/contact/requests/*/within_days", dir: fixedClass, class: ClassContact},
	{name: "contact_request_min_interval", pattern: "/contact/requests/*/min_interval", dir: fixedClass, class: ClassContact, unit: seconds},
	// What a blocklist holds and how long an entry stays (trial 29, F-09): the operator's answer
	// to a request, not how politely the crawler fetches.
	{name: "contact_request_covers", pattern: "/contact/requests/*/covers", dir: fixedClass, class: ClassContact},
	{name: "contact_request_covers", pattern: "/contact/requests/*/covers/*", dir: fixedClass, class: ClassContact},
	{name: "contact_request_permanent", pattern: "/contact/requests/*/permanent", dir: fixedClass, class: ClassContact},
	{name: "contact", pattern: "/contact/*/*", dir: fixedClass, class: ClassContact},
	{name: "contact_request", pattern: "/contact/requests/*", dir: fixedClass, class: ClassContact},
	{name: "contact_request", pattern: "/contact/requests/*/*", dir: fixedClass, class: ClassContact},
	{name: "contact_request", pattern: "/contact/requests/*/*/*", dir: fixedClass, class: ClassContact},
	{name: "response_working_days", pattern: "/contact/response_working_days", dir: fixedClass, class: ClassContact},
	{name: "contact_abuse_email", pattern: "/contact/abuse_email", dir: fixedClass, class: ClassContact},
	{name: "contact_optout_email", pattern: "/contact/optout_email", dir: fixedClass, class: ClassContact},
	{name: "contact_unpublished", pattern: "/contact/unpublished", dir: fixedClass, class: ClassContact},
	{name: "contact_unpublished", pattern: "/contact/unpublished/*", dir: fixedClass, class: ClassContact},
	{name: "contact_unpublished", pattern: "/contact/unpublished/*/*", dir: fixedClass, class: ClassContact},
	{name: "contact_form", pattern: "/contact/form", dir: fixedClass, class: ClassContact},
	{name: "contact_portal", pattern: "/contact/portal", dir: fixedClass, class: ClassContact},
	{name: "contact_portal", pattern: "/contact/portal/url", dir: fixedClass, class: ClassContact},
	{name: "contact_portal_kind", pattern: "/contact/portal/kind", dir: fixedClass, class: ClassContact},
	// The jobs a site can ask to keep to a time window (a request of kind "window").
	{name: "contact_request_job", pattern: "/contact/requests/*/jobs", dir: fixedClass, class: ClassContact},
	{name: "contact_request_job", pattern: "/contact/requests/*/jobs/*", dir: fixedClass, class: ClassContact},
	{name: "contact_request_via", pattern: "/contact/requests/*/via", dir: fixedClass, class: ClassContact},
	{name: "contact_request_via", pattern: "/contact/requests/*/via/*", dir: fixedClass, class: ClassContact},
	// Who may make a request (a label): not a request of its own (new-user trial 26, F-11).
	{name: "contact_request_who", pattern: "/contact/requests/*/who", dir: fixedClass, class: ClassContact},
	{name: "contact_request_who", pattern: "/contact/requests/*/who/*", dir: fixedClass, class: ClassContact},
	// What being on the allowlist changes (a label; English review 41, F1): the operator's
	// answer to a request, not how the crawler fetches.
	{name: "contact_request_effect", pattern: "/contact/requests/*/effect", dir: fixedClass, class: ClassContact},
	{name: "contact_request_effect", pattern: "/contact/requests/*/effect/*", dir: fixedClass, class: ClassContact},
	{name: "contact_form_purpose", pattern: "/contact/form_purpose", dir: fixedClass, class: ClassContact},
	{name: "contact_form_purpose", pattern: "/contact/form_purpose/*", dir: fixedClass, class: ClassContact},

	// Wording: labels, the title, the site's own settings, the snippets' names.
	{name: "label", pattern: "label/*", dir: fixedClass, class: ClassWording},
	// What the pages call an agent: words only; filters match its token and User-Agent.
	{name: "agent_name", pattern: "/agents/*/name", dir: fixedClass, class: ClassWording},
	{name: "agent_name", pattern: "/agents/*/name/*", dir: fixedClass, class: ClassWording},
	{name: "label", pattern: "purpose/*", dir: fixedClass, class: ClassWording},
	{name: "label", pattern: "used_for/*", dir: fixedClass, class: ClassWording},
	{name: "label", pattern: "what/*", dir: fixedClass, class: ClassWording},
	{name: "label", pattern: "condition/*", dir: fixedClass, class: ClassWording},
	// A text in every language that says when a job runs, when it does not, or what goes on during
	// a pause: one item of the list, said in the review's language. Whether a condition or a case
	// makes the crawler more polite is not provable; what continues during a pause is less.
	{name: "job_condition", pattern: "/jobs/*/conditions/*"},
	{name: "job_skipped_when", pattern: "/jobs/*/skipped_when/*"},
	{name: "continues_during_pause", pattern: "/errors/continues_during_pause/*", dir: lowerPolite},
	{name: "label", pattern: "conditions/*/*", dir: fixedClass, class: ClassWording},
	{name: "label", pattern: "skipped_when/*/*", dir: fixedClass, class: ClassWording},
	{name: "label", pattern: "continues_during_pause/*/*", dir: fixedClass, class: ClassWording},
	{name: "label", pattern: "exceptions/for/*/*", dir: fixedClass, class: ClassWording},
	{name: "placeholder_stands_for", pattern: "placeholders/*/stands_for/*", dir: fixedClass, class: ClassWording},
	{name: "label", pattern: "legal_form/*", dir: fixedClass, class: ClassContact},
	{name: "site", pattern: "/site/*", dir: fixedClass, class: ClassWording},
	// The page's claim that the crawling software reads this file: stated, not enforced, so
	// nothing in force moves; but the page gives or withdraws its assurance that it matches
	// what the crawler does, which is more than wording (German review 43, F2).
	{name: "site_crawler_reads_policy", pattern: "/site/crawler_reads_policy", dir: fixedClass, class: ClassNeutral},
	// The pages, and ips.json with them, move: verifiers that fetch ips.json, and the address
	// that User-Agents point to, need the new one.
	{name: "base_url", pattern: "/site/base_url", dir: fixedClass, class: ClassIdentity},
	// Whether the page binds the operator at all: either way a change needs sign-off.
	{name: "example", pattern: "/site/example"},
	// Every time of day in the policy is in this zone: moving it moves them all.
	{name: "time_zone", pattern: "/site/time_zone"},
	{name: "last_changed", pattern: "/site/last_changed", dir: fixedClass, class: ClassWording},
	{name: "site_title", pattern: "/site/title", dir: fixedClass, class: ClassWording},
	{name: "site_title", pattern: "/site/title/*", dir: fixedClass, class: ClassWording},
	// The languages in which the title is a plural: how sentences agree with it, nothing else.
	{name: "site_title_plural", pattern: "/site/title_plural", dir: fixedClass, class: ClassWording},
	{name: "site_title_plural", pattern: "/site/title_plural/*", dir: fixedClass, class: ClassWording},
	{name: "site", pattern: "/site/*/*", dir: fixedClass, class: ClassWording},
	{name: "schema", pattern: "/schema", dir: fixedClass, class: ClassWording},
	{name: "occasion", pattern: "/occasions/*", dir: fixedClass, class: ClassWording},
	// Whether an occasion is a day or an event: how a rule for it is worded ("on", "during").
	{name: "occasion_kind", pattern: "/occasions/*/kind", dir: fixedClass, class: ClassWording},
	// What a snippet blocks is what webmasters who copy it rely on: one that blocks more makes
	// the crawler easier to stop, one that blocks less (or is gone) needs sign-off.
	{name: "snippet", pattern: "/snippets/*", dir: higherPolite},
	{name: "snippet_agent", pattern: "/snippets/*/agents/*", dir: higherPolite},
	{name: "snippet_path", pattern: "/snippets/*/paths/*", dir: higherPolite},
	{name: "snippet_also_block", pattern: "/snippets/*/also_block/*", dir: fixedClass, class: ClassWording},
	{name: "open_source", pattern: "/operator/open_source", dir: fixedClass, class: ClassWording},

	// Rates and quotas.
	{name: "min_interval", pattern: "limits/min_interval", dir: higherPolite, unit: seconds},
	{name: "interval_key", pattern: "limits/interval_key", whole: true, parts: limitKeyParts},
	{name: "default_interval", pattern: "limits/default_interval", dir: higherPolite, unit: seconds},
	{name: "concurrency", pattern: "limits/concurrency", dir: lowerPolite, bound: true},
	{name: "concurrency_key", pattern: "limits/concurrency_key", whole: true, parts: limitKeyParts},
	// Counted in page loads, an interval or a cap lets the resources of each page through as
	// well: less polite than the same number of requests.
	// Unset is "requests": saying so changes nothing.
	{name: "interval_unit", pattern: "limits/interval_unit", whole: true, parts: loadUnitParts},
	{name: "concurrency_unit", pattern: "limits/concurrency_unit", whole: true, parts: loadUnitParts},
	{name: "shared_across_services", pattern: "limits/shared_across_services", dir: higherPolite},
	{name: "on_coordination_failure", pattern: "limits/on_coordination_failure"},
	{name: "counts", pattern: "limits/counts", dir: higherPolite},
	{name: "count", pattern: "limits/counts/*", dir: higherPolite},
	{name: "quota", pattern: "limits/quotas/*", dir: higherPolite},
	{name: "quota_max", pattern: "limits/quotas/*/max", dir: lowerPolite, bound: true},
	{name: "quota_min", pattern: "limits/quotas/*/min", dir: lowerPolite},
	{name: "quota_unpublished", pattern: "limits/quotas/*/unpublished"},
	{name: "quota_period", pattern: "limits/quotas/*/period", dir: higherPolite, unit: seconds},
	// The jobs whose requests a quota counts together (trial 30, F-07): a quota that counts more
	// requests is stricter, so more jobs, or none named (every request), is more polite; other
	// jobs in place of some not provably either.
	{name: "quota_jobs", pattern: "limits/quotas/*/jobs", whole: true, parts: func(old, new *node) []int {
		d := fewer(set(old), set(new))
		if d != incomparable {
			d = -d
		}
		return []int{d}
	}},
	{name: "cap_period", pattern: "caps/*/period", dir: higherPolite, unit: seconds},
	{name: "passes_min_interval", pattern: "limits/passes/min_interval", dir: higherPolite, unit: seconds},
	{name: "passes_max_requests", pattern: "limits/passes/max_requests", dir: lowerPolite, bound: true},
	{name: "passes", pattern: "limits/passes", dir: higherPolite},
	{name: "max_redirects", pattern: "limits/max_redirects", dir: lowerPolite, bound: true},
	{name: "redirects_check_robots_txt", pattern: "limits/redirects_check_robots_txt", dir: higherPolite},
	// No redirect followed is stricter than any number followed; stating it where nothing was
	// said is too.
	{name: "redirects", pattern: "limits/redirects", dir: higherPolite, order: []string{"", "not-followed"}, unset: true},
	// A redirect kept to fewer host names is stricter.
	{name: "redirects_within", pattern: "limits/redirects_within", dir: higherPolite, order: []string{"", "registrable-domain", "hostname"}, unset: true},
	{name: "connect_timeout", pattern: "limits/connect_timeout", unit: seconds},
	{name: "response_timeout", pattern: "limits/response_timeout", unit: seconds},
	// As the other timeouts, in no direction: a longer one holds a server's connection longer, a
	// shorter one may bring more retries.
	{name: "transfer_timeout", pattern: "limits/transfer_timeout", unit: seconds},
	// A page load's time in total, likewise (new-user trial 31, F-05).
	{name: "page_load_timeout", pattern: "limits/page_load_timeout", unit: seconds},
	{name: "max_body_size", pattern: "limits/max_body_size", dir: lowerPolite, bound: true, unit: byteSize},
	// A larger body truncated or abandoned: the site serves no more bytes either way, since
	// max_body_size bounds both (and its own change is classed by its rule). Stating, changing or
	// no longer stating which is neither more nor less polite (review 8: en 2, the 8 MB case).
	{name: "larger_bodies", pattern: "limits/larger_bodies", dir: fixedClass, class: ClassNeutral},
	{name: "conditional_requests", pattern: "limits/conditional_requests", dir: higherPolite},
	{name: "conditional_request", pattern: "limits/conditional_requests/*", dir: higherPolite},
	{name: "target", pattern: "/targets/*"},
	// A category of site reads robots.txt unless it says otherwise (targets.NAME.robots_txt).
	{name: "robots_txt_use", pattern: "/targets/*/robots_txt", dir: higherPolite, order: []string{"not-read", "read"}, unset: true, unsetAs: "read"},
	// Why it is not read commits the crawler to nothing more: wording, as for a job.
	{name: "target_not_read_because", pattern: "/targets/*/not_read_because", dir: fixedClass, class: ClassWording},
	// Classified by termsOfUse: more polite on their own, uncertain in place of robots.txt.
	{name: "terms_of_use", pattern: "/targets/*/terms_of_use"},

	// Windows and schedule.
	{name: "window", pattern: "/windows/*", dir: quietWindow},
	{name: "window_hours", pattern: "/windows/*/hours", dir: quietWindow, whole: true},
	{name: "window_days", pattern: "/windows/*/days", dir: quietWindow, whole: true},
	{name: "window_kind", pattern: "/windows/*/kind", dir: windowKind},
	{name: "window_targets", pattern: "/windows/*/targets", whole: true},
	{name: "window_jobs", pattern: "/windows/*/jobs", whole: true},
	{name: "window_overnight", pattern: "/windows/*/overnight"},
	{name: "job", pattern: "/jobs/*", dir: lowerPolite},
	{name: "job_agent", pattern: "/jobs/*/agent"},
	{name: "job_target", pattern: "/jobs/*/target"},
	// The order of a job's schedule rules, where it decides which applies (diff_pairing.go's
	// cadenceOrder classifies it); the rules themselves are items of their own.
	{name: "cadence_order", pattern: "/jobs/*/cadence"},
	{name: "cadence", pattern: "/jobs/*/cadence/*", dir: lowerPolite},
	{name: "cadence_every", pattern: "cadence/*/every", dir: higherPolite, unit: seconds},
	// Intervals the customer picks from (new-user trial 26, F-04): a shorter shortest is less
	// polite, a longer one more; a choice withdrawn moves the customers who chose it to another,
	// which may be shorter unless it was the shortest; a longer choice added may only be slower.
	{name: "cadence_every_choices", pattern: "cadence/*/every_choices", whole: true, parts: everyChoicesParts},
	{name: "cadence_every_choices", pattern: "cadence/*/every_choices/*", unit: seconds},
	{name: "cadence_hours", pattern: "cadence/*/hours", whole: true},
	{name: "cadence_days", pattern: "cadence/*/days", whole: true},
	{name: "cadence_at", pattern: "cadence/*/at"},
	{name: "cadence_max_per_day", pattern: "cadence/*/max_per_day", dir: lowerPolite, bound: true},
	// Each run made from this many regions: fewer is fewer requests; a rule that gains it sends
	// each run several times where it sent it once.
	{name: "cadence_from_each_region", pattern: "cadence/*/from_each_region", dir: lowerPolite},
	{name: "cadence_overnight", pattern: "cadence/*/overnight"},
	// Runs that only start within the hours, and may go on past them: not provably more polite.
	{name: "cadence_starts_only", pattern: "cadence/*/starts_only", dir: lowerPolite},
	{name: "cadence_from_before", pattern: "cadence/*/from_before", dir: lowerPolite, unit: seconds},
	{name: "cadence_until_after", pattern: "cadence/*/until_after", dir: lowerPolite, unit: seconds},
	{name: "cap", pattern: "/jobs/*/caps/*", dir: higherPolite},
	{name: "cap_max", pattern: "caps/*/max", dir: lowerPolite, bound: true},
	{name: "cap_min", pattern: "caps/*/min", dir: lowerPolite},
	{name: "job_triggers", pattern: "/jobs/*/triggers", dir: lowerPolite},
	{name: "job_trigger", pattern: "/jobs/*/triggers/*", dir: lowerPolite},
	// Another job's finds that start this one: one added starts more fetches.
	{name: "job_started_by", pattern: "/jobs/*/started_by", dir: lowerPolite},
	{name: "job_started_by", pattern: "/jobs/*/started_by/*", dir: lowerPolite},
	// How soon after its trigger a job runs: a promise about when a site is fetched, not about
	// how much or how fast.
	{name: "job_within_working_days", pattern: "/jobs/*/within_working_days", dir: fixedClass, class: ClassNeutral},
	{name: "job_timeout", pattern: "/jobs/*/timeout", unit: seconds},
	// How long a run takes at most is, like within_working_days, a promise about when a site is
	// fetched: the same requests in a shorter or longer run (new-user trial 29, F-07). How they
	// are spread over it is more polite the less they bunch: unset (nothing said), at an even
	// pace, then in random order, which also spreads those to one network.
	{name: "job_run_takes_at_most", pattern: "/jobs/*/run_takes_at_most", dir: fixedClass, class: ClassNeutral, unit: seconds},
	{name: "job_spread", pattern: "/jobs/*/spread", dir: higherPolite, order: []string{"", "even", "random-order"}, unset: true},
	// A WebSub subscription fetches a feed when its hub reports a change: fewer polls of a feed
	// that rarely changes, more fetches of one that changes often, so neither more nor less
	// polite; the polls that remain are more polite when further apart.
	{name: "websub", pattern: "/jobs/*/websub", dir: fixedClass, class: ClassNeutral},
	{name: "websub_poll_every", pattern: "/jobs/*/websub_poll_every", dir: higherPolite, unit: seconds},
	{name: "job_changes_only", pattern: "/jobs/*/changes_only", dir: higherPolite},
	{name: "job_max_unchanged_pages", pattern: "/jobs/*/max_unchanged_pages", dir: lowerPolite, bound: true},
	{name: "job_refetch_interval", pattern: "/jobs/*/refetch_interval", dir: higherPolite, unit: seconds},
	// The least time between two runs of the job on the same site (new-user trial 31, F-03):
	// longer, or one added, is more polite; shorter, or removed, less.
	{name: "job_site_interval", pattern: "/jobs/*/site_interval", dir: higherPolite, unit: seconds},
	{name: "job_delete_after", pattern: "/jobs/*/delete_after", dir: lowerPolite, unit: seconds},
	{name: "job_refetch_after_failure", pattern: "/jobs/*/refetch_after_failure", dir: higherPolite},
	// An exact refetch interval commits the crawler to all of it, an approximate one ("about
	// every 60 days") to something near it: becoming approximate may be less polite, by however
	// little; becoming exact is more polite (new-user trial 25, F-02; as on_demand's cache).
	{name: "job_refetch_approximate", pattern: "/jobs/*/refetch_approximate", parts: func(old, new *node) []int {
		switch a, b := isTrue(old), isTrue(new); {
		case !a && b:
			return []int{incomparable}
		case a && !b:
			return []int{1}
		}
		return []int{0}
	}},
	// A re-check is a further request: one added, or more of them, is looser; a longer wait
	// before it stricter.
	{name: "follow_up", pattern: "/jobs/*/follow_up", dir: lowerPolite},
	{name: "follow_up", pattern: "/jobs/*/follow_up/*", dir: lowerPolite},
	{name: "follow_up_when", pattern: "/jobs/*/follow_up/*/when", dir: noDirection},
	{name: "follow_up_after", pattern: "/jobs/*/follow_up/*/after", dir: higherPolite, unit: seconds},
	{name: "follow_up_max", pattern: "/jobs/*/follow_up/*/max", dir: lowerPolite},
	{name: "job_hide_when_gone", pattern: "/jobs/*/hide_when_gone", dir: higherPolite},
	{name: "job_site_window", pattern: "/jobs/*/site_window", dir: higherPolite},
	{name: "job_manual_start", pattern: "/jobs/*/manual_start", dir: lowerPolite},
	// A job that runs continuously instead of on a schedule may send more; one that no longer
	// does states its schedule rules, each classed by itself.
	{name: "job_continuous", pattern: "/jobs/*/continuous", dir: lowerPolite},
	{name: "job_explicit_activation", pattern: "/jobs/*/explicit_activation", dir: higherPolite},
	{name: "job_catch_up", pattern: "/jobs/*/catch_up"},
	// A job's fetches that no longer obey robots.txt are less polite; obeying it again, or a
	// Crawl-delay that spaces them, more. Why they do not is wording.
	{name: "job_robots_txt", pattern: "/jobs/*/robots_txt", dir: higherPolite, order: []string{"not-read", ""}, unset: true},
	{name: "job_not_read_because", pattern: "/jobs/*/not_read_because", dir: fixedClass, class: ClassWording},
	// A legal basis named or renamed commits the crawler to nothing; a site that can no longer
	// opt out is less polite, one that can again more polite.
	{name: "legal_basis", pattern: "/agents/*/legal_basis", dir: fixedClass, class: ClassNeutral, item: true},
	{name: "legal_basis_name", pattern: "/agents/*/legal_basis/name/*", dir: fixedClass, class: ClassWording},
	{name: "legal_basis_url", pattern: "/agents/*/legal_basis/url", dir: fixedClass, class: ClassNeutral},
	{name: "legal_basis_urls", pattern: "/agents/*/legal_basis/urls", dir: fixedClass, class: ClassNeutral},
	{name: "legal_basis_urls", pattern: "/agents/*/legal_basis/urls/*", dir: fixedClass, class: ClassNeutral},
	{name: "job_legal_basis", pattern: "/jobs/*/legal_basis", dir: fixedClass, class: ClassNeutral, item: true},
	{name: "job_legal_basis_name", pattern: "/jobs/*/legal_basis/name/*", dir: fixedClass, class: ClassWording},
	{name: "job_legal_basis_url", pattern: "/jobs/*/legal_basis/url", dir: fixedClass, class: ClassNeutral},
	{name: "job_legal_basis_url", pattern: "/jobs/*/legal_basis/urls", dir: fixedClass, class: ClassNeutral},
	{name: "job_legal_basis_url", pattern: "/jobs/*/legal_basis/urls/*", dir: fixedClass, class: ClassNeutral},
	{name: "opt_out", pattern: "/agents/*/opt_out", dir: higherPolite, order: []string{"not-possible", ""}, unset: true},
	{name: "job_opt_out", pattern: "/jobs/*/opt_out", dir: higherPolite, order: []string{"not-possible", ""}, unset: true},
	{name: "job_crawl_delay", pattern: "/jobs/*/crawl_delay", dir: higherPolite, order: []string{"not-applied", "", "applied"}, unset: true},
	{name: "agent_crawl_delay", pattern: "/agents/*/crawl_delay", dir: higherPolite, order: []string{"not-applied", "", "applied"}, unset: true},
	{name: "job_adaptive", pattern: "/jobs/*/adaptive", dir: higherPolite, order: []string{"", "slower-when-unchanged"}},
	{name: "retry_delays", pattern: "retry/delays", dir: higherPolite, unit: seconds, whole: true},
	// Without then_every, a failed item is not retried after the listed delays: one that appears
	// adds retries without end (less polite), one that disappears ends them (more polite), as a
	// bound does (new user 5: an added follow-on was "more polite").
	{name: "retry_then_every", pattern: "retry/then_every", dir: higherPolite, unit: seconds, bound: true},

	// robots.txt.
	{name: "robots_check", pattern: "robots_txt/check", dir: higherPolite, order: []string{"before-first-fetch", "before-every-run", "before-every-fetch"}},
	{name: "robots_check", pattern: "/agents/*/robots_txt_check", dir: higherPolite, order: []string{"", "before-first-fetch", "before-every-run", "before-every-fetch"}},
	{name: "robots_cache_for", pattern: "/robots_txt/cache_for", dir: lowerPolite, unit: seconds},
	{name: "robots_max_size", pattern: "/robots_txt/max_size", dir: higherPolite, unit: byteSize},
	// What a 4xx (unavailable) or a 5xx (unreachable) answer for robots.txt means: disallowing
	// everything is the more polite; not stated is RFC 9309's reading (4xx allows everything).
	{name: "robots_unavailable", pattern: "/robots_txt/unavailable", parts: enumParts(string(RobotsOutcomeAllowAll), string(RobotsOutcomeDisallowAll))},
	{name: "robots_unreachable", pattern: "/robots_txt/unreachable", parts: enumParts(string(RobotsOutcomeAllowAll), string(RobotsOutcomeDisallowAll))},
	{name: "robots_unavailable_statuses", pattern: "/robots_txt/unavailable_statuses", dir: higherPolite},
	{name: "robots_unavailable_status", pattern: "/robots_txt/unavailable_statuses/*", dir: higherPolite},
	{name: "robots_retry_unreachable", pattern: "/robots_txt/retry_unreachable", dir: higherPolite, unit: seconds},
	{name: "robots_keep_last_good", pattern: "/robots_txt/keep_last_good"},
	// A limit to how long the last copy stays in force, where it stayed in force until the next
	// read: afterwards RFC 9309 §2.3.1.4's disallow (or the fallback) applies.
	{name: "robots_keep_last_good_for", pattern: "/robots_txt/keep_last_good_for", dir: lowerPolite, bound: true, unit: seconds},
	{name: "robots_fallback", pattern: "/robots_txt/fallback", dir: higherPolite, order: []string{"", "defer", "disallow-all"}},
	{name: "robots_max_redirects", pattern: "/robots_txt/max_redirects", dir: higherPolite},
	{name: "robots_wildcards", pattern: "/robots_txt/wildcards", dir: higherPolite},
	{name: "robots_crawl_delay", pattern: "/robots_txt/crawl_delay", dir: higherPolite, order: []string{"ignored", "honoured-if-longer", "honoured"}},
	{name: "robots_crawl_delay_max", pattern: "/robots_txt/crawl_delay_max", dir: higherPolite, unit: seconds},
	{name: "robots_crawl_delay_min", pattern: "/robots_txt/crawl_delay_min", dir: higherPolite, unit: seconds},
	// A Crawl-delay above the cap that counts as the cap slows the crawler; one ignored leaves
	// its own interval. Unset, polite caps it.
	{name: "robots_crawl_delay_above_max", pattern: "/robots_txt/crawl_delay_above_max", dir: higherPolite, order: []string{"ignored", "", "capped"}, unset: true},
	{name: "robots_crawl_delay_whole_seconds", pattern: "/robots_txt/crawl_delay_whole_seconds", dir: lowerPolite},
	{name: "robots_crawl_delay_key", pattern: "/robots_txt/crawl_delay_key"},
	{name: "robots_takes_effect_within", pattern: "/robots_txt/takes_effect_within", dir: lowerPolite, unit: seconds},
	{name: "robots_per_hostname", pattern: "/robots_txt/per_hostname"},
	{name: "robots_tdm_reservation", pattern: "/robots_txt/tdm_reservation", dir: higherPolite},
	{name: "ignores_star_group", pattern: "agents/*/ignores_star_group", dir: lowerPolite},
	// A path fetched whatever robots.txt says: one added is fetched under a Disallow, one removed
	// is no longer (trial 29, F-01).
	{name: "robots_txt_exempt_path", pattern: "agents/*/robots_txt_exempt_paths/*", dir: lowerPolite},
	// What is recorded of a server under a Disallow: one added is more taken from a site that
	// shut the crawler out (trial 29, F-02).
	{name: "recorded_under_disallow", pattern: "agents/*/recorded_under_disallow/*", dir: lowerPolite},
	{name: "robots_txt_handling", pattern: "/agents/*/robots_txt_handling"},
	{name: "trigger", pattern: "agents/*/trigger"},
	{name: "triggers", pattern: "agents/*/triggers"},
	{name: "trigger", pattern: "agents/*/triggers/*"},
	{name: "fetch_scope", pattern: "agents/*/fetches/*", dir: lowerPolite},
	// Where the agent learns the servers it contacts (trial 29, F-06): why a site is visited at
	// all, not how it is treated once it is (the limits, robots.txt and the ways out are the same
	// whatever the source), so neither more nor less polite; the review says the page's sentence.
	{name: "target_sources", pattern: "agents/*/target_sources", dir: fixedClass, class: ClassNeutral, whole: true, item: true},
	{name: "on_disallow", pattern: "agents/*/on_disallow/*", dir: higherPolite, order: []string{"skip-path", "stop-observation", "stop-run", "stop-all"}},
	{name: "follows_links", pattern: "agents/*/follows_links", parts: enumParts("whole-web", "within-country-domain", "within-domain", "within-site", "one-level", "none")},
	{name: "approval_before_fetch", pattern: "agents/*/approval_before_fetch", dir: higherPolite},
	{name: "sitemaps_same_host", pattern: "agents/*/sitemaps_same_host", dir: higherPolite},
	// Sitemaps read, and /sitemap.xml beside them: more addresses to fetch, not provably fewer.
	{name: "uses_sitemaps", pattern: "agents/*/uses_sitemaps", dir: lowerPolite},
	{name: "sitemap_xml", pattern: "agents/*/sitemap_xml", dir: lowerPolite},
	// The order of sitemaps and links: the same addresses, read sooner or later (trial 25, F-07).
	{name: "sitemaps_first", pattern: "agents/*/sitemaps_first", dir: fixedClass, class: ClassNeutral},
	{name: "off_site_hops", pattern: "agents/*/off_site_hops", dir: lowerPolite},
	// The media types fetched (trial 25, F-06): fewer is more polite, stated where none was
	// stricter, no longer stated looser; types in place of others not provably either.
	{name: "media_types", pattern: "agents/*/media_types", whole: true, parts: func(old, new *node) []int { return []int{fewer(set(old), set(new))} }},
	// The ports and paths requested (trial 29, F-06), as the media types: fewer is more polite,
	// stated where none was stricter, no longer stated looser.
	{name: "ports", pattern: "agents/*/ports", whole: true, parts: func(old, new *node) []int { return []int{fewer(set(old), set(new))} }},
	{name: "paths", pattern: "agents/*/paths", whole: true, parts: func(old, new *node) []int { return []int{fewer(set(old), set(new))} }},

	// Errors and pauses.
	{name: "retries", pattern: "/errors/retries", dir: lowerPolite},
	{name: "retries_delays", pattern: "/errors/retries/delays", dir: higherPolite, unit: seconds, whole: true},
	{name: "retries_on", pattern: "/errors/retries/on", dir: lowerPolite},
	{name: "retry_on", pattern: "/errors/retries/on/*", dir: lowerPolite},
	// Where a retry comes from: no more and no fewer requests, but a site that keys its rules by
	// region sees them from elsewhere, as a change of an address's region (new-user trial 26, F-12).
	{name: "retries_from_other_region", pattern: "/errors/retries/from_other_region", dir: fixedClass, class: ClassIdentity},
	// A status never retried is a request not sent again: one added is stricter.
	{name: "never_retried", pattern: "/errors/never_retried", dir: higherPolite},
	{name: "never_retried_status", pattern: "/errors/never_retried/*", dir: higherPolite},
	{name: "retry_after", pattern: "/errors/retry_after", dir: higherPolite, order: []string{"", "ignored", "honoured"}},
	{name: "retry_after_max", pattern: "/errors/retry_after_max", dir: higherPolite, unit: seconds},
	{name: "reaction", pattern: "reactions/*", dir: higherPolite},
	{name: "reaction_threshold", pattern: "reactions/*/threshold", dir: lowerPolite},
	{name: "reaction_pause", pattern: "reactions/*/pause", dir: higherPolite, unit: seconds},
	{name: "reaction_min_pause", pattern: "reactions/*/min_pause", dir: higherPolite, unit: seconds},
	{name: "reaction_escalation_factor", pattern: "reactions/*/escalation/factor", dir: higherPolite},
	{name: "reaction_escalation_max", pattern: "reactions/*/escalation/max", dir: higherPolite, unit: seconds},
	{name: "reaction_retry_after", pattern: "reactions/*/retry_after", dir: higherPolite},
	{name: "reaction_scope", pattern: "reactions/*/scope"},
	// The events a pause follows: more of them is more polite, fewer less, others not provably
	// either (a pause paired by all its other members, when its events changed).
	{name: "reaction_on", pattern: "reactions/*/on", whole: true, parts: heldJobsParts},
	// The jobs a pause holds (none: every job): more jobs held is more polite.
	{name: "reaction_jobs", pattern: "reactions/*/jobs", whole: true, parts: heldJobsParts},

	// Commitments and legal.
	{name: "promise", pattern: "promises", dir: higherPolite},
	{name: "promise", pattern: "promises/*", dir: higherPolite},
	// What counts as a block for the promise stop-on-block: one more way that stops the crawler is
	// more polite.
	{name: "block_means", pattern: "/commitments/block_means", dir: higherPolite},
	{name: "block_means", pattern: "/commitments/block_means/*", dir: higherPolite},
	{name: "block_statuses", pattern: "/commitments/block_statuses", dir: higherPolite},
	{name: "block_statuses", pattern: "/commitments/block_statuses/*", dir: higherPolite},
	{name: "comparison_max", pattern: "comparison_request/max", dir: lowerPolite},
	// What the number of comparison requests is counted per: one more unit is more requests.
	{name: "comparison_per", pattern: "comparison_request/per/*", dir: lowerPolite},
	{name: "comparison_follows_redirects", pattern: "comparison_request/follows_redirects", dir: lowerPolite},
	{name: "exceptions", pattern: "/commitments/exceptions", dir: higherPolite},
	{name: "exception_for", pattern: "/commitments/exceptions/for/*", dir: lowerPolite},
	{name: "exceptions_written_approval", pattern: "/commitments/exceptions/written_approval", dir: higherPolite},
	{name: "legal_tdm_basis", pattern: "/legal/tdm_basis", dir: higherPolite},
	{name: "legal_tdm_basis", pattern: "/legal/tdm_basis/*", dir: higherPolite},
	{name: "legal_removal", pattern: "/legal/removal", dir: higherPolite, order: []string{"", "case-by-case"}},
	// A retention period is a promise: one added is stricter, a shorter one stricter still.
	{name: "retention", pattern: "/legal/retention/*", dir: higherPolite},
	{name: "retention_keep_for", pattern: "/legal/retention/*/keep_for", dir: lowerPolite, unit: seconds, bound: true},
	// Kept while its URL is listed, in place of a period: no longest time, so not provably less
	// kept; the period it replaces, removed, says "without a stated limit".
	{name: "retention_while_listed", pattern: "/legal/retention/*/while_listed", dir: fixedClass, class: ClassNeutral},
	// Kept without a time limit, in place of a period: kept longer, looser; no longer so, stricter.
	{name: "retention_indefinitely", pattern: "/legal/retention/*/indefinitely", dir: lowerPolite},
	// Counted from a job's end instead of from the fetch (new-user trial 27, F-05): kept longer,
	// looser; counted from the fetch again, stricter.
	{name: "retention_after_job", pattern: "/legal/retention/*/after_job", dir: lowerPolite},
	// Counted from the end of a period named in words instead of from the fetch (new-user trial
	// 31, F-04): kept longer, looser; counted from the fetch again, stricter. Another period named
	// may end later: looser, not provably more polite.
	{name: "retention_after", pattern: "/legal/retention/*/after", dir: lowerPolite},
	{name: "retention_after", pattern: "/legal/retention/*/after/*", dir: noDirection},
	// A time within which data is removed bounds what was unbounded: one added is stricter.
	{name: "removed_after_opt_out", pattern: "/legal/removed_after_opt_out", dir: lowerPolite, unit: seconds, bound: true},
	// Where the removal after an opt-out reaches: a place added is a stronger commitment on the
	// data; something an opt-out leaves unchanged, added, a weaker one (trial 25, F-04).
	{name: "opt_out_removed_from", pattern: "/legal/opt_out_removed_from", dir: higherPolite},
	{name: "opt_out_removed_from", pattern: "/legal/opt_out_removed_from/*", dir: higherPolite},
	// An opt-out added to those after which the data is removed is a stronger commitment; one
	// taken away, a weaker one (new-user trial 32, F-13).
	{name: "removal_opt_outs", pattern: "/legal/removal_opt_outs", dir: higherPolite},
	{name: "removal_opt_outs", pattern: "/legal/removal_opt_outs/*", dir: higherPolite},
	{name: "opt_out_unchanged", pattern: "/legal/opt_out_unchanged", dir: lowerPolite},
	{name: "opt_out_unchanged", pattern: "/legal/opt_out_unchanged/*", dir: lowerPolite},
	// More notice of a change of the policy is stricter.
	{name: "announce_changes_days", pattern: "/site/announce_changes_days", dir: higherPolite},
}

func init() {
	// An agent's robots.txt handling holds the fields of [robots_txt]: each is named and
	// classified as the general one (and compared with it, in inForce).
	for _, r := range rules {
		if rest, ok := strings.CutPrefix(strings.TrimPrefix(r.pattern, "/"), "robots_txt/"); ok {
			r.pattern = "/agents/*/robots_txt_handling/" + rest
			rules = append(rules, r)
		}
	}
	rules = append(rules, behaviourRules...)
}

// fallbackRule classifies a value no rule names: looser, since it is not provably more polite.
var fallbackRule = rule{name: "unclassified"}

// ruleFor returns the rule with the longest pattern that matches the pointer's end, the most
// specific of two as long (a pattern starting with "/" must match the whole pointer); of two
// equally specific, the first in rules.
func ruleFor(ptr string) rule {
	tokens := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	idx := ruleIndex()
	best, bestScore, bestAt := fallbackRule, -1, -1
	for _, cands := range [2][]compiledRule{idx[tokens[len(tokens)-1]], idx["*"]} {
		for i := range cands {
			c := &cands[i]
			if len(c.tokens) > len(tokens) || (c.anchored && len(c.tokens) != len(tokens)) {
				continue
			}
			if c.score < bestScore || (c.score == bestScore && c.at > bestAt) {
				continue
			}
			tail := tokens[len(tokens)-len(c.tokens):]
			match := true
			for i, p := range c.tokens {
				if p != "*" && p != tail[i] {
					match = false
					break
				}
			}
			if match {
				best, bestScore, bestAt = rules[c.at], c.score, c.at
			}
		}
	}
	return best
}

// compiledRule is a rule's pattern split into tokens once, for ruleFor.
type compiledRule struct {
	tokens   []string
	anchored bool
	// score ranks matching patterns: a longer one wins; of two as long, the one with fewer
	// wildcards.
	score int
	at    int // the rule's index in rules
}

// ruleIndex is every rule compiled, by its pattern's last token ("*" for a wildcard), so that
// ruleFor tries only the rules that can match a pointer's end. It is built at the first use, after
// the package's init functions have completed rules, and read only then.
var ruleIndex = sync.OnceValue(func() map[string][]compiledRule {
	idx := map[string][]compiledRule{}
	for i, r := range rules {
		toks := strings.Split(strings.TrimPrefix(r.pattern, "/"), "/")
		last := toks[len(toks)-1]
		idx[last] = append(idx[last], compiledRule{
			tokens:   toks,
			anchored: strings.HasPrefix(r.pattern, "/"),
			score:    len(toks)*10 - strings.Count(r.pattern, "*"),
			at:       i,
		})
	}
	return idx
})

// classify decides a change's class by the rule's direction.
func (r rule) classify(kind ChangeKind, old, new *node) Class {
	switch r.dir {
	case fixedClass:
		return r.class
	case quietWindow:
		return classifyWindow(kind, old, new)
	case higherPolite, lowerPolite:
		cmp, ok := r.compare(kind, old, new)
		if !ok {
			return ClassLooser
		}
		if cmp == 0 {
			// The same behaviour written another way (a default written out, see unsetAs).
			return ClassNeutral
		}
		if (cmp > 0) == (r.dir == higherPolite) {
			return ClassStricter
		}
	}
	return ClassLooser
}

// compare returns the sign of new against old: an addition is above nothing, a removal below.
func (r rule) compare(kind ChangeKind, old, new *node) (int, bool) {
	switch {
	case kind == Added && r.unset:
		return r.compare(Changed, &node{kind: 's', scalar: ""}, new)
	case kind == Removed && r.unset:
		return r.compare(Changed, old, &node{kind: 's', scalar: ""})
	case kind == Added && r.bound:
		return -1, true
	case kind == Removed && r.bound:
		return 1, true
	case kind == Added:
		return 1, true
	case kind == Removed:
		return -1, true
	}
	a, b := *old, *new
	if a.kind != 's' || b.kind != 's' {
		// A list compared as a whole (a retry schedule): longer is stricter, element by element.
		if a.kind == 'a' && b.kind == 'a' && len(a.items) == len(b.items) {
			sign := 0
			for i := range a.items {
				c, ok := r.compare(Changed, &a.items[i], &b.items[i])
				if !ok || (sign != 0 && c != 0 && c != sign) {
					return 0, false
				}
				if c != 0 {
					sign = c
				}
			}
			return sign, true
		}
		return 0, false
	}
	if r.order != nil {
		rank := func(n node) int {
			v := fmt.Sprint(scalarOrEmpty(n))
			if v == "" && r.unsetAs != "" {
				v = r.unsetAs
			}
			return slices.Index(r.order, v)
		}
		i, j := rank(a), rank(b)
		if i < 0 || j < 0 {
			return 0, false
		}
		return j - i, true
	}
	switch x := a.scalar.(type) {
	case bool:
		y, ok := b.scalar.(bool)
		if !ok {
			return 0, false
		}
		switch {
		case x == y:
			return 0, true
		case y:
			return 1, true
		}
		return -1, true
	case json.Number:
		y, ok := b.scalar.(json.Number)
		if !ok {
			return 0, false
		}
		p, ok1 := (&big.Rat{}).SetString(string(x))
		q, ok2 := (&big.Rat{}).SetString(string(y))
		if !ok1 || !ok2 {
			return 0, false
		}
		return q.Cmp(p), true
	}
	return 0, false
}

func scalarOrEmpty(n node) any {
	if n.scalar == nil {
		return ""
	}
	return n.scalar
}

// classifyWindow is stricter when a quiet window appears or only grows (its days and spans cover
// the old ones), looser otherwise: a window that moves is not provably more polite.
func classifyWindow(kind ChangeKind, old, new *node) Class {
	isQuiet := func(n *node) bool {
		return n != nil && n.kind == 'o' && n.fields["kind"].scalar == "quiet"
	}
	switch kind {
	case Added:
		if isQuiet(new) {
			return ClassStricter
		}
		return ClassLooser
	case Removed:
		if isQuiet(old) {
			return ClassLooser
		}
		return ClassStricter
	}
	// A change of hours or days of a window: stricter only when it grows and the window is quiet;
	// the caller passes the values themselves, so growth is judged on them.
	if old.kind == 'a' && new.kind == 'a' {
		if covers(*new, *old) {
			return ClassStricter
		}
	}
	return ClassLooser
}

// covers reports whether the spans or days of a cover those of b.
func covers(a, b node) bool {
	for _, it := range b.items {
		s, _ := it.scalar.(string)
		if tr, err := ParseTimeRange(s); err == nil {
			if !slices.ContainsFunc(a.items, func(o node) bool {
				os, _ := o.scalar.(string)
				or, err := ParseTimeRange(os)
				return err == nil && rangeCovers(or, tr)
			}) {
				return false
			}
			continue
		}
		if !slices.ContainsFunc(a.items, func(o node) bool { return compact(o) == compact(it) }) {
			return false
		}
	}
	return true
}

// rangeCovers reports whether span a holds every minute of span b. Two spans that cross midnight
// start on the same days, so a covers b where it starts no later and ends no earlier; a span that
// crosses midnight and one that does not start on different days, and are not compared.
func rangeCovers(a, b TimeRange) bool {
	switch {
	case a.CrossesMidnight() && b.CrossesMidnight():
		return a.From <= b.From && a.To >= b.To
	case a.CrossesMidnight() || b.CrossesMidnight():
		return a == b
	}
	return a.From <= b.From && a.To >= b.To
}

// display writes a value as policy.toml would: durations with their unit, sizes with theirs,
// lists separated by commas, an object by its compact JSON.
func display(r rule, n node) string {
	switch n.kind {
	case 'a':
		parts := make([]string, len(n.items))
		for i, it := range n.items {
			parts[i] = display(r, it)
		}
		return strings.Join(parts, ", ")
	case 'o':
		return compact(n)
	}
	switch v := n.scalar.(type) {
	case string:
		return v
	case json.Number:
		switch r.unit {
		case seconds:
			var d Duration
			if err := d.UnmarshalJSON([]byte(v)); err == nil {
				return d.String()
			}
		case byteSize:
			if i, err := strconv.ParseInt(string(v), 10, 64); err == nil {
				return Size(i).String()
			}
		}
		return string(v)
	case bool:
		return strconv.FormatBool(v)
	case nil:
		return ""
	}
	return fmt.Sprint(n.scalar)
}

// FieldAt returns the name of the rule that classifies the value at ptr (Change.Field for a change
// there): the field an entry of the list of unpublished values names. An item of a list no rule
// names ("/errors/retries/delays/1") has its list's field.
func FieldAt(ptr string) string {
	r := ruleFor(ptr)
	if i := strings.LastIndexByte(ptr, '/'); r.name == fallbackRule.name && i > 0 {
		if _, err := strconv.Atoi(ptr[i+1:]); err == nil {
			return ruleFor(ptr[:i]).name
		}
	}
	return r.name
}

// DiffFields returns the name of every rule that classifies a change (Change.Field), sorted and
// each once, with "unclassified" for values no rule names: the fields a review must be able to
// name (diff.field.<Field> in every language).
func DiffFields() []string {
	names := []string{fallbackRule.name}
	for _, r := range rules {
		names = append(names, r.name)
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// basisLinks returns old and new with each legal basis (agents.X.legal_basis, jobs.X.legal_basis)
// that states one address as url, where the same basis in the other states urls, written as urls
// of that one address, so that Diff compares the addresses as one list: the same address moved
// from url to urls is no change, and an address added beside it is one (t31b: one address removed
// and one added, for the same address). The trees are copied where they change, never modified:
// a Snapshot's tree is compared with its neighbours on both sides.
func basisLinks(old, new node) (node, node) {
	for _, coll := range []string{"agents", "jobs"} {
		oc, okO := old.fields[coll]
		nc, okN := new.fields[coll]
		if !okO || !okN || oc.kind != 'o' || nc.kind != 'o' {
			continue
		}
		for _, id := range oc.keys {
			oi, ni := oc.fields[id], nc.fields[id]
			if oi.kind != 'o' || ni.kind != 'o' {
				continue
			}
			ob, okO := oi.fields["legal_basis"]
			nb, okN := ni.fields["legal_basis"]
			if !okO || !okN || ob.kind != 'o' || nb.kind != 'o' {
				continue
			}
			_, oURL := ob.fields["url"]
			_, nURL := nb.fields["url"]
			_, oURLs := ob.fields["urls"]
			_, nURLs := nb.fields["urls"]
			switch {
			case oURL && nURLs && !oURLs:
				old = withField(old, []string{coll, id, "legal_basis"}, asURLs(ob))
			case nURL && oURLs && !nURLs:
				new = withField(new, []string{coll, id, "legal_basis"}, asURLs(nb))
			}
		}
	}
	return old, new
}

// asURLs is the legal basis b, an object with url, with urls of that one address in its place.
func asURLs(b node) node {
	out := node{kind: 'o', fields: make(map[string]node, len(b.fields)), keys: slices.Clone(b.keys)}
	for k, v := range b.fields {
		out.fields[k] = v
	}
	out.fields["urls"] = node{kind: 'a', items: []node{b.fields["url"]}}
	delete(out.fields, "url")
	out.keys[slices.Index(out.keys, "url")] = "urls"
	return out
}

// withField returns n with the member at path (object keys, each present) replaced by v, copying
// the objects on the way.
func withField(n node, path []string, v node) node {
	if len(path) == 0 {
		return v
	}
	out := node{kind: n.kind, keys: n.keys, fields: make(map[string]node, len(n.fields))}
	for k, f := range n.fields {
		out.fields[k] = f
	}
	out.fields[path[0]] = withField(n.fields[path[0]], path[1:], v)
	return out
}
