package generator

import (
	"os"
	"testing"
)

func BenchmarkTmpT(b *testing.B) {
	msgs, _ := LoadMessages(os.DirFS(".."))
	var problems []string
	l := newLocalizer(msgs, "en", &problems)
	x, y := value("/a", "x"), code("/b", "y")
	b.ReportAllocs()
	for b.Loop() {
		l.t("list.and", "A", x, "B", y)
	}
}
