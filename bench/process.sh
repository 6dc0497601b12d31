#!/usr/bin/env bash
# bench/process.sh: whole-process timings of sitegen, exec to exit, as a user runs it (issue 13).
#
# Builds sitegen and bench/blank (a binary that only imports cobra, BurntSushi/toml, goldmark and
# go-i18n) into a temporary folder, then times, in interleaved runs with hyperfine (Debian package
# hyperfine; --warmup, then the commands' runs alternate so that a burst of load hits all alike):
#   blank, sitegen validate, sitegen build and sitegen check of SITE (default: the richest example,
#   examples/civic-ingestor), building into a temporary folder.
# It prints, for each command, the median wall time of its runs and its multiple of blank's, and
# the median CPU time (user + system) and its multiple of blank's: on a loaded machine a process
# waits for a core, and the wall times stretch with the load while the CPU times do not. Then the
# load average before and after, and each command's peak RSS (/usr/bin/time -v, the largest of RSS_RUNS runs).
# sitegen's version cache (the committed versions of policy.toml loaded by earlier builds,
# versioncache.go) is a folder of the run's own, filled by the warm-up runs: build and check are
# timed as a user's second and later builds run. build-nocache and check-nocache are the same with
# SITEGEN_CACHE=off (through env(1), which adds its own exec, about 1 ms of CPU): every version
# loaded, as at a first build or with a new sitegen.
# Nothing asserts a figure; it does not run in CI.
#
# Usage: bench/process.sh [SITE]     (from anywhere in the repository)
# Environment: RUNS (hyperfine runs per command, default 40), RSS_RUNS (default 5),
#   SITEGEN (a sitegen binary to time instead of building one), BASELINE (another sitegen binary,
#   e.g. an older commit's, timed in the same rounds as "base-validate", "base-build" and
#   "base-check", so that two versions are compared under the same load).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
site=$(cd "${1:-$root/examples/civic-ingestor}" && pwd)
runs=${RUNS:-40}
rss_runs=${RSS_RUNS:-5}
for tool in hyperfine /usr/bin/time python3; do
	command -v "$tool" >/dev/null || { echo "bench/process.sh: $tool is needed (apt-get install hyperfine time python3)" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -o "$work/blank" ./bench/blank)
if [[ -n ${SITEGEN:-} ]]; then
	cp "$SITEGEN" "$work/sitegen"
else
	(cd "$root" && go build -o "$work/sitegen" .)
fi
sg="$work/sitegen"
export SITEGEN_CACHE="$work/cache"
# build writes into its own folder; check compares with a folder a build wrote.
"$sg" build --dir "$site" --out "$work/out" >/dev/null 2>&1
declare -A cmd=(
	[blank]="$work/blank"
	[validate]="$sg validate $site/policy.toml"
	[build]="$sg build --dir $site --out $work/out-build"
	[check]="$sg check --dir $site --out $work/out"
	[build-nocache]="env SITEGEN_CACHE=off $sg build --dir $site --out $work/out-build-nocache"
	[check-nocache]="env SITEGEN_CACHE=off $sg check --dir $site --out $work/out"
)
order=(blank validate build check build-nocache check-nocache)
if [[ -n ${BASELINE:-} ]]; then
	cp "$BASELINE" "$work/base"
	"$work/base" build --dir "$site" --out "$work/out-base-check" >/dev/null 2>&1
	cmd[base-validate]="$work/base validate $site/policy.toml"
	cmd[base-build]="$work/base build --dir $site --out $work/out-base"
	cmd[base-check]="$work/base check --dir $site --out $work/out-base-check"
	order+=(base-validate base-build base-check)
fi
echo "site: $site"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(go version | cut -d' ' -f3-)"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
args=()
for name in "${order[@]}"; do args+=(--command-name "$name" "${cmd[$name]}"); done
# One hyperfine run per round, so that the commands alternate: round r times each command once.
# hyperfine's own --runs would time one command's runs back to back.
rounds=$runs
: >"$work/times.csv"
hyperfine --warmup 3 --runs 1 -N --export-json "$work/warm.json" "${args[@]}" >/dev/null 2>&1
for ((r = 0; r < rounds; r++)); do
	hyperfine --runs 1 -N --export-json "$work/r.json" "${args[@]}" >/dev/null 2>&1
	python3 - "$work/r.json" >>"$work/times.csv" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    print(f'{r["command"]},{r["times"][0]},{r["user"]},{r["system"]}')
PY
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$work/times.csv" "${order[@]}" <<'PY'
import csv, statistics, sys
rows = list(csv.reader(open(sys.argv[1])))
order = sys.argv[2:]
t = {n: sorted(float(r[1]) for r in rows if r[0] == n) for n in order}
u = {n: [float(r[2]) + float(r[3]) for r in rows if r[0] == n] for n in order}
base = statistics.median(t["blank"])
ubase = statistics.median(u["blank"])
print(f'{"command":<13} {"runs":>4} {"median":>9} {"min":>9} {"q1–q3":>19} {"× blank":>8} {"user+sys":>9} {"× blank":>8}')
for n in order:
    xs = t[n]
    q = statistics.quantiles(xs, n=4)
    m = statistics.median(xs)
    print(f'{n:<13} {len(xs):>4} {m*1e3:>7.1f}ms {xs[0]*1e3:>7.1f}ms {q[0]*1e3:>8.1f}–{q[2]*1e3:>6.1f}ms {m/base:>7.2f}× {statistics.median(u[n])*1e3:>7.1f}ms {statistics.median(u[n])/ubase:>7.2f}×')
PY
echo "peak RSS (the largest of $rss_runs runs, /usr/bin/time -v):"
for name in "${order[@]}"; do
	peak=0
	for ((i = 0; i < rss_runs; i++)); do
		# shellcheck disable=SC2086
		/usr/bin/time -v -o "$work/rss" ${cmd[$name]} >/dev/null 2>&1
		kb=$(awk '/Maximum resident/ {print $NF}' "$work/rss")
		((kb > peak)) && peak=$kb
	done
	printf '%-13s %6.1f MiB\n' "$name" "$(awk -v k="$peak" 'BEGIN {print k / 1024}')"
done
