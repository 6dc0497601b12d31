package export

import (
	"slices"
	"strings"
	"testing"
)

// TestTransferTimeoutExported (new-user trial 21, F7): limits.transfer_timeout, a whole request to
// the last byte of its body, is each crawler's setting for a whole download: Scrapy's
// DOWNLOAD_TIMEOUT (the download handler's one timeout, connection to last byte), Nutch's
// http.time.limit (it stops reading a document after that many seconds) and StormCrawler's
// fetcher.thread.timeout (a hard limit on one protocol fetch). A response timeout shorter than
// it is not kept apart by Scrapy, and says so.
func TestTransferTimeoutExported(t *testing.T) {
	p := testdataPolicy(t, conformPolicy, [2]string{"interval_key = \"hostname\"\n", "interval_key = \"hostname\"\nresponse_timeout = \"30s\"\ntransfer_timeout = \"2m\"\n"})
	for _, tc := range []struct {
		f    Format
		want string
	}{
		{Scrapy, "DOWNLOAD_TIMEOUT = 120"},
		{Nutch, "<name>http.time.limit</name>\n  <value>120</value>"},
		{StormCrawler, "fetcher.thread.timeout: 120"},
	} {
		ex := generate(t, p, tc.f, Options{})
		if !strings.Contains(string(ex.Data), tc.want) {
			t.Errorf("%s: lacks %q:\n%s", tc.f.Name(), tc.want, ex.Data)
		}
		if !slices.Contains(ex.Carried, "/limits/transfer_timeout") {
			t.Errorf("%s: /limits/transfer_timeout not carried: %v", tc.f.Name(), ex.Carried)
		}
	}
	ex := generate(t, p, Scrapy, Options{})
	want := Statement{"/limits/response_timeout", "Scrapy has one timeout for the whole download (DOWNLOAD_TIMEOUT, the transfer timeout): the wait for a response may take that long"}
	if !slices.Contains(ex.Unenforced, want) {
		t.Errorf("scrapy: not listed as not enforced: %v\n%v", want, ex.Unenforced)
	}
}
