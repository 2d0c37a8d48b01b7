import type { Sheet } from './pageFrame.ts';

/** A swatch's place on the page, in points. */
export interface SwatchBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** `rgb` when it is a `#rrggbb` colour, else a neutral grey (pdfkit would keep the last colour). */
export function safeColour(rgb: string): string {
  return /^#[0-9a-f]{6}$/i.test(rgb) ? rgb : '#808080';
}

/** A colour sample with a thin border, so white thread shows on white paper. */
export function swatch(sheet: Sheet, rgb: string, box: SwatchBox): void {
  sheet.doc
    .rect(box.x, box.y, box.w, box.h)
    .lineWidth(0.5)
    .fillAndStroke(safeColour(rgb), '#8e8e93');
}

/** Where a thread is missing: a dashed empty box. */
export function emptySwatch(sheet: Sheet, box: SwatchBox): void {
  const { doc } = sheet;
  doc
    .save()
    .rect(box.x, box.y, box.w, box.h)
    .lineWidth(0.5)
    .dash(1.5, { space: 1.5 })
    .stroke('#8e8e93');
  doc.restore();
}
