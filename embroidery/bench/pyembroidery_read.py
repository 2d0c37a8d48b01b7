"""Times pyembroidery reading files from memory, for embroidery/bench/formats.bench.ts.

Usage: python3 pyembroidery_read.py PYEMBROIDERY_DIR MIN_SECONDS FILE...
Prints one JSON object: files read, stitch commands and bytes per pass, passes, processor
seconds and wall seconds.
pyembroidery is imported from PYEMBROIDERY_DIR at run time; nothing of it is copied here.
"""
import io
import json
import os
import sys
import time

sys.path.insert(0, sys.argv[1])
import pyembroidery  # noqa: E402

min_seconds = float(sys.argv[2])
readers = {f["extension"]: f.get("reader") for f in pyembroidery.EmbPattern.supported_formats()}


def read(reader, data):
    pattern = pyembroidery.EmbPattern()
    reader.read(io.BytesIO(data), pattern, None)
    return len(pattern.stitches)


files = []
for path in sys.argv[3:]:
    reader = readers.get(os.path.splitext(path)[1][1:].lower())
    if reader is None:
        continue
    with open(path, "rb") as stream:
        data = stream.read()
    try:
        read(reader, data)
    except Exception:  # a reader crash (see corpus/SOURCES.md) leaves the file out
        continue
    files.append((path, reader, data))

passes = 0
commands = 0
start = time.process_time()
wall_start = time.perf_counter()
while True:
    for _, reader, data in files:
        commands += read(reader, data)
    passes += 1
    elapsed = time.process_time() - start
    if elapsed >= min_seconds and passes >= 2:
        break

print(json.dumps({
    "files": [path for path, _, _ in files],
    "commands_per_pass": commands // passes,
    "bytes_per_pass": sum(len(data) for _, _, data in files),
    "passes": passes,
    "seconds": elapsed,
    "wall_seconds": time.perf_counter() - wall_start,
}))
