#!/usr/bin/env python3
"""Parley and hassil side by side as whole processes: the same generated catalog, the same
utterances on standard input, one JSON line out per utterance. Times every run (start-up,
loading, matching and output included), and answers how many utterances each gets right
against the generator's truth and how often they agree. With valgrind, also counts
instructions, which do not move with the machine's load. Run by compare.sh."""
import argparse, json, os, re, resource, shutil, statistics, subprocess, sys, tempfile, time

KINDS = ("exact", "flexible", "miss")


def interleaved(rows, count):
    """The first `count` utterances taking the kinds in turn, so any prefix mixes them."""
    by_kind = {kind: [row for row in rows if row[0] == kind] for kind in KINDS}
    mixed = []
    for index in range(max(len(v) for v in by_kind.values())):
        for kind in KINDS:
            if index < len(by_kind[kind]):
                mixed.append(by_kind[kind][index])
    return mixed[:count]


def timed(command, stdin_path, stdout_path, environment):
    """Wall-clock seconds of one whole process, and its CPU seconds (user and system, every thread)."""
    with open(stdin_path) as stdin, open(stdout_path, "w") as stdout:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        began = time.perf_counter()
        subprocess.run(command, stdin=stdin, stdout=stdout, check=True, env=dict(os.environ, **environment))
        wall = time.perf_counter() - began
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def instructions(command, stdin_path, environment):
    """Instructions the whole process executes, by callgrind. Hashing is made deterministic
    in both languages, so the count is the same on every run and every machine load."""
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1", PYTHONHASHSEED="0", **environment)
    with open(stdin_path) as stdin:
        run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command, env=environment,
                             stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    return int(re.search(r"Collected : (\d+)", run.stderr).group(1))


def answers(path, is_parley):
    result = []
    for line in open(path):
        value = json.loads(line)
        if is_parley:
            # One of Siri's own requests ("Set a timer for 5 minutes") runs no app's shortcut.
            runs_shortcut = value["status"] == "matched" and value.get("source") != "siri"
            result.append(f"{value['app']}#{value['shortcut']}" if runs_shortcut else None)
        else:
            result.append(value["match"])
    return result


def seconds(value):
    return f"{value:.2f} s" if value >= 0.1 else f"{value * 1e3:.0f} ms"


def per_item(value):
    return f"{value * 1e6:.1f} µs" if value < 1e-3 else f"{value * 1e3:.2f} ms"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", help="what `parley bench --write` wrote")
    parser.add_argument("--parley", required=True)
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--count", type=int, default=4000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--hassil-runs", type=int, default=3)
    parser.add_argument("--sample", type=int, default=200, help="utterances for hassil's instruction counts (Parley's use all)")
    args = parser.parse_args()

    rows = [line.rstrip("\n").split("\t") for line in open(os.path.join(args.folder, "utterances.tsv"))]
    rows = interleaved(rows, args.count)
    work = tempfile.mkdtemp()
    utterances, sample, empty = (os.path.join(work, name) for name in ("utterances.txt", "sample.txt", "empty.txt"))
    with open(utterances, "w") as file:
        file.writelines(row[1] + "\n" for row in rows)
    with open(sample, "w") as file:
        file.writelines(row[1] + "\n" for row in rows[: args.sample])
    open(empty, "w").close()

    catalog = os.path.join(args.folder, "catalog")
    here = os.path.dirname(os.path.abspath(__file__))
    hassil = [args.python, os.path.join(here, "hassil_match.py"), catalog]
    parley = [args.parley, "match", "--json", "--phrases", catalog]
    # Parley keeps each catalog file's loaded app and the compiled phrase index in its cache;
    # the first row is a repeat run (the cache was filled by one run beforehand), the second
    # a first run (no cache at all).
    cached = {"PARLEY_CACHE_DIR": os.path.join(work, "cache")}
    subprocess.run(parley, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, check=True, env=dict(os.environ, **cached))
    systems = [
        ("Parley", parley, args.runs, cached),
        ("Parley, first run (no cache)", parley, args.runs, {"PARLEY_CACHE_DIR": "off"}),
        ("hassil", hassil, args.hassil_runs, {}),
        ("hassil + required_keywords", hassil + ["--required-keywords"], args.hassil_runs, {}),
    ]
    counts = {kind: sum(1 for row in rows if row[0] == kind) for kind in KINDS}
    apps = len([name for name in os.listdir(catalog) if name.endswith(".yaml")])
    print(f"catalog:    {apps} apps")
    print(f"utterances: {len(rows)} ({', '.join(f'{counts[k]} {k}' for k in KINDS)}), one per line on standard input")
    print(f"runs:       Parley {args.runs}, hassil {args.hassil_runs} of each configuration, in turn; every run is a whole process")
    print()

    results = {}
    for name, command, runs, environment in systems:
        output = os.path.join(work, f"{len(results)}.jsonl")
        full, idle, cpu = [], [], []
        for _ in range(runs):
            idle.append(timed(command, empty, os.devnull, environment)[0])
            wall, used = timed(command, utterances, output, environment)
            full.append(wall)
            cpu.append(used)
        results[name] = {"full": full, "idle": idle, "cpu": cpu, "answers": answers(output, name.startswith("Parley"))}

    parley = results["Parley"]["answers"]
    print(f"{'':28}{'min':>9}{'median':>9}{'cpu':>9}{'no input':>10}{'per utterance':>15}   right: exact flexible miss   agrees with Parley")
    for name, _, _, _ in systems:
        result = results[name]
        full, idle = min(result["full"]), min(result["idle"])
        right = {kind: 0 for kind in KINDS}
        for row, answer in zip(rows, result["answers"]):
            if answer == (None if row[2] == "none" else row[2]):
                right[row[0]] += 1
        agree = sum(1 for a, b in zip(result["answers"], parley) if a == b)
        print(f"{name:28}{seconds(full):>9}{seconds(statistics.median(result['full'])):>9}"
              f"{seconds(statistics.median(result['cpu'])):>9}{seconds(idle):>10}"
              f"{per_item((full - idle) / len(rows)):>15}   "
              f"{right['exact']:>12} {right['flexible']:>8} {right['miss']:>4}   {agree:>8}/{len(rows)}")
    print()
    median = {name: statistics.median(results[name]["full"]) for name, _, _, _ in systems}
    cpu = {name: statistics.median(results[name]["cpu"]) for name, _, _, _ in systems}
    for name, _, _, _ in systems[2:]:
        print(f"{name} takes {median[name] / median['Parley']:.1f}× as long as Parley "
              f"({median[name] / median[systems[1][0]]:.1f}× a first run of Parley) (median whole process); "
              f"{cpu[name] / cpu['Parley']:.1f}× its cpu time ({cpu[name] / cpu[systems[1][0]]:.1f}×)")
    print("(cpu: the median run's user and system time over all its threads. Parley answers the lines")
    print(f" of standard input on every core, {os.cpu_count()} here; hassil on one. Per core, compare cpu.)")

    if shutil.which("valgrind"):
        print()
        print("instructions (valgrind --tool=callgrind; per utterance = (with utterances − no input) / utterances):")
        for name, command, _, environment in systems:
            inputs, count = (utterances, len(rows)) if name.startswith("Parley") else (sample, min(args.sample, len(rows)))
            loaded = instructions(command, empty, environment)
            total = instructions(command, inputs, environment)
            print(f"  {name:28} no input {loaded / 1e9:6.2f} G   per utterance {(total - loaded) / count / 1e3:8.0f} k   ({count} utterances)")
    shutil.rmtree(work)


if __name__ == "__main__":
    sys.exit(main())
