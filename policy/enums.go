package policy

// The enumerated values of the policy. Each type is a closed set: the product's messages hold a
// sentence or phrase for every value in every language, so a value the pages could not state is
// rejected when the policy loads.

import (
	"fmt"
	"slices"
	"strings"
)

// parseEnum returns the value of values spelt exactly s, or an error that lists the accepted ones
// and, where one is close, suggests it.
func parseEnum[T ~string](s string, values []T) (T, error) {
	names := make([]string, len(values))
	for i, v := range values {
		if string(v) == s {
			return v, nil
		}
		names[i] = string(v)
	}
	if m := Closest(s, names); m != "" {
		return "", fmt.Errorf("%q is not allowed here (did you mean %q?)", s, m)
	}
	return "", fmt.Errorf("%q is not allowed here (want one of %s)", s, quoteList(names))
}

// unmarshalEnum sets *v to the value of values spelt exactly b, or returns parseEnum's error.
func unmarshalEnum[T ~string](v *T, b []byte, values []T) error {
	p, err := parseEnum(string(b), values)
	if err != nil {
		return err
	}
	*v = p
	return nil
}

func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}

func enumStrings[T ~string](values []T) []string {
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = string(v)
	}
	return out
}

// Role is a person's role at the operator: "owner", "director-of-publication" (France's
// directeur de la publication), "managing-director", "principal-investigator" (who leads a
// research project or study that runs the crawler), "data-protection-officer" (the person
// designated under GDPR Art. 37–39) or "press-office" (who answers the enquiries of journalists:
// a press office or press officer, usually given by its e-mail alone). Where the person's Gender
// is unset, German states each without a grammatical gender the person may not have, as a function
// ("Inhaberschaft", "Projektleitung"; German review 31, F7; new-user trial 27, F-04 and F-11).
type Role string

// The values of Role.
const (
	RoleOwner                 Role = "owner"
	RoleDirectorOfPublication Role = "director-of-publication"
	RoleManagingDirector      Role = "managing-director"
	RolePrincipalInvestigator Role = "principal-investigator"
	RoleDataProtectionOfficer Role = "data-protection-officer"
	RolePressOffice           Role = "press-office"
)

var roleValues = []Role{RoleOwner, RoleDirectorOfPublication, RoleManagingDirector, RolePrincipalInvestigator, RoleDataProtectionOfficer, RolePressOffice}

// Values lists every value of Role, in the order the pages list them.
func (Role) Values() []string { return enumStrings(roleValues) }

// UnmarshalText accepts only the values of Role.
func (v *Role) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, roleValues) }

// Gender is the grammatical gender in which the pages name a person's roles, "female" or "male"
// (operator.people[].gender), for the languages whose role nouns have one: German "Inhaberin" /
// "Inhaber", French "directrice" / "directeur de la publication" (German review 33, F12). Unset,
// the pages keep a form that gives the person none (German "Inhaberschaft").
type Gender string

// The values of Gender.
const (
	GenderFemale Gender = "female"
	GenderMale   Gender = "male"
)

var genderValues = []Gender{GenderFemale, GenderMale}

// Values lists every value of Gender.
func (Gender) Values() []string { return enumStrings(genderValues) }

// UnmarshalText accepts only the values of Gender.
func (v *Gender) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, genderValues) }

// Trigger is who or what starts an agent's fetches.
type Trigger string

// The values of Trigger.
const (
	TriggerUnattended        Trigger = "unattended"
	TriggerCustomerScheduled Trigger = "customer-scheduled"
	TriggerUserRequest       Trigger = "user-request"
)

var triggerValues = []Trigger{TriggerUnattended, TriggerCustomerScheduled, TriggerUserRequest}

// Values lists every value of Trigger, in the order the pages list them.
func (Trigger) Values() []string { return enumStrings(triggerValues) }

// UnmarshalText accepts only the values of Trigger.
func (v *Trigger) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, triggerValues) }

// LinkFollowing is how far an agent follows links from the pages it fetches.
type LinkFollowing string

// The values of LinkFollowing.
const (
	LinkFollowingNone       LinkFollowing = "none"
	LinkFollowingOneLevel   LinkFollowing = "one-level"
	LinkFollowingWithinSite LinkFollowing = "within-site"
	// LinkFollowingWithinDomain: links within the registrable domain (the public suffix and one
	// label before it), across its host names.
	LinkFollowingWithinDomain LinkFollowing = "within-domain"
	// LinkFollowingWithinCountryDomain: links within a country-code top-level domain.
	LinkFollowingWithinCountryDomain LinkFollowing = "within-country-domain"
	// LinkFollowingWholeWeb: links to any site.
	LinkFollowingWholeWeb LinkFollowing = "whole-web"
)

var linkFollowingValues = []LinkFollowing{LinkFollowingNone, LinkFollowingOneLevel, LinkFollowingWithinSite, LinkFollowingWithinDomain, LinkFollowingWithinCountryDomain, LinkFollowingWholeWeb}

// Values lists every value of LinkFollowing, in the order the pages list them.
func (LinkFollowing) Values() []string { return enumStrings(linkFollowingValues) }

// UnmarshalText accepts only the values of LinkFollowing.
func (v *LinkFollowing) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, linkFollowingValues)
}

// FetchScope is what an agent fetches when it fetches only what it was told to.
type FetchScope string

// The values of FetchScope.
const (
	FetchScopeNamedURL FetchScope = "named-url"
	FetchScopeSearch   FetchScope = "search"
)

var fetchScopeValues = []FetchScope{FetchScopeNamedURL, FetchScopeSearch}

// Values lists every value of FetchScope, in the order the pages list them.
func (FetchScope) Values() []string { return enumStrings(fetchScopeValues) }

// UnmarshalText accepts only the values of FetchScope.
func (v *FetchScope) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, fetchScopeValues) }

// TargetSource is where an agent learns the servers it contacts, beyond the links, sitemaps and
// URLs it is given that follows_links, uses_sitemaps and fetches state (agents.X.target_sources).
type TargetSource string

// The values of TargetSource.
const (
	// TargetSourceIPv4AddressSpace is every public IPv4 address, contacted by its address (an
	// internet-wide scan).
	TargetSourceIPv4AddressSpace TargetSource = "ipv4-address-space"
	// TargetSourceCertificateTransparency is the host names of the certificates that Certificate
	// Transparency logs hold (RFC 9162; RFC 6962 before it).
	TargetSourceCertificateTransparency TargetSource = "certificate-transparency"
	// TargetSourceDNSZoneFiles is the host names that the zone files of top-level domains
	// delegate (RFC 1035 §5: a zone's master file), as registries publish them to researchers.
	TargetSourceDNSZoneFiles TargetSource = "dns-zone-files"
	// TargetSourceSeedLists is the URLs of lists that the operator keeps or takes from others to
	// start a crawl from (seed lists; trial 32, F-04).
	TargetSourceSeedLists TargetSource = "seed-lists"
	// TargetSourceWebArchiveIndexes is the URLs in the indexes of earlier crawls, the crawler's
	// own or others', and of web archives (a CDX index, for one): URLs only, not their contents.
	TargetSourceWebArchiveIndexes TargetSource = "web-archive-indexes"
)

var targetSourceValues = []TargetSource{TargetSourceIPv4AddressSpace, TargetSourceCertificateTransparency, TargetSourceDNSZoneFiles, TargetSourceSeedLists, TargetSourceWebArchiveIndexes}

// Values lists every value of TargetSource, in the order the pages list them.
func (TargetSource) Values() []string { return enumStrings(targetSourceValues) }

// UnmarshalText accepts only the values of TargetSource.
func (v *TargetSource) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, targetSourceValues) }

// RepublishedContent is a kind of data in what the operator republishes
// (operator.republishes_contents): what a scan records of a server, the contents of its pages,
// what a text corpus holds of each page (its URL, fetch date, language and extracted text), or
// what the operator's own checks found about each page (a monitor's test results).
type RepublishedContent string

// The values of RepublishedContent.
const (
	// RepublishedStatusAndHeaders is the HTTP status and the header fields of each response
	// (RFC 9110 §15, §6.3).
	RepublishedStatusAndHeaders RepublishedContent = "status-and-headers"
	// RepublishedPageTitle is the title of each page (HTML's title element).
	RepublishedPageTitle RepublishedContent = "page-title"
	// RepublishedTLSCertificate is the TLS certificate each server presents in the handshake.
	RepublishedTLSCertificate RepublishedContent = "tls-certificate"
	// RepublishedOpenPorts is which ports of each server accept a connection.
	RepublishedOpenPorts RepublishedContent = "open-ports"
	// RepublishedPageContents is the contents of the pages fetched, in whole or in part.
	RepublishedPageContents RepublishedContent = "page-contents"
	// RepublishedPageText is the text extracted from each page, without its markup: what a
	// text corpus publishes in place of the pages themselves (new-user trial 32, F-05).
	RepublishedPageText RepublishedContent = "page-text"
	// RepublishedPageURL is the URL of each page.
	RepublishedPageURL RepublishedContent = "page-url"
	// RepublishedFetchDate is the date on which each page was fetched.
	RepublishedFetchDate RepublishedContent = "fetch-date"
	// RepublishedPageLanguage is the language the operator detected for each page.
	RepublishedPageLanguage RepublishedContent = "page-language"
	// RepublishedAnalysisResults is what the operator's own checks found about each page, such
	// as the results of accessibility tests: the operator's findings, not the page's content.
	RepublishedAnalysisResults RepublishedContent = "analysis-results"
)

var republishedContentValues = []RepublishedContent{RepublishedStatusAndHeaders, RepublishedPageTitle, RepublishedTLSCertificate, RepublishedOpenPorts, RepublishedPageContents, RepublishedPageText, RepublishedPageURL, RepublishedFetchDate, RepublishedPageLanguage, RepublishedAnalysisResults}

// Values lists every value of RepublishedContent, in the order the pages list them.
func (RepublishedContent) Values() []string { return enumStrings(republishedContentValues) }

// UnmarshalText accepts only the values of RepublishedContent.
func (v *RepublishedContent) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, republishedContentValues)
}

// DisallowEffect is what an agent does when robots.txt disallows it.
type DisallowEffect string

// The values of DisallowEffect.
const (
	DisallowEffectStopAll          DisallowEffect = "stop-all"
	DisallowEffectSkipPath         DisallowEffect = "skip-path"
	DisallowEffectStopObservation  DisallowEffect = "stop-observation"
	DisallowEffectStopRun          DisallowEffect = "stop-run"
	DisallowEffectReportToCustomer DisallowEffect = "report-to-customer"
)

var disallowEffectValues = []DisallowEffect{DisallowEffectStopAll, DisallowEffectSkipPath, DisallowEffectStopObservation, DisallowEffectStopRun, DisallowEffectReportToCustomer}

// Values lists every value of DisallowEffect, in the order the pages list them.
func (DisallowEffect) Values() []string { return enumStrings(disallowEffectValues) }

// UnmarshalText accepts only the values of DisallowEffect.
func (v *DisallowEffect) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, disallowEffectValues)
}

// Promise is a standard commitment the pages state in every language.
type Promise string

// The values of Promise.
const (
	PromisePublicContentOnly Promise = "public-content-only"
	PromiseNoLogin           Promise = "no-login"
	PromiseNoForms           Promise = "no-forms"
	// PromiseNoFormSubmission: the crawler never submits a form, by any method, a GET form
	// included. The page says only that: whether it fills in form fields (an accessibility check
	// that tests labels and error messages may) is the operator's to say in prose. Beside
	// PromiseNoForms, which says that it fills in none, it says nothing more and is refused.
	PromiseNoFormSubmission    Promise = "no-form-submission"
	PromiseNoCaptchaSolving    Promise = "no-captcha-solving"
	PromiseSkipsCaptchaContent Promise = "skips-captcha-content"
	PromiseNoSiteSearch        Promise = "no-site-search"
	PromiseNoAccountAreas      Promise = "no-account-areas"
	// PromiseNoPaywalledContent: pages behind a paywall (metered, subscriber-only) are not
	// collected, even where the server sends their text to anonymous clients (a soft paywall).
	PromiseNoPaywalledContent        Promise = "no-paywalled-content"
	PromiseNoPlatformScraping        Promise = "no-platform-scraping"
	PromiseNoDirectoryTrees          Promise = "no-directory-trees"
	PromiseNoIPRotation              Promise = "no-ip-rotation"
	PromiseNoIdentityRotation        Promise = "no-identity-rotation"
	PromiseNoBrowserImpersonation    Promise = "no-browser-impersonation"
	PromiseStopOnBlock               Promise = "stop-on-block"
	PromiseContactOnBlock            Promise = "contact-on-block"
	PromiseNoContinuousRuns          Promise = "no-continuous-runs"
	PromiseIdentityChangeByAgreement Promise = "identity-change-by-agreement"
	// PromiseNoCircumvention is the general promise that a robots.txt ban or a block is never
	// circumvented, by any means, for operators that state it without listing the means (the
	// rotations and impersonation above name them one by one).
	PromiseNoCircumvention Promise = "no-circumvention"
	// What the operator does with the data it collects.
	PromiseNoAITraining Promise = "no-ai-training"
	PromiseDataNotSold  Promise = "data-not-sold"
	// PromiseSharedWithCustomersOnly: the data collected, and what is derived from it, go to the
	// operator's customers and no one else (an ads.txt crawler's results, seen by the buyers;
	// new-user trial 30, F-08). It contradicts operator.republishes.
	PromiseSharedWithCustomersOnly Promise = "shared-with-customers-only"
	// PromiseNotRepublished: the content fetched is not published again, by the operator or
	// through it (new-user trial 30, F-08). It contradicts operator.republishes.
	PromiseNotRepublished Promise = "not-republished"
)

var promiseValues = []Promise{PromisePublicContentOnly, PromiseNoLogin, PromiseNoForms, PromiseNoFormSubmission, PromiseNoCaptchaSolving, PromiseSkipsCaptchaContent, PromiseNoSiteSearch, PromiseNoAccountAreas, PromiseNoPaywalledContent, PromiseNoPlatformScraping, PromiseNoDirectoryTrees, PromiseNoIPRotation, PromiseNoIdentityRotation, PromiseNoBrowserImpersonation, PromiseStopOnBlock, PromiseContactOnBlock, PromiseNoContinuousRuns, PromiseIdentityChangeByAgreement, PromiseNoCircumvention, PromiseNoAITraining, PromiseDataNotSold, PromiseSharedWithCustomersOnly, PromiseNotRepublished}

// Values lists every value of Promise, in the order the pages list them.
func (Promise) Values() []string { return enumStrings(promiseValues) }

// DataUse reports whether the promise is about what the operator does with the data it collects
// (no-ai-training, data-not-sold, shared-with-customers-only, not-republished), not about how the
// crawler fetches: adding or removing it changes no request a site receives.
func (v Promise) DataUse() bool {
	switch v {
	case PromiseNoAITraining, PromiseDataNotSold, PromiseSharedWithCustomersOnly, PromiseNotRepublished:
		return true
	}
	return false
}

// UnmarshalText accepts only the values of Promise.
func (v *Promise) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, promiseValues) }

// BlockMeans is a way for a site to block the crawler that the promise stop-on-block counts as a
// block (commitments.block_means; an HTTP status is listed in commitments.block_statuses).
type BlockMeans string

// The values of BlockMeans.
const (
	// BlockMeansRobotsTxt is a robots.txt that shuts the crawler out of the whole site.
	BlockMeansRobotsTxt BlockMeans = "robots-txt"
	// BlockMeansRequest is a request to the operator to stop fetching from the site.
	BlockMeansRequest BlockMeans = "request"
)

var blockMeansValues = []BlockMeans{BlockMeansRobotsTxt, BlockMeansRequest}

// Values lists every value of BlockMeans, in the order the pages list them.
func (BlockMeans) Values() []string { return enumStrings(blockMeansValues) }

// UnmarshalText accepts only the values of BlockMeans.
func (v *BlockMeans) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, blockMeansValues) }

// RecordedUnderDisallow is what an agent that obeys robots.txt records of a server even where
// robots.txt disallows every URL (agents.X.recorded_under_disallow): robots.txt (RFC 9309) governs
// the URLs a crawler fetches, not the connection it makes to read robots.txt itself, so a
// measurement taken from that connection is not stopped by a Disallow.
type RecordedUnderDisallow string

// The values of RecordedUnderDisallow.
const (
	// RecordedTLSCertificate is the TLS certificate the server presents in the handshake.
	RecordedTLSCertificate RecordedUnderDisallow = "tls-certificate"
	// RecordedOpenPorts is which of the ports the crawler connects to accept a connection.
	RecordedOpenPorts RecordedUnderDisallow = "open-ports"
)

var recordedUnderDisallowValues = []RecordedUnderDisallow{RecordedTLSCertificate, RecordedOpenPorts}

// Values lists every value of RecordedUnderDisallow, in the order the pages list them.
func (RecordedUnderDisallow) Values() []string { return enumStrings(recordedUnderDisallowValues) }

// UnmarshalText accepts only the values of RecordedUnderDisallow.
func (v *RecordedUnderDisallow) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, recordedUnderDisallowValues)
}

// Scope is what a limit, cap or pause is counted per, or what a pause stops.
type Scope string

// The values of Scope.
const (
	ScopeHostname     Scope = "hostname"
	ScopeSite         Scope = "site"
	ScopeServer       Scope = "server"
	ScopeAllSites     Scope = "all-sites"
	ScopeSystem       Scope = "system"
	ScopeMunicipality Scope = "municipality"
	ScopeCustomer     Scope = "customer"
	ScopeObservation  Scope = "observation"
	ScopeSync         Scope = "sync"
	// ScopeSource is a source system: the same unit as ScopeSystem, under the name some operators
	// give it (sitegen diff says a change between the two as wording only).
	ScopeSource         Scope = "source"
	ScopeList           Scope = "list"
	ScopeAdmissionCheck Scope = "admission-check"
	ScopeFetch          Scope = "fetch"
	ScopeFrame          Scope = "frame"
	// ScopeRun is one run: one run of a job, from its start until it has fetched what it set out
	// to fetch, or the fetching for one request of an agent that fetches on request (see
	// Cap.PerRun).
	ScopeRun Scope = "run"
	// ScopeDomain is a registrable domain (a public suffix and the label before it, as the
	// Public Suffix List defines it): every host name under example.co.uk.
	ScopeDomain Scope = "domain"
	// ScopeDomainServer is an IP address, counted for the host names of one registrable domain:
	// two host names of example.org on one server share it, a host name of another domain there
	// does not.
	ScopeDomainServer Scope = "domain-server"
	// ScopePass is a pass of a run (a broad crawl's first pass).
	ScopePass Scope = "pass"
)

var scopeValues = []Scope{ScopeHostname, ScopeSite, ScopeServer, ScopeAllSites, ScopeSystem, ScopeMunicipality, ScopeCustomer, ScopeObservation, ScopeSync, ScopeSource, ScopeList, ScopeAdmissionCheck, ScopeFetch, ScopeFrame, ScopeRun, ScopeDomain, ScopeDomainServer, ScopePass}

// Values lists every value of Scope, in the order the pages list them.
func (Scope) Values() []string { return enumStrings(scopeValues) }

// UnmarshalText accepts only the values of Scope.
func (v *Scope) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, scopeValues) }

// Counted is a kind of request that counts against the limits.
type Counted string

// The values of Counted.
const (
	CountedRobotsTxt  Counted = "robots-txt"
	CountedRedirects  Counted = "redirects"
	CountedPagination Counted = "pagination"
)

var countedValues = []Counted{CountedRobotsTxt, CountedRedirects, CountedPagination}

// Values lists every value of Counted, in the order the pages list them.
func (Counted) Values() []string { return enumStrings(countedValues) }

// UnmarshalText accepts only the values of Counted.
func (v *Counted) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, countedValues) }

// CoordinationFailure is what the services do when their shared limit cannot be coordinated.
type CoordinationFailure string

// The values of CoordinationFailure.
const (
	CoordinationFailurePerService CoordinationFailure = "per-service"
)

var coordinationFailureValues = []CoordinationFailure{CoordinationFailurePerService}

// Values lists every value of CoordinationFailure, in the order the pages list them.
func (CoordinationFailure) Values() []string { return enumStrings(coordinationFailureValues) }

// UnmarshalText accepts only the values of CoordinationFailure.
func (v *CoordinationFailure) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, coordinationFailureValues)
}

// CapUnit is what a cap counts.
type CapUnit string

// The values of CapUnit.
const (
	CapUnitRequests CapUnit = "requests"
	CapUnitPages    CapUnit = "pages"
	// CapUnitPageLoads counts page loads: a page with the resources it embeds, fetched together
	// as a browser does (as limits.interval_unit = "page-loads" counts them; new-user trial 31,
	// F-06: a crawler that loads each page twice fetches 600 pages in 1,200 page loads).
	CapUnitPageLoads    CapUnit = "page-loads"
	CapUnitFiles        CapUnit = "files"
	CapUnitPersons      CapUnit = "persons"
	CapUnitDocuments    CapUnit = "documents"
	CapUnitHeadRequests CapUnit = "head-requests"
	CapUnitObservations CapUnit = "observations"
	CapUnitURLs         CapUnit = "urls"
	// CapUnitRuns counts runs of a job (a cap of a job's own, jobs.X.caps): each run however
	// many requests it sends, as the crawler names it (Fetch.Keys["run"]); new-user trial 30,
	// F-06: "at most 2 re-checks per registrable domain per hour".
	CapUnitRuns CapUnit = "runs"
)

var capUnitValues = []CapUnit{CapUnitRequests, CapUnitPages, CapUnitPageLoads, CapUnitFiles, CapUnitPersons, CapUnitDocuments, CapUnitHeadRequests, CapUnitObservations, CapUnitURLs, CapUnitRuns}

// Values lists every value of CapUnit, in the order the pages list them.
func (CapUnit) Values() []string { return enumStrings(capUnitValues) }

// UnmarshalText accepts only the values of CapUnit.
func (v *CapUnit) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, capUnitValues) }

// WindowKind is whether a window keeps the crawler away, draws its work to it, or holds the only
// hours some jobs run in.
type WindowKind string

// The values of WindowKind. "only" is exclusive, unlike "preferred": the window's jobs run within
// it and never at other times.
const (
	WindowKindQuiet     WindowKind = "quiet"
	WindowKindPreferred WindowKind = "preferred"
	WindowKindOnly      WindowKind = "only"
)

var windowKindValues = []WindowKind{WindowKindQuiet, WindowKindPreferred, WindowKindOnly}

// Values lists every value of WindowKind, in the order the pages list them.
func (WindowKind) Values() []string { return enumStrings(windowKindValues) }

// UnmarshalText accepts only the values of WindowKind.
func (v *WindowKind) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, windowKindValues) }

// PauseUntil is the moment a reaction's pause ends, where that is a moment and not a length
// (errors.reactions[].pause_until, jobs.X.reactions[].pause_until).
type PauseUntil string

// The values of PauseUntil. "window-opens": the next opening of a window of kind "only" of the
// job whose request started the pause (a span's start on one of the window's days that is none
// of its except_days, in site.time_zone); with several such windows, the earliest. "next-run":
// the next run (scope "run": one run of a job, as the crawler names it in polite's
// Fetch.Keys["run"]), so that what the pause holds is left for the rest of the run the event
// happened in and fetched again by the next (new-user trial 32, F-08).
const (
	PauseUntilWindowOpens PauseUntil = "window-opens"
	PauseUntilNextRun     PauseUntil = "next-run"
)

var pauseUntilValues = []PauseUntil{PauseUntilWindowOpens, PauseUntilNextRun}

// Values lists every value of PauseUntil, in the order the pages list them.
func (PauseUntil) Values() []string { return enumStrings(pauseUntilValues) }

// UnmarshalText accepts only the values of PauseUntil.
func (v *PauseUntil) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, pauseUntilValues) }

// RobotsCheck is when an agent reads robots.txt.
type RobotsCheck string

// The values of RobotsCheck.
const (
	RobotsCheckBeforeFirstFetch RobotsCheck = "before-first-fetch"
	RobotsCheckBeforeEveryFetch RobotsCheck = "before-every-fetch"
	RobotsCheckBeforeEveryRun   RobotsCheck = "before-every-run"
)

var robotsCheckValues = []RobotsCheck{RobotsCheckBeforeFirstFetch, RobotsCheckBeforeEveryFetch, RobotsCheckBeforeEveryRun}

// Values lists every value of RobotsCheck, in the order the pages list them.
func (RobotsCheck) Values() []string { return enumStrings(robotsCheckValues) }

// UnmarshalText accepts only the values of RobotsCheck.
func (v *RobotsCheck) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, robotsCheckValues) }

// RobotsUse is whether fetches to a category of site read robots.txt.
type RobotsUse string

// The values of RobotsUse.
const (
	RobotsUseRead    RobotsUse = "read"
	RobotsUseNotRead RobotsUse = "not-read"
)

var robotsUseValues = []RobotsUse{RobotsUseRead, RobotsUseNotRead}

// Values lists every value of RobotsUse, in the order the pages list them.
func (RobotsUse) Values() []string { return enumStrings(robotsUseValues) }

// UnmarshalText accepts only the values of RobotsUse.
func (v *RobotsUse) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, robotsUseValues) }

// Fallback is what the crawler does when robots.txt cannot be fetched and no earlier copy is at hand.
type Fallback string

// The values of Fallback.
const (
	FallbackDefer       Fallback = "defer"
	FallbackDisallowAll Fallback = "disallow-all"
)

var fallbackValues = []Fallback{FallbackDefer, FallbackDisallowAll}

// Values lists every value of Fallback, in the order the pages list them.
func (Fallback) Values() []string { return enumStrings(fallbackValues) }

// UnmarshalText accepts only the values of Fallback.
func (v *Fallback) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, fallbackValues) }

// CrawlDelay is how an agent treats a Crawl-delay line, which RFC 9309 does not define.
type CrawlDelay string

// The values of CrawlDelay.
const (
	CrawlDelayIgnored          CrawlDelay = "ignored"
	CrawlDelayHonoured         CrawlDelay = "honoured"
	CrawlDelayHonouredIfLonger CrawlDelay = "honoured-if-longer"
)

var crawlDelayValues = []CrawlDelay{CrawlDelayIgnored, CrawlDelayHonoured, CrawlDelayHonouredIfLonger}

// Values lists every value of CrawlDelay, in the order the pages list them.
func (CrawlDelay) Values() []string { return enumStrings(crawlDelayValues) }

// UnmarshalText accepts only the values of CrawlDelay.
func (v *CrawlDelay) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, crawlDelayValues) }

// Condition is an event that an error reaction answers.
type Condition string

// The values of Condition.
const (
	ConditionStatus429              Condition = "429"
	ConditionStatus503              Condition = "503"
	ConditionStatus504              Condition = "504"
	ConditionStatus403              Condition = "403"
	ConditionStatus5xx              Condition = "5xx"
	ConditionNetworkError           Condition = "network-error"
	ConditionTimeout                Condition = "timeout"
	ConditionFailedAttempt          Condition = "failed-attempt"
	ConditionSyncFailed             Condition = "sync-failed"
	ConditionSystemUnreachable      Condition = "system-unreachable"
	ConditionUnreachable            Condition = "unreachable"
	ConditionRobotsTxtUnreachable   Condition = "robots-txt-unreachable"
	ConditionRobotsTxtDisallowAll   Condition = "robots-txt-disallow-all"
	ConditionForbidden403Identifier Condition = "403-identifier"
	// ConditionPaused is a pause that another reaction started, counted by a reaction that ends
	// the run (stops_run) after a number of them: "after 3 pauses, the day's run stops".
	ConditionPaused Condition = "paused"
)

var conditionValues = []Condition{ConditionStatus429, ConditionStatus503, ConditionStatus504, ConditionStatus403, ConditionStatus5xx, ConditionNetworkError, ConditionTimeout, ConditionFailedAttempt, ConditionSyncFailed, ConditionSystemUnreachable, ConditionUnreachable, ConditionRobotsTxtUnreachable, ConditionRobotsTxtDisallowAll, ConditionForbidden403Identifier, ConditionPaused}

// Values lists every value of Condition, in the order the pages list them.
func (Condition) Values() []string { return enumStrings(conditionValues) }

// Includes reports whether every event of d is one of c too, as package polite meets them: a 503
// or a 504 is a 5xx; a 429, a 5xx, a timeout and a network error are failed attempts.
func (c Condition) Includes(d Condition) bool {
	switch c {
	case d:
		return true
	case ConditionStatus5xx:
		return d == ConditionStatus503 || d == ConditionStatus504
	case ConditionFailedAttempt:
		return slices.Contains([]Condition{ConditionStatus429, ConditionStatus503, ConditionStatus504, ConditionStatus5xx, ConditionTimeout, ConditionNetworkError}, d)
	}
	return false
}

// UnmarshalText accepts only the values of Condition.
func (v *Condition) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, conditionValues) }

// RetryAfterUse is whether the Retry-After header (RFC 9110 §10.2.3) is honoured.
type RetryAfterUse string

// The values of RetryAfterUse.
const (
	RetryAfterUseIgnored  RetryAfterUse = "ignored"
	RetryAfterUseHonoured RetryAfterUse = "honoured"
)

var retryAfterUseValues = []RetryAfterUse{RetryAfterUseIgnored, RetryAfterUseHonoured}

// Values lists every value of RetryAfterUse, in the order the pages list them.
func (RetryAfterUse) Values() []string { return enumStrings(retryAfterUseValues) }

// UnmarshalText accepts only the values of RetryAfterUse.
func (v *RetryAfterUse) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, retryAfterUseValues)
}

// RequestKind is something a site can ask the operator for by e-mail.
type RequestKind string

// The values of RequestKind.
const (
	RequestKindSlower      RequestKind = "slower"
	RequestKindFaster      RequestKind = "faster"
	RequestKindLessOften   RequestKind = "less-often"
	RequestKindWindow      RequestKind = "window"
	RequestKindNoDocuments RequestKind = "no-documents"
	RequestKindStop        RequestKind = "stop"
	// RequestKindStopURL is a request to stop fetching the URLs a site names, not the whole site
	// (an uptime monitor's check of a URL that a site owner who never signed up wants removed;
	// new-user trial 26, F-11).
	RequestKindStopURL RequestKind = "stop-url"
	// RequestKindRemoval is a request to remove content already collected from the site (what
	// legal.removal says is done with it; new-user trial 32, F-10).
	RequestKindRemoval            RequestKind = "removal"
	RequestKindQuota              RequestKind = "quota"
	RequestKindAlternativeChannel RequestKind = "alternative-channel"
	RequestKindBlocklist          RequestKind = "blocklist"
	RequestKindAllowlist          RequestKind = "allowlist"
	// RequestKindReCheck is a request to check the site again outside the schedule: a re-check
	// that the jobs it names (Request.Jobs, each triggered by "site-request") carry out, at once
	// (an ads.txt verifier's "check my ads.txt again now" button; new-user trial 30, F-06) or
	// within the request's time limit (an accessibility monitor's re-check within 10 working
	// days; new-user trial 33, F-01).
	RequestKindReCheck RequestKind = "re-check"
)

var requestKindValues = []RequestKind{RequestKindSlower, RequestKindFaster, RequestKindLessOften, RequestKindWindow, RequestKindNoDocuments, RequestKindStop, RequestKindStopURL, RequestKindRemoval, RequestKindQuota, RequestKindAlternativeChannel, RequestKindBlocklist, RequestKindAllowlist, RequestKindReCheck}

// Values lists every value of RequestKind, in the order the pages list them.
func (RequestKind) Values() []string { return enumStrings(requestKindValues) }

// UnmarshalText accepts only the values of RequestKind.
func (v *RequestKind) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, requestKindValues) }

// Channel is a way a site can offer its content instead of crawling.
type Channel string

// The values of Channel.
const (
	ChannelExport Channel = "export"
	ChannelRSS    Channel = "rss"
	ChannelAPI    Channel = "api"
)

var channelValues = []Channel{ChannelExport, ChannelRSS, ChannelAPI}

// Values lists every value of Channel, in the order the pages list them.
func (Channel) Values() []string { return enumStrings(channelValues) }

// UnmarshalText accepts only the values of Channel.
func (v *Channel) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, channelValues) }

// PortalKind is what the portal of contact.portal is.
type PortalKind string

// The values of PortalKind.
const (
	// PortalKindCustomerDashboard is the account area of the operator's customers.
	PortalKindCustomerDashboard PortalKind = "customer-dashboard"
	// PortalKindSiteOwnerPortal is a portal where owners of websites sign in after proving
	// control of their site.
	PortalKindSiteOwnerPortal PortalKind = "site-owner-portal"
)

var portalKindValues = []PortalKind{PortalKindCustomerDashboard, PortalKindSiteOwnerPortal}

// Values lists every value of PortalKind, in the order the pages list them.
func (PortalKind) Values() []string { return enumStrings(portalKindValues) }

// UnmarshalText accepts only the values of PortalKind.
func (v *PortalKind) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, portalKindValues) }

// RequestChannel is where a request of contact.requests is made.
type RequestChannel string

// The values of RequestChannel.
const (
	// RequestChannelEmail: by e-mail to contact.email.
	RequestChannelEmail RequestChannel = "email"
	// RequestChannelPortal: in contact.portal.
	RequestChannelPortal RequestChannel = "portal"
	// RequestChannelForm: in the web form of contact.form, which anyone can send without an
	// account.
	RequestChannelForm RequestChannel = "form"
)

var requestChannelValues = []RequestChannel{RequestChannelEmail, RequestChannelPortal, RequestChannelForm}

// Values lists every value of RequestChannel, in the order the pages list them.
func (RequestChannel) Values() []string { return enumStrings(requestChannelValues) }

// UnmarshalText accepts only the values of RequestChannel.
func (v *RequestChannel) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, requestChannelValues)
}

// RequestCover is what a request of kind "blocklist" has blocked (contact.requests[].covers), where
// the blocklist holds something other than sites.
type RequestCover string

// The values of RequestCover.
const (
	// RequestCoverIPRanges: IP address ranges, written in CIDR notation (RFC 4632 §3.1).
	RequestCoverIPRanges RequestCover = "ip-ranges"
	// RequestCoverHostNames: host names.
	RequestCoverHostNames RequestCover = "host-names"
)

var requestCoverValues = []RequestCover{RequestCoverIPRanges, RequestCoverHostNames}

// Values lists every value of RequestCover, in the order the pages list them.
func (RequestCover) Values() []string { return enumStrings(requestCoverValues) }

// UnmarshalText accepts only the values of RequestCover.
func (v *RequestCover) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, requestCoverValues)
}

// Topic is a reason to write to the operator.
type Topic string

// The values of Topic.
const (
	TopicQuestions         Topic = "questions"
	TopicIncidents         Topic = "incidents"
	TopicLoad              Topic = "load"
	TopicSlowerRate        Topic = "slower-rate"
	TopicSyncWindow        Topic = "window"
	TopicExclusion         Topic = "exclusion"
	TopicBlockNotEffective Topic = "block-not-effective"
	TopicInformation       Topic = "information"
	TopicMassDeletion      Topic = "mass-deletion"
)

var topicValues = []Topic{TopicQuestions, TopicIncidents, TopicLoad, TopicSlowerRate, TopicSyncWindow, TopicExclusion, TopicBlockNotEffective, TopicInformation, TopicMassDeletion}

// Values lists every value of Topic, in the order the pages list them.
func (Topic) Values() []string { return enumStrings(topicValues) }

// UnmarshalText accepts only the values of Topic.
func (v *Topic) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, topicValues) }

// Detail is what a site should put in its message to the operator.
type Detail string

// The values of Detail.
const (
	DetailHostname     Detail = "hostname"
	DetailSiteAddress  Detail = "site-address"
	DetailLogTimestamp Detail = "log-timestamp"
)

var detailValues = []Detail{DetailHostname, DetailSiteAddress, DetailLogTimestamp}

// Values lists every value of Detail, in the order the pages list them.
func (Detail) Values() []string { return enumStrings(detailValues) }

// UnmarshalText accepts only the values of Detail.
func (v *Detail) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, detailValues) }

// LegalBasis is a legal provision under which robots.txt reserves the rights of text and data mining.
type LegalBasis string

// The values of LegalBasis.
const (
	LegalBasisEUDSMArt4  LegalBasis = "eu-dsm-art-4-3"
	LegalBasisDEUrhG44b  LegalBasis = "de-urhg-44b-3"
	LegalBasisFRCPIL1225 LegalBasis = "fr-cpi-l122-5-3"
	LegalBasisPLPrAut263 LegalBasis = "pl-prawo-autorskie-26-3"
)

var legalBasisValues = []LegalBasis{LegalBasisEUDSMArt4, LegalBasisDEUrhG44b, LegalBasisFRCPIL1225, LegalBasisPLPrAut263}

// Values lists every value of LegalBasis, in the order the pages list them.
func (LegalBasis) Values() []string { return enumStrings(legalBasisValues) }

// UnmarshalText accepts only the values of LegalBasis.
func (v *LegalBasis) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, legalBasisValues) }

// Adaptive is how a job adapts its cadence.
type Adaptive string

// The values of Adaptive.
const (
	AdaptiveSlowerWhenUnchanged Adaptive = "slower-when-unchanged"
)

var adaptiveValues = []Adaptive{AdaptiveSlowerWhenUnchanged}

// Values lists every value of Adaptive, in the order the pages list them.
func (Adaptive) Values() []string { return enumStrings(adaptiveValues) }

// UnmarshalText accepts only the values of Adaptive.
func (v *Adaptive) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, adaptiveValues) }

// RunSpread is how the requests of a job's run are spread over the run (Job.Spread).
type RunSpread string

// The values of RunSpread.
const (
	// RunSpreadEven: the run sends its requests at an even pace over its whole length.
	RunSpreadEven RunSpread = "even"
	// RunSpreadRandomOrder: the run visits its addresses in random order over its whole length,
	// so that the requests to one network are spread over the run, not sent in a burst.
	RunSpreadRandomOrder RunSpread = "random-order"
)

var runSpreadValues = []RunSpread{RunSpreadEven, RunSpreadRandomOrder}

// Values lists every value of RunSpread, in the order the pages list them.
func (RunSpread) Values() []string { return enumStrings(runSpreadValues) }

// UnmarshalText accepts only the values of RunSpread.
func (v *RunSpread) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, runSpreadValues) }

// ChangeReason is why the crawler's addresses may change.
type ChangeReason string

// The values of ChangeReason.
const (
	ChangeReasonServerMove ChangeReason = "server-move"
)

var changeReasonValues = []ChangeReason{ChangeReasonServerMove}

// Values lists every value of ChangeReason, in the order the pages list them.
func (ChangeReason) Values() []string { return enumStrings(changeReasonValues) }

// UnmarshalText accepts only the values of ChangeReason.
func (v *ChangeReason) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, changeReasonValues) }

// LandingPage is how the explanatory web page that each of the crawler's addresses serves is
// reached (network.landing_page): the scheme, and with it the port (RFC 9110 §4.2.1, §4.2.2).
type LandingPage string

// The values of LandingPage.
const (
	// LandingPageHTTP: over HTTP, on port 80.
	LandingPageHTTP LandingPage = "http"
	// LandingPageHTTPS: over HTTPS, on port 443.
	LandingPageHTTPS LandingPage = "https"
	// LandingPageHTTPAndHTTPS: over both, on ports 80 and 443.
	LandingPageHTTPAndHTTPS LandingPage = "http-and-https"
)

var landingPageValues = []LandingPage{LandingPageHTTP, LandingPageHTTPS, LandingPageHTTPAndHTTPS}

// Values lists every value of LandingPage, in the order the pages list them.
func (LandingPage) Values() []string { return enumStrings(landingPageValues) }

// UnmarshalText accepts only the values of LandingPage.
func (v *LandingPage) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, landingPageValues) }

// Removal is how removal requests are handled.
type Removal string

// The values of Removal.
const (
	RemovalCaseByCase Removal = "case-by-case"
)

var removalValues = []Removal{RemovalCaseByCase}

// Values lists every value of Removal, in the order the pages list them.
func (Removal) Values() []string { return enumStrings(removalValues) }

// UnmarshalText accepts only the values of Removal.
func (v *Removal) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, removalValues) }

// ConditionalHeader is a request header of a conditional request (RFC 9110 §13.1).
type ConditionalHeader string

// The values of ConditionalHeader.
const (
	ConditionalHeaderIfNoneMatch     ConditionalHeader = "If-None-Match"
	ConditionalHeaderIfModifiedSince ConditionalHeader = "If-Modified-Since"
)

var conditionalHeaderValues = []ConditionalHeader{ConditionalHeaderIfNoneMatch, ConditionalHeaderIfModifiedSince}

// Values lists every value of ConditionalHeader, in the order the pages list them.
func (ConditionalHeader) Values() []string { return enumStrings(conditionalHeaderValues) }

// UnmarshalText accepts only the values of ConditionalHeader.
func (v *ConditionalHeader) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, conditionalHeaderValues)
}

// FollowUpWhen is what a fetch found that starts a job's re-checks (jobs.X.follow_up.when).
type FollowUpWhen string

// The values of FollowUpWhen.
const (
	// FollowUpChanged: the resource differs from what the previous fetch found.
	FollowUpChanged FollowUpWhen = "changed"
	// FollowUpNew: the resource was fetched for the first time.
	FollowUpNew FollowUpWhen = "new"
)

var followUpWhenValues = []FollowUpWhen{FollowUpChanged, FollowUpNew}

// Values lists every value of FollowUpWhen, in the order the pages list them.
func (FollowUpWhen) Values() []string { return enumStrings(followUpWhenValues) }

// UnmarshalText accepts only the values of FollowUpWhen.
func (v *FollowUpWhen) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, followUpWhenValues)
}

// JobTrigger is an event that starts a job outside its cadence.
type JobTrigger string

// The values of JobTrigger.
const (
	JobTriggerBeforeOnboarding JobTrigger = "before-onboarding"
	JobTriggerVisitorRequest   JobTrigger = "visitor-request"
	JobTriggerVisitorUncopied  JobTrigger = "visitor-opens-uncopied"
	JobTriggerAfterTimeout     JobTrigger = "after-timeout"
	JobTriggerSiteRequest      JobTrigger = "site-request"
	JobTriggerPublicComplaint  JobTrigger = "public-complaint"
)

var jobTriggerValues = []JobTrigger{JobTriggerBeforeOnboarding, JobTriggerVisitorRequest, JobTriggerVisitorUncopied, JobTriggerAfterTimeout, JobTriggerSiteRequest, JobTriggerPublicComplaint}

// Answered reports whether the trigger is a request or a complaint the operator answers, after
// which a job can be promised within a number of working days (Job.WithinWorkingDays): a
// visitor's or a site's request, or a complaint from the public.
func (v JobTrigger) Answered() bool {
	return v == JobTriggerVisitorRequest || v == JobTriggerSiteRequest || v == JobTriggerPublicComplaint
}

// Values lists every value of JobTrigger, in the order the pages list them.
func (JobTrigger) Values() []string { return enumStrings(jobTriggerValues) }

// UnmarshalText accepts only the values of JobTrigger.
func (v *JobTrigger) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, jobTriggerValues) }

// RobotsOutcome is what a robots.txt answer means for the crawler's fetches (RFC 9309 §2.3.1.3
// for 4xx "unavailable", §2.3.1.4 for 5xx and network errors "unreachable").
type RobotsOutcome string

// The values of RobotsOutcome.
const (
	RobotsOutcomeAllowAll    RobotsOutcome = "allow-all"
	RobotsOutcomeDisallowAll RobotsOutcome = "disallow-all"
)

var robotsOutcomeValues = []RobotsOutcome{RobotsOutcomeAllowAll, RobotsOutcomeDisallowAll}

// Values lists every value of RobotsOutcome, in the order the pages list them.
func (RobotsOutcome) Values() []string { return enumStrings(robotsOutcomeValues) }

// UnmarshalText accepts only the values of RobotsOutcome.
func (v *RobotsOutcome) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, robotsOutcomeValues)
}

// OptOut says whether a site can opt out of an agent's fetching (agents.X.opt_out).
type OptOut string

// The values of OptOut.
const (
	// OptOutNotPossible: a site cannot opt out; the agent fetches under its legal basis.
	OptOutNotPossible OptOut = "not-possible"
)

var optOutValues = []OptOut{OptOutNotPossible}

// Values lists every value of OptOut.
func (OptOut) Values() []string { return enumStrings(optOutValues) }

// UnmarshalText accepts only the values of OptOut.
func (v *OptOut) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, optOutValues) }

// NotReadReason is why an agent does not obey robots.txt.
type NotReadReason string

// The values of NotReadReason.
const (
	// NotReadUserRequest: it fetches only addresses a person asked for, on that person's behalf.
	NotReadUserRequest NotReadReason = "user-request"
	// NotReadLegalMandate: it fetches under a legal mandate (legal deposit, monitoring by a
	// public body); the pages word it without saying what the mandate is for.
	NotReadLegalMandate NotReadReason = "legal-mandate"
	// NotReadSiteOwnerSwitch: the site owner turns it on or off in their own settings.
	NotReadSiteOwnerSwitch NotReadReason = "site-owner-switch"
	// NotReadTermsOfService: terms of service agreed with the site govern its fetches.
	NotReadTermsOfService NotReadReason = "terms-of-service"
	// NotReadSubmitted: it fetches only URLs that the site owners or the service's users
	// submitted to it (a feed added to a directory by its publisher or a listener), on a
	// schedule of its own: unlike user-request, no person is waiting for the fetch.
	NotReadSubmitted NotReadReason = "submitted"
)

var notReadReasonValues = []NotReadReason{NotReadUserRequest, NotReadLegalMandate, NotReadSiteOwnerSwitch, NotReadTermsOfService, NotReadSubmitted}

// Values lists every value of NotReadReason, in the order the pages list them.
func (NotReadReason) Values() []string { return enumStrings(notReadReasonValues) }

// UnmarshalText accepts only the values of NotReadReason.
func (v *NotReadReason) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, notReadReasonValues)
}

// AddressPurpose is what the requests from an address (or from addresses with a form of host
// name) are for, where it is not the agents' own fetching.
type AddressPurpose string

// The values of AddressPurpose.
const (
	// AddressPurposeTest is a test version of the agents: the same identity, other addresses.
	AddressPurposeTest AddressPurpose = "test"
	// AddressPurposeKeyVerification is no crawling: one request for a key file that a site
	// published to prove it owns the address it submitted (IndexNow).
	AddressPurposeKeyVerification AddressPurpose = "key-verification"
)

var addressPurposeValues = []AddressPurpose{AddressPurposeTest, AddressPurposeKeyVerification}

// Values lists every value of AddressPurpose, in the order the pages list them.
func (AddressPurpose) Values() []string { return enumStrings(addressPurposeValues) }

// UnmarshalText accepts only the values of AddressPurpose.
func (v *AddressPurpose) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, addressPurposeValues)
}

// EmbeddedFetch is whether an agent fetches the resources a page embeds or names.
type EmbeddedFetch string

// The values of EmbeddedFetch.
const (
	EmbeddedFetched    EmbeddedFetch = "fetched"
	EmbeddedNotFetched EmbeddedFetch = "not-fetched"
)

var embeddedFetchValues = []EmbeddedFetch{EmbeddedFetched, EmbeddedNotFetched}

// Values lists every value of EmbeddedFetch, in the order the pages list them.
func (EmbeddedFetch) Values() []string { return enumStrings(embeddedFetchValues) }

// UnmarshalText accepts only the values of EmbeddedFetch.
func (v *EmbeddedFetch) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, embeddedFetchValues)
}

// Notified is who is told when an agent stops fetching a URL (agents.X.stops_after_failures).
type Notified string

// The values of Notified.
const (
	// NotifiedCustomer: the customer who registered the URL.
	NotifiedCustomer Notified = "customer"
)

var notifiedValues = []Notified{NotifiedCustomer}

// Values lists every value of Notified, in the order the pages list them.
func (Notified) Values() []string { return enumStrings(notifiedValues) }

// UnmarshalText accepts only the values of Notified.
func (v *Notified) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, notifiedValues) }

// CadencePer is what a job's cadence counts per (jobs.X.cadence_per): each runs on the schedule
// on its own, so that a site with several of them gets the schedule's requests for each.
type CadencePer string

// The values of CadencePer.
const (
	// CadencePerRegisteredURL: each URL that a customer registered (an uptime check).
	CadencePerRegisteredURL CadencePer = "registered-url"
	// CadencePerSite: each site.
	CadencePerSite CadencePer = "site"
	// CadencePerHostname: each host name.
	CadencePerHostname CadencePer = "hostname"
)

var cadencePerValues = []CadencePer{CadencePerRegisteredURL, CadencePerSite, CadencePerHostname}

// Values lists every value of CadencePer, in the order the pages list them.
func (CadencePer) Values() []string { return enumStrings(cadencePerValues) }

// UnmarshalText accepts only the values of CadencePer.
func (v *CadencePer) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, cadencePerValues) }

// ResourceKind is a kind of resource that a page embeds or names.
type ResourceKind string

// The values of ResourceKind.
const (
	ResourceImages      ResourceKind = "images"
	ResourceVideo       ResourceKind = "video"
	ResourceAudio       ResourceKind = "audio"
	ResourceStylesheets ResourceKind = "stylesheets"
	ResourceScripts     ResourceKind = "scripts"
	ResourceFonts       ResourceKind = "fonts"
)

var resourceKindValues = []ResourceKind{ResourceImages, ResourceVideo, ResourceAudio, ResourceStylesheets, ResourceScripts, ResourceFonts}

// Values lists every value of ResourceKind, in the order the pages list them.
func (ResourceKind) Values() []string { return enumStrings(resourceKindValues) }

// UnmarshalText accepts only the values of ResourceKind.
func (v *ResourceKind) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, resourceKindValues) }

// ResourceSource is where a page names the resources an agent fetches with it.
type ResourceSource string

// The values of ResourceSource.
const (
	ResourceSourceMarkup   ResourceSource = "markup"
	ResourceSourceMetaTags ResourceSource = "meta-tags"
)

var resourceSourceValues = []ResourceSource{ResourceSourceMarkup, ResourceSourceMetaTags}

// Values lists every value of ResourceSource, in the order the pages list them.
func (ResourceSource) Values() []string { return enumStrings(resourceSourceValues) }

// UnmarshalText accepts only the values of ResourceSource.
func (v *ResourceSource) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, resourceSourceValues)
}

// LoadUnit is what an interval spaces (limits.interval_unit): "requests" (each request, the
// default where none is said) or "page-loads" (a page with the resources it embeds, fetched
// together as a browser does: the embedded resources of a page load do not wait for the
// interval). A concurrency cap counts a ConcurrencyUnit, which may also be "connections".
type LoadUnit string

// The values of LoadUnit.
const (
	LoadUnitRequests  LoadUnit = "requests"
	LoadUnitPageLoads LoadUnit = "page-loads"
)

var loadUnitValues = []LoadUnit{LoadUnitRequests, LoadUnitPageLoads}

// Values lists every value of LoadUnit, in the order the pages list them.
func (LoadUnit) Values() []string { return enumStrings(loadUnitValues) }

// UnmarshalText accepts only the values of LoadUnit. "connections", a value of ConcurrencyUnit,
// gets an error that says where it belongs (new-user trial 29, F-13).
func (v *LoadUnit) UnmarshalText(b []byte) error {
	if ConcurrencyUnit(b) == ConcurrencyUnitConnections {
		return fmt.Errorf("%q is not allowed here: an interval spaces requests or page loads, and only concurrency_unit counts connections (want one of %s; for how many connections at a time, concurrency_unit = %q)", b, quoteList(v.Values()), ConcurrencyUnitConnections)
	}
	return unmarshalEnum(v, b, loadUnitValues)
}

// ConcurrencyUnit is what a concurrency cap counts (limits.concurrency_unit): "requests" (each
// request in flight, the default where none is said), "page-loads" (pages being loaded, each
// with the resources it embeds, which take no slot of their own) or "connections" (the
// connections open at once to a key's servers, whatever each carries: new-user trial 29, F-13).
type ConcurrencyUnit string

// The values of ConcurrencyUnit.
const (
	ConcurrencyUnitRequests    ConcurrencyUnit = "requests"
	ConcurrencyUnitPageLoads   ConcurrencyUnit = "page-loads"
	ConcurrencyUnitConnections ConcurrencyUnit = "connections"
)

var concurrencyUnitValues = []ConcurrencyUnit{ConcurrencyUnitRequests, ConcurrencyUnitPageLoads, ConcurrencyUnitConnections}

// Values lists every value of ConcurrencyUnit, in the order the pages list them.
func (ConcurrencyUnit) Values() []string { return enumStrings(concurrencyUnitValues) }

// UnmarshalText accepts only the values of ConcurrencyUnit.
func (v *ConcurrencyUnit) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, concurrencyUnitValues)
}

// Applied is whether a rule applies to a kind of fetch too.
type Applied string

// The values of Applied.
const (
	AppliedYes Applied = "applied"
	AppliedNo  Applied = "not-applied"
)

var appliedValues = []Applied{AppliedYes, AppliedNo}

// Values lists every value of Applied, in the order the pages list them.
func (Applied) Values() []string { return enumStrings(appliedValues) }

// UnmarshalText accepts only the values of Applied.
func (v *Applied) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, appliedValues) }

// RobotsDirective is a directive of the robots meta tag or the X-Robots-Tag header, as search
// engines document them (there is no RFC).
type RobotsDirective string

// The values of RobotsDirective.
const (
	DirectiveNoindex      RobotsDirective = "noindex"
	DirectiveNofollow     RobotsDirective = "nofollow"
	DirectiveNoarchive    RobotsDirective = "noarchive"
	DirectiveNosnippet    RobotsDirective = "nosnippet"
	DirectiveNoimageindex RobotsDirective = "noimageindex"
	DirectiveNone         RobotsDirective = "none"
)

var robotsDirectiveValues = []RobotsDirective{DirectiveNoindex, DirectiveNofollow, DirectiveNoarchive, DirectiveNosnippet, DirectiveNoimageindex, DirectiveNone}

// Values lists every value of RobotsDirective, in the order the pages list them.
func (RobotsDirective) Values() []string { return enumStrings(robotsDirectiveValues) }

// UnmarshalText accepts only the values of RobotsDirective.
func (v *RobotsDirective) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, robotsDirectiveValues)
}

// RelNofollow is what an agent does with a link marked rel="nofollow".
type RelNofollow string

// The values of RelNofollow.
const (
	RelNofollowNotFollowed RelNofollow = "not-followed"
	RelNofollowFollowed    RelNofollow = "followed"
)

var relNofollowValues = []RelNofollow{RelNofollowNotFollowed, RelNofollowFollowed}

// Values lists every value of RelNofollow, in the order the pages list them.
func (RelNofollow) Values() []string { return enumStrings(relNofollowValues) }

// UnmarshalText accepts only the values of RelNofollow.
func (v *RelNofollow) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, relNofollowValues) }

// Method is an HTTP request method (RFC 9110 §9).
type Method string

// The values of Method.
const (
	MethodGET  Method = "GET"
	MethodHEAD Method = "HEAD"
	MethodPOST Method = "POST"
)

var methodValues = []Method{MethodGET, MethodHEAD, MethodPOST}

// Values lists every value of Method, in the order the pages list them.
func (Method) Values() []string { return enumStrings(methodValues) }

// UnmarshalText accepts only the values of Method.
func (v *Method) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, methodValues) }

// HTTPVersion is a version of HTTP (RFC 9112, RFC 9113, RFC 9114).
type HTTPVersion string

// The values of HTTPVersion.
const (
	HTTP11 HTTPVersion = "HTTP/1.1"
	HTTP2  HTTPVersion = "HTTP/2"
	HTTP3  HTTPVersion = "HTTP/3"
)

var httpVersionValues = []HTTPVersion{HTTP11, HTTP2, HTTP3}

// Values lists every value of HTTPVersion, in the order the pages list them.
func (HTTPVersion) Values() []string { return enumStrings(httpVersionValues) }

// UnmarshalText accepts only the values of HTTPVersion.
func (v *HTTPVersion) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, httpVersionValues) }

// Scheme is a URL scheme an agent fetches over (RFC 9110 §4.2): "https" (§4.2.2) or "http"
// (§4.2.1).
type Scheme string

// The values of Scheme.
const (
	SchemeHTTPS Scheme = "https"
	SchemeHTTP  Scheme = "http"
)

var schemeValues = []Scheme{SchemeHTTPS, SchemeHTTP}

// Values lists every value of Scheme, in the order the pages list them.
func (Scheme) Values() []string { return enumStrings(schemeValues) }

// UnmarshalText accepts only the values of Scheme.
func (v *Scheme) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, schemeValues) }

// JavaScript is whether an agent runs a page's scripts.
type JavaScript string

// The values of JavaScript.
const (
	JavaScriptRendered    JavaScript = "rendered"
	JavaScriptNotRendered JavaScript = "not-rendered"
)

var javaScriptValues = []JavaScript{JavaScriptRendered, JavaScriptNotRendered}

// Values lists every value of JavaScript, in the order the pages list them.
func (JavaScript) Values() []string { return enumStrings(javaScriptValues) }

// UnmarshalText accepts only the values of JavaScript.
func (v *JavaScript) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, javaScriptValues) }

// Cookies is what an agent does with the cookies a site sets.
type Cookies string

// The values of Cookies.
const (
	CookiesIgnored Cookies = "ignored"
	CookiesKept    Cookies = "kept"
	// CookiesKeptPerRun keeps a site's cookies for the rest of one run only (a run as in
	// Cap.PerRun): none is sent in a later run (new-user trial 31, F-10).
	CookiesKeptPerRun Cookies = "kept-per-run"
)

var cookiesValues = []Cookies{CookiesIgnored, CookiesKept, CookiesKeptPerRun}

// Values lists every value of Cookies, in the order the pages list them.
func (Cookies) Values() []string { return enumStrings(cookiesValues) }

// UnmarshalText accepts only the values of Cookies.
func (v *Cookies) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, cookiesValues) }

// Coding is a content coding an agent accepts (RFC 9110 §8.4.1; br is RFC 7932, zstd RFC 8878).
type Coding string

// The values of Coding.
const (
	CodingGzip    Coding = "gzip"
	CodingDeflate Coding = "deflate"
	CodingBr      Coding = "br"
	CodingZstd    Coding = "zstd"
)

var codingValues = []Coding{CodingGzip, CodingDeflate, CodingBr, CodingZstd}

// Values lists every value of Coding, in the order the pages list them.
func (Coding) Values() []string { return enumStrings(codingValues) }

// UnmarshalText accepts only the values of Coding.
func (v *Coding) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, codingValues) }

// OptOutRemoval is where what was collected from a site that opts out is removed from
// (legal.opt_out_removed_from): "service" (the operator's service, where it has one),
// "working-copies" (the operator's own working copies and internal stores, such as a research
// institute's corpus in the making; new-user trial 32, F-15), "unreleased-datasets" (datasets
// the operator has not released yet).
type OptOutRemoval string

// The values of OptOutRemoval.
const (
	OptOutRemovalService            OptOutRemoval = "service"
	OptOutRemovalWorkingCopies      OptOutRemoval = "working-copies"
	OptOutRemovalUnreleasedDatasets OptOutRemoval = "unreleased-datasets"
)

var optOutRemovalValues = []OptOutRemoval{OptOutRemovalService, OptOutRemovalWorkingCopies, OptOutRemovalUnreleasedDatasets}

// Values lists every value of OptOutRemoval, in the order the pages list them.
func (OptOutRemoval) Values() []string { return enumStrings(optOutRemovalValues) }

// UnmarshalText accepts only the values of OptOutRemoval.
func (v *OptOutRemoval) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, optOutRemovalValues)
}

// RemovalOptOut is a way of opting out after which what was collected from the site is removed
// (legal.removal_opt_outs): "robots-txt" (a Disallow rule for the crawler in robots.txt,
// RFC 9309), "request" (a request to the operator, e.g. contact.requests kind "removal").
type RemovalOptOut string

// The values of RemovalOptOut.
const (
	RemovalOptOutRobotsTxt RemovalOptOut = "robots-txt"
	RemovalOptOutRequest   RemovalOptOut = "request"
)

var removalOptOutValues = []RemovalOptOut{RemovalOptOutRobotsTxt, RemovalOptOutRequest}

// Values lists every value of RemovalOptOut, in the order the pages list them.
func (RemovalOptOut) Values() []string { return enumStrings(removalOptOutValues) }

// UnmarshalText accepts only the values of RemovalOptOut.
func (v *RemovalOptOut) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, removalOptOutValues)
}

// OptOutUnchanged is what an opt-out does not change (legal.opt_out_unchanged):
// "released-datasets" (datasets already released), "trained-models" (models already trained on
// the data).
type OptOutUnchanged string

// The values of OptOutUnchanged.
const (
	OptOutUnchangedReleasedDatasets OptOutUnchanged = "released-datasets"
	OptOutUnchangedTrainedModels    OptOutUnchanged = "trained-models"
)

var optOutUnchangedValues = []OptOutUnchanged{OptOutUnchangedReleasedDatasets, OptOutUnchangedTrainedModels}

// Values lists every value of OptOutUnchanged, in the order the pages list them.
func (OptOutUnchanged) Values() []string { return enumStrings(optOutUnchangedValues) }

// UnmarshalText accepts only the values of OptOutUnchanged.
func (v *OptOutUnchanged) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, optOutUnchangedValues)
}

// RetainedData is a kind of data the operator keeps (legal.retention).
type RetainedData string

// The values of RetainedData.
const (
	RetainedDataRawResponses  RetainedData = "raw-responses"
	RetainedDataExtractedData RetainedData = "extracted-data"
	RetainedDataRequestLogs   RetainedData = "request-logs"
	RetainedDataScreenshots   RetainedData = "screenshots"
	// RetainedDataPublishedDataset: the data in the dataset the operator republishes
	// (operator.republishes), which it keeps there, not in its own systems (trial 29, F-14).
	RetainedDataPublishedDataset RetainedData = "published-dataset"
)

var retainedDataValues = []RetainedData{RetainedDataRawResponses, RetainedDataExtractedData, RetainedDataRequestLogs, RetainedDataScreenshots, RetainedDataPublishedDataset}

// Values lists every value of RetainedData, in the order the pages list them.
func (RetainedData) Values() []string { return enumStrings(retainedDataValues) }

// UnmarshalText accepts only the values of RetainedData.
func (v *RetainedData) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, retainedDataValues) }

// LargerBodies is what happens to a response body larger than limits.max_body_size.
type LargerBodies string

// The values of LargerBodies.
const (
	LargerBodiesTruncated LargerBodies = "truncated"
	LargerBodiesAbandoned LargerBodies = "abandoned"
)

var largerBodiesValues = []LargerBodies{LargerBodiesTruncated, LargerBodiesAbandoned}

// Values lists every value of LargerBodies, in the order the pages list them.
func (LargerBodies) Values() []string { return enumStrings(largerBodiesValues) }

// UnmarshalText accepts only the values of LargerBodies.
func (v *LargerBodies) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, largerBodiesValues) }

// CrawlDelayAboveMax is what a Crawl-delay longer than robots_txt.crawl_delay_max does.
type CrawlDelayAboveMax string

// The values of CrawlDelayAboveMax.
const (
	CrawlDelayAboveMaxCapped  CrawlDelayAboveMax = "capped"
	CrawlDelayAboveMaxIgnored CrawlDelayAboveMax = "ignored"
)

var crawlDelayAboveMaxValues = []CrawlDelayAboveMax{CrawlDelayAboveMaxCapped, CrawlDelayAboveMaxIgnored}

// Values lists every value of CrawlDelayAboveMax, in the order the pages list them.
func (CrawlDelayAboveMax) Values() []string { return enumStrings(crawlDelayAboveMaxValues) }

// UnmarshalText accepts only the values of CrawlDelayAboveMax.
func (v *CrawlDelayAboveMax) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, crawlDelayAboveMaxValues)
}

// RedirectsWithin is how far a redirect is followed (limits.redirects_within).
type RedirectsWithin string

// The values of RedirectsWithin.
const (
	RedirectsWithinHostname          RedirectsWithin = "hostname"
	RedirectsWithinRegistrableDomain RedirectsWithin = "registrable-domain"
)

var redirectsWithinValues = []RedirectsWithin{RedirectsWithinHostname, RedirectsWithinRegistrableDomain}

// Values lists every value of RedirectsWithin, in the order the pages list them.
func (RedirectsWithin) Values() []string { return enumStrings(redirectsWithinValues) }

// UnmarshalText accepts only the values of RedirectsWithin.
func (v *RedirectsWithin) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, redirectsWithinValues)
}

// Redirects is what the crawler does with a redirect (limits.redirects): "not-followed", the
// 3xx response is the answer (a scanner that records it). Unset, the pages say nothing of it,
// unless max_redirects states how many are followed.
type Redirects string

// The values of Redirects.
const (
	RedirectsNotFollowed Redirects = "not-followed"
)

var redirectsValues = []Redirects{RedirectsNotFollowed}

// Values lists every value of Redirects, in the order the pages list them.
func (Redirects) Values() []string { return enumStrings(redirectsValues) }

// UnmarshalText accepts only the values of Redirects.
func (v *Redirects) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, redirectsValues) }

// AIPrefCategory is a category of use of the IETF AI Preferences vocabulary
// (draft-ietf-aipref-vocab) that an agent's purpose falls in, as the operator states it.
type AIPrefCategory string

// The values of AIPrefCategory.
const (
	// AIPrefTrainAI: the agent fetches to train AI models ("train-ai", AI training).
	AIPrefTrainAI AIPrefCategory = "train-ai"
	// AIPrefSearch: the agent fetches for a search application ("search").
	AIPrefSearch AIPrefCategory = "search"
)

var aiPrefCategoryValues = []AIPrefCategory{AIPrefTrainAI, AIPrefSearch}

// Values lists every value of AIPrefCategory, in the order the pages list them.
func (AIPrefCategory) Values() []string { return enumStrings(aiPrefCategoryValues) }

// UnmarshalText accepts only the values of AIPrefCategory.
func (v *AIPrefCategory) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, aiPrefCategoryValues)
}

// UsagePreferenceSource is where an agent reads what a site says of the use of its content for
// AI or for text and data mining: the AI usage preferences that the IETF AIPREF drafts attach to
// content (draft-ietf-aipref-attach, in the vocabulary of draft-ietf-aipref-vocab; these need
// the agent's AIPREF category, Agent.AIPref), a reservation of text and data mining rights in
// the W3C TDM Reservation Protocol (TDMRep, W3C Community Group Final Report, 2024), or the
// noai and noimageai values of a robots meta element or X-Robots-Tag header field (a convention
// of several platforms, not a standard). Neither of the last two is an AIPREF category: they
// need no AIPref (issue 11, trial 32, F-02).
type UsagePreferenceSource string

// The values of UsagePreferenceSource.
const (
	// UsagePrefRobotsTxt: the Content-Usage lines of the robots.txt group that applies to the
	// agent ("robots-txt"; draft-ietf-aipref-attach extends RFC 9309 with them).
	UsagePrefRobotsTxt UsagePreferenceSource = "robots-txt"
	// UsagePrefHTTPHeader: the Content-Usage header field of a response ("http-header";
	// draft-ietf-aipref-attach).
	UsagePrefHTTPHeader UsagePreferenceSource = "http-header"
	// UsagePrefTDMRepHeader: the tdm-reservation header field of a response, "1" where the site
	// reserves its text and data mining rights ("tdmrep-header"; TDMRep, with tdm-policy naming
	// the terms of a licence).
	UsagePrefTDMRepHeader UsagePreferenceSource = "tdmrep-header"
	// UsagePrefTDMRepFile: the file /.well-known/tdmrep.json, whose entries reserve those rights
	// for the locations they match ("tdmrep-file"; TDMRep).
	UsagePrefTDMRepFile UsagePreferenceSource = "tdmrep-file"
	// UsagePrefTDMRepMeta: the HTML element <meta name="tdm-reservation" content="1"> of a page,
	// with <meta name="tdm-policy"> beside it ("tdmrep-meta"; TDMRep).
	UsagePrefTDMRepMeta UsagePreferenceSource = "tdmrep-meta"
	// UsagePrefRobotsMetaNoAI: the value noai in a page's robots meta element or X-Robots-Tag
	// header field, which asks that the page not be used for AI ("robots-meta-noai").
	UsagePrefRobotsMetaNoAI UsagePreferenceSource = "robots-meta-noai"
	// UsagePrefRobotsMetaNoImageAI: the value noimageai there, which asks that the page's
	// images not be used for AI ("robots-meta-noimageai").
	UsagePrefRobotsMetaNoImageAI UsagePreferenceSource = "robots-meta-noimageai"
)

var usagePreferenceSourceValues = []UsagePreferenceSource{UsagePrefRobotsTxt, UsagePrefHTTPHeader,
	UsagePrefTDMRepHeader, UsagePrefTDMRepFile, UsagePrefTDMRepMeta, UsagePrefRobotsMetaNoAI, UsagePrefRobotsMetaNoImageAI}

// AIPref reports whether the source states AI usage preferences in the AIPREF vocabulary
// (Content-Usage): an agent that reads one needs its AIPREF category, whose preference it
// follows.
func (v UsagePreferenceSource) AIPref() bool {
	return v == UsagePrefRobotsTxt || v == UsagePrefHTTPHeader
}

// Values lists every value of UsagePreferenceSource, in the order the pages list them.
func (UsagePreferenceSource) Values() []string { return enumStrings(usagePreferenceSourceValues) }

// UnmarshalText accepts only the values of UsagePreferenceSource.
func (v *UsagePreferenceSource) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, usagePreferenceSourceValues)
}

// OccasionKind is what an occasion is: a day, on which a rule runs, or an event or period, during
// which it runs. Each language words a rule for it as its grammar asks (English "on a session
// day", "during a council session broadcast live"), so the policy states what the occasion is,
// not a preposition.
type OccasionKind string

// The values of OccasionKind. "" (unset) is an event.
const (
	OccasionDay   OccasionKind = "day"
	OccasionEvent OccasionKind = "event"
)

var occasionKindValues = []OccasionKind{OccasionDay, OccasionEvent}

// Values lists every value of OccasionKind, in the order the pages list them.
func (OccasionKind) Values() []string { return enumStrings(occasionKindValues) }

// UnmarshalText accepts only the values of OccasionKind.
func (v *OccasionKind) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, occasionKindValues)
}

// ExportFormat is a crawler whose configuration sitegen export writes.
type ExportFormat string

// The values of ExportFormat.
const (
	ExportScrapy       ExportFormat = "scrapy"
	ExportNutch        ExportFormat = "nutch"
	ExportStormCrawler ExportFormat = "stormcrawler"
)

var exportFormatValues = []ExportFormat{ExportScrapy, ExportNutch, ExportStormCrawler}

// Values lists every value of ExportFormat.
func (ExportFormat) Values() []string { return enumStrings(exportFormatValues) }

// UnmarshalText accepts only the values of ExportFormat.
func (v *ExportFormat) UnmarshalText(b []byte) error { return unmarshalEnum(v, b, exportFormatValues) }

// UnpublishedChannel is a way to reach the operator that exists but whose address or number the
// operator does not publish (contact.unpublished).
type UnpublishedChannel string

// The values of UnpublishedChannel.
const (
	// UnpublishedChannelPhone: a telephone number.
	UnpublishedChannelPhone UnpublishedChannel = "phone"
	// UnpublishedChannelEmail: an e-mail address (not contact.email, which is published).
	UnpublishedChannelEmail UnpublishedChannel = "email"
)

var unpublishedChannelValues = []UnpublishedChannel{UnpublishedChannelPhone, UnpublishedChannelEmail}

// Values lists every value of UnpublishedChannel, in the order the pages list them.
func (UnpublishedChannel) Values() []string { return enumStrings(unpublishedChannelValues) }

// UnmarshalText accepts only the values of UnpublishedChannel.
func (v *UnpublishedChannel) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, unpublishedChannelValues)
}

// ChannelAudience is who is given an unpublished channel's address or number.
type ChannelAudience string

// The values of ChannelAudience.
const (
	// ChannelAudienceCustomers: the operator's customers only.
	ChannelAudienceCustomers ChannelAudience = "customers"
	// ChannelAudiencePublicBodies: public bodies (authorities and other public institutions) only.
	ChannelAudiencePublicBodies ChannelAudience = "public-bodies"
	// ChannelAudienceOnRequest: anyone who asks for it (through a published channel).
	ChannelAudienceOnRequest ChannelAudience = "on-request"
)

var channelAudienceValues = []ChannelAudience{ChannelAudienceCustomers, ChannelAudiencePublicBodies, ChannelAudienceOnRequest}

// Values lists every value of ChannelAudience, in the order the pages list them.
func (ChannelAudience) Values() []string { return enumStrings(channelAudienceValues) }

// UnmarshalText accepts only the values of ChannelAudience.
func (v *ChannelAudience) UnmarshalText(b []byte) error {
	return unmarshalEnum(v, b, channelAudienceValues)
}
