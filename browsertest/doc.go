// Package browsertest proves the built site in a real browser: every page of every example (the
// policy's page and the page of changes), in every language, loaded from a local test server
// into headless Chromium (driven through the
// Chrome DevTools Protocol by github.com/chromedp/chromedp), checked for console errors, failed
// requests and requests to other origins, working language links and section ids, a copy button
// that puts the exact snippet on the clipboard, a page that works without script, no sideways
// scrolling on a 360 px wide phone, and accessibility (axe-core, no serious or critical
// violation).
//
// The package has no code of its own: it is its tests, kept apart from package generator so that
// chromedp stays out of the generator's test binary. They need Chromium (/usr/bin/chromium, Debian's
// package chromium) and axe-core (npm ci at the repository root installs it into node_modules).
// Without them the tests skip, unless the environment variable CI is set: then they fail.
package browsertest
