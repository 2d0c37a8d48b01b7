import { chartColors, findThread, threadChart, type ThreadColorRef } from '@stickerei/embroidery';
import type { Queryable } from '../lib/db.ts';
import { badRequest } from '../lib/httpError.ts';
import { readStock } from './userSettings.ts';

/** The colours a design's blocks are matched to: a whole chart, or the user's threads. */
export interface ThreadSource {
  name: string;
  colours: readonly ThreadColorRef[];
}

/** The colours of the user's stock (threads of charts that are gone are left out). */
export async function stockColours(db: Queryable, userId: string): Promise<ThreadColorRef[]> {
  const stock = await readStock(db, userId);
  return stock.flatMap((item) => findThread(item.brand, item.code) ?? []);
}

/**
 * The chart `brand`, or the user's stock for `mine`.
 * @throws HttpError 400 for a chart that does not exist
 */
export async function chartOrStock(
  db: Queryable,
  brand: string,
  userId: string | null,
): Promise<ThreadSource> {
  if (brand === 'mine') {
    return { name: 'My threads', colours: userId ? await stockColours(db, userId) : [] };
  }
  const chart = threadChart(brand);
  if (!chart) throw badRequest(`There is no thread chart "${brand}" (GET /api/threads/brands).`);
  return { name: chart.name, colours: chartColors(brand) };
}
