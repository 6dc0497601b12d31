package polite

// Tracked is how much state t holds: robots.txt copies, and keys of its own store (spacing,
// slots, quotas). Tests only.
func (t *Transport) Tracked() (robots, keys int) { return t.robots.Len(), t.local.Len() }
