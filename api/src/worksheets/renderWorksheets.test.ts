import { buffer } from 'node:stream/consumers';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWorksheets } from './renderWorksheets.ts';
import type { WorksheetDesign, WorksheetOptions } from './types.ts';
import { designOf, readPdf, stitchBox, zigzagPattern } from './worksheetFixtures.ts';

const A4 = [595.28, 841.89];
const LETTER = [612, 792];
const at = new Date('2026-05-04T10:00:00Z');
const render = async (
  designs: Iterable<WorksheetDesign>,
  options: Partial<WorksheetOptions> = {},
) =>
  new Uint8Array(
    await buffer(
      renderWorksheets(designs, { lang: 'en', paper: 'a4', generatedAt: at, ...options }),
    ),
  );
const shoppingList = [
  { brand: 'Madeira Polyneon', code: '1640', name: 'Grass Green', rgb: '#2e9e3e', designs: 2 },
  { brand: 'Gunold Poly', code: '61001', name: 'Weiß', rgb: '#ffffff', designs: 1 },
];

let small: WorksheetDesign;
let long: WorksheetDesign;
beforeAll(async () => {
  // 100 × 60 mm in three colours; 80 blocks for a table longer than a page.
  small = await designOf('Rosenblüte', zigzagPattern(3, 1000, 600));
  long = await designOf('Eighty colours', zigzagPattern(80, 800, 500));
});

describe('renderWorksheets', () => {
  it('gives a small design a summary page and an actual-size template on A4', async () => {
    const bytes = await render([small]);
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBe(2);
    expect(pdf.sizes).toEqual([A4, A4]);
    const [summary, template] = pdf.text as [string, string];
    expect(summary).toContain('Rosenblüte');
    for (const text of ['1800', '1801', '1802', 'Madeira Polyneon', '100.0 × 60.0 mm', '1:13 h'])
      expect(summary).toContain(text);
    expect(summary).toMatch(/7\.3 not close/);
    expect(summary).toContain('Rahmen groß (200 × 140 mm)');
    expect(template).toContain('10 mm');
    expect(template).toContain('Print at 100 % / actual size');
    expect(template).toContain('Scale 1 : 1');
    expect(summary).toContain('Page 1 of 2');
    expect(template).toContain('Page 2 of 2');
  });

  it('embeds its font and uses no standard-14 font', async () => {
    const text = Buffer.from(await render([small])).toString('latin1');
    expect(text).toContain('/FontFile2');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(text).not.toMatch(/Helvetica|Times-Roman|Courier/);
  });

  it('draws the template at 1:1: the stitches span the design’s size in points', async () => {
    const bytes = await render([small]);
    const box = stitchBox(
      bytes,
      small.blocks.map((b) => b.rgb),
    );
    // pdfkit writes the matrix with six decimals: under 1 µm off per 100 mm.
    expect(box!.width).toBeCloseTo((100 * 72) / 25.4, 2);
    expect(box!.height).toBeCloseTo((60 * 72) / 25.4, 2);
  });

  it('continues a long colour table on further pages', async () => {
    const pdf = await readPdf(await render([long]));
    // 80 rows: the first page holds the summary and 28 rows, the next 41, then 11 more.
    expect(pdf.pages).toBe(4);
    const text = pdf.text as string[];
    expect(text[1]).toContain('Eighty colours – Colour sequence (continued)');
    const all = text.join('\n');
    for (let i = 0; i < 80; i++)
      if (i % 5 !== 4) expect(all).toContain(`18${String(i).padStart(2, '0')}`);
    expect(text.at(-1)).toContain('Actual-size template');
    expect(text.at(-1)).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
  });

  it('prints several designs and the threads to buy on Letter, sizes also in inches', async () => {
    const designs = [small, { ...small, name: 'Second' }, { ...small, name: 'Third' }];
    const pdf = await readPdf(await render(designs, { paper: 'letter', shoppingList }));
    expect(pdf.pages).toBe(7);
    expect(pdf.sizes.every(([w, h]) => w === LETTER[0] && h === LETTER[1])).toBe(true);
    const text = pdf.text as string[];
    expect(text[0]).toContain('100.0 × 60.0 mm (3.94 × 2.36 in)');
    expect(text[2]).toContain('Second');
    expect(text[5]).toContain('1 in');
    expect(text[6]).toContain('Threads to buy');
    for (const item of shoppingList) {
      expect(text[6]).toContain(item.code);
      expect(text[6]).toContain(item.name);
    }
  });

  it('speaks German with umlauts and German number style', async () => {
    const pdf = await readPdf(await render([small], { lang: 'de', shoppingList }));
    const text = (pdf.text as string[]).join('\n');
    for (const word of [
      'Größe',
      'Stiche',
      'Farbwechsel',
      'Fadenschnitte',
      'Geschätzte Zeit',
      'Passende Rahmen',
      'Farbfolge',
      'In Originalgröße (100 %) drucken',
      'Maßstab 1 : 1',
      'Einzukaufende Garne',
      'Weiß',
      'Seite 1 von 2',
    ])
      expect(text).toContain(word);
    expect(text).toContain('100,0 × 60,0 mm');
    expect(text).toContain('7,3 weicht ab');
  });

  it('scales a design too large for the page down and says so', async () => {
    const big = await designOf('Jacket back', zigzagPattern(2, 3000, 3000));
    const text = ((await readPdf(await render([big]))).text as string[])[1]!;
    expect(text).toMatch(
      /Scaled down to \d+ % to fit the page – NOT actual size \(scale 1 : [\d.]+\)/,
    );
  });

  it('says so when a design fits none of the hoops, and survives an unreadable preview', async () => {
    const design = { ...small, hoops: [], previewPng: new Uint8Array([1, 2, 3]) };
    const text = ((await readPdf(await render([design]))).text as string[])[0]!;
    expect(text).toContain('none of your hoops');
    expect(text).toContain('No preview');
  });

  it('reads the shopping list after the last design, so a getter can collect it', async () => {
    const collected: typeof shoppingList = [];
    function* designs() {
      yield small;
      collected.push(shoppingList[0]!);
    }
    const options = {
      lang: 'en' as const,
      paper: 'a4' as const,
      get shoppingList() {
        return [...collected];
      },
    };
    const pdf = await readPdf(new Uint8Array(await buffer(renderWorksheets(designs(), options))));
    expect(pdf.pages).toBe(3);
    expect(pdf.text[2]).toContain('Grass Green');
  });

  it('says so when the stock has every thread', async () => {
    const pdf = await readPdf(await render([small], { shoppingList: [] }));
    expect(pdf.pages).toBe(3);
    expect(pdf.text[2]).toContain('Nothing to buy');
  });

  it('makes one page saying so when there is nothing to print', async () => {
    const pdf = await readPdf(await render([]));
    expect(pdf.pages).toBe(1);
    expect(pdf.text[0]).toContain('No designs to print.');
  });

  it('streams: bytes of a design flow out before the next design is asked for', async () => {
    let received = 0;
    let sentBeforeSecond = -1;
    async function* designs() {
      yield small;
      // The route would load the next design here; the first one's pages are out by now.
      await new Promise((resolve) => setTimeout(resolve, 50));
      sentBeforeSecond = received;
      yield { ...small, name: 'Second' };
    }
    const stream = renderWorksheets(designs(), { lang: 'en', paper: 'a4' });
    stream.on('data', (chunk: Uint8Array) => (received += chunk.length));
    await new Promise((resolve) => stream.on('end', resolve));
    expect(sentBeforeSecond).toBeGreaterThan(received * 0.3);
  });

  it('stops asking for designs when the reader goes away', async () => {
    let asked = 0;
    let closed = false;
    function* endless() {
      try {
        for (;;) {
          asked++;
          yield small;
        }
      } finally {
        closed = true;
      }
    }
    const stream = renderWorksheets(endless(), { lang: 'en', paper: 'a4' });
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    // The design being written is finished first (longer on a busy machine): then it stops.
    for (let waited = 0; !closed && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(closed).toBe(true);
    expect(asked).toBeLessThan(50);
  });

  it('fails the stream with the error of the design source', async () => {
    async function* failing() {
      yield small;
      throw new Error('design 2 could not be loaded');
    }
    await expect(buffer(renderWorksheets(failing(), { lang: 'en', paper: 'a4' }))).rejects.toThrow(
      'design 2 could not be loaded',
    );
  });
});
