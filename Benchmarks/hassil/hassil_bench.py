#!/usr/bin/env python3
"""Times hassil on the catalog and utterances `parley bench --write DIR` generated, and
compares its answers and speed with Parley's.

Each App Shortcut becomes a hassil intent named "App#shortcut"; each phrase a sentence
template in which \\(.applicationName) is the list of that app's names and \\(\\.$item)
the list of its values (titles and synonyms, out: the value id).
"""
import argparse, glob, json, os, re, subprocess, sys, time

import yaml
from hassil import Intents, recognize


def hassil_intents(catalog_dir):
    intents, lists = {}, {}
    for index, path in enumerate(sorted(glob.glob(os.path.join(catalog_dir, "*.yaml")))):
        app = yaml.safe_load(open(path))
        lists[f"app_{index}"] = {"values": [app["app"]] + app.get("synonyms", [])}
        values = []
        for value in app["types"]["Item"]["values"]:
            for name in [value["title"]] + value.get("synonyms", []):
                values.append({"in": name, "out": value["id"]})
        lists[f"item_{index}"] = {"values": values}
        for number, shortcut in enumerate(app["shortcuts"]):
            sentences = []
            for phrase in shortcut["phrases"]:
                sentence = phrase.replace("\\(.applicationName)", f"{{app_{index}}}")
                sentence = re.sub(r"\\\(\\\.\$\w+\)", f"{{item_{index}}}", sentence)
                sentences.append(sentence)
            intents[f"{app['app']}#{number}"] = {"data": [{"sentences": sentences}]}
    return Intents.from_dict({"language": "en", "intents": intents, "lists": lists})


def parley_answers(parley, catalog_dir, utterances):
    run = subprocess.run([parley, "match", "--json", "--phrases", catalog_dir], input="\n".join(utterances) + "\n",
                         capture_output=True, text=True, check=True)
    answers = []
    for line in run.stdout.splitlines():
        result = json.loads(line)
        answers.append(f"{result['app']}#{result['shortcut']}" if result["status"] == "matched" else None)
    return answers


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--sample", type=int, default=100, help="utterances of each kind to time hassil on")
    parser.add_argument("--parley", default=".build/release/parley")
    args = parser.parse_args()

    rows = [line.rstrip("\n").split("\t") for line in open(os.path.join(args.folder, "utterances.tsv"))]
    sample = []
    for kind in ("exact", "flexible", "miss"):
        sample += [row for row in rows if row[0] == kind][: args.sample]

    start = time.perf_counter()
    intents = hassil_intents(os.path.join(args.folder, "catalog"))
    print(f"hassil load:    {time.perf_counter() - start:.2f} s ({len(intents.intents)} intents)")

    # hassil compiles templates lazily on first use; like Parley's index build, that is not matching.
    recognize(sample[0][1], intents)

    answers, latencies = [], {"exact": [], "flexible": [], "miss": []}
    for kind, text, _ in sample:
        began = time.perf_counter()
        result = recognize(text, intents)
        latencies[kind].append(time.perf_counter() - began)
        answers.append(result.intent.name if result else None)
    total = sum(sum(values) for values in latencies.values())
    hassil_rate = len(sample) / total

    parley = parley_answers(args.parley, os.path.join(args.folder, "catalog"), [text for _, text, _ in sample])
    parley_rate = None
    for line in open(os.path.join(args.folder, "parley.txt")):
        if line.startswith("throughput:"):
            parley_rate = float(line.split()[1])

    def percentile(values, fraction):
        values = sorted(values)
        return values[min(len(values) - 1, max(0, int(len(values) * fraction + 0.999999) - 1))]

    print("kind        p50        p99        right   agrees with Parley")
    for kind in ("exact", "flexible", "miss"):
        rows_of_kind = [(i, row) for i, row in enumerate(sample) if row[0] == kind]
        right = sum(1 for i, row in rows_of_kind if answers[i] == (row[2] if row[2] != "none" else None))
        agree = sum(1 for i, _ in rows_of_kind if answers[i] == parley[i])
        print(f"{kind:<9}  {percentile(latencies[kind], 0.5) * 1e3:7.2f} ms {percentile(latencies[kind], 0.99) * 1e3:7.2f} ms"
              f"  {right:>4}/{len(rows_of_kind):<4} {agree:>4}/{len(rows_of_kind)}")
    agreement = sum(1 for a, b in zip(answers, parley) if a == b)
    print(f"throughput:     {hassil_rate:.0f} utterances/s (one core, {len(sample)} utterances)")
    print(f"agreement:      {agreement}/{len(sample)} utterances get the same answer from both")
    if parley_rate:
        print(f"ratio:          Parley matches {parley_rate / hassil_rate:.0f}x as many utterances per second as hassil")


if __name__ == "__main__":
    sys.exit(main())
