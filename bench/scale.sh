#!/usr/bin/env bash
# bench/scale.sh: whole `sitegen build` processes of generated policies at 1×, 2×, 4× and 8× the
# base size of generator/bench_test.go (50 agents, 200 jobs, 500 address prefixes, 20 snippets;
# at 8×: 400, 1,600, 4,000 and 160), in interleaved rounds with hyperfine (each round builds each
# once). It prints each scale's median wall and CPU time and the cost each doubling added per 1×
# of policy, which stays about the same when the build grows linearly. Target (issue 13): each
# under 1 s. It does not run in CI.
#
# Usage: bench/scale.sh    Environment: RUNS (rounds, default 10).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-10}
command -v hyperfine >/dev/null || { echo "bench/scale.sh: hyperfine is needed (apt-get install hyperfine)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -o "$work/sitegen" . && go test ./generator/ -count 1 -run '^TestWriteGeneratedPolicies$' -gen-dir "$work/sites" >/dev/null)
scales=(1 2 4 8)
args=()
for k in "${scales[@]}"; do
	args+=(--command-name "x$k" "$work/sitegen build --dir $work/sites/x$k --out $work/out-x$k")
	echo "x$k: policy.toml $(wc -c <"$work/sites/x$k/policy.toml") bytes"
done
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
hyperfine --warmup 1 --runs 1 -N "${args[@]}" >/dev/null 2>&1
: >"$work/times.csv"
for ((r = 0; r < runs; r++)); do
	hyperfine --runs 1 -N --export-json "$work/r.json" "${args[@]}" >/dev/null 2>&1
	python3 - "$work/r.json" >>"$work/times.csv" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    print(f'{r["command"]},{r["times"][0]},{r["user"]},{r["system"]}')
PY
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
for k in "${scales[@]}"; do
	/usr/bin/time -f "x$k peak RSS %M KiB" -o "$work/rss" "$work/sitegen" build --dir "$work/sites/x$k" --out "$work/out-x$k" >/dev/null 2>&1
	cat "$work/rss"
done
python3 - "$work/times.csv" "${scales[@]}" <<'PY'
import csv, statistics, sys
rows = list(csv.reader(open(sys.argv[1])))
ks = [int(k) for k in sys.argv[2:]]
wall = {k: statistics.median(float(r[1]) for r in rows if r[0] == f"x{k}") for k in ks}
cpu = {k: statistics.median(float(r[2]) + float(r[3]) for r in rows if r[0] == f"x{k}") for k in ks}
prev = None
for k in ks:
    line = f"x{k}: median {wall[k]*1e3:.0f} ms wall, {cpu[k]*1e3:.0f} ms CPU"
    if prev:
        line += f"; per 1× added: {(wall[k]-wall[prev])/(k-prev)*1e3:.0f} ms wall, {(cpu[k]-cpu[prev])/(k-prev)*1e3:.0f} ms CPU"
    print(line + ("  (under 1 s)" if wall[k] < 1 else "  (over 1 s)"))
    prev = k
PY
