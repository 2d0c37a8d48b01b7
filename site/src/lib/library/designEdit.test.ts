import { designFromPartial } from '@stickerei/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  LABELS_MAX,
  NAME_MAX,
  changesOf,
  formOf,
  parseLabels,
  validateEdit,
} from './designEdit.ts';

const design = {
  ...designFromPartial({ id: 'd', name: 'Cake', labels: ['birthday'], assigned_tags: ['FOOD'] }),
  commercially_usable: false,
};

describe('edit form', () => {
  it('starts from the design', () => {
    expect(formOf(design)).toEqual({
      name: 'Cake',
      labels: 'birthday',
      categories: ['FOOD'],
      commercial: false,
    });
  });

  it('reads labels from typed text, once each', () => {
    expect(parseLabels(' rose , Rose;  tulip\n\n garden  party ,')).toEqual([
      'rose',
      'tulip',
      'garden party',
    ]);
  });

  it('finds every problem', () => {
    expect(validateEdit(formOf(design))).toEqual({});
    expect(validateEdit({ ...formOf(design), name: '   ' })).toEqual({ name: 'name.required' });
    expect(validateEdit({ ...formOf(design), name: 'x'.repeat(NAME_MAX + 1) })).toEqual({
      name: 'name.tooLong',
    });
    const many = Array.from({ length: LABELS_MAX + 1 }, (_, i) => `l${i}`).join(',');
    expect(validateEdit({ ...formOf(design), labels: many }).labels).toBe('labels.tooMany');
    expect(validateEdit({ ...formOf(design), labels: 'y'.repeat(41) }).labels).toBe(
      'labels.tooLong',
    );
    const categories = [
      'FOOD',
      'FRUIT',
      'SWEETS',
      'BIRD',
      'PET',
      'TOY',
      'SKY',
      'SEASON',
      'PLANT',
      'TREE_LEAF',
      'MOTIF',
    ] as const;
    expect(validateEdit({ ...formOf(design), categories: [...categories] }).categories).toBe(
      'categories.tooMany',
    );
  });

  it('sends only what changed', () => {
    expect(changesOf(design, formOf(design))).toEqual({});
    expect(changesOf(design, { ...formOf(design), name: ' Cake 2 ', commercial: true })).toEqual({
      name: 'Cake 2',
      commercially_usable: true,
    });
    expect(
      changesOf(design, { ...formOf(design), labels: 'birthday, party', categories: ['SWEETS'] }),
    ).toEqual({
      labels: ['birthday', 'party'],
      assigned_tags: ['SWEETS'],
    });
  });
});
