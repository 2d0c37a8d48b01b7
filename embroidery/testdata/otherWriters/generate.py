"""Writes the files of embroidery/testdata/otherWriters/ with pyembroidery's writers.

Each file is a shape other programs produce (pyembroidery is the library behind Ink/Stitch and
many converters): long, empty and non-ASCII design names, no threads or more threads than
colour blocks, many colour changes, designs far from the origin, extended headers, truncated
PES, tie-ins and long stitches. pyembroidery.json records pyembroidery's own reading of every
file (what the tests compare against) and, where pyembroidery misreads its own output, what
was written and why the reading is wrong.

NOT run by the tests: the files and the JSON are committed. It needs pyembroidery on the path
(it is never a dependency of the library):

    PYTHONPATH=/path/to/pyembroidery python3 embroidery/testdata/otherWriters/generate.py

Run it again only to change the cases; the output is deterministic (JEF's date is fixed).
Then format the JSON as the repository does:
`npx -y pnpm@10 exec prettier --write embroidery/testdata/otherWriters`.
"""
import json
import math
import os

import pyembroidery
from pyembroidery import (
    COLOR_CHANGE,
    COMMAND_MASK,
    CONTINGENCY_LONG_STITCH_SEW_TO,
    END,
    JUMP,
    NEEDLE_SET,
    STITCH,
    STOP,
    TRIM,
    EmbPattern,
)

HERE = os.path.dirname(os.path.abspath(__file__))
PALETTE = [
    "#1a1a1a", "#d01020", "#1040c0", "#10a040", "#f0c000", "#8020a0", "#f07010", "#20b0d0",
]


def satin(pattern, x0, y0, width, height, step=4):
    """A column of zigzag stitches, left edge at (x0, y0), going down."""
    y = y0
    left = True
    while y <= y0 + height:
        pattern.stitch_abs(x0 if left else x0 + width, y)
        left = not left
        y += step


def design(blocks=3, origin=(0, 0), threads=None, trims=True, size=60, gap=20):
    """`blocks` colour blocks of satin side by side, a trim and a jump between them."""
    p = EmbPattern()
    ox, oy = origin
    for k in range(blocks):
        x = ox + k * (size + gap)
        if k > 0:
            if trims:
                p.trim()
            p.color_change()
        p.move_abs(x, oy)
        satin(p, x, oy, size, size)
    p.end()
    count = blocks if threads is None else threads
    for k in range(count):
        p.add_thread({"hex": PALETTE[k % len(PALETTE)], "description": "Colour %d" % (k + 1),
                      "catalog": str(1000 + k), "brand": "Test"})
    return p


def with_name(p, name):
    p.metadata("name", name)
    return p


def long_stitches():
    """Stitches of 10, 20 and 30 mm and a 45 mm jump: what the writers split, where they must."""
    p = EmbPattern()
    p.move_abs(0, 0)
    for x, y in [(0, 0), (100, 0), (100, 200), (400, 200), (400, 190), (0, 190)]:
        p.stitch_abs(x, y)
    p.move_abs(450, 0)
    p.stitch_abs(450, 10)
    p.end()
    p.add_thread({"hex": "#204080"})
    return p


def empty():
    p = EmbPattern()
    p.end()
    return p


def stops():
    p = design(blocks=2)
    stitches = p.stitches
    # A stop in the middle of the first block: machines pause there for an applique.
    mid = next(i for i, s in enumerate(stitches) if s[2] == STITCH and s[1] > 30)
    stitches.insert(mid, [stitches[mid - 1][0], stitches[mid - 1][1], STOP])
    return p


LONG_NAME = "A design name far longer than sixteen characters"
UNICODE_NAME = "Größe Blümchen"  # 14 characters, 16 bytes in UTF-8
DST_NAME = "Blümchen-Bordüre"  # 16 characters, 18 bytes: the header fields after LA shift

CASES = [
    # (file, writer settings, pattern factory, what the case is)
    ("dst_long_name.dst", {}, lambda: with_name(design(), LONG_NAME),
     "LA: holds the whole name, so every later header field moves"),
    ("dst_empty_name.dst", {}, lambda: with_name(design(), ""), "LA: of spaces"),
    ("dst_utf8_name.dst", {}, lambda: with_name(design(), DST_NAME),
     "a 16-character name of 18 UTF-8 bytes"),
    ("dst_extended.dst", {"version": "extended"},
     lambda: with_name(design(), "Extended"),
     "AU, CP and one TC line per thread in the header"),
    ("dst_extended_many_threads.dst", {"version": "extended"},
     lambda: design(blocks=24), "24 TC lines: the header runs past 512 bytes"),
    ("dst_trim_at_2.dst", {"trim_at": 2}, design, "trims written as two jumps"),
    ("dst_many_changes.dst", {}, lambda: design(blocks=120, size=8, gap=4),
     "120 colour blocks"),
    ("dst_far_origin.dst", {}, lambda: design(origin=(-1200, 900)),
     "a design far from the origin (long first jump)"),
    ("dst_tie_on_off.dst", {"tie_on": True, "tie_off": True}, design,
     "tie-in and tie-off stitches"),
    ("dst_long_stitches.dst", {"long_stitch_contingency": CONTINGENCY_LONG_STITCH_SEW_TO},
     long_stitches, "stitches longer than 12.1 mm sewn to in pieces"),
    ("dst_empty.dst", {}, empty, "no stitches at all"),
    ("exp_default.exp", {}, design, "plain"),
    ("exp_many_changes.exp", {}, lambda: design(blocks=120, size=8, gap=4),
     "120 colour blocks"),
    ("exp_long_stitches.exp", {}, long_stitches, "long stitches and jumps"),
    ("exp_stops.exp", {}, stops, "a stop in a block"),
    ("jef_default.jef", {"date": "20240102030405"}, design, "plain"),
    ("jef_trims.jef", {"date": "20240102030405", "trims": True}, design,
     "trims written as jump runs"),
    ("jef_no_threads.jef", {"date": "20240102030405"}, lambda: design(threads=0),
     "no threads: filler colours"),
    ("jef_stops.jef", {"date": "20240102030405"}, stops, "a stop: colour index 0"),
    ("jef_big.jef", {"date": "20240102030405"}, lambda: design(blocks=3, size=700, gap=60),
     "a design larger than every hoop"),
    ("jef_many_changes.jef", {"date": "20240102030405"},
     lambda: design(blocks=90, size=8, gap=4), "90 colour blocks"),
    ("pec_long_name.pec", {}, lambda: with_name(design(), LONG_NAME),
     "the label cut to 8 characters"),
    ("pec_utf8_name.pec", {}, lambda: with_name(design(), UNICODE_NAME),
     "a label of UTF-8 bytes"),
    ("pec_many_changes.pec", {}, lambda: design(blocks=200, size=8, gap=4),
     "200 colour blocks"),
    ("pec_no_threads.pec", {}, lambda: design(threads=0), "no threads"),
    ("pec_empty.pec", {}, empty, "no stitches at all"),
    ("pes_v1.pes", {"version": 1}, lambda: with_name(design(), "Version one"), "version 1"),
    ("pes_v6.pes", {"version": 6}, lambda: with_name(design(), "Version six"), "version 6"),
    ("pes_v1_truncated.pes", {"version": "1t"}, design,
     "version 1 without the PES blocks (PEC offset 0x16)"),
    ("pes_v6_truncated.pes", {"version": "6t"}, design,
     "version 6 header without the PES blocks"),
    ("pes_v6_long_name.pes", {"version": 6}, lambda: with_name(design(), LONG_NAME * 2),
     "a 98-character name in the header"),
    ("pes_v6_utf8_name.pes", {"version": 6}, lambda: with_name(design(), UNICODE_NAME),
     "the name's length byte counts characters, not its UTF-8 bytes"),
    ("pes_v6_more_threads.pes", {"version": 6}, lambda: design(threads=6),
     "six threads for three blocks"),
    ("pes_v6_many_changes.pes", {"version": 6}, lambda: design(blocks=60, size=8, gap=4),
     "120 colour blocks"),
    ("pes_v6_stops.pes", {"version": 6}, stops, "a stop as a repeated colour"),
    ("pes_v6_empty.pes", {"version": 6}, empty, "no stitches at all"),
    ("tbf_long_name.tbf", {}, lambda: with_name(design(), LONG_NAME),
     "LA: holds the whole name, so DO and DA move"),
    ("tbf_empty_name.tbf", {}, lambda: with_name(design(), ""), "LA: of spaces"),
    ("tbf_utf8_name.tbf", {}, lambda: with_name(design(), DST_NAME),
     "a 16-character name of 18 UTF-8 bytes"),
    ("tbf_many_needles.tbf", {}, lambda: design(blocks=12, size=20, gap=6),
     "12 colours over pyembroidery's default 5 needles"),
    ("tbf_more_threads.tbf", {}, lambda: design(threads=6),
     "six threads for three blocks (DA lists all six)"),
    ("tbf_empty.tbf", {}, empty, "no stitches at all"),
    ("u01_default.u01", {}, design, "plain"),
    ("u01_many_changes.u01", {}, lambda: design(blocks=40, size=8, gap=4),
     "40 colour blocks: needles past 15 wrap"),
    ("u01_far_origin.u01", {}, lambda: design(origin=(-1200, 900)),
     "a design far from the origin"),
    ("u01_empty.u01", {}, empty, "no stitches at all: only the header"),
    ("vp3_default.vp3", {}, design, "plain"),
    ("vp3_long_stitches.vp3", {}, long_stitches, "long stitches and jumps"),
    ("vp3_no_threads.vp3", {}, lambda: design(threads=0), "no threads: filler colours"),
    ("vp3_utf8_thread_names.vp3", {},
     lambda: with_name(design(), UNICODE_NAME), "a name the writer does not store"),
    ("vp3_many_changes.vp3", {}, lambda: design(blocks=60, size=8, gap=4),
     "60 colour blocks"),
    ("vp3_far_origin.vp3", {}, lambda: design(origin=(-1200, 900)),
     "a design far from the origin"),
    ("xxx_default.xxx", {}, design, "plain"),
    ("xxx_many_threads.xxx", {}, lambda: design(blocks=30, size=8, gap=4),
     "30 colours: the colour table is longer than its usual 21 slots"),
    ("xxx_long_stitches.xxx", {}, long_stitches,
     "stitches over 12.4 mm as 7D long moves"),
    ("xxx_far_origin.xxx", {}, lambda: design(origin=(-1200, 900)),
     "a design far from the origin"),
    ("xxx_no_threads.xxx", {}, lambda: design(threads=0), "no threads"),
]


# Files pyembroidery writes and then misreads itself; for these the tests compare our reading
# with what was written. Checked by main(): a file missing here whose reading differs from what
# was written (stitches, extents, colour changes and stops) stops the script.
MISREADS = {
    "dst_extended_many_threads.dst":
        "the header runs past 512 bytes; pyembroidery's reader starts the records at byte 512, "
        "inside the TC lines",
    "pec_utf8_name.pec":
        "the 8-character label takes more than 16 bytes in UTF-8, so the colour list and the "
        "stitch block sit later than pyembroidery's reader looks for them",
    "pes_v6_utf8_name.pes":
        "the PEC label moves as in pec_utf8_name.pec (and the PES name's length byte counts "
        "characters, not bytes)",
    "pec_empty.pec": "the colour count byte 0xFF means no colours; pyembroidery reads 256",
    "pes_v6_empty.pes": "the colour count byte 0xFF means no colours; pyembroidery reads 256",
    "tbf_long_name.tbf":
        "the long name moves DO and DA; pyembroidery reads them at their usual offsets and "
        "finds no threads",
    "tbf_utf8_name.tbf": "as tbf_long_name.tbf: the name takes 18 bytes",
}


def encoded(pattern, writer, settings):
    """The pattern as the writer gets it, after pyembroidery's encoder (as write_embroidery)."""
    s = dict(settings)
    for key, attr in [("max_jump", "MAX_JUMP_DISTANCE"), ("max_stitch", "MAX_STITCH_DISTANCE"),
                      ("full_jump", "FULL_JUMP"), ("round", "ROUND"),
                      ("writes_speeds", "WRITES_SPEEDS"),
                      ("sequin_contingency", "SEQUIN_CONTINGENCY"),
                      ("thread_change_command", "THREAD_CHANGE_COMMAND"),
                      ("explicit_trim", "EXPLICIT_TRIM")]:
        if key not in s and hasattr(writer, attr):
            s[key] = getattr(writer, attr)
    return pattern.get_normalized_pattern(s)


def stats(pattern):
    """Counts, extents and colours of a pyembroidery pattern, in the reference's terms."""
    counts = {STITCH: 0, JUMP: 0, TRIM: 0, COLOR_CHANGE: 0, STOP: 0, END: 0, NEEDLE_SET: 0}
    sewn = False
    changes = 0
    for x, y, data in pattern.stitches:
        command = data & COMMAND_MASK
        counts[command] = counts.get(command, 0) + 1
        if command == STITCH:
            sewn = True
        # A needle selection before the first stitch threads the first colour: no change.
        if command == COLOR_CHANGE or (command == NEEDLE_SET and sewn):
            changes += 1
    bounds = pattern.bounds() if pattern.stitches else (0, 0, 0, 0)
    return {
        "stitches": counts[STITCH],
        "jumps": counts[JUMP],
        "trims": counts[TRIM],
        "color_changes": changes,
        "stops": counts[STOP],
        "extents": [round(v, 3) for v in bounds],
        "threads": [t.hex_color() for t in pattern.threadlist],
    }


WRITERS = {f["extension"]: f.get("writer") for f in EmbPattern.supported_formats()}
# Colour changes and stops together: formats without a stop code write a stop as a change.
COMPARED = ("stitches", "changes_and_stops", "extents")


def main():
    entries = []
    for name, settings, factory, what in CASES:
        path = os.path.join(HERE, name)
        ext = name.rsplit(".", 1)[1]
        pyembroidery.write(factory(), path, dict(settings))
        written = stats(encoded(factory(), WRITERS[ext], settings))
        written["threads"] = [t.hex_color() for t in factory().threadlist]
        entry = {"file": name, "format": ext, "settings": {
            k: v for k, v in settings.items() if isinstance(v, (int, str))}, "case": what,
            "written": written}
        read = stats(pyembroidery.read(path))
        entry["pyembroidery"] = read
        for block in (read, written):
            block["changes_and_stops"] = block["color_changes"] + block["stops"]
        differs = [k for k in COMPARED if read[k] != written[k]]
        for block in (read, written):
            del block["changes_and_stops"]
        if differs and name not in MISREADS:
            raise SystemExit("%s: pyembroidery reads %s other than written" % (name, differs))
        if name in MISREADS:
            entry["pyembroidery_misreads"] = MISREADS[name]
        entries.append(entry)
    with open(os.path.join(HERE, "pyembroidery.json"), "w") as out:
        json.dump(entries, out, indent=1)
        out.write("\n")
    print("%d files" % len(entries))


if __name__ == "__main__":
    main()
