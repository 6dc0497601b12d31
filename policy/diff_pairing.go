package policy

import (
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Lists of objects with no key of their own (schedule rules, conditions, dates) are paired by
// content, not by position: an item equal to one of the old list is that item wherever it stands,
// so a list reordered is no change (or one change of its order, where the first item that applies
// wins: see cadenceOrder), and an item inserted is one addition, not every later item changed.
// The items left are paired in their order. An item split into several that together do what it
// did (a schedule rule for Saturday and Sunday into one for each day, or for the day into one for
// the morning and one for the afternoon, a pause after a timeout or HTTP 504 into one for each),
// or several merged into one, is one change (regroupItems), classed by what is in force before
// and after: the same rule on the same days is neutral.

// move is an item walked at index newp of its list in the new policy that stood at oldp.
type move struct{ newp, oldp string }

// oldPtr is where the value at ptr, a pointer in the new policy's policy.json, stood in the old
// one: ptr where no item above it moved.
func (d *differ) oldPtr(ptr string) string {
	for k := len(d.moves) - 1; k >= 0; k-- {
		m := d.moves[k]
		if ptr == m.newp || strings.HasPrefix(ptr, m.newp+"/") {
			ptr = m.oldp + ptr[len(m.newp):]
		}
	}
	return ptr
}

// walkMoved walks item j of the old list at ptr against item i of the new one.
func (d *differ) walkMoved(ptr string, j, i int, a, b node) {
	sub := ptr + "/" + strconv.Itoa(i)
	if i == j {
		d.walk(sub, a, b)
		return
	}
	d.moves = append(d.moves, move{newp: sub, oldp: ptr + "/" + strconv.Itoa(j)})
	d.walk(sub, a, b)
	d.moves = d.moves[:len(d.moves)-1]
}

// walkByContent diffs a list of objects that has no key: equal items are the same item wherever
// they stand, items split or merged are one change, and the rest are paired in their order.
func (d *differ) walkByContent(ptr string, a, b node) {
	match := make([]int, len(b.items)) // new index → old index, -1 for none
	used := make([]bool, len(a.items))
	for i := range b.items {
		match[i] = -1
		if i < len(a.items) && equalNodes(a.items[i], b.items[i]) {
			match[i], used[i] = i, true
		}
	}
	for i, it := range b.items {
		for j := 0; match[i] < 0 && j < len(a.items); j++ {
			if !used[j] && equalNodes(a.items[j], it) {
				match[i], used[j] = j, true
			}
		}
	}
	var removed, added []int
	for j := range a.items {
		if !used[j] {
			removed = append(removed, j)
		}
	}
	for i := range b.items {
		if match[i] < 0 {
			added = append(added, i)
		}
	}
	groups := regroupItems(ptr, a.items, b.items, removed, added)
	removed = slices.DeleteFunc(removed, func(j int) bool { return groups.byOld[j] != nil })
	added = slices.DeleteFunc(added, func(i int) bool { return groups.byNew[i] != nil })
	for k := range min(len(removed), len(added)) {
		match[added[k]] = removed[k]
		used[removed[k]] = true
	}
	if d.cadenceOrder(ptr, a, b, match, groups) {
		return
	}
	for i, it := range b.items {
		switch j, g := match[i], groups.byNew[i]; {
		case j >= 0:
			d.walkMoved(ptr, j, i, a.items[j], it)
		case g != nil:
			if g.news[0] == i {
				d.addRegroup(ptr, a, b, g)
			}
		default:
			d.add(ptr+"/"+strconv.Itoa(i), Added, nil, &b.items[i])
		}
	}
	for j := range a.items {
		if !used[j] && groups.byOld[j] == nil {
			d.add(ptr+"/"+strconv.Itoa(j), Removed, &a.items[j], nil)
		}
	}
}

// regroup is items of the old list (olds) that became items of the new one (news): one split
// into several, or several merged into one.
type regroup struct{ olds, news []int }

// regroups are the splits and merges of a list, by the index of each item in them.
type regroups struct{ byOld, byNew map[int]*regroup }

// splitMembers name, by a list's key, the members whose values an item can be split by: the days
// or the hours of a schedule rule, the events of a pause. Each value of a member is a set
// (memberSet): unset, a schedule rule's days are every day, its hours every minute of the day.
var splitMembers = map[string][]string{"cadence": {"days", "hours"}, "reactions": {"on"}}

// regroupItems finds, among the old items removed and the new items added of the list at ptr,
// each old item split into two or more new ones, and each two or more old items merged into one:
// items that differ only in the split member (and in numbers that have a rule: how often, how long
// a pause), whose values of it are disjoint and together those of the one.
func regroupItems(ptr string, olds, news []node, removed, added []int) regroups {
	g := regroups{byOld: map[int]*regroup{}, byNew: map[int]*regroup{}}
	for _, member := range splitMembers[lastTokens(ptr, 1)] {
		g.by(ptr, member, olds, news, removed, added)
	}
	return g
}

// by finds the splits and merges of the list at ptr by one member.
func (g regroups) by(ptr, member string, olds, news []node, removed, added []int) {
	// partsOf returns the items of from (indices in free) that whole splits into.
	partsOf := func(whole node, from []node, free []int, taken map[int]*regroup) []int {
		var parts []int
		var sets [][]string
		for _, i := range free {
			if taken[i] == nil && sameBut(ptr, whole, from[i], member) {
				parts = append(parts, i)
				sets = append(sets, memberSet(from[i], member))
			}
		}
		if len(parts) < 2 || !partition(memberSet(whole, member), sets) {
			return nil
		}
		return parts
	}
	for _, j := range removed {
		if g.byOld[j] != nil {
			continue
		}
		if parts := partsOf(olds[j], news, added, g.byNew); parts != nil {
			r := &regroup{olds: []int{j}, news: parts}
			g.byOld[j] = r
			for _, i := range parts {
				g.byNew[i] = r
			}
		}
	}
	for _, i := range added {
		if g.byNew[i] != nil {
			continue
		}
		if parts := partsOf(news[i], olds, removed, g.byOld); parts != nil {
			r := &regroup{olds: parts, news: []int{i}}
			g.byNew[i] = r
			for _, j := range parts {
				g.byOld[j] = r
			}
		}
	}
}

// sameBut reports whether two items of the list at ptr have the same members with the same
// values, except member and numbers that a rule compares (a rule's interval, a pause).
func sameBut(ptr string, a, b node, member string) bool {
	if a.kind != 'o' || b.kind != 'o' {
		return false
	}
	keys := func(n node) []string {
		return slices.DeleteFunc(slices.Clone(n.keys), func(k string) bool { return k == member })
	}
	ka, kb := keys(a), keys(b)
	slices.Sort(ka)
	slices.Sort(kb)
	if !slices.Equal(ka, kb) {
		return false
	}
	for _, k := range ka {
		if equalNodes(a.fields[k], b.fields[k]) {
			continue
		}
		av, bv := a.fields[k], b.fields[k]
		if r := ruleFor(ptr + "/0/" + k); !isNumber(&av) || !isNumber(&bv) || (r.dir != higherPolite && r.dir != lowerPolite) {
			return false
		}
	}
	return true
}

// memberSet is the values of an item's member as a set: a schedule rule without days has every
// day.
func memberSet(n node, member string) []string {
	v, ok := n.fields[member]
	if !ok && member == "days" {
		return []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}
	}
	if member == "hours" {
		// The minutes of the day the span holds (one that crosses midnight: to the end of the
		// day and from its start).
		r, err := ParseTimeRange(str(&v))
		if !ok || err != nil {
			r = TimeRange{From: 0, To: 24 * 60}
		}
		var out []string
		for m := range 24 * 60 {
			if t := TimeOfDay(m); (r.From <= t && t < r.To) || (r.CrossesMidnight() && (t >= r.From || t < r.To)) {
				out = append(out, strconv.Itoa(m))
			}
		}
		return out
	}
	var out []string
	for _, it := range v.items {
		out = append(out, compact(it))
	}
	if v.kind == 's' {
		out = append(out, compact(v))
	}
	return out
}

// partition reports whether sets are disjoint and together whole.
func partition(whole []string, sets [][]string) bool {
	seen := map[string]bool{}
	for _, s := range sets {
		for _, v := range s {
			if seen[v] || !slices.Contains(whole, v) {
				return false
			}
			seen[v] = true
		}
	}
	return len(seen) == len(whole)
}

// addRegroup records a split or a merge as one change: at the first new item, the first old one
// as OldPointer, the others in Parts; classed by the numbers of each part against the whole (a
// day split off with a shorter interval is less polite), neutral where they are the same.
func (d *differ) addRegroup(ptr string, a, b node, g *regroup) {
	at := func(i int) string { return ptr + "/" + strconv.Itoa(i) }
	c := Change{Pointer: at(g.news[0]), Kind: Changed, OldPointer: d.oldPtr(at(g.olds[0])), Merged: len(g.olds) > 1}
	c.Field = ruleFor(c.Pointer).name
	var olds, news []string
	for _, j := range g.olds {
		olds = append(olds, d.summary(at(j), ruleFor(at(j)), a.items[j]))
	}
	for _, i := range g.news {
		news = append(news, d.summary(at(i), ruleFor(at(i)), b.items[i]))
	}
	c.Old, c.New = strings.Join(olds, "; "), strings.Join(news, "; ")
	if c.Merged {
		for _, j := range g.olds {
			c.Parts = append(c.Parts, d.oldPtr(at(j)))
		}
	} else {
		for _, i := range g.news {
			c.Parts = append(c.Parts, at(i))
		}
	}
	var signs []int
	for _, j := range g.olds {
		for _, i := range g.news {
			o, n := a.items[j], b.items[i]
			for _, k := range n.keys {
				signs = append(signs, politeSign(ruleFor(ptr+"/0/"+k), o.fields[k], n.fields[k]))
			}
		}
	}
	c.Class, c.LessPolite = classifyParts(signs)
	d.changes = append(d.changes, c)
}

// politeSign is 1 where new is more polite than old by rule r, -1 where less, 0 where the same or
// where r does not order them, and incomparable where r orders values it cannot compare.
func politeSign(r rule, old, new node) int {
	if equalNodes(old, new) || (r.dir != higherPolite && r.dir != lowerPolite) {
		return 0
	}
	cmp, ok := r.compare(Changed, &old, &new)
	switch {
	case !ok:
		return incomparable
	case cmp == 0:
		return 0
	case (cmp > 0) == (r.dir == higherPolite):
		return 1
	}
	return -1
}

// cadenceOrder records a job's schedule rules that changed their order, where the order decides
// which applies (policy.Job.Cadence: of rules that apply at one moment, the first listed wins),
// as one change of the list: classed by what is in force at each moment before and after
// (scheduleSigns), or, where that cannot be judged, by the interval of the rule that now wins
// against the one that won (a shorter one is less polite). Rules that never apply at one moment
// (other days, other hours, other occasions) may stand in any order: no change. Where rules also
// changed, were added or removed (match, groups), the list is one change of its rules and their
// order ("cadence_rules"), not an order and a rule apart (issue 12: civic-ingestor's "Full sync"
// said twice, "possibly less polite", where the 28-day rule moved first and got the night's
// hours); whole is then true, and the caller walks no item.
func (d *differ) cadenceOrder(ptr string, a, b node, match []int, groups regroups) (whole bool) {
	t := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	if len(t) != 3 || t[0] != "jobs" || t[2] != "cadence" {
		return false
	}
	var signs []int
	for i1 := range match {
		for i2 := i1 + 1; i2 < len(match); i2++ {
			j1, j2 := match[i1], match[i2]
			if j1 < 0 || j2 < 0 || j1 < j2 || !overlap(b.items[i1], b.items[i2]) {
				continue
			}
			// Where both apply, the rule now at i2 won and the one at i1 wins.
			signs = append(signs, politeSign(ruleFor(ptr+"/0/every"), a.items[j2].fields["every"], b.items[i1].fields["every"]))
			if _, ok := b.items[i1].fields["every"]; !ok {
				signs = append(signs, incomparable)
			}
		}
	}
	if signs == nil {
		return false
	}
	c := Change{Pointer: ptr, Kind: Changed, Field: "cadence_order"}
	c.Old, c.New = d.summary(ptr, ruleFor(ptr), a), d.summary(ptr, ruleFor(ptr), b)
	if len(groups.byNew) > 0 || len(match) != len(a.items) || slices.ContainsFunc(match, func(j int) bool { return j < 0 }) {
		whole = true
	}
	for i, j := range match {
		if j >= 0 && !equalNodes(a.items[j], b.items[i]) {
			whole = true
		}
	}
	if whole {
		c.Field = "cadence_rules"
		signs = append(signs, incomparable) // unless what is in force says otherwise
	}
	if s, ok := scheduleSigns(a, b); ok {
		signs = s
	}
	c.Class, c.LessPolite = classifyParts(signs)
	d.changes = append(d.changes, c)
	return whole
}

// overlap reports whether two schedule rules can apply at one moment: neither runs with another
// job, and their days, hours and occasions meet (a rule without them applies at any).
func overlap(a, b node) bool {
	if _, ok := a.fields["with"]; ok {
		return false
	}
	if _, ok := b.fields["with"]; ok {
		return false
	}
	meet := func(x, y []string) bool {
		return slices.ContainsFunc(x, func(v string) bool { return slices.Contains(y, v) })
	}
	if !meet(memberSet(a, "days"), memberSet(b, "days")) {
		return false
	}
	_, okA := a.fields["occasions"]
	_, okB := b.fields["occasions"]
	if okA && okB && !meet(memberSet(a, "occasions"), memberSet(b, "occasions")) {
		return false
	}
	ha, hb := str(field(&a, "hours")), str(field(&b, "hours"))
	ra, errA := ParseTimeRange(ha)
	rb, errB := ParseTimeRange(hb)
	if ha != "" && hb != "" && errA == nil && errB == nil && !ra.CrossesMidnight() && !rb.CrossesMidnight() {
		return ra.From < rb.To && rb.From < ra.To
	}
	return true
}

// walkJobs diffs the named jobs as any named items, except that a job removed and two or more
// added for the same crawler and category of site are the one split into the others, and two or
// more removed and one added the others merged into it (new user 5, B7: three changes, two of
// them "less polite", for one job split in two). A split or merge is one change, classed by what
// each part changes against the whole (its intervals, caps, windows: the changes a rename alone
// would report), never as jobs added, which read as more fetching.
func (d *differ) walkJobs(a, b node) {
	var removed, added []string
	for _, k := range a.keys {
		if _, ok := b.fields[k]; !ok {
			removed = append(removed, k)
		}
	}
	for _, k := range b.keys {
		if _, ok := a.fields[k]; !ok {
			added = append(added, k)
		}
	}
	// same reports whether two jobs fetch for the same crawler from the same category of site.
	same := func(x, y node) bool {
		return compactOrEmpty(field(&x, "agent")) == compactOrEmpty(field(&y, "agent")) &&
			compactOrEmpty(field(&x, "target")) == compactOrEmpty(field(&y, "target"))
	}
	grouped := map[string]bool{}
	var groups [][2][]string // old names, new names
	for _, o := range removed {
		var parts []string
		for _, n := range added {
			if !grouped[n] && same(a.fields[o], b.fields[n]) {
				parts = append(parts, n)
			}
		}
		if len(parts) >= 2 && !slices.ContainsFunc(removed, func(r string) bool { return r != o && same(a.fields[r], a.fields[o]) }) {
			groups = append(groups, [2][]string{{o}, parts})
			grouped[o] = true
			for _, n := range parts {
				grouped[n] = true
			}
		}
	}
	for _, n := range added {
		if grouped[n] {
			continue
		}
		var parts []string
		for _, o := range removed {
			if !grouped[o] && same(a.fields[o], b.fields[n]) {
				parts = append(parts, o)
			}
		}
		if len(parts) >= 2 && !slices.ContainsFunc(added, func(r string) bool { return r != n && !grouped[r] && same(b.fields[r], b.fields[n]) }) {
			groups = append(groups, [2][]string{parts, {n}})
			grouped[n] = true
			for _, o := range parts {
				grouped[o] = true
			}
		}
	}
	// A job kept under its key that gives some of its schedule rules, caps or triggers to jobs
	// added for the same crawler and category of site, or takes over those of jobs removed, is
	// one split or merge (issue 12: civic-ingestor's "Live streams" split into an on-air check
	// and the frames read as a rule removed, a cap removed and a job added, "less polite").
	for _, k := range b.keys {
		ak, ok := a.fields[k]
		if !ok {
			continue
		}
		bk := b.fields[k]
		var parts []string
		for _, n := range added {
			if !grouped[n] && same(ak, b.fields[n]) {
				parts = append(parts, n)
			}
		}
		if len(parts) > 0 {
			nodes := []node{bk}
			for _, n := range parts {
				nodes = append(nodes, b.fields[n])
			}
			if contentSplit(ak, nodes) {
				groups = append(groups, [2][]string{{k}, append([]string{k}, parts...)})
				grouped[k] = true
				for _, n := range parts {
					grouped[n] = true
				}
				continue
			}
		}
		var olds []string
		for _, o := range removed {
			if !grouped[o] && same(a.fields[o], bk) {
				olds = append(olds, o)
			}
		}
		if len(olds) > 0 {
			nodes := []node{ak}
			for _, o := range olds {
				nodes = append(nodes, a.fields[o])
			}
			if contentSplit(bk, nodes) {
				groups = append(groups, [2][]string{append([]string{k}, olds...), {k}})
				grouped[k] = true
				for _, o := range olds {
					grouped[o] = true
				}
			}
		}
	}
	renamed := renamedJobs(a, b, removed, added, grouped)
	for _, k := range b.keys {
		sub := "/jobs/" + EscapeToken(k)
		if av, ok := a.fields[k]; ok && !grouped[k] {
			d.walk(sub, av, b.fields[k])
			continue
		}
		if o, ok := renamed[k]; ok {
			d.addJobRename(a, b, o, k)
			if !sameButLabel(a.fields[o], b.fields[k]) {
				// Renamed and changed in one edit: each change as if made after the rename.
				d.moves = append(d.moves, move{newp: sub, oldp: "/jobs/" + EscapeToken(o)})
				d.walk(sub, a.fields[o], b.fields[k])
				d.moves = d.moves[:len(d.moves)-1]
			}
			continue
		}
		if !grouped[k] {
			d.walk(sub, empty(b.fields[k]), b.fields[k])
			continue
		}
		for _, g := range groups {
			if g[1][0] == k {
				d.addJobGroup(a, b, g[0], g[1])
			}
		}
	}
	for _, k := range a.keys {
		if _, ok := b.fields[k]; !ok && !grouped[k] {
			d.walk("/jobs/"+EscapeToken(k), a.fields[k], empty(a.fields[k]))
		}
	}
	d.jobGroups = append(d.jobGroups, groups...)
	for _, n := range slices.Sorted(maps.Keys(renamed)) {
		o := renamed[n]
		// A list of jobs that named the old key and now names the new one names the same fetch.
		d.jobGroups = append(d.jobGroups, [2][]string{{o}, {n}})
	}
}

// renamedJobs pairs each job removed with the one job added that equals it but for its key and
// its labels (the same job under a new key), then each job left with the one left that has its
// labels, crawler and category of site (the same job under a new key, changed in the same edit:
// new user 27, F-08, where the window that named it read "Measurement visit → Measurement visit",
// less polite, and the longer dates only as a job removed and one added): new key → old key, each
// marked in grouped. A job removed or added that matches several of the other side is no rename
// of any: which one it became is not known, and they are reported as removed and added.
func renamedJobs(a, b node, removed, added []string, grouped map[string]bool) map[string]string {
	renamed := map[string]string{}
	for _, same := range []func(x, y node) bool{sameButLabel, sameName} {
		matches := func(keys []string, from node, x node) []string {
			var out []string
			for _, k := range keys {
				if !grouped[k] && same(from.fields[k], x) {
					out = append(out, k)
				}
			}
			return out
		}
		pass := map[string]string{}
		for _, o := range removed {
			if grouped[o] {
				continue
			}
			ns := matches(added, b, a.fields[o])
			if len(ns) != 1 || len(matches(removed, a, b.fields[ns[0]])) != 1 {
				continue
			}
			pass[ns[0]] = o
		}
		for n, o := range pass {
			renamed[n] = o
			grouped[n], grouped[o] = true, true
		}
	}
	return renamed
}

// sameName reports whether two jobs have the same labels in every language, and fetch for the
// same crawler from the same category of site: the job a reader knows by that name.
func sameName(x, y node) bool {
	if x.kind != 'o' || y.kind != 'o' {
		return false
	}
	lx, okX := x.fields["label"]
	ly, okY := y.fields["label"]
	return okX && okY && sameUnordered("label", lx, ly) &&
		compactOrEmpty(field(&x, "agent")) == compactOrEmpty(field(&y, "agent")) &&
		compactOrEmpty(field(&x, "target")) == compactOrEmpty(field(&y, "target"))
}

// sameButLabel reports whether two jobs have the same members with the same values (lists whose
// order means nothing in any order, as sameUnordered compares them), their labels aside.
func sameButLabel(x, y node) bool {
	if x.kind != 'o' || y.kind != 'o' {
		return false
	}
	members := func(n node) []string {
		return slices.DeleteFunc(slices.Clone(n.keys), func(k string) bool { return k == "label" })
	}
	mx, my := members(x), members(y)
	if len(mx) != len(my) {
		return false
	}
	for _, k := range mx {
		yv, ok := y.fields[k]
		if !ok || !sameUnordered(k, x.fields[k], yv) {
			return false
		}
	}
	return true
}

// addJobRename records a job renamed (the same job under a new key, its labels perhaps changed
// with it) as one change at the new job, OldPointer the old one: neutral where its labels are the
// same, wording where they changed, since the fetches are the same either way (review 8: a rename
// read as a job removed and one added, "less polite").
func (d *differ) addJobRename(a, b node, o, n string) {
	at := func(k string) string { return "/jobs/" + EscapeToken(k) }
	c := Change{Pointer: at(n), OldPointer: at(o), Kind: Changed, Field: "job_renamed", Old: o, New: n, Class: ClassNeutral}
	ol, okO := a.fields[o].fields["label"]
	nl, okN := b.fields[n].fields["label"]
	if okO != okN || (okO && !sameUnordered("label", ol, nl)) {
		c.Class = ClassWording
	}
	d.changes = append(d.changes, c)
}

// addJobGroup records jobs split or merged as one change at the first new job: classed by the
// changes that each new job makes against each old one, as if it had been renamed, leaving out
// those of wording (labels).
func (d *differ) addJobGroup(a, b node, olds, news []string) {
	at := func(k string) string { return "/jobs/" + EscapeToken(k) }
	c := Change{Pointer: at(news[0]), Kind: Changed, Field: "job", OldPointer: at(olds[0]), Merged: len(olds) > 1}
	c.Old, c.New = strings.Join(olds, ", "), strings.Join(news, ", ")
	if c.Merged {
		for _, o := range olds {
			c.Parts = append(c.Parts, at(o))
		}
	} else {
		for _, n := range news {
			c.Parts = append(c.Parts, at(n))
		}
	}
	if whole, parts := a.fields[olds[0]], news; len(olds) == 1 {
		nodes := make([]node, len(parts))
		for i, n := range parts {
			nodes[i] = b.fields[n]
		}
		if contentSplit(whole, nodes) {
			c.Class = ClassNeutral // the same fetches, shared out
			d.changes = append(d.changes, c)
			return
		}
	} else if nodes := make([]node, len(olds)); len(news) == 1 {
		for i, o := range olds {
			nodes[i] = a.fields[o]
		}
		if contentSplit(b.fields[news[0]], nodes) {
			c.Class = ClassNeutral
			d.changes = append(d.changes, c)
			return
		}
	}
	var signs []int
	for _, o := range olds {
		for _, n := range news {
			sub := differ{oldRoot: d.oldRoot, newRoot: d.newRoot, oldPolicy: d.oldPolicy, newPolicy: d.newPolicy}
			sub.moves = []move{{newp: at(n), oldp: at(o)}}
			sub.walk(at(n), a.fields[o], b.fields[n])
			for _, sc := range sub.changes {
				switch {
				case sc.Class == ClassStricter:
					signs = append(signs, 1)
				case sc.Class == ClassLooser && sc.LessPolite:
					signs = append(signs, -1)
				case sc.Class == ClassLooser:
					signs = append(signs, incomparable)
				}
			}
		}
	}
	c.Class, c.LessPolite = classifyParts(signs)
	d.changes = append(d.changes, c)
}

// sharedLists are the members of a job whose items a split shares out among its parts, each
// item to exactly one (a schedule rule or a trigger in two parts would run twice), and
// limitLists those whose items each part may keep or drop where it does not need them, as long
// as every item of the whole stays with some part (a cap per frame goes with the frames).
var (
	sharedLists = map[string]bool{"cadence": true, "triggers": true, "follow_up": true}
	limitLists  = map[string]bool{"caps": true, "budgets": true, "reactions": true}
)

// contentSplit reports whether the jobs parts together do what the job whole did: each of its
// schedule rules, triggers and re-checks in exactly one of them, each of its caps, budgets and
// pauses in at least one and none that it did not have, and every other member (its crawler,
// category of site, conditions, timeouts, windows…) the same in each. Labels aside.
func contentSplit(whole node, parts []node) bool {
	if whole.kind != 'o' {
		return false
	}
	members := map[string]bool{}
	for _, p := range append([]node{whole}, parts...) {
		if p.kind != 'o' {
			return false
		}
		for _, k := range p.keys {
			members[k] = true
		}
	}
	delete(members, "label")
	items := func(n node, k string) []node {
		if v, ok := n.fields[k]; ok && v.kind == 'a' {
			return v.items
		}
		return nil
	}
	for k := range members {
		switch {
		case sharedLists[k] || limitLists[k]:
			left := items(whole, k)
			held := make([]bool, len(left))
			for _, p := range parts {
				for _, it := range items(p, k) {
					// The first item of the whole equal to it, for a shared list the first one
					// not yet in a part: an item in two parts has none left.
					j := slices.IndexFunc(left, func(w node) bool { return equalNodes(w, it) })
					for j >= 0 && sharedLists[k] && held[j] {
						next := slices.IndexFunc(left[j+1:], func(w node) bool { return equalNodes(w, it) })
						if next < 0 {
							j = -1
							break
						}
						j += 1 + next
					}
					if j < 0 {
						return false // an item the whole did not have, or one in two parts
					}
					held[j] = true
				}
			}
			if slices.Contains(held, false) {
				return false
			}
		default:
			w, okW := whole.fields[k]
			for _, p := range parts {
				v, okP := p.fields[k]
				if okW != okP || (okW && !sameUnordered(k, w, v)) {
					return false
				}
			}
		}
	}
	return true
}

// jobReferences name the lists of jobs by the last token of their pointer: a window's jobs, a
// request's, a pause's, the jobs that send the crawler's own User-Agent or the default one, the
// jobs whose finds start a job (started_by: one job is a string, JobRefs).
var jobReferences = map[string]bool{"jobs": true, "own_user_agent_jobs": true, "default_user_agent_jobs": true, "started_by": true}

// foldJobReferences drops the changes of a list of jobs (a window's, a request's, a pause's)
// that names the new jobs of a split or merge where it named the old ones, and nothing else
// changed: the list names the same fetches. A list that names some of the parts only, or some of
// the jobs merged, changed what it holds and keeps its changes.
func (d *differ) foldJobReferences() {
	if len(d.jobGroups) == 0 {
		return
	}
	// same reports whether the list of jobs at ptr (its parent for an item) names the same
	// fetches on both sides, the old jobs of each group in full standing for its new ones.
	same := func(ptr string) bool {
		t := strings.Split(ptr, "/")
		if !jobReferences[t[len(t)-1]] {
			ptr = strings.Join(t[:len(t)-1], "/")
		}
		o, okO := nodeAt(d.oldRoot, ptr)
		n, okN := nodeAt(d.newRoot, ptr)
		if !okO || !okN {
			return false
		}
		set := func(l node) []string {
			var out []string
			if l.kind == 's' {
				return []string{str(&l)} // one job (started_by, JobRefs)
			}
			for _, it := range l.items {
				out = append(out, str(&it))
			}
			return out
		}
		old, new := set(o), set(n)
		for _, g := range d.jobGroups {
			held := 0
			for _, j := range g[0] {
				if slices.Contains(old, j) {
					held++
				}
			}
			switch held {
			case 0:
				continue
			case len(g[0]):
				old = slices.DeleteFunc(old, func(j string) bool { return slices.Contains(g[0], j) })
				old = append(old, g[1]...)
			default:
				return false
			}
		}
		slices.Sort(old)
		slices.Sort(new)
		return slices.Equal(slices.Compact(old), slices.Compact(new))
	}
	d.changes = slices.DeleteFunc(d.changes, func(c Change) bool {
		t := strings.Split(c.Pointer, "/")
		switch {
		case len(t) == 3 && t[1] == "jobs":
			return false // a job itself, split, merged, added or removed
		case len(t) >= 2 && jobReferences[t[len(t)-1]] && c.Kind == Changed:
			return same(c.Pointer)
		case len(t) >= 3 && jobReferences[t[len(t)-2]]:
			return same(c.Pointer)
		}
		return false
	})
}

// sameUnordered reports whether a and b, the values of member name, differ only in the order of
// items of lists whose order means nothing (a window's spans, a crawler's re-visits, the kinds of
// resource it embeds): the same value, reordered. A list whose order matters (a retry schedule's
// delays: positional) is compared in its order.
func sameUnordered(name string, a, b node) bool {
	if a.kind != b.kind {
		return false
	}
	switch a.kind {
	case 'o':
		if len(a.keys) != len(b.keys) {
			return false
		}
		for _, k := range a.keys {
			bv, ok := b.fields[k]
			if !ok || !sameUnordered(k, a.fields[k], bv) {
				return false
			}
		}
		return true
	case 'a':
		if len(a.items) != len(b.items) {
			return false
		}
		if positional[name] {
			for i := range a.items {
				if !sameUnordered("", a.items[i], b.items[i]) {
					return false
				}
			}
			return true
		}
		used := make([]bool, len(b.items))
		for _, it := range a.items {
			found := false
			for j := range b.items {
				if !used[j] && sameUnordered("", it, b.items[j]) {
					used[j], found = true, true
					break
				}
			}
			if !found {
				return false
			}
		}
		return true
	}
	return equalNodes(a, b)
}
