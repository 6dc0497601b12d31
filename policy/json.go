package policy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// MarshalJSON writes the size as an integer of bytes.
func (s Size) MarshalJSON() ([]byte, error) { return []byte(strconv.FormatInt(int64(s), 10)), nil }

// UnmarshalJSON reads an integer of bytes.
func (s *Size) UnmarshalJSON(b []byte) error {
	n, err := strconv.ParseInt(string(b), 10, 64)
	if err != nil || n < 0 {
		return fmt.Errorf("size: want a non-negative integer of bytes, got %s", b)
	}
	*s = Size(n)
	return nil
}

// MarshalJSON writes one job as a string and several as an array of strings.
func (r JobRefs) MarshalJSON() ([]byte, error) {
	if len(r) == 1 {
		return json.Marshal(r[0])
	}
	return json.Marshal([]string(r))
}

// UnmarshalJSON reads what MarshalJSON writes: a string or an array of strings.
func (r *JobRefs) UnmarshalJSON(b []byte) error {
	var one string
	if err := json.Unmarshal(b, &one); err == nil {
		*r = JobRefs{one}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return err
	}
	*r = many
	return nil
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }

// JSON returns the canonical policy.json form of p: members in the model's fixed order, named
// collections as objects keyed by name in the file's order, labels with their languages sorted,
// durations in seconds, sizes in bytes, times of day as "HH:MM", indented by two spaces and ending
// in a newline. The same policy always gives the same bytes.
//
// The values that Unpublished names are left out: policy.json lists their pointers only (see
// FullJSON for the form with them).
func (p *Policy) JSON() ([]byte, error) {
	b, err := p.FullJSON()
	if err != nil {
		return nil, err
	}
	return p.Published(b)
}

// Published is JSON from full, the bytes FullJSON returned for p: full itself when the policy
// publishes every value, else a copy without the values Unpublished names. A caller that needs
// both forms encodes the policy once.
func (p *Policy) Published(full []byte) ([]byte, error) {
	if len(p.Unpublished) == 0 {
		return full, nil
	}
	return withoutUnpublished(full, p.Unpublished)
}

// FullJSON is JSON with the values that Unpublished names kept: the form the crawler's own tools
// and diff read, never published.
func (p *Policy) FullJSON() ([]byte, error) {
	// Encoded compact, then indented into a buffer of about the right size: an indenting encoder
	// would write through two more buffers, each grown by doubling.
	var compact bytes.Buffer
	enc := json.NewEncoder(&compact)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(p); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Grow(2 * compact.Len())
	if err := json.Indent(&b, compact.Bytes(), "", "  "); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// ReadJSON reads a policy from its policy.json form, rejecting unknown members, and validates it
// with the rules of Validate. A schema version other than SchemaVersion is an error.
func ReadJSON(data []byte) (*Policy, error) {
	p := Policy{fromJSON: true}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, fmt.Errorf("policy.json: %w", err)
	}
	if p.Schema != SchemaVersion {
		return nil, fmt.Errorf("policy.json: schema %d, this sitegen reads %d", p.Schema, SchemaVersion)
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return &p, nil
}
