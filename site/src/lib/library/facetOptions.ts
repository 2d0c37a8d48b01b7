import {
  DOWNLOAD_FORMATS,
  STICK_TYPES,
  THEME_CATEGORIES,
  type FacetCount,
  type FilterOptions,
  type Language,
} from '@stickerei/shared/domain';
import { categoryLabel, stickTypeLabel } from '@stickerei/shared/i18n';

/** One choice of a filter group: value, label in the page language and its count if known. */
export interface FacetOption {
  value: string;
  label: string;
  count?: number;
}

function countOf(facets: readonly FacetCount[] | undefined, value: string): number | undefined {
  if (!facets) return undefined; // counts not loaded (yet): show none rather than zeros
  return facets.find((facet) => facet.value === value)?.count ?? 0;
}

/** All 48 theme categories, alphabetical in the page language, with counts. */
export function categoryOptions(options: FilterOptions | null, language: Language): FacetOption[] {
  return THEME_CATEGORIES.map((key) => ({
    value: key,
    label: categoryLabel(key, language),
    count: countOf(options?.categories, key),
  })).sort((a, b) => a.label.localeCompare(b.label, language));
}

/** The formats designs are stored in (from the counts), else the formats every design offers. */
export function formatOptions(options: FilterOptions | null): FacetOption[] {
  const values = options?.formats.length
    ? options.formats.map((facet) => facet.value)
    : [...DOWNLOAD_FORMATS];
  return values.map((value) => ({
    value,
    label: value.toUpperCase(),
    count: countOf(options?.formats, value),
  }));
}

/** The four stick types with labels and counts. */
export function stickTypeOptions(options: FilterOptions | null, language: Language): FacetOption[] {
  return STICK_TYPES.map((key) => ({
    value: key,
    label: stickTypeLabel(key, language),
    count: countOf(options?.stickTypes, key),
  }));
}
