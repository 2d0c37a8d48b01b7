import { describe, expect, it } from 'vitest';
import { THEMES, themeCss, type ThemeColours } from './themeTokens.ts';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

type Role = keyof ThemeColours;
// Text roles and the backgrounds they are drawn on.
const TEXT_PAIRS: Array<[Role, Role]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'bg'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceAlt'],
  ['primaryText', 'bg'],
  ['primaryText', 'surface'],
  ['onPrimary', 'primaryStrong'],
  ['secondaryText', 'bg'],
  ['secondaryText', 'surface'],
  ['onAccent', 'accent'],
  ['error', 'bg'],
  ['error', 'surface'],
  ['error', 'errorSoft'],
  ['success', 'bg'],
  ['success', 'surface'],
  ['success', 'successSoft'],
];

describe.each(Object.entries(THEMES))('%s theme', (_name, colours) => {
  it.each(TEXT_PAIRS)('%s on %s reaches WCAG AA for text', (fg, bg) => {
    expect(contrast(colours[fg], colours[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('has a focus ring visible against the page (3:1)', () => {
    expect(contrast(colours.focus, colours.bg)).toBeGreaterThanOrEqual(3);
    expect(contrast(colours.focus, colours.surface)).toBeGreaterThanOrEqual(3);
  });

  it('uses six-digit hex colours only', () => {
    for (const value of Object.values(colours)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('themeCss', () => {
  it('declares every role for both themes, dark behind the data-theme attribute', () => {
    const css = themeCss();
    expect(css).toContain('--c-primary-text:#a8430a');
    expect(css).toContain(':root[data-theme="dark"]{color-scheme:dark;');
    const roles = Object.keys(THEMES.light).length;
    expect(css.match(/--c-[a-z-]+:/g)).toHaveLength(roles * 2);
  });
});
