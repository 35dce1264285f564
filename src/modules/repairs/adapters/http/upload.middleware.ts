import type { Middleware } from 'koa';
import { enforceRateLimit, type RateLimiter, type RateLimitRule } from '../../../../shared/application/rate-limiter.js';
import {
  AuthenticationRequiredError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../../../shared/errors/app-errors.js';
import { receiveMultipartFile, refuseDeclaredBodyOver } from '../../../../shared/http/multipart-file.js';
import type { AppContext, AppState } from '../../../../shared/http/route.js';
import { inspectImage } from '../../../../shared/media/image-inspection.js';
import { mediaKindOf, REPAIR_MEDIA_TYPES, type MediaKind } from '../../../../shared/media/media-types.js';
import { sniffMediaType } from '../../../../shared/media/sniff-media-type.js';
import { checkVideo, VideoRefusedError, type VideoRefusal } from '../../../../shared/media/video-input.js';
import { UPLOAD_MESSAGES } from '../../contract.js';
import { DESCRIPTION_MAX_LENGTH } from '../../domain/repair-request.js';

export interface UploadLimits {
  readonly maxFileBytes: number;
  readonly maxImagePixels: number;
}

/** Boundaries, part headers and the description: what a legitimate multipart body adds to its file. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

/** A body declared far larger than any acceptable upload is refused unread. */
export function refuseOversizedBody(limits: UploadLimits): Middleware<AppState> {
  return refuseDeclaredBodyOver(limits.maxFileBytes + MULTIPART_ALLOWANCE_BYTES, UPLOAD_MESSAGES.fileTooLarge);
}

/**
 * Counts one upload against the person's limit before a byte of the body is read, so a refused upload costs
 * nothing; its connection is closed, since the body stays unread. Runs after the route's access rule.
 */
export function limitUploadsPerUser(rateLimiter: RateLimiter, rule: RateLimitRule): Middleware<AppState> {
  return async (ctx, next) => {
    const userId = ctx.state.principal?.userId;
    if (!userId) throw new AuthenticationRequiredError();
    try {
      await enforceRateLimit(rateLimiter, rule, userId);
    } catch (error) {
      ctx.set('Connection', 'close');
      throw error;
    }
    await next();
  };
}

/** multer's limit errors, in the specification's words. */
function uploadErrorFor(code: string): Error {
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLargeError(UPLOAD_MESSAGES.fileTooLarge);
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return new ValidationError(UPLOAD_MESSAGES.oneFileOnly);
    case 'LIMIT_FIELD_VALUE':
      return new ValidationError(`description: must be at most ${DESCRIPTION_MAX_LENGTH} characters`);
    default:
      return new ValidationError('The upload form is not valid. Send one file and an optional description.');
  }
}

/** Receives the multipart body's one `file` part (and the description field) into the request's own folder. */
export function receiveUpload(limits: UploadLimits): Middleware<AppState> {
  return receiveMultipartFile({
    field: 'file',
    limits: {
      fileSize: limits.maxFileBytes,
      files: 1,
      fields: 4,
      parts: 5,
      // Up to 4 bytes per character in UTF-8.
      fieldSize: DESCRIPTION_MAX_LENGTH * 4,
      fieldNameSize: 100,
      headerPairs: 50,
    },
    refusal: uploadErrorFor,
  });
}

/** ffprobe reads only the container's headers: a readable video answers well within this. */
const VIDEO_CHECK_TIMEOUT_MS = 10_000;

/** Why a video was refused, in the product's words. */
function videoRefusalError(reason: VideoRefusal): Error {
  switch (reason) {
    case 'resolution':
      return new PayloadTooLargeError(UPLOAD_MESSAGES.videoTooManyPixels);
    case 'duration':
      return new PayloadTooLargeError(UPLOAD_MESSAGES.videoTooLong);
    default:
      return new UnsupportedMediaTypeError(UPLOAD_MESSAGES.invalidFileType);
  }
}

export interface ReceivedUpload {
  readonly localPath: string;
  readonly mediaType: string;
  readonly kind: MediaKind;
  readonly bytes: number;
}

/**
 * The received file, typed by its content (magic bytes), not by its name or the type the browser sent;
 * an image whose header promises more pixels than the limit, or a video over VIDEO_LIMITS (or that ffprobe
 * cannot read as its detected type), is refused before anything decodes it.
 */
export async function classifyUpload(ctx: AppContext, limits: UploadLimits): Promise<ReceivedUpload> {
  const file = (ctx.request as { file?: { path: string; size: number } }).file;
  if (!file) throw new ValidationError(UPLOAD_MESSAGES.fileRequired);
  const mediaType = await sniffMediaType(file.path);
  const kind = mediaType ? mediaKindOf(mediaType, REPAIR_MEDIA_TYPES) : null;
  if (!mediaType || !kind) throw new UnsupportedMediaTypeError(UPLOAD_MESSAGES.invalidFileType);
  if (kind === 'image') {
    const size = await inspectImage(file.path);
    if (!size) throw new UnsupportedMediaTypeError(UPLOAD_MESSAGES.invalidFileType);
    if (size.pixels > limits.maxImagePixels) throw new PayloadTooLargeError(UPLOAD_MESSAGES.tooManyPixels);
  } else {
    try {
      await checkVideo({ localPath: file.path, mediaType }, VIDEO_CHECK_TIMEOUT_MS);
    } catch (error) {
      throw error instanceof VideoRefusedError ? videoRefusalError(error.reason) : error;
    }
  }
  return { localPath: file.path, mediaType, kind, bytes: file.size };
}
