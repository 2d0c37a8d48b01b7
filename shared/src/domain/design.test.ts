import { describe, expect, it } from 'vitest';
import { DESIGN_DEFAULTS, designFromPartial, designFromRecord, designToRecord } from './design.ts';

const record = {
  id: 'd1',
  representative_image_url: '/api/stickerei/d1/preview.png',
  name: 'Rose',
  stick_type: 'MULTIPLE_TYPES',
  commercially_usable: true,
  sponsored: true,
  favorite: true,
  stick_set: 'Garden',
  labels: ['flower'],
  embroidery_file_formats: ['pes', 'dst'],
  assigned_tags: ['FLOWER'],
  author: 'Anna',
  created_at: 1_700_000_000_000,
  already_stitched: true,
  design_width: 80.5,
  design_height: 60,
  stitch_count: 12000,
  stitch_block_count: 5,
  color_palette: ['RED', 'GREEN'],
};

describe('designFromRecord', () => {
  it('maps stick_set on the wire to set_name and keeps every field', () => {
    const design = designFromRecord(record);
    expect(design.set_name).toBe('Garden');
    expect(design).not.toHaveProperty('stick_set');
    expect(design.stick_type).toBe('MULTIPLE_TYPES');
    expect(design.embroidery_file_formats).toEqual(['pes', 'dst']);
    expect(design.design_width).toBe(80.5);
  });

  it('fills missing and mistyped fields with the defaults of spec §3', () => {
    const design = designFromRecord({
      id: 'x',
      labels: 'not-a-list',
      stitch_count: 'many',
    } as never);
    expect(design).toEqual({ ...DESIGN_DEFAULTS, id: 'x' });
  });

  it('falls back to SINGLE_TYPE for an unknown stick type', () => {
    expect(designFromRecord({ ...record, stick_type: 'ODD' } as never).stick_type).toBe(
      'SINGLE_TYPE',
    );
  });

  it('round-trips through designToRecord', () => {
    const design = designFromRecord(record);
    expect(designToRecord(design)).toMatchObject({ stick_set: 'Garden', name: 'Rose' });
    expect(designFromRecord(designToRecord(design))).toEqual(design);
  });
});

describe('designFromPartial', () => {
  it('always gives SINGLE_TYPE, whatever the record says (spec §3)', () => {
    const design = designFromPartial({ id: 'p', stick_type: 'PARTS_MULTIPLE_TYPES', name: 'Part' });
    expect(design.stick_type).toBe('SINGLE_TYPE');
    expect(design.name).toBe('Part');
    expect(design.labels).toEqual([]);
    expect(design.favorite).toBe(false);
    expect(design.created_at).toBe(0);
  });

  it('reads the set from stick_set as well', () => {
    expect(designFromPartial({ stick_set: 'Winter' }).set_name).toBe('Winter');
  });
});
