import type {
  AssociatedAuthor,
  AssociatedAuthorInput,
  CampaignListResponse,
} from '@stickerei/shared/domain';
import type { ResourceRoutes } from '../dataProvider/resourceRoutes.ts';
import { listInMemory } from '../campaigns/listInMemory.ts';

const BASE = '/campaign';
const enc = encodeURIComponent;

/**
 * Form values to the api's input. The form turns a chosen file into `logo` (a data: URL) and
 * a removed logo into null (see logoTransform.ts); without either the logo stays.
 */
export function authorInput(data: Record<string, unknown>): AssociatedAuthorInput {
  return {
    name: String(data.name ?? ''),
    website: String(data.website ?? ''),
    description: String(data.description ?? ''),
    ...(data.logo === undefined ? {} : { logo: data.logo as string | null }),
  };
}

/** `associated-authors`: list, one, create, update (`update-associated-author/{id}`), delete. */
export const authorRoutes: ResourceRoutes = {
  getList: {
    call: () => ({ method: 'GET', path: `${BASE}/associated-authors` }),
    result: (body, params) =>
      listInMemory((body as CampaignListResponse<AssociatedAuthor>).items, params, [
        'name',
        'website',
        'description',
      ]),
  },
  getOne: {
    call: ({ id }) => ({ method: 'GET', path: `${BASE}/associated-author/${enc(String(id))}` }),
  },
  create: {
    call: ({ data }) => ({
      method: 'POST',
      path: `${BASE}/create-associated-author`,
      json: authorInput(data),
    }),
  },
  update: {
    call: ({ id, data }) => ({
      method: 'PUT',
      path: `${BASE}/update-associated-author/${enc(String(id))}`,
      json: authorInput(data),
    }),
  },
  delete: {
    call: ({ id }) => ({
      method: 'DELETE',
      path: `${BASE}/delete-associated-author/${enc(String(id))}`,
    }),
  },
};
