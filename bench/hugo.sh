#!/usr/bin/env bash
# bench/hugo.sh: sitegen build against Hugo building a comparable site, whole processes in
# interleaved runs (issue 13). It does not run in CI.
#
# Hugo v0.165.0 is installed once into a cache folder (HUGO_CACHE, default ~/.cache/sitegen-bench)
# with `GOTOOLCHAIN=local go install github.com/gohugoio/hugo@v0.165.0` (later versions need Go
# 1.27); HUGO names another hugo binary to use instead.
#
# The comparable site is made from sitegen's own build of SITE (default examples/civic-ingestor),
# so that both tools handle the same amount of text:
#   - four languages (en, de, fr, pl), one page each: the content is sitegen's Markdown page of
#     that language, so the Markdown is of the same size;
#   - an i18n file per language of about 150 strings: sitegen's own messages of that language
#     (the first 150 that have one form), each printed by the page templates;
#   - a sitemap, and per language an HTML page, a Markdown twin (a custom output format) and a JSON
#     output.
# It times `hugo --quiet` and `sitegen build` of SITE in interleaved rounds with hyperfine (each
# round runs each once) and prints the medians of wall and CPU time and sitegen's speed-up.
#
# Usage: bench/hugo.sh [SITE]    Environment: RUNS (rounds, default 30), HUGO, HUGO_CACHE,
#   SITEGEN (a sitegen binary to time instead of building one, e.g. an older commit's).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
site=$(cd "${1:-$root/examples/civic-ingestor}" && pwd)
runs=${RUNS:-30}
cache=${HUGO_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/sitegen-bench}
for tool in hyperfine python3; do
	command -v "$tool" >/dev/null || { echo "bench/hugo.sh: $tool is needed (apt-get install hyperfine python3)" >&2; exit 2; }
done
hugo=${HUGO:-$cache/bin/hugo}
if [[ ! -x $hugo ]]; then
	echo "installing Hugo v0.165.0 into $cache/bin (once; several minutes)" >&2
	mkdir -p "$cache/bin"
	GOTOOLCHAIN=local GOBIN="$cache/bin" go install github.com/gohugoio/hugo@v0.165.0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ -n ${SITEGEN:-} ]]; then
	cp "$SITEGEN" "$work/sitegen"
else
	(cd "$root" && go build -o "$work/sitegen" .)
fi
# sitegen's version cache (versioncache.go) in a folder of the run's own, filled by the first
# build below: timed as a user's later builds run (SITEGEN_CACHE=off in the environment: without).
export SITEGEN_CACHE=${SITEGEN_CACHE:-$work/cache}
"$work/sitegen" build --dir "$site" --out "$work/sg" >/dev/null 2>&1
hs="$work/hugo-site"
mkdir -p "$hs/content" "$hs/i18n" "$hs/layouts"
python3 - "$root" "$work/sg" "$hs" <<'PY'
import pathlib, sys, tomllib, json
root, sg, hs = (pathlib.Path(a) for a in sys.argv[1:])
langs = ["en", "de", "fr", "pl"]
keys = None
for i, lang in enumerate(langs):
    md = (sg / lang / "index.md").read_text()
    (hs / "content" / f"_index.{lang}.md").write_text(f'+++\ntitle = "Crawler policy ({lang})"\n+++\n\n' + md)
    msgs = tomllib.loads((root / "locales" / lang / f"messages.{lang}.toml").read_text())
    flat = {}
    def walk(prefix, v):
        if isinstance(v, dict):
            if "other" in v or "one" in v:
                return
            for k, x in v.items():
                walk(f"{prefix}_{k}" if prefix else k, x)
        elif isinstance(v, str) and "{{" not in v:
            flat[prefix.replace(".", "_")] = v
    walk("", msgs)
    if keys is None:
        keys = sorted(flat)[:150]
    with open(hs / "i18n" / f"{lang}.toml", "w") as f:
        for k in keys:
            f.write(f"{k} = {json.dumps(flat.get(k, k), ensure_ascii=False)}\n")
(hs / "keys.txt").write_text("\n".join(keys))
strings = "".join(f'<li>{{{{ i18n "{k}" }}}}</li>\n' for k in keys)
(hs / "layouts" / "home.html").write_text(
    '<!DOCTYPE html>\n<html lang="{{ .Language.Lang }}"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>\n'
    '<body><main>{{ .Content }}</main>\n<ul>\n' + strings + '</ul></body></html>\n')
(hs / "layouts" / "home.markdown.md").write_text("# {{ .Title }}\n\n{{ .RawContent }}\n\n" + strings.replace("<li>", "- ").replace("</li>", ""))
(hs / "layouts" / "home.json").write_text(
    '{{ $m := dict "title" .Title "lang" .Language.Lang "words" .WordCount }}'
    + "".join(f'{{{{ $m = merge $m (dict "{k}" (i18n "{k}")) }}}}' for k in keys)
    + "{{ jsonify (dict \"indent\" \"  \") $m }}\n")
(hs / "hugo.toml").write_text('''baseURL = "https://crawler.example/"
defaultContentLanguage = "en"
defaultContentLanguageInSubdir = true
disableKinds = ["taxonomy", "term", "section", "page", "RSS", "404"]
[outputFormats.markdown]
mediaType = "text/markdown"
baseName = "index"
isPlainText = true
[outputs]
home = ["html", "markdown", "json"]
[languages.en]
weight = 1
[languages.de]
weight = 2
[languages.fr]
weight = 3
[languages.pl]
weight = 4
''')
PY
"$hugo" --quiet -s "$hs" -d "$work/hugo-out"
echo "Hugo's output: $(cd "$work/hugo-out" && find . -type f | sort | tr '\n' ' ')"
echo "i18n strings per language: $(wc -l <"$hs/i18n/en.toml"); Markdown per page: $(wc -c <"$work/sg/en/index.md") bytes (en)"
echo "hugo: $("$hugo" version | cut -d' ' -f1-2)"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
: >"$work/times.csv"
args=(--command-name hugo "$hugo --quiet -s $hs -d $work/hugo-out" --command-name sitegen "$work/sitegen build --dir $site --out $work/sg")
hyperfine --warmup 2 --runs 1 -N "${args[@]}" >/dev/null 2>&1
for ((r = 0; r < runs; r++)); do
	hyperfine --runs 1 -N --export-json "$work/r.json" "${args[@]}" >/dev/null 2>&1
	python3 - "$work/r.json" >>"$work/times.csv" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    print(f'{r["command"]},{r["times"][0]},{r["user"]},{r["system"]}')
PY
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$work/times.csv" <<'PY'
import csv, statistics, sys
rows = list(csv.reader(open(sys.argv[1])))
t = {n: [float(r[1]) for r in rows if r[0] == n] for n in ("hugo", "sitegen")}
u = {n: [float(r[2]) + float(r[3]) for r in rows if r[0] == n] for n in ("hugo", "sitegen")}
for n in t:
    print(f'{n:<8} {len(t[n])} runs: median {statistics.median(t[n])*1e3:.1f} ms wall, {statistics.median(u[n])*1e3:.1f} ms CPU (user+sys)')
print(f'sitegen is {statistics.median(t["hugo"])/statistics.median(t["sitegen"]):.2f}× faster than Hugo by wall time, '
      f'{statistics.median(u["hugo"])/statistics.median(u["sitegen"]):.2f}× by CPU time')
PY
