import { describe, expect, it } from 'vitest';
import { freshDb } from '../helper.ts';
import { migrate } from '../../src/lib/migrate.ts';
import { MASK_KEYS, keysOf, maskOf } from '../../src/library/masks.ts';
import { storedPreviewSecret } from '../../src/plugins/previews.ts';

describe('library schema (migrations 011–013)', async () => {
  const db = await freshDb();
  await migrate(db);

  it('computes the masks from the same key lists as the api', async () => {
    const keys = {
      tags: [...MASK_KEYS.tag],
      colours: [...MASK_KEYS.color],
      formats: MASK_KEYS.format.map((f) => f.toUpperCase()),
    };
    await db.query(
      `INSERT INTO design (id, created_at, assigned_tags, color_palette, formats)
       VALUES ('00000000-0000-4000-8000-000000000001', 1, $1, $2, $3),
              ('00000000-0000-4000-8000-000000000002', 1, '{BIRD,UNKNOWN}', '{WHITE}', '{pes,xyz}')`,
      [keys.tags, keys.colours, keys.formats],
    );
    const { rows } = await db.query<{ tag_mask: number; color_mask: number; format_mask: number }>(
      'SELECT tag_mask, color_mask, format_mask FROM design ORDER BY id',
    );
    expect(rows[0]).toEqual({
      tag_mask: Number(maskOf('tag', MASK_KEYS.tag)),
      color_mask: Number(maskOf('color', MASK_KEYS.color)),
      format_mask: Number(maskOf('format', MASK_KEYS.format)),
    });
    expect(keysOf('tag', rows[1]!.tag_mask)).toEqual(['BIRD']);
    expect(keysOf('color', rows[1]!.color_mask)).toEqual(['WHITE']);
    expect(keysOf('format', rows[1]!.format_mask)).toEqual(['pes']);
  });

  it('keeps search words of name, labels, author and set', async () => {
    await db.query(
      `UPDATE design SET name = 'Rosé-Blüte', labels = '{Spring, T-Shirt}', author = 'Anna Müller', stick_set = ''
       WHERE id = '00000000-0000-4000-8000-000000000001'`,
    );
    const { rows } = await db.query<{ search_text: string }>(
      `SELECT search_text FROM design WHERE id = '00000000-0000-4000-8000-000000000001'`,
    );
    expect(rows[0]!.search_text).toBe(' rosé blüte spring t shirt anna müller ');
  });

  it('keeps one preview secret for every instance', async () => {
    const first = await storedPreviewSecret(db);
    expect(first).toMatch(/^[\w-]{40,}$/);
    expect(await storedPreviewSecret(db)).toBe(first);
  });
});
