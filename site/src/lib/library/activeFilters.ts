import type { Language } from '@stickerei/shared/domain';
import { categoryLabel, colourLabel, stickTypeLabel } from '@stickerei/shared/i18n';
import type { LibraryState } from './filterState.ts';
import { hoopLabel } from './hoops.ts';
import { lt } from './messages.ts';

/** One set filter as a removable chip: its text and the change that removes it. */
export interface ActiveFilter {
  id: string;
  label: string;
  remove: Partial<LibraryState>;
}

function sizeChips(state: LibraryState, language: Language): ActiveFilter[] {
  const keys = ['minWidth', 'maxWidth', 'minHeight', 'maxHeight'] as const;
  return keys.flatMap((key) => {
    const value = state[key];
    if (value === null) return [];
    return [
      {
        id: key,
        label: lt(language, 'chip.size', { what: lt(language, `filter.${key}`), value }),
        remove: { [key]: null },
      },
    ];
  });
}

/** Every filter the state sets, in the panel's order, each removable on its own. */
export function activeFilters(state: LibraryState, language: Language): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (state.q) chips.push({ id: 'q', label: `“${state.q}”`, remove: { q: '' } });
  if (state.hoop) {
    chips.push({
      id: 'hoop',
      label: lt(language, 'chip.hoop', { size: hoopLabel(state.hoop) }),
      remove: { hoop: null },
    });
  }
  if (state.myHoops) {
    chips.push({
      id: 'myHoops',
      label: lt(language, 'filter.myHoops'),
      remove: { myHoops: false },
    });
  }
  if (state.maxMinutes !== null) {
    chips.push({
      id: 'maxMinutes',
      label: lt(language, 'chip.maxMinutes', { value: state.maxMinutes }),
      remove: { maxMinutes: null },
    });
  }
  for (const colour of state.colors) {
    chips.push({
      id: `colour:${colour}`,
      label: colourLabel(colour, language),
      remove: { colors: state.colors.filter((c) => c !== colour) },
    });
  }
  for (const key of state.categories) {
    chips.push({
      id: `category:${key}`,
      label: categoryLabel(key, language),
      remove: { categories: state.categories.filter((c) => c !== key) },
    });
  }
  if (state.stickType) {
    chips.push({
      id: 'stickType',
      label: stickTypeLabel(state.stickType, language),
      remove: { stickType: null },
    });
  }
  for (const format of state.formats) {
    chips.push({
      id: `format:${format}`,
      label: format.toUpperCase(),
      remove: { formats: state.formats.filter((f) => f !== format) },
    });
  }
  const flags = [
    ['commercial', 'filter.commercial'],
    ['sponsored', 'filter.sponsored'],
    ['favorites', 'filter.favorites'],
    ['stitched', 'filter.stitched'],
    ['mine', 'filter.mine'],
  ] as const;
  for (const [key, message] of flags) {
    if (state[key]) chips.push({ id: key, label: lt(language, message), remove: { [key]: false } });
  }
  if (state.author)
    chips.push({
      id: 'author',
      label: lt(language, 'chip.author', { value: state.author }),
      remove: { author: '' },
    });
  if (state.set)
    chips.push({
      id: 'set',
      label: lt(language, 'chip.set', { value: state.set }),
      remove: { set: '' },
    });
  return [...chips, ...sizeChips(state, language)];
}
