import { describe, expect, it } from 'vitest';
import { COLOR_CHANGE, END, JUMP, STITCH, STOP, TRIM, type Command } from '../model/commands.ts';
import { PatternBuilder, type Pattern } from '../model/pattern.ts';
import { formatById, writePattern } from '../registry.ts';
import { checkFormat } from './checkFormat.ts';

type Entry = [Command, number, number];

function design(entries: Entry[]): Pattern {
  const b = new PatternBuilder();
  for (const [command, x, y] of entries) b.add(x, y, command);
  b.threads = [{ color: 0x000000 }, { color: 0xffffff }];
  return b.build();
}

const count = (p: Pattern, command: Command) => {
  let n = 0;
  for (let i = 0; i < p.length; i++) if (p.commands[i] === command) n++;
  return n;
};
const readBack = (p: Pattern, format: string) => formatById(format)!.read(writePattern(p, format));
const dropped = (p: Pattern, format: string, command: string) =>
  checkFormat(p, format)
    .warnings.filter((w) => w.code === 'commands-dropped' && w.params.command === command)
    .map((w) => w.params);

const run = (x: number, y: number): Entry[] => [
  [STITCH, x, y],
  [STITCH, x + 10, y],
  [STITCH, x + 10, y + 10],
];

describe('stops', () => {
  // Two stops in the first colour, then a colour change.
  const p = design([
    ...run(0, 0),
    [STOP, 10, 10],
    ...run(10, 10),
    [STOP, 20, 20],
    ...run(20, 20),
    [COLOR_CHANGE, 30, 30],
    ...run(30, 30),
    [END, 40, 40],
  ]);

  it.each(['dst', 'exp', 'vp3', 'xxx'])('%s writes them as colour changes', (format) => {
    expect(dropped(p, format, 'stop')).toEqual([
      { command: 'stop', count: 2, handling: 'as-colour-change' },
    ]);
    const back = readBack(p, format);
    expect([count(back, STOP), count(back, COLOR_CHANGE)]).toEqual([0, 3]);
  });

  it.each(['pec', 'pes', 'jef', 'tbf', 'u01'])('%s keeps them', (format) => {
    expect(dropped(p, format, 'stop')).toEqual([]);
    expect(count(readBack(p, format), STOP)).toBe(2);
  });
});

describe('trims', () => {
  // A trim before a 5 mm jump, one before a 1 mm jump, one before a colour change, one at once
  // followed by the next stitch.
  const p = design([
    ...run(0, 0),
    [TRIM, 10, 10],
    [JUMP, 60, 10],
    ...run(60, 10),
    [TRIM, 70, 20],
    [JUMP, 75, 25],
    ...run(75, 25),
    [TRIM, 85, 35],
    [COLOR_CHANGE, 85, 35],
    ...run(85, 35),
    [TRIM, 95, 45],
    ...run(95, 45),
    [END, 105, 55],
  ]);

  it('DST spells each as three jumps, which read back as the trim', () => {
    expect(dropped(p, 'dst', 'trim')).toEqual([
      { command: 'trim', count: 4, handling: 'as-jumps' },
    ]);
    expect(count(readBack(p, 'dst'), TRIM)).toBe(4);
  });

  it('JEF: the machine cuts before a jump over 3 mm; other trims between stitches are lost', () => {
    expect(dropped(p, 'jef', 'trim')).toEqual([
      { command: 'trim', count: 1, handling: 'machine-cuts-long-jump' },
      { command: 'trim', count: 2, handling: 'lost' },
    ]);
    expect(count(readBack(p, 'jef'), TRIM)).toBe(1);
  });

  it.each(['exp', 'pec', 'pes', 'tbf', 'u01', 'vp3', 'xxx'])('%s keeps them', (format) => {
    expect(dropped(p, format, 'trim')).toEqual([]);
    expect(count(readBack(p, format), TRIM)).toBe(4);
  });
});

describe('jumps', () => {
  // Two moves without stitching inside one colour block, one leading into the second block.
  const p = design([
    ...run(0, 0),
    [JUMP, 40, 10],
    [JUMP, 80, 10],
    ...run(80, 10),
    [TRIM, 90, 20],
    [JUMP, 150, 20],
    ...run(150, 20),
    [COLOR_CHANGE, 160, 30],
    [JUMP, 200, 40],
    ...run(200, 40),
    [END, 210, 50],
  ]);

  it('VP3 puts the travel inside a block into the next stitch', () => {
    expect(dropped(p, 'vp3', 'jump')).toEqual([
      { command: 'jump', count: 2, handling: 'into-next-stitch' },
    ]);
    const back = readBack(p, 'vp3');
    expect(count(back, STITCH)).toBe(count(p, STITCH));
    // The block's entries are stitches only: the travel went into them.
    const firstChange = Array.from(back.commands).indexOf(COLOR_CHANGE);
    expect(Array.from(back.commands.subarray(0, firstChange)).filter((c) => c !== STITCH)).toEqual([
      TRIM,
    ]);
  });

  it.each(['dst', 'exp', 'jef', 'pec', 'pes', 'tbf', 'u01', 'xxx'])('%s keeps them', (format) => {
    expect(dropped(p, format, 'jump')).toEqual([]);
  });
});
