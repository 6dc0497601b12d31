package policy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// named is implemented by the items of a Keyed collection: each knows its key (the name of its
// table in policy.toml) and can return a copy of itself with the key set.
type named[T any] interface {
	key() string
	withKey(string) T
}

// Keyed is a collection of named items in the order the policy file lists them. In policy.toml it is
// a table of tables ([agents.civic-ingestor], [jobs.documents]); in policy.json an object keyed by
// name, in the same order, so that a JSON Pointer reads /agents/civic-ingestor/token. In Go it is a
// slice, and each item carries its key in its ID field.
type Keyed[T named[T]] []T

// Get returns the item with the given key.
func (k Keyed[T]) Get(key string) (T, bool) {
	for _, it := range k {
		if it.key() == key {
			return it, true
		}
	}
	var zero T
	return zero, false
}

// Has reports whether an item has the given key.
func (k Keyed[T]) Has(key string) bool {
	_, ok := k.Get(key)
	return ok
}

// Keys lists the keys in order.
func (k Keyed[T]) Keys() []string {
	out := make([]string, len(k))
	for i, it := range k {
		out[i] = it.key()
	}
	return out
}

// MarshalJSON writes an object keyed by name, in the collection's order.
func (k Keyed[T]) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, it := range k {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(it.key()))
		b.WriteByte(':')
		v, err := json.Marshal(it)
		if err != nil {
			return nil, err
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads an object keyed by name, keeping the order of its members.
func (k *Keyed[T]) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	// ReadJSON rejects unknown members; so must the items, which decode on their own.
	dec.DisallowUnknownFields()
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if tok != json.Delim('{') {
		return fmt.Errorf("want an object keyed by name, got %v", tok)
	}
	var out Keyed[T]
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		name, _ := tok.(string)
		if out.Has(name) {
			return fmt.Errorf("%q is named twice", name)
		}
		var it T
		if err := dec.Decode(&it); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		out = append(out, it.withKey(name))
	}
	if _, err := dec.Token(); err != nil {
		return err
	}
	*k = out
	return nil
}
