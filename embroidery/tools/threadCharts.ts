// Turns Ink/Stitch's GIMP thread palettes into src/threads/chartData.ts (docs/threads.md).
//   node tools/threadCharts.ts <palettes-dir | file.gpl ...> [--out src/threads/chartData.ts]
// With a folder it converts the charts listed in CHARTS and fails if one is missing; with
// files it converts each of them. Without --out the module goes to stdout.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseGpl, type GplPalette } from '../src/threads/parseGpl.ts';

interface ChartMeta {
  id: string;
  name: string;
  brand: string;
}

interface Chart extends ChartMeta {
  file: string;
  palette: GplPalette;
}

// The charts shipped, keyed by the palette's `Name:` header without "Ink/Stitch: ". The id
// is stored in users' stock lists: never change one, add a new chart instead.
const CHARTS: Record<string, ChartMeta> = {
  'ARC Polyester': { id: 'arc-polyester', name: 'ARC Polyester', brand: 'ARC' },
  'ARC Rayon': { id: 'arc-rayon', name: 'ARC Rayon', brand: 'ARC' },
  'Brother Embroidery': { id: 'brother-embroidery', name: 'Brother Embroidery', brand: 'Brother' },
  'Coats Alcazar': { id: 'coats-alcazar', name: 'Coats Alcazar', brand: 'Coats' },
  DMC: { id: 'dmc', name: 'DMC', brand: 'DMC' },
  'Floriani Polyester': { id: 'floriani-polyester', name: 'Floriani Polyester', brand: 'Floriani' },
  'Gunold Polyester': { id: 'gunold-polyester', name: 'Gunold Polyester', brand: 'Gunold' },
  'Gutermann Creativ Dekor': {
    id: 'gutermann-creativ-dekor',
    name: 'Gütermann Creativ Dekor',
    brand: 'Gütermann',
  },
  Hemingworth: { id: 'hemingworth', name: 'Hemingworth', brand: 'Hemingworth' },
  'Isacord Polyester': { id: 'isacord-polyester', name: 'Isacord Polyester', brand: 'Isacord' },
  Janome: { id: 'janome', name: 'Janome', brand: 'Janome' },
  'Madeira Burmilana': { id: 'madeira-burmilana', name: 'Madeira Burmilana', brand: 'Madeira' },
  'Madeira Polyneon': { id: 'madeira-polyneon', name: 'Madeira Polyneon', brand: 'Madeira' },
  'Madeira Rayon': { id: 'madeira-rayon', name: 'Madeira Rayon', brand: 'Madeira' },
  'Marathon Polyester': { id: 'marathon-polyester', name: 'Marathon Polyester', brand: 'Marathon' },
  'Marathon Rayon': { id: 'marathon-rayon', name: 'Marathon Rayon', brand: 'Marathon' },
  'Mettler Poly Sheen': { id: 'mettler-poly-sheen', name: 'Mettler Poly Sheen', brand: 'Mettler' },
  'Robison-Anton Polyester': {
    id: 'robison-anton-polyester',
    name: 'Robison-Anton Polyester',
    brand: 'Robison-Anton',
  },
  'Robison-Anton Rayon': {
    id: 'robison-anton-rayon',
    name: 'Robison-Anton Rayon',
    brand: 'Robison-Anton',
  },
  'Simthread Polyester': {
    id: 'simthread-polyester',
    name: 'Simthread Polyester',
    brand: 'Simthread',
  },
  'Sulky Rayon': { id: 'sulky-rayon', name: 'Sulky Rayon', brand: 'Sulky' },
};

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// A palette not in CHARTS (given as a file): id from its name, brand its first word.
function metaFor(name: string): ChartMeta {
  return CHARTS[name] ?? { id: slug(name), name, brand: name.split(' ')[0] ?? name };
}

function readChart(file: string): Chart {
  let palette: GplPalette;
  try {
    palette = parseGpl(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (palette.colors.length === 0) throw new Error(`${file}: the palette has no colours`);
  // A palette without a Name header is named after its file, as Inkscape lists it.
  palette.name ||= basename(file, '.gpl').replace(/^InkStitch /i, '');
  return { ...metaFor(palette.name), file, palette };
}

// In a folder, palettes outside CHARTS may be in any shape: one that cannot be read only
// matters when a listed chart is then missing.
function readFolder(folder: string): Chart[] {
  const charts: Chart[] = [];
  const unreadable: string[] = [];
  for (const name of readdirSync(folder).filter((file) => file.toLowerCase().endsWith('.gpl'))) {
    try {
      const chart = readChart(join(folder, name));
      if (chart.palette.name in CHARTS) charts.push(chart);
    } catch (error) {
      unreadable.push(error instanceof Error ? error.message : String(error));
    }
  }
  const missing = Object.keys(CHARTS).filter(
    (name) => !charts.some((c) => c.palette.name === name),
  );
  if (missing.length > 0) {
    const also = unreadable.length > 0 ? `; could not read: ${unreadable.join('; ')}` : '';
    throw new Error(`${folder}: no palette named ${missing.join(', ')}${also}`);
  }
  return charts;
}

function readCharts(paths: string[]): Chart[] {
  if (paths.length === 1 && statSync(paths[0]!).isDirectory()) return readFolder(paths[0]!);
  return paths.map(readChart);
}

function quote(text: string): string {
  return text.includes("'") ? JSON.stringify(text) : `'${text.replace(/\\/g, '\\\\')}'`;
}

// Inside a template literal only `\`, a backtick and `${` need escaping.
function templateText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

function colorLines(chart: Chart): string {
  return chart.palette.colors
    .map(({ rgb, code, name }) => `${rgb.toString(16).padStart(6, '0')} ${code} ${name}`.trimEnd())
    .join('\n');
}

function moduleText(charts: Chart[]): string {
  const entries = charts.map(
    (chart) =>
      `  {\n    id: ${quote(chart.id)},\n    name: ${quote(chart.name)},\n` +
      `    brand: ${quote(chart.brand)},\n    colors: \`\n${templateText(colorLines(chart))}\n\`,\n  },\n`,
  );
  return `// Generated by tools/threadCharts.ts from Ink/Stitch's thread palettes (docs/threads.md).
// Do not edit: run the tool again. One colour a line: rrggbb, code, name.

/** One thread chart as stored; threadChart.ts reads its colours. */
export interface ChartSource {
  id: string;
  name: string;
  brand: string;
  colors: string;
}

export const chartData: readonly ChartSource[] = [
${entries.join('')}];
`;
}

function main(args: string[]): void {
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args[outAt + 1] : undefined;
  const paths = outAt < 0 ? args : args.filter((_, i) => i !== outAt && i !== outAt + 1);
  if (paths.length === 0 || (outAt >= 0 && !out)) {
    throw new Error('usage: node tools/threadCharts.ts <palettes-dir | file.gpl ...> [--out file]');
  }
  const charts = readCharts(paths).sort((a, b) => a.id.localeCompare(b.id, 'en'));
  const ids = charts.map((chart) => chart.id);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length > 0) throw new Error(`two palettes give the chart id ${twice.join(', ')}`);
  for (const { id, file, palette } of charts) {
    const dropped = palette.duplicateCodes.length;
    const note =
      dropped > 0
        ? `, ${dropped} repeated code(s) dropped: ${palette.duplicateCodes.join(' ')}`
        : '';
    process.stderr.write(`${id}: ${palette.colors.length} colours from ${file}${note}\n`);
  }
  const text = moduleText(charts);
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
}

try {
  main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`threadCharts: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
