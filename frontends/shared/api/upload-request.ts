import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { pageLanguageHeaders, readAnswer, type ApiError, type HttpMethod } from './request';

/**
 * An upload whose progress the page can show. fetch() cannot report how much of a request body has been
 * sent, so this one request goes through XMLHttpRequest, under the same rules as every other request
 * (product §7 and §8): cookies included, the FormData sent as-is (the browser sets the
 * multipart content type), an answer read as JSON, a failure as `<status>: <body or status text>`. It is
 * a write: nothing retries it.
 */
export interface UploadRequest {
  readonly url: string;
  readonly method?: Extract<HttpMethod, 'POST' | 'PUT'>;
  readonly body: FormData;
  /** Called as the body leaves, with the share sent so far (0..1); 1 once all of it is sent. */
  readonly onUploadProgress?: (sentFraction: number) => void;
}

export const uploadRequest: BaseQueryFn<UploadRequest, unknown, ApiError> = (
  { url, method = 'POST', body, onUploadProgress },
  { signal },
) =>
  new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(pageLanguageHeaders())) request.setRequestHeader(name, value);
    request.withCredentials = true;
    request.responseType = 'text';

    if (onUploadProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress(Math.min(1, event.loaded / event.total));
      });
      request.upload.addEventListener('load', () => onUploadProgress(1));
    }

    const failed = (message: string) => resolve({ error: { status: 'NETWORK_ERROR', message } });
    request.addEventListener('load', () =>
      resolve(readAnswer(request.status, request.statusText, request.responseText)),
    );
    request.addEventListener('error', () => failed('The upload could not reach the server'));
    request.addEventListener('timeout', () => failed('The upload timed out'));
    request.addEventListener('abort', () => failed('The upload was cancelled'));

    if (signal.aborted) {
      failed('The upload was cancelled');
      return;
    }
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
