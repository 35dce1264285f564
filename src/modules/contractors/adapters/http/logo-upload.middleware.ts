import { writeFile } from 'node:fs/promises';
import type { Middleware } from 'koa';
import {
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../../../shared/errors/app-errors.js';
import { receiveMultipartFile, refuseDeclaredBodyOver } from '../../../../shared/http/multipart-file.js';
import type { AppContext, AppState } from '../../../../shared/http/route.js';
import { inspectImage } from '../../../../shared/media/image-inspection.js';
import { sniffMediaType } from '../../../../shared/media/sniff-media-type.js';
import type { ReceivedLogo } from '../../application/contractor-applications.js';
import { LOGO_MAX_BYTES, LOGO_MAX_PIXELS, LOGO_MESSAGES } from '../../contract.js';
import { reencodeLogo } from './logo-image.js';

/** Logos are still images that every browser shows; an animation or a video is no logo. */
const LOGO_MEDIA_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/** Boundaries and part headers: what a legitimate multipart body adds to its logo. */
const MULTIPART_ALLOWANCE_BYTES = 16 * 1024;

/** multer's limit errors, in the logo form's words. */
function logoErrorFor(code: string): Error {
  if (code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeError(LOGO_MESSAGES.tooLarge);
  if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE')
    return new ValidationError(LOGO_MESSAGES.oneFileOnly);
  return new ValidationError('The upload form is not valid. Send one image as the "logo" part.');
}

/**
 * Receives the multipart body's one `logo` part into the request's own folder, cut off at the size limit
 * (a body declared larger is refused unread).
 */
export function receiveLogo(): Middleware<AppState>[] {
  return [
    refuseDeclaredBodyOver(LOGO_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES, LOGO_MESSAGES.tooLarge),
    receiveMultipartFile({
      field: 'logo',
      limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
      refusal: logoErrorFor,
    }),
  ];
}

/**
 * The received logo, typed by its content (magic bytes), not by its name or the type the browser sent;
 * an image whose header promises more pixels than the limit is refused before anything decodes it. What
 * is kept is a re-encoded copy (see logo-image.ts): the uploaded file's metadata, GPS position included,
 * never reaches storage.
 */
export async function classifyLogo(ctx: AppContext): Promise<ReceivedLogo> {
  const file = (ctx.request as { file?: { path: string } }).file;
  if (!file) throw new ValidationError(LOGO_MESSAGES.required);
  const mediaType = await sniffMediaType(file.path);
  if (!mediaType || !LOGO_MEDIA_TYPES.includes(mediaType))
    throw new UnsupportedMediaTypeError(LOGO_MESSAGES.invalidType);
  const size = await inspectImage(file.path);
  if (!size) throw new UnsupportedMediaTypeError(LOGO_MESSAGES.invalidType);
  if (size.pixels > LOGO_MAX_PIXELS) throw new PayloadTooLargeError(LOGO_MESSAGES.tooManyPixels);
  let reencoded: Buffer;
  try {
    reencoded = await reencodeLogo(file.path, mediaType);
  } catch {
    // A header that reads well over pixels that do not decode is a broken image, not our failure.
    throw new UnsupportedMediaTypeError(LOGO_MESSAGES.invalidType);
  }
  // Beside the upload, in the request's own folder, removed with it.
  const reencodedPath = `${file.path}.reencoded`;
  await writeFile(reencodedPath, reencoded);
  return { localPath: reencodedPath, mediaType };
}
