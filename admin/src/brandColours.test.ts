import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS } from './brandColours.ts';

// WCAG 2 relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
const readable = (pairs: Record<string, [string, string]>) =>
  Object.entries(pairs)
    .filter(([, [fore, back]]) => contrast(fore, back) < 4.5)
    .map(([name]) => name);

describe('brand colours', () => {
  it('keeps text readable (WCAG AA) in the light theme', () => {
    const c = BRAND_COLOURS.light;
    const failing = readable({
      onPrimary: [c.onPrimary, c.primary],
      onSecondary: [c.onPrimary, c.secondary],
      onAccent: [c.onAccent, c.accent],
      bar: ['#ffffff', c.appBar],
      error: [c.error, c.paper],
      success: [c.success, c.paper],
      primaryOnBackground: [c.primary, c.background],
    });
    expect(failing).toEqual([]);
  });

  it('keeps text readable (WCAG AA) in the dark theme', () => {
    const c = BRAND_COLOURS.dark;
    const failing = readable({
      onPrimary: [c.onPrimary, c.primary],
      onSecondary: [c.onPrimary, c.secondary],
      onAccent: [c.onAccent, c.accent],
      bar: ['#ffffff', c.appBar],
      error: [c.error, c.paper],
      success: [c.success, c.paper],
      primaryOnBackground: [c.primary, c.background],
      secondaryOnPaper: [c.secondary, c.paper],
    });
    expect(failing).toEqual([]);
  });
});
