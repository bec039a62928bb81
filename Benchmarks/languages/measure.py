#!/usr/bin/env python3
"""Instructions per utterance in each language (BENCHMARKS.md, "Each language's cost").

Usage: Benchmarks/languages/measure.py PARLEY_BINARY
Takes the coffee-order catalog of Tests/ParleyDialogueTests/LanguageDialogueTests.swift and
each language's first request from its table, and counts with callgrind what `parley match`
runs for it 21 times against once: the difference over 20 is one utterance.
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
parley = os.path.abspath(sys.argv[1])
source = open(os.path.join(ROOT, "Tests/ParleyDialogueTests/LanguageDialogueTests.swift"), encoding="utf-8").read()
yaml = source[source.index('static let yaml = """') + len('static let yaml = """'):]
yaml = yaml[:yaml.index('        """')]
yaml = "\n".join(line[8:] if line.startswith("        ") else line for line in yaml.split("\n")).replace("\\\\", "\\")
requests = [("en", "Hey Siri, order a Coffee with Barista"), ("fr", "Dis Siri, commande un café avec Barista")]
requests += re.findall(r'locale: "([^"]+)",\s*turns: \[\s*\("([^"]+)"', source)
requests = [(locale, request) for number, (locale, request) in enumerate(requests)
            if locale not in [earlier for earlier, _ in requests[:number]]]

folder = tempfile.mkdtemp(prefix="parley-languages-")
with open(os.path.join(folder, "barista.yaml"), "w", encoding="utf-8") as file:
    file.write(yaml)


def instructions(locale, lines):
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", parley, "match",
                          "--phrases", folder, "--locale", locale], input="".join(line + "\n" for line in lines),
                         capture_output=True, text=True, env=dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1"))
    return int(re.search(r"Collected : (\d+)", run.stderr).group(1))


english = None
for locale, request in requests:
    subprocess.run([parley, "match", "--phrases", folder, "--locale", locale, request], capture_output=True)
    each = (instructions(locale, [request] * 21) - instructions(locale, [request])) // 20
    english = english or each
    print(f"{locale}\t{each}\t{each / english:.2f}x")
