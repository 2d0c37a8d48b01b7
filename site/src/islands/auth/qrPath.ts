import qrcode from 'qrcode-generator';

/** The quiet zone around a QR code, in modules (the standard asks for four). */
export const QR_MARGIN = 4;

/**
 * An SVG path drawing the QR code of `text`: one rectangle per horizontal run of dark modules,
 * in module units, offset by the quiet zone. `size` is the side of the whole square.
 */
export function qrPath(text: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col++;
      const run = col - start;
      parts.push(`M${start + QR_MARGIN} ${row + QR_MARGIN}h${run}v1h-${run}z`);
    }
  }
  return { size: count + 2 * QR_MARGIN, path: parts.join('') };
}
