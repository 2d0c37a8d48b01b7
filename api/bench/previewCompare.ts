// Before/after images of the design previews (docs/previews.md): for a few corpus designs the
// 256 and 1024 px previews as processing made them before (the 1024 px image rasterised, halved
// down to 256, the embroidery package's PNG encoder) and as it makes them now (renderPreviews:
// 256 rasterised at 512 and halved, 1024 at its size, sharp), and 256 rasterised directly at its
// size (not used: see the doc). Writes docs/previews/compare/ and prints how far the pixels moved.
//
//   pnpm --filter @stickerei/api exec node bench/previewCompare.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { halveImage, rasterise, readPattern, type RgbaImage } from '@stickerei/embroidery';
import { encodePngNode } from '@stickerei/embroidery/node';
import { renderPreviews } from '../src/jobs/renderPreviews.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'docs/previews/compare');
const DESIGNS = [
  'pes/rec__Cake_3.pes',
  'pes/inkpyemb__Hopea.pes',
  'pes/hakasec__rose.pes',
  'dst/andkoma__tulip_flower.dst',
];

// Mean absolute difference of the colour channels over the pixels either image covers, both
// composited on white (how the site shows them), in 0–255 steps.
async function difference(a: Uint8Array, b: Uint8Array): Promise<string> {
  const flat = (png: Uint8Array) =>
    sharp(png).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const [x, y] = await Promise.all([flat(a), flat(b)]);
  let sum = 0;
  let covered = 0;
  for (let i = 0; i < x.data.length; i += 3) {
    const white = (d: Buffer) => d[i] === 255 && d[i + 1] === 255 && d[i + 2] === 255;
    if (white(x.data) && white(y.data)) continue;
    covered++;
    for (let c = 0; c < 3; c++) sum += Math.abs(x.data[i + c]! - y.data[i + c]!);
  }
  return covered === 0 ? '0' : (sum / covered / 3).toFixed(1);
}

async function compare(file: string): Promise<string[]> {
  const name = path.basename(file).replace(/\.[^.]+$/, '');
  const { pattern } = readPattern(readFileSync(path.join(ROOT, 'corpus/real', file)), file);
  const full = rasterise(pattern, { size: 1024 });
  let quarter: RgbaImage = full;
  for (let i = 0; i < 2; i++) quarter = halveImage(quarter);
  const images: Record<string, Uint8Array> = {
    '256-before': encodePngNode(quarter),
    '1024-before': encodePngNode(full),
    '256-direct': encodePngNode(rasterise(pattern, { size: 256 })),
  };
  for (const { size, png } of [
    ...(await renderPreviews(pattern, [256])),
    ...(await renderPreviews(pattern, [1024])),
  ])
    images[`${size}-after`] = png;
  for (const [kind, png] of Object.entries(images))
    writeFileSync(path.join(OUT, `${name}-${kind}.png`), png);
  return [
    `${file}: 256 px after vs before ${await difference(images['256-after']!, images['256-before']!)}, ` +
      `direct vs before ${await difference(images['256-direct']!, images['256-before']!)}; ` +
      `1024 px after vs before ${await difference(images['1024-after']!, images['1024-before']!)} ` +
      `(mean colour difference where the design is, 0–255)`,
  ];
}

mkdirSync(OUT, { recursive: true });
for (const file of DESIGNS) for (const line of await compare(file)) console.log(line);
