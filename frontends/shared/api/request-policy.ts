import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ApiError } from './request';

/** Reads are retried up to twice; writes never are (a retried payment or upload could happen twice). */
export const READ_RETRIES = 2;

/** Not signed in, not allowed, not there: asking again gives the same answer. */
const FINAL_ANSWER = /401|403|404/;

/** Per-endpoint `extraOptions` understood by the retry policy. */
export interface RetryOptions {
  readonly maxRetries?: number;
}

export function shouldRetry(
  error: ApiError,
  attempt: number,
  kind: BaseQueryApi['type'],
  maxRetries: number = READ_RETRIES,
): boolean {
  return kind === 'query' && attempt <= maxRetries && !FINAL_ANSWER.test(error.message);
}

/** A read's answer is served from the cache to new subscribers for 5 minutes. */
export const READ_FRESH_SECONDS = 5 * 60;

/** Who is signed in changes with sign-in, sign-out and payments: that answer is fresh for 5 seconds. */
export const AUTH_USER_FRESH_SECONDS = 5;

/** An endpoint's `forceRefetch`: refetch for a new subscriber once the cached answer is `seconds` old. */
export function staleAfter(seconds: number) {
  return ({ endpointState }: { endpointState?: { fulfilledTimeStamp?: number } }): boolean => {
    const fetchedAt = endpointState?.fulfilledTimeStamp;
    return fetchedAt !== undefined && Date.now() - fetchedAt >= seconds * 1000;
  };
}
