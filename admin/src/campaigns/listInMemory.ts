import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

function valueAt(record: RaRecord, field: string): unknown {
  let value: unknown = record;
  for (const key of field.split('.')) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { sensitivity: 'base' });
}

/**
 * react-admin's list params applied to a whole list the api sent at once (campaigns and
 * authors are few): the free-text filter `q` over `textFields`, sort, then the page.
 */
export function listInMemory<T extends RaRecord>(
  items: T[],
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
  textFields: string[],
): GetListResult<T> {
  const q = typeof params.filter?.q === 'string' ? params.filter.q.trim().toLowerCase() : '';
  const found = q
    ? items.filter((item) =>
        textFields.some((f) =>
          String(valueAt(item, f) ?? '')
            .toLowerCase()
            .includes(q),
        ),
      )
    : items;
  const { field, order } = params.sort ?? { field: '', order: 'ASC' };
  const sorted = field
    ? [...found].sort(
        (a, b) => compare(valueAt(a, field), valueAt(b, field)) * (order === 'DESC' ? -1 : 1),
      )
    : found;
  const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length || 1 };
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}
