import { analysePattern, FormatError, readPattern } from '@stickerei/embroidery';
import type { LookupResponse } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { HttpError } from '../lib/httpError.ts';
import { nearestSameMotif } from '../jobs/chooseDesign.ts';

type Match = LookupResponse['matches'][number];

/**
 * Which of the owner's designs a file is (docs/imports.md "Do I own this already?"): the designs
 * holding these exact bytes, and the design of the same motif in any format. Stores nothing.
 * @throws HttpError 415 for bytes no format reads, 422 for a file its format cannot read
 */
export async function lookupFile(
  db: Queryable,
  ownerId: string,
  file: { bytes: Uint8Array; sha256: string; fileName: string },
): Promise<LookupResponse> {
  let read;
  try {
    read = readPattern(file.bytes, file.fileName);
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    const unknown = error.format === 'unknown';
    throw new HttpError(
      unknown ? 415 : 422,
      unknown
        ? `"${file.fileName}" is not an embroidery file this service can read.`
        : `"${file.fileName}" could not be read: ${error.message}`,
    );
  }
  const { rows } = await db.query<{ id: string; name: string; formats: string[] }>(
    `SELECT DISTINCT d.id, d.name, d.formats FROM design_file AS f JOIN design AS d ON d.id = f.design_id
     WHERE d.owner_id = $1 AND f.sha256 = $2 ORDER BY d.id`,
    [ownerId, file.sha256],
  );
  const matches: Match[] = rows.map((r) => ({
    designId: r.id,
    name: r.name,
    formats: r.formats,
    match: 'exact',
  }));
  const analysis = analysePattern(read.pattern);
  const twin = await nearestSameMotif(
    db,
    ownerId,
    { ...analysis, similarity: Array.from(analysis.similarity) },
    { format: null, importId: null, fileName: file.fileName },
  );
  if (twin && !matches.some((m) => m.designId === twin.id))
    matches.push({
      designId: twin.id,
      name: twin.name,
      formats: twin.formats,
      match: 'same-motif',
    });
  return { matches };
}
