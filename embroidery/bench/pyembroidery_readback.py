"""Reads files back with pyembroidery, for embroidery/bench/readBack.ts.

Usage: python3 pyembroidery_readback.py FILE...   (pyembroidery from PYEMBROIDERY_DIR when set,
else from PYTHONPATH)
Prints one JSON object: for each file, its stitches, colour changes (COLOR_CHANGE, and
NEEDLE_SET after the first stitch: a selection before it threads the first colour), stops and
extents (`bounds()`), or {"error": ...} when pyembroidery fails on it.
pyembroidery is imported at run time; nothing of it is copied here.
"""
import json
import os
import sys

if os.environ.get("PYEMBROIDERY_DIR"):
    sys.path.insert(0, os.environ["PYEMBROIDERY_DIR"])
import pyembroidery  # noqa: E402
from pyembroidery import (  # noqa: E402
    COLOR_CHANGE, COMMAND_MASK, NEEDLE_SET, STITCH, STOP,
)


def stats(pattern):
    stitches = changes = stops = 0
    sewn = False
    for _, _, data in pattern.stitches:
        command = data & COMMAND_MASK
        if command == STITCH:
            stitches += 1
            sewn = True
        elif command == COLOR_CHANGE or (command == NEEDLE_SET and sewn):
            changes += 1
        elif command == STOP:
            stops += 1
    bounds = pattern.bounds() if pattern.stitches else (0, 0, 0, 0)
    return {"stitches": stitches, "colorChanges": changes, "stops": stops,
            "extents": [float(v) for v in bounds]}


result = {}
for path in sys.argv[1:]:
    try:
        result[path] = stats(pyembroidery.read(path))
    except Exception as error:  # a reader crash is a mismatch to report, not to stop on
        result[path] = {"error": repr(error)}
print(json.dumps(result))
