import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { PayloadTooLargeError } from '../errors/app-errors.js';
import type { AppState } from './route.js';

/**
 * A body declared far larger than any acceptable one is refused before a byte of it is read. The
 * connection is closed, since the rest of the body will not be read either.
 */
export function refuseDeclaredBodyOver(maxBytes: number, message: string): Middleware<AppState> {
  return async (ctx, next) => {
    const declared = Number(ctx.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      ctx.set('Connection', 'close');
      throw new PayloadTooLargeError(message);
    }
    await next();
  };
}

export interface MultipartFilePart {
  /** The form field of the one file part; the file is saved under this name too. */
  readonly field: string;
  /** multer's limits on the whole body: the file's size and how many parts, fields and headers it may have. */
  readonly limits: NonNullable<multer.Options['limits']>;
  /**
   * The client error for a multer limit code (LIMIT_FILE_SIZE, ...), or for a body it could not parse (''), in
   * the form's own words; written where the form is, so every wording stays where the French check finds it.
   */
  readonly refusal: (code: string) => Error;
}

/**
 * Streams the multipart body's one file part to a temporary folder of this request's own (never into
 * memory), cutting the request off at the size limit, and removes the folder when the request is done,
 * whatever happened.
 */
export function receiveMultipartFile(part: MultipartFilePart): Middleware<AppState> {
  return async (ctx, next) => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'repairlens-upload-'));
    try {
      const upload = multer({
        storage: multer.diskStorage({ destination: folder, filename: (_req, _file, done) => done(null, part.field) }),
        limits: part.limits,
      }).single(part.field);
      try {
        await upload(ctx, async () => undefined);
      } catch (error) {
        // multer's limits and the parser's complaints (a truncated body, a broken part) are the client's
        // doing; only a failing disk (an error of a system call) is ours.
        const { code, syscall } = error as { code?: string; syscall?: string };
        if (syscall) throw error;
        // The rest of the body stays unread: close the connection rather than keep it alive.
        ctx.set('Connection', 'close');
        throw part.refusal(code ?? '');
      }
      await next();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
}
