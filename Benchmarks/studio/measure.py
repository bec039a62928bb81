#!/usr/bin/env python3
"""Times the studio on the generated benchmark catalog (BENCHMARKS.md, "The studio").

Usage: Benchmarks/studio/measure.py PARLEY_BUILD_DIR [APPS VALUES]
Writes the catalog with `parley bench --write`, starts parley-studio on it, and reports the
time to the printed address, then each turn's server time (the `milliseconds` the studio
measures around the turn) and round trip over loopback, for the bench's utterances, once the phrase index is built.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

build = os.path.abspath(sys.argv[1])
apps, values = (sys.argv[2], sys.argv[3]) if len(sys.argv) > 3 else ("200", "1000")
work = tempfile.mkdtemp(prefix="parley-studio-bench-")
subprocess.run([os.path.join(build, "parley"), "bench", "--apps", apps, "--values", values, "--utterances", "20",
                "--write", work], check=True, capture_output=True)
os.makedirs(os.path.join(work, "transcripts"))
started = time.monotonic()
studio = subprocess.Popen([os.path.join(build, "parley-studio"), "--port", "0", "--phrases", os.path.join(work, "catalog"),
                           "--transcripts", os.path.join(work, "transcripts")], stdout=subprocess.PIPE, text=True)
url = studio.stdout.readline().split(": ", 1)[1].strip()
ready = time.monotonic() - started
base, token = url.split("/?token=")
headers = {"X-Parley-Token": token, "Content-Type": "application/json"}


def post(path, body):
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(), headers=headers, method="POST")
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())


def get(path):
    with urllib.request.urlopen(urllib.request.Request(base + path, headers=headers)) as response:
        return json.loads(response.read())


try:
    while not get("/api/state")["indexed"]:
        time.sleep(0.05)
    indexed = time.monotonic() - started
    conversation = post("/api/conversation", {"device": "phone"})["conversation"]
    server, round_trip = [], []
    utterances = [line.split("\t")[1] for line in open(os.path.join(work, "utterances.tsv"), encoding="utf-8")]
    for utterance in utterances:
        begun = time.monotonic()
        answer = post("/api/say", {"conversation": conversation, "text": utterance})
        round_trip.append((time.monotonic() - begun) * 1000)
        server.append(answer["milliseconds"])
        post("/api/say", {"conversation": conversation, "text": ":reset"})
    print(f"catalog: {apps} apps x {values} values; {len(utterances)} utterances")
    print(f"address printed after {ready:.2f} s, phrase index built after {indexed:.2f} s")
    for name, figures in (("server", server), ("round trip", round_trip)):
        figures.sort()
        print(f"{name:>10}: median {statistics.median(figures):.2f} ms, 95th {figures[int(len(figures) * 0.95) - 1]:.2f} ms, "
              f"max {figures[-1]:.2f} ms")
finally:
    studio.terminate()
    studio.wait()
