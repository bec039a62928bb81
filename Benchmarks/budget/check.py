#!/usr/bin/env python3
"""Parley's speed budget: instruction counts of whole `parley` processes, checked against the
figures committed in budget.json with a tolerance, so that a change which makes Parley slower
fails CI, and a change which only makes the code cleverer is not needed.

Instructions, not seconds: valgrind's callgrind counts the same for the same binary and input
on any machine load, where wall-clock time here moves by ±40%. Hashing is made deterministic.

    check.py PARLEY BENCH_DIR            compare with budget.json; exit 1 when over
    check.py PARLEY BENCH_DIR --record   write the measured figures into budget.json

BENCH_DIR holds what `parley bench --write` generated (catalog/ and utterances.tsv).
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BUDGET = os.path.join(HERE, "budget.json")
PER_KIND = 200  # utterances of each kind; per-utterance figures are the difference over these
REPEATS = 50  # times the replayed dialogue is said, for the per-turn figure


def instructions(command, stdin_text="", environment=None):
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1", **(environment or {}))
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                         input=stdin_text, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         text=True, cwd=ROOT)
    found = re.search(r"Collected : (\d+)", run.stderr)
    if found is None:
        sys.exit(f"error: callgrind counted nothing for {' '.join(command)}:\n{run.stderr[-2000:]}")
    return int(found.group(1))


def measure(parley, bench):
    catalog = os.path.join(bench, "catalog")
    utterances = {}
    for line in open(os.path.join(bench, "utterances.tsv"), encoding="utf-8"):
        kind, text = line.rstrip("\n").split("\t")[:2]
        utterances.setdefault(kind, []).append(text)
    match = [parley, "match", "--json", "--phrases", catalog]
    with tempfile.TemporaryDirectory() as cache:
        cached = {"PARLEY_CACHE_DIR": cache}
        subprocess.run(match, input="", env=dict(os.environ, **cached), stdout=subprocess.DEVNULL, check=True)
        figures = {"first run, no input": instructions(match, environment={"PARLEY_CACHE_DIR": "off"})}
        start = instructions(match, environment=cached)
        figures["repeat run, no input"] = start
        for kind in ("exact", "flexible", "miss"):
            lines = utterances[kind][:PER_KIND]
            total = instructions(match, "\n".join(lines) + "\n", environment=cached)
            figures[f"{kind} utterance"] = (total - start) // len(lines)
    # A replayed turn: the soup-delivery dialogue said once and REPEATS times over, by difference.
    turns = [line for line in open(os.path.join(ROOT, "transcripts/phone/soup-delivery.transcript"), encoding="utf-8")
             if line.startswith("> ")]
    replay = [parley, "replay", "--phrases", "phrases", "-"]
    once = instructions(replay, "".join(turns), environment={"PARLEY_CACHE_DIR": "off"})
    many = instructions(replay, "".join(turns) * REPEATS, environment={"PARLEY_CACHE_DIR": "off"})
    figures["replayed turn"] = (many - once) // (len(turns) * (REPEATS - 1))
    figures["replay of one dialogue, whole process"] = once
    return figures


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    parley, bench = sys.argv[1], sys.argv[2]
    measured = measure(parley, bench)
    budget = json.load(open(BUDGET))
    if "--record" in sys.argv[3:]:
        commit = subprocess.run(["git", "describe", "--always", "--dirty=+"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
        budget["measured at"] = commit or "unknown"
        budget["instructions"] = measured
        with open(BUDGET + ".new", "w") as file:
            json.dump(budget, file, indent=2)
            file.write("\n")
        os.replace(BUDGET + ".new", BUDGET)
        print(f"recorded {len(measured)} figures in {os.path.relpath(BUDGET, ROOT)}")
        return
    tolerance = budget["tolerance"]
    over = []
    print(f"speed budget (callgrind instructions; fails above the figures of {budget.get('measured at', '?')} + {tolerance:.0%}):")
    for name, figure in measured.items():
        allowed = budget["instructions"].get(name)
        if allowed is None:
            over.append(name)
            print(f"  {name:52} {figure:>14,}   no committed figure (run with --record)")
            continue
        ratio = figure / allowed
        verdict = "over budget" if ratio > 1 + tolerance else ("under: record the new figure" if ratio < 1 - tolerance else "ok")
        if ratio > 1 + tolerance:
            over.append(name)
        print(f"  {name:52} {figure:>14,}   {ratio:6.3f}× of {allowed:,}   {verdict}")
    if over:
        print(f"error: {len(over)} figure(s) over the speed budget: {', '.join(over)}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
