# A sequential crawler in Python's standard library, for TestConformSequential: one request at a
# time, through the proxy in HTTP_PROXY, from SITEGEN_START_URL; robots.txt of each host read
# before its first page (urllib.robotparser), its Crawl-delay obeyed up to 3 s, at least 1 s
# between two requests of one host. It follows the start page's links in order, so that it
# spends a short run waiting on the first sites it meets.
import os
import re
import sys
import time
import urllib.error
import urllib.request
import urllib.robotparser
from urllib.parse import urljoin, urlsplit

AGENT = "SeqBot/1.0 (+https://seq.example/)"
TOKEN = "SeqBot"
opener = urllib.request.build_opener(urllib.request.ProxyHandler({"http": os.environ["HTTP_PROXY"]}))
rules, last = {}, {}


def get(url):
    req = urllib.request.Request(url, headers={"User-Agent": AGENT})
    try:
        with opener.open(req, timeout=5) as resp:
            return resp.status, resp.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        return e.code, ""
    except OSError:
        return 0, ""


def wait_turn(host):
    gap = 1.0
    rp = rules.get(host)
    if rp is not None and rp.crawl_delay(TOKEN):
        gap = max(gap, min(float(rp.crawl_delay(TOKEN)), 3.0))
    pause = last.get(host, 0) + gap - time.monotonic()
    if pause > 0:
        time.sleep(pause)
    last[host] = time.monotonic()


def robots_for(host):
    if host not in rules:
        wait_turn(host)
        status, body = get("http://%s/robots.txt" % host)
        rp = urllib.robotparser.RobotFileParser()
        rp.parse(body.splitlines() if status == 200 else [])
        rules[host] = rp
    return rules[host]


queue, seen = [os.environ["SITEGEN_START_URL"]], set()
while queue:
    url = queue.pop(0)
    if url in seen:
        continue
    seen.add(url)
    host = urlsplit(url).netloc
    if not robots_for(host).can_fetch(TOKEN, url):
        continue
    wait_turn(host)
    status, body = get(url)
    print(status, url, flush=True)
    queue.extend(urljoin(url, h) for h in re.findall(r'href="([^"]+)"', body))
sys.exit(0)
