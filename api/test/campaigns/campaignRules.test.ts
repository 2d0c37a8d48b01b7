import { LOGO_MAX_BYTES } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import { analyticsRange, fillDays } from '../../src/campaigns/analytics.ts';
import { decodeLogo, sniffLogoType } from '../../src/campaigns/logo.ts';
import { visitorKey } from '../../src/campaigns/visits.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<!-- logo --><svg xmlns="http://www.w3.org/2000/svg"/>',
);
const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;
const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { statusCode?: number }).statusCode;
  }
  return 'no error';
};

describe('logos', () => {
  it('are recognised by their bytes', () => {
    expect(sniffLogoType(PNG)).toBe('image/png');
    expect(sniffLogoType(JPEG)).toBe('image/jpeg');
    expect(sniffLogoType(WEBP)).toBe('image/webp');
    expect(sniffLogoType(SVG)).toBe('image/svg+xml');
    expect(sniffLogoType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffLogoType(Buffer.from('<html><svg/></html>'))).toBeNull();
  });

  it('take the type of their bytes, not the declared one', () => {
    expect(decodeLogo(dataUrl(JPEG, 'image/png')).type).toBe('image/jpeg');
    expect(decodeLogo(`data:image/svg+xml,${encodeURIComponent(SVG.toString())}`).type).toBe(
      'image/svg+xml',
    );
  });

  it('are refused when not a data URL (400), too large (413), not an image or active SVG (415)', () => {
    expect(status(() => decodeLogo('https://example.com/logo.png'))).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    expect(status(() => decodeLogo(dataUrl(big)))).toBe(413);
    expect(status(() => decodeLogo(dataUrl(Buffer.from('hello'), 'text/plain')))).toBe(415);
    const script = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(status(() => decodeLogo(dataUrl(script, 'image/svg+xml')))).toBe(415);
    const handler = Buffer.from('<svg onload="alert(1)"/>');
    expect(status(() => decodeLogo(dataUrl(handler, 'image/svg+xml')))).toBe(415);
  });
});

describe('visitor keys', () => {
  it('are the user when signed in, else a hash of address and browser without the address', () => {
    const a = visitorKey({ userId: null, ip: '203.0.113.9', userAgent: 'Firefox' });
    expect(a).toMatch(/^a:[\w-]{32}$/);
    expect(a).not.toContain('203.0.113.9');
    expect(visitorKey({ userId: null, ip: '203.0.113.9', userAgent: 'Firefox' })).toBe(a);
    expect(visitorKey({ userId: null, ip: '203.0.113.9', userAgent: 'Chrome' })).not.toBe(a);
    expect(visitorKey({ userId: 'u1', ip: '1.1.1.1', userAgent: 'x' })).toBe(
      visitorKey({ userId: 'u1', ip: '2.2.2.2', userAgent: 'y' }),
    );
  });
});

describe('analytics days', () => {
  const now = new Date('2026-03-15T10:00:00Z');

  it('default to the last 30 days, or to a campaign’s days up to today', () => {
    expect(analyticsRange({}, { start_at: null, end_at: null }, now)).toEqual({
      from: '2026-02-14',
      to: '2026-03-15',
    });
    const running = { start_at: '2026-03-10T08:00:00Z', end_at: '2026-04-01T00:00:00Z' };
    expect(analyticsRange({}, running, now)).toEqual({ from: '2026-03-10', to: '2026-03-15' });
    const ended = { start_at: '2026-01-01T00:00:00Z', end_at: '2026-01-08T00:00:00Z' };
    expect(analyticsRange({}, ended, now)).toEqual({ from: '2026-01-01', to: '2026-01-07' });
  });

  it('refuse a reversed or too long range', () => {
    const none = { start_at: null, end_at: null };
    expect(status(() => analyticsRange({ from: '2026-03-02', to: '2026-03-01' }, none, now))).toBe(
      400,
    );
    expect(status(() => analyticsRange({ from: '2024-01-01', to: '2026-01-01' }, none, now))).toBe(
      400,
    );
  });

  it('list every day with zero where nothing happened', () => {
    expect(fillDays('2026-02-27', '2026-03-02', [{ day: '2026-03-01', count: 3 }])).toEqual([
      { day: '2026-02-27', count: 0 },
      { day: '2026-02-28', count: 0 },
      { day: '2026-03-01', count: 3 },
      { day: '2026-03-02', count: 0 },
    ]);
  });
});
