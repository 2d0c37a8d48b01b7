import { describe, expect, it } from 'vitest';
import { warningText, type FormatWarning } from './formatWarnings.ts';

const warning = (code: string, params: FormatWarning['params']): FormatWarning => ({
  code,
  message: `The api's English for ${code}.`,
  params,
});

// One warning of every kind the api's check gives, with its params as the check makes them
// (embroidery/src/formatCheck), and the sentences the site shows for them.
const CASES: Array<[FormatWarning, string, string, string]> = [
  [
    warning('colours-not-stored', { colourChanges: 1234, threadsInHeader: 0 }),
    'dst',
    'DST stores only the colour changes (1,234), no thread colours: the colour sequence is on the worksheet only.',
    'DST speichert nur die Farbwechsel (1.234), keine Garnfarben: Die Farbfolge steht nur auf dem Arbeitsblatt.',
  ],
  [
    warning('colours-approximated', {
      palette: 'Janome',
      colours: 7,
      changed: 3,
      worstDeltaE: 12.4,
      from: '#123456',
      to: '#102030',
      toName: 'Navy',
    }),
    'jef',
    'JEF stores each colour as the nearest of the Janome palette. Visibly changed: 3 of 7 colours; the most, #123456 → #102030, by ΔE 12.4.',
    'JEF speichert jede Farbe als die nächste der Palette Janome. Sichtbar verändert: 3 von 7 Farben; am stärksten #123456 → #102030 um ΔE 12,4.',
  ],
  [
    warning('too-large', { reachMm: 1250.5, limitMm: 999.9 }),
    'dst',
    'The design reaches 1,250.5 mm from its start, but the DST header records at most 999.9 mm in each direction.',
    'Das Motiv reicht 1.250,5 mm weit vom Startpunkt, der Kopf einer DST-Datei hält aber höchstens 999,9 mm in jede Richtung fest.',
  ],
  [
    warning('too-large', {
      widthMm: 210,
      heightMm: 150,
      limitMm: 200,
      declaredHoop: '110 × 110 mm',
    }),
    'jef',
    'The design is 210 × 150 mm, larger than the largest hoop JEF can declare (under 200 × 200 mm), so the file declares the 110 × 110 mm hoop.',
    'Das Motiv ist 210 × 150 mm groß und damit größer als der größte Rahmen, den JEF angeben kann (unter 200 × 200 mm); die Datei nennt deshalb den Rahmen 110 × 110 mm.',
  ],
  [
    warning('too-large', { widthMm: 3300, heightMm: 100, limitMm: 3276.7 }),
    'pes',
    'The design is 3,300 × 100 mm, but PES records its size in 16 bits, at most 3,276.7 mm.',
    'Das Motiv ist 3.300 × 100 mm groß, PES speichert die Größe aber in 16 Bit, höchstens 3.276,7 mm.',
  ],
  [
    warning('long-stitches-split', { count: 4, pieces: 9, maxMm: 12.7 }),
    'exp',
    'EXP holds stitches of at most 12.7 mm; longer stitches (4) are split into 9 shorter ones.',
    'EXP speichert Stiche bis 12,7 mm; längere Stiche (4) werden in 9 kürzere geteilt.',
  ],
  [
    warning('commands-dropped', { command: 'trim', count: 12, handling: 'as-jumps' }),
    'dst',
    'DST has no trim code: trims (12) are written as three short jumps in a row, which machines take as a trim.',
    'DST kennt keinen Fadenschnitt: Fadenschnitte (12) werden als drei kurze Sprünge hintereinander geschrieben, die Maschinen als Fadenschnitt verstehen.',
  ],
  [
    warning('name-truncated', { max: 8, stored: 'Grosse R', name: 'Große Rose' }),
    'dst',
    'DST keeps at most 8 characters of the name, in plain ASCII: “Grosse R”.',
    'DST speichert höchstens 8 Zeichen des Namens, nur in einfachem ASCII: „Grosse R“.',
  ],
  [
    warning('too-many-stitches', { count: 70000, max: 65535, unit: 'stitches in one run' }),
    'pes',
    'A run of 70,000 stitches without a jump, trim or colour change is longer than the 65,535 the PES design section counts, so PE-Design misreads the design (the machine part is complete).',
    'Eine Folge von 70.000 Stichen ohne Sprung, Fadenschnitt oder Farbwechsel ist länger als die 65.535, die der Designteil von PES zählt; PE-Design liest das Motiv deshalb falsch (der Maschinenteil ist vollständig).',
  ],
];

describe('format-check warnings', () => {
  it.each(CASES)('%o reads in English and German', (given, format, english, german) => {
    expect(warningText(given, format, 'en')).toBe(english);
    expect(warningText(given, format, 'de')).toBe(german);
  });

  it.each([
    ['jumps-split', { count: 2, maxMm: 12.1, jumpsForTrim: 3 }],
    ['name-characters-replaced', { stored: 'Rose?', name: 'Rose♥' }],
    ['name-not-stored', { name: 'Rose' }],
    ['commands-dropped', { command: 'stop', count: 1, handling: 'as-colour-change' }],
    ['commands-dropped', { command: 'trim', count: 2, handling: 'machine-cuts-long-jump' }],
    ['commands-dropped', { command: 'trim', count: 2, handling: 'lost' }],
    ['commands-dropped', { command: 'jump', count: 3, handling: 'into-next-stitch' }],
    ['too-many-colours', { count: 300, max: 255, unit: 'colour blocks' }],
    ['too-many-stitches', { max: 1_000_000, unit: 'records', maxMoveMm: 12.1 }],
    ['too-many-stitches', { max: 3_000_000, unit: 'entries', maxMoveMm: 12.1 }],
    ['too-many-stitches', { count: 17_000_000, max: 16_777_215, unit: 'bytes of stitch data' }],
    ['too-many-stitches', { count: 70_000, max: 65_535, unit: 'runs' }],
  ] as const)('%s %o has its own sentence in both languages', (code, params) => {
    const given = warning(code, params);
    const english = warningText(given, 'pes', 'en');
    const german = warningText(given, 'pes', 'de');
    expect(english).not.toBe(given.message);
    expect(german).not.toBe(english);
    expect(german).toContain('PES');
    expect(german).not.toMatch(/\{\w+\}/);
  });

  it('fall back to the api’s English for codes and variants the site does not know', () => {
    expect(warningText(warning('new-thing', {}), 'dst', 'de')).toBe(
      "The api's English for new-thing.",
    );
    const unknownHandling = warning('commands-dropped', { count: 1, handling: 'melted' });
    expect(warningText(unknownHandling, 'dst', 'de')).toBe(unknownHandling.message);
  });

  it('fall back to the api’s English when a param of the sentence is missing', () => {
    const partial = warning('colours-approximated', { palette: 'Janome' });
    expect(warningText(partial, 'jef', 'de')).toBe(partial.message);
  });
});
