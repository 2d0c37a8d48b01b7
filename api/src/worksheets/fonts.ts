import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

// Noto Sans (SIL Open Font License 1.1, docs/worksheets.md) from its npm package: a real TTF,
// embedded as a subset, so text is searchable and ä, ö, ü, ß, Δ and × render everywhere.
const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

export type FontName = keyof typeof FILES;

let parsed: Record<FontName, Font> | null = null;

// Parsing a TTF costs ~70 ms; parsed once, each document only subsets what it used.
function worksheetFonts(): Record<FontName, Font> {
  if (!parsed) {
    const require = createRequire(import.meta.url);
    const load = (file: string) => {
      const font = create(readFileSync(require.resolve(file)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
      return font;
    };
    parsed = { regular: load(FILES.regular), bold: load(FILES.bold) };
  }
  return parsed;
}

/** Registers the worksheet fonts on `doc` as 'regular' and 'bold' and selects 'regular'. */
export function useWorksheetFonts(doc: PDFKit.PDFDocument): void {
  const fonts = worksheetFonts();
  for (const name of Object.keys(fonts) as FontName[]) {
    // pdfkit ≥ 0.20 takes a parsed fontkit font; @types/pdfkit (0.17) only knows bytes and paths.
    doc.registerFont(name, fonts[name] as unknown as Uint8Array);
  }
  doc.font('regular');
}
