import { createApi, retry, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AuthUser, RuntimeConfig } from '@repairlens/contract';
import { apiRequest, type ApiError, type ApiRequest, type QueryKey } from './request';
import {
  AUTH_USER_FRESH_SECONDS,
  READ_FRESH_SECONDS,
  shouldRetry,
  staleAfter,
  type RetryOptions,
} from './request-policy';
import { maybeSignedIn } from './signed-in-hint';

/** The request rules with the retry policy around them (retry's types do not carry apiRequest's error type). */
const baseQuery: BaseQueryFn<ApiRequest | QueryKey, unknown, ApiError, RetryOptions> = retry(apiRequest, {
  retryCondition: (error, _arg, { attempt, baseQueryApi, extraOptions }) =>
    shouldRetry(error as ApiError, attempt, baseQueryApi.type, (extraOptions as RetryOptions | undefined)?.maxRetries),
});

/**
 * The RepairLens API for the front ends, with the endpoints every screen needs; features add theirs with
 * `api.injectEndpoints`. The shell creates the one instance; the admin console receives it (AdminAppProps)
 * instead of creating its own, so both share one cache.
 */
export function createRepairLensApi() {
  return createApi({
    reducerPath: 'api',
    baseQuery,
    tagTypes: ['AuthUser'],
    keepUnusedDataFor: READ_FRESH_SECONDS,
    refetchOnMountOrArgChange: READ_FRESH_SECONDS,
    refetchOnFocus: false,
    refetchOnReconnect: false,
    endpoints: (build) => ({
      /** The signed-in user, or null when nobody is signed in. */
      authUser: build.query<AuthUser | null, void>({
        async queryFn(_arg, _api, _extraOptions, baseQuery) {
          if (!maybeSignedIn()) return { data: null };
          const result = await baseQuery(['/api/auth/user']);
          if (!result.error) return { data: result.data as AuthUser };
          // 401 is the server's way of saying "nobody is signed in", not a failure.
          return result.error.status === 401 ? { data: null } : { error: result.error };
        },
        extraOptions: { maxRetries: 0 } satisfies RetryOptions,
        forceRefetch: staleAfter(AUTH_USER_FRESH_SECONDS),
        providesTags: ['AuthUser'],
      }),
      /** Settings the server decides at run time (admin console URL, contact addresses). */
      runtimeConfig: build.query<RuntimeConfig, void>({
        query: () => ['/api/runtime-config'],
      }),
    }),
  });
}

export type RepairLensApi = ReturnType<typeof createRepairLensApi>;
