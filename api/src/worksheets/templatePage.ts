import { patternExtents } from '@stickerei/embroidery';
import { formatNumber, formatSize } from './formatting.ts';
import { INK, line, MARGIN, MUTED, pageTitle, WARNING, type Sheet } from './pageFrame.ts';
import { drawingColours, drawStitches } from './stitchPaths.ts';
import { templateLayout, type Box, type TemplateLayout } from './templateLayout.ts';
import type { WorksheetDesign } from './types.ts';

const MM = 72 / 25.4;
/** How far the centre marks reach beyond the design, in points: 8 mm where there is room… */
const OVERSHOOT = 8 * MM;
/** …and at least 3 mm: a design may come this close to the drawing area's edge at 1:1. */
const MIN_OVERSHOOT = 3 * MM;
const SCALE_BAR_ZONE = 40;

/** The area the drawing may use below the page's notes. */
function drawingArea(sheet: Sheet, top: number): Box {
  const y = top + 72;
  return {
    x: MARGIN,
    y,
    width: sheet.width - 2 * MARGIN,
    height: sheet.bottom - SCALE_BAR_ZONE - y,
  };
}

// What to print at, what scale the drawing is (in warning colour and bold when it is not 1 : 1,
// wrapping to a second line when needed), the design's size and whether it was turned.
function notes(sheet: Sheet, design: WorksheetDesign, layout: TemplateLayout, top: number): void {
  const { doc, labels, lang, paper, width } = sheet;
  const full = width - 2 * MARGIN;
  line(
    sheet,
    labels.printAtActualSize,
    { x: MARGIN, y: top, width: full },
    { font: 'bold', size: 12 },
  );
  const scaled = layout.scale < 1;
  const scale = scaled
    ? labels.scaledDown(
        formatNumber(lang, layout.scale * 100),
        formatNumber(lang, 1 / layout.scale, 2),
      )
    : labels.actualSize;
  doc
    .font(scaled ? 'bold' : 'regular')
    .fontSize(10)
    .fillColor(scaled ? WARNING : INK);
  doc.text(scale, MARGIN, top + 18, { width: full, height: 26, ellipsis: true });
  const size = `${labels.designSize}: ${formatSize(lang, paper, design.widthMm, design.heightMm)}`;
  const turned = layout.rotated ? ` · ${labels.rotated}` : '';
  line(
    sheet,
    `${size}${turned}`,
    { x: MARGIN, y: top + 48, width: full },
    { size: 9, color: MUTED },
  );
}

// Cross-hairs through the design's centre reaching up to OVERSHOOT beyond its extents (less
// where the drawing area ends), a small circle at the centre, the extents as a light dashed box.
function centreMarks(sheet: Sheet, layout: TemplateLayout, area: Box): void {
  const { doc } = sheet;
  const { box } = layout;
  const [cx, cy] = layout.centre;
  const reachX = Math.max(MIN_OVERSHOOT, Math.min(OVERSHOOT, box.x - area.x));
  const reachY = Math.max(MIN_OVERSHOOT, Math.min(OVERSHOOT, box.y - area.y));
  doc.save().lineWidth(0.4).dash(2, { space: 2 });
  doc.rect(box.x, box.y, box.width, box.height).stroke('#aeaeb2');
  doc.undash().lineWidth(0.5).strokeColor(INK);
  doc
    .moveTo(box.x - reachX, cy)
    .lineTo(box.x + box.width + reachX, cy)
    .stroke();
  doc
    .moveTo(cx, box.y - reachY)
    .lineTo(cx, box.y + box.height + reachY)
    .stroke();
  doc.circle(cx, cy, 3).stroke();
  doc.restore();
}

// A 10 mm bar with millimetre ticks (and a 1 inch bar on Letter) to check the printer's scaling.
function scaleBar(sheet: Sheet): void {
  const { doc, labels, paper, width } = sheet;
  const y = sheet.bottom - 14;
  const bar = (x: number, length: number, ticks: number, label: string) => {
    doc.save().lineWidth(1).strokeColor(INK);
    doc
      .moveTo(x, y)
      .lineTo(x + length, y)
      .stroke();
    for (let i = 0; i <= ticks; i++) {
      const tall = i === 0 || i === ticks ? 7 : i === ticks / 2 ? 5 : 3;
      doc
        .lineWidth(0.5)
        .moveTo(x + (length * i) / ticks, y)
        .lineTo(x + (length * i) / ticks, y - tall)
        .stroke();
    }
    doc.restore();
    line(sheet, label, { x: x + length + 6, y: y - 8, width: 40 }, { font: 'bold', size: 9 });
    return x + length + 46;
  };
  let x = bar(MARGIN, 10 * MM, 10, '10 mm');
  if (paper === 'letter') x = bar(x, 72, 8, '1 in');
  line(
    sheet,
    labels.checkScaleBar,
    { x, y: y - 8, width: width - MARGIN - x },
    { size: 8, color: MUTED },
  );
}

/** Draws the actual-size template page of a design (the page is already added). */
export async function templatePage(sheet: Sheet, design: WorksheetDesign): Promise<TemplateLayout> {
  const { pattern } = design;
  const top = pageTitle(sheet, design.name, ` – ${sheet.labels.template}`);
  const extents = patternExtents(pattern);
  const area = drawingArea(sheet, top);
  const layout = templateLayout({ extents, area, overshoot: MIN_OVERSHOOT });
  notes(sheet, design, layout, top);
  centreMarks(sheet, layout, area);
  const colours = drawingColours(pattern, design.blocks);
  await drawStitches(sheet, { pattern, colours, extents, layout });
  scaleBar(sheet);
  return layout;
}
