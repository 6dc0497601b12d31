package policy

import "testing"

// TestPeopleEmail (new-user trial 28, F-09; trial 27, F-04): operator.people[].email is checked
// as the contact addresses are (syntax, a name reserved for documentation only in an example),
// and a person may be given by their mailbox alone (a data protection officer, a press office),
// but not by neither name nor address. All problems at once, each with file:line:col. Failed
// before: unknown key "email", "press-office" not allowed.
func TestPeopleEmail(t *testing.T) {
	const op = "address = [\"Beispielweg 1\", \"10115 Berlin\"]\n"
	people := func(s string) edit { return replace(op, op+s) }
	runBadPolicies(t, []badPolicy{
		{
			name: "bad address, no name and no address, blank name",
			edits: []edit{people("people = [\n" +
				"  { name = \"Anna Beispiel\", roles = [\"data-protection-officer\"], email = \"anna at crawler.example\" },\n" +
				"  { roles = [\"press-office\"] },\n" +
				"  { name = \" \", roles = [\"press-office\"], email = \"presse@crawler.example\" },\n" +
				"]\n")},
			want: []string{
				`policy.toml:19:66: operator.people[0].email: "anna at crawler.example" is not an e-mail address (want e.g. support@crawler.example)`,
				`policy.toml:20:5: operator.people[1].name: missing (want the person's name, or email alone where the role is published by its mailbox, e.g. a data protection officer's or a press office's)`,
				`policy.toml:21:5: operator.people[2].name: empty name (want the person's name, or leave name out where email is given)`,
			},
		},
		{
			name:  "reserved name outside an example",
			edits: []edit{replace("example = true\n", ""), people("people = [{ roles = [\"data-protection-officer\"], email = \"dpo@crawler.example\" }]\n")},
			want: []string{
				`policy.toml:8:1: site.base_url: "https://crawler.example/" lies under "example", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
				`policy.toml:17:50: operator.people[0].email: "dpo@crawler.example" lies under "example", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
				`policy.toml:20:1: contact.email: "crawler@crawler.example" lies under "example", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
				`policy.toml:30:1: agents.bot.user_agent: "examplebot/{version} (+https://crawler.example/)" lies under "example", a name reserved for documentation and tests (RFC 2606 §2, RFC 6761 §6.5): no real site or mailbox has it (allowed only with site.example = true)`,
				`policy.toml:35:1: network.addresses[0].prefix: 203.0.113.7/32 lies in 203.0.113.0/24, reserved for documentation (allowed only with site.example = true)`,
			},
		},
	})
	src, err := badPolicy{edits: []edit{people("people = [{ roles = [\"data-protection-officer\", \"press-office\"], email = \"dpo@crawler.example\" }]\n")}}.apply(readBase(t))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse([]byte(src), "policy.toml")
	if err != nil {
		t.Fatalf("a data protection officer by their mailbox alone: %v", err)
	}
	if got := p.Operator.People[0]; got.Email != "dpo@crawler.example" || got.Name != "" || len(got.Roles) != 2 || got.Roles[1] != RolePressOffice {
		t.Errorf("operator.people[0] = %+v", got)
	}
}
