import { describe, expect, it } from 'vitest';
import { QR_MARGIN, qrPath } from './qrPath.ts';

const uri = 'otpauth://totp/Stickerei:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Stickerei';

describe('qrPath', () => {
  it('draws a square with the quiet zone around a valid QR size', () => {
    const { size } = qrPath(uri);
    const modules = size - 2 * QR_MARGIN;
    // QR versions have 21, 25, 29, … modules per side.
    expect((modules - 21) % 4).toBe(0);
    expect(modules).toBeGreaterThanOrEqual(21);
  });

  it('starts with the finder pattern: seven dark modules in the top-left corner', () => {
    expect(qrPath(uri).path.startsWith(`M${QR_MARGIN} ${QR_MARGIN}h7v1h-7z`)).toBe(true);
  });

  it('differs for different secrets', () => {
    expect(qrPath(uri).path).not.toBe(qrPath(uri.replace('JBSW', 'KBSW')).path);
  });
});
