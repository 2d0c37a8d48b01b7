import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_VERSION, MANIFEST_PATH } from '../../src/backup/manifest.ts';
import { readArchive } from '../../src/backup/readArchive.ts';
import { createTarWriter, type ArchiveEntry } from '../../src/backup/tarWriter.ts';
import { tempDataDir } from '../fixtures/uploads.ts';

interface Spec {
  files: Array<[string, string]>;
  /** Changes the manifest's entries before it is written. */
  edit?: (entries: ArchiveEntry[]) => ArchiveEntry[];
  manifest?: boolean;
}

/** An archive as the backup writes it, with `files`, and a manifest unless told otherwise. */
async function archive({ files, edit = (e) => e, manifest = true }: Spec): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = createTarWriter(out);
  const entries: ArchiveEntry[] = [await tar.addDirectory('pg')];
  for (const [name, text] of files) {
    entries.push(await tar.addFile(name, Buffer.byteLength(text), Buffer.from(text)));
  }
  if (manifest) {
    const body = Buffer.from(
      JSON.stringify({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        schema: null,
        counts: {},
        files: { count: 0, bytes: 0 },
        entries: edit(entries),
      }),
    );
    await tar.addFile(MANIFEST_PATH, body.length, body);
  }
  await tar.finish();
  return Buffer.concat(chunks);
}

const FILES: Array<[string, string]> = [
  ['pg/PG_VERSION', '18\n'],
  ['files/designs/a/pes', 'stitches'],
];

describe('reading a backup archive', async () => {
  const dir = await tempDataDir();

  it('extracts an intact archive and lists its entries', async () => {
    const target = path.join(dir, 'intact');
    const { manifest, entries } = await readArchive([await archive({ files: FILES })], {
      extractTo: target,
    });
    expect(entries.map((e) => e.path)).toEqual(['pg', 'pg/PG_VERSION', 'files/designs/a/pes']);
    expect(manifest.entries).toEqual(entries);
    expect(await readFile(path.join(target, 'files/designs/a/pes'), 'utf8')).toBe('stitches');
  });

  it('refuses truncated, damaged, unlisted, mismatched and escaping archives', async () => {
    const intact = await archive({ files: FILES });
    const cases: Array<[string, Buffer, RegExp]> = [
      ['truncated', intact.subarray(0, intact.length - 30), /damaged or incomplete/],
      ['no manifest', await archive({ files: FILES, manifest: false }), /has no manifest/],
      [
        'checksum',
        await archive({
          files: FILES,
          edit: (entries) => entries.map((e) => (e.sha256 ? { ...e, sha256: '0'.repeat(64) } : e)),
        }),
        /does not match its checksum/,
      ],
      [
        'missing entry',
        await archive({
          files: FILES,
          edit: (e) => [...e, { path: 'files/x', type: 'file', size: 1, sha256: 'a' }],
        }),
        /the manifest lists 4/,
      ],
      ['escaping path', await archive({ files: [['files/../../evil', 'x']] }), /unexpected entry/],
      ['foreign entry', await archive({ files: [['etc/passwd', 'x']] }), /unexpected entry/],
      ['not gzip', Buffer.from('just some text, no archive'), /damaged or incomplete/],
    ];
    for (const [name, bytes, message] of cases) {
      const target = path.join(dir, name.replace(/ /g, '-'));
      await expect(readArchive([bytes], { extractTo: target }), name).rejects.toThrow(message);
    }
    // Nothing was written outside the targets.
    expect((await readdir(dir)).sort()).not.toContain('evil');
  });
});
