#!/usr/bin/env bash
# Parley side by side with Home Assistant's hassil, as whole processes: the same generated
# catalog, the same utterances on standard input, several runs each (min and median), how
# many each gets right against the generator's truth and how often they agree, and — when
# valgrind is installed — instruction counts, which do not move with the machine's load.
#
#   Benchmarks/hassil/compare.sh                          # 50 apps × 200 values, 4,000 utterances
#   APPS=200 VALUES=1000 COUNT=2000 Benchmarks/hassil/compare.sh
#
# Needs python3 with venv and access to PyPI once: hassil and PyYAML are installed into a
# virtualenv under .build/hassil-venv, which later runs reuse.
set -euo pipefail
cd "$(dirname "$0")/../.."

APPS=${APPS:-50}
VALUES=${VALUES:-200}
COUNT=${COUNT:-4000}
RUNS=${RUNS:-5}
HASSIL_RUNS=${HASSIL_RUNS:-3}
HASSIL_VERSION=${HASSIL_VERSION:-3.12.1}

venv=.build/hassil-venv
if ! "$venv/bin/python" -c "import yaml, sys, importlib.metadata as m; sys.exit(0 if m.version('hassil') == '$HASSIL_VERSION' else 1)" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "hassil==$HASSIL_VERSION" pyyaml
fi

swift build -c release --product parley >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Each kind (exact, flexible, miss) gets a third of the utterances, rounded up.
.build/release/parley bench --apps "$APPS" --values "$VALUES" --utterances $(((COUNT + 2) / 3)) --write "$work" >/dev/null

# valgrind cannot read the debug information Swift writes; the code is the same without it.
objcopy --strip-debug .build/release/parley "$work/parley"

echo "Parley $(.build/release/parley --version), hassil $HASSIL_VERSION ($("$venv/bin/python" --version)), $(nproc) cores"
"$venv/bin/python" Benchmarks/hassil/compare.py "$work" --parley "$work/parley" --python "$venv/bin/python" \
    --count "$COUNT" --runs "$RUNS" --hassil-runs "$HASSIL_RUNS"
