// Test support: two small thread charts shaped like the api's (GET /api/threads/brands/{id}).
import type { ThreadBrand, ThreadBrandSummary } from '@stickerei/shared/domain';
import { chartIndex, type ChartIndex } from './threadCodes.ts';

export const POLYNEON: ThreadBrand = {
  id: 'madeira-polyneon',
  name: 'Polyneon',
  brand: 'Madeira',
  colors: [
    { code: '1800', name: 'Snow White', rgb: '#ffffff' },
    { code: '1801', name: 'Ecru', rgb: '#f3ead5' },
    { code: '1747', name: 'Scarlet', rgb: '#c8102e' },
    { code: '1967', name: 'Sky', rgb: '#7fb6e0' },
  ],
};

export const ISACORD: ThreadBrand = {
  id: 'isacord',
  name: 'Isacord',
  brand: 'Amann',
  colors: [
    { code: '0015', name: 'White', rgb: '#ffffff' },
    { code: '0020', name: 'Black', rgb: '#1c1c1c' },
    { code: '1902', name: 'Poinsettia', rgb: '#b3202c' },
  ],
};

export const BRANDS: ThreadBrandSummary[] = [POLYNEON, ISACORD].map((c) => ({
  id: c.id,
  name: c.name,
  brand: c.brand,
  colors: c.colors.length,
}));

export const CHARTS: ReadonlyMap<string, ChartIndex> = new Map(
  [POLYNEON, ISACORD].map((c) => [c.id, chartIndex(c)]),
);
