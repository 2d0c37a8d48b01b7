import { COLOUR_INFO, type Colour } from '../domain/colour.ts';
import type { Language } from '../domain/constants.ts';
import type { StickType } from '../domain/stickType.ts';
import { THEME_CATEGORY_LABELS, type ThemeCategory } from '../domain/themeCategory.ts';

/** Labels of the four stick types. */
export const STICK_TYPE_LABELS: Record<StickType, { en: string; de: string }> = {
  MULTIPLE_TYPES: { en: 'Multiple stitch types', de: 'Mehrere Sticharten' },
  SINGLE_TYPE: { en: 'Single stitch type', de: 'Eine Stichart' },
  PARTS_MULTIPLE_TYPES: { en: 'Parts, multiple stitch types', de: 'Teile, mehrere Sticharten' },
  PARTS_SINGLE_TYPE: { en: 'Parts, single stitch type', de: 'Teile, eine Stichart' },
};

/** Label of a theme category in `language`; the key itself when unknown. */
export function categoryLabel(key: string, language: Language): string {
  return THEME_CATEGORY_LABELS[key as ThemeCategory]?.[language] ?? key;
}

/** Label of a colour key in `language`; the key itself when unknown. */
export function colourLabel(key: string, language: Language): string {
  return COLOUR_INFO[key as Colour]?.[language] ?? key;
}

/** Label of a stick type in `language`; the key itself when unknown. */
export function stickTypeLabel(key: string, language: Language): string {
  return STICK_TYPE_LABELS[key as StickType]?.[language] ?? key;
}
