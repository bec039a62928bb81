#!/usr/bin/env bash
# What `--coverage` adds to a `parley test` run on a large catalog: generates APPS apps with
# VALUES entity values each, turns the generated utterances into transcripts of TURNS turns
# (each dialogue abandoned with @cancel), records their expectations with `parley test --update`,
# then times whole `parley test` runs with and without --coverage, RUNS of each, in turn.
#
#   Benchmarks/coverage/overhead.sh                 # 200 apps, 1,000 values, 100 transcripts of 30 turns
#   APPS=50 RUNS=5 Benchmarks/coverage/overhead.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

APPS=${APPS:-200}
VALUES=${VALUES:-1000}
TRANSCRIPTS=${TRANSCRIPTS:-100}
TURNS=${TURNS:-30}
RUNS=${RUNS:-3}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product parley >/dev/null
parley=.build/release/parley

"$parley" bench --apps "$APPS" --values "$VALUES" --utterances $(( (TRANSCRIPTS * TURNS + 2) / 3 )) --write "$work/bench" >/dev/null
mkdir -p "$work/transcripts"
awk -F '\t' -v turns="$TURNS" -v count="$TRANSCRIPTS" -v dir="$work/transcripts" '
    NR > turns * count { exit }
    (NR - 1) % turns == 0 { file = sprintf("%s/t%04d.transcript", dir, (NR - 1) / turns); print "@phrases ../bench/catalog\n" > file }
    { print "> " $2 "\n@cancel" > file }
' "$work/bench/utterances.tsv"
# Record what each turn says (one process, one catalog load), then check that every transcript passes.
"$parley" test "$work/transcripts" --update >/dev/null 2>&1 || true
"$parley" test "$work/transcripts" | tail -1

seconds() {
    local start end
    start=$(date +%s.%N)
    "$parley" test "$work/transcripts" "$@" >/dev/null
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

echo "parley test on $APPS apps x $VALUES values, $TRANSCRIPTS transcripts of $TURNS turns (whole process, seconds)"
plain=() covered=()
for _ in $(seq "$RUNS"); do
    plain+=("$(seconds)")
    covered+=("$(seconds --coverage)")
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
p=$(median "${plain[@]}") c=$(median "${covered[@]}")
echo "without --coverage: ${plain[*]}  (median $p)"
echo "with --coverage:    ${covered[*]}  (median $c)"
echo "overhead: $(echo "scale=1; ($c - $p) * 100 / $p" | bc)%"
