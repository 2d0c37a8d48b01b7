import { formatDuration, formatNumber, formatSize } from './formatting.ts';
import { INK, line, MARGIN, MUTED, pageTitle, RULE, type Sheet } from './pageFrame.ts';
import type { WorksheetDesign } from './types.ts';

const PREVIEW_SIDE = 170;
const LABEL_WIDTH = 112;
const FACT_SIZE = 10;
const FACT_GAP = 5;

function facts(sheet: Sheet, design: WorksheetDesign): Array<[string, string]> {
  const { labels, lang, paper } = sheet;
  const hoops = design.hoops.map(
    (h) => `${h.name} (${formatNumber(lang, h.widthMm)} × ${formatNumber(lang, h.heightMm)} mm)`,
  );
  return [
    [labels.size, formatSize(lang, paper, design.widthMm, design.heightMm)],
    [labels.stitches, formatNumber(lang, design.stitches)],
    [labels.colourChanges, formatNumber(lang, design.colourChanges)],
    [labels.trims, formatNumber(lang, design.trims)],
    [labels.estimatedTime, formatDuration(design.estimatedMinutes)],
    [labels.formats, design.formats.map((f) => f.toUpperCase()).join(', ') || '–'],
    [labels.hoops, hoops.length > 0 ? hoops.join(', ') : labels.noHoops],
    [labels.threadChart, design.brandName ?? labels.noThreadChart],
  ];
}

function preview(sheet: Sheet, png: Buffer | null, y: number): void {
  const { doc, labels } = sheet;
  doc.rect(MARGIN, y, PREVIEW_SIDE, PREVIEW_SIDE).lineWidth(0.5).strokeColor(RULE).stroke();
  if (png) {
    doc.image(png, MARGIN + 6, y + 6, {
      fit: [PREVIEW_SIDE - 12, PREVIEW_SIDE - 12],
      align: 'center',
      valign: 'center',
    });
  } else {
    line(
      sheet,
      labels.noPreview,
      { x: MARGIN, y: y + PREVIEW_SIDE / 2 - 6, width: PREVIEW_SIDE },
      {
        color: MUTED,
        align: 'center',
      },
    );
  }
}

/**
 * Draws the top of a design's first page: name, preview (flattened PNG, or null when it could
 * not be read) and the facts beside it. Values wrap to at most two lines.
 * @returns the y below it, where the colour table starts
 */
export function designSummary(sheet: Sheet, design: WorksheetDesign, png: Buffer | null): number {
  const { doc, width } = sheet;
  const top = pageTitle(sheet, design.name);
  preview(sheet, png, top);
  const x = MARGIN + PREVIEW_SIDE + 18;
  const valueWidth = width - MARGIN - x - LABEL_WIDTH;
  let y = top + 4;
  for (const [label, value] of facts(sheet, design)) {
    line(sheet, label, { x, y: y + 1, width: LABEL_WIDTH - 6 }, { size: 8.5, color: MUTED });
    doc.font('regular').fontSize(FACT_SIZE).fillColor(INK);
    const twoLines = doc.currentLineHeight(true) * 2;
    const height = Math.min(twoLines, doc.heightOfString(value, { width: valueWidth }));
    doc.text(value, x + LABEL_WIDTH, y, { width: valueWidth, height: twoLines, ellipsis: true });
    y += height + FACT_GAP;
  }
  return Math.max(top + PREVIEW_SIDE, y) + 16;
}
