package policy

import (
	"testing"
	"time"
)

// TestDurationMonthsKept (new-user trial 27, F-05): a duration written in months alone keeps its
// unit (Months, String), and its span is the one the crawler kept before, 30 days a month, which
// policy.json writes in seconds. Failed before: String gave "360d", and Months did not exist.
func TestDurationMonthsKept(t *testing.T) {
	const day = 24 * time.Hour
	for _, tt := range []struct {
		in     string
		months int64
		str    string
		span   time.Duration
	}{
		{"12mo", 12, "12mo", 360 * day},
		{"1 mo", 1, "1mo", 30 * day},
		{"15mo", 15, "15mo", 450 * day},
		{"1mo2d", 0, "32d", 32 * day},
		{"360d", 0, "360d", 360 * day},
		{"1.5mo", 0, "45d", 45 * day},
	} {
		d, err := ParseDuration(tt.in)
		if err != nil {
			t.Fatalf("%q: %v", tt.in, err)
		}
		n, ok := d.Months()
		if n != tt.months || ok != (tt.months > 0) || d.String() != tt.str || d.Duration != tt.span {
			t.Errorf("%q: Months() = %d, %v, String() = %q, span %v; want %d, %q, %v", tt.in, n, ok, d, d.Duration, tt.months, tt.str, tt.span)
		}
		if j, _ := d.MarshalJSON(); string(j) != secondsString(tt.span) {
			t.Errorf("%q: JSON %s, want the seconds %s", tt.in, j, secondsString(tt.span))
		}
	}
}
