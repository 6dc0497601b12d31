package policy

import "testing"

// addressCountryBad: operator.country (new-user trial 21, F9) is an ISO 3166-1 alpha-2 code of a
// country, beside the address's lines; an error says what would be right.
var addressCountryBad = []badPolicy{
	{
		name:  "trial21/country written out",
		edits: []edit{replace("address = [\"Beispielweg 1\", \"10115 Berlin\"]\n", "address = [\"Beispielweg 1\", \"10115 Berlin\"]\ncountry = \"Germany\"\n")},
		want:  []string{`policy.toml:18:1: operator.country: "Germany" is not an ISO 3166-1 alpha-2 code of a country (want two capital letters, e.g. "DE" for Germany: each page names the country in its own language)`},
	},
	{
		name:  "trial21/a code of no country",
		edits: []edit{replace("address = [\"Beispielweg 1\", \"10115 Berlin\"]\n", "address = [\"Beispielweg 1\", \"10115 Berlin\"]\ncountry = \"XX\"\n")},
		want:  []string{`policy.toml:18:1: operator.country: "XX" is not an ISO 3166-1 alpha-2 code of a country (want two capital letters, e.g. "DE" for Germany: each page names the country in its own language)`},
	},
	{
		name:  "trial21/country without an address",
		edits: []edit{replace("address = [\"Beispielweg 1\", \"10115 Berlin\"]\n", "country = \"DE\"\n")},
		want:  []string{`policy.toml:17:1: operator.country: is set, but operator.address is not (want the address's lines in address; the pages name the country after them)`},
	},
}

func TestAddressCountryBad(t *testing.T) { runBadPolicies(t, addressCountryBad) }

// addressCountryWarned: a last line of address that names the country operator.country states,
// in English or a language of the site, would be named twice on the pages.
var addressCountryWarned = []badPolicy{
	{
		name:  "trial21/country twice",
		edits: []edit{replace("address = [\"Beispielweg 1\", \"10115 Berlin\"]\n", "address = [\"Beispielweg 1\", \"10115 Berlin\", \"Deutschland\"]\ncountry = \"DE\"\n")},
		want:  []string{`policy.toml:17:45: warning: operator.address[2]: "Deutschland" names the country that operator.country = "DE" states, so the pages would name it twice (want the line removed: each page names the country in its own language)`},
	},
	{
		name:  "trial21/country once",
		edits: []edit{replace("address = [\"Beispielweg 1\", \"10115 Berlin\"]\n", "address = [\"Beispielweg 1\", \"10115 Berlin\"]\ncountry = \"DE\"\n")},
	},
}

func TestAddressCountryWarned(t *testing.T) { runValidCases(t, addressCountryWarned) }
