package browsertest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
	_ "time/tzdata"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/sitegen-dev/sitegen/generator"
)

// exampleNames are the site folders under examples/ (each a folder with a policy.toml), each
// checked in every language of its policy: read from the folder, so that no example is left out
// of the browser checks (feed-reader, link-preview and web-archive once were).
func exampleNames(t *testing.T) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join("..", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if _, err := os.Stat(filepath.Join("..", "examples", e.Name(), "policy.toml")); e.IsDir() && err == nil {
			names = append(names, e.Name())
		}
	}
	if len(names) == 0 {
		t.Fatal("no examples under ../examples")
	}
	return names
}

// The viewports, in CSS pixels: an office PC, and a small phone held upright with the device
// scale of a common phone screen.
const (
	desktopWidth, desktopHeight = 1280, 900
	phoneWidth, phoneHeight     = 360, 740
	phoneScale                  = 2
)

// axeFile is axe-core's browser bundle, installed by npm ci from package.json at the repository
// root.
const axeFile = "../node_modules/axe-core/axe.min.js"

// pageChecks are what TestPagesInChromium checks on each page, each in a tab of its own; every
// tab also fails its check on a console error, a failed request or a request to another origin.
var pageChecks = []struct {
	name  string
	check func(t *testing.T, s *site, lang string)
}{
	{"desktop", checkDesktop},
	{"language-links", checkLanguageLinks},
	{"copy-buttons", checkCopyButtons},
	{"without-script", checkWithoutScript},
	{"phone", checkPhone},
	{"answers-and-week", checkAnswersAndWeek},
	{"axe", checkAxe},
	{"changes", checkChanges},
	{"signatures", checkSignatures},
}

// TestPagesInChromium builds every example in memory, serves it from a local test server and
// loads /<lang>/index.html and /<lang>/changes.html for each of its languages into headless
// Chromium.
func TestPagesInChromium(t *testing.T) {
	chromium := findChromium(t)
	axe := readAxe(t)
	shots := screenshotDir(t)
	browserCtx := startBrowser(t, chromium)
	for _, name := range exampleNames(t) {
		// The examples run side by side, each in tabs of its own on a server of its own.
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			s := serveExample(t, browserCtx, name)
			s.axe, s.shots = axe, shots
			for _, lang := range s.langs {
				t.Run(lang, func(t *testing.T) {
					for _, c := range pageChecks {
						t.Run(c.name, func(t *testing.T) { c.check(t, s, lang) })
					}
				})
			}
		})
	}
}

// findChromium returns the path of Chromium. It skips the test with -short, which leaves out the
// browser tests because they take minutes, and when Chromium is missing (see unavailable).
func findChromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: the browser tests take minutes")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		unavailable(t, "no Chromium to run the pages in (%v): install Debian's package chromium (apt-get install -y chromium), as .ci/run does", err)
	}
	return chromium
}

// clipboard is the browser's one clipboard: one copy check at a time.
var clipboard sync.Mutex

// unavailable skips the test for want of a tool, or fails it when the environment variable CI is
// set: CI must run every check.
func unavailable(t *testing.T, format string, args ...any) {
	t.Helper()
	if os.Getenv("CI") != "" {
		t.Fatalf("CI is set, and "+format, args...)
	}
	t.Skipf(format, args...)
}

// readAxe returns axe-core's source, or "" (with a message) when it is not installed and CI is
// not set.
func readAxe(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile(axeFile)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI is set, and axe-core is missing (%v): run npm ci at the repository root, as .ci/run does", err)
		}
		t.Logf("axe-core is missing (%v): the accessibility checks will skip; run npm ci at the repository root", err)
		return ""
	}
	return string(src)
}

// screenshotDir is where the test writes its screenshots: $SITEGEN_SCREENSHOTS, or
// sitegen-screenshots in the system's temporary folder. The files are kept for people to look at.
func screenshotDir(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("SITEGEN_SCREENSHOTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "sitegen-screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshots (desktop %d px, phone %d px wide) in %s", desktopWidth, phoneWidth, dir)
	return dir
}

// startBrowser starts headless Chromium with a fresh profile, and returns the context of its
// first tab; each check opens tabs of its own from it.
func startBrowser(t *testing.T, chromium string) context.Context {
	t.Helper()
	profile := t.TempDir() // before the cleanup below, so that Chromium has exited when it is removed
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.Headless,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(profile),
		// Root cannot use Chromium's sandbox, and many CI containers lack the user namespaces it
		// needs otherwise; the pages are our own, served from this process.
		chromedp.NoSandbox,
		// Chromium talks to Google's servers on its own (updates of components, field trials,
		// sync). A closed network refuses those connections, and each refusal would look like a
		// failed request; nothing but the pages may use the network.
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-breakpad", true),
		chromedp.Flag("metrics-recording-only", true),
		// Containers often have a small /dev/shm; Chromium crashes when it fills up.
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("force-color-profile", "srgb"),
		chromedp.Flag("hide-scrollbars", true),
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(allocCtx)
	t.Cleanup(func() {
		if err := chromedp.Cancel(ctx); err != nil {
			t.Logf("closing Chromium: %v", err)
		}
		cancel()
		cancelAlloc()
	})
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("start %s: %v", chromium, err)
	}
	return ctx
}

// site is an example's build, served from a local test server.
type site struct {
	name    string
	langs   []string
	files   generator.Files
	browser context.Context
	// origin is the test server's origin, "http://127.0.0.1:PORT".
	origin string
	// snippets is how many robots.txt snippets the policy offers.
	snippets int
	// axe is axe-core's source, "" when it is not installed.
	axe string
	// shots is the folder for screenshots.
	shots string
}

// serveExample builds the example in memory and serves it; it grants the server's origin the
// clipboard, as a person does who lets the page copy. The build's history (the page of changes)
// is one version: the policy of the example after this one in exampleNames' order, so that the
// page of changes says many changes of every kind, the same in every run and every clone (the
// examples' own git history is as long as the clone is deep); the other files do not depend on
// the history.
func serveExample(t *testing.T, browserCtx context.Context, name string) *site {
	t.Helper()
	names := exampleNames(t)
	before := names[(slices.Index(names, name)+1)%len(names)]
	src, err := os.ReadFile(filepath.Join("..", "examples", before, "policy.toml"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := generator.Build(generator.Options{
		Defaults: os.DirFS(".."),
		Site:     os.DirFS(filepath.Join("..", "examples", name)),
		SiteName: "examples/" + name,
		History:  []generator.Version{{Rev: "examples/" + before, Data: src}},
	})
	if err != nil {
		t.Fatalf("build examples/%s: %v", name, err)
	}
	srv := httptest.NewServer(staticHost(res.Files))
	t.Cleanup(srv.Close)
	// Browser.grantPermissions is gone from the protocol; setPermission replaces it. These are
	// the descriptors of its permission types clipboardReadWrite and clipboardSanitizedWrite.
	for _, d := range []*browser.PermissionDescriptor{
		{Name: "clipboard-read"},
		{Name: "clipboard-write", AllowWithoutSanitization: true},
		{Name: "clipboard-write"},
	} {
		_, err := chromedp.CallBrowser(browserCtx, browser.SetPermission, browser.SetPermissionParams{
			Permission: d, Setting: browser.PermissionSettingGranted, Origin: srv.URL,
		})
		if err != nil {
			t.Fatalf("grant %s to %s: %v", d.Name, srv.URL, err)
		}
	}
	return &site{
		name:     name,
		langs:    res.Policy.Site.Languages,
		files:    res.Files,
		browser:  browserCtx,
		origin:   srv.URL,
		snippets: len(res.Policy.Snippets),
	}
}

// staticHost serves a built site as static hosts do: "dir/" is dir/index.html, every other path
// the file of that name. (http.FileServer would redirect /en/index.html to /en/.)
func staticHost(files generator.Files) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, "/")
		if name == "" || strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		b, ok := files[name]
		if !ok {
			http.NotFound(w, r)
			return
		}
		http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(b))
	})
}

func pagePath(lang string) string { return "/" + lang + "/index.html" }

func changesPath(lang string) string { return "/" + lang + "/changes.html" }

// tab is a browser tab that records what goes wrong in it: console errors, uncaught exceptions,
// failed requests, HTTP errors, requests to another origin.
type tab struct {
	ctx    context.Context
	origin string

	mu       sync.Mutex
	pending  map[network.RequestID]string
	problems []string
}

// open opens a tab, runs setup (a viewport, script off) before anything loads, and checks the
// tab's record when the test ends.
func (s *site) open(t *testing.T, setup ...chromedp.Action[chromedp.Void]) *tab {
	t.Helper()
	ctx, cancel := chromedp.NewContext(s.browser)
	tb := &tab{ctx: ctx, origin: s.origin, pending: map[network.RequestID]string{}}
	if err := chromedp.Listen(ctx, tb.record); err != nil {
		cancel()
		t.Fatalf("open a tab: %v", err)
	}
	t.Cleanup(func() {
		tb.waitIdle(t)
		tb.mu.Lock()
		for _, p := range tb.problems {
			t.Error(p)
		}
		tb.mu.Unlock()
		cancel()
	})
	if err := chromedp.Do(ctx, setup...); err != nil {
		t.Fatalf("set the tab up: %v", err)
	}
	return tb
}

// record runs in the tab's event loop: it must return fast and call no command.
func (tb *tab) record(ev any) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	add := func(format string, args ...any) { tb.problems = append(tb.problems, fmt.Sprintf(format, args...)) }
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		u := ev.Request.URL
		if !sameOrigin(u, tb.origin) {
			add("request to another origin: %s %s (want only %s)", ev.Type, u, tb.origin)
		}
		tb.pending[ev.RequestID] = u
	case *network.EventResponseReceived:
		if ev.Response.Status >= 400 {
			add("%s %s: HTTP %d %s (want a status below 400)", ev.Type, ev.Response.URL, ev.Response.Status, ev.Response.StatusText)
		}
	case *network.EventLoadingFinished:
		delete(tb.pending, ev.RequestID)
	case *network.EventLoadingFailed:
		add("request failed: %s %s: %s%s", ev.Type, tb.pending[ev.RequestID], ev.ErrorText, blocked(ev))
		delete(tb.pending, ev.RequestID)
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert {
			add("console.%s: %s", ev.Type, consoleArgs(ev.Args))
		}
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		text := d.Text
		if d.Exception != nil && d.Exception.Description != "" {
			text += " " + d.Exception.Description
		}
		add("uncaught exception at %s:%d: %s", d.URL, d.LineNumber+1, text)
	case *log.EventEntryAdded:
		if ev.Entry.Level == log.EntryLevelError {
			add("console error (%s): %s %s", ev.Entry.Source, ev.Entry.Text, ev.Entry.URL)
		}
	}
}

func blocked(ev *network.EventLoadingFailed) string {
	if ev.BlockedReason != "" {
		return " (blocked: " + string(ev.BlockedReason) + ")"
	}
	return ""
}

func consoleArgs(args []*runtime.RemoteObject) string {
	var parts []string
	for _, a := range args {
		switch {
		case len(a.Value) > 0:
			parts = append(parts, string(a.Value))
		case a.Description != "":
			parts = append(parts, a.Description)
		default:
			parts = append(parts, string(a.Type))
		}
	}
	return strings.Join(parts, " ")
}

func sameOrigin(rawURL, origin string) bool {
	u, err := url.Parse(rawURL)
	return err == nil && u.Scheme+"://"+u.Host == origin
}

// waitIdle waits until no request of the tab has been pending for a while (the icon loads after
// the load event).
func (tb *tab) waitIdle(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for quiet := 0; quiet < 3; {
		time.Sleep(50 * time.Millisecond)
		tb.mu.Lock()
		pending := slices.Sorted(maps.Values(tb.pending))
		tb.mu.Unlock()
		if len(pending) > 0 {
			quiet = 0
			if time.Now().After(deadline) {
				t.Errorf("requests still pending after 10s: %v", pending)
				return
			}
			continue
		}
		quiet++
	}
}

// load navigates to path on the site's server and waits for the network to be idle.
func (tb *tab) load(t *testing.T, path string) {
	t.Helper()
	if err := chromedp.Do(tb.ctx, chromedp.Navigate(tb.origin+path)); err != nil {
		t.Fatalf("load %s: %v", path, err)
	}
	tb.waitIdle(t)
}

// eval evaluates a JavaScript expression in the page and decodes its value.
func eval[T any](t *testing.T, tb *tab, js string, opts ...chromedp.EvaluateOption) T {
	t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](js, opts...))
	if err != nil {
		short := js
		if len(short) > 80 {
			short = short[:80] + "…"
		}
		t.Fatalf("evaluate %s: %v", short, err)
	}
	return v
}

// screenshot writes a PNG of the whole page to the screenshot folder.
func (s *site) screenshot(t *testing.T, tb *tab, lang, kind string) {
	t.Helper()
	s.capture(t, tb, lang, kind+".png", chromedp.FullScreenshot(100))
}

// capture writes the image that shot takes (the whole page, the viewport or one element) to the
// screenshot folder, as <example>-<lang>-<file>.
func (s *site) capture(t *testing.T, tb *tab, lang, file string, shot chromedp.Action[[]byte]) {
	t.Helper()
	img, err := chromedp.Run(tb.ctx, shot)
	if err != nil {
		t.Errorf("screenshot: %v", err)
		return
	}
	if err := os.WriteFile(filepath.Join(s.shots, s.name+"-"+lang+"-"+file), img, 0o644); err != nil {
		t.Error(err)
	}
}

// layout is what a page tells about its layout.
type layout struct {
	Lang        string   `json:"lang"`
	Title       string   `json:"title"`
	Sections    []string `json:"sections"`
	Styled      bool     `json:"styled"`
	ScrollWidth int      `json:"scrollWidth"`
	ClientWidth int      `json:"clientWidth"`
	// TooWide are the elements that reach past the right edge of the viewport, outside any box
	// that scrolls or clips them.
	TooWide []string `json:"tooWide"`
}

const layoutJS = `(() => {
	const root = document.scrollingElement, width = root.clientWidth;
	const tooWide = [];
	for (const el of document.body.querySelectorAll("*")) {
		if (el.getBoundingClientRect().right <= width + 0.5) continue;
		let inBox = false;
		for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
			if (getComputedStyle(p).overflowX !== "visible") { inBox = true; break; }
		}
		if (inBox) continue;
		const text = (el.textContent || "").trim().slice(0, 60);
		tooWide.push(el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (el.className ? "." + el.className : "") +
			" (right edge at " + Math.round(el.getBoundingClientRect().right) + " px): " + JSON.stringify(text));
	}
	const sheet = document.styleSheets[0];
	return {
		lang: document.documentElement.lang,
		title: document.title,
		sections: [...document.querySelectorAll("main > section[id]")].map(s => s.id),
		styled: !!sheet && sheet.cssRules.length > 0,
		scrollWidth: root.scrollWidth,
		clientWidth: width,
		tooWide: tooWide.slice(0, 12),
	};
})()`

// checkLayout checks that the page is in its language, styled, and does not scroll sideways at
// the viewport's width: long User-Agent strings, addresses, tables and snippets wrap or scroll in
// their own box.
func checkLayout(t *testing.T, tb *tab, lang string, width int) layout {
	t.Helper()
	got := eval[layout](t, tb, layoutJS)
	if got.Lang != lang {
		t.Errorf(`<html lang=%q>, want %q`, got.Lang, lang)
	}
	if !got.Styled {
		t.Errorf("the style sheet is not applied")
	}
	if len(got.Sections) == 0 {
		t.Errorf("no <section id> in <main>")
	}
	if got.ClientWidth != width {
		t.Errorf("the viewport is %d px wide, want %d (is <meta name=viewport> there?)", got.ClientWidth, width)
	}
	if got.ScrollWidth > got.ClientWidth {
		t.Errorf("the page scrolls sideways: scrollWidth %d px > clientWidth %d px; too wide:\n\t%s",
			got.ScrollWidth, got.ClientWidth, strings.Join(got.TooWide, "\n\t"))
	}
	return got
}

// checkDesktop loads the page at desktop width and takes its screenshot.
func checkDesktop(t *testing.T, s *site, lang string) {
	tb := s.open(t, chromedp.EmulateViewport(desktopWidth, desktopHeight))
	tb.load(t, pagePath(lang))
	checkLayout(t, tb, lang, desktopWidth)
	s.screenshot(t, tb, lang, "desktop")
}

// checkPhone loads the page on a phone held upright and takes a screenshot of its first screen.
func checkPhone(t *testing.T, s *site, lang string) {
	tb := s.open(t, chromedp.EmulateViewport(phoneWidth, phoneHeight,
		chromedp.EmulateScale(phoneScale), chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait))
	tb.load(t, pagePath(lang))
	checkLayout(t, tb, lang, phoneWidth)
	// The first screen: the whole page is in the desktop screenshot, and a whole page at the
	// phone's device scale takes seconds to draw.
	s.capture(t, tb, lang, "phone.png", chromedp.CaptureScreenshot())
}

type languageLink struct {
	Tag  string `json:"tag"`
	Href string `json:"href"`
}

type targetPage struct {
	Lang     string   `json:"lang"`
	Path     string   `json:"path"`
	Target   string   `json:"target"`
	Sections []string `json:"sections"`
}

// checkLanguageLinks follows each language link with a section's fragment (#robots-txt, or the
// page's last section where a page has none: its crawlers do not read robots.txt): it must lead
// to that language's page, which has the same section ids, and scroll to the section.
func checkLanguageLinks(t *testing.T, s *site, lang string) {
	tb := s.open(t)
	tb.load(t, pagePath(lang))
	sections := eval[[]string](t, tb, `[...document.querySelectorAll("main > section[id]")].map(s => s.id)`)
	if len(sections) == 0 {
		t.Fatal("no section with an id")
	}
	target := "robots-txt"
	if !slices.Contains(sections, target) {
		target = sections[len(sections)-1]
	}
	links := eval[[]languageLink](t, tb, `[...document.querySelectorAll("nav.langs a[hreflang]")].map(a => ({tag: a.hreflang, href: a.href}))`)
	var tags, want []string
	for _, l := range links {
		tags = append(tags, l.Tag)
	}
	for _, other := range s.langs {
		if other != lang {
			want = append(want, other)
		}
	}
	slices.Sort(tags)
	slices.Sort(want)
	if !slices.Equal(tags, want) {
		t.Errorf("language links to %v, want %v", tags, want)
	}
	for _, l := range links {
		page := s.origin + pagePath(l.Tag)
		if dir := strings.TrimSuffix(page, "index.html"); l.Href != page && l.Href != dir {
			t.Errorf("the link to %s leads to %s, want %s or %s", l.Tag, l.Href, page, dir)
			continue
		}
		tb.load(t, strings.TrimPrefix(l.Href, s.origin)+"#"+target)
		got := eval[targetPage](t, tb, `({
			lang: document.documentElement.lang,
			path: location.pathname,
			target: document.querySelector(":target")?.id ?? "",
			sections: [...document.querySelectorAll("main > section[id]")].map(s => s.id),
		})`)
		if got.Lang != l.Tag {
			t.Errorf("the link to %s leads to a page in %q", l.Tag, got.Lang)
		}
		if got.Target != target {
			t.Errorf("%s#%s: the target is %q, want %s", l.Href, target, got.Target, target)
		}
		if !slices.Equal(got.Sections, sections) {
			t.Errorf("%s has the sections %v, this page %v", l.Href, got.Sections, sections)
		}
	}
}

type snippetOnPage struct {
	ID     string `json:"id"`
	Text   string `json:"text"`
	File   string `json:"file"`
	Button string `json:"button"`
}

const snippetsJS = `[...document.querySelectorAll("pre[data-snippet]")].map(pre => {
	const box = pre.closest(".snippet"), next = pre.nextElementSibling;
	return {
		id: box ? box.id : "",
		text: pre.textContent,
		file: box && box.querySelector("p.file a") ? new URL(box.querySelector("p.file a").href).pathname : "",
		button: next && next.matches("button.copy") ? next.textContent : "",
	};
})`

// checkCopyButtons clicks the copy button of each snippet: the clipboard must then hold the
// snippet's exact text, the same as the <pre> and as robots/<name>.txt.
func checkCopyButtons(t *testing.T, s *site, lang string) {
	clipboard.Lock()
	defer clipboard.Unlock()
	tb := s.open(t, chromedp.EmulateViewport(desktopWidth, desktopHeight))
	// The clipboard answers only a focused page; a headless tab is never focused otherwise.
	if _, err := chromedp.Call(tb.ctx, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
	tb.load(t, pagePath(lang))
	labels := eval[map[string]string](t, tb, `({copy: document.body.dataset.copyLabel, copied: document.body.dataset.copiedLabel})`)
	snippets := eval[[]snippetOnPage](t, tb, snippetsJS)
	if len(snippets) != s.snippets {
		t.Errorf("%d snippets on the page, want %d (one per snippet of the policy)", len(snippets), s.snippets)
	}
	for _, sn := range snippets {
		file, ok := s.files[strings.TrimPrefix(sn.File, "/")]
		if !ok {
			t.Errorf("snippet %q: its file link leads to %q, which the build does not produce", sn.ID, sn.File)
		}
		if sn.Button != labels["copy"] {
			t.Errorf("snippet %q: the copy button reads %q, want %q", sn.ID, sn.Button, labels["copy"])
			continue
		}
		eval[chromedp.Void](t, tb, `navigator.clipboard.writeText("")`, chromedp.EvalAwaitPromise)
		button := fmt.Sprintf(`[id=%q] pre[data-snippet] + button.copy`, sn.ID)
		if err := chromedp.Do(tb.ctx, chromedp.Click(chromedp.CSS(button))); err != nil {
			t.Fatalf("snippet %q: click %s: %v", sn.ID, button, err)
		}
		// The button says so once the clipboard has the text.
		if _, err := chromedp.Run(tb.ctx, chromedp.Poll[bool](
			fmt.Sprintf(`document.querySelector(%q).textContent === %q`, button, labels["copied"]),
			chromedp.WithPollingTimeout(5*time.Second))); err != nil {
			t.Errorf("snippet %q: the button did not change to %q after the click: %v", sn.ID, labels["copied"], err)
		}
		got := eval[string](t, tb, `navigator.clipboard.readText()`, chromedp.EvalAwaitPromise)
		if got != sn.Text {
			t.Errorf("snippet %q: the clipboard holds\n%q\nwant the <pre>'s text\n%q", sn.ID, got, sn.Text)
		}
		if ok && got != string(file) {
			t.Errorf("snippet %q: the clipboard holds\n%q\nwant %s\n%q", sn.ID, got, sn.File, file)
		}
	}
}

type scriptlessPage struct {
	Buttons  int             `json:"buttons"`
	Snippets []snippetOnPage `json:"snippets"`
	Links    []string        `json:"links"`
	Values   int             `json:"values"`
	Isolated int             `json:"isolated"`
	Sections []string        `json:"sections"`
}

// checkWithoutScript loads the page with script turned off: the content (every value the HTML
// states), the snippets with their files and the language links are there; the copy button,
// which only the script adds, is not.
func checkWithoutScript(t *testing.T, s *site, lang string) {
	tb := s.open(t, chromedp.EmulateViewport(desktopWidth, desktopHeight), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
		return err
	}))
	tb.load(t, pagePath(lang))
	got := eval[scriptlessPage](t, tb, `({
		buttons: document.querySelectorAll("button").length,
		snippets: `+snippetsJS+`,
		links: [...document.querySelectorAll("nav.langs a[hreflang]")].map(a => a.hreflang),
		values: document.querySelectorAll("[data-policy]").length,
		isolated: [...document.querySelectorAll("[data-policy]")].filter(e => getComputedStyle(e).unicodeBidi === "isolate").length,
		sections: [...document.querySelectorAll("main > section[id]")].map(s => s.id),
	})`)
	html := string(s.files[strings.TrimPrefix(pagePath(lang), "/")])
	if want := strings.Count(html, ` data-policy="`); got.Values != want {
		t.Errorf("%d elements with data-policy, want the %d of the HTML", got.Values, want)
	}
	// Every value is a bidi isolate (defect M3 of the hostile trial): no label, whatever its
	// script, changes how the numbers around it read.
	if got.Isolated != got.Values {
		t.Errorf("%d of the %d values are bidi isolates (unicode-bidi: isolate), want all", got.Isolated, got.Values)
	}
	if want := strings.Count(html, "<section "); len(got.Sections) != want {
		t.Errorf("%d sections %v, want the %d of the HTML", len(got.Sections), got.Sections, want)
	}
	if got.Buttons != 0 {
		t.Errorf("%d buttons without script, want none (only the script adds the copy buttons)", got.Buttons)
	}
	if len(got.Links) != len(s.langs)-1 {
		t.Errorf("language links %v, want one to each of the other languages of %v", got.Links, s.langs)
	}
	if len(got.Snippets) != s.snippets {
		t.Errorf("%d snippets, want %d", len(got.Snippets), s.snippets)
	}
	for _, sn := range got.Snippets {
		if file := s.files[strings.TrimPrefix(sn.File, "/")]; sn.Text != string(file) {
			t.Errorf("snippet %q reads\n%q\nwant %s\n%q", sn.ID, sn.Text, sn.File, file)
		}
	}
}

// violation is an axe-core rule that failed, with the elements that fail it.
type violation struct {
	ID      string   `json:"id"`
	Impact  string   `json:"impact"`
	Help    string   `json:"help"`
	HelpURL string   `json:"helpUrl"`
	Targets []string `json:"targets"`
	Summary string   `json:"summary"`
}

const axeRunJS = `axe.run(document, {resultTypes: ["violations"]}).then(r => r.violations.map(v => ({
	id: v.id,
	impact: v.impact || "",
	help: v.help,
	helpUrl: v.helpUrl,
	targets: v.nodes.map(n => n.target.map(x => Array.isArray(x) ? x.join(" >>> ") : x).join(" ")),
	summary: v.nodes.length ? v.nodes[0].failureSummary : "",
})))`

// checkAxe runs axe-core in the page, in the light and then the dark color scheme (the style sheet
// has both; the scheme changes in the loaded page, as when a reader switches it): no violation of
// impact serious or critical. Lesser ones are logged.
func checkAxe(t *testing.T, s *site, lang string) {
	if s.axe == "" {
		unavailable(t, "axe-core is missing: run npm ci at the repository root")
	}
	scheme := func(name string) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
				Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: name}},
			})
			return err
		})
	}
	tb := s.open(t, chromedp.EmulateViewport(desktopWidth, desktopHeight), scheme("light"))
	tb.load(t, pagePath(lang))
	for _, name := range []string{"light", "dark"} {
		t.Run(name, func(t *testing.T) {
			if err := chromedp.Do(tb.ctx, scheme(name)); err != nil {
				t.Fatalf("switch to the %s color scheme: %v", name, err)
			}
			if !eval[bool](t, tb, `matchMedia("(prefers-color-scheme: `+name+`)").matches`) {
				t.Fatalf("the page is not in the %s color scheme", name)
			}
			runAxe(t, s, tb)
		})
	}
}

// runAxe runs axe-core in the page loaded in tb: no violation of impact serious or critical.
// Lesser ones are logged.
func runAxe(t *testing.T, s *site, tb *tab) {
	t.Helper()
	// Evaluated, not loaded with <script src>, so that no request leaves the page's origin.
	if !eval[bool](t, tb, `typeof axe === "object"`) {
		eval[chromedp.Void](t, tb, s.axe)
	}
	for _, v := range eval[[]violation](t, tb, axeRunJS, chromedp.EvalAwaitPromise) {
		msg := fmt.Sprintf("axe %s (%s): %s (%s)\n\t%s\n\t%s", v.ID, v.Impact, v.Help, v.HelpURL,
			strings.Join(v.Targets, "\n\t"), strings.ReplaceAll(v.Summary, "\n", "\n\t"))
		if v.Impact == "serious" || v.Impact == "critical" {
			t.Error(msg)
		} else {
			t.Log(msg)
		}
	}
}

// changesPage is what checkChanges reads of a page of changes.
type changesPage struct {
	Entries   int  `json:"entries"`
	Sentences int  `json:"sentences"`
	Values    int  `json:"values"`
	Isolated  int  `json:"isolated"`
	Feed      bool `json:"feed"`
	Back      bool `json:"back"`
}

const changesJS = `(() => {
	const values = [...document.querySelectorAll("[data-policy]")];
	return {
		entries: document.querySelectorAll("main > section.change[id]").length,
		sentences: document.querySelectorAll("main > section.change li").length,
		values: values.length,
		isolated: values.filter(e => getComputedStyle(e).unicodeBidi === "isolate").length,
		feed: !!document.querySelector('link[rel=alternate][type="application/atom+xml"]') &&
			!!document.querySelector('a[type="application/atom+xml"][href$="changes.atom"]'),
		back: !!document.querySelector('header a[href="index.html"]'),
	};
})()`

// checkChanges loads the page of changes at desktop width and on a phone 360 px wide, each also
// with script off where the page has a script (views with script off of a page without one would
// be the same views again; the dark color scheme is checked on the policy's page, checkAxe, with
// the same style sheet and elements): it does not scroll sideways, every entry and sentence of the
// HTML is shown with its values as bidi isolates, it links the feed and the policy's page, and
// axe-core finds no serious or critical violation.
func checkChanges(t *testing.T, s *site, lang string) {
	if s.axe == "" {
		unavailable(t, "axe-core is missing: run npm ci at the repository root")
	}
	html := string(s.files[strings.TrimPrefix(changesPath(lang), "/")])
	wantEntries := strings.Count(html, `<section id="change-`)
	wantSentences := strings.Count(html, "<li>") - len(s.langs) // the language links are <li> too
	wantValues := strings.Count(html, ` data-policy="`)
	if wantEntries < 2 || wantValues == 0 {
		t.Fatalf("the page of changes has %d entries and %d values: the history did not reach it", wantEntries, wantValues)
	}
	phone := chromedp.EmulateViewport(phoneWidth, phoneHeight,
		chromedp.EmulateScale(phoneScale), chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)
	hasScript := strings.Contains(html, "<script")
	for _, view := range []struct {
		name   string
		width  int
		setup  chromedp.Action[chromedp.Void]
		script bool
	}{
		{"desktop/script", desktopWidth, chromedp.EmulateViewport(desktopWidth, desktopHeight), true},
		{"desktop/no-script", desktopWidth, chromedp.EmulateViewport(desktopWidth, desktopHeight), false},
		{"phone/script", phoneWidth, phone, true},
		{"phone/no-script", phoneWidth, phone, false},
	} {
		if !view.script && !hasScript {
			continue
		}
		t.Run(view.name, func(t *testing.T) {
			setup := []chromedp.Action[chromedp.Void]{view.setup, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
					Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "light"}},
				})
				return err
			})}
			if !view.script {
				setup = append(setup, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
					_, err := cdp.Call(ctx, tg, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
					return err
				}))
			}
			tb := s.open(t, setup...)
			tb.load(t, changesPath(lang))
			checkLayout(t, tb, lang, view.width)
			got := eval[changesPage](t, tb, changesJS)
			if got.Entries != wantEntries || got.Sentences != wantSentences {
				t.Errorf("%d entries and %d sentences shown, want the %d and %d of the HTML", got.Entries, got.Sentences, wantEntries, wantSentences)
			}
			if got.Values != wantValues || got.Isolated != got.Values {
				t.Errorf("%d values shown, %d of them bidi isolates; want the %d of the HTML, all isolated", got.Values, got.Isolated, wantValues)
			}
			if !got.Feed || !got.Back {
				t.Errorf("the link to changes.atom (%v) or back to the policy's page (%v) is missing", got.Feed, got.Back)
			}
			if !view.script {
				// axe-core's run settles its promise through timers, which do not fire while
				// script is off: script goes back on for it, after the page was loaded and laid
				// out without it (the page's own scripts ran at load or never).
				if _, err := chromedp.Call(tb.ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: false}); err != nil {
					t.Fatal(err)
				}
			}
			runAxe(t, s, tb)
			if view.name == "phone/script" {
				// The first screen: the page is as long as the history.
				s.capture(t, tb, lang, "changes-phone.png", chromedp.CaptureScreenshot())
			}
		})
	}
}

// answersAndWeek is what checkAnswersAndWeek reads of a page: the short answers at the top (each
// link's target, whether that element exists, the answer's text) and the picture of the week
// (its size, the smallest height of its labels, its rects and legend), with the viewport's width.
type answersAndWeek struct {
	Answers []struct {
		Href   string `json:"href"`
		Target bool   `json:"target"`
		Text   string `json:"text"`
		Right  int    `json:"right"`
	} `json:"answers"`
	AsideShown bool `json:"asideShown"`
	Week       *struct {
		Width    int     `json:"width"`
		Height   int     `json:"height"`
		Right    int     `json:"right"`
		MinLabel float64 `json:"minLabel"`
		Rects    int     `json:"rects"`
		Legend   int     `json:"legend"`
		Hidden   bool    `json:"hidden"`
	} `json:"week"`
	Width int `json:"width"`
}

const answersAndWeekJS = `(() => {
	const width = document.scrollingElement.clientWidth;
	const aside = document.querySelector("aside.answers");
	const answers = [...document.querySelectorAll("aside.answers dt a")].map(a => {
		const dd = a.closest("dt").nextElementSibling;
		return {
			href: a.getAttribute("href"),
			target: !!document.getElementById(a.getAttribute("href").slice(1)),
			text: dd ? dd.textContent.trim() : "",
			right: Math.round(Math.max(a.getBoundingClientRect().right, dd ? dd.getBoundingClientRect().right : 0)),
		};
	});
	const svg = document.querySelector("figure.week svg");
	let week = null;
	if (svg) {
		const r = svg.getBoundingClientRect();
		const labels = [...svg.querySelectorAll("text")].map(t => t.getBoundingClientRect().height);
		week = {
			width: Math.round(r.width), height: Math.round(r.height), right: Math.round(r.right),
			minLabel: labels.length ? Math.min(...labels) : 0,
			rects: svg.querySelectorAll("rect").length,
			legend: document.querySelectorAll("figure.week .legend li").length,
			hidden: svg.getAttribute("aria-hidden") === "true",
		};
	}
	return {answers, asideShown: !!aside && aside.getBoundingClientRect().height > 0, week, width};
})()`

// checkAnswersAndWeek loads the page at desktop width and on a phone 360 px wide, each with and
// without script (each also without script only where the page has a script), and checks the short answers (as many as the HTML has, each shown within the
// viewport with its text, each linking to an element of the page) and the picture of the week
// where the page has one (within the viewport, at least 250 px wide on the phone, labels at least
// 9 px high, every rect and legend entry of the HTML drawn, hidden from assistive technology,
// which reads the legend and the table instead).
func checkAnswersAndWeek(t *testing.T, s *site, lang string) {
	html := string(s.files[strings.TrimPrefix(pagePath(lang), "/")])
	wantAnswers := strings.Count(html, "<dt><a href=")
	wantRects := strings.Count(html, "<rect ")
	wantLegend := strings.Count(html, `<li><span class="swatch`)
	for _, view := range []struct {
		name  string
		width int
		setup chromedp.Action[chromedp.Void]
	}{
		{"desktop", desktopWidth, chromedp.EmulateViewport(desktopWidth, desktopHeight)},
		{"phone", phoneWidth, chromedp.EmulateViewport(phoneWidth, phoneHeight,
			chromedp.EmulateScale(phoneScale), chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)},
	} {
		for _, script := range []bool{true, false} {
			if !script && !strings.Contains(html, "<script") {
				continue
			}
			name := view.name + "/script"
			if !script {
				name = view.name + "/no-script"
			}
			t.Run(name, func(t *testing.T) {
				setup := []chromedp.Action[chromedp.Void]{view.setup}
				if !script {
					setup = append(setup, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
						_, err := cdp.Call(ctx, tg, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
						return err
					}))
				}
				tb := s.open(t, setup...)
				tb.load(t, pagePath(lang))
				got := eval[answersAndWeek](t, tb, answersAndWeekJS)
				if len(got.Answers) != wantAnswers || wantAnswers > 0 && !got.AsideShown {
					t.Errorf("%d short answers shown (box shown: %v), want the %d of the HTML", len(got.Answers), got.AsideShown, wantAnswers)
				}
				for _, a := range got.Answers {
					if !a.Target {
						t.Errorf("the answer %q links to %s, which is no element of the page", a.Text, a.Href)
					}
					if a.Text == "" {
						t.Errorf("the answer linking to %s has no text", a.Href)
					}
					if a.Right > got.Width {
						t.Errorf("the answer linking to %s reaches %d px, past the viewport's %d", a.Href, a.Right, got.Width)
					}
				}
				if wantRects == 0 {
					if got.Week != nil {
						t.Error("a picture of the week the HTML does not have")
					}
					return
				}
				w := got.Week
				switch {
				case w == nil:
					t.Fatal("no picture of the week shown")
				case w.Right > got.Width || w.Width < min(250, got.Width-40) || w.Height < w.Width/2:
					t.Errorf("the picture of the week is %d×%d px, its right edge at %d px, in a viewport of %d px", w.Width, w.Height, w.Right, got.Width)
				case w.MinLabel < 9:
					t.Errorf("the picture's smallest label is %.1f px high, want at least 9", w.MinLabel)
				case w.Rects != wantRects || w.Legend != wantLegend:
					t.Errorf("the picture draws %d rects and %d legend entries, want the %d and %d of the HTML", w.Rects, w.Legend, wantRects, wantLegend)
				case !w.Hidden:
					t.Error("the picture is not hidden from assistive technology (its legend and the table say the same)")
				}
				// The picture alone: the whole page is in the desktop and phone screenshots.
				s.capture(t, tb, lang, "week-"+strings.ReplaceAll(name, "/", "-")+".png", chromedp.Screenshot("figure.week"))
			})
		}
	}
}

// keysExample is the example whose policy states signing keys (Web Bot Auth): its pages must show
// them, so that checkSignatures cannot pass for want of a key list.
const keysExample = "triple-fetchers"

// signedPage is what checkSignatures reads of a page: each key of the key list (its thumbprint,
// its public key, the right edge of its line), and each file the block links to, fetched by the
// page as a browser fetches it.
type signedPage struct {
	Keys []struct {
		Kid   string `json:"kid"`
		X     string `json:"x"`
		Right int    `json:"right"`
	} `json:"keys"`
	Files []struct {
		Href   string          `json:"href"`
		Status int             `json:"status"`
		JSON   json.RawMessage `json:"json"`
	} `json:"files"`
	Width int `json:"width"`
}

const signaturesJS = `(async () => {
	const block = document.getElementById("signatures");
	if (!block) return null;
	const keys = [...block.querySelectorAll("li")].map(li => {
		const x = li.querySelector('code[data-policy$="/x"]');
		const kid = x ? x.previousElementSibling : null;
		return {kid: kid ? kid.textContent : "", x: x ? x.textContent : "", right: Math.round(li.getBoundingClientRect().right)};
	});
	const files = [];
	for (const a of document.querySelectorAll("#signature-check a[href]")) {
		const r = await fetch(a.href);
		let json = null;
		try { json = await r.json(); } catch (e) {}
		files.push({href: a.href, status: r.status, json});
	}
	return {keys, files, width: document.scrollingElement.clientWidth};
})()`

// checkSignatures loads the page on a phone 360 px wide where the policy states signing keys:
// every key of the list is shown within the viewport with its thumbprint and public key, and the
// page's links lead to the key directory, which holds exactly those keys with those thumbprints,
// and to each Signature Agent Card, whose jwks_uri names the directory.
func checkSignatures(t *testing.T, s *site, lang string) {
	tb := s.open(t, chromedp.EmulateViewport(phoneWidth, phoneHeight,
		chromedp.EmulateScale(phoneScale), chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait))
	tb.load(t, pagePath(lang))
	got := eval[*signedPage](t, tb, signaturesJS, chromedp.EvalAwaitPromise)
	if got == nil {
		if s.name == keysExample {
			t.Fatalf("examples/%s states signing keys, and its page shows no key list", s.name)
		}
		return
	}
	if len(got.Keys) == 0 {
		t.Fatal("a block of signed requests without keys")
	}
	onPage := map[string]string{}
	for _, k := range got.Keys {
		if k.Kid == "" || k.X == "" {
			t.Errorf("a key is shown without its thumbprint (%q) or public key (%q)", k.Kid, k.X)
		}
		if k.Right > got.Width {
			t.Errorf("the key %s reaches %d px, past the viewport's %d", k.Kid, k.Right, got.Width)
		}
		onPage[k.Kid] = k.X
	}
	var directory, cards int
	for _, f := range got.Files {
		if f.Status != http.StatusOK || len(f.JSON) == 0 || string(f.JSON) == "null" {
			t.Errorf("%s: HTTP %d, JSON %s (want 200 and a JSON document)", f.Href, f.Status, f.JSON)
			continue
		}
		switch {
		case strings.HasSuffix(f.Href, "/.well-known/http-message-signatures-directory"):
			directory++
			var set struct {
				Keys []struct {
					Kid string `json:"kid"`
					X   string `json:"x"`
				} `json:"keys"`
			}
			if err := json.Unmarshal(f.JSON, &set); err != nil {
				t.Errorf("%s: %v", f.Href, err)
			}
			inSet := map[string]string{}
			for _, k := range set.Keys {
				inSet[k.Kid] = k.X
			}
			if !maps.Equal(inSet, onPage) {
				t.Errorf("the key directory holds %v (thumbprint: key), the page lists %v", inSet, onPage)
			}
		default:
			cards++
			var card struct {
				ClientName string `json:"client_name"`
				JWKSURI    string `json:"jwks_uri"`
			}
			if err := json.Unmarshal(f.JSON, &card); err != nil {
				t.Errorf("%s: %v", f.Href, err)
			}
			if card.ClientName == "" || !strings.HasSuffix(card.JWKSURI, "/.well-known/http-message-signatures-directory") {
				t.Errorf("%s: client_name %q, jwks_uri %q: want a name and the key directory", f.Href, card.ClientName, card.JWKSURI)
			}
		}
	}
	if directory != 1 || cards == 0 {
		t.Errorf("the page links %d key directories and %d Signature Agent Cards, want one and at least one", directory, cards)
	}
}
