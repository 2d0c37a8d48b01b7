import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { analysePattern, FormatError, readPattern } from '@stickerei/embroidery';
import type { ThemeCategory } from '@stickerei/shared/domain';
import { parseCorpusSources, type CorpusSource } from './corpusSources.ts';
import { displayName, type DemoDesign, type DemoFile } from './demoDesign.ts';

/** A corpus file as read: where it lies and what our reader found in it. */
interface ReadFile extends DemoFile {
  /** Path below the corpus folder (`real/pes/emm__Star.pes`). */
  path: string;
  stitches: number;
  widthMm: number;
  heightMm: number;
  threads: number;
}

// Files made to test a reader, not to be stitched: blank hoops, metadata-only files and colour
// order tests (corpus/SOURCES.md), and anything too small to be a design.
const TEST_SHAPE_WORDS = /(^|[^a-z])(blank|metadata|reorder)([^a-z]|$)/i;
const MIN_STITCHES = 60;
const MIN_SIDE_MM = 5;

// Formats whose files carry thread colours first: the design's previews come from its first file.
const PRIMARY_ORDER = ['pes', 'vp3', 'jef', 'xxx', 'hus', 'sew', 'pec', 'shv', 'tbf', 'jpx'];
const rank = (format: string) => {
  const i = PRIMARY_ORDER.indexOf(format);
  return i < 0 ? PRIMARY_ORDER.length : i;
};

const CATEGORY_WORDS: Array<[RegExp, ThemeCategory[]]> = [
  [/star/i, ['SKY']],
  [/cake/i, ['SWEETS', 'FOOD']],
  [/flower|tulip|rose|blossom/i, ['FLOWER', 'PLANT']],
  [/shamrock|leaf/i, ['PLANT', 'TREE_LEAF']],
  [/bean/i, ['VEGETABLE', 'FOOD']],
  [/monogram|hello|embroidermodder|text/i, ['ALPHABET_MONOGRAM']],
  [/painting|bitmap|image|applique|multicolor/i, ['ARTS_AND_CRAFTS']],
  [/anchor|nautical/i, ['FISH_AND_SEA_CREATURE', 'MOTIF']],
];

function categoriesOf(name: string): ThemeCategory[] {
  const found = CATEGORY_WORDS.filter(([words]) => words.test(name)).flatMap(([, tags]) => tags);
  return found.length ? [...new Set(found)] : ['MOTIF'];
}

function isTestShape(file: ReadFile, stem: string): boolean {
  return (
    TEST_SHAPE_WORDS.test(stem) ||
    file.stitches < MIN_STITCHES ||
    Math.min(file.widthMm, file.heightMm) < MIN_SIDE_MM
  );
}

const near = (a: number, b: number, tolerance: number) =>
  Math.abs(a - b) <= tolerance * Math.max(a, b);

/** The same motif as read: size within 3 % (either orientation), stitches within 15 %. */
function sameMotif(a: ReadFile, b: ReadFile): boolean {
  const sized =
    (near(a.widthMm, b.widthMm, 0.03) && near(a.heightMm, b.heightMm, 0.03)) ||
    (near(a.widthMm, b.heightMm, 0.03) && near(a.heightMm, b.widthMm, 0.03));
  return sized && near(a.stitches, b.stitches, 0.15);
}

async function readCorpusFile(root: string, relative: string): Promise<ReadFile | null> {
  const bytes = new Uint8Array(await readFile(path.join(root, relative)));
  const fileName = path.basename(relative);
  try {
    const { format, pattern } = readPattern(bytes, fileName);
    const a = analysePattern(pattern);
    return {
      path: relative,
      format: format.id,
      fileName: `${displayName(
        fileName
          .split('__')
          .pop()!
          .replace(/\.[^.]*$/, ''),
      )}.${format.id}`,
      bytes,
      stitches: a.stitches,
      widthMm: a.widthMm,
      heightMm: a.heightMm,
      threads: pattern.threads.length,
    };
  } catch (error) {
    // Unreadable files (EMB, enciphered VIP, …) have no place in a library that shows previews.
    if (error instanceof FormatError) return null;
    throw error;
  }
}

/** Every readable file of `real/`, grouped by origin and motif stem (`emm__Star`). */
async function readGroups(root: string): Promise<Map<string, ReadFile[]>> {
  const groups = new Map<string, ReadFile[]>();
  for (const dir of (await readdir(path.join(root, 'real'))).sort()) {
    for (const name of (await readdir(path.join(root, 'real', dir))).sort()) {
      const file = await readCorpusFile(root, `real/${dir}/${name}`);
      if (!file) continue;
      const stem = name.replace(/\.[^.]*$/, '');
      groups.set(stem, [...(groups.get(stem) ?? []), file]);
      // Reading is quick, but an api that serves requests meanwhile gets its turns.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return groups;
}

/** The group's design files: the primary, then one file per other format that reads alike. */
function designFiles(files: ReadFile[]): ReadFile[] {
  const sorted = [...files].sort(
    (a, b) =>
      Number(b.threads > 0) - Number(a.threads > 0) ||
      rank(a.format) - rank(b.format) ||
      a.format.localeCompare(b.format),
  );
  const primary = sorted[0]!;
  const chosen = [primary];
  for (const file of sorted.slice(1)) {
    if (chosen.some((c) => c.format === file.format)) continue;
    if (sameMotif(primary, file)) chosen.push(file);
  }
  return chosen;
}

interface Candidate {
  stem: string;
  source: CorpusSource;
  files: ReadFile[];
}

/** Groups of one repository that show the same motif become one design (truncated copies, …). */
function mergeSameMotifs(candidates: Candidate[]): Candidate[] {
  const kept: Candidate[] = [];
  for (const candidate of candidates) {
    const twin = kept.find(
      (k) =>
        k.source.repository === candidate.source.repository &&
        sameMotif(k.files[0]!, candidate.files[0]!),
    );
    if (!twin) kept.push({ ...candidate, files: [...candidate.files] });
    else
      for (const file of candidate.files)
        if (!twin.files.some((f) => f.format === file.format)) twin.files.push(file);
  }
  return kept;
}

function toDemoDesign({ stem, source, files }: Candidate): DemoDesign {
  const name = displayName(stem.split('__').slice(1).join('__'));
  const [owner = '', repositoryName = ''] = source.repository.split('/');
  return {
    key: `corpus/${stem}`,
    name,
    tags: categoriesOf(name),
    labels: ['open source', source.licence.toLowerCase()],
    author: owner,
    stickSet: repositoryName,
    stickType: 'SINGLE_TYPE',
    commercial: false,
    source: {
      kind: 'corpus',
      repository: source.repository,
      url: source.url,
      licence: source.licence,
      files: files.map((f) => f.path),
    },
    files: () => files.map(({ format, fileName, bytes }) => ({ format, fileName, bytes })),
  };
}

/**
 * The demo designs made of the real files in `corpusDir` (`real/<ext>/<tag>__<stem>.<ext>`,
 * SOURCES.md): one design per motif with every format that reads as the same motif, test shapes
 * and unreadable files left out, each naming its repository and licence.
 * @returns an empty list when the folder has no corpus
 */
export async function corpusDesigns(corpusDir: string): Promise<DemoDesign[]> {
  let sources: Map<string, CorpusSource>;
  try {
    sources = parseCorpusSources(await readFile(path.join(corpusDir, 'SOURCES.md'), 'utf8'));
  } catch {
    return [];
  }
  const candidates: Candidate[] = [];
  for (const [stem, files] of await readGroups(corpusDir)) {
    const source = sources.get(stem.split('__')[0]!);
    if (!source) continue; // a file whose origin is not on record is not shown
    const chosen = designFiles(files);
    if (!isTestShape(chosen[0]!, stem)) candidates.push({ stem, source, files: chosen });
  }
  return mergeSameMotifs(candidates).map(toDemoDesign);
}
