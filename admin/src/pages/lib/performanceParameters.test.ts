import { describe, expect, it } from 'vitest';
import { checkParameters } from './performanceParameters.ts';

describe('performance test parameters', () => {
  it('accepts what the api accepts and refuses the rest', () => {
    expect(checkParameters({ scenarios: ['list'], iterations: 20, concurrency: 4 })).toEqual({
      ok: true,
      total: 20,
    });
    expect(checkParameters({ scenarios: [], iterations: 20, concurrency: 4 }).ok).toBe(false);
    expect(checkParameters({ scenarios: ['list'], iterations: 0, concurrency: 4 }).ok).toBe(false);
    expect(checkParameters({ scenarios: ['list'], iterations: 1001, concurrency: 4 }).ok).toBe(
      false,
    );
    expect(checkParameters({ scenarios: ['list'], iterations: 10, concurrency: 17 }).ok).toBe(
      false,
    );
    expect(checkParameters({ scenarios: ['list'], iterations: 2.5, concurrency: 1 }).ok).toBe(
      false,
    );
    const ten = [
      'list',
      'list_category',
      'list_colour_format',
      'list_text',
      'list_hoop',
      'list_combined',
      'filter_options',
      'filter_options_filtered',
      'similar',
      'design',
    ];
    expect(checkParameters({ scenarios: ten, iterations: 500, concurrency: 1 })).toEqual({
      ok: true,
      total: 5000,
    });
    expect(checkParameters({ scenarios: ten, iterations: 501, concurrency: 1 })).toEqual({
      ok: false,
      total: 5010,
    });
  });
});
