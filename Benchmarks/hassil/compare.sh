#!/usr/bin/env bash
# Parley side by side with Home Assistant's hassil on the same generated catalog and the
# same utterances, in one run. Creates its own virtualenv; needs python3 with venv and
# network access to PyPI.
#
#   Benchmarks/hassil/compare.sh                  # 200 apps, 1,000 values, 100 utterances of each kind for hassil
#   APPS=50 SAMPLE=200 Benchmarks/hassil/compare.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

APPS=${APPS:-200}
VALUES=${VALUES:-1000}
UTTERANCES=${UTTERANCES:-2000}
SAMPLE=${SAMPLE:-100}
HASSIL_VERSION=${HASSIL_VERSION:-3.12.1}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product parley >/dev/null
echo "== Parley"
.build/release/parley bench --apps "$APPS" --values "$VALUES" --utterances "$UTTERANCES" --write "$work" | tee "$work/parley.txt"

echo
echo "== hassil $HASSIL_VERSION (virtualenv in $work/venv)"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet "hassil==$HASSIL_VERSION" pyyaml
"$work/venv/bin/python" Benchmarks/hassil/hassil_bench.py "$work" --sample "$SAMPLE" --parley .build/release/parley
