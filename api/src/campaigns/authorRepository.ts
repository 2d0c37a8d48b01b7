import { randomUUID } from 'node:crypto';
import type { AssociatedAuthor, AssociatedAuthorInput } from '@stickerei/shared/domain';
import type { Queryable } from '../lib/db.ts';
import { conflict, notFound } from '../lib/httpError.ts';

interface AuthorRow {
  id: string;
  name: string;
  website: string;
  description: string;
  logo_key: string | null;
  logo_type: string | null;
  campaign_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const authorNotFound = (id: string) =>
  notFound(`No associated author ${id}; it may have been deleted.`);

/** Where an author's logo is served; the storage key in the query changes with the logo. */
export function logoUrl(authorId: string, logoKey: string | null): string | null {
  if (!logoKey) return null;
  const version = logoKey.slice(logoKey.lastIndexOf('/') + 1);
  return `/api/campaign/associated-author/${authorId}/logo?v=${version}`;
}

/** Storage key for a new logo of `authorId` (a new key per upload keeps cached URLs honest). */
export const newLogoKey = (authorId: string) => `logos/${authorId}/${randomUUID()}`;

function toAuthor(row: AuthorRow): AssociatedAuthor {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    description: row.description,
    logoUrl: logoUrl(row.id, row.logo_key),
    campaignCount: Number(row.campaign_count),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const SELECT = `SELECT a.*, (SELECT count(*) FROM sponsored_campaign c WHERE c.author_id = a.id)
  AS campaign_count FROM associated_author a`;

export async function listAuthors(db: Queryable): Promise<AssociatedAuthor[]> {
  const { rows } = await db.query<AuthorRow>(`${SELECT} ORDER BY lower(a.name), a.id`);
  return rows.map(toAuthor);
}

export async function findAuthorRow(db: Queryable, id: string): Promise<AuthorRow | null> {
  const { rows } = await db.query<AuthorRow>(`${SELECT} WHERE a.id = $1`, [id]);
  return rows[0] ?? null;
}

/** @throws HttpError 404 */
export async function getAuthor(db: Queryable, id: string): Promise<AssociatedAuthor> {
  const row = await findAuthorRow(db, id);
  if (!row) throw authorNotFound(id);
  return toAuthor(row);
}

export interface AuthorFields extends Omit<AssociatedAuthorInput, 'logo'> {
  logo?: { key: string; type: string } | null;
}

// name, website, description, logo_key, logo_type: as insert and update write them.
const columnValues = (input: AuthorFields) => [
  input.name,
  input.website ?? '',
  input.description ?? '',
  input.logo?.key ?? null,
  input.logo?.type ?? null,
];

export async function insertAuthor(db: Queryable, id: string, input: AuthorFields) {
  await db.query(
    `INSERT INTO associated_author (id, name, website, description, logo_key, logo_type)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, ...columnValues(input)],
  );
}

/**
 * Updates an author; `logo` undefined keeps the logo, null removes it.
 * @returns the storage key of the logo replaced or removed, if any
 * @throws HttpError 404
 */
export async function updateAuthorRow(
  tx: Queryable,
  id: string,
  input: AuthorFields,
): Promise<string | null> {
  const before = await tx.query<{ logo_key: string | null }>(
    'SELECT logo_key FROM associated_author WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = before.rows[0];
  if (!row) throw authorNotFound(id);
  const keepLogo = input.logo === undefined;
  await tx.query(
    `UPDATE associated_author SET name = $3, website = $4, description = $5,
       logo_key = CASE WHEN $2 THEN logo_key ELSE $6 END,
       logo_type = CASE WHEN $2 THEN logo_type ELSE $7 END,
       updated_at = now()
     WHERE id = $1`,
    [id, keepLogo, ...columnValues(input)],
  );
  return keepLogo ? null : row.logo_key;
}

/**
 * Deletes an author without campaigns.
 * @returns the storage key of its logo, if any
 * @throws HttpError 404, or 409 naming how many campaigns still use it
 */
export async function deleteAuthorRow(tx: Queryable, id: string): Promise<string | null> {
  const row = await findAuthorRow(tx, id);
  if (!row) throw authorNotFound(id);
  const count = Number(row.campaign_count);
  if (count > 0) {
    throw conflict(
      `"${row.name}" still sponsors ${count} campaign${count === 1 ? '' : 's'}. Delete those campaigns or give them another author first.`,
    );
  }
  await tx.query('DELETE FROM associated_author WHERE id = $1', [id]);
  return row.logo_key;
}

/**
 * Points an author at a new logo.
 * @returns the storage key of the logo it replaced, if any
 * @throws HttpError 404
 */
export async function setAuthorLogo(
  tx: Queryable,
  id: string,
  logo: { key: string; type: string },
): Promise<string | null> {
  const { rows } = await tx.query<{ logo_key: string | null }>(
    `UPDATE associated_author AS a SET logo_key = $2, logo_type = $3, updated_at = now()
     FROM (SELECT logo_key FROM associated_author WHERE id = $1 FOR UPDATE) AS old
     WHERE a.id = $1 RETURNING old.logo_key`,
    [id, logo.key, logo.type],
  );
  const row = rows[0];
  if (!row) throw authorNotFound(id);
  return row.logo_key;
}
