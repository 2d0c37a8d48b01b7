import { describe, expect, it } from 'vitest';
import { COLOURS, COLOUR_INFO, isColour } from './colour.ts';
import { THEME_CATEGORIES, THEME_CATEGORY_LABELS, isThemeCategory } from './themeCategory.ts';
import { STICK_TYPES, isStickType } from './stickType.ts';

describe('vocabulary of spec §3', () => {
  it('has all 48 theme categories with English and German labels', () => {
    expect(THEME_CATEGORIES).toHaveLength(48);
    for (const key of THEME_CATEGORIES) {
      expect(key).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      const { en, de } = THEME_CATEGORY_LABELS[key];
      expect(en.length).toBeGreaterThan(1);
      expect(de.length).toBeGreaterThan(1);
    }
    expect(isThemeCategory('FLOWER')).toBe(true);
    expect(isThemeCategory('flower')).toBe(false);
    expect(isThemeCategory('toString')).toBe(false);
  });

  it('has the 15 colours with labels and a hex value', () => {
    expect(COLOURS).toEqual([
      'BLACK',
      'BLUE',
      'BLUE_VIOLET',
      'BLUE_GREEN',
      'CYAN',
      'GRAY',
      'GREEN',
      'MAGENTA',
      'ORANGE',
      'RED_ORANGE',
      'RED',
      'VIOLET',
      'WHITE',
      'YELLOW',
      'YELLOW_GREEN',
    ]);
    for (const key of COLOURS) expect(COLOUR_INFO[key].hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(isColour('RED')).toBe(true);
    expect(isColour('PINK')).toBe(false);
  });

  it('has the four stick types', () => {
    expect(STICK_TYPES).toEqual([
      'MULTIPLE_TYPES',
      'SINGLE_TYPE',
      'PARTS_MULTIPLE_TYPES',
      'PARTS_SINGLE_TYPE',
    ]);
    expect(isStickType('SINGLE_TYPE')).toBe(true);
    expect(isStickType('single')).toBe(false);
  });
});
