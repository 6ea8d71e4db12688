#!/usr/bin/env python3
"""Write a complete settings file for a test: every field at the game's default (`raycrypt --default-settings`),
the photosensitivity notice marked seen, then FIELD=JSON overrides ("musicVolume=0.3", "assists.speed=80").
A complete file loads with no notice about missing fields, and the game starts at the title.
usage: seed_settings.py RAYCRYPT OUT.json [FIELD=JSON ...]"""
import json
import os
import subprocess
import sys


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    rc, out = sys.argv[1], sys.argv[2]
    settings = json.loads(subprocess.run([rc, "--default-settings"], check=True, capture_output=True, text=True).stdout)
    settings["photosensitivityNoticeSeen"] = True
    for pair in sys.argv[3:]:
        field, _, value = pair.partition("=")
        target = settings
        *parents, last = field.split(".")
        for p in parents:
            target = target.setdefault(p, {})
        target[last] = json.loads(value)
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "w") as f:
        json.dump(settings, f, indent=2, sort_keys=True)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
