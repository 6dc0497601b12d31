package browsertest

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// tableCaption is where a table's caption is drawn on the page.
type tableCaption struct {
	Text        string  `json:"text"`
	InScrollBox bool    `json:"inScrollBox"`
	Left        float64 `json:"left"`
	Right       float64 `json:"right"`
	ClipsOwn    bool    `json:"clipsOwn"`
}

// captionsJS finds, for every table, the element that names it (aria-labelledby), and reports
// whether that element lies inside a box that scrolls sideways, where it would be cut off, and
// where it is drawn.
const captionsJS = `[...document.querySelectorAll("table")].map(table => {
	const id = table.getAttribute("aria-labelledby");
	const el = (id && document.getElementById(id)) || table.querySelector("caption");
	if (!el) return {text: "", inScrollBox: false, left: 0, right: 0, clipsOwn: false};
	let inScrollBox = false;
	for (let p = el.parentElement; p; p = p.parentElement) {
		const o = getComputedStyle(p).overflowX;
		if ((o === "auto" || o === "scroll" || o === "hidden") && p.scrollWidth > p.clientWidth) inScrollBox = true;
	}
	const r = el.getBoundingClientRect();
	return {text: el.textContent, inScrollBox, left: r.left, right: r.right, clipsOwn: el.scrollWidth > el.clientWidth};
})`

// Test_m25CaptionOutsideScrollBox: at 360 px, a table wider than the screen scrolls in its box,
// and its caption stands outside that box, whole on the screen (the hostile trial's m25: the
// caption of the side-by-side table scrolled out of sight with it). triple-fetchers has the
// widest tables: three agents side by side.
func Test_m25CaptionOutsideScrollBox(t *testing.T) {
	browserCtx := startBrowser(t, findChromium(t))
	s := serveExample(t, browserCtx, "triple-fetchers")
	for _, lang := range s.langs {
		t.Run(lang, func(t *testing.T) {
			tb := s.open(t, chromedp.EmulateViewport(phoneWidth, phoneHeight,
				chromedp.EmulateScale(phoneScale), chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait))
			tb.load(t, pagePath(lang))
			captions := eval[[]tableCaption](t, tb, captionsJS)
			if len(captions) == 0 {
				t.Fatal("no tables on the page")
			}
			wide := eval[int](t, tb, `[...document.querySelectorAll("div.table")].filter(d => d.scrollWidth > d.clientWidth).length`)
			if wide == 0 {
				t.Errorf("no table is wider than %d px: the check would prove nothing", phoneWidth)
			}
			for _, c := range captions {
				switch {
				case c.Text == "":
					t.Errorf("a table has no caption")
				case c.InScrollBox:
					t.Errorf("the caption %q is inside a box that scrolls sideways", c.Text)
				case c.Left < 0 || c.Right > phoneWidth || c.ClipsOwn:
					t.Errorf("the caption %q is drawn from %.0f to %.0f px, outside the %d px screen", c.Text, c.Left, c.Right, phoneWidth)
				}
			}
		})
	}
}
