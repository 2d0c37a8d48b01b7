import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetOneParams,
  GetOneResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import type { HttpMethod, QueryValue } from '@stickerei/shared/api-client';

/** One request to the api, relative to its base (`/api`). */
export interface ApiCall {
  method: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
}

/** How one data-provider method of a resource maps to the api. */
export interface Route<Params, Result> {
  call: (params: Params) => ApiCall;
  /** Turns the response body into react-admin's result; a default suits plain JSON records. */
  result?: (body: unknown, params: Params) => Result;
}

/** The endpoints of one react-admin resource; a method left out is not supported. */
export interface ResourceRoutes {
  getList?: Route<GetListParams, GetListResult>;
  getOne?: Route<GetOneParams, GetOneResult>;
  getManyReference?: Route<GetManyReferenceParams, GetManyReferenceResult>;
  create?: Route<CreateParams, CreateResult>;
  update?: Route<UpdateParams, UpdateResult>;
  delete?: Route<DeleteParams, DeleteResult>;
}

export type ResourceRouteTable = Readonly<Record<string, ResourceRoutes>>;
