# Scrapy settings and downloader middleware for the crawler's published politeness policy.
# Agent "fresh" of the policy of https://search.example/bot/, last changed 2026-12-01.
# The policy publishes no User-Agent for the agent: the crawler sends its own.
# Written by sitegen from policy.toml; do not edit: run sitegen export again.
# It can hold figures that the page does not publish: keep it with the crawler, not on the public site.
# Each setting names the JSON Pointer (policy.json) of the statement it carries.
#
# NOT ENFORCED by this file: keep these in the crawler, or the page promises more than the crawler does:
#   /agents/fresh/aipref: Scrapy has no setting for it
#   /network/addresses: where requests come from and how they are verified: the machines the crawler runs on, not a setting
#   /network/host_names: where requests come from and how they are verified: the machines the crawler runs on, not a setting
#
# Not about requests (nothing to enforce): /site, /operator, /contact, /snippets, /occasions,
# /legal, /unpublished, labels; and other agents, their jobs and the windows of only their jobs.
#
# Use: as the project's settings module (SCRAPY_SETTINGS_MODULE=sitegen_policy, or
# "scrapy runspider -s" flags on top), or from the project's settings.py:
#     from sitegen_policy import *
# (a DOWNLOADER_MIDDLEWARES or DOWNLOAD_HANDLERS of your own must keep ours: {**DOWNLOADER_MIDDLEWARES, ...}).
# Written for Scrapy 2.8 (Debian's python3-scrapy); the middleware uses the downloader's slots
# as AutoThrottle does.

import time as _time

# Scrapy reads robots.txt once per host for each crawl, before the first request
ROBOTSTXT_OBEY = True  # /robots_txt/check /agents/fresh/robots_txt
# the product token robots.txt groups are matched against
ROBOTSTXT_USER_AGENT = "NordsucheFresh"  # /agents/fresh/token
# the policy publishes no retries
RETRY_ENABLED = False

# What Scrapy has no setting for, kept by SitegenPoliteMiddleware below. Durations in seconds.
SITEGEN_POLICY = {
    "robots": {
        "token": "NordsucheFresh",
    },
}

DOWNLOADER_MIDDLEWARES = {__name__ + ".SitegenPoliteMiddleware": 580}

# Scrapy's HTTP/1.1 handler without Twisted's own retry: Twisted's HTTPConnectionPool sends an
# idempotent request again at once when it fails on a kept-alive connection (retryAutomatically),
# which Scrapy 2.8 leaves on; that second request would keep neither the interval nor the
# retries' delays. A failed request is retried by Scrapy's RetryMiddleware, with the policy's
# delays.
DOWNLOAD_HANDLERS = {"http": __name__ + ".SitegenHTTPDownloadHandler", "https": __name__ + ".SitegenHTTPDownloadHandler"}


def __getattr__(name):
    # The handler's class is made when Scrapy asks for it, not when the settings are imported:
    # importing Scrapy's handler imports Twisted, which must not happen before Scrapy installs
    # the reactor that TWISTED_REACTOR names.
    if name != "SitegenHTTPDownloadHandler":
        raise AttributeError(name)
    from scrapy.core.downloader.handlers.http11 import HTTP11DownloadHandler

    class SitegenHTTPDownloadHandler(HTTP11DownloadHandler):
        def __init__(self, settings, crawler=None):
            super().__init__(settings, crawler)
            self._pool.retryAutomatically = False

    globals()[name] = SitegenHTTPDownloadHandler
    return SitegenHTTPDownloadHandler


class SitegenPoliteMiddleware:
    """Keeps what the policy states and Scrapy has no setting for: Crawl-delay as published
    (with its bounds), robots.txt that cannot be read, Retry-After with its cap (the host waits
    after a 429 or 503 that carries one), the retries' delays and conditions, pauses after 429, 503 and other failures, quiet windows, quotas,
    request methods and URL schemes. It waits in process_request (a Deferred, as Scrapy 2.8
    allows), holds the downloader's slot of a paused host, so that requests already queued wait too, and counts a
    slot's delay from each answer as well as from each request."""

    def __init__(self, crawler):
        from twisted.internet import reactor

        self.crawler = crawler
        self.reactor = reactor
        self.policy = crawler.settings.getdict("SITEGEN_POLICY") or SITEGEN_POLICY
        self.paused = {}  # key -> time the pause ends
        self.pause_length = {}  # (reaction, key) -> last pause, for escalation
        self.counts = {}  # (reaction, key) -> number of conditions met
        self.sent = {}  # (quota, key) -> send times
        self.robots_down = {}  # hostname -> time robots.txt was found unreachable
        self.crawl_delay = {}  # hostname -> Crawl-delay in force
        self.slot_hosts = {}  # download slot (a registrable domain) -> its host names seen
        self.psl = None
        self.zone = None
        if self.policy.get("windows"):
            from zoneinfo import ZoneInfo

            self.zone = ZoneInfo(self.policy["time_zone"])

    @classmethod
    def from_crawler(cls, crawler):
        return cls(crawler)

    # --- keys ---

    def _host(self, request):
        from scrapy.utils.httpobj import urlparse_cached

        return urlparse_cached(request).hostname or ""

    def _server(self, host):
        from scrapy.resolver import dnscache

        return dnscache.get(host, host)

    def _domain(self, host):
        # The registrable domain (eTLD+1), by the Public Suffix List with its private section, as
        # package polite counts it: the list tldextract (a dependency of Scrapy) ships, never
        # fetched. A name under no listed suffix takes its last label as one ("*" rule); an IP
        # address, or a name that is itself a public suffix, is its own domain.
        import ipaddress

        try:
            ipaddress.ip_address(host.strip("[]"))
            return host
        except ValueError:
            pass
        if self.psl is None:
            import tldextract

            self.psl = tldextract.TLDExtract(suffix_list_urls=(), include_psl_private_domains=True, cache_dir=None)
        ext = self.psl(host)
        if ext.registered_domain:
            return ext.registered_domain.lower()
        if not ext.suffix:
            return ".".join(host.lower().split(".")[-2:])
        return host.lower()

    def _key(self, scope, request):
        host = self._host(request)
        if scope == "all-sites":
            return "*"
        if scope == "server":
            return "server " + self._server(host)
        if scope == "domain":
            return "domain " + self._domain(host)
        return "hostname " + host  # hostname, and site: a site is its host name

    def _slot(self, request, spider):
        downloader = self.crawler.engine.downloader
        return downloader._get_slot(request, spider)[1]

    # --- requests ---

    def process_request(self, request, spider):
        from scrapy.exceptions import IgnoreRequest

        methods = self.policy.get("methods")
        if methods and request.method not in methods:
            raise IgnoreRequest(f"sitegen: the policy publishes no {request.method} request ({self.policy['methods_pointer']})")
        schemes = self.policy.get("schemes")
        if schemes:
            from scrapy.utils.httpobj import urlparse_cached

            if urlparse_cached(request).scheme not in schemes:
                raise IgnoreRequest(f"sitegen: the policy publishes no request over {urlparse_cached(request).scheme} ({self.policy['schemes_pointer']})")
        host = self._host(request)
        if self.policy.get("slots") == "domain":
            # One download slot per registrable domain: DOWNLOAD_DELAY and
            # CONCURRENT_REQUESTS_PER_DOMAIN then hold per domain (the downloader reads the slot
            # after the middlewares, and a retry or redirect gets the slot of its own URL).
            request.meta["download_slot"] = self._domain(host)
            self.slot_hosts.setdefault(request.meta["download_slot"], set()).add(host)
        is_robots = request.meta.get("dont_obey_robotstxt") and request.url.endswith("/robots.txt")
        if not is_robots and host in self.robots_down:
            raise IgnoreRequest(f"sitegen: robots.txt of {host} is unreachable; the policy disallows everything then ({self.policy['robots']['unreachable_pointer']})")
        within = self.policy.get("redirects_within")
        if within and request.meta.get("redirect_urls"):
            from urllib.parse import urlsplit

            first = urlsplit(request.meta["redirect_urls"][0]).hostname or ""
            if within == "hostname" and first != host:
                raise IgnoreRequest(f"sitegen: a redirect outside the host name is not followed ({self.policy['redirects_within_pointer']})")
            if within != "hostname" and self._domain(first) != self._domain(host):
                raise IgnoreRequest(f"sitegen: a redirect outside the registrable domain is not followed ({self.policy['redirects_within_pointer']})")
        now = _time.time()
        until = now
        for key in (self._key("hostname", request), self._key("domain", request), self._key("server", request), "*"):
            until = max(until, self.paused.get(key, 0))
        until = max(until, request.meta.get("sitegen_retry_at", 0))
        until = max(until, self._quiet_until(now))
        until = max(until, self._quota_until(request, now))
        if until > now:
            from twisted.internet import task

            return task.deferLater(self.reactor, until - now, self.process_request, request, spider)
        self._count_quota(request, now)
        slot = self._slot(request, spider)
        delay = self.crawl_delay.get(host)
        if delay is not None and slot.delay < delay:
            slot.delay = delay
        return None

    def _sent_by(self, request):
        # Scrapy counts DOWNLOAD_DELAY from when it took the request from the slot's queue; a
        # request that left later (a slow connection, a busy process) would bring the next one
        # closer at the site. Counting the interval from the answer as well keeps it there.
        slot = self.crawler.engine.downloader.slots.get(request.meta.get("download_slot"))
        if slot is not None:
            slot.lastseen = max(slot.lastseen, _time.time())

    def process_response(self, request, response, spider):
        self._sent_by(request)
        host = self._host(request)
        if request.meta.get("dont_obey_robotstxt") and request.url.endswith("/robots.txt"):
            self._robots(request, response, spider, host)
        condition = self._status_condition(response.status)
        if condition:
            self._failed(request, spider, condition, response)
        else:
            self._succeeded(request)
        return response

    def process_exception(self, request, exception, spider):
        from twisted.internet.error import TimeoutError as TwistedTimeout

        self._sent_by(request)
        condition = "timeout" if isinstance(exception, TwistedTimeout) else "network-error"
        if request.meta.get("dont_obey_robotstxt") and request.url.endswith("/robots.txt"):
            if self.policy["robots"].get("unreachable") == "disallow-all":
                self.robots_down[self._host(request)] = _time.time()
        self._failed(request, spider, condition, None)
        return None

    # --- robots.txt ---

    def _robots(self, request, response, spider, host):
        robots = self.policy["robots"]
        status = response.status
        if status >= 500 or status in robots.get("unavailable_statuses", []):
            if robots.get("unreachable") == "disallow-all":
                self.robots_down[host] = _time.time()
            return
        self.robots_down.pop(host, None)
        cd = self.policy.get("crawl_delay")
        if not cd or status >= 400:
            return
        from protego import Protego

        try:
            rp = Protego.parse(response.body.decode("utf-8", "replace"))
            value = rp.crawl_delay(robots["token"])
        except Exception:
            return
        if value is None:
            return
        value = float(value)
        if cd.get("whole_seconds") and value != int(value):
            return
        if cd.get("min") is not None and value < cd["min"]:
            value = cd["min"]
        if cd.get("max") is not None and value > cd["max"]:
            if cd.get("above_max") == "ignored":
                return
            value = cd["max"]
        self.crawl_delay[host] = value
        slot = self._slot(request, spider)
        if slot.delay < value:
            slot.delay = value

    # --- failures, retries and pauses ---

    def _status_condition(self, status):
        if status in (429, 503, 504, 403):
            return str(status)
        if 500 <= status < 600:
            return "5xx"
        return None

    def _matches(self, on, condition):
        return condition in on or (condition in ("503", "504") and "5xx" in on)

    def _retry_after(self, response):
        if response is None or not self.policy.get("retry_after"):
            return None
        value = response.headers.get(b"Retry-After")
        if not value:
            return None
        value = value.decode("latin-1").strip()
        try:
            seconds = float(int(value))
        except ValueError:
            from email.utils import parsedate_to_datetime

            try:
                seconds = parsedate_to_datetime(value).timestamp() - _time.time()
            except (TypeError, ValueError):
                return None
        seconds = max(seconds, 0.0)
        cap = self.policy.get("retry_after_max")
        if cap is not None:
            seconds = min(seconds, cap)
        return seconds

    def _failed(self, request, spider, condition, response):
        now = _time.time()
        retries = self.policy.get("retries")
        if retries is not None:
            if not self._matches(retries["on"], condition) or (condition in ("network-error", "timeout") and condition not in retries["on"]):
                request.meta["dont_retry"] = True
            else:
                n = request.meta.get("retry_times", 0)
                delays = retries["delays"]
                if n < len(delays):
                    wait = delays[n]
                    ra = self._retry_after(response)
                    if ra is not None:
                        wait = ra
                    request.meta["sitegen_retry_at"] = now + wait
        ra = self._retry_after(response)
        if ra is not None and condition in ("429", "503"):
            # The site asked to be left alone this long (RFC 9110 §10.2.3): the host waits, up to
            # the published cap, whatever else the policy says.
            self._pause(self._key("hostname", request), now + ra, spider)
        for i, r in enumerate(self.policy.get("reactions", [])):
            if not self._matches(r["on"], condition):
                if r.get("consecutive"):
                    self.counts.pop((i, self._key(r["scope"], request)), None)
                continue
            key = self._key(r["scope"], request)
            n = self.counts.get((i, key), 0) + 1
            self.counts[(i, key)] = n
            if n < r.get("threshold", 1):
                continue
            self.counts[(i, key)] = 0
            pause = r.get("pause") or r.get("min_pause") or 0
            esc = r.get("escalation")
            last = self.pause_length.get((i, key))
            if esc and last:
                pause = min(last * esc["factor"], esc["max"])
            self.pause_length[(i, key)] = pause
            if r.get("retry_after") and ra is not None:
                pause = max(ra, r.get("min_pause") or 0)
            self._pause(key, now + pause, spider)

    def _succeeded(self, request):
        for i, r in enumerate(self.policy.get("reactions", [])):
            if r.get("consecutive"):
                self.counts.pop((i, self._key(r["scope"], request)), None)

    def _pause(self, key, until, spider):
        self.paused[key] = max(self.paused.get(key, 0), until)
        downloader = self.crawler.engine.downloader
        for slot_key, slot in downloader.slots.items():
            hosts = self.slot_hosts.get(slot_key) or {slot_key}
            if key == "*" or key == "server " + slot_key or any(key in ("hostname " + h, "domain " + self._domain(h), "server " + self._server(h)) for h in hosts):
                if slot.delay <= 0:
                    slot.delay = 0.001
                slot.lastseen = max(slot.lastseen, until - slot.delay)

    # --- quiet windows ---

    def _quiet(self, t):
        from datetime import datetime

        local = datetime.fromtimestamp(t, self.zone)
        minute = local.hour * 60 + local.minute
        day = local.weekday()
        for w in self.policy.get("windows", []):
            days = w["days"]
            for start, end in w["hours"]:
                if end > start:
                    if (not days or day in days) and start <= minute < end:
                        return True
                elif (minute >= start and (not days or day in days)) or (minute < end and (not days or (day - 1) % 7 in days)):
                    return True
        return False

    def _quiet_until(self, now):
        if not self.policy.get("windows") or not self._quiet(now):
            return 0
        t = now - now % 60 + 60
        for _ in range(8 * 24 * 60):
            if not self._quiet(t):
                return t
            t += 60
        return t

    # --- quotas ---

    def _quota_until(self, request, now):
        until = 0
        for i, q in enumerate(self.policy.get("quotas", [])):
            if q.get("head_only") and request.method != "HEAD":
                continue
            times = [t for t in self.sent.get((i, self._key(q["key"], request)), []) if t > now - q["period"]]
            self.sent[(i, self._key(q["key"], request))] = times
            if len(times) >= q["max"]:
                until = max(until, times[len(times) - q["max"]] + q["period"])
        return until

    def _count_quota(self, request, now):
        for i, q in enumerate(self.policy.get("quotas", [])):
            if q.get("head_only") and request.method != "HEAD":
                continue
            self.sent.setdefault((i, self._key(q["key"], request)), []).append(now)
