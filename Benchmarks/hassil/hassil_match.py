#!/usr/bin/env python3
"""hassil as a whole process, the way `parley match --json` runs: load the catalog that
`parley bench --write` generated, read one utterance per line on standard input, write one
JSON line per utterance ({"match": "App#shortcut"} or {"match": null}).

Each App Shortcut becomes a hassil intent named "App#shortcut"; each phrase a sentence
template in which \\(.applicationName) is the list of that app's names and \\(\\.$item) the
list of its values (titles and synonyms, out: the value id).

--required-keywords gives every intent hassil's documented `required_keywords`: the words of
its app's names, so hassil only tries the intents of an app the utterance names.
"""
import argparse, glob, json, os, re, sys

import yaml
from hassil import Intents, recognize

# libyaml's loader when PyYAML has it, as a user who cares about load time would choose.
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load(catalog_dir, required_keywords):
    intents, lists = {}, {}
    for index, path in enumerate(sorted(glob.glob(os.path.join(catalog_dir, "*.yaml")))):
        with open(path) as file:
            app = yaml.load(file, Loader=LOADER)
        names = [app["app"]] + app.get("synonyms", [])
        lists[f"app_{index}"] = {"values": names}
        values = []
        for value in app["types"]["Item"]["values"]:
            for name in [value["title"]] + value.get("synonyms", []):
                values.append({"in": name, "out": value["id"]})
        lists[f"item_{index}"] = {"values": values}
        keywords = sorted({word for name in names for word in (name.split() + name.lower().split())})
        for number, shortcut in enumerate(app["shortcuts"]):
            sentences = []
            for phrase in shortcut["phrases"]:
                sentence = phrase.replace("\\(.applicationName)", f"{{app_{index}}}")
                sentence = re.sub(r"\\\(\\\.\$\w+\)", f"{{item_{index}}}", sentence)
                sentences.append(sentence)
            data = {"sentences": sentences}
            if required_keywords:
                data["required_keywords"] = keywords
            intents[f"{app['app']}#{number}"] = {"data": [data]}
    return Intents.from_dict({"language": "en", "intents": intents, "lists": lists})


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("catalog")
    parser.add_argument("--required-keywords", action="store_true")
    args = parser.parse_args()
    intents = load(args.catalog, args.required_keywords)
    out = sys.stdout
    for line in sys.stdin:
        result = recognize(line.rstrip("\n"), intents)
        out.write(json.dumps({"match": result.intent.name if result else None}) + "\n")


if __name__ == "__main__":
    sys.exit(main())
