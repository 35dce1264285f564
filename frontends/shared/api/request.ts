import type { BaseQueryFn, QueryReturnValue } from '@reduxjs/toolkit/query';

/**
 * The one way the front ends talk to the server (product §7 and §8), as an RTK Query base query.
 * Pages never call fetch themselves: they use endpoints built on this.
 */

/** A read by query key: the parts joined with "/" make the path, e.g. ['/api/repair-requests', id]. */
export type QueryKey = readonly [string, ...(string | number)[]];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  readonly url: string;
  readonly method?: HttpMethod;
  /** FormData goes as-is (multipart); anything else as JSON; undefined means no body. */
  readonly body?: unknown;
}

/** Kept serialisable (it lives in the Redux store): an HTTP status, or why no answer could be read. */
export interface ApiError {
  readonly status: number | 'NETWORK_ERROR' | 'PARSE_ERROR';
  /** `<status>: <body text, or the status text when the body is empty>` for an HTTP error. */
  readonly message: string;
}

function toRequest(arg: ApiRequest | QueryKey): ApiRequest {
  return isQueryKey(arg) ? { url: arg.join('/') } : arg;
}

function isQueryKey(arg: ApiRequest | QueryKey): arg is QueryKey {
  return Array.isArray(arg);
}

/**
 * The page's language (the shell keeps `<html lang>` on the locale the person chose) as Accept-Language, so the
 * server words its messages in it rather than in the browser's own languages; nothing outside a page.
 */
export function pageLanguageHeaders(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}

function requestInit({ method = 'GET', body }: ApiRequest, signal: AbortSignal): RequestInit {
  const init: RequestInit = { method, credentials: 'include', signal };
  let headers = pageLanguageHeaders();
  if (body instanceof FormData) {
    // The browser sets the multipart content type with its boundary.
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    headers = { 'Content-Type': 'application/json', ...headers };
  }
  if (Object.keys(headers).length > 0) init.headers = headers;
  return init;
}

export const apiRequest: BaseQueryFn<ApiRequest | QueryKey, unknown, ApiError> = async (arg, { signal }) => {
  const request = toRequest(arg);
  let response: Response;
  try {
    response = await fetch(request.url, requestInit(request, signal));
  } catch (error) {
    return { error: { status: 'NETWORK_ERROR', message: errorText(error) } };
  }

  return readAnswer(response.status, response.statusText, await response.text());
};

/**
 * What an HTTP answer becomes, whichever transport brought it (fetch here, XMLHttpRequest for uploads):
 * its JSON, null when empty, or for a non-successful status the ApiError `<status>: <body or status text>`.
 */
export function readAnswer(
  status: number,
  statusText: string,
  text: string,
): QueryReturnValue<unknown, ApiError, undefined> {
  if (status < 200 || status > 299) {
    return { error: { status, message: `${status}: ${text || statusText}` } };
  }
  if (text === '') return { data: null };
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: { status: 'PARSE_ERROR', message: errorText(error) } };
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
