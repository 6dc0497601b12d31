package policy

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// trial25Key is the Ed25519 public key of new-user trial 25's crawler.
const trial25Key = "\n[[agents.bot.signing_keys]]\nkty = \"OKP\"\ncrv = \"Ed25519\"\nx = \"Gn_CZzAlUU4HtZvaqFAln2TvyjRsYhVsdx4D-_rOO-I\"\n"

// TestSignatureAgentRefused: agents.X.signature_agent is the https origin of the key directory,
// written as the draft has a Signature-Agent member of type "directory" hold it, and only beside
// signing keys (new-user trial 25, F-05: the header could not be stated).
func TestSignatureAgentRefused(t *testing.T) {
	at := func(v string) edit { return replace("[agents.bot]\n", "[agents.bot]\nsignature_agent = \""+v+"\"\n") }
	runBadPolicies(t, []badPolicy{
		{
			name:  "no signing keys",
			edits: []edit{at("https://crawler.example")},
			want:  []string{`policy.toml:27:1: agents.bot.signature_agent: is set, but signing_keys is not (the Signature-Agent header goes with signed requests: want the agent's Ed25519 public keys in signing_keys, or leave signature_agent out)`},
		},
		{
			name:  "http",
			edits: []edit{at("http://crawler.example"), appendText(trial25Key)},
			want:  []string{`policy.toml:27:1: agents.bot.signature_agent: "http://crawler.example" is not an https URL: a Signature-Agent member names the key directory's origin over https (draft-ietf-webbotauth-httpsig-protocol; want "https://crawler.example")`},
		},
		{
			name:  "a path",
			edits: []edit{at("https://crawler.example/.well-known/http-message-signatures-directory"), appendText(trial25Key)},
			want:  []string{`policy.toml:27:1: agents.bot.signature_agent: "https://crawler.example/.well-known/http-message-signatures-directory" is not an origin: a verifier fetches the key directory at the origin's /.well-known/http-message-signatures-directory, so the header holds the scheme and host only, with no path, query or fragment (draft-ietf-webbotauth-httpsig-protocol, type "directory"; want "https://crawler.example")`},
		},
		{
			name:  "not written as an origin",
			edits: []edit{at("https://Crawler.Example:443/"), appendText(trial25Key)},
			want:  []string{`policy.toml:27:1: agents.bot.signature_agent: "https://Crawler.Example:443/" is not written as an origin is (RFC 6454 §6.2: no "/" at the end, host in lower case, no default port; a verifier may ignore any other form): want "https://crawler.example"`},
		},
		{
			name:  "not a URL, beside a bad key",
			edits: []edit{at("crawler.example"), appendText(strings.Replace(trial25Key, "Gn_", "Gn=", 1))},
			want: []string{
				`policy.toml:27:1: agents.bot.signature_agent: "crawler.example" is not an absolute URL (want e.g. https://crawler.example/)`,
				`policy.toml:114:1: agents.bot.signing_keys[0].x: "Gn=CZzAlUU4HtZvaqFAln2TvyjRsYhVsdx4D-_rOO-I" is not base64url without padding (RFC 4648 §5: letters, digits, "-" and "_", no "=")`,
			},
		},
	})
}

// TestSignatureAgentElsewhere: a Signature-Agent that names another origin than the site's is a
// warning (the directory the build writes is not the one a verifier fetches); the site's own
// origin passes.
func TestSignatureAgentElsewhere(t *testing.T) {
	for _, tt := range []struct{ value, want string }{
		{"https://crawler.example", ""},
		{"https://keys.crawler.example", "policy.toml:27:1: warning: agents.bot.signature_agent: names the key directory https://keys.crawler.example/.well-known/http-message-signatures-directory, but this site publishes its own at https://crawler.example/.well-known/http-message-signatures-directory (site.base_url): a verifier fetches only the one the header names, so serve the same keys there"},
	} {
		src, err := badPolicy{edits: []edit{replace("[agents.bot]\n", "[agents.bot]\nsignature_agent = \""+tt.value+"\"\n")}}.apply(readBase(t))
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse([]byte(src+trial25Key), "policy.toml")
		if err != nil {
			t.Fatalf("%s: %v", tt.value, err)
		}
		var got []string
		for _, w := range p.Warnings() {
			if strings.Contains(w.String(), "signature_agent") {
				got = append(got, w.String())
			}
		}
		var want []string
		if tt.want != "" {
			want = []string{tt.want}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: warnings mismatch (-want +got):\n%s", tt.value, diff)
		}
		if string(p.Agents[0].SignatureAgent) != tt.value {
			t.Errorf("%s: loaded as %q", tt.value, p.Agents[0].SignatureAgent)
		}
	}
}

// TestSignatureAgentDiff: the address the Signature-Agent header names is identity, as the keys
// are: a verifier that checks it needs the new one.
func TestSignatureAgentDiff(t *testing.T) {
	with := func(v string) *Policy {
		p := mybot(t)
		p.Agents[0].SignatureAgent = URL(v)
		return p
	}
	changes, err := Diff(with("https://a.example"), with("https://b.example"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, ch := range changes {
		got = append(got, string(ch.Kind)+" "+ch.Pointer+" "+string(ch.Class)+" "+ch.Field)
	}
	want := []string{"changed /agents/" + EscapeToken(with("").Agents[0].ID) + "/signature_agent identity signature_agent"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Diff mismatch (-want +got):\n%s", diff)
	}
}
