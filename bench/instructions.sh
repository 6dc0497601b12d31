#!/usr/bin/env bash
# bench/instructions.sh: the instructions a whole sitegen process executes, exec to exit, counted
# by valgrind (cachegrind, without its cache simulation), for blank (bench/blank), sitegen
# --version, validate, build and check of SITE (default examples/civic-ingestor), and their
# multiples of blank's (issue 13). Unlike a time, the count does not depend on the machine's load:
# two commits compare on a busy machine. It counts user-space instructions of every thread, the
# garbage collector's included, and nothing of the kernel (page faults, system calls: see
# bench/process.sh's CPU times for those) nor of the git processes a build starts. valgrind hides
# the CPU's SHA extensions, so Go's SHA-256 runs its AVX2 code here (about 35 instructions a byte)
# where a CPU with SHA-NI runs far fewer: hashing weighs more in these counts than in a real run
# (a quarter of a build's count in BENCHMARKS.md's round 6, about 1 % of its CPU profile).
#
# callgrind, which would give a call graph, stops with an assertion on the signals of a Go process
# that starts a child (git); cachegrind does not. GODEBUG=asyncpreemptoff=1 keeps Go's preemption
# signals out of the count; cpu.rdtscp=off keeps the runtime from executing RDTSCP (its clock in
# lock contention and the collector), which valgrind 3.19 does not know: the process dies of
# SIGILL at its first contended lock, so build and check gave no count; GOMAXPROCS=1 keeps the
# count from depending on how many threads spin idle for work (with two, one build's count
# varied from 272 M to 341 M; with one, by under 0.1 %). The counts of one binary vary by under
# 1 % between runs, and each is the median of RUNS (default 3). build and check run with sitegen's version cache filled by a
# build first (a folder of the run's own), as a user's second and later builds run.
#
# Usage: bench/instructions.sh [SITE]     (from anywhere in the repository; valgrind is needed)
# Environment: RUNS (default 3), SITEGEN (a sitegen binary to count instead of building one),
#   BASELINE (another sitegen binary, e.g. an older commit's, counted the same way).
# Nothing asserts a figure; it does not run in CI.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
site=$(cd "${1:-$root/examples/civic-ingestor}" && pwd)
runs=${RUNS:-3}
command -v valgrind >/dev/null || { echo "bench/instructions.sh: valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -o "$work/blank" ./bench/blank)
if [[ -n ${SITEGEN:-} ]]; then
	cp "$SITEGEN" "$work/sitegen"
else
	(cd "$root" && go build -o "$work/sitegen" .)
fi
bins=(sitegen)
if [[ -n ${BASELINE:-} ]]; then
	cp "$BASELINE" "$work/base"
	bins+=(base)
fi
export GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off GOMAXPROCS=1
# count CMD...: the median of runs counts, in instructions.
count() {
	for ((i = 0; i < runs; i++)); do
		valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
			awk '/I +refs/ {gsub(",", "", $NF); print $NF}'
	done | sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'
}
blank=$(count "$work/blank")
echo "site: $site"
printf '%-18s %14s %9s\n' command instructions "× blank"
printf '%-18s %14d %8.1f×\n' blank "$blank" 1
for b in "${bins[@]}"; do
	bin="$work/$b"
	export SITEGEN_CACHE="$work/cache-$b"
	"$bin" build --dir "$site" --out "$work/out-$b" >/dev/null 2>&1 || true
	for cmd in version validate build check; do
		case $cmd in
		version) n=$(count "$bin" --version) ;;
		validate) n=$(count "$bin" validate "$site/policy.toml") ;;
		build) n=$(count "$bin" build --dir "$site" --out "$work/out-build-$b") ;;
		check) n=$(count "$bin" check --dir "$site" --out "$work/out-$b") ;;
		esac
		name=$cmd
		[[ $b == base ]] && name="base-$cmd"
		[[ -n $n ]] || { echo "bench/instructions.sh: valgrind gave no count for $name (run it by hand to see why)" >&2; exit 1; }
		printf '%-18s %14d %8.1f×\n' "$name" "$n" "$(awk -v n="$n" -v b="$blank" 'BEGIN {print n / b}')"
	done
done
