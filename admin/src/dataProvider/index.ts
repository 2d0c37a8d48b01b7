import type { DataProvider, GetListResult, Identifier, RaRecord } from 'react-admin';
import {
  createRequestClient,
  type RequestClient,
  type RequestClientOptions,
} from '@stickerei/shared/api-client';
import type { Language } from '@stickerei/shared/domain';
import { withReadableErrors } from './readableErrors.ts';
import type { ApiCall, ResourceRouteTable, ResourceRoutes, Route } from './resourceRoutes.ts';

export interface DataProviderOptions {
  /** The endpoints of every resource (the admin's own: `routeTable` in src/routeTable.ts). */
  routes: ResourceRouteTable;
  /** Defaults to `/api` (same origin). */
  baseUrl?: string;
  /** The access token for the bearer header, or null when there is none. */
  getToken: RequestClientOptions['getToken'];
  fetch?: typeof fetch;
  sleep?: RequestClientOptions['sleep'];
  /** The interface language of error messages; `<html lang>` by default. */
  language?: () => Language;
}

type Method = keyof ResourceRoutes;

function routeFor<M extends Method>(table: ResourceRouteTable, resource: string, method: M) {
  const routes = Object.hasOwn(table, resource) ? table[resource] : undefined;
  if (!routes) {
    throw new Error(
      `The admin has no api endpoints for the resource "${resource}"; add them to src/routeTable.ts.`,
    );
  }
  const route = routes[method];
  if (!route) throw new Error(`The resource "${resource}" does not support ${method}.`);
  return route as NonNullable<ResourceRoutes[M]>;
}

function listResult(body: unknown, resource: string): GetListResult {
  if (Array.isArray(body)) return { data: body as RaRecord[], total: body.length };
  if (body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data)) {
    const { data, total } = body as { data: RaRecord[]; total?: unknown };
    return { data, total: typeof total === 'number' ? total : data.length };
  }
  throw new Error(`The api answered the list of "${resource}" with something that is not a list.`);
}

/**
 * The admin's dataProvider: each resource method is mapped to its api endpoint through the route
 * table; requests carry the bearer token and fail with the api's error (status and message), so
 * the authProvider's checkError sees 401 and 403.
 */
export function createDataProvider(options: DataProviderOptions): DataProvider {
  const table = options.routes;
  // A 429 reads "try again in N seconds" in the admin's language (docs/rate-limits.md).
  const client = withReadableErrors(
    createRequestClient({
      baseUrl: options.baseUrl ?? '/api',
      getToken: options.getToken,
      fetch: options.fetch,
      sleep: options.sleep,
    }),
    options.language,
  );
  const send = (call: ApiCall, signal?: AbortSignal) =>
    client.request<unknown>(call.method, call.path, { query: call.query, json: call.json, signal });
  async function run<P extends object, R>(route: Route<P, R>, params: P) {
    const signal = 'signal' in params ? (params.signal as AbortSignal | undefined) : undefined;
    const body = await send(route.call(params), signal);
    return { body, result: route.result?.(body, params) };
  }

  const provider: DataProvider = {
    /** Custom pages: an endpoint function of the shared api-client, with the admin's token. */
    callApi: <T>(call: (api: RequestClient) => Promise<T>): Promise<T> => call(client),
    /** The access token (event streams send it themselves). */
    accessToken: async (): Promise<string | null> => (await options.getToken?.()) ?? null,
    async getList(resource, params) {
      const { body, result } = await run(routeFor(table, resource, 'getList'), params);
      return result ?? listResult(body, resource);
    },
    async getOne(resource, params) {
      const { body, result } = await run(routeFor(table, resource, 'getOne'), params);
      return result ?? { data: body as RaRecord };
    },
    async getMany(resource, params) {
      const records = await Promise.all(
        params.ids.map((id) => provider.getOne(resource, { id, signal: params.signal })),
      );
      return { data: records.map((record) => record.data) };
    },
    async getManyReference(resource, params) {
      const { body, result } = await run(routeFor(table, resource, 'getManyReference'), params);
      return result ?? listResult(body, resource);
    },
    async create(resource, params) {
      const { body, result } = await run(routeFor(table, resource, 'create'), params);
      return result ?? { data: body as RaRecord };
    },
    async update(resource, params) {
      const { body, result } = await run(routeFor(table, resource, 'update'), params);
      return result ?? { data: (body ?? { ...params.previousData, ...params.data }) as RaRecord };
    },
    async updateMany(resource, params) {
      const done: Identifier[] = [];
      for (const id of params.ids) {
        await provider.update(resource, { id, data: params.data, previousData: { id } });
        done.push(id);
      }
      return { data: done };
    },
    async delete(resource, params) {
      const { body, result } = await run(routeFor(table, resource, 'delete'), params);
      return result ?? { data: (body ?? params.previousData ?? { id: params.id }) as RaRecord };
    },
    async deleteMany(resource, params) {
      const done: Identifier[] = [];
      for (const id of params.ids) {
        await provider.delete(resource, { id });
        done.push(id);
      }
      return { data: done };
    },
  };
  return provider;
}
