import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { RequestClient } from '@stickerei/shared/api-client';

/** What the admin's custom pages call the api through (the data provider's custom methods). */
export interface AdminApi {
  /** Runs an endpoint function of the shared api-client with the admin's token; a 401/403 signs out. */
  call<T>(fn: (client: RequestClient) => Promise<T>): Promise<T>;
  /** The access token, for the event stream. */
  token(): Promise<string | null>;
}

interface AdminDataProvider {
  callApi<T>(fn: (client: RequestClient) => Promise<T>): Promise<T>;
  accessToken(): Promise<string | null>;
}

/** The admin api of the data provider in context. */
export function useAdminApi(): AdminApi {
  const dataProvider = useDataProvider() as unknown as AdminDataProvider;
  return useMemo(
    () => ({
      call: (fn) => dataProvider.callApi(fn),
      token: () => dataProvider.accessToken(),
    }),
    [dataProvider],
  );
}
