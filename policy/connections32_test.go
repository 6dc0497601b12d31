package policy

import (
	"testing"
)

// TestConnectionsUnit (new-user trial 29, F-13): limits.concurrency_unit = "connections" states
// that the number at a time counts connections, which a firewall log shows, not requests (over
// HTTP/2 one connection carries several); an interval cannot count them, and interval_unit =
// "connections" is refused with its place and what would be right. Failed before: "connections"
// was not a value of concurrency_unit.
func TestConnectionsUnit(t *testing.T) {
	p := parseText(t, gminaWith(t, "concurrency_unit = \"connections\"\n", ""), "policy.toml")
	if p.Limits.ConcurrencyUnit != ConcurrencyUnitConnections {
		t.Errorf("concurrency_unit = %q", p.Limits.ConcurrencyUnit)
	}
	_, err := Parse([]byte(gminaWith(t, "interval_unit = \"connections\"\n", "")), "policy.toml")
	const want = `policy.toml:88:1: limits.interval_unit: "connections" is not allowed here: an interval spaces requests or page loads, and only concurrency_unit counts connections (want one of "requests", "page-loads"; for how many connections at a time, concurrency_unit = "connections")`
	if err == nil || err.Error() != want {
		t.Errorf("problems:\n%v\nwant %s", err, want)
	}
}

// TestIntervalUnitValues (new-user trial 29, F-13's open point): interval_unit's error for an
// unknown value lists the values it accepts, not "connections", which only concurrency_unit
// accepts; concurrency_unit's lists all three. Failed before: interval_unit and concurrency_unit
// shared one type, and "pages" got "want one of "requests", "page-loads", "connections"".
func TestIntervalUnitValues(t *testing.T) {
	for _, tc := range []struct{ key, want string }{
		{"interval_unit", `policy.toml:88:1: limits.interval_unit: "pages" is not allowed here (want one of "requests", "page-loads")`},
		{"concurrency_unit", `policy.toml:88:1: limits.concurrency_unit: "pages" is not allowed here (want one of "requests", "page-loads", "connections")`},
	} {
		_, err := Parse([]byte(gminaWith(t, tc.key+" = \"pages\"\n", "")), "policy.toml")
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s = \"pages\":\n%v\nwant %s", tc.key, err, tc.want)
		}
	}
}

// TestConnectionsUnitDiff (new-user trial 29, F-13): from requests to connections, or back, is
// neither more nor less polite for certain (a connection may carry several requests, a request
// never opens more than one): "may be less polite", never "less polite". Failed before:
// "connections" was not a value of concurrency_unit.
func TestConnectionsUnitDiff(t *testing.T) {
	requests := parseText(t, gminaWith(t, "concurrency_unit = \"requests\"\n", ""), "policy.toml")
	connections := parseText(t, gminaWith(t, "concurrency_unit = \"connections\"\n", ""), "policy.toml")
	for _, tc := range []struct {
		name     string
		old, new *Policy
	}{{"requests to connections", requests, connections}, {"connections to requests", connections, requests}} {
		if got, want := diffClasses(t, tc.old, tc.new), "changed /limits/concurrency_unit looser false"; got != want {
			t.Errorf("%s: %s, want %s", tc.name, got, want)
		}
	}
}
